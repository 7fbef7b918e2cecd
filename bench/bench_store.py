"""Store benchmark: 100,000 concepts and 200,000 relations, no embeddings.

Measures bulk-add time, open time, the latency of one ``add_concept`` (which
includes its save), peak RSS and folder size. Each run builds the memory in
one process and opens and uses it in another, so each has its own peak RSS;
figures are medians over runs. Targets (issue 2): open ≤ 3 s, one add + save
≤ 10 ms p50, peak RSS ≤ 1 GB.

    python bench/bench_store.py [--concepts 100000] [--relations 200000] [--runs 3]
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

from c0lab import Memory

RESULTS = Path(__file__).resolve().parent / "results" / "store.json"
RELATION_TYPES = ["USES", "PART_OF", "LED_BY", "CITES", "NEAR"]


def folder_bytes(path: Path) -> int:
    return sum(file.stat().st_size for file in path.rglob("*") if file.is_file())


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def build(folder: str, concepts: int, relations: int) -> dict[str, float]:
    """Bulk-add the concepts and relations into ``folder``; time it."""
    rng = random.Random(7)
    names = [f"concept {number:06d}" for number in range(concepts)]
    started = time.perf_counter()
    with Memory.open(folder, embedder=None) as mem:
        mem.add_concepts({"name": name, "description": f"description of {name}"} for name in names)
        concepts_done = time.perf_counter()
        pairs = ((rng.randrange(concepts), rng.randrange(1, concepts)) for _ in range(relations))
        mem.add_relations(
            {
                "source": names[source],
                "type": rng.choice(RELATION_TYPES),
                "target": names[(source + step) % concepts],
                "valid_from": f"{rng.randint(2000, 2025)}-01-01",
            }
            for source, step in pairs
        )
        bulk_done = time.perf_counter()
    return {
        "bulk_add_concepts_s": concepts_done - started,
        "bulk_add_relations_s": bulk_done - concepts_done,
        "close_with_compaction_s": time.perf_counter() - bulk_done,
        "peak_rss_build_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "folder_mb": folder_bytes(Path(folder)) / 2**20,
    }


def use(folder: str, adds: int, opens: int) -> dict[str, float]:
    """Open the built memory several times, then time single adds (each one saved)."""
    open_times = []
    for _ in range(opens):
        begin = time.perf_counter()
        mem = Memory.open(folder, embedder=None)
        open_times.append(time.perf_counter() - begin)
        mem.close()
    with Memory.open(folder, embedder=None) as mem:
        add_times = []
        for number in range(adds):
            begin = time.perf_counter()
            mem.add_concept(f"new idea {os.getpid()} {number:05d}", "typed in a notebook")
            add_times.append(time.perf_counter() - begin)
        mem.store.compact()  # leave the folder as it was: one base
    return {
        "open_s": statistics.median(open_times),
        "add_concept_p50_ms": 1000 * statistics.median(add_times),
        "add_concept_p95_ms": 1000 * percentile(add_times, 0.95),
        "peak_rss_open_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--concepts", type=int, default=100_000)
    parser.add_argument("--relations", type=int, default=200_000)
    parser.add_argument("--adds", type=int, default=300, help="single adds timed per run")
    parser.add_argument("--opens", type=int, default=3, help="opens timed per run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-save", action="store_true", help="print the figures, leave bench/results alone")
    parser.add_argument("--phase", choices=["build", "use"], help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phase == "build":
        print(json.dumps(build(args.folder, args.concepts, args.relations)))
        return
    if args.phase == "use":
        print(json.dumps(use(args.folder, args.adds, args.opens)))
        return
    runs = []
    for number in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="c0lab-bench-") as folder:
            run = in_process(
                __file__,
                "--phase",
                "build",
                "--folder",
                folder,
                "--concepts",
                str(args.concepts),
                "--relations",
                str(args.relations),
            )
            run |= in_process(
                __file__, "--phase", "use", "--folder", folder, "--adds", str(args.adds), "--opens", str(args.opens)
            )
        runs.append(run)
        print(f"run {number + 1}/{args.runs}: {runs[-1]}", file=sys.stderr)
    medians = {key: round(statistics.median(run[key] for run in runs), 3) for key in runs[0]}
    targets = {"open_s": 3.0, "add_concept_p50_ms": 10.0, "peak_rss_build_mb": 1024.0, "peak_rss_open_mb": 1024.0}
    report = {
        "benchmark": "store",
        "machine": machine(),
        "workload": {"concepts": args.concepts, "relations": args.relations, "adds": args.adds, "runs": args.runs},
        "median": medians,
        "targets": {key: {"target": limit, "met": medians[key] <= limit} for key, limit in targets.items()},
        "runs": runs,
    }
    if not args.no_save:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({"median": medians, "targets": report["targets"]}, indent=2))


if __name__ == "__main__":
    main()
