"""A project said as its owner's ("Orsk Labs' Project Atlas", "a research project of Orsk Labs", "an Orsk Labs
initiative") is run by the owner (``extract.owned``); not an owning denied, ended or of another kind. The product
forms are in test_ties_in_passing."""

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
        "Orsk Labs is clearly behind Project Atlas in the rankings .",  # behind in a race, no owner
        "Project Atlas is not a project of Orsk Labs .",  # denied
        "Project Atlas , a former project of Orsk Labs , is now run by Tarn Works .",  # ended
        "Project Atlas was a project of Orsk Labs until 2015 .",  # ended
        "Project Atlas is a rival project of Orsk Labs .",  # of another kind
        "Project Atlas , Orsk Labs' biggest customer , builds a kelp farm .",  # an apposition of another kind
    ],
)
def test_no_project_is_run_by_a_partner_a_person_a_rival_or_a_former_owner(text: str) -> None:
    assert ("Project Atlas", "RUN_BY", "Orsk Labs") not in read_ties(text)


def test_an_indefinite_description_is_no_name_of_its_own() -> None:
    ties = read_ties("Project Atlas , an Orsk Labs project , builds a kelp farm .")
    assert not [tie for tie in ties if "Orsk Labs project" in (tie[0], tie[2])]
