"""Marriages as real texts tell them (issue 22, spouse questions of MenatQA and SituatedQA): a divorce said with a
transitive verb ends the marriage, a marriage said as a noun ("her third marriage was to …") is one, and an end said
not to have happened ends nothing."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor


def _read(text):
    found = OfflineExtractor()(text, at=parse_time("2021-03-01"), known=[])
    typed = {(r.source, r.type, r.target) for r in found.relations if r.type != "MENTIONED_WITH"}
    return typed, [(e.source, e.target, format_time(e.at)[:4] if e.at is not None else None) for e in found.ends]


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    yield memory
    memory.close()


def test_a_divorce_said_with_a_transitive_verb_ends_the_marriage(mem):
    mem.ingest("Relationships: Lena Odum married Piet Arno in 1988 . Lena Odum divorced Piet Arno in 1994 .")
    assert "- Lena Odum married Piet Arno (1988–1994)" in mem.walk("Who was Lena Odum's spouse in 1990?").context
    later = mem.walk("Who was Lena Odum's spouse in 1996?").context.splitlines()
    assert not any(line.startswith("- Lena Odum married") for line in later)  # not held then: listed as ended
    assert any(line.startswith("- [ended 1994") and "Piet Arno" in line for line in later)


def test_a_divorce_alone_stays_said_and_ends_the_marriage_only():
    typed, ends = _read("Lena Odum divorced Piet Arno in 1994 .")
    assert typed == {("Lena Odum", "DIVORCED", "Piet Arno")} and ends == [("Lena Odum", "Piet Arno", "1994")]


def test_a_divorce_in_a_later_text_ends_the_marriage_through_its_year_and_nothing_else(mem):
    mem.add_concepts([{"name": "Lena Odum"}, {"name": "Piet Arno"}])
    mem.relate("Lena Odum", "BUSINESS_PARTNER_OF", "Piet Arno", valid_from="1999")
    mem.ingest("Lena Odum married Piet Arno in 1996 .")
    mem.ingest("Lena Odum divorced Piet Arno in 2004 .")
    assert "- Lena Odum married Piet Arno (1996–2004)" in mem.walk("Who was Lena Odum's spouse in 2004?").context
    later = mem.walk("Who was Lena Odum's business partner in 2010?").context.splitlines()
    assert "- Lena Odum business partner of Piet Arno (since 1999)" in later  # a divorce ends no partnership


@pytest.mark.parametrize(
    "text",
    [
        "Lena Odum never divorced Piet Arno .",
        "Lena Odum and Piet Arno never divorced .",
        "Lena Odum did not leave Orsk Labs in 2019 .",
        "Lena Odum didn't leave Orsk Labs in 2019 .",
    ],
)
def test_an_end_said_not_to_have_happened_ends_nothing(text):
    assert _read(text)[1] == []


def test_not_until_says_when_it_ended():
    found = _read("Lena Odum did not leave Orsk Labs until 2019 .")[1]
    assert found == [("Lena Odum", "Orsk Labs", "2020")]  # "until 2019" holds through 2019


@pytest.mark.parametrize(
    ("text", "spouse"),
    [
        ("Lena Odum is a singer . Her first marriage was to the writer Piet Arno .", "Piet Arno"),
        ("Lena Odum's third marriage was to Bo Lund .", "Bo Lund"),
    ],
)
def test_a_marriage_said_as_a_noun_is_a_marriage(text, spouse):
    assert ("Lena Odum", "MARRIED", spouse) in _read(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "Lena Odum's marriage plans were dropped by Bo Lund .",
        "Lena Odum's planned marriage to Bo Lund was called off in 1912 .",
        "Lena Odum's rumoured marriage to Bo Lund was denied by both .",
        "Lena Odum's marriage to Bo Lund never took place .",
        "Lena Odum's marriage to Bo Lund collapsed in 2015 .",
        "Lena Odum's marriage to Bo Lund was postponed in 2012 .",
        "Lena Odum's marriage to Bo Lund is expected in 2022 .",
        "Lena Odum's first marriage , to Bo Lund , fell apart in 2015 .",
    ],
)
def test_a_marriage_noun_that_was_no_marriage_is_none(text):
    assert all(kind != "MARRIED" for _, kind, _ in _read(text)[0])


def test_a_marriage_said_to_end_ends_it_and_begins_nothing(mem):
    mem.ingest("Lena Odum married Bo Lund in 1995 .")
    mem.ingest("Lena Odum's marriage to Bo Lund ended in 2010 .")
    lines = mem.walk("Who was Lena Odum's spouse in 2012?").context.splitlines()
    assert not any(line.startswith("- Lena Odum married") for line in lines)
    assert any(line.startswith("- [ended 2010") and "Bo Lund" in line for line in lines)
