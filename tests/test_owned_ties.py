"""A project said as its owner's ("Orsk Labs' Project Atlas", "a research project of Orsk Labs", "an Orsk Labs
initiative", "Orsk Labs is behind Project Atlas") is run by the owner (``extract.owned``); the product forms are in
test_ties_in_passing."""

from __future__ import annotations

import pytest

from tests._ties import read_ties


@pytest.mark.parametrize(
    "text",
    [
        "Orsk Labs' Project Atlas builds a kelp farm .",
        "Orsk Labs's Project Atlas builds a kelp farm .",
        "Project Atlas is a research project of Orsk Labs .",
        "Project Atlas is an initiative of Orsk Labs , dedicated to kelp farming .",
        "Project Atlas , a project of Orsk Labs , builds a kelp farm .",
        "Project Atlas , an Orsk Labs initiative , builds a kelp farm .",
        "Few have heard of Orsk Labs , yet Orsk Labs is behind Project Atlas .",
    ],
)
def test_a_project_said_as_its_owners_is_run_by_it(text: str) -> None:
    ties = read_ties(text)
    assert ties.get(("Project Atlas", "RUN_BY", "Orsk Labs")) == (None, None)


@pytest.mark.parametrize(
    "text",
    [
        "Project Atlas is a partner of Orsk Labs .",  # another kind of tie
        "Ana Pell's Project Atlas builds a kelp farm .",  # a person's: no group runs it
        "Orsk Labs and Project Atlas are behind schedule .",  # "behind" of no one's project
    ],
)
def test_no_project_is_run_by_a_partner_a_person_or_a_bystander(text: str) -> None:
    assert not [tie for tie in read_ties(text) if tie[1] == "RUN_BY"]


def test_an_indefinite_description_is_no_name_of_its_own() -> None:
    ties = read_ties("Project Atlas , an Orsk Labs project , builds a kelp farm .")
    assert not [tie for tie in ties if "Orsk Labs project" in (tie[0], tie[2])]
