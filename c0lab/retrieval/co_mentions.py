"""Two names said together in a text (``MENTIONED_WITH``), as a walk shows them: what a text said, not a fact.

An extractor that reads no typed relation between two names in a sentence links them as a co-mention, dated
by the sentence's date or the text's day. That link says the two names were said together in a text of that
date — not that something held between them from then on. A walk lists co-mentions with what was said (first under
"Said about it:", before the texts' own lines), each with the date of the text (``in a text of 1998``), never under
"Current facts" nor as valid "since" a date, and marks them ``mentioned`` in its facts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

import pandas as pd

from .._reading import find_time
from .._time import BEGINNING, FOREVER, format_edge, format_span, micros_of_timestamp
from ..index.keyword import whole_words
from .period import CO_MENTION
from .render import relation_words, shown_name
from .walk import Fact

__all__ = ["MENTIONED", "co_mention_line", "co_mention_names", "said_together", "told_elsewhere"]

MENTIONED = "mentioned"
"""The status of a co-mention in a walk's facts: said together in a text, neither current nor ended."""


def co_mention_line(fact: Fact, *, window: tuple[int, int] | None = None) -> str:
    """A co-mention as one line: ``- Greens mentioned with Marta Kell (in a text of 1998)``; a text that stated a
    range, that range (``in a text of 1931–1946``), or only an end, that end (``in a text, to 2021-07``); an undated
    one, ``(in a text)``.

    >>> from c0lab._time import to_timestamp
    >>> fact = Fact("Greens", CO_MENTION, "Marta Kell", "current", to_timestamp("1998-01-01"), pd.NaT, 1)
    >>> co_mention_line(fact)
    '- Greens mentioned with Marta Kell (in a text of 1998)'
    """
    said, (low, high) = _text_time(fact)
    line = f"{shown_name(fact.subject)} {relation_words(fact.relation)} {shown_name(fact.object)}"
    if window is not None and said and (low >= window[1] or high <= window[0]):
        return f"- [in a text{said}] {line}"  # of another time than the one asked: its time first
    return f"- {line} (in a text{said})"


_LINE = re.compile(
    rf"^- (?:\[in a text[^\]]*\] )?(?P<first>.+?) {relation_words(CO_MENTION)} (?P<second>.+?)(?: \([^()]*\))?$"
)
"""A co-mention line as :func:`co_mention_line` writes it, its time before it or after it (in brackets)."""


def co_mention_names(line: str) -> tuple[str, str] | None:
    """The two names of a co-mention ``line`` (either form of :func:`co_mention_line`); ``None`` for another line.

    >>> co_mention_names("- [in a text of 2010] Alder Works mentioned with Ida Venn")
    ('Alder Works', 'Ida Venn')
    >>> co_mention_names("- Alder Works mentioned with Ida Venn (in a text, to 2021-07)")
    ('Alder Works', 'Ida Venn')
    """
    found = _LINE.match(line)
    return None if found is None else (found.group("first"), found.group("second"))


def told_elsewhere(lines: Sequence[str]) -> list[str]:
    """``lines`` but each co-mention line whose two names another line (not a co-mention) names together: the text
    that says how they meet is shown, and "mentioned with" adds only a name without its time or its tie."""
    others = [line for line in lines if co_mention_names(line) is None]
    kept = []
    for line in lines:
        names = co_mention_names(line)
        if names is None or not any(all(whole_words(name).search(other) for name in names) for other in others):
            kept.append(line)
    return kept


def _text_time(fact: Fact) -> tuple[str, tuple[int, int]]:
    """The time of a co-mention's text in words (`` of 1998``, `` of 1931–1946``, ``, to 2021-07``; ``""`` when
    undated) and as ``[start, end)`` µs: a text dated by a day, month or year only is of that day, month or year
    (said then, not held since)."""
    start, precision = fact.valid_from, fact.precision.partition("/")
    end = FOREVER if pd.isna(fact.valid_to) else micros_of_timestamp(fact.valid_to)
    if pd.isna(start):  # said of a time that ended then ("until July 2021")
        said = f", to {format_edge(end, end=True, precision=precision[2])}" if end < FOREVER else ""
        return said, (BEGINNING, end)
    begin = micros_of_timestamp(start)
    if end < FOREVER:
        return f" of {format_span(begin, end, fact.precision)}", (begin, end)
    when = format_edge(begin, precision=precision[0])
    reading = find_time(when, now=begin)
    return f" of {when}", (begin, reading.end if reading is not None and reading.start == begin else begin + 1)


def said_together(facts: list[Fact], *, window: tuple[int, int] | None = None) -> tuple[list[Fact], list[str]]:
    """``facts`` with each co-mention marked :data:`MENTIONED` (kept in place), and their lines, in order; in a
    walk asked at a time (``window``, ``[low, high)`` µs), one of a text of another time with that time first
    (``- [in a text of 1995–1997] X mentioned with Y``)."""
    marked = [replace(fact, status=MENTIONED, note="") if fact.relation == CO_MENTION else fact for fact in facts]
    return marked, [co_mention_line(fact, window=window) for fact in marked if fact.status == MENTIONED]
