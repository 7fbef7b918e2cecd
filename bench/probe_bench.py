"""The bench's arms and questions on the h24m probe's ``dev`` half: clean share per arm and budget.

The probe's documents (:func:`probe_h24m.documents`, researchers' registers where the extractor types few
relations) over the bench's worlds (:data:`~c0lab.bench.world.DEFAULT_UNITS` projects a seed) go into every arm
the way ``c0lab bench`` puts a wording family in (:func:`~c0lab.bench.arms.build_bench`); the same questions,
graded alike (:func:`~c0lab.bench.grading.grade`). Only the ``dev`` half: the ``held`` half is never rendered here.

    python bench/probe_bench.py [--seeds 7,8,9] [--budget 100,250,1000] [--no-embeddings] [--show N]
        [--ablate full|third|none]

``--ablate``: the offline extractor as is (``full``), or with a third (``third``) or none (``none``) of its typed
relations kept, the rest co-mentions (:class:`bench_ablated_extractor.Ablated`): a memory typed as weakly as on a
family nobody developed on.

``--show N`` prints, for up to N questions where c0lab's context is not clean and flat_names' is, both contexts.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from collections import defaultdict
from pathlib import Path

from bench_ablated_extractor import Ablated
from probe_h24m import PROBE, documents

from c0lab.bench.arms import build_bench, scratch_folder
from c0lab.bench.documents import BLIND, HEADLINE
from c0lab.bench.extraction import extraction_scores
from c0lab.bench.grading import grade
from c0lab.bench.world import DEFAULT_UNITS, generate_world
from c0lab.index.embedders import resolve_embedder

ARMS: tuple[str, ...] = ("flat_plain", "flat", "flat_names", "c0lab")


def run(
    seeds: tuple[int, ...],
    budgets: tuple[int, ...],
    *,
    embedder: object,
    show: int = 0,
    ablate: str = "full",
    wording: str | None = None,
    dump: list[dict] | None = None,
) -> tuple[dict[tuple[str, int], float], dict[str, float]]:
    """Mean over seeds of each arm's clean share per budget, and the mean extraction scores."""
    parts = json.loads(PROBE.read_text())["halves"]["dev"]
    shares: dict[tuple[str, int], list[float]] = defaultdict(list)
    extraction: list[dict[str, float]] = []
    shared = resolve_embedder(embedder)
    for seed in seeds:
        world = generate_world(seed=seed, units=DEFAULT_UNITS)
        docs = documents(world, parts, offset=2 * (seed - 7)) if wording is None else None
        with tempfile.TemporaryDirectory(prefix="c0lab-probe-", dir=scratch_folder()) as folder:
            extractor = Ablated(ablate) if ablate != "full" else None
            bench = build_bench(
                world,
                folder,
                embedder=shared,
                oracle=False,
                documents=docs,
                extractor=extractor,
                wording=wording or "standard",
            )
            try:
                extraction.append(extraction_scores(bench))
                clean: dict[tuple[str, int], list[float]] = defaultdict(list)
                for question in bench.questions:
                    contexts = {
                        (arm, budget): bench.arm(arm)(question.text, budget) for arm in ARMS for budget in budgets
                    }
                    graded = {key: grade(context, question)[1] for key, context in contexts.items()}
                    for key, value in graded.items():
                        if value is not None:
                            clean[key].append(float(value))
                    for budget in budgets:
                        if dump is not None:
                            context, clean_now = contexts["c0lab", budget], graded["c0lab", budget]
                            dump.append({"seed": seed, "budget": budget, "q": question.text, "clean": clean_now})
                            dump[-1]["context"] = context
                        if show and graded["c0lab", budget] is False and graded["flat_names", budget]:
                            show -= 1
                            print(f"==== seed {seed} @{budget} {question.category}: {question.text}")
                            print(f"  gold {question.gold!r} stale {question.stale!r} ends {question.ends!r}")
                            print("---- c0lab\n" + contexts["c0lab", budget])
                            print("---- flat_names\n" + contexts["flat_names", budget])
                for key, values in clean.items():
                    shares[key].append(statistics.fmean(values))
            finally:
                bench.close()
    means = {key: round(statistics.fmean(values), 3) for key, values in shares.items()}
    keys = ("entity_recall", "link_recall", "sense_recall", "successions")
    return means, {key: round(statistics.fmean(row[key] for row in extraction), 3) for key in keys}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="7,8,9")
    parser.add_argument("--budget", default="100,250,1000")
    parser.add_argument("--no-embeddings", action="store_true")
    parser.add_argument("--show", type=int, default=0)
    parser.add_argument("--wording", help="a development family of the bench instead of the probe (never held out)")
    parser.add_argument("--dump", help="a JSON file of c0lab's context and grade for every question")
    parser.add_argument("--ablate", choices=["full", "third", "none"], default="full", help="typed relations kept")
    options = parser.parse_args()
    seeds = tuple(int(seed) for seed in options.seeds.split(","))
    budgets = tuple(int(budget) for budget in options.budget.split(","))
    wording = options.wording
    if wording in {HEADLINE, *BLIND}:
        parser.error(f"{wording} is held out: never run here")
    dumped: list[dict] = []
    means, scores = run(
        seeds,
        budgets,
        embedder=None if options.no_embeddings else "minilm",
        show=options.show,
        ablate=options.ablate,
        wording=wording,
        dump=dumped,
    )
    if options.dump:
        Path(options.dump).write_text(json.dumps(dumped))
    embedded = "keyword" if options.no_embeddings else "MiniLM"
    print(f"{wording or 'probe dev half'}, seeds {options.seeds}, {embedded}, extractor {options.ablate}; clean share")
    print("arm".ljust(12) + "".join(f"@{budget}".rjust(8) for budget in budgets))
    for arm in ARMS:
        print(arm.ljust(12) + "".join(f"{means[arm, budget]:8.3f}".rjust(8) for budget in budgets))
    best = {budget: max(means[arm, budget] for arm in ARMS[:-1]) for budget in budgets}
    print("lead".ljust(12) + "".join(f"{means['c0lab', b] - best[b]:+8.3f}".rjust(8) for b in budgets))
    print("extraction", json.dumps(scores))


if __name__ == "__main__":
    main()
