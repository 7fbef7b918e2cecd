"""Recall on a LongMemEval haystack (issue 23): adding ~500 turns, and recall p50 / p95, keyword only or MiniLM.

For each of the first ``--haystacks`` dev-half questions of a LongMemEval file
or folder (``longmemeval_s.json`` or per-question files; the data is not
shipped), a fresh memory gets the question's haystack through
``add_episodes`` (timed), then ``--questions`` dev questions (its own and
others') are asked with ``recall`` at 1,000 tokens at the question's own
moment (timed each). A run's figures are the median over its haystacks of the
add time and of the recall p50 / p95; ``--runs`` runs, medians reported.
Targets: keyword only p50 ≤ 50 ms, p95 ≤ 150 ms, adding ≤ 1 s; with MiniLM
p50 ≤ 150 ms, p95 ≤ 300 ms. Each recall embeds its question afresh (the
embedders' caches of recent queries are emptied before it). Beside the wall time, each recall's CPU time (the
process's, every thread) is reported: on a shared machine the wall time is
mostly waiting for a core. ``--vector-cache DIR`` reads the turns' vectors
from the eval harness's cache (a question is always embedded), so a MiniLM
run takes minutes, not hours; its add time is then not an embedding time.

    python bench/bench_recall_lme.py PATH [--runs 3] [--haystacks 3] [--questions 50] [--vectors]
        [--vector-cache DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import machine

from c0lab import Memory
from c0lab.bench.conversations import load_longmemeval
from c0lab.bench.conversations.baselines import SharedVectors
from c0lab.bench.conversations.vector_cache import VectorCache
from c0lab.index.embedders import MiniLMEmbedder

HERE = Path(__file__).resolve().parent


def forget_questions(embedder: object) -> None:
    """Drop the vectors of the questions asked before (the embedders keep recent queries), so each timed
    recall embeds its question as a new question would be."""
    if isinstance(embedder, SharedVectors):
        embedder.forget()  # its turn vectors are not needed again: the memory holds them
        embedder = embedder.inner
    cache = getattr(embedder, "_cache", None)
    if cache is not None:
        cache._items.clear()


def one_run(loaded, *, haystacks: int, questions: int, embedder: object) -> dict:
    asked = [question for haystack in loaded.haystacks for question in haystack.questions][:questions]
    adds, p50s, p95s, cpu50s, cpu95s, turns = [], [], [], [], [], []
    for haystack in loaded.haystacks[:haystacks]:
        with tempfile.TemporaryDirectory() as folder, Memory.open(folder, embedder=embedder) as memory:
            records = [
                {"text": t.text, "speaker": t.speaker, "session": t.session, "at": t.at, "id": t.id}
                for t in haystack.turns
            ]
            started = time.perf_counter()
            memory.add_episodes(records)
            adds.append(time.perf_counter() - started)
            turns.append(len(records))
            memory.recall("warm up", budget_tokens=1000)  # builds the keyword index once
            times, cpu = [], []
            for question in asked:
                forget_questions(memory.core.embedder)
                started, used = time.perf_counter(), time.process_time()
                memory.recall(question.text, budget_tokens=1000, now=haystack.questions[0].now)
                times.append((time.perf_counter() - started) * 1000)
                cpu.append((time.process_time() - used) * 1000)
            p50s.append(float(np.percentile(times, 50)))
            p95s.append(float(np.percentile(times, 95)))
            cpu50s.append(float(np.percentile(cpu, 50)))
            cpu95s.append(float(np.percentile(cpu, 95)))
    return {
        "add_s": statistics.median(adds),
        "recall_p50_ms": statistics.median(p50s),
        "recall_p95_ms": statistics.median(p95s),
        "recall_cpu_p50_ms": statistics.median(cpu50s),
        "recall_cpu_p95_ms": statistics.median(cpu95s),
        "turns": statistics.median(turns),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", help="longmemeval_s.json or a folder of per-question files")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--haystacks", type=int, default=3)
    parser.add_argument("--questions", type=int, default=50)
    parser.add_argument("--vectors", action="store_true", help="MiniLM vectors (default keyword only)")
    parser.add_argument("--vector-cache", metavar="DIR", help="with --vectors: the eval harness's vector cache")
    parser.add_argument("--out", default=str(HERE / "results" / "recall-lme.json"))
    args = parser.parse_args()
    loaded = load_longmemeval(args.path, limit=max(args.haystacks, args.questions))
    embedder: object = "minilm" if args.vectors else None
    if args.vectors and args.vector_cache:
        inner = MiniLMEmbedder()
        embedder = SharedVectors(inner, cache=VectorCache(args.vector_cache, model=inner.name))
    runs = [
        one_run(loaded, haystacks=args.haystacks, questions=args.questions, embedder=embedder) for _ in range(args.runs)
    ]
    figures = {key: round(statistics.median(run[key] for run in runs), 3) for key in runs[0]}
    result = {
        "machine": machine(),
        "load": [round(v, 2) for v in os.getloadavg()],
        "embedder": getattr(embedder, "name", embedder),
        "vector_cache": args.vector_cache,
        "runs": runs,
        "median": figures,
    }
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
