"""A full name said without its middle initial, or with a word the index reads as the same, is the held name, as
its surname alone is (#22, a22q): "Odile Ashcombe" / "Odile Ashcomb" for a held "Odile M. Ashcombe"."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "m", namespace="t")
    memory.add_concept("Odile M. Ashcombe", "A player.")
    memory.add_concept("Odile Barrow", "A cox.")
    memory.add_concept("Tarn Boat Club", "A club.")
    memory.relate("Odile M. Ashcombe", "PLAYED_FOR", "Tarn Boat Club", valid_from="1950", valid_to="1960")
    yield memory
    memory.close()


@pytest.mark.parametrize("said", ["Odile Ashcombe", "Odile Ashcomb", "Odile M. Ashcomb", "Ashcombe"])
def test_a_name_said_without_initials_or_its_stemmed_form_is_the_held_name(mem, said):
    walk = mem.walk(f"which club did {said} play for in 1955?")
    assert not walk.dead_end and walk.concept.name == "Odile M. Ashcombe"
    assert "Tarn Boat Club" in next(line for line in walk.context.splitlines() if line.startswith("- "))
    if " " in said:
        assert walk.context.startswith(f"Read {said!r} as 'Odile M. Ashcombe'")


@pytest.mark.parametrize("said", ["Odile Ashcombz", "Odile K. Ashcombe"])
def test_a_typo_or_another_initial_is_still_a_dead_end(mem, said):
    walk = mem.walk(f"which club did {said} play for in 1955?")
    assert walk.dead_end and walk.context.startswith("Nothing in memory is named")
