"""What a clause's verb says of its objects (``c0lab.extract.objects``): a verb frame read through its adjuncts,
and every object a verb lists.

Hand-written sentences (no data set's). Each test names one rule and fails without it.
"""

from __future__ import annotations

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.objects import coordinated, frame


def typed(text: str) -> dict[tuple[str, str], str]:
    """(source, target) → type of each relation the offline extractor reads in ``text`` that is no co-mention."""
    extraction = OfflineExtractor()(text, at=parse_time("2024-01-01"), known=[])
    return {(r.source, r.target): r.type for r in extraction.relations if r.type != "MENTIONED_WITH"}


def test_a_duration_between_verb_and_preposition_is_no_part_of_the_tie():
    assert frame(" was married for more than 20 years to screenwriter ") == "MARRIED_TO"
    assert typed("Nora Quillby was married for nine years to the painter Pat Lomaxe.") == {
        ("Nora Quillby", "Pat Lomaxe"): "MARRIED_TO"
    }


def test_a_season_and_a_loan_are_no_part_of_the_tie():
    assert frame(" spent the 2001–02 season on loan at ") == "SPENT_AT"
    assert frame(" started out as a trainee with ") == "STARTED_WITH"


def test_an_infinitive_after_a_verb_of_starting_is_the_tie():
    assert frame(" began to work for ") == "WORKED_FOR"
    assert typed("Kara Imrehof began to work for Tamo Industries in 2003.") == {
        ("Kara Imrehof", "Tamo Industries"): "WORKED_FOR"
    }
    assert frame(" left to work in ") is None  # "in" a town: a place, not an employer


def test_a_role_with_its_modifiers_held_at_an_organisation():
    assert frame(" was an assistant professor at the ") == "PROFESSOR_AT"
    assert frame(" was a senior research fellow at ") == "FELLOW_AT"
    assert frame(" was the one who met ") is None
    assert frame(" is the software toolkit of ") is None  # a thing, not a role someone holds
    assert typed("Kara Imrehof was advocacy director at Orlen Watch from 2013 to 2014.") == {
        ("Kara Imrehof", "Orlen Watch"): "DIRECTOR_AT"
    }


def test_where_one_came_from_is_no_tie():
    assert frame(" was married for two years from ") is None  # not MARRIED_FROM


def test_every_listed_object_takes_the_verbs_tie():
    held = typed("Tomas Vale also played for Orvik Rovers, Halden City, Kestrel Town and Ayr Wanderers.")
    assert held == {("Tomas Vale", club): "PLAYED_FOR" for club in ("Orvik Rovers", "Halden City", "Kestrel Town")} | {
        ("Tomas Vale", "Ayr Wanderers"): "PLAYED_FOR"
    }
    held = typed("Tomas Vale started his career with local clubs Orvik Rovers and Halden City.")
    assert held[("Tomas Vale", "Halden City")] == "STARTED_WITH"


def test_a_listed_name_that_opens_its_own_clause_is_no_object():
    held = typed("Tomas Vale joined Orvik Rovers in 1990, and Halden City signed him in 1995.")
    assert ("Tomas Vale", "Halden City") not in held
    spans = [(0, 3, "Ana"), (11, 16, "Orvik"), (22, 28, "Halden")]
    assert coordinated("Ana joined Orvik, and Halden signed her.", spans, {("Ana", "Orvik"): ("JOINED", 0)}) == []


def test_a_bare_be_before_an_office_is_the_office_held():
    assert typed("Kara Imrehof was Governor of South Orsk from 1991 to 1996.") == {
        ("Kara Imrehof", "Governor of South Orsk"): "HELD_OFFICE_AS"
    }
    assert typed("Kara Imrehof was University of Orsk.") == {}  # a group, not an office a person holds


def test_a_verb_after_and_shares_the_sentences_subject():
    held = typed("Tomas Vale joined Orvik Rovers in 1980 and moved to Halden City in 1985.")
    assert held[("Tomas Vale", "Halden City")] == "MOVED_TO"
    assert ("Orvik Rovers", "Halden City") not in held  # the club did not move to the city


def test_a_comma_alone_is_no_list():
    spans = [(0, 3, "Ana"), (13, 18, "Orvik"), (20, 26, "Halden")]
    assert coordinated("Ana attended Orvik, Halden.", spans, {("Ana", "Orvik"): ("ATTENDED", 0)}) == []  # a place
