"""The retrieval eval: recall@k, MRR and precision@k of the cascade over golden queries.

A golden query lists the concept names that count as a hit. A ``search``
query is ranked by :meth:`Memory.search`; a ``walk`` query by the concepts
the walk reached, most relevant to the question first (the walk's own
concept last: it is the topic, not the answer). Dates are read from the
query text alone. ``semantic`` queries share no word with their answer and
are skipped when there are no vectors.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pandas as pd

from ..index.config import HybridSearchConfig
from ..memory.memory import Memory
from .seed import FIXTURES, load_world, read_json

__all__ = ["DEFAULT_GOLDEN", "DEFAULT_WORLD", "evaluate", "summarize"]

DEFAULT_WORLD = FIXTURES / "retrieval_world.json"
DEFAULT_GOLDEN = FIXTURES / "golden.json"


def ranked_names(memory: Memory, item: dict[str, Any], *, k: int) -> list[str]:
    """The names a golden query's answer is looked for in, best first."""
    if item.get("via", "search") == "walk":
        walk = memory.walk(item["query"], depth=2, as_of=item.get("as_of"))
        root = [walk.concept.name] if walk.concept is not None else []
        return walk.reached + root
    return memory.search(item["query"], k=max(k, 10), as_of=item.get("as_of"))["name"].tolist()


def evaluate(
    *, k: int = 3, embedder: object = "minilm", world: Path = DEFAULT_WORLD, golden: Path = DEFAULT_GOLDEN,
    folder: str | Path | None = None, search_config: HybridSearchConfig | None = None,
) -> pd.DataFrame:
    """Seed the world into a fresh memory and score every golden query; one row per query."""
    queries = read_json(golden)["queries"]
    if embedder is None:  # keyword search cannot find what shares no word with the query
        queries = [item for item in queries if item["type"] != "semantic"]
    with tempfile.TemporaryDirectory(prefix="c0lab-eval-") as scratch:
        with Memory.open(folder or scratch, namespace="eval", embedder=embedder, search_config=search_config) as memory:
            load_world(memory, read_json(world))
            rows = []
            for item in queries:
                names = ranked_names(memory, item, k=k)
                expected = set(item["expect"])
                top = names[:k]
                found = [rank for rank, name in enumerate(names, start=1) if name in expected]
                rows.append({
                    "type": item["type"], "via": item.get("via", "search"), "query": item["query"],
                    "expect": ", ".join(item["expect"]), "top": ", ".join(top),
                    "recall": len(expected & set(top)) / len(expected),
                    "reciprocal_rank": 1 / found[0] if found else 0.0,
                    "precision": len(expected & set(top)) / k,
                })
    return pd.DataFrame(rows)


def summarize(results: pd.DataFrame, *, k: int) -> pd.DataFrame:
    """recall@k, MRR and precision@k by query type, and overall."""
    metrics = {"recall": f"recall@{k}", "reciprocal_rank": "MRR", "precision": f"precision@{k}"}
    by_type = results.groupby("type")[list(metrics)].mean()
    by_type["queries"] = results.groupby("type").size()
    overall = results[list(metrics)].mean().to_frame("all").T
    overall["queries"] = len(results)
    return pd.concat([by_type, overall]).rename(columns=metrics).round(3)
