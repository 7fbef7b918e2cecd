"""The vector index: Chroma, holding one vector per distinct searchable text.

Embedded by default (a ``PersistentClient`` in the namespace's folder), or a
``chroma run`` server through ``HttpClient`` when a URL is given. Vectors are
keyed by a hash of their text, so versions that share a text share a vector;
which version a hit stands for, and whether it is visible at the asked
times, is decided by the search index, not here.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from urllib.parse import urlparse

import numpy as np

from .._errors import C0labError, InvalidInputError

__all__ = ["VectorIndex", "text_key"]


def text_key(text: str) -> str:
    """The id of a text's vector: a short hash of the text."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=12).hexdigest()


class VectorIndex:
    """A Chroma collection of unit vectors under cosine distance."""

    def __init__(self, *, folder: Path, collection: str, url: str | None = None) -> None:
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
            folder.mkdir(parents=True, exist_ok=True)
            self._client = chromadb.PersistentClient(path=str(folder), settings=settings)
        self._name = collection
        self._collection = self._open()
        self._count: int | None = None  # Chroma's count() costs ~10 ms at 100k vectors: ask once per change

    def _open(self):
        return self._client.get_or_create_collection(
            self._name, embedding_function=None, metadata={"hnsw:space": "cosine"}
        )

    def count(self) -> int:
        """How many vectors the collection holds."""
        if self._count is None:
            self._count = self._collection.count()
        return self._count

    def keys(self) -> set[str]:
        """The text keys that have a vector."""
        keys: set[str] = set()
        offset, page = 0, 5000
        while True:
            batch = self._collection.get(include=[], limit=page, offset=offset)["ids"]
            keys.update(batch)
            if len(batch) < page:
                return keys
            offset += page

    def add(self, keys: list[str], vectors: np.ndarray) -> None:
        """Store vectors (a key already present is overwritten)."""
        self._count = None
        for start in range(0, len(keys), 4000):  # Chroma caps the size of one call
            self._collection.upsert(ids=keys[start : start + 4000], embeddings=vectors[start : start + 4000])

    def query(self, vector: np.ndarray, limit: int) -> tuple[list[str], np.ndarray]:
        """The keys of the ``limit`` nearest vectors and their cosine similarities, nearest first."""
        count = self.count()
        if count == 0:
            return [], np.zeros(0)
        result = self._collection.query(
            query_embeddings=vector[None, :].astype(np.float32), n_results=min(limit, count), include=["distances"]
        )
        return result["ids"][0], 1.0 - np.asarray(result["distances"][0])

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
            result = self._collection.query(query_embeddings=np.asarray(stored["embeddings"], dtype=np.float32),
                                            n_results=limit, include=["distances"])
            found += stored["ids"]
            neighbours += result["ids"]
            similarities += [1.0 - np.asarray(row) for row in result["distances"]]
        return found, neighbours, np.asarray(similarities).reshape(len(found), limit if found else 0)

    def clear(self) -> None:
        """Drop every vector."""
        self._client.delete_collection(self._name)
        self._collection = self._open()
        self._count = None
