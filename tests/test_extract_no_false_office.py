"""What is no office stays no office (hand-made names and years): a second clause with
its own subject in a career list, a nationality or a faith before a person noun, a faith one becomes (review rev5,
HIGH 1, 3, 4) and a former holder (rev6, HIGH 1)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab.extract.listed_roles import listed_roles
from c0lab.extract.offline import OfflineExtractor
from c0lab.retrieval.meaning import wordnet

needs_wordnet = pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")


def _typed(text: str) -> set[tuple[str, str, str]]:
    found = OfflineExtractor()(text, at=0, known=[])
    return {(r.source, r.type, r.target) for r in found.relations}


@needs_wordnet
def test_a_second_clause_with_its_own_subject_is_no_listed_office() -> None:
    text = "Ana Velt was Mayor of Orsk from 1991 to 1996 and Tom Hale was Chancellor of Pell from 1983."
    assert listed_roles(text) == text
    ties = _typed(text)
    assert ("Ana Velt", "MAYOR_OF", "Orsk") in ties
    assert ("Tom Hale", "CHANCELLOR_OF", "Pell") in ties
    assert not any(
        source == "Ana Velt" and target == "Tom Hale" and kind != "MENTIONED_WITH" for source, kind, target in ties
    )


@needs_wordnet
@pytest.mark.parametrize(
    "second",
    ["Tom Hale was Chancellor of Pell from 1983", "Tom Hale had led Pell from 1983"],
)
def test_a_clause_after_a_comma_and_its_own_subject_takes_no_office_of_the_first(second: str) -> None:
    ties = _typed(f"Ana Velt was Mayor of Orsk from 1991 to 1996, and {second}.")
    assert ("Ana Velt", "MAYOR_OF", "Orsk") in ties
    assert {kind for source, kind, target in ties if source == "Tom Hale" and target == "Pell"} - {"MENTIONED_WITH"}
    assert not any(
        "Tom Hale" in (source, target) and "Ana Velt" in (source, target) and kind != "MENTIONED_WITH"
        for source, kind, target in ties
    )


@needs_wordnet
def test_a_name_inside_a_noun_phrase_is_not_the_lists_subject() -> None:
    text = "The son of Ana Velt was Mayor of Orsk from 1991 and Governor of Pell from 1999."
    assert listed_roles(text) == text  # not "… Ana Velt was Governor of Pell from 1999."
    assert (
        listed_roles("In 1990, Ana Velt was Mayor of Orsk from 1991 and Governor of Pell from 1999.").count(
            "Ana Velt was"
        )
        == 2
    )


@needs_wordnet
@pytest.mark.parametrize(
    ("text", "word"),
    [("Bo Lin is American actor.", "American"), ("Bo Lin was Olympic champion in 1990.", "Olympic")],
)
def test_a_nationality_or_an_event_before_a_person_noun_is_no_organisation(text: str, word: str) -> None:
    assert not any(target == word and kind != "MENTIONED_WITH" for _, kind, target in _typed(text))


@needs_wordnet
def test_a_role_after_its_organisation_is_still_read() -> None:
    assert ("Eli Roe", "CHAIR_OF", "Kestrel") in _typed("Eli Roe remained Kestrel chair until 1948.")


@needs_wordnet
def test_a_faith_one_becomes_is_no_office_one_holder_at_a_time(tmp_path) -> None:
    ties = _typed("Bo Lin became Catholic in 1990. Ana Velt became Catholic in 1995.")
    assert not any(kind == "HELD_OFFICE_AS" for _, kind, _ in ties)
    assert ("Ivo Hale", "HELD_OFFICE_AS", "Chancellor") in _typed("Ivo Hale became Chancellor in 1990.")
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Bo Lin became Catholic in 1990. Ana Velt became Catholic in 1995.")
        context = memory.walk("what was Bo Lin in 2000?").context
    assert "held office as Catholic" not in context
    assert "1990–1994" not in context  # Ana Velt's conversion ends nothing of Bo Lin's


def test_a_former_head_is_not_stored_as_the_head(tmp_path) -> None:  # review rev6, HIGH 1
    assert not any(kind == "HEAD_OF" for _, kind, _ in _typed("Ivo Marsh is the former head of Orvel Trust."))
    assert ("Ivo Marsh", "LEAD_OF", "Orvel Trust") in _typed("Ivo Marsh is the technical lead of Orvel Trust.")
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Ivo Marsh is the former head of Orvel Trust.")
        current = memory.walk("Who heads Orvel Trust?").context.split("No longer true")[0]
    assert "Ivo Marsh head" not in current


@pytest.mark.parametrize(
    "text",
    [
        "Ivo Marsh is the honorary president of Orvel Trust.",
        "Ivo Marsh became honorary president of Orvel Trust in 2001.",
    ],
)
def test_an_honorary_title_is_not_the_office(text: str) -> None:
    assert not any(kind == "PRESIDENT_OF" for _, kind, _ in _typed(text))
