"""``MemoryHandle``: one open namespace of a memory folder — opening, closing, moving, and what it is made of.

:class:`~c0lab.memory.memory.Memory` stands on it: the handle composes the families on a
:class:`~c0lab.memory.core.MemoryCore` and owns the namespace's lifetime (``open``, ``close``, ``export``,
``import_``, the properties); ``Memory`` adds one written-out ``@_locked`` method per operation.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

import pandas as pd

from .._protocols import locked_by
from .._time import to_timestamp
from ..index.config import HybridSearchConfig
from ..index.embedders import Embedder
from ..index.search import SearchIndex
from ..store.transfer import STATE, read_export, write_export
from ..store.versions import VersionStore
from .analytics import Analytics
from .changes import Changes
from .conversation import Conversation
from .core import MemoryCore
from .opening import fallback_note, fill_empty, open_namespace, warm_up
from .reads import Reads
from .rules import Rules
from .search import Search
from .upkeep import Conflicts, Upkeep
from .writes import Writes

if TYPE_CHECKING:
    from ..reflect.reflector import Reflector
    from .ingest import Ingest

__all__ = ["MemoryHandle"]

_locked = locked_by(lambda memory: memory.core.lock)
"""A ``Memory`` method holds the memory's lock while it runs; its signature and return type stay its own."""


def _state_paths(files) -> dict[str, Path]:
    """The file of each part of the namespace's state an export carries (:data:`~c0lab.store.transfer.STATE`)."""
    return {"snapshots": files.snapshots_path, "relation_types": files.relation_types_path, "rules": files.rules_path}


class MemoryHandle:
    """One open namespace of a memory folder, with its families; :class:`~c0lab.memory.memory.Memory` is the API."""

    def __init__(self, store: VersionStore, root: Path, namespace: str, index: SearchIndex | None = None) -> None:
        self.core = MemoryCore(store, root, namespace, index)
        """The typed core the families share (store, index, names and times)."""
        self._writes = Writes(self.core)
        self._reads = Reads(self.core)
        self._rules = Rules(self.core)
        self._search = Search(self.core, self._rules, self._writes.relation_types)
        self._conversation = Conversation(self.core)
        self._ingester: Ingest | None = None
        self._changes = Changes(self.core)
        self._conflicts = Conflicts(self.core, self._writes)
        self.analytics = Analytics(self.core)
        """PageRank, betweenness, HITS, components, communities, paths and bridges on any time slice."""
        self.upkeep = Upkeep(self.core, self._writes, self._search)
        """Near-duplicates, merges, orphans and their reconnection."""
        self._reflector: Reflector | None = None
        self._embedder_note: str | None = None

    @property
    def _ingest(self) -> Ingest:
        """Ingestion (:mod:`c0lab.memory.ingest`), made at first use: a reader never loads the extractors."""
        if self._ingester is None:
            from .ingest import Ingest

            self._ingester = Ingest(self.core, self._writes, self._conversation)
        return self._ingester

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
        clock: Callable[[], int] | None = None,
    ) -> Self:
        """Open (or create) the memory in folder ``path``, in one namespace.

        One process at a time may write a namespace: a second writer gets a :class:`LockedError` at once, or after
        waiting up to ``lock_timeout`` seconds. ``read_only=True`` takes no lock and sees the memory as it was when
        opened, until :meth:`refresh`.

        ``embedder`` is ``"minilm"`` (the bundled all-MiniLM-L6-v2, loaded on first use; the default unless
        ``$C0LAB_EMBEDDER`` names another), ``"ollama[:MODEL]"``, an :class:`~c0lab.index.embedders.Embedder`, or
        ``None`` for keyword-only search. Vectors live in an embedded Chroma inside the folder, or on the ``chroma run``
        server at ``chroma_url`` (default: ``$C0LAB_CHROMA_URL``). A memory refuses an embedder other than the one that
        built its vectors unless ``reindex=True``, which embeds everything again.

        ``clock()`` gives the system time of writes in µs since the epoch (the computer's clock by default; the
        benchmark replays weeks of documents with its own); a write is still recorded after the latest change.
        """
        note = fallback_note(embedder)
        if note:
            print(f"c0lab: {note}", file=sys.stderr)
            embedder = None
        store, root, index = open_namespace(
            path,
            namespace=namespace,
            read_only=read_only,
            lock_timeout=lock_timeout,
            embedder=embedder,
            chroma_url=chroma_url,
            search_config=search_config,
            reindex=reindex,
            clock=clock,
        )
        memory = cls(store, root, namespace, index)
        memory._embedder_note = note
        return memory

    def warm_up(self) -> None:
        """Start the vector store and load the embedder's model now, so that the first search does not wait for them (a
        notebook calls this in a background thread on open). Builds no index: that stays the first search's job, on the
        caller's thread."""
        warm_up(self.core._index)

    @_locked
    def close(self) -> None:
        """Save what is pending, compact if worthwhile, and release the writer lock."""
        self._reflector = None
        self.core.close()

    def __enter__(self) -> Self:
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

    @_locked
    def refresh(self) -> bool:
        """Read what the writer committed since this ``read_only`` memory opened or last refreshed; whether there
        was anything (a writer sees its own changes: always False)."""
        return self.store.refresh()

    @property
    def last_change_at(self) -> pd.Timestamp:
        """The system time of the latest change (``NaT`` for an empty memory)."""
        return to_timestamp(self.store.last_change_at) if self.store.last_change_at else pd.NaT

    @property
    def lock(self) -> threading.RLock:
        """The re-entrant lock every call holds; ``with mem.lock:`` makes several calls one step for other threads."""
        return self.core.lock

    # -- moving between machines ---------------------------------------------

    @_locked
    def export(self, path: str | Path) -> Path:
        """Write this namespace as plain files (parquet + a JSON manifest) into a new folder."""
        paths = _state_paths(self.store.files)
        state = {key: self.store.files.read_state(paths[key], schema) for key, schema in STATE.items()}
        return write_export(
            Path(path),
            namespace=self.namespace,
            versions=list(self.store.versions.values()),
            memory_root=self.path,
            state=state,
        )

    @classmethod
    def import_(cls, source: str | Path, path: str | Path, *, namespace: str | None = None, **options: Any) -> Self:
        """Open the memory at ``path`` with an export's versions in an empty namespace (by default the one the export
        was taken from; other options are :meth:`open`'s); the indexes are built from the imported versions.

        Returns the memory open for writing: it holds the namespace's writer lock until :meth:`close` (or the end of
        a ``with`` block), so close it before another process writes to it."""
        exported_namespace, versions, state = read_export(Path(source))
        memory = cls.open(path, namespace=namespace or exported_namespace, **options)
        try:
            fill_empty(memory.store, versions, what=f"namespace {memory.namespace!r} of {memory.path}")
            paths = _state_paths(memory.store.files)
            for key, data in state.items():
                memory.store.files.save_state(paths[key], data)
        except BaseException:
            memory.close()
            raise
        return memory
