"""A day written with a space before its comma ("August 10 , 2002", as tokenised text writes it) is read by the
one time reader, for a question and for a text's sentences alike (invented sentences)."""

from __future__ import annotations

from c0lab._reading import find_time
from c0lab._time import parse_time
from c0lab.retrieval.dated_texts import stated_times

NOW = parse_time("2026-12-03")


def test_a_tokenised_day_is_that_day_not_the_month_of_this_year():
    reading = find_time("Ada Vell married Tom Ash on August 10 , 2002 .", now=NOW)
    assert reading is not None and reading.describe() == "2002-08-10 (day)"


def test_a_sentence_shown_as_evidence_is_dated_by_its_day():
    assert stated_times("Ada Vell filed for divorce on November 25 , 2002 , in Orsk .", now=NOW) == ["2002-11-25"]
