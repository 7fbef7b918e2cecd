"""A question at a period or over a range reads the whole interval; a boundary two facts share is settled."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import find_time


@pytest.fixture()
def smith(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts(
            [{"name": name} for name in ("Percy Smith", "Preston", "Tottenham", "Bury", "Leeds", "Chorley")]
        )
        mem.relate("Percy Smith", "PLAYS_FOR", "Preston", valid_from="1902", valid_to="1910")
        mem.relate("Percy Smith", "PLAYS_FOR", "Tottenham", valid_from="1910", valid_to="1915")  # shares 1910
        mem.relate("Percy Smith", "PLAYS_FOR", "Bury", valid_from="1920-01", valid_to="1920-01")  # one month
        mem.relate("Percy Smith", "COACHES", "Chorley", valid_from="1918", valid_to="1920-06-30")
        mem.relate("Percy Smith", "COACHES", "Leeds", valid_from="1917", valid_to="1925")  # alongside, no successor
        yield mem


def _facts(walk) -> list[str]:
    return [line for line in walk.context.splitlines() if line.startswith("- ") and "plays for" in line]


def test_a_year_shared_by_an_end_and_the_next_start_lists_the_next_first_and_marks_the_one_it_replaced(smith):
    for question in (
        "Which team did Percy Smith play for in 1910?",
        "Which team did Percy Smith play for as of 1910-05-05?",
    ):  # a point inside the shared year
        lines = _facts(smith.walk(question))
        assert lines[0] == "- Percy Smith plays for Tottenham (1910–1915)"
        assert lines[1] == "- [replaced 1910 by Tottenham] Percy Smith plays for Preston (1902–1910)"
    assert _facts(smith.walk("Which team did Percy Smith play for in 1906?")) == [
        "- Percy Smith plays for Preston (1902–1910)"
    ]


def test_a_range_lists_the_fact_that_held_longest_in_it_first(smith):
    walk = smith.walk("Which team did Percy Smith play for from 1902 to 1910?")
    assert "Current facts (held over all of 1902 to 1910):" in walk.context.splitlines()
    assert _facts(walk) == [
        "- Percy Smith plays for Preston (1902–1910)",
        "- [in part of it: 1910–1915] Percy Smith plays for Tottenham (1910–1915)",
    ]
    assert (
        _facts(smith.walk("Which team did Percy Smith play for from 1910 to 1915?"))[0]
        == "- Percy Smith plays for Tottenham (1910–1915)"
    )


def test_a_year_question_finds_a_month_long_fact_inside_it_and_says_it_read_the_whole_year(smith):
    walk = smith.walk("Which team did Percy Smith play for in 1920?")
    assert "Current facts (at any time in 1920):" in walk.context.splitlines()
    current = walk.context.partition("No longer true:")[0]
    assert "- Percy Smith plays for Bury (1920-01)" in current
    coach = smith.walk("Who did Percy Smith coach in 1920?").context.partition("No longer true:")[0]
    # Chorley ended inside 1920 while Leeds, begun long before, went on: both held in 1920, neither replaced
    assert "- Percy Smith coaches Chorley" in coach and "- Percy Smith coaches Leeds" in coach
    assert "[replaced" not in coach


def test_the_reader_reads_a_range_as_one_interval():
    reading = find_time("Which team did Percy Smith play for from 1902 to 1910?")
    assert (reading.describe(), reading.cue) == ("1902 to 1910 (year)", "between")
    assert find_time("who led it between Jan, 2008 and March 2008").describe() == "January 2008 to March 2008 (month)"
    assert find_time("who led it from 2019").cue == "from"  # no end: the edge cue stays


def test_an_open_interval_prints_its_start_at_the_precision_held(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "Copernicus"}, {"name": "Frombork"}, {"name": "Heliocentrism"}])
        mem.relate("Copernicus", "LIVED_IN", "Frombork", valid_from="1543")
        mem.relate("Copernicus", "PROPOSED", "Heliocentrism", valid_from="1514-05")
        context = mem.walk("Copernicus", as_of="1600").context
        assert "Copernicus lived in Frombork (since 1543)" in context and "1543-01-01" not in context
        assert "Copernicus proposed Heliocentrism (since 1514-05)" in context


def test_after_a_value_whose_end_year_the_next_shares_reads_the_next(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Ashley Vincent", "Port Vale", "Cheltenham", "Shrewsbury")])
        mem.relate("Ashley Vincent", "PLAYS_FOR", "Port Vale", valid_from="2011", valid_to="2013")
        mem.relate("Ashley Vincent", "PLAYS_FOR", "Cheltenham", valid_from="2013", valid_to="2014")
        mem.relate("Ashley Vincent", "PLAYS_FOR", "Shrewsbury", valid_from="2014", valid_to="2015")
        walk = mem.walk("Which team did Ashley Vincent play for after Port Vale?")
        assert _facts(walk)[0] == "- Ashley Vincent plays for Cheltenham (2013–2014)"
        assert "the next from 2013-01-01" in walk.event


def test_a_range_no_value_held_throughout_has_every_value_marked(smith):
    walk = smith.walk("Which team did Percy Smith play for from 1905 to 1912?")
    assert all(line.startswith("- [in part of it: ") for line in _facts(walk)) and len(_facts(walk)) == 2


def test_a_bare_year_inside_a_name_is_not_the_time_asked(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "John Williams (footballer, born 1968)"}, {"name": "Wycombe"}])
        mem.relate("John Williams (footballer, born 1968)", "PLAYS_FOR", "Wycombe", valid_from="1995", valid_to="1997")
        walk = mem.walk("John Williams (footballer, born 1968) played for which team in 1996?")
        assert walk.read == "as of 1996 (year)" and not walk.dead_end
        assert "- John Williams (footballer, born 1968) plays for Wycombe (1995–1997)" in walk.context
        after = mem.walk("Which team did John Williams (footballer, born 1968) play for?")
        assert after.read == "" and "Wycombe" in after.context  # a year in brackets names, it does not ask
    assert find_time("who won the 2018 world cup as of 2021").describe() == "2021 (year)"


def test_a_successor_that_began_in_the_shared_year_replaces_even_when_it_ends_first(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Series", "Warfare", "Ops")])
        mem.relate("Series", "LATEST", "Warfare", valid_from="2014-11-04", valid_to="2015")
        mem.relate("Series", "LATEST", "Ops", valid_from="2015", valid_to="2015-11-06")
        lines = [line for line in mem.walk("Series", as_of="2015-03-01").context.splitlines() if " latest " in line]
        assert lines == [
            "- Series latest Ops (2015 – 2015-11-06)",  # each edge as stated: a year, a day
            "- [replaced 2015 by Ops] Series latest Warfare (2014-11-04 – 2015)",
        ]


def test_a_type_declared_multi_valued_is_never_replaced_by_a_later_value(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Alice", "Dan", "Eve")])
        mem.relate("Alice", "WORKS_WITH", "Dan", valid_from="2010", valid_to="2016")
        mem.relate("Alice", "WORKS_WITH", "Eve", valid_from="2016-03")
        marked = mem.walk("Who did Alice work with as of 2016-06-01?").context
        assert "[replaced 2016-03 by Eve] Alice works with Dan" in marked  # read as a succession until told
        mem.relation_type("WORKS_WITH", single=False)
        context = mem.walk("Who did Alice work with as of 2016-06-01?").context
        assert "- Alice works with Dan (2010–2016)" in context and "replaced" not in context


def test_what_the_walk_reached_only_through_a_replaced_value_is_left_out(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        names = ("Scoring Record", "Wilt Chamberlain", "Kareem Abdul-Jabbar", "Rebound Record", "Lakers")
        mem.add_concepts([{"name": name} for name in names])
        mem.relate("Scoring Record", "HELD_BY", "Wilt Chamberlain", valid_from="1969", valid_to="1984")
        mem.relate("Scoring Record", "HELD_BY", "Kareem Abdul-Jabbar", valid_from="1984")  # shares 1984
        mem.relate("Rebound Record", "HELD_BY", "Wilt Chamberlain", valid_from="1960")  # Wilt's, still true
        mem.relate("Kareem Abdul-Jabbar", "PLAYS_FOR", "Lakers", valid_from="1975", valid_to="1989")
        context = mem.walk("who held the Scoring Record in 1984?").context
        assert "- Scoring Record held by Kareem Abdul-Jabbar (since 1984)" in context
        assert "[replaced 1984 by Kareem Abdul-Jabbar] Scoring Record held by Wilt Chamberlain" in context
        assert "Rebound Record" not in context  # the neighbourhood of the replaced value (facts, concepts)
        assert "Kareem Abdul-Jabbar plays for Lakers" in context  # the answer's neighbourhood stays
        assert "Rebound Record held by Wilt Chamberlain" in mem.walk("who held the Scoring Record in 1980?").context
