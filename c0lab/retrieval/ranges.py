"""Questions about the time from a date on, answered as a sequence: "since 2010" as "after 2010" is.

Asked from a date on, the answer is every holder of the time from then to now in the order they held it, as a
reader lists them (:func:`~c0lab.retrieval.holders_order.in_order`); a period asked whole ("in 2018", "in the
1920s", "mid-2018") keeps the value held at its end first, then those it replaced within it; a range with two ends
("from 1902 to 1910") the one that held longest in it first (:func:`~c0lab.retrieval.period.settle`).
"""

from __future__ import annotations

__all__ = ["RANGE_CUES"]

RANGE_CUES = frozenset(["since", "after"])
"""The cues (:class:`~c0lab._reading.TimeReading`'s ``cue``) of a question read from a date on."""
