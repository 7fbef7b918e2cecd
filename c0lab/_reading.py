"""The one reader of time as people write it: a date, or the date a question states.

:func:`read_time` reads a whole text as a date; :func:`find_time` finds the
date a free-text question states. Each returns a :class:`TimeReading`: the
span the words cover (``[start, end)``, UTC microseconds since the epoch),
the :class:`Precision` they were stated at, and the words as written.

Forms read (any year 1–9999):

- ISO: ``2019-07-04``, ``2019-07``, ``2019``, ``2022-06-01T12:00+02:00``; a month as forms write it, ``7/2019``;
- named months and days, read by `dateparser <https://dateparser.readthedocs.io>`_:
  ``Jan, 1908``, ``January 1908``, ``Jan 1908``, ``1 January 1908``, ``January 1st, 1908``, ``1908, Jan. 5``;
- periods: ``the 1990s`` (decade), ``early/mid/late 2015`` (a part of the year, a third of it), ``the early/mid/late
  1990s`` (4, 3, 3 years; ``the late 1600s``: 1670–1699), ``spring/summer/autumn/fall/winter of 2019``
  (meteorological seasons; winter is December of that year to February), ``Q3 2020``; centuries: ``the 16th
  century``, ``the sixteenth century``, ``16th-century``, ``late 19th century`` (as ``the late 1800s``) and ``the
  1500s`` (1500–1599, as historians count; a year ending in 00 with an "s" is its century, so ``the 1900s`` is
  1900–1999, but ``the 2000s``, the decade English names so); a share of any of them, ``the first half of 2018``,
  ``the last quarter of the 19th century``; a point in them, ``the end of 2014`` (its December), ``the middle of the
  1990s``; ``c. 1620``, ``ca. 1620``, ``circa 1620`` (``around``);
- a season over two years (:mod:`c0lab._reading_periods`): ``1908-09``, ``the 1923–24 season``, ``2015/16`` are
  both years (``2019-07`` stays July: 07 is not the next year's digits);
- a dotted day after a cue word is day.month.year: ``on 14.6.1996``;
- a two-digit year is never guessed (:data:`TWO_DIGITS`): ``44``, ``the 40s``, ``January 44``
  are refused; ``0044``, ``year 44``, ``44 AD`` are read;
- relative words, read by dateparser against a base date: ``last year``, ``this month``, ``two weeks ago``,
  ``yesterday``, ``March``; and ``now``, ``today``, ``currently``.

Finding a date in free text is a pattern over the forms above (:func:`phrases`);
reading each phrase is this module's for ISO forms and periods, and dateparser's
for named months, days and relative words. dateparser was measured for the
whole job and kept for the part it does well: its ``search_dates`` reads "may"
and version numbers ("2019.3") as dates and has no decades, seasons or
early/mid/late; a phrase it reads costs about 1 ms (the first call loads its
English data, ~0.1 s), and a question is read once per walk.

A cue word before the date is kept (``as of``, ``in``, ``during``, ``by``, ``at the time of``, ``on``, ``around``,
``since``, ``from``, ``before``, ``after``, ``until``): :attr:`TimeReading.moment` turns it into the point in time a
question asks about. A year said first ("1908, January") is a date after a cue, a range word or punctuation only.
"""

from __future__ import annotations

import re
import time
from dataclasses import replace
from functools import lru_cache

from dateutil import parser as dateutil_parser

from . import _reading_periods as periods
from . import _reading_relative as periods_now
from ._errors import BadDateError
from ._reading_periods import (
    CENTURY,
    CENTURY_PART,
    NAMED,
    NAMED_AFTER,
    NAMED_PHRASE,
    NTH,
    QUARTER,
    SEASON,
    SEASON_YEARS,
    THIRD,
    TWO_DIGITS,
    as_season,
    century,
    century_of,
    century_part,
    named_period,
    quarter,
    season,
    season_years,
    third,
)
from ._reading_periods import year_of as _year
from ._reading_weekdays import ON_WEEKDAY, WEEKDAYS, future_before
from ._reading_words import (
    AROUND,
    ENDING,
    NOT_A_PARTICLE,
    RANGE_FOLLOWS,
    after_event_word,
    clock_dropped,
    counts_things,
    cue_word,
    dashed_years,
    event_hint,
    hedge_dropped,
    in_brackets,
    phrase_words,
)
from ._timespan import _DAY, Precision, TimeReading, micros_of, micros_of_value, on_calendar, to_datetime, ymd
from ._timespan import DECADE_PARTS as _DECADE_PARTS

__all__ = [
    "CAPITAL_MONTH",
    "FORMS",
    "MONTH",
    "MONTHS",
    "Precision",
    "TimeReading",
    "WEEKDAYS",
    "find_time",
    "micros_of",
    "phrases",
    "read_time",
    "to_datetime",
    "ymd",
]

FORMS = "2022-06-01, 2019-07, 1908, 'Jan, 1908', 'January 1st, 1908', 'the 1990s', 'mid 2015', 'summer of 2019', "
FORMS += "'Q3 2020', 'last year' or now"  # the forms a bad date's error names


def _span(precision: Precision, start: int, end: int, text: str, anchor: int | None = None) -> TimeReading:
    return TimeReading(start, end, precision, text, anchor=anchor)


_CUE = (
    rf"as\s+of|at\s+the\s+time\s+of|(?:way\s+back\s+|{NOT_A_PARTICLE}back\s+)?in|as\s+far\s+back\s+as|during|by"
    r"|on|at|(?:(?:after|before|since|from|until|by)\s+)?(?:around|about|circa|ca\.|(?<![.\w])ca(?=\s+\d)|(?<![.\w])c\.)"
    r"|since|from|before|after|until|till"
)
_CUE_RE = re.compile(rf"^(?P<cue>{_CUE}|{ENDING})\s*(?P<rest>(?<=[\s.]).+)$", re.IGNORECASE)
_ISO_DAY = re.compile(r"^(\d{3,})-(\d{2})-(\d{2})$")  # "800-12-25": year 800
_ISO_MONTH = re.compile(r"^(?:(\d{3,})-(\d{2})|(\d{1,2})/(\d{4}))$")  # "2019-07", as forms write it "7/2019"
_BARE_YEAR = re.compile(r"^(?:(?:the\s+)?year\s+(?:of\s+)?|(?:ad|a\.d\.)\s+)?(\d+)(?:\s*(?:ad|a\.d\.|ce))?$")
_DECADE = re.compile(r"^(?:the\s+)?[’']?(\d{1,3})0[’']?s$")
_DECADE_PART = re.compile(r"^(?:the\s+)?(early|mid|late)[\s-]+(?:(?:of\s+)?the\s+)?[’']?(\d{1,3})0[’']?s$")
_SLASHED = re.compile(r"^(\d{1,2})[/.](\d{1,2})[/.](\d{2,4})$")
_NOW = {"now", "currently", "at present", "present", "the present"}
MONTHS = frozenset(
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec".split()
)
"""The months' names and their short forms, in lower case: the one list every month pattern is made from."""
_MONTH_WORDS = sorted(MONTHS, key=lambda month: (-len(month), month))  # the longest first
MONTH = rf"(?:{'|'.join(_MONTH_WORDS)})\b"
"""A month's name or short form, a whole word, in lower case: for lower-cased text or ``re.IGNORECASE`` patterns."""
CAPITAL_MONTH = rf"(?-i:(?:{'|'.join(month.capitalize() for month in _MONTH_WORDS)})\b)"
"""A month's name or short form written capitalised, a whole word, whatever the flags ("May"; not "may", "Mayor")."""
_NUMBER = r"(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a )?couple(?: of)?|a few)"
_WEEKDAY = f"(?:{'|'.join(WEEKDAYS)})"
_WEEKDAY_RE = re.compile(rf"^(?:(last|this|past)\s+)?({_WEEKDAY})$")
_RELATIVE = (
    rf"(?:last|this|next|past)\s+(?:year|month|week)|yesterday|today"
    rf"|{_NUMBER}\s+(?:day|week|month|year)s?\s+ago"
    rf"|(?:last|this|past)\s+{_WEEKDAY}|(?:last\s+)?{MONTH}"
)
_YEAR_FIRST = rf"\d{{4}},?\s+{MONTH}\.?(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?"  # "1908, January", "2019 July 4th"
_WORDY = re.compile(
    rf"^(?:{_RELATIVE}|(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?{MONTH}\.?,?\s+"
    rf"(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?\d{{1,4}}|{_YEAR_FIRST})$"
)
_RELATIVE_RE = re.compile(rf"^(?:{_RELATIVE})$")


def _help(text: str) -> str:
    return f"cannot read {text!r} as a date; use e.g. {FORMS}{event_hint(text)}"


def _base(now: object) -> int:
    """``now`` as UTC µs: the clock for ``None``, an int as it is, a date or a text as ``parse_time`` reads a start
    (``"2026-12-01"``, ``"now"``); anything else is one line."""
    if now is None:
        return time.time_ns() // 1000
    if isinstance(now, int) and not isinstance(now, bool):
        return now
    given = micros_of_value(now, what="now")
    if isinstance(given, int):
        return given
    try:
        reading = read_time(given)
    except BadDateError as error:
        raise BadDateError(f"{error} (for now)") from None
    return reading.start if reading.anchor is None else reading.anchor


def read_time(text: object, *, now: object = None) -> TimeReading:
    """Read a whole text as a time (see the module's forms); relative words are read against ``now``.

    ``now`` is UTC microseconds, or any date :func:`~c0lab._time.parse_time` reads (a ``datetime``,
    ``"2026-12-01"`` …; default: the clock). A cue word before the
    date ("as of 1863") is kept in :attr:`TimeReading.cue`. Raises
    :class:`~c0lab.BadDateError` in one line naming the forms read, or the
    range for a year outside 1–9999.

    >>> read_time("the 1990s").describe(), read_time("as of 1863").describe()
    ('the 1990s (decade)', '1863 (year)')
    >>> read_time("Q3 2020").describe(), read_time("January 1st, 1908").describe()
    ('Q3 2020 (quarter)', '1908-01-01 (day)')
    >>> read_time("10000")
    Traceback (most recent call last):
    ...
    c0lab._errors.BadDateError: cannot read '10000' as a year: a memory holds years 1 to 9999
    """
    if not isinstance(text, str):
        raise BadDateError(f"a date must be a string here, not {type(text).__name__}")
    words = " ".join(text.strip().rstrip("?!.,;").split())
    cue = ""
    found = _CUE_RE.match(words)
    if found:
        cue, words = cue_word(found["cue"]), found["rest"]
    reading = _read(clock_dropped(words), now=_base(now), original=text)  # "Tue, 3 May 2022 10:00": the day
    cue = cue or reading.cue  # "1923–24": a range ("between")
    return TimeReading(reading.start, reading.end, reading.precision, reading.text, cue, (0, len(text)), reading.anchor)


def _read(words: str, *, now: int, original: str) -> TimeReading:
    words = re.sub(rf"\b({MONTH})(\.?),?\s+of\s+(?=\d{{3}})", r"\1\2 ", words, flags=re.I)  # "July of 2017"
    low = words.lower()
    if not low:
        raise BadDateError(_help(original))
    if re.search(r"(?:\bbce?|\bb\.c\.(?:e\.)?)$|^-\d", low):
        raise BadDateError(f"cannot read {original!r}: a memory holds years 1 to 9999 (AD), none before year 1")
    if low in _NOW:
        return _span(Precision.INSTANT, now, now + 1, words)
    if re.fullmatch(r"[’‘']\d{2}", low):  # "in '17": which century is never guessed
        raise BadDateError(f"cannot read {original!r}: {TWO_DIGITS}")
    slashed = _SLASHED.match(low)
    if slashed:
        return _read(_slashed(slashed, original), now=now, original=original)
    if (said := periods_now.absolute(low, now)) is not None:  # "early last year", "last summer": a dated period
        return _read(said, now=now, original=original)
    if (part := periods.PART_OF.match(low)) and not QUARTER.match(low):  # "the first half of 2018": that share
        return periods.part_of(part, _read(words[part.start(3) :], now=now, original=original), words)
    for pattern, reader in _READERS:
        match = pattern.match(low)
        if match:
            return reader(match, words)
    if point := periods.POSITION.match(low):  # "the end of 2014": late 2014
        return periods.position_of(point, lambda said: _read(said, now=now, original=original), words)
    if re.match(r"^\d{4}-\d{2}-\d{2}[t ]\d", low):
        try:
            moment = dateutil_parser.isoparse(words.upper().replace(" ", "T", 1))
        except (ValueError, OverflowError):
            raise BadDateError(_help(original)) from None
        micros = micros_of(moment)
        return _span(Precision.INSTANT, micros, micros + 1, words)
    weekday = _WEEKDAY_RE.match(low)
    if weekday:
        return _weekday(weekday, words, now=now)
    if _WORDY.match(low):
        reading = _by_dateparser(_full_year(words, original), now=now)
        if reading is not None:
            return reading
    raise BadDateError(_help(original))


def _weekday(match: re.Match, words: str, *, now: int) -> TimeReading:
    """ "Saturday" is the latest one up to ``now`` (today, if today is one); "last Saturday" said on a
    Saturday is the one a week before."""
    today = now // _DAY * _DAY
    back = (to_datetime(today).weekday() - WEEKDAYS.index(match[2])) % 7 or (7 if match[1] == "last" else 0)
    start = today - back * _DAY
    return _span(Precision.DAY, start, start + _DAY, words)


def _slashed(match: re.Match, original: str) -> str:
    """The ISO day a slashed date stands for when one calendar reading fits it ("12/25/2020"); else one line:
    both readings fit ("06/01/2023"), none does ("13/13/1900"), or the year has two digits (:data:`TWO_DIGITS`).
    A dotted date is day.month.year, as the countries that write dots do ("3.5.1996" is 3 May)."""
    first, second, year = match.groups()
    if len(year) < 3:
        raise BadDateError(f"cannot read {original!r}: {TWO_DIGITS}")
    number = _year(year)
    orders = ((int(second), int(first)),) if "." in match[0] else ((int(first), int(second)), (int(second), int(first)))
    options = sorted(
        {f"{number:04d}-{m:02d}-{d:02d}" for m, d in orders}
        & {f"{number:04d}-{m:02d}-{d:02d}" for m in range(1, 13) for d in range(1, 32) if on_calendar(number, m, d)}
    )
    if not options:
        read_as = "as day.month.year" if "." in match[0] else "neither as day/month nor as month/day"
        raise BadDateError(f"{original!r} is not a date on the calendar ({read_as}); use e.g. 2022-06-01")
    if len(options) > 1:
        raise BadDateError(f"{original!r}: day/month or month/day? write the ISO form, e.g. {' or '.join(options)}")
    return options[0]


def _full_year(words: str, original: str) -> str:
    """``words`` (a named month or day) with its year in four digits for dateparser ("January 476" is
    "January 0476"); a two-digit year is refused (:data:`TWO_DIGITS`): "January 44" is no guess at 1944. A lone
    number up to 31 is a day ("March 5")."""
    numbers = list(re.finditer(r"\d+", words))
    if _RELATIVE_RE.match(words.lower()) or not numbers or re.match(r"\d{4}\b", words):  # "1908, Jan 5": as is
        return words
    if len(numbers) == 1 and len(numbers[0][0]) < 3 and int(numbers[0][0]) <= 31:
        return words
    year = numbers[-1]
    if len(year[0]) < 3:
        raise BadDateError(f"cannot read {original!r}: {TWO_DIGITS}")
    return words[: year.start()] + year[0].zfill(4) + words[year.end() :]


def _iso_day(match: re.Match, words: str) -> TimeReading:
    year, month, day = _year(match[1]), int(match[2]), int(match[3])
    try:
        if not 1 <= month <= 12:
            raise ValueError(month)
        start = ymd(year, month, day)
    except ValueError:
        raise BadDateError(f"{words!r} is not a date on the calendar; use e.g. 2022-06-01 (year-month-day)") from None
    return _span(Precision.DAY, start, start + _DAY, words)


def _iso_month(match: re.Match, words: str) -> TimeReading:
    year, month = _year(match[1] or match[4]), int(match[2] or match[3])
    if not 1 <= month <= 12:
        raise BadDateError(f"{words!r} is not a month on the calendar; use e.g. 2022-06 (year-month)")
    return _span(Precision.MONTH, ymd(year, month), ymd(year, month + 1), words)


def _bare_year(match: re.Match, words: str) -> TimeReading:
    if len(match[1]) < 3 and match[1] == words and int(match[1]):
        raise BadDateError(f"cannot read {words!r} as a date: {TWO_DIGITS}; or use e.g. {FORMS}")  # "12": a number
    year = _year(match[1])
    return _span(Precision.YEAR, ymd(year), ymd(year + 1), words)


def _decade(match: re.Match, words: str) -> TimeReading:
    """A decade ("the 1990s"); a year ending in 00 with an "s" is its century ("the 1500s", "the 1900s": as
    "the early 1900s" is said), but for "the 2000s", the decade English names so (its century is "the 21st")."""
    return _decade_of(match[1], words)


def _decade_of(digits: str, words: str) -> TimeReading:
    """The decade (or century) whose first year is ``digits`` and a 0 ("199" → the 1990s)."""
    if len(digits) < 2:
        raise BadDateError(f"cannot read {words!r}: {TWO_DIGITS} (e.g. 'the 1940s', 'the 0040s')")
    year = _year(digits + "0")
    if year % 100 == 0 and year != 2000:
        return century_of(year // 100 + 1, words)
    return _span(Precision.DECADE, ymd(year), ymd(min(year + 10, 10000)), words)


def _decade_part(match: re.Match, words: str) -> TimeReading:
    """ "The early 1990s": 1990–1993, mid 1994–1996, late 1997–1999; of a century ("the late 1600s") ten times."""
    whole, first = _decade_of(match[2], words), int(match[2] + "0")
    scale = 10 if whole.precision is Precision.CENTURY else 1
    low, high = (share * scale for share in _DECADE_PARTS[match[1]])
    precision = Precision.CENTURY_PART if scale == 10 else Precision.DECADE_PART
    return _span(precision, ymd(first + low), ymd(min(first + high, 10000)), f"the {match[1]} {first:04d}s")


_BEFORE_CHRIST = re.compile(r"\s*(?:BCE?|B\.C\.(?:E\.)?)(?!\w)", re.IGNORECASE)
"""A year or century said before Christ ("the 1st century BC", "44 BC"): before any year a memory holds."""

_READERS = (
    (_ISO_DAY, _iso_day),
    (SEASON_YEARS, season_years),  # before ISO months: "1911-12" is a season, "2019-07" a month
    (_ISO_MONTH, _iso_month),
    (_BARE_YEAR, _bare_year),
    (_DECADE, _decade),
    (CENTURY, century),
    (CENTURY_PART, century_part),
    (THIRD, third),
    (_DECADE_PART, _decade_part),
    (SEASON, season),
    (QUARTER, quarter),
    (NAMED, named_period),
)


@lru_cache(maxsize=64)
def _parser(base_day: int):
    from dateparser.date import DateDataParser

    base = to_datetime(base_day).replace(tzinfo=None)
    return DateDataParser(
        languages=["en"],
        settings={
            "PREFER_DATES_FROM": "past",
            "RETURN_TIME_AS_PERIOD": True,
            "RELATIVE_BASE": base,
            "PREFER_DAY_OF_MONTH": "first",
        },
    )


def _by_dateparser(words: str, *, now: int) -> TimeReading | None:
    """Named months and days, and words relative to ``now``, read by dateparser; ``None`` when it cannot."""
    words = re.sub(r"\ba\s+few\b", "3", re.sub(r"\b(?:a\s+)?couple(?:\s+of)?\b", "2", words, flags=re.I), flags=re.I)
    low = words.lower()
    back = low.startswith("last ") and re.fullmatch(rf"last\s+{MONTH}", low) is not None
    data = _parser(now // _DAY * _DAY).get_date_data(low.removeprefix("last ") if back else words)
    moment, period = data["date_obj"], data["period"]
    if moment is None:
        return None
    year = moment.year
    if back and ymd(year, moment.month) > now - 31 * _DAY:  # "last March" in March: the year before
        year -= 1
    if not 1 <= year <= 9999:
        raise BadDateError(f"cannot read {words!r}: a memory holds years 1 to 9999")
    if period == "year":
        return _span(Precision.YEAR, ymd(year), ymd(year + 1), words)
    if period == "month":
        return _span(Precision.MONTH, ymd(year, moment.month), ymd(year, moment.month + 1), words)
    if period == "time":
        micros = micros_of(moment)
        return _span(Precision.INSTANT, micros, micros + 1, words)
    start = ymd(year, moment.month, moment.day)
    return _span(Precision.DAY, start, start + _DAY, words)


# -- finding the date a question states -------------------------------------------------------------------

_COMMON_YEAR = r"(?:1[89]|20)\d{2}"
_NEXT_YEAR = "|".join(
    [rf"(?P<decade>\d{{3}})(?:{'|'.join(f'{d}[–—/-](?P=decade){d + 1}' for d in range(9))})", r"\d{3}9[–—/-]\d{3}0"]
)
"""A year and the next, both whole ("2019–2020"): a span of two years ("2008–2014" is two dates, the dash an end)."""
_SHARED = rf"\s*(?:/|[-–—]|to|until|till|through|and|or)\s*(?P<joined>{MONTH})\.?,?\s+(?P<shared>\d{{3,4}})(?![\w-])"
"""The month and year after a month said alone, whose year it shares: "in March/April 2006", "June and July 1990"."""
_PHRASE = (
    rf"(?P<date>(?:{periods.PART_PREFIX}|{periods.POSITION_PREFIX})?(?:"
    r"\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?![\w-])"
    r"|\d{4}-\d{2}(?![\w-])|(?<![\w/.-])(?:0?[1-9]|1[0-2])/\d{4}(?![\w/-])"
    rf"|(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?{MONTH}\.?,?\s+(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?(?:of\s+)?\d{{3,4}}(?![\w-])"
    rf"|(?<![\w.$#-])(?(cue)|(?:(?<=to\s)|(?<=and\s)|(?<=until\s)|(?<=till\s)|(?<!\w\s)))"  # not "Flight 1549, Jan 15"
    rf"{_YEAR_FIRST}(?![\w-]|\s*\d|\s*(?!(?:to|until|till|through)\b)[a-z])"  # nor "2015, March 2016", "2019 May Ames"
    r"|(?:the\s+)?year\s+(?:of\s+)?(?:\d{3,5}|0+)(?![\w-])"
    r"|\d{1,2}/\d{1,2}/\d{2,4}(?![\w/-])"
    r"|(?P<dotted>(?<![\d.])\d{1,2}\.\d{1,2}\.\d{4})(?!\w|\.\d)"  # "on 14.6.1996": day.month.year
    r"|(?:early|mid|late)[\s-]+(?:of\s+)?\d{3,4}(?![\w-])"
    r"|(?:spring|summer|autumn|fall|winter)(?:\s+of)?,?\s+\d{3,4}(?![\w-])"
    r"|q\d,?\s*\d{4}(?![\w-])|\d{4}[\s-]?q\d\b"
    r"|(?:the\s+)?(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?\d{3,4}(?![\w-])"
    r"|(?:the\s+)?(?:early|mid|late)[\s-]+(?:(?:of\s+)?the\s+)?\d{3}0[’']?s\b"
    r"|(?:the\s+)?\d{3}0[’']?s\b"
    rf"|(?:the\s+)?(?:(?:early|mid|late)[\s-]+)?{NTH}[\s-]+century\b(?:\s+(?:ad|ce)\b)?"
    r"|(?P<short>(?:the\s+)?[’']?\d{1,2}0[’']?s|(?:the\s+)?(?:early|mid|late)[\s-]+(?:(?:of\s+)?the\s+)?\d{2}0s)\b"
    r"|(?P<clipped>(?<![\w’‘'])[’‘']\d{2})(?![\w’‘'-]|\s+[A-Z])"  # "in '17" refused; not "'99 Red Balloons"
    rf"|(?:the\s+)?(?<![\w.$#-])\d{{4}}[–—/]\d{{2}}(?![\w/–—-]|\s+{MONTH}\b)"  # "from the 1920–21 season"
    rf"|(?:the\s+)?(?<![\w.$#-])(?:{_NEXT_YEAR})(?![\w/–—-])"  # two years whole: "1999–2000", "2019–2020"
    rf"|(?<![\w.$#-]){_COMMON_YEAR}(?![\w-]|\.\w)"
    r"|(?P<year>(?(cue)(?<![\w$#-])|(?<![\w.$#-]))(?:\d{3,4}(?:\s*(?:ad|ce)\b)?|\d{1,2}\s*(?:ad|ce)\b|ad\s+\d{1,4}|0{1,2}))(?![\w-]|\.\w)"
    r"|(?P<far>(?<![\w.$#-])\d{5,})(?![\w-]|\.\w|\s+[a-z])"
    rf"|(?P<named>\b(?:{NAMED_PHRASE}))\b(?=\s*(?:$|[,.;:?!)]|(?:{NAMED_AFTER})\b))"
    r"|\b(?:now|today|currently|at\s+present)\b"
    rf"|{periods_now.PHRASE}"
    rf"|\b(?:last|this|past|(?<![Tt]he\s)next)\s+(?:year|month|week)\b|\byesterday\b|\b{_NUMBER}\s+(?:day|week|month|year)s?\s+ago\b"
    rf"|\b(?:last|this|past)\s+{_WEEKDAY}\b|(?P<weekday>{ON_WEEKDAY}(?!,?\s+(?:the\s+)?{MONTH}))"
    rf"|\b(?P<month>(?-i:Last)\s+{MONTH}|(?:last\s+)?{MONTH}\b(?!(?-i:\s+[A-Z][a-z])))(?:(?={_SHARED}))?"  # no May Ames
    r"))"
)
_IN_TEXT = re.compile(rf"(?:\b(?P<cue>{_CUE})\s*)?(?<![\w-]){_PHRASE}", re.IGNORECASE)


@lru_cache(maxsize=8192)  # a walk reads the same dates again and again (a bench job: ~2,900 readings of ~700 texts)
def phrases(question: str, *, named: bool = False) -> tuple[re.Match, ...]:
    """Every date phrase a question holds (cue word included), in order; a month name alone, a year outside
    1800-2099 (or of five digits), a decade in two digits ("the 90s") or a dotted day ("on 14.6.1996"; "build
    2.15.1999" is a version) counts only after a cue (or ``last``; a year also after ``between``): "may" is a verb
    more often than a month, "1600" a number more often than a year. A named period ("during World War II")
    counts only with ``named`` (a question's reading: in a text it is as often a name as a time)."""
    return tuple(_phrases(question, named=named))


_DAY_COMMA = re.compile(rf"\b({MONTH}\s+\d{{1,2}}) ,(?= \d{{4}}\b)", re.IGNORECASE)
"""A day with a space before its comma ("October 3 , 1988", as tokenised text writes it): read as "October 3, 1988"
(the same length, so a phrase's place is its place in the text said)."""


def _phrases(question: str, *, named: bool = False):
    opened: tuple[int, int] | None = None  # (end, year) of a range's start: "from 1675 to 1719" needs no cue on 1719
    for match in _IN_TEXT.finditer(dashed_years(_DAY_COMMA.sub(lambda day: day.group(1) + ", ", question))):
        between = _BETWEEN.search(question, 0, match.start()) is not None
        if match["month"] and not (match["cue"] or match["month"].lower().startswith("last")):
            if not (between and match["shared"]):  # "between June and August 1990"
                continue
        if match["named"] and not named:
            continue
        if match["weekday"] and future_before(question, match.start()):
            continue  # "she will take charge on Monday": the Monday to come, which "the latest one" is not
        year = int((re.findall(r"\d{3,4}", match["date"]) or ["0"])[-1])  # its last year, if any
        closing = bool(opened and _RANGE_END.fullmatch(question, opened[0], match.start()) and year >= opened[1])
        if (match["year"] and not (match["cue"] or between or closing)) or (
            (match["far"] or match["short"] or match["clipped"] or match["named"] or match["dotted"])
            and not (match["cue"] or closing or match["date"].lower().startswith("between"))
        ):
            continue  # a year outside 1800-2099 counts after a cue ("as of 1543"), not as any number
        if match["year"] and counts_things(question, match.end(), opens=not closing):
            continue  # "after 152 minutes", "in 308 league appearances": a count, not a year
        cue = hedge_dropped(" ".join((match["cue"] or "").lower().split()))  # "from c. 1650": "from"
        hedged = cue in AROUND | {"around"} and re.search(r"\b(?:from|since)\s+$", question[: match.start()], re.I)
        opens = (cue in ("from", "since", "between") or between or bool(hedged)) and not closing  # "from c. 1650 to"
        opened = (match.end(), year) if opens else None
        yield match


def _said_as_date(match: re.Match) -> bool:
    """Whether a phrase that cannot be read was meant as a date: one after a cue word ("in 0000"), or in a
    form only dates take ("31 February 1950", "Q5 2020", "06/01/1950"), not a bare number."""
    return bool(match["cue"]) or not re.fullmatch(r"\d+", match["date"].strip())


_BETWEEN = re.compile(r"\bbetween\s+$", re.IGNORECASE)
_RANGE_END = re.compile(r"(?:\s+season)?\s*(?:to|until|till|through|thru|and|or|[-–—/])\s*", re.IGNORECASE)
"""What joins a range's two ends ("1902 to 1910", "the 1920–21 season to the 1931–32 season")."""


def _range(question: str, first: TimeReading, *, now: int) -> TimeReading:
    """``first`` ("from 1902") joined to the date that closes its range ("… to 1910", "between … and …"),
    as one reading from the start of the one to the end of the other; ``first`` alone when none follows."""
    joint = _RANGE_END.match(question, first.place[1])
    after = _IN_TEXT.match(question, joint.end()) if joint else None
    if after is None or after["cue"] or _RELATIVE_RE.match(" ".join(after["date"].lower().split())):
        return first
    try:
        last = _read(" ".join(after["date"].split()), now=now, original=after["date"])
    except BadDateError:
        return first
    if last.end <= first.start:
        return first
    precision = max(first.precision, last.precision, key=list(Precision).index)
    return TimeReading(
        first.start,
        last.end,
        precision,
        question[first.place[0] : after.end()],
        "between",
        (first.place[0], after.end()),
    )


def find_time(question: str, *, now: object = None, each: bool = False, named: bool = False) -> TimeReading | None:
    """The time a free-text question states, or ``None``.

    A date after a cue word ("in", "as of", "from" …) beats one without, which is often part of a name
    ("John Williams (born 1968) … in 1996", "the 2018 World Cup as of 2021"), and a date without a cue
    inside brackets is never read (it names: "(footballer, born 1968)"); an explicit date beats a
    relative word in the same question: "this year as of 2019" and "last year as of 2019" are both read as
    of 2019 (the date says when the question is asked; "last year's winner" is what is asked, as SituatedQA
    writes its questions). A relative word alone is read against ``now`` (UTC µs or a ``datetime``), else
    the clock. ``place`` says where the phrase stands, ``cue`` the word before it. A range ("from 1902 to
    1910", "between … and …") is one reading (cue ``between``). A phrase said as a date that is none
    ("in 0000", "31 February 1950") raises :class:`~c0lab.BadDateError`.

    ``named=True`` also reads a named period after a cue ("during World War II"), as a question means it.
    ``each=True`` reads the first explicit date on its own, wherever it stands (no range, no preference
    for a cue, nothing raised but for ISO forms): how a text's dates are enumerated one by one
    (:func:`~c0lab._time.find_date`).

    >>> find_time("Which team did Percy Smith play for in Jan, 1908?").describe()
    'January 1908 (month)'
    >>> find_time("who did X lose to this year as of 2019").describe()
    '2019 (year)'
    >>> find_time("who won last year's six nations as of 2019").describe()
    '2019 (year)'
    >>> find_time("what is hybrid search") is None
    True
    """
    base, question = _base(now), dashed_years(question)  # "1990-1995": a range, as "1990–1995"
    relative = bare = None
    for match in phrases(question, named=named):  # the first explicit date after a cue ends the search
        words = match["date"]
        said = " ".join(words.lower().split())
        is_relative = not match["shared"] and (bool(_RELATIVE_RE.match(said)) or said in _NOW or periods_now.said(said))
        if is_relative and relative is not None:
            continue  # only the first relative phrase can count, and only if no explicit date follows
        said_as = as_season(phrase_words(match), question, match.end())  # "the 1911-12 season": not December
        if _BEFORE_CHRIST.match(question, match.end()):
            raise BadDateError(f"the question names {words.strip()!r} BC: a memory holds years 1 to 9999")
        try:
            reading = _read(said_as, now=base, original=words)
        except BadDateError as error:
            if _ISO_DAY.match(words.strip()) or _ISO_MONTH.match(words.strip()):
                raise BadDateError(
                    f"the question names {words.strip()!r}, which is not a date on the calendar"
                ) from None
            if not each and _said_as_date(match):
                said = words.strip()
                raise BadDateError(
                    str(error) if repr(said) in str(error) else f"the question names {said!r}: {error}"
                ) from None
            continue
        cue = cue_word(match["cue"] or "")
        span = reading.cue == "between"  # "the 2012–13 season": a range of years, read as one
        cue = "between" if span and cue in ("in", "during", "as of", "on", "at", "around", "from") else cue
        begins = match.start()
        between = None if each or cue else _BETWEEN.search(question, 0, match.start())
        if between is not None:  # "between 2001 and 2005": a range (the word stays a plain word otherwise)
            cue, begins = "between", between.start()
        placed = replace(reading, cue=cue, place=(begins, match.end()))
        dashed = not each and RANGE_FOLLOWS.match(question, match.end()) is not None  # "1990–1995", "the 1710s and …"
        if not is_relative and (cue or each):
            ranged = cue in ("from", "since", "between") or match["shared"] or dashed  # "in March/April 2006"
            return _range(question, placed, now=base) if ranged and not each else placed
        if not is_relative:
            place = match.start()  # "(footballer, born 1968)" names; "(married 1968, divorced 1972)" states
            if not in_brackets(question, place) or after_event_word(question, place):
                whole = (
                    replace(placed, cue="between") if span else _range(question, placed, now=base) if dashed else placed
                )
                bare = bare or whole
            continue
        relative = placed
    return bare or relative
