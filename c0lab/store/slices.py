"""Time slices as arrays: the concepts and relations visible at ``(as_of, known_at)`` over integer ids.

:class:`Columns` keeps the time columns of every concept and relation
version as NumPy arrays (filled from the store's versions when a slice is
first asked for, then grown as commits arrive). A slice is one call of the
one visibility filter, :func:`~c0lab._time.visible`, on those columns — no
loop over edges — and a :class:`Slice` holds the result: the visible
concepts (node ``i`` is ``records[i]``), one directed edge per ordered pair
of them joined by a visible relation (``SUPERSEDES`` trails left out; the
latest relation of a pair names the edge) and its CSR adjacency. Analytics
and the graph signals of search both rank this slice.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from operator import attrgetter

import networkx as nx
import numpy as np
import scipy.sparse as sp

from ..model.records import Version
from .._time import visible

__all__ = ["TRAIL", "Columns", "Slice"]

TRAIL = "SUPERSEDES"
"""The relation type of supersession trails, which a slice leaves out."""

_TIMES = ("valid_from", "valid_to", "recorded_at", "expired_at")


@dataclass(frozen=True)
class Slice:
    """The concepts and relations visible at one pair of times, as arrays over node numbers."""

    records: np.ndarray
    """Record id of each node (object array), in the order the concepts were created."""
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
        graph = nx.DiGraph()
        graph.add_nodes_from(self.records.tolist())
        records = self.records
        graph.add_edges_from(
            (records[s], records[t], {"relation": r})
            for s, t, r in zip(self.sources.tolist(), self.targets.tolist(), self.relations.tolist())
        )
        return graph


class Columns:
    """The time columns of concept and relation versions, as arrays; the store feeds it every row it applies.

    Rows are queued by :meth:`add` (a list append: nothing else on the write
    path) and folded into the arrays when a slice is asked for. Version
    numbers only grow, so the arrays stay sorted by version and a row that
    replaces a version seen before (a closed system interval) is found by
    binary search.
    """

    def __init__(self) -> None:
        self._pending: list[Version] = []
        self._node_of: dict[str, int] = {}
        self._node_records: list[str] = []
        self._type_of: dict[str, int] = {}
        self._types: list[str] = []
        empty = np.zeros(0, dtype=np.int64)
        # per concept version: node, version, 4 times
        self._concepts = {"node": empty, "version": empty, **{name: empty for name in _TIMES}}
        # per relation version: source node, target node, type, version, 4 times
        self._relations = {"source": empty, "target": empty, "type": empty, "version": empty,
                           **{name: empty for name in _TIMES}}

    def add(self, rows: Iterable[Version]) -> None:
        """Queue rows (new versions, or new states of versions seen before)."""
        self._pending.extend(rows)

    def clear(self) -> None:
        """Forget everything (the store reloads)."""
        self.__init__()

    def _code(self, codes: dict[str, int], names: list[str], name: str) -> int:
        code = codes.get(name)
        if code is None:
            code = codes[name] = len(names)
            names.append(name)
        return code

    def _fold(self) -> None:
        """Fold the queued rows into the arrays."""
        if not self._pending:
            return
        latest: dict[int, Version] = {}
        for row in self._pending:
            if row.kind in ("concept", "relation"):
                latest[row.version] = row
        self._pending = []
        for kind, columns in (("concept", self._concepts), ("relation", self._relations)):
            rows = [row for row in latest.values() if row.kind == kind]
            if not rows:
                continue
            numbers = np.fromiter(map(attrgetter("version"), rows), dtype=np.int64, count=len(rows))
            known = columns["version"]
            at = np.searchsorted(known, numbers)
            seen = (at < len(known)) & (known[np.minimum(at, max(len(known) - 1, 0))] == numbers) if len(known) \
                else np.zeros(len(rows), dtype=bool)
            if seen.any():  # a later state of a version already held: only its times may change
                for name in _TIMES:
                    columns[name][at[seen]] = [getattr(rows[i], name) for i in np.flatnonzero(seen)]
            fresh = [rows[i] for i in np.flatnonzero(~seen)]
            if not fresh:
                continue
            fresh.sort(key=attrgetter("version"))
            new = {"version": [row.version for row in fresh]}
            for name in _TIMES:
                new[name] = list(map(attrgetter(name), fresh))
            if kind == "concept":
                new["node"] = [self._code(self._node_of, self._node_records, row.record) for row in fresh]
            else:
                node_of = self._node_of
                new["source"] = [node_of.get(row.source_id, -1) for row in fresh]
                new["target"] = [node_of.get(row.target_id, -1) for row in fresh]
                new["type"] = [self._code(self._type_of, self._types, row.name) for row in fresh]
            for name, values in new.items():
                columns[name] = np.concatenate([columns[name], np.asarray(values, dtype=np.int64)])

    def slice(self, *, as_of: int, known_at: int) -> Slice:
        """The concepts and relations visible at ``(as_of, known_at)``."""
        self._fold()
        concepts, relations = self._concepts, self._relations
        shown = visible(*(concepts[name] for name in _TIMES), as_of=as_of, known_at=known_at)
        is_node = np.zeros(len(self._node_records), dtype=bool)
        is_node[concepts["node"][shown]] = True
        number = np.cumsum(is_node) - 1  # node code -> slice node number
        trail = self._type_of.get(TRAIL, -1)
        source, target = relations["source"], relations["target"]
        live = visible(*(relations[name] for name in _TIMES), as_of=as_of, known_at=known_at)
        live &= (relations["type"] != trail) & (source >= 0) & (target >= 0)
        live[live] &= is_node[source[live]] & is_node[target[live]]
        chosen = np.flatnonzero(live)  # version order: for a pair seen twice, the last is the latest
        sources, targets = number[source[chosen]], number[target[chosen]]
        pair = sources * max(len(is_node), 1) + targets
        _, last = np.unique(pair[::-1], return_index=True)  # np.unique sorts, so edges come out by pair
        keep = len(pair) - 1 - last
        types = np.asarray(self._types, dtype=object)
        return Slice(
            records=np.asarray(self._node_records, dtype=object)[is_node],
            sources=sources[keep], targets=targets[keep],
            relations=types[relations["type"][chosen[keep]]] if len(keep) else np.zeros(0, dtype=object),
        )
