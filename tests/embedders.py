"""Embedders for tests: a deterministic stand-in, and the real MiniLM shared across tests."""

from __future__ import annotations

import hashlib

import numpy as np

from c0lab.index.keyword import tokenize


class BagOfWordsEmbedder:
    """Hashes each stemmed word to a direction: texts sharing words point alike. No model needed."""

    def __init__(self, name: str = "test:bag-of-words", dimension: int = 4096) -> None:
        self.name = name
        self.dimension = dimension
        self.calls = 0

    def embed(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        vectors = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in tokenize(text):
                digest = hashlib.sha1(word.encode()).digest()
                vectors[row, int.from_bytes(digest[:4], "little") % self.dimension] += 1.0
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.maximum(norms, 1e-12)

    def count_tokens(self, text: str) -> int:
        return len(text.split())
