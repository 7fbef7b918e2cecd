"""Retrieval benchmark: search and walk latency over 100,000 concepts.

A seeded synthetic memory of invented concepts (names and descriptions from
a made-up vocabulary) and 200,000 dated relations. The concepts' MiniLM
vectors are computed once and cached in ``bench/.cache``; every query is new
text, embedded live, so hybrid search and walk pay for their query's
embedding, which is also timed on its own in the same run.

Targets (issue 3): keyword-only search p50 ≤ 5 ms; hybrid search and walk
(depth 2) p50 ≤ query-embedding p50 + 15 ms.

    python bench/bench_retrieval.py [--concepts 100000] [--queries 200] [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import machine

from c0lab import Memory, MiniLMEmbedder

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results" / "retrieval.json"
SYLLABLES = ["ka", "lo", "mi", "ver", "tan", "sol", "ri", "bel", "dun", "qua", "zen", "or", "pha", "el", "gri", "mo"]
RELATION_TYPES = ["USES", "PART_OF", "LED_BY", "CITES", "NEAR"]


def word(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))


def world(concepts: int, seed: int = 11) -> tuple[list[dict], list[str]]:
    """Concept records and a vocabulary, the same for the same seed."""
    rng = random.Random(seed)
    vocabulary = sorted({word(rng) for _ in range(8000)})
    records = []
    for number in range(concepts):
        name = f"{word(rng).title()} {word(rng).title()} {number}"
        description = " ".join(rng.choice(vocabulary) for _ in range(rng.randint(8, 16)))
        records.append({"name": name, "description": description})
    return records, vocabulary


class CachedEmbedder:
    """MiniLM, with the concepts' vectors read from a cache file; anything else is embedded live."""

    def __init__(self, texts: list[str], cache: Path) -> None:
        self.inner = MiniLMEmbedder()
        self.name = self.inner.name
        if cache.exists():
            vectors = np.load(cache)
        else:
            print(f"embedding {len(texts)} texts once (cached in {cache}) …", file=sys.stderr)
            vectors = self.inner.embed(texts)
            cache.parent.mkdir(parents=True, exist_ok=True)
            np.save(cache, vectors)
        self.known = dict(zip(texts, vectors, strict=True))

    def embed(self, texts: list[str]) -> np.ndarray:
        if all(text in self.known for text in texts):
            return np.stack([self.known[text] for text in texts])
        return self.inner.embed(texts)

    def count_tokens(self, text: str) -> int:
        return self.inner.count_tokens(text)

    def count_tokens_many(self, texts: list[str]) -> list[int]:
        return self.inner.count_tokens_many(texts)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def timed(call, queries: list[str]) -> list[float]:
    times = []
    for query in queries:
        begin = time.perf_counter()
        call(query)
        times.append(1000 * (time.perf_counter() - begin))
    return times


def summarize_runs(runs: list[dict[str, list[float]]]) -> dict[str, float]:
    """For each timed series: the median over runs of its p50 and of its p95."""
    summary = {}
    for key in runs[0]:
        summary[f"{key}_p50"] = round(statistics.median(statistics.median(run[key]) for run in runs), 2)
        summary[f"{key}_p95"] = round(statistics.median(percentile(run[key], 0.95) for run in runs), 2)
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--concepts", type=int, default=100_000)
    parser.add_argument("--relations", type=int, default=200_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-save", action="store_true", help="print the figures, leave bench/results alone")
    args = parser.parse_args()

    records, vocabulary = world(args.concepts)
    texts = [f"{record['name']}. {record['description']}" for record in records]
    embedder = CachedEmbedder(texts, HERE / ".cache" / f"minilm-{args.concepts}.npy")
    rng = random.Random(5)
    with tempfile.TemporaryDirectory(prefix="c0lab-bench-") as folder:
        build = time.perf_counter()
        mem = Memory.open(folder, embedder=embedder)
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
        build_s = time.perf_counter() - build
        mem.search("warm up the keyword index", mode="keyword")
        runs = []
        for run in range(args.runs):
            picked = [rng.choice(records) for _ in range(args.queries)]
            # Each query is new text: three words of a concept's description and a run-unique word.
            queries = [f"{' '.join(rng.sample(r['description'].split(), 3))} {run}x{i}" for i, r in enumerate(picked)]
            embed_only = [f"{query} alone" for query in queries]
            runs.append(
                {
                    "embed_query_ms": timed(lambda q: embedder.inner.embed([q]), embed_only),
                    "keyword_search_ms": timed(lambda q: mem.search(q, k=10, mode="keyword"), queries),
                    "hybrid_search_ms": timed(lambda q: mem.search(f"{q} hybrid", k=10), queries),
                    "walk_depth2_ms": timed(lambda q: mem.walk(f"{q} walk", depth=2), queries),
                }
            )
        status = mem.status()
        mem.close()
    summary = summarize_runs(runs)
    budget = summary["embed_query_ms_p50"] + 15
    targets = {
        "keyword_search_ms_p50": {"target": 5.0, "met": summary["keyword_search_ms_p50"] <= 5.0},
        "hybrid_search_ms_p50": {"target": round(budget, 2), "met": summary["hybrid_search_ms_p50"] <= budget},
        "walk_depth2_ms_p50": {"target": round(budget, 2), "met": summary["walk_depth2_ms_p50"] <= budget},
    }
    report = {
        "benchmark": "retrieval",
        "machine": machine(),
        "workload": {
            "concepts": args.concepts,
            "relations": args.relations,
            "queries": args.queries,
            "runs": args.runs,
            "items": status["items"],
            "vectors": status["vectors"],
            "build_s": round(build_s, 1),
        },
        "median_over_runs": summary,
        "targets": targets,
    }
    if not args.no_save:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({"median_over_runs": summary, "targets": targets}, indent=2))


if __name__ == "__main__":
    main()
