"""The valid time of a clause read from the clause after it (``c0lab.extract.clause_times``), on invented sentences."""

from __future__ import annotations

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor


def _dated(text: str) -> dict[tuple[str, str], tuple[str | None, str | None]]:
    """(source, target) → (valid from, valid to) as days, for each typed tie the offline extractor reads."""
    found = OfflineExtractor()(text, at=parse_time("2024-01-01"), known=[])

    def day(moment) -> str | None:
        return None if moment is None else format_time(parse_time(str(moment)))[:10]

    return {
        (r.source, r.target): (day(r.valid_from), day(r.valid_to))
        for r in found.relations
        if r.type != "MENTIONED_WITH"
    }


def test_a_participle_clause_stating_only_a_range_dates_the_clause_before():
    assert _dated("Kel Orvan enlisted in the Royal Navy, serving from 1955 to 1958.") == {
        ("Kel Orvan", "Royal Navy"): ("1955-01-01", "1959-01-01")
    }
    assert _dated("Ida Brenn joined Varn Rovers, scoring 40 goals between 2001 and 2004.") == {
        ("Ida Brenn", "Varn Rovers"): ("2001-01-01", "2005-01-01")
    }


def test_a_participle_clause_at_one_point_is_an_event_of_its_own():
    assert _dated("Ida Brenn joined Varn Rovers, leading the club to a title in 2006.") == {
        ("Ida Brenn", "Varn Rovers"): (None, None)
    }
