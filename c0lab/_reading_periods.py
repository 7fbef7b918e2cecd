"""Periods for the one time reader (:mod:`c0lab._reading`): parts of a year, seasons over two years, centuries.

- **Parts of a year**: "early/mid/late 2015" (:data:`THIRD`), "spring of 2019" (:data:`SEASON`), "Q3 2020",
  "the third quarter of 2020" (:data:`QUARTER`); a year is read by :func:`year_of` (years 1 to 9999).

- **A season over two years** (:data:`SEASON_YEARS`): "the 1908-09 season", "1923–24", "2015/16", "2019-20",
  "1999-00" are the span of both years (read as a range, cue ``between``). A hyphen before two digits that
  could be a month is ISO's month ("2019-07", "2011-12" is December 2011, as data files write it) unless the
  word "season" follows and the digits are the next year's ("the 1911-12 season"); with a dash or a slash
  ("1911–12", "1911/12") it is always the two years. Other short ranges ("1990–95", "2015/17") are
  :func:`~c0lab._reading_words.short_range`'s.
- **Named periods** (:data:`NAMED`): "the inter-war years", "between the wars", "World War II", "the First World
  War", "the Cold War", "the Great Depression", "the Victorian era": the days history books give them, read only
  where the memory holds no concept of that name (a held name is an event: its own dates).
- **Centuries** (:data:`CENTURY`, :data:`CENTURY_PART`): "the 16th century", "the sixteenth century",
  "16th-century" (1500–1599, as historians count), and their parts "early/mid/late 19th century",
  "the mid-19th century" (1800–1839, 1840–1869, 1870–1899: a decade part's shares, tenfold).
- **A half, third or quarter of any period** (:data:`PART_OF`, :func:`part_of`): "the first half of 2018"
  (January to June, by month), "the second half of the 18th century" (1750–1799, by year), "the last quarter of
  the 1800s", "the latter half of the 1990s"; a quarter of a year is :data:`QUARTER`'s ("the third quarter of
  2020").
- **A point in a period** (:data:`POSITION`, :func:`position_of`): "the middle of the 1990s", "the beginning of
  the 19th century", "late in 2014" are "the mid 1990s", "the early 19th century", "late 2014"; "the end of 2014" is
  its December, "the end of the 1990s" 1999; a month's or a season's ("the end of March 2014", "mid-March 2014")
  is that whole month or season.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ._errors import BadDateError
from ._reading_words import SHORT_RANGE, short_range
from ._timespan import DECADE_PARTS, SEASONS, THIRDS, Precision, TimeReading, to_datetime, ymd

__all__ = [
    "CENTURY",
    "CENTURY_PART",
    "NAMED",
    "NAMED_AFTER",
    "NAMED_PHRASE",
    "NTH",
    "PART_OF",
    "POSITION",
    "POSITION_PREFIX",
    "QUARTER",
    "SEASON",
    "SEASON_YEARS",
    "THIRD",
    "TWO_DIGITS",
    "century",
    "century_of",
    "century_part",
    "named_period",
    "part_of",
    "position_of",
    "quarter",
    "as_season",
    "season",
    "season_years",
    "third",
    "year_of",
]

TWO_DIGITS = "write a year in full (1944, 0044) or say it is one ('year 44', '44 AD'): two digits are never guessed"
"""The one rule for short years, as the errors say it: "44", "the 40s", "January 44" and "06/01/23" are refused."""
THIRD = re.compile(r"^(early|mid|late)[\s-]+(?:of\s+)?(\d{3,4})$")
SEASON = re.compile(r"^(?:the\s+)?(spring|summer|autumn|fall|winter)(?:\s+of)?,?\s+(\d{3,4})$")
QUARTER = re.compile(
    r"^(?:q([1-4]),?\s*(\d{1,4})|(\d{4})[\s-]?q([1-4])"
    r"|(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?(\d{1,4}))$"
)
_ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
_SHARES = {"half": 2, "third": 3, "quarter": 4}
_FIRST_LAST = r"first|second|third|fourth|1st|2nd|3rd|4th|last|final|latter|former|earlier|later"
_SHARE = "|".join(_SHARES)
PART_PREFIX = rf"(?:the\s+)?(?:{_FIRST_LAST})\s+(?:{_SHARE})\s+of\s+"
"""The words before a period that take a share of it ("the first half of "), as a question or a text says them."""
PART_OF = re.compile(rf"^(?:the\s+)?({_FIRST_LAST})\s+({_SHARE})\s+of\s+(\S.*)$")
"""A share of a period ("the first half of 2018", "the last quarter of the 19th century"); "the third quarter of 2020"
is :data:`QUARTER`'s."""
_POINTS = {"beginning": "early", "start": "early", "middle": "mid", "end": "late", "close": "late"}
_POINT = "|".join(_POINTS)
POSITION_PREFIX = (
    rf"(?:(?:the\s+)?(?:{_POINT})\s+of\s+(?=(?:the\s+)?(?:[a-z]+\.?,?\s+){{0,2}}\d|(?:last|this|next)\s+year\b(?![’']))"
    r"|(?:early|mid|late)[\s-]+(?=[a-z]+\.?,?\s+\d))"
)
"""The words before a dated period that say a point in it, as a text says them ("the end of " 2014 or March 2014, "mid-"
before a month and its year, "the end of " last year; not "the end of May", a month of no year). "Late in 2016" said
alone is read so (:func:`~c0lab._reading.read_time`: :data:`POSITION`), but in a text or a question it is its year
("late" may end a name before it)."""
POSITION = re.compile(rf"^(?:the\s+)?((?:{_POINT})(?=\s+of\s)|early|mid|late)(?:\s+of|\s+in)?[\s-]+(\S.*)$")


def year_of(text: str) -> int:
    """A year's digits as a year a memory holds (1 to 9999), else a one-line error."""
    year = int(text)
    if not 1 <= year <= 9999:
        raise BadDateError(f"cannot read {text!r} as a year: a memory holds years 1 to 9999")
    return year


def third(match: re.Match, words: str) -> TimeReading:
    """ "Early/mid/late 2015": a third of the year, anchored at its middle."""
    year = year_of(match[2])
    month, (anchor_month, anchor_day) = THIRDS[match[1]]
    start, end, anchor = ymd(year, month), ymd(year, month + 4), ymd(year, anchor_month, anchor_day)
    return TimeReading(start, end, Precision.PART, f"{match[1]} {year}", anchor=anchor)


_SEASON_AFTER = re.compile(r"\s+season\b", re.IGNORECASE)
_TWO_YEARS = re.compile(r"\d{4}\s*[-–—/]\s*\d{2}$")


def as_season(words: str, text: str, end: int) -> str:
    """``words`` (a date phrase of ``text`` ending at ``end``) said as a season when the word "season" follows
    two years ("the 1908-09 season": both years, where a bare "1908-09" is ISO's September; "the 2009 season" is
    its year as it is)."""
    return f"{words} season" if _TWO_YEARS.search(words.strip()) and _SEASON_AFTER.match(text, end) else words


def season(match: re.Match, words: str) -> TimeReading:
    """ "Spring of 2019": the season's three months (winter runs into the next year)."""
    year, month = year_of(match[2]), SEASONS[match[1]]
    if month == 12 and year == 9999:
        raise BadDateError(f"cannot read {words!r}: it runs past 9999, the last year a memory holds")
    return TimeReading(ymd(year, month), ymd(year, month + 3), Precision.SEASON, f"{match[1]} {year}")


def quarter(match: re.Match, words: str) -> TimeReading:
    """ "Q3 2020", "2020 Q3", "the third quarter of 2020"."""
    if match[1]:
        number, year = int(match[1]), match[2]
    elif match[3]:
        number, year = int(match[4]), match[3]
    else:
        number, year = _ORDINAL[match[5]], match[6]
    if len(year) < 3:
        raise BadDateError(f"cannot read {words!r}: {TWO_DIGITS}")
    first = year_of(year)
    return TimeReading(ymd(first, 3 * number - 2), ymd(first, 3 * number + 1), Precision.QUARTER, words)


_ORDINAL_WORDS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
NTH = rf"(?:\d{{1,3}}(?:st|nd|rd|th)|twenty[\s-](?:{'|'.join(_ORDINAL_WORDS[:9])})|{'|'.join(_ORDINAL_WORDS)})"
"""An ordinal as a century is named: "19th", "nineteenth", "twenty-first"."""
CENTURY = re.compile(rf"^(?:the\s+)?({NTH})[\s-]+century(?:\s+(?:ad|a\.d\.|ce))?$")
CENTURY_PART = re.compile(rf"^(?:the\s+)?(early|mid|late)[\s-]+(?:(?:of\s+)?the\s+)?({NTH})[\s-]+century$")


class _SeasonYears:
    """The pattern of a season written over two years; ``match`` gives ``None`` where a hyphen's two digits are
    a month and not the next year's ("2019-07"), so the ISO month reader reads it."""

    _FORM = re.compile(r"^(?:the\s+)?(\d{4})([–—/-])(\d{2}|\d{4})(?:\s+season)?$")

    def match(self, text: str) -> re.Match | None:
        found = self._FORM.match(text)
        if found is None:
            return None
        first, digits = int(found[1]), found[3]
        if len(digits) == 4:  # "1999–2000", "2019–2020", "1990–1995": the last year written whole
            return found if int(digits) > first else None
        if found[2] == "-" and SHORT_RANGE.match(f"{first}-{digits}") is None:  # the digits could be a month
            said_season = text.rstrip().endswith("season")
            if digits != f"{(first + 1) % 100:02d}" or not said_season:
                return None  # "2019-07" is July, and so is ISO's "2011-12" unless "season" follows it
        return found


SEASON_YEARS = _SeasonYears()
"""Matches "the 1908-09 season", "1923–24", "2015/16", "2019-20", "1999–2000"; not "2019-07" or "2011-12" (ISO
months)."""


def season_years(match: re.Match, words: str) -> TimeReading:
    """The years a season over two years covers, as one range (cue ``between``).

    >>> season_years(SEASON_YEARS.match("1908-09 season"), "1908-09 season").describe()
    '1908 to 1909 (year)'
    >>> SEASON_YEARS.match("2019-07") is None, season_years(SEASON_YEARS.match("the 1923–24 season"), "").label()
    (True, '1923 to 1924')
    """
    if len(match[3]) == 4:  # both years whole: no century to guess
        return TimeReading(ymd(int(match[1])), ymd(int(match[3]) + 1), Precision.YEAR, words, "between")
    short = SHORT_RANGE.match(f"{match[1]}–{match[3][-2:]}")
    if short is None:  # pragma: no cover - SEASON_YEARS' digits always make a short range
        raise BadDateError(f"cannot read {words!r} as a season")
    return short_range(short, words)


def part_of(match: re.Match, whole: TimeReading, words: str) -> TimeReading:
    """The share ``match`` names (:data:`PART_OF`) of ``whole``, the period read from its last words: a year's
    half or third by month, a longer period's by year ("the second half of the 18th century": 1750–1799).

    >>> from c0lab._reading import read_time
    >>> read_time("the first half of 2018").describe(), read_time("the last quarter of the 19th century").describe()
    ('January 2018 to June 2018 (month)', '1875 to 1899 (year)')
    """
    which, share = match[1], match[2]
    count = _SHARES[share]
    number = {"latter": count, "last": count, "final": count, "later": count}.get(which, _ORDINAL.get(which, 1))
    if number > count:
        raise BadDateError(f"cannot read {words!r}: a {share} has no {which} part")
    first, last = to_datetime(whole.start), to_datetime(whole.end - 1)
    if whole.precision in (Precision.YEAR, Precision.SEASON, Precision.QUARTER, Precision.PART):
        months = (last.year - first.year) * 12 + last.month - first.month + 1
        if months % count:  # "the first half of summer 2018": the whole season, as said before the share
            return replace(whole, text=words)
        size = months // count
        start = ymd(first.year, first.month + size * (number - 1))
        return TimeReading(start, ymd(first.year, first.month + size * number), Precision.MONTH, words)
    if whole.precision in (Precision.INSTANT, Precision.DAY, Precision.MONTH):
        return replace(whole, text=words)  # "the first half of May 2018": May 2018
    years = last.year - first.year + 1 + (first.year == 1 and whole.precision is Precision.CENTURY)  # no year 0
    each, base = years / count, first.year - (first.year == 1 and whole.precision is Precision.CENTURY)
    low, high = round(base + each * (number - 1)), round(base + each * number)
    return TimeReading(ymd(max(low, 1)), ymd(min(high, 10000)), Precision.YEAR, words)


def position_of(match: re.Match, read: Callable[[str], TimeReading], words: str) -> TimeReading:
    """The point ``match`` names (:data:`POSITION`) in the period of its last words, which ``read`` reads: a year's,
    a decade's or a century's early, mid or late part; a month or a season as it is (a period that cannot be read:
    its reader's error, of the words said). "The beginning of" a period stands for its first day (an edge ``until
    the beginning of 2021`` is 2021-01-01), "the end of" it for its last share: a year's December, a decade's last
    year, a century's last decade (``until the end of 2015`` ends as 2015 does, ``at the end of 1919`` is in 1919).

    >>> from c0lab._reading import read_time
    >>> read_time("the end of 2014").describe(), read_time("the middle of the 1990s").describe()
    ('December 2014 (month)', 'the mid 1990s (part of a decade)')
    >>> read_time("the end of March 2014").describe()
    'March 2014 (month)'
    """
    rest = words[match.start(2) :]  # as written ("31 February 2014")
    try:
        whole = read(rest)
    except BadDateError as error:  # its reason, of the words said ("… as a year: a memory holds years 1 to 9999")
        raise BadDateError(str(error).replace(repr(rest), repr(words))) from None
    if match[1] in ("end", "close") and (last := _last_part(whole)) is not None:
        return replace(last, text=words)
    point, reading = f"{_POINTS.get(match[1], match[1])} {rest}", None
    if _said(point) != _said(words):  # said another way ("late March 2014", "late 2019-07" are not)
        try:
            reading = read(point)
        except BadDateError:
            pass
    if reading is None or reading.precision not in (Precision.PART, Precision.DECADE_PART, Precision.CENTURY_PART):
        return replace(whole, text=words)
    return replace(reading, anchor=reading.start) if match[1] in ("beginning", "start") else reading


def _said(words: str) -> str:
    return " ".join(words.lower().replace("-", " ").split())


def _last_part(whole: TimeReading) -> TimeReading | None:
    """The end of a year (its December), of a decade (its last year) or of a century (its last decade), else None."""
    last = to_datetime(whole.end - 1).year
    if whole.precision is Precision.YEAR:  # a season over two years ("the 2015–16 season"): its second
        one = to_datetime(whole.start).year == last
        return TimeReading(
            ymd(last, 12 if one else 1), whole.end, Precision.MONTH if one else Precision.YEAR, whole.text
        )
    if whole.precision is Precision.DECADE:
        return TimeReading(ymd(last), whole.end, Precision.YEAR, whole.text)
    if whole.precision is Precision.CENTURY:
        return TimeReading(ymd(last - 9), whole.end, Precision.DECADE, whole.text)
    return None


def century(match: re.Match, words: str) -> TimeReading:
    """ "The 19th century", "the nineteenth century", "19th-century"."""
    return century_of(_number(match[1]), words)


def _number(nth: str) -> int:
    nth = " ".join(nth.replace("-", " ").split())
    if nth[0].isdigit():
        return int(nth[:-2])
    return 20 * nth.startswith("twenty ") + _ORDINAL_WORDS.index(nth.split()[-1]) + 1


def century_of(number: int, words: str) -> TimeReading:
    """The ``number``-th century as historians usually count it: the 16th is 1500–1599 (the 1500s), not the
    strict 1501–1600; the 1st starts at year 1 (there is no year 0), the 100th ends with 9999."""
    if not 1 <= number <= 100:
        raise BadDateError(f"cannot read {words!r}: a memory holds years 1 to 9999 (the 1st to the 100th century)")
    first = (number - 1) * 100
    return TimeReading(ymd(max(first, 1)), ymd(first + 100), Precision.CENTURY, words)


def century_part(match: re.Match, words: str) -> TimeReading:
    """ "The late 19th century": 1870–1899 (early 1800–1839, mid 1840–1869), as "the late 1800s" is read.

    >>> century_part(CENTURY_PART.match("late 19th century"), "late 19th century").label()
    'the late 1800s'
    """
    whole = century_of(_number(match[2]), words)
    first = (_number(match[2]) - 1) * 100
    low, high = (share * 10 for share in DECADE_PARTS[match[1]])
    start = max(ymd(max(first + low, 1)), whole.start)  # the early 1st century begins with year 1: no year 0
    label = f"the {match[1]} {first:04d}s" if first else f"the {match[1]} 1st century"
    return TimeReading(start, ymd(min(first + high, 10000)), Precision.CENTURY_PART, label)


_PERIODS = (  # (pattern, first day, the day after the last, label)
    (
        r"(?:the\s+)?inter-?\s?war\s+(?:years|period|era)|between\s+the\s+(?:two\s+)?(?:world\s+)?wars",
        (1918, 11, 11),
        (1939, 9, 1),
        "the inter-war years",
    ),
    (
        r"(?:the\s+)?(?:first\s+world\s+war|world\s+war\s+(?:one|i|1)|ww(?:i|1)|great\s+war)",
        (1914, 7, 28),
        (1918, 11, 12),
        "the First World War",
    ),
    (
        r"(?:the\s+)?(?:second\s+world\s+war|world\s+war\s+(?:two|ii|2)|ww(?:ii|2))",
        (1939, 9, 1),
        (1945, 9, 3),
        "the Second World War",
    ),
    (r"(?:the\s+)?cold\s+war", (1947, 3, 12), (1991, 12, 27), "the Cold War"),
    (r"(?:the\s+)?great\s+depression", (1929, 10, 29), (1940, 1, 1), "the Great Depression"),
    (r"(?:the\s+)?victorian\s+(?:era|age|period|times)", (1837, 6, 20), (1901, 1, 23), "the Victorian era"),
    (r"(?:the\s+)?edwardian\s+(?:era|age|period)", (1901, 1, 22), (1910, 5, 7), "the Edwardian era"),
)
_ERA = r"(?:\s+(?:era|years|period))?"  # "the Cold War era", "the World War II years"
NAMED_PHRASE = "|".join(f"(?:{pattern}){_ERA}" for pattern, *_ in _PERIODS)
"""A named period as a question or a text writes it (lower case), for the reader's phrase pattern."""
NAMED = re.compile(rf"^(?:{NAMED_PHRASE})$")
NAMED_AFTER = (
    "and|or|but|when|while|as|until|till|before|after|in|on|at|to|for|with|by|from|who|which|that|did|was|were|had|"
    "has|is|ended|began|started|broke"
)
"""What may follow a named period read as a time (not "the great war film": a thing named after it)."""


def named_period(match: re.Match, words: str) -> TimeReading:
    """A named period's days, at year precision, as one range ("the inter-war years": 11 November 1918 to
    31 August 1939; said "1918 to 1939").

    >>> named_period(NAMED.match("between the wars"), "between the wars").said()
    'from 1918 to 1939 (year)'
    """
    said = match[0]
    for pattern, first, after, label in _PERIODS:
        if re.fullmatch(f"(?:{pattern}){_ERA}", said):
            return TimeReading(ymd(*first), ymd(*after), Precision.YEAR, label, "between")
    raise BadDateError(f"cannot read {words!r} as a period")  # pragma: no cover - NAMED matched one of them
