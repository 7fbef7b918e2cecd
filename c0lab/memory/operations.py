"""The operation log: every user write is an operation with an id that ``undo`` can retract.

A write's versions and its log row (a row of kind ``operation`` naming the
versions it added and the versions it closed) are committed together, in
one segment, so a crash leaves both or neither. Retraction works in system
time: the versions an operation added are closed now, the ones it closed are
recorded again now; nothing is deleted, and a read with an earlier
``known_at`` still shows the write. The retraction is itself logged (with
``undoes`` naming the operation), so a retried ``undo`` is refused rather
than applied twice.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Protocol

import pandas as pd

from .._errors import CorruptMemoryError, InvalidInputError
from .._time import FOREVER, to_timestamp
from ..model.records import OPERATION, Version
from ..model.schemas import OperationSpans, load
from ..store.versions import VersionStore

__all__ = ["Operations"]

_SAME = (
    "record",
    "kind",
    "name",
    "text",
    "source_id",
    "target_id",
    "label",
    "origin",
    "valid_from",
    "valid_to",
    "reason",
    "cause",
    "meta",
    "precision",
)


@dataclass
class _Open:
    """An operation being gathered from several writes (``batch``, ``merge``)."""

    op: str
    label: str
    added: list[int] = field(default_factory=list)
    closed: list[int] = field(default_factory=list)
    moments: list[int] = field(default_factory=list)


def _ranges(numbers: list[int]) -> list[list[int]]:
    """Sorted numbers as inclusive ``[first, last]`` runs (a bulk write's versions are one run)."""
    runs: list[list[int]] = []
    for number in sorted(set(numbers)):
        if runs and runs[-1][1] == number - 1:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    return runs


def _numbers(runs: Sequence[Sequence[int]]) -> list[int]:
    return [number for first, last in runs for number in range(first, last + 1)]


class _Core(Protocol):
    """What the log uses of :class:`~c0lab.memory.core.MemoryCore` (which owns the log: no import back)."""

    @property
    def store(self) -> VersionStore: ...

    def writable(self) -> VersionStore: ...


class Operations:
    """``commit`` a write as an operation, ``group`` several writes into one, list them, ``undo`` one."""

    def __init__(self, core: _Core) -> None:
        self._core = core
        self._open: _Open | None = None

    # -- writing -------------------------------------------------------------------

    def commit(self, label: str, rows: list[Version], *, undoes: str = "") -> str | None:
        """Commit ``rows`` as the operation ``label`` with its log row; returns its id (``None`` if no rows).

        Inside a batch the rows join its operation, except an undo's: it keeps its own log row (the marker
        that the undone operation is undone), saved in the batch's segment.
        """
        if not rows:
            return None
        store = self._core.writable()
        added = [row.version for row in rows if row.version not in store.versions]
        closed = [row.version for row in rows if row.version in store.versions]
        moments = [row.recorded_at for row in rows if row.version not in store.versions]
        moments += [row.expired_at for row in rows if row.version in store.versions]
        if self._open is not None and not undoes:  # an undo keeps its own row (its marker) inside a batch
            store.commit(rows)
            self._open.added += added
            self._open.closed += closed
            self._open.moments += moments
            return self._open.op
        op = _new_id()
        store.commit([*rows, self._row(op, label, added, closed, moments, undoes=undoes)])
        return op

    def change(self, label: str, rows: list[Version], *, undoes: str = "") -> str:
        """:meth:`commit` for a write that always has rows (a relate, an end, an undo...); returns its id."""
        op = self.commit(label, rows, undoes=undoes)
        if op is None:
            raise InvalidInputError(f"{label}: nothing to change")
        return op

    @contextmanager
    def group(self, label: str) -> Iterator[str]:
        """The writes inside are one operation (and one batch: all saved, or none); yields its id."""
        if self._open is not None:
            yield self._open.op
            return
        store = self._core.writable()
        gathered = self._open = _Open(_new_id(), label)
        try:
            with store.batch():
                yield gathered.op
                added, closed = set(gathered.added), set(gathered.closed)
                if added or closed:  # a version both added and closed inside the group is no one's belief
                    store.commit(
                        [
                            self._row(
                                gathered.op,
                                gathered.label,
                                sorted(added - closed),
                                sorted(closed - added),
                                gathered.moments,
                            )
                        ]
                    )
        finally:
            self._open = None

    def _row(
        self, op: str, label: str, added: list[int], closed: list[int], moments: list[int], *, undoes: str = ""
    ) -> Version:
        store = self._core.store
        return Version(
            version=store.next_version(),
            record=op,
            kind=OPERATION,
            name=label,
            text=json.dumps({"added": _ranges(added), "closed": _ranges(closed)}),
            target_id=undoes,
            recorded_at=max(moment for moment in moments if moment != FOREVER),
        )

    # -- reading -------------------------------------------------------------------

    def _undone(self) -> dict[str, str]:
        return {row.target_id: row.record for row in self._core.store.operations.values() if row.target_id}

    def table(self) -> pd.DataFrame:
        """Every operation, oldest first: ``op``, ``label``, ``at`` (system time), ``undone`` and ``undoes``."""
        undone = self._undone()
        rows = [
            {
                "op": row.record,
                "label": row.name,
                "at": to_timestamp(row.recorded_at),
                "undone": row.record in undone,
                "undoes": row.target_id or None,
            }
            for row in sorted(self._core.store.operations.values(), key=lambda row: row.version)
        ]
        return pd.DataFrame(rows, columns=["op", "label", "at", "undone", "undoes"])

    def last(self) -> str | None:
        """The latest operation that is neither undone nor an undo itself."""
        undone = self._undone()
        for row in sorted(self._core.store.operations.values(), key=lambda row: row.version, reverse=True):
            if not row.target_id and row.record not in undone:
                return row.record
        return None

    # -- retracting ----------------------------------------------------------------

    def undo(self, op: object) -> str:
        """Retract operation ``op`` in system time; returns the id of the retraction."""
        store = self._core.writable()
        entry = store.operations.get(op) if isinstance(op, str) else None
        if entry is None or not isinstance(op, str):
            raise InvalidInputError(f"no operation {op!r}; see operations()")
        if entry.target_id:
            raise InvalidInputError(f"operation {op!r} is itself an undo (of {entry.target_id!r})")
        undone = self._undone()
        if op in undone:
            raise InvalidInputError(f"operation {op!r} was already undone (by {undone[op]!r})")
        spans = self._spans(entry)
        now = store.tick()
        rows, changed = [], []
        for number in _numbers(spans.added):
            version = self._still_held(store.versions[number])
            if version is None:
                changed.append(number)
            else:
                rows.append(version.but(expired_at=now))
        if changed:
            later = sorted(
                {
                    row.record
                    for row in store.operations.values()
                    if row.version > entry.version
                    and not row.target_id
                    and row.record not in undone
                    and set(_numbers(self._spans(row).closed)) & set(changed)
                }
            )
            raise InvalidInputError(
                f"operation {op!r} ({entry.name}) was changed since by {', '.join(later) or 'a later write'}; "
                "undo that first"
            )
        rows += [
            store.versions[number].but(version=store.next_version(), recorded_at=now, expired_at=FOREVER)
            for number in _numbers(spans.closed)
        ]
        return self.change(f"undo {op}: {entry.name}", rows, undoes=op)

    def adding(self, number: int) -> str:
        """The label of the operation that added version ``number`` ("supersede 'A' by 'B' at …", "redate from a
        correction of 'X'"); ``""`` when none says (a write of an older release, a row of an import)."""
        for row in self._core.store.operations.values():
            spans = load(OperationSpans, row.text, where=f"operation {row.record!r}")
            if any(first <= number <= last for first, last in spans.added):
                return row.name
        return ""

    def _spans(self, entry: Version) -> OperationSpans:
        """What operation ``entry`` added and closed, checked: its spans have their shape and name only
        versions the memory holds (a crafted row is refused in one line, never a KeyError or a huge range)."""
        spans = load(OperationSpans, entry.text, where=f"operation {entry.record!r}")
        versions = self._core.store.versions
        if spans.size() > len(versions):
            raise CorruptMemoryError(
                f"cannot read operation {entry.record!r}: it names {spans.size():,} versions; "
                f"the memory holds {len(versions):,}"
            )
        missing = next((number for number in _numbers([*spans.added, *spans.closed]) if number not in versions), None)
        if missing is not None:
            raise CorruptMemoryError(
                f"cannot read operation {entry.record!r}: it names version {missing}, which the memory does not hold"
            )
        return spans

    def _still_held(self, version: Version) -> Version | None:
        """The current version that holds what ``version`` held (itself, or a re-recording by an undo)."""
        if version.is_current():
            return version
        same = tuple(getattr(version, name) for name in _SAME)
        for other in self._core.store.records.get(version.record, []):
            if other.is_current() and tuple(getattr(other, name) for name in _SAME) == same:
                return other
        return None


def _new_id() -> str:
    return f"op-{uuid.uuid4().hex[:8]}"
