"""Plain retrievers over single turns, the baselines every conversation eval runs beside c0lab.

``bm25`` (rank-bm25's Okapi over the project's stemmed tokens), ``dense``
(cosine similarity of the memory's embedder, MiniLM by default) and
``hybrid`` (the two lists fused by the project's :func:`~c0lab.index.fusion.rrf`,
equal weights, k = 60). Each ranks every turn of a haystack, read as the
memory reads it (``speaker: text``); nothing else (no neighbours, dates or
sessions). :class:`SharedVectors` lets the memory and the dense baseline
embed each text once.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ...index.embedders import Embedder
from ...index.fusion import rrf
from ...index.keyword import BM25Okapi, tokenize
from .cases import Turn
from .vector_cache import VectorCache

__all__ = ["BASELINES", "SharedVectors", "TurnBaselines", "turn_text"]

BASELINES = ("bm25", "dense", "hybrid")


def turn_text(turn: Turn) -> str:
    """A turn as the memory's indexes read it."""
    return f"{turn.speaker}: {turn.text}" if turn.speaker else turn.text


class SharedVectors:
    """An embedder that remembers the vector of every text it computed (the same name and tokens as ``inner``).

    With ``cache`` (a :class:`~c0lab.bench.conversations.vector_cache.VectorCache`),
    the texts of a call of several (a haystack's turns) are read from it and
    added to it; a single text (a question) is always computed, so a query's
    latency is measured alike in every run.
    """

    def __init__(self, inner: Embedder, *, cache: VectorCache | None = None) -> None:
        self.inner = inner
        self.name = inner.name
        self.cache = cache
        self._vectors: dict[str, np.ndarray] = {}

    def embed(self, texts: list[str]) -> np.ndarray:
        missing = list(dict.fromkeys(text for text in texts if text not in self._vectors))
        if missing and self.cache is not None and len(texts) > 1:
            kept = {text: vector for text in missing if (vector := self.cache.get(text)) is not None}
            self._vectors.update(kept)
            missing = [text for text in missing if text not in kept]
            if missing:
                self.cache.put(missing, vectors := self.inner.embed(missing))
                self._vectors.update(zip(missing, vectors, strict=True))
        elif missing:
            self._vectors.update(zip(missing, self.inner.embed(missing), strict=True))
        return np.stack([self._vectors[text] for text in texts]) if texts else np.zeros((0, 384), np.float32)

    def count_tokens(self, text: str) -> int:
        return self.inner.count_tokens(text)

    def count_tokens_many(self, texts: list[str]) -> list[int]:
        """Tokens of each text, in one call when the inner embedder can."""
        many = getattr(self.inner, "count_tokens_many", None)
        return list(many(texts)) if many is not None else [self.inner.count_tokens(text) for text in texts]

    def load(self) -> None:
        """Load the inner model now, when it can."""
        load = getattr(self.inner, "load", None)
        if load is not None:
            load()

    def forget(self) -> None:
        """Drop the remembered vectors (one haystack's worth), saving the new ones to the cache."""
        if self.cache is not None:
            self.cache.save()
        self._vectors.clear()


class TurnBaselines:
    """The baselines over the turns of one haystack; ``rank(method, question)`` gives turn ids, best first."""

    def __init__(self, turns: Sequence[Turn], *, embedder: Embedder | None) -> None:
        self.ids = [turn.id for turn in turns]
        texts = [turn_text(turn) for turn in turns]
        self.bm25 = BM25Okapi([tokenize(text) or [""] for text in texts])
        self.embedder = embedder
        self.vectors = embedder.embed(texts) if embedder is not None and texts else None

    @property
    def methods(self) -> tuple[str, ...]:
        """The baselines this haystack can run (``bm25`` alone without an embedder)."""
        return BASELINES if self.vectors is not None else ("bm25",)

    def _bm25(self, question: str) -> list[str]:
        scores = np.asarray(self.bm25.get_scores(tokenize(question)))
        return [self.ids[i] for i in np.argsort(-scores, kind="stable") if scores[i] > 0]

    def _dense(self, question: str) -> list[str]:
        assert self.embedder is not None and self.vectors is not None
        cosine = self.vectors @ self.embedder.embed([question])[0]
        return [self.ids[i] for i in np.argsort(-cosine, kind="stable")]

    def rank(self, method: str, question: str) -> list[str]:
        """The turn ids ``method`` ranks for ``question``, best first."""
        if method == "bm25":
            return self._bm25(question)
        if method == "dense":
            return self._dense(question)
        if method == "hybrid":
            return [str(turn) for turn in rrf([self._bm25(question), self._dense(question)], k=60)]
        raise ValueError(f"unknown baseline {method!r}")
