"""Scoring a context for a question asked at a time: the right answer present, first, and no wrong era unmarked.

The same rules serve every arm (the walk and the flat baseline); they read
the context as lines:

- an answer is *on* a line when the line names it on word boundaries, case
  blind, once the line's dates are taken out ("1990" the answer is not
  "1990-01-01" the start of another fact, nor the "1990" of a "(1990 – 2018)"
  range);
- a *fact line* is a bullet (``- …``) or a dated line (``(2019-05-01) …``,
  the flat arm's form); the first fact line is the first of these;
- a line is *marked* when it says its fact is not of the asked time: under a
  heading that says so ("No longer true:", "Supersession trail:", …), a
  leading ``[mark]`` ("[ended 2010-01-01]"), or the format-neutral rule of
  :func:`c0lab.bench.grading.marked` (an end date, or a replacement word beside
  a right answer);
- a wrong-era answer the question itself names ("after Preston?") is not
  counted when a line restates it;
- a question whose right answer is nothing (``gold`` empty: asked outside
  every era the data holds) is right when no answer the data holds for it
  stands unmarked on a fact line;
- a context *denies* when its first line says the memory holds nothing of
  what was asked ("Nothing in memory …") and yet a right answer is on a line
  below: a reader taking it top-down is told there is no answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

import pandas as pd

from ..grading import marked as marked_by_words
from ..grading import mentions

__all__ = ["Probe", "Score", "fact_lines", "score", "summarize"]

_ISO = r"\d{4}-\d{2}(?:-\d{2})?(?:[ T]\d{2}:\d{2}(?::\d{2})?)?"
_DATES_ONLY = re.compile(
    rf"\((?:\s*(?:{_ISO}|\d{{1,4}}|[–—-]|from|to|since|until|till|now|valid|\?|,|;)\s*)+\)", re.IGNORECASE
)
_ISO_RE = re.compile(rf"\b{_ISO}\b")
_MARK = re.compile(r"^\s*(?:-\s*)?\[[^\]]+\]")
_BULLET = re.compile(r"^\s*-\s+|^\(\S[^)]*\)\s")
_MARKED_HEADINGS = (
    "no longer",
    "supersession",
    "ended",
    "replaced",
    "not yet",
    "not true",
    "was true",
    "before",
    "after",
    "earlier",
    "later",
)
_DENIAL = "Nothing in memory"
"""How a walk opens when it finds nothing of what was asked (a flat arm never says it)."""
_HEADING = re.compile(r"^[A-Z][^:]{0,60}:\s*$|^[A-Z][^:]{0,40}\(as of [^)]*\):\s*$")


@dataclass(frozen=True)
class Probe:
    """One question asked of a memory: its text, kind, right answers and the answers of other eras."""

    question: str
    kind: str
    gold: tuple[str, ...]
    wrong: tuple[str, ...] = ()
    dated: bool = True
    source: str = ""
    """Where it came from in the data (an id), for reading results back."""


@dataclass(frozen=True)
class Score:
    """The three measures for one context (``first`` implies ``present``), and whether it denies what it holds."""

    present: bool
    first: bool
    wrong_unmarked: bool
    denied: bool = False
    lines: list[str] = field(default_factory=list, compare=False)
    first_fact: str = ""


def _undated(line: str) -> str:
    """The line without its date ranges and ISO dates (so a year-named answer is not found in a date)."""
    return _ISO_RE.sub(" ", _DATES_ONLY.sub(" ", line))


def _on(line: str, answers: Iterable[str]) -> bool:
    text = _undated(line)
    return any(answer and mentions(text, answer) for answer in answers)


def fact_lines(context: str) -> list[tuple[str, bool]]:
    """Each line of ``context`` that states something, with whether it is marked as not of the asked time."""
    lines, section_marked = [], False
    for line in context.splitlines():
        if not line.strip():
            continue
        if _HEADING.match(line.strip()) and not _BULLET.match(line):
            heading = line.strip().lower()
            section_marked = any(word in heading for word in _MARKED_HEADINGS)
            continue
        lines.append((line, section_marked or bool(_MARK.match(line))))
    return lines


def score(context: str, probe: Probe) -> Score:
    """Score one context for ``probe`` (see the module docstring)."""
    wrong = tuple(old for old in probe.wrong if not mentions(probe.question, old))  # "after Preston": said by the asker
    probe = Probe(probe.question, probe.kind, probe.gold, wrong, probe.dated, probe.source)
    lines = fact_lines(context)
    facts = [(line, mark) for line, mark in lines if _BULLET.match(line)]
    if not probe.gold:  # nothing is right then: right when nothing the data holds stands unmarked
        shown = any(
            _on(line, probe.wrong) and not mark and not _marked_line(line, probe.wrong, ()) for line, mark in facts
        )
        return Score(
            present=not shown,
            first=not shown,
            wrong_unmarked=shown,
            lines=[line for line, _ in lines],
            first_fact=facts[0][0] if facts else "",
        )
    present = any(_on(line, probe.gold) for line, _ in lines)
    first = bool(facts) and not facts[0][1] and _on(facts[0][0], probe.gold)
    wrong_unmarked = any(
        _on(line, probe.wrong) and not mark and not _marked_line(line, probe.wrong, probe.gold) for line, mark in lines
    )
    opening = context.lstrip().splitlines()[0] if context.strip() else ""
    return Score(
        present=present,
        first=first,
        wrong_unmarked=wrong_unmarked,
        denied=present and opening.startswith(_DENIAL),
        lines=[line for line, _ in lines],
        first_fact=facts[0][0] if facts else "",
    )


def _marked_line(line: str, wrong: Iterable[str], gold: tuple[str, ...]) -> bool:
    return any(mentions(_undated(line), old) and marked_by_words(line, old, gold) for old in wrong if old)


def summarize(rows: pd.DataFrame) -> pd.DataFrame:
    """Share of questions per arm and kind (and ``all``): answer present, first, wrong era unmarked (dated only),
    and contexts that deny an answer they hold."""

    def one(frame: pd.DataFrame) -> pd.Series:
        dated = frame[frame["dated"] & frame["has_wrong"]]
        return pd.Series(
            {
                "questions": len(frame),
                "present": frame["present"].mean(),
                "first": frame["first"].mean(),
                "wrong_unmarked": dated["wrong_unmarked"].mean() if len(dated) else float("nan"),
                "denied": frame["denied"].mean() if "denied" in frame else float("nan"),
                "dated_with_wrong": len(dated),
            }
        )

    parts = []
    for (arm, kind), frame in rows.groupby(["arm", "kind"], sort=True):
        parts.append(one(frame).rename((arm, kind)))
    for arm, frame in rows.groupby("arm", sort=True):
        parts.append(one(frame).rename((arm, "all")))
    table = pd.DataFrame(parts)
    table.index = pd.MultiIndex.from_tuples(table.index, names=["arm", "kind"])
    table["questions"] = table["questions"].astype(int)
    table["dated_with_wrong"] = table["dated_with_wrong"].astype(int)
    return table.sort_index()
