"""Writing to a memory: concepts, aliases, patches, relations, supersession, invalidation, descriptions.

Every write checks its input first, then commits new versions in one step:
nothing is overwritten, a change closes the old version's system interval and
records a new one (see :mod:`c0lab.model.timeline`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

import pandas as pd

from .._errors import BadDateError, C0labError, DuplicateConceptError, InvalidInputError, NotValidError
from .._time import BEGINNING, FOREVER, format_time
from ..model.guard import NameGuard
from ..model.records import Version, check_name, check_relation_type, name_key, new_record_id
from ..model.results import Concept, Patch
from ..model.timeline import amend, change_from, close_at, start_at
from .core import MemoryCore, records_of, text_field

__all__ = ["Writes"]


class Writes:
    """The write family of ``Memory``: every call checks, then commits new versions."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core

    def _check_new_name(self, key: str, label: str, *, force: bool, batch: NameGuard) -> None:
        store = self._core.store
        for record in store.names.get(key, []):
            if any(version.valid_to > self._core.now() for version in store.current(record)):
                if name_key(self._core.name(record)) != key:
                    raise DuplicateConceptError(f"{label!r} is already an alias of concept {self._core.name(record)!r}")
                raise DuplicateConceptError(
                    f"concept {self._core.name(record)!r} already exists; change it with describe() or add_patch()"
                )
            if not force:
                raise DuplicateConceptError(
                    f"concept {self._core.name(record)!r} existed before and is no longer valid; "
                    "pass force=True to add it again"
                )
        if key in batch:
            raise DuplicateConceptError(f"concept {label!r} appears twice in one bulk add")
        if force:
            return
        near = store.guard.near(key) or batch.near(key)
        if near is not None:
            existing = self._core.name(store.names[near][0]) if near in store.names else near
            raise DuplicateConceptError(
                f"{label!r} is a near-duplicate of concept {existing!r}; pass force=True to add it anyway"
            )

    def batch(self):  # noqa: D401
        """``with mem.batch(): …`` — the changes inside are saved all together, or not at all.

        Reads inside the block see its changes; if the block raises, the
        memory is as it was before it (reloaded from disk).
        """
        return self._core.writable().batch()

    def _concept_row(
        self, name: object, description: object, *, valid_from: object, kind: object, source: object,
        force: bool, batch: NameGuard, now: int, aliases: object = None, provenance: dict | None = None,
    ) -> Version:
        store = self._core.writable()
        labels = [check_name(name)] + self._aliases(aliases)
        for label in labels:
            self._check_new_name(name_key(label), label, force=force, batch=batch)
            batch.add(name_key(label))
        label = labels[0]
        return Version(
            version=store.next_version(),
            record=new_record_id("concept"),
            kind="concept",
            name=label,
            text=text_field(description, "description"),
            label=text_field(kind, "kind"),
            origin=text_field(source, "source", required=True),
            valid_from=self._core.moment(valid_from, what="valid_from", default=BEGINNING),
            recorded_at=now,
            meta=_meta(aliases=labels[1:], provenance=provenance),
        )

    @staticmethod
    def _aliases(aliases: object) -> list[str]:
        if aliases is None:
            return []
        if isinstance(aliases, str) or not isinstance(aliases, (list, tuple)):
            raise InvalidInputError("aliases must be a list of names")
        return [check_name(alias, what="alias") for alias in aliases]

    def add_alias(self, name: str, alias: str) -> None:
        """Another name for a concept: exact search and every lookup by name find it too."""
        store = self._core.writable()
        record = self._core.resolve(name)
        label = check_name(alias, what="alias")
        key = name_key(label)
        self._check_new_name(key, label, force=True, batch=NameGuard())  # a name in use is refused
        near = store.guard.near(key)
        if near is not None and record not in store.names.get(near, []):  # a typo of its own name is fine
            raise DuplicateConceptError(
                f"alias {label!r} is a near-duplicate of concept {self._core.name(store.names[near][0])!r}"
            )
        current = store.current(record)
        if not current:
            raise NotValidError(f"concept {self._core.name(record)!r} is no longer held by the memory")
        meta = json.loads(current[-1].meta) if current[-1].meta else {}
        meta["aliases"] = [*current[-1].aliases, label]
        store.commit(amend(current, now=store.tick(), new_version=store.next_version,
                           meta=json.dumps(meta, ensure_ascii=False)))

    def add_concept(
        self,
        name: str,
        description: str = "",
        *,
        valid_from: object = None,
        kind: str | None = None,
        source: str = "user",
        force: bool = False,
        aliases: list[str] | None = None,
        provenance: dict | None = None,
    ) -> Concept:
        """Add a concept, valid from ``valid_from`` (since always by default), with other names.

        A name already taken, or a near-duplicate of one (a typo, another
        spelling), raises :class:`DuplicateConceptError` unless ``force=True``.
        ``provenance`` (JSON-able) records where a concept came from, e.g.
        the reflector's reason and sources.
        """
        store = self._core.writable()
        now = store.tick()
        row = self._concept_row(
            name, description, valid_from=valid_from, kind=kind, source=source,
            force=force, batch=NameGuard(), now=now, aliases=aliases, provenance=provenance,
        )
        store.commit([row])
        return Concept.from_version(row, [])

    def add_concepts(self, records: pd.DataFrame | Iterable[Mapping[str, Any]], *, force: bool = False) -> int:
        """Add many concepts in one write; all are added or none.

        ``records`` is a DataFrame or an iterable of dicts with ``name`` and,
        optionally, ``description``, ``valid_from``, ``kind``, ``source``.
        Returns how many were added.
        """
        store = self._core.writable()
        rows = records_of(records, required=("name",),
                           allowed=("name", "description", "valid_from", "kind", "source", "aliases"))
        now = store.tick()
        batch = NameGuard()
        versions = []
        for number, row in enumerate(rows, start=1):
            try:
                versions.append(
                    self._concept_row(
                        row["name"], row.get("description"), valid_from=row.get("valid_from"),
                        kind=row.get("kind"), source=row.get("source") or "user", force=force, batch=batch, now=now,
                        aliases=row.get("aliases"),
                    )
                )
            except C0labError as error:
                raise type(error)(f"record {number}: {error}") from None
        store.commit(versions)
        return len(versions)

    def add_patch(self, concept: str, content: str, *, valid_from: object = None, source: str = "user") -> Patch:
        """Attach a correction or addition to a concept (valid since always by default)."""
        store = self._core.writable()
        record = self._core.resolve(concept)
        row = Version(
            version=store.next_version(),
            record=new_record_id("patch"),
            kind="patch",
            name=self._core.name(record),
            text=text_field(content, "patch content", required=True),
            source_id=record,
            origin=text_field(source, "source", required=True),
            valid_from=self._core.moment(valid_from, what="valid_from", default=BEGINNING),
            recorded_at=store.tick(),
        )
        store.commit([row])
        return Patch.from_version(row)

    def _relation_row(self, a: object, relation_type: object, b: object, *, valid_from: object, valid_to: object,
                      now: int, origin: str = "user") -> Version:
        store = self._core.writable()
        source, target = self._core.resolve(a), self._core.resolve(b)
        kind = check_relation_type(relation_type)
        if source == target:
            raise InvalidInputError(f"a relation joins two concepts; both ends are {self._core.name(source)!r}")
        start = self._core.moment(valid_from, what="valid_from", default=BEGINNING)
        end = self._core.moment(valid_to, what="valid_to", default=FOREVER)
        if end <= start:
            raise BadDateError(f"valid_to ({format_time(end)}) must come after valid_from ({format_time(start)})")
        for _, _, key, data in store.graph.out_edges(source, keys=True, data=True):
            if data["kind"] != "relation":
                continue
            for version in data["versions"]:
                if (version.is_current() and version.name == kind and version.target_id == target
                        and version.valid_from < end and start < version.valid_to):
                    raise InvalidInputError(
                        f"{self._core.name(source)!r} {kind} {self._core.name(target)!r} already holds "
                        f"from {format_time(version.valid_from)} to {format_time(version.valid_to)}"
                    )
        return Version(
            version=store.next_version(), record=new_record_id("relation"), kind="relation", name=kind,
            source_id=source, target_id=target, origin=origin, valid_from=start, valid_to=end, recorded_at=now,
        )

    def relate(self, a: str, type: str, b: str, *, valid_from: object = None, valid_to: object = None) -> None:
        """Record that ``a`` relates to ``b`` by ``type`` (``USED_BY``, ``LED_BY``…); both must exist."""
        store = self._core.writable()
        store.commit([self._relation_row(a, type, b, valid_from=valid_from, valid_to=valid_to, now=store.tick())])

    def add_relations(self, records: pd.DataFrame | Iterable[Mapping[str, Any]]) -> int:
        """Add many relations in one write: dicts or rows with ``source``, ``type``, ``target``,
        optionally ``valid_from`` and ``valid_to``. Returns how many were added."""
        store = self._core.writable()
        rows = records_of(records, required=("source", "type", "target"),
                           allowed=("source", "type", "target", "valid_from", "valid_to"))
        now = store.tick()
        versions = []
        for number, row in enumerate(rows, start=1):
            try:
                versions.append(self._relation_row(
                    row["source"], row["type"], row["target"],
                    valid_from=row.get("valid_from"), valid_to=row.get("valid_to"), now=now,
                ))
            except C0labError as error:
                raise type(error)(f"record {number}: {error}") from None
        store.commit(versions)
        return len(versions)

    def _current_span(self, record: str, at: int, verb: str, *, strict_start: bool) -> list[Version]:
        """The record's current versions, after checking that ``at`` falls inside its validity."""
        current = self._core.store.current(record)
        name = self._core.name(record)
        if not current:
            raise NotValidError(f"concept {name!r} is no longer held by the memory")
        first, last = current[0].valid_from, max(version.valid_to for version in current)
        if at < first or (strict_start and at == first):
            raise BadDateError(
                f"cannot {verb} {name!r} at {format_time(at)}: it is valid only from {format_time(first)}"
            )
        if at >= last:
            raise NotValidError(
                f"cannot {verb} {name!r} at {format_time(at)}: it stopped being valid on {format_time(last)}"
            )
        return current

    def supersede(self, old: str, new: str, *, at: object = None) -> None:
        """The world changed at ``at`` (now by default): ``old`` ends, ``new`` begins.

        A ``SUPERSEDES`` relation from ``new`` to ``old`` keeps the trail.
        """
        store = self._core.writable()
        now = store.tick()
        moment = self._core.moment(at, what="at", default=now)
        old_record, new_record = self._core.resolve(old), self._core.resolve(new)
        if old_record == new_record:
            raise InvalidInputError(f"a concept cannot supersede itself ({self._core.name(old_record)!r})")
        current = self._current_span(old_record, moment, "supersede", strict_start=True)
        new_name = self._core.name(new_record)
        rows = close_at(current, moment, now=now, new_version=store.next_version,
                        reason=f"superseded by {new_name!r}", cause=new_name)
        rows += start_at(store.current(new_record), moment, now=now, new_version=store.next_version)
        rows.append(Version(
            version=store.next_version(), record=new_record_id("relation"), kind="relation", name="SUPERSEDES",
            source_id=new_record, target_id=old_record, valid_from=moment, recorded_at=now,
        ))
        store.commit(rows)

    def invalidate(self, name: str, *, reason: str, at: object = None, by: str | None = None) -> None:
        """``name`` stops being valid at ``at`` (now by default), for ``reason``, caused ``by`` whom or what."""
        store = self._core.writable()
        now = store.tick()
        moment = self._core.moment(at, what="at", default=now)
        record = self._core.resolve(name)
        why = text_field(reason, "reason", required=True)
        current = self._current_span(record, moment, "invalidate", strict_start=True)
        store.commit(close_at(current, moment, now=now, new_version=store.next_version,
                              reason=why, cause=text_field(by, "by")))

    def describe(self, name: str, description: str, *, at: object = None) -> None:
        """A new description, true from ``at`` (now by default); the old one stays readable."""
        store = self._core.writable()
        now = store.tick()
        moment = self._core.moment(at, what="at", default=now)
        record = self._core.resolve(name)
        text = text_field(description, "description")
        current = self._current_span(record, moment, "describe", strict_start=False)
        store.commit(change_from(current, moment, now=now, new_version=store.next_version, text=text))


def _meta(**fields: object) -> str:
    """A version's ``meta`` JSON, holding only the fields that have a value."""
    kept = {key: value for key, value in fields.items() if value}
    return json.dumps(kept, ensure_ascii=False) if kept else ""
