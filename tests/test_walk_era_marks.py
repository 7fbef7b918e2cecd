"""A walk asked at a time opens with what was said of that time: text of other times is marked and after it.

Hand-made memories with invented names (:mod:`c0lab.retrieval.era_marks`).
"""

from __future__ import annotations

import pandas as pd

from c0lab import Memory
from c0lab._time import parse_time, to_timestamp
from c0lab.retrieval.co_mentions import co_mention_line
from c0lab.retrieval.era_marks import by_asked_time, split_by_time
from c0lab.retrieval.period import CO_MENTION
from c0lab.retrieval.walk import Fact

_SAID = "From 2003 to 2004, Ann Vell played for Alder Rovers. Ann Vell played for Birch Town from 2012 to 2013."


def _before_facts(context: str) -> list[str]:
    lines = context.splitlines()
    return lines[: next(i for i, line in enumerate(lines) if line.startswith("Current facts"))]


def _memory(tmp_path) -> Memory:
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.add_concept("Ann Vell", description="Ann Vell is known for her pace. " + _SAID)
    memory.add_concept("Cedar City")
    memory.relate("Ann Vell", "PLAYED_FOR", "Cedar City", valid_from="2016", valid_to="2018")
    return memory


def test_a_description_of_other_times_comes_after_the_facts_marked(tmp_path):
    with _memory(tmp_path) as memory:
        context = memory.walk("Which team did Ann Vell play for in 2016?").context
    top = _before_facts(context)
    assert not any("Alder Rovers" in line or "Birch Town" in line for line in top)
    assert any("known for her pace" in line for line in top)  # no time stated: stays on top
    lines = context.splitlines()
    alder = next(i for i, line in enumerate(lines) if "Alder Rovers" in line)
    assert lines[alder].startswith("- [2003 to 2004] ")
    assert alder > next(i for i, line in enumerate(lines) if "Cedar City" in line)
    assert any(line.startswith("- [2012 to 2013] ") and "Birch Town" in line for line in lines)


def test_an_undated_walk_shows_the_description_whole(tmp_path):
    with _memory(tmp_path) as memory:
        context = memory.walk("Which team did Ann Vell play for?").context
    assert any(line.endswith(_SAID) and "known for her pace" in line for line in context.splitlines())


def test_a_related_description_keeps_its_line_with_other_times_under_it():
    window = (parse_time("2016-01-01"), parse_time("2017-01-01"))
    header = ["Ann Vell is a forward."]
    about = [f"- Ann Vell: {_SAID} Birch Town let her go to Cedar City in 2016. [Birch Town: ended 2013]"]
    shown, related, later = by_asked_time(header, about, [], window=window)
    assert shown == header and later == []
    # a note goes with each line naming what it is about
    assert related[0] == "- Ann Vell: Birch Town let her go to Cedar City in 2016. [Birch Town: ended 2013]"
    assert related[1:] == [
        "  [2003 to 2004] From 2003 to 2004, Ann Vell played for Alder Rovers.",
        "  [2012 to 2013] Ann Vell played for Birch Town from 2012 to 2013. [Birch Town: ended 2013]",
    ]
    # all of other times: the first run on the concept's own line, marked; nothing is lost
    _, related, _ = by_asked_time(header, [f"- Ann Vell: {_SAID}"], [], window=window)
    assert related[0] == "- [2003 to 2004] Ann Vell: From 2003 to 2004, Ann Vell played for Alder Rovers."
    assert by_asked_time(header, about, [], window=None) == (header, about, [])


def test_a_sentence_without_a_time_goes_with_the_one_before_it():
    window = (parse_time("2016-01-01"), parse_time("2017-01-01"))
    kept, runs = split_by_time(
        "In 1999 she joined Alder Rovers. She scored twice. In 2016 she joined Cedar City.",
        window=window,
        now=parse_time("2020"),
    )
    assert kept == "In 2016 she joined Cedar City."
    assert runs == ["[1999] In 1999 she joined Alder Rovers. She scored twice."]


def test_a_co_mention_of_another_time_says_its_time_first():
    fact = Fact("Ann Vell", CO_MENTION, "Alder Rovers", "current", to_timestamp("1998-01-01"), pd.NaT, 1)
    assert co_mention_line(fact) == "- Ann Vell mentioned with Alder Rovers (in a text of 1998)"
    later = (parse_time("2016-01-01"), parse_time("2017-01-01"))
    assert co_mention_line(fact, window=later) == "- [in a text of 1998] Ann Vell mentioned with Alder Rovers"
    then = (parse_time("1998-03-01"), parse_time("1998-03-02"))
    assert co_mention_line(fact, window=then) == "- Ann Vell mentioned with Alder Rovers (in a text of 1998)"


def test_a_month_short_form_ends_no_sentence_before_its_year():
    from c0lab.retrieval.dated_texts import sentence_times

    said = sentence_times("The Ottavi licence at first, the Orrin licence after Jul. 2021. It ran on.", now=0)
    assert [sentence.text for sentence in said][0].endswith("after Jul. 2021.")
    assert "2021" in said[0].said
    circa = sentence_times("She has led it since c. 2018. It grew.", now=0)
    assert [sentence.text for sentence in circa] == ["She has led it since c. 2018.", "It grew."]


def test_a_description_sentence_of_another_time_a_texts_run_shows_already_is_not_said_again():
    window = (parse_time("2009-01-01"), parse_time("2010-01-01"))
    header = ["Since 2021, the Wren survey has been led by Ida Venn, who replaced Olaf Brenner."]
    run = (
        "- [since 2021; since 2014] Since 2021, the Wren survey has been led by Ida Venn, who replaced Olaf "
        "Brenner. Olaf Brenner had steered the survey from 2014."
    )
    shown, _, later = by_asked_time(header, [], [run], window=window)
    assert shown == [] and later == [run]  # the sentence alone would name Olaf Brenner without his start
