"""A season over two years written with a hyphen in a text ("the 2004-05 season") is that season, not May 2004."""

from __future__ import annotations

from c0lab._time import format_time, parse_time
from c0lab.extract.dates import dated_phrases


def _read(text: str) -> list[tuple[str, str]]:
    return [(format_time(moment), role) for _, moment, role in dated_phrases(text, at=parse_time("2026"))]


def test_a_hyphened_season_in_a_text_is_its_years():
    assert _read("Ada Lee played for Orsk Town in the 2004-05 season.") == [("2004-01-01", "at")]
    assert _read("Ada Lee has played for Orsk Town since the 2019-20 season.") == [("2019-01-01", "start")]
    assert _read("Ada Lee played for Orsk Town until the 2004-05 season.") == [("2006-01-01", "end")]


def test_a_hyphened_month_with_no_season_stays_an_iso_month():
    assert _read("The toolkit was released in 2004-05.") == [("2004-05-01", "at")]


def test_the_rest_of_a_period_ends_a_tie_with_it():
    assert _read("Ada Lee joined Orsk Town on loan for the rest of the 1997–98 season.") == [("1999-01-01", "end")]
    assert _read("Ada Lee stayed at Orsk Town for the remainder of 2019.") == [("2020-01-01", "end")]


def test_a_season_of_one_year_is_that_year_in_texts_and_questions():
    from c0lab._reading import find_time

    assert str(find_time("Who did Ada Lee play for in the 2009 season?")) == "2009 (year)"
    assert _read("He was given the role after the 2009 season.") == [("2010-01-01", "start")]
    assert _read("Ada Lee played for Orsk Town in the 2009 season.") == [("2009-01-01", "at")]
