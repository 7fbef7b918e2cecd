"""Ties said with no verb of their own: a product "is available under" a licence, and a group's
place in an aside after its name ("Orsk Labs, in Selby, …"), and what another did to a thing said in apposition
("X, a programme run by Y, …"); and a possessed role with its start said after it ("X's director since 2019 is
B")."""

from __future__ import annotations

import pytest

from tests._ties import read_ties


@pytest.mark.parametrize("said", ["is available", "has been available", "is now available"])
def test_a_thing_available_under_a_licence_carries_it(said: str) -> None:
    ties = read_ties(f"The Nyny toolkit {said} under the Brenlow licence.")
    assert ("Nyny toolkit", "LICENCE", "Brenlow licence") in ties


def test_available_elsewhere_is_no_licence() -> None:
    assert not [tie for tie in read_ties("The Nyny toolkit is available in Selby.") if tie[1] != "MENTIONED_WITH"]


def test_a_groups_place_in_an_aside_is_where_it_is_based() -> None:
    assert ("Orsk Labs", "BASED_IN", "Selby") in read_ties("Orsk Labs, in Selby, was founded in 1990.")


def test_a_persons_place_in_an_aside_is_no_seat() -> None:
    assert not [tie for tie in read_ties("Ana Pell, in Selby, said the plan failed.") if tie[1] == "BASED_IN"]


def test_a_one_word_thing_available_under_a_named_licence_is_a_name() -> None:
    assert ("Quill", "LICENCE", "Brenlow licence") in read_ties("Quill is available under the Brenlow licence.")
    assert not read_ties("Support is available under the premium plan.")  # a common word, under no name


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("The board reviewed Project Halden, a programme run by Orsk Labs.", ("Project Halden", "RUN_BY", "Orsk Labs")),
        ("Project Halden, a programme led by Ana Pell, opened a site.", ("Project Halden", "LED_BY", "Ana Pell")),
    ],
)
def test_what_another_did_to_a_thing_said_in_apposition_is_a_tie(text: str, tie: tuple[str, str, str]) -> None:
    assert tie in read_ties(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ana Pell, the woman loved by Bo Ekdal, won.",  # no sense
        "Ana Pell, a member of the team led by Bo Ekdal, spoke in 2019.",  # the team's leader, not hers
        "Orsk Labs, a firm once run by Ana Pell, makes sensors.",  # once: not now
    ],
)
def test_an_apposition_of_no_sense_or_of_another_noun_is_no_tie(text: str) -> None:
    assert not [t for t in read_ties(text) if t[1] != "MENTIONED_WITH"]


def test_two_listed_together_both_hold() -> None:
    ties = read_ties("Project Halden, a programme run by the Orsk Trust and the Miro Fund, opened in 2019.")
    assert all(ended is None for (_, kind, _), (_, ended) in ties.items() if kind == "RUN_BY")
    assert {t for (_, kind, t) in ties if kind == "RUN_BY"} == {"Orsk Trust", "Miro Fund"}


@pytest.mark.parametrize("since", ["since 2019", "from 2019"])
def test_a_possessed_role_with_its_start_said_after_it_holds_from_then(since: str) -> None:
    ties = read_ties(f"Project Halden's director {since} is Bo Ekdal, who followed Ana Pell.")
    assert ties[("Bo Ekdal", "DIRECTOR_OF", "Project Halden")] == ("2019-01-01", None)


_TARN = ("Tarn Works", "Vessa library")


@pytest.mark.parametrize(
    ("text", "owner", "product"),
    [
        ("Project Halden's Quill toolkit is released under the Brenlow licence .", "Project Halden", "Quill toolkit"),
        ("Tarn Works's Vessa library moved to the Orrin licence in 2019 .", "Tarn Works", "Vessa library"),
        ("Tarn Works' Vessa library is released under the Orrin licence .", "Tarn Works", "Vessa library"),
        ("The Vessa library of Tarn Works : Orrin licence until 2019 , then the Brenlow licence .", *_TARN),
        ("The Vessa library is the software library of Tarn Works . It is under the Orrin licence .", *_TARN),
        ("In 2019 the Vessa library , Tarn Works's main deliverable , moved to the Orrin licence .", *_TARN),
        ("In 2019 , Tarn Works changed the licence of the Vessa library to the Orrin licence .", *_TARN),
        ("Tarn Works puts out the Vessa library , which is distributed under the Orrin licence .", *_TARN),
        ("Tarn Works relicensed the Vessa library under the Orrin licence in 2019 .", *_TARN),
    ],
)
def test_an_owner_of_a_licensed_product_releases_it(text, owner, product):
    ties = read_ties(text)
    assert ties.get((owner, "RELEASES", product)) == (None, None)  # undated: the sentence dates the licence
    assert not [tie for tie in ties if owner == tie[0] and "licen" in tie[1].lower()]  # the licence is the product's


@pytest.mark.parametrize(
    "text",
    [
        "Ann Vel's daughter Mia Vel is licensed under the Tarn licence .",  # no product after the possessive
        "Orsk Labs' London office opened in 2019 .",  # a possessive of a thing licensed by nothing
        "The Vessa library is a fork of Tarn Works . It is under the Orrin licence .",  # another of its kind
        "Tarn Works and the Vessa library were both under the Orrin licence .",  # no verb of the owner's
        "The Vessa library , Tarn Works's main rival , is under the Orrin licence .",  # an apposition of another kind
        "The Vessa library is the favourite tool of Tarn Works . It is under the Orrin licence .",
        "Tarn Works forked the Vessa library under the Orrin licence .",  # a verb of another sense stays
        "The Vessa library is under the Brenlow licence , which was derived from the Orrin licence .",  # two licences
    ],
)
def test_a_possessive_of_anything_else_releases_nothing(text):
    assert all(kind != "RELEASES" for _, kind, _ in read_ties(text))
