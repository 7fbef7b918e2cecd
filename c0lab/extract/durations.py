"""How long a tie lasted, as its end: "spent four seasons with X", "was married to X for 20 years"; and a stint
said to have ended: "A's tenure as lead of X ended in 2019" (:func:`term_ended`).

A biography often states a stint by its length rather than its end: "In 2003 he signed for X. He spent three
years with X." A tie whose clause says its length and whose start is known (its own date or the time the text
has reached) ends that long after its start (:func:`lasted`). A length with no known start says nothing.
"""

from __future__ import annotations

import re

import pandas as pd

from .._errors import C0labError
from .._time import format_time, micros_of_timestamp, parse_time
from .dates import COUNTS, counted_later
from .types import Relation

__all__ = ["began_before", "lasted", "left_after", "left_after_tie", "stay_told", "stayed_for", "term_ended"]

_COUNTS = {
    **COUNTS,
    **dict(zip("thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(), range(13, 20), strict=True)),
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
}
_COUNT = rf"(?P<count>\d{{1,2}}|{'|'.join(_COUNTS)})"
_UNIT = r"(?P<unit>years?|seasons?|months?)"
_ABOUT = r"almost|nearly|about|some|over"
"""Words that round a length ("for almost 20 years"): the length is read as said."""
_SPENT = re.compile(
    rf"\b(?:spent|spends|spending)\s+(?:(?:the\s+next|a\s+further|another)\s+)?{_COUNT}(?:\s+(?:more|full))?\s+"
    rf"{_UNIT}\s+(?:(?:on\s+loan|as\s+an?\s+[a-z]+)\s+)?(?:with|at|in|for|on)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""A length said before the tie's object: "spent four seasons with", "spent the next two years at the"."""
_FOR = re.compile(rf"^[^,;]*?\bfor\s+(?:(?:{_ABOUT})\s+)?{_COUNT}\s+{_UNIT}\b", re.IGNORECASE)
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
    return end if said is None else _plus(start, said)


_AFTER = re.compile(
    rf"\b(?:after|within)\s+(?:(?:only|just|{_ABOUT}|barely|less\s+than)\s+)?"
    rf"(?:(?:a\s+further|another)\s+)?{_COUNT}(?:\s+(?:more|full))?\s+{_UNIT}\b",
    re.IGNORECASE,
)
"""A leaving said by how long after the tie began it came: "left the club after five months"."""
_STAYED_FOR = re.compile(
    r"\s*(?:(?:and|but)\s+)?(?:then\s+)?(?:where\s+)?"
    r"(?:(?:he|she|they|(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}))\s+)?"
    r"(?:(?:stayed|remained)\b(?:\s+(?:there|on|at\s+the\s+club))?\s+(?:for\s+)?|played\s+(?:there\s+)?for\s+|spent\s+)"
    rf"(?:(?:{_ABOUT}|another|a\s+further)\s+)?{_COUNT}(?:\s+(?:more|full))?\s+{_UNIT}\b"
    r"(?=\s*(?:[.,;)]|$|and\b|there\b|at\s+the\s+club\b))",
    re.IGNORECASE,
)
"""A clause saying the tie before it lasted a length and no more: "…, and stayed for two years", "…, where he played
for three seasons", "…, where he spent four years" (not "…, where he spent two years as an intern before …")."""


def left_after(clause: str, start: int | None, told: int | None = None, reached: int | None = None) -> int | None:
    """When a leaving with no date of its own came, from the length its clause says: after the tie's ``start``
    ("left the club after five months"), or after the moment ``told`` before it in its sentence ("… in May 2003,
    and left two years later"), else the time the text ``reached``, which counts it (:class:`~.dates.Told`).

    >>> from c0lab._time import format_time, parse_time
    >>> format_time(left_after("He left the club after five months.", parse_time("2015-08")))[:10]
    '2016-01-01'
    >>> format_time(left_after("…, and left two years later.", parse_time("1997-08"), parse_time("2003-05")))[:10]
    '2005-05-01'
    >>> left_after("He left in 2016.", parse_time("2015-08")) is None
    True
    """
    said = _AFTER.search(clause)
    if said is not None:
        return None if start is None else _plus(start, said)
    later = counted_later(told if told is not None else 0, clause)
    return None if later is None else later[0] if told is not None else reached


def left_after_tie(
    sentence: str,
    clause: tuple[int, int],
    dates: list[tuple[int, int, str]],
    pair: tuple[str, str],
    relations: list[Relation],
    said: list[int | None] | None = None,
    *,
    reached: int | None,
    latest: int,
) -> int | None:
    """When a leaving of the two names of ``pair`` in the ``clause`` (its start and end in ``sentence``) with no
    date of its own came: the length the sentence says up to it (:func:`left_after`) after the tie's latest start
    that puts it by the text's time (``latest``), read in ``relations`` or ``said`` in the sentence ("A signed for
    X in August 2015. He left after five months": January 2016), or after the last of ``dates`` before the clause,
    else the time the text ``reached`` ("… two years later")."""
    begin, stop = clause
    if any(begin <= place < stop for place, _, _ in dates):
        return None
    told = max((moment for place, moment, _ in dates if place < begin), default=None)
    starts = [
        micros_of_timestamp(r.valid_from)
        for r in relations
        if {r.source, r.target} == set(pair) and isinstance(r.valid_from, pd.Timestamp)
    ]
    for start in sorted({moment for moment in (*starts, *(said or ())) if moment is not None}, reverse=True):
        left = left_after(sentence[:stop], start, told, reached)  # the latest start it can have come after
        if left is None or left <= latest:
            return left
    return left_after(sentence[:stop], None, told, reached)


def stay_told(clause: str) -> bool:
    """Whether ``clause`` says only how long the tie before it was kept (:func:`stayed_for`)."""
    return _STAYED_FOR.match(clause) is not None


def stayed_for(clause: str, start: int | None) -> int | None:
    """The end of the tie before a clause that says only how long it was kept ("…, and stayed for two years")."""
    said = _STAYED_FOR.match(clause)  # the clause's own verb: not "…, and her family remained there for five years"
    return None if start is None or said is None else _plus(start, said)


_LASTED = re.compile(
    rf"\b(?:spent|spends|for)\s+(?:(?:the\s+next|a\s+further|another|{_ABOUT})\s+)?"
    rf"{_COUNT}(?:\s+(?:more|full))?\s+{_UNIT}\b",
    re.IGNORECASE,
)
"""A length said anywhere in a clause ("led X for seven years", "spent four years at the club")."""


def began_before(clause: str, end: int) -> int | None:
    """The start of a tie whose clause says how long it lasted and whose ``end`` is known ("A led X for seven years
    before handing over to B in 2019": 2012), or None.

    >>> from c0lab._time import format_time, parse_time
    >>> format_time(began_before("A led X for seven years ", parse_time("2019")))[:10]
    '2012-01-01'
    """
    said = _LASTED.search(clause)
    return None if said is None else _plus(end, said, back=True)


def _plus(start: int, said: re.Match[str], *, back: bool = False) -> int | None:
    """``start`` and the length ``said`` ("count" of "unit"s) after it (before it: ``back``); None past the
    calendar."""
    count = said["count"].lower()
    number = int(count) if count.isdigit() else _COUNTS[count]
    number = -number if back else number
    years, months = (0, number) if said["unit"].lower().startswith("month") else (number, 0)
    day = format_time(start)[:10]
    month = int(day[5:7]) - 1 + months
    try:
        return parse_time(f"{int(day[:4]) + years + month // 12:04d}-{month % 12 + 1:02d}-{day[8:10]}")
    except C0labError:
        return None


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
