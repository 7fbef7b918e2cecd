"""A period of a year said relative to now: "early last year", "the end of last year", "the summer of next year",
"last summer". Before, a question's "at the end of last year" was read as the whole of last year, "late last year" as
last year, "last summer" found no date at all, and a text's "Late last year, Ana Lo …" or "Last March Ana Lo …" made
"Late" and "Last March Ana Lo" names."""

from __future__ import annotations

import pytest

from c0lab._reading import find_time, read_time
from tests._ties import read_ties

NOW = "2020-06-15"


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("early last year", "early 2019 (part of a year)"),
        ("mid-last year", "mid 2019 (part of a year)"),
        ("late this year", "late 2020 (part of a year)"),
        ("the end of last year", "December 2019 (month)"),
        ("the summer of next year", "summer 2021 (season)"),
        ("the first half of last year", "January 2019 to June 2019 (month)"),
        ("last summer", "summer 2019 (season)"),  # the summer of 2020 is not over on 15 June
        ("this summer", "summer 2020 (season)"),
        ("last winter", "winter 2019 (season)"),
    ],
)
def test_a_period_of_a_relative_year_is_that_period_of_the_year_it_names(said, read):
    assert read_time(said, now=NOW).describe() == read


def test_last_summer_said_after_it_is_this_years():
    assert read_time("last summer", now="2020-12-01").describe() == "summer 2020 (season)"


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Who led Project Xeno at the end of last year?", "December 2019 (month)"),
        ("Who was CEO of Orsk Labs late last year?", "late 2019 (part of a year)"),
        ("Who led Project Xeno last summer?", "summer 2019 (season)"),
        ("Who led Project Xeno in the summer of last year?", "summer 2019 (season)"),
        ("Who led Project Xeno last year?", "2019 (year)"),
    ],
)
def test_a_question_reads_the_whole_relative_period(question, read):
    assert find_time(question, now=NOW).describe() == read


@pytest.mark.parametrize(
    ("text", "tie", "start"),
    [
        ("Late last year, Ana Lo took over Project Xeno.", ("Ana Lo", "TOOK_OVER", "Project Xeno"), "2019-11-15"),
        ("Last summer Ana Lo joined Orsk Labs.", ("Ana Lo", "JOINED", "Orsk Labs"), "2019-06-01"),
        ("Last March Ana Lo joined Orsk Labs.", ("Ana Lo", "JOINED", "Orsk Labs"), "2019-03-01"),
        ("Late 2019, Ana Lo took over Project Xeno.", ("Ana Lo", "TOOK_OVER", "Project Xeno"), "2019-11-15"),
    ],
)
def test_a_date_opening_a_sentence_is_no_part_of_a_name(text, tie, start):
    ties = read_ties(text)  # written on 2020-01-01
    assert ties[tie][0] == start
    assert not [name for source, _, target in ties for name in (source, target) if name.split()[0] in ("Late", "Last")]


def test_a_name_that_opens_with_a_date_word_stays_whole():
    assert ("Early Music Society", "HIRED", "Ana Lo") in read_ties("In 2019 Early Music Society hired Ana Lo.")


@pytest.mark.parametrize(
    "question", ["Where was the last winter olympics held as of 2009?", "When were the Last Summer Olympics held?"]
)
def test_a_season_before_a_noun_is_no_date(question):
    reading = find_time(question, now=NOW)
    assert reading is None or "season" not in reading.describe()


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("During the last winter of the war, Tom Hale commanded the Third Army.", None),  # the final one
        ("Ana Lo's last summer at Orsk was in 2015.", "2015 (year)"),
        ("Who scored at the end of last year's final?", "2019 (year)"),  # the final's year, not its December
        ("At last May Ames joined Orsk.", None),
    ],
)
def test_a_final_season_or_a_relative_years_thing_is_no_relative_period(said, read):
    reading = find_time(said, now=NOW)
    assert (reading.describe() if reading else None) == read


def test_this_winter_said_in_spring_is_the_one_just_past():
    assert read_time("this winter", now="2020-03-20").describe() == "winter 2019 (season)"


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("Ciaran Dolan is an Irish footballer. Early last year he sealed a transfer to Celtic.", "2019-02-15"),
        ("Ciaran Dolan is an Irish footballer. Last summer he joined Celtic.", "2019-06-01"),
        ("Ciaran Dolan is an Irish footballer. The summer of last year he joined Celtic.", "2019-06-01"),
    ],
)
def test_a_pronoun_after_a_time_said_from_now_is_the_subject(text, start):
    ties = {(source, target): dates[0] for (source, _, target), dates in read_ties(text).items()}
    assert ties[("Ciaran Dolan", "Celtic")] == start  # written on 2020-01-01


def test_a_relative_period_gives_way_to_the_date_a_question_states():
    assert find_time("Who led X in the summer of last year, as of May 2024?", now=NOW).describe() == "May 2024 (month)"


def test_a_name_stops_before_a_date_said_after_it():
    ties = read_ties("Fernwood Docs moved from the CC-BY-SA licence to the CC-BY licence late last year.")
    assert ties[("Fernwood Docs", "LICENCE", "CC-BY licence")] == ("2019-11-15", None)  # written on 2020-01-01


def test_a_relative_period_is_read_as_of_the_day_given(mem):
    mem.ingest(
        "Ana Lo led Project Xeno from 2015 until the end of 2022. Bo Rin has led Project Xeno since January 2023.",
        at="2024-06-01",
    )
    walk = mem.walk("Who led Project Xeno in the summer of last year?", as_of="2024-05-01")
    assert "summer 2023" in str(walk).split("\n")[1]
    assert "as of 2024-05-01" in str(mem.walk("Who led Project Xeno in 2016?", as_of="2024-05-01")).split("\n")[1]


def test_asof_in_a_notebook_is_the_day_relative_words_are_read_against(ip):
    memory = ip._c0lab_magics.memory
    memory.add_concepts([{"name": "Project Zephyr"}, {"name": "Mara Quill"}, {"name": "Tomas Vey"}])
    memory.relate("Project Zephyr", "LED_BY", "Mara Quill", valid_from="2018", valid_to="2019-06")
    memory.relate("Project Zephyr", "LED_BY", "Tomas Vey", valid_from="2019-07")
    ip.run_line_magic("asof", "2019-03-01")
    walk = ip.run_line_magic("walk", "who led Project Zephyr last year?")  # 2018, not March 2019
    assert "at any time in 2018" in walk.context
    assert walk.context.split("\n")[2] == "- Project Zephyr led by Mara Quill (2018–2019-06)"
