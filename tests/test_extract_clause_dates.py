"""Dates said around a clause that date it, or not: a fronted "before" a period, "until" another's act, an undated
clause of ending after a relative clause, a fronted date before a participle of earlier time."""

from __future__ import annotations

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from tests._ties import read_ties


def test_a_fronted_before_does_not_end_a_tie_the_clause_dates_after_it():
    ties = read_ties("Before the 2014–15 season, Ana Pell signed with Lokomotiv Moscow in July 2014 for a fee.")
    assert ties[("Ana Pell", "SIGNED_WITH", "Lokomotiv Moscow")] == ("2014-07-01", None)
    ties = read_ties("Until 2018, Ana Pell reported to Ivo Marr, who had led it from 2013.")
    assert ties[("Ana Pell", "REPORTED_TO", "Ivo Marr")][1] == "2019-01-01"


def test_an_end_said_through_another_holders_act_is_an_end():
    ties = read_ties("Amara Obi led the Delmore Vision Lab until Ivo Marr took over in 2011.")
    assert ties[("Amara Obi", "LED", "Delmore Vision Lab")] == (None, "2012-01-01")
    ties = read_ties("Ana Pell led the Orsk Club until she retired in 2011.")
    assert ties[("Ana Pell", "LED", "Orsk Club")] == (None, "2012-01-01")


def test_an_undated_clause_of_ending_does_not_end_a_relative_clause_at_its_start():
    ties = read_ties("Amara Obi, who has led the Delmore Vision Lab since 2011, is retiring.")
    assert ties[("Amara Obi", "LED", "Delmore Vision Lab")] == ("2011-01-01", None)


def test_a_fronted_date_dates_the_clause_after_it_before_a_participle_of_earlier_time():
    ties = read_ties(
        "In February 1950, Ana Pell was appointed director of the Orsk Museum, having been a consultant to it "
        "since 1949."
    )
    assert ties[("Ana Pell", "DIRECTOR_OF", "Orsk Museum")] == ("1950-02-01", None)
    ties = read_ties("In 2010, Ana Pell joined the Orsk Club, and since 2015 she has led the Tarn Rovers.")
    assert ties[("Ana Pell", "JOINED", "Orsk Club")] == ("2010-01-01", None)


def test_a_time_counted_from_the_last_told_opens_a_clause_with_its_pronoun():
    ties = read_ties("Michael Owen played for Liverpool from 1996 until 2004. A year later he joined Newcastle United.")
    assert ties[("Michael Owen", "JOINED", "Newcastle United")] == ("2005-01-01", None)
    ties = read_ties("Ana Pell joined Halden Rovers in 1994. The following year she joined Orsk City.")
    assert ties[("Ana Pell", "JOINED", "Orsk City")] == ("1995-01-01", None)


def test_a_time_counted_later_counts_from_the_last_date_named_not_the_first():
    ties = read_ties("Michael Owen played for Liverpool from 1996 until 2004. He joined Newcastle United a year later.")
    assert ties[("Michael Owen", "JOINED", "Newcastle United")] == ("2005-01-01", None)


def test_where_one_stayed_until_a_date_ends_the_stint_the_clause_before_began():
    ties = read_ties("In 1999 Marco Velti joined Ashford Rovers, where he stayed until 2003.")
    assert ties[("Marco Velti", "JOINED", "Ashford Rovers")] == ("1999-01-01", "2004-01-01")  # before: open
    other = read_ties("In 1999 Marco Velti joined Ashford Rovers, where Bo Ek stayed until 2003.")
    assert other[("Marco Velti", "JOINED", "Ashford Rovers")] == ("1999-01-01", None)  # another's stay ends nothing


def test_a_pronoun_succeeded_as_a_post_in_the_passive_is_the_holder_before():
    found = OfflineExtractor()(
        "George Airy was Astronomer Royal from 1835 to 1881. He was succeeded as Astronomer Royal by William Christie "
        "in 1881.",
        at=parse_time("2020-01-01"),
        known=[],
    )
    assert [(s.new, s.old) for s in found.successions] == [("William Christie", "George Airy")]  # before: "he" a post
    assert not any("HE" in r.type.split("_") for r in found.relations)


def test_where_one_had_stayed_before_ends_nothing_of_the_new_stint():
    ties = read_ties("In 1999 Marco Velti joined Ashford Rovers from Tarn United, where he had stayed until 1998.")
    assert ties[("Marco Velti", "JOINED", "Ashford Rovers")] == ("1999-01-01", None)
