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

from ..index.keyword import whole_words
from .dated_texts import DatedSentence, sentence_times, text_heading

__all__ = ["asked_window", "by_asked_time", "split_by_time", "with_texts"]

_NOTES = re.compile(r"(?:\s*\[[^\[\]]*\])+\s*$")
"""The notes a walk puts after a quoted text (``[Port Vale: ended 2013]``): they stay with the text's first line."""
_NOTE = re.compile(r"(\[(?:(?P<name>[^\[\]:]+):)?[^\[\]]*\])")
"""One note, and the name it is about (``[Port Vale: ended 2013]``), if any."""
_BULLET = re.compile(r"^- ")


def asked_window(span: tuple[int, int] | None, when: int, *, dated: bool) -> tuple[int, int] | None:
    """The asked time as ``[low, high)`` µs (the period asked, else the instant), or ``None`` when none was asked."""
    if not dated:
        return None
    return span if span is not None else (when, when + 1)


def split_by_time(text: str, *, window: tuple[int, int], now: int | None) -> tuple[str, list[str]]:
    """``text`` as the sentences that state no time or a time meeting ``window``, with its heading (``""`` when
    no sentence is left); and each run of the others as ``[time] sentences``, in the text's order (a sentence
    that states no time of its own goes with the one before it; the heading goes with the first run when no
    sentence is left). A note the walk put after the text (``[Pahang: ended 1996]``) goes with each line that
    names what it is about, after it (a note about a name no sentence says, after the kept sentences).

    >>> from c0lab._time import parse_time
    >>> kept, other = split_by_time("He was born in Oslo. From 1994 to 1996 he played for Pahang. He scored twice. "
    ...     "In 2001 he coached Kedah. [Pahang: ended 1996]", window=(parse_time("2001-01-01"),
    ...     parse_time("2002-01-01")), now=parse_time("2020"))
    >>> kept
    'He was born in Oslo. In 2001 he coached Kedah.'
    >>> other
    ['[1994 to 1996] From 1994 to 1996 he played for Pahang. He scored twice. [Pahang: ended 1996]']
    """
    found = _NOTES.search(text)
    body = text[: found.start()] if found else text
    notes = _NOTE.findall(found.group(0)) if found else []
    low, high = window
    kept: list[str] = []
    runs: list[tuple[str, list[str]]] = []
    moving = False  # whether the sentence before was moved (a run goes on while its time does)
    for sentence in sentence_times(body, now=now):
        words = " ".join(sentence.text.split())
        # a sentence stating no time of its own goes with the one before it
        if not moving if sentence.inherited else _of_the_time(sentence, low, high):
            kept.append(words)
            moving = False
        elif moving and runs[-1][0] == sentence.said:
            runs[-1][1].append(words)
        else:
            runs.append((sentence.said, [words]))
            moving = True
    if not runs:
        return text, []
    heading = text_heading(body)
    lines = [f"[{said}] {' '.join(run)}" for said, run in runs]
    if kept:
        lines.insert(0, (f"{heading}: " if heading else "") + " ".join(kept))
    else:
        lines[0] = f"[{runs[0][0]}] " + (f"{heading}: " if heading else "") + " ".join(runs[0][1])
    lines = _noted(lines, notes)
    return (lines[0], lines[1:]) if kept else ("", lines)


def _of_the_time(sentence: DatedSentence, low: int, high: int) -> bool:
    """Whether a sentence is of ``[low, high)`` or may be: it states no time, or its time (or the time it
    speaks of up to the text's next date) meets it, or it states one earlier point and no later date follows
    (what began then may hold since: "In 2011 she took command")."""
    spans = [*sentence.spans, *((start, end) for start, end, _ in sentence.between)]
    if not sentence.spans or any(start < high and end > low for start, end in spans):
        return True
    earlier = all(end <= low for start, end in sentence.spans)
    return earlier and not sentence.ranged and not sentence.between and len(sentence.spans) == 1


def _noted(lines: list[str], notes: list[tuple[str, str]]) -> list[str]:
    """``lines`` each with the notes (``(note, name)``) about a name it says after it; a note about no name
    any line says (a correction: ``[corrected 2025-02-17: …]``), after the first line."""
    said = [[note for note, name in notes if name and whole_words(name.strip()).search(line)] for line in lines]
    placed = {note for own in said for note in own}
    said[0] += [note for note, _ in notes if note not in placed]
    return [" ".join([line, *own]) for line, own in zip(lines, said, strict=True)]


def by_asked_time(
    header: list[str], about: list[str], others: list[str], *, window: tuple[int, int] | None
) -> tuple[list[str], list[str], list[str]]:
    """The walk's description lines (``header``: its first, the concept's description), its related concepts'
    lines (``about``) and its texts' lines of other times (``others``), marked by time (see the module
    docstring); all three unchanged when no time was asked (``window`` ``None``). A description joins sentences
    of texts of unknown days: only the times they state with a number are read ("last March" is no time here)."""
    if window is None or not header:
        return header, about, others
    first, moved = split_by_time(header[0], window=window, now=None)
    shown = {_NOTES.sub("", line.split("] ", 1)[-1]) for line in others}
    later = [  # not a run a text's line of other times shows already (alone, or in a run of its text)
        f"- {line}"
        for line in moved
        if not any(_NOTES.sub("", line.split("] ", 1)[-1]).strip() in other for other in shown)
    ]
    related: list[str] = []
    for line in about:
        if not _BULLET.match(line):
            related.append(line)
            continue
        kept, runs = split_by_time(line[2:], window=window, now=None)
        lines = [kept, *runs] if kept else runs  # all of other times: the first run on the concept's line
        related += [f"- {lines[0]}", *[f"  {run}" for run in lines[1:]]]
    return ([first] if first else []) + header[1:], related, later + others


def with_texts(together: list[str], texts: list[str], *, cut: bool) -> list[str]:
    """What was said: two names said together (co-mentions) before the texts' lines, which they sum up; after
    them when the walk lacks what was asked (``cut``: the texts that share the question's words may answer)."""
    return texts + together if cut else together + texts
