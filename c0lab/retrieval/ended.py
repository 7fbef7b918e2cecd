"""Why a concept is no longer valid: the version that ended it, the names it went by after a rename, and the
note a walk puts beside it ("superseded 1936-01-01 by Civic Hall, invalidated 1944-02-01: destroyed")."""

from __future__ import annotations

from collections.abc import Iterator

from .._time import format_edge, format_end
from ..model.records import Version, name_key
from ..store.versions import VersionStore
from .corrections import CORRECTION, corrected_day

__all__ = ["chain_end", "end_note", "ending_note", "last_ended", "superseded_chain", "withdrawn"]

WITHDRAWN = "withdrawn"
"""The status of a fact a correction said was recorded in error: no longer held as belief, its valid time as stated."""


def end_note(version: Version, end: int) -> str:
    """The note of a fact that ended at ``end`` (as shown): "ended 1988" at the precision its end was stated at,
    else the instant it stops ("ended 2022-03-01"); an end a replacement set where the next value began, stated at
    no precision of its own, is said as that start is ("ended 1831, replaced by B", not "1831-01-01")."""
    replaced = version.reason.startswith("replaced by ") and not version.precisions[1]
    when = format_edge(end, end=False) if replaced else format_end(end, precision=version.precisions[1])
    return f"ended {when}" + (f", {version.reason}" if version.reason else "")


def last_ended(store: VersionStore, record: str, *, as_of: int, known_at: int) -> Version | None:
    """The version of a concept known at ``known_at`` that ended last before ``as_of``, if any."""
    known = [v for v in store.records[record] if v.recorded_at <= known_at < v.expired_at and v.valid_to <= as_of]
    return max(known, key=lambda version: version.valid_to) if known else None


def superseded_chain(
    store: VersionStore, record: str, *, as_of: int, known_at: int, steps: int = 4
) -> Iterator[tuple[Version, list[str]]]:
    """The names a concept went by after it stopped before ``as_of``, one step at a time: the version that ended
    (its ``reason`` and ``cause`` say why) and the concepts named as its successor (none when it was not
    superseded); each step follows the first successor, at most ``steps`` (a rename back, A → B → A, ends there)."""
    current = record
    for _ in range(steps):
        last = last_ended(store, current, as_of=as_of, known_at=known_at)
        if last is None:
            return
        superseded = last.reason.startswith("superseded by") and last.cause
        later = [other for other in store.names.get(name_key(last.cause), []) if other != current] if superseded else []
        yield last, later
        if not later:
            return
        current = later[0]


def ending_note(store: VersionStore, record: str, *, as_of: int, known_at: int) -> str | None:
    """Why a concept known at ``known_at`` is not valid at ``as_of``: ``superseded …`` or ``invalidated …``; a
    successor that ended in turn says so ("superseded 1936-01-01 by Civic Hall, invalidated 1944-02-01: destroyed")."""
    notes = []
    for last, later in superseded_chain(store, record, as_of=as_of, known_at=known_at):
        when = format_end(last.valid_to, precision=last.precisions[1])
        if last.reason.startswith("superseded by"):
            notes.append(f"superseded {when} by {last.cause}")
        else:
            notes.append(f"invalidated {when}: {last.reason}" if last.reason else f"ended {when}")
        if not later or store.seen(later[0], as_of=as_of, known_at=known_at) is not None:
            break  # the successor holds then: nothing more to say
    return ", ".join(notes) or None


def chain_end(store: VersionStore, record: str, *, as_of: int, known_at: int) -> Version | None:
    """The version that ended the last name a superseded concept went by, when that name itself ended for good
    before ``as_of`` (invalidated, ended: "Erlach Hall" renamed "Civic Concert Hall", destroyed 1944); ``None``
    while a successor holds, or when the concept was never superseded. A relation to such a concept is no
    longer true from then: it was not ended, but nothing it names exists any more."""
    steps = list(superseded_chain(store, record, as_of=as_of, known_at=known_at))
    if len(steps) < 2 or steps[-1][1] or steps[-1][0].reason.startswith("superseded by"):
        return None
    return steps[-1][0]


def withdrawn(store: VersionStore, versions: list[Version], *, as_of: int, known_at: int) -> tuple[Version, str] | None:
    """The last version of a relation that a correction withdrew by ``known_at`` (it stopped being held at the moment
    a correction of one of its ends was recorded, the correction still held then:
    :meth:`~c0lab.memory.successions.Successions.corrected_values`) and that began by ``as_of``, with its note
    ("corrected 2020-05-01: recorded in error"); ``None`` when it was not withdrawn so."""
    for version in reversed(versions):
        if not version.recorded_at <= version.expired_at <= known_at or version.valid_from > as_of:
            continue
        ends = (version.source_id, version.target_id)
        for record in (patch for end in ends for patch in store.patches_of.get(end, ())):
            patch = store.records[record][-1]
            if patch.reason == CORRECTION and patch.recorded_at == version.expired_at and known_at < patch.expired_at:
                return version, f"corrected {corrected_day(patch)}: recorded in error"
    return None
