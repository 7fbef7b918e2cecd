"""Periods of a year said relative to now, for the one time reader (:mod:`c0lab._reading`).

- **A period of a relative year**: "early last year", "the end of last year", "the summer of next year", "the first
  half of this year" are that period of the year "last year" names (read against ``now``: a question's date, a
  text's day), as "early 2019" is of 2019.
- **A season said from now**: "last summer" is the latest summer over before ``now`` (said in December 2020:
  summer 2020; in July 2020: summer 2019), "this summer" the one of ``now``'s year ("this winter" before June is
  the winter begun the December before).

:func:`absolute` says such a phrase with its year written out; the reader reads that as any dated period.
"""

from __future__ import annotations

import re

from ._timespan import SEASONS, to_datetime, ymd

__all__ = ["PHRASE", "absolute", "said"]

_WHICH = {"last": -1, "this": 0, "next": 1}
_SEASON_WORDS = "|".join(SEASONS)
_FUNCTION = (
    "(?:in|at|on|and|or|but|when|while|before|after|the|a|an|he|she|it|they|we|i|you|was|were|is|are|had|has|did"
    "|for|to|of|with|by|from|as|so|then)"
)
"""Words that may follow a season said as a time ("last summer in Oslo", "last summer he …"); any other lower-case
word makes the season a noun's modifier."""
_NO_DETERMINER = "".join(
    rf"(?<!\b{word}\s)" for word in "the her his its their my our your that at".split()
)  # "at last summer" is an idiom's "at last"
PHRASE = (
    r"(?:the\s+)?(?:early|mid|late)[\s-]+(?:last|this|next)\s+year\b(?![’'])"
    rf"|(?:the\s+)?(?:{_SEASON_WORDS})\s+of\s+(?:last|this|next)\s+year\b(?![’'])"
    rf"|{_NO_DETERMINER}\b(?:last|this)\s+(?-i:{_SEASON_WORDS})\b(?!\s+of\b|\s+(?!{_FUNCTION}\b)(?-i:[a-z]))"
)
"""A relative period as a question or a text says it (for :data:`c0lab._reading._PHRASE`; "the end of last year"
is its point prefix's). "Last summer" with a determiner, before "of" or before a noun is the final one, no date
("the last winter of the war", "her last summer at Orsk", "the last winter olympics")."""
_OF_YEAR = re.compile(
    r"^(?P<period>(?:.*?\s)?(?:early|mid|late)[\s-]+|\S.*?\s(?:of|in)\s+)(?P<which>last|this|next)\s+year$"
)
_SEASON = re.compile(rf"^(?P<which>last|this)\s+(?P<season>{_SEASON_WORDS})$")


def _season_year(which: str, season: str, now: int) -> int:
    """The year whose ``season`` "last"/"this" names, said at ``now`` (µs): a winter is its December's year."""
    today = to_datetime(now)
    first = SEASONS[season]
    if which == "this":
        return today.year - 1 if first == 12 and today.month < 6 else today.year  # in spring: the one just past
    year = today.year
    while ymd(year, first + 3) > now:  # not over yet: the one before
        year -= 1
    return year


def absolute(low: str, now: int) -> str | None:
    """``low`` (a lower-case date phrase) with its relative year written as the year it names at ``now`` (µs):
    "early last year" → "early 2019", "last summer" → "summer 2020"; ``None`` when it says no such period.

    >>> now = ymd(2020, 6) + 14 * 86_400_000_000
    >>> absolute("the end of last year", now), absolute("last summer", now), absolute("this winter", now)
    ('the end of 2019', 'summer 2019', 'winter 2020')
    >>> absolute("last year", now) is None
    True
    """
    if said := _OF_YEAR.match(low):
        return f"{said['period']}{to_datetime(now).year + _WHICH[said['which']]}"
    if said := _SEASON.match(low):
        return f"{said['season']} {_season_year(said['which'], said['season'], now)}"
    return None


def said(low: str) -> bool:
    """Whether ``low`` (a lower-case date phrase) is a period of a relative year or a season said from now: a
    question's explicit date beats it, as it beats "last year" ("the summer of last year, as of May 2024")."""
    return _OF_YEAR.match(low) is not None or _SEASON.match(low) is not None
