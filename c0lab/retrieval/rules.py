"""Relations derived by path rules on one time slice, never stored as facts.

A rule's path ``MANAGER_OF → MANAGER_OF`` gives ``UPPER_MANAGER_OF`` between
the two ends of every chain of those relations seen at ``(as_of, known_at)``;
the derived relation is valid where every step is valid (the latest start,
the earliest end), and comes back as a :class:`~c0lab.retrieval.walk.Fact`
with status ``inferred``, its rule and confidence in the note.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

import pandas as pd

from .._time import to_timestamp
from ..model.records import RELATION, Version
from ..model.rules import Rule
from ..store.versions import VersionStore, visible_version
from .walk import Fact

__all__ = ["CHAIN_LIMIT", "INFERRED", "derive", "derived"]

INFERRED = "inferred"
"""The status of a derived fact."""

CHAIN_LIMIT = 500
"""The most chains one rule follows in one read (a hub must not make a walk slow)."""


def _steps(
    store: VersionStore, node: str, kind: str, *, forward: bool, as_of: int, known_at: int
) -> Iterator[tuple[str, Version]]:
    """The relations of type ``kind`` seen then that leave (``forward``) or reach ``node``, with their far end."""
    graph = store.graph
    edges = graph.out_edges(node, keys=True, data=True) if forward else graph.in_edges(node, keys=True, data=True)
    for source, target, _, data in edges:
        if data["kind"] != RELATION:
            continue
        version = visible_version(data["versions"], as_of=as_of, known_at=known_at)
        other = target if forward else source
        if version is not None and version.name == kind and store.seen(other, as_of=as_of, known_at=known_at):
            yield other, version


def _chains(
    store: VersionStore, start: str, path: tuple[str, ...], *, forward: bool, as_of: int, known_at: int
) -> Iterator[tuple[list[str], list[Version]]]:
    """Every chain from ``start`` along ``path`` (backwards along the reversed path unless ``forward``)."""
    kinds = path if forward else tuple(reversed(path))
    stack: list[tuple[list[str], list[Version]]] = [([start], [])]
    while stack:
        nodes, versions = stack.pop()
        if len(versions) == len(kinds):
            yield nodes, versions
            continue
        for other, version in _steps(
            store, nodes[-1], kinds[len(versions)], forward=forward, as_of=as_of, known_at=known_at
        ):
            if other not in nodes:
                stack.append(([*nodes, other], [*versions, version]))


def derive(
    store: VersionStore,
    rules: Iterable[Rule],
    *,
    as_of: int,
    known_at: int,
    name: Callable[[str], str],
    around: str | None = None,
) -> list[Fact]:
    """The relations ``rules`` derive at ``(as_of, known_at)``: those with ``around`` at one end, or all of them.

    One fact per rule and pair of ends, oldest start first.
    """
    return [fact for _, fact in derived(store, rules, as_of=as_of, known_at=known_at, name=name, around=around)]


def derived(
    store: VersionStore,
    rules: Iterable[Rule],
    *,
    as_of: int,
    known_at: int,
    name: Callable[[str], str],
    around: str | None = None,
) -> list[tuple[Rule, Fact]]:
    """:func:`derive`'s facts, each with the rule that gave it."""
    found: dict[tuple[str, str, str], tuple[Rule, Fact]] = {}
    for rule in rules:
        if around is not None:
            if store.seen(around, as_of=as_of, known_at=known_at) is None:
                continue
            chains = [
                *_oriented(store, around, rule.path, forward=True, as_of=as_of, known_at=known_at),
                *_oriented(store, around, rule.path, forward=False, as_of=as_of, known_at=known_at),
            ]
        else:
            starts = {source for source, _, data in store.graph.edges(data=True) if data["kind"] == RELATION}
            chains = [
                chain
                for start in sorted(starts)
                for chain in _oriented(store, start, rule.path, forward=True, as_of=as_of, known_at=known_at)
            ]
        for nodes, versions in chains:
            key = (rule.name, nodes[0], nodes[-1])
            if key in found:
                continue
            middle = ", ".join(name(node) for node in nodes[1:-1])
            found[key] = (
                rule,
                Fact(
                    subject=name(nodes[0]),
                    relation=rule.gives,
                    object=name(nodes[-1]),
                    status=INFERRED,
                    valid_from=to_timestamp(max(version.valid_from for version in versions)),
                    valid_to=to_timestamp(min(version.valid_to for version in versions)),
                    depth=len(versions),
                    note=f"inferred by rule {rule.name}, confidence {rule.confidence:g}",
                    path=tuple(version.record for version in versions),
                    remark=f"via {middle}",
                ),
            )
    return sorted(
        found.values(),
        key=lambda pair: (
            float("-inf") if pd.isna(pair[1].valid_from) else pair[1].valid_from.value,
            pair[1].subject,
            pair[1].object,
        ),
    )


def _oriented(
    store: VersionStore, node: str, path: tuple[str, ...], *, forward: bool, as_of: int, known_at: int
) -> list[tuple[list[str], list[Version]]]:
    """Chains through ``node`` as their first (``forward``) or last node, written first to last, at most CHAIN_LIMIT."""
    chains = []
    for nodes, versions in _chains(store, node, path, forward=forward, as_of=as_of, known_at=known_at):
        chains.append((nodes, versions) if forward else (nodes[::-1], versions[::-1]))
        if len(chains) >= CHAIN_LIMIT:
            break
    return chains
