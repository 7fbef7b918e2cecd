"""A day said with its weekday or its clock time, as mail headers and posts stamp it, is that day; an ISO day and
time stays a moment; a word that only opens like a weekday, a year alone after one, or a clock past 23:59 is no date."""

from __future__ import annotations

import pytest

from c0lab import BadDateError
from c0lab._reading import read_time


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("Tue, 3 May 2022 10:00:00 +0000", "2022-05-03 (day)"),
        ("Tuesday, March 3, 2020 10:15 AM", "2020-03-03 (day)"),
        ("March 3, 2020 at 10:15 am", "2020-03-03 (day)"),
        ("as of Tue, 3 May 2022", "2022-05-03 (day)"),
        ("2022-05-03 10:00", "2022-05-03 10:00 (instant)"),
        ("Saturday", "2024-06-01 (day)"),
    ],
)
def test_a_day_said_with_its_weekday_or_clock_is_that_day(said, read):
    assert read_time(said, now="2024-06-01").describe() == read


@pytest.mark.parametrize(
    "said",
    ["Montreal 2020", "Wed 2020", "3 May 2022 at 25:99", "3 May 2022, 10.30 and", "1999 12:30", "the 1990s 10:00"],
)
def test_what_only_looks_like_a_weekday_or_a_clock_is_no_date(said):
    with pytest.raises(BadDateError):
        read_time(said, now="2024-06-01")
