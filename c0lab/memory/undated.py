"""A fact a text states with no date, in a text that has none: held at some time, not said when.

``ingest(text)`` with no ``at`` reads a text whose day nobody gave (a paragraph pasted from a biography). A
fact it states with no date of its own ("He also played for Rangers and Hibernian") is not true from the day
it was read, nor always: it held at some time the text does not say. It is written from the day it was read
(where an undated fact has always been written, so every reader of valid time treats it as before) with the
``from`` precision :data:`~c0lab.model.records.UNDATED`; the walk shows it as undated, after the facts that
fit the time asked (:mod:`c0lab.retrieval.undated`). A fact told in the present ("X is the coach of Y",
"currently") holds on the day it was read, and is written as before; so is every fact of a text given a day.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..extract.names import sentences
from ..model.records import UNDATED
from ..retrieval.period import CO_MENTION

__all__ = ["undated_precision"]

_NOW = re.compile(r"\b(?:is|are|am|currently|presently|now|today|still)\b", re.IGNORECASE)
"""A clause told of the day it was written ("is", "currently")."""


@lru_cache(maxsize=4)
def _said(text: str) -> tuple[str, ...]:
    """The sentences of ``text``, split once per text (an ingest asks of every relation it writes)."""
    return tuple(sentence for sentence in sentences(text) if sentence.strip())


@lru_cache(maxsize=256)
def _named(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE)


def _told_now(text: str, names: tuple[str, ...]) -> bool:
    """Whether the clause stating the fact is told in the present: of a sentence naming both ends, its words up
    to the later name ("Rossi played for Lazio", not ", which is still based in Rome"); else of one naming the
    object, its words up to the object ("He is the coach of Oslo", not "Lazio is a club based in Rome"); else
    any sentence naming the subject."""
    said = _said(text)
    patterns = [_named(name.strip()) for name in names if name.strip()]
    if not patterns:
        return False
    ends: list[list[int]] = [[] for _ in said]
    for index, sentence in enumerate(said):
        for pattern in patterns:
            found = pattern.search(sentence)
            ends[index].append(found.end() if found else -1)
    if len(patterns) > 1:
        both = [said[i][: max(found)] for i, found in enumerate(ends) if min(found) >= 0]
        if both:
            return any(_NOW.search(clause) for clause in both)
    last = len(patterns) - 1  # the object first: "He is the coach of Oslo" names no subject
    clauses = [said[i][: found[last]] for i, found in enumerate(ends) if found[last] >= 0]
    if clauses:
        return any(_NOW.search(clause) for clause in clauses)
    return any(_NOW.search(said[i]) for i, found in enumerate(ends) if max(found) >= 0)


def undated_precision(
    text: str | None, kind: str, names: tuple[str, ...], precision: tuple[str, str]
) -> tuple[str, str]:
    """``precision`` (the ``from/to`` words of a fact of type ``kind`` with no stated start) with its start
    :data:`UNDATED` when ``text`` (``None``: the text was given a day) does not tell the fact between ``names``
    in the present. Two names said together (:data:`~c0lab.retrieval.period.CO_MENTION`) are no fact of the
    world: they keep the day they were read.

    >>> undated_precision("Rossi also played for Lazio.", "PLAYED_FOR", ("Rossi", "Lazio"), ("", ""))
    ('undated', '')
    >>> undated_precision("Rossi is the coach of Lazio.", "COACH_OF", ("Rossi", "Lazio"), ("", ""))
    ('', '')
    >>> undated_precision(None, "PLAYED_FOR", ("Rossi", "Lazio"), ("", "year"))
    ('', 'year')
    """
    if text is None or kind == CO_MENTION or _told_now(text, names):
        return precision
    return UNDATED, precision[1]
