"""The dates a sentence states, and the role of each: a start, an end or a point in time.

Read with c0lab's one time reader (:func:`~c0lab._reading.phrases` finds the
date phrases, :func:`~c0lab._reading.read_time` reads each with its
precision); nothing here needs a model or a memory, so any room that reads
English text may date its sentences the same way.
"""

from __future__ import annotations

import re

from .._errors import BadDateError
from .._reading import TimeReading, phrases, read_time

__all__ = ["dated_phrases", "edge", "sentence_dates"]

_DASH = re.compile(r"[-\u2013\u2014]\s*$")
_STARTS = frozenset(["since", "from", "between", "starting", "after", "beginning"])
_ENDS = frozenset(["until", "till", "to", "through", "thru", "before"])
_MONTH_OF = re.compile(
    r"\b(january|february|march|april|may|june|july|august|september|october|november|december) of (?=\d{4}\b)",
    re.IGNORECASE,
)
"""A month "of" a year ("July of 2017"): the year is the month's (read as "July 2017", same length)."""
_PART_OF = re.compile(r"\b([a-z]+)\s+the(?:\s+[a-z-]+){1,3}\s+of(?:\s+the)?$", re.IGNORECASE)
"""A part of a period after its cue ("from the first half of", "until the opening months of"): the cue."""
_NOT_A_TIME = frozenset(["now", "currently", "present", "the present", "at present"])
"""Words the reader takes for the moment of writing; in a statement they say the fact holds, not when it began."""


def edge(reading: TimeReading, role: str, word: str = "") -> int:
    """The moment a dated phrase gives a fact, by its ``role`` and the ``word`` before it.

    A start or a point begins at the start of the period said ("March 1908" → 1908-03-01, "after 2020" →
    2021-01-01); an end "until"/"before" is the instant before the period, "through" its last instant, and a
    bare end ("to 1994", "2015–2022") the period's middle, so two facts that share a boundary year split it.
    """
    if role == "start":
        return reading.end if word == "after" else reading.start
    if role == "at":
        return reading.start
    if word in ("until", "till", "before"):
        return reading.start - 1
    if word in ("through", "thru"):
        return reading.end - 1
    return reading.middle


def dated_phrases(sentence: str, *, at: int) -> list[tuple[int, int, str]]:
    """Each date a sentence states: ``(position, moment, role)``.

    ``role`` says what the words before the date make of it: ``"start"``
    ("since", "from", "between", "starting", "after"), ``"end"`` ("until",
    "to", "through", "before", the "and" of "between … and …", a dash
    between two dates) or ``"at"`` (a point: "in 2021", "on 3 May 2020");
    ``moment`` is :func:`edge`'s. Dates later than ``at`` are left out, and
    so are "now" and "currently" (they say a fact holds, not when it began).
    Relative words ("last year") are read against ``at``. ``position`` is
    where the date's phrase starts in the sentence (spaces collapsed).

    >>> from c0lab._time import format_time, parse_time
    >>> [(role, format_time(moment)) for _, moment, role in dated_phrases(
    ...     "Mara Quill led it from March 2015 until 2022.", at=parse_time("2025"))]
    [('start', '2015-03-01'), ('end', '2021-12-31 23:59')]
    """
    text = " ".join(sentence.split())
    found: list[tuple[int, int, str]] = []
    for match in phrases(_MONTH_OF.sub(lambda month: month.group(1) + " " * 4, text)):  # "July of 2017"
        said = " ".join(match["date"].lower().split())
        if said in _NOT_A_TIME:
            continue
        try:
            reading = read_time(match["date"], now=at)
        except BadDateError:  # a day not on the calendar ("2023-02-30"): read the sentence without it
            continue
        cue = " ".join((match["cue"] or "").lower().split())
        before = text[: match.start()].rstrip()
        previous = (before.split() or [""])[-1].lower()
        part = _PART_OF.search(before) if previous in ("of", "the") else None
        previous = part.group(1).lower() if part else previous  # "until the first half of 2021": "until"
        word = cue if cue in _STARTS | _ENDS else previous
        if word in _STARTS or (cue in ("in", "on") and previous in _STARTS):
            role, word = "start", word if word in _STARTS else previous
        elif word in _ENDS or _DASH.search(before) or (previous == "and" and "between" in before.lower().split()):
            role = "end"
        else:
            role = "at"
        moment = edge(reading, role, word)
        if moment <= at:
            found.append((match.start(), moment, role))
    return found


def sentence_dates(sentence: str, *, at: int) -> list[int]:
    """The dates a sentence states (:func:`dated_phrases`' moments), in order, none later than ``at``."""
    return [moment for _, moment, _ in dated_phrases(sentence, at=at)]
