"""Scale benchmark (issue 17): the store, analytics and upkeep at 100k concepts / 200k relations and beyond.

Each run builds a fresh memory in one process (bulk add), then measures in a
second fresh process (open, first search after open, keyword search, one
add + save, building a time slice, PageRank, communities, duplicates and
audit, peak RSS), and in a third times NetworkX on the same slice: the
slice built edge by edge as a ``DiGraph`` (what c0lab did before), its
``pagerank`` and its Louvain. The ratio NetworkX / c0lab is the figure that
survives a noisy machine. Figures are medians over runs; no embeddings. The
one-minute load average at the end of each phase is recorded beside them
(``load_build``, ``load_networkx``, ``load_use``): the machine is shared.

Concept names and descriptions are drawn from an invented vocabulary (so
keyword search is not one word matched by every document), relations join
random pairs and hold from random years 2000–2025, and 0.5% of the
concepts are planted typo near-duplicates (added with ``force=True``).

    python bench/bench_scale.py [--concepts 100000] [--relations 200000] [--runs 3] [--networkx-louvain-runs 1]
    python bench/bench_scale.py --concepts 1000000 --relations 2000000 --runs 1 --networkx-louvain-runs 0
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
RELATION_TYPES = ["USES", "PART_OF", "LED_BY", "CITES", "NEAR"]
LETTERS = "bcdfghjklmnprstvz"
VOWELS = "aeiou"

TARGETS = {  # (at 100k / 200k, at 1M / 2M); seconds unless the name says otherwise
    "slice_first_s": (0.3, 3),
    "slice_s": (0.3, 3),
    "pagerank_s": (0.5, 5),
    "communities_s": (5, 60),
    "communities_again_s": (5, 60),
    "open_s": (2, 15),
    "keyword_p50_ms": (3, 15),
    "add_save_p50_ms": (2, 5),
    "peak_rss_use_mb": (1024, 6144),
    "peak_rss_build_mb": (1024, 6144),
    "duplicates_s": (30, 300),
    "audit_s": (30, 300),
    "bulk_add_s": (15, 150),
    "first_search_s": (3, 20),
}
NETWORKX = {
    "slice_s": "nx_slice_s",
    "slice_first_s": "nx_slice_s",
    "pagerank_s": "nx_pagerank_s",
    "communities_s": "nx_louvain_s",
    "communities_again_s": "nx_louvain_s",
}


def vocabulary(rng: random.Random, size: int = 6000) -> list[str]:
    words = set()
    while len(words) < size:
        words.add("".join(rng.choice(LETTERS) + rng.choice(VOWELS) for _ in range(rng.randint(2, 4))))
    return sorted(words)


def names_and_texts(concepts: int) -> tuple[list[str], list[str], list[str]]:
    """Concept names (two invented words and a number: never a typo of one another), descriptions, words."""
    rng = random.Random(11)
    words = vocabulary(rng)
    names = [f"{rng.choice(words)} {rng.choice(words)} {number}" for number in range(concepts)]
    texts = [" ".join(rng.choices(words, k=rng.randint(8, 14))) for _ in range(concepts)]
    return names, texts, words


def typo(name: str, rng: random.Random) -> str:
    """The name with two letters of its first word swapped."""
    at = rng.randrange(1, len(name.split()[0]))
    return name[: at - 1] + name[at] + name[at - 1] + name[at + 1 :]


def build(folder: str, concepts: int, relations: int) -> dict[str, float]:
    """Bulk-add the concepts, their planted typos and the relations into ``folder``; time it."""
    from c0lab import Memory

    rng = random.Random(7)
    names, texts, _ = names_and_texts(concepts)
    twins = [typo(names[number], rng) for number in rng.sample(range(concepts), concepts // 200)]
    started, cpu = time.perf_counter(), time.process_time()
    with Memory.open(folder, embedder=None) as mem:
        mem.add_concepts({"name": name, "description": text} for name, text in zip(names, texts, strict=True))
        concepts_done = time.perf_counter()
        concepts_cpu = time.process_time() - cpu
        mem.add_concepts(({"name": name} for name in twins), force=True)
        pairs = ((rng.randrange(concepts), rng.randrange(1, concepts)) for _ in range(relations))
        twins_done, cpu = time.perf_counter(), time.process_time()
        mem.add_relations(
            {
                "source": names[source],
                "type": rng.choice(RELATION_TYPES),
                "target": names[(source + step) % concepts],
                "valid_from": f"{rng.randint(2000, 2025)}-01-01",
            }
            for source, step in pairs
        )
        done, relations_cpu = time.perf_counter(), time.process_time() - cpu
    return {
        "bulk_add_s_cpu": concepts_cpu + relations_cpu,
        "bulk_add_concepts_s": concepts_done - started,
        "bulk_add_relations_s": done - twins_done,
        "bulk_add_s": (concepts_done - started) + (done - twins_done),
        "close_s": time.perf_counter() - done,
        "peak_rss_build_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "load_build": os.getloadavg()[0],
    }


CPU: dict[str, float] = {}
"""CPU seconds of this process for the last call timed under each label (the machine is shared: CPU
time shows the work itself, wall time what a user waited)."""


CALLS: dict[str, list[float]] = {}
"""CPU seconds of each call timed under the label ``call`` (for the p50s in CPU)."""


def timed(call, label: str | None = None) -> tuple[float, object]:
    begin, cpu = time.perf_counter(), time.process_time()
    result = call()
    if label == "call":
        CALLS.setdefault(label, []).append(time.process_time() - cpu)
    elif label:
        CPU[f"{label}_cpu"] = time.process_time() - cpu
    return time.perf_counter() - begin, result


def use(folder: str, concepts: int, queries: int, adds: int, audit: bool) -> dict[str, float]:
    """Open the built memory and measure everything c0lab does on it."""
    from c0lab import Memory
    from c0lab._time import parse_time

    rng = random.Random(3)
    _, _, words = names_and_texts(min(concepts, 10))
    figures: dict[str, float] = {}
    figures["open_s"], mem = timed(lambda: Memory.open(folder, embedder=None), "open_s")
    with mem:
        figures["first_search_s"], _ = timed(
            lambda: mem.search(" ".join(rng.sample(words, 2)), mode="keyword"), "first_search_s"
        )
        latencies = [
            timed(lambda: mem.search(" ".join(rng.sample(words, rng.randint(1, 3))), k=10, mode="keyword"), "call")[0]
            for _ in range(queries)
        ]
        figures["keyword_p50_ms"] = 1000 * statistics.median(latencies)
        figures["keyword_p50_ms_cpu"] = 1000 * statistics.median(CALLS.pop("call"))
        store = mem.store
        now = store.last_change_at
        figures["slice_first_s"], graph = timed(lambda: store.array_slice(as_of=now, known_at=now), "slice_first_s")
        figures["slice_s"], graph = timed(lambda: store.array_slice(as_of=now, known_at=now), "slice_s")
        figures["slice_nodes"], figures["slice_edges"] = len(graph), graph.edge_count
        figures["slice_2010_s"], _ = timed(
            lambda: store.array_slice(as_of=parse_time("2010-01-01"), known_at=now), "slice_2010_s"
        )
        figures["pagerank_s"], _ = timed(lambda: mem.analytics.pagerank(), "pagerank_s")
        figures["communities_s"], found = timed(lambda: mem.analytics.communities(), "communities_s")
        figures["communities"] = int(found["community"].nunique())
        figures["communities_again_s"], _ = timed(
            lambda: mem.analytics.communities(),  # its library imported now
            "communities_again_s",
        )
        figures["duplicates_s"], pairs = timed(lambda: mem.upkeep.duplicates(), "duplicates_s")
        figures["duplicate_pairs"] = len(pairs)
        if audit:
            figures["audit_s"], _ = timed(lambda: mem.audit(), "audit_s")
        add_times = [
            timed(lambda number=number: mem.add_concept(f"new idea {number:05d}", "typed in a notebook"), "call")[0]
            for number in range(adds)
        ]
        figures["add_save_p50_ms"] = 1000 * statistics.median(add_times)
        figures["add_save_p50_ms_cpu"] = 1000 * statistics.median(CALLS.pop("call"))
    figures["peak_rss_use_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    figures["load_use"] = os.getloadavg()[0]
    return figures | CPU


def networkx_slice(store, *, as_of: int, known_at: int):
    """The slice as c0lab built it before issue 17: a NetworkX ``DiGraph`` filled edge by edge from the
    store's multigraph, through a filtered view (the visibility filter asked once per node and edge)."""
    import networkx as nx

    view = store.time_slice(as_of=as_of, known_at=known_at)
    graph = nx.DiGraph()
    graph.add_nodes_from(view.nodes)
    for source, target, key in view.edges(keys=True):
        relation = store.records[key][-1].name
        if relation != "SUPERSEDES":
            graph.add_edge(source, target, relation=relation)
    return graph


def with_networkx(folder: str, louvain: bool) -> dict[str, float]:
    """NetworkX's own times for the same slice and algorithms."""
    import networkx as nx

    from c0lab import Memory

    figures: dict[str, float] = {}
    with Memory.open(folder, embedder=None, read_only=True) as mem:
        store = mem.store
        now = store.last_change_at
        figures["nx_slice_s"], graph = timed(lambda: networkx_slice(store, as_of=now, known_at=now), "nx_slice_s")
        ours = store.array_slice(as_of=now, known_at=now)
        assert (len(graph), graph.number_of_edges()) == (len(ours), ours.edge_count), "the slices differ"
        figures["nx_pagerank_s"], ranks = timed(lambda: nx.pagerank(graph), "nx_pagerank_s")
        from c0lab.store import graphs

        mine = dict(zip(ours.records.tolist(), graphs.pagerank(ours).tolist(), strict=True))
        figures["pagerank_max_difference"] = max(abs(mine[node] - value) for node, value in ranks.items())
        if louvain:
            figures["nx_louvain_s"], _ = timed(
                lambda: nx.community.louvain_communities(graph.to_undirected(), seed=0), "nx_louvain_s"
            )
    figures["load_networkx"] = os.getloadavg()[0]
    return figures


def table(medians: dict[str, float], scale: int) -> str:
    """The issue's rows: measure, c0lab, NetworkX on the same slice, ratio, target."""
    rows = [
        "| measure | c0lab (wall) | c0lab (CPU) | NetworkX (wall) | NetworkX / c0lab | target |",
        "|---|---|---|---|---|---|",
    ]
    for key, limits in TARGETS.items():
        if key not in medians:
            continue
        value, limit = medians[key], limits[scale]
        unit = "MB" if key.endswith("_mb") else "ms" if key.endswith("_ms") else "s"
        other = medians.get(NETWORKX.get(key, ""), None)
        ratio = f"{other / value:.0f}×" if other and value else "—"
        cpu = medians.get(f"{key}_cpu")
        mark = "✓" if value <= limit else "✗" if cpu is None else "✗ wall" + (", ✓ CPU" if cpu <= limit else "")
        rows.append(
            f"| {key} | {value:.3g} {unit} | {f'{cpu:.3g} {unit}' if cpu is not None else '—'} "
            f"| {f'{other:.3g} s' if other else '—'} | {ratio} | ≤ {limit} {unit} {mark} |"
        )
    return "\n".join(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--concepts", type=int, default=100_000)
    parser.add_argument("--relations", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--adds", type=int, default=200)
    parser.add_argument(
        "--networkx-louvain-runs",
        type=int,
        default=1,
        help="runs in which NetworkX's Louvain is timed too (two minutes each at 100k)",
    )
    parser.add_argument("--no-audit", action="store_true", help="time duplicates() but not the whole audit()")
    parser.add_argument("--no-save", action="store_true", help="print the figures, leave bench/results alone")
    parser.add_argument("--phase", choices=["build", "use", "networkx"], help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    parser.add_argument("--louvain", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.phase == "build":
        print(json.dumps(build(args.folder, args.concepts, args.relations)))
        return
    if args.phase == "use":
        print(json.dumps(use(args.folder, args.concepts, args.queries, args.adds, not args.no_audit)))
        return
    if args.phase == "networkx":
        print(json.dumps(with_networkx(args.folder, args.louvain)))
        return
    runs = []
    for number in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="c0lab-scale-") as folder:
            sizes = ["--concepts", str(args.concepts), "--relations", str(args.relations)]
            run = in_process(__file__, "--phase", "build", "--folder", folder, *sizes)
            print(f"run {number + 1}: built {run}", file=sys.stderr, flush=True)
            run |= in_process(
                __file__,
                "--phase",
                "networkx",
                "--folder",
                folder,
                *(["--louvain"] if number < args.networkx_louvain_runs else []),
            )
            run |= in_process(
                __file__,
                "--phase",
                "use",
                "--folder",
                folder,
                *sizes,
                "--queries",
                str(args.queries),
                "--adds",
                str(args.adds),
                *(["--no-audit"] if args.no_audit else []),
            )
        runs.append(run)
        print(f"run {number + 1}/{args.runs}: {run}", file=sys.stderr, flush=True)
    keys = sorted({key for run in runs for key in run})
    medians = {key: round(statistics.median(run[key] for run in runs if key in run), 4) for key in keys}
    scale = 0 if args.concepts <= 200_000 else 1
    report = {
        "benchmark": "scale",
        "machine": machine(),
        "workload": {
            "concepts": args.concepts,
            "relations": args.relations,
            "runs": args.runs,
            "queries": args.queries,
            "adds": args.adds,
            "networkx_louvain_runs": args.networkx_louvain_runs,
        },
        "median": medians,
        "runs": runs,
    }
    if not args.no_save:
        path = HERE / "results" / f"scale-{args.concepts // 1000}k.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report, indent=2) + "\n")
    print(table(medians, scale))


if __name__ == "__main__":
    main()
