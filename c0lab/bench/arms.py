"""The synthetic-world benchmark: the same questions to four arms, every context graded.

Arms get the question text and a token budget, nothing else:

- ``bare`` — no context;
- ``flat_rag`` — cosine top-k over the world's facts written as plain
  sentences, each with the date it was recorded, filled to the budget;
- ``flat_rerank`` — flat top-2k by cosine, reranked without an LLM by
  fusing BM25 over those candidates with their cosine rank (RRF), then
  filled to the budget;
- ``c0lab`` — ``Memory.walk(question)``: c0lab finds the topic, the date and
  the known-at time in the question itself.

Offline grading reads the contexts (``gold@budget``: a right answer is in it;
``clean@budget``: and no stale answer stands unmarked); with ``llm`` a reader
model answers from the context and a judge grades the answer.
"""

from __future__ import annotations

import math
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
from tqdm.auto import tqdm

import json

from ..index.keyword import BM25Okapi, tokenize
from ..llm.provider import ollama_client
from ..memory.memory import Memory
from .world import CATEGORIES, Question, World, generate_world

__all__ = ["ARMS", "Bench", "grade", "run_bench", "summarize_bench"]

ARMS = ("bare", "flat_rag", "flat_rerank", "c0lab")
MARKED = ("[ended", "[superseded", "[invalidated")
NOTHING = "Nothing in memory"


@dataclass
class Bench:
    """A world written into a fresh memory, with its flat corpus, ready to be asked."""

    world: World
    memory: Memory
    questions: list[Question]
    sentences: list[str]
    vectors: np.ndarray | None

    def arm(self, name: str) -> Callable[[str, int], str]:
        """The arm ``name`` as a function of (question text, token budget) → context."""
        return {"bare": lambda text, budget: "", "flat_rag": self._flat, "flat_rerank": self._rerank,
                "c0lab": self._c0lab}[name]

    def _fill(self, ranked: list[int], budget: int) -> str:
        lines, used = [], 0
        for index in ranked:
            cost = self.memory.count_tokens(self.sentences[index]) + 1
            if used + cost > budget:
                break
            lines.append(self.sentences[index])
            used += cost
        return "\n".join(lines)

    def _cosine(self, text: str) -> np.ndarray:
        if self.vectors is None:  # no embedder: rank by BM25 over the whole corpus instead
            return np.asarray(BM25Okapi([tokenize(s) or [""] for s in self.sentences]).get_scores(tokenize(text)))
        return self.vectors @ self.memory.embedder.embed([text])[0]

    def _flat(self, text: str, budget: int, *, k: int = 20) -> str:
        return self._fill(list(np.argsort(-self._cosine(text), kind="stable")[:k]), budget)

    def _rerank(self, text: str, budget: int, *, k: int = 20) -> str:
        candidates = list(np.argsort(-self._cosine(text), kind="stable")[: 2 * k])
        bm25 = BM25Okapi([tokenize(self.sentences[index]) or [""] for index in candidates]).get_scores(tokenize(text))
        keyword_rank = {candidates[i]: rank for rank, i in enumerate(np.argsort(-bm25, kind="stable"), start=1)}
        fused = sorted(candidates, key=lambda index: -(1 / (60 + candidates.index(index) + 1)
                                                       + 1 / (60 + keyword_rank[index])))
        return self._fill(fused[:k], budget)

    def _c0lab(self, text: str, budget: int) -> str:
        return self.memory.walk(text, budget_tokens=budget).context


def build_bench(world: World, folder: str | Path, *, embedder: object = "minilm") -> Bench:
    """Write the world into a fresh memory in two phases, and the flat corpus with the same dates."""
    memory = Memory.open(folder, namespace="bench", embedder=embedder)
    memory.add_concepts(world.concepts, force=True)  # similar names are the point: no near-duplicate guard
    memory.add_relations(world.relations)
    phase_one = memory.last_change_at
    time.sleep(0.002)
    for correction in world.corrections:
        memory.add_patch(correction["concept"], correction["content"])
    phase_two = memory.last_change_at
    stamps = {"1": phase_one.isoformat(), "2": phase_two.isoformat()}
    sentences = [f"{sentence} (recorded {stamps[phase]})" for sentence, phase in world.sentences]
    questions = [Question(q.id, q.category, q.text.replace("{before_corrections}", stamps["1"]), q.gold, q.stale)
                 for q in world.questions]
    vectors = memory.embedder.embed(sentences) if memory.embedder is not None else None
    return Bench(world, memory, questions, sentences, vectors)


def grade(context: str, question: Question) -> tuple[bool, bool]:
    """Offline context metrics: (gold@budget, clean@budget).

    For an abstention question both mean: the context says nothing is known.
    """
    if question.category == "abstention":
        says_nothing = not context.strip() or context.startswith(NOTHING)
        return says_nothing, says_nothing
    lowered = context.lower()
    gold = any(answer.lower() in lowered for answer in question.gold)
    stale_unmarked = any(
        stale.lower() in line.lower() and not any(mark in line for mark in MARKED)
        for line in context.splitlines() for stale in question.stale
    )
    return gold, gold and not stale_unmarked


def run_bench(
    *, units: int = 2, seed: int = 7, arms: tuple[str, ...] = ARMS, budget: int = 1000, embedder: object = "minilm",
    llm: Callable[[str, str, Question], bool] | None = None, progress: bool = True,
) -> pd.DataFrame:
    """Every question to every arm; one row per (question, arm) with its grades."""
    unknown = sorted(set(arms) - set(ARMS))
    if unknown:
        from .._errors import InvalidInputError

        raise InvalidInputError(f"unknown arms {', '.join(unknown)}; the arms are {', '.join(ARMS)}")
    world = generate_world(seed=seed, units=units)
    rows = []
    with tempfile.TemporaryDirectory(prefix="c0lab-bench-") as folder:
        bench = build_bench(world, folder, embedder=embedder)
        try:
            pairs = [(question, arm) for question in bench.questions for arm in arms]
            for question, arm in tqdm(pairs, desc="asking", unit="answer", disable=not progress):
                context = bench.arm(arm)(question.text, budget)
                gold, clean = grade(context, question)
                row = {"question": question.id, "category": question.category, "arm": arm,
                       "text": question.text, "gold": gold, "clean": clean,
                       "tokens": bench.memory.count_tokens(context)}
                if llm is not None:
                    row["correct"] = llm(context, question.text, question)
                rows.append(row)
        finally:
            bench.memory.close()
    return pd.DataFrame(rows)


def _interval(hits: int, total: int) -> float:
    """Half the width of a 95% Wilson interval."""
    if total == 0:
        return 0.0
    z, share = 1.96, hits / total
    return z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total)) / (1 + z * z / total)


def summarize_bench(results: pd.DataFrame, *, metric: str = "clean") -> pd.DataFrame:
    """``metric`` per category (rows) and arm (columns), with "all"; ``±`` columns hold 95% intervals."""
    table = results.pivot_table(index="category", columns="arm", values=metric, aggfunc="mean")
    table.loc["all"] = results.groupby("arm")[metric].mean()
    order = [c for c in CATEGORIES if c in table.index] + ["all"]
    arms = [arm for arm in ARMS if arm in table.columns]
    table = table.loc[order, arms].round(3)
    counts = results.groupby(["category", "arm"])[metric].agg(["sum", "count"])
    for arm in arms:
        table[f"{arm} ±"] = [
            round(_interval(*counts.loc[(category, arm)].tolist()), 3) if category != "all"
            else round(_interval(int(results.loc[results.arm == arm, metric].sum()),
                                 int((results.arm == arm).sum())), 3)
            for category in order
        ]
    return table


READER = ("Answer the question using only the context. If the context does not contain the answer, "
          "say exactly: I don't know. Facts marked [ended …], [superseded …] or [invalidated …] no longer hold.")
JUDGE_SCHEMA = {"type": "object", "properties": {"correct": {"type": "boolean"}}, "required": ["correct"]}


def ollama_grader(reader: str, *, judge: str | None = None, trials: int = 1, host: str | None = None,
                  timeout: float = 120) -> Callable[[str, str, Question], bool]:
    """An LLM grade: a reader answers from the context, a judge compares with the reference; majority of trials.

    ``reader`` and ``judge`` are Ollama model names; any error counts as a wrong answer.
    """
    client = ollama_client(host=host, timeout=timeout)
    judge = judge or reader

    def once(context: str, text: str, question: Question) -> bool:
        try:
            answer = client.chat(model=reader, messages=[
                {"role": "system", "content": READER},
                {"role": "user", "content": f"Context:\n{context or '(none)'}\n\nQuestion: {text}"},
            ])["message"]["content"]
            verdict = client.chat(model=judge, format=JUDGE_SCHEMA, messages=[{"role": "user", "content": (
                f"Question: {text}\nReference answer: {' or '.join(question.gold)}\nAnswer given: {answer}\n"
                "Is the answer given correct (the same as the reference, and not also asserting a wrong answer)? "
                "Reply as JSON: {\"correct\": true|false}.")}])["message"]["content"]
            return json.loads(verdict).get("correct") is True
        except Exception:  # a model or transport error is a wrong answer, never a skipped one
            return False

    def grade_with_llm(context: str, text: str, question: Question) -> bool:
        votes = [once(context, text, question) for _ in range(trials)]
        return sum(votes) * 2 > len(votes)

    return grade_with_llm


def write_outputs(results: pd.DataFrame, folder: Path) -> dict[str, Path]:
    """CSV of every answer, a markdown summary and a bar chart (PNG) of clean@budget by category and arm."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = {"csv": folder / "results.csv", "markdown": folder / "summary.md", "chart": folder / "chart.png"}
    results.to_csv(paths["csv"], index=False)
    metrics = ["gold", "clean"] + (["correct"] if "correct" in results else [])
    sections = [f"## {name}@budget\n\n{summarize_bench(results, metric=name).to_markdown()}\n" for name in metrics]
    paths["markdown"].write_text("\n".join(sections))
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    metric = "correct" if "correct" in results else "clean"
    table = summarize_bench(results, metric=metric)
    arms = [arm for arm in ARMS if arm in table.columns]
    axes = table[arms].plot.bar(figsize=(9, 4), ylim=(0, 1.05), rot=0)
    axes.set_ylabel(f"{metric}@budget")
    axes.set_title(f"{metric}@budget by category and arm ({results['question'].nunique()} questions)")
    axes.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize="small")
    plt.tight_layout()
    plt.savefig(paths["chart"], dpi=110)
    plt.close()
    return paths
