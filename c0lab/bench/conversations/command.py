"""``c0lab eval locomo|longmemeval PATH``: load, run, print the tables, write the outputs."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import pandas as pd

from ..._errors import InvalidInputError
from .locomo import load_locomo
from .longmemeval import load_longmemeval
from .run import (
    overall_table,
    run_conversations,
    speed_table,
    summary_table,
    write_outputs,
)

__all__ = ["LOADERS", "run_eval"]

LOADERS = {"locomo": load_locomo, "longmemeval": load_longmemeval}
_HEADLINE = {"locomo": ["coverage@1000", "recall@5"], "longmemeval": ["recall_any@5", "coverage@1000"]}


def run_eval(dataset: str, args: argparse.Namespace) -> int:
    """Score ``dataset`` read from ``args.path``; print the summary, write CSV, markdown and chart."""
    if args.limit is not None and args.limit < 1:
        raise InvalidInputError(f"--limit must be at least 1, not {args.limit}")
    loaded = LOADERS[dataset](args.path, everything=args.all, limit=args.limit)
    for line in loaded.notes:
        print(f"c0lab: {line}", file=sys.stderr)
    if not loaded.haystacks:
        raise InvalidInputError(f"{args.path} holds no question to ask ({dict(loaded.skipped) or 'nothing skipped'})")
    embedder = None if args.no_embeddings else "minilm"
    started = time.perf_counter()
    cache = getattr(args, "vector_cache", None)
    results = run_conversations(loaded, dataset=dataset, embedder=embedder, vector_cache=cache)
    half = "every question (held-out half included)" if args.all else "the development half"
    title = (
        f"{dataset}: {loaded.questions} questions in {len(loaded.haystacks)} haystacks, {half}; "
        f"embedder {results.attrs['embedder'] or 'none (keyword only)'}"
    )
    print(title)
    skipped = ", ".join(f"{count} {reason}" for reason, count in loaded.skipped.items())
    print(f"skipped: {skipped or 'nothing'}")
    with pd.option_context("display.width", 200):
        print(f"\nevery metric, all questions:\n{overall_table(results).to_string()}")
        for metric in _HEADLINE[dataset]:
            print(f"\n{metric} by category:\n{summary_table(results, metric).to_string()}")
        print(f"\nspeed:\n{speed_table(results).to_string()}")
    paths = write_outputs(results, Path(args.out or f"c0lab-eval-{dataset}"), title=title)
    print(f"\nran in {time.perf_counter() - started:.0f} s; wrote {', '.join(str(path) for path in paths.values())}")
    return 0
