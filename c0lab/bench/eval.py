"""The retrieval eval: recall@k, MRR and precision@k of the cascade over golden queries.

A golden query lists the concept names that count as a hit. A ``search``
query is ranked by :meth:`Memory.search`; a ``walk`` query by the concepts
the walk reached, most relevant to the question first (the walk's own
concept last: it is the topic, not the answer). Dates are read from the
query text alone. ``semantic`` queries share no word with their answer and
are skipped when there are no vectors.

Held-out families (``held_out``: reverse, 3-hop, event-relative, unknown
attribute, unknown lower-case name) were written before the walk was tuned
against them and are summarised apart (row ``held_out``); row ``all`` (the
``--min-recall`` gate) covers the other families. An ``abstain`` query is
found when the walk's context opens with "Nothing in memory"; a context is
``clean`` when it abstains exactly when it should and names none of the
query's ``not_current`` among its current facts.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path
from typing import Any

import pandas as pd

from ..index.config import HybridSearchConfig
from ..memory.memory import Memory
from ..retrieval.walk import WITHDRAWN_HEADING
from .seed import FIXTURES, load_world, read_json

__all__ = ["DEFAULT_GOLDEN", "DEFAULT_WORLD", "evaluate", "summarize"]

DEFAULT_WORLD = FIXTURES / "retrieval_world.json"
DEFAULT_GOLDEN = FIXTURES / "golden.json"


ABSTAINS = "Nothing in memory"


def ranked_names(memory: Memory, item: dict[str, Any], *, k: int) -> tuple[list[str], str]:
    """The names a golden query's answer is looked for in, best first, and the walk's context (if a walk)."""
    if item.get("via", "search") == "walk":
        walk = memory.walk(item["query"], as_of=item.get("as_of"))
        root = [walk.concept.name] if walk.concept is not None else []
        return walk.reached + root, walk.context
    return memory.search(item["query"], k=max(k, 10), as_of=item.get("as_of"))["name"].tolist(), ""


def _clean(item: dict[str, Any], context: str) -> bool:
    abstained = context.startswith(ABSTAINS)
    current = re.split(f"No longer true:|{re.escape(WITHDRAWN_HEADING)}", context.partition("Current facts")[2])[0]
    stale = any(
        name in line for name in item.get("not_current", []) for line in current.splitlines() if line.startswith("- ")
    )
    return abstained == bool(item.get("abstain")) and not stale


def evaluate(
    *,
    k: int = 3,
    embedder: object = "minilm",
    world: Path = DEFAULT_WORLD,
    golden: Path = DEFAULT_GOLDEN,
    folder: str | Path | None = None,
    search_config: HybridSearchConfig | None = None,
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
                names, context = ranked_names(memory, item, k=k)
                expected = set(item["expect"])
                top = names[:k]
                found = [rank for rank, name in enumerate(names, start=1) if name in expected]
                if item.get("abstain"):
                    hit = float(context.startswith(ABSTAINS))
                    recall, rank, precision = hit, hit, hit
                else:
                    recall = len(expected & set(top)) / len(expected)
                    rank, precision = (1 / found[0] if found else 0.0), len(expected & set(top)) / k
                rows.append(
                    {
                        "type": item["type"],
                        "via": item.get("via", "search"),
                        "query": item["query"],
                        "expect": ", ".join(item["expect"]) or "(abstain)",
                        "top": ", ".join(top),
                        "recall": recall,
                        "reciprocal_rank": rank,
                        "precision": precision,
                        "clean": float(_clean(item, context)) if item.get("via") == "walk" else float("nan"),
                        "held_out": bool(item.get("held_out")),
                    }
                )
    return pd.DataFrame(rows)


def summarize(results: pd.DataFrame, *, k: int) -> pd.DataFrame:
    """recall@k, MRR, precision@k and clean context by query type; ``all`` (the gated families) and ``held_out``."""
    metrics = {"recall": f"recall@{k}", "reciprocal_rank": "MRR", "precision": f"precision@{k}", "clean": "clean"}
    metrics = {column: label for column, label in metrics.items() if column in results}
    held = results["held_out"] if "held_out" in results else pd.Series(False, index=results.index)
    by_type = results.groupby("type", sort=False)[list(metrics)].mean()
    by_type["queries"] = results.groupby("type", sort=False).size()
    rows = [by_type]
    for label, part in (("all", results[~held]), ("held_out", results[held])):
        if len(part):
            overall = part[list(metrics)].mean().to_frame(label).T
            overall["queries"] = len(part)
            rows.append(overall)
    return pd.concat(rows).rename(columns=metrics).round(3)
