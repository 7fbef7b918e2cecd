"""A misspelt name beside one the memory holds: the walk goes on with what is named and offers the near name."""

from __future__ import annotations

from c0lab import Memory


def test_a_misspelt_name_beside_a_held_one_is_offered_its_near_name(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest(
        "Orla Brennick was Keeper of the Seals from 1801 until 1820. "
        "Tam Vey succeeded Brennick as Keeper of the Seals in 1821."
    )
    misspelt = memory.walk("when did Brenick stop being Keeper of the Seals?").context
    assert misspelt.splitlines()[0] == "Nothing in memory is named 'Brenick'. Did you mean 'Orla Brennick'?"
    assert "Keeper of the Seals" in misspelt  # the walk still answers with what the question names
    spelt = memory.walk("when did Brennick stop being Keeper of the Seals?").context
    assert "Did you mean" not in spelt


def test_a_place_no_text_names_is_a_dead_end_not_another_places_post(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Rudy Giuliani was Mayor of New York City from 1994 to 2001.", at="2020-01-01")
        boston = memory.walk("who was Mayor of Boston in 1998?")
        assert boston.dead_end and boston.context.startswith("Nothing in memory is named 'Boston'")
        assert "Giuliani" in memory.walk("who was Mayor of New York City in March 1998?").context


def test_an_owners_role_said_with_a_possessive_is_that_role_of_the_owner(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Steve Jobs was CEO of Apple from 1997 to 2011.", at="2020-01-01")
        walk = memory.walk("who was Apple's CEO in 2005?")
        assert not walk.dead_end and "- Steve Jobs" in walk.context


def test_a_misspelt_full_name_in_a_when_clause_leaves_the_named_thing_walked(tmp_path):
    """Two words misspelt in one of them ("Tomas Bekk"): the walk was a dead end; it goes on with Fenwick."""
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Fenwick: A town on the coast.")
        memory.ingest(
            "Sara Moon became mayor of Fenwick in 2015. In 2019 Tomas Bek succeeded Sara Moon as mayor of Fenwick."
        )
        walk = memory.walk("who was mayor of Fenwick when Tomas Bekk became mayor?")
        lines = walk.context.splitlines()
        assert not walk.dead_end and lines[0] == "Nothing in memory is named 'Tomas Bekk'. Did you mean 'Tomas Bek'?"
        assert any(line.startswith("- ") and "mayor of Fenwick" in line for line in lines)
        assert memory.walk("who is mayor of Fenwik?").dead_end  # the only name misspelt: nothing is walked
