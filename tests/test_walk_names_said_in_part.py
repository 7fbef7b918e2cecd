"""A person's name said in part ("Newton" for a held "Isaac Newton") is read as that name; said for two, a dead end
that lists them."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture()
def scholars(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts(
            [
                {"name": "Isaac Newton", "description": "An English mathematician."},
                {"name": "Royal Mint", "description": "It strikes the coins. Newton ran it; Newton's coinage."},
                {"name": "Royal Society", "description": "A learned society in London."},
                {"name": "Claude Bernard", "description": "A physiologist."},
                {"name": "Olivier Bernard", "description": "A footballer."},
                {"name": "Lyon Club"},
            ]
        )
        mem.relate("Royal Society", "PRESIDED_BY", "Isaac Newton", valid_from="1703", valid_to="1727")
        mem.relate("Royal Mint", "MASTER", "Isaac Newton", valid_from="1699", valid_to="1727")
        mem.relate("Olivier Bernard", "PLAYS_FOR", "Lyon Club", valid_from="2001")
        yield mem


def test_a_surname_alone_reads_as_the_one_person_who_bears_it_and_says_so(scholars):
    walk = scholars.walk("What did Newton chair in 1710?")
    lines = walk.context.splitlines()
    assert lines[0] == "Read 'Newton' as 'Isaac Newton', the one name in memory it begins or ends."
    assert walk.concept is not None and walk.concept.name == "Isaac Newton"
    assert not walk.dead_end
    assert scholars.walk("Who was Newton?").concept.name == "Isaac Newton"  # not the Mint whose text says it most


def test_a_first_name_alone_reads_the_same_way(scholars):
    walk = scholars.walk("Where did Isaac work in 1700?")
    assert walk.concept is not None and walk.concept.name == "Isaac Newton"
    assert walk.context.startswith("Read 'Isaac' as 'Isaac Newton'")


def test_a_word_two_persons_bear_is_a_dead_end_that_lists_them(scholars):
    walk = scholars.walk("Which club did Bernard join?")
    assert walk.dead_end
    assert "Did you mean 'Claude Bernard' or 'Olivier Bernard'?" in walk.context
    assert "Which club did Bernard join?" in set(scholars.dead_ends()["query"])


def test_a_whole_name_beside_the_word_keeps_the_walk_and_an_organisation_is_no_person(scholars):
    walk = scholars.walk("Which club did Bernard join, Lyon Club?")
    assert not walk.dead_end
    walk = scholars.walk("What did the Society do in 1710?")
    assert not walk.context.startswith("Read 'Society'")  # "a learned society": a common noun, not a surname


def test_name_ends_catch_up_with_names_added_later():
    from c0lab.model.guard import NameEnds

    names = {"isaac newton": ["a"], "royal mint": ["b"]}
    ends = NameEnds().catch_up(names)
    assert ends.ending("newton") == ("isaac newton",) and ends.ending("isaac") == ("isaac newton",)
    names["anne newton"] = ["c"]
    assert ends.catch_up(names).ending("newton") == ("isaac newton", "anne newton")
    assert ends.catch_up({"newton park": ["d"]}).ending("newton") == ("newton park",)  # a new mapping: read anew


def test_name_ends_read_a_new_mapping_anew_even_at_a_freed_mapping_s_address():
    from c0lab.model.guard import NameEnds

    ends = NameEnds()
    for number in range(50):  # freed dicts' addresses are reused: a new memory's names must not read as known
        names = {f"ada {number}lace": ["a"], "royal mint": ["b"]}
        assert ends.catch_up(names).ending(f"{number}lace") == (f"ada {number}lace",)
        del names


def test_who_succeeded_a_surname_in_a_role_reads_the_successor_in_that_role(scholars):
    scholars.add_concept("Hans Sloane")
    scholars.relate("Royal Society", "PRESIDED_BY", "Hans Sloane", valid_from="1727", valid_to="1741")
    walk = scholars.walk("Who succeeded Newton as president of the Royal Society?")
    current = [line for line in walk.context.partition("No longer true:")[0].splitlines() if line.startswith("- ")]
    assert current[0] == "- Royal Society presided by Hans Sloane (1727–1741)"
    assert "succeeded Isaac Newton" in walk.event


def test_a_word_beside_another_capitalised_word_is_part_of_a_name_said_whole(scholars):
    walk = scholars.walk("What did Jane Newton write?")  # another Newton: not read as Isaac Newton
    assert not walk.context.startswith("Read 'Newton'")
