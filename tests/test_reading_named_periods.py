"""Dates a historian writes that the reader missed (stranger13): a dotted day.month.year, and named periods
("the inter-war years", "during World War II") read in a question after a cue word, unless the memory holds the
name."""

from __future__ import annotations

import pytest

from c0lab import BadDateError, Memory
from c0lab._reading import find_time, read_time
from c0lab._timespan import Precision, ymd


@pytest.mark.parametrize(
    ("question", "day"),
    [("who managed Leeds on 14.6.1996?", (1996, 6, 14)), ("sacked on 3.5.1996.", (1996, 5, 3))],
)
def test_a_dotted_date_is_day_month_year(question: str, day: tuple[int, int, int]) -> None:
    reading = find_time(question)
    assert reading is not None and reading.precision is Precision.DAY and reading.start == ymd(*day)


def test_a_dotted_date_off_the_calendar_is_one_line() -> None:
    with pytest.raises(BadDateError, match="as day.month.year"):
        read_time("31.2.1996")


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("who ran Pell in the inter-war years?", (1918, 11, 11), (1939, 9, 1)),
        ("who ran Pell between the wars?", (1918, 11, 11), (1939, 9, 1)),
        ("who led Pell during World War II?", (1939, 9, 1), (1945, 9, 3)),
        ("who led Pell during the Great Depression?", (1929, 10, 29), (1940, 1, 1)),
    ],
)
def test_a_named_period_after_a_cue_is_its_days(question: str, start: tuple, end: tuple) -> None:
    reading = find_time(question, named=True)
    assert reading is not None and (reading.start, reading.end) == (ymd(*start), ymd(*end))
    assert reading.cue == "between"


def test_a_named_period_without_a_cue_or_in_a_text_is_not_a_date() -> None:
    assert find_time("what caused the Cold War?", named=True) is None
    assert find_time("He wrote poems in World War II.") is None  # a text's: as often a name as a time


def test_after_a_period_asks_after_its_end_and_says_its_years() -> None:
    reading = find_time("who led Pell after the Second World War?", named=True)
    assert reading is not None and reading.moment == ymd(1945, 9, 3)
    assert reading.said() == "after 1939 to 1945 (year)"


def test_the_walk_reads_a_named_period(tmp_path) -> None:
    mem = Memory.open(tmp_path / "mem")
    mem.ingest(
        "Ada Kerr managed Calder Vale from 1912 to 1920. Tom Pryce managed Calder Vale from 1920 to 1946.",
        at="1950-01-01",
    )
    context = str(mem.context("who managed Calder Vale in the inter-war years?", budget_tokens=200))
    facts = context.split("Said about it")[0]
    assert "1918 to 1939" in facts  # read as the period, not as of today
    assert "Tom Pryce managed Calder Vale" in facts and "Ada Kerr managed Calder Vale" in facts  # both held in it


def test_a_named_period_the_memory_holds_is_its_concept_not_the_calendar() -> None:
    from c0lab.retrieval.question import question_time

    held = question_time("what was sold during World War II?", now=ymd(2026), names=["World War II"])
    assert held.reading is None  # the walk reads it as an event: the concept's own dates
    unheld = question_time("what was sold during World War II?", now=ymd(2026))
    assert unheld.reading is not None and unheld.reading.start == ymd(1939, 9, 1)


@pytest.mark.parametrize(
    "question", ["Who deployed build 2.15.1999?", "Ada Lo joined Orion Labs with firmware 1.2.2020.", "in 3.4.5.2006"]
)
def test_a_dotted_number_without_a_cue_or_inside_a_longer_one_is_no_date(question: str) -> None:
    assert find_time(question) is None  # a version, not a day (and no error)


def test_a_period_name_the_memory_holds_is_read_as_its_concept_by_the_walk(tmp_path) -> None:
    mem = Memory.open(tmp_path / "mem")
    mem.ingest("Cold War is a band from Selby. Tom Hale joined Cold War in 1999.", at="2020-01-01")
    walked = mem.walk("Who was in Cold War in 2001?")
    assert "2001" in walked.context.splitlines()[1] and "Tom Hale joined Cold War" in walked.context


def test_a_thing_named_after_a_period_is_no_time() -> None:
    assert find_time("what was in the great war film?", named=True) is None  # rev7 LOW 3
    assert find_time("who led Pell during the Cold War era?", named=True) is not None


def test_a_period_a_note_named_is_still_its_days_when_the_question_states_no_other_time(tmp_path) -> None:
    mem = Memory.open(tmp_path / "mem", embedder=None)
    mem.ingest(
        "Fred Ollerton managed Calder Vale from 1936 to 1947. During World War II the club played friendlies.",
        at="2020-01-01",
    )
    context = mem.walk("Who managed Calder Vale during World War II?").context
    assert "1939 to 1945" in context and "Fred Ollerton managed Calder Vale" in context  # stranger14 2
