"""The day a text says it was written: a stamp on a line of its own or in brackets ("Posted 2 September 2023",
"Published: 2021-04-02", "(Posted 2021-04-02)", "Date: 12 Feb 2017", "Updated on March 3, 2020"). The text's
relative words ("last March", "this year", "today") and its present ("is now under …") are the writer's, told as
of that day, not of the day a memory was given the text.

>>> from c0lab._time import format_time, parse_time
>>> format_time(written_on("Posted 2 September 2023\\n\\nIt switched licence last March.", at=parse_time("2024-06-01")))
'2023-09-02'
>>> written_on("It was posted 2 September 2023 on the forum.", at=parse_time("2024-06-01")) is None
True
"""

from __future__ import annotations

import re

from .._errors import BadDateError
from .._reading import read_time
from .._time import parse_time
from .._timespan import _DAY, Precision

__all__ = ["stamp_day", "written_on"]

_STAMP = re.compile(
    r"^[ \t]*\(?[ \t]*(?P<kind>Posted|Published|Updated|Written|Filed|Dated|Date|Sent)"
    r"(?:(?:(?<=Posted)|(?<=Published)|(?<=Updated)|(?<=Written))[ \t]+by:?[ \t]+[^()\n:]{1,60}?[ \t]+on|[ \t]+on)?"
    r"[ \t]*:?[ \t]*"
    r"(?P<date>[^()\n]{4,40}?)(?:[ \t]+by[ \t]+[^()\n]{1,60})?(?:[ \t]+\([A-Z]{2,5}\))?[ \t.]*\)?[ \t]*$",
    re.MULTILINE,
)
"""A stamp on a line of its own: the whole rest is the date, maybe with who wrote it ("Posted 2 September 2023 by
Ana Ruiz", "Posted by Ana Ruiz on 2 September 2023") or a mail's time-zone comment ("… -0700 (PDT)"); not "Posted 2
September 2023 on the forum", a sentence)."""
_MAIL_HEADER = re.compile(r"(?:From|To|Cc|Subject|Sent)\s*:", re.IGNORECASE)
_QUOTED = re.compile(
    r"\n[ \t>]*(?:-{2,}[ \t]*(?:Original|Forwarded)[ \t]+[Mm]essage|On[ \t][^\n]{4,80}[ \t]wrote:|From:[ \t])",
    re.IGNORECASE,
)
"""Where a message quoted below a reply begins ("-----Original Message-----", "On … wrote:", a later "From:")."""
_HEAD = 6
"""How many lines of the text's opening block (up to its first blank line) may hold the stamp: a forwarded
message's "Date:" further down is that message's."""
_DATED = frozenset([Precision.INSTANT, Precision.DAY, Precision.MONTH])
_LAST_DAY = parse_time("9999-12-31")


def written_on(text: str, *, at: int) -> int | None:
    """The day (µs) the stamp among ``text``'s opening block (or closing it, "(Posted 2021-04-02)") says it was
    written, when it reads as one day or month no later than ``at`` (the day the text was given); else None. A
    stamp of publishing is taken before one of updating; two that disagree say no one day ("Timeline / Date: … /
    Date: …")."""
    blocks = [block for block in re.split(r"\n[ \t]*\n", text.strip()) if not block.lstrip().startswith("#")]
    head = (blocks[0] if blocks else "").splitlines()[:_HEAD]  # the opening block, after a Markdown title
    closing = re.search(r"\([^()]*\)$", text.strip())  # "… Sorrel-licensed. (Posted 2021-04-02)"
    said = [*(line.strip() for line in head), *([closing.group(0)] if closing else [])]
    mail = any(_MAIL_HEADER.match(line) for line in said)  # "Date:" heads an e-mail, not a record ("Name: … Date: …")
    stamps = [
        (found["kind"], _day(found["date"], at=at))
        for number, line in enumerate(said)
        if (found := _STAMP.match(line)) and (found["kind"] != "Date" or mail or number == 0)
    ]
    days = {day for kind, day in stamps if kind != "Updated" and day is not None} or {
        day for _, day in stamps if day is not None
    }
    own = _QUOTED.split(text.strip(), maxsplit=1)[0]  # a message quoted below a reply is that message's
    logged = {  # "Date: … / … / Date: …": a log, no one day
        _day(found["date"], at=at)
        for line in own.splitlines()
        if (found := _STAMP.match(line.strip())) and found["kind"] != "Updated"
    } - {None}
    return days.pop() if len(days) == 1 and len(logged | days) == 1 else None


def stamp_day(line: str) -> int | None:
    """The day a line that is a stamp ("Posted 2 May 2021") states, read with no day of reference; else None
    ("Updated: Ana Ruiz is now editor" is no stamp)."""
    found = _STAMP.match(line.strip())
    return _day(found["date"], at=_LAST_DAY) if found else None


def _day(words: str, *, at: int) -> int | None:
    """The start of one day or month ``words`` read as (the day of a moment: "2022-05-03T10:00:00Z"), no later
    than ``at``; else None (a range, a year, a later day, no date)."""
    words = words[:10] if re.match(r"\d{4}-\d\d-\d\d[T ]\d", words) else words  # a moment: the day written there
    try:
        reading = read_time(words, now=at)
    except BadDateError:
        return None
    if reading.precision in _DATED and not reading.cue and reading.start <= at:
        return reading.start // _DAY * _DAY if reading.precision is Precision.INSTANT else reading.start
    return None
