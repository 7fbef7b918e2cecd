"""Opening a namespace's indexes: the embedder, the vectors it built, and the search index over them."""

from __future__ import annotations

import threading
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .._errors import EmbedderMismatchError, VectorIndexError
from ..model.schemas import IndexInfo
from ..store.files import memory_id, read_json, write_json
from ..store.versions import VersionStore
from .config import HybridSearchConfig
from .embedders import resolve_embedder
from .exact import ExactVectors
from .search import SearchIndex
from .vector import VectorIndex, Vectors, collection_name

__all__ = ["LazyVectors", "open_index"]


class LazyVectors:
    """An embedded Chroma collection, started on first use: importing chromadb takes 1–3 s that an open,
    or a command that needs no vectors, should not wait for. Thread-safe, so a notebook can start it early."""

    def __init__(self, make: Callable[[], VectorIndex]) -> None:
        self._make = make
        self._lock = threading.Lock()
        self._real: VectorIndex | None = None

    def get(self) -> VectorIndex:
        """The collection, started now if it is not yet."""
        with self._lock:
            if self._real is None:
                self._real = self._make()
        return self._real

    def __getattr__(self, name: str) -> Any:  # the collection's methods: a Vectors
        return getattr(self.get(), name)


def _local_vectors(folder: Path, name: str, *, read_only: bool) -> VectorIndex:
    """The embedded Chroma. One that cannot be opened is derived data: a writer moves it aside and
    starts afresh (the search index then embeds every text again); a reader's searches go on by keyword."""
    try:
        return VectorIndex(folder=folder, collection=name, url=None)
    except VectorIndexError as error:
        if read_only:
            raise
        warnings.warn(f"c0lab: {error}; rebuilding it from the store now", stacklevel=2)
        return VectorIndex(folder=folder, collection=name, url=None, afresh=True)


def open_index(
    store: VersionStore,
    root: Path,
    namespace: str,
    *,
    embedder: object,
    chroma_url: str | None,
    config: HybridSearchConfig | None,
    read_only: bool,
    reindex: bool,
) -> SearchIndex:
    """The search index of a namespace, its vectors checked against the embedder that built them."""
    resolved = resolve_embedder(embedder)
    vectors: Vectors | None = None
    if resolved is not None:
        info_path = store.files.index_info_path
        built_by = read_json(info_path, IndexInfo)["embedder"]
        if built_by not in (None, resolved.name) and not reindex:
            raise EmbedderMismatchError(
                f"the vectors of namespace {namespace!r} were built by {built_by}, not {resolved.name}; "
                f"open it with embedder={built_by.split(':')[0]!r}, with embedder=None, or with reindex=True"
            )
        name = collection_name(memory_id(root), namespace)
        folder = store.files.chroma_path
        in_memory = config is not None and config.vector_index == "memory"  # (no Chroma, even with a URL)
        if read_only and (in_memory or (not chroma_url and not folder.exists())):
            # a read-only open writes nothing: with no vectors on disk (or none kept) it searches by keyword
            return SearchIndex(
                store, embedder=resolved, vectors=None, config=config or HybridSearchConfig(), read_only=read_only
            )
        if in_memory:  # read by nothing else: the vectors of the texts of this open
            vectors = ExactVectors()
        elif chroma_url:  # a server that cannot be reached is an error at open, not at the first search
            vectors = VectorIndex(folder=folder, collection=name, url=chroma_url)
        else:
            vectors = LazyVectors(lambda: _local_vectors(folder, name, read_only=read_only))
        if not read_only and built_by != resolved.name:
            if built_by is not None:
                vectors.clear()
            write_json(info_path, {"embedder": resolved.name})
    return SearchIndex(
        store, embedder=resolved, vectors=vectors, config=config or HybridSearchConfig(), read_only=read_only
    )
