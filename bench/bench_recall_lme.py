"""Recall on a LongMemEval haystack (issue 23): adding ~500 turns, and recall p50 / p95, keyword only or MiniLM.

For each of the first ``--haystacks`` dev-half questions of a LongMemEval file
or folder (``longmemeval_s.json`` or per-question files; the data is not
shipped), a fresh memory gets the question's haystack through
``add_episodes`` (timed), then ``--questions`` dev questions (its own and
others') are asked with ``recall`` at 1,000 tokens at the question's own
moment (timed each). A run's figures are the median over its haystacks of the
add time and of the recall p50 / p95; ``--runs`` runs, medians reported.
Targets: keyword only p50 ≤ 50 ms, p95 ≤ 150 ms, adding ≤ 1 s; with MiniLM
p50 ≤ 150 ms, p95 ≤ 300 ms.

    python bench/bench_recall_lme.py PATH [--runs 3] [--haystacks 3] [--questions 50] [--vectors]
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

HERE = Path(__file__).resolve().parent


def one_run(loaded, *, haystacks: int, questions: int, embedder: str | None) -> dict:
    asked = [question for haystack in loaded.haystacks for question in haystack.questions][:questions]
    adds, p50s, p95s, turns = [], [], [], []
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
            times = []
            for question in asked:
                started = time.perf_counter()
                memory.recall(question.text, budget_tokens=1000, now=haystack.questions[0].now)
                times.append((time.perf_counter() - started) * 1000)
            p50s.append(float(np.percentile(times, 50)))
            p95s.append(float(np.percentile(times, 95)))
    return {
        "add_s": statistics.median(adds),
        "recall_p50_ms": statistics.median(p50s),
        "recall_p95_ms": statistics.median(p95s),
        "turns": statistics.median(turns),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", help="longmemeval_s.json or a folder of per-question files")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--haystacks", type=int, default=3)
    parser.add_argument("--questions", type=int, default=50)
    parser.add_argument("--vectors", action="store_true", help="MiniLM vectors (default keyword only)")
    parser.add_argument("--out", default=str(HERE / "results" / "recall-lme.json"))
    args = parser.parse_args()
    loaded = load_longmemeval(args.path, limit=max(args.haystacks, args.questions))
    embedder = "minilm" if args.vectors else None
    runs = [
        one_run(loaded, haystacks=args.haystacks, questions=args.questions, embedder=embedder) for _ in range(args.runs)
    ]
    figures = {key: round(statistics.median(run[key] for run in runs), 3) for key in runs[0]}
    result = {
        "machine": machine(),
        "load": [round(v, 2) for v in os.getloadavg()],
        "embedder": embedder,
        "runs": runs,
        "median": figures,
    }
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
