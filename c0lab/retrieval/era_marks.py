"""Text of other times, marked: a walk asked at a time opens with what was said of that time.

A concept's description and a related concept's description are text a reader wrote (or an extractor took
from the sentences that first name it); a sentence of it often states its own time ("From 2003 to 2004, X
played for Wolverhampton"). Shown whole near the top of a walk asked about 2016, such a sentence names the
answer of another era with nothing saying so. In a walk asked at a time (:func:`asked_window`):

- the concept's description keeps, on top, the sentences that state no time or a time that meets the asked
  one; each run of sentences that states only other times goes after the facts, with the walk's other texts
  of other times, as ``- [2003 to 2004] …`` (:func:`by_asked_time`);
- a related concept's description keeps its line, with each run of sentences of other times on its own
  indented line under it, its time first (``  [1992] The Packers drafted him …``);
- a co-mention of another time says its text's time first (``- [in a text of 1995–1997] X mentioned with
  Y``, :func:`~.co_mentions.said_together`).

Nothing is cut: only marked and ordered. A walk asked at no time is unchanged.
"""

from __future__ import annotations

import re

from .dated_texts import sentence_times, text_heading

__all__ = ["asked_window", "by_asked_time", "split_by_time", "with_texts"]

_NOTES = re.compile(r"(?:\s*\[[^\[\]]*\])+\s*$")
"""The notes a walk puts after a quoted text (``[Port Vale: ended 2013]``): they stay with the text's first line."""
_BULLET = re.compile(r"^- ")


def asked_window(span: tuple[int, int] | None, when: int, *, dated: bool) -> tuple[int, int] | None:
    """The asked time as ``[low, high)`` µs (the period asked, else the instant), or ``None`` when none was asked."""
    if not dated:
        return None
    return span if span is not None else (when, when + 1)


def split_by_time(text: str, *, window: tuple[int, int], now: int) -> tuple[str, list[str]]:
    """``text`` as the sentences that state no time or a time meeting ``window``, with its heading, and the
    notes a walk put after it (``[Port Vale: ended 2013]``) before it, so the line says first what it names that
    no longer holds (``""`` when no sentence is left); and each run of the others as ``[time] sentences``, in
    the text's order (a sentence that states no time of its own goes with the one before it; the heading goes
    with the first run when no sentence is left).

    >>> from c0lab._time import parse_time
    >>> kept, other = split_by_time("He was born in Oslo. From 1994 to 1996 he played for Pahang. He scored twice. "
    ...     "In 2001 he coached Kedah. [Pahang: ended 1996]", window=(parse_time("2001-01-01"),
    ...     parse_time("2002-01-01")), now=parse_time("2020"))
    >>> kept
    '[Pahang: ended 1996] He was born in Oslo. In 2001 he coached Kedah.'
    >>> other
    ['[1994 to 1996] From 1994 to 1996 he played for Pahang. He scored twice.']
    """
    notes = _NOTES.search(text)
    body, noted = (text[: notes.start()], notes.group(0).strip() + " ") if notes else (text, "")
    low, high = window
    kept: list[str] = []
    runs: list[tuple[str, list[str]]] = []
    moving = False  # whether the sentence before was moved (a run goes on while its time does)
    for sentence in sentence_times(body, now=now):
        words = " ".join(sentence.text.split())
        # its own time, and the time between its first and last dates (not the run-on to the text's next date)
        spans = [*sentence.spans, *((start, end) for start, end, weight in sentence.between if weight >= 1)]
        if not sentence.spans or any(start < high and end > low for start, end in spans):
            kept.append(words)
            moving = False
        elif moving and runs[-1][0] == sentence.said:
            runs[-1][1].append(words)
        else:
            runs.append((sentence.said, [words]))
            moving = True
    heading = text_heading(body)
    named = f"{heading}: " if heading else ""
    if not runs:
        return noted + body.strip(), []
    lines = [f"[{said}] {' '.join(run)}" for said, run in runs]
    if not kept:
        lines[0] = f"[{runs[0][0]}] {named}{' '.join(runs[0][1])}"
        return "", lines
    return noted + named + " ".join(kept), lines


def by_asked_time(
    header: list[str], about: list[str], others: list[str], *, window: tuple[int, int] | None, now: int
) -> tuple[list[str], list[str], list[str]]:
    """The walk's description lines (``header``: its first, the concept's description), its related concepts'
    lines (``about``) and its texts' lines of other times (``others``), marked by time (see the module
    docstring); all three unchanged when no time was asked (``window`` ``None``)."""
    if window is None or not header:
        return header, about, others
    first, moved = split_by_time(header[0], window=window, now=now)
    shown = {line.split("] ", 1)[-1] for line in others}
    later = [f"- {line}" for line in moved if line.split("] ", 1)[-1] not in shown]
    related: list[str] = []
    for line in about:
        if not _BULLET.match(line):
            related.append(line)
            continue
        kept, runs = split_by_time(line[2:], window=window, now=now)
        lines = [kept, *runs] if kept else runs  # all of other times: the first run on the concept's line
        related += [f"- {lines[0]}", *[f"  {run}" for run in lines[1:]]]
    return ([first] if first else []) + header[1:], related, later + others


def with_texts(together: list[str], texts: list[str], *, cut: bool) -> list[str]:
    """What was said: two names said together (co-mentions) before the texts' lines, which they sum up; after
    them when the walk lacks what was asked (``cut``: the texts that share the question's words may answer)."""
    return texts + together if cut else together + texts
