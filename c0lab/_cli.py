"""The ``c0lab`` command line."""

from __future__ import annotations

import argparse
import gc
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Collection
from pathlib import Path
from typing import NoReturn

from ._errors import C0labError, InvalidInputError, LockedError

__all__ = ["PUBLIC_EVALS", "main", "run"]

PUBLIC_EVALS = {"locomo": "conversations", "longmemeval": "conversations"}
"""``c0lab eval DATASET PATH``: the module of ``c0lab.bench`` whose ``run_eval(dataset, args)`` scores it."""

GC_YOUNGEST = 20_000
"""The collector's first threshold in a ``c0lab`` process (:func:`run`; Python's default is 700)."""

_DATASETS = {  # c0lab eval NAME PATH: the module and function whose report(PATH, limit=N) scores it
    "situatedqa": ("c0lab.bench.temporal", "run_situatedqa"),
    "menatqa": ("c0lab.bench.temporal", "run_menatqa"),
}


def _parser() -> argparse.ArgumentParser:
    from .bench.documents import BY_NAME, FAMILIES, HEADLINE  # the benchmark's modules: not for the memory's verbs
    from .bench.world import DEFAULT_UNITS

    parser = argparse.ArgumentParser(prog="c0lab", description="An external memory for language models.")
    commands = parser.add_subparsers(dest="command", required=True)
    demo = commands.add_parser("demo", help="build a small memory and ask it questions as of several dates")
    demo.add_argument("--path", help="memory folder (default: a new temporary folder)")
    demo.add_argument("--create", action="store_true", help="make a new memory at --path if it holds none")
    demo.add_argument("--no-embeddings", action="store_true", help="keyword search only (no model to load)")

    evaluation = commands.add_parser("eval", help="recall@k, MRR and precision@k of retrieval over golden queries")
    evaluation.add_argument(
        "dataset",
        nargs="?",
        choices=sorted({*PUBLIC_EVALS, *_DATASETS}),
        help="a public data set to score instead, read from PATH as published",
    )
    evaluation.add_argument("path", nargs="?", help="the data set's file or folder")
    evaluation.add_argument("--limit", type=int, metavar="N", help="a public data set: at most N questions")
    evaluation.add_argument(
        "--skip",
        type=int,
        metavar="N",
        default=0,
        help="menatqa, situatedqa: leave out the first N items (--limit counts from there: a slice not tuned on)",
    )
    evaluation.add_argument(
        "--all", action="store_true", help="a public data set: every question, the held-out half too (for reviewers)"
    )
    evaluation.add_argument(
        "--out",
        metavar="DIR",
        help="a public data set: folder for results.csv, summary.md, chart.png (default c0lab-eval-DATASET)",
    )
    evaluation.add_argument(
        "--seed",
        type=int,
        nargs="?",
        const=11,
        default=11,
        metavar="N",
        help="seed the fixture world into a fresh memory; N seeds the conversation (default 11)",
    )
    evaluation.add_argument(
        "--conversation",
        action="store_true",
        help="coverage@1000 of recall over a synthetic multi-session conversation instead",
    )
    evaluation.add_argument("--k", type=int, default=3, help="cut-off rank (default 3)")
    evaluation.add_argument("--no-embeddings", action="store_true", help="keyword search only")
    evaluation.add_argument(
        "--vector-cache", metavar="DIR", help="a public data set: keep the turns' vectors in DIR between runs"
    )
    evaluation.add_argument("--min-recall", type=float, help="exit 1 when overall recall@k is below this")
    evaluation.add_argument("--json", metavar="OUT", help="write the per-query results and summary as JSON")
    evaluation.add_argument("--per-query", action="store_true", help="print every query's result too")
    evaluation.add_argument(
        "--graph-signals",
        action="store_true",
        help="also run with the PageRank and community boosts on, and print both",
    )
    bench = commands.add_parser(
        "bench", help="the synthetic-world benchmark: every arm ingests the same dated documents"
    )
    size = bench.add_mutually_exclusive_group()
    size.add_argument(
        "--seed",
        type=int,
        nargs="?",
        const=None,
        metavar="N",
        help=f"the default world ({DEFAULT_UNITS} projects a seed, about 1,200 tokens of documents; "
        "the default); "
        "N: that one world seed "
        "(else --world-seeds)",
    )
    size.add_argument("--scale", type=int, metavar="N", help="a world of N projects a seed (24 questions each)")
    bench.add_argument("--world-seeds", default="7,8,9", help="comma-separated world seeds (default 7,8,9)")
    bench.add_argument(
        "--arms",
        default="bare,flat_plain,flat,flat_names,full_context,c0lab,c0lab_oracle",
        help="comma-separated arms (also c0lab_oracle_no_time, c0lab_oracle_no_marks, c0lab_oracle_depth1)",
    )
    bench.add_argument(
        "--budget",
        default="100,250,1000",
        help="tokens of context every arm gets; a list runs a sweep (default 100,250,1000)",
    )
    bench.add_argument("--extractor", metavar="ollama:MODEL", help="the LLM extractor for the c0lab arm's ingestion")
    bench.add_argument("--llm", metavar="ollama:MODEL", help="grade answers of this reader model too")
    bench.add_argument("--judge", metavar="ollama:MODEL", help="the judge model (default: the reader)")
    bench.add_argument("--trials", type=int, default=1, help="LLM trials per answer, majority vote")
    bench.add_argument("--no-embeddings", action="store_true", help="keyword only (no MiniLM)")
    bench.add_argument(
        "--wording",
        default=",".join(FAMILIES),
        help=f"comma-separated wording families of the documents (default all but "
        f"{', '.join(BY_NAME)}, which run only by name; headline {HEADLINE})",
    )
    bench.add_argument("--out", default="c0lab-bench", help="folder for results.csv, summary.md, chart.png")
    bench.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="processes that run the (seed, wording) benches side by side (default: one a core)",
    )

    reflector = commands.add_parser("reflector", help="the reflection loop, for unattended use")
    reflector.add_argument("action", choices=["process", "apply", "status", "run"])
    reflector.add_argument("--path", default=os.environ.get("C0LAB_HOME", "./.c0lab"), help="memory folder")
    reflector.add_argument("--namespace", default="default")
    reflector.add_argument("--create", action="store_true", help="make a new memory at --path if it holds none")
    reflector.add_argument("--interval", default="15m", help="for run: time between rounds (30s, 15m, 1h)")
    reflector.add_argument("--no-apply", action="store_true", help="for run: process only, leave commits pending")
    reflector.add_argument("--once", action="store_true", help="for run: one round, then exit")
    reflector.add_argument(
        "--lock-timeout",
        type=float,
        default=30,
        help="seconds to wait for a notebook to release the memory (default 30)",
    )
    from .cli import add_verbs

    add_verbs(commands)  # walk, search, add, supersede … and mcp (c0lab/cli/)
    return parser


def _check_memory(path: str | None, *, create: bool) -> None:
    """Refuse a ``--path`` folder that holds no memory unless ``--create`` says to make one."""
    from .store.files import MANIFEST

    if path is not None and not create and not (Path(path).expanduser() / MANIFEST).exists():
        raise InvalidInputError(f"{path} holds no c0lab memory; add --create to make one there")


def _interval(text: str) -> float:
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([smh]?)\s*", text)
    if not match:
        raise InvalidInputError(f"--interval {text!r} must be a number with s, m or h, such as 15m")
    return float(match.group(1)) * {"": 1, "s": 1, "m": 60, "h": 3600}[match.group(2)]


def _run_reflector(args: argparse.Namespace) -> int:
    from .memory.memory import Memory

    pause = _interval(args.interval)
    _check_memory(args.path, create=args.create)
    embedder = None if args.action == "status" else "default"  # status needs no vectors: no model to load
    while True:
        try:
            with Memory.open(
                args.path, namespace=args.namespace, lock_timeout=args.lock_timeout, embedder=embedder
            ) as memory:
                reflector = memory.reflector
                if args.action == "status":
                    result = reflector.status()
                elif args.action == "process":
                    result = {"processed": len(reflector.process()), **reflector.status()}
                elif args.action == "apply":
                    result = {"applied": len(reflector.apply()), **reflector.status()}
                else:
                    result = reflector.run_once(apply=not args.no_apply)
            print(json.dumps(result), flush=True)
        except LockedError as error:
            if args.action != "run" or args.once:
                raise
            print(f"c0lab: skipped a round: {error}", file=sys.stderr, flush=True)
        if args.action != "run" or args.once:
            return 0
        time.sleep(pause)


def _model(spec: str | None, option: str) -> str | None:
    if spec is None:
        return None
    provider, _, model = spec.partition(":")
    if provider != "ollama" or not model:
        raise InvalidInputError(f"{option} takes ollama:MODEL, such as ollama:hermes3:8b, not {spec!r}")
    return model


def _numbers(text: str, option: str) -> tuple[int, ...]:
    try:
        numbers = tuple(int(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise InvalidInputError(f"{option} takes whole numbers separated by commas, not {text!r}") from None
    if not numbers:
        raise InvalidInputError(f"{option} is empty")
    return numbers


def _run_bench(args: argparse.Namespace) -> int:
    import pandas as pd

    from .bench.arms import (
        ARM_LABELS,
        compare_families,
        extraction_summary,
        format_summary,
        ollama_grader,
        run_bench,
        summarize_bench,
        tokens_used,
        write_outputs,
    )
    from .bench.documents import HEADLINE
    from .bench.world import DEFAULT_UNITS

    reader, judge = _model(args.llm, "--llm"), _model(args.judge, "--judge")
    extractor_model = _model(args.extractor, "--extractor")
    if judge and not reader:
        raise InvalidInputError("--judge needs --llm")
    seeds, budgets = _numbers(args.world_seeds, "--world-seeds"), _numbers(args.budget, "--budget")
    if args.seed is not None:
        seeds = (args.seed,)
    if args.trials < 1 or min(budgets) < 1 or (args.scale is not None and args.scale < 1):
        raise InvalidInputError("--trials, --budget and --scale must be at least 1")
    arms = tuple(arm.strip() for arm in args.arms.split(",") if arm.strip())
    grader = ollama_grader(reader, judge=judge, trials=args.trials) if reader else None
    extractor = None
    if extractor_model:
        from .extract import LLMExtractor

        extractor = LLMExtractor(extractor_model)
    started = time.perf_counter()
    wordings = tuple(name.strip() for name in args.wording.split(",") if name.strip())
    results = run_bench(
        units=args.scale or DEFAULT_UNITS,
        seeds=seeds,
        arms=arms,
        budgets=budgets,
        extractor=extractor,
        embedder=None if args.no_embeddings else "minilm",
        llm=grader,
        wordings=wordings,
        workers=args.workers,
    )
    print(
        f"synthetic-world benchmark: {results['question'].nunique()} questions × {len(seeds)} seeds "
        f"({', '.join(map(str, seeds))}), arms {', '.join(ARM_LABELS[arm] for arm in arms)}; every arm ingested "
        f"the same dated documents. ± is a 95% t interval across seeds. "
        f"{'Answer accuracy (correct) and ' if grader else ''}context metrics tied to the truth (gold, clean), "
        f"by category on the {HEADLINE if HEADLINE in wordings else wordings[0]} wording:"
    )
    with pd.option_context("display.width", 250, "display.max_columns", 20):
        for budget in budgets:
            for metric in ["gold", "clean"] + (["correct"] if grader else []):
                print(f"\n{metric}@{budget}:")
                print(format_summary(summarize_bench(results, metric=metric, budget=budget)).to_string())
        print("\ntokens of context used (median, mean):")
        print(tokens_used(results).to_string())
        print("\nevery wording family (clean; all = standard and held-out questions together):")
        print(compare_families(results).to_string(index=False))
        print("\nextraction by the c0lab arm's ingestion against the generator's truth (mean over seeds):")
        print(extraction_summary(results).to_string())
    paths = write_outputs(results, Path(args.out))
    print(f"\nran in {time.perf_counter() - started:.0f} s; wrote {', '.join(str(path) for path in paths.values())}")
    return 0


def _run_dataset(args: argparse.Namespace) -> int:
    import importlib

    if not args.path:
        raise InvalidInputError(f"c0lab eval {args.dataset} needs the path of the data set (PATH)")
    if args.limit is not None and args.limit < 1:
        raise InvalidInputError(f"--limit must be at least 1, not {args.limit}")
    if args.skip < 0:
        raise InvalidInputError(f"--skip must be at least 0, not {args.skip}")
    module, function = _DATASETS[args.dataset]
    report = getattr(importlib.import_module(module), function)(args.path, limit=args.limit, skip=args.skip)
    text = report.text()
    print(text)
    folder = Path(args.out or f"c0lab-eval-{args.dataset}")
    folder.mkdir(parents=True, exist_ok=True)
    report.rows.to_csv(folder / "results.csv", index=False)
    (folder / "summary.md").write_text(text + "\n", encoding="utf-8")
    print(f"wrote {folder / 'results.csv'}, {folder / 'summary.md'}")
    if args.json:
        report.rows.to_json(args.json, orient="records", indent=1)
    return 0


def _run_eval(args: argparse.Namespace) -> int:
    import pandas as pd

    from .bench.eval import evaluate, summarize

    if args.dataset in _DATASETS:
        return _run_dataset(args)
    if args.k < 1:
        raise InvalidInputError(f"--k must be at least 1, not {args.k}")
    if args.dataset is not None:
        if not args.path:
            raise InvalidInputError(f"c0lab eval {args.dataset} needs the PATH of the published data")
        import importlib

        return importlib.import_module(f".bench.{PUBLIC_EVALS[args.dataset]}", "c0lab").run_eval(args.dataset, args)
    embedder = None if args.no_embeddings else "minilm"
    if args.conversation:
        from .bench.dialogue import conversation_coverage

        table = conversation_coverage(seed=args.seed, embedder=embedder)
        print(f"conversation recall: coverage@1000 (evidence turns all in the context), embedder={embedder or 'none'}")
        print(table.to_string())
        return 0
    results = evaluate(k=args.k, embedder=embedder)
    summary = summarize(results, k=args.k)
    print(f"retrieval eval: {len(results)} golden queries, k={args.k}, embedder={embedder or 'none (keyword only)'}")
    with pd.option_context("display.width", 200, "display.max_colwidth", 60):
        if args.per_query:
            print(results[["type", "query", "expect", "top", "reciprocal_rank"]].to_string(index=False))
        print(summary.to_string())
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                {
                    "k": args.k,
                    "embedder": embedder,
                    "summary": summary.reset_index(names="type").to_dict("records"),
                    "queries": results.to_dict("records"),
                },
                indent=2,
            )
        )
    if args.graph_signals:
        from .index.config import HybridSearchConfig

        boosted = summarize(
            evaluate(
                k=args.k, embedder=embedder, search_config=HybridSearchConfig(pagerank_boost=1.0, community_boost=1.0)
            ),
            k=args.k,
        )
        print("\nwith graph signals (pagerank_boost=1, community_boost=1):")
        print(boosted.to_string())
    recall = float(summary.loc["all", f"recall@{args.k}"])
    if args.min_recall is not None and recall < args.min_recall:
        print(f"c0lab: recall@{args.k} {recall:.3f} is below --min-recall {args.min_recall}", file=sys.stderr)
        return 1
    return 0


def run() -> NoReturn:
    """The ``c0lab`` program (``python -m c0lab`` and the console script): :func:`main`, then exit.

    The process ends here, so the collector's passes over what a command loaded (300k versions of a large
    memory: a second of CPU at exit) are skipped: everything left is moved to the permanent generation
    (:func:`gc.freeze`), which the collector leaves alone; exit handlers still run. While it runs, the
    youngest generation is collected every 20,000 new objects, not 700: a walk at 100k made ~200 passes
    (~0.08 s of CPU) while loading its modules and arrays, now ~7; the older generations keep their pace."""
    gc.set_threshold(GC_YOUNGEST, *gc.get_threshold()[1:])
    code = main()
    gc.freeze()
    sys.exit(code)


def main(argv: list[str] | None = None) -> int:
    """Run one ``c0lab`` command; a user mistake prints one line and exits with 2."""
    try:
        return _main(argv)
    except BrokenPipeError:  # `c0lab walk … | head`: the reader has gone; nothing more to say, no traceback
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit's flush cannot fail too
        except (OSError, ValueError):
            pass
        return 0


_MEMORY_OPTIONS = {
    **{"--path": 1, "--namespace": 1, "-n": 1, "--embedder": 1, "--json": 0},
    **{"--lock-timeout": 1, "--as-of": 1, "--known-at": 1, "--budget": 1},
}
"""The options memory verbs share, and how many values each has: said before the verb too (a verb that
does not take one says so, as when it follows the verb)."""


def _memory_options_end(argv: list[str]) -> int:
    """Where the memory's options said at the start of ``argv`` (with their values) end."""
    place = 0
    while place < len(argv) and argv[place].split("=", 1)[0] in _MEMORY_OPTIONS:
        place += 1 + (0 if "=" in argv[place] else _MEMORY_OPTIONS[argv[place]])
    return place


def _verb_first(argv: list[str], verbs: Collection[str]) -> list[str]:
    """``c0lab --namespace lab add …`` as ``c0lab add --namespace lab …``: the memory's options may come first."""
    place = _memory_options_end(argv)
    if place and place < len(argv) and argv[place] in verbs:
        return [argv[place], *argv[:place], *argv[place + 1 :]]
    return argv


def _stray_option(argv: list[str], verbs: Collection[str]) -> str | None:
    """The first option before a memory verb that :func:`_verb_first` could not move after it, if any."""
    place = _memory_options_end(argv)
    stray = argv[place].split("=", 1)[0] if place < len(argv) else ""
    if stray.startswith("-") and stray not in ("-h", "--help") and any(word in verbs for word in argv[place:]):
        return stray
    return None


def _main(argv: list[str] | None) -> int:
    from .cli import VERBS, run_verb

    argv = _verb_first(sys.argv[1:] if argv is None else list(argv), VERBS)
    if argv and argv[0] in VERBS:  # the memory's verbs read their own words (c0lab/cli/verbs.py)
        return run_verb(argv)
    stray = _stray_option(argv, VERBS)
    if stray:  # an option before a verb that is not one of the memory's: one line, not the usage block
        print(
            f"c0lab: {stray} cannot come before the verb (only {', '.join(sorted(_MEMORY_OPTIONS))} can); "
            "put it after the verb if the verb takes it",
            file=sys.stderr,
        )
        return 2
    args = _parser().parse_args(argv)
    try:
        if args.command == "demo":
            # the demo makes its memory: a new folder is fine, an existing one must hold a memory or be --create'd
            _check_memory(args.path, create=args.create or not (args.path and Path(args.path).exists()))
            embedder = None if args.no_embeddings else "minilm"
            from .bench.demo import run_demo

            print(run_demo(args.path or tempfile.mkdtemp(prefix="c0lab-demo-"), embedder=embedder))
        elif args.command == "eval":
            return _run_eval(args)
        elif args.command == "reflector":
            return _run_reflector(args)
        elif args.command == "bench":
            return _run_bench(args)
    except C0labError as error:
        print(f"c0lab: {error}", file=sys.stderr)
        return 2
    return 0
