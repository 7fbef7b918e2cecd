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

from ..extract.told import told_now
from ..model.records import UNDATED
from ..retrieval.period import CO_MENTION

__all__ = ["undated_precision"]


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
    if text is None or kind == CO_MENTION or told_now(text, names):
        return precision
    return UNDATED, precision[1]
