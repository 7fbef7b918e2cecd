"""Settings of the recall path, in one object."""

from __future__ import annotations

from dataclasses import dataclass

from .._errors import InvalidInputError

__all__ = ["HybridSearchConfig"]


@dataclass(frozen=True)
class HybridSearchConfig:
    """How the keyword and vector lists are cut and fused.

    Reciprocal Rank Fusion gives a concept ``alpha / (rrf_k + keyword_rank)
    + (1 - alpha) / (rrf_k + vector_rank)``, a term for each list that found
    it. A vector hit counts only at cosine similarity ``>= vector_threshold``.
    """

    alpha: float = 0.4
    """Weight of the keyword list; the vector list gets ``1 - alpha``."""
    recall_alpha: float = 0.7
    """Weight of the keyword list when ``recall`` fuses a conversation's turns (a chat turn that shares a
    question's words is the stronger sign than one near it in meaning); the vector list gets the rest."""
    rrf_k: int = 60
    """The RRF constant: larger flattens the difference between ranks."""
    vector_threshold: float = 0.3
    """The least cosine similarity a vector hit needs."""
    vector_limit: int = 50
    """How many vector hits enter the fusion."""
    keyword_limit: int = 50
    """How many keyword hits enter the fusion."""
    pagerank_boost: float = 0.0
    """Off by default. Adds ``pagerank_boost × (PageRank / top PageRank) / (rrf_k + 1)`` to each fused hit."""
    community_boost: float = 0.0
    """Off by default. Adds ``community_boost / (rrf_k + 1)`` to hits in the best hit's community."""
    vector_index: str = "chroma"
    """Where the vectors are kept: ``"chroma"`` (the namespace's Chroma collection, saved), or ``"memory"`` (an
    exact search in memory, :class:`~c0lab.index.exact.ExactVectors`: for a small memory opened for a while,
    such as a benchmark's; nothing is saved, every text is embedded again at each open)."""

    def __post_init__(self) -> None:
        for name in ("alpha", "recall_alpha"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise InvalidInputError(f"{name} must be between 0 and 1, not {getattr(self, name)!r}")
        if self.rrf_k < 1:
            raise InvalidInputError(f"rrf_k must be at least 1, not {self.rrf_k!r}")
        if not -1.0 <= self.vector_threshold <= 1.0:
            raise InvalidInputError(
                f"vector_threshold must be a cosine similarity in [-1, 1], not {self.vector_threshold!r}"
            )
        if self.pagerank_boost < 0 or self.community_boost < 0:
            raise InvalidInputError("pagerank_boost and community_boost must be 0 (off) or more")
        if self.vector_limit < 1 or self.keyword_limit < 1:
            raise InvalidInputError("vector_limit and keyword_limit must be at least 1")
        if self.vector_index not in ("chroma", "memory"):
            raise InvalidInputError(f"vector_index must be 'chroma' or 'memory', not {self.vector_index!r}")
