"""Time slices as arrays: the concepts and relations visible at ``(as_of, known_at)`` over integer ids.

:class:`Columns` keeps the time columns of every concept and relation
version as NumPy arrays (filled at open straight from the Arrow columns of
the namespace's files, then grown as commits arrive). A slice is one call of the
one visibility filter, :func:`~c0lab._time.visible`, on those columns — no
loop over edges — and a :class:`Slice` holds the result: the visible
concepts (node ``i`` is ``records[i]``), one directed edge per ordered pair
of them joined by a visible relation (``SUPERSEDES`` trails left out; the
latest relation of a pair names the edge) and its CSR adjacency. Analytics
and the graph signals of search both rank this slice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cached_property
from operator import attrgetter
from typing import TYPE_CHECKING

import numpy as np

from .._time import held, visible
from ..model.records import CONCEPT, Version
from .files import Rows

if TYPE_CHECKING:  # SciPy and NetworkX are imported where used: a read that ranks nothing needs neither
    import networkx as nx
    import scipy.sparse as sp

__all__ = ["TRAIL", "Columns", "Live", "Slice"]

TRAIL = "SUPERSEDES"
"""The relation type of supersession trails, which a slice leaves out."""

_TIMES = ("valid_from", "valid_to", "recorded_at", "expired_at")


@dataclass(frozen=True)
class Slice:
    """The concepts and relations visible at one pair of times, as arrays over node numbers."""

    records: np.ndarray
    """Record id of each node (object array), in the order the concepts were stored."""
    sources: np.ndarray
    """Source node of each edge (int64); one edge per ordered pair, sorted by (source, target)."""
    targets: np.ndarray
    """Target node of each edge (int64)."""
    relations: np.ndarray
    """Relation type of each edge (object array): the latest visible relation of the pair."""

    def __len__(self) -> int:
        return len(self.records)

    @property
    def edge_count(self) -> int:
        """How many directed edges (ordered pairs) the slice has."""
        return len(self.sources)

    def relation(self, source: int, target: int) -> str | None:
        """The relation type of the edge from node ``source`` to node ``target``, if there is one."""
        keys = self.sources * len(self.records) + self.targets  # sorted: edges come by (source, target)
        key = source * len(self.records) + target
        at = int(np.searchsorted(keys, key))
        return str(self.relations[at]) if at < len(keys) and keys[at] == key else None

    @cached_property
    def adjacency(self) -> sp.csr_array:
        """The directed adjacency matrix: ``[i, j] == 1`` when an edge runs from node i to node j."""
        import scipy.sparse as sp

        n = len(self.records)
        return sp.csr_array((np.ones(len(self.sources)), (self.sources, self.targets)), shape=(n, n))

    @cached_property
    def undirected(self) -> sp.csr_array:
        """The symmetric adjacency (direction ignored, each joined pair once, weight 1)."""
        both = self.adjacency + self.adjacency.T
        both.data[:] = 1.0
        return both.tocsr()

    def to_networkx(self) -> nx.DiGraph:
        """The same slice as a NetworkX ``DiGraph`` of record ids (edge attribute ``relation``)."""
        import networkx as nx

        graph = nx.DiGraph()
        graph.add_nodes_from(self.records.tolist())
        records = self.records
        graph.add_edges_from(
            (records[s], records[t], {"relation": r})
            for s, t, r in zip(self.sources.tolist(), self.targets.tolist(), self.relations.tolist(), strict=True)
        )
        return graph


@dataclass(frozen=True)
class Live:
    """Every relation *version* visible at one pair of times between two visible concepts (parallel
    relations and ``SUPERSEDES`` included), over the slice's node numbers; in version order."""

    records: np.ndarray
    """Record id of each visible concept (object array): node ``i`` is ``records[i]``, as in :class:`Slice`."""
    sources: np.ndarray
    """Source node of each relation version (int64)."""
    targets: np.ndarray
    """Target node of each relation version (int64)."""
    types: np.ndarray
    """Relation type of each, as a code into :attr:`type_names` (int64)."""
    versions: np.ndarray
    """Version number of each (int64): ``store.versions[number]`` is the row."""
    type_names: np.ndarray
    """The relation type of each code (object array)."""

    def degrees(self) -> np.ndarray:
        """How many visible relations touch each node (a relation to itself counts twice, as in NetworkX)."""
        n = len(self.records)
        return np.bincount(self.sources, minlength=n) + np.bincount(self.targets, minlength=n)


class Columns:
    """The time columns of concept and relation versions, as arrays.

    At open :meth:`load` fills them from the decoded files at once. After
    that, committed rows are queued by :meth:`add` (a list append: nothing
    else on the write path) and folded into the arrays when a slice is asked
    for. Version
    numbers only grow, so the arrays stay sorted by version and a row that
    replaces a version seen before (a closed system interval) is found by
    binary search.
    """

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        """Empty columns (the constructor's work, and :meth:`clear`'s)."""
        self._deferred: Callable[[], Rows] | None = None
        self._pending: list[Version] = []
        self._node_of: dict[str, int] = {}
        self._node_records: list[str] = []
        self._type_of: dict[str, int] = {}
        self._types: list[str] = []
        empty = np.zeros(0, dtype=np.int64)
        # per concept version: node, version, 4 times
        self._concepts = {"node": empty, "version": empty, **{name: empty for name in _TIMES}}
        # per relation version: source node, target node, type, version, 4 times
        self._relations = {
            "source": empty,
            "target": empty,
            "type": empty,
            "version": empty,
            **{name: empty for name in _TIMES},
        }

    def add(self, rows: Iterable[Version]) -> None:
        """Queue rows (new versions, or new states of versions seen before)."""
        self._pending.extend(rows)

    def clear(self) -> None:
        """Forget everything (the store reloads)."""
        self._reset()

    def defer(self, rows: Callable[[], Rows]) -> None:
        """Fill the empty columns from ``rows()`` when a slice is first asked for, not now (a read-only
        store: a walk asks for none)."""
        self._deferred = rows

    def load(self, rows: Rows) -> None:
        """Fill the empty columns at open from the decoded rows of a namespace's files (in commit order), with
        no Python per row: ids, kinds and types come coded."""
        numbers = rows.integers["version"]
        last = _last_states(numbers)
        concepts, relations = last[rows.of_kind("concept")[last]], last[rows.of_kind("relation")[last]]
        self._node_records = rows.concepts.tolist()  # a concept's node is its number in rows
        self._node_of = dict(zip(self._node_records, range(len(self._node_records)), strict=True))
        used, types = np.unique(rows.codes["name"][relations], return_inverse=True)
        self._types = rows.distinct["name"][used].tolist()
        self._type_of = dict(zip(self._types, range(len(self._types)), strict=True))
        times = {name: rows.integers[name] for name in _TIMES}
        self._append(
            self._concepts,
            {
                "node": rows.concept_codes["record"][concepts],
                "version": numbers[concepts],
                **{name: values[concepts] for name, values in times.items()},
            },
        )
        self._append(
            self._relations,
            {
                "source": rows.concept_codes["source_id"][relations],
                "target": rows.concept_codes["target_id"][relations],
                "type": types.astype(np.int64),
                "version": numbers[relations],
                **{name: values[relations] for name, values in times.items()},
            },
        )

    def _fold(self) -> None:
        """Fold the queued rows into the arrays (vectorised: C-level maps over the rows, no per-row Python)."""
        if self._deferred is not None:
            deferred, self._deferred = self._deferred, None
            self.load(deferred())
        rows, self._pending = self._pending, []
        if not rows:
            return
        numbers = np.fromiter(map(attrgetter("version"), rows), dtype=np.int64, count=len(rows))
        kinds = np.array(list(map(attrgetter("kind"), rows)))
        last = _last_states(numbers)
        for kind, columns in (("concept", self._concepts), ("relation", self._relations)):
            picked = last[kinds[last] == kind]
            if not len(picked):
                continue
            chosen = [rows[at] for at in picked.tolist()]
            known = columns["version"]
            at = np.searchsorted(known, numbers[picked])
            seen = np.zeros(len(picked), dtype=bool)
            if len(known):
                seen = known[np.minimum(at, len(known) - 1)] == numbers[picked]
            if seen.any():  # a later state of a version already held: only its times may change
                again = [chosen[i] for i in np.flatnonzero(seen).tolist()]
                for name in _TIMES:
                    columns[name][at[seen]] = _column(again, name)
            fresh = [chosen[i] for i in np.flatnonzero(~seen).tolist()]
            if not fresh:
                continue
            new = {name: _column(fresh, name) for name in ("version", *_TIMES)}
            if kind == CONCEPT:
                records = list(map(attrgetter("record"), fresh))
                for record in records:
                    if record not in self._node_of:
                        self._node_of[record] = len(self._node_records)
                        self._node_records.append(record)
                new["node"] = np.fromiter(map(self._node_of.__getitem__, records), dtype=np.int64, count=len(records))
            else:
                node_of = self._node_of  # an end that is no concept (an episode) gets -1
                for end, field in (("source", "source_id"), ("target", "target_id")):
                    new[end] = np.fromiter(
                        (node_of.get(record, -1) for record in map(attrgetter(field), fresh)),
                        dtype=np.int64,
                        count=len(fresh),
                    )
                types = list(map(attrgetter("name"), fresh))
                for name in set(types) - set(self._type_of):
                    self._type_of[name] = len(self._types)
                    self._types.append(name)
                new["type"] = np.fromiter(map(self._type_of.__getitem__, types), dtype=np.int64, count=len(types))
            self._append(columns, new)

    @staticmethod
    def _append(columns: dict[str, np.ndarray], new: dict[str, np.ndarray]) -> None:
        """Add the rows of new versions (sorted by version) to one kind's columns, which stay sorted."""
        if not len(new["version"]):
            return
        known = columns["version"]
        in_order = not len(known) or new["version"][0] > known[-1]
        for name, values in new.items():
            columns[name] = np.concatenate([columns[name], values])
        if not in_order:  # versions arrived below ones held (an import): keep the columns sorted
            order = np.argsort(columns["version"], kind="stable")
            for name in columns:
                columns[name] = columns[name][order]

    def live(self, *, as_of: int, known_at: int) -> Live:
        """The concepts visible at ``(as_of, known_at)`` and every visible relation version between two of
        them (``SUPERSEDES`` included), in version order."""
        self._fold()
        concepts, relations = self._concepts, self._relations
        shown = visible(*(concepts[name] for name in _TIMES), as_of=as_of, known_at=known_at)
        is_node = np.zeros(len(self._node_records), dtype=bool)
        is_node[concepts["node"][shown]] = True
        number = np.cumsum(is_node) - 1  # node code -> slice node number
        source, target = relations["source"], relations["target"]
        live = visible(*(relations[name] for name in _TIMES), as_of=as_of, known_at=known_at)
        live &= (source >= 0) & (target >= 0)
        live[live] &= is_node[source[live]] & is_node[target[live]]
        chosen = np.flatnonzero(live)
        return Live(
            records=np.asarray(self._node_records, dtype=object)[is_node],
            sources=number[source[chosen]],
            targets=number[target[chosen]],
            types=relations["type"][chosen],
            versions=relations["version"][chosen],
            type_names=np.asarray(self._types, dtype=object),
        )

    def held_relations(self, *, known_at: int, types: Iterable[str]) -> list[int]:
        """The numbers of the relation versions of ``types`` held at ``known_at`` whose ends are both concepts,
        at any valid time, in version order (what a check over the whole of valid time reads)."""
        self._fold()
        relations = self._relations
        codes = [self._type_of[name] for name in types if name in self._type_of]
        kept = held(relations["recorded_at"], relations["expired_at"], known_at=known_at)
        kept &= (relations["source"] >= 0) & (relations["target"] >= 0) & np.isin(relations["type"], codes)
        return list(relations["version"][kept].tolist())

    def unrelated(self, *, as_of: int, known_at: int) -> np.ndarray:
        """The record ids of the concepts visible at ``(as_of, known_at)`` that no relation touches at any valid
        time, of those held at ``known_at`` (``SUPERSEDES`` included): the orphans."""
        self._fold()
        concepts, relations = self._concepts, self._relations
        shown = visible(*(concepts[name] for name in _TIMES), as_of=as_of, known_at=known_at)
        is_node = np.zeros(len(self._node_records), dtype=bool)
        is_node[concepts["node"][shown]] = True
        source, target = relations["source"], relations["target"]
        kept = held(relations["recorded_at"], relations["expired_at"], known_at=known_at)
        is_node[source[kept & (source >= 0)]] = False
        is_node[target[kept & (target >= 0)]] = False
        return np.asarray(self._node_records, dtype=object)[is_node]

    def slice(self, *, as_of: int, known_at: int) -> Slice:
        """The concepts and relations visible at ``(as_of, known_at)``."""
        live = self.live(as_of=as_of, known_at=known_at)
        kept = live.types != self._type_of.get(TRAIL, -1)
        sources, targets, types = live.sources[kept], live.targets[kept], live.types[kept]
        # version order: of a pair seen twice, the last is the latest
        pair = sources * max(len(live.records), 1) + targets
        _, last = np.unique(pair[::-1], return_index=True)  # np.unique sorts, so edges come out by pair
        keep = len(pair) - 1 - last
        return Slice(
            records=live.records,
            sources=sources[keep],
            targets=targets[keep],
            relations=live.type_names[types[keep]] if len(keep) else np.zeros(0, dtype=object),
        )


def _last_states(numbers: np.ndarray) -> np.ndarray:
    """Where the last row of each version number is, in version order (a later row of a version replaces
    an earlier one)."""
    _, first_from_end = np.unique(numbers[::-1], return_index=True)
    return len(numbers) - 1 - first_from_end


def _column(rows: list[Version], name: str) -> np.ndarray:
    """One integer field of each row, as an array."""
    return np.fromiter(map(attrgetter(name), rows), dtype=np.int64, count=len(rows))
