"""Keeping a memory clean: conflicts, near-duplicates, orphans, merges, undo, an audit.

Every write is an *operation* of the log (:mod:`c0lab.memory.operations`),
saved with its versions; a merge or a reconnection is one operation however
many writes it makes. ``undo(op)`` retracts one in system time: the added
versions are closed now and the closed ones recorded again. Nothing is
deleted; ``known_at`` still sees each step.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
import pandas as pd

from .._errors import InvalidInputError
from .._time import BEGINNING, FOREVER, format_span, format_time, period_start, to_timestamp
from ..index.vector import text_key
from ..model.guard import typo_pairs
from ..model.records import RELATION, Version, name_key
from ..model.results import AuditReport
from ..retrieval.lexicon import office_key
from ..store.versions import VersionStore
from .core import MemoryCore, locked
from .holders import seen_from_office, start_said
from .search import Search
from .writes import SINGLE_VALUED, Writes

__all__ = ["SINGLE_VALUED", "Conflicts", "Upkeep", "audit_report"]


class Conflicts:
    """Facts that cannot both hold (``mem.conflicts()``)."""

    def __init__(self, core: MemoryCore, writes: Writes) -> None:
        self._core = core
        self._writes = writes

    def conflicts(
        self, *, single_valued: tuple[str, ...] | None = None, as_of: object = None, known_at: object = None
    ) -> pd.DataFrame:
        """Facts that cannot both hold, each with a suggested fix (a call that can be run as it reads).

        - two live values of a single-valued relation (``LED_BY`` …, the
          namespace's :meth:`~c0lab.memory.writes.Writes.single_valued` types by default) of one concept —
          at ``as_of`` when it is given, else at any valid time (two stints that overlap);
        - a patch recorded after a live single-valued relation that names another
          concept of the same kind as its value, and not the value itself.
        """
        when, known = self._core.times(as_of, known_at)
        store, name = self._core.store, self._core.name
        single_valued = tuple(self._writes.single_valued()) if single_valued is None else single_valued
        rows = [] if as_of is not None else self._overlaps(single_valued, known_at=known)
        for node, values in _single_values(store, single_valued, as_of=when, known_at=known).items():
            for relation, found in values.items():
                # a value handed over within the period its end names ("to 1988", "from 1988") is none
                held = [pair for pair in found if not any(_handed_over(pair[1], other) for _, other in found)]
                if len(held) > 1 and as_of is not None:
                    held.sort(key=lambda pair: (pair[1].valid_from, pair[1].recorded_at))
                    older, newer = held[0], held[-1]
                    rows.append(
                        {
                            "concept": name(node),
                            "relation": relation,
                            "kind": "two live values",
                            "values": ", ".join(name(target) for target, _ in held),
                            "suggestion": _parting_call(name, node, relation, older[1], newer[1]),
                        }
                    )
                rows += self._patch_conflicts(node, relation, found, when=when, known=known)
        return pd.DataFrame(rows, columns=["concept", "relation", "kind", "values", "suggestion"])

    def _overlaps(self, single_valued: tuple[str, ...], *, known_at: int) -> list[dict[str, Any]]:
        """One row for each value of a single-valued relation of one concept whose valid time overlaps an earlier
        one's (as the memory held them at ``known_at``) by more than the period the earlier one's end names,
        with the end that would part them."""
        store, name = self._core.store, self._core.name
        latest: dict[str, tuple[tuple[str, str], Version]] = {}
        for number in store.held_relations(known_at=known_at, types=store.relation_types()):
            version = store.versions[number]
            if version.name in single_valued:
                latest[version.record] = (version.source_id, version.name), version
            elif start_said(version) and (
                key := office_key(version.name, name(version.source_id), name(version.target_id))
            ):
                latest[version.record] = ("", key), seen_from_office(version)  # one office however written, one holder
        groups: dict[tuple[str, str], list[Version]] = defaultdict(list)
        for group, version in latest.values():
            groups[group].append(version)
        rows = []
        for versions in groups.values():
            versions.sort(key=lambda version: (version.valid_from, version.recorded_at))
            source, relation = versions[0].source_id, versions[0].name  # the office as its first holder wrote it
            longest = versions[0]  # of the values before, the one that ends last
            for newer in versions[1:]:
                older = longest
                if newer.valid_to > longest.valid_to:
                    longest = newer
                if newer.valid_from >= older.valid_to or _handed_over(older, newer):
                    continue  # apart, or a hand-over within the period the older end names ("to 1931", "from 1931")
                both = format_span(newer.valid_from, min(older.valid_to, newer.valid_to))
                rows.append(
                    {
                        "concept": name(source),
                        "relation": relation,
                        "kind": "two live values" if older.valid_to == newer.valid_to == FOREVER else "overlap",
                        "values": f"{name(older.target_id)}, {name(newer.target_id)} (both {both})",
                        "suggestion": _end_call(
                            name(older.target_id), older.name, name(older.source_id), newer.valid_from
                        )
                        if relation not in single_valued and newer.valid_from > older.valid_from  # an office's holder
                        else _parting_call(name, source, relation, older, newer),
                    }
                )
        return rows

    def _patch_conflicts(
        self, node: str, relation: str, found: list[tuple[str, Version]], *, when: int, known: int
    ) -> list[dict[str, Any]]:
        store, name = self._core.store, self._core.name
        rows = []
        value_kinds = {store.visible_at(target, as_of=when, known_at=known).concept_kind for target, _ in found}
        value_names = {name(target) for target, _ in found}
        latest = max(version.recorded_at for _, version in found)
        for patch in self._core.patches(node, as_of=when, known_at=known):
            if patch.recorded_at <= latest or any(_mentions(patch.text, value) for value in value_names):
                continue
            for hit in self._core.index.mentions(patch.text, as_of=when, known_at=known):
                other, version = hit.version.name, hit.version
                kind = version.concept_kind
                if other not in {name(node), *value_names} and kind and kind in value_kinds:
                    start = patch.valid_from if patch.valid_from > BEGINNING else patch.recorded_at
                    rows.append(
                        {
                            "concept": name(node),
                            "relation": relation,
                            "kind": "patch contradicts a live fact",
                            "values": f"{', '.join(sorted(value_names))} (relation) vs {other} (patch of "
                            f"{format_time(patch.recorded_at)})",
                            "suggestion": f"mem.relate({name(node)!r}, {relation!r}, {other!r}, "
                            f"valid_from={format_time(start)!r})"
                            f" (ends the old value), or undo the patch",
                        }
                    )
        return rows


class Upkeep:
    """``duplicates``, ``merge``, ``orphans`` and ``reconnect``: reached as ``mem.upkeep``.

    It writes through the memory's :class:`Writes` and finds neighbours
    through its :class:`Search`, like any caller would; each call holds the
    memory's lock. (Conflicts, the operation log and the audit are
    ``Memory``'s own calls: ``mem.conflicts()``, ``mem.undo()``, ``mem.audit()``.)
    """

    def __init__(self, core: MemoryCore, writes: Writes, search: Search) -> None:
        self._core = core
        self._writes = writes
        self._search = search

    @locked
    def duplicates(self, *, threshold: float = 0.9, neighbours: int = 10) -> pd.DataFrame:
        """Pairs of live concepts that look like one: a typo apart, or vectors at cosine ≥ ``threshold``.

        No pair is compared unless blocking proposes it: typos through the
        guard's deletion index (:func:`~c0lab.model.guard.typo_pairs`), vectors
        through the vector index's own nearest neighbours (the ``neighbours``
        nearest of each concept), so it scales with the memory, not its square.
        """
        store = self._core.store
        now = self._core.now()
        records = store.array_slice(as_of=now, known_at=now).records.tolist()
        live = [store.visible_at(record, as_of=now, known_at=now) for record in records]
        pairs: dict[tuple[str, str], dict[str, Any]] = {}
        keys = [name_key(version.name) for version in live]
        for i, j in sorted(typo_pairs(keys)):
            pairs[(records[i], records[j])] = {"lexical": True, "similarity": None}
        index = self._core.index
        if index.vectors is not None and index.embedder is not None and len(live) > 1:
            index.embed_pending()
            holders: dict[str, list[int]] = {}  # text key -> concepts with that text
            for number, version in enumerate(live):
                holders.setdefault(text_key(index.searchable_text(version)), []).append(number)
            found, near, similarity = index.vectors.neighbours(list(holders), neighbours)
            close: dict[tuple[int, int], float] = {}
            for key, others, row in zip(found, near, similarity, strict=True):
                for other, value in zip(others, row, strict=True):
                    if value >= threshold and other in holders:
                        for i in holders[key]:
                            for j in holders[other]:
                                if i < j:
                                    close[(i, j)] = max(close.get((i, j), -1.0), float(value))
            for (i, j), value in sorted(close.items()):
                entry = pairs.setdefault((records[i], records[j]), {"lexical": False, "similarity": None})
                entry["similarity"] = round(min(value, 1.0), 3)
        name = self._core.name
        rows = [
            {"keep": name(a), "merge": name(b), **details, "suggestion": f"merge({name(a)!r}, {name(b)!r})"}
            for (a, b), details in pairs.items()
        ]
        return pd.DataFrame(rows, columns=["keep", "merge", "lexical", "similarity", "suggestion"])

    @locked
    def merge(self, keep: str, other: str) -> str:
        """Fold ``other`` into ``keep``: its name becomes an alias, its relations and patches move over,
        and it is invalidated ("merged into …"); both histories stay. Returns the operation id for ``undo``."""
        keep_record, other_record = self._core.resolve(keep), self._core.resolve(other)
        if keep_record == other_record:
            raise InvalidInputError("a concept cannot be merged into itself")
        keep_name, other_name = self._core.name(keep_record), self._core.name(other_record)
        store = self._core.store
        now = self._core.now()

        def change() -> None:
            for source, target, key, data in [
                *store.graph.out_edges(other_record, keys=True, data=True),
                *store.graph.in_edges(other_record, keys=True, data=True),
            ]:
                version = store.seen(key, as_of=now, known_at=now) if data["kind"] == RELATION else None
                if version is not None and version.name != "SUPERSEDES":
                    ends = [keep_record if end == other_record else end for end in (source, target)]
                    if ends[0] != ends[1] and not _holds(store, ends[0], version.name, ends[1]):
                        self._writes.relate(
                            self._core.name(ends[0]),
                            version.name,
                            self._core.name(ends[1]),
                            valid_from=_day(version.valid_from),
                            valid_to=_day(version.valid_to),
                            keep=True,
                        )
            for patch in self._core.patches(other_record, as_of=now, known_at=now):
                self._writes.add_patch(keep_name, patch.text, source=patch.origin)
            self._writes.invalidate(other_name, reason=f"merged into {keep_name!r}", by=keep_name)
            self._writes.add_alias(keep_name, other_name, moved=True)

        with self._core.ops.group(f"merge {other_name!r} into {keep_name!r}") as op:
            change()
        return op

    @locked
    def orphans(self, *, k: int = 3) -> pd.DataFrame:
        """Live concepts with no relation at any time (a concept whose relations all ended is not one), each with
        its nearest concepts as reconnection candidates."""
        store = self._core.store
        now = self._core.now()
        rows = []
        for node in store.unrelated(as_of=now, known_at=now):
            version = store.visible_at(node, as_of=now, known_at=now)
            query = f"{version.name} {version.text}".strip()
            found = self._search.search(query, k=k + 1)
            nearest = [n for n in found["name"] if n != version.name][:k]
            rows.append({"name": version.name, "nearest": nearest})
        return pd.DataFrame(rows, columns=["name", "nearest"])

    @locked
    def reconnect(self, *, dry_run: bool = True, relation: str = "RELATED_TO") -> pd.DataFrame | str:
        """Relate each orphan to its nearest concept. A dry run (the default) only lists the relations;
        otherwise returns the operation id for ``undo``."""
        plan = [(row.name, row.nearest[0]) for row in self.orphans(k=1).itertuples() if row.nearest]
        frame = pd.DataFrame(
            [{"source": a, "relation": relation, "target": b} for a, b in plan],
            columns=["source", "relation", "target"],
        )
        if dry_run:
            return frame

        def change() -> None:
            for source, target in plan:
                self._writes.relate(source, relation, target)

        with self._core.ops.group(f"reconnect {len(plan)} orphans") as op:
            change()
        return op


def audit_report(
    status: Mapping[str, Any], conflicts: pd.DataFrame, duplicates: pd.DataFrame, orphans: pd.DataFrame
) -> AuditReport:
    """The audit (``mem.audit()``): what the memory holds, and its conflicts, duplicates and orphans."""
    lines = [
        f"{status['concepts']} concepts, {status['relations']} relations, {status['patches']} patches live; "
        f"{status['versions']} versions in all",
        f"{len(conflicts)} conflicts, {len(duplicates)} near-duplicate pairs, {len(orphans)} orphans",
    ]
    lines += [
        f"- conflict: {row.concept} {row.relation}: {row.values} → {row.suggestion}" for row in conflicts.itertuples()
    ]
    lines += [f"- duplicate: {row.keep} ~ {row.merge} → {row.suggestion}" for row in duplicates.itertuples()]
    lines += [f"- orphan: {row.name} (nearest: {', '.join(row.nearest) or 'none'})" for row in orphans.itertuples()]
    return AuditReport("\n".join(lines))


def _single_values(
    store: VersionStore, single_valued: tuple[str, ...], *, as_of: int, known_at: int
) -> dict[str, dict[str, list[tuple[str, Version]]]]:
    """The visible relations of single-valued types between visible concepts, from the store's time columns:
    source record -> relation type -> [(target record, the relation's visible version)], sources in the order
    the concepts were made, relations in version order."""
    live = store.live_relations(as_of=as_of, known_at=known_at)
    codes = [code for code, name in enumerate(live.type_names.tolist()) if name in single_valued]
    picked = np.flatnonzero(np.isin(live.types, codes))
    latest: dict[str, tuple[int, int, Version]] = {}  # relation record -> its latest visible version
    for source, target, number in zip(
        live.sources[picked].tolist(), live.targets[picked].tolist(), live.versions[picked].tolist(), strict=True
    ):
        version = store.versions[number]
        latest.pop(version.record, None)
        latest[version.record] = (source, target, version)
    values: dict[int, dict[str, list[tuple[str, Version]]]] = defaultdict(lambda: defaultdict(list))
    for source, target, version in latest.values():
        values[source][version.name].append((live.records[target], version))
    return {live.records[source]: dict(values[source]) for source in sorted(values)}


def _handed_over(older: Version, newer: Version) -> bool:
    """Whether ``newer`` (another value) began within the period ``older``'s end names, or the same value again:
    "to 1931" then "from 1931" is a hand-over in 1931, not two values at once."""
    if newer.target_id == older.target_id:
        return newer is not older and newer.valid_from >= older.valid_from
    return older.valid_to < FOREVER and period_start(older.valid_to) <= newer.valid_from < older.valid_to


def _parting_call(name: Callable[[str], str], source: str, relation: str, older: Version, newer: Version) -> str:
    """The fix of two values held at once: end the older where the newer began, or (both began that day) end the
    wrong one on the day the other took over, or undo it."""
    if newer.valid_from > older.valid_from:
        return _end_call(name(source), relation, name(older.target_id), newer.valid_from)
    return (
        f"both began on {format_time(older.valid_from)}: mem.end({name(source)!r}, {relation!r}, "
        f"{name(older.target_id)!r}, at=…) with the day {name(newer.target_id)} took over, "
        "or mem.undo(op) the wrong one"
    )


def _end_call(source: str, relation: str, target: str, at: int) -> str:
    """The call that ends a relation on a day: ``mem.end('X', 'LED_BY', 'A', at='2024-06-10')``."""
    return f"mem.end({source!r}, {relation!r}, {target!r}, at={format_time(at)!r})"


def _holds(store: VersionStore, source: str, relation: str, target: str) -> bool:
    """Whether a relation of this type already joins the two (as the memory holds it now)."""
    for _, other, _key, data in store.graph.out_edges(source, keys=True, data=True):
        if other == target and data["kind"] == RELATION:
            if any(v.is_current() and v.name == relation for v in data["versions"]):
                return True
    return False


def _mentions(text: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name_key(name))}(?!\w)", name_key(text)) is not None


def _day(moment: int) -> str | None:
    if moment in (BEGINNING, FOREVER):
        return None
    return to_timestamp(moment).isoformat()
