"""Walk and recall latency without the query embedding: what issue 15's question-guided walk and windowed recall cost.

The retrieval benchmark's world (100,000 concepts, 200,000 relations) and
the recall benchmark's conversation (about 1,000,000 tokens), both
keyword-only so that only the walk's and recall's own work is timed (the
query embedding is the same for every version and is timed by
``bench_retrieval.py`` / ``bench_recall.py``). Run it once with the code
under test and once with the code to compare against on ``PYTHONPATH``;
series a version does not have are left out.

    python bench/bench_walk.py [--concepts 100000] [--sessions 10700] [--queries 100] [--runs 3] [--out FILE]
"""

from __future__ import annotations

import argparse
import inspect
import json
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import machine
from bench_retrieval import RELATION_TYPES, summarize_runs, timed, world

from c0lab import Memory
from c0lab.bench.dialogue import generate_conversation

HERE = Path(__file__).resolve().parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--concepts", type=int, default=100_000)
    parser.add_argument("--relations", type=int, default=200_000)
    parser.add_argument("--sessions", type=int, default=10_700)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--out", type=Path, default=HERE / "results" / "walk.json")
    args = parser.parse_args()
    rng = random.Random(5)
    records, _ = world(args.concepts)
    defaults = inspect.signature(Memory.walk).parameters
    runs: list[dict[str, list[float]]] = [{} for _ in range(args.runs)]
    with tempfile.TemporaryDirectory(prefix="c0lab-bench-") as folder:
        with Memory.open(Path(folder) / "graph", embedder=None) as mem:
            mem.add_concepts(records, force=True)
            names = [record["name"] for record in records]
            pairs = ((rng.randrange(args.concepts), rng.randrange(1, args.concepts)) for _ in range(args.relations))
            mem.add_relations(
                {
                    "source": names[a],
                    "type": rng.choice(RELATION_TYPES),
                    "target": names[(a + step) % args.concepts],
                    "valid_from": f"{rng.randint(2000, 2025)}-01-01",
                }
                for a, step in pairs
            )
            mem.walk("warm up")
            for run in runs:
                picked = [rng.choice(records) for _ in range(args.queries)]
                # a concept's name and a relation word: the walk resolves it and follows its relations
                queries = [f"who leads {record['name']}" for record in picked]
                run["walk_depth2_out_ms"] = timed(lambda q: mem.walk(q, depth=2, direction="out"), queries)
                run["walk_default_ms"] = timed(lambda q: mem.walk(q), queries)
                # the same questions with a date as people write it: the one reader reads each once
                forms = ("in Jan, 2019", "as of 2015", "in the 2010s", "in summer of 2018", "this year as of 2019")
                dated = [f"who led {record['name']} {forms[i % len(forms)]}?" for i, record in enumerate(picked)]
                run["walk_dated_ms"] = timed(lambda q: mem.walk(q), dated)
        messages, questions = generate_conversation(seed=3, sessions=args.sessions, things=400)
        with Memory.open(Path(folder) / "talk", embedder=None) as mem:
            for start in range(0, len(messages), 20_000):
                mem.add_episodes(messages[start : start + 20_000])
            mem.recall("warm up")
            for number, run in enumerate(runs):
                asked = [f"{rng.choice(questions).text} ({number}.{i})" for i in range(args.queries)]
                run["recall_ms"] = timed(lambda q: mem.recall(q, budget_tokens=1000), asked)
    report = {
        "benchmark": "walk",
        "machine": machine(),
        "workload": {
            "concepts": args.concepts,
            "relations": args.relations,
            "messages": len(messages),
            "queries": args.queries,
            "runs": args.runs,
            "embedder": None,
            "walk_defaults": {name: defaults[name].default for name in ("depth", "direction")},
        },
        "median_over_runs": summarize_runs(runs),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
