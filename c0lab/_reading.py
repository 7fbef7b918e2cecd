"""The one reader of time as people write it: a date, or the date a question states.

:func:`read_time` reads a whole text as a date; :func:`find_time` finds the
date a free-text question states. Each returns a :class:`TimeReading`: the
span the words cover (``[start, end)``, UTC microseconds since the epoch),
the :class:`Precision` they were stated at, and the words as written.

Forms read (any year 1–9999):

- ISO: ``2019-07-04``, ``2019-07``, ``2019``, ``2022-06-01T12:00+02:00``;
- named months and days, read by `dateparser <https://dateparser.readthedocs.io>`_:
  ``Jan, 1908``, ``January 1908``, ``Jan 1908``, ``1 January 1908``,
  ``January 1st, 1908``;
- periods: ``the 1990s`` (decade), ``early/mid/late 2015`` (a part of the year,
  a third of it), ``spring/summer/autumn/fall/winter of 2019`` (meteorological seasons;
  winter is December of that year to February), ``Q3 2020``;
- relative words, read by dateparser against a base date: ``last year``,
  ``this month``, ``two weeks ago``, ``yesterday``, ``March``; and ``now``,
  ``today``, ``currently``.

Finding a date in free text is a pattern over the forms above (:func:`phrases`);
reading each phrase is this module's for ISO forms and periods, and dateparser's
for named months, days and relative words. dateparser was measured for the
whole job and kept for the part it does well: its ``search_dates`` reads "may"
and version numbers ("2019.3") as dates and has no decades, seasons or
early/mid/late; a phrase it reads costs about 1 ms (the first call loads its
English data, ~0.1 s), and a question is read once per walk.

A cue word before the date is kept (``as of``, ``in``, ``during``, ``by``,
``at the time of``, ``on``, ``around``, ``since``, ``from``, ``before``,
``after``, ``until``): :attr:`TimeReading.moment` turns it into the point
in time a question asks about.
"""

from __future__ import annotations

import enum
import re
import time
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache

from dateutil import parser as dateutil_parser

from ._errors import BadDateError

__all__ = ["FORMS", "Precision", "TimeReading", "find_time", "read_time"]

_DAY = 86_400_000_000
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_EPOCH_DAY = date(1970, 1, 1).toordinal()
FORMS = (
    "2022-06-01, 2019-07, 1908, 'Jan, 1908', 'January 1st, 1908', 'the 1990s', 'mid 2015', "
    "'summer of 2019', 'Q3 2020', 'last year' or now"
)
"""The forms a bad date's error names."""


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


def ymd(year: int, month: int = 1, day: int = 1) -> int:
    """UTC microseconds at the midnight starting a day; a month past 12 rolls into the next year (to 10000-01-01)."""
    year, month = year + (month - 1) // 12, (month - 1) % 12 + 1
    if year == 10000 and month == 1 and day == 1:
        return (date(9999, 12, 31).toordinal() + 1 - _EPOCH_DAY) * _DAY
    return (date(year, month, day).toordinal() - _EPOCH_DAY) * _DAY


def micros_of(moment: datetime) -> int:
    """A ``datetime`` (naive means UTC) as UTC microseconds since the epoch."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    delta = moment - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


def to_datetime(micros: int) -> datetime:
    """UTC microseconds as an aware ``datetime`` (years 1–9999)."""
    return _EPOCH + timedelta(microseconds=micros)


_MONTH_NAMES = "January February March April May June July August September October November December".split()
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_THIRDS = {"early": (1, (2, 15)), "mid": (5, (7, 1)), "late": (9, (11, 15))}


@dataclass(frozen=True)
class TimeReading:
    """A time as read: the span ``[start, end)`` it covers (UTC µs), its precision, and the words.

    ``cue`` is the word before it in a question (``before``, ``as of`` …,
    lower case; empty when none) and ``place`` the ``(start, end)`` of cue
    and date in the text read.

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
        a range from its first period to its last (``1902 to 1910``)."""
        if self.cue == "between":
            last = _last_period(self)
            edges = (
                TimeReading(self.start, last, self.precision, self.text).label(),
                TimeReading(last, self.end, self.precision, self.text).label(),
            )
            return edges[0] if edges[0] == edges[1] else " to ".join(edges)
        first = to_datetime(self.start)
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
        return " ".join(self.text.split())

    def describe(self) -> str:
        """The time and its precision: ``January 1908 (month)``."""
        return f"{self.label()} ({self.precision.value})"

    def said(self) -> str:
        """What a question asked, as read: ``as of January 1908 (month)``, ``before 2024 (year)``.

        >>> read_time("before 2024").said(), read_time("in Jan, 1908").said()
        ('before 2024 (year)', 'as of January 1908 (month)')
        """
        edge = self.cue in ("before", "until", "till", "after", "since", "from", "by")
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
    return reading.end - _DAY if reading.precision is Precision.DAY else reading.start


def _span(precision: Precision, start: int, end: int, text: str, anchor: int | None = None) -> TimeReading:
    return TimeReading(start, end, precision, text, anchor=anchor)


def _year(text: str) -> int:
    year = int(text)
    if not 1 <= year <= 9999:
        raise BadDateError(f"cannot read {text!r} as a year: a memory holds years 1 to 9999")
    return year


_CUE = (
    r"as\s+of|at\s+the\s+time\s+of|(?:(?:way\s+)?back\s+)?in|as\s+far\s+back\s+as|during|by|on|at|around|since|from"
    r"|before|after|until|till"
)
_CUE_RE = re.compile(rf"^(?P<cue>{_CUE})\s+(?P<rest>.+)$", re.IGNORECASE)
_ISO_DAY = re.compile(r"^(\d{4,})-(\d{2})-(\d{2})$")
_ISO_MONTH = re.compile(r"^(\d{4,})-(\d{2})$")
_BARE_YEAR = re.compile(r"^(?:(?:the\s+)?year\s+(?:of\s+)?|(?:ad|a\.d\.)\s+)?(\d{1,5})(?:\s*(?:ad|a\.d\.|ce))?$")
_DECADE = re.compile(r"^(?:the\s+)?(\d{1,3})0[’']?s$")
_THIRD = re.compile(r"^(early|mid|late)[\s-]+(?:of\s+)?(\d{3,4})$")
_SEASON = re.compile(r"^(spring|summer|autumn|fall|winter)(?:\s+of)?,?\s+(\d{3,4})$")
_QUARTER = re.compile(
    r"^(?:q([1-4]),?\s*(\d{1,4})|(\d{4})[\s-]?q([1-4])"
    r"|(?:the\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?(\d{1,4}))$"
)
_ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
_SLASHED = re.compile(r"^(\d{1,2})[/.](\d{1,2})[/.](\d{2,4})$")
_NOW = {"now", "currently", "at present", "present", "the present"}
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_NUMBER = r"(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a )?couple(?: of)?|a few)"
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = f"(?:{'|'.join(_WEEKDAYS)})"
_WEEKDAY_RE = re.compile(rf"^(?:(last|this|past)\s+)?({_WEEKDAY})$")
_RELATIVE = (
    rf"(?:last|this|next|past)\s+(?:year|month|week)|yesterday|today"
    rf"|{_NUMBER}\s+(?:day|week|month|year)s?\s+ago"
    rf"|(?:last|this|past)\s+{_WEEKDAY}|(?:last\s+)?{_MONTH}"
)
_WORDY = re.compile(
    rf"^(?:{_RELATIVE}|(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?{_MONTH}\.?,?\s+"
    rf"(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?\d{{1,4}}|\d{{4}}\s+{_MONTH})$"
)
_RELATIVE_RE = re.compile(rf"^(?:{_RELATIVE})$")


def _help(text: str) -> str:
    return f"cannot read {text!r} as a date; use e.g. {FORMS}"


def _base(now: int | datetime | None) -> int:
    if now is None:
        return time.time_ns() // 1000
    return micros_of(now) if isinstance(now, datetime) else int(now)


def read_time(text: object, *, now: int | datetime | None = None) -> TimeReading:
    """Read a whole text as a time (see the module's forms); relative words are read against ``now``.

    ``now`` is UTC microseconds or a ``datetime`` (default: the clock). A cue word before the
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
        cue, words = " ".join(found["cue"].lower().split()), found["rest"]
    reading = _read(words, now=_base(now), original=text)
    return TimeReading(reading.start, reading.end, reading.precision, reading.text, cue, (0, len(text)), reading.anchor)


def _read(words: str, *, now: int, original: str) -> TimeReading:
    low = words.lower()
    if not low:
        raise BadDateError(_help(original))
    if low in _NOW:
        return _span(Precision.INSTANT, now, now + 1, words)
    if _SLASHED.match(low):
        hint = _iso_hint(low)
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", hint):  # only one reading is on the calendar ("12/25/2020")
            return _read(hint, now=now, original=original)
        raise BadDateError(f"{original!r}: day/month or month/day? write the ISO form, e.g. {hint}")
    for pattern, reader in _READERS:
        match = pattern.match(low)
        if match:
            return reader(match, words)
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
        reading = _by_dateparser(words, now=now)
        if reading is not None:
            return reading
    raise BadDateError(_help(original))


def _weekday(match: re.Match, words: str, *, now: int) -> TimeReading:
    """ "Saturday" is the latest one up to ``now`` (today, if today is one); "last Saturday" said on a
    Saturday is the one a week before."""
    today = now // _DAY * _DAY
    back = (to_datetime(today).weekday() - _WEEKDAYS.index(match[2])) % 7 or (7 if match[1] == "last" else 0)
    start = today - back * _DAY
    return _span(Precision.DAY, start, start + _DAY, words)


def _iso_hint(text: str) -> str:
    found = _SLASHED.match(text)
    if found is None:
        return "2022-06-01 (year-month-day)"
    first, second, year = found.groups()
    year = year if len(year) == 4 else f"20{year}"
    options = {f"{year}-{int(m):02d}-{int(d):02d}" for m, d in ((first, second), (second, first)) if int(m) <= 12}
    return " or ".join(sorted(options)) or "2022-06-01 (year-month-day)"


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
    year, month = _year(match[1]), int(match[2])
    if not 1 <= month <= 12:
        raise BadDateError(f"{words!r} is not a month on the calendar; use e.g. 2022-06 (year-month)")
    return _span(Precision.MONTH, ymd(year, month), ymd(year, month + 1), words)


def _bare_year(match: re.Match, words: str) -> TimeReading:
    if len(match[1]) < 3 and match[1] == words:
        raise BadDateError(_help(words))  # "1" or "12" alone is a number, not a year: write "year 12" or "12 AD"
    year = _year(match[1])
    return _span(Precision.YEAR, ymd(year), ymd(year + 1), words)


def _decade(match: re.Match, words: str) -> TimeReading:
    year = _year(match[1] + "0")
    return _span(Precision.DECADE, ymd(year), ymd(min(year + 10, 10000)), words)


def _third(match: re.Match, words: str) -> TimeReading:
    year = _year(match[2])
    month, (anchor_month, anchor_day) = _THIRDS[match[1]]
    return _span(
        Precision.PART,
        ymd(year, month),
        ymd(year, month + 4),
        f"{match[1]} {year}",
        anchor=ymd(year, anchor_month, anchor_day),
    )


def _season(match: re.Match, words: str) -> TimeReading:
    year, month = _year(match[2]), _SEASONS[match[1]]
    if month == 12 and year == 9999:
        raise BadDateError(f"cannot read {words!r}: it runs past 9999, the last year a memory holds")
    return _span(Precision.SEASON, ymd(year, month), ymd(year, month + 3), f"{match[1]} {year}")


def _quarter(match: re.Match, words: str) -> TimeReading:
    if match[1]:
        quarter, year = int(match[1]), match[2]
    elif match[3]:
        quarter, year = int(match[4]), match[3]
    else:
        quarter, year = _ORDINAL[match[5]], match[6]
    first = _year(year)
    return _span(Precision.QUARTER, ymd(first, 3 * quarter - 2), ymd(first, 3 * quarter + 1), words)


_READERS = (
    (_ISO_DAY, _iso_day),
    (_ISO_MONTH, _iso_month),
    (_BARE_YEAR, _bare_year),
    (_DECADE, _decade),
    (_THIRD, _third),
    (_SEASON, _season),
    (_QUARTER, _quarter),
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
    back = low.startswith("last ") and re.fullmatch(rf"last\s+{_MONTH}", low) is not None
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
_ANY_YEAR = r"\d{4}"
_PHRASE = (
    r"(?P<date>"
    r"\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?![\w-])"
    r"|\d{4}-\d{2}(?![\w-])"
    rf"|(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?{_MONTH}\.?,?\s+(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?\d{{3,4}}(?![\w-])"
    r"|(?:the\s+)?year\s+(?:of\s+)?(?:\d{3,5}|0+)(?![\w-])"
    r"|\d{1,2}/\d{1,2}/\d{2,4}(?![\w/-])"
    r"|(?:early|mid|late)[\s-]+(?:of\s+)?\d{3,4}(?![\w-])"
    r"|(?:spring|summer|autumn|fall|winter)(?:\s+of)?,?\s+\d{3,4}(?![\w-])"
    r"|q\d,?\s*\d{4}(?![\w-])|\d{4}[\s-]?q\d\b"
    r"|(?:the\s+)?(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\s+(?:of\s+)?\d{3,4}(?![\w-])"
    r"|(?:the\s+)?\d{3}0[’']?s\b"
    rf"|(?<![\w.$#-]){_COMMON_YEAR}(?![\w-]|\.\w)"
    r"|(?P<year>(?<![\w.$#-])\d{3,4}(?:\s*(?:ad|ce)\b)?)(?![\w-]|\.\w)"
    r"|\b(?:now|today|currently|at\s+present)\b"
    rf"|\b(?:last|this|next|past)\s+(?:year|month|week)\b|\byesterday\b|\b{_NUMBER}\s+(?:day|week|month|year)s?\s+ago\b"
    rf"|\b(?:last|this|past)\s+{_WEEKDAY}\b"
    rf"|\b(?P<month>(?:last\s+)?{_MONTH})\b"
    r")"
)
_IN_TEXT = re.compile(rf"(?:\b(?P<cue>{_CUE})\s+)?(?<![\w-]){_PHRASE}", re.IGNORECASE)


def phrases(question: str) -> list[re.Match]:
    """Every date phrase a question holds (cue word included), in order; a month name alone, or a year
    outside 1800-2099, counts only after a cue (or ``last``): "may" is a verb more often than a month."""
    return list(_phrases(question))


def _phrases(question: str):
    for match in _IN_TEXT.finditer(question):
        if match["month"] and not (match["cue"] or match["month"].lower().startswith("last")):
            continue
        if match["year"] and not match["cue"]:
            continue  # a year outside 1800-2099 counts after a cue ("as of 1543"), not as any number
        yield match


def _said_as_date(match: re.Match) -> bool:
    """Whether a phrase that cannot be read was meant as a date: one after a cue word ("in 0000"), or in a
    form only dates take ("31 February 1950", "Q5 2020", "06/01/1950"), not a bare number."""
    return bool(match["cue"]) or not re.fullmatch(r"\d+", match["date"].strip())


def _in_brackets(text: str, place: int) -> bool:
    """Whether ``place`` lies inside a parenthesis left open before it."""
    before = text[:place]
    return before.rfind("(") > before.rfind(")")


_BETWEEN = re.compile(r"\bbetween\s+$", re.IGNORECASE)
_RANGE_END = re.compile(r"\s*(?:to|until|till|through|thru|and|[-–—])\s*", re.IGNORECASE)


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


def find_time(question: str, *, now: int | datetime | None = None, each: bool = False) -> TimeReading | None:
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
    base = _base(now)
    relative = bare = None
    for match in _phrases(question):  # read lazily: the first explicit date after a cue ends the search
        words = match["date"]
        said = " ".join(words.lower().split())
        is_relative = bool(_RELATIVE_RE.match(said)) or said in _NOW
        if is_relative and relative is not None:
            continue  # only the first relative phrase can count, and only if no explicit date follows
        try:
            reading = _read(" ".join(words.split()), now=base, original=words)
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
        cue = " ".join((match["cue"] or "").lower().split())
        begins = match.start()
        between = None if each or cue else _BETWEEN.search(question, 0, match.start())
        if between is not None:  # "between 2001 and 2005": a range (the word stays a plain word otherwise)
            cue, begins = "between", between.start()
        placed = TimeReading(
            reading.start, reading.end, reading.precision, reading.text, cue, (begins, match.end()), reading.anchor
        )
        if not is_relative and (cue or each):
            return _range(question, placed, now=base) if cue in ("from", "since", "between") and not each else placed
        if not is_relative:
            if not _in_brackets(question, match.start()):  # "(footballer, born 1968)" names, it does not ask
                bare = bare or placed
            continue
        relative = placed
    return bare or relative
