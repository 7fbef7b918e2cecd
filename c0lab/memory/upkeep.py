"""Keeping a memory clean: conflicts, near-duplicates, orphans, merges that can be undone, an audit.

Every change made here is an *operation* kept in ``upkeep.json`` with the
versions it added and the versions it closed, so ``undo(op)`` can retract it:
the added versions are closed in system time and the closed ones recorded
again. Nothing is deleted; ``known_at`` still sees each step.
"""

from __future__ import annotations

import re
import uuid
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd

from .._errors import InvalidInputError
from ..model.guard import is_typo
from ..model.records import Version, name_key
from ..store.files import read_json, write_json
from .._time import BEGINNING, FOREVER, format_time, to_timestamp
from .core import MemoryCore
from .search import Search
from .writes import Writes

__all__ = ["SINGLE_VALUED", "Upkeep"]

SINGLE_VALUED = ("LED_BY", "LICENSED_AS", "LOCATED_IN", "BASED_IN", "HEADQUARTERED_IN")
"""Relation types that hold one value at a time unless declared otherwise."""


class Upkeep:
    """``conflicts``, ``duplicates``, ``orphans``, ``merge``, ``reconnect``, ``undo`` and ``audit``.

    Reached as ``mem.upkeep``; it writes through the memory's :class:`Writes`
    and finds neighbours through its :class:`Search`, like any caller would.
    """

    def __init__(self, core: MemoryCore, writes: Writes, search: Search,
                 status: Callable[[], dict[str, Any]]) -> None:
        self._core = core
        self._writes = writes
        self._search = search
        self._status = status

    # -- operations that can be undone ------------------------------------------

    def _log_path(self) -> Path:
        return self._core.store.files.operations_path

    def _log(self) -> dict[str, Any]:
        return read_json(self._log_path(), {})

    def _save_log(self, log: dict[str, Any]) -> None:
        write_json(self._log_path(), log)

    def _operation(self, label: str, change) -> str:
        """Run ``change()`` as one batch and log the versions it added and closed; returns the op id."""
        store = self._core.writable()
        seen_before = set(store.versions)
        written: list[Version] = []
        store.listeners.append(written.extend)
        try:
            with store.batch():
                change()
        finally:
            store.listeners.remove(written.extend)
        added = sorted({row.version for row in written if row.version not in seen_before})
        closed = sorted({row.version for row in written if row.version in seen_before})
        op = f"op-{uuid.uuid4().hex[:8]}"
        log = self._log()
        log[op] = {"label": label, "added": added, "closed": closed, "undone": False}
        self._save_log(log)
        return op

    def operations(self) -> pd.DataFrame:
        """Every upkeep operation: id, what it did, and whether it was undone."""
        rows = [{"op": op, "label": entry["label"], "undone": entry["undone"]} for op, entry in self._log().items()]
        return pd.DataFrame(rows, columns=["op", "label", "undone"])

    def undo(self, op: str) -> None:
        """Retract an operation: its versions leave the current belief, the ones it closed come back."""
        log = self._log()
        entry = log.get(op)
        if entry is None:
            raise InvalidInputError(f"no upkeep operation {op!r}; see operations()")
        if entry["undone"]:
            raise InvalidInputError(f"operation {op!r} was already undone")
        store = self._core.writable()
        now = store.tick()
        rows = [store.versions[number].but(expired_at=now) for number in entry["added"]
                if store.versions[number].expired_at == FOREVER]
        rows += [store.versions[number].but(version=store.next_version(), recorded_at=now, expired_at=FOREVER)
                 for number in entry["closed"]]
        store.commit(rows)
        store.reload()  # the name index only grows; rebuild it so names and aliases point as before
        entry["undone"] = True
        self._save_log(log)

    # -- finding problems ----------------------------------------------------------

    def conflicts(self, *, single_valued: tuple[str, ...] = SINGLE_VALUED, as_of: object = None,
                  known_at: object = None) -> pd.DataFrame:
        """Facts that cannot both hold, each with a suggested fix.

        - two live values of a single-valued relation (``LED_BY`` …) of one concept;
        - a patch recorded after a live single-valued relation that names another
          concept of the same kind as its value, and not the value itself.
        """
        when, known = self._core.times(as_of, known_at)
        store, name = self._core.store, self._core.name
        view = store.time_slice(as_of=when, known_at=known)
        rows = []
        for node in view.nodes:
            values: dict[str, list[tuple[str, Version]]] = defaultdict(list)
            for _, target, key in view.out_edges(node, keys=True):
                version = store.seen(key, as_of=when, known_at=known)
                if version.name in single_valued:
                    values[version.name].append((target, version))
            for relation, found in values.items():
                if len(found) > 1:
                    found.sort(key=lambda pair: (pair[1].valid_from, pair[1].recorded_at))
                    older, newer = found[0], found[-1]
                    rows.append({
                        "concept": name(node), "relation": relation, "kind": "two live values",
                        "values": ", ".join(name(target) for target, _ in found),
                        "suggestion": f"end {name(node)} {relation} {name(older[0])} where "
                                      f"{name(newer[0])} begins (give it valid_to), or invalidate the wrong one",
                    })
                rows += self._patch_conflicts(node, relation, found, when=when, known=known)
        return pd.DataFrame(rows, columns=["concept", "relation", "kind", "values", "suggestion"])

    def _patch_conflicts(self, node: str, relation: str, found, *, when: int, known: int) -> list[dict[str, Any]]:
        store, name = self._core.store, self._core.name
        rows = []
        value_kinds = {store.seen(target, as_of=when, known_at=known).label for target, _ in found}
        value_names = {name(target) for target, _ in found}
        latest = max(version.recorded_at for _, version in found)
        for patch in self._core.patches(node, as_of=when, known_at=known):
            if patch.recorded_at <= latest or any(_mentions(patch.text, value) for value in value_names):
                continue
            for hit in self._core.index.mentions(patch.text, as_of=when, known_at=known):
                other, version = hit.version.name, hit.version
                if other not in {name(node), *value_names} and version.label and version.label in value_kinds:
                    rows.append({
                        "concept": name(node), "relation": relation, "kind": "patch contradicts a live fact",
                        "values": f"{', '.join(sorted(value_names))} (relation) vs {other} (patch of "
                                  f"{format_time(patch.recorded_at)})",
                        "suggestion": f"supersede: relate {name(node)} {relation} {other} from the patch's date and "
                                      f"end the old value, or invalidate the patch",
                    })
        return rows

    def duplicates(self, *, threshold: float = 0.9) -> pd.DataFrame:
        """Pairs of live concepts that look like one: a typo apart, or vectors at cosine ≥ ``threshold``."""
        store = self._core.store
        now = self._core.now()
        live = {record: v for record, v in ((r, store.seen(r, as_of=now, known_at=now)) for r in store.records)
                if v is not None and v.kind == "concept"}
        pairs: dict[tuple[str, str], dict[str, Any]] = {}
        keys = {name_key(version.name): record for record, version in live.items()}
        for key, record in keys.items():
            for other_key, other in keys.items():
                if other_key > key and is_typo(key, other_key):
                    pairs[(record, other)] = {"lexical": True, "similarity": None}
        index = self._core.index
        if index.vectors is not None and index.embedder is not None and len(live) > 1:
            texts = [index.searchable_text(version) for version in live.values()]
            vectors = index.embedder.embed(texts)
            similarity = vectors @ vectors.T
            records = list(live)
            for i, j in zip(*((similarity >= threshold).nonzero())):
                if i < j:
                    entry = pairs.setdefault((records[i], records[j]), {"lexical": False, "similarity": None})
                    entry["similarity"] = round(float(similarity[i, j]), 3)
        name = self._core.name
        rows = [{"keep": name(a), "merge": name(b), **details,
                 "suggestion": f"merge({name(a)!r}, {name(b)!r})"} for (a, b), details in pairs.items()]
        return pd.DataFrame(rows, columns=["keep", "merge", "lexical", "similarity", "suggestion"])

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
            for source, target, key, data in [*store.graph.out_edges(other_record, keys=True, data=True),
                                              *store.graph.in_edges(other_record, keys=True, data=True)]:
                version = store.seen(key, as_of=now, known_at=now) if data["kind"] == "relation" else None
                if version is not None and version.name != "SUPERSEDES":
                    ends = [keep_record if end == other_record else end for end in (source, target)]
                    if ends[0] != ends[1] and not _holds(store, ends[0], version.name, ends[1]):
                        self._writes.relate(self._core.name(ends[0]), version.name, self._core.name(ends[1]),
                                    valid_from=_day(version.valid_from), valid_to=_day(version.valid_to))
            for patch in self._core.patches(other_record, as_of=now, known_at=now):
                self._writes.add_patch(keep_name, patch.text, source=patch.origin)
            self._writes.invalidate(other_name, reason=f"merged into {keep_name!r}", by=keep_name)
            self._writes.add_alias(keep_name, other_name)

        return self._operation(f"merge {other_name!r} into {keep_name!r}", change)

    def orphans(self, *, k: int = 3) -> pd.DataFrame:
        """Live concepts with no live relation, each with its nearest concepts as reconnection candidates."""
        store = self._core.store
        now = self._core.now()
        view = store.time_slice(as_of=now, known_at=now)
        rows = []
        for node in view.nodes:
            if view.degree(node) == 0:
                version = store.seen(node, as_of=now, known_at=now)
                query = f"{version.name} {version.text}".strip()
                found = self._search.search(query, k=k + 1)
                nearest = [n for n in found["name"] if n != version.name][:k]
                rows.append({"name": version.name, "nearest": nearest})
        return pd.DataFrame(rows, columns=["name", "nearest"])

    def reconnect(self, *, dry_run: bool = True, relation: str = "RELATED_TO") -> pd.DataFrame | str:
        """Relate each orphan to its nearest concept. A dry run (the default) only lists the relations;
        otherwise returns the operation id for ``undo``."""
        plan = [(row.name, row.nearest[0]) for row in self.orphans(k=1).itertuples() if row.nearest]
        frame = pd.DataFrame([{"source": a, "relation": relation, "target": b} for a, b in plan],
                             columns=["source", "relation", "target"])
        if dry_run:
            return frame

        def change() -> None:
            for source, target in plan:
                self._writes.relate(source, relation, target)

        return self._operation(f"reconnect {len(plan)} orphans", change)

    def audit(self) -> str:
        """A short report: what the memory holds, and its conflicts, duplicates and orphans."""
        status = self._status()
        conflicts, duplicates, orphans = self.conflicts(), self.duplicates(), self.orphans(k=1)
        lines = [
            f"{status['concepts']} concepts, {status['relations']} relations, {status['patches']} patches live; "
            f"{status['versions']} versions in all",
            f"{len(conflicts)} conflicts, {len(duplicates)} near-duplicate pairs, {len(orphans)} orphans",
        ]
        lines += [f"- conflict: {row.concept} {row.relation}: {row.values} → {row.suggestion}"
                  for row in conflicts.itertuples()]
        lines += [f"- duplicate: {row.keep} ~ {row.merge} → {row.suggestion}" for row in duplicates.itertuples()]
        lines += [f"- orphan: {row.name} (nearest: {', '.join(row.nearest) or 'none'})" for row in orphans.itertuples()]
        return "\n".join(lines)


def _holds(store, source: str, relation: str, target: str) -> bool:
    """Whether a relation of this type already joins the two (as the memory holds it now)."""
    for _, other, key, data in store.graph.out_edges(source, keys=True, data=True):
        if other == target and data["kind"] == "relation":
            if any(v.is_current() and v.name == relation for v in data["versions"]):
                return True
    return False


def _mentions(text: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name_key(name))}(?!\w)", name_key(text)) is not None


def _day(moment: int) -> str | None:
    if moment in (BEGINNING, FOREVER):
        return None
    return to_timestamp(moment).isoformat()
