"""Who came after / before someone, over a memory written from texts (issue 22, item 4): the seat they held,
whatever verb each text used for it; never the episode that mentions them. And a date's lead words ("in the
summer of 1672") are no part of what a question asks."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.retrieval.dated_texts import EVIDENCE_HEADING
from c0lab.retrieval.question import question_time
from c0lab.retrieval.seats import same_role
from c0lab.retrieval.succession_words import as_succession


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


@pytest.mark.parametrize(
    "question",
    ["Who was Walter Finch's successor?", "Who took over from Walter Finch?", "Who was the successor to Walter Finch?"],
)
def test_a_succession_said_in_other_words_reads_the_same_seat(mem, question):
    walk = mem.walk(question)
    assert "Walter Finch (Walter Finch DIRECTED" in walk.event
    assert "Clara Voss" in _first_fact(walk.context)


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Who was Oduya's predecessor?", "who preceded Oduya?"),
        ("Whom did Lord Wexley succeed?", "who preceded Lord Wexley?"),
        ("Who did Ada Quill replace?", "who preceded Ada Quill?"),
        ("Who took Brandt's place?", "who succeeded Brandt?"),
        ("Which director took over from Brandt?", "which director succeeded Brandt?"),
        ("Who took over the Bureau?", "who took over the bureau?"),  # asks no succession
    ],
)
def test_succession_words(question, read):
    assert as_succession(question).lower() == read.lower()


def test_a_name_said_without_its_title_is_the_titled_one(tmp_path):
    with Memory.open(tmp_path / "t", embedder=None) as memory:
        memory.ingest(
            "Lady Margaret Ashby was president of the Kestrel Society from 1960 to 1975. "
            "Sir Percival Dunmore was president of the Kestrel Society from 1975 to 1985.",
            at="2023-04-05",
            source="note-12",
        )
        walk = memory.walk("Who came after Margaret Ashby?")
        assert not walk.dead_end, walk.context  # was "Nothing in memory is named 'Margaret Ashby'"
        assert "Margaret Ashby president of Kestrel Society" in walk.context  # ingest holds the name untitled
        assert memory.core.name(memory.core.resolve("Lady Margaret Ashby")) == "Margaret Ashby"  # the title: an alias
        assert "Percival Dunmore" in _first_fact(walk.context)


def test_a_name_two_titled_names_end_with_is_not_read(tmp_path):
    with Memory.open(tmp_path / "u", embedder=None) as memory:
        memory.add_concept("Dr Ann Lee", "A chemist.")
        memory.add_concept("Prof Ann Lee", "A physicist.")
        assert "Read 'Ann Lee'" not in memory.walk("Who is Ann Lee?").context


def test_after_someone_their_own_stint_does_not_answer_so_the_texts_of_the_time_after_come_first(tmp_path):
    with Memory.open(tmp_path / "v", embedder=None) as memory:
        memory.ingest(
            "Dr. Ada Brandt directed the Harbour Institute from 1952. "
            "Dr. Helmut Krauss was director (acting) from March 1961.",
            at="2023-03-06",
            source="note-4",
        )
        lines = memory.walk("Who was the next director after Ada Brandt?").context.splitlines()
        assert lines[0] == EVIDENCE_HEADING and "Helmut Krauss" in lines[1], lines


def test_a_value_of_the_same_type_is_the_neighbour_before_one_of_another_verb(tmp_path):
    with Memory.open(tmp_path / "w", embedder=None) as memory:
        for name in ["Oliver Bulleid", "GNR", "LNER", "Southern Railway"]:
            memory.add_concept(name)
        memory.relate("Oliver Bulleid", "EMPLOYER", "GNR", valid_from="1912", valid_to="1922")
        memory.relate("Oliver Bulleid", "WORKED_FOR", "LNER", valid_from="1923", valid_to="1937")
        memory.relate("Oliver Bulleid", "EMPLOYER", "Southern Railway", valid_from="1937")
        walk = memory.walk("Which employer did Oliver Bulleid work for before Southern Railway?")
        assert "the one before from 1912" in walk.event  # the type the question's fact has, first
