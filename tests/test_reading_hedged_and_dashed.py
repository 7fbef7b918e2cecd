"""Time in a question as a historian types it: "about 1700", "ca 1700", "the 810s", "the 800s", and two years
joined by a hyphen ("1990-1995"), in a question and in a text."""

from __future__ import annotations

import pytest

from c0lab._reading import find_time
from tests._ties import read_ties


@pytest.mark.parametrize("said", ["about 1700", "ca 1700", "ca. 1700", "around 1700"])
def test_a_hedged_year_is_read_around_it(said):
    reading = find_time(f"who was Astronomer Royal {said}?")
    assert (reading.describe(), reading.cue) == ("1700 (year)", "around")


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("in the 810s", "the 810s (decade)"),
        ("in the 800s", "the 9th century (century)"),
        ("in the 1710s", "the 1710s (decade)"),
    ],
)
def test_a_decade_or_century_of_three_digit_years_is_read(said, read):
    assert find_time(f"who led the Abbasid Caliphate {said}?").describe() == read


@pytest.mark.parametrize("question", ["who led it 1990-1995?", "who led it in 1990-1995?", "who led it 1990–1995?"])
def test_two_years_joined_by_a_hyphen_or_a_dash_are_a_range(question):
    reading = find_time(question)
    assert (reading.describe(), reading.cue) == ("1990 to 1995 (year)", "between")


def test_a_month_or_a_backward_pair_is_no_range():
    assert find_time("who led it in 2019-07?").describe() == "July 2019 (month)"
    backward = find_time("who led it in 1995-1990?")
    assert backward is None or backward.cue != "between"


def test_a_text_reads_two_years_joined_by_a_hyphen_as_a_stint():
    assert read_ties("Ana Pell led the Orsk Club 1990-1995.")[("Ana Pell", "LED", "Orsk Club")] == (
        "1990-01-01",
        "1996-01-01",
    )


@pytest.mark.parametrize(("said", "cue"), [("after about 1700", "after"), ("before c. 1700", "before")])
def test_a_hedge_after_a_cue_keeps_the_cue(said, cue):
    reading = find_time(f"who was Astronomer Royal {said}?")
    assert (reading.describe(), reading.cue) == ("1700 (year)", cue)


def test_a_hedged_range_or_end_in_a_text_keeps_its_roles():
    assert read_ties("Ana Pell led the Orsk Club from c. 1650 to 1655.")[("Ana Pell", "LED", "Orsk Club")] == (
        "1650-01-01",
        "1656-01-01",
    )
    assert read_ties("Ana Pell led the Orsk Club until about 1700.")[("Ana Pell", "LED", "Orsk Club")] == (
        None,
        "1701-01-01",
    )


def test_a_decade_or_a_season_later_counts_from_the_last_date():
    ties = read_ties("In 2001 Tom Bell joined Orsk Rovers. A decade later he joined Kell Town.")
    assert ties[("Tom Bell", "JOINED", "Kell Town")] == ("2011-01-01", None)
    ties = read_ties("In 2001 Tom Bell joined Orsk Rovers. The following season he joined Kell Town.")
    assert ties[("Tom Bell", "JOINED", "Kell Town")] == ("2002-01-01", None)
