"""A range asked at year precision is covered by a stint that begins in its first year and ends in its last."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture()
def berg(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Karl Berg", "Anne Holt", "Bea Lund", "Cleo Marr")])
        mem.relate("Karl Berg", "MARRIED_TO", "Anne Holt", valid_from="1972-01", valid_to="1984-06")
        mem.relate("Karl Berg", "MARRIED_TO", "Bea Lund", valid_from="1984-09", valid_to="1990")
        yield mem


def _facts(walk) -> list[str]:
    return [line for line in walk.context.splitlines() if line.startswith("- ") and "married to" in line]


def test_a_stint_ending_in_the_last_year_asked_held_over_the_range_at_year_precision(berg):
    lines = _facts(berg.walk("Who was Karl Berg married to from 1972 to 1984?"))
    assert lines[0] == "- Karl Berg married to Anne Holt (1972-01–1984-06)"
    assert lines[1].startswith("- [in part of it: ") and "Bea Lund" in lines[1]  # began in 1984, not in 1972


def test_a_range_asked_by_month_still_marks_a_stint_that_ended_months_before_its_end(berg):
    lines = _facts(berg.walk("Who was Karl Berg married to from January 1972 to December 1984?"))
    assert lines and all(line.startswith("- [in part of it: ") for line in lines)


def test_a_stint_that_began_after_the_first_year_asked_is_held_in_part(berg):
    lines = _facts(berg.walk("Who was Karl Berg married to from 1970 to 1984?"))
    assert lines[0].startswith("- [in part of it: ") and "Anne Holt" in lines[0]
