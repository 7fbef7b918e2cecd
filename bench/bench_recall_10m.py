"""Recall over ten million tokens of conversation (issue 17): keyword only, or with MiniLM vectors.

The seeded conversation generator of ``bench_recall.py`` run ten times longer
(125,000 sessions, about 10M tokens of messages). By default no vectors: the
figure is everything recall does *besides* embedding the query, so the
keyword-only p50 must stay under 30 ms (target: recall p50 ≤ embed + 30 ms).
``--vectors``: MiniLM vectors of every distinct message (computed once and
cached in ``bench/.cache``, as ``bench_recall.py`` does), each question new
text embedded live, and the embedding of each question timed on its own too.
Each run builds the memory in one fresh process (``add_episodes`` in chunks
of 20,000) and measures in a second (open, the first recall, which builds
the keyword index, then the p50 of ``--queries`` recalls). Load averages are
recorded beside the figures (the machine is shared).

    python bench/bench_recall_10m.py [--sessions 125000] [--queries 100] [--runs 1] [--vectors]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import in_process, machine

HERE = Path(__file__).resolve().parent
TARGET_MS = 30  # recall p50 ≤ embed + 30 ms; no embedding here


def _load() -> list[float]:
    return [round(value, 2) for value in os.getloadavg()]


def embedder_for(messages: list[dict], sessions: int, vectors: bool):
    """``None`` (keyword only), or MiniLM with the vectors of every distinct message read from a cache."""
    if not vectors:
        return None
    from bench_retrieval import CachedEmbedder

    texts = sorted({f"{message['speaker']}: {message['text']}" for message in messages})
    return CachedEmbedder(texts, HERE / ".cache" / f"minilm-dialogue-{sessions}.npy")


def build(folder: str, sessions: int, vectors: bool) -> dict:
    from c0lab import Memory
    from c0lab.bench.dialogue import generate_conversation
    from c0lab.index.embedders import count_tokens

    messages, _ = generate_conversation(seed=3, sessions=sessions, things=400)
    tokens = sum(count_tokens(message["text"]) for message in messages)
    embedder = embedder_for(messages, sessions, vectors)
    begin, cpu = time.perf_counter(), time.process_time()
    with Memory.open(folder, embedder=embedder) as mem:
        for start in range(0, len(messages), 20_000):
            mem.add_episodes(messages[start : start + 20_000])
    return {
        "messages": len(messages),
        "tokens": tokens,
        "distinct_texts": len(embedder.known) if embedder else None,
        "build_s": time.perf_counter() - begin,
        "build_s_cpu": time.process_time() - cpu,
        "peak_rss_build_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "load_build": _load(),
    }


def use(folder: str, sessions: int, queries: int, vectors: bool) -> dict:
    from c0lab import Memory
    from c0lab.bench.dialogue import generate_conversation

    messages, questions = generate_conversation(seed=3, sessions=sessions, things=400)
    embedder = embedder_for(messages, sessions, vectors)
    del messages
    rng = random.Random(9)
    asked = [rng.choice(questions).text for _ in range(queries)]
    figures: dict = {}
    if embedder is not None:  # each question new text (no query cache), its embedding also timed alone
        asked = [f"{question} ({number})" for number, question in enumerate(asked)]
        alone = []
        for question in asked:
            begin = time.perf_counter()
            embedder.inner.embed([f"{question} alone"])
            alone.append(time.perf_counter() - begin)
        figures["embed_query_p50_ms"] = 1000 * statistics.median(alone)
    begin, cpu = time.perf_counter(), time.process_time()
    mem = Memory.open(folder, embedder=embedder)
    figures["open_s"], figures["open_s_cpu"] = time.perf_counter() - begin, time.process_time() - cpu
    with mem:
        begin, cpu = time.perf_counter(), time.process_time()
        mem.recall("warm up: what did we decide", budget_tokens=1000)
        figures["first_recall_s"] = time.perf_counter() - begin
        figures["first_recall_s_cpu"] = time.process_time() - cpu
        walls, cpus = [], []
        for question in asked:
            begin, cpu = time.perf_counter(), time.process_time()
            recall = mem.recall(question, budget_tokens=1000)
            walls.append(time.perf_counter() - begin)
            cpus.append(time.process_time() - cpu)
        figures["recall_p50_ms"] = 1000 * statistics.median(walls)
        figures["recall_p50_ms_cpu"] = 1000 * statistics.median(cpus)
        figures["recall_p90_ms"] = 1000 * statistics.quantiles(walls, n=10)[-1]
        figures["recalled_items_last"] = len(recall.items)
    figures["peak_rss_use_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    figures["load_use"] = _load()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=125_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument(
        "--vectors",
        action="store_true",
        help="MiniLM vectors of every distinct message (embedded once, then cached in bench/.cache)",
    )
    parser.add_argument("--no-save", action="store_true", help="print the figures, leave bench/results alone")
    parser.add_argument("--phase", choices=["build", "use"], help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phase == "build":
        print(json.dumps(build(args.folder, args.sessions, args.vectors)))
        return
    if args.phase == "use":
        print(json.dumps(use(args.folder, args.sessions, args.queries, args.vectors)))
        return
    runs = []
    for number in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="c0lab-recall10m-") as folder:
            vectors = ["--vectors"] if args.vectors else []
            run = in_process(
                __file__, "--phase", "build", "--folder", folder, "--sessions", str(args.sessions), *vectors
            )
            print(f"run {number + 1}: built {run}", file=sys.stderr, flush=True)
            run |= in_process(
                __file__,
                "--phase",
                "use",
                "--folder",
                folder,
                "--sessions",
                str(args.sessions),
                "--queries",
                str(args.queries),
                *vectors,
            )
        runs.append(run)
        print(f"run {number + 1}/{args.runs}: {run}", file=sys.stderr, flush=True)
    numeric = sorted({key for run in runs for key, value in run.items() if isinstance(value, (int, float))})
    medians = {key: round(statistics.median(run[key] for run in runs), 3) for key in numeric}
    limit = TARGET_MS + medians.get("embed_query_p50_ms", 0)  # recall p50 ≤ embed + 30 ms
    report = {
        "benchmark": "recall-10m",
        "machine": machine(),
        "workload": {
            "sessions": args.sessions,
            "queries": args.queries,
            "runs": args.runs,
            "vectors": "MiniLM, every distinct message" if args.vectors else 0,
        },
        "median": medians,
        "runs": runs,
        "target": {"recall_p50_ms": round(limit, 2), "met": medians["recall_p50_ms"] <= limit},
    }
    if not args.no_save:
        path = HERE / "results" / f"recall-10m{'-vectors' if args.vectors else ''}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
