"""One reading of an end everywhere (#22): ``end``/``invalidate`` ``at=``, ``valid_to=``, ingest's hand-overs and
stated ends read a period the same way, and the walk's span and ``[ended …]`` tag agree."""

import pandas as pd
import pytest

from c0lab import Memory
from c0lab._errors import BadDateError
from c0lab._reading import read_time
from c0lab._time import find_time, format_time, handed_over_at, parse_time
from c0lab.extract.dates import dated_phrases, stated_precisions
from c0lab.extract.offline import OfflineExtractor


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    memory.add_concepts([{"name": name} for name in ("Kestrel Lab", "Ana Vex", "Bo Lind", "Old Guild")])
    yield memory
    memory.close()


def _ends(memory: Memory, name: str, kind: str) -> list[tuple[str, str, str]]:
    rows = memory.history(name)
    rows = rows[(rows["name"] == kind) & rows["expired_at"].isna()]
    return [(format_time(row.valid_from), format_time(row.valid_to), row.precision) for row in rows.itertuples()]


def test_an_end_at_a_year_covers_it_as_valid_to_does_and_the_span_and_tag_agree(mem):
    mem.relate("Kestrel Lab", "LED_BY", "Ana Vex", valid_from="1979")
    mem.end("Kestrel Lab", "LED_BY", "Ana Vex", at="1988")
    mem.relate("Kestrel Lab", "LED_BY", "Bo Lind", valid_from="1979", valid_to="1988", keep=True)
    assert _ends(mem, "Ana Vex", "LED_BY") == [("1979-01-01", "1989-01-01", "year/year")]  # as valid_to="1988"
    assert _ends(mem, "Bo Lind", "LED_BY") == [("1979-01-01", "1989-01-01", "year/year")]
    context = mem.walk("who led Kestrel Lab?").context
    assert "- [ended 1988] Kestrel Lab led by Ana Vex (from 1979)" in context  # was [ended 1988-01-01] … 1979–1987
    assert "- [ended 1988] Kestrel Lab led by Bo Lind (from 1979)" in context  # was [ended 1989-01-01]
    assert "Kestrel Lab led by Ana Vex (1979–1988)" in mem.walk("who led Kestrel Lab?", as_of="1988-06").context


def test_an_invalidation_at_a_month_covers_it_and_a_day_is_where_it_stops(mem):
    mem.relate("Old Guild", "LED_BY", "Ana Vex", valid_from="1950")
    mem.invalidate("Old Guild", reason="dissolved", at="1960-03")
    assert mem.walk("Old Guild").context.startswith("Old Guild [invalidated 1960-03: dissolved]")
    assert mem.concept("Old Guild", as_of="1960-03-20").name == "Old Guild"  # still held in March
    mem.relate("Kestrel Lab", "LED_BY", "Bo Lind", valid_from="1990")
    mem.end("Kestrel Lab", "LED_BY", "Bo Lind", at="1995-03-01")
    assert _ends(mem, "Bo Lind", "LED_BY") == [("1990-01-01", "1995-03-01", "year/")]
    assert "[ended 1995-03-01] Kestrel Lab led by Bo Lind" in mem.walk("Bo Lind").context


def test_an_end_in_the_period_that_holds_now_ends_now_and_a_later_one_is_refused(mem):
    mem.relate("Kestrel Lab", "LED_BY", "Ana Vex", valid_from="2001")
    this_year = pd.Timestamp.now(tz="UTC").year
    mem.end("Kestrel Lab", "LED_BY", "Ana Vex", at=str(this_year))  # not "through the end of this year"
    ((_, end, precision),) = _ends(mem, "Ana Vex", "LED_BY")
    assert parse_time(end) <= parse_time("now") and precision == "year/"
    mem.relate("Kestrel Lab", "LED_BY", "Bo Lind", valid_from="2002")
    with pytest.raises(BadDateError, match="more than a day ahead"):
        mem.end("Kestrel Lab", "LED_BY", "Bo Lind", at=str(this_year + 1))


@pytest.mark.parametrize("said", ["until 1932", "through 1932", "to 1932", "up to 1932", "thru 1932", "1932"])
def test_valid_to_reads_every_word_that_ends_a_period(mem, said):
    mem.relate("Kestrel Lab", "LED_BY", "Ana Vex", valid_from="1920", valid_to=said)
    assert _ends(mem, "Ana Vex", "LED_BY") == [("1920-01-01", "1933-01-01", "year/year")]


def test_to_stays_a_range_word_in_a_question():
    reading = find_time("who led Kestrel Lab from 1990 to 1995?")
    assert reading is not None and (reading.cue, reading.start, reading.end) == (
        "between",
        parse_time("1990"),
        parse_time("1996"),
    )
    assert read_time("to 1932").cue == "until" and read_time("today").cue == ""


def test_a_hand_over_after_an_end_stated_as_a_day_on_the_first_begins_that_day():
    said = dated_phrases("Ana Vex led Kestrel Lab until 1 January 2020.", at=parse_time("2024"))
    assert format_time(handed_over_at(said[0][1])) == "2020-01-01"  # the reading travels with the moment
    assert format_time(handed_over_at(parse_time("2020-01-01"))) == "2019-01-01"  # unsaid: guessed a year's end
    assert format_time(handed_over_at(parse_time("1 January 2020"), read_time("1 January 2020"))) == "2020-01-01"
    reader = OfflineExtractor()
    found = reader(
        "Ana Vex led Kestrel Lab until 1 January 2020, when Bo Lind took over.", at=parse_time("2024"), known=[]
    )
    assert [format_time(succession.at) for succession in found.successions] == ["2020-01-01"]
    found = reader("Ana Vex led Kestrel Lab until 2020, when Bo Lind took over.", at=parse_time("2024"), known=[])
    assert [format_time(succession.at) for succession in found.successions] == ["2020-01-01"]  # in the year ended


def test_ingest_ends_a_predecessor_through_the_period_the_hand_over_was_stated_in(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Nadia Strom has chaired Kestrel Fund since 2014.", at="2024-01-10")
        memory.ingest("Omar Beddoes replaced Nadia Strom at Kestrel Fund in 2021.", at="2024-06-10")
        assert _ends(memory, "Nadia Strom", "CHAIRED") == [("2014-01-01", "2022-01-01", "year/year")]
        context = memory.walk("who chaired Kestrel Fund?").context
        assert "[ended 2021, Omar Beddoes took over] Nadia Strom chaired Kestrel Fund (from 2014)" in context
        memory.ingest("Ada Pike led Quarry Press from 2011 until 2020, when Bo Tran took over.", at="2024-01-10")
        assert _ends(memory, "Ada Pike", "LED") == [("2011-01-01", "2021-01-01", "year/year")]  # "until 2020" kept


def test_ingest_reads_each_statements_own_precision_for_a_moment_two_give(tmp_path):
    text = "Xan Ober joined Aldo Works in 2020. Yara Penn joined Birch Mills in January 2020."
    found = stated_precisions(text, at=parse_time("2024"))
    assert (
        found.of(parse_time("2020"), ("Xan Ober",)) == "year"
        and found.of(parse_time("2020"), ("Yara Penn",)) == "month"
    )
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(text, at="2024-01-05")
        assert "- Yara Penn joined Birch Mills (since 2020-01)" in memory.walk("Yara Penn").context
        assert "- Xan Ober joined Aldo Works (since 2020)" in memory.walk("Xan Ober").context


def test_a_start_is_not_an_end_stated_at_its_precision():
    found = stated_precisions("B has led X since 2021. Before that, X was led by A.", at=parse_time("2024"))
    assert found.of(parse_time("2021")) == "year" and found.of(parse_time("2021"), end=True) == ""


def test_who_came_after_a_stint_stated_to_the_end_of_9999_reads_no_end(mem):
    mem.relate("Kestrel Lab", "LED_BY", "Bo Lind", valid_from="1980", valid_to="1999")
    mem.relate("Kestrel Lab", "LED_BY", "Ana Vex", valid_from="2000", valid_to="9999")
    walk = mem.walk("who came after Ana Vex?")
    assert "10000" not in walk.context and "as of 10000" not in walk.event
    assert "no other led by is held after it" in walk.event


def test_a_definite_noun_in_any_alphabet_is_read_as_the_one_name_holding_it(mem):
    mem.add_concepts([{"name": "Académie des Sciences"}, {"name": "Société Royale de Physique"}])
    mem.relate("Académie des Sciences", "LED_BY", "Ana Vex", valid_from="1930")
    walk = mem.walk("Who led the Académie in 1950?")
    assert "Read 'the Académie' as 'Académie des Sciences', the one name in memory holding 'Académie'." in walk.context
    assert "Read 'the Société' as 'Société Royale de Physique'" in mem.walk("Who led the Société in 1950?").context
    assert "Read 'the" not in mem.walk("Who led the Société Royale in 1950?").context  # a longer name, said whole


def test_one_holder_reads_an_old_names_note_from_its_field_not_its_label():
    from c0lab.retrieval.period import one_holder
    from c0lab.retrieval.walk import Fact

    old = "Alder Works [North]"  # a name holding " [" itself: a label cut at " [" would lose it
    note = "superseded 2005-01-01 by Cedar Group"

    def fact(subject: str, holder: str, start: str, notes: tuple[str, str] = ("", "")) -> Fact:
        begins = pd.Timestamp(start, tz="UTC")
        return Fact(subject, "LED_BY", holder, "current", begins, pd.NaT, 1, notes=notes)

    facts = [fact(f"{old} [{note}]", "Pia Moss", "1990", (note, "")), fact("Cedar Group", "Rory Vance", "2005")]
    assert facts[0].names() == (old, "Pia Moss") and facts[0].line().startswith(f"- {old} [{note}] led by Pia Moss")
    settled = one_holder(facts, root="Cedar Group", single=lambda kind, a, b: (a, "lead"), names=(old,))
    assert [(f.object, f.status) for f in settled] == [("Rory Vance", "current"), ("Pia Moss", "replaced")]


def test_an_end_refused_says_the_period_as_given(tmp_path):
    from c0lab import BadDateError

    mem = Memory.open(tmp_path / "ahead", namespace="t")
    for name in ("Club A", "Ann Lee"):
        mem.add_concept(name, "x")
    mem.relate("Club A", "MANAGED_BY", "Ann Lee", valid_from="2019")
    with pytest.raises(BadDateError, match="at 9000: that is more than a day ahead"):
        mem.end("Club A", "MANAGED_BY", "Ann Lee", at="9000")  # not "at 9001-01-01"
