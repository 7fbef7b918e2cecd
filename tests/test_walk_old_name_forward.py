"""An old name asked at a time after it was renamed or merged answers for the name it went by then, saying so
(#22, a22q): "who coached Fenby Wanderers in 1930?", Fenby Wanderers renamed Marlow Town in 1902."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "m", namespace="t")
    for name, text in [
        ("Fenby Wanderers", "A football club founded in 1884."),
        ("Marlow Town", "A football club, the renamed Fenby Wanderers."),
        ("Ivo Stack", "Coach."),
        ("Pell Rovers", "A club."),
        ("Dunmore Athletic", "A club."),
        ("Pell & Dunmore", "The merged club."),
        ("Rue Hartley", "Coach."),
    ]:
        memory.add_concept(name, text, valid_from="1884" if name == "Fenby Wanderers" else None)
    memory.relate("Marlow Town", "COACHED_BY", "Ivo Stack", valid_from="1925", valid_to="1936")
    memory.supersede("Fenby Wanderers", "Marlow Town", at="1902")
    memory.relate("Pell & Dunmore", "COACHED_BY", "Rue Hartley", valid_from="1930")
    memory.supersede("Pell Rovers", "Pell & Dunmore", at="1921")
    memory.supersede("Dunmore Athletic", "Pell & Dunmore", at="1921")
    yield memory
    memory.close()


def _first_fact(context: str) -> str:
    return next(line for line in context.splitlines() if line.startswith("- "))


def test_an_old_name_asked_after_its_rename_answers_for_its_successor(mem):
    walk = mem.walk("who coached Fenby Wanderers in 1930?")
    assert walk.context.splitlines()[0] == "Fenby Wanderers was renamed Marlow Town in 1902; read as Marlow Town."
    assert walk.concept.name == "Marlow Town" and "Ivo Stack" in _first_fact(walk.context)
    assert not walk.context.startswith("Nothing in memory")


def test_a_merged_name_says_merged(mem):
    context = mem.walk("who coached Pell Rovers in 1931?").context
    assert context.startswith("Pell Rovers merged into Pell & Dunmore in 1921; read as Pell & Dunmore.")
    assert "Rue Hartley" in _first_fact(context)


def test_an_old_name_asked_before_its_rename_or_with_no_time_stays_itself(mem):
    assert mem.walk("who coached Fenby Wanderers in 1890?").concept.name == "Fenby Wanderers"
    walk = mem.walk("what was Fenby Wanderers?")  # no time stated: the old name, its successor beside it
    assert walk.concept.name == "Fenby Wanderers" and "Succeeded by Marlow Town" in walk.context


def test_a_chain_of_renames_names_each_step(tmp_path):
    memory = Memory.open(tmp_path / "chain", namespace="t")
    for name in ("Alder FC", "Birch FC", "Cedar FC", "Ana Lee", "Cid Moss"):
        memory.add_concept(name, "x", valid_from="1900")
    memory.relate("Alder FC", "LED_BY", "Ana Lee", valid_from="1900")
    memory.supersede("Alder FC", "Birch FC", at="1930")
    memory.supersede("Birch FC", "Cedar FC", at="1950")
    memory.relate("Cedar FC", "LED_BY", "Cid Moss", valid_from="1955")
    walk = memory.walk("who led Alder FC in 1960?")
    assert walk.context.startswith("Alder FC was renamed Birch FC in 1930, then Cedar FC in 1950; read as Cedar FC.")
