"""Who came after / before someone, over a memory written from texts (issue 22, item 4): the seat they held,
whatever verb each text used for it; never the episode that mentions them. And a date's lead words ("in the
summer of 1672") are no part of what a question asks."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.retrieval.question import question_time
from c0lab.retrieval.roles import same_role


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    # an episode that names both (as ingest writes it: the note mentions each), and one seat in two verbs
    memory.ingest("Walter Finch and Clara Voss were chemists.", at="2023-04-01", source="note-8")
    memory.add_concept("Bureau of Weights", "A standards bureau.", valid_from="1901")
    memory.relate("Walter Finch", "DIRECTED", "Bureau of Weights", valid_from="1946", valid_to="1966")
    memory.relate("Walter Finch", "TOOK_CHARGE_OF", "Bureau of Weights", valid_from="1947", valid_to="1966")
    memory.relate("Clara Voss", "HEADED", "Bureau of Weights", valid_from="1966")
    yield memory
    memory.close()


def _first_fact(context: str) -> str:
    return next(line for line in context.splitlines() if line.startswith("- "))


@pytest.mark.parametrize("question", ["Who came after Walter Finch?", "Who succeeded Walter Finch?"])
def test_who_came_after_someone_is_who_held_their_seat_next_not_the_note_naming_them(mem, question):
    walk = mem.walk(question)
    assert not walk.dead_end, walk.context
    assert "note-8" not in walk.context.splitlines()[0]  # was: "Nothing in memory matches 'Who mentions note-8'"
    assert walk.event.startswith("Read as of 1966") and "Walter Finch (Walter Finch DIRECTED" in walk.event
    assert "Clara Voss" in _first_fact(walk.context)  # HEADED after DIRECTED: the same seat


def test_who_came_before_someone_reads_the_seat_in_another_verb(mem):
    walk = mem.walk("Who came before Clara Voss?")
    assert "before Clara Voss" in walk.event
    assert "Walter Finch" in _first_fact(walk.context)


def test_a_relation_type_says_a_seat_by_its_sense():
    assert same_role("DIRECTED", "HEADED") and same_role("LED_BY", "LED_BY")
    assert not same_role("DIRECTED", "MERGED_INTO")


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Who was president of the Society in the summer of 1672?", "Who was president of the Society?"),
        ("Who led the Bureau during the spring of 1919?", "Who led the Bureau?"),
        ("Who led the Bureau as of the winter of 1850?", "Who led the Bureau?"),
        ("who led the Bureau in 1990?", "who led the Bureau?"),
    ],
)
def test_a_dates_lead_words_leave_the_topic_with_it(question, topic):
    assert question_time(question, now=parse_time("2026-12-01")).topic == topic


def test_nothing_held_then_says_the_time_without_dangling_words(tmp_path):
    with Memory.open(tmp_path / "s", embedder=None) as memory:
        memory.add_concept("Royal Society", "A learned society.", valid_from="1662")
        memory.add_concept("Lord Wexley", "A president.", kind="person")
        memory.relate("Royal Society", "LED_BY", "Lord Wexley", valid_from="1700")
        first = memory.walk("Who led the Royal Society in the summer of 1672?").context.splitlines()[0]
    assert first.startswith("Nothing in memory about who led the Royal Society as of summer 1672"), first
