"""One holder at a time of an office: ``HELD_OFFICE_AS`` is single-valued for its target, the office.

"A was Astronomer Royal from 1675", then "B became Astronomer Royal in 1720": B's start ends A's open stint
(:meth:`~c0lab.memory.writes.Writes.single_values` reads an office's holders as another type's values, each
version seen from the office: :func:`seen_from_office`). A rank many hold at once ("Fellow of the Royal
Society", :func:`~c0lab.retrieval.lexicon.single_owner`) is no such office, and a stint whose start is not
stated (since always, or undated) neither ends another nor is ended by one: when it began is not known.

An office is one thing however it was written (:func:`~c0lab.retrieval.lexicon.office_key`): "X was Chancellor of
the Exchequer" (``CHANCELLOR_OF Exchequer``) and a terse line's "X held office as Chancellor of the Exchequer"
(``HELD_OFFICE_AS Chancellor of the Exchequer``) are holders of one office (:func:`office_forms`).
"""

from __future__ import annotations

from collections.abc import Iterator

import pandas as pd

from .._time import BEGINNING, FOREVER, micros_of_timestamp, to_timestamp
from ..model.records import RELATION, Version, name_key
from ..retrieval.lexicon import HELD_OFFICE, office_key
from ..retrieval.offices import other_forms
from .core import MemoryCore

__all__ = ["ended_in_start", "held_by_one", "held_form", "holders", "office_forms", "seen_from_office", "start_said"]


def held_by_one(kind: str, holder: str, office: str) -> bool:
    """Whether ``holder`` ``kind`` ``office`` is an office one holds at a time (the office owns the value)."""
    if kind != HELD_OFFICE:  # every other type's write asks nothing of the lexicon here
        return False
    return office_key(kind, holder, office) is not None


def office_forms(core: MemoryCore, kind: str, office: str) -> list[tuple[str, str]]:
    """(concept id, relation type) of every form the office that ``kind`` into concept ``office`` names is held
    in: itself first, then its other forms (:func:`~c0lab.retrieval.offices.other_forms`)."""
    return list(dict.fromkeys([(office, kind), *other_forms(core.store, kind, core.name(office))]))


def held_form(core: MemoryCore, kind: str, holder: str, office: str) -> tuple[str, str]:
    """(type, office name) to write "``holder`` ``kind`` ``office``" in: the form its office is already held in
    when only another form has holders ("CHANCELLOR_OF Exchequer" read first, then a terse line's
    "HELD_OFFICE_AS Chancellor of the Exchequer" is written as the first), else as said."""
    named = core.store.names.get(name_key(office), [])
    if office_key(kind, holder, office) is None or any(_held_as(core, found, kind) for found in named):
        return kind, office
    for found, form in other_forms(core.store, kind, office):
        if _held_as(core, found, form):
            return form, core.name(found)
    return kind, office


def _held_as(core: MemoryCore, office: str, kind: str) -> bool:
    """Whether any current ``kind`` relation runs into concept ``office``."""
    return any(
        v.is_current() and v.name == kind
        for _, _, data in core.store.graph.in_edges(office, data=True)
        if data["kind"] == RELATION
        for v in data["versions"]
    )


def start_said(version: Version) -> bool:
    """Whether a stint's start was stated: not "since always" (no start given), not undated."""
    return version.valid_from != BEGINNING and not version.undated


def seen_from_office(version: Version) -> Version:
    """``version`` with its ends swapped: the office as the owner, the holder as the value (and back again)."""
    return version.but(source_id=version.target_id, target_id=version.source_id)


def holders(core: MemoryCore, office: str, kind: str) -> Iterator[Version]:
    """The current versions of every relation holding the office ``kind`` into ``office`` names, in any of its
    forms (:func:`office_forms`), whose start was stated."""
    for concept, form in office_forms(core, kind, office):
        for _, _, data in core.store.graph.in_edges(concept, data=True):
            if data["kind"] == RELATION:
                yield from (v for v in data["versions"] if v.is_current() and v.name == form and start_said(v))


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
