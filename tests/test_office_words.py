"""The words that say an office is held are one list (:data:`~c0lab.retrieval.lexicon.TAKING_OFFICE`,
``SERVING_AS``): each reading of a post held reads every one of them, and "a name's years in brackets" is one
pattern for a header line and a heading (:func:`~c0lab.extract.headers.life_opens`)."""

from __future__ import annotations

import pytest

from c0lab.extract.headers import header_line
from c0lab.extract.headings import headed
from c0lab.extract.objects import frame
from c0lab.extract.predicates import verb_phrase
from c0lab.extract.titles import offices
from c0lab.retrieval.lexicon import HELD_OFFICE, SERVING_AS, TAKING_OFFICE
from c0lab.retrieval.meaning import wordnet


@pytest.mark.parametrize("verb", sorted(TAKING_OFFICE))
def test_every_verb_of_taking_office_says_an_office_held(verb: str) -> None:
    if wordnet() is None:
        pytest.skip("an office is a WordNet person noun")
    assert frame(f" was {verb} ", target="Governor of South Orsk") == HELD_OFFICE
    assert "president of the Royal Society" in offices(f"Ada Lo was {verb} President of the Royal Society.")


@pytest.mark.parametrize("verb", sorted(SERVING_AS))
def test_every_verb_of_serving_as_says_an_office_held(verb: str) -> None:
    if wordnet() is None:
        pytest.skip("an office is a WordNet person noun")
    assert frame(f" {verb} as ", target="Governor of South Orsk") == HELD_OFFICE
    assert offices(f"Ada Lo {verb} as President of the Royal Society.") == "Ada Lo was president of the Royal Society."


@pytest.mark.parametrize("verb", sorted(verb for verb in TAKING_OFFICE if " " not in verb and verb != "made"))
def test_a_role_taken_is_the_roles_type_whatever_the_verb(verb: str) -> None:
    assert verb_phrase(f" was {verb} mayor of ") == "MAYOR_OF"


def test_a_names_years_in_brackets_make_a_title_line_and_a_heading_alike() -> None:
    assert not header_line("Johannes Kepler (c. 1571–1630)")  # a title, no dateline
    assert header_line("Kestra Courier, 14 March 2005")
    assert headed("## Tycho Brahe (c. 1546–1601)\nHe built Uraniborg.") == "\nTycho Brahe: He built Uraniborg."
