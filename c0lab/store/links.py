"""The relations and patch links of each record, for reads that step from a few records to their neighbours.

:attr:`VersionStore.graph <c0lab.store.versions.VersionStore.graph>` is the
whole NetworkX multi-digraph; building it costs a new process most of a walk
at 100k concepts (a dict per node and per edge), though a walk looks at the
edges of a few dozen records. :class:`Links` answers the same questions — a
record's outgoing and incoming edges with their keys and data, an edge's
data, a node's data, whether a node is held — in the same order NetworkX
gives them, from two lists per record made in one pass over the records.
``tests/test_links.py`` checks every answer against the NetworkX graph.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..model.records import PATCH, RELATION, Version

__all__ = ["Links"]

Edge = tuple[Any, ...]


class _Edges:
    """``links.edges[source, target, key]``: the data of one edge, as ``graph.edges[…]`` gives it."""

    def __init__(self, links: Links) -> None:
        self._links = links

    def __getitem__(self, edge: tuple[str, str, str]) -> dict[str, Any]:
        source, target, key = edge
        history = self._links.records.get(key)
        if history is None or _ends(history[0]) != (source, target):
            raise KeyError(edge)
        return _edge_data(history)


class _Nodes:
    """``links.nodes[node]``: the data of one node, as ``graph.nodes[…]`` gives it."""

    def __init__(self, links: Links) -> None:
        self._links = links

    def __getitem__(self, node: str) -> dict[str, Any]:
        history = self._links.records.get(node)
        if history is not None and history[0].kind != RELATION:
            return {"kind": history[0].kind, "versions": history}
        if node in self._links:  # the end of an edge that is no record: NetworkX made it a node without data
            return {}
        raise KeyError(node)


def _ends(row: Version) -> tuple[str, str] | None:
    """The (source, target) of the edge a record's first version makes, if it makes one."""
    if row.kind == RELATION:
        return row.source_id, row.target_id
    if row.kind == PATCH:
        return row.record, row.source_id
    return None


def _edge_data(history: list[Version]) -> dict[str, Any]:
    if history[0].kind == RELATION:
        return {"kind": RELATION, "versions": history}
    return {"kind": "patch"}


class Links:
    """The edges of every record, read like a NetworkX ``MultiDiGraph`` (see the module's docstring).

    ``records`` is the store's ``{record: versions}``, in the order records were
    made; :meth:`add` takes the first versions of records made later.
    """

    def __init__(
        self,
        records: Mapping[str, list[Version]],
        *,
        edges: tuple[Mapping[str, list[tuple[str, str]]], Mapping[str, list[tuple[str, str]]]] | None = None,
    ) -> None:
        self.records = records
        # node -> (target, key) of each edge leaving it, in order; node -> (source, key) of each edge reaching it:
        # ``edges`` when given (a read-only store's arrays: :class:`~c0lab.store.rows.EdgeLists`), else made here
        self._out: Mapping[str, list[tuple[str, str]]] = {} if edges is None else edges[0]
        self._in: Mapping[str, list[tuple[str, str]]] = {} if edges is None else edges[1]
        # what the reads asked before, as NetworkX keeps it: each node's edges grouped, each edge's data
        self._grouped: tuple[dict[str, list[tuple[str, str]]], dict[str, list[tuple[str, str]]]] = ({}, {})
        self._data: dict[str, dict[str, Any]] = {}
        self.edges = _Edges(self)
        self.nodes = _Nodes(self)
        if edges is None:
            self.add(history[0] for history in records.values())

    def add(self, created: Iterable[Version]) -> None:
        """Take the edges of new records (their first versions), in the order they were made."""
        out, into = self._out, self._in
        assert isinstance(out, dict) and isinstance(into, dict), "edges read from arrays take no more"
        grouped_out, grouped_in = self._grouped
        for row in created:  # one pass over every record at first use: what _ends does, written inline
            kind = row.kind
            if kind == RELATION:
                source, target = row.source_id, row.target_id
            elif kind == PATCH:
                source, target = row.record, row.source_id
            else:
                continue
            key = row.record
            if grouped_out or grouped_in:  # the grouped edges read before no longer hold
                grouped_out.pop(source, None)
                grouped_in.pop(target, None)
            leaving = out.get(source)
            if leaving is None:
                out[source] = [(target, key)]
            else:
                leaving.append((target, key))
            reaching = into.get(target)
            if reaching is None:
                into[target] = [(source, key)]
            else:
                reaching.append((source, key))

    def __contains__(self, node: object) -> bool:
        if not isinstance(node, str):
            return False
        history = self.records.get(node)
        return (history is not None and history[0].kind != RELATION) or node in self._out or node in self._in

    def out_edges(self, node: str, *, keys: bool = False, data: bool = False) -> list[Edge]:
        """The edges leaving ``node``: ``(node, target[, key][, data])``, grouped by target in the order each
        target was first linked, then in the order made (NetworkX's order)."""
        return self._edges(node, self._neighbours(node, outgoing=True), keys=keys, data=data, outgoing=True)

    def in_edges(self, node: str, *, keys: bool = False, data: bool = False) -> list[Edge]:
        """The edges reaching ``node``: ``(source, node[, key][, data])``, in NetworkX's order."""
        return self._edges(node, self._neighbours(node, outgoing=False), keys=keys, data=data, outgoing=False)

    def _neighbours(self, node: str, *, outgoing: bool) -> list[tuple[str, str]]:
        """``(other end, key)`` of each edge of ``node`` one way, grouped (kept until an edge is added there)."""
        cache = self._grouped[0 if outgoing else 1]
        found = cache.get(node)
        if found is None:
            found = cache[node] = _grouped((self._out if outgoing else self._in).get(node, []))
        return found

    def _edges(self, node: str, pairs: list[tuple[str, str]], *, keys: bool, data: bool, outgoing: bool) -> list[Edge]:
        ends = ((node, other) if outgoing else (other, node) for other, _ in pairs)
        if keys and data:
            return [(*both, key, self._edge_data(key)) for both, (_, key) in zip(ends, pairs, strict=True)]
        if keys:
            return [(*both, key) for both, (_, key) in zip(ends, pairs, strict=True)]
        if data:
            return [(*both, self._edge_data(key)) for both, (_, key) in zip(ends, pairs, strict=True)]
        return list(ends)

    def _edge_data(self, key: str) -> dict[str, Any]:
        """An edge's data, one dict an edge (as NetworkX keeps it)."""
        found = self._data.get(key)
        if found is None:
            found = self._data[key] = _edge_data(self.records[key])
        return found


def _grouped(edges: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``(other, key)`` pairs grouped by ``other`` in order of its first pair (a multigraph's adjacency order)."""
    if len(edges) < 2:
        return list(edges)
    groups: dict[str, list[str]] = {}
    for other, key in edges:
        held = groups.get(other)
        if held is None:
            groups[other] = [key]
        else:
            held.append(key)
    return [(other, key) for other, held in groups.items() for key in held]
