"""A concept's facts over valid time: the rows ``Memory.timeline`` draws.

One row per relation of the concept, either way round, as the memory held it
at ``known_at``: the relation's valid interval, its status as of ``as_of``
in the walk's words (``current``, ``ended``, ``superseded``,
``invalidated``; the walk's :func:`~c0lab.retrieval.walk.collect_facts`
decides them), and two moments of system time: when the memory first learned
the fact (``learned_at``) and when it recorded the version it holds now
(``changed_at``, later than ``learned_at`` when an end was learned after the
fact itself).
"""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd

from .._time import to_timestamp
from ..store.versions import VersionStore
from .walk import collect_facts

__all__ = ["COLUMNS", "STATUSES", "timeline_frame"]

STATUSES = ("current", "ended", "superseded", "invalidated", "withdrawn")
"""A fact's status as of the timeline's ``as_of``, in the order the legend lists them (``withdrawn``: a correction
said it was recorded in error, :func:`~c0lab.retrieval.ended.withdrawn`)."""

COLUMNS = [
    "fact",
    "subject",
    "relation",
    "object",
    "status",
    "valid_from",
    "valid_to",
    "learned_at",
    "changed_at",
    "note",
]


def timeline_frame(
    store: VersionStore, root: str, *, as_of: int, known_at: int, name: Callable[[str], str]
) -> pd.DataFrame:
    """The relations of the concept record ``root`` over valid time, oldest start first (open starts first).

    ``valid_from`` / ``valid_to`` are ``NaT`` where the fact holds since always /
    until further notice; a fact whose other end was invalidated ends where that
    end did; one whose other end was superseded keeps its valid time (the walk's rule).
    """
    facts, _, _ = collect_facts(store, root, depth=1, direction="both", as_of=as_of, known_at=known_at, name=name)
    rows = []
    for fact in facts:
        versions = [version for version in store.records[fact.path[-1]] if version.recorded_at <= known_at]
        held = [version for version in versions if known_at < version.expired_at] or versions
        rows.append(
            {
                "fact": f"{fact.subject} {fact.relation} {fact.object}",
                "subject": fact.subject,
                "relation": fact.relation,
                "object": fact.object,
                "status": fact.status,
                "valid_from": fact.valid_from,
                "valid_to": fact.valid_to,
                "learned_at": to_timestamp(min(version.recorded_at for version in versions)),
                "changed_at": to_timestamp(max(version.recorded_at for version in held)),
                "note": fact.note,
            }
        )
    frame = pd.DataFrame(rows, columns=COLUMNS)
    return frame.sort_values(["valid_from", "fact"], na_position="first", ignore_index=True)
