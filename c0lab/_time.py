"""Time: the one reader of dates, the one visibility filter, and their formats.

Times are held as integer microseconds since the Unix epoch, UTC, for any
year 1–9999. Two sentinels stand for open ends: :data:`BEGINNING` ("since
always") and :data:`FOREVER` ("until further notice"). Integers compare the
same way whether they are Python ints or NumPy arrays, so :func:`visible`
serves a single version and a whole column alike.

Dates are read by one reader (:mod:`c0lab._reading`, re-exported here):
:func:`read_time` for a whole text, :func:`find_time` for the date a question
states; :func:`parse_time` (a point or an edge, in µs) and :func:`find_date`
are thin uses of them.
"""

from __future__ import annotations

import re
import time
from functools import lru_cache
from typing import Any, overload

import numpy as np
import pandas as pd

from ._errors import BadDateError
from ._reading import FORMS, Precision, TimeReading, find_time, phrases, read_time, to_datetime, ymd
from ._reading_known import find_known_at, tidy
from ._timespan import micros_of_value, period_at

__all__ = [
    "BEGINNING",
    "EARLIEST",
    "FOREVER",
    "LAST_END",
    "LATEST",
    "Precision",
    "Stated",
    "TimeReading",
    "find_date",
    "find_known_at",
    "find_time",
    "format_edge",
    "format_end",
    "format_span",
    "format_time",
    "handed_over_at",
    "held",
    "interval_edge",
    "micros_of_timestamp",
    "now_micros",
    "parse_time",
    "period_start",
    "read_edge",
    "read_time",
    "to_timestamp",
    "visible",
    "visible_in",
    "without_times",
]

BEGINNING = -(2**63)
FOREVER = 2**63 - 1
_DAYS = 86_400_000_000

EARLIEST = ymd(1)
LATEST = ymd(10000) - 1
"""The dates a memory holds: years 1 to 9999; others are refused."""
LAST_END = ymd(10000)
"""The last end an interval can have: the end of 9999 (``valid_to="9999"``), the instant after :data:`LATEST`."""


def now_micros() -> int:
    """The current time, in microseconds since the epoch (UTC)."""
    return time.time_ns() // 1000


POINT_FIELDS = ("as_of", "known_at")
"""The fields whose value is a point in time rather than an edge of an interval (see :func:`parse_time`)."""
END_FIELDS = ("valid_to",)
"""The fields whose value ends an interval: a month or a year given there is covered to its end."""


def parse_time(value: object, *, what: str = "date", point: bool | None = None, now: int | None = None) -> int:
    """Read a user's date as UTC microseconds, any year 1–9999 (the reader: :func:`read_time`).

    Accepts a ``datetime`` (naive means UTC), a ``date``, a pandas
    ``Timestamp``, or a string in any form :func:`read_time` reads
    (``2022-06-01``, ``2023-07``, ``2023``, ``Jan, 1908``, ``mid-2023``,
    ``Q3 2020``, ``the 1990s``, ``now``, ``today`` …).

    A period (a month, a year …) read as a **point in time** (``as_of``,
    ``known_at``, ``%asof 2020``) is its middle — a year its 1 July, a month
    its 15th — so "as of 2020" and "in 2020" read the same day. As the
    **start** of an interval (``valid_from``, ``at``) it is the period's
    first instant; as its **end** (``valid_to``) its last, so ``valid_from=
    "Jan, 2008", valid_to="Jan, 2008"`` is the month of January 2008 (a day
    or an instant given as an end is the instant the interval stops, as
    before). ``early/mid/late 2023`` stands for one day either way (15 Feb,
    1 Jul, 15 Nov). ``point`` says which; by default it is a point when
    ``what`` is one of :data:`POINT_FIELDS`. Relative words ("last Saturday",
    "two weeks ago", "today") are read against ``now`` (UTC microseconds;
    default the clock).

    Examples
    --------
    >>> format_time(parse_time("2023-07"))
    '2023-07-01'
    >>> format_time(parse_time("mid-2023"))
    '2023-07-01'
    >>> format_time(parse_time("2020", what="as_of")), format_time(parse_time("March 2021", point=True))
    ('2020-07-01', '2021-03-15')
    >>> format_time(parse_time("Jan, 2008", what="valid_to"))
    '2008-02-01'
    >>> parse_time("soon")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    c0lab._errors.BadDateError: cannot read 'soon' as a date; use e.g. 2022-06-01, 2019-07, 1908, ...
    """
    return read_edge(value, what=what, point=point, now=now)[0]


def read_edge(
    value: object, *, what: str = "date", point: bool | None = None, now: int | None = None, end: bool | None = None
) -> tuple[int, Precision | None]:
    """:func:`parse_time`'s moment and the precision the value was stated at (``None`` for a ``datetime``, a
    ``date``, a ``Timestamp`` or "now": no precision was stated). ``end`` says the value ends an interval (by
    default when ``what`` is one of :data:`END_FIELDS`): the ``at`` of ``end()``, ``supersede()`` and
    ``invalidate()`` is read so, the same rule as ``valid_to`` (:func:`interval_edge`).

    >>> moment, precision = read_edge("until 1932", what="valid_to")
    >>> format_time(moment), precision.value
    ('1933-01-01', 'year')
    """
    if value is pd.NaT:
        raise BadDateError(f"{what} is missing (NaT); use e.g. {FORMS}")
    if isinstance(value, pd.Timestamp):
        return micros_of_timestamp(value), None
    given = micros_of_value(value, what=what)
    if isinstance(given, int):
        return given, None
    if given.strip().lower() == "now":
        return (now_micros() if now is None else now), None
    try:
        reading = read_time(given, now=now)
    except BadDateError as error:
        if what in ("date",) or "holds years" in str(error):
            raise
        raise BadDateError(f"{error} (for {what})") from None
    if point if point is not None else what in POINT_FIELDS:
        return (
            reading.moment if reading.anchor is None else reading.anchor
        ), reading.precision  # "before 1875": the instant before it; a bare period its middle
    ends = what in END_FIELDS if end is None else end
    moment = interval_edge(reading, end=ends)
    if ends and moment == reading.start < reading.end:  # "before 1932": where it stops, no period it covers
        return moment, None
    return moment, reading.precision


def interval_edge(reading: TimeReading, *, end: bool, word: str = "") -> int:
    """Where a stated time puts an edge of an interval: the one rule of the API (``valid_from``/``valid_to``)
    and of the extractor's dated phrases (:func:`c0lab.extract.dates.edge`). ``word`` is the cue before the
    time (the reading's own cue when empty).

    A stated period is covered whole, as people write it: an end "until 1932", "to 1932", "through 1932" or
    just "1932" ends as 1932 does (1933-01-01), so "from Jan 2008 to Jan 2008" is January 2008; "before 1932"
    ends as 1932 begins; an end given as a day ("until 2022-03-01") is the instant the interval stops, unless
    "through" it. A start is the period's first instant; "after 2020" starts as 2020 ends. "early/mid/late
    2023" stands for one day either way (15 Feb, 1 Jul, 15 Nov).

    >>> from c0lab._reading import read_time
    >>> [format_time(interval_edge(read_time(text), end=True)) for text in ("until 1932", "before 1932", "2022-03-01")]
    ['1933-01-01', '1932-01-01', '2022-03-01']
    >>> format_time(interval_edge(read_time("after 2020"), end=False))
    '2021-01-01'
    """
    cue = word or reading.cue
    if end and cue == "before":
        return reading.start
    if cue in ("through", "thru") or (not end and cue == "after"):
        return reading.end
    if reading.anchor is not None:
        return reading.anchor
    if end and reading.precision not in (Precision.DAY, Precision.INSTANT):
        return reading.end
    return reading.start


def micros_of_timestamp(moment: pd.Timestamp) -> int:
    """A ``Timestamp`` (naive means UTC) as UTC microseconds, the end of 9999 included (``10000-01-01``, which
    a ``datetime`` cannot hold: :data:`LAST_END`).

    >>> micros_of_timestamp(to_timestamp(LAST_END)) == LAST_END
    True
    """
    return int(np.datetime64(moment.asm8, "us").astype(np.int64))  # asm8: the UTC moment, aware or not


@overload
def to_timestamp(micros: int) -> pd.Timestamp: ...
@overload
def to_timestamp(micros: None) -> None: ...
def to_timestamp(micros: int | None) -> pd.Timestamp | None:
    """A UTC ``Timestamp``, ``NaT`` for an open end, ``None`` for no time given (a relation's edge not stated)."""
    if micros is None:
        return None
    if micros in (BEGINNING, FOREVER):
        return pd.NaT
    return pd.Timestamp(np.datetime64(micros, "us"), tz="UTC")  # a µs Timestamp: years 1-9999


def format_time(micros: int | pd.Timestamp) -> str:
    """A short readable form: a date at midnight, else minutes; open ends in words.

    Takes microseconds or a ``Timestamp`` (``NaT`` is an open end: "open").

    >>> format_time(parse_time("2022-06-01")), format_time(pd.Timestamp("2022-06-01 10:30", tz="UTC"))
    ('2022-06-01', '2022-06-01 10:30')
    """
    if isinstance(micros, pd.Timestamp):
        micros = FOREVER if pd.isna(micros) else micros_of_timestamp(micros)
    elif micros is pd.NaT:
        micros = FOREVER
    return _formatted(micros)


@lru_cache(maxsize=16_384)
def _formatted(micros: int) -> str:
    """:func:`format_time` of microseconds (kept: a walk formats the same few days again and again)."""
    if micros == BEGINNING:
        return "since always"
    if micros == FOREVER:
        return "open"
    if micros < EARLIEST:
        return "before 0001-01-01"
    if micros > LAST_END:
        return "after 9999"
    year, month, day, rest = _calendar(micros)
    if rest == 0:
        return f"{year:04d}-{month:02d}-{day:02d}"
    return f"{year:04d}-{month:02d}-{day:02d} {rest // 3_600_000_000:02d}:{rest // 60_000_000 % 60:02d}"


@overload
def visible(
    valid_from: int, valid_to: int, recorded_at: int, expired_at: int, *, as_of: int, known_at: int
) -> bool: ...
@overload
def visible(
    valid_from: np.ndarray,
    valid_to: np.ndarray,
    recorded_at: np.ndarray,
    expired_at: np.ndarray,
    *,
    as_of: int,
    known_at: int,
) -> np.ndarray: ...
def visible(valid_from: Any, valid_to: Any, recorded_at: Any, expired_at: Any, *, as_of: int, known_at: int) -> Any:
    """Whether a version is true at ``as_of`` and held as belief at ``known_at``.

    The one filter of c0lab: every read, index and traversal asks it. Works on
    ints and, element-wise, on NumPy arrays. Intervals are half-open:
    ``[valid_from, valid_to)`` and ``[recorded_at, expired_at)``.

    Examples
    --------
    >>> visible(10, 20, 0, FOREVER, as_of=15, known_at=5)
    True
    >>> visible(10, 20, 0, FOREVER, as_of=20, known_at=5)
    False
    """
    return (valid_from <= as_of) & (as_of < valid_to) & held(recorded_at, expired_at, known_at=known_at)


def visible_in(
    valid_from: Any, valid_to: Any, recorded_at: Any, expired_at: Any, *, low: int, high: int, known_at: int
) -> Any:
    """Whether a version was true at any time in ``[low, high)`` (a period read whole: "as of 2020") and held
    as belief at ``known_at``: :func:`visible` over an interval.

    >>> visible_in(10, 20, 0, FOREVER, low=15, high=30, known_at=5)
    True
    >>> visible_in(10, 20, 0, FOREVER, low=20, high=30, known_at=5)
    False
    """
    return (valid_from < high) & (low < valid_to) & held(recorded_at, expired_at, known_at=known_at)


@overload
def held(recorded_at: int, expired_at: int, *, known_at: int) -> bool: ...
@overload
def held(recorded_at: np.ndarray, expired_at: np.ndarray, *, known_at: int) -> np.ndarray: ...
def held(recorded_at: Any, expired_at: Any, *, known_at: int) -> Any:
    """Whether a version was held as belief at ``known_at``, whatever its valid time (system time alone).

    >>> held(0, 10, known_at=10)
    False
    """
    return (recorded_at <= known_at) & (known_at < expired_at)


def format_span(start: int, end: int, precision: str = "") -> str:
    """An interval ``[start, end)`` at the precision its edges hold: ``1902–1910`` (whole years),
    ``2008-01`` (one month), ``2008-01–2008-03`` (whole months, the last included), one day, else
    ``start – end`` (the end excluded, as stored); an open end in words.

    ``precision`` is a version's (``from/to``, :attr:`~c0lab.model.records.Version.precision`): each edge
    stated at a precision is printed at it (``1703–1727-03``, ``spring 2019 → open``); an edge stated at none
    is printed at the precision it falls at, as above.

    >>> format_span(parse_time("1703"), parse_time("March 1727", what="valid_to"), "year/month")
    '1703–1727-03'
    >>> format_span(parse_time("3 March 1908"), parse_time("1910", what="valid_to"), "/year")
    '1908-03-03 – 1910'

    >>> format_span(parse_time("1902"), parse_time("1910", what="valid_to"))
    '1902–1910'
    >>> format_span(parse_time("Jan, 2008"), parse_time("Jan, 2008", what="valid_to"))
    '2008-01'
    >>> format_span(parse_time("2019-03-04"), FOREVER)
    '2019-03-04 → open'
    """
    if precision:
        opening, _, closing = precision.partition("/")
        said = _said(start, opening, end=False), _said(end, closing, end=True)
        if said != (None, None):
            if start == BEGINNING or end == FOREVER:
                return f"{said[0] or _edge(start, end=False)} → {said[1] or _edge(end, end=True)}"
            plain = [_plain(edge, end=number == 1) for number, edge in enumerate((start, end)) if not said[number]]
            edges = said[0] or _plain(start, end=False)[0], said[1] or _plain(end, end=True)[0]
            if edges[0] == edges[1]:
                return edges[0]
            days = any(day for _, day in plain) or bool({opening, closing} & {"day", "instant"})
            return " – ".join(edges) if days else "–".join(edges)
    if start == BEGINNING or end == FOREVER:
        return f"{_edge(start, end=False)} → {_edge(end, end=True)}"
    first, last = _calendar(start), _calendar(end)
    if first[3] == last[3] == 0 and first[1:3] == last[1:3] == (1, 1):
        years = (first[0], last[0] - 1)
        return str(years[0]) if years[0] == years[1] else f"{years[0]}–{years[1]}"
    if first[3] == last[3] == 0 and first[2] == last[2] == 1:
        final = (last[0] - (last[1] == 1), (last[1] - 2) % 12 + 1)
        months = f"{first[0]:04d}-{first[1]:02d}", f"{final[0]:04d}-{final[1]:02d}"
        return months[0] if months[0] == months[1] else f"{months[0]}–{months[1]}"
    if first[3] == last[3] == 0 and end - start == _DAYS:
        return format_time(start)
    return f"{format_time(start)} – {format_time(end)}"


def period_start(end: int, precision: str = "") -> int:
    """The start of the last period an end closes, at the ``precision`` it was stated at ("until spring 2020":
    1 March), else at the one the end falls at: the year before for a 1 January, the month before for a 1st, the
    day before for a midnight (``end`` itself otherwise). "To 1910" ends at 1911-01-01 and closes the year 1910:
    a value "from 1910" began in that period, and a change stated "in 1910" fell there.

    >>> format_time(period_start(parse_time("1910", what="valid_to"))), format_time(period_start(parse_time("2008-02")))
    ('1910-01-01', '2008-01-01')
    >>> format_time(period_start(parse_time("spring 2020", what="valid_to"), "season"))
    '2020-03-01'
    """
    closed = _closed(end, precision) if precision else None
    if closed is not None:
        return closed.start
    if end in (BEGINNING, FOREVER) or end % _DAYS:
        return end
    year, month, day, _ = _calendar(end)
    if (month, day) == (1, 1):
        return ymd(year - 1)
    if day == 1:
        return ymd(year, month - 1)
    return end - _DAYS


class Stated(int):
    """A moment of valid time and the reading a text stated it by (:attr:`reading`): an ``int`` everywhere, so a
    dated phrase's moment (:func:`c0lab.extract.dates.edge`) carries what was said to :func:`handed_over_at`
    through every caller unchanged. Arithmetic gives a plain ``int``: a moved moment was not stated."""

    reading: TimeReading | None

    def __new__(cls, moment: int, reading: TimeReading | None = None) -> Stated:
        made = super().__new__(cls, moment)
        made.reading = reading
        return made


def handed_over_at(end: int, reading: TimeReading | None = None) -> int:
    """Where the next value begins after one stated to end at ``end`` (:func:`interval_edge`'s end): in the last
    period the end covers ("A until 2020, then B": 2020-01-01, the hand-over fell in 2020; a month's end, that
    month's 1st), or at ``end`` itself for a day or an instant ("until 3 May 2020": 3 May; "until 1 January
    2020": 1 January, not 2019) and for an end where its period begins ("before 1932"). ``reading`` is what the
    text stated (a :class:`Stated` end carries its own); without one, the period is guessed from where the end
    falls (a 1 January ends a year).

    >>> format_time(handed_over_at(parse_time("2020", what="valid_to"))), format_time(handed_over_at(ymd(2020, 5, 3)))
    ('2020-01-01', '2020-05-03')
    >>> from c0lab._reading import read_time
    >>> format_time(handed_over_at(ymd(2020), read_time("1 January 2020")))
    '2020-01-01'
    """
    said = reading if reading is not None else getattr(end, "reading", None)
    end = int(end)
    if end in (BEGINNING, FOREVER):
        return end
    if said is not None:
        covered = said.precision not in (Precision.DAY, Precision.INSTANT) and end == said.end
        return said.start if covered else end
    if end % _DAYS or _calendar(end)[2] != 1:
        return end
    return period_start(end)


def format_edge(micros: int, *, end: bool = False, precision: str = "") -> str:
    """One edge of an interval at the precision it falls at: a year for 1 January, a month for a 1st, else a
    day or an instant; an end names the last period it covers ("to 1910" ends at 1911-01-01: ``1910``).

    >>> format_edge(parse_time("1543")), format_edge(parse_time("1910", what="valid_to"), end=True)
    ('1543', '1910')
    >>> format_edge(parse_time("2019-03-04")), format_edge(parse_time("2008-01", what="valid_to"), end=True)
    ('2019-03-04', '2008-01')

    With the ``precision`` the edge was stated at, it is printed at that one: a season, a decade, a day.

    >>> format_edge(parse_time("spring 2019"), precision="season"), format_edge(ymd(1908), precision="day")
    ('spring 2019', '1908-01-01')
    """
    said = _said(micros, precision, end=end) if precision else None
    if said is not None:
        return said
    if micros in (BEGINNING, FOREVER) or micros % _DAYS or not end:
        return _edge(micros, end=False)
    year, month, day, _ = _calendar(micros)
    if (month, day) == (1, 1):
        return str(year - 1)
    if day == 1:
        return f"{year - (month == 1):04d}-{(month - 2) % 12 + 1:02d}"
    return format_time(micros)  # "until 14 May 1931": the day it stops, as a span and an end's note print it


def format_end(micros: int, *, precision: str = "") -> str:
    """The end of a fact as a note says it ("ended …"). An end stated at a ``precision`` (the ``to`` word of a
    version's, :attr:`~c0lab.model.records.Version.precision`: "until 1988", ``end(at="1988")``) names the period
    it was stated in, as its span does ("1979–1988", "ended 1988"). Any other end is the instant it stops, as
    stored: an end a replacement set where it began ("B from 1988") stops at 1988-01-01, and "ended 1987", the
    last period it held, would name the year before the change.

    >>> format_end(parse_time("1910", what="valid_to"), precision="year"), format_end(ymd(1911))
    ('1910', '1911-01-01')
    >>> format_end(parse_time("2022-03-01", what="valid_to"))
    '2022-03-01'
    """
    said = _said(micros, precision, end=True) if precision else None
    return said if said is not None else format_time(micros)


def _plain(micros: int, *, end: bool) -> tuple[str, bool]:
    """An edge stated at no precision, in a span beside one that was: at the month or year it falls at, else as
    stored (a day or a time: an end excluded), and whether it is the latter."""
    if micros % _DAYS or _calendar(micros)[2] != 1:
        return format_time(micros), True
    return format_edge(micros, end=end), False


_MONTHS_BACK = {
    Precision.MONTH: (1,),
    Precision.SEASON: (3,),
    Precision.QUARTER: (3,),
    Precision.YEAR: (12,),
    Precision.DECADE_PART: (36, 48),
    Precision.DECADE: (120,),
    Precision.CENTURY_PART: (360, 480),
    Precision.CENTURY: (1200, 1188),
}
"""How many months before its end a period of each precision may start (a part of a decade is 3 or 4 years)."""


@lru_cache(maxsize=8192)  # a walk prints the same few dozen edges again and again (``rank_by_relevance`` too)
def _said(micros: int, word: str, *, end: bool) -> str | None:
    """An edge at the precision ``word`` it was stated at (an end names the last period it covers); ``None`` when
    there is none, or the edge does not fall where a period of that precision starts or ends."""
    try:
        precision = Precision(word)
    except ValueError:
        return None
    if micros in (BEGINNING, FOREVER) or not EARLIEST <= micros <= LAST_END:
        return None
    if precision is Precision.INSTANT or (precision is Precision.DAY and micros % _DAYS):
        return format_time(micros)
    if precision is Precision.DAY:
        return format_time(micros - _DAYS if end else micros)
    period = _closed(micros, word) if end else period_at(micros, precision)
    if period is None:
        return None
    if precision is Precision.MONTH:
        first = to_datetime(period.start)
        return f"{first.year:04d}-{first.month:02d}"
    return period.label()


@lru_cache(maxsize=8192)
def _closed(micros: int, word: str) -> TimeReading | None:
    """The period of the precision ``word`` that an end at ``micros`` closes (it ends there), or ``None``."""
    try:
        precision = Precision(word)
    except ValueError:
        return None
    if precision in (Precision.DAY, Precision.INSTANT) or not EARLIEST <= micros <= LAST_END:
        return None
    if precision is Precision.PART:  # "early 2023" stands for a day (15 Feb): the part it falls in
        return period_at(micros, precision)
    year, month, day, rest = _calendar(micros)
    for back in _MONTHS_BACK[precision] if (day, rest) == (1, 0) else ():
        try:
            candidate = period_at(ymd(year, month - back), precision)
        except ValueError:
            continue
        if candidate is not None and candidate.end == micros:
            return candidate
    return None


def _edge(micros: int, *, end: bool) -> str:
    """One edge of an interval at its precision: a year, a month, a day (an end names its last one)."""
    if micros in (BEGINNING, FOREVER):
        return format_time(micros)
    year, month, day, rest = _calendar(micros)
    if rest:
        return format_time(micros)
    if end:
        return format_time(micros - _DAYS)
    return str(year) if (month, day) == (1, 1) else f"{year:04d}-{month:02d}" if day == 1 else format_time(micros)


def _calendar(micros: int) -> tuple[int, int, int, int]:
    """(year, month, day, µs into the day) of a time; 10000-01-01 is the end of year 9999."""
    if micros >= ymd(10000):
        return 10000, 1, 1, micros - ymd(10000)
    moment = to_datetime(micros)
    return moment.year, moment.month, moment.day, micros % _DAYS


def find_date(text: str, *, now: int | None = None, named: bool = False) -> tuple[int | None, str]:
    """The moment a question asks about (:func:`find_time`'s reading at its cue), and the text without
    that date's phrase.

    A period stands for its middle (``in 2020`` → 2020-07-01; a month its
    15th) so that "who led X in 2020" is answered for the year, not its first
    morning. A cue word takes the period's edge: ``before 2024`` and ``until
    2024`` are the last instant of 2023, ``after 2023`` the first of 2024,
    ``since 2023`` and ``from 2023`` its first day, ``by 2023`` its last
    instant (see :attr:`TimeReading.moment`). ``named=True`` reads a named period too (a question's:
    :func:`find_time`).

    >>> moment, rest = find_date("who led Project Zephyr in 2020?")
    >>> format_time(moment), rest
    ('2020-07-01', 'who led Project Zephyr?')
    >>> format_time(find_date("who led it after 2023?")[0])
    '2024-01-01'
    >>> find_date("what is hybrid search")
    (None, 'what is hybrid search')
    """
    reading = find_time(text, now=now, each=True, named=named)
    if reading is None:
        return None, text
    return reading.moment, tidy(text[: reading.place[0]] + text[reading.place[1] :])


def without_times(text: str, *, keep: tuple[int, int] | None = None) -> str:
    """The text without the date phrases :func:`find_time` reads in it (a question's topic).

    With ``keep`` (the place of the date the question was read at), a date without a cue word elsewhere
    stays: it is part of a name ("John Williams (born 1968)"), not a time the question asks about.

    >>> without_times("who did X lose to this year as of 2019?")
    'who did X lose to?'
    >>> without_times("John Williams (born 1968) played for which team in 1996?", keep=(48, 55))
    'John Williams (born 1968) played for which team?'
    """
    cut = [keep] if keep is not None else []
    for match in phrases(text):
        relative = bool(
            re.fullmatch(
                r"(?:last|this|next|past)\s+\w+|yesterday|today|now|currently|.*\bago",
                " ".join(match["date"].lower().split()),
            )
        )
        if keep is None or match["cue"] or relative:
            cut.append((match.start(), match.end()))
    merged: list[tuple[int, int]] = []
    for start, end in sorted(cut):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    for start, end in reversed(merged):
        text = text[:start] + text[end:]
    return tidy(text)
