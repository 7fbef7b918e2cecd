"""Leavings as a stranger wrote them: "resigned as <an office's name>" ends the office (it was read as a tie
RESIGNED_AS, current for ever), and the holder said after a leaving in a month begins in that month, not in the
month before it (the leaving's moment was read as the end of a period)."""

from __future__ import annotations

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor


def _read(text: str, day: str):
    return OfflineExtractor()(text, at=parse_time(day), known=[])


def test_resigning_as_a_named_office_ends_it():
    found = _read("In 1551 Keller resigned as Royal Mathematician of Prussia.", "2026-12-07")
    assert [(end.source, end.target, end.at.year) for end in found.ends] == [
        ("Keller", "Royal Mathematician of Prussia", 1551)
    ]
    assert not [r for r in found.relations if r.type.startswith("RESIGNED")]


def test_the_holder_after_a_leaving_in_a_month_begins_in_that_month():
    found = _read(
        "Pia Holm stepped down as director of the Tarn Museum in December 2019. "
        "Jon Hart is the new director of the Tarn Museum.",
        "2020-01-15",
    )
    begun = {(r.source, r.type): format_time(r.valid_from) for r in found.relations if r.valid_from is not None}
    assert begun[("Jon Hart", "DIRECTOR_OF")] == "2019-12-01"


def test_the_named_office_resigned_is_held_until_then():
    """Nothing held before: the office is written, ended then (not lost with the tie RESIGNED_AS)."""
    found = _read("Lara Finch resigned as Secretary General of the Nordic Council in 2018.", "2018-03-01")
    held = [(r.source, r.type, r.target, r.valid_from, format_time(r.valid_to)) for r in found.relations]
    assert ("Lara Finch", "HELD_OFFICE_AS", "Secretary General of the Nordic Council", None, "2018-01-01") in held
