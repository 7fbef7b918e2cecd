"""Dated evidence in texts: each sentence's own time, and a dated walk that no typed fact answers opening with the
sentences of the asked time (``c0lab/retrieval/dated_texts.py``, its hook in ``retrieval/walking.py``)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.retrieval.dated_texts import EVIDENCE_HEADING, sentence_times, time_evidence

NOW = parse_time("2024-01-01")
CAREER = (
    "Club career: Mara Quillan began her career at Kedah in 1990. "
    "From 1994 to 1996 she played for Pahang. She scored forty goals there. "
    "In 1997 she played for Perak, where she stayed until 1999. "
    "She was married to Tom Hale since 2001."
)


def _bullets(context: str) -> list[str]:
    return [line for line in context.splitlines() if line.startswith("- ")]


def test_each_sentence_keeps_the_time_it_states_and_one_stating_none_takes_the_one_before() -> None:
    said = [(sentence.said, sentence.inherited) for sentence in sentence_times(CAREER, now=NOW)]
    assert said == [
        ("1990", False),
        ("1994 to 1996", False),
        ("1994 to 1996", True),
        ("1997; until 1999", False),
        ("since 2001", False),
    ]


def test_a_heading_dates_the_sentences_before_any_that_states_a_time() -> None:
    found = sentence_times("Opposition, 2008–2017: She led the party. In 2016 she resigned.", now=NOW)
    assert [sentence.text for sentence in found] == ["She led the party.", "In 2016 she resigned."]
    assert found[0].inherited and found[0].said
    assert not found[1].inherited and found[1].said == "2016"


def test_a_sentence_speaks_of_the_time_between_its_dates() -> None:
    text = "She attended Sehwa School, graduating in 1984, and then Hanul University, graduating in 1988."
    low, high = parse_time("1986"), parse_time("1986", what="valid_to")
    then, _ = time_evidence([(text, NOW)], low=low, high=high, terms=set(), count_tokens=len, room=10**4, room_other=0)
    assert then == [f"- (1984; 1988) {text}"]


def _evidence(question_years: tuple[str, str], terms: set[str] | None = None) -> tuple[list[str], list[str]]:
    low, high = parse_time(question_years[0]), parse_time(question_years[1], what="valid_to")
    return time_evidence(
        [(CAREER, NOW)],
        low=low,
        high=high,
        terms=terms or {"team", "play", "sign"},
        count_tokens=lambda text: len(text.split()),
        room=10**4,
        room_other=10**4,
    )


def test_the_sentence_of_the_asked_time_comes_first_and_other_times_after_marked() -> None:
    then, other = _evidence(("1995", "1995"))
    assert then[0] == "- (1994 to 1996) From 1994 to 1996 she played for Pahang."
    assert not any("Perak" in line for line in then)  # 1997–1999 is not of 1995
    assert "- [1997; until 1999] In 1997 she played for Perak, where she stayed until 1999." in other
    assert all(line.startswith("- [") for line in other)


def test_a_range_asked_puts_the_stint_that_fills_it_before_one_that_touches_it() -> None:
    then, _ = _evidence(("1997", "1998"))
    assert then[0].startswith("- (1997; until 1999) In 1997 she played for Perak")


def test_a_time_no_sentence_states_gives_no_sentence_of_that_time() -> None:
    then, other = _evidence(("1985", "1985"))
    assert then == []
    assert any("Pahang" in line for line in other)


@pytest.fixture
def memory(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    memory.add_concepts([{"name": name} for name in ("Mara Quillan", "Kedah", "Pahang", "Perak", "Tom Hale")])
    memory.add_episode(CAREER, at="2024-01-01", source="document")
    yield memory
    memory.close()


def test_a_dated_walk_no_typed_fact_answers_opens_with_the_sentence_of_that_time(memory) -> None:
    context = memory.walk("Which team did Mara Quillan play for in 1995?").context
    assert EVIDENCE_HEADING in context
    first = _bullets(context)[0]
    assert first.startswith("- (1994 to 1996)") and "Pahang" in first and "Perak" not in first
    # the sentence of another time is said once, after: here in its episode's line, shown whole and dated
    assert context.count("In 1997 she played for Perak") == 1
    assert "Perak" in context.split(first, 1)[1]


def test_a_typed_fact_of_the_asked_time_keeps_the_first_line(memory) -> None:
    memory.relate("Mara Quillan", "PLAYED_FOR", "Pahang", valid_from="1994", valid_to="1996")
    context = memory.walk("Which team did Mara Quillan play for in 1995?").context
    assert EVIDENCE_HEADING not in context
    assert "played for Pahang" in _bullets(context)[0]


def test_an_undated_walk_shows_no_sentences_of_a_time(memory) -> None:
    assert EVIDENCE_HEADING not in memory.walk("Which team did Mara Quillan play for?").context


def test_after_a_value_the_texts_name_the_next_stated_time_comes_first(memory) -> None:
    context = memory.walk("Which team did Mara Quillan play for after Pahang?").context
    first = _bullets(context)[0]
    assert first.startswith("- (1997; until 1999)") and "Perak" in first
    context = memory.walk("Which team did Mara Quillan play for before Pahang?").context
    assert _bullets(context)[0].startswith("- (1990)") and "Kedah" in _bullets(context)[0]


def test_sentences_of_other_times_next_to_each_other_in_a_text_are_one_line_in_its_order() -> None:
    text = (
        "Since 2021, the Wren survey has been led by Ida Venn, who replaced Olaf Brenner. "
        "Olaf Brenner had steered the survey from 2014."
    )
    low, high = parse_time("2009"), parse_time("2009", what="valid_to")
    _, other = time_evidence([(text, NOW)], low=low, high=high, terms=set(), count_tokens=len, room=0, room_other=10**4)
    # split apart and put in time order, "who replaced Olaf Brenner" would stand without the time he began
    assert other == [f"- [since 2021; since 2014] {text}"]


def test_now_in_a_text_is_no_time_it_states():
    from c0lab.retrieval.dated_texts import date_readings, stated_times

    text = "Project Varve makes the Nyqua toolkit, now under the Orrin licence; the Ottavi was dropped in July 2021."
    assert [reading.text for reading in date_readings(text, now=parse_time("2025-01-06"))] == ["July 2021"]
    assert stated_times(text, now=parse_time("2025-01-06")) == ["July 2021"]
