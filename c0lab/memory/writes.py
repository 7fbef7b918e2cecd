"""Writing to a memory: concepts, aliases, patches, relations, their ends, supersession, invalidation.

The ending writes (``end``, ``supersede``, ``invalidate``, ``describe``) live in :mod:`c0lab.memory.endings`;
:class:`Writes` hands them the core.

Every write checks its input first, then commits new versions in one step,
as one operation of the log (:mod:`c0lab.memory.operations`) that ``undo``
can retract: nothing is overwritten, a change closes the old version's
system interval and records a new one (see :mod:`c0lab.model.timeline`).

Relation types can be *single-valued* (``LED_BY``, ``LICENSED_AS`` … by
default; declared per namespace with :meth:`Writes.relation_type`): a newer
value ends the older one where it begins, and a value arriving with an
earlier date slots into the history (:func:`~c0lab.model.timeline.slot_in`).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Mapping
from contextlib import AbstractContextManager
from typing import Any

import pandas as pd

from .._errors import (
    C0labError,
    DuplicateConceptError,
    InvalidInputError,
    NotValidError,
    RelationHeldError,
)
from .._time import BEGINNING, FOREVER, format_span
from ..model.guard import NameGuard
from ..model.records import (
    ALONGSIDE,
    RELATION,
    Version,
    check_interval,
    check_name,
    check_relation_type,
    name_key,
    new_record_id,
    stated,
)
from ..model.results import Concept, Patch
from ..model.schemas import RelationTypes
from ..model.timeline import amend, close_at, handed_over, slot_in
from ..retrieval.lexicon import office_key
from ..store.versions import collector_paused
from . import endings
from .core import MemoryCore, records_of, text_field
from .holders import ended_in_start, held_by_one, holders, office_forms, seen_from_office, start_said

__all__ = ["SINGLE_VALUED", "Writes"]

SINGLE_VALUED = (
    "BASED_IN",
    "CEO_OF",
    "HEADQUARTERED_IN",
    "LED_BY",
    "LICENSED_AS",
    "LOCATED_IN",
    "MAINTAINED_BY",
    "RECORD_HELD_BY",
)
"""Relation types that hold one value at a time unless a namespace declares otherwise."""


class Writes:
    """The write family of ``Memory``: every call checks, then commits new versions."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core
        self._types: dict[str, bool] | None = None
        core.store.reloaders.append(self._forget_types)  # a failed batch drops the types it declared

    def _forget_types(self) -> None:
        self._types = None

    def _check_new_name(self, key: str, label: str, *, force: bool, batch: NameGuard) -> None:
        store = self._core.store
        for record in store.names.get(key, []):
            current = store.current(record)
            if not any(key in (name_key(version.name), *map(name_key, version.aliases)) for version in current):
                continue  # retracted (the name or the whole record): the memory does not hold it, as it stands now
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
                f"{label!r} is a near-duplicate of concept {existing!r}; pass force=True (or --force) to add it anyway"
            )

    def batch(self, label: str = "batch") -> AbstractContextManager[str]:
        """``with mem.batch() as op: …`` — the changes inside are saved all together, or not at all.

        Reads inside the block see its changes; if the block raises, the
        memory is as it was before it (reloaded from disk). The block is one
        operation: ``undo(op)`` retracts all of it.
        """
        return self._core.ops.group(label)

    # -- relation types -------------------------------------------------------------

    def relation_types(self) -> dict[str, bool]:
        """Relation types declared in this namespace: ``{TYPE: single_valued}``."""
        if self._types is None:
            self._types = dict(
                self._core.store.files.read_state(self._core.store.files.relation_types_path, RelationTypes)
            )
        return dict(self._types)

    def single_valued(self) -> list[str]:
        """The relation types that hold one value at a time here: the defaults, as declared otherwise."""
        declared = self.relation_types()
        return sorted(
            {kind for kind in SINGLE_VALUED if declared.get(kind, True)}
            | {kind for kind, single in declared.items() if single}
        )

    def relation_type(self, type: str, *, single: bool) -> None:
        """Declare whether relation ``type`` holds one value at a time (``single=True``) in this namespace.

        A newer value of a single-valued type ends the older one where it
        begins; ``single=False`` keeps every value. Kept in the namespace folder.
        """
        self._core.writable()
        kind = check_relation_type(type)
        if not isinstance(single, bool):
            raise InvalidInputError(f"single must be True or False, not {single!r}")
        types = self.relation_types()
        types[kind] = single
        self._core.store.files.save_state(self._core.store.files.relation_types_path, types)
        self._types = types

    def _concept_row(
        self,
        name: object,
        description: object,
        *,
        valid_from: object,
        kind: object,
        source: object,
        force: bool,
        batch: NameGuard,
        now: int,
        aliases: object = None,
        provenance: dict | None = None,
    ) -> Version:
        store = self._core.writable()
        labels = [check_name(name)] + self._aliases(aliases)
        for label in labels:
            self._check_new_name(name_key(label), label, force=force, batch=batch)
            batch.add(name_key(label))
        label = labels[0]
        start, said = self._core.edge(valid_from, what="valid_from", default=BEGINNING)
        return Version(
            version=store.next_version(),
            record=new_record_id("concept"),
            kind="concept",
            name=label,
            text=text_field(description, "description"),
            label=text_field(kind, "kind"),
            origin=text_field(source, "source", required=True),
            valid_from=start,
            recorded_at=now,
            meta=_meta(aliases=labels[1:], provenance=provenance),
            precision=stated(said, ""),
        )

    @staticmethod
    def _aliases(aliases: object) -> list[str]:
        if aliases is None:
            return []
        if isinstance(aliases, str) or not isinstance(aliases, (list, tuple)):
            raise InvalidInputError("aliases must be a list of names")
        return [check_name(alias, what="alias") for alias in aliases]

    def add_alias(self, name: str, alias: str, *, moved: bool = False) -> str:
        """Another name for a concept: exact search and every lookup by name find it too. Returns the op id.
        ``moved``: the alias was the name of a concept just folded or merged into this one, so no new name: a
        near-duplicate of a third concept's ("Presley" beside "Gresley") was already held and is not refused."""
        store = self._core.writable()
        record = self._core.resolve(name)
        label = check_name(alias, what="alias")
        key = name_key(label)
        self._check_new_name(key, label, force=True, batch=NameGuard())  # a name in use is refused
        near = None if moved else store.guard.near(key)
        if near is not None and record not in store.names.get(near, []):  # a typo of its own name is fine
            raise DuplicateConceptError(
                f"alias {label!r} is a near-duplicate of concept {self._core.name(store.names[near][0])!r}"
            )
        current = store.current(record)
        if not current:
            raise NotValidError(f"concept {self._core.name(record)!r} is no longer held by the memory")
        meta = json.loads(current[-1].meta) if current[-1].meta else {}
        meta["aliases"] = [*current[-1].aliases, label]
        return self._core.ops.change(
            f"alias {label!r} of {self._core.name(record)!r}",
            amend(current, now=store.tick(), new_version=store.next_version, meta=json.dumps(meta, ensure_ascii=False)),
        )

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
            name,
            description,
            valid_from=valid_from,
            kind=kind,
            source=source,
            force=force,
            batch=NameGuard(),
            now=now,
            aliases=aliases,
            provenance=provenance,
        )
        self._core.ops.commit(f"add concept {row.name!r}", [row])
        return Concept.from_version(store.versions[row.version], [])  # as stored: redacted

    def add_concepts(self, records: pd.DataFrame | Iterable[Mapping[str, Any]], *, force: bool = False) -> int:
        """Add many concepts in one write; all are added or none.

        ``records`` is a DataFrame or an iterable of dicts with ``name`` and,
        optionally, ``description``, ``valid_from``, ``kind``, ``source``.
        Returns how many were added.
        """
        store = self._core.writable()
        with collector_paused():  # bulk: millions of objects, no cyclic garbage
            rows = records_of(
                records, required=("name",), allowed=("name", "description", "valid_from", "kind", "source", "aliases")
            )
            now = store.tick()
            batch = NameGuard(compact=False)
            versions = []
            for number, row in enumerate(rows, start=1):
                try:
                    versions.append(
                        self._concept_row(
                            row["name"],
                            row.get("description"),
                            valid_from=row.get("valid_from"),
                            kind=row.get("kind"),
                            source=row.get("source") or "user",
                            force=force,
                            batch=batch,
                            now=now,
                            aliases=row.get("aliases"),
                        )
                    )
                except C0labError as error:
                    raise type(error)(f"record {number}: {error}") from None
            self._core.ops.commit(f"add {len(versions)} concepts", versions)
        return len(versions)

    def add_patch(
        self, concept: str, content: str, *, valid_from: object = None, source: str = "user", reason: str = ""
    ) -> Patch:
        """Attach a correction or addition to a concept (valid since always by default); ``reason``
        :data:`~c0lab.retrieval.corrections.CORRECTION` says a reader took it for a correction."""
        store = self._core.writable()
        record = self._core.resolve(concept)
        start, said = self._core.edge(valid_from, what="valid_from", default=BEGINNING)
        row = Version(
            version=store.next_version(),
            record=new_record_id("patch"),
            kind="patch",
            name=self._core.name(record),
            text=text_field(content, "patch content", required=True),
            source_id=record,
            origin=text_field(source, "source", required=True),
            valid_from=start,
            recorded_at=store.tick(),
            reason=reason,
            precision=stated(said, ""),
        )
        self._core.ops.commit(f"patch {row.name!r}", [row])
        return Patch.from_version(store.versions[row.version])  # as stored: redacted

    def _relation_row(
        self,
        a: object,
        relation_type: object,
        b: object,
        *,
        valid_from: object,
        valid_to: object,
        now: int,
        origin: str = "user",
        memo: _Memo | None = None,
        precision: tuple[str, str] = ("", ""),
    ) -> Version:
        store = self._core.writable()
        memo = memo or _Memo(self._core)
        source, target = memo.resolve(a), memo.resolve(b)
        kind = check_relation_type(relation_type)
        if source == target:
            raise InvalidInputError(f"a relation joins two concepts; both ends are {self._core.name(source)!r}")
        start, start_said = memo.edge(valid_from, what="valid_from", default=BEGINNING)
        end, end_said = memo.edge(valid_to, what="valid_to", default=FOREVER)
        check_interval(start, end)
        for _, _, _key, data in store.graph.out_edges(source, keys=True, data=True):
            if data["kind"] != RELATION:
                continue
            for version in data["versions"]:
                if (
                    version.is_current()
                    and version.name == kind
                    and version.target_id == target
                    and version.valid_from < end
                    and start < version.valid_to
                ):
                    raise RelationHeldError(
                        f"{self._core.name(source)!r} {kind} {self._core.name(target)!r} already holds "
                        f"({format_span(version.valid_from, version.valid_to)}); redate() corrects its dates"
                    )
        return Version(
            version=store.next_version(),
            record=new_record_id("relation"),
            kind="relation",
            name=kind,
            source_id=source,
            target_id=target,
            origin=origin,
            valid_from=start,
            valid_to=end,
            recorded_at=now,
            precision=stated(
                (start_said or precision[0]) if start != BEGINNING else "",
                (end_said or precision[1]) if end != FOREVER else "",
            ),
        )

    def relate(
        self,
        a: str,
        type: str,
        b: str,
        *,
        valid_from: object = None,
        valid_to: object = None,
        keep: bool = False,
        precision: tuple[str, str] = ("", ""),
        alongside: bool = False,
    ) -> str:
        """Record that ``a`` relates to ``b`` by ``type`` (``USED_BY``, ``LED_BY``…); both must exist.
        What :meth:`Memory.relate <c0lab.memory.memory.Memory.relate>` does; its docstring tells the rest.
        ``precision``: what each edge given as a moment was stated at (an edge given in words says its own)."""
        store = self._core.writable()
        now = store.tick()
        row = self._relation_row(a, type, b, valid_from=valid_from, valid_to=valid_to, now=now, precision=precision)
        row = row._replace(label=ALONGSIDE) if alongside else row
        rows = [row] if keep or alongside else self.single_values([row], now=now)
        return self._core.ops.change(
            f"relate {self._core.name(row.source_id)} {row.name} {self._core.name(row.target_id)}", rows
        )

    def single_values(self, rows: list[Version], *, now: int) -> list[Version]:
        """The rows to commit for new relations ``rows`` under the single-valued rule.

        Per source and single-valued type, the new values are taken in date
        order: the value held across a new one's start (stored or new) ends
        there, marked "replaced by" it; a new value ends where a later one
        begins. Other rows pass unchanged. Bulk and single adds both call this.
        """
        single = set(self.single_valued())
        name = self._core.name
        out: list[Version] = []
        groups: defaultdict[tuple[str, str], list[Version]] = defaultdict(list)
        offices: defaultdict[tuple[str, str], list[Version]] = defaultdict(list)  # an office: one holder at a time
        for row in rows:
            if row.name in single:
                groups[(row.source_id, row.name)].append(row)
            elif held_by_one(row.name, name(row.source_id), name(row.target_id)) and start_said(row):
                offices[(row.target_id, row.name)].append(seen_from_office(row))
            elif office_key(row.name, name(row.source_id), name(row.target_id)) and start_said(row):
                forms = office_forms(self._core, row.name, row.target_id)  # "CHANCELLOR_OF Exchequer"
                if len(forms) > 1:  # held in another form too ("HELD_OFFICE_AS Chancellor of the Exchequer")
                    offices[forms[1]].append(seen_from_office(row))
                else:
                    out.append(row)
            else:
                out.append(row)
        for (source, kind), new_rows in groups.items():
            out += self._in_order(new_rows, list(endings.relation_values(self._core, source, kind)), now=now)
        for (office, kind), new_rows in offices.items():
            held = [
                seen_from_office(version)
                for version in holders(self._core, office, kind)
                if not ended_in_start(version, new_rows)
            ]
            out += [seen_from_office(version) for version in self._in_order(new_rows, held, now=now)]
        return out

    def _in_order(self, new_rows: list[Version], values: list[Version], *, now: int) -> list[Version]:
        """The rows to commit for new values ``new_rows`` of one owner's single-valued relation whose values
        held are ``values`` (:meth:`single_values`)."""
        store = self._core.store
        out: list[Version] = []
        held: dict[str, list[Version]] = defaultdict(list)
        for version in values:
            held[version.record].append(version)
        pending: list[Version] = []
        for new in sorted(new_rows, key=lambda row: row.valid_from):
            others = [v for versions in held.values() for v in versions if v.target_id != new.target_id]
            others += [v for v in pending if v.target_id != new.target_id]
            end, ending = slot_in(others, new.valid_from, new.valid_to)
            value = self._core.name(new.target_id)
            marks = {"reason": f"replaced by {value}", "cause": value}
            for version in ending:
                if version in pending:
                    pending[pending.index(version)] = version.but(valid_to=new.valid_from, **marks)
                    continue
                closing = close_at(
                    held[version.record], new.valid_from, now=now, new_version=store.next_version, **marks
                )
                out += closing
                held[version.record] = [v for v in held[version.record] if v.valid_to <= new.valid_from]
                held[version.record] += [v for v in closing if v.is_current()]
            before, after = handed_over(others, new.valid_from, new.valid_to)
            for version in (version for version in before if not version.reason):  # "to 1910", "from 1910"
                if version in pending:
                    pending[pending.index(version)] = version.but(**marks)
                    continue
                marked = amend([version], now=now, new_version=store.next_version, **marks)
                out += marked
                held[version.record] = [v for v in held[version.record] if v != version]
                held[version.record] += [v for v in marked if v.is_current()]
            if end < new.valid_to:
                value = min(self._core.name(v.target_id) for v in others if v.valid_from == end)
                new = new.but(valid_to=end, reason=f"replaced by {value}", cause=value)
            elif after:
                value = min(self._core.name(version.target_id) for version in after)
                new = new.but(reason=f"replaced by {value}", cause=value)
            pending.append(new)
        out += pending
        return out

    def add_relations(self, records: pd.DataFrame | Iterable[Mapping[str, Any]], *, keep: bool = False) -> int:
        """Add many relations in one write: dicts or rows with ``source``, ``type``, ``target``,
        optionally ``valid_from`` and ``valid_to``. Returns how many were added.

        Single-valued types follow the same rule as :meth:`relate` (``keep=True``: keep every value)."""
        store = self._core.writable()
        with collector_paused():  # bulk: millions of objects, no cyclic garbage
            rows = records_of(
                records,
                required=("source", "type", "target"),
                allowed=("source", "type", "target", "valid_from", "valid_to"),
            )
            now = store.tick()
            versions = []
            memo = _Memo(self._core)  # a bulk add names the same concepts and dates again and again
            for number, row in enumerate(rows, start=1):
                try:
                    versions.append(
                        self._relation_row(
                            row["source"],
                            row["type"],
                            row["target"],
                            valid_from=row.get("valid_from"),
                            valid_to=row.get("valid_to"),
                            now=now,
                            memo=memo,
                        )
                    )
                except C0labError as error:
                    raise type(error)(f"record {number}: {error}") from None
            added = len(versions)
            self._core.ops.commit(f"add {added} relations", versions if keep else self.single_values(versions, now=now))
        return added

    def end(
        self,
        a: str,
        type: str,
        b: str,
        *,
        at: object,
        reason: str | None = None,
        force: bool = False,
        precision: str = "",
    ) -> str:
        """The relation ``a`` ``type`` ``b`` stops holding at ``at``; returns the op id (:func:`.endings.end`).
        ``precision``: the one an ``at`` given as a moment (an end already covering its period) was stated at."""
        return endings.end(self._core, a, type, b, at=at, reason=reason, force=force, precision=precision)

    def redate(
        self, a: str, type: str, b: str, *, valid_from: object = None, valid_to: object = None, precision: str = ""
    ) -> str:
        """The relation's dates corrected; returns the op id (:func:`.endings.redate`)."""
        return endings.redate(self._core, a, type, b, valid_from=valid_from, valid_to=valid_to, precision=precision)

    def redate_concept(self, name: str, *, valid_from: object, precision: str = "") -> str:
        """A concept's start corrected; returns the op id (:func:`.endings.redate_concept`)."""
        return endings.redate_concept(self._core, name, valid_from=valid_from, precision=precision)

    def supersede(self, old: str, new: str, *, at: object = None, force: bool = False) -> str:
        """``old`` ends and ``new`` begins at ``at``; returns the op id (:func:`.endings.supersede`)."""
        return endings.supersede(self._core, old, new, at=at, force=force)

    def invalidate(
        self, name: str, *, reason: str, at: object = None, by: str | None = None, force: bool = False
    ) -> str:
        """``name`` stops being valid at ``at``; returns the op id (:func:`.endings.invalidate`)."""
        return endings.invalidate(self._core, name, reason=reason, at=at, by=by, force=force)

    def describe(self, name: str, description: str, *, at: object = None) -> str:
        """A new description, true from ``at``; returns the op id (:func:`.endings.describe`)."""
        return endings.describe(self._core, name, description, at=at)


class _Memo:
    """Names resolved and dates read once per write: a bulk add repeats them (the store does not change
    until the write commits, so the answers hold for its whole length)."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core
        self._records: dict[str, str] = {}
        self._moments: dict[tuple[str, str, int], tuple[int, str]] = {}

    def resolve(self, name: object) -> str:
        if not isinstance(name, str):
            return self._core.resolve(name)  # raises its usual error
        record = self._records.get(name)
        if record is None:
            record = self._records[name] = self._core.resolve(name)
        return record

    def edge(self, value: object, *, what: str, default: int) -> tuple[int, str]:
        """:meth:`MemoryCore.edge <c0lab.memory.core.MemoryCore.edge>`, read once a string."""
        if not isinstance(value, str):
            return self._core.edge(value, what=what, default=default)
        key = (value, what, default)
        edge = self._moments.get(key)
        if edge is None:
            edge = self._moments[key] = self._core.edge(value, what=what, default=default)
        return edge


def _meta(**fields: object) -> str:
    """A version's ``meta`` JSON, holding only the fields that have a value."""
    kept = {key: value for key, value in fields.items() if value}
    return json.dumps(kept, ensure_ascii=False) if kept else ""
