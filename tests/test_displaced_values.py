"""A licence left for another in any order of the sentence ("…, abandoning the A licence", "once under the A
licence", "moved the T toolkit from …", "the A licence gave way to …"): the old one ends where the new one begins
(``extract.displaced``); not a choice, a denial, a licence derived from another, or a thing said without its name."""

from __future__ import annotations

import pytest

from tests._ties import ingested_ties


def _licences(folder, text: str) -> dict[str, tuple[str, str]]:
    """Licence → (valid from, valid to) of the Quill toolkit's typed licence ties after ingesting ``text``."""
    ties = ingested_ties(folder, (text, "2021-03-01"))
    return {
        target: when for (source, kind, target), when in ties.items() if source == "Quill toolkit" and "LICEN" in kind
    }


@pytest.mark.parametrize(
    "text",
    [
        "The Quill toolkit adopted the Brenlow licence in July 2019 , abandoning the Orrin licence .",
        "The Quill toolkit , once under the Orrin licence , has been under the Brenlow licence since July 2019 .",
        "Orsk Labs moved the Quill toolkit from the Orrin licence to the Brenlow licence in July 2019 .",
        "Moving away from the Orrin licence , the Quill toolkit adopted the Brenlow licence in July 2019 .",
        "The Quill toolkit's Orrin licence gave way to the Brenlow licence in July 2019 .",
        "The Quill toolkit , which was once under the Orrin licence , has been under the Brenlow licence since July"
        " 2019 .",
        "The Quill toolkit , once under the Orrin licence , was moved by Orsk Labs to the Brenlow licence in July"
        " 2019 .",
        "The Quill toolkit was licensed under the Orrin licence until July 2019 , when it moved to the Brenlow"
        " licence .",
        "Orsk Labs's Quill toolkit used the Orrin licence until July 2019 , when it adopted the Brenlow licence .",
    ],
)
def test_a_licence_left_for_another_ends_where_the_other_begins(tmp_path, text: str) -> None:
    licences = _licences(tmp_path / "mem", text)
    assert licences["Brenlow licence"] == ("2019-07-01", "open")
    assert licences["Orrin licence"][1] in ("2019-07-01", "2019-08-01")  # ended at the switch (its month)


@pytest.mark.parametrize(
    "text",
    [
        "The Quill toolkit uses the Brenlow licence rather than the Orrin licence .",  # a choice, nothing held
        "Orsk Labs denied that the Quill toolkit , once under the Orrin licence , moved to the Brenlow licence .",
        "The Brenlow licence , derived from the Orrin licence , covers the Quill toolkit .",
        "The Brenlow licence , which was converted from the Orrin licence in 2010 , covers the Quill toolkit .",
        "The Quill toolkit uses the Brenlow licence , which changed a lot from the Orrin licence .",
    ],
)
def test_no_licence_is_ended_by_a_choice_a_denial_or_a_derivation(tmp_path, text: str) -> None:
    assert "Orrin licence" not in _licences(tmp_path / "mem", text)


def test_a_value_of_a_thing_said_without_its_name_is_not_the_owners(tmp_path) -> None:
    ties = ingested_ties(
        tmp_path / "mem",
        ("Project Atlas's toolkit , once under the Orrin licence , is under the Brenlow licence .", None),
    )
    assert not [tie for tie in ties if tie[0] == "Project Atlas" and tie[2] == "Orrin licence" and "LICEN" in tie[1]]


@pytest.mark.parametrize(
    "text",
    [
        "The Quill toolkit is under the Brenlow licence , while the Vessa library , once under the Orrin licence , is"
        " now public domain .",
        "Unlike the Vessa library , which is no longer under the Orrin licence , the Quill toolkit uses the Brenlow"
        " licence .",
        "The Vessa library , once under the Orrin licence , is now public domain ; the Quill toolkit uses the Brenlow"
        " licence .",
    ],
)
def test_a_licence_left_in_another_clause_is_not_the_next_owners(tmp_path, text: str) -> None:
    ties = ingested_ties(tmp_path / "mem", (text, "2021-03-01"))
    assert not [tie for tie in ties if tie[0] == "Vessa library" and tie[2] == "Brenlow licence" and "LICEN" in tie[1]]


def test_each_left_licence_ends_where_its_own_successor_begins(tmp_path) -> None:
    ties = ingested_ties(
        tmp_path / "mem",
        (
            "The Quill toolkit , once under the Orrin licence , moved to the Brenlow licence in 2019 ; the Vessa"
            " library , once under the Mit licence , moved to the Apache licence in 2015 .",
            "2021-03-01",
        ),
    )
    assert ties[("Quill toolkit", "LICENCE", "Orrin licence")][1] == "2019-01-01"
    assert ties[("Vessa library", "LICENCE", "Mit licence")][1] == "2015-01-01"
