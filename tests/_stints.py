"""The stints a memory holds after ingesting texts: shared by the tests of how one stint ends another."""

from __future__ import annotations

import tempfile

from c0lab import Memory
from c0lab._time import format_time


def day(moment):
    return None if moment is None else format_time(moment)[:10]


def stints(*texts):
    """(target, type) → (start day, end day) of each current relation a memory holds after ingesting ``texts``."""
    with tempfile.TemporaryDirectory() as folder:
        memory = Memory.open(folder, embedder=None)
        for text in texts:
            memory.ingest(text)
        store, core = memory.core.store, memory.core
        held = {
            (core.name(target), version.name): (day(version.valid_from), day(version.valid_to))
            for _, target, key in store.graph.edges(keys=True)
            for version in store.records[key]
            if version.is_current() and version.name not in ("MENTIONED_WITH", "MENTIONS")
        }
        memory.close()
    return held
