"""What a reader works out from a namespace's rows, saved beside the store so the next reader takes it.

A read-only open (:mod:`c0lab.store.rows`) needs, besides the rows: where each
record's versions are (:class:`~c0lab.store.rows.RowIndex`), each concept's name
keys (the store's ``names``: folding every name costs a new process more than
the rest of its walk) and each record's edges (:class:`EdgeLists`, what
:class:`~c0lab.store.links.Links` reads). All of it is integer arrays plus the
name keys, saved as one ``row-index.npz`` by :mod:`c0lab.store.archive`, tagged
with :data:`FORMAT` and the data files' fingerprint: arrays only, read with
``allow_pickle=False``, replaced atomically. A file of another state or
format, one that cannot be read whole, or whose arrays do not hold together
for the rows is ignored and the index is worked out again and saved, never an
error; a folder that cannot be written keeps no file.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from ..model.records import CONCEPT, PATCH, RELATION, name_key
from . import archive
from .rows import RowIndex

__all__ = ["FORMAT", "EdgeLists", "ReadIndex"]

FORMAT = 1
"""The layout of the saved arrays; a file of another format is worked out again."""


class ReadIndex:
    """A reader's index of the rows (:attr:`rows`), its name keys (:attr:`names`) and edges (:attr:`edges`):
    taken from the file at ``path`` when it was saved at ``fingerprint`` and holds together, else worked out
    and saved there."""

    def __init__(self, table: pa.Table, path: Path, *, fingerprint: str) -> None:
        tag = {"format": FORMAT, "fingerprint": fingerprint}
        found = archive.load(path, tag=tag)
        arrays, strings = found if found is not None else ({}, {})
        self.rows = RowIndex(table, saved={name[5:]: values for name, values in arrays.items() if name[:5] == "rows."})
        names = _restore_names(self.rows, arrays, strings) if self.rows.restored else None
        edges = _restore_edges(self.rows, arrays) if self.rows.restored else None
        self.names: dict[str, list[str]] = names if names is not None else _make_names(self.rows)
        """Each name key and the concept records it names, as a writer's open makes them."""
        edge_arrays = edges if edges is not None else _edge_arrays(self.rows)
        self.edges = (
            None
            if edge_arrays is None
            else (EdgeLists(self.rows, *edge_arrays), EdgeLists(self.rows, edge_arrays[1], edge_arrays[0], edge_arrays[2]))
        )
        """Each record's outgoing and incoming edges; ``None`` when an edge names an end that is no record."""
        if names is None or edges is None:
            codes = self.rows.code
            members = np.fromiter((codes(record) for held in self.names.values() for record in held), dtype=np.int32)
            saved = {
                **{f"rows.{name}": values for name, values in self.rows.arrays().items()},
                "names.offsets": np.cumsum([0, *map(len, self.names.values())], dtype=np.int64).astype(np.int32),
                "names.members": members,
            }
            if edge_arrays is not None:
                saved |= {f"edges.{name}": values for name, values in zip(_EDGES, edge_arrays, strict=True)}
            archive.save(path, tag=tag, arrays=saved, strings={"keys": list(self.names)})


_EDGES = ("sources", "targets", "keys")


def _make_names(index: RowIndex) -> dict[str, list[str]]:
    """What the writer's open indexes: each concept under its first name's key, then under its aliases'."""
    names: dict[str, list[str]] = {}
    concepts = index.first_rows(CONCEPT)
    pairs: list[tuple[str, str]] = list(
        zip(map(name_key, index.column("name", index.record_row[concepts])), map(index.ids.__getitem__, concepts))
    )
    described = index.of_kind(CONCEPT) & pc.not_equal(index.table.column("meta"), "").to_numpy(zero_copy_only=False)
    pairs.extend((name_key(alias), row.record) for row in index.versions(np.flatnonzero(described)) for alias in row.aliases)
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
    offsets, members, keys = arrays.get("names.offsets"), arrays.get("names.members"), strings.get("keys")
    if offsets is None or members is None or keys is None:
        return None
    if offsets.dtype != np.int32 or members.dtype != np.int32 or offsets.ndim != 1 or members.ndim != 1:
        return None
    if len(offsets) != len(keys) + 1 or offsets[0] != 0 or offsets[-1] != len(members) or (np.diff(offsets) < 1).any():
        return None
    if len(members) and (members.min() < 0 or members.max() >= len(index.ids)):
        return None
    if not index.of_kind(CONCEPT)[index.record_row[members]].all():
        return None
    ids = index.ids
    records = [ids[code] for code in members.tolist()]
    bounds = offsets.tolist()
    return {key: records[bounds[at] : bounds[at + 1]] for at, key in enumerate(keys)}


def _edge_arrays(index: RowIndex) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """The start, end and key (record codes) of every edge, in the order the records were made; ``None`` when
    an edge names an end that is no record. A relation runs from its source to its target, a patch from
    itself to its concept (its ``source_id``)."""
    relations, patches = index.first_rows(RELATION), index.first_rows(PATCH)

    def codes(column: str, records: np.ndarray) -> np.ndarray:
        ends = pc.take(index.table.column(column), pa.array(index.record_row[records]))
        found: np.ndarray = pc.fill_null(pc.index_in(ends, value_set=index.record_ids), -1).to_numpy(zero_copy_only=False)
        return found.astype(np.int32)

    keys = np.concatenate([relations, patches]).astype(np.int32)
    starts = np.concatenate([codes("source_id", relations), patches.astype(np.int32)])
    ends = np.concatenate([codes("target_id", relations), codes("source_id", patches)])
    if (starts < 0).any() or (ends < 0).any():
        return None
    order = np.argsort(keys, kind="stable")
    return starts[order], ends[order], keys[order]


def _restore_edges(index: RowIndex, arrays: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """The saved edges, or ``None`` when they do not hold together for these rows."""
    found = [arrays.get(f"edges.{name}") for name in _EDGES]
    if any(values is None or values.dtype != np.int32 or values.ndim != 1 for values in found):
        return None
    starts, ends, keys = found
    assert starts is not None and ends is not None and keys is not None
    count = len(index.ids)
    expected = np.flatnonzero(index.of_kind(RELATION)[index.record_row] | index.of_kind(PATCH)[index.record_row])
    if not (len(starts) == len(ends) == len(keys) == len(expected) and (keys == expected).all()):
        return None
    if len(keys) and (min(starts.min(), ends.min()) < 0 or max(starts.max(), ends.max()) >= count):
        return None
    return starts, ends, keys


class EdgeLists(Mapping[str, list[tuple[str, str]]]):
    """Each record's edges one way — ``(other end, key)`` in the order made — from arrays of record codes:
    what :class:`~c0lab.store.links.Links` keeps in dicts, made per node when asked. Built with the edges'
    starts first, the edges leaving each node; with their ends first, those reaching it."""

    def __init__(self, index: RowIndex, ends: np.ndarray, others: np.ndarray, keys: np.ndarray) -> None:
        self._ids = index.ids
        self._code = index.code
        order = np.argsort(ends, kind="stable")
        self._others, self._keys = others[order], keys[order]
        self._starts = np.searchsorted(ends[order], np.arange(len(index.ids) + 1))

    def get(self, node: str, default: Any = None) -> Any:
        code = self._code(node)
        if code < 0 or self._starts[code] == self._starts[code + 1]:
            return default
        ids, span = self._ids, slice(self._starts[code], self._starts[code + 1])
        return [
            (ids[other], ids[key]) for other, key in zip(self._others[span].tolist(), self._keys[span].tolist(), strict=True)
        ]

    def __getitem__(self, node: str) -> list[tuple[str, str]]:
        found: list[tuple[str, str]] | None = self.get(node)
        if found is None:
            raise KeyError(node)
        return found

    def __contains__(self, node: object) -> bool:
        code = self._code(node)
        return code >= 0 and self._starts[code] < self._starts[code + 1]

    def __iter__(self) -> Iterator[str]:
        return (self._ids[code] for code in np.flatnonzero(np.diff(self._starts)).tolist())

    def __len__(self) -> int:
        return int(np.count_nonzero(np.diff(self._starts)))
