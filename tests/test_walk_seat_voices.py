"""One seat said in two voices: "Fenn DIRECTOR_OF Orsk Lab" (ended) and "Orsk Lab DIRECTED_BY Ames" (later, after
a gap). "Who led Orsk Lab before Ames took over?" is the one who held the seat last before Ames: before, the walk
looked for the holder before Ames in the passive voice only, found none in the gap, and said nothing was held."""

from __future__ import annotations

from c0lab import Memory


def _first_fact(context: str) -> str:
    return next(line for line in context.splitlines() if line.startswith("- "))


def test_before_a_holder_is_the_last_one_said_the_other_way(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Orsk Lab", "Ada Fenn", "Bo Ames"):
            memory.add_concept(name)
        memory.relate("Ada Fenn", "DIRECTOR_OF", "Orsk Lab", valid_from="2014", valid_to="2021-01-01")
        memory.relate("Orsk Lab", "DIRECTED_BY", "Bo Ames", valid_from="2021-11-15")
        walk = memory.walk("Who led Orsk Lab before Bo Ames took over?")
        assert "Ada Fenn" in _first_fact(walk.context)
        assert "the one before from 2014-01-01" in walk.context


def test_a_seat_said_one_way_only_keeps_its_holders(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Orsk Lab", "Ada Fenn", "Bo Ames", "Cy Roe"):
            memory.add_concept(name)
        memory.relate("Orsk Lab", "DIRECTED_BY", "Ada Fenn", valid_from="2014", valid_to="2021-01-01")
        memory.relate("Cy Roe", "MEMBER_OF", "Orsk Lab", valid_from="2021-03-01")  # no seat of a director
        memory.relate("Orsk Lab", "DIRECTED_BY", "Bo Ames", valid_from="2021-11-15")
        assert "Ada Fenn" in _first_fact(memory.walk("Who led Orsk Lab before Bo Ames took over?").context)


def test_a_post_of_another_name_or_a_verb_of_the_other_side_is_no_other_voice(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Kelso United", "Ann Dale", "Cy Roe", "Bo Ames", "Acme Ltd", "Vela Corp"):
            memory.add_concept(name)
        memory.relate("Ann Dale", "MANAGER_OF", "Kelso United", valid_from="2010", valid_to="2016-06-01")
        memory.relate("Cy Roe", "CAPTAIN_OF", "Kelso United", valid_from="2014", valid_to="2018-06-01")
        memory.relate("Kelso United", "MANAGED_BY", "Bo Ames", valid_from="2019")
        assert "Ann Dale" in _first_fact(memory.walk("Who managed Kelso United before Bo Ames?").context)
        memory.relate("Bo Ames", "EMPLOYED_BY", "Acme Ltd", valid_from="2005", valid_to="2010")
        memory.relate("Cy Roe", "WORKED_FOR", "Bo Ames", valid_from="2011", valid_to="2014")  # Bo's employee
        memory.relate("Bo Ames", "EMPLOYED_BY", "Vela Corp", valid_from="2015")
        assert "Acme Ltd" in _first_fact(memory.walk("Where did Bo Ames work before Vela Corp?").context)


def test_after_a_holder_said_in_a_named_slot_is_the_next_said_the_other_way(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Orsk Lab", "Cy Roe", "Ada Fenn", "Bo Ames"):
            memory.add_concept(name)
        memory.relate("Cy Roe", "DIRECTOR_OF", "Orsk Lab", valid_from="2000", valid_to="2010")
        memory.relate("Ada Fenn", "DIRECTOR_OF", "Orsk Lab", valid_from="2010", valid_to="2015")
        memory.relate("Orsk Lab", "DIRECTED_BY", "Bo Ames", valid_from="2016")
        assert "Bo Ames" in _first_fact(memory.walk("Who led Orsk Lab after Ada Fenn left?").context)


def test_the_other_voice_said_the_same_way_is_the_other_side_of_the_seat(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Ann Dale", "Halden Rovers", "Tarn FC", "Bo Ames"):
            memory.add_concept(name)
        memory.relate("Ann Dale", "MANAGER_OF", "Halden Rovers", valid_from="2010", valid_to="2014-06-01")
        memory.relate("Ann Dale", "MANAGED_BY", "Bo Ames", valid_from="2014-07-01", valid_to="2018-06-01")  # her agent
        memory.relate("Ann Dale", "MANAGER_OF", "Tarn FC", valid_from="2019")
        assert "Halden Rovers" in _first_fact(memory.walk("Which club did Ann Dale manage before Tarn FC?").context)


def test_a_tie_still_held_before_the_event_is_the_answer_not_one_said_the_other_way_earlier(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Ida Moss", "Acme Ltd", "Vela Corp", "Globex", "Lia Moon", "Ajax", "Queen Mab", "Porto"):
            memory.add_concept(name)
        memory.relate("Ida Moss", "EMPLOYED_BY", "Acme Ltd", valid_from="2005", valid_to="2010")
        memory.relate("Ida Moss", "WORKED_FOR", "Vela Corp", valid_from="2010", valid_to="2015")
        memory.relate("Globex", "EMPLOYS", "Ida Moss", valid_from="2015")
        assert "Vela Corp" in _first_fact(memory.walk("Where did Ida Moss work before Globex?").context)
        memory.relate("Lia Moon", "PLAYED_FOR", "Ajax", valid_from="2010", valid_to="2013")
        memory.relate("Queen Mab", "PLAYED_BY", "Lia Moon", valid_from="2013", valid_to="2014")  # a part she played
        memory.relate("Lia Moon", "PLAYED_FOR", "Porto", valid_from="2014")
        assert "Ajax" in _first_fact(memory.walk("Where did Lia Moon play before Porto?").context)
