"""Offices written with capitals (hand-made sentences): a capitalised post after a verb that states or gives it is
read as a post — "of X" types the relation, a post named alone is held as a post — and a name after the same verbs
stays a name."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
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
    assert ("Ines Dahl", "HELD_POST_OF", "Court Astronomer") in _typed("Ines Dahl became Court Astronomer in 1720.")
    assert ("Tomas Vey", "HELD_POST_OF", "Imperial Mathematician") in _typed(
        "Tomas Vey was appointed Imperial Mathematician in 1601."
    )


@pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")
def test_a_name_after_the_same_verbs_stays_a_name() -> None:
    assert offices("The new Court Astronomer was Halley.") == "The new Court Astronomer was Halley."
    assert offices("Its founder was Isaac Newton.") == "Its founder was Isaac Newton."
    assert offices("Kestra is Open Source.") == "Kestra is Open Source."
    assert not role_noun("Halley") and not role_noun("society") and role_noun("astronomers")


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
