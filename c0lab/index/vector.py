"""The vector index: Chroma, holding one vector per distinct searchable text.

Embedded by default (a ``PersistentClient`` in the namespace's folder), or a
``chroma run`` server through ``HttpClient`` when a URL is given. Vectors are
keyed by a hash of their text, so versions that share a text share a vector;
which version a hit stands for, and whether it is visible at the asked
times, is decided by the search index, not here.
"""

from __future__ import annotations

import hashlib
import shutil
import time
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Protocol
from urllib.parse import urlparse

import numpy as np

from .._errors import C0labError, InvalidInputError, VectorIndexError

if TYPE_CHECKING:
    from chromadb.api.models.Collection import Collection
    from chromadb.api.types import QueryResult

__all__ = ["CHUNK_WORDS", "VectorIndex", "Vectors", "collection_name", "piece_keys", "text_key", "text_pieces"]


CHUNK_WORDS = 150
"""A longer text is embedded as pieces of this many words, one vector each (MiniLM reads only 256 tokens)."""


def text_pieces(text: str) -> list[str]:
    """``text`` itself, or its pieces of :data:`CHUNK_WORDS` words when it is longer."""
    words = text.split()
    if len(words) <= CHUNK_WORDS:
        return [text]
    return [" ".join(words[start : start + CHUNK_WORDS]) for start in range(0, len(words), CHUNK_WORDS)]


def piece_keys(key: str, count: int) -> list[str]:
    """The vector ids of a text's pieces: its own key, then ``key.1``, ``key.2``…"""
    return [key] + [f"{key}.{number}" for number in range(1, count)]


def text_key(text: str) -> str:
    """The id of a text's vector: a short hash of the text."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=12).hexdigest()


class _Failures:
    """Turns any Chroma error inside the block into one line naming the index and the way to rebuild it."""

    def __init__(self, index: VectorIndex, doing: str) -> None:
        self.index, self.doing = index, doing

    def __enter__(self) -> None:
        return None

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        if error is None or isinstance(error, C0labError) or not isinstance(error, Exception):
            return
        where = self.index.url or self.index.folder
        detail = " ".join(f"{type(error).__name__}: {error}".split())[:300]
        raise VectorIndexError(
            f"the vector index at {where} failed while {self.doing} ({detail}); it is derived data: "
            "mem.rebuild_indexes() rebuilds it from the store (or delete that folder and open again)"
        ) from None


def _move_aside(folder: Path) -> None:
    """Keep a broken index folder for inspection, under a dated name beside it."""
    if folder.exists():
        shutil.move(str(folder), str(folder.with_name(f"{folder.name}.broken-{time.strftime('%Y%m%dT%H%M%S')}")))


def collection_name(memory_id: str, namespace: str) -> str:
    """The Chroma collection of a namespace (3-63 characters, as Chroma requires; long namespaces hashed)."""
    name = f"c0lab-{memory_id[:12]}-{namespace}-vectors"
    if len(name) > 63 or ".." in name:
        name = f"c0lab-{memory_id[:12]}-{hashlib.blake2b(namespace.encode(), digest_size=8).hexdigest()}-vectors"
    return name


class Vectors(Protocol):
    """What the search index uses of a vector index: :class:`VectorIndex`, or one started on first use."""

    def count(self) -> int: ...
    def keys(self) -> set[str]: ...
    def add(self, keys: list[str], vectors: np.ndarray) -> None: ...
    def query(self, vector: np.ndarray, limit: int) -> tuple[list[str], np.ndarray]: ...
    def neighbours(self, keys: list[str], limit: int) -> tuple[list[str], list[list[str]], np.ndarray]: ...
    def clear(self) -> None: ...


def _distances(result: QueryResult) -> list[list[float]]:
    """A query's distances (Chroma types them optional: they come when ``include`` asks for them, as here)."""
    distances = result["distances"]
    if distances is None:
        raise VectorIndexError("the vector index answered a query without its distances")
    return distances


class VectorIndex:
    """A Chroma collection of unit vectors under cosine distance; a Chroma failure is a :class:`VectorIndexError`."""

    def __init__(self, *, folder: Path, collection: str, url: str | None = None, afresh: bool = False) -> None:
        """Open (or create) the collection; ``afresh`` first moves a local index folder aside, unread."""
        self._connect(folder=folder, collection=collection, url=url, afresh=afresh)

    def _connect(self, *, folder: Path, collection: str, url: str | None, afresh: bool) -> None:
        """Reach the client and open (or create) the collection (the constructor's work, redone afresh)."""
        self.folder, self.url = folder, url
        try:
            import chromadb
            from chromadb.config import Settings
        except ImportError:
            raise C0labError("vector search needs the vector extra: pip install 'c0lab[vector]'") from None
        settings = Settings(anonymized_telemetry=False)
        if url:
            parts = urlparse(url if "://" in url else f"http://{url}")
            if not parts.hostname:
                raise InvalidInputError(f"cannot read {url!r} as a Chroma server address such as http://127.0.0.1:8000")
            try:
                self._client = chromadb.HttpClient(
                    host=parts.hostname, port=parts.port or 8000, ssl=parts.scheme == "https", settings=settings
                )
            except Exception as error:  # chromadb raises several connection error types
                raise C0labError(f"cannot reach the Chroma server at {url}: {error}".replace("\n", " ")) from None
        else:
            with _Failures(self, "opening"):
                if afresh:
                    _move_aside(folder)
                    from chromadb.api.client import SharedSystemClient

                    SharedSystemClient.clear_system_cache()  # forget the clients of the old folder
                folder.mkdir(parents=True, exist_ok=True)
                self._client = chromadb.PersistentClient(path=str(folder), settings=settings)
        self._name = collection
        with _Failures(self, "opening"):
            self._collection = self._open()
        self._count: int | None = None  # Chroma's count() costs ~10 ms at 100k vectors: ask once per change

    def _open(self) -> Collection:
        return self._client.get_or_create_collection(
            self._name, embedding_function=None, metadata={"hnsw:space": "cosine"}
        )

    def count(self) -> int:
        """How many vectors the collection holds."""
        if self._count is None:
            with _Failures(self, "counting"):
                self._count = self._collection.count()
        return self._count

    def keys(self) -> set[str]:
        """The text keys that have a vector."""
        keys: set[str] = set()
        offset, page = 0, 5000
        while True:
            with _Failures(self, "listing"):
                batch = self._collection.get(include=[], limit=page, offset=offset)["ids"]
            keys.update(batch)
            if len(batch) < page:
                return keys
            offset += page

    def add(self, keys: list[str], vectors: np.ndarray) -> None:
        """Store vectors (a key already present is overwritten)."""
        self._count = None
        for start in range(0, len(keys), 4000):  # Chroma caps the size of one call
            with _Failures(self, "storing vectors"):
                self._collection.upsert(ids=keys[start : start + 4000], embeddings=vectors[start : start + 4000])

    def query(self, vector: np.ndarray, limit: int) -> tuple[list[str], np.ndarray]:
        """The keys of the ``limit`` nearest vectors and their cosine similarities, nearest first."""
        count = self.count()
        if count == 0:
            return [], np.zeros(0)
        with _Failures(self, "searching"):
            result = self._collection.query(
                query_embeddings=vector[None, :].astype(np.float32),
                n_results=min(limit, count),
                include=["distances"],
            )
        return result["ids"][0], 1.0 - np.asarray(_distances(result)[0])

    def neighbours(self, keys: list[str], limit: int) -> tuple[list[str], list[list[str]], np.ndarray]:
        """For each stored key among ``keys``: its ``limit`` nearest keys (itself included) and their cosine
        similarities, from the collection's own nearest-neighbour index (no comparison of all pairs).

        Returns the keys found, their neighbours' keys and a matrix of similarities (one row a key)."""
        found: list[str] = []
        neighbours: list[list[str]] = []
        similarities: list[np.ndarray] = []
        limit = min(limit, self.count())
        for start in range(0, len(keys), 1000):
            stored = self._collection.get(ids=keys[start : start + 1000], include=["embeddings"])
            if not stored["ids"]:
                continue
            result = self._collection.query(
                query_embeddings=np.asarray(stored["embeddings"], dtype=np.float32),
                n_results=limit,
                include=["distances"],
            )
            found += stored["ids"]
            neighbours += result["ids"]
            similarities += [1.0 - np.asarray(row) for row in _distances(result)]
        return found, neighbours, np.asarray(similarities).reshape(len(found), limit if found else 0)

    def clear(self) -> None:
        """Drop every vector (a broken local index is moved aside whole and started afresh)."""
        self._count = None
        try:
            with _Failures(self, "clearing"):
                self._client.delete_collection(self._name)
                self._collection = self._open()
        except VectorIndexError:
            if self.url:
                raise
            self._start_afresh()

    def _start_afresh(self) -> None:
        self._connect(folder=self.folder, collection=self._name, url=None, afresh=True)
