"""A post said as two ("was the director or manager of X") answers a question asking either, a lesser one ("vice
chairman") no question of the post itself. Hand-written texts."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Ana Roe was the director or manager of Tarn Staff from 1974 to 1978. "
            "Bo Lind was the vice chairman of Tarn Staff from 1974 to 1978. "
            "Cy Hale was the president or chairman of Orsk Mill from 1990 to 1995."
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


def test_each_word_of_a_post_said_as_two_is_read_as_its_post(mem):
    walk = mem.walk("Who was the president of Orsk Mill in 1992?")
    assert not walk.context.startswith("Nothing in memory")
    assert "Cy Hale" in _first_fact(walk.context)
