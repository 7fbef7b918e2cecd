"""The dates a sentence states, and the role of each: a start, an end or a point in time; and the time a text
told in the past has reached, for a clause that states none (:class:`Told`).

Read with c0lab's one time reader (:func:`~c0lab._reading.phrases` finds the
date phrases, :func:`~c0lab._reading.read_time` reads each with its
precision); nothing here needs a model or a memory, so any room that reads
English text may date its sentences the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import pandas as pd

from .._errors import BadDateError
from .._reading import Precision, TimeReading, phrase_words, phrases, read_time
from .._reading_periods import as_season
from .._reading_weekdays import REPORTING
from .._reading_words import hedge_dropped
from .._time import Stated, handed_over_at, interval_edge, micros_of_timestamp, to_timestamp
from .._timespan import period_at
from .._told_months import COUNTS, counted_later

__all__ = [
    "COUNTS",
    "Precisions",
    "Told",
    "clause_interval",
    "closed_through",
    "counted_later",
    "dated_at",
    "dated_phrases",
    "edge",
    "past_dates",
    "sentence_dates",
    "stated_edges",
    "stated_precisions",
]

_DASH = re.compile(r"[-\u2013\u2014]\s*$")
_STARTS = frozenset(["since", "from", "between", "starting", "after", "beginning"])
_ENDS = frozenset(["until", "till", "to", "through", "thru", "before"])
_PART_OF = re.compile(r"\b([a-z]+)\s+the(?:\s+[a-z-]+){1,3}\s+of(?:\s+the)?$", re.IGNORECASE)
"""A part of a period after its cue ("from the first half of", "until the opening months of"): the cue."""
_REST = re.compile(r"\b(?:rest|remainder|balance)\s+of(?:\s+the)?$", re.IGNORECASE)
"""What is left of a period ("for the rest of the 1997–98 season"): a tie held to its end."""
_HEDGES = frozenset(["early", "late", "mid", "around", "about", "circa", "c.", "roughly", "approximately"])
"""Words that narrow or soften a date without being its cue ("until early July 2014")."""
_MIDWAY = frozenset(["midway", "halfway", "half-way", "partway", "part-way"])
"""Words that make "through" a time inside a period, not its end ("midway through the 2004–05 season")."""
_NOT_A_TIME = frozenset(["now", "currently", "present", "the present", "at present"])
"""Words the reader takes for the moment of writing; in a statement they say the fact holds, not when it began."""
_COMPLETED = re.compile(
    r"(?P<before>(?:\b[a-z]+\W+){0,3})\b(?:graduat\w*|degrees?|diplomas?|doctorates?|died|dies|death)\b[^,;]*$",
    re.IGNORECASE,
)
"""A date its clause says something was completed in ("graduating in 1984", "received her degree in 1988", "until
his death in 1742"): the end of what the clause tells, that period included; not after it ("after his death in
1742" starts what follows)."""
_AFTER = frozenset(["after", "following", "upon", "since", "before"])
"""Words before a completion that make its date the start of what follows ("after his death in 1742")."""
_UNTIL_EVENT = re.compile(
    r"\b(?:(until|till)\s+(?:[a-z]+\s+){1,5}|(through)\s+(?:the\s+)?(?:end|close)\s+)(?:in|on|of)$", re.IGNORECASE
)
"""An end said through an event ("until his death in 1742", "until Ivo Marr took over in 2011", "through the end
of 2019"): the cue is "until" ("through"); not "through the youth system in 2009", a way, not an end."""


_UNTIL_LEAVING = re.compile(
    r"\b(until|till)\s+(?:(?:his|her|their|its)\s+)?(?:death|retirement|resignation|departure)$", re.IGNORECASE
)
"""An end said through a leaving right before a date that needs no preposition ("until her retirement last year")."""


def _completed(before: str) -> bool:
    """Whether the words before a date say that what its clause tells was completed then (:data:`_COMPLETED`)."""
    found = _COMPLETED.search(before)
    return found is not None and not _AFTER & set(found.group("before").lower().split())


def edge(reading: TimeReading, role: str, word: str = "") -> int:
    """The moment a dated phrase gives a fact, by its ``role`` and the ``word`` before it: the API's rule
    (:func:`~c0lab._time.interval_edge`), so "until 1932" ends a fact as ``valid_to="1932"`` does, with 1932.

    A start or a point begins at the start of the period said ("March 1908" → 1908-03-01, "after 2020" →
    2021-01-01); an end covers the period said ("until 2022", "to 2022", "through 2022" → 2023-01-01), but for
    "before" (its start) and a day ("until 3 May 2020": that day's start). The moment carries the reading
    (:class:`~c0lab._time.Stated`): a successor after an end begins where :func:`~c0lab._time.handed_over_at`
    says, from what was said ("until 1 January 2020, when B took over": 1 January, a day).
    """
    return Stated(interval_edge(reading, end=role == "end", word=word if role != "at" else "in"), reading)


def dated_phrases(sentence: str, *, at: int) -> list[tuple[int, int, str]]:
    """Each date a sentence states: ``(position, moment, role)``.

    ``role`` says what the words before the date make of it: ``"start"``
    ("since", "from", "between", "starting", "after"), ``"end"`` ("until",
    "to", "through", "before", the "and" of "between … and …", a dash
    between two dates) or ``"at"`` (a point: "in 2021", "on 3 May 2020");
    ``moment`` is :func:`edge`'s. Dates later than ``at`` are left out, and
    so are "now" and "currently" (they say a fact holds, not when it began),
    and an end said to be now in the present tense ("who leads it until today": still held).
    Relative words ("last year") are read against ``at``. ``position`` is
    where the date's phrase starts in the sentence (spaces collapsed).

    >>> from c0lab._time import format_time, parse_time
    >>> [(role, format_time(moment)) for _, moment, role in dated_phrases(
    ...     "Mara Quill led it from March 2015 until 2022.", at=parse_time("2025"))]
    [('start', '2015-03-01'), ('end', '2023-01-01')]
    """
    held_now = _UNTIL_NOW.search(sentence) is not None and _PRESENT.search(sentence) is not None
    readings, text = _readings(sentence, at), " ".join(sentence.split())
    reported = {
        day
        for found in _REPORT_DAY.finditer(text)
        if any(  # the report's day alone dates the facts too, as one dated in a relative clause does not
            place > (day := found.start(found.lastindex or 0)) and not _RELATIVE_ASIDE.search(text, day, place)
            for place, *_ in readings
        )
    }
    return [
        (place, edge(reading, role, word), role)
        for place, reading, role, word in readings
        if not (held_now and role == "end" and reading.start >= at) and place not in reported
    ]


_RELATIVE_ASIDE = re.compile(r",\s+(?:who|which|whose|whom|where)\b")
_REPORTS = "|".join(REPORTING)
_REPORT_DAY = re.compile(rf"(?i:\b(?:{_REPORTS})\s+(today|yesterday)\b|\b(today|yesterday)\s+(?={_REPORTS}\b))")
"""The day of a report ("X today announced that B took over in January 2021", "said yesterday that"): not the day
of what it tells when the sentence dates that too."""


_UNTIL_NOW = re.compile(r"(?i:until|till|to|up\s+to)\s+(?:today|now|this\s+day|the\s+present(?:\s+day)?)\b")
"""An end said to be now ("who is the leader until today", "from 2010 to today"): none in a clause of the present
tense (:data:`_PRESENT`); "was CEO until today" ends today."""


_ALTERNATIVE = re.compile(r"\s*(?:/|or)\s*")
"""What joins two months said as one date, the first alone ("March/April 1710", "March or April 1710")."""


@lru_cache(maxsize=2048)
def _readings(sentence: str, at: int) -> tuple[tuple[int, TimeReading, str, str], ...]:
    """Each date of a sentence no later than ``at``: ``(position, reading, role, word)`` (:func:`dated_phrases`)."""
    text = " ".join(sentence.split())
    found: list[tuple[int, TimeReading, str, str]] = []
    joined = -1  # where a month said alone ends when "/" or "or" joins the next to it: one date ("March/April 1710")
    for match in phrases(text):  # "July of 2017" is one phrase (the one reader's)
        said = " ".join(match["date"].lower().split())
        if said in _NOT_A_TIME or _ALTERNATIVE.fullmatch(text, joined, match.start()):
            continue
        joined = match.end() if match["shared"] else -1
        try:
            reading = read_time(as_season(phrase_words(match), text, match.end()), now=at)  # "the 2004-05 season"
        except BadDateError:  # a day not on the calendar ("2023-02-30"): read the sentence without it
            continue
        cue = hedge_dropped(" ".join((match["cue"] or "").lower().split()))  # "until about 1700": "until"
        before = text[: match.start()].rstrip()
        said_before = before.lower().split()
        while len(said_before) > 1 and said_before[-1] in _HEDGES:  # "until early July 2014": the cue is "until"
            said_before.pop()
        if said_before[-2:-1] and said_before[-1] == "through" and said_before[-2] in _MIDWAY:
            said_before[-1] = "in"  # "midway through the 2004–05 season": in it
        previous = (said_before or [""])[-1]
        part = _PART_OF.search(before) if previous in ("of", "the") else None
        previous = part.group(1).lower() if part else previous  # "until the first half of 2021": "until"
        said_the = previous == "the" and part is None and len(said_before) > 1
        if said_the and (
            " of " in said or re.match(r"\s+season\b", text[match.end() :])
        ):  # "from the spring of 2013", "since the 2019-20 season": the cue
            previous = said_before[-2]  # before "the" (not "after the 2018 elections": in them)
        tail = said_before[-3:]  # "after completing the 2011–12 season": after it
        if previous.endswith("ing") and previous in tail[1:] and tail[tail.index(previous) - 1] == "after":
            previous = "after"
        event = _UNTIL_EVENT.search(f"{before} {cue}".rstrip()) if cue in ("in", "on", "of", "at", "") else None
        event = event or (_UNTIL_LEAVING.search(before.rstrip()) if not cue else None)  # "… her retirement last year"
        word = cue if cue in _STARTS | _ENDS else (event.group(1) or event.group(2)).lower() if event else previous
        if word in _STARTS or (cue in ("in", "on") and previous in _STARTS):
            role, word = "start", word if word in _STARTS else previous
        elif word in _ENDS or _DASH.search(before) or (previous == "and" and "between" in before.lower().split()):
            role = "end"
            word = "through" if event and _completed(before) else word  # "until his death in 1742"
        elif cue in ("in", "on", "at", "") and _completed(before):  # "at the end of 1892" too
            role, word = "end", "through"  # "graduating in 1984": that year included
        elif _REST.search(before):
            role, word = "end", "through"  # "on loan for the rest of the 1997–98 season": to its end
        else:
            role = "at"
        if (reading.start if role == "end" else edge(reading, role, word)) <= at:  # an end: its period has begun
            found.append((match.start(), reading, role, word))
            short = _SHORT_RANGE.search(match["date"]) if role == "at" and reading.precision == Precision.YEAR else None
            bracketed = (
                short and _OPENED.search(text, 0, match.start("date")) and _CLOSED.match(text, match.end("date"))
            )
            if short and bracketed and reading.end <= at:  # "X (1971–74)": as "(1971–1974)"
                found.append((match.start("date") + short.end("dash"), reading, "end", "to"))
            elif (
                role == "at"
                and word == "for"
                and reading.end <= at
                and _SEASON.match(text, match.end())
                and not _END_SAID.search(text, match.end())  # "… for the 2010 season and stayed until 2015"
            ):
                found.append((match.start("date") + 1, reading, "end", "through"))  # "on loan for the 2008–09 season"
    return tuple(found)


_SEASON = re.compile(r"\s+(?:season|campaign)\b", re.IGNORECASE)
_END_SAID = re.compile(r"\b(?:until|till|to|through)\s+(?:[a-z]+\s+)?\d{3,4}\b", re.IGNORECASE)
"""A season after its date: "on loan for the 2008–09 season", "voted into the team of the season for the 2003–04
season" hold through it, unless the sentence says another end after it ("… and stayed until 2015")."""
_SHORT_RANGE = re.compile(r"^\s*\d{4}\s*(?P<dash>[–—-])\s*\d{2}\s*$")
"""Two years said as one, the second in two digits ("1971–74", "2010-13"): in brackets, a stint from the first to the
end of the second; in running text as before (a season, "in 2012–13"; "employed him as an assistant in 1968–70 and
lecturer from 1970" is one employment)."""
_OPENED = re.compile(r"\(\s*$")
_CLOSED = re.compile(r"\s*\)")
"""A bracket opened right before a date, and closed right after it."""


_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+(?=[\"“(]?[A-Z0-9])")
"""Where a text's sentences end, for :class:`Precisions` (an abbreviation splits one in two: harmless)."""


@dataclass(frozen=True)
class Precisions:
    """The precision each moment a text's dated phrases give was stated at, as a start or as an end, per sentence
    (:func:`stated_precisions`).

    Two statements may give one moment at two precisions ("X joined A in 2020. Y joined B in January 2020."):
    :meth:`of` reads the one a statement naming the fact's ends made. A moment stated as a start is not an end
    stated at that precision: "B since 2021. Before that, A" ends A as 2021 begins, not "to 2020".
    """

    sentences: tuple[tuple[str, tuple[tuple[int, bool, str], ...]], ...] = ()
    """``(sentence in lower case, ((moment, an end?, precision), …))`` for each sentence stating a moment."""

    def of(self, moment: int, names: tuple[str, ...] = (), *, end: bool = False) -> str:
        """The precision ``moment`` was stated at as a start (an ``end``) by a sentence that names one of ``names``
        (else by any sentence); ``""`` when none gives it, or those that do give it at two precisions."""
        stating = [
            (sentence, precision)
            for sentence, given in self.sentences
            for found, ending, precision in given
            if found == moment and ending == end
        ]
        named = [re.compile(rf"\b{re.escape(name.lower())}\b") for name in names if name.strip()]
        naming = [(sentence, said) for sentence, said in stating if any(name.search(sentence) for name in named)]
        for candidates in (naming, stating):
            said = {precision for _, precision in candidates}
            if len(said) == 1:
                return said.pop()
            if said:
                return ""
        return ""


def stated_precisions(text: str, *, at: int) -> Precisions:
    """The precision each moment the text's dated phrases give was stated at (:func:`dated_phrases`), per sentence:
    as a start (a start or a point, and the hand-over an end gives) or as an end (an end, and the end of the
    period a start or a point gives). What :meth:`~c0lab.memory.ingest.Ingest.ingest` writes with each edge.

    >>> from c0lab._time import parse_time
    >>> found = stated_precisions("X led A from March 2015 until 2022. Y joined B in 2015.", at=parse_time("2025"))
    >>> found.of(parse_time("2015-03")), found.of(parse_time("2022")), found.of(parse_time("2023"), end=True)
    ('month', 'year', 'year')
    >>> found.of(parse_time("2015")), found.of(parse_time("2015"), end=True)
    ('year', '')
    >>> found = stated_precisions("X joined A in 2020. Y joined B in January 2020.", at=parse_time("2025"))
    >>> found.of(parse_time("2020")), found.of(parse_time("2020"), ("X", "A")), found.of(parse_time("2020"), ("B",))
    ('', 'year', 'month')
    """
    text = " ".join(text.split())
    cuts = [0, *(found.end() for found in _SENTENCE_END.finditer(text)), len(text) + 1]
    sentences: dict[int, dict[tuple[int, bool], str]] = {}
    for place, reading, role, word in _readings(text, at):
        if reading.precision in (Precision.DAY, Precision.INSTANT):
            continue  # printed as it falls
        number = next(n for n in range(len(cuts) - 1) if place < cuts[n + 1])
        moment, said = edge(reading, role, word), reading.precision.value
        given = sentences.setdefault(number, {})
        ending = role == "end"
        keys = [(handed_over_at(moment), False) if ending else (reading.end, True)]
        keys += [(int(moment), ending)] if not ending or moment != reading.start else []  # "before 2020": no period
        for key in keys:
            given[key] = "" if given.get(key, said) != said else said  # one sentence, two precisions: none
    return Precisions(
        tuple(
            (text[cuts[number] : cuts[number + 1]].lower(), tuple((m, e, p) for (m, e), p in given.items() if p))
            for number, given in sorted(sentences.items())
        )
    )


def sentence_dates(sentence: str, *, at: int) -> list[int]:
    """The dates a sentence states (:func:`dated_phrases`' moments), in order, none later than ``at``."""
    return [moment for _, moment, _ in dated_phrases(sentence, at=at)]


_SEQUENCE = re.compile(
    r"\b(?:subsequently|then|later|afterwards?|thereafter|eventually|next|after\s+(?:that|this))\b", re.IGNORECASE
)
"""Words that place a clause after the time told before it ("Subsequently, X represented …")."""
_SAME_TIME = re.compile(r"\b(?:that|the\s+same)\s+(?:year|month|season|day)\b", re.IGNORECASE)
"""Words that keep a clause in the period told before it, whatever else they say ("Later that year")."""
_PAST = re.compile(
    r"\b(?:was|were|had|did|[a-z]{2,}ed|began|became|went|spent|won|held|ran|made|took|got|wrote|taught|fought|"
    r"built|bought|sold|brought|rose|sent|lent|left|met|led|saw|gave|came|found|kept|lost|moved|joined|played)\b"
)
"""A verb in the past tense (a regular "-ed", "was", or a common irregular past)."""
_PRESENT = re.compile(r"\b(?:is|are|am|has|have|currently|presently|today)\b", re.IGNORECASE)
"""A clause told of now ("is", "has", "currently"): true from the day it was written, not from the text's time."""
_ADDED = re.compile(r"\b(?:also|as\s+well)\b", re.IGNORECASE)
"""A clause that adds to what was told, not the next thing that happened ("He also played for X")."""
_LIFE = re.compile(
    r"\b(?:in|during|through(?:out)?)\s+(?:his|her|their)\s+(?:(?:last|final|later|late|early|old|closing|declining|"
    r"young|student)\s+)?(?:years|days|life|youth|age|childhood|boyhood|girlhood|retirement|career)\b"
    r"|\bin\s+(?:old\s+age|youth|childhood|retirement)\b|\b(?:late|early|later)\s+in\s+(?:(?:his|her|their)\s+)?"
    r"(?:life|career)\b|\bas\s+an?\s+(?:young|old)\s+(?:man|woman)\b|\btowards?\s+the\s+end\s+of\s+(?:his|her|their)\s+"
    r"(?:life|career)\b",
    re.IGNORECASE,
)
"""A time told of a life, not of the calendar ("In his last years", "in her youth", "late in life"): the text's
time then is no date of it (a death told just before would put it after the death)."""
_BORN = re.compile(r"\b(?:born|birth)\b[^,;()]*$", re.IGNORECASE)
"""A date of birth: not a time the next clauses of a text took place."""
_BORN_NOW = re.compile(r"\b(?:was|were)\s+born\b", re.IGNORECASE)
"""A birth told with no date ("Her successor, B, was born in Oslo"): not at the time the text has reached."""


@dataclass
class Told:
    """The time a text has reached as it is read, for a clause that states no date of its own.

    A text told in the past gives each event in order: a clause with no date happened at the last time the
    text stated ("In 1994 he joined X. He won the cup with X" → 1994), or after it when it says so
    ("Subsequently, he represented Y" → after 1994), never on the day it was read. A clause told in the present
    ("is", "has", "currently") holds from the day it was written, and one that adds to what was told ("He also
    played for X", a summary) is not placed in time: no time here for either.

    >>> from c0lab._time import format_time, parse_time
    >>> told, at = Told(), parse_time("2025")
    >>> told.read("In 1994 he joined Halden Rovers.", dated_phrases("In 1994 he joined Halden Rovers.", at=at), at=at)
    >>> format_time(told.of("He won the cup with them.")), format_time(told.of("Subsequently, he moved to Oslo."))
    ('1994-01-01', '1995-01-01')
    >>> told.of("He is the coach of Oslo.") is None
    True
    """

    start: int | None = None
    """The start of the latest time the text stated."""
    after: int | None = None
    """The first instant after the period the text stated last."""
    last: int | None = None
    """The start of the latest period the text's last dated sentence named, whatever its role ("… from 1996 until
    2004. A year later …": 2004; "In 2001 X joined Y, a club founded in 1890. A year later …": 2001)."""

    @property
    def counted_from(self) -> int | None:
        """Where "two years later" counts from: the latest period told, else the latest start."""
        return self.last if self.last is not None else self.start

    def of(self, sentence: str) -> int | None:
        """The time an undated clause of ``sentence`` took place, or None (nothing told yet, or told in the
        present tense)."""
        own = re.sub(r"[,;]\s+and\s+also\b.*", "", sentence)  # "He spent four years at X, and also had …": told
        if self.start is None or _PRESENT.search(sentence) or _ADDED.search(own) or not _PAST.search(sentence):
            return None
        if _LIFE.search(sentence) or _BORN_NOW.search(sentence):  # "In his last years he …", "B was born in Oslo":
            # when in the calendar, the text does not say (nor for what else the sentence tells)
            return None
        later = (
            counted_later(self.counted_from, sentence) if self.counted_from is not None else None
        )  # "Two years later"
        if later is not None:
            return later[0]
        if _SAME_TIME.search(sentence):  # "Later that year": in the year told, not after it
            return self.start
        return self.after if self.after is not None and _SEQUENCE.search(sentence) else self.start

    def read(self, sentence: str, dates: list[tuple[int, int, str]], *, at: int) -> None:
        """Take the time a sentence states: ``dates`` are its :func:`dated_phrases` that date its clauses (a
        name's own life span in brackets left out)."""
        places = {place for place, _, _ in dates}
        text = " ".join(sentence.split())
        readings = [  # not a birth: what a text tells next did not happen then
            found for found in _readings(sentence, at) if found[0] in places and not _BORN.search(text[: found[0]])
        ]
        if not readings:  # a time counted from the last one ("Two years later, …") is the text's time now
            later = counted_later(self.counted_from, sentence) if self.counted_from is not None else None
            self.start, self.after = later or (self.start, self.after)
            self.last = later[0] if later else self.last
            return
        starts = [edge(reading, role, word) for _, reading, role, word in readings if role != "end"]
        self.start = starts[-1] if starts else edge(readings[-1][1], "end", readings[-1][3])
        self.after = max(reading.end for _, reading, _, _ in readings)
        self.last = max(reading.start for _, reading, _, _ in readings)  # the latest time told, in whatever clause


def clause_interval(
    dates: list[tuple[int, int, str]], *, inherited: int | None, fronted: bool = False
) -> tuple[int | None, int | None]:
    """A clause's valid time: its first start (else its first point, else ``inherited`` unless its own end comes
    before that, "X … since 2020; before 2020 it was …", and ``inherited`` is not a ``fronted`` point, "On 13 May
    2017, X …") and its first end."""
    start = next((moment for _, moment, role in dates if role == "start"), None)
    if start is None:
        start = next((moment for _, moment, role in dates if role == "at"), None)
        own = next((moment for _, moment, role in dates if role == "end"), None)
        start = (
            inherited if start is None and (fronted or own is None or inherited is None or own > inherited) else start
        )
    end = next((moment for _, moment, role in dates if role == "end" and (start is None or moment > start)), None)
    return start, end


def stated_edges(said: Precisions | None, names: tuple[str, ...], *edges: object) -> tuple[str, str]:
    """The precision the statement naming ``names`` gave each edge given as a moment at (a start, an end), ``""``
    for none."""
    found = [
        said.of(micros_of_timestamp(edge), names, end=number == 1) if said and isinstance(edge, pd.Timestamp) else ""
        for number, edge in enumerate(edges)
    ]
    return found[0], found[1]


def closed_through(at: object, said: Precisions | None, names: tuple[str, ...]) -> tuple[object, str]:
    """Where a fact ends that the text says changed at ``at`` (a start: "B took over in 2020", "X left Y in 2022"),
    read as ``end(at="2020")`` is: through the period the statement gave (the end of 2020, stated at year), with
    that precision; at ``at`` itself for a day, a moment or a precision not known."""
    precision = stated_edges(said, names, at, None)[0]
    if not precision or not isinstance(at, pd.Timestamp):
        return at, ""
    period = period_at(micros_of_timestamp(at), Precision(precision))
    if period is None or period.start != micros_of_timestamp(at):
        return at, ""
    return to_timestamp(period.end), precision


@lru_cache(maxsize=1024)
def _date_spans(sentence: str) -> tuple[range, ...]:
    """Where the date phrases of ``sentence`` stand (:func:`~c0lab._reading.phrases`), one range of places each."""
    return tuple(range(found.start("date"), found.end("date")) for found in phrases(sentence))


def dated_at(sentence: str, place: int) -> bool:
    """Whether ``place`` in ``sentence`` lies inside one of its date phrases ("Late" of "Late 2019, …")."""
    return any(place in span for span in _date_spans(sentence))


def past_dates(words: list[str], run: re.Match[str]) -> list[str]:
    """``words`` (the last words of ``run``, a run of capitalised words) without those that open it inside a date
    phrase of its sentence (:func:`dated_at`): "Late 2019, Ana Lo …", "Last March Ana Lo …" name no "Late"."""
    said = run.group(0)
    starts = [run.start() + word.start() for word in re.finditer(r"\S+", said)][len(said.split()) - len(words) :]
    cut = 0
    while cut < len(words) and dated_at(run.string, starts[cut]):
        cut += 1
    return words[cut:]
