"""An office said without its "of …" ("Prime Minister", "Chancellor") is the one held office it begins, in the
question and in its "when …" clause; the clause's own tie times the question ("when Brown became Chancellor":
his chancellorship, not his premiership, the concept asked). Before, "Prime Minister" was a dead end and "when
Brown became Prime Minister" was read as the start of his tie to the office asked about."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def memory(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Gordon Brown", "Tony Blair", "Alistair Darling"):
            memory.add_concept(name)
        memory.add_concept("Chancellor of the Exchequer", "The finance minister.")
        memory.add_concept("Prime Minister of the United Kingdom", "The head of government.")
        chancellor, premier = "Chancellor of the Exchequer", "Prime Minister of the United Kingdom"
        memory.relate("Gordon Brown", "HELD_OFFICE_AS", chancellor, valid_from="1997-05-02", valid_to="2007-06-27")
        memory.relate("Alistair Darling", "HELD_OFFICE_AS", chancellor, valid_from="2007-06-28", valid_to="2010-05-11")
        memory.relate("Tony Blair", "HELD_OFFICE_AS", premier, valid_from="1997-05-02", valid_to="2007-06-27")
        memory.relate("Gordon Brown", "HELD_OFFICE_AS", premier, valid_from="2007-06-27", valid_to="2010-05-11")
        yield memory


def _first_fact(context: str) -> str:
    return next(line for line in context.splitlines() if line.startswith("- "))


def test_an_office_said_without_its_of_is_the_one_held(memory):
    context = memory.walk("Who was Chancellor in 2008?").context
    assert "Read 'Chancellor' as 'Chancellor of the Exchequer'" in context
    assert "Alistair Darling" in _first_fact(context)


def test_the_when_clause_is_timed_by_its_own_tie(memory):
    context = memory.walk("Who was Prime Minister when Brown became Chancellor?").context
    assert "Read as of 1997-05-02" in context and "Tony Blair" in _first_fact(context)
    later = memory.walk("Who was Chancellor of the Exchequer when Brown became Prime Minister?").context
    assert "Read as of 2007-06-27" in later


def test_two_offices_beginning_alike_are_not_guessed_between(memory):
    memory.add_concept("Chancellor of the University of Orsk")
    context = memory.walk("Who was Chancellor in 2008?").context
    assert "Read 'Chancellor' as" not in context


def test_a_word_another_held_name_begins_or_ends_is_not_read_as_an_office(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.add_concept("Grace Hopper", "A computer scientist.")
        memory.add_concept("Grace of Monaco", "A film.")
        memory.add_concept("Harvard Mark I")
        memory.relate("Grace Hopper", "WORKED_ON", "Harvard Mark I", valid_from="1944")
        context = memory.walk("What did Grace work on in 1944?").context
        assert "Grace of Monaco" not in context.splitlines()[0]


def test_the_clause_names_its_own_tie_by_its_verb(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in (
            "Orsk Labs",
            "Ana Pell",
            "Bo Ek",
            "Cy Roe",
            "Tarn Group",
            "Tarn Rovers",
            "Orsk United",
            "Ivo Lenz",
        ):
            memory.add_concept(name)
        memory.relate("Ana Pell", "CHAIR_OF", "Orsk Labs", valid_from="2001", valid_to="2009")
        memory.relate("Bo Ek", "CHAIR_OF", "Orsk Labs", valid_from="2009", valid_to="2018")
        memory.relate("Cy Roe", "FOUNDED", "Tarn Group", valid_from="2005")
        memory.relate("Cy Roe", "SOLD", "Tarn Group", valid_from="2012")
        memory.relate("Ana Pell", "PLAYED_FOR", "Tarn Rovers", valid_from="2008", valid_to="2012")
        memory.relate("Ana Pell", "JOINED", "Orsk United", valid_from="2015")
        memory.relate("Bo Ek", "COACH_OF", "Tarn Rovers", valid_from="2005", valid_to="2013")
        memory.relate("Ivo Lenz", "COACH_OF", "Tarn Rovers", valid_from="2013")
        sold = memory.walk("Who chaired Orsk Labs when Cy Roe sold Tarn Group?").context
        assert "Bo Ek" in _first_fact(sold)  # the sale (2012), not the founding (2005)
        joined = memory.walk("Who coached Tarn Rovers when Ana Pell joined Orsk United?").context
        assert "Ivo Lenz" in _first_fact(joined)  # her joining Orsk United (2015), not her stint at Tarn Rovers


def test_another_name_beginning_with_the_offices_first_word_does_not_block_it(memory):
    memory.add_concept("Prime Video", "A streaming service.")
    context = memory.walk("Who was Prime Minister in 2008?").context
    assert "Gordon Brown" in _first_fact(context)
