"""The spaCy extractor (the nlp extra) on hand-made sentences of general English (none from the bench's families)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract.nlp import SpacyExtractor, spacy_available

pytestmark = pytest.mark.skipif(spacy_available() is None, reason="needs the nlp extra: pip install 'c0lab[nlp]'")


@pytest.fixture(scope="module")
def extractor():
    return SpacyExtractor()


def read(extractor, text, at="2025-03-01", known=()):
    return extractor(text, at=parse_time(at), known=list(known))


def test_names_relations_by_the_dependency_path_and_their_dates(extractor):
    found = read(extractor, "Harriet Vance chaired the Orlen Council from 2011 until 2016.")
    assert {entity.name for entity in found.entities} >= {"Harriet Vance", "Orlen Council"}
    relation = next(r for r in found.relations if r.source == "Harriet Vance")
    assert relation.target == "Orlen Council" and "CHAIR" in relation.type
    assert relation.valid_from.year == 2011 and relation.valid_to.year == 2017  # through 2016
    passive = read(extractor, "The Brask Foundation is funded by Maple Trust.")
    assert any(
        r.source == "Brask Foundation" and r.type == "FUNDED_BY" and r.target == "Maple Trust"
        for r in passive.relations
    )


def test_successions_in_either_voice_and_endings(extractor):
    active = read(extractor, "In 2020 Ola Brandt replaced Tim Sorel as the head of the choir.")
    assert [(s.new, s.old, s.at.year) for s in active.successions] == [("Ola Brandt", "Tim Sorel", 2020)]
    passive = read(extractor, "Tim Sorel resigned in 2020 and was succeeded by Ola Brandt.")
    assert [(s.new, s.old) for s in passive.successions] == [("Ola Brandt", "Tim Sorel")]
    ended = read(extractor, "Tim Sorel left Harwick Choir in 2019.")
    assert [(e.source, e.target, e.at.year) for e in ended.ends] == [("Tim Sorel", "Harwick Choir", 2019)]


def test_a_correction_with_a_cue_but_not_actually_for_emphasis(extractor):
    assert read(extractor, "Actually, Delmar Bakery sells rye bread.").corrections
    assert not read(extractor, "Delmar Bakery actually sells rye bread in two shops.").corrections


def test_a_later_different_value_is_a_correction_without_a_cue():
    extractor = SpacyExtractor()
    assert not read(extractor, "Delmar Bakery sells a sourdough loaf.", at="2025-01-02").corrections
    assert not read(extractor, "Delmar Bakery sells a sourdough loaf.", at="2025-01-05").corrections  # same value
    later = read(extractor, "Delmar Bakery sells a spelt loaf.", at="2025-02-01")
    assert [c.name for c in later.corrections] == ["Delmar Bakery"]
    denied = read(SpacyExtractor(), "Delmar Bakery sells a spelt loaf, not a rye loaf.", at="2025-02-01")
    assert not denied.corrections


def test_ingest_uses_it_when_asked_and_writes_the_uncued_correction(tmp_path, monkeypatch):
    monkeypatch.setenv("C0LAB_EXTRACTOR", "spacy")
    with Memory.open(tmp_path, embedder=None) as memory:
        assert isinstance(memory._ingest.extractor, SpacyExtractor)
        memory.ingest("Delmar Bakery sells a sourdough loaf.", at="2025-01-02")
        counts = memory.ingest("Delmar Bakery sells a spelt loaf.", at="2025-02-01")
        assert counts["corrected"] == 1


def test_the_parse_reads_the_text_said_as_prose(extractor):
    found = read(extractor, "Wren Observatory\nDirector: Ada Kell (2019–present)\nFunded by: Fenwick Trust")
    pairs = {(r.source, r.target) for r in found.relations if r.type != "MENTIONED_WITH"}
    assert ("Ada Kell", "Wren Observatory") in pairs and ("Wren Observatory", "Fenwick Trust") in pairs
