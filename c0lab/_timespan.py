"""A time as read: the span it covers, the precision it was stated at, and the calendar in microseconds.

The values :mod:`c0lab._reading` gives (:class:`TimeReading`, :class:`Precision`)
and the calendar arithmetic every time module shares (:func:`ymd`,
:func:`micros_of`, :func:`to_datetime`): UTC microseconds since the epoch,
any year 1–9999.
"""

from __future__ import annotations

import enum
import numbers
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta

from ._errors import BadDateError

__all__ = [
    "DECADE_PARTS",
    "SEASONS",
    "THIRDS",
    "Precision",
    "TimeReading",
    "micros_of",
    "micros_of_value",
    "period_at",
    "to_datetime",
    "ymd",
]

_DAY = 86_400_000_000
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_EPOCH_DAY = date(1970, 1, 1).toordinal()


class Precision(enum.Enum):
    """How finely a time was stated, finest first."""

    INSTANT = "instant"  # a time of day, or now
    DAY = "day"
    MONTH = "month"
    SEASON = "season"  # spring … winter
    QUARTER = "quarter"
    PART = "part of a year"  # early / mid / late in a year (a third of it)
    YEAR = "year"
    DECADE = "decade"
    DECADE_PART = "part of a decade"  # the early / mid / late 1990s
    CENTURY = "century"
    CENTURY_PART = "part of a century"  # the late 1600s


def ymd(year: int, month: int = 1, day: int = 1) -> int:
    """UTC microseconds at the midnight starting a day; a month past 12 rolls into the next year (to 10000-01-01)."""
    year, month = year + (month - 1) // 12, (month - 1) % 12 + 1
    if year == 10000 and month == 1 and day == 1:
        return (date(9999, 12, 31).toordinal() + 1 - _EPOCH_DAY) * _DAY
    return (date(year, month, day).toordinal() - _EPOCH_DAY) * _DAY


def on_calendar(year: int, month: int, day: int) -> bool:
    """Whether a year, month and day name a day on the calendar (not 31 April, not 29 February 2023)."""
    try:
        date(year, month, day)
    except ValueError:
        return False
    return True


def micros_of(moment: datetime) -> int:
    """A ``datetime`` (naive means UTC) as UTC microseconds since the epoch."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    delta = moment - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


def micros_of_value(value: object, *, what: str) -> int | str:
    """A ``datetime`` (naive means UTC) or a ``date`` as UTC microseconds; a string as it is (the reader's to
    read); an int is a year (``1919`` as ``"1919"``, ``44`` as ``"0044"``: an int is never a two-digit guess, and
    a year outside 1–9999 is refused by the reader); anything else is a one-line :class:`BadDateError` naming
    ``what``.

    >>> micros_of_value(1919, what="valid_from"), micros_of_value(44, what="valid_from")
    ('1919', '0044')
    """
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        return f"{int(value):04d}" if int(value) > 0 else str(int(value))
    if isinstance(value, datetime):
        return micros_of(value)
    if isinstance(value, date):
        return ymd(value.year, value.month, value.day)
    if isinstance(value, str):
        return value
    raise BadDateError(f"{what} must be a date, a string or a year (an int), not {type(value).__name__}")


def to_datetime(micros: int) -> datetime:
    """UTC microseconds as an aware ``datetime`` (years 1–9999)."""
    return _EPOCH + timedelta(microseconds=micros)


_MONTH_NAMES = "January February March April May June July August September October November December".split()


@dataclass(frozen=True)
class TimeReading:
    """A time as read: the span ``[start, end)`` it covers (UTC µs), its precision, and the words.

    ``cue`` is the word before it in a question (``before``, ``as of`` …,
    lower case; empty when none) and ``place`` the ``(start, end)`` of cue
    and date in the text read.

    >>> from c0lab._reading import read_time
    >>> reading = read_time("Jan, 1908")
    >>> reading.describe(), reading.precision.value
    ('January 1908 (month)', 'month')
    """

    start: int
    end: int
    precision: Precision
    text: str
    cue: str = ""
    place: tuple[int, int] = (0, 0)
    anchor: int | None = field(default=None, repr=False, compare=False)

    @property
    def middle(self) -> int:
        """The point in time the reading stands for: a year's 1 July, a month's 15th, a span's middle day;
        a day or an instant its start."""
        if self.anchor is not None:
            return self.anchor
        if self.precision in (Precision.INSTANT, Precision.DAY):
            return self.start
        first = to_datetime(self.start)
        if self.precision is Precision.YEAR:
            return ymd(first.year, 7, 1)
        if self.precision is Precision.MONTH:
            return ymd(first.year, first.month, 15)
        return self.start + ((self.end - self.start) // 2) // _DAY * _DAY

    @property
    def moment(self) -> int:
        """The point in time a question asks about, by its cue: ``before``/``until`` the instant before the
        span, ``after`` the instant after it, ``by`` its last instant, ``since``/``from`` its start, else its
        :attr:`middle`."""
        if self.cue in ("before", "until", "till"):
            return self.start - 1
        if self.cue == "after":
            return self.end
        if self.cue == "by":
            return self.end - 1
        if self.cue in ("since", "from"):
            return self.start
        if self.cue == "between":
            return self.start + ((self.end - self.start) // 2) // _DAY * _DAY
        return self.middle

    def label(self) -> str:
        """The time in words at its precision: ``1908-01-05``, ``January 1908``, ``1908``, ``the 1990s`` …;
        a range from its first period to its last (``1902 to 1910``, also after another cue: "after 1939 to 1945")."""
        last = _last_period(self)
        if self.cue == "between" or last > self.start:
            edges = (self._period(self.start), self._period(last))
            return edges[0] if edges[0] == edges[1] else " to ".join(edges)
        return self._period(self.start)

    def _period(self, start: int) -> str:
        """The period of this precision that begins at ``start``, in words."""
        first = to_datetime(start)
        if self.precision is Precision.INSTANT:
            return f"{first:%Y-%m-%d %H:%M}".replace(f"{first:%Y}", f"{first.year:04d}", 1)
        if self.precision is Precision.DAY:
            return f"{first.year:04d}-{first.month:02d}-{first.day:02d}"
        if self.precision is Precision.MONTH:
            return f"{_MONTH_NAMES[first.month - 1]} {first.year}"
        if self.precision is Precision.QUARTER:
            return f"Q{(first.month - 1) // 3 + 1} {first.year}"
        if self.precision is Precision.YEAR:
            return str(first.year)
        if self.precision is Precision.DECADE:
            return f"the {first.year}s"
        if self.precision is Precision.CENTURY:
            return f"the {_nth(first.year // 100 + 1)} century"
        return " ".join(self.text.split())

    def describe(self) -> str:
        """The time and its precision: ``January 1908 (month)``."""
        return f"{self.label()} ({self.precision.value})"

    @property
    def edge(self) -> bool:
        """Whether the cue asks from an edge of the time ("before 1934", "since 1934"), not within it."""
        return self.cue in ("before", "until", "till", "after", "since", "from", "by")

    def said(self) -> str:
        """What a question asked, as read: ``as of January 1908 (month)``, ``before 2024 (year)``.

        >>> from c0lab._reading import read_time
        >>> read_time("before 2024").said(), read_time("in Jan, 1908").said()
        ('before 2024 (year)', 'as of January 1908 (month)')
        """
        edge = self.edge
        if self.cue == "between":
            return f"{'from' if ' to ' in self.label() else 'as of'} {self.describe()}"
        return f"{self.cue if edge else 'as of'} {self.describe()}"

    __str__ = describe


def _last_period(reading: TimeReading) -> int:
    """The start of the last period of a range at its precision (the year 1910 of "1902 to 1910")."""
    last = to_datetime(reading.end - 1)
    if reading.precision is Precision.YEAR:
        return ymd(last.year)
    if reading.precision is Precision.MONTH:
        return ymd(last.year, last.month)
    if reading.precision in (Precision.DECADE, Precision.CENTURY):
        size = 10 if reading.precision is Precision.DECADE else 100
        return max(ymd(last.year // size * size or 1), reading.start)
    return reading.end - _DAY if reading.precision is Precision.DAY else reading.start


def _nth(number: int) -> str:
    """An ordinal in digits: ``1st``, ``2nd``, ``11th``, ``21st``."""
    suffix = "th" if number % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
"""A season's first month ("fall" is autumn)."""
THIRDS = {"early": (1, (2, 15)), "mid": (5, (7, 1)), "late": (9, (11, 15))}
"""A part of a year ("early 2015"): its first month, and the (month, day) it stands for as one day."""
DECADE_PARTS = {"early": (0, 4), "mid": (4, 7), "late": (7, 10)}
"""A part of a decade ("the early 1990s"): its first and last-but-one year within it (of a century, tenfold)."""
_SEASON_OF = {month: season for season, month in SEASONS.items() if season != "fall"}
_THIRD_OF = {day: part for part, (_, day) in THIRDS.items()}
_PARTS = {low: (part, high) for part, (low, high) in DECADE_PARTS.items()}


def period_at(micros: int, precision: Precision) -> TimeReading | None:
    """The period of ``precision`` that starts at ``micros`` (a season its first month, early/mid/late a year
    its day: 15 Feb, 1 Jul, 15 Nov), as the reader would have read it, with its words; ``None`` when no such
    period starts there (the edge was not stated at that precision).

    >>> period_at(ymd(2019, 3), Precision.SEASON).label(), period_at(ymd(1997), Precision.DECADE_PART).label()
    ('spring 2019', 'the late 1990s')
    >>> period_at(ymd(2019, 4), Precision.SEASON) is None
    True
    """
    if micros % _DAY:
        return TimeReading(micros, micros, precision, "") if precision is Precision.INSTANT else None
    moment = to_datetime(micros)
    year, month, day = moment.year, moment.month, moment.day
    if precision is Precision.DAY:
        return TimeReading(micros, micros + _DAY, precision, "")
    if precision is Precision.PART:
        third = _THIRD_OF.get((month, day))
        return TimeReading(micros, micros, precision, f"{third} {year}", anchor=micros) if third else None
    if day != 1:
        return None
    if precision is Precision.MONTH:
        return TimeReading(micros, ymd(year, month + 1), precision, "")
    if precision is Precision.SEASON:
        season = _SEASON_OF.get(month)
        return TimeReading(micros, ymd(year, month + 3), precision, f"{season} {year}") if season else None
    if precision is Precision.QUARTER:
        return TimeReading(micros, ymd(year, month + 3), precision, "") if month % 3 == 1 else None
    if month != 1:
        return None
    if precision is Precision.YEAR:
        return TimeReading(micros, ymd(year + 1), precision, "")
    size = {Precision.DECADE: 10, Precision.DECADE_PART: 10, Precision.CENTURY: 100, Precision.CENTURY_PART: 100}
    if precision not in size:
        return None
    scale = size[precision]
    first = year // scale * scale
    if precision in (Precision.DECADE, Precision.CENTURY):
        return TimeReading(micros, ymd(min(first + scale, 10000)), precision, "") if year in (first, 1) else None
    part = _PARTS.get((year - first) * 10 // scale) if (year - first) % (scale // 10) == 0 else None
    if part is None:
        return None
    whole = first if scale == 10 else first // 100 * 100
    words = f"the {part[0]} {whole:04d}s"
    return TimeReading(micros, ymd(min(first + part[1] * scale // 10, 10000)), precision, words)
