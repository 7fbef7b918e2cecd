"""A read-only store's versions, made from the Arrow columns when they are asked for.

A writer keeps every version as a Python object (:class:`~c0lab.store.files.Rows`):
its commits change them. A reader — a new ``c0lab walk`` process, above all —
looks at a few dozen records of a memory that may hold 300k versions, so
:class:`RowIndex` keeps the decoded table and, per record, where its versions
lie (NumPy arrays worked out by Arrow and NumPy, no Python per row); a
:class:`~c0lab.model.records.Version` is made the first time it is read and
kept. :class:`Records` and :class:`Versions` read as the writer's
``{record: versions}`` and ``{number: version}`` dicts do (same keys, same
order, equal values); a read that goes over every value (an export, a search
built from every text) makes them all at once, as the writer's open does.

The name index (each concept's name keys) is saved beside the store by
:mod:`c0lab.store.archive` under the data files' fingerprint, so a reader does
not fold every name again; :class:`EdgeLists` gives each record's edges from
the arrays, for :class:`~c0lab.store.links.Links`.
"""

from __future__ import annotations

from collections.abc import ItemsView, Iterator, Mapping, ValuesView
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from .._time import FOREVER
from ..model.records import CONCEPT, FIELDS, OPERATION, PATCH, RELATION, Version, name_key
from . import archive
from .files import Rows, int_column

__all__ = ["NAMES_FORMAT", "EdgeLists", "Records", "RowIndex", "Versions"]

NAMES_FORMAT = 1
"""The layout of the saved name index; a file of another format is made again."""

_STRINGS = ("record", "kind", "name", "text", "source_id", "target_id", "label", "origin", "reason", "cause", "meta")
_TIMES = ("valid_from", "valid_to", "recorded_at", "expired_at")


class RowIndex:
    """The rows of a namespace's files and where each record's versions are among them (see the module)."""

    def __init__(self, table: pa.Table) -> None:
        self.table = table.combine_chunks()
        self._strings = {name: self.table.column(name) for name in _STRINGS}
        self._integers = {name: int_column(self.table, name) for name in ("version", *_TIMES)}
        kinds = pc.dictionary_encode(self.table.column("kind")).combine_chunks()
        names = kinds.dictionary.to_pylist()
        codes = kinds.indices.to_numpy(zero_copy_only=False)
        self._kind_names: list[str] = names
        self._kinds = codes.astype(np.int8) if len(names) < 128 else codes

        numbers = self._integers["version"]
        operation = self.of_kind(OPERATION)
        self.operation_rows = np.flatnonzero(operation)
        data = np.flatnonzero(~operation)
        # the ids of the records, then of every row's two ends, coded at once: a record's code is its number in
        # the order the records were made (first appearance), and an end gets the code of the record it names
        table = self.table
        coded = pc.dictionary_encode(
            pa.chunked_array(
                [
                    pc.take(table.column("record"), pa.array(data)).combine_chunks(),
                    table.column("source_id").combine_chunks(),
                    table.column("target_id").combine_chunks(),
                ],
                type=pa.string(),
            )
        )
        chunks = [chunk.indices.to_numpy(zero_copy_only=False).astype(np.int64) for chunk in coded.chunks]
        count = int(chunks[0].max()) + 1 if len(data) else 0
        self.ids: list[str] = coded.chunk(0).dictionary[:count].to_pylist() if count else []
        """Each record's id, in the order the records were made (first appearance in commit order)."""
        self.code: dict[str, int] = dict(zip(self.ids, range(count), strict=True))
        self.end_codes = (chunks[1], chunks[2]) if len(data) else (np.full(len(table), count), np.full(len(table), count))
        """The record code of each row's ``source_id`` and ``target_id`` (``count`` or more: no record's)."""
        record_of_row = chunks[0] if len(data) else np.zeros(0, dtype=np.int64)
        # each version number: its first row (where it sits in its record's history) and its last (its state)
        data_numbers = numbers[data]
        self.numbers, first = np.unique(data_numbers, return_index=True)
        _, from_end = np.unique(data_numbers[::-1], return_index=True)
        self.state_row = data[len(data) - 1 - from_end]
        """The row of each version number's last state (``numbers`` sorted)."""
        self.first_row = data[first]
        record = record_of_row[first]
        order = np.lexsort((first, record))  # grouped by record, then in order of first appearance
        self.history = self.state_row[order]
        """The rows of every record's versions, record after record, each in the order it was made."""
        self.starts = np.searchsorted(record[order], np.arange(len(self.ids) + 1))
        self.record_row = self.history[self.starts[:-1]] if len(self.ids) else np.zeros(0, dtype=np.int64)
        """The row of each record's first version."""
        self.last_version = int(numbers.max()) if len(numbers) else 0
        expiries = self._integers["expired_at"]
        expiries = expiries[expiries != FOREVER]
        self.last_change_at = max(
            int(self._integers["recorded_at"].max()) if len(numbers) else 0, int(expiries.max()) if len(expiries) else 0
        )
        self._made: dict[int, Version] = {}
        self._all: list[Version] | None = None

    def of_kind(self, kind: str) -> np.ndarray:
        """Which rows are of ``kind`` (a boolean array)."""
        code = self._kind_names.index(kind) if kind in self._kind_names else -1
        rows: np.ndarray = self._kinds == code
        return rows

    def version(self, row: int) -> Version:
        """The version a row holds, made at first use and kept."""
        if self._all is not None:
            return self._all[row]
        found = self._made.get(row)
        if found is None:
            strings, integers = self._strings, self._integers
            found = self._made[row] = Version(
                int(integers["version"][row]),
                *(strings[name][row].as_py() for name in ("record", "kind", "name", "text", "source_id")),
                *(strings[name][row].as_py() for name in ("target_id", "label", "origin")),
                *(int(integers[name][row]) for name in _TIMES),
                *(strings[name][row].as_py() for name in ("reason", "cause", "meta")),
            )
        return found

    def make_all(self) -> None:
        """Make every version at once (a read that goes over all of them), as a writer's open does."""
        if self._all is None:
            made = Rows.read(self.table).versions
            for row, version in self._made.items():  # the versions handed out already stay the ones held
                made[row] = version
            self._all = made

    def versions(self, rows: np.ndarray) -> list[Version]:
        """The versions of these rows."""
        return list(map(self.version, rows.tolist()))

    def first_rows(self, kind: str) -> np.ndarray:
        """The codes of the records of ``kind`` (the kind of their first version), in record order."""
        return np.flatnonzero(self.of_kind(kind)[self.record_row])

    def latest_names(self, kind: str) -> list[str]:
        """The distinct ``name`` of the latest version of each record of ``kind``."""
        latest = self.history[self.starts[1:] - 1][self.first_rows(kind)]
        names: list[str] = pc.unique(pc.take(self._strings["name"], pa.array(latest))).to_pylist()
        return names

    def column(self, name: str, rows: np.ndarray) -> list[Any]:
        """One string column at these rows, as Python strings."""
        taken: list[Any] = pc.take(self._strings[name], pa.array(rows)).to_pylist()
        return taken


class Records(Mapping[str, list[Version]]):
    """``{record: versions}`` over a :class:`RowIndex`: each record's history made at first use."""

    def __init__(self, index: RowIndex) -> None:
        self._index = index
        self._histories: dict[int, list[Version]] = {}

    def _history(self, code: int) -> list[Version]:
        found = self._histories.get(code)
        if found is None:
            index = self._index
            found = self._histories[code] = index.versions(index.history[index.starts[code] : index.starts[code + 1]])
        return found

    def __getitem__(self, record: str) -> list[Version]:
        return self._history(self._index.code[record])

    def get(self, record: str, default: Any = None) -> Any:
        code = self._index.code.get(record)
        return default if code is None else self._history(code)

    def __contains__(self, record: object) -> bool:
        return record in self._index.code

    def __iter__(self) -> Iterator[str]:
        return iter(self._index.ids)

    def __len__(self) -> int:
        return len(self._index.ids)

    def values(self) -> ValuesView[list[Version]]:
        self._index.make_all()
        return super().values()

    def items(self) -> ItemsView[str, list[Version]]:
        self._index.make_all()
        return super().items()


class Versions(Mapping[int, Version]):
    """``{version number: version}`` over a :class:`RowIndex`, in the order the numbers first appeared."""

    def __init__(self, index: RowIndex) -> None:
        self._index = index

    def _at(self, number: object) -> int:
        numbers = self._index.numbers
        if isinstance(number, bool) or not isinstance(number, (int, np.integer)) or not len(numbers):
            return -1
        at = int(np.searchsorted(numbers, number))
        return at if at < len(numbers) and numbers[at] == number else -1

    def __getitem__(self, number: int) -> Version:
        at = self._at(number)
        if at < 0:
            raise KeyError(number)
        return self._index.version(int(self._index.state_row[at]))

    def __contains__(self, number: object) -> bool:
        return self._at(number) >= 0

    def __iter__(self) -> Iterator[int]:
        index = self._index
        return iter(index.numbers[np.argsort(index.first_row, kind="stable")].tolist())

    def __len__(self) -> int:
        return len(self._index.numbers)

    def values(self) -> ValuesView[Version]:
        self._index.make_all()
        return super().values()

    def items(self) -> ItemsView[int, Version]:
        self._index.make_all()
        return super().items()


def name_index(index: RowIndex, path: Path, *, fingerprint: str) -> dict[str, list[str]]:
    """Each name key and the concept records it names (the store's ``names``), read from the file at ``path``
    when it was saved at ``fingerprint`` and holds together, else made from the rows and saved there."""
    tag = {"format": NAMES_FORMAT, "fingerprint": fingerprint}
    found = archive.load(path, tag=tag)
    if found is not None:
        restored = _restore_names(index, *found)
        if restored is not None:
            return restored
    names = _make_names(index)
    keys = list(names)
    codes = index.code
    members = np.fromiter((codes[record] for records in names.values() for record in records), dtype=np.int32)
    offsets = np.cumsum([0, *map(len, names.values())], dtype=np.int64).astype(np.int32)
    archive.save(path, tag=tag, arrays={"offsets": offsets, "members": members}, strings={"keys": keys})
    return names


def _make_names(index: RowIndex) -> dict[str, list[str]]:
    """What the writer's open indexes: each concept under its first name's key, then under its aliases'."""
    names: dict[str, list[str]] = {}
    concepts = index.first_rows(CONCEPT)
    pairs: list[tuple[str, str]] = list(
        zip(map(name_key, index.column("name", index.record_row[concepts])), map(index.ids.__getitem__, concepts))
    )
    described = np.flatnonzero(index.of_kind(CONCEPT) & (pc.not_equal(index.table.column("meta"), "").to_numpy()))
    pairs.extend((name_key(alias), row.record) for row in index.versions(described) for alias in row.aliases)
    for key, record in pairs:
        held = names.get(key)
        if held is None:
            names[key] = [record]
        elif record not in held:
            held.append(record)
    return names


def _restore_names(
    index: RowIndex, arrays: dict[str, np.ndarray], strings: dict[str, list[str]]
) -> dict[str, list[str]] | None:
    """The saved name index, or ``None`` when its arrays do not fit together or name records that are not
    concepts of this store."""
    offsets, members, keys = arrays.get("offsets"), arrays.get("members"), strings.get("keys")
    if offsets is None or members is None or keys is None:
        return None
    if offsets.dtype != np.int32 or members.dtype != np.int32 or offsets.ndim != 1 or members.ndim != 1:
        return None
    if len(offsets) != len(keys) + 1 or offsets[0] != 0 or offsets[-1] != len(members) or np.any(np.diff(offsets) < 1):
        return None
    if len(members) and (members.min() < 0 or members.max() >= len(index.ids)):
        return None
    if not index.of_kind(CONCEPT)[index.record_row[members]].all():
        return None
    ids = index.ids
    records = [ids[code] for code in members.tolist()]
    bounds = offsets.tolist()
    return {key: records[bounds[at] : bounds[at + 1]] for at, key in enumerate(keys)}


class EdgeLists(Mapping[str, list[tuple[str, str]]]):
    """Each record's edges one way — ``(other end, key)`` in the order made — from the arrays of a
    :class:`RowIndex`: what :class:`~c0lab.store.links.Links` keeps in dicts, made per node when asked.

    ``outgoing`` gives the edges leaving a node, else those reaching it. A relation runs from its source to
    its target, a patch from itself to its concept. Use :meth:`both`."""

    def __init__(self, index: RowIndex, ends: np.ndarray, others: np.ndarray, keys: np.ndarray) -> None:
        self._ids = index.ids
        self._code = index.code
        order = np.argsort(ends, kind="stable")
        self._others, self._keys = others[order], keys[order]
        self._starts = np.searchsorted(ends[order], np.arange(len(index.ids) + 1))

    @classmethod
    def both(cls, index: RowIndex) -> tuple[EdgeLists, EdgeLists] | None:
        """The outgoing and incoming edge lists, or ``None`` when an edge names an end that is no record."""
        relations, patches = index.first_rows(RELATION), index.first_rows(PATCH)
        sources, targets = index.end_codes
        # a relation runs from its source to its target, a patch from itself to its concept (its source_id)
        starts = np.concatenate([sources[index.record_row[relations]], patches])
        ends = np.concatenate([targets[index.record_row[relations]], sources[index.record_row[patches]]])
        keys = np.concatenate([relations, patches])
        if (starts >= len(index.ids)).any() or (ends >= len(index.ids)).any():
            return None
        order = np.argsort(keys, kind="stable")  # in the order the records were made
        keys, starts, ends = keys[order], starts[order], ends[order]
        return cls(index, starts, ends, keys), cls(index, ends, starts, keys)

    def get(self, node: str, default: Any = None) -> Any:
        code = self._code.get(node)
        if code is None or self._starts[code] == self._starts[code + 1]:
            return default
        ids, span = self._ids, slice(self._starts[code], self._starts[code + 1])
        return [(ids[other], ids[key]) for other, key in zip(self._others[span].tolist(), self._keys[span].tolist())]

    def __getitem__(self, node: str) -> list[tuple[str, str]]:
        found: list[tuple[str, str]] | None = self.get(node)
        if found is None:
            raise KeyError(node)
        return found

    def __contains__(self, node: object) -> bool:
        code = self._code.get(node) if isinstance(node, str) else None
        return code is not None and self._starts[code] < self._starts[code + 1]

    def __iter__(self) -> Iterator[str]:
        return (self._ids[code] for code in np.flatnonzero(np.diff(self._starts)).tolist())

    def __len__(self) -> int:
        return int(np.count_nonzero(np.diff(self._starts)))


assert FIELDS[:9] == ("version", "record", "kind", "name", "text", "source_id", "target_id", "label", "origin")
