"""The synthetic-world benchmark: the same dated documents into every arm, the same questions, graded alike.

Every arm ingests the documents :func:`~c0lab.bench.documents.render_documents`
writes, and is then a function of (question text, token budget) → context:

- ``bare`` — no context;
- ``flat_plain`` — BM25 + MiniLM fused by RRF over dated chunks, relevance order;
- ``flat`` — the strong flat baseline of :mod:`c0lab.bench.flat` (time filter
  from the question, second round, unknown-name abstention, newest first);
- ``full_context`` — every chunk, newest first, as many as fit;
- ``c0lab`` — the documents through ``Memory.ingest`` (the offline extractor,
  or the LLM extractor with ``extractor=``), then ``Memory.walk(question)``
  and ``Memory.recall(question, as_of="now")`` in what budget the walk leaves
  (an episode's valid time is the day it was written, not the time it tells of);
- ``c0lab_oracle`` — **the upper bound, never the headline**: the generator's
  own concepts, typed relations and patches written directly, then
  ``Memory.walk(question)``; and its ablations ``c0lab_oracle_no_time``
  (``as_of`` and ``known_at`` forced to now), ``c0lab_oracle_no_marks`` (the
  ended/superseded notes and spans removed from the context) and
  ``c0lab_oracle_depth1`` (``depth=1``).

Writes are made in simulated system time: the memory's clock is set to each
document's day while it is ingested (:class:`DayClock`, ``Memory.open(clock=)``), so
"as known on <day>" questions separate phases weeks apart.

Offline grading is :mod:`c0lab.bench.grading` (format-neutral); with ``llm``
a reader answers from each context with the same prompt for every arm and a
judge grades the answer.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from .._errors import InvalidInputError
from .._progress import progress as progress_bar
from .._time import now_micros, parse_time
from ..extract import Extractor
from ..index.config import HybridSearchConfig
from ..index.embedders import count_tokens, embeds_alone, resolve_embedder
from ..memory.memory import Memory
from ..retrieval.walk import WITHDRAWN_HEADING
from .chart import write_chart
from .documents import BY_NAME, FAMILIES, HEADLINE, Document, render_documents
from .extraction import extraction_scores
from .flat import FLAT_VARIANTS, FlatIndex, FlatOptions, chunk_documents
from .grading import grade
from .heldout import heldout_questions
from .llm_grade import ollama_grader
from .world import CATEGORIES, PHASE_ONE, Question, World, generate_world

__all__ = [
    "ARMS",
    "ARM_LABELS",
    "DEFAULT_ARMS",
    "FLAT_ARMS",
    "Bench",
    "DayClock",
    "build_bench",
    "compare_families",
    "context_tokens",
    "extraction_scores",
    "extraction_summary",
    "format_summary",
    "grade",
    "ollama_grader",
    "run_bench",
    "scratch_folder",
    "summarize_bench",
    "tokens_used",
    "write_outputs",
]

ARMS = (
    "bare",
    "flat_plain",
    "flat",
    "flat_names",
    "full_context",
    "c0lab",
    "c0lab_oracle",
    "c0lab_oracle_no_time",
    "c0lab_oracle_no_marks",
    "c0lab_oracle_depth1",
)
DEFAULT_ARMS = ("bare", "flat_plain", "flat", "flat_names", "full_context", "c0lab", "c0lab_oracle")
FLAT_ARMS = ("flat_plain", "flat", "flat_names")
"""The flat arms; the strongest of them (per family and budget) is what c0lab is compared with."""
ARM_LABELS = {arm: f"{arm} (upper bound)" if arm.startswith("c0lab_oracle") else arm for arm in ARMS}
_MARK = re.compile(
    r"\[(?:ended|superseded|invalidated|replaced)[^\]]*\]\s*|\s*\((?:since|until) [^)]*\)"
    r"|\s*\[(?:[^\]]* )?corrected \d{4}-\d{2}-\d{2}: [^\]]*\]"
    r"|\s*\(\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}\)"
)


class DayClock:
    """The system clock of the benchmark's memories (``Memory.open(clock=...)``): inside ``with clock.at(day):``
    it reads ``day``, elsewhere the computer's clock.

    A benchmark writes weeks of documents in seconds; each is recorded at its
    own day, so "as known on <day>" questions separate the phases (the store
    still never records a write before its latest change).
    """

    def __init__(self) -> None:
        self._day: int | None = None

    def __call__(self) -> int:
        return now_micros() if self._day is None else self._day

    @contextmanager
    def at(self, day: str) -> Iterator[None]:
        """Record the writes inside at ``day``."""
        self._day = parse_time(day)
        try:
            yield
        finally:
            self._day = None


@dataclass
class Bench:
    """One world's documents in every arm's store, ready to be asked."""

    world: World
    documents: list[Document]
    memory: Memory
    """The c0lab arm: the documents through ``Memory.ingest``."""
    oracle: Memory | None
    """The upper bound: the generator's structure written directly."""
    flat: FlatIndex
    questions: list[Question]

    def arm(self, name: str) -> Callable[[str, int], str]:
        """The arm ``name`` as a function of (question text, token budget) → context."""
        return {
            "bare": lambda text, budget: "",
            **{flat: self._flat(options) for flat, options in FLAT_VARIANTS.items()},
            "full_context": lambda text, budget: self.flat.everything(budget),
            "c0lab": self._c0lab,
            "c0lab_oracle": lambda text, budget: self._oracle().walk(text, budget_tokens=budget).context,
            "c0lab_oracle_no_time": lambda text, budget: (
                self._oracle().walk(text, budget_tokens=budget, as_of="now", known_at="now").context
            ),
            "c0lab_oracle_no_marks": lambda text, budget: (
                _MARK.sub("", self._oracle().walk(text, budget_tokens=budget).context)
                .replace("No longer true:", "")
                .replace(WITHDRAWN_HEADING, "")
            ),
            "c0lab_oracle_depth1": lambda text, budget: (
                self._oracle().walk(text, budget_tokens=budget, depth=1).context
            ),
        }[name]

    def contexts(self, name: str, text: str, budgets: tuple[int, ...]) -> list[str]:
        """The arm ``name``'s context for question ``text`` at each of ``budgets``, in their order: the same as
        :meth:`arm` at each, with a memory's question walked once for all (:meth:`Memory.contexts`)."""
        if name == "c0lab":
            return [found.context for found in self.memory.contexts(text, budgets=budgets)]
        if name == "c0lab_oracle":
            return [found.context for found in self._oracle().walks(text, budgets=budgets)]
        arm = self.arm(name)
        return [arm(text, budget) for budget in budgets]

    def _flat(self, options: FlatOptions) -> Callable[[str, int], str]:
        return lambda text, budget: self.flat.context(text, budget, **options)

    def _oracle(self) -> Memory:
        if self.oracle is None:
            raise InvalidInputError("this bench was built without the oracle memory")
        return self.oracle

    def _c0lab(self, text: str, budget: int) -> str:
        # the walk's facts and the episodes within one budget; an episode's valid time is when it was written,
        # not what it tells of: the texts are read at the question's known-at time but not its valid time
        return self.memory.context(text, budget_tokens=budget).context

    def close(self) -> None:
        """Close both memories."""
        self.memory.close()
        if self.oracle is not None:
            self.oracle.close()


_EXACT = HybridSearchConfig(vector_index="memory")
"""The bench's memories keep their vectors in memory: a world's few hundred are searched exactly, with none of
Chroma's cost a query (most of a search's)."""


def build_bench(
    world: World,
    folder: str | Path,
    *,
    embedder: object = "minilm",
    oracle: bool = True,
    extractor: Extractor | None = None,
    wording: str = "standard",
    documents: list[Document] | None = None,
) -> Bench:
    """Ingest the world's documents in ``wording`` (or ``documents``, rendered elsewhere) into a fresh memory, the
    flat index and (``oracle``) the structured memory, all three with one embedder (a text is embedded once)."""
    folder = Path(folder)
    documents = documents if documents is not None else render_documents(world, wording=wording)
    embedder = resolve_embedder(embedder)
    chunks = chunk_documents(documents, count_tokens=embedder.count_tokens if embedder else count_tokens)
    if embeds_alone(embedder):  # embedded ahead in batches: the episodes the ingest writes, one by one, and the chunks
        embedder.embed([f"{document.source}: {document.text}" for document in documents] + [c.text for c in chunks])
    clock = DayClock()
    memory = Memory.open(folder / "c0lab", namespace="bench", embedder=embedder, clock=clock, search_config=_EXACT)
    for document in documents:
        with clock.at(document.at):
            memory.ingest(document.text, at=document.at, source=document.source, extractor=extractor)
    structured = None
    if oracle:
        structured = Memory.open(
            folder / "oracle", namespace="bench", embedder=memory.embedder, clock=clock, search_config=_EXACT
        )
        with clock.at(PHASE_ONE):
            structured.add_concepts(world.concepts, force=True)  # similar names are the point
            structured.add_relations(world.relations)
        for correction in sorted(world.corrections, key=lambda correction: correction["at"]):
            with clock.at(correction["at"]):  # recorded the day its document was written
                structured.add_patch(correction["concept"], correction["content"])
    embed = memory.embedder.embed if memory.embedder is not None else None
    flat = FlatIndex(chunks, embed=embed, count_tokens=memory.count_tokens)
    return Bench(world, documents, memory, structured, flat, world.questions + heldout_questions(world))


def run_bench(
    *,
    units: int = 2,
    seeds: tuple[int, ...] = (7, 8, 9),
    arms: tuple[str, ...] = DEFAULT_ARMS,
    budgets: tuple[int, ...] = (1000,),
    embedder: object = "minilm",
    extractor: Extractor | None = None,
    llm: Callable[[str, str, Question], bool] | None = None,
    progress: bool = True,
    wordings: tuple[str, ...] = FAMILIES,
    workers: int | None = None,
) -> pd.DataFrame:
    """Every question of every seed's world, rendered in every wording family, to every arm at every budget;
    one row each, graded (``gold``/``clean`` are NaN where the offline grade does not score a question).

    The oracle arms read the generator's structure, not the documents: they are asked once per seed and
    their rows repeated for each family. ``results.attrs["extraction"]`` holds the extraction scores per
    seed and family.

    Each (seed, wording) is its own bench: ``workers`` processes run them side by side (default: one a
    core, at most one a bench; one — in this process — with ``llm``, an ``extractor`` or an embedder
    object, which another process cannot be handed). The rows come in the same order either way. A process
    keeps one embedder for all its benches (a seed's wordings are asked the same questions).
    """
    unknown = sorted(set(arms) - set(ARMS))
    if unknown:
        raise InvalidInputError(f"unknown arms {', '.join(unknown)}; the arms are {', '.join(ARMS)}")
    if not seeds or any(budget < 1 for budget in budgets) or not budgets or not wordings:
        raise InvalidInputError("give at least one seed, one wording and budgets of at least 1 token")
    bad = sorted(set(wordings) - set(FAMILIES + BY_NAME))
    if bad:
        raise InvalidInputError(
            f"unknown wording families {', '.join(bad)}; the families are {', '.join(FAMILIES + BY_NAME)}"
        )
    if workers is not None and workers < 1:
        raise InvalidInputError(f"workers must be at least 1, not {workers}")
    jobs = [
        _Job(seed, units, number, wording, arms, budgets, embedder)
        for seed in seeds
        for number, wording in enumerate(wordings)
    ]
    portable = llm is None and extractor is None and (embedder is None or isinstance(embedder, str))
    workers = min(workers or os.cpu_count() or 1, len(jobs)) if portable else 1
    if workers > 1:
        # spawn, not fork: the parent may hold tokenizer and BLAS threads, which a forked child inherits stopped;
        # a job at a time, so no worker waits long for the other at the end
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            done = list(
                progress_bar(
                    pool.map(_run_in_worker, jobs),
                    total=len(jobs),
                    desc="benches",
                    unit="bench",
                    disable=not progress,
                )
            )
    else:
        shared = resolve_embedder(embedder)  # one for every bench: a text is embedded once
        done = [_run_job(job, embedder=shared, extractor=extractor, llm=llm, progress=progress) for job in jobs]
    rows: list[dict[str, Any]] = []
    extraction: list[dict[str, Any]] = []
    oracle_rows: list[dict[str, Any]] = []
    for job, (scores, answered) in zip(jobs, done, strict=True):  # seed by seed, the first wording first
        extraction.append(scores)
        rows += answered
        if job.number:  # the oracle arms were asked with the first wording: their rows stand for every family
            rows += [{**row, "wording": job.wording} for row in oracle_rows]
        else:
            oracle_rows = [row for row in answered if row["arm"].startswith("c0lab_oracle")]
    results = pd.DataFrame(rows)
    results.attrs["extraction"] = pd.DataFrame(extraction)
    return results


@dataclass(frozen=True)
class _Job:
    """One bench of :func:`run_bench`: a seed's world in one wording (``number``: its place among the wordings)."""

    seed: int
    units: int
    number: int
    wording: str
    arms: tuple[str, ...]
    budgets: tuple[int, ...]
    embedder: object


_WORKER_EMBEDDERS: dict[str, object] = {}
"""In a worker process of :func:`run_bench` (which lives for one run): its embedder, kept from one job to the
next."""


def _run_in_worker(job: _Job) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """:func:`_run_job` in a worker process, with the embedder this worker keeps for all its jobs."""
    key = str(job.embedder)
    if key not in _WORKER_EMBEDDERS:
        _WORKER_EMBEDDERS[key] = resolve_embedder(job.embedder)
    return _run_job(job, embedder=_WORKER_EMBEDDERS[key])


def _run_job(
    job: _Job,
    *,
    embedder: object,
    extractor: Extractor | None = None,
    llm: Callable[[str, str, Question], bool] | None = None,
    progress: bool = False,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Build one bench with ``embedder`` and ask it every question: its extraction scores and its rows (the
    oracle arms' only with the first wording)."""
    world = generate_world(seed=job.seed, units=job.units)
    asked = [arm for arm in job.arms if not (job.number and arm.startswith("c0lab_oracle"))]
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="c0lab-bench-", dir=scratch_folder()) as folder:
        bench = build_bench(
            world,
            folder,
            embedder=embedder,
            extractor=extractor,
            wording=job.wording,
            oracle=any(arm.startswith("c0lab_oracle") for arm in asked),
        )
        try:
            if embeds_alone(bench.memory.embedder):  # what is asked one text at a time, embedded ahead in batches
                texts = [question.text for question in bench.questions]  # the walks' and recalls' queries
                bench.flat.prepare(texts, [FLAT_VARIANTS[arm] for arm in asked if arm in FLAT_VARIANTS])
                bench.memory.embedder.embed(texts)
            used = extractor if extractor is not None else bench.memory._ingest.extractor
            scores = {
                "seed": job.seed,
                "wording": job.wording,
                "extractor": type(used).__name__,
                **extraction_scores(bench),
            }
            contexts = []
            graded: dict[tuple[str, Question], tuple[bool | None, bool | None]] = {}  # a context again: graded once
            for question, arm, budget, context in _answers(
                bench, asked, job.budgets, desc=f"seed {job.seed} {job.wording}", progress=progress
            ):
                if (context, question) not in graded:
                    graded[context, question] = grade(context, question)
                gold, clean = graded[context, question]
                row = {
                    "seed": job.seed,
                    "wording": job.wording,
                    "budget": budget,
                    "question": question.id,
                    "family": question.family,
                    "category": question.category,
                    "arm": arm,
                    "text": question.text,
                    "gold": math.nan if gold is None else float(gold),
                    "clean": math.nan if clean is None else float(clean),
                    "tokens": 0,
                }
                if llm is not None:
                    row["correct"] = llm(context, question.text, question)
                rows.append(row)
                contexts.append(context)
            for row, tokens in zip(rows, context_tokens(bench.memory, contexts), strict=True):
                row["tokens"] = tokens
        finally:
            bench.close()
    return scores, rows


def _answers(
    bench: Bench, arms: list[str], budgets: tuple[int, ...], *, desc: str, progress: bool
) -> Iterator[tuple[Question, str, int, str]]:
    """Every question of ``bench`` to every arm at every budget: (question, arm, budget, context), the budgets of
    one question and arm together."""
    asks = [(question, arm) for question in bench.questions for arm in arms]
    for question, arm in progress_bar(asks, desc=desc, unit="question", disable=not progress):
        for budget, context in zip(budgets, bench.contexts(arm, question.text, budgets), strict=True):
            yield question, arm, budget, context


def scratch_folder() -> str | None:
    """Where a bench keeps its memories' files, thrown away after it: ``/dev/shm`` where there is one to write
    in (memory, not disk: the store's fsyncs, a few hundred a bench, cost nothing there), else ``None`` (the
    system's temporary folder), unless it has less than 1 GiB free. A bench's files take a few hundred kB."""
    shared = Path("/dev/shm")
    if not (shared.is_dir() and os.access(shared, os.W_OK)):
        return None
    return str(shared) if shutil.disk_usage(shared).free >= 1 << 30 else None


def context_tokens(memory: Memory, contexts: list[str]) -> list[int]:
    """Each context's tokens, as ``memory.count_tokens_many(contexts)`` counts them.

    With a counter under which no token spans a line break — the NumPy MiniLM's WordPiece (which reads a
    line break as a space) and the keyword approximation (words and marks) — a context's tokens are the sum
    of its lines', so each distinct line is counted once: a walk's line at every budget, a chunk in every
    flat arm (a bench's contexts share most of their lines). Any other counter counts the contexts whole.
    """
    if not (memory.embedder is None or embeds_alone(memory.embedder)):
        return memory.count_tokens_many(contexts)
    split = [context.split("\n") for context in contexts]
    lines = list(dict.fromkeys(line for parts in split for line in parts))
    counted = dict(zip(lines, memory.count_tokens_many(lines), strict=True))
    return [sum(counted[line] for line in parts) for parts in split]


def _t_half_width(values: list[float]) -> float:
    """Half the width of a 95% t interval of the mean of ``values`` (0 for one value)."""
    if len(values) < 2:
        return 0.0
    quantiles = {2: 12.706, 3: 4.303, 4: 3.182, 5: 2.776, 6: 2.571, 7: 2.447, 8: 2.365, 9: 2.306, 10: 2.262}
    mean = sum(values) / len(values)
    spread = math.sqrt(sum((value - mean) ** 2 for value in values) / (len(values) - 1))
    return quantiles.get(len(values), 1.96) * spread / math.sqrt(len(values))


def _order(results: pd.DataFrame) -> list[str]:
    said = set(results.category.unique())
    standard = [c for c in CATEGORIES if c in said]
    heldout = list(dict.fromkeys(results.loc[results.family == "heldout", "category"]))
    return standard + ["all standard"] + heldout + (["all held-out"] if heldout else [])


def summarize_bench(
    results: pd.DataFrame, *, metric: str = "clean", budget: int | None = None, wording: str | None = None
) -> pd.DataFrame:
    """``metric`` per category (rows) and arm (columns): the mean over seeds of each seed's share, and
    ``arm ±`` columns with the half-width of a 95% t interval across seeds (0 with one seed).

    ``wording``: one family's rows (default: the headline family when the results hold it, else all rows).
    """
    budget = budget if budget is not None else int(results["budget"].max())
    frame = results[results.budget == budget]
    if "wording" in frame:
        wording = wording or (HEADLINE if HEADLINE in frame.wording.unique() else None)
        frame = frame[frame.wording == wording] if wording else frame
    asked = set(frame.arm.unique())
    arms = [arm for arm in ARMS if arm in asked]
    by_category = frame.groupby(["category", "arm", "seed"])[metric].mean()  # each seed's share, grouped once
    by_family = frame.groupby(["family", "arm", "seed"])[metric].mean()
    parts = {"all standard": (by_family, "standard"), "all held-out": (by_family, "heldout")}
    means, widths = {}, {}
    for category in _order(frame):
        shares, key = parts.get(category, (by_category, category))
        per_seed = shares.loc[key] if key in shares.index.get_level_values(0) else shares.iloc[:0]
        if per_seed.isna().all():
            continue  # not scored offline (left to the LLM mode)
        means[category] = {arm: round(float(per_seed[arm].mean()), 3) for arm in arms}
        widths[category] = {f"{arm} ±": round(_t_half_width(per_seed[arm].tolist()), 3) for arm in arms}
    table = pd.DataFrame(means).T[arms]
    return table.join(pd.DataFrame(widths).T)


def format_summary(table: pd.DataFrame) -> pd.DataFrame:
    """The summary as ``mean ± half-width`` strings, the oracle arms labelled as the upper bound."""
    arms = [column for column in table.columns if not column.endswith(" ±")]
    return pd.DataFrame(
        {
            ARM_LABELS[arm]: [f"{m:.3f} ± {w:.3f}" for m, w in zip(table[arm], table[f"{arm} ±"], strict=True)]
            for arm in arms
        },
        index=table.index,
    )


def tokens_used(results: pd.DataFrame) -> pd.DataFrame:
    """Median and mean tokens of context per arm and budget (contexts are matched in size, not only capped)."""
    return results.groupby(["budget", "arm"])["tokens"].agg(["median", "mean"]).round(1).unstack("budget")


def compare_families(results: pd.DataFrame, *, metric: str = "clean") -> pd.DataFrame:
    """Per wording family and budget: ``metric`` on all questions (standard and held-out together, and each
    apart) for ``c0lab`` and for the strongest flat arm there (the best of :data:`FLAT_ARMS` on all
    questions), and c0lab's lead over it; the headline family first. Means over seeds."""
    rows = []
    wordings = sorted(set(results.wording), key=lambda name: (name != HEADLINE, (FAMILIES + BY_NAME).index(name)))
    keys = ["wording", "budget", "arm"]
    # each seed's share, then their mean as a Series' mean (a group's mean sums otherwise, and moves ties)
    whole = results.groupby([*keys, "seed"])[metric].mean().groupby(keys).agg(pd.Series.mean)
    parts = results.groupby([*keys, "family", "seed"])[metric].mean().groupby([*keys, "family"]).agg(pd.Series.mean)
    asked = results.groupby(["wording", "budget"]).arm.unique()
    for wording in wordings:
        for budget in sorted(set(results.budget)):
            arms = set(asked.get((wording, budget), ()))

            def share(arm: str, part: str | None = None, wording: str = wording, budget: int = budget) -> float:
                found = whole.get((wording, budget, arm)) if part is None else parts.get((wording, budget, arm, part))
                return math.nan if found is None else float(found)

            flats = [arm for arm in FLAT_ARMS if arm in arms]
            if "c0lab" not in arms or not flats:
                continue
            best = max(flats, key=share)
            rows.append(
                {
                    "wording": wording + (" (headline)" if wording == HEADLINE else ""),
                    "budget": budget,
                    "c0lab": share("c0lab"),
                    "c0lab standard": share("c0lab", "standard"),
                    "c0lab held-out": share("c0lab", "heldout"),
                    "strongest flat": best,
                    "flat": share(best),
                    "flat standard": share(best, "standard"),
                    "flat held-out": share(best, "heldout"),
                    "lead": share("c0lab") - share(best),
                }
            )
    return pd.DataFrame(rows).round(3)


def extraction_summary(results: pd.DataFrame) -> pd.DataFrame:
    """The extraction scores of ``results`` (``attrs["extraction"]``): the mean over seeds per wording family."""
    scores = results.attrs["extraction"]
    return scores.drop(columns="seed").groupby(["wording", "extractor"], sort=False).mean().round(3)


def write_outputs(results: pd.DataFrame, folder: Path) -> dict[str, Path]:
    """CSV of every answer, a markdown summary (every metric and budget, tokens, extraction) and a chart."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = {"csv": folder / "results.csv", "markdown": folder / "summary.md", "chart": folder / "chart.png"}
    results.to_csv(paths["csv"], index=False)
    metrics = ["gold", "clean"] + (["correct"] if "correct" in results else [])
    seeds = sorted(set(results.seed))
    sections = [
        (
            f"Seeds {', '.join(map(str, seeds))}; ± is the half-width of a 95% t interval across seeds. "
            "Arms marked (upper bound) were given the generator's structure, not the documents. "
            f"Tables by category are the headline wording family ({HEADLINE}).\n"
        )
    ]
    if "wording" in results:
        sections.append(
            f"## every wording family: c0lab and the strongest flat arm (clean)\n\n"
            f"{compare_families(results).to_markdown(index=False)}\n"
        )
    for budget in sorted(set(results.budget)):
        for name in metrics:
            table = format_summary(summarize_bench(results, metric=name, budget=budget))
            sections.append(f"## {name}@{budget}\n\n{table.to_markdown()}\n")
    sections.append(f"## tokens of context\n\n{tokens_used(results).to_markdown()}\n")
    if "extraction" in results.attrs:
        sections.append(
            f"## extraction against the generator's truth (mean over seeds)\n\n"
            f"{extraction_summary(results).to_markdown()}\n\n"
            f"{results.attrs['extraction'].to_markdown(index=False)}\n"
        )
    paths["markdown"].write_text("\n".join(sections))
    metric = "correct" if "correct" in results else "clean"
    write_chart(
        summarize_bench(results, metric=metric),
        paths["chart"],
        labels=ARM_LABELS,
        metric=f"{metric}@{int(results['budget'].max())} (bars: 95% intervals across seeds, within [0, 1])",
        title=f"{metric} by category and arm ({results['question'].nunique()} questions × {len(seeds)} seeds)",
    )
    return paths
