"""Weekdays as texts say them, for the one time reader (:mod:`c0lab._reading`).

"Ana Roe died on Tuesday" is the latest Tuesday up to the text's day. Not a weekday of the future ("she will take
charge on Monday"), a habit ("on Sunday evenings"), a name ("on Saturday Night Live"), a weekday before the day it
names ("on Tuesday, 7 January 2020": the day), nor the day a report was made ("announced on Tuesday that B has
succeeded A": the change is dated by its own words). :data:`REPORTING` is the one list of the verbs of a report
(the extractor's readings of reported speech derive theirs from it).
"""

from __future__ import annotations

import re

__all__ = ["ON_WEEKDAY", "REPORTING", "SHORT_WEEKDAYS", "WEEKDAYS", "future_before"]

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")  # index: weekday()
SHORT_WEEKDAYS = frozenset("mon tue tues wed thu thur thurs fri sat".split())
"""Weekdays in short, as a diary heads a day ("Sat. Finally saw …"; not "Sun", as often a name); as a word said
alone, no name (:func:`~c0lab.extract.word_classes.exclaimed`)."""
REPORTING = tuple(
    "said says announced announces confirmed confirms revealed reveals reported reports stated told tells warned "
    "warns".split()
)
"""Verbs of a report: a day said with one is the report's ("announced on Tuesday that …"), not that of what it tells."""
_REPORTED_ON = "".join(rf"(?<!\b{verb}\son\s)" for verb in REPORTING)
_CAPITALISED = "|".join(day.capitalize() for day in WEEKDAYS)
_DAY_PARTS = r"(?:mornings|afternoons|evenings|nights)\b"
ON_WEEKDAY = rf"(?<=\bon\s){_REPORTED_ON}(?-i:(?:{_CAPITALISED})\b(?!\s+[A-Z]))(?!,?\s+(?:the\s+)?\d|\s+{_DAY_PARTS})"
"""A weekday said alone after "on", written capitalised, in a pattern compiled with ``re.IGNORECASE`` (the phrase
of the weekday; a month after it is excluded where the pattern is used)."""
_FUTURE = re.compile(r"(?:\b(?:will|would|shall|going\s+to|is\s+to|are\s+to)|'ll)\b[^.;:]*$", re.IGNORECASE)
"""A future said before a weekday in its sentence ("will take charge on Monday", "she'll start on Friday")."""


def future_before(text: str, end: int) -> bool:
    """Whether a future is said in ``text`` before ``end``, in the same sentence ("she will take charge on …")."""
    return _FUTURE.search(text, 0, end) is not None
