"""A month said alone shares the year of the month joined to it: "in March/April 2006" is 2006, not this year."""

from __future__ import annotations

import pytest

from c0lab._reading import find_time
from c0lab._time import format_time, parse_time
from c0lab.extract.dates import dated_phrases

NOW = parse_time("2026-12-01")


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("Who led Pell in March/April 2006?", "2006-03-01", "2006-05-01"),
        ("Who led Pell between June and August 1990?", "1990-06-01", "1990-09-01"),
        ("Who led Pell from March to May 2006?", "2006-03-01", "2006-06-01"),
        ("Who led Pell in May and June 2006?", "2006-05-01", "2006-07-01"),
    ],
)
def test_a_question_reads_both_months_in_the_year_said(question: str, start: str, end: str) -> None:
    reading = find_time(question, now=NOW)
    assert (format_time(reading.start), format_time(reading.end)) == (start, end)


def test_a_month_alone_still_reads_against_now() -> None:
    assert find_time("Who led Pell in March?", now=NOW).describe() == "March 2026 (month)"


def test_a_text_reads_two_months_said_as_one_date_in_the_year_said() -> None:
    found = dated_phrases("Lassalle went on a hunger strike in March/April 2006 in protest.", at=NOW)
    assert [(role, format_time(moment)) for _, moment, role in found] == [("at", "2006-03-01")]
    until = dated_phrases(
        "Hans Fessler was acting mayor until March/April 1710, when Dietrich Sauer took over.", at=NOW
    )
    assert [role for _, _, role in until][:1] == ["end"]


def test_a_text_range_of_months_gives_its_start_and_end() -> None:
    found = dated_phrases("Ana Velt led Pell from March to May 2006.", at=NOW)
    assert [(role, format_time(moment)) for _, moment, role in found] == [
        ("start", "2006-03-01"),
        ("end", "2006-06-01"),
    ]


def test_a_month_range_over_new_year_starts_in_the_year_before():
    reading = find_time("Who led Pell from December to January 2006?", now=NOW)
    assert (format_time(reading.start), format_time(reading.end)) == ("2005-12-01", "2006-02-01")
