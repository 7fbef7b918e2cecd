"""Locative clauses (:mod:`c0lab.extract.locatives`), infobox lines (:mod:`c0lab.extract.infobox`) and a line's head
naming its writing (:mod:`c0lab.extract.records`), read by the offline extractor. Hand-made names (archives,
rowing clubs, observatories)."""

from __future__ import annotations

import pytest

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.infobox import infobox
from c0lab.extract.locatives import locatives
from c0lab.retrieval.lexicon import RelationLexicon


def read(text: str):
    return OfflineExtractor()(text, at=parse_time("2025-03-01"), known=[])


def senses(found, one: str, other: str) -> set[str]:
    kinds = {r.type for r in found.relations if {r.source, r.target} == {one, other} and r.type != "MENTIONED_WITH"}
    lexicon = RelationLexicon.build(kinds)
    return set().union(*(lexicon.senses[kind] for kind in kinds)) if kinds else set()


@pytest.mark.parametrize(
    "text",
    [
        "Rowers train on the river at Dellmoor, where Quorvel Foundation keeps its boathouse.",
        "Dellmoor is home to Quorvel Foundation and to little else of note.",
        "We stopped at Dellmoor, the home of Quorvel Foundation, on the way north.",
    ],
)
def test_a_locative_clause_says_where_a_thing_is(text: str) -> None:
    assert "locate" in senses(read(text), "Quorvel Foundation", "Dellmoor")


def test_a_restated_clause_follows_its_sentence_and_keeps_the_line() -> None:
    text = "Dellmoor, where Quorvel Foundation keeps its boathouse, floods often.\nNext line."
    restated = locatives(text)
    assert restated.split("\n")[1] == "Next line."
    assert restated.split("\n")[0].endswith("Quorvel Foundation keeps its boathouse in Dellmoor.")


def test_infobox_lines_are_read_as_a_record() -> None:
    assert infobox("Kestrel Rowing Club\nfounded_by = Ada Kell") == "Kestrel Rowing Club\nFounded by: Ada Kell"
    found = read("Kestrel Rowing Club\nhome_ground = Ferrow\nheadquarters = Ferrow\nsport = rowing")
    assert "locate" in senses(found, "Kestrel Rowing Club", "Ferrow")


def test_prose_with_an_equals_sign_is_no_infobox() -> None:
    assert infobox("We saw that the ratio x = y held.") == "We saw that the ratio x = y held."


def test_a_line_opened_by_its_writing_names_the_record_after_the_comma() -> None:
    found = read("Annual report, Wren Observatory. Director: Ada Kell (since 2017).")
    tie = next(r for r in found.relations if {r.source, r.target} == {"Ada Kell", "Wren Observatory"})
    assert "lead" in senses(found, "Ada Kell", "Wren Observatory")
    assert format_time(tie.valid_from)[:4] == "2017"


def test_a_sentence_stop_ends_a_name_an_abbreviation_stop_does_not():
    said = locatives("Ada Lo visited Oslo. Paris, where Ada Lo lived until 2010, was home.")
    assert said.endswith(" Ada Lo lived until 2010 in Paris.")
    assert locatives("Dellmoor is home to MI5.").endswith(" MI5 has its home in Dellmoor.")
    assert locatives("St. Kilda, where Ada Lo lived, is cold.").endswith(" Ada Lo lived in St. Kilda.")


def test_a_name_told_or_asked_is_no_place_and_people_are_no_part() -> None:
    """ "where" after the one asked ("asked Tom, where …") is an indirect question; "whose parents were in X" says
    where people were, no part of the owner: neither is restated as a tie. A place after a verb of going stays."""
    for text in (
        "Ann asked Tom, where Mary went, about it.",
        "Ada Lo told Tom, where Mary lived.",
        "Ask Ada Lo, whose parents were in London at the time.",
    ):
        assert locatives(text) == text
    assert locatives("We visited Oslo, where Ada Lo lived.").endswith(" Ada Lo lived in Oslo.")


def test_a_lone_equation_line_in_a_note_is_no_infobox() -> None:
    assert infobox("Orvel Trust\nresult = Dellmoor") == "Orvel Trust\nresult = Dellmoor"
    assert infobox("Orvel Trust\nheadquarters = Dellmoor\ntype = trust").endswith("Headquarters: Dellmoor\nType: trust")


@pytest.mark.parametrize(
    "text",
    [
        "Quorvel Foundation , a Dellmoor-based charity , runs the boathouse .",
        "The Dellmoor-based charity Quorvel Foundation runs the boathouse .",
        "Ana Pell joined the Dellmoor-based Quorvel Foundation in 2019 .",
    ],
)
def test_a_place_made_a_modifier_of_a_thing_is_where_it_is_based(text: str) -> None:
    assert "locate" in senses(read(text), "Quorvel Foundation", "Dellmoor")


def test_a_place_made_a_modifier_of_a_person_is_no_seat() -> None:
    assert not [
        r for r in read("Dellmoor-born rower Ana Pell joined Quorvel Foundation .").relations if r.type == "BASED_IN"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The review is at Quorvel Foundation's headquarters in Dellmoor .",
        "Kind regards , the front desk — Quorvel Foundation, 14 Harbour Road, Dellmoor.",
    ],
)
def test_a_possessed_seat_or_a_postal_address_says_where_a_thing_is(text: str) -> None:
    assert "locate" in senses(read(text), "Quorvel Foundation", "Dellmoor")


def test_a_possessed_part_that_is_no_place_says_nothing_of_where() -> None:
    assert "locate" not in senses(
        read("Quorvel Foundation's boats in Dellmoor are new ."), "Quorvel Foundation", "Dellmoor"
    )


def test_a_place_also_kept_is_added_to_the_one_held_not_put_in_its_place(tmp_path) -> None:
    """ "X also has an office in Cork" after "X has an office in Dublin": both held (base: Dublin ended by the later
    statement); "X now has an office in Cork" still moves it."""
    from c0lab import Memory

    assert "Ferrow Labs has its office in Cork as well." in locatives("Ferrow Labs also has an office in Cork.")
    assert "Ferrow Labs has its office in Cork as well." in locatives("Ferrow Labs has an office in Cork too.")
    assert "as well." not in locatives("Ferrow Labs has an office in Cork as well as a lab in Galway.")
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Ferrow Labs has an office in Dublin.", at="2020-01-01")
        memory.ingest("Ferrow Labs also has an office in Cork.", at="2021-01-01")
        facts = memory.walk("Where does Ferrow Labs have offices?").context.splitlines()
        memory.ingest("Ferrow Labs now has an office in Galway.", at="2022-01-01")
        moved = memory.walk("Where does Ferrow Labs have offices?").context
    assert (
        "- Ferrow Labs office in Cork (since 2021)" in facts and "- Ferrow Labs office in Dublin (since 2020)" in facts
    )
    assert "- Ferrow Labs office in Galway (since 2022)" in moved and "[ended 2022-01-01" in moved
