"""The bench with an extractor that reads little: c0lab must live on its text.

    python bench/bench_ablated_extractor.py [--mode none|third|full] [--wordings standard,...] [--budgets 250,1000]
        [--seeds 7,8,9] [--workers 2] [--csv OUT]

The offline extractor keeps the entities (so every episode is linked to the names it says), and ``none`` turns
every typed relation into a co-mention and drops successions, ends and corrections; ``third`` keeps a third of
each (chosen by a hash of the document, the same every run) and turns the other typed relations into co-mentions;
``full`` is the extractor as is. Keyword only (no MiniLM); prints the clean share per family and budget for
c0lab and the flat arms (which do not read the extractor), and c0lab's lead over flat_names. Never run it on a
blind or frozen family.
"""

from __future__ import annotations

import argparse
import random
import zlib
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pandas as pd

from c0lab.bench.arms import _Job, _run_job
from c0lab.bench.world import DEFAULT_UNITS
from c0lab.extract import Extraction, OfflineExtractor, Relation

CO = "MENTIONED_WITH"
DEV = "standard,dev_news,dev_notes,dev_fresh,dev_wiki,dev_hand,dev_registers"


class Ablated:
    """The offline extractor, less what ``mode`` drops."""

    def __init__(self, mode: str) -> None:
        self.inner = OfflineExtractor()
        self.mode = mode

    def __call__(self, text: str, *, at: int, known: list[str]) -> Extraction:
        found = self.inner(text, at=at, known=known)
        if self.mode == "full":
            return found
        draw = random.Random(zlib.crc32(text.encode()))

        def keep() -> bool:
            return self.mode == "third" and draw.random() < 1 / 3

        relations = [
            relation
            if relation.type == CO or keep()
            else Relation(relation.source, CO, relation.target, valid_from=relation.valid_from)
            for relation in found.relations
        ]
        return Extraction(
            entities=found.entities,
            relations=relations,
            corrections=[item for item in found.corrections if keep()],
            successions=[item for item in found.successions if keep()],
            ends=[item for item in found.ends if keep()],
            lengthened=found.lengthened,
        )


def _one(job: tuple[str, int, int, str, tuple[int, ...], int]) -> list[dict[str, Any]]:
    mode, seed, number, wording, budgets, units = job
    bench = _Job(seed, units, number, wording, ("flat_plain", "flat_names", "c0lab"), budgets, None)
    return _run_job(bench, embedder=None, extractor=Ablated(mode))[1]


def table(frame: pd.DataFrame) -> pd.DataFrame:
    """Clean share per family, budget and arm (the mean over seeds of each seed's share), and c0lab's lead."""
    per = frame.groupby(["wording", "budget", "arm", "seed"])["clean"].mean().groupby(level=[0, 1, 2]).mean()
    wide = per.unstack("arm").round(3)
    wide["lead over flat_names"] = (wide["c0lab"] - wide["flat_names"]).round(3)
    return wide


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=["none", "third", "full"], default="none")
    parser.add_argument("--wordings", default=DEV)
    parser.add_argument("--budgets", default="250,1000")
    parser.add_argument("--seeds", default="7,8,9")
    parser.add_argument("--units", type=int, default=DEFAULT_UNITS)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--csv", default=None)
    args = parser.parse_args()
    budgets = tuple(int(budget) for budget in args.budgets.split(","))
    jobs = [
        (args.mode, int(seed), number, wording, budgets, args.units)
        for seed in args.seeds.split(",")
        for number, wording in enumerate(args.wordings.split(","))
    ]
    with ProcessPoolExecutor(args.workers) as pool:
        frame = pd.DataFrame([row for rows in pool.map(_one, jobs) for row in rows])
    if args.csv:
        frame.to_csv(args.csv, index=False)
    print(table(frame).to_string())


if __name__ == "__main__":
    main()
