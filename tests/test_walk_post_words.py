"""Two posts of one sense held at once (a director and a chief executive): the one whose own word the question says
comes first; "CEO" asks the leading sense. Before, the later begun post came first whatever was asked ("Who is the
director?" opened with the chief executive) and "CEO" asked nothing (the headquarters came first)."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def memory(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Orsk Labs", "Lea Kivi", "Kaisa Rand", "Jonas Pelt", "Helsinki"):
            memory.add_concept(name)
        memory.relate("Lea Kivi", "DIRECTOR_OF", "Orsk Labs", valid_from="2019")
        memory.relate("Jonas Pelt", "CHIEF_EXECUTIVE_OF", "Orsk Labs", valid_from="2016", valid_to="2022-09")
        memory.relate("Kaisa Rand", "CHIEF_EXECUTIVE_OF", "Orsk Labs", valid_from="2022-09")
        memory.relate("Orsk Labs", "HEADQUARTERED_IN", "Helsinki", valid_from="2009")
        yield memory


def _first_fact(context: str) -> str:
    return next(line for line in context.splitlines() if line.startswith("- "))


def test_the_post_the_question_names_comes_first(memory):
    assert "Lea Kivi" in _first_fact(memory.walk("Who is the director of Orsk Labs?").context)
    assert "Kaisa Rand" in _first_fact(memory.walk("Who is the chief executive of Orsk Labs?").context)


def test_ceo_asks_who_leads(memory):
    assert "Jonas Pelt" in _first_fact(memory.walk("Who was CEO of Orsk Labs in 2017?").context)


def test_a_team_asked_is_no_post_named(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Ana Pell", "Orsk United", "Tarn Rovers"):
            memory.add_concept(name)
        memory.relate("Ana Pell", "PLAYS_FOR", "Orsk United", valid_from="2010")
        memory.relate("Ana Pell", "TEAM_CAPTAIN_OF", "Orsk United", valid_from="2012")
        memory.relate("Ana Pell", "PLAYS_FOR", "Tarn Rovers", valid_from="2016")
        assert "Tarn Rovers" in _first_fact(memory.walk("Which team does Ana Pell play for?").context)
