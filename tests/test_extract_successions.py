"""Successions, ends and the extractor's saved state on hand-made sentences (none from the bench's wording
families): a hand-over read from a clause that opens with its verb, a participle ("…, succeeding A, who had
held the office from D"), a fronted "Until D," a role's term in brackets, a labelled list of values with their
dates, and the classes of things the texts related, kept with the extractor's state."""

from __future__ import annotations

from c0lab import Memory
from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor


def read(extractor, text, at="2025-03-01", known=()):
    return extractor(text, at=parse_time(at), known=list(known))


def _day(moment) -> str:
    return format_time(moment if isinstance(moment, int) else parse_time(str(moment)))[:10]


def _held(memory, kind=None):
    return {
        (memory.core.name(version.source_id), version.name, memory.core.name(version.target_id)): (
            _day(version.valid_from) if version.valid_from > 0 else None,
            format_time(version.valid_to)[:10],
        )
        for versions in memory.store.records.values()
        for version in [versions[-1]]
        if version.kind == "relation" and version.name not in ("MENTIONS", "MENTIONED_WITH")
        and (kind is None or version.name == kind)
    }


def test_the_classes_the_texts_related_come_back_with_a_reopened_memory(tmp_path):
    first = "The Verrin app is bundled with the Tessel kit."
    second = "Selby Forge ships the Quarry app. It was bundled with the Ambrel kit in 2019."
    with Memory.open(tmp_path / "one", embedder=None) as memory:
        memory.ingest(first, at="2024-01-01")
        memory.ingest(second, at="2024-02-01")
        one_session = _held(memory, "BUNDLED_WITH")
    with Memory.open(tmp_path / "two", embedder=None) as memory:
        memory.ingest("Selby Forge is a workshop in Orvik.", at="2023-12-01")  # the first save
        memory.ingest(first, at="2024-01-01")  # saved too: it relates two classes for the first time
    with Memory.open(tmp_path / "two", embedder=None) as memory:  # a new session: extractor.json read back
        memory.ingest(second, at="2024-02-01")
        two_sessions = _held(memory, "BUNDLED_WITH")
    assert ("Quarry app", "BUNDLED_WITH", "Ambrel kit") in one_session  # "It": the app, by its class
    assert two_sessions == one_session


def test_the_affinity_state_round_trips_and_bad_rows_are_skipped():
    reader = OfflineExtractor()
    read(reader, "The Verrin app is bundled with the Tessel kit.")
    again = OfflineExtractor()
    again.restore({**reader.state(), "affinity": [*reader.state()["affinity"], ["x"], ["a", "b", "many"]]})
    assert again.affinity.pairs == reader.affinity.pairs and again.affinity.pairs[("app", "kit")] == 1
    assert again.mark() == reader.mark() != OfflineExtractor().mark()
