"""Grading of a context tied to the world's truth: the same rules for every arm, whatever its wording.

- An answer counts only on a line *about the asked entity* (a line that names
  one of the question's ``about`` names), matched on word boundaries and
  case-insensitively: "Nylota" does not match "Nylotas", and a town on a
  line about another project does not count.
- ``gold``: a right answer is on such a line.
- ``clean`` (the offline score): gold, and every stale answer on such a line
  is *marked* by the truth of **that** stale fact — the line states the date
  that separates it from the asked time (its real end, the day its correction
  was recorded, or, for a value that began after the asked time, its real
  start), read by c0lab's date reader and matched at the truth's precision
  (a year, a month or a day), or the line names the right answer that
  replaced it. No word counts: a date that is not the stale fact's own (a
  document's day, an arbitrary tag) and an end or replacement word without
  the truth mark nothing, so decorating lines cannot raise a score.
- Abstention (a question whose right answer is "I don't know") is scored
  offline only about a **known** entity asked of a time before anything is
  known of it (``Question.ends`` holds the true start of each candidate): a
  context passes when a line about the entity places a candidate by its true
  start, or says nothing is known ("nothing", "no record", "not known",
  "unknown") with a date in the asked year, and no candidate on such a line
  is left unplaced — an empty context fails. An unknown entity or an unknown attribute is left to the LLM mode:
  :func:`grade` returns ``None`` (not scored offline).

These rules are declared in BENCH.md; tests check them on hand-made contexts.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

from .._errors import BadDateError
from .._time import find_date, parse_time, to_timestamp
from ..index.keyword import whole_words
from .world import Question

__all__ = ["abstains", "dates_on", "grade", "marked", "mentions", "within"]

_NOTHING = re.compile(r"\b(?:nothing|no\s+(?:record|facts?|one)|not\s+known|unknown)\b", re.IGNORECASE)
_EDGE = re.compile(r"^(?:(?:since|from|until|till|to|through|before|after|by|in|on|during|of|the)\s+)+", re.IGNORECASE)


def mentions(line: str, text: str) -> bool:
    """Whether ``line`` names ``text`` on word boundaries, ignoring case."""
    return whole_words(text).search(line) is not None


@lru_cache(maxsize=65536)
def dates_on(line: str) -> tuple[int, ...]:
    """Every date ``line`` states, each read on its own (the point :func:`~c0lab._time.parse_time` makes of it).

    A range word before a date ("until 2019") does not move it: the grader
    asks *which* date a line names, not which edge of it.
    """
    found: list[int] = []
    rest = " ".join(line.split())
    while True:
        try:
            moment, shorter = find_date(rest)
        except BadDateError:
            return tuple(found)
        if moment is None or shorter == rest:
            return tuple(found)
        place = next((i for i, (a, b) in enumerate(zip(rest, shorter, strict=False)) if a != b), len(shorter))
        phrase = _EDGE.sub("", rest[place : place + len(rest) - len(shorter)].strip(" ,.;:()[]"))
        try:
            moment = parse_time(phrase, point=True)
        except BadDateError:
            pass  # keep the reader's own point
        found.append(moment)
        rest = shorter


def _period(truth: str) -> tuple[int, int]:
    """[start, end) of an ISO year, month or day."""
    parts = [int(part) for part in truth.split("-")]
    if len(parts) == 1:
        first, after = date(parts[0], 1, 1), date(parts[0] + 1, 1, 1)
    elif len(parts) == 2:
        first = date(parts[0], parts[1], 1)
        after = date(parts[0] + parts[1] // 12, parts[1] % 12 + 1, 1)
    else:
        first = date(*parts)
        after = date.fromordinal(first.toordinal() + 1)
    return parse_time(first.isoformat()), parse_time(after.isoformat())


def within(moment: int, truth: str) -> bool:
    """Whether ``moment`` falls in the period ``truth`` names (``2019``, ``2019-07``, ``2025-02-25``)."""
    start, end = _period(truth)
    return start <= moment < end


def marked(line: str, stale: str, replacements: tuple[str, ...] = (), *, end: str | None = None) -> bool:
    """Whether ``line`` places ``stale`` by its true date ``end`` or names a right answer that replaced it."""
    if any(mentions(line, answer) for answer in replacements):
        return True
    return end is not None and any(within(moment, end) for moment in dates_on(line))


def _about(context: str, question: Question) -> list[str]:
    return [line for line in context.splitlines() if any(mentions(line, name) for name in question.about)]


def _unmarked(lines: list[str], question: Question) -> bool:
    ends, replaced = dict(question.ends), dict(question.replaced_by)
    return any(
        mentions(line, old) and not marked(line, old, (replaced[old],) if old in replaced else (), end=ends.get(old))
        for line in lines
        for old in question.stale
    )


def abstains(context: str, question: Question) -> bool | None:
    """The declared abstention rule (see the module docstring); ``None`` when it is not scored offline."""
    if not question.ends:
        return None
    lines = _about(context, question)
    placed = any(
        mentions(line, old) and any(within(moment, end) for moment in dates_on(line))
        for line in lines
        for old, end in question.ends
    )
    asked = [str(to_timestamp(moment).year) for moment in dates_on(question.text)]
    said = any(
        _NOTHING.search(line) and any(within(moment, year) for moment in dates_on(line) for year in asked)
        for line in lines
    )
    return (placed or said) and not _unmarked(lines, question)


def grade(context: str, question: Question) -> tuple[bool | None, bool | None]:
    """``(gold, clean)`` for one context: a right answer on a line about the entity, and no unmarked stale one.

    For an abstention question both are :func:`abstains` (``None``: not scored offline).
    """
    if not question.gold:
        right = abstains(context, question)
        return right, right
    lines = _about(context, question)
    gold = any(mentions(line, answer) for line in lines for answer in question.gold)
    return gold, gold and not _unmarked(lines, question)
