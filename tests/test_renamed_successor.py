"""After a rename (``supersede``), the successor's walk shows what the old name held, a walk dated before the rename
reads the old name, and a search as of now finds a word said only of the old name."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture()
def renamed(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts(
            [
                {"name": "Heron Works", "description": "A maker of marine barometers."},
                {"name": "Heron Marine", "description": "A shipping instruments firm."},
                {"name": "Ida Fenn"},
                {"name": "Bo Carr"},
                {"name": "Tide Survey"},
            ]
        )
        mem.relate("Heron Works", "LED_BY", "Ida Fenn", valid_from="2015")
        mem.relate("Tide Survey", "FUNDED_BY", "Heron Works", valid_from="2016", valid_to="2018")
        mem.supersede("Heron Works", "Heron Marine", at="2021-05-10")
        yield mem


def test_the_successor_walk_shows_the_old_name_s_open_facts_as_the_old_name_s_with_their_dates(renamed):
    walk = renamed.walk("Who leads Heron Marine?")
    current = walk.context.partition("No longer true:")[0]
    assert "- Heron Works [superseded 2021-05-10 by Heron Marine] led by Ida Fenn (since 2015)" in current
    assert not walk.abstains  # "Nothing in memory about who leads …" no more
    assert "Tide Survey funded by Heron Works" in walk.context.partition("No longer true:")[2]


def test_a_walk_dated_before_the_rename_reads_the_name_it_had_then(renamed):
    walk = renamed.walk("Who led Heron Marine in 2017?")
    assert walk.context.startswith("Read 'Heron Marine' as 'Heron Works', its name then (until 2021-05-10).")
    assert walk.concept is not None and walk.concept.name == "Heron Works"
    assert "Heron Works led by Ida Fenn (since 2015)" in walk.context


def test_a_concept_with_no_earlier_name_still_says_when_it_begins(renamed):
    renamed.add_concept("Gull Yard", valid_from="2022")
    assert renamed.walk("What was Gull Yard in 2019?").context.startswith("Nothing in memory about Gull Yard")


def test_search_as_of_now_finds_a_word_said_only_of_the_old_name(renamed):
    found = renamed.search("barometers")
    assert list(found["name"]) == ["Heron Marine"]
    assert found["note"].iloc[0] == "said of Heron Works [superseded 2021-05-10]"
    assert list(renamed.search("barometers", as_of="2019")["name"]) == ["Heron Works"]


def test_a_chain_of_renames_reaches_the_first_name(renamed):
    renamed.add_concept("Heron Group")
    renamed.supersede("Heron Marine", "Heron Group", at="2024-01-01")
    assert list(renamed.search("barometers")["name"]) == ["Heron Group"]
    walk = renamed.walk("Who leads Heron Group?")
    assert "led by Ida Fenn (since 2015)" in walk.context.partition("No longer true:")[0]


def test_a_seat_held_under_the_old_name_ends_when_the_new_name_s_holder_begins(renamed):
    renamed.relate("Heron Marine", "LED_BY", "Bo Carr", valid_from="2022", valid_to="2023")  # ended since
    renamed.add_concept("Uma Vale")
    renamed.relate("Heron Marine", "LED_BY", "Uma Vale", valid_from="2024")
    lines = renamed.walk("Who led Heron Marine in 2025?").context.splitlines()
    facts = [line for line in lines if line.startswith("- ")]
    assert "Uma Vale" in facts[0]  # the answer first
    fenn = next(line for line in facts if "Ida Fenn" in line)
    assert fenn.startswith("- [replaced 2022 by Bo Carr]")  # the next holder, though his stint ended too
