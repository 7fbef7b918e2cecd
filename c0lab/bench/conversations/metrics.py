"""The retrieval metrics peers publish for conversation memory, over one ranking of turns.

- ``recall@k``: the share of a question's evidence turns among the first k turns ranked;
- ``ndcg@10``: binary-relevance NDCG of the first ten turns;
- over sessions (a turn ranking read as the order in which its sessions first
  appear): ``recall_any@5`` (a right session among the first five, LongMemEval's
  headline), ``recall_all@5`` (every right session there) and ``session_ndcg@10``;
- ``coverage@B``: every evidence turn inside what the method gives within B tokens;
- ``evidence_tokens``: the tokens of the ranking read in order until the last
  evidence turn (``inf`` when one is missing): where evidence falls.

Examples
--------
>>> recall_at(["a", "b", "c"], {"b", "x"}, 2)
0.5
>>> sessions_of(["s1:0", "s2:3", "s1:2"])
['s1', 's2']
>>> fill(["a", "b", "c"], {"a": 5, "b": 7, "c": 3}, 9)
['a', 'c']
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

__all__ = [
    "BUDGETS",
    "KS",
    "evidence_tokens",
    "fill",
    "ndcg_at",
    "recall_all_at",
    "recall_any_at",
    "recall_at",
    "score_ranking",
    "sessions_of",
]

KS = (1, 5, 10)
BUDGETS = (300, 1000, 2000)


def recall_at(ranked: Sequence[str], evidence: set[str], k: int) -> float:
    """The share of ``evidence`` among the first ``k`` of ``ranked``."""
    return len(evidence & set(ranked[:k])) / len(evidence) if evidence else float("nan")


def recall_any_at(ranked: Sequence[str], evidence: set[str], k: int) -> float:
    """1.0 when one of ``evidence`` is among the first ``k`` of ``ranked``."""
    return float(bool(evidence & set(ranked[:k])))


def recall_all_at(ranked: Sequence[str], evidence: set[str], k: int) -> float:
    """1.0 when every one of ``evidence`` is among the first ``k`` of ``ranked``."""
    return float(evidence <= set(ranked[:k]))


def ndcg_at(ranked: Sequence[str], evidence: set[str], k: int) -> float:
    """Binary-relevance NDCG@k.

    >>> ndcg_at(["x", "a"], {"a"}, 10) == 1 / math.log2(3)
    True
    """
    gain = sum(1 / math.log2(place + 2) for place, item in enumerate(ranked[:k]) if item in evidence)
    ideal = sum(1 / math.log2(place + 2) for place in range(min(len(evidence), k)))
    return gain / ideal if ideal else float("nan")


def sessions_of(turns: Sequence[str], session: Mapping[str, str] | None = None) -> list[str]:
    """The sessions of ranked turns in the order they first appear (a turn id is ``session:place`` unless
    ``session`` maps it)."""
    found: dict[str, None] = {}
    for turn in turns:
        found.setdefault(session[turn] if session is not None else turn.rpartition(":")[0], None)
    return list(found)


def fill(ranked: Sequence[str], costs: Mapping[str, int], budget: int) -> list[str]:
    """The turns of ``ranked`` a method gives within ``budget`` tokens: in order, each that still fits."""
    chosen, used = [], 0
    for turn in ranked:
        if used + costs[turn] <= budget:
            chosen.append(turn)
            used += costs[turn]
    return chosen


def evidence_tokens(ranked: Sequence[str], evidence: set[str], costs: Mapping[str, int]) -> float:
    """Tokens of ``ranked`` read in order up to and including its last evidence turn (``inf`` if one is missing).

    >>> evidence_tokens(["a", "b", "c"], {"b"}, {"a": 5, "b": 7, "c": 3})
    12.0
    """
    left, used = set(evidence), 0.0
    for turn in ranked:
        if not left:
            break
        used += costs[turn]
        left.discard(turn)
    return used if not left else math.inf


def score_ranking(
    ranked: Sequence[str],
    evidence: Sequence[str],
    sessions: Sequence[str],
    *,
    session: Mapping[str, str],
    costs: Mapping[str, int],
    shown: Mapping[int, Sequence[str]],
) -> dict[str, float]:
    """Every metric of one question for one method: ``ranked`` turns, ``shown[B]`` the turns given within B tokens."""
    gold, gold_sessions = set(evidence), set(sessions)
    order = sessions_of(ranked, session)
    row = {f"recall@{k}": recall_at(ranked, gold, k) for k in KS}
    row["ndcg@10"] = ndcg_at(ranked, gold, 10)
    row["recall_any@5"] = recall_any_at(order, gold_sessions, 5)
    row["recall_all@5"] = recall_all_at(order, gold_sessions, 5)
    row["session_ndcg@10"] = ndcg_at(order, gold_sessions, 10)
    for budget, turns in sorted(shown.items()):
        row[f"coverage@{budget}"] = float(gold <= set(turns))
    row["evidence_tokens"] = evidence_tokens(ranked, gold, costs)
    return row
