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


def test_a_former_holder_s_relative_clause_gives_his_start():
    # "previously headed by A" ends at the new holder's start; "who had been in charge from …" is when A began
    assert _dated(
        "Project Ilmar, which Seda Voss has directed since the spring of 2019, was previously headed by Bram "
        "Otterly, who had been in charge from the autumn of 2012."
    )[("Project Ilmar", "Bram Otterly")] == ("2012-09-01", "2019-03-01")
    # a relative clause saying only when he left gives no start
    assert (
        _dated(
            "Project Ilmar, which Seda Voss has directed since 2019, was previously headed by Bram Otterly, who had "
            "stepped down by 2018."
        )[("Project Ilmar", "Bram Otterly")][0]
        is None
    )
