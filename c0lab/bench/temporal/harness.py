"""The machinery both temporal evals share: write facts, ask probes of every arm, score, report.

- :func:`write_facts` writes dated facts through the public API (one batch:
  the concepts, then each relation with its ``valid_from`` / ``valid_to`` as
  the data states them); a fact the memory refuses is counted, with the
  first line of why, never dropped silently;
- :func:`flat_arm` is the same-run baseline: the same facts as dated text,
  retrieved by :class:`~c0lab.bench.flat.FlatIndex` (BM25, its time filter);
- :func:`ask` puts every probe to every arm and scores each context with
  :func:`~c0lab.bench.temporal.scoring.score`.
"""

from __future__ import annotations

import re
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from ..._errors import C0labError, InvalidInputError
from ...model.records import name_key
from ..documents import Document
from ..flat import FlatIndex, chunk_documents
from .scoring import Probe, score

__all__ = [
    "Fact",
    "Written",
    "ask",
    "fact_documents",
    "flat_arm",
    "missing_file",
    "open_memory",
    "walk_arm",
    "write_facts",
]

Arm = Callable[[str], str]


@dataclass(frozen=True)
class Fact:
    """One dated fact as a data set states it: ``subject`` ``relation`` ``object`` from ``valid_from`` to
    ``valid_to``."""

    subject: str
    relation: str
    object: str
    valid_from: str | None = None
    valid_to: str | None = None

    def sentence(self) -> str:
        """The fact as one line of text (what the flat arm reads)."""
        words = self.relation.lower().replace("_", " ")
        span = (f" from {self.valid_from}" if self.valid_from else "") + (
            f" to {self.valid_to}" if self.valid_to else ""
        )
        return f"{self.subject} {words} {self.object}{span}."


@dataclass
class Written:
    """What a memory was given: relations written, and those refused, by the first words of why."""

    relations: int = 0
    refused: Counter[str] = field(default_factory=Counter)

    def line(self) -> str:
        refused = self.refused
        why = "; ".join(f"{count} × {reason}" for reason, count in refused.most_common(4))
        return f"{self.relations} relations written, {sum(refused.values())} refused" + (f" ({why})" if why else "")


def missing_file(path: str | Path, *, what: str, where: str) -> Path:
    """``path`` as a Path, or one line saying where to get the file when it is not there."""
    found = Path(path).expanduser()
    if not found.is_file():
        raise InvalidInputError(f"{found} is not there: get {what} from {where}")
    return found


def open_memory(folder: str | None = None):
    """A fresh keyword-only memory in ``folder`` (a new temporary folder by default)."""
    from ...memory.memory import Memory

    return Memory.open(folder or tempfile.mkdtemp(prefix="c0lab-temporal-"), embedder=None)


def _reason(error: C0labError) -> str:
    """Why a fact was refused, without its names and dates (so that reasons count together)."""
    text = re.sub(r"'[^']*'|\"[^\"]*\"|\([^)]*\)|\d{3,4}(?:-\d\d){0,2}", "…", str(error))
    return " ".join(text.split(":")[0].split())[:60]


def write_facts(memory, facts: Iterable[Fact]) -> Written:
    """Write ``facts`` through the public API in one batch: concepts first, then each relation."""
    facts = list(facts)
    names: dict[str, str] = {}
    for fact in facts:
        for name in (fact.subject, fact.object):
            names.setdefault(name_key(name), name)
    written = Written()
    with memory.batch("temporal eval facts"):
        memory.add_concepts([{"name": name} for key, name in names.items() if key], force=True)
        for fact in facts:
            try:
                memory.relate(
                    fact.subject,
                    fact.relation,
                    fact.object,
                    valid_from=fact.valid_from,
                    valid_to=fact.valid_to,
                    keep=True,
                )
                written.relations += 1
            except C0labError as error:
                written.refused[_reason(error)] += 1
    return written


def fact_documents(facts: Iterable[Fact], *, at: str = "2024-01-01") -> list[Document]:
    """The facts as text for the flat arm: one document each, written on ``at``."""
    return [Document(text=fact.sentence(), at=at, source="facts", phase=0) for fact in facts]


def walk_arm(memory, *, budget: int = 1000) -> Arm:
    """The walk as an arm: the context of ``memory.walk(question)``."""
    return lambda question: memory.walk(question, budget_tokens=budget).context


def flat_arm(documents: list[Document], *, count_tokens: Callable[[str], int], budget: int = 1000) -> Arm:
    """The flat baseline over ``documents`` (keyword only, its time filter on)."""
    index = FlatIndex(chunk_documents(documents, count_tokens=count_tokens), embed=None, count_tokens=count_tokens)
    return lambda question: index.context(question, budget)


def ask(probes: list[Probe], arms: dict[str, Arm]) -> pd.DataFrame:
    """One row per probe and arm: the scores, the first fact line and the time the arm took."""
    rows = []
    for arm, context_of in arms.items():
        for probe in probes:
            started = time.perf_counter()
            context = context_of(probe.question)
            took = time.perf_counter() - started
            result = score(context, probe)
            rows.append(
                {
                    "arm": arm,
                    "kind": probe.kind,
                    "question": probe.question,
                    "source": probe.source,
                    "gold": " | ".join(probe.gold),
                    "dated": probe.dated,
                    "has_wrong": bool(probe.wrong),
                    "present": result.present,
                    "first": result.first,
                    "wrong_unmarked": result.wrong_unmarked,
                    "denied": result.denied,
                    "first_line": next(iter(result.lines), ""),
                    "first_fact": result.first_fact,
                    "ms": took * 1000,
                }
            )
    return pd.DataFrame(rows)
