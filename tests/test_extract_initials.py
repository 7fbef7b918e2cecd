"""A middle initial is part of a name, and its full stop ends no sentence (hand-made biography sentences)."""

from __future__ import annotations

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.names import names_in, sentences


def test_an_initials_stop_ends_no_sentence_but_a_sentence_may_end_in_a_capital():
    assert sentences("Mira T. Oduya joined Kestrel Rovers. She left in 2008.") == [
        "Mira T. Oduya joined Kestrel Rovers.",
        "She left in 2008.",
    ]
    assert sentences("He played in Group A. The club won.") == ["He played in Group A.", "The club won."]


def test_a_name_with_a_middle_initial_is_one_name_spaced_or_not():
    assert names_in("Mira T. Oduya joined Kestrel Rovers in 2004.", {}) == ["Mira T. Oduya", "Kestrel Rovers"]
    assert names_in("Later Edwin J . Brask taught at Halden.", {})[0] == "Edwin J . Brask"


def test_the_extractor_relates_the_whole_name():
    found = OfflineExtractor()("Mira T. Oduya joined Kestrel Rovers in 2004.", at=parse_time("2025"), known=[])
    assert {(r.source, r.type, r.target) for r in found.relations} == {("Mira T. Oduya", "JOINED", "Kestrel Rovers")}
