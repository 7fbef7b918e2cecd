"""Recall benchmark: ``Memory.recall`` over a million tokens of conversation.

The seeded conversation generator, run long enough to hold about 1,000,000
tokens of messages; their MiniLM vectors are computed once and cached in
``bench/.cache``; every query is new text, embedded live, and its embedding
is also timed on its own in the same run. Target (issue 7): recall p50 ≤
query-embedding p50 + 20 ms.

    python bench/bench_recall.py [--sessions 10700] [--queries 100] [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import machine
from bench_retrieval import CachedEmbedder, summarize_runs, timed

from c0lab import Memory
from c0lab.bench.dialogue import generate_conversation
from c0lab.index.embedders import count_tokens

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results" / "recall.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=10_700)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-save", action="store_true", help="print the figures, leave bench/results alone")
    args = parser.parse_args()
    messages, questions = generate_conversation(seed=3, sessions=args.sessions, things=400)
    tokens = sum(count_tokens(message["text"]) for message in messages)
    texts = [f"{message['speaker']}: {message['text']}" for message in messages]
    embedder = CachedEmbedder(sorted(set(texts)), HERE / ".cache" / f"minilm-dialogue-{args.sessions}.npy")
    rng = random.Random(9)
    with tempfile.TemporaryDirectory(prefix="c0lab-bench-") as folder:
        mem = Memory.open(folder, embedder=embedder)
        begin = time.perf_counter()
        for start in range(0, len(messages), 20_000):
            mem.add_episodes(messages[start : start + 20_000])
        build_s = time.perf_counter() - begin
        mem.recall("warm up")
        runs = []
        for run in range(args.runs):
            asked = [f"{rng.choice(questions).text} ({run}.{i})" for i in range(args.queries)]
            runs.append(
                {
                    "embed_query_ms": timed(lambda q: embedder.inner.embed([f"{q} alone"]), asked),
                    "recall_ms": timed(lambda q: mem.recall(q, budget_tokens=1000), asked),
                }
            )
        status = mem.status()
        mem.close()
    summary = summarize_runs(runs)
    target = summary["embed_query_ms_p50"] + 20
    report = {
        "benchmark": "recall",
        "machine": machine(),
        "workload": {
            "messages": len(messages),
            "tokens": tokens,
            "sessions": args.sessions,
            "queries": args.queries,
            "runs": args.runs,
            "vectors": status["vectors"],
            "build_s": round(build_s, 1),
        },
        "median_over_runs": summary,
        "targets": {"recall_ms_p50": {"target": round(target, 2), "met": summary["recall_ms_p50"] <= target}},
    }
    if not args.no_save:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
