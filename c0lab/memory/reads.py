"""The reads of ``Memory``: a concept, the graph, neighbours, a history, the status counts.

Each read takes its times through :meth:`MemoryCore.times` and asks the
store; ``Memory`` holds the lock and hands the call here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

import pandas as pd

from .._errors import NotValidError
from .._time import format_time, to_timestamp, visible_in
from ..model.records import RELATION, Version, check_count, check_name, name_key
from ..model.results import Concept
from ..retrieval.timeline import timeline_frame
from ..retrieval.timeline_figure import timeline_figure
from ..retrieval.traverse import check_direction, traverse
from ..store.files import list_namespaces
from .core import MemoryCore

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.figure import Figure

__all__ = ["Direction", "Reads"]

Direction = Literal["out", "in", "both"]


class Reads:
    """``concept``, ``graph``, ``neighbours``, ``history`` and ``status`` of one memory."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core

    def concept(self, name: str, *, as_of: object = None, known_at: object = None) -> Concept:
        """The concept as it stood at ``as_of``, as the memory held it at ``known_at``; a period
        (``as_of="2020"``) is read as the walk reads it: as it stood at the period's end, else as it last
        stood within it."""
        store = self._core.store
        when, known = self._core.times(as_of, known_at)
        span = self._core.period(as_of)
        if span is not None:
            when = span[1] - 1
        record = self._core.resolve(name, as_of=when, known_at=known)
        version = store.seen(record, as_of=when, known_at=known)
        if version is None and span is not None:
            held = _held_in(store.records[record], span, known)
            version = max(held, key=lambda v: v.valid_to) if held else None
            when = version.valid_to - 1 if version is not None else when
        if version is None:
            label = self._core.name(record)
            first = min(v.recorded_at for v in store.records[record])
            if first > known:
                raise NotValidError(
                    f"concept {label!r} was not yet recorded at {format_time(known)} "
                    f"(first recorded {format_time(first)}); see history({label!r})"
                )
            raise NotValidError(
                f"concept {label!r} is not valid {self._core.said_as_of(as_of, when)}"
                f" (known at {format_time(known)}); see history({label!r})"
            )
        return Concept.from_version(version, self._core.patches(record, as_of=when, known_at=known))

    def graph(self, *, as_of: object = None, known_at: object = None) -> nx.MultiDiGraph:
        """A read-only NetworkX view of the concepts and relations visible at the given times; a period
        (``as_of="2020"``) is read whole, as the walk reads it: what held at any time in it."""
        when, known = self._core.times(as_of, known_at)
        span = self._core.period(as_of)
        if span is not None:
            return self._period_slice(span, known)
        return self._core.store.time_slice(as_of=when, known_at=known)

    def _period_slice(self, span: tuple[int, int], known: int) -> nx.MultiDiGraph:
        """:meth:`VersionStore.time_slice` over a period: the concepts and relations true at any time in it."""
        import networkx as nx

        store = self._core.store
        graph = store.graph

        def show_node(node: str) -> bool:
            return graph.nodes[node].get("kind") == "concept" and bool(_held_in(store.records[node], span, known))

        def show_edge(source: str, target: str, key: str) -> bool:
            data = graph.edges[source, target, key]
            return data["kind"] == RELATION and bool(_held_in(data["versions"], span, known))

        return nx.subgraph_view(graph, filter_node=show_node, filter_edge=show_edge)

    def neighbours(
        self,
        name: str,
        *,
        depth: int = 1,
        as_of: object = None,
        known_at: object = None,
        direction: Direction = "both",
    ) -> pd.DataFrame:
        """Concepts within ``depth`` relations of ``name``: name, relation, direction, via, depth. A period
        (``as_of="2020"``) is read whole, as the walk reads it: the relations that held at any time in it."""
        check_count(depth, what="depth", least=1)
        check_direction(direction)
        store = self._core.store
        when, known = self._core.times(as_of, known_at)
        span = self._core.period(as_of)
        if span is not None:
            when = span[1] - 1  # the memory as it stood at the period's end, as the walk reads it
        start = self._core.resolve(name, as_of=when, known_at=known)
        view = store.time_slice(as_of=when, known_at=known) if span is None else self._period_slice(span, known)
        if start not in view:
            self.concept(name, as_of=as_of, known_at=known_at)  # raises: not visible then
        name_of = self._core.name
        rows = [
            {
                "name": name_of(step.other),
                "relation": store.records[step.key][-1].name,
                "direction": step.way,
                "via": name_of(step.via),
                "depth": step.level,
            }
            for step in traverse(view, start, depth=depth, direction=direction)
            if step.new
        ]
        return pd.DataFrame(rows, columns=["name", "relation", "direction", "via", "depth"])

    def history(self, name: str) -> pd.DataFrame:
        """Every version of the concept, its patches and its relations, with both intervals (and ``precision``: what
        each valid-time edge was stated at, ``from/to``)."""
        store = self._core.store
        records = store.names.get(name_key(check_name(name))) or [self._core.resolve(name)]  # or its usual error
        related = set(records)
        for record in records:
            for source, _target, key, data in [
                *store.graph.in_edges(record, keys=True, data=True),
                *store.graph.out_edges(record, keys=True, data=True),
            ]:
                related.add(key if data["kind"] == RELATION else source)
        rows = []
        for version in sorted((v for r in related for v in store.records[r]), key=lambda v: v.version):
            text = version.text
            if version.kind == RELATION:
                text = f"{self._core.name(version.source_id)} {version.name} {self._core.name(version.target_id)}"
            rows.append(
                {
                    "version": version.version,
                    "kind": version.kind,
                    "name": version.name,
                    "text": text,
                    "valid_from": to_timestamp(version.valid_from),
                    "valid_to": to_timestamp(version.valid_to),
                    "recorded_at": to_timestamp(version.recorded_at),
                    "expired_at": to_timestamp(version.expired_at),
                    "reason": version.reason,
                    "cause": version.cause,
                    "origin": version.origin,
                    "record": version.record,
                    "precision": version.precision,
                }
            )
        return pd.DataFrame(rows)

    def status(self, *, embedder_note: str | None, single_valued: list[str]) -> dict[str, Any]:
        """Counts of what the memory holds: records valid now by kind, all records, versions, files, the index."""
        core = self._core
        store = core.store
        now = core.now()
        plural = {"concept": "concepts", "patch": "patches", "episode": "episodes", "relation": "relations"}
        counts = dict.fromkeys(plural.values(), 0)
        records = dict.fromkeys(plural.values(), 0)
        for versions in store.records.values():
            kind = plural[versions[0].kind]
            records[kind] += 1
            counts[kind] += store.seen(versions[0].record, as_of=now, known_at=now) is not None
        index = core.index
        return {
            "path": str(core.root),
            "namespace": core.namespace,
            "namespaces": list_namespaces(core.root),
            "read_only": store.files.read_only,
            **counts,
            "records": records,
            "versions": len(store.versions),
            "segments": store.files.segment_count,
            "last_change_at": to_timestamp(store.last_change_at) if store.last_change_at else pd.NaT,
            "embedder": core.embedder.name if core.embedder is not None else None,
            **({"embedder_note": embedder_note} if embedder_note else {}),
            "items": len(index.docs),
            "vectors": index.vectors.count() if index.vectors is not None else 0,
            "pending": len(index.pending),
            "single_valued": single_valued,
        }

    def timeline(self, name: str, *, as_of: object = None, known_at: object = None) -> Figure:
        """What :meth:`Memory.timeline <c0lab.memory.memory.Memory.timeline>` draws: the rows are
        :func:`~c0lab.retrieval.timeline.timeline_frame`'s, drawn as of ``as_of``, as known at ``known_at``."""
        core = self._core
        when, known = core.times(as_of, known_at)
        record = core.resolve(name, as_of=when, known_at=known)
        frame = timeline_frame(core.store, record, as_of=when, known_at=known, name=core.name)
        known_text = "" if known_at is None else f", as known at {format_time(known)}"
        title = f"{core.name(record)}: its facts over time (as of {format_time(when)}{known_text})"
        return timeline_figure(frame, as_of=to_timestamp(when), title=title)


def _held_in(versions: list[Version], span: tuple[int, int], known: int) -> list[Version]:
    """The versions true at any time in ``span`` and held as belief at ``known`` (:func:`~c0lab._time.visible_in`)."""
    low, high = span
    return [
        v
        for v in versions
        if visible_in(v.valid_from, v.valid_to, v.recorded_at, v.expired_at, low=low, high=high, known_at=known)
    ]
