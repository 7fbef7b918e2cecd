"""The dates a sentence states, and the role of each: a start, an end or a point in time.

Read with the one date parser (:func:`~c0lab._time.find_date`); nothing
here needs a model or a memory, so any room that reads English text may
date its sentences the same way.
"""

from __future__ import annotations

import re

from .._errors import BadDateError
from .._time import find_date, parse_time

__all__ = ["dated_phrases", "sentence_dates"]

_DASH = re.compile(r"[-\u2013\u2014]\s*$")
_STARTS = frozenset(["since", "from", "between", "starting", "after"])
_ENDS = frozenset(["until", "till", "to", "through", "thru", "before"])
_ISO_DAY = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")


def _on_calendar(day: str) -> bool:
    try:
        parse_time(day)
    except BadDateError:
        return False
    return True


def dated_phrases(sentence: str, *, at: int) -> list[tuple[int, int, str]]:
    """Each date a sentence states, read by :func:`~c0lab._time.find_date`: ``(position, moment, role)``.

    ``role`` says what the words before the date make of it: ``"start"``
    ("since", "from", "between", "starting", "after"), ``"end"`` ("until",
    "to", "through", "before", the "and" of "between … and …", a dash
    between two dates) or ``"at"`` (a point: "in 2021", "on 3 May 2020").
    Dates later than ``at`` are left out. ``position`` is where the date's
    phrase starts in the sentence (spaces collapsed).

    >>> from c0lab._time import format_time, parse_time
    >>> [(role, format_time(moment)) for _, moment, role in dated_phrases(
    ...     "Mara Quill led it from 2015 until 2022.", at=parse_time("2025"))]
    [('start', '2015-01-01'), ('end', '2021-12-31 23:59')]
    """
    found: list[tuple[int, int, str]] = []
    rest, removed = " ".join(sentence.split()), 0
    while True:
        try:
            moment, shorter = find_date(rest)
        except BadDateError:  # a day not on the calendar ("2023-02-30"): read the sentence without it
            blanked = _ISO_DAY.sub(lambda day: day.group() if _on_calendar(day.group()) else " " * len(day.group()),
                                   rest)
            if blanked == rest:
                return found
            rest = blanked
            continue
        if moment is None or shorter == rest:
            return found
        place = next((i for i, (a, b) in enumerate(zip(rest, shorter, strict=False)) if a != b), len(shorter))
        width = len(rest) - len(shorter)
        first = (rest[place : place + width].split() or [""])[0].lower()
        before = rest[:place].rstrip()
        word = first if first in _STARTS | _ENDS else (before.split() or [""])[-1].lower()
        if word in _STARTS:
            role = "start"
        elif word in _ENDS or _DASH.search(before) or (word == "and" and "between" in before.lower().split()):
            role = "end"
        else:
            role = "at"
        if moment <= at:
            found.append((place + removed, moment, role))
        rest, removed = shorter, removed + width


def sentence_dates(sentence: str, *, at: int) -> list[int]:
    """The dates a sentence states (read by :func:`~c0lab._time.find_date`), in order, none later than ``at``."""
    return [moment for _, moment, _ in dated_phrases(sentence, at=at)]
