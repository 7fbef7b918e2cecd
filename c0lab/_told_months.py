"""A month said without its year in a text told in order ("He joined Orsk in May 2009. He left in July.").

Read against the day a text was written, "in July" is the last July before that day: in a history written in
2026 that is July 2025, seventeen years after the events it tells. A text that has stated a time tells what
follows in order (as the offline extractor already reads a clause with no date, :class:`~c0lab.extract.dates.Told`),
so a month said alone is the first such month at or after the last time stated before it, in the sentence or
before it: July 2009 after "May 2009", April 2010 after "May 2009" ("in April"), July 2004 after "from 1996 until
2004". A date said in an aside is no time the text has reached ("Tarn City, who won the league in 1987, signed Cy
Roe in January": the January of the day of writing), nor is a month before a day ("on July 4"). Before any time is
stated the month stays as said (read against the day of writing, as a news text means it). "Since then" in a
sentence that states no date is the time told last, written out ("In 2012 X bought Y. Since then it has …": since
2012).
"""

from __future__ import annotations

import re

from ._errors import BadDateError
from ._reading import phrases, read_time
from ._reading_words import month_number, phrase_words
from ._time import format_edge
from ._timespan import to_datetime, ymd

__all__ = ["COUNTS", "counted_later", "with_years"]

_ASIDE = re.compile(
    r",\s+(?:(?:a|an|the)\s+[a-z]+(?:\s+[a-z]+)?\s+)?(?:who|which|whose|where|founded|established|formed|created|born"
    r"|built|opened|launched|set\s+up|based|headquartered)\b[^,;]*"
)
"""A relative clause or a participle aside on a name ("…, who won the league in 1987,", "…, a club formed in 1887,"):
its dates tell of the name, not of the time the text has reached."""


COUNTS = dict(
    zip(
        "a an one two three four five six seven eight nine ten eleven twelve".split(),
        [1, 1, *range(1, 13)],
        strict=True,
    )
)
"""Number words up to twelve and what they count ("two years later")."""
_LATER = re.compile(
    rf"\b(?P<count>\d{{1,2}}|{'|'.join(COUNTS)})\s+(?P<unit>year|month|season|decade)s?\s+"
    r"(?:later|afterwards?|after\s+that)\b|\bthe\s+(?:following|next)\s+(?P<next>year|month|season)\b",
    re.IGNORECASE,
)
"""A time counted from the one the text told last ("Two years later", "the following year")."""


def counted_later(start: int, sentence: str) -> tuple[int, int] | None:
    """The period ``[start, end)`` a sentence counts from ``start`` ("two years later": that year), or None."""
    found = _LATER.search(sentence)
    if found is None:
        return None
    count, unit = found["count"] or "1", (found["unit"] or found["next"]).lower()
    each = {"month": 1, "decade": 120}.get(unit, 12)  # months in the unit counted (a season is a year)
    months = (int(count) if count.isdigit() else COUNTS[count.lower()]) * each
    moment = to_datetime(start)
    first = moment.year * 12 + moment.month - 1 + months
    step = min(each, 12)  # the period said: that month, else that year ("a decade later": that year)
    if not 1 <= (first + step) // 12 <= 9999:
        return None
    return ymd(first // 12, first % 12 + 1), ymd((first + step) // 12, (first + step) % 12 + 1)


def _counted_out(found: re.Match[str], told: int) -> tuple[str, int] | None:
    """A time counted from ``told`` ("three years later", "the following year") written out ("in 1974"; "in July
    2009" for months, or counted from a month: "two years later" after "August 2015" is "in August 2017"), and its
    start; None past the calendar."""
    period = counted_later(told, found.group())
    if period is None:
        return None
    moment = to_datetime(period[0])
    month = (found["unit"] or found["next"]).lower() == "month" or moment.month != 1  # from "August 2015": August
    said = f"in {moment.strftime('%B')} {moment.year}" if month else f"in {moment.year}"
    return (said[0].upper() + said[1:] if found.start() == 0 else said), period[0]


def with_years(sentence: str, told: int | None, *, now: int) -> tuple[str, int | None]:
    """``sentence`` with the year written after each month it says alone after a cue ("in July" → "in July 2009"),
    counted from ``told`` (UTC µs: the time the text stated last, ``None`` when none) or from a date the sentence
    states before it outside an aside (a phrase with a year of its own is read against ``now`` for that), and each
    time it counts on from a date it states before ("…, and three years later she married B" → "in 1974"; one
    counted from an earlier sentence is :class:`~c0lab.extract.dates.Told`'s); and the time the text has reached
    after it, for the next sentence; "since then" with no date of its own is since ``told``."""
    pieces: list[str] = []
    done, dated = 0, False
    for counted in _LATER.finditer(sentence):
        said, reached = _years_of_months(sentence[done : counted.start()], told, now=now)
        dated = dated or reached != told  # counted from a date of this sentence (one before it: Told counts)
        written = _counted_out(counted, reached) if reached is not None and dated else None
        pieces += [said, written[0] if written else counted.group()]
        told, done = (written[1] if written else reached), counted.end()
    said, told = _years_of_months(sentence[done:], told, now=now)
    said = "".join(pieces) + said
    if told is not None and not re.search(r"\d{3,4}", said):  # "Since then it has …": since the time told last
        said = _SINCE_THEN.sub(lambda found: f"{found['since']} {format_edge(told)}", said)
    return said, told


def _years_of_months(sentence: str, told: int | None, *, now: int) -> tuple[str, int | None]:
    """:func:`with_years` of a part of a sentence that counts no time on: its months said alone, and the time it
    has reached."""
    asides = [found.span() for found in _ASIDE.finditer(sentence)]
    pieces: list[str] = []
    done = 0
    for match in phrases(sentence):
        month = match["month"]
        if month is None or match["shared"]:  # "in May 2009" and "March/April 2006" say their year
            aside = any(start <= match.start() < end for start, end in asides)
            if not aside and any(character.isdigit() for character in match["date"]):
                try:
                    told = read_time(phrase_words(match), now=now).start
                except BadDateError:
                    pass
            continue
        if told is None or month.lower().startswith("last") or re.match(r"\s*\d", sentence[match.end("month") :]):
            continue  # "last May": the day of writing's; "on July 4": a day, said with its month
        moment = to_datetime(told)
        year = moment.year + (month_number(month) < moment.month)
        if year > 9999:
            continue
        pieces += [sentence[done : match.end("month")], f" {year}"]
        done, told = match.end("month"), ymd(year, month_number(month))
    return "".join(pieces) + sentence[done:], told


_SINCE_THEN = re.compile(r"\b(?P<since>[Ss]ince|[Ff]rom)\s+then\b(?!\s+on\b)")
"""A start said as the time told last ("Since then it has …", "… from then"): that time, written out."""
