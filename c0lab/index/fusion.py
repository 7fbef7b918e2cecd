"""Reciprocal Rank Fusion: the one place ranked lists are fused.

RRF (Cormack, Clarke and Büttcher, 2009) gives an item ``weight / (k + rank)``
for each list that ranks it, so lists with incomparable scores (BM25, cosine)
can be merged by rank alone.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..model.records import Version

__all__ = ["Hit", "rrf"]

Item = TypeVar("Item", bound=Hashable)


@dataclass
class Hit:
    """One concept found by a search, with how it was found."""

    concept: str
    version: Version
    score: float
    found_by: str
    keyword_rank: int | None = None
    vector_rank: int | None = None
    similarity: float | None = None


def rrf(lists: Sequence[Sequence[Item]], *, weights: Sequence[float] | None = None, k: int = 60) -> dict[Item, float]:
    """Fused scores of the items of ranked ``lists`` (best first in each), highest first.

    Examples
    --------
    >>> scores = rrf([["a", "b"], ["b", "c"]], k=60)
    >>> list(scores)
    ['b', 'a', 'c']
    >>> round(scores["b"], 5) == round(1 / 62 + 1 / 61, 5)
    True
    """
    weights = [1.0] * len(lists) if weights is None else list(weights)
    scores: dict[Item, float] = {}
    for weight, ranked in zip(weights, lists, strict=True):
        for rank, item in enumerate(ranked, start=1):
            scores[item] = scores.get(item, 0.0) + weight / (k + rank)
    return dict(sorted(scores.items(), key=lambda pair: -pair[1]))
