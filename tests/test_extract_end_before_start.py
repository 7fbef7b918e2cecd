"""An end said before a tie's start belongs to another clause: the tie keeps its start and is not lost (before, the
relation ran from 1994 to 1991 and the memory skipped it)."""

from __future__ import annotations

from c0lab import Memory
from c0lab._time import FOREVER, format_time
from c0lab.model.records import RELATION

from ._ties import read_ties

TEXT = (
    "Davide Carraschi is a coach. He retired in 1991 and was appointed manager of Virtus Lagaro in 1994, a post he "
    "held until he was sacked in November 1997."
)


def test_an_earlier_end_of_another_clause_does_not_end_the_tie() -> None:
    assert read_ties(TEXT)[("Davide Carraschi", "MANAGER_OF", "Virtus Lagaro")] == ("1994-01-01", "1997-12-01")


def test_the_memory_keeps_the_tie(tmp_path) -> None:
    memory = Memory.open(tmp_path / "m", embedder=None)
    counts = memory.ingest(TEXT, at="2024-01-01")
    held = [
        (memory.core.name(version.source_id), format_time(version.valid_from))
        for versions in memory.store.records.values()
        if (version := versions[-1]).kind == RELATION and version.expired_at == FOREVER and version.name == "MANAGER_OF"
    ]
    memory.close()
    assert held == [("Davide Carraschi", "1994-01-01")]
    assert counts["skipped"] == 0
