"""Years a career writes in brackets or in short, each on a hand-made sentence: "(1971–74)" runs to the end of 1974
as "(1971–1974)" does; in running text ("in the 2012–13 season", "in 1968–70 and … from 1970") it stays a point;
"had spells at X (2010–2013)" dates the spell, not the club's own life; an office before a full name is a title, not
part of the name. Each test of a reading fails when it is removed; the others keep the rules in their bounds."""

from __future__ import annotations

import pytest

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor


def ties(text: str) -> dict[tuple[str, str], tuple[str, str]]:
    found = OfflineExtractor()(text, at=parse_time("2022-05-01"), known=[])
    moment = lambda at: format_time(at)[:10] if at is not None else "-"  # noqa: E731
    return {
        (r.source, r.target): (moment(r.valid_from), moment(r.valid_to))
        for r in found.relations
        if r.type != "MENTIONED_WITH"
    }


@pytest.mark.parametrize("years", ["(1971–74)", "(1971-74)", "(1971–1974)"])
def test_two_years_in_short_run_to_the_end_of_the_second(years):
    assert ties(f"Ines Varga studied at Keld College {years}.")[("Ines Varga", "Keld College")] == (
        "1971-01-01",
        "1975-01-01",
    )


def test_years_in_short_in_running_text_are_a_point_and_an_iso_month_a_month():
    assert ties("Ines Varga played for Keld Rovers in the 2012–13 season.")[("Ines Varga", "Keld Rovers")] == (
        "2012-01-01",
        "-",
    )
    assert ties("Keld College employed Ines Varga as an assistant in 1968–70 and lecturer from 1970.")[
        ("Keld College", "Ines Varga")
    ] == ("1968-01-01", "-")
    assert ties("Ines Varga played for Keld Rovers in 2019-07.")[("Ines Varga", "Keld Rovers")][0] == "2019-07-01"


def test_spells_at_clubs_are_dated_by_the_brackets_after_them():
    found = ties("Ines Varga then had spells at Keld Rovers (2010–2013) and Varn Athletic (2013–2015).")
    assert found[("Ines Varga", "Keld Rovers")] == ("2010-01-01", "2014-01-01")
    assert found[("Ines Varga", "Varn Athletic")] == ("2013-01-01", "2016-01-01")


def test_a_bracket_with_a_things_own_date_dates_no_spell():
    found = ties("Ines Varga, who had spells at Keld Rovers (founded 1890), retired in 2015.")
    assert found == {("Ines Varga", "Keld Rovers"): ("-", "-")}


def test_an_office_before_a_full_name_is_no_part_of_it():
    found = OfflineExtractor()(
        "On 1 August 2009 Rector Yehuda Elkana was succeeded by John Shattuck.", at=parse_time("2022-05-01"), known=[]
    )
    assert [(s.new, s.old) for s in found.successions] == [("John Shattuck", "Yehuda Elkana")]
