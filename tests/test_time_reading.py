"""The one reader of time: every common written form, its precision and span, cues, relative words."""

import re
from datetime import UTC, datetime

import pytest

from c0lab import BadDateError
from c0lab._time import (
    FOREVER,
    Precision,
    TimeReading,
    find_date,
    find_time,
    format_span,
    format_time,
    parse_time,
    read_time,
    without_times,
)

NOW = parse_time("2019-07-20")


def span(reading: TimeReading) -> tuple[str, str]:
    return format_time(reading.start), format_time(reading.end)


@pytest.mark.parametrize(
    ("text", "described", "start", "end"),
    [
        ("2019-07", "July 2019 (month)", "2019-07-01", "2019-08-01"),
        ("2019-07-04", "2019-07-04 (day)", "2019-07-04", "2019-07-05"),
        ("Jan, 1908", "January 1908 (month)", "1908-01-01", "1908-02-01"),
        ("January 1908", "January 1908 (month)", "1908-01-01", "1908-02-01"),
        ("Jan 1908", "January 1908 (month)", "1908-01-01", "1908-02-01"),
        ("1908, January", "January 1908 (month)", "1908-01-01", "1908-02-01"),  # the year first, as some tables
        ("1908, Jan. 5", "1908-01-05 (day)", "1908-01-05", "1908-01-06"),
        ("2019 July 4th", "2019-07-04 (day)", "2019-07-04", "2019-07-05"),
        ("March of 1908", "March 1908 (month)", "1908-03-01", "1908-04-01"),
        ("the 4th of July of 1776", "1776-07-04 (day)", "1776-07-04", "1776-07-05"),
        ("1 January 1908", "1908-01-01 (day)", "1908-01-01", "1908-01-02"),
        ("January 1st, 1908", "1908-01-01 (day)", "1908-01-01", "1908-01-02"),
        ("1908", "1908 (year)", "1908-01-01", "1909-01-01"),
        ("the 1990s", "the 1990s (decade)", "1990-01-01", "2000-01-01"),
        ("early 2015", "early 2015 (part of a year)", "2015-01-01", "2015-05-01"),
        ("mid 2015", "mid 2015 (part of a year)", "2015-05-01", "2015-09-01"),
        ("late 2015", "late 2015 (part of a year)", "2015-09-01", "2016-01-01"),
        ("spring of 2019", "spring 2019 (season)", "2019-03-01", "2019-06-01"),
        ("summer of 2019", "summer 2019 (season)", "2019-06-01", "2019-09-01"),
        ("in the spring of 1919", "spring 1919 (season)", "1919-03-01", "1919-06-01"),  # "the" before a season
        ("autumn of 2019", "autumn 2019 (season)", "2019-09-01", "2019-12-01"),
        ("fall 2019", "fall 2019 (season)", "2019-09-01", "2019-12-01"),
        ("winter of 2019", "winter 2019 (season)", "2019-12-01", "2020-03-01"),
        ("Q3 2020", "Q3 2020 (quarter)", "2020-07-01", "2020-10-01"),
        ("the third quarter of 2020", "Q3 2020 (quarter)", "2020-07-01", "2020-10-01"),
        ("1543", "1543 (year)", "1543-01-01", "1544-01-01"),
        ("0001", "1 (year)", "0001-01-01", "0002-01-01"),
        ("12 March 1543", "1543-03-12 (day)", "1543-03-12", "1543-03-13"),
        ("9999", "9999 (year)", "9999-01-01", "10000-01-01"),
        ("last year", "2018 (year)", "2018-01-01", "2019-01-01"),
        ("this year", "2019 (year)", "2019-01-01", "2020-01-01"),
        ("two weeks ago", "2019-07-06 (day)", "2019-07-06", "2019-07-07"),
        ("last month", "June 2019 (month)", "2019-06-01", "2019-07-01"),
    ],
)
def test_read_time_reads_each_form_with_its_precision_and_span(text, described, start, end):
    reading = read_time(text, now=NOW)
    assert reading.describe() == str(reading) == described
    assert span(reading) == (start, end)


@pytest.mark.parametrize("cue", ["as of", "in", "during", "by", "at the time of", "before", "after", "since"])
def test_a_cue_word_is_kept_and_the_date_read(cue):
    reading = read_time(f"{cue} 1863")
    assert reading.cue == cue and reading.precision is Precision.YEAR and span(reading)[0] == "1863-01-01"


def test_the_moment_a_cue_asks_about():
    assert format_time(read_time("in 2020").moment) == "2020-07-01"
    assert format_time(read_time("Jan, 1908").moment) == "1908-01-15"
    assert format_time(read_time("after 2023").moment) == "2024-01-01"
    assert read_time("before 2024").moment == parse_time("2024") - 1
    assert read_time("by 2023").moment == parse_time("2024") - 1
    assert format_time(read_time("since 2023").moment) == "2023-01-01"


@pytest.mark.parametrize(
    ("question", "described", "phrase"),
    [
        ("Which team did Percy Smith play for in Jan, 1908?", "January 1908 (month)", "in Jan, 1908"),
        ("who did X lose to this year as of 2019", "2019 (year)", "as of 2019"),
        ("who was president as of 1863", "1863 (year)", "as of 1863"),
        ("who led it in the 1990s", "the 1990s (decade)", "in the 1990s"),
        ("what sold best in Q3 2020?", "Q3 2020 (quarter)", "in Q3 2020"),
        ("who played there during summer of 2019?", "summer 2019 (season)", "during summer of 2019"),
        ("who led it in early 2015", "early 2015 (part of a year)", "in early 2015"),
        ("where was Galileo at the time of 1610?", "1610 (year)", "at the time of 1610"),
        ("who led it last year", "2018 (year)", "last year"),
        ("what changed two weeks ago", "2019-07-06 (day)", "two weeks ago"),
        ("who was bishop in 1450", "1450 (year)", "in 1450"),
        ("who led it on January 1st, 1908?", "1908-01-01 (day)", "on January 1st, 1908"),
        ("who ruled England in the year 1066?", "1066 (year)", "in the year 1066"),
        ("In July of 2017 the toolkit moved to Oslo", "July 2017 (month)", "In July of 2017"),
        ("Which team did Percy Smith play for in 1908, January?", "January 1908 (month)", "in 1908, January"),
        ("who led it on 2019, July 4?", "2019-07-04 (day)", "on 2019, July 4"),
        ("In 2019 May Ames joined the board", "2019 (year)", "In 2019"),  # a name after the year, not a month
        ("Flight 1549, January 15, 2009, was flown by Ana Roe", "2009-01-15 (day)", "January 15, 2009"),  # a number
        (
            "who led it from 2016, December to 2019, May?",
            "December 2016 to May 2019 (month)",
            "from 2016, December to 2019, May",
        ),
    ],
)
def test_find_time_reads_the_date_a_question_states(question, described, phrase):
    reading = find_time(question, now=NOW)
    assert reading.describe() == described
    assert question[reading.place[0] : reading.place[1]] == phrase


def test_an_explicit_date_beats_a_relative_word_and_relative_words_read_against_now():
    assert find_time("who did X lose to this year as of 2019", now=parse_time("2026-12-01")).describe() == "2019 (year)"
    assert find_time("who did X lose to this year", now=parse_time("2026-12-01")).describe() == "2026 (year)"
    this_year = datetime.now(UTC).year
    assert find_time("who did X lose to this year").describe() == f"{this_year} (year)"


@pytest.mark.parametrize(
    "question",
    [
        "what is GPT-4?",
        "who may lead it",
        "what did version 2019.3 change",
        "which model has 1760 billion parameters",
        "what is hybrid search",
        "what did Ana do in year 3 of the project?",
    ],
)
def test_numbers_and_words_that_are_not_dates_are_not_read(question):
    assert find_time(question, now=NOW) is None


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("who led it in year 0?", "year 0"),
        ("who led it in 0000?", "0000"),
        ("who led it as of 31 February 1950?", "31 February 1950"),
        ("who led it in Q5 2020?", "Q5 2020"),
        ("who led it on 06/01/1950?", "06/01/1950"),
    ],
)
def test_a_question_that_names_a_date_no_calendar_holds_is_one_line_not_a_guess(question, named):
    with pytest.raises(BadDateError) as caught:
        find_time(question, now=NOW)
    assert "\n" not in str(caught.value) and repr(named) in str(caught.value)
    assert find_time(question, now=NOW, each=True) is None  # a text is read on, not refused


def test_a_slashed_date_with_one_calendar_reading_is_read():
    assert read_time("12/25/2020").describe() == read_time("25/12/2020").describe() == "2020-12-25 (day)"
    with pytest.raises(BadDateError, match="day/month or month/day"):
        read_time("06/01/2019")


def test_find_date_gives_the_moment_and_the_question_without_its_dates():
    moment, rest = find_date("who did X lose to this year as of 2019?")
    assert format_time(moment) == "2019-07-01" and rest == "who did X lose to this year?"
    assert without_times("who did X lose to this year as of 2019?") == "who did X lose to?"
    moment, rest = find_date("Which team did Percy Smith play for in Jan, 1908?")
    assert format_time(moment) == "1908-01-15" and rest == "Which team did Percy Smith play for?"


def test_an_interval_end_at_month_or_year_precision_covers_the_period():
    assert format_time(parse_time("Jan, 2008", what="valid_to")) == "2008-02-01"
    assert format_time(parse_time("2008", what="valid_to")) == "2009-01-01"
    assert format_time(parse_time("2008-01-05", what="valid_to")) == "2008-01-05"  # a day: the instant it stops
    assert format_time(parse_time("Jan, 2008", what="valid_from")) == "2008-01-01"


def test_format_span_prints_the_precision_an_interval_holds():
    assert format_span(parse_time("1902"), parse_time("1910", what="valid_to")) == "1902–1910"
    assert format_span(parse_time("Jan, 2008"), parse_time("Jan, 2008", what="valid_to")) == "2008-01"
    assert format_span(parse_time("2008-01"), parse_time("2008-03", what="valid_to")) == "2008-01–2008-03"
    assert format_span(parse_time("2019-03-04"), parse_time("2019-03-10")) == "2019-03-04 – 2019-03-10"
    next_day = parse_time("2019-03-04", what="valid_to") + 86_400_000_000
    assert format_span(parse_time("2019-03-04"), next_day) == "2019-03-04"
    assert format_span(parse_time("1543"), FOREVER) == "1543 → open"


@pytest.mark.parametrize("bad", ["soon", "", "1", "13/45/2022", "2022-13-01", "mid-20", "Febtember 2020"])
def test_an_unreadable_time_is_one_line_naming_the_forms(bad):
    with pytest.raises(BadDateError) as caught:
        read_time(bad)
    message = str(caught.value)
    assert (
        "\n" not in message
        and repr(bad) in message
        and ("Jan, 1908" in message or "ISO" in message or "calendar" in message)
    )


def test_now_may_be_a_datetime():
    base = datetime(2019, 7, 20, tzinfo=UTC)
    assert (
        read_time("last year", now=base).describe()
        == find_time("who won last year", now=base).describe()
        == "2018 (year)"
    )


@pytest.mark.parametrize(
    "text, said",
    [
        ("directed by John Flamsteed from 1675 to 1719.", ["1675", "1719"]),
        ("Between 1600 and 1650 the chair was empty.", ["1600", "1650"]),
        ("He had 1200 to 1500 pupils.", []),  # numbers with no cue before the first: no range to close
        ("It grew in 2019 to 300 people.", ["2019"]),  # "in" opens no range
        ("The 1990s and 1200 soldiers", ["The 1990s"]),
        ("from 1675 to 1719 and 1200 pupils", ["1675", "1719"]),  # a range closes once
        ("from 1700 to 1650", ["1700"]),  # a range does not run backwards
    ],
)
def test_a_year_outside_1800_2099_closes_a_range_its_cued_start_opened(text, said):
    from c0lab._reading import phrases

    assert [match["date"] for match in phrases(text)] == said


def test_ingest_keeps_the_end_of_a_range_before_1800(tmp_path):
    from c0lab import Memory

    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest("The Royal Observatory was directed by John Flamsteed from 1675 to 1719.", at="2026-11-01")
        assert mem.neighbours("Royal Observatory", as_of="1700")["name"].tolist() == ["John Flamsteed"]
        assert mem.neighbours("Royal Observatory", as_of="1730").empty


@pytest.mark.parametrize(
    "said, described, years",
    [
        ("the early 1990s", "the early 1990s (part of a decade)", (1990, 1994)),
        ("mid-1740s", "the mid 1740s (part of a decade)", (1744, 1747)),
        ("late 1990s", "the late 1990s (part of a decade)", (1997, 2000)),
        ("the late 1600s", "the late 1600s (part of a century)", (1670, 1700)),
        ("the mid 9990s", "the mid 9990s (part of a decade)", (9994, 9997)),
    ],
)
def test_early_mid_late_of_a_decade_or_a_century(said, described, years):
    from c0lab._reading import read_time

    reading = read_time(said)
    assert reading.describe() == described
    assert (reading.start, reading.end) == (parse_time(str(years[0])), parse_time(str(years[1])))


def test_a_walk_reads_the_early_1990s_as_a_whole_period(tmp_path):
    from c0lab import Memory

    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Vision Lab", "Mira Holt", "Oskar Lind")])
        mem.relate("Vision Lab", "LED_BY", "Mira Holt", valid_from="1985", valid_to="1991")
        mem.relate("Vision Lab", "LED_BY", "Oskar Lind", valid_from="1992")
        context = mem.walk("who led Vision Lab in the early 1990s?").context
        assert "Current facts (at any time in the early 1990s):" in context.splitlines()
        assert "- [replaced 1992 by Oskar Lind] Vision Lab led by Mira Holt (1985–1991)" in context.splitlines()


def test_one_month_pattern_reads_every_month_word_and_no_other() -> None:
    """``MONTH`` and ``CAPITAL_MONTH`` are made from ``MONTHS`` (the one list the extractor's patterns use): each
    month word whole, "Mayor" never, a lower-case "may" never as a capitalised month even under ``re.I``; a short
    form before a spaced comma is read to the day as a full name is ("Sept 5 , 2020")."""
    from c0lab._reading import CAPITAL_MONTH, MONTH, MONTHS, find_time

    assert all(re.fullmatch(MONTH, word) and re.fullmatch(CAPITAL_MONTH, word.capitalize()) for word in MONTHS)
    assert re.findall(CAPITAL_MONTH, "Mayor may May Sept.", re.I) == ["May", "Sept"]
    assert re.search(MONTH, "mayor marches") is None
    assert str(find_time("He left on Sept 5 , 2020 for Oslo.")) == str(find_time("He left on September 5, 2020."))
