"""Graph analytics on any time slice, at compiled speed, answered in names.

Each method takes ``as_of`` and ``known_at`` like every read, cuts the slice
once as arrays (:meth:`VersionStore.array_slice`: concepts and relations
visible at those times, supersession trails left out — the same slice the
graph signals of search rank), runs the algorithm of
:mod:`c0lab.store.graphs` on it (SciPy; NetworKit's Louvain for communities
when the ``fast`` extra is installed) and returns a DataFrame of names.
Betweenness alone runs in NetworkX, on the same slice. Reached as
``mem.analytics``.
"""

from __future__ import annotations

from itertools import pairwise

import numpy as np
import pandas as pd

from .._errors import InvalidInputError, NoPathError, NotValidError
from .._time import format_time
from ..store import graphs
from ..store.slices import Slice
from .core import MemoryCore, locked

__all__ = ["Analytics"]


class Analytics:
    """PageRank, betweenness, HITS, components, communities, paths and bridges over a time slice."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core

    def _slice(self, as_of: object, known_at: object) -> Slice:
        """The store's array slice at the given times."""
        when, known = self._core.times(as_of, known_at)
        return self._core.store.array_slice(as_of=when, known_at=known)

    def _names(self, graph: Slice) -> list[str]:
        """The latest name of each node of the slice."""
        name = self._core.name
        return [name(record) for record in graph.records]

    @staticmethod
    def _frame(names: list[str], values: np.ndarray, column: str) -> pd.DataFrame:
        frame = pd.DataFrame({"name": names, column: np.asarray(values, dtype=float)})
        return frame.sort_values([column, "name"], ascending=[False, True], ignore_index=True)

    @locked
    def pagerank(self, *, as_of: object = None, known_at: object = None, alpha: float = 0.85) -> pd.DataFrame:
        """PageRank of every concept in the slice (relations as directed links), highest first."""
        graph = self._slice(as_of, known_at)
        return self._frame(self._names(graph), graphs.pagerank(graph, alpha=alpha), "pagerank")

    @locked
    def betweenness(
        self, *, as_of: object = None, known_at: object = None, sample: int | None = None, seed: int = 0
    ) -> pd.DataFrame:
        """Betweenness centrality (undirected); ``sample`` pivots approximate it on large slices."""
        import networkx as nx

        graph = self._slice(as_of, known_at)
        undirected = graph.to_networkx().to_undirected()
        k = min(sample, len(undirected)) if sample else None
        values = nx.betweenness_centrality(undirected, k=k, seed=seed) if len(undirected) else {}
        return self._frame(
            self._names(graph), np.array([values[record] for record in graph.records], dtype=float), "betweenness"
        )

    @locked
    def hits(self, *, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """HITS hub and authority scores, by authority."""
        graph = self._slice(as_of, known_at)
        if graph.edge_count == 0:
            return pd.DataFrame(columns=["name", "hub", "authority"])
        hubs, authorities = graphs.hits(graph)
        frame = pd.DataFrame({"name": self._names(graph), "hub": hubs, "authority": authorities})
        return frame.sort_values(["authority", "name"], ascending=[False, True], ignore_index=True)

    @staticmethod
    def _numbers(names: list[str], parts: list[np.ndarray]) -> np.ndarray:
        """Each node's part number: 0 the largest part, ties broken by the smallest name in them."""
        firsts = [min(names[node] for node in part) for part in parts]
        ranked = sorted(range(len(parts)), key=lambda index: (-len(parts[index]), firsts[index]))
        numbers = np.zeros(len(names), dtype=np.int64)
        for number, index in enumerate(ranked):
            numbers[parts[index]] = number
        return numbers

    @classmethod
    def _numbered(cls, names: list[str], parts: list[np.ndarray], column: str, *, sizes: bool = False) -> pd.DataFrame:
        """One row a node with its part's number (see :meth:`_numbers`), by part then name."""
        numbers = cls._numbers(names, parts)
        frame = pd.DataFrame({"name": names, column: numbers})
        if sizes:
            frame["size"] = np.bincount(numbers)[numbers] if len(numbers) else []
        return frame.sort_values([column, "name"], ignore_index=True)

    @locked
    def components(self, *, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """Connected components (ignoring direction): ``component`` 0 is the largest."""
        graph = self._slice(as_of, known_at)
        labels = graphs.components(graph)
        order = np.argsort(labels, kind="stable")
        parts = np.split(order, np.flatnonzero(np.diff(labels[order])) + 1) if len(labels) else []
        return self._numbered(self._names(graph), parts, "component", sizes=True)

    @locked
    def communities(
        self, *, as_of: object = None, known_at: object = None, method: graphs.Method = "louvain", seed: int = 0
    ) -> pd.DataFrame:
        """Communities of the slice (ignoring direction): ``community`` 0 is the largest.

        Louvain (the default: NetworKit's when the ``fast`` extra is
        installed, else NetworkX's) or label propagation (NetworkX's).
        """
        if method not in ("louvain", "label_propagation"):
            raise InvalidInputError(f"method must be 'louvain' or 'label_propagation', not {method!r}")
        graph = self._slice(as_of, known_at)
        parts = graphs.communities(graph, method=method, seed=seed)
        return self._numbered(self._names(graph), parts, "community")

    @locked
    def shortest_path(self, a: str, b: str, *, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """The shortest chain of relations between two concepts (either direction), one row a step.

        Raises :class:`NoPathError` when no chain joins them at those times;
        empty when ``a`` is ``b``.
        """
        graph = self._slice(as_of, known_at)
        when, known = self._core.times(as_of, known_at)
        records = [self._core.resolve(name, as_of=when, known_at=known) for name in (a, b)]
        number = {record: node for node, record in enumerate(graph.records)}
        missing = [record for record in records if record not in number]
        if missing:
            raise NotValidError(f"concept {self._core.name(missing[0])!r} is not valid as of {format_time(when)}")
        path = graphs.shortest_path(graph, number[records[0]], number[records[1]])
        if path is None:
            ends = [self._core.name(record) for record in records]
            raise NoPathError(f"no chain of relations joins {ends[0]!r} and {ends[1]!r} as of {format_time(when)}")
        name = self._core.name
        rows = []
        for left, right in pairwise(path):
            relation = graph.relation(left, right)
            out = relation is not None
            rows.append(
                {
                    "from": name(graph.records[left]),
                    "relation": relation if out else graph.relation(right, left),
                    "to": name(graph.records[right]),
                    "direction": "out" if out else "in",
                }
            )
        return pd.DataFrame(rows, columns=["from", "relation", "to", "direction"])

    @locked
    def bridges(self, *, as_of: object = None, known_at: object = None, seed: int = 0) -> pd.DataFrame:
        """Relations that join two communities, with the communities they join (numbered as in
        :meth:`communities`)."""
        graph = self._slice(as_of, known_at)
        names = self._names(graph)
        community = self._numbers(names, graphs.communities(graph, seed=seed))
        across = (
            np.flatnonzero(community[graph.sources] != community[graph.targets])
            if graph.edge_count
            else np.array([], dtype=np.int64)
        )
        rows = [
            {
                "source": names[graph.sources[edge]],
                "relation": graph.relations[edge],
                "target": names[graph.targets[edge]],
                "source_community": int(community[graph.sources[edge]]),
                "target_community": int(community[graph.targets[edge]]),
            }
            for edge in across
        ]
        return pd.DataFrame(rows, columns=["source", "relation", "target", "source_community", "target_community"])
