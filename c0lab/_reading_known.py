"""The system time a question asks about: what the memory held, had recorded or had been written by a date
(:func:`find_known_at`, re-exported by :mod:`c0lab._time`), read with the one time reader."""

from __future__ import annotations

import re

from ._errors import BadDateError
from ._reading import phrases, read_time

__all__ = ["find_known_at", "tidy"]


def tidy(text: str) -> str:
    """A question with a phrase cut out, its spaces and punctuation tidied."""
    return re.sub(r"\s+([?.!,])", r"\1", re.sub(r"\s{2,}", " ", text)).strip()


_SET_DOWN = r"(?:known|recorded|held|reported|written|documented|noted|logged|stored|remembered|learn(?:ed|t))"
"""Verbs that say a text or a memory held something: with a date after them they ask the system time."""
_KNOWN_AT = re.compile(
    r"(?P<open>\()?\s*\b(?:"
    rf"as\s+(?:(?:it\s+)?(?:was|had\s+been|has\s+been)\s+)?{_SET_DOWN}"  # as known on D, as it was recorded by D
    r"|(?:according\s+to|based\s+on|going\s+by|judging\s+by|as\s+per|per|from|in|on)\s+what\s+"
    r"(?:(?:had|has)\s+been|was|were|(?:the|our|my)\s+(?:memory|records?|notes?)\s+(?:had|has)"
    rf"|(?:we|i|you|they|it|one)(?:\s+had)?)\s+(?:{_SET_DOWN}|knew|wrote|held)"  # according to what was written by D
    r"|(?:according\s+to|as\s+per|per|based\s+on|going\s+by|in)\s+(?:the\s+|our\s+|my\s+)?"
    r"(?:records?|notes|memory|documents|reports|files|knowledge|writings?)"  # according to the records as of D
    r"|as\s+far\s+as\s+(?:(?:was|it\s+was)\s+known|(?:we|i|you|anyone|they|one)\s+knew)"  # as far as was known on D
    r")\s+(?=(?:as\s+of|at|on|by)\s)",
    re.IGNORECASE,
)
_KNOWN_CUES = {"as of", "at", "on", "by"}


def find_known_at(text: str) -> tuple[int | None, str]:
    """The system time a question asks about — what the memory held, had recorded or had been written by a
    date ("as known at 2026-01-05T10:00Z", "according to what had been written by 3 February 2025", "as far as
    was known on …", "according to the records as of …") — and the question without it. The moment is the
    start of the date said (a day's midnight, a month's first day).

    >>> from c0lab._time import format_time
    >>> moment, rest = find_known_at("What did X do (as known at 2024-05-01)?")
    >>> format_time(moment), rest
    ('2024-05-01', 'What did X do?')
    >>> moment, rest = find_known_at("According to what had been written by 2024-05-01, what did X do?")
    >>> format_time(moment), rest
    ('2024-05-01', 'what did X do?')
    """
    for match in _KNOWN_AT.finditer(text):
        found = next(iter(phrases(text[match.end() :])), None)
        if found is None or found.start() or " ".join((found["cue"] or "").lower().split()) not in _KNOWN_CUES:
            continue
        try:
            moment = read_time(found["date"]).start
        except BadDateError:
            continue
        end = match.end() + found.end()
        if match["open"]:
            closing = re.match(r"\s*\)", text[end:])
            end += closing.end() if closing else 0
        rest = re.sub(r"[,;:]+(?=[?.!]|$)", "", tidy(text[: match.start()] + " " + text[end:]))
        return moment, rest.lstrip(",;: ")  # "…, as far as was known on D?" and "According to …, who …?" alike
    return None, text
