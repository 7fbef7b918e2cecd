"""Analytics benchmark: PageRank and communities over 100,000 concepts, as of two dates.

The store benchmark's graph (100,000 concepts, 200,000 relations valid from
2000–2025), no embeddings. Each run opens the memory in a fresh process and
times ``pagerank`` and ``communities`` (Louvain) as of 2010-01-01 (about 40%
of the relations) and as of now (all of them).

    python bench/bench_analytics.py [--concepts 100000] [--relations 200000] [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import machine

from c0lab import Memory

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results" / "analytics.json"
DATES = {"2010": "2010-01-01", "now": None}


def measure(folder: str) -> dict[str, float]:
    figures = {}
    with Memory.open(folder, embedder=None, read_only=True) as mem:
        for label, as_of in DATES.items():
            begin = time.perf_counter()
            ranks = mem.analytics.pagerank(as_of=as_of)
            figures[f"pagerank_{label}_s"] = time.perf_counter() - begin
            begin = time.perf_counter()
            found = mem.analytics.communities(as_of=as_of)
            figures[f"communities_{label}_s"] = time.perf_counter() - begin
            figures[f"communities_{label}"] = int(found["community"].nunique())
            figures[f"concepts_{label}"] = len(ranks)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--concepts", type=int, default=100_000)
    parser.add_argument("--relations", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-save", action="store_true", help="print the figures, leave bench/results alone")
    parser.add_argument("--measure", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure(args.measure)))
        return
    with tempfile.TemporaryDirectory(prefix="c0lab-bench-") as folder:
        subprocess.run(
            [
                sys.executable,
                str(HERE / "bench_store.py"),
                "--phase",
                "build",
                "--folder",
                folder,
                "--concepts",
                str(args.concepts),
                "--relations",
                str(args.relations),
            ],
            check=True,
            capture_output=True,
        )
        runs = []
        for number in range(args.runs):
            output = subprocess.run(
                [sys.executable, __file__, "--measure", folder], check=True, capture_output=True, text=True
            ).stdout
            runs.append(json.loads(output.strip().splitlines()[-1]))
            print(f"run {number + 1}/{args.runs}: {runs[-1]}", file=sys.stderr)
    medians = {key: round(statistics.median(run[key] for run in runs), 3) for key in runs[0]}
    report = {
        "benchmark": "analytics",
        "machine": machine(),
        "workload": {"concepts": args.concepts, "relations": args.relations, "runs": args.runs},
        "median": medians,
        "runs": runs,
    }
    if not args.no_save:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({"median": medians}, indent=2))


if __name__ == "__main__":
    main()
