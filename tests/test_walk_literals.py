"""A literal value ("5", "1990") is a leaf of a walk: facts that only share it are not each other's neighbours."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path, embedder=None)
    for name in ("Khafre Pyramid", "Red Pyramid", "Giza", "5"):
        memory.add_concept(name, f"{name}, as the memory holds it.")
    memory.relate("Khafre Pyramid", "FACE_COUNT", "5", valid_from="2000-01-01")
    memory.relate("Red Pyramid", "FACE_COUNT", "5", valid_from="2000-01-01")
    memory.relate("Khafre Pyramid", "LOCATED_IN", "Giza", valid_from="2000-01-01")
    memory.relate("Red Pyramid", "NEAR", "Giza", valid_from="2000-01-01")
    yield memory
    memory.close()


def test_a_walk_does_not_step_on_from_a_literal_value(mem):
    context = mem.walk("Khafre Pyramid", depth=2).context
    assert "Khafre Pyramid face count 5" in context
    assert "Red Pyramid face count 5" not in context  # only shares the number


def test_a_walk_still_steps_on_from_a_named_concept(mem):
    assert "Red Pyramid near Giza" in mem.walk("Khafre Pyramid", depth=2).context
