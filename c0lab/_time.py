"""Time: the one date parser and the one visibility filter.

Times are held as integer microseconds since the Unix epoch, UTC. Two
sentinels stand for open ends: :data:`BEGINNING` ("since always") and
:data:`FOREVER` ("until further notice"). Integers compare the same way
whether they are Python ints or NumPy arrays, so :func:`visible` serves a
single version and a whole column alike.
"""

from __future__ import annotations

import re
import time
from datetime import date, datetime, timezone

import pandas as pd
from dateutil import parser as dateutil_parser

from ._errors import BadDateError

__all__ = [
    "BEGINNING",
    "EARLIEST",
    "FOREVER",
    "LATEST",
    "find_date",
    "find_known_at",
    "format_time",
    "held",
    "now_micros",
    "parse_time",
    "to_timestamp",
    "visible",
]

BEGINNING = -(2**63)
FOREVER = 2**63 - 1

_SEASONS = {"early": (2, 15), "mid": (7, 1), "late": (11, 15)}
_SEASON_RE = re.compile(r"^(early|mid|late)[\s-]+(\d{4})$")
_YEAR_RE = re.compile(r"\b\d{4}\b")
_DAYS = 86_400_000_000
_HELP = "use e.g. 2022-06-01, 2023-07, 2023, mid-2023, 'June 2022' or now"


def now_micros() -> int:
    """The current time, in microseconds since the epoch (UTC)."""
    return time.time_ns() // 1000


def _micros(moment: datetime) -> int:
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    delta = moment - datetime(1970, 1, 1, tzinfo=timezone.utc)
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


EARLIEST = int(pd.Timestamp("1678-01-01", tz="UTC").value // 1000)
LATEST = int(pd.Timestamp("2261-12-31", tz="UTC").value // 1000)
"""The dates a memory holds (pandas' ``Timestamp`` range, a little inside): others are refused."""


POINT_FIELDS = ("as_of", "known_at")
"""The fields whose value is a point in time rather than an edge of an interval (see :func:`parse_time`)."""


def parse_time(value: object, *, what: str = "date", point: bool | None = None, now: int | None = None) -> int:
    """Read a user's date as UTC microseconds, between 1678 and 2261 (see :data:`EARLIEST`).

    Accepts a ``datetime`` (naive means UTC), a ``date``, a pandas
    ``Timestamp``, or a string: ISO forms (``2022-06-01``, ``2023-07``,
    ``2023``, ``2022-06-01T12:00+02:00``), ``mid-2023`` (also ``early``,
    ``late``), ``June 2022``, ``1 June 2022``, ``now`` and ``today``.

    One rule for a bare year or month: as an **edge** of an interval
    (``valid_from``, ``valid_to``, ``at``, "since 2023") it is the period's
    start; as a **point in time** (``as_of``, ``known_at``, a date a question
    names, ``%asof 2020``) it is the period's middle — a year its 1 July, a
    month its 15th — so "as of 2020" and "in 2020" read the same day, and a
    fact that changed during the year is not read at its first morning.
    ``point`` says which; by default it is a point when ``what`` is one of
    :data:`POINT_FIELDS`. Relative forms ("last Saturday", "two weeks ago",
    "today") are read against ``now`` (microseconds; default the clock).

    Examples
    --------
    >>> format_time(parse_time("2023-07"))
    '2023-07-01'
    >>> format_time(parse_time("mid-2023"))
    '2023-07-01'
    >>> format_time(parse_time("2020", what="as_of")), format_time(parse_time("March 2021", point=True))
    ('2020-07-01', '2021-03-15')
    >>> parse_time("soon")
    Traceback (most recent call last):
    ...
    c0lab._errors.BadDateError: cannot read 'soon' as a date; use e.g. 2022-06-01, 2023-07, 2023, mid-2023, 'June 2022' or now
    """
    middle = _middle(value) if isinstance(value, str) and (
        point if point is not None else what in POINT_FIELDS) else None
    micros = middle if middle is not None else _parse_time(value, what=what, now=now)
    if not EARLIEST <= micros <= LATEST:
        raise BadDateError(f"{what} {value!r} is outside the dates a memory holds (years 1678 to 2261)")
    return micros


def _parse_time(value: object, *, what: str, now: int | None = None) -> int:
    if value is pd.NaT:
        raise BadDateError(f"{what} is missing (NaT); {_HELP}")
    if isinstance(value, pd.Timestamp):
        return _micros(value.to_pydatetime())
    if isinstance(value, datetime):
        return _micros(value)
    if isinstance(value, date):
        return _micros(datetime(value.year, value.month, value.day))
    if not isinstance(value, str):
        raise BadDateError(f"{what} must be a date or a string, not {type(value).__name__}")
    text = value.strip()
    lowered = text.lower()
    if lowered == "now":
        return now_micros() if now is None else now
    if lowered == "today":
        today = datetime.now(timezone.utc).date() if now is None else datetime.fromtimestamp(now / 1e6, tz=timezone.utc)
        return _micros(datetime(today.year, today.month, today.day))
    if _SLASHED.match(text):
        raise BadDateError(f"{value!r}: day/month or month/day? write the ISO form, e.g. {_iso_hint(text)}")
    relative = _relative(lowered, now=now)
    if relative is not None:
        return relative
    season = _SEASON_RE.match(lowered)
    if season and int(season.group(2)) > 0:
        month, day = _SEASONS[season.group(1)]
        return _micros(datetime(int(season.group(2)), month, day))
    try:
        return _micros(dateutil_parser.isoparse(text))
    except (ValueError, OverflowError):
        pass
    if _YEAR_RE.search(text):  # a free form must at least name its year
        try:
            return _micros(dateutil_parser.parse(text, default=datetime(2000, 1, 1)))
        except (ValueError, OverflowError):
            pass
    where = "" if what == "date" else f" for {what}"
    raise BadDateError(f"cannot read {value!r} as a date{where}; {_HELP}")


_SLASHED = re.compile(r"^(\d{1,2})[/.](\d{1,2})[/.](\d{2,4})$")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "nine": 9, "ten": 10}
_COUNT = r"(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)"
_RELATIVE_RE = re.compile(rf"^(?:(last|this|next)\s+(year|month|week)|yesterday|({_COUNT})\s+(day|week|month|year)s?\s+ago"
                          r"|(?:(?:last|this|past)\s+)?([a-z]+))$")


def _iso_hint(text: str) -> str:
    first, second, year = _SLASHED.match(text).groups()
    year = year if len(year) == 4 else f"20{year}"
    options = {f"{year}-{int(m):02d}-{int(d):02d}" for m, d in ((first, second), (second, first)) if int(m) <= 12}
    return " or ".join(sorted(options)) or "2022-06-01 (year-month-day)"


def _month_start(year: int, month: int) -> datetime:
    year, month = year + (month - 1) // 12, (month - 1) % 12 + 1
    return datetime(year, month, 1)


def _relative(lowered: str, *, now: int | None = None) -> int | None:
    """A date relative to ``now`` (default: the clock) ("last year", "this month", "3 days ago", "two weeks
    ago", "March", "last March", "last Saturday"), or None.

    A year or a month stands for its middle (as a bare year does in a
    question); a month or weekday name alone is its latest occurrence up to now
    ("last Saturday" said on a Saturday is the one a week before).
    """
    match = _RELATIVE_RE.match(" ".join(lowered.split()))
    if match is None:
        return None
    present = now_micros() if now is None else now
    today = datetime.fromtimestamp(present / 1_000_000, tz=timezone.utc).replace(tzinfo=None)
    which, unit, count, count_unit, month_name = match.groups()
    if lowered.strip() == "yesterday":
        return _micros(datetime(today.year, today.month, today.day)) - _DAYS
    if unit:
        step = {"last": -1, "this": 0, "next": 1}[which]
        if unit == "year":
            return _micros(datetime(today.year + step, 7, 1))
        if unit == "month":
            return _micros(_month_start(today.year, today.month + step)) + 14 * _DAYS
        return present + step * 7 * _DAYS
    if count:
        amount = int(count) if count.isdigit() else _COUNTS[count]
        if count_unit in ("day", "week"):
            return present - amount * (7 if count_unit == "week" else 1) * _DAYS
        months = amount * (12 if count_unit == "year" else 1)
        moment = _month_start(today.year, today.month - months)
        return _micros(moment.replace(day=min(today.day, 28)))
    if month_name in _WEEKDAYS:
        back = (today.weekday() - _WEEKDAYS.index(month_name)) % 7 or (7 if lowered.startswith("last") else 0)
        return _micros(datetime(today.year, today.month, today.day, 12)) - back * _DAYS
    names = [name for name in _MONTHS if name.startswith(month_name) and len(month_name) >= 3]
    if len(names) != 1 or lowered.startswith("past"):
        return None
    month = _MONTHS.index(names[0]) + 1
    year = today.year if (month, 15) <= (today.month, today.day) else today.year - 1
    if lowered.startswith("last") and year == today.year and month == today.month:
        year -= 1
    return _micros(datetime(year, month, 15))


def to_timestamp(micros: int) -> pd.Timestamp:
    """A UTC ``Timestamp``, or ``NaT`` for an open end."""
    if micros in (BEGINNING, FOREVER):
        return pd.NaT
    return pd.Timestamp(micros, unit="us", tz="UTC")


def format_time(micros: int | pd.Timestamp) -> str:
    """A short readable form: a date at midnight, else minutes; open ends in words.

    Takes microseconds or a ``Timestamp`` (``NaT`` is an open end: "open").

    >>> format_time(parse_time("2022-06-01")), format_time(pd.Timestamp("2022-06-01 10:30", tz="UTC"))
    ('2022-06-01', '2022-06-01 10:30')
    """
    if isinstance(micros, pd.Timestamp):
        micros = FOREVER if pd.isna(micros) else int(micros.value // 1000)
    elif micros is pd.NaT:
        micros = FOREVER
    if micros == BEGINNING:
        return "since always"
    if micros == FOREVER:
        return "open"
    moment = datetime.fromtimestamp(micros / 1_000_000, tz=timezone.utc)
    if moment.hour == moment.minute == moment.second == moment.microsecond == 0:
        return moment.strftime("%Y-%m-%d")
    return moment.strftime("%Y-%m-%d %H:%M")


def visible(valid_from, valid_to, recorded_at, expired_at, *, as_of, known_at):
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


def held(recorded_at, expired_at, *, known_at):
    """Whether a version was held as belief at ``known_at``, whatever its valid time (system time alone).

    >>> held(0, 10, known_at=10)
    False
    """
    return (recorded_at <= known_at) & (known_at < expired_at)


_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_YEAR = r"(?:19|20)\d{2}"
_DATE_IN_TEXT = re.compile(
    r"(?:\b(?P<edge>before|after|until|till|since|from|by)\s+|\b(?P<prep>as\s+of|in|on|during|at|around)\s+)?"
    r"(?P<date>"
    rf"\b(?:early|mid|late)[\s-]+{_YEAR}\b"
    rf"|\b{_YEAR}-\d{{2}}(?:-\d{{2}})?\b"
    rf"|\b(?:\d{{1,2}}\s+)?{_MONTH}\s+(?:\d{{1,2}},?\s+)?{_YEAR}\b"
    rf"|(?<![\w.-]){_YEAR}(?![\w-]|\.\w)"  # a year, not part of a version number such as 2019.3
    r"|\b(?:now|today|currently|at\s+present)\b"
    r"|\b(?:last|this|next)\s+(?:year|month|week)\b|\byesterday\b"
    rf"|\b{_COUNT}\s+(?:day|week|month|year)s?\s+ago\b"
    r"|\b(?:last|this|past)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
    rf"|\b(?P<month>(?:last\s+)?{_MONTH})\b(?!\s+(?:\d{{1,2}},?\s+)?{_YEAR})"
    r")",
    re.IGNORECASE,
)


def _period(lowered: str) -> tuple[int, int] | None:
    """The [start, end) of a year, a month or a day named in a question, else None."""
    if re.fullmatch(_YEAR, lowered):
        year = int(lowered)
        return _micros(datetime(year, 1, 1)), _micros(datetime(year + 1, 1, 1))
    if re.fullmatch(rf"{_YEAR}-\d{{2}}", lowered) or re.fullmatch(rf"{_MONTH}\s+{_YEAR}", lowered):
        start = datetime.fromtimestamp(parse_time(lowered) / 1_000_000, tz=timezone.utc).replace(tzinfo=None)
        return _micros(start), _micros(_month_start(start.year, start.month + 1))
    if re.fullmatch(rf"{_YEAR}-\d{{2}}-\d{{2}}", lowered):
        start = parse_time(lowered)
        return start, start + _DAYS
    return None


def _middle(value: str) -> int | None:
    """The middle of a bare year (1 July) or month (the 15th), else None (see :func:`parse_time`)."""
    lowered = " ".join(value.lower().split())
    if re.fullmatch(r"\d{4}", lowered):
        return _parse_time(f"mid-{lowered}", what="date")
    if re.fullmatch(r"\d{4}-\d{2}", lowered) or re.fullmatch(rf"{_MONTH}\s+\d{{4}}", lowered):
        return _parse_time(lowered, what="date") + 14 * _DAYS
    return None


def find_date(text: str, *, now: int | None = None) -> tuple[int | None, str]:
    """The date a question carries, and the question without it.

    A bare year stands for its middle (``in 2020`` → 2020-07-01) and a bare
    month for its 15th, so that "who led X in 2020" is answered for the year,
    not its first morning (the point-in-time rule of :func:`parse_time`). A
    range word takes the period's edge: ``before 2024`` and ``until 2024`` are
    the last instant of 2023, ``after 2023`` the first of 2024, ``since 2023``
    and ``from 2023`` its first day, ``by 2023`` its last instant (the state
    once the period is over). Phrases relative to now ("last year", "in
    March", "3 months ago", "last Saturday", "two weeks ago") are read against
    ``now`` (microseconds; default the clock): the moment the question is
    asked. ``now``, ``today`` and ``currently`` mean that moment. Dates are read by :func:`parse_time`, the one
    parser.

    >>> moment, rest = find_date("who led Project Zephyr in 2020?")
    >>> format_time(moment), rest
    ('2020-07-01', 'who led Project Zephyr?')
    >>> format_time(find_date("who led it before 2024?")[0])
    '2023-12-31 23:59'
    >>> format_time(find_date("who led it after 2023?")[0])
    '2024-01-01'
    >>> find_date("what is hybrid search")
    (None, 'what is hybrid search')
    """
    for match in _DATE_IN_TEXT.finditer(text):
        phrase, edge = match.group("date"), (match.group("edge") or "").lower()
        lowered = " ".join(phrase.lower().split())
        if match.group("month") and not (edge or match.group("prep") or lowered.startswith("last")):
            continue  # "may" alone is a verb more often than a month
        period = _period(lowered) if edge else None
        if period is not None:
            moment = period[0] - 1 if edge in ("before", "until", "till") else \
                period[1] if edge == "after" else period[1] - 1 if edge == "by" else period[0]
        elif lowered in ("now", "today", "currently", "at present"):
            moment = now_micros() if now is None else now
        else:
            try:
                moment = parse_time(phrase, point=True, now=now)
            except BadDateError:
                if re.fullmatch(r"\d{4}-\d{2}-\d{2}", phrase.strip()):  # a day that does not exist: say so
                    raise BadDateError(f"the question names {phrase.strip()!r}, which is not a date on the calendar") from None
                continue
        rest = (text[: match.start()] + text[match.end() :]).strip()
        return moment, re.sub(r"\s+([?.!,])", r"\1", re.sub(r"\s{2,}", " ", rest))
    return None, text


_KNOWN_AT = re.compile(
    r"\(?\s*\bas\s+(?:known|recorded|held)\s+(?:at|on|by)\s+(?P<date>\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)\s*\)?",
    re.IGNORECASE,
)


def find_known_at(text: str) -> tuple[int | None, str]:
    """The system time a question asks about ("as known at 2026-01-05T10:00Z"), and the question without it.

    >>> moment, rest = find_known_at("What did X do (as known at 2024-05-01)?")
    >>> format_time(moment), rest
    ('2024-05-01', 'What did X do?')
    """
    match = _KNOWN_AT.search(text)
    if match is None:
        return None, text
    try:
        moment = parse_time(match.group("date"))
    except BadDateError:
        return None, text
    rest = (text[: match.start()] + " " + text[match.end() :]).strip()
    return moment, re.sub(r"\s+([?.!,])", r"\1", re.sub(r"\s{2,}", " ", rest))
