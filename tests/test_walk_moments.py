"""A walk read just before something began says the end of the period it closes, never a false minute."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.add_concepts([{"name": name} for name in ("Ola Berg", "Kest Town", "Marden United")])
        yield memory


def test_before_a_value_is_read_as_the_end_of_the_year_before_it_not_a_minute(mem):
    mem.relate("Ola Berg", "PLAYED_FOR", "Kest Town", valid_from="1998", valid_to="2003")
    mem.relate("Ola Berg", "PLAYED_FOR", "Marden United", valid_from="2004")
    walk = mem.walk("Which team did Ola Berg play for before Marden United?")
    assert walk.event.startswith("Read as of the end of 2003: before Marden United"), walk.event
    assert "Current facts (as of the end of 2003):" in walk.context
    assert "23:59" not in walk.context and "- Ola Berg played for Kest Town (1998–2003)" in walk.context


@pytest.mark.parametrize(("start", "end_of"), [("2004-03", "2004-02"), ("2004-03-05", "2004-03-04")])
def test_before_a_value_begun_on_a_month_or_a_day_is_read_as_the_end_of_the_one_before(mem, start, end_of):
    mem.relate("Ola Berg", "PLAYED_FOR", "Marden United", valid_from=start)
    walk = mem.walk("Which team did Ola Berg play for before Marden United?")
    assert walk.event.startswith(f"Read as of the end of {end_of}: "), walk.event
    assert "23:59" not in walk.context


def test_a_moment_not_closing_a_day_keeps_its_time(mem):
    mem.relate("Ola Berg", "PLAYED_FOR", "Kest Town", valid_from="1998")
    assert "Current facts (as of 2001-05-04 10:30):" in mem.walk("Ola Berg", as_of="2001-05-04 10:30").context


def test_the_last_moment_of_the_calendar_is_shown_not_raised(mem):
    mem.relate("Ola Berg", "PLAYED_FOR", "Kest Town", valid_from="1998")
    context = mem.walk("Which team did Ola Berg play for?", as_of="9999-12-31 23:59:59.999999").context
    assert "9999-12-31" in context and "- Ola Berg played for Kest Town" in context
