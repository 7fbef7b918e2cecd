"""Marriages as real texts tell them (issue 22, spouse questions of MenatQA and SituatedQA): a divorce said with a
transitive verb ends the marriage, a marriage said as a noun ("her first marriage, to …") is one, and an end said
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


def test_a_divorce_alone_says_the_marriage_held_until_then():
    typed, ends = _read("Lena Odum divorced Piet Arno in 1994 .")
    assert typed == {("Lena Odum", "MARRIED", "Piet Arno")} and ends == [("Lena Odum", "Piet Arno", "1994")]


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


@pytest.mark.parametrize(
    ("text", "spouse"),
    [
        ("Lena Odum is a singer . Her first marriage , to writer Piet Arno , ended in divorce .", "Piet Arno"),
        ("Lena Odum's third marriage was to Bo Lund .", "Bo Lund"),
        ("Lena Odum is a singer . Her marriage to the painter Bo Lund lasted ten years .", "Bo Lund"),
    ],
)
def test_a_marriage_said_as_a_noun_is_a_marriage(text, spouse):
    assert ("Lena Odum", "MARRIED", spouse) in _read(text)[0]


def test_a_marriage_noun_with_no_spouse_after_it_is_no_marriage():
    typed, _ = _read("Lena Odum's marriage plans were dropped by Bo Lund .")
    assert all(kind != "MARRIED" for _, kind, _ in typed)
