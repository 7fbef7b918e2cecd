"""Offices named with lower-case words ("President pro tempore of the Senate", "Territorial governor of Wisconsin
Territory") read whole, and a name's disambiguator in brackets ("Michael Cullen (politician)") read as no part of
its clause. Hand-written texts (no public data)."""

from __future__ import annotations

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.disambiguators import without_disambiguators
from c0lab.extract.names import names_in
from c0lab.extract.office_names import office_names

AT = parse_time("2024-01-01")


def _read(text: str) -> list[tuple[str, str, str]]:
    extraction = OfflineExtractor()(text, at=AT, known=[])
    return [(r.source, r.type, r.target) for r in extraction.relations if r.type != "MENTIONED_WITH"]


def _walks(folder, text: str, *questions: str) -> list[str]:
    """The contexts of ``questions`` over a fresh memory that ingested ``text``."""
    with Memory.open(folder / "m", embedder=None) as mem:
        mem.ingest(text)
        return [mem.walk(question).context for question in questions]


def _first_fact(context: str) -> str:
    return next(line for line in context.splitlines() if line.startswith("- "))


def test_an_office_with_lower_case_words_is_one_name():
    assert ("Ana Roe", "HELD_OFFICE_AS", "President pro tempore of the Senate") in _read(
        "Ana Roe served as President pro tempore of the Senate from 1811 to 1812."
    )
    assert ("Bo Lind", "HELD_OFFICE_AS", "Territorial governor of Orsk Territory") in _read(
        "Bo Lind was Territorial governor of Orsk Territory from 1836 to 1841."
    )
    assert "Tarn representative to Congress" in names_in("Cy Hale held Tarn representative to Congress until 1843.", {})
    assert "Lord Privy Seal" in names_in("In 1846 Cy Hale became Lord Privy Seal.", {})  # "Lord" of an office stays


def test_no_office_of_a_leader_s_role_an_occupation_or_a_group():
    assert office_names("Ida Moss became Orsk manager in 2016.") == []
    assert office_names("Ida Moss held Orsk Labs shares until 2019.") == []
    assert office_names("Ida Moss was Orsk Labs director from 2001 to 2004.") == []
    assert office_names("Ida Moss became Orsk software engineer in 2001.") == []  # an occupation
    assert office_names("Among the guests were Tarn supporters from Orsk.") == []  # a plural


def test_a_disambiguator_is_no_part_of_the_clause():
    assert ("Ana Roe", "HELD", "Deputy Prime Minister") in _read(
        "Ana Roe (politician) held Deputy Prime Minister from 2002 to 2008."
    )
    assert (
        without_disambiguators("Tarn Staff (France) was led by Ana Roe.") == "Tarn Staff (France) was led by Ana Roe."
    )
    assert without_disambiguators("Ana Roe (born 1968) played for Orsk.") == "Ana Roe (born 1968) played for Orsk."


def test_the_walk_answers_with_the_whole_office(tmp_path):
    then, after = _walks(
        tmp_path,
        "Cy Hale (Tarn politician) served as Tarn representative to Congress from 1837 to 1843. "
        "From 1843 to 1850, Cy Hale (Tarn politician) held President pro tempore of the Senate.",
        "Which position did Cy Hale (Tarn politician) hold in 1840?",
        "Which position did Cy Hale hold after Tarn representative to Congress?",
    )
    assert not then.startswith("Nothing")
    assert _first_fact(then) == "- Cy Hale held office as Tarn representative to Congress (1837–1843)"
    assert "President pro tempore of the Senate" in _first_fact(after)


def test_a_successor_named_as_one_post_takes_that_post_only():
    extraction = OfflineExtractor()(
        "Ed Vale was elected Member of Parliament for Dunmore in 1826. In 1846 he became Astronomer Royal, a post he "
        "held until 1852. He was succeeded as Astronomer Royal by Hal Crowe.",
        at=AT,
        known=[],
    )
    taken = {(r.target, r.type) for r in extraction.relations if r.source == "Hal Crowe" and r.type != "MENTIONED_WITH"}
    assert ("Astronomer Royal", "HELD_OFFICE_AS") in taken
    assert not any(target == "Member of Parliament for Dunmore" for target, _ in taken)
    assert [s.objects for s in extraction.successions] == [("Astronomer Royal",)]


def test_a_successor_named_as_a_post_with_no_date_takes_it_where_the_old_stint_ended(tmp_path):
    then, later = _walks(
        tmp_path,
        "Ed Vale was elected Member of Parliament for Dunmore in 1826. In 1846 he became Astronomer Royal, a post he "
        "held until 1852. He was succeeded as Astronomer Royal by Hal Crowe.",
        "Who was Astronomer Royal in 1849?",
        "Who was Astronomer Royal in 1855?",
    )
    assert "Ed Vale" in _first_fact(then)
    assert "- Hal Crowe held office as Astronomer Royal (since 1846)" not in then
    assert "- Hal Crowe held office as Astronomer Royal (since 1852)" in later
