"""A move told as a noun after a light verb ("completed a move to Ajax", "secured a loan switch to Sunderland"): read
as the move it tells. Before, the verb was read with the preposition ("COMPLETED_TO", "SECURED_TO"), a type of no
seat, so "Which team did he play for before Panathinaikos?" found no club before it. The move is a transfer, not a
change of town: it ends the stint before it (read as "moved to", a club no text said anyone joined stayed a place)."""

from __future__ import annotations

import pytest

from c0lab.extract.moves import move_said
from tests._ties import memory_ties, read_ties


@pytest.mark.parametrize(
    ("text", "club"),
    [
        ("In 2010, Ann Lee completed a move to Ajax.", "Ajax"),
        ("In 2012 Ann Lee sealed a permanent transfer to Celtic.", "Celtic"),
        ("In 2005 Ann Lee earned a £5m move to Fulham.", "Fulham"),
        ("In July 2014 Ann Lee completed her move to Porto.", "Porto"),
        ("In 2011 Ann Lee clinched a switch to Hearts.", "Hearts"),
        ("Ann Lee completed a move to Porto at the end of 2014.", "Porto"),
    ],
)
def test_a_move_told_as_a_noun_is_a_move(text, club):
    assert ("Ann Lee", "TRANSFERRED_TO", club) in read_ties(text)


def test_a_move_told_as_a_noun_ends_the_stint_before_it(mem):
    mem.ingest(
        "Siobhán O'Neill played for Lazio from 2014. In 2016 she completed a move to Shelbourne.", at="2024-01-01"
    )
    assert ("Siobhán O'Neill", "PLAYED_FOR", "Lazio", "2014-01-01", "2016-01-01") in memory_ties(mem)


def test_a_loan_switch_is_said_as_a_move_on_loan():
    said = move_said("On 20 August 2008 , Cissé secured a loan switch to Sunderland .")
    assert said == "On 20 August 2008 , Cissé moved on loan to Sunderland ."
    assert ("Cissé", "LOANED_TO", "Sunderland") in read_ties(
        "On 20 August 2008, Cissé secured a loan switch to Sunderland."
    )


@pytest.mark.parametrize(
    "text",
    [
        "In 2010, Ann Lee nearly completed a move to Ajax.",
        "In 2010, Ann Lee rejected a move to Ajax.",
        "In 2010, Ann Lee failed to complete a move to Ajax.",
        "In 2010, Ann Lee was denied a move to Ajax.",
        "In 2010, Ann Lee agreed a move to Ajax, but failed a medical.",
        "In 2010, Ann Lee made a move to Ajax that fell apart days later.",
        "In 2010, Ann Lee won her appeal against the move to Ajax.",
        "In 2010, Ann Lee completed the transfer to Ajax of her shares.",
    ],
)
def test_a_move_that_did_not_happen_is_no_move(text):
    assert not {("Ann Lee", kind, "Ajax") for kind in ("MOVED_TO", "TRANSFERRED_TO")} & set(read_ties(text))


@pytest.mark.parametrize(
    "text",
    ["In 2015 Ann Lee completed a move to Spain.", "In 2015 Ann Lee completed a move to Dublin to study law."],
)
def test_a_move_to_a_country_or_for_a_purpose_is_a_move_of_home(text):
    place = "Spain" if "Spain" in text else "Dublin"
    assert ("Ann Lee", "MOVED_TO", place) in read_ties(text)
    assert ("Ann Lee", "TRANSFERRED_TO", place) not in read_ties(text)
