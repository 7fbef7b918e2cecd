"""Questions about a range of time, answered as a sequence: "since 2010", "after 2010", "from 2001 to 2010",
"between 2001 and 2010". Their answer is every holder of the range in the order they held it, as a reader lists
them (:func:`in_range_order`); a period asked whole ("in 2018", "in the 1920s", "mid-2018") keeps the value held
at its end first, then those it replaced within it.
"""

from __future__ import annotations

import pandas as pd

from .holders_order import in_order
from .walk import Fact

__all__ = ["RANGE_CUES", "in_range_order"]

RANGE_CUES = frozenset(["since", "after", "between"])
"""The cues (:class:`~c0lab._reading.TimeReading`'s ``cue``) of a question read as a range from or between dates."""
_PART = "in part of it"


def in_range_order(facts: list[Fact], *, root: str) -> list[Fact]:
    """``facts`` with the holders of each relation of ``root`` over the range in the order they began
    (:func:`~c0lab.retrieval.holders_order.in_order` for the ones replaced within it; those that held in part of
    a range "from … to …" the same way), every other fact where it was.

    >>> from c0lab._time import to_timestamp
    >>> def fact(who, year):
    ...     return Fact("Tarn", "LED_BY", who, "replaced", to_timestamp(f"{year}-01-01"), pd.NaT, 1, f"{_PART}: …")
    >>> [fact.object for fact in in_range_order([fact("Vell", 2010), fact("Maas", 2001)], root="Tarn")]
    ['Maas', 'Vell']
    """
    facts = in_order(facts, root=root)
    places = [place for place, fact in enumerate(facts) if fact.note.startswith(_PART) and root in fact.names()]
    ordered = sorted((facts[place] for place in places), key=lambda fact: (fact.relation, _start(fact.valid_from)))
    settled = list(facts)
    for place, fact in zip(places, ordered, strict=True):
        settled[place] = fact
    return settled


def _start(moment: pd.Timestamp) -> pd.Timestamp:
    return pd.Timestamp.min.tz_localize("UTC") if pd.isna(moment) else moment
