"""Format-only arms under the grader tied to the truth: what decorating every line of an arm's context gains.

    python bench/bench_format_only.py [--seeds 7,8,9] [--units 8] [--budgets 250,1000]

Each decoration adds no information: dates written as ranges "(D – D)", a tag with an arbitrary date
and every end/replacement word on every line, the line's own day as an "[ended D]" tag, and c0lab's
correction note in neutral or in cue words. Keyword-only retrieval (no MiniLM) and the extractor
``$C0LAB_EXTRACTOR`` picks, to keep it cheap; the gain is what it measures, not the arms' level.
"""

from __future__ import annotations

import argparse
import re
import tempfile

import pandas as pd

from c0lab.bench.arms import build_bench
from c0lab.bench.documents import FAMILIES
from c0lab.bench.grading import grade
from c0lab.bench.world import DEFAULT_UNITS, generate_world

DECORATIONS = {
    "ranges": lambda line: re.sub(r"\((\d{4}-\d{2}-\d{2})\)", r"(\1 – \1)", line),
    "tag with a date": lambda line: f"[ended 2024-05-01, superseded, replaced, actually, took over] {line}",
    "own day as an end": lambda line: re.sub(r"^\((\d{4}-\d{2}-\d{2})\)", r"[ended \1]", line),
    "neutral note": lambda line: re.sub(r"\bcorrected (\d{4})", r"later note \1", line),
    "cue-word note": lambda line: re.sub(r"\bcorrected (\d{4})", r"superseded, wrong, actually \1", line),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="7,8,9")
    parser.add_argument("--units", type=int, default=DEFAULT_UNITS)
    parser.add_argument("--budgets", default="250,1000")
    args = parser.parse_args()
    rows = []
    for seed in (int(s) for s in args.seeds.split(",")):
        for wording in FAMILIES:
            with tempfile.TemporaryDirectory() as folder:
                bench = build_bench(
                    generate_world(seed=seed, units=args.units), folder, embedder=None, oracle=False, wording=wording
                )
                try:
                    for arm in ("flat", "flat_names", "c0lab"):
                        for budget in (int(b) for b in args.budgets.split(",")):
                            contexts = [(bench.arm(arm)(q.text, budget), q) for q in bench.questions]
                            for name, decorate in {"none": lambda line: line, **DECORATIONS}.items():
                                scores = [
                                    grade("\n".join(decorate(line) for line in context.splitlines()), q)[1]
                                    for context, q in contexts
                                ]
                                scores = [score for score in scores if score is not None]
                                rows.append(
                                    {
                                        "seed": seed,
                                        "wording": wording,
                                        "arm": arm,
                                        "budget": budget,
                                        "decoration": name,
                                        "clean": sum(scores) / len(scores),
                                    }
                                )
                finally:
                    bench.close()
    frame = pd.DataFrame(rows)
    base = frame[frame.decoration == "none"].set_index(["seed", "wording", "arm", "budget"]).clean
    frame["gain"] = frame.apply(lambda row: row.clean - base[(row.seed, row.wording, row.arm, row.budget)], axis=1)
    table = frame[frame.decoration != "none"].groupby(["decoration", "arm"]).gain.agg(["mean", "max"]).round(3)
    print(table.to_string())


if __name__ == "__main__":
    main()
