"""A post said as two ("was the director or manager of X") answers a question asking either, a lesser one ("vice
chairman") no question of the post itself; a player who "belonged to" a team played for it. Hand-written texts."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Ana Roe was the director or manager of Tarn Staff from 1974 to 1978. "
            "Bo Lind was the vice chairman of Tarn Staff from 1974 to 1978. "
            "From 1992 to 1995, the player Cy Hale belonged to Orsk Rovers. Cy Hale played for Elk City from 1995 "
            "to 1998."
        )
        yield memory


def _first_fact(context: str) -> str:
    return next(line for line in context.splitlines() if line.startswith("- "))


def test_a_post_said_as_two_answers_either(mem):
    for asked in ("director or manager", "manager"):
        walk = mem.walk(f"Who was the {asked} of Tarn Staff in 1976?")
        assert not walk.context.startswith("Nothing in memory")
        assert "Ana Roe" in _first_fact(walk.context)


def test_a_lesser_post_answers_no_question_of_the_post(mem):
    assert mem.walk("Who was the chairman of Tarn Staff in 1976?").context.startswith("Nothing in memory about")


def test_belonging_to_a_team_is_playing_for_it(mem):
    walk = mem.walk("Which team did Cy Hale play for in 1993?")
    assert not walk.context.startswith("Nothing in memory")
    assert "Orsk Rovers" in _first_fact(walk.context)
