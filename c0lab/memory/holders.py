"""One holder at a time of an office: ``HELD_OFFICE_AS`` is single-valued for its target, the office.

"A was Astronomer Royal from 1675", then "B became Astronomer Royal in 1720": B's start ends A's open stint
(:meth:`~c0lab.memory.writes.Writes.single_values` reads an office's holders as another type's values, each
version seen from the office: :func:`seen_from_office`). A rank many hold at once ("Fellow of the Royal
Society", :func:`~c0lab.retrieval.lexicon.single_owner`) is no such office, and a stint whose start is not
stated (since always, or undated) neither ends another nor is ended by one: when it began is not known.
"""

from __future__ import annotations

from collections.abc import Iterator

import pandas as pd

from .._time import BEGINNING, FOREVER, micros_of_timestamp, to_timestamp
from ..model.records import RELATION, Version
from ..retrieval.lexicon import HELD_OFFICE, single_owner
from .core import MemoryCore

__all__ = ["ended_in_start", "held_by_one", "holders", "seen_from_office", "start_said"]


def held_by_one(kind: str, holder: str, office: str) -> bool:
    """Whether ``holder`` ``kind`` ``office`` is an office one holds at a time (the office owns the value)."""
    if kind != HELD_OFFICE:  # every other type's write asks nothing of the lexicon here
        return False
    owned = single_owner(kind, holder, office)
    return owned is not None and owned[0] == office


def start_said(version: Version) -> bool:
    """Whether a stint's start was stated: not "since always" (no start given), not undated."""
    return version.valid_from != BEGINNING and not version.undated


def seen_from_office(version: Version) -> Version:
    """``version`` with its ends swapped: the office as the owner, the holder as the value (and back again)."""
    return version.but(source_id=version.target_id, target_id=version.source_id)


def holders(core: MemoryCore, office: str, kind: str) -> Iterator[Version]:
    """The current versions of every ``kind`` relation into ``office`` whose start was stated."""
    for _, _, data in core.store.graph.in_edges(office, data=True):
        if data["kind"] == RELATION:
            yield from (v for v in data["versions"] if v.is_current() and v.name == kind and start_said(v))


_PERIODS = {"year": pd.DateOffset(years=1), "month": pd.DateOffset(months=1)}


def ended_in_start(version: Version, new_rows: list[Version]) -> bool:
    """Whether ``version``'s stated end falls within the period a new holder's start was stated at ("A was X
    from May 1940 to July 1945; B succeeded A in 1945"): a hand-over within that period, not an end to move."""
    if not version.precisions[1] or version.cause or version.valid_to == FOREVER:
        return False
    for row in new_rows:
        period = _PERIODS.get(row.precisions[0])
        if period is not None and row.valid_from < version.valid_to:
            if version.valid_to <= micros_of_timestamp(to_timestamp(row.valid_from) + period):
                return True
    return False
