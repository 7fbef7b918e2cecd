"""One breadth-first traversal of relations, shared by ``Memory.neighbours``, the walk and the graph view.

Each relation is stepped over once, whichever direction it is followed
in, so ``direction="both"`` never lists a fact twice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

if TYPE_CHECKING:
    import networkx as nx

from .._errors import InvalidInputError
from ..store.links import Links

__all__ = ["DIRECTIONS", "Step", "check_direction", "traverse"]

DIRECTIONS = ("out", "in", "both")

V = TypeVar("V", covariant=True)
"""What ``edge_version`` makes of a relation's data (``None`` without it)."""


@dataclass(frozen=True)
class Step(Generic[V]):
    """One relation followed: from ``via`` to ``other`` over the edge ``source → target`` (record ``key``)."""

    level: int
    via: str
    other: str
    source: str
    target: str
    key: str
    way: str
    """``out`` when the relation leaves ``via``, ``in`` when it arrives there."""
    new: bool
    """Whether this step is the first to reach ``other``."""
    version: V
    """The relation's visible version, when the traversal judged visibility itself (else ``None``)."""


def check_direction(direction: object) -> str:
    """``direction`` if it is one of ``out``, ``in``, ``both``; else a one-line error."""
    if direction not in DIRECTIONS:
        raise InvalidInputError(f"direction must be 'out', 'in' or 'both', not {direction!r}")
    return str(direction)


@overload
def traverse(
    graph: Links | nx.MultiDiGraph,
    root: str,
    *,
    depth: int,
    direction: str,
    limit: int | None = None,
    follow: Callable[[int, str], bool] | None = None,
    node_ok: Callable[[str], bool] | None = None,
    leaf: Callable[[str], bool] | None = None,
    edge_version: None = None,
) -> Iterator[Step[None]]: ...


@overload
def traverse(
    graph: Links | nx.MultiDiGraph,
    root: str,
    *,
    depth: int,
    direction: str,
    limit: int | None = None,
    follow: Callable[[int, str], bool] | None = None,
    node_ok: Callable[[str], bool] | None = None,
    leaf: Callable[[str], bool] | None = None,
    edge_version: Callable[[dict[str, Any]], V | None],
) -> Iterator[Step[V]]: ...


def traverse(
    graph: Links | nx.MultiDiGraph,
    root: str,
    *,
    depth: int,
    direction: str,
    limit: int | None = None,
    follow: Callable[[int, str], bool] | None = None,
    node_ok: Callable[[str], bool] | None = None,
    leaf: Callable[[str], bool] | None = None,
    edge_version: Callable[[dict[str, Any]], V | None] | None = None,
) -> Iterator[Step[V | None]]:
    """The relations within ``depth`` steps of ``root``, nearest first, each once.

    ``graph`` may be a time slice, or the whole graph with ``node_ok(node)``
    and ``edge_version(data)`` (the visible version of a relation, or
    ``None``) saying what is visible: that is faster than a filtered view, each
    node being judged once. ``follow(level, key)``, when given, says whether
    a relation is followed at that level; a node reached for which ``leaf(node)``
    holds is not stepped from (a literal value such as ``5`` joins facts that
    only share it); ``limit`` stops after that many steps (a hub must not make
    a walk slow).
    """
    if root not in graph:
        return
    judged: dict[str, bool] = {}

    def visible(node: str) -> bool:
        if node_ok is None:
            return True
        if node not in judged:
            judged[node] = node_ok(node)
        return judged[node]

    seen, frontier, stepped, count = {root}, [root], set(), 0
    for level in range(1, depth + 1):
        following = []
        for node in frontier:
            edges = []
            if direction in ("out", "both"):
                edges += [
                    (node, target, key, data, "out")
                    for _, target, key, data in graph.out_edges(node, keys=True, data=True)
                ]
            if direction in ("in", "both"):
                edges += [
                    (source, node, key, data, "in")
                    for source, _, key, data in graph.in_edges(node, keys=True, data=True)
                ]
            for source, target, key, data, way in edges:
                if key in stepped or (follow is not None and not follow(level, key)):
                    continue
                other = target if way == "out" else source
                version = edge_version(data) if edge_version is not None else None
                if (edge_version is not None and version is None) or not visible(other):
                    continue
                stepped.add(key)
                new = other not in seen
                if new:
                    seen.add(other)
                    if leaf is None or not leaf(other):
                        following.append(other)
                yield Step(level, node, other, source, target, key, way, new, version)
                count += 1
                if limit is not None and count >= limit:
                    return
        frontier = following
