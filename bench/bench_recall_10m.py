"""Recall over ten million tokens of conversation (issue 17), keyword only.

The seeded conversation generator of ``bench_recall.py`` run ten times longer
(125,000 sessions, about 10M tokens of messages). No vectors: embedding 10M
tokens with MiniLM takes hours on the 2-core development machine, so this
measures everything recall does *besides* embedding the query — the target
is recall p50 ≤ embed + 30 ms, so the keyword-only p50 must stay under 30 ms.
Each run builds the memory in one fresh process (``add_episodes`` in chunks
of 20,000) and measures in a second (open, the first recall, which builds
the keyword index, then the p50 of ``--queries`` recalls). Load averages are
recorded beside the figures (the machine is shared).

    python bench/bench_recall_10m.py [--sessions 125000] [--queries 100] [--runs 1]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import machine  # noqa: E402

HERE = Path(__file__).resolve().parent
TARGET_MS = 30  # recall p50 ≤ embed + 30 ms; no embedding here


def _load() -> list[float]:
    return [round(value, 2) for value in os.getloadavg()]


def build(folder: str, sessions: int) -> dict:
    from c0lab import Memory
    from c0lab.bench.dialogue import generate_conversation
    from c0lab.index.embedders import count_tokens

    messages, _ = generate_conversation(seed=3, sessions=sessions, things=400)
    tokens = sum(count_tokens(message["text"]) for message in messages)
    begin, cpu = time.perf_counter(), time.process_time()
    with Memory.open(folder, embedder=None) as mem:
        for start in range(0, len(messages), 20_000):
            mem.add_episodes(messages[start : start + 20_000])
    return {"messages": len(messages), "tokens": tokens, "build_s": time.perf_counter() - begin,
            "build_s_cpu": time.process_time() - cpu,
            "peak_rss_build_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "load_build": _load()}


def use(folder: str, sessions: int, queries: int) -> dict:
    from c0lab import Memory
    from c0lab.bench.dialogue import generate_conversation

    _, questions = generate_conversation(seed=3, sessions=sessions, things=400)
    rng = random.Random(9)
    asked = [f"{rng.choice(questions).text}" for _ in range(queries)]
    figures: dict = {}
    begin, cpu = time.perf_counter(), time.process_time()
    mem = Memory.open(folder, embedder=None)
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


def in_process(*args: str) -> dict:
    output = subprocess.run([sys.executable, __file__, *args], check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=125_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--no-save", action="store_true", help="print the figures, leave bench/results alone")
    parser.add_argument("--phase", choices=["build", "use"], help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phase == "build":
        print(json.dumps(build(args.folder, args.sessions)))
        return
    if args.phase == "use":
        print(json.dumps(use(args.folder, args.sessions, args.queries)))
        return
    runs = []
    for number in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="c0lab-recall10m-") as folder:
            run = in_process("--phase", "build", "--folder", folder, "--sessions", str(args.sessions))
            print(f"run {number + 1}: built {run}", file=sys.stderr, flush=True)
            run |= in_process("--phase", "use", "--folder", folder, "--sessions", str(args.sessions),
                              "--queries", str(args.queries))
        runs.append(run)
        print(f"run {number + 1}/{args.runs}: {run}", file=sys.stderr, flush=True)
    numeric = sorted({key for run in runs for key, value in run.items() if isinstance(value, (int, float))})
    medians = {key: round(statistics.median(run[key] for run in runs), 3) for key in numeric}
    report = {"benchmark": "recall-10m", "machine": machine(),
              "workload": {"sessions": args.sessions, "queries": args.queries, "runs": args.runs, "vectors": 0},
              "median": medians, "runs": runs,
              "target": {"recall_p50_ms (no embedding)": TARGET_MS, "met": medians["recall_p50_ms"] <= TARGET_MS}}
    if not args.no_save:
        path = HERE / "results" / "recall-10m.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
