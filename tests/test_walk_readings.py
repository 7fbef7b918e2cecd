"""A stranger's phrasings of time, read as people mean them (issue 22, third session)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import find_time, without_times


@pytest.fixture
def lab(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Vision Lab", "Mira Holt", "Oskar Lindqvist", "Ana Ruiz")])
        mem.relate("Vision Lab", "LED_BY", "Mira Holt", valid_from="2012", valid_to="2018-06")
        mem.relate("Vision Lab", "LED_BY", "Oskar Lindqvist", valid_from="2018-07-01", valid_to="2023-01")
        mem.relate("Vision Lab", "LED_BY", "Ana Ruiz", valid_from="2023-02-01")
        yield mem


def _facts(context: str) -> list[str]:
    return [line for line in context.splitlines() if line.startswith("- ") and "led by" in line]


@pytest.mark.parametrize("said", ["back in 2015", "way back in 2015", "as far back as 2015"])
def test_back_in_a_year_is_a_time_cue_not_a_word_of_the_topic(lab, said):
    reading = find_time(f"Who ran vision lab {said}?")
    assert reading is not None and reading.describe() == "2015 (year)" and reading.cue.endswith(("in", "as"))
    assert without_times(f"Who ran vision lab {said}?", keep=reading.place) == "Who ran vision lab?"
    context = lab.walk(f"Who ran vision lab {said}?").context
    assert not context.startswith("Nothing in memory") and "Current facts (at any time in 2015):" in context
    assert _facts(context) == ["- Vision Lab led by Mira Holt (2012–2018-06)"]


def test_early_mid_late_are_parts_of_a_year_read_whole(lab):
    assert find_time("who led it as of mid-2018").describe() == "mid 2018 (part of a year)"
    walk = lab.walk("who led Vision Lab as of mid-2018?")
    assert "Current facts (at any time in mid 2018):" in walk.context.splitlines()
    assert _facts(walk.context) == [
        "- Vision Lab led by Oskar Lindqvist (2018-07–2023-01)",
        "- [replaced 2018-07 by Oskar Lindqvist] Vision Lab led by Mira Holt (2012–2018-06)",
    ]


def test_since_a_year_reads_the_whole_year_and_on_so_the_holders_come_in_the_order_they_held_it(lab):
    walk = lab.walk("who leads Vision Lab since 2023?")
    assert "Current facts (at any time since 2023):" in walk.context.splitlines()
    lines = _facts(walk.context)
    assert lines[0] == "- Vision Lab led by Ana Ruiz (since 2023-02)"  # who has led it since 2023: replaced in
    assert lines[1].startswith("- [replaced 2023-02 by Ana Ruiz] Vision Lab led by Oskar Lindqvist")  # 2023: after


def test_a_time_from_a_year_on_lists_its_holders_in_the_order_they_held_it(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Tarn Party", "Ona Vell", "Tom Maas", "Sara Osk")])
        mem.relate("Tarn Party", "LED_BY", "Ona Vell", valid_from="2004-05-11", valid_to="2013-06")  # told first
        mem.relate("Tarn Party", "LED_BY", "Tom Maas", valid_from="1998", valid_to="2004-05-11")
        mem.relate("Tarn Party", "LED_BY", "Sara Osk", valid_from="2019")
        for asked in ("since 2000", "after 1999", "since the year 2000"):
            lines = _facts(mem.walk(f"who led the Tarn Party {asked}?").context)
            said = [line.rpartition("]")[2] for line in lines]  # the fact, not its mark
            held = [name for line in said for name in ("Tom Maas", "Ona Vell", "Sara Osk") if name in line]
            assert held == ["Tom Maas", "Ona Vell", "Sara Osk"], (asked, lines)


def test_after_someone_left_says_when_nothing_is_held_after(lab):
    lab.add_concepts([{"name": "Kestrel"}, {"name": "Ada Pike"}])
    lab.relate("Kestrel", "LED_BY", "Ada Pike", valid_from="2018", valid_to="2020")
    walk = lab.walk("who led Kestrel after Ada Pike left?")
    assert walk.event.endswith("(Kestrel led by Ada Pike ended 2020; no other led by is held after it).")
    still = lab.walk("who led Vision Lab after Ana Ruiz left?")
    assert "it has not ended, and no other led by is held after it" in still.event
    assert "no other" not in lab.walk("who led Vision Lab after Oskar Lindqvist left?").event


def test_an_ended_note_gives_a_year_precision_end_as_its_year(lab):
    context = lab.walk("who led Vision Lab?").context
    lab.add_concepts([{"name": "Percy Smith"}, {"name": "Preston"}])
    lab.relate("Percy Smith", "PLAYS_FOR", "Preston", valid_from="1902", valid_to="1910")
    assert "- [ended 1910] Percy Smith plays for Preston (from 1902)" in lab.walk("Percy Smith").context
    assert "[ended 2023-01]" in context  # valid_to="2023-01": ended in January, as its span says


def test_a_hypothetical_premise_is_not_the_asked_time_and_its_fact_comes_first_said_as_supposed(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Lee Nogan", "Grimsby Town", "Darlington", "Luton Town")])
        mem.relate("Lee Nogan", "TEAM", "Grimsby Town", valid_from="1997", valid_to="1999")
        mem.relate("Lee Nogan", "TEAM", "Darlington", valid_from="1999", valid_to="2000")
        mem.relate("Lee Nogan", "TEAM", "Luton Town", valid_from="2000", valid_to="2001")
        question = "Which team did Lee Nogan play for from 1998 to 2000, if Lee Nogan played for Luton Town in 1997?"
        walk = mem.walk(question)
        assert walk.read == "from 1998 to 2000 (year)"  # the premise's "in 1997" is not when the question asks
        assert walk.topic == "Which team did Lee Nogan play for?"
        first = next(line for line in walk.context.splitlines() if line.startswith("- "))
        assert first == "- Lee Nogan team Luton Town (2000–2001); the question supposes it in 1997"
        plain = mem.walk("Which team did Lee Nogan play for from 1998 to 2000?").context
        assert "supposes" not in plain and "[in part of it: 2000–2001] Lee Nogan team Luton Town" in plain
        song = mem.walk("who wrote if you could read my mind as of 2021")  # no comma: a title, not a premise
        assert song.read == "as of 2021 (year)" and "if you could read my mind" in song.topic


def test_a_cued_correction_is_marked_at_dates_before_it_was_said(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concept("Project Zephyr", "A wind lidar project written in Python.", valid_from="2020-01-01")
        mem.add_patch("Project Zephyr", "Actually, it is written in Rust, not Python.", valid_from="2025-02-17")
        mem.add_patch("Project Zephyr", "It moved to Bergen.", valid_from="2025-03-01")  # a change, not a fix
        mem.add_patch("Project Zephyr", "Update: it moved to Bergen.", valid_from="2025-03-02")  # changes, said
        mem.add_patch("Project Zephyr", "It is no longer in Oslo; it moved to Bergen.", valid_from="2025-04-01")
        first = mem.walk("Project Zephyr", as_of="2023").context.splitlines()[0]
        assert first.endswith("[corrected 2025-02-17: Actually, it is written in Rust, not Python.]")
        assert "Bergen" not in mem.walk("Project Zephyr", as_of="2023").context


def test_neighbours_and_graph_read_a_period_whole_as_the_walk_does(lab):
    walk = lab.walk("who led Vision Lab in 2018?")
    assert "Mira Holt" in walk.context and "Oskar Lindqvist" in walk.context
    assert set(lab.neighbours("Vision Lab", as_of="2018")["name"]) == {"Mira Holt", "Oskar Lindqvist"}
    assert (lab.graph(as_of="2018").number_of_edges(), lab.graph(as_of="2018-03-01").number_of_edges()) == (2, 1)
    assert set(lab.neighbours("Vision Lab", as_of="2018-03-01")["name"]) == {"Mira Holt"}  # a day is a point
    assert set(lab.neighbours("Vision Lab", as_of="2024")["name"]) == {"Ana Ruiz"}


def test_since_given_as_the_as_of_of_a_read_reads_the_same_as_in_a_question(lab):
    asked = lab.walk("who leads Vision Lab since 2023?")
    given = lab.walk("who leads Vision Lab?", as_of="since 2023")
    assert _facts(given.context) == _facts(asked.context)
    assert set(lab.neighbours("Vision Lab", as_of="since 2023")["name"]) == {"Oskar Lindqvist", "Ana Ruiz"}


def test_a_concept_asked_at_a_period_is_read_as_the_walk_reads_it(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concept("Zephyr", "A wind lidar project.", valid_from="2019-01-01")
        mem.describe("Zephyr", "A wind and wave lidar project.", at="2020-10-01")
        assert mem.concept("Zephyr", as_of="2020").description == "A wind and wave lidar project."  # its end
        assert mem.concept("Zephyr", as_of="2020-03-01").description == "A wind lidar project."  # a day: a point
        mem.add_concept("Kiln", "A short-lived lab.", valid_from="2021-02-01")
        mem.invalidate("Kiln", at="2021-06-01", reason="closed")
        assert mem.concept("Kiln", as_of="2021").description == "A short-lived lab."  # as it last stood in it


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("who led Vision Lab in 2020, if not Mira Holt?", "Oskar Lindqvist"),  # no dated fact: no premise
        ("who led Vision Lab in 2020, if Mira Holt had already left?", "Oskar Lindqvist"),
        ("Who, if anyone, led Vision Lab in 2015?", "Mira Holt"),
        ("who led Vision Lab, if anyone, in 2015?", "Mira Holt"),
        ("who led Vision Lab since 2019 until 2021?", "Oskar Lindqvist"),  # a range, not since-on
    ],
)
def test_an_if_clause_without_a_dated_fact_is_part_of_the_question(lab, question, first):
    walk = lab.walk(question)
    assert not walk.dead_end and _facts(walk.context)[0].startswith(f"- Vision Lab led by {first}")


def test_an_ingested_update_is_a_change_not_a_correction_of_earlier_dates(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest("Kestrel Survey is led by Ana Ruiz.", at="2015-01-01")
        mem.ingest("Update: Kestrel Survey is now led by Dev Patel.", at="2018-01-01")
        assert "corrected" not in mem.walk("who led the Kestrel Survey in 2016?").context
