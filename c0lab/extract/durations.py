"""How long a tie lasted, as its end: "spent four seasons with X", "was married to X for 20 years"; and a stint
said to have ended: "A's tenure as lead of X ended in 2019" (:func:`term_ended`).

A biography often states a stint by its length rather than its end: "In 2003 he signed for X. He spent three
years with X." A tie whose clause says its length and whose start is known (its own date or the time the text
has reached) ends that long after its start (:func:`lasted`). A length with no known start says nothing.
"""

from __future__ import annotations

import re

from .._errors import C0labError
from .._time import format_time, parse_time
from .dates import COUNTS

__all__ = ["lasted", "term_ended"]

_COUNTS = {**COUNTS, "fifteen": 15, "twenty": 20, "thirty": 30}
_COUNT = rf"(?P<count>\d{{1,2}}|{'|'.join(_COUNTS)})"
_UNIT = r"(?P<unit>years?|seasons?|months?)"
_SPENT = re.compile(
    rf"\b(?:spent|spends|spending)\s+(?:(?:the\s+next|a\s+further|another)\s+)?{_COUNT}(?:\s+(?:more|full))?\s+"
    rf"{_UNIT}\s+(?:(?:on\s+loan|as\s+an?\s+[a-z]+)\s+)?(?:with|at|in|for|on)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""A length said before the tie's object: "spent four seasons with", "spent the next two years at the"."""
_FOR = re.compile(rf"^[^,;]*?\bfor\s+(?:(?:almost|nearly|about|some|over)\s+)?{_COUNT}\s+{_UNIT}\b", re.IGNORECASE)
"""A length said after the object in its clause: "… to X for 20 years"."""


def lasted(before: str, after: str, start: int | None, end: int | None) -> int | None:
    """The end of a tie whose clause says how long it lasted: ``before`` are the clause's words up to its object,
    ``after`` those after it; ``start``/``end`` the tie's valid time as read (an end already read is kept, but
    not one before the start: "He retired in 1991 and was appointed manager of X in 1994" ends no post in 1991).

    >>> from c0lab._time import format_time, parse_time
    >>> format_time(lasted("He spent four seasons with the ", ".", parse_time("1998"), None))[:10]
    '2002-01-01'
    >>> format_time(lasted("She was married to ", " for 20 years.", parse_time("1970-05"), None))[:10]
    '1990-05-01'
    >>> lasted("He played for ", " in 1990.", parse_time("1990"), None) is None
    True
    """
    if start is None or end is not None:
        return None if start is not None and end is not None and end <= start else end  # another clause's end
    said = _SPENT.search(before) or _FOR.match(after)
    if said is None:
        return end
    count = said["count"].lower()
    number = int(count) if count.isdigit() else _COUNTS[count]
    years, months = (0, number) if said["unit"].lower().startswith("month") else (number, 0)
    day = format_time(start)[:10]
    month = int(day[5:7]) - 1 + months
    try:
        return parse_time(f"{int(day[:4]) + years + month // 12:04d}-{month % 12 + 1:02d}-{day[8:10]}")
    except C0labError:
        return end


_TERM = r"(?:term|tenure|time|stint|spell|reign|presidency|chairmanship|directorship|leadership|career|period)"
_TERM_ENDED = re.compile(
    rf"^(?P<whose>.*?)['’]s?\s+(?:[a-z-]+\s+)?{_TERM}\b[^.;]{{0,80}}?\b(?:ended|ends|came\s+to\s+an\s+end"
    r"|comes\s+to\s+an\s+end|was\s+cut\s+short|finished|concluded|expired|closed)\b",
    re.IGNORECASE,
)
"""A stint said by its noun to have ended: "A's tenure as lead of X ended in 2019", "A's term as chair of X came to
an end"."""


def term_ended(clause: str, source: str, target: str) -> bool:
    """Whether ``clause`` says that the stint of ``source`` or ``target`` ended ("A's tenure as lead of X ended in
    2019"): the tie between the two held until the clause's date, not from it.

    >>> term_ended("Ana Pell's tenure as lead of Project Atlas ended in 2019.", "Ana Pell", "Project Atlas")
    True
    >>> term_ended("During Ana Pell's tenure, Orsk Labs moved to Tanbel.", "Orsk Labs", "Tanbel")
    False
    """
    said = _TERM_ENDED.match(clause)
    return said is not None and said["whose"].strip().endswith((source, target))
