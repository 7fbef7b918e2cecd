"""An exact vector index in memory: every stored vector compared with the query by one matrix product.

What :class:`~c0lab.index.vector.VectorIndex` does with Chroma, for a
collection small enough to compare with every query (a benchmark's world:
a few hundred texts), where Chroma's per-query overhead (~2 ms of CPU, and
its files and threads) is most of a search's cost. Nothing is written to
disk: the index lives as long as its memory is open.
"""

from __future__ import annotations

import numpy as np

__all__ = ["ExactVectors"]


class ExactVectors:
    """Unit vectors by key, searched exactly by cosine similarity (a :class:`~c0lab.index.vector.Vectors`)."""

    def __init__(self) -> None:
        self._rows: dict[str, int] = {}
        self._keys: list[str] = []
        self._matrix = np.zeros((0, 0), dtype=np.float32)
        self._size = 0  # rows of ``_matrix`` in use (it grows by doubling)

    def count(self) -> int:
        """How many vectors it holds."""
        return self._size

    def keys(self) -> set[str]:
        """The keys that have a vector."""
        return set(self._keys)

    def add(self, keys: list[str], vectors: np.ndarray) -> None:
        """Store vectors (a key already present is overwritten)."""
        vectors = np.asarray(vectors, dtype=np.float32)
        if not keys:
            return
        if self._matrix.shape[1] != vectors.shape[1]:
            self._matrix = np.zeros((0, vectors.shape[1]), dtype=np.float32)
        for key, vector in zip(keys, vectors, strict=True):
            row = self._rows.get(key)
            if row is None:
                row = self._rows[key] = self._size
                self._keys.append(key)
                self._size += 1
                if self._size > len(self._matrix):
                    grown = np.zeros((max(64, 2 * len(self._matrix)), vectors.shape[1]), dtype=np.float32)
                    grown[: len(self._matrix)] = self._matrix
                    self._matrix = grown
            self._matrix[row] = vector

    def query(self, vector: np.ndarray, limit: int) -> tuple[list[str], np.ndarray]:
        """The keys of the ``limit`` nearest vectors and their cosine similarities, nearest first (ties in the
        order they were stored)."""
        if not self._size:
            return [], np.zeros(0)
        similarities = self._matrix[: self._size] @ np.asarray(vector, dtype=np.float32)
        order = np.argsort(-similarities, kind="stable")[:limit]
        return [self._keys[row] for row in order], similarities[order].astype(np.float64)

    def neighbours(self, keys: list[str], limit: int) -> tuple[list[str], list[list[str]], np.ndarray]:
        """For each stored key among ``keys``: its ``limit`` nearest keys (itself included) and their cosine
        similarities (one row a key)."""
        found = [key for key in keys if key in self._rows]
        limit = min(limit, self._size)
        near: list[list[str]] = []
        rows = []
        for key in found:
            names, similarities = self.query(self._matrix[self._rows[key]], limit)
            near.append(names)
            rows.append(similarities)
        return found, near, np.asarray(rows).reshape(len(found), limit if found else 0)

    def clear(self) -> None:
        """Drop every vector."""
        self.__init__()  # type: ignore[misc]
