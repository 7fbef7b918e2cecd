"""A season written over two years ("the 1908-09 season", "1923–24"), parts of a century and years given as ints:
read as the span they say, in writes and questions alike; a bare "1911-12" stays ISO's month."""

from __future__ import annotations

import pytest

from c0lab import BadDateError, Memory
from c0lab._reading import find_time, read_time
from c0lab._time import format_time, parse_time


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("1908-09 season", "1908 to 1909"),  # 09 is the next year's and "season" says so: not September 1908
        ("1910–11", "1910 to 1911"),
        ("1911/12", "1911 to 1912"),
        ("1919-20", "1919 to 1920"),
        ("1923–24", "1923 to 1924"),
        ("the 1923–24 season", "1923 to 1924"),
        ("the 1908-09 season", "1908 to 1909"),
        ("1999-00", "1999 to 2000"),
        ("2019-20", "2019 to 2020"),  # no month 20: it can only be a season
    ],
)
def test_a_season_over_two_years_is_read_as_both_years(text, label):
    assert read_time(text).label() == label
    assert format_time(parse_time(text, what="valid_from")) == f"{label[:4]}-01-01"
    assert format_time(parse_time(text, what="valid_to")) == f"{int(label[-4:]) + 1:04d}-01-01"


def test_a_hyphen_whose_digits_are_not_the_next_year_stays_a_month():
    assert read_time("2019-07").describe() == "July 2019 (month)"
    assert read_time("1908-10").describe() == "October 1908 (month)"  # 10 is not 09
    assert read_time("1911-12").describe() == "December 1911 (month)"  # ISO, as data files write it
    assert read_time("the 1911-12 season").describe() == "1911 to 1912 (year)"
    with pytest.raises(BadDateError, match="neither a month"):
        read_time("2019-13")


@pytest.mark.parametrize(
    "question",
    [
        "which club did Ada Brook play for in the 1908-09 season?",
        "which club did Ada Brook play for in 1908–09?",
        "which club did Ada Brook play for in the 1908–09 season?",
    ],
)
def test_a_question_reads_the_season_as_its_span(question):
    reading = find_time(question)
    assert reading.describe() == "1908 to 1909 (year)" and reading.cue == "between"


def test_a_write_takes_the_season_and_the_walk_reads_it(tmp_path):
    mem = Memory.open(tmp_path / "m", namespace="t")
    for name in ("Ada Brook", "Kestrel Town", "Fenmoor United"):
        mem.add_concept(name, "A player." if name == "Ada Brook" else "A club.")
    mem.relate("Ada Brook", "PLAYED_FOR", "Kestrel Town", valid_from="1905", valid_to="1908")
    mem.relate("Ada Brook", "PLAYED_FOR", "Fenmoor United", valid_from="the 1908–09 season", valid_to="1911–12")
    walk = mem.walk("which club did Ada Brook play for in the 1910-11 season?")
    first = next(line for line in walk.context.splitlines() if line.startswith("- "))
    assert "Fenmoor United" in first and "(1908–1912)" in first
    assert "held over all of 1910 to 1911" in walk.context  # not "as of November 1910"


@pytest.mark.parametrize(
    ("text", "label", "start", "end"),
    [
        ("late 19th century", "the late 1800s", "1870-01-01", "1900-01-01"),
        ("the early 19th century", "the early 1800s", "1800-01-01", "1840-01-01"),
        ("the mid-19th century", "the mid 1800s", "1840-01-01", "1870-01-01"),
        ("mid nineteenth century", "the mid 1800s", "1840-01-01", "1870-01-01"),
    ],
)
def test_a_part_of_a_century_is_read_at_its_precision(text, label, start, end):
    reading = read_time(text)
    assert (reading.label(), reading.precision.value) == (label, "part of a century")
    assert (format_time(reading.start), format_time(reading.end)) == (start, end)


def test_a_question_names_a_part_of_a_century():
    assert find_time("who ruled Tarn in the late 19th century?").describe() == "the late 1800s (part of a century)"


def test_a_year_given_as_an_int_is_read_as_that_year(tmp_path):
    mem = Memory.open(tmp_path / "m", namespace="t")
    mem.add_concept("Ada Brook", "A player.", valid_from=1880)
    mem.add_concept("Kestrel Town", "A club.")
    mem.relate("Ada Brook", "PLAYED_FOR", "Kestrel Town", valid_from=1919, valid_to=1921)
    assert "(1919–1921)" in mem.walk("Ada Brook", as_of=1920).context
    for year in (0, 10000):
        with pytest.raises(BadDateError, match="1 to 9999"):
            mem.relate("Ada Brook", "PLAYED_FOR", "Kestrel Town", valid_from=year)
    with pytest.raises(BadDateError, match="a year \\(an int\\), not float"):
        mem.relate("Ada Brook", "PLAYED_FOR", "Kestrel Town", valid_from=1919.5)


@pytest.mark.parametrize("question", ["who coached Kestrel Town in 0?", "as of 00, who coached Kestrel Town?"])
def test_a_question_naming_year_0_is_refused_in_one_line(tmp_path, question):
    with pytest.raises(BadDateError, match="cannot read '0+' as a year: a memory holds years 1 to 9999"):
        find_time(question)
    mem = Memory.open(tmp_path / "m", namespace="t")
    mem.add_concept("Kestrel Town", "A club.")
    with pytest.raises(BadDateError, match="1 to 9999"):
        mem.walk(question)


def test_a_zero_that_counts_things_is_no_year():
    assert find_time("who scored in 0 games?") is None and find_time("who won in 0.5 seconds?") is None


def test_the_first_century_and_years_before_christ():
    assert read_time("early 1st century").describe() == "the early 1st century (part of a century)"
    assert format_time(parse_time("early 1st century", what="valid_from")) == "0001-01-01"
    with pytest.raises(BadDateError, match="BC: a memory holds years 1 to 9999"):
        find_time("who led Rome in the 1st century BC?")


def test_a_season_across_a_century_is_both_years():
    assert read_time("1999–2000").label() == "1999 to 2000"
    assert read_time("the 1899–1900 season").label() == "1899 to 1900"
    assert find_time("who managed Rovers in 1999–2000?").label() == "1999 to 2000"


def test_an_event_given_as_a_date_says_where_events_are_read():
    with pytest.raises(BadDateError, match=r"an event \('after X', 'when X …'\) is read from a walk's question"):
        read_time("after the 1931 crisis")
    with pytest.raises(BadDateError) as plain:
        read_time("the war")
    assert "event" not in str(plain.value)  # no event word, no such hint
