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
from typing import Any

import pandas as pd

from ._errors import InvalidInputError
from ._guard import is_typo
from ._records import Version, name_key
from ._storage import read_json, write_json
from ._time import FOREVER, format_time

__all__ = ["SINGLE_VALUED", "Upkeep"]

SINGLE_VALUED = ("LED_BY", "LICENSED_AS", "LOCATED_IN", "BASED_IN", "HEADQUARTERED_IN")
"""Relation types that hold one value at a time unless declared otherwise."""


class Upkeep:
    """``conflicts``, ``duplicates``, ``orphans``, ``merge``, ``reconnect``, ``undo`` and ``audit``; mixed into ``Memory``."""

    # -- operations that can be undone ------------------------------------------

    def _log_path(self):
        return self.store.files.folder / "upkeep.json"  # type: ignore[attr-defined]

    def _log(self) -> dict[str, Any]:
        return read_json(self._log_path(), {})

    def _save_log(self, log: dict[str, Any]) -> None:
        write_json(self._log_path(), log)

    def _operation(self, label: str, change) -> str:
        """Run ``change()`` as one batch and log the versions it added and closed; returns the op id."""
        store = self._writable()  # type: ignore[attr-defined]
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
        store = self._writable()  # type: ignore[attr-defined]
        now = store.tick()
        rows = [store.versions[number].but(expired_at=now) for number in entry["added"]
                if store.versions[number].expired_at == FOREVER]
        rows += [store.versions[number].but(version=store.next_version(), recorded_at=now, expired_at=FOREVER)
                 for number in entry["closed"]]
        store.commit(rows)
        store._reload()  # the name index only grows; rebuild it so names and aliases point as before
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
        when, known = self._reading_times(as_of, known_at)  # type: ignore[attr-defined]
        store, name = self.store, self._name  # type: ignore[attr-defined]
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
        store, name = self.store, self._name  # type: ignore[attr-defined]
        rows = []
        value_kinds = {store.seen(target, as_of=when, known_at=known).label for target, _ in found}
        value_names = {name(target) for target, _ in found}
        latest = max(version.recorded_at for _, version in found)
        for patch in self._patches(node, as_of=when, known_at=known):  # type: ignore[attr-defined]
            if patch.recorded_at <= latest or any(_mentions(patch.text, value) for value in value_names):
                continue
            for hit in self.index.mentions(patch.text, as_of=when, known_at=known):  # type: ignore[attr-defined]
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
        store = self.store  # type: ignore[attr-defined]
        now = self._now()  # type: ignore[attr-defined]
        live = {record: v for record, v in ((r, store.seen(r, as_of=now, known_at=now)) for r in store.records)
                if v is not None and v.kind == "concept"}
        pairs: dict[tuple[str, str], dict[str, Any]] = {}
        keys = {name_key(version.name): record for record, version in live.items()}
        for key, record in keys.items():
            for other_key, other in keys.items():
                if other_key > key and is_typo(key, other_key):
                    pairs[(record, other)] = {"lexical": True, "similarity": None}
        index = self.index  # type: ignore[attr-defined]
        if index.vectors is not None and index.embedder is not None and len(live) > 1:
            texts = [index._searchable_text(version) for version in live.values()]
            vectors = index.embedder.embed(texts)
            similarity = vectors @ vectors.T
            records = list(live)
            for i, j in zip(*((similarity >= threshold).nonzero())):
                if i < j:
                    entry = pairs.setdefault((records[i], records[j]), {"lexical": False, "similarity": None})
                    entry["similarity"] = round(float(similarity[i, j]), 3)
        name = self._name  # type: ignore[attr-defined]
        rows = [{"keep": name(a), "merge": name(b), **details,
                 "suggestion": f"merge({name(a)!r}, {name(b)!r})"} for (a, b), details in pairs.items()]
        return pd.DataFrame(rows, columns=["keep", "merge", "lexical", "similarity", "suggestion"])

    def merge(self, keep: str, other: str) -> str:
        """Fold ``other`` into ``keep``: its name becomes an alias, its relations and patches move over,
        and it is invalidated ("merged into …"); both histories stay. Returns the operation id for ``undo``."""
        keep_record, other_record = self._resolve(keep), self._resolve(other)  # type: ignore[attr-defined]
        if keep_record == other_record:
            raise InvalidInputError("a concept cannot be merged into itself")
        keep_name, other_name = self._name(keep_record), self._name(other_record)  # type: ignore[attr-defined]
        store = self.store  # type: ignore[attr-defined]
        now = self._now()  # type: ignore[attr-defined]

        def change() -> None:
            for source, target, key, data in [*store.graph.out_edges(other_record, keys=True, data=True),
                                              *store.graph.in_edges(other_record, keys=True, data=True)]:
                version = store.seen(key, as_of=now, known_at=now) if data["kind"] == "relation" else None
                if version is not None and version.name != "SUPERSEDES":
                    ends = [keep_record if end == other_record else end for end in (source, target)]
                    if ends[0] != ends[1] and not _holds(store, ends[0], version.name, ends[1]):
                        self.relate(self._name(ends[0]), version.name, self._name(ends[1]),  # type: ignore[attr-defined]
                                    valid_from=_day(version.valid_from), valid_to=_day(version.valid_to))
            for patch in self._patches(other_record, as_of=now, known_at=now):  # type: ignore[attr-defined]
                self.add_patch(keep_name, patch.text, source=patch.origin)  # type: ignore[attr-defined]
            self.invalidate(other_name, reason=f"merged into {keep_name!r}", by=keep_name)  # type: ignore[attr-defined]
            self.add_alias(keep_name, other_name)  # type: ignore[attr-defined]

        return self._operation(f"merge {other_name!r} into {keep_name!r}", change)

    def orphans(self, *, k: int = 3) -> pd.DataFrame:
        """Live concepts with no live relation, each with its nearest concepts as reconnection candidates."""
        store = self.store  # type: ignore[attr-defined]
        now = self._now()  # type: ignore[attr-defined]
        view = store.time_slice(as_of=now, known_at=now)
        rows = []
        for node in view.nodes:
            if view.degree(node) == 0:
                version = store.seen(node, as_of=now, known_at=now)
                query = f"{version.name} {version.text}".strip()
                found = self.search(query, k=k + 1)  # type: ignore[attr-defined]
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
                self.relate(source, relation, target)  # type: ignore[attr-defined]

        return self._operation(f"reconnect {len(plan)} orphans", change)

    def audit(self) -> str:
        """A short report: what the memory holds, and its conflicts, duplicates and orphans."""
        status = self.status()  # type: ignore[attr-defined]
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
    from ._time import BEGINNING, to_timestamp

    if moment in (BEGINNING, FOREVER):
        return None
    return to_timestamp(moment).isoformat()
