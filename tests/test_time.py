from datetime import UTC, date, datetime, timedelta, timezone

import numpy as np
import pandas as pd
import pytest

from c0lab import BadDateError, parse_time
from c0lab._time import (
    BEGINNING,
    FOREVER,
    format_time,
    now_micros,
    read_time,
    to_timestamp,
    visible,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2022-06-01", "2022-06-01"),
        ("2023-07", "2023-07-01"),
        ("2023", "2023-01-01"),
        ("mid-2023", "2023-07-01"),
        ("mid 2023", "2023-07-01"),
        ("early 2021", "2021-02-15"),
        ("late-2021", "2021-11-15"),
        ("June 2022", "2022-06-01"),
        ("1 June 2022", "2022-06-01"),
        ("2022-06-01T12:00+02:00", "2022-06-01 10:00"),
        ("  2022-06-01  ", "2022-06-01"),
    ],
)
def test_parse_time_reads_user_dates_as_utc(text, expected):
    assert format_time(parse_time(text)) == expected


def test_parse_time_accepts_datetimes_dates_and_timestamps():
    aware = datetime(2022, 6, 1, 2, 0, tzinfo=timezone(timedelta(hours=2)))
    assert parse_time(aware) == parse_time("2022-06-01T00:00Z")
    assert parse_time(datetime(2022, 6, 1)) == parse_time("2022-06-01")  # naive means UTC
    assert parse_time(date(2022, 6, 1)) == parse_time("2022-06-01")
    assert parse_time(pd.Timestamp("2022-06-01", tz="UTC")) == parse_time("2022-06-01")


def test_now_is_the_current_time():
    before = now_micros()
    assert before <= parse_time("now") <= now_micros()
    assert format_time(parse_time("today")) == datetime.now(UTC).strftime("%Y-%m-%d")


@pytest.mark.parametrize("bad", ["soon", "", "1", "13/45/2022", "2022-13-01", "yesterday-ish", "mid-20"])
def test_malformed_dates_raise_one_clear_line(bad):
    with pytest.raises(BadDateError) as caught:
        parse_time(bad)
    message = str(caught.value)
    assert repr(bad) in message and "\n" not in message and "2022-06-01" in message


@pytest.mark.parametrize("bad", [20220601, None, pd.NaT, 3.5])
def test_non_dates_are_refused(bad):
    with pytest.raises(BadDateError):
        parse_time(bad)


def test_visible_uses_half_open_intervals_on_both_axes():
    assert visible(10, 20, 5, 30, as_of=10, known_at=5)
    assert not visible(10, 20, 5, 30, as_of=20, known_at=5)
    assert not visible(10, 20, 5, 30, as_of=15, known_at=30)
    assert not visible(10, 20, 5, 30, as_of=15, known_at=4)
    assert visible(BEGINNING, FOREVER, 0, FOREVER, as_of=BEGINNING, known_at=0)


def test_visible_filters_arrays_the_same_way_as_scalars():
    columns = [np.array(values, dtype=np.int64) for values in ([0, 10, 0], [10, 20, FOREVER], [0, 0, 5], [FOREVER] * 3)]
    mask = visible(*columns, as_of=12, known_at=3)
    assert mask.tolist() == [visible(*(int(c[i]) for c in columns), as_of=12, known_at=3) for i in range(3)]
    assert mask.tolist() == [False, True, False]


def test_open_ends_become_nat_and_words():
    assert to_timestamp(FOREVER) is pd.NaT and to_timestamp(BEGINNING) is pd.NaT
    assert format_time(BEGINNING) == "since always" and format_time(FOREVER) == "open"
    assert to_timestamp(parse_time("2022-06-01")) == pd.Timestamp("2022-06-01", tz="UTC")


def test_a_year_at_the_end_of_a_sentence_is_read_but_not_a_version_number():
    from c0lab._time import find_date

    assert find_date("Who led it in 2019.")[0] == find_date("Who led it in 2019")[0] is not None
    assert find_date("what changed in release 2019.3")[0] is None


def test_a_day_that_is_not_on_the_calendar_in_a_question_is_refused():
    from c0lab import BadDateError
    from c0lab._time import find_date

    with pytest.raises(BadDateError, match="2021-02-30"):
        find_date("who led Project Zephyr on 2021-02-30?")


@pytest.mark.parametrize("value", ["0", "0000", "10000", "year 0", "Jan, 10000", "2022-06-01 in 10000"])
def test_a_year_outside_1_to_9999_is_refused_with_the_range_or_the_forms(value):
    with pytest.raises(BadDateError) as caught:
        parse_time(value, what="as_of")
    assert "\n" not in str(caught.value)
    assert "1 to 9999" in str(caught.value) or "2022-06-01" in str(caught.value)


@pytest.mark.parametrize("value", ["10000", "0000", "10000-01-01"])
def test_year_0_or_10000_names_the_range(value):
    with pytest.raises(BadDateError, match="years 1 to 9999"):
        read_time(value)


@pytest.mark.parametrize(
    ("value", "day"),
    [
        ("1543", "1543-07-01"),
        ("0001", "0001-07-01"),
        ("9999", "9999-07-01"),
        ("March 1500", "1500-03-15"),
        ("as of 1863", "1863-07-01"),
    ],
)
def test_any_year_from_1_to_9999_is_read_as_a_point(value, day):
    assert format_time(parse_time(value, what="as_of")) == day


@pytest.mark.parametrize(
    ("value", "day"),
    [("before 1875", "1874-12-31 23:59"), ("after 1875", "1876-01-01"), ("by March 1902", "1902-03-31 23:59")],
)
def test_a_point_in_time_keeps_its_cue(value, day):
    assert format_time(parse_time(value, what="as_of")) == day


def test_a_time_outside_the_calendar_is_formatted_not_raised():
    assert format_time(parse_time("0001-01-01") - 1) == "before 0001-01-01"  # "before year 1", said so
    assert format_time(2**62) == "after 9999"
