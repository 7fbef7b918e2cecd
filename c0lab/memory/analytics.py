"""Graph analytics on any time slice: NetworkX's algorithms over the concepts visible then.

Each method takes ``as_of`` and ``known_at`` like every read, builds the
slice once (:meth:`VersionStore.relation_graph`: concepts and relations
visible at those times, supersession edges left out), runs the algorithm and
returns a DataFrame of names. Reached as ``mem.analytics``.
"""

from __future__ import annotations

from typing import Any, Literal

import networkx as nx
import pandas as pd

from .._errors import InvalidInputError, NotValidError, UnknownConceptError
from .._time import format_time
from .core import MemoryCore

__all__ = ["Analytics"]


class Analytics:
    """PageRank, betweenness, HITS, components, communities, paths and bridges over a time slice."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core

    def _slice(self, as_of: object, known_at: object) -> nx.DiGraph:
        """The store's relation graph at the given times, its nodes named."""
        when, known = self._core.times(as_of, known_at)
        graph = self._core.store.relation_graph(as_of=when, known_at=known)
        return nx.relabel_nodes(graph, {node: self._core.name(node) for node in graph}, copy=True)

    @staticmethod
    def _frame(values: dict[str, Any], column: str) -> pd.DataFrame:
        frame = pd.DataFrame({"name": list(values), column: list(values.values())})
        return frame.sort_values([column, "name"], ascending=[False, True], ignore_index=True)

    def pagerank(self, *, as_of: object = None, known_at: object = None, alpha: float = 0.85) -> pd.DataFrame:
        """PageRank of every concept in the slice (relations as directed links), highest first."""
        graph = self._slice(as_of, known_at)
        return self._frame(nx.pagerank(graph, alpha=alpha) if graph else {}, "pagerank")

    def betweenness(self, *, as_of: object = None, known_at: object = None, sample: int | None = None,
                    seed: int = 0) -> pd.DataFrame:
        """Betweenness centrality (undirected); ``sample`` pivots approximate it on large slices."""
        graph = self._slice(as_of, known_at).to_undirected()
        k = min(sample, len(graph)) if sample else None
        return self._frame(nx.betweenness_centrality(graph, k=k, seed=seed) if graph else {}, "betweenness")

    def hits(self, *, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """HITS hub and authority scores, by authority."""
        graph = self._slice(as_of, known_at)
        if graph.number_of_edges() == 0:
            return pd.DataFrame(columns=["name", "hub", "authority"])
        hubs, authorities = nx.hits(graph, max_iter=1000, normalized=True)
        frame = pd.DataFrame({"name": list(hubs), "hub": list(hubs.values()),
                              "authority": [authorities[name] for name in hubs]})
        return frame.sort_values(["authority", "name"], ascending=[False, True], ignore_index=True)

    def components(self, *, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """Connected components (ignoring direction): ``component`` 0 is the largest."""
        graph = self._slice(as_of, known_at).to_undirected()
        parts = sorted(nx.connected_components(graph), key=lambda part: (-len(part), min(part)))
        rows = [{"name": name, "component": number, "size": len(part)}
                for number, part in enumerate(parts) for name in sorted(part)]
        return pd.DataFrame(rows, columns=["name", "component", "size"])

    def communities(self, *, as_of: object = None, known_at: object = None,
                    method: Literal["louvain", "label_propagation"] = "louvain", seed: int = 0) -> pd.DataFrame:
        """Communities of the slice (ignoring direction): ``community`` 0 is the largest."""
        graph = self._slice(as_of, known_at).to_undirected()
        if method == "louvain":
            found = nx.community.louvain_communities(graph, seed=seed) if graph else []
        elif method == "label_propagation":
            found = list(nx.community.label_propagation_communities(graph))
        else:
            raise InvalidInputError(f"method must be 'louvain' or 'label_propagation', not {method!r}")
        parts = sorted(found, key=lambda part: (-len(part), min(part)))
        rows = [{"name": name, "community": number} for number, part in enumerate(parts) for name in sorted(part)]
        return pd.DataFrame(rows, columns=["name", "community"])

    def shortest_path(self, a: str, b: str, *, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """The shortest chain of relations between two concepts (either direction), one row a step."""
        graph = self._slice(as_of, known_at)
        when, known = self._core.times(as_of, known_at)
        ends = [self._core.name(self._core.resolve(name, as_of=when, known_at=known)) for name in (a, b)]
        missing = [end for end in ends if end not in graph]
        if missing:
            raise NotValidError(f"concept {missing[0]!r} is not valid as of {format_time(when)}")
        try:
            names = nx.shortest_path(graph.to_undirected(as_view=True), *ends)
        except nx.NetworkXNoPath:
            raise UnknownConceptError(f"no chain of relations joins {ends[0]!r} and {ends[1]!r} then") from None
        rows = []
        for left, right in zip(names, names[1:]):
            if graph.has_edge(left, right):
                rows.append({"from": left, "relation": graph.edges[left, right]["relation"], "to": right,
                             "direction": "out"})
            else:
                rows.append({"from": left, "relation": graph.edges[right, left]["relation"], "to": right,
                             "direction": "in"})
        return pd.DataFrame(rows, columns=["from", "relation", "to", "direction"])

    def bridges(self, *, as_of: object = None, known_at: object = None, seed: int = 0) -> pd.DataFrame:
        """Relations that join two communities, with the communities they join."""
        graph = self._slice(as_of, known_at)
        membership = self.communities(as_of=as_of, known_at=known_at, seed=seed).set_index("name")["community"]
        rows = [{"source": source, "relation": data["relation"], "target": target,
                 "source_community": int(membership[source]), "target_community": int(membership[target])}
                for source, target, data in graph.edges(data=True) if membership[source] != membership[target]]
        return pd.DataFrame(rows, columns=["source", "relation", "target", "source_community", "target_community"])
