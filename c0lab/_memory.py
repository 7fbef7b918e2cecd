"""``Memory``: the Python API over one namespace of a memory folder."""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Literal

import networkx as nx
import pandas as pd

from ._errors import (
    BadDateError,
    C0labError,
    DuplicateConceptError,
    InvalidInputError,
    NotValidError,
    UnknownConceptError,
)
from ._guard import NameGuard
from ._records import Version, check_name, check_relation_type, name_key, new_record_id
from ._results import Concept, Patch
from ._analytics import Analytics
from ._changes import Changes
from ._episodes import Conversation
from ._config import HybridSearchConfig
from ._reflect import Reflector
from ._retrieval import Retrieval, open_index
from ._search import SearchIndex
from ._storage import check_namespace, list_namespaces, prepare_folder
from ._store import VersionStore
from ._time import BEGINNING, FOREVER, format_time, now_micros, parse_time, to_timestamp
from ._timeline import amend, change_from, close_at, start_at
from ._upkeep import Upkeep
from ._transfer import read_export, write_export

__all__ = ["Memory"]

Direction = Literal["out", "in", "both"]


def _text(value: object, what: str, *, required: bool = False) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise InvalidInputError(f"{what} must be a string, not {type(value).__name__}")
    if required and not value.strip():
        raise InvalidInputError(f"{what} is empty")
    return value


class Memory(Retrieval, Analytics, Changes, Upkeep, Conversation):
    """A bi-temporal memory: concepts, patches and relations with valid and system time.

    Open one with :meth:`Memory.open`; it is also a context manager. Every
    read takes ``as_of`` (valid time) and ``known_at`` (system time), both
    "now" by default, as a ``datetime`` or a string such as ``"2022-06-01"``,
    ``"2023-07"``, ``"mid-2023"`` or ``"now"``.

    Examples
    --------
    >>> import tempfile
    >>> with Memory.open(tempfile.mkdtemp(), embedder=None) as mem:
    ...     _ = mem.add_concept("hybrid search", "Keyword + vector retrieval.")
    ...     _ = mem.add_concept("reciprocal rank fusion", "score = w/(k+rank)")
    ...     mem.relate("reciprocal rank fusion", "used by", "hybrid search")
    ...     mem.neighbours("hybrid search")["name"].tolist()
    ['reciprocal rank fusion']
    """

    def __init__(self, store: VersionStore, root: Path, namespace: str, index: SearchIndex | None = None) -> None:
        self._store: VersionStore | None = store
        self._root = root
        self._namespace = namespace
        self._index = index
        self._reflector: Reflector | None = None

    # -- opening and closing -----------------------------------------------

    @classmethod
    def open(
        cls,
        path: str | Path,
        *,
        namespace: str = "default",
        read_only: bool = False,
        lock_timeout: float = 0,
        embedder: object = "default",
        chroma_url: str | None = None,
        search_config: HybridSearchConfig | None = None,
        reindex: bool = False,
    ) -> Memory:
        """Open (or create) the memory in folder ``path``, in one namespace.

        One process at a time may write a namespace: a second writer gets a
        :class:`LockedError` at once, or after waiting up to ``lock_timeout``
        seconds. ``read_only=True`` takes no lock and sees the memory as it
        was when opened.

        ``embedder`` is ``"minilm"`` (the bundled all-MiniLM-L6-v2, loaded on
        first use; the default unless ``$C0LAB_EMBEDDER`` names another),
        ``"ollama[:MODEL]"``, an :class:`~c0lab._embed.Embedder`, or ``None``
        for keyword-only search. Vectors live in an embedded
        Chroma inside the folder, or on the ``chroma run`` server at
        ``chroma_url`` (default: ``$C0LAB_CHROMA_URL``). A memory refuses an
        embedder other than the one that built its vectors unless
        ``reindex=True``, which embeds everything again.
        """
        root = Path(path).expanduser()
        check_namespace(namespace)
        prepare_folder(root, create=not read_only)
        store = VersionStore(root, namespace, read_only=read_only, lock_timeout=lock_timeout)
        try:
            index = open_index(
                store, root, namespace, embedder=embedder, chroma_url=chroma_url or os.environ.get("C0LAB_CHROMA_URL"),
                config=search_config, read_only=read_only, reindex=reindex,
            )
            if reindex:
                index.rebuild()
        except BaseException:
            store.close()
            raise
        return cls(store, root, namespace, index)

    def close(self) -> None:
        """Save what is pending, compact if worthwhile, and release the writer lock."""
        if self._store is not None:
            store, self._store = self._store, None
            self._index = self._reflector = None  # no cycles: the memory is freed as soon as it is dropped
            store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        if self._store is None:
            return f"<Memory {self._root} namespace={self._namespace!r} closed>"
        return f"<Memory {self._root} namespace={self._namespace!r} {len(self._store.names)} concept names>"

    @property
    def store(self) -> VersionStore:
        """The underlying version store (raises once the memory is closed)."""
        if self._store is None:
            raise C0labError(f"the memory {self._root} ({self._namespace}) is closed; open it again")
        return self._store

    @property
    def reflector(self) -> Reflector:
        """The reflection loop of this namespace (offline classifier unless set otherwise)."""
        self.store  # noqa: B018 - raises once the memory is closed
        if self._reflector is None:
            self._reflector = Reflector(self)
        return self._reflector

    @property
    def path(self) -> Path:
        """The memory folder."""
        return self._root

    @property
    def namespace(self) -> str:
        """The namespace this object reads and writes."""
        return self._namespace

    @property
    def read_only(self) -> bool:
        """Whether this object may change the memory."""
        return self.store.files.read_only

    @property
    def last_change_at(self) -> pd.Timestamp:
        """The system time of the latest change (``NaT`` for an empty memory)."""
        return to_timestamp(self.store.last_change_at) if self.store.last_change_at else pd.NaT

    # -- time and names ------------------------------------------------------

    def _now(self) -> int:
        return max(now_micros(), self.store.last_change_at)

    def _moment(self, value: object, *, what: str, default: int) -> int:
        return default if value is None else parse_time(value, what=what)

    def _reading_times(self, as_of: object, known_at: object) -> tuple[int, int]:
        now = self._now()
        return self._moment(as_of, what="as_of", default=now), self._moment(known_at, what="known_at", default=now)

    def _writable(self) -> VersionStore:
        store = self.store
        if store.files.read_only:
            raise InvalidInputError(f"the memory {self._root} ({self._namespace}) is open read-only")
        return store

    def _resolve(self, name: object, *, as_of: int | None = None, known_at: int | None = None) -> str:
        """The record id of the concept called ``name``, preferring one visible at the given times."""
        label = check_name(name)
        candidates = self.store.names.get(name_key(label), [])
        if not candidates:
            near = self.store.guard.near(name_key(label))
            hint = f"; did you mean {self._name(self.store.names[near][0])!r}?" if near else ""
            raise UnknownConceptError(f"no concept named {label!r} in namespace {self._namespace!r}{hint}")
        if len(candidates) == 1:
            return candidates[0]
        now = self._now()
        when = now if as_of is None else as_of
        known = now if known_at is None else known_at
        key = name_key(label)
        ranked = sorted(  # visible then first; its own name before an alias; the newest record first
            reversed(candidates),
            key=lambda record: (self.store.seen(record, as_of=when, known_at=known) is None,
                                name_key(self._name(record)) != key),
        )
        return ranked[0]

    def _name(self, record: str) -> str:
        return self.store.records[record][-1].name

    def _check_new_name(self, key: str, label: str, *, force: bool, batch: NameGuard) -> None:
        store = self.store
        for record in store.names.get(key, []):
            if any(version.valid_to > self._now() for version in store.current(record)):
                if name_key(self._name(record)) != key:
                    raise DuplicateConceptError(f"{label!r} is already an alias of concept {self._name(record)!r}")
                raise DuplicateConceptError(
                    f"concept {self._name(record)!r} already exists; change it with describe() or add_patch()"
                )
            if not force:
                raise DuplicateConceptError(
                    f"concept {self._name(record)!r} existed before and is no longer valid; "
                    "pass force=True to add it again"
                )
        if key in batch:
            raise DuplicateConceptError(f"concept {label!r} appears twice in one bulk add")
        if force:
            return
        near = store.guard.near(key) or batch.near(key)
        if near is not None:
            existing = self._name(store.names[near][0]) if near in store.names else near
            raise DuplicateConceptError(
                f"{label!r} is a near-duplicate of concept {existing!r}; pass force=True to add it anyway"
            )

    # -- writing -------------------------------------------------------------

    def batch(self):
        """``with mem.batch(): …`` — the changes inside are saved all together, or not at all.

        Reads inside the block see its changes; if the block raises, the
        memory is as it was before it (reloaded from disk).
        """
        return self._writable().batch()

    def _concept_row(
        self, name: object, description: object, *, valid_from: object, kind: object, source: object,
        force: bool, batch: NameGuard, now: int, aliases: object = None, provenance: dict | None = None,
    ) -> Version:
        store = self._writable()
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
            text=_text(description, "description"),
            label=_text(kind, "kind"),
            origin=_text(source, "source", required=True),
            valid_from=self._moment(valid_from, what="valid_from", default=BEGINNING),
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
        store = self._writable()
        record = self._resolve(name)
        label = check_name(alias, what="alias")
        key = name_key(label)
        self._check_new_name(key, label, force=True, batch=NameGuard())  # a name in use is refused
        near = store.guard.near(key)
        if near is not None and record not in store.names.get(near, []):  # a typo of its own name is fine
            raise DuplicateConceptError(
                f"alias {label!r} is a near-duplicate of concept {self._name(store.names[near][0])!r}"
            )
        current = store.current(record)
        if not current:
            raise NotValidError(f"concept {self._name(record)!r} is no longer held by the memory")
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
        store = self._writable()
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
        store = self._writable()
        rows = _records_of(records, required=("name",),
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
        store = self._writable()
        record = self._resolve(concept)
        row = Version(
            version=store.next_version(),
            record=new_record_id("patch"),
            kind="patch",
            name=self._name(record),
            text=_text(content, "patch content", required=True),
            source_id=record,
            origin=_text(source, "source", required=True),
            valid_from=self._moment(valid_from, what="valid_from", default=BEGINNING),
            recorded_at=store.tick(),
        )
        store.commit([row])
        return Patch.from_version(row)

    def _relation_row(self, a: object, relation_type: object, b: object, *, valid_from: object, valid_to: object,
                      now: int, origin: str = "user") -> Version:
        store = self._writable()
        source, target = self._resolve(a), self._resolve(b)
        kind = check_relation_type(relation_type)
        if source == target:
            raise InvalidInputError(f"a relation joins two concepts; both ends are {self._name(source)!r}")
        start = self._moment(valid_from, what="valid_from", default=BEGINNING)
        end = self._moment(valid_to, what="valid_to", default=FOREVER)
        if end <= start:
            raise BadDateError(f"valid_to ({format_time(end)}) must come after valid_from ({format_time(start)})")
        for _, _, key, data in store.graph.out_edges(source, keys=True, data=True):
            if data["kind"] != "relation":
                continue
            for version in data["versions"]:
                if (version.is_current() and version.name == kind and version.target_id == target
                        and version.valid_from < end and start < version.valid_to):
                    raise InvalidInputError(
                        f"{self._name(source)!r} {kind} {self._name(target)!r} already holds "
                        f"from {format_time(version.valid_from)} to {format_time(version.valid_to)}"
                    )
        return Version(
            version=store.next_version(), record=new_record_id("relation"), kind="relation", name=kind,
            source_id=source, target_id=target, origin=origin, valid_from=start, valid_to=end, recorded_at=now,
        )

    def relate(self, a: str, type: str, b: str, *, valid_from: object = None, valid_to: object = None) -> None:
        """Record that ``a`` relates to ``b`` by ``type`` (``USED_BY``, ``LED_BY``…); both must exist."""
        store = self._writable()
        store.commit([self._relation_row(a, type, b, valid_from=valid_from, valid_to=valid_to, now=store.tick())])

    def add_relations(self, records: pd.DataFrame | Iterable[Mapping[str, Any]]) -> int:
        """Add many relations in one write: dicts or rows with ``source``, ``type``, ``target``,
        optionally ``valid_from`` and ``valid_to``. Returns how many were added."""
        store = self._writable()
        rows = _records_of(records, required=("source", "type", "target"),
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
        current = self.store.current(record)
        name = self._name(record)
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
        store = self._writable()
        now = store.tick()
        moment = self._moment(at, what="at", default=now)
        old_record, new_record = self._resolve(old), self._resolve(new)
        if old_record == new_record:
            raise InvalidInputError(f"a concept cannot supersede itself ({self._name(old_record)!r})")
        current = self._current_span(old_record, moment, "supersede", strict_start=True)
        new_name = self._name(new_record)
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
        store = self._writable()
        now = store.tick()
        moment = self._moment(at, what="at", default=now)
        record = self._resolve(name)
        why = _text(reason, "reason", required=True)
        current = self._current_span(record, moment, "invalidate", strict_start=True)
        store.commit(close_at(current, moment, now=now, new_version=store.next_version,
                              reason=why, cause=_text(by, "by")))

    def describe(self, name: str, description: str, *, at: object = None) -> None:
        """A new description, true from ``at`` (now by default); the old one stays readable."""
        store = self._writable()
        now = store.tick()
        moment = self._moment(at, what="at", default=now)
        record = self._resolve(name)
        text = _text(description, "description")
        current = self._current_span(record, moment, "describe", strict_start=False)
        store.commit(change_from(current, moment, now=now, new_version=store.next_version, text=text))

    # -- reading -------------------------------------------------------------

    def concept(self, name: str, *, as_of: object = None, known_at: object = None) -> Concept:
        """The concept as it stood at ``as_of``, as the memory held it at ``known_at``."""
        when, known = self._reading_times(as_of, known_at)
        record = self._resolve(name, as_of=when, known_at=known)
        version = self.store.seen(record, as_of=when, known_at=known)
        if version is None:
            raise NotValidError(
                f"concept {self._name(record)!r} is not valid as of {format_time(when)}"
                f" (known at {format_time(known)}); see history({self._name(record)!r})"
            )
        return Concept.from_version(version, self._patches(record, as_of=when, known_at=known))

    def _patches(self, record: str, *, as_of: int, known_at: int) -> list[Version]:
        store = self.store
        patches = []
        for patch, _, data in store.graph.in_edges(record, data=True):
            if data["kind"] == "patch":
                version = store.seen(patch, as_of=as_of, known_at=known_at)
                if version is not None:
                    patches.append(version)
        return sorted(patches, key=lambda version: (version.valid_from, version.version))

    def graph(self, *, as_of: object = None, known_at: object = None) -> nx.MultiDiGraph:
        """A read-only NetworkX view of the concepts and relations visible at the given times."""
        when, known = self._reading_times(as_of, known_at)
        return self.store.time_slice(as_of=when, known_at=known)

    def neighbours(
        self, name: str, *, depth: int = 1, as_of: object = None, known_at: object = None,
        direction: Direction = "both",
    ) -> pd.DataFrame:
        """Concepts within ``depth`` relations of ``name``, as a DataFrame.

        Columns: ``name``, ``relation``, ``direction`` (``out`` or ``in``,
        seen from ``via``), ``via`` and ``depth``.
        """
        if not isinstance(depth, int) or depth < 1:
            raise InvalidInputError(f"depth must be a whole number of at least 1, not {depth!r}")
        if direction not in ("out", "in", "both"):
            raise InvalidInputError(f"direction must be 'out', 'in' or 'both', not {direction!r}")
        when, known = self._reading_times(as_of, known_at)
        start = self._resolve(name, as_of=when, known_at=known)
        self.concept(name, as_of=as_of, known_at=known_at)  # raises if not visible then
        view = self.store.time_slice(as_of=when, known_at=known)
        rows, seen, frontier = [], {start}, [start]
        for level in range(1, depth + 1):
            reached = []
            for node in frontier:
                steps = []
                if direction in ("out", "both"):
                    steps += [(target, key, "out") for _, target, key in view.out_edges(node, keys=True)]
                if direction in ("in", "both"):
                    steps += [(source, key, "in") for source, _, key in view.in_edges(node, keys=True)]
                for other, key, way in steps:
                    if other in seen:
                        continue
                    seen.add(other)
                    reached.append(other)
                    relation = self.store.records[key][-1].name
                    rows.append({"name": self._name(other), "relation": relation, "direction": way,
                                 "via": self._name(node), "depth": level})
            frontier = reached
        return pd.DataFrame(rows, columns=["name", "relation", "direction", "via", "depth"])

    def history(self, name: str) -> pd.DataFrame:
        """Every version of the concept, its patches and its relations, with both intervals."""
        store = self.store
        records = store.names.get(name_key(check_name(name)))
        if not records:
            self._resolve(name)  # raises the usual error
        related = set(records)
        for record in records:
            for source, target, key, data in [*store.graph.in_edges(record, keys=True, data=True),
                                              *store.graph.out_edges(record, keys=True, data=True)]:
                related.add(key if data["kind"] == "relation" else source)
        rows = []
        for version in sorted((v for r in related for v in store.records[r]), key=lambda v: v.version):
            text = version.text
            if version.kind == "relation":
                text = f"{self._name(version.source_id)} {version.name} {self._name(version.target_id)}"
            rows.append({
                "version": version.version, "kind": version.kind, "name": version.name, "text": text,
                "valid_from": to_timestamp(version.valid_from), "valid_to": to_timestamp(version.valid_to),
                "recorded_at": to_timestamp(version.recorded_at), "expired_at": to_timestamp(version.expired_at),
                "reason": version.reason, "cause": version.cause, "origin": version.origin,
                "record": version.record,
            })
        return pd.DataFrame(rows)

    def status(self) -> dict[str, Any]:
        """Counts of what the memory holds: records valid now by kind, all records, versions, files."""
        store = self.store
        now = self._now()
        plural = {"concept": "concepts", "patch": "patches", "episode": "episodes", "relation": "relations"}
        counts = dict.fromkeys(plural.values(), 0)
        records = dict.fromkeys(plural.values(), 0)
        for versions in store.records.values():
            kind = plural[versions[0].kind]
            records[kind] += 1
            counts[kind] += store.seen(versions[0].record, as_of=now, known_at=now) is not None
        return {
            "path": str(self._root),
            "namespace": self._namespace,
            "namespaces": list_namespaces(self._root),
            "read_only": store.files.read_only,
            **counts,
            "messages": counts["episodes"],
            "records": records,
            "versions": len(store.versions),
            "segments": store.files.segment_count,
            "last_change_at": self.last_change_at,
            "embedder": self.embedder.name if self.embedder is not None else None,
            "items": len(self.index.docs),
            "vectors": self.index.vectors.count() if self.index.vectors is not None else 0,
            "pending": len(self.index.pending),
        }

    # -- moving between machines ---------------------------------------------

    def export(self, path: str | Path) -> Path:
        """Write this namespace as plain files (parquet + a JSON manifest) into a new folder."""
        return write_export(Path(path), namespace=self._namespace, versions=list(self.store.versions.values()))

    @classmethod
    def import_(cls, source: str | Path, path: str | Path, *, namespace: str | None = None, **options: Any) -> Memory:
        """Open the memory at ``path`` with an export's versions in an empty namespace.

        ``namespace`` defaults to the one the export was taken from; other
        options are those of :meth:`open`. The indexes are built from the
        imported versions.
        """
        exported_namespace, versions = read_export(Path(source))
        memory = cls.open(path, namespace=namespace or exported_namespace, **options)
        try:
            if memory.store.versions:
                raise InvalidInputError(
                    f"namespace {memory.namespace!r} of {memory.path} already holds data; import into an empty one"
                )
            memory.store.commit(versions)
            memory.store.compact()
        except BaseException:
            memory.close()
            raise
        return memory


def _meta(**fields: object) -> str:
    """A version's ``meta`` JSON, holding only the fields that have a value."""
    kept = {key: value for key, value in fields.items() if value}
    return json.dumps(kept, ensure_ascii=False) if kept else ""


def _records_of(records: object, *, required: tuple[str, ...], allowed: tuple[str, ...]) -> list[dict[str, Any]]:
    """Rows of a DataFrame or dicts of an iterable, checked for their columns."""
    if isinstance(records, pd.DataFrame):
        rows = records.astype(object).where(records.notna(), None).to_dict("records")
    elif isinstance(records, (str, bytes, Mapping)) or not isinstance(records, Iterable):
        raise InvalidInputError("records must be a DataFrame or a list of dicts")
    else:
        rows = list(records)
    for number, row in enumerate(rows, start=1):
        if not isinstance(row, Mapping):
            raise InvalidInputError(f"record {number} is a {type(row).__name__}, not a dict")
        missing = [column for column in required if row.get(column) is None]
        unknown = sorted(set(row) - set(allowed))
        if missing or unknown:
            problem = f"lacks {', '.join(missing)}" if missing else f"has unknown fields {', '.join(unknown)}"
            raise InvalidInputError(f"record {number} {problem}; fields are {', '.join(allowed)}")
    return rows
