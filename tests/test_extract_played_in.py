"""A side played for said after the place played in ("played in Italy for Juventus", "in Chile for A and B, in
Uruguay for C"): the sides are read as played for. Before, "Italy for Juventus" was read as one name and the player
"played in" it, and "in Uruguay for Cerrito" left Cerrito a co-mention."""

from __future__ import annotations

import pytest

from c0lab.extract.chains import chains
from tests._ties import needs_wordnet, read_ties


def test_the_side_after_a_place_is_played_for():
    ties = read_ties("Ann Lee played in England for Fulham from 2005 to 2008.")
    assert ties[("Ann Lee", "PLAYED_FOR", "Fulham")] == ("2005-01-01", "2009-01-01")
    assert not any(" for " in target for _, _, target in ties)


def test_every_side_of_a_list_of_places_is_played_for():
    ties = read_ties(
        "Ann Lee has previously played in Chile for Deportivo Arauco and Provincial Osorno, in Uruguay for Cerrito "
        "and in Brazil for Passo Fundo."
    )
    for club in ("Deportivo Arauco", "Provincial Osorno", "Cerrito", "Passo Fundo"):
        assert ("Ann Lee", "PLAYED_FOR", club) in ties


def test_a_time_played_in_a_place_is_no_side():
    ties = read_ties("Ann Lee played in Italy for two seasons.")
    assert ("Ann Lee", "PLAYED_IN", "Italy") in ties and not any(kind == "PLAYED_FOR" for _, kind, _ in ties)


def test_a_place_and_a_body_after_in_are_two_names_but_a_body_named_for_is_one():
    assert chains("She worked in London for Reuters.") == []
    assert chains("She worked in Centre for Research from 2001.") == [(14, 33, "Centre for Research")]
    assert ("Ann Lee", "WORKED_FOR", "Reuters") in read_ties("Ann Lee worked in London for Reuters.")


@needs_wordnet
@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Ann Lee worked in the Centre for Research.", ("Ann Lee", "WORKED_IN", "Centre for Research")),
        ("Ann Lee played in Italy for 10 years.", ("Ann Lee", "PLAYED_IN", "Italy")),
        ("Ann Lee played in Macbeth for Cheek by Jowl.", ("Ann Lee", "PLAYED_IN", "Macbeth")),
        ("Ann Lee volunteered in Teach for America.", ("Ann Lee", "VOLUNTEERED_IN", "Teach for America")),
    ],
)
def test_a_body_named_with_for_a_time_or_a_title_is_no_place_before_a_side(text, kept):
    assert kept in read_ties(text)


@needs_wordnet
def test_a_league_a_second_verb_and_the_joiners_of_a_list_are_read():
    ties = read_ties(
        "Ann Lee played in the Football League for Swansea City, then in Spain for Sevilla, and worked in "
        "London for the BBC."
    )
    assert {("Ann Lee", "PLAYED_FOR", "Swansea City"), ("Ann Lee", "PLAYED_FOR", "Sevilla")} <= set(ties)
    assert any(tie[0] == "Ann Lee" and tie[1] == "WORKED_FOR" and "BBC" in tie[2] for tie in ties)
