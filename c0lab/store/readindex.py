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

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from .._errors import C0labError
from ..model.records import CONCEPT, EPISODE, KINDS, PATCH, RELATION, name_key
from ..model.schemas import ConceptMeta, load
from . import archive
from .rows import RowIndex

__all__ = ["FORMAT", "EdgeLists", "Names", "ReadIndex"]

FORMAT = 2
"""The layout of the saved arrays (2: integer arrays stored narrowed); a file of another format is worked out again."""


class ReadIndex:
    """A reader's index of the rows (:attr:`rows`), its name keys (:attr:`names`) and edges (:attr:`edges`):
    taken from the file at ``path`` when it was saved at ``fingerprint`` and holds together, else worked out
    and saved there.

    ``check(vouched=True)`` checks the rows (:meth:`~c0lab.store.files.NamespaceFiles.check_rows`: it raises
    :class:`~c0lab.CorruptMemoryError` on a bad row). It runs before anything is worked out from the rows;
    with a saved index it runs only when the rows do not pass :func:`_sound`, the same checks made with the
    saved codes (one array operation each, where the check hashes every id)."""

    def __init__(self, table: pa.Table, path: Path, *, fingerprint: str, check: Callable[..., None]) -> None:
        tag = {"format": FORMAT, "fingerprint": fingerprint}
        found = archive.load(path, tag=tag)
        arrays, strings = found if found is not None else ({}, {})
        saved = {name[5:]: values for name, values in arrays.items() if name[:5] == "rows."}
        self.rows = RowIndex(table, saved=saved or None, check=check)
        ends = _restore_ends(self.rows, arrays) if self.rows.restored else None
        if self.rows.restored and (ends is None or not _sound(self.rows, ends)):
            check(vouched=False)  # a bad row raises, whatever a writer saved; else the index does not fit these
            # rows: work it out again
            self.rows, ends = RowIndex(table), None
        names = _restore_names(self.rows, arrays, strings) if self.rows.restored else None
        self.names: dict[str, list[str]] | Names = names if names is not None else _make_names(self.rows)
        """Each name key and the concept records it names, as a writer's open makes them."""
        self.ends = ends if ends is not None else _end_codes(self.rows)
        """The record code of each row's ``source_id`` and ``target_id`` (relations and patches; else -1)."""
        self.edges = _edge_lists(self.rows, *self.ends)
        """Each record's outgoing and incoming edges; ``None`` when an edge names an end that is no record."""
        if names is None or ends is None:
            codes = self.rows.code
            members = np.fromiter((codes(record) for held in self.names.values() for record in held), dtype=np.int32)
            saved = {
                **{f"rows.{name}": values for name, values in self.rows.arrays().items()},
                "names.offsets": np.cumsum([0, *map(len, self.names.values())], dtype=np.int64).astype(np.int32),
                "names.members": members,
                "ends.sources": self.ends[0],
                "ends.targets": self.ends[1],
            }
            archive.save(path, tag=tag, arrays=saved, strings={"keys": list(self.names)})


def _end_codes(index: RowIndex) -> tuple[np.ndarray, np.ndarray]:
    """The record code of the ``source_id`` of each relation and patch row and of the ``target_id`` of each
    relation row; -1 elsewhere, and where no record has that id."""
    table, ends = index.table, []
    for column, kinds in (("source_id", (RELATION, PATCH)), ("target_id", (RELATION,))):
        rows = np.flatnonzero(np.logical_or.reduce([index.of_kind(kind) for kind in kinds]))
        codes = np.full(len(table), -1, dtype=np.int32)
        found = pc.index_in(pc.take(table.column(column), pa.array(rows)), value_set=index.record_ids)
        codes[rows] = pc.fill_null(found, -1).to_numpy(zero_copy_only=False)
        ends.append(codes)
    return ends[0], ends[1]


def _restore_ends(index: RowIndex, arrays: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray] | None:
    """The saved end codes, or ``None`` when they are not two int32 arrays of a code each row."""
    sources, targets = arrays.get("ends.sources"), arrays.get("ends.targets")
    for codes in (sources, targets):
        if codes is None or codes.dtype != np.int32 or codes.shape != (len(index.table),):
            return None
        if len(codes) and (codes.min() < -1 or codes.max() >= len(index.ids)):
            return None
    assert sources is not None and targets is not None
    return sources, targets


def _sound(index: RowIndex, ends: tuple[np.ndarray, np.ndarray]) -> bool:
    """What :func:`~c0lab.store.segment.check_rows` checks, with the saved end codes: every row of a known
    kind, the ends of every relation (concepts or episodes) and of every patch (a concept) rows of the store
    (each saved code's id compared with the row's), every concept's ``meta`` of its shape. ``False`` when
    one of them fails or the codes do not fit (then the check itself says which row, or the index is worked
    out again)."""
    if not set(index.kind_names) <= set(KINDS):
        return False
    first = index.record_row
    concept = index.of_kind(CONCEPT)[first]
    either = concept | index.of_kind(EPISODE)[first]
    for codes, column, kinds in (
        (ends[0], "source_id", (RELATION, PATCH)),
        (ends[1], "target_id", (RELATION,)),
    ):
        for kind in kinds:
            rows = np.flatnonzero(index.of_kind(kind))
            named = codes[rows]
            if (named < 0).any() or not (concept if kind == PATCH else either)[named].all():
                return False
            same = pc.equal(
                pc.take(index.table.column(column), pa.array(rows)), pc.take(index.record_ids, pa.array(named))
            )
            if pc.all(same).as_py() is False:  # None: no rows of the kind
                return False
    described = index.of_kind(CONCEPT) & pc.not_equal(index.table.column("meta"), "").to_numpy(zero_copy_only=False)
    try:
        for meta in index.column("meta", np.flatnonzero(described)):
            load(ConceptMeta, meta, where="a saved row index")
    except C0labError:
        return False
    return True


def _edge_lists(index: RowIndex, sources: np.ndarray, targets: np.ndarray) -> tuple[EdgeLists, EdgeLists] | None:
    """Each record's edges out and in, in the order the records were made; ``None`` when an edge names an end
    that is no record. A relation runs from its source to its target, a patch from itself to its concept (its
    ``source_id``)."""
    first = index.record_row
    relation, patch = index.of_kind(RELATION)[first], index.of_kind(PATCH)[first]
    keys = np.flatnonzero(relation | patch).astype(np.int32)
    is_patch = patch[keys]
    starts = np.where(is_patch, keys, sources[first[keys]])
    ends = np.where(is_patch, sources[first[keys]], targets[first[keys]])
    if (starts < 0).any() or (ends < 0).any():
        return None
    return EdgeLists(index, starts, ends, keys), EdgeLists(index, ends, starts, keys)


def _make_names(index: RowIndex) -> dict[str, list[str]]:
    """What the writer's open indexes: each concept under its first name's key, then under its aliases'."""
    names: dict[str, list[str]] = {}
    concepts = index.first_rows(CONCEPT)
    pairs: list[tuple[str, str]] = list(
        zip(
            map(name_key, index.column("name", index.record_row[concepts])),
            map(index.ids.__getitem__, concepts.tolist()),
            strict=True,
        )
    )
    described = index.of_kind(CONCEPT) & pc.not_equal(index.table.column("meta"), "").to_numpy(zero_copy_only=False)
    pairs.extend(
        (name_key(alias), row.record) for row in index.versions(np.flatnonzero(described)) for alias in row.aliases
    )
    for key, record in pairs:
        held = names.get(key)
        if held is None:
            names[key] = [record]
        elif record not in held:
            held.append(record)
    return names


def _restore_names(index: RowIndex, arrays: dict[str, np.ndarray], strings: dict[str, list[str]]) -> Names | None:
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
    names = Names(keys, offsets, members, index.ids)
    return names if len(names._at) == len(keys) else None  # a key twice: not what was saved


class Names(Mapping[str, list[str]]):
    """``{name key: concept records}`` (the store's ``names``) over the saved arrays: the records of a key
    are listed when it is asked for."""

    def __init__(self, keys: list[str], offsets: np.ndarray, members: np.ndarray, ids: list[str]) -> None:
        self._keys, self._members, self._ids = keys, members, ids
        self._at = dict(zip(keys, range(len(keys)), strict=True))
        self._bounds = offsets
        self._made: dict[int, list[str]] = {}

    def get(self, key: str, default: Any = None) -> Any:
        at = self._at.get(key)
        if at is None:
            return default
        found = self._made.get(at)
        if found is None:
            codes = self._members[int(self._bounds[at]) : int(self._bounds[at + 1])].tolist()
            found = self._made[at] = [self._ids[code] for code in codes]
        return found

    def __getitem__(self, key: str) -> list[str]:
        found: list[str] | None = self.get(key)
        if found is None:
            raise KeyError(key)
        return found

    def __contains__(self, key: object) -> bool:
        return key in self._at

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


class EdgeLists(Mapping[str, list[tuple[str, str]]]):
    """Each record's edges one way — ``(other end, key)`` in the order made — from arrays of record codes:
    what :class:`~c0lab.store.links.Links` keeps in dicts, made per node when asked. Built with the edges'
    starts first, the edges leaving each node; with their ends first, those reaching it."""

    def __init__(self, index: RowIndex, ends: np.ndarray, others: np.ndarray, keys: np.ndarray) -> None:
        self._ids = index.ids
        self._code = index.code
        order = np.argsort(ends, kind="stable")
        self._others, self._keys = others[order], keys[order]
        self._starts = np.zeros(len(index.ids) + 1, dtype=np.int64)
        np.cumsum(np.bincount(ends, minlength=len(index.ids)), out=self._starts[1:])

    def get(self, node: str, default: Any = None) -> Any:
        code = self._code(node)
        if code < 0 or self._starts[code] == self._starts[code + 1]:
            return default
        ids, span = self._ids, slice(self._starts[code], self._starts[code + 1])
        return [
            (ids[other], ids[key])
            for other, key in zip(self._others[span].tolist(), self._keys[span].tolist(), strict=True)
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
