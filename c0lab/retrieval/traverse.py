"""One breadth-first traversal of relations, shared by ``Memory.neighbours``, the walk and the graph view.

Each relation is stepped over once, whichever direction it is followed
in, so ``direction="both"`` never lists a fact twice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import networkx as nx

from .._errors import InvalidInputError

__all__ = ["DIRECTIONS", "Step", "check_direction", "traverse"]

DIRECTIONS = ("out", "in", "both")


@dataclass(frozen=True)
class Step:
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


def check_direction(direction: object) -> str:
    """``direction`` if it is one of ``out``, ``in``, ``both``; else a one-line error."""
    if direction not in DIRECTIONS:
        raise InvalidInputError(f"direction must be 'out', 'in' or 'both', not {direction!r}")
    return str(direction)


def traverse(graph: nx.MultiDiGraph, root: str, *, depth: int, direction: str, limit: int | None = None,
             skip: frozenset[str] = frozenset(), follow: Callable[[int, str], bool] | None = None) -> Iterator[Step]:
    """The relations within ``depth`` steps of ``root``, nearest first, each once.

    ``skip`` names edge keys never followed (nor listed); ``follow(level,
    key)``, when given, says whether a relation is followed at that level;
    ``limit`` stops after that many steps (a hub must not make a walk slow).
    """
    if root not in graph:
        return
    seen, frontier, stepped, count = {root}, [root], set(), 0
    for level in range(1, depth + 1):
        following = []
        for node in frontier:
            edges = []
            if direction in ("out", "both"):
                edges += [(node, target, key, "out") for _, target, key in graph.out_edges(node, keys=True)]
            if direction in ("in", "both"):
                edges += [(source, node, key, "in") for source, _, key in graph.in_edges(node, keys=True)]
            for source, target, key, way in edges:
                if key in stepped or key in skip or (follow is not None and not follow(level, key)):
                    continue
                stepped.add(key)
                other = target if way == "out" else source
                new = other not in seen
                if new:
                    seen.add(other)
                    following.append(other)
                yield Step(level, node, other, source, target, key, way, new)
                count += 1
                if limit is not None and count >= limit:
                    return
        frontier = following
