"""A point in a period as prose says it: "the end of 2014", "the middle of the 1990s", "late in 2016", "mid-March
2014". Before, "the middle of 2014" was refused as a date and a text's "since the middle of 2014" read as 2014 (its
January), half a year early."""

from __future__ import annotations

import pytest

from c0lab import BadDateError
from c0lab._reading import find_time, read_time
from tests._ties import read_ties


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("the beginning of 2014", "early 2014 (part of a year)"),
        ("the start of 2014", "early 2014 (part of a year)"),
        ("the middle of 2014", "mid 2014 (part of a year)"),
        ("late in 2016", "late 2016 (part of a year)"),
        ("the middle of the 1990s", "the mid 1990s (part of a decade)"),
        ("late in the 1990s", "the late 1990s (part of a decade)"),
        ("the end of 2014", "December 2014 (month)"),
        ("the close of 1543", "December 1543 (month)"),
        ("the end of the 1990s", "1999 (year)"),
        ("the end of the 19th century", "the 1890s (decade)"),
    ],
)
def test_a_point_in_a_year_a_decade_or_a_century_is_its_third_and_its_end_its_last_share(said, read):
    assert read_time(said).describe() == read


@pytest.mark.parametrize("said", ["the end of March 2014", "late March 2014", "mid-March 2014", "late 2014-03"])
def test_a_point_in_a_month_is_that_month(said):
    reading = read_time(said)
    assert reading.describe() == "March 2014 (month)" and reading.text == said


@pytest.mark.parametrize("said", ["the end of the war", "the end of mid-20", "the end of 20"])
def test_a_point_in_no_period_is_still_one_line(said):
    with pytest.raises(BadDateError, match=f"cannot read '{said}' as a date"):
        read_time(said)


def test_a_question_reads_the_point_after_its_cue():
    reading = find_time("Who led the Orsk Club at the end of 2014?")
    assert reading is not None and reading.describe() == "December 2014 (month)" and reading.cue == "at"
    assert find_time("Who played for Kelso at the end of May?", now="2025-01-01") is None  # no year: no date


def test_a_text_dates_a_tie_by_the_point_it_names():
    ties = read_ties("Ann Lee ran the Orsk Club from the middle of 2014 until the end of 2016.")
    assert ties[("Ann Lee", "RAN", "Orsk Club")] == ("2014-07-01", "2017-01-01")  # mid 2014; as 2016 ends


@pytest.mark.parametrize(
    ("text", "tie", "dates"),
    [
        (
            "Ruth Aldane married Tom Grey at the end of 1919.",
            ("Ruth Aldane", "MARRIED", "Tom Grey"),
            ("1919-12-01", None),
        ),
        (
            "Gus Ek graduated from Uppsala University at the end of 1892.",
            ("Gus Ek", "GRADUATED_FROM", "Uppsala University"),
            (None, "1893-01-01"),
        ),
        ("Ada Fenn led Orsk Lab until the end of 2019-07.", ("Ada Fenn", "LED", "Orsk Lab"), (None, "2019-08-01")),
        (
            "Ada Fenn led Orsk Lab until Bo Ames took over late in 2011.",
            ("Ada Fenn", "LED", "Orsk Lab"),
            (None, "2012-01-01"),
        ),
    ],
)
def test_the_end_of_a_year_is_in_that_year_whatever_its_cue(text, tie, dates):
    assert read_ties(text)[tie] == dates


def test_the_beginning_and_the_end_of_a_period_are_its_edges():
    ties = read_ties("Ann Lee ran the Orsk Club from the beginning of 2014 until the end of 2015.")
    assert ties[("Ann Lee", "RAN", "Orsk Club")] == ("2014-01-01", "2016-01-01")


def test_a_point_in_a_year_out_of_range_says_the_range():
    with pytest.raises(BadDateError, match="cannot read 'the end of 10000' as a year: a memory holds years 1 to 9999"):
        read_time("the end of 10000")


def test_the_end_of_a_season_over_two_years_is_its_second_year():
    assert read_time("the end of the 2015–16 season").describe() == "2016 (year)"
