"""Snapshots and diffs: what changed between two times, on either time axis.

A snapshot names a point in system time (kept in ``snapshots.json``); a name
can stand wherever ``diff`` takes a time. ``diff(t1, t2)`` compares each
record's latest form as known at ``t1`` with the same as known at ``t2``
(``axis="system"``: what was recorded in between, whatever its valid time; a
fact added and ended in between is both), or what was true at ``t1`` with what
was true at ``t2`` as known now (``axis="valid"``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import pandas as pd

from .._errors import InvalidInputError
from .._time import BEGINNING, FOREVER, format_edge, format_span, format_time, held, parse_time, to_timestamp
from ..model.records import CONCEPT, RELATION, Version, check_name
from ..model.schemas import Snapshots
from .core import MemoryCore

__all__ = ["Changes"]

COLUMNS = ["change", "kind", "name", "before", "after", "when", "reason"]


class Changes:
    """``snapshot``, ``snapshots`` and ``diff``: ``Memory`` hands these calls here."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core

    def _snapshot_path(self) -> Path:
        return self._core.store.files.snapshots_path

    def _snapshot_table(self) -> dict[str, int]:
        return self._core.store.files.read_state(self._snapshot_path(), Snapshots)

    def snapshot(self, name: str) -> pd.Timestamp:
        """Name this moment of system time (the latest change); returns it."""
        label = check_name(name, what="snapshot name")
        store = self._core.writable()
        table = self._snapshot_table()
        if label in table:
            raise InvalidInputError(f"snapshot {label!r} already names {format_time(table[label])}")
        table[label] = store.last_change_at
        store.files.save_state(self._snapshot_path(), table)
        return to_timestamp(table[label])

    def snapshots(self) -> pd.DataFrame:
        """Every named snapshot, oldest first."""
        rows = [{"name": name, "at": to_timestamp(moment)} for name, moment in self._snapshot_table().items()]
        return pd.DataFrame(rows, columns=["name", "at"]).sort_values("at", ignore_index=True)

    def _point(self, value: object, what: str) -> int:
        """A diff's end: a snapshot's moment, else a date; a period ("2019", "March 2021") is read whole, from
        its first instant as ``t1`` to its last as ``t2`` (a day or an instant as given)."""
        named = self._core.snapshot_at(value) if isinstance(value, str) else None
        if named is not None:
            return named
        if what == "t1":
            return parse_time(value, what=what, point=False)
        end = parse_time(value, what="valid_to")
        return end if end == parse_time(value, what=what, point=False) else end - 1

    def diff(self, t1: object, t2: object = "now", *, axis: Literal["system", "valid"] = "system") -> pd.DataFrame:
        """Concepts, patches and relations added, ended, superseded, invalidated, retracted, re-described or
        redated (their valid time corrected, system time only: a relation's span, a concept's start, with the
        operation that moved it as the reason) between two times (the words of the README's table).

        The result's ``attrs["summary"]`` is a one-line count of each change.
        """
        if axis not in ("system", "valid"):
            raise InvalidInputError(f"axis must be 'system' or 'valid', not {axis!r}")
        first, second = self._point(t1, "t1"), self._point(t2, "t2")
        store = self._core.store
        if axis == "system":
            rows = [row for record in store.records.values() for row in self._recorded(record, first, second)]
            return self._frame(rows, t1, first, t2, second, axis)
        now = self._core.now()  # valid time, as known now
        rows = [row for versions in store.records.values() for row in self._valid_changes(versions, first, second, now)]
        return self._frame(rows, t1, first, t2, second, axis)

    def _valid_changes(self, versions: list[Version], first: int, second: int, now: int) -> list[dict[str, Any]]:
        """What began, changed or stopped in valid time ``(first, second]`` of one record, as believed ``now``:
        every stint, so one that began and ended in between is listed as added and as ended."""
        believed = sorted(
            (v for v in versions if held(v.recorded_at, v.expired_at, known_at=now)), key=lambda v: v.valid_from
        )
        rows = []
        for version in believed:
            if first < version.valid_from <= second:
                earlier = next((v for v in believed if v.valid_to == version.valid_from), None)
                if earlier is None:
                    rows.append(self._change_row("added", version, version, when=version.valid_from))
                elif earlier.text != version.text:
                    rows.append(self._change_row("re-described", earlier, version, when=version.valid_from))
            if first < version.valid_to <= second and not any(v.valid_from == version.valid_to for v in believed):
                rows.append(self._stopped(version))
        return rows

    def _stopped(self, version: Version, *, shown: Version | None = None) -> dict[str, Any]:
        """The end of ``version``'s stint in valid time in the README's words: a relation *ended*; a concept
        *superseded*, *invalidated* (with a reason) or *ended*; the row shows ``shown`` (default the version)."""
        change = "ended"
        if version.kind == "concept" and version.reason.startswith("superseded by"):
            change = "superseded"
        elif version.kind == "concept" and version.reason:
            change = "invalidated"
        shown = shown or version
        row = self._change_row(change, shown, shown, when=version.valid_to, reason=version.reason)
        if change == "ended":  # the end as stated: "until 1742", not the instant after it ("when": 1743-01-01)
            row["after"] = (
                f"until {format_edge(version.valid_to, end=True, precision=version.precision.partition('/')[2])}"
            )
        return row

    def _recorded(self, versions: list[Version], first: int, second: int) -> list[dict[str, Any]]:
        """What the memory recorded of one record between ``first`` and ``second`` (system time): its
        latest form believed at each (the version that holds latest, whatever its valid time), so a record
        added and ended in between is listed as added and as ended."""
        before, after = _latest(versions, first), _latest(versions, second)
        if after is None:
            return [] if before is None else [self._ended(before, versions, known_at=second)]
        if before is None:
            when = min(v.recorded_at for v in versions if first < v.recorded_at <= second)
            rows = [self._change_row("added", after, after, when=when)]
            was_open = any(v.valid_to == FOREVER and v.recorded_at <= second for v in versions)
            return (
                rows + [self._ended(after, versions, known_at=second)]
                if was_open and after.valid_to != FOREVER
                else rows
            )
        if before.valid_to == FOREVER and after.valid_to != FOREVER:
            return [self._ended(after, versions, known_at=second)]
        if before.text != after.text:
            return [self._change_row("re-described", before, after, when=after.recorded_at)]
        if after.kind == RELATION and (before.valid_from, before.valid_to) != (after.valid_from, after.valid_to):
            row = self._change_row("redated", before, after, when=after.recorded_at)
            spans = (
                format_span(before.valid_from, before.valid_to, before.precision),
                format_span(after.valid_from, after.valid_to, after.precision),
            )
            return [{**row, "before": spans[0], "after": spans[1]}]
        if after.kind == CONCEPT:
            return self._restarted(versions, first, second)
        return []

    def _restarted(self, versions: list[Version], first: int, second: int) -> list[dict[str, Any]]:
        """A concept's start moved between ``first`` and ``second`` (system time) by a correction or a
        ``redate_concept``: *redated*, old → new start, with the operation that moved it as the reason. A start a
        supersession moved (the successor begins then) is that supersession's, listed on the concept it superseded."""
        before, after = _first(versions, first), _first(versions, second)
        if before is None or after is None or before.valid_from == after.valid_from:
            return []
        cause = self._core.ops.adding(after.version)
        if cause.startswith("supersede "):
            return []
        row = self._change_row("redated", before, after, when=after.recorded_at, reason=cause)
        edges = [
            "since always"
            if v.valid_from == BEGINNING
            else f"from {format_edge(v.valid_from, precision=v.precisions[0])}"
            for v in (before, after)
        ]
        return [{**row, "before": edges[0], "after": edges[1]}]

    def _frame(
        self, rows: list[dict[str, Any]], t1: object, first: int, t2: object, second: int, axis: str
    ) -> pd.DataFrame:
        frame = pd.DataFrame(rows, columns=COLUMNS)
        counts = frame["change"].value_counts()
        summary = ", ".join(f"{count} {change}" for change, count in counts.items()) or "no change"
        frame.attrs["summary"] = f"{summary} between {self._said(t1, first)} and {self._said(t2, second)} ({axis} time)"
        snapshots = self._snapshot_table()
        if frame.empty and axis == "system" and not (t1 in snapshots and t2 in snapshots):  # "1930 1950" of a history
            frame.attrs["summary"] += "; the valid-time axis (--valid, axis='valid') lists what began or ended then"
        return frame

    def _said(self, value: object, moment: int) -> str:
        """A diff's end as the user gave it, with the moment it reads to the second:
        ``first-draft (2026-12-01 13:31:05)``, ``now (…)``, ``2022-01-01``."""
        exact = f"{to_timestamp(moment):%Y-%m-%d %H:%M:%S}"
        if isinstance(value, str) and (value in self._snapshot_table() or value.strip().lower() == "now"):
            return f"{value} ({exact})"
        if isinstance(value, str):  # a date as typed: a period reads whole ("2019"), not its first day
            return " ".join(value.split())
        shown = format_time(moment)
        return shown if exact.startswith(shown) and exact.endswith("00:00:00") else exact

    def _change_label(self, version: Version) -> str:
        if version.kind == RELATION:
            return f"{self._core.name(version.source_id)} {version.name} {self._core.name(version.target_id)}"
        return version.name

    def _change_row(
        self, change: str, before: Version, after: Version, *, when: int, reason: str = ""
    ) -> dict[str, Any]:
        return {
            "change": change,
            "kind": after.kind,
            "name": self._change_label(after),
            "before": before.text if change != "added" else "",
            "after": after.text if change != "ended" else "",
            "when": to_timestamp(when),
            "reason": reason,
        }

    def _ended(self, before: Version, versions: list[Version], *, known_at: int) -> dict[str, Any]:
        """The words of the README's table: a relation *ended*; a concept was *superseded* or *invalidated*
        (valid time); a write withdrawn by ``undo`` / ``retract`` was *retracted* (system time)."""
        last = _latest(versions, known_at)
        if last is None:
            return self._change_row("retracted", before, before, when=before.expired_at, reason="")
        return self._stopped(last, shown=before)


def _first(versions: list[Version], known_at: int) -> Version | None:
    """The form of a record believed at ``known_at`` that starts first in valid time (where it begins)."""
    believed = [v for v in versions if held(v.recorded_at, v.expired_at, known_at=known_at)]
    return min(believed, key=lambda v: v.valid_from, default=None)


def _latest(versions: list[Version], known_at: int) -> Version | None:
    """The form of a record believed at ``known_at`` that holds latest in valid time (its current form)."""
    believed = [v for v in versions if held(v.recorded_at, v.expired_at, known_at=known_at)]
    return max(believed, key=lambda v: (v.valid_to, v.valid_from), default=None)
