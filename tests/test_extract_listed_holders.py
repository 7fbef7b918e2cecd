"""Holders a label lists one after another, each with their dates, as an encyclopaedia or an almanac lists them:
after dashes ("Directors: - A ( 1974-1978 ) - B ( 1979-1984 )", of the text's subject) or with the dates said after
a comma ("Leaders of X: A, from mid-2010 until mid-2015; B, since mid-2015, still in office"). Hand-made names; each
test fails when its reading is removed."""

from __future__ import annotations

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor


def held(text: str) -> dict[str, tuple[str, str]]:
    found = OfflineExtractor()(text, at=parse_time("2023-05-01"), known=[])
    moment = lambda at: format_time(at)[:7] if at is not None else "-"  # noqa: E731
    return {r.source: (r.target, moment(r.valid_from), moment(r.valid_to)) for r in found.relations if "_OF" in r.type}


def test_holders_listed_after_dashes_under_a_label_hold_the_subjects_role_in_turn():
    found = held(
        "Keld Museum: The museum has had three directors. Directors: - Ana Lo ( 1974-1978 ) - Bo Ek ( 1979-1984 )"
    )
    assert found == {"Ana Lo": ("Keld Museum", "1974-01", "1979-01"), "Bo Ek": ("Keld Museum", "1979-01", "1985-01")}


def test_holders_listed_with_their_dates_after_a_comma():
    found = held(
        "Leaders of Keld Array: Ines Varga, from mid-2010 until mid-2015; Tor Ness, since mid-2015, still in office."
    )
    assert found == {"Ines Varga": ("Keld Array", "2010-07", "2015-07"), "Tor Ness": ("Keld Array", "2015-07", "-")}
