"""A historian's dates (issue 22, a stranger's notebook): any year 1–9999 read alike, centuries, "c. 1620",
the end of 9999 stored and read back, one rule for two-digit years, and one line for every date refused."""

import pytest

from c0lab import BadDateError, Memory
from c0lab._reading import TWO_DIGITS
from c0lab._time import (
    LAST_END,
    Precision,
    find_time,
    format_span,
    format_time,
    micros_of_timestamp,
    parse_time,
    read_time,
    to_timestamp,
    without_times,
)


@pytest.mark.parametrize(
    ("question", "start", "end"),
    [
        ("who ruled Vellmar between 1600 and 1700?", "1600-01-01", "1701-01-01"),
        ("who ruled between 1543 and 1610?", "1543-01-01", "1611-01-01"),
        ("who ruled between 1900 and 1950?", "1900-01-01", "1951-01-01"),
        ("who ruled between 476 and 1066?", "0476-01-01", "1067-01-01"),
    ],
)
def test_a_range_between_two_years_is_read_for_any_year(question, start, end):
    reading = find_time(question)
    assert reading is not None and reading.cue == "between"
    assert (format_time(reading.start), format_time(reading.end)) == (start, end)
    assert "between" not in without_times(question, keep=reading.place)


@pytest.mark.parametrize(
    ("text", "label", "start", "end"),
    [
        ("the 16th century", "the 16th century", "1500-01-01", "1600-01-01"),
        ("in the sixteenth century", "the 16th century", "1500-01-01", "1600-01-01"),
        ("16th-century", "the 16th century", "1500-01-01", "1600-01-01"),
        ("the twenty-first century", "the 21st century", "2000-01-01", "2100-01-01"),
        ("the 1500s", "the 16th century", "1500-01-01", "1600-01-01"),
        ("1500s", "the 16th century", "1500-01-01", "1600-01-01"),
        ("the 1900s", "the 20th century", "1900-01-01", "2000-01-01"),
        ("the 1st century", "the 1st century", "0001-01-01", "0100-01-01"),
    ],
)
def test_a_century_is_read_at_its_own_precision(text, label, start, end):
    reading = read_time(text)
    assert reading.precision is Precision.CENTURY
    assert reading.label() == label
    assert (format_time(reading.start), format_time(reading.end)) == (start, end)


def test_a_decade_stays_a_decade_and_the_2000s_are_the_decade_english_names():
    assert read_time("the 1990s").precision is Precision.DECADE
    assert read_time("the 2000s").describe() == "the 2000s (decade)"
    assert read_time("the 100th century").end == LAST_END
    with pytest.raises(BadDateError, match="years 1 to 9999"):
        read_time("the 101st century")


def test_a_question_naming_a_century_reads_it():
    assert find_time("who ruled in the 16th century?").describe() == "the 16th century (century)"
    assert find_time("who ruled in the 1500s?").describe() == "the 16th century (century)"


@pytest.mark.parametrize("text", ["c. 1620", "c.1620", "ca. 1620", "circa 1620"])
def test_circa_is_read_as_around_that_year(text):
    reading = read_time(text)
    assert (reading.describe(), reading.cue) == ("1620 (year)", "around")
    found = find_time(f"who ruled Vellmar {text}?")
    assert found is not None and found.describe() == "1620 (year)"
    assert without_times(f"who ruled Vellmar {text}?") == "who ruled Vellmar?"


def test_the_walk_reads_a_century_as_a_whole_period(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.add_concepts([{"name": "Vellmar"}, {"name": "Queen Asta"}, {"name": "King Orm"}])
    memory.relate("Vellmar", "RULED_BY", "Queen Asta", valid_from="1520", valid_to="1579")
    memory.relate("Vellmar", "RULED_BY", "King Orm", valid_from="1580", valid_to="1640")
    lines = memory.walk("who ruled Vellmar in the 16th century?").context.splitlines()
    memory.close()
    assert "Current facts (at any time in the 16th century):" in lines
    facts = [line for line in lines if "ruled by" in line]
    assert "King Orm" in facts[0] and "[replaced 1580 by King Orm]" in facts[1]


@pytest.mark.parametrize("end", ["9999", "December 9999", "9999-12-31T23:59:59.999999Z"])
def test_a_fact_valid_to_the_end_of_9999_is_read_formatted_and_round_trips(tmp_path, end):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.add_concepts([{"name": "Star Archive"}, {"name": "Curator Pell"}])
    memory.relate("Star Archive", "CURATED_BY", "Curator Pell", valid_from="2000", valid_to=end)
    context = memory.walk("who curates the Star Archive in 2020?").context
    assert "Star Archive curated by Curator Pell" in context
    memory.export(tmp_path / "exported")
    memory.close()
    copy = Memory.import_(tmp_path / "exported", tmp_path / "copy")
    assert "Curator Pell" in copy.walk("who curates the Star Archive?").context
    copy.close()


def test_the_end_of_9999_survives_a_timestamp():
    assert micros_of_timestamp(to_timestamp(LAST_END)) == LAST_END
    assert parse_time(to_timestamp(LAST_END)) == LAST_END
    assert format_span(parse_time("2000"), LAST_END) == "2000–9999"
    assert format_time(parse_time("0001") - 1) == "before 0001-01-01"


def test_relative_words_are_read_against_a_now_given_as_text():
    assert read_time("last year", now="2026-12-01").describe() == "2025 (year)"
    with pytest.raises(BadDateError, match="for now"):
        read_time("last year", now="someday")
    with pytest.raises(BadDateError, match="not float"):
        read_time("last year", now=3.5)


@pytest.mark.parametrize(
    "text", ["44", "the 40s", "the '40s", "January 44", "5 January 44", "06/01/23", "Q3 44", "'17", "’98"]
)
def test_a_two_digit_year_is_never_guessed_and_the_error_says_the_rule(text):
    with pytest.raises(BadDateError) as raised:
        read_time(text)
    assert TWO_DIGITS in str(raised.value) and "\n" not in str(raised.value)


@pytest.mark.parametrize(
    "question", ["who led Orvik Mill in '17?", "Who was its director since ’98?", "who led Orvik Mill in ‘17?"]
)
def test_a_clipped_year_in_a_question_is_refused_not_read_as_now(question):
    """ "in '17" was read as no time at all, so the walk answered as of now; two digits are never guessed."""
    from c0lab._reading import find_time

    with pytest.raises(BadDateError, match="two digits are never guessed"):
        find_time(question)


def test_a_clipped_number_that_opens_a_title_is_no_year():
    from c0lab._reading import find_time

    assert find_time("Who sang in '99 Red Balloons?") is None


@pytest.mark.parametrize(("text", "year"), [("0044", 44), ("year 44", 44), ("44 AD", 44), ("January 476", 476)])
def test_a_short_year_written_in_full_or_said_to_be_one_is_read(text, year):
    assert to_timestamp(read_time(text).start).year == year


def test_march_5_is_still_a_day():
    assert read_time("March 5", now=parse_time("2019-07-20")).describe() == "2019-03-05 (day)"


@pytest.mark.parametrize("text", ["44 BC", "the 16th century BCE", "-44"])
def test_a_year_before_1_is_refused_with_the_range(text):
    with pytest.raises(BadDateError, match="years 1 to 9999"):
        read_time(text)


def test_a_question_naming_year_10000_gets_the_range_error():
    with pytest.raises(BadDateError, match="years 1 to 9999"):
        find_time("who led the Corven Guild in 10000?")
    assert find_time("in 10000 words, what is the Corven Guild?") is None  # a number, not a year


def test_a_slashed_date_no_calendar_holds_is_said_to_be_none():
    with pytest.raises(BadDateError, match="not a date on the calendar"):
        read_time("13/13/1900")
    with pytest.raises(BadDateError, match="not a date on the calendar"):
        read_time("02/30/2020")
    with pytest.raises(BadDateError, match="day/month or month/day"):
        read_time("06/01/2023")
    assert read_time("12/25/2020").describe() == "2020-12-25 (day)"


def test_a_date_phrase_takes_only_its_own_words():
    question = "who came back in 2019?"
    reading = find_time(question)
    assert reading is not None and question[reading.place[0] : reading.place[1]] == "in 2019"
    assert without_times(question, keep=reading.place) == "who came back?"
    assert find_time("back in 1990, who led it?").cue == "back in"
    assert find_time("who ran the lab back in 1990?").cue == "back in"  # "back" is the time's word there
    assert without_times("who went back in 1990?") == "who went back?"
