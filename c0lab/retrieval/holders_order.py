"""The holders of a seat over an open-ended time, in the order they held it.

A walk asked "since 2011" or "after 2010" reads the whole time from then on (:func:`~.period.asked_span`):
every value of a relation that held in it is an answer, the one holding now and those it replaced within it
(:func:`~.period.settle` marks them ``[replaced … by …]``). Asked from a date on, the answer is a sequence: the
first holder after the date first, then each who followed, as a reader lists them. A holder replaced within the
asked date's own period ("since 2013", replaced in 2013) is not one who has held it since: it follows them.
"""

from __future__ import annotations

import pandas as pd

from .._time import micros_of_timestamp
from .walk import Fact

__all__ = ["in_order"]


def in_order(facts: list[Fact], *, root: str, first_period_end: int | None = None) -> list[Fact]:
    """``facts`` with the values of each relation of ``root`` (by name) that were replaced within the asked time,
    and the value holding at its end, in the order they began, in the places those facts held (the first of them
    where the first stood); every other fact where it was. ``first_period_end``: where the period of the date
    asked from ends (UTC µs; "since 2013": 2014): a value whose next began before it was replaced then, and is
    listed after the values that followed it.

    >>> from c0lab._time import to_timestamp
    >>> def fact(who, year, note=""):
    ...     status = "replaced" if note else "current"
    ...     return Fact("Tarn", "LED_BY", who, status, to_timestamp(f"{year}-01-01"), pd.NaT, 1, note)
    >>> facts = [fact("Osk", 2016), fact("Maas", 2001, "replaced 2010 by Vell")]
    >>> facts.append(fact("Vell", 2010, "replaced 2016 by Osk"))
    >>> [fact.object for fact in in_order(facts, root="Tarn")]
    ['Maas', 'Vell', 'Osk']
    >>> since_2011 = micros_of_timestamp(to_timestamp("2011"))
    >>> [fact.object for fact in in_order(facts, root="Tarn", first_period_end=since_2011)]
    ['Vell', 'Osk', 'Maas']
    """
    seats = {
        (fact.relation, fact.subject == root)
        for fact in facts
        if fact.status == "replaced" and fact.note.startswith("replaced ") and root in fact.names()
    }
    places = [
        place
        for place, fact in enumerate(facts)
        if fact.status in ("current", "replaced")
        and root in fact.names()
        and (fact.relation, fact.subject == root) in seats
        and not fact.note.startswith("in part of it")
    ]
    if len(places) < 2:
        return facts
    ordered = sorted((facts[place] for place in places), key=lambda fact: _start(fact.valid_from))
    if first_period_end is not None:  # replaced in the date's own period: after those who held it since
        gone = 0
        while gone < len(ordered) - 1 and _begun_before(ordered[gone + 1], first_period_end):
            gone += 1
        ordered = ordered[gone:] + ordered[:gone]
    settled = list(facts)
    for place, fact in zip(places, ordered, strict=True):
        settled[place] = fact
    return settled


def _begun_before(fact: Fact, moment: int) -> bool:
    return not pd.isna(fact.valid_from) and micros_of_timestamp(fact.valid_from) < moment


def _start(moment: pd.Timestamp) -> pd.Timestamp:
    return pd.Timestamp.min.tz_localize("UTC") if pd.isna(moment) else moment
