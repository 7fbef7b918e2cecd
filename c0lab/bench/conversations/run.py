"""Run a conversation data set through c0lab's public API beside the single-turn baselines, and report.

Each haystack goes into a fresh memory with ``add_episodes`` (text, speaker,
session, the session's date, an id); each question is asked with
``recall`` at every budget (and at the question's own time, ``now``, when
``recall`` takes it). c0lab's ranking is the items of its largest budget,
best first; a baseline's is its ranking of every turn, and what it gives
within a budget is that ranking filled in order (each turn costs what it
costs c0lab: its dated line). Latency is the wall time of one query at
1,000 tokens (c0lab) or of one ranking (a baseline); ingest is per turn
(the baselines' vectors are the memory's, so their ingest is BM25 and the
texts the memory did not embed whole).
"""

from __future__ import annotations

import inspect
import math
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import pandas as pd
from tqdm.auto import tqdm

from ...index.embedders import resolve_embedder
from ...memory.memory import Memory
from ...retrieval.recall import episode_line
from .baselines import SharedVectors, TurnBaselines, turn_text
from .cases import Haystack, Loaded
from .metrics import BUDGETS, fill, score_ranking
from .vector_cache import VectorCache

__all__ = ["METHODS", "METRICS", "overall_table", "run_conversations", "speed_table", "summary_table", "write_outputs"]

METHODS = ("c0lab", "bm25", "dense", "hybrid")
METRICS = (
    "recall@1",
    "recall@5",
    "recall@10",
    "ndcg@10",
    "recall_any@5",
    "recall_all@5",
    "session_ndcg@10",
    *(f"coverage@{budget}" for budget in BUDGETS),
)
LATENCY_BUDGET = 1000


def _costs(memory: Memory, haystack: Haystack) -> dict[str, int]:
    """Each turn's tokens as c0lab gives it: its dated line and a line break."""
    lines = []
    for turn in haystack.turns:
        versions = memory.store.records.get(f"episode:{turn.id}")
        lines.append(episode_line(versions[-1]) if versions else turn_text(turn))
    return {turn.id: count + 1 for turn, count in zip(haystack.turns, memory.count_tokens_many(lines), strict=True)}


def _takes_now(memory: Memory) -> bool:
    return "now" in inspect.signature(memory.recall).parameters


def _run_haystack(
    haystack: Haystack, *, dataset: str, embedder: SharedVectors | None, budgets: Sequence[int]
) -> list[dict]:
    rows = []
    session = {turn.id: turn.session for turn in haystack.turns}
    with (
        tempfile.TemporaryDirectory(prefix="c0lab-conversations-") as folder,
        Memory.open(folder, namespace="conversation", embedder=embedder) as memory,
    ):
        started = time.perf_counter()
        memory.add_episodes(
            [
                {"text": turn.text, "speaker": turn.speaker, "session": turn.session, "at": turn.at, "id": turn.id}
                for turn in haystack.turns
            ]
        )
        ingest = {"c0lab": (time.perf_counter() - started) * 1000 / len(haystack.turns)}
        started = time.perf_counter()
        baselines = TurnBaselines(haystack.turns, embedder=embedder)
        for method in baselines.methods:
            ingest[method] = (time.perf_counter() - started) * 1000 / len(haystack.turns)
        costs = _costs(memory, haystack)
        now = _takes_now(memory)
        timing = LATENCY_BUDGET if LATENCY_BUDGET in budgets else max(budgets)
        for question in haystack.questions:
            base = {
                "dataset": dataset,
                "haystack": haystack.name,
                "question": question.id,
                "category": question.category,
                "turns": len(haystack.turns),
                "evidence": len(question.evidence),
            }
            shown, ms = {}, math.nan
            for budget in sorted(budgets):
                options = {"now": question.now} if now and question.now is not None else {}
                started = time.perf_counter()
                found = memory.recall(question.text, budget_tokens=budget, **options)
                if budget == timing:
                    ms = (time.perf_counter() - started) * 1000
                shown[budget] = found.items["id"].tolist()
            ranked = [turn for turn in shown[max(budgets)] if turn in costs]
            rows.append(
                {
                    **base,
                    "method": "c0lab",
                    "ms": ms,
                    "ingest_ms_per_turn": ingest["c0lab"],
                    **score_ranking(
                        ranked, question.evidence, question.sessions, session=session, costs=costs, shown=shown
                    ),
                }
            )
            for method in baselines.methods:
                started = time.perf_counter()
                ranked = baselines.rank(method, question.text)
                ms = (time.perf_counter() - started) * 1000
                rows.append(
                    {
                        **base,
                        "method": method,
                        "ms": ms,
                        "ingest_ms_per_turn": ingest[method],
                        **score_ranking(
                            ranked,
                            question.evidence,
                            question.sessions,
                            session=session,
                            costs=costs,
                            shown={budget: fill(ranked, costs, budget) for budget in budgets},
                        ),
                    }
                )
    return rows


def run_conversations(
    loaded: Loaded,
    *,
    dataset: str,
    embedder: object = "minilm",
    budgets: Sequence[int] = BUDGETS,
    progress: bool = True,
    vector_cache: str | Path | None = None,
) -> pd.DataFrame:
    """One row per question and method (c0lab and the baselines); ``attrs["skipped"]`` counts what was skipped.

    ``vector_cache``: a folder that keeps the turns' vectors between runs
    (:class:`~c0lab.bench.conversations.vector_cache.VectorCache`; the memory
    and the dense baseline read the same vectors)."""
    inner = resolve_embedder(embedder)
    cache = VectorCache(vector_cache, model=inner.name) if inner is not None and vector_cache is not None else None
    shared = SharedVectors(inner, cache=cache) if inner is not None else None
    rows: list[dict] = []
    for haystack in tqdm(loaded.haystacks, desc=dataset, unit="haystack", disable=not progress):
        rows += _run_haystack(haystack, dataset=dataset, embedder=shared, budgets=budgets)
        if shared is not None:
            shared.forget()
    results = pd.DataFrame(rows)
    results.attrs["skipped"] = dict(loaded.skipped)
    results.attrs["embedder"] = inner.name if inner is not None else None
    return results


def _methods(results: pd.DataFrame) -> list[str]:
    return [method for method in METHODS if method in set(results["method"])]


def summary_table(results: pd.DataFrame, metric: str) -> pd.DataFrame:
    """``metric`` by category (rows, then ``all``) and method (columns), with the number of questions."""
    table = results.pivot_table(index="category", columns="method", values=metric, aggfunc="mean")
    table.loc["all"] = results.groupby("method")[metric].mean()
    table = table[_methods(results)]
    own = results[results.method == _methods(results)[0]]
    table["questions"] = [int((own.category == row).sum()) if row != "all" else len(own) for row in table.index]
    return table.round(3)


def overall_table(results: pd.DataFrame) -> pd.DataFrame:
    """Every metric over all questions (rows) by method (columns)."""
    metrics = [metric for metric in METRICS if metric in results]
    return results.groupby("method")[metrics].mean().T[_methods(results)].round(3)


def speed_table(results: pd.DataFrame) -> pd.DataFrame:
    """p50 and p95 ms per query and ingest ms per turn, by method."""
    grouped = results.groupby("method")
    table = pd.DataFrame(
        {
            "p50 ms": grouped["ms"].median(),
            "p95 ms": grouped["ms"].quantile(0.95),
            "ingest ms/turn": grouped["ingest_ms_per_turn"].mean(),
        }
    )
    return table.loc[_methods(results)].round(2)


def write_outputs(results: pd.DataFrame, folder: Path, *, title: str) -> dict[str, Path]:
    """``results.csv``, ``summary.md`` (every metric overall, each by category, speed) and ``chart.png``
    (coverage against the token budget, by method)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = {"csv": folder / "results.csv", "markdown": folder / "summary.md", "chart": folder / "chart.png"}
    results.to_csv(paths["csv"], index=False)
    sections = [
        f"# {title}\n",
        f"Skipped: {results.attrs.get('skipped') or 'nothing'}.\n",
        f"## every metric, all questions\n\n{overall_table(results).to_markdown()}\n",
        f"## speed\n\n{speed_table(results).to_markdown()}\n",
    ]
    for metric in METRICS:
        if metric in results:
            sections.append(f"## {metric} by category\n\n{summary_table(results, metric).to_markdown()}\n")
    paths["markdown"].write_text("\n".join(sections))
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    budgets = sorted(int(column.partition("@")[2]) for column in results if column.startswith("coverage@"))
    curve = results.groupby("method")[[f"coverage@{budget}" for budget in budgets]].mean().loc[_methods(results)]
    figure, axes = plt.subplots(figsize=(6, 4))
    for method, values in curve.iterrows():
        axes.plot(budgets, values.to_numpy(), marker="o", label=method)
    axes.set_xlabel("token budget")
    axes.set_ylabel("coverage (every evidence turn given)")
    axes.set_ylim(0, 1.02)
    axes.set_title(title, fontsize="small")
    axes.legend()
    figure.tight_layout()
    figure.savefig(paths["chart"], dpi=110)
    plt.close(figure)
    return paths
