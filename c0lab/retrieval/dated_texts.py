"""Dated evidence in texts: the sentences said about a concept, each with the time it states.

A walk asked at a time reads typed facts first. When none of the asked
relation holds then (the texts were read into co-mentions, or dated wrong),
the texts the memory holds about the concept still say what held when:
"From 1994 to 1996 he played for Pahang again." This module reads each
sentence's own time with c0lab's one time reader
(:func:`~c0lab._reading.find_time`, each date phrase with its cue and
precision) and orders the sentences for an asked interval:

- :func:`sentence_times`: a text's sentences, each with the intervals its
  date phrases state ("from 1994 to 1996" one interval, "until 1989" open at
  the start, "since 2005" open at the end, "in 1998" that year); a sentence
  stating none inherits the time of the last sentence before it in the same
  text that states one (marked as inherited), and one before any stays
  undated;
- :func:`time_evidence`: for ``[low, high)``, the sentences sharing a word
  (or a sense's word) with the question whose time overlaps it, the best fit
  first (the share of the asked time and of the sentence's time they have in
  common: "in 1996" fits a question about 1996 better than "since 1980"), each
  prefixed with the time it states in brackets; then those that state only
  other times, marked with their time (``[1994 to 1996] …``), in the order
  of their times.

A sentence that states no time of its own is listed only when it shares a word with the question. Nothing
here writes; the walk puts the first list before its facts (under :data:`EVIDENCE_HEADING`) and the second
after the episodes it shows (:func:`~c0lab.retrieval.walking.walk`), where a text already shown whole is not
repeated.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from .._errors import BadDateError
from .._reading import Precision, TimeReading, find_time
from .._sentences import sentence_parts
from .._time import BEGINNING, FOREVER
from .._told_months import with_years
from ..index.keyword import tokenize, whole_words
from ..model.records import name_key
from ..store.versions import VersionStore
from .corrected_sentences import corrections_of, mark_corrected
from .names import known_versions, merged_into
from .period import CO_MENTION, covers
from .recall import episodes_naming
from .render import cut_lines
from .walk import Fact

__all__ = [
    "EVIDENCE_HEADING",
    "DatedSentence",
    "answered_then",
    "date_readings",
    "dated_evidence",
    "event_window",
    "sentence_times",
    "text_heading",
    "time_evidence",
]

EVIDENCE_HEADING = "What the texts say of the time asked:"
"""The heading of the sentences whose time overlaps the asked time (it names no time: each line states its own)."""

_LEAST_FIT = 0.05
"""A sentence whose time shares less than this with the asked time (over the time both cover) is not of that
time: "since 1910" says little about 1936 (it is listed with the sentences of other times)."""

_MOST_DATES = 8
"""The most date phrases read from one sentence (a list of a hundred years is not one time)."""


@dataclass(frozen=True)
class DatedSentence:
    """One sentence of a text and the time it states: ``spans`` (``[start, end)`` µs, ``BEGINNING`` /
    ``FOREVER`` for an open edge), in words ``said``; ``inherited`` when the sentence states none and takes
    the time of the sentence before it; ``terms`` its search terms."""

    text: str
    spans: tuple[tuple[int, int], ...]
    said: str
    inherited: bool
    terms: frozenset[str]
    between: tuple[tuple[int, int, float], ...] = ()
    """The time the sentence speaks of between its dates, with a weight (:func:`_between`)."""
    ranged: bool = False
    """Whether its last date phrase is a range that states its own end ("from 1996 to 1997")."""


def _interval(reading: TimeReading) -> tuple[tuple[int, int], str]:
    """The interval a date phrase states, by its cue, and the phrase's time in words."""
    label = reading.label()
    cue = reading.cue
    if cue in ("since", "from"):
        return (reading.start, FOREVER), f"since {label}"
    if cue == "after":
        return (reading.end, FOREVER), f"after {label}"
    if cue in ("until", "till"):  # "played there until 1989": some of 1989 too
        return (BEGINNING, reading.end), f"until {label}"
    if cue == "before":
        return (BEGINNING, reading.start), f"before {label}"
    return (reading.start, reading.end), label


@lru_cache(maxsize=16_384)  # a walk states the same episodes' times for question after question
def date_readings(sentence: str, *, now: int) -> tuple[TimeReading, ...]:
    """The date phrases of ``sentence`` as the reader reads them, one after another (each read is taken out
    of the sentence before the next is looked for); "now" is left out: the time of writing, no time stated."""
    found: list[TimeReading] = []
    rest = sentence
    for _ in range(_MOST_DATES):
        try:
            reading = find_time(rest, now=now)
        except BadDateError:  # a phrase said as a date that is none ("in 0000"): the sentence's others stand
            break
        if reading is None:
            break
        start, end = reading.place
        if reading.precision is not Precision.INSTANT or re.search(r"\d", rest[start:end]):
            found.append(reading)  # "now under the B licence": the time of writing, no time the text states
        rest = rest[:start] + " " * (end - start) + rest[end:]
    return tuple(sorted(found, key=lambda reading: reading.place))


_TITLE = re.compile(r"^(?P<title>[^.:!?\n]{1,80}):\s+(?=\S)")
"""A heading before a text's first sentence ("Club career: …", "Opposition, 2008–2017: …")."""


def _split(text: str) -> tuple[str, list[str]]:
    """A text's heading (``""`` when none) and its sentences."""
    title = _TITLE.match(text)
    body = text[title.end() :] if title else text
    parts = [part for line in body.split("\n") for part in sentence_parts(line)]  # "Gov. BoE", "Nov. 1934": one
    return (title["title"] if title else ""), parts


def _ends(store: VersionStore, facts: Iterable[Fact]) -> list[str]:
    """The concept records the facts' ends name ("Ada Ferro" of "Ada Ferro held office as Treasurer"): a
    correction of one of them says which of the texts' sentences about the asked concept were wrong."""
    found: list[str] = []
    for fact in facts:
        for name in fact.names():
            found += store.names.get(name_key(name), [])[:1]
    return found


def stated_times(text: str, *, now: int) -> list[str]:
    """The times ``text`` states with a number ("1902 to 1911", "March 1949"), in words, in order, each once; a
    relative phrase ("in May", "last year") is left out: read against the day the text was recorded, it says
    that day, not the text."""
    title, sentences = _split(text)
    said = [
        _interval(reading)[1]
        for sentence in ([title] if title else []) + sentences
        for reading in date_readings(sentence, now=now)
        if re.search(r"\d", sentence[reading.place[0] : reading.place[1]])
    ]
    return list(dict.fromkeys(said))


def text_heading(text: str) -> str:
    """The heading before a text's first sentence (``"Club career"``), ``""`` when none."""
    return _split(text)[0]


_ANOTHER_DAY = 946_684_800_000_000
"""2000-01-01 (µs): a phrase read the same against it and against 1970 names its own time, not one relative to the
day of writing."""


def _stated(sentence: str, *, now: int | None) -> tuple[tuple[tuple[int, int], ...], str, bool] | None:
    """The intervals a sentence's date phrases state, their time in words, and whether the last is a range
    stating its own end ("from 1996 to 1997"), or ``None``; with no ``now``, only phrases that are no relative
    words."""
    readings = date_readings(sentence, now=now or 0)
    if now is None:  # "last March" in a text whose day is not known: no time; "the early 1900s" still is one
        other = {one.place: one.start for one in date_readings(sentence, now=_ANOTHER_DAY)}
        readings = tuple(one for one in readings if other.get(one.place) == one.start)
    parts = [_interval(reading) for reading in readings]
    if not parts:
        return None
    spans: list[tuple[int, int]] = []
    for (start, end), _ in parts:
        if start == BEGINNING and spans and BEGINNING < spans[-1][0] < end:  # "in 1997 … until 1999": one stint
            start = spans.pop()[0]
        spans.append((start, end))
    return tuple(spans), "; ".join(dict.fromkeys(said for _, said in parts)), readings[-1].cue == "between"


@lru_cache(maxsize=4096)
def sentence_times(text: str, *, now: int | None) -> tuple[DatedSentence, ...]:
    """Each sentence of ``text`` with the time it states (relative words read against ``now``, UTC µs; none read
    when ``now`` is None, a text of unknown day), or the time of the last sentence before it that states one,
    else the time its heading states ("Opposition, 2008–2017: …"; see the module docstring).

    >>> from c0lab._time import parse_time
    >>> [(s.said, s.inherited) for s in sentence_times(
    ...     "From 1994 to 1996 he played for Pahang. He scored twice. He stayed until 1989.", now=parse_time("2020"))]
    [('1994 to 1996', False), ('1994 to 1996', True), ('until 1989', False)]
    """
    title, sentences = _split(text)
    found: list[DatedSentence] = []
    last = _stated(title, now=now) if title else None
    told = with_years(title, None, now=now or 0)[1] if title else None
    for sentence in sentences:
        words = frozenset(tokenize(sentence))
        yeared, told = with_years(sentence, told, now=now or 0)  # "in July" after "May 2009": July 2009
        own = _stated(yeared, now=now)
        if own is not None:
            last = own
            found.append(DatedSentence(sentence, own[0], own[1], False, words, ranged=own[2]))
        else:
            spans, said = last[:2] if last else ((), "")
            found.append(DatedSentence(sentence, spans, said, last is not None, words))
    return _between(found)


def _between(found: list[DatedSentence]) -> tuple[DatedSentence, ...]:
    """``found`` with the time each sentence stating closed dates speaks of between them: from its first date
    to its last ("graduating in 1984, and then … in 1988" speaks of 1984 to 1988), and on, at half weight, to
    the next later date the text states (a text told in order is at that time until its next date), unless its
    last date is a range that states its end ("from 1996 to 1997": not 1998)."""
    starts = [
        min(start for start, _ in sentence.spans) if sentence.spans and not sentence.inherited else None
        for sentence in found
    ]
    kept = []
    for place, sentence in enumerate(found):
        closed = [(start, end) for start, end in sentence.spans if start != BEGINNING and end != FOREVER]
        if sentence.inherited or not closed:
            kept.append(sentence)
            continue
        first, last = min(start for start, _ in closed), max(end for _, end in closed)
        between = [(first, last, 1.0)] if len(closed) > 1 else []
        later = next((start for start in starts[place + 1 :] if start is not None), None)
        if later is not None and later >= last and not sentence.ranged:  # "from 1996 to 1997": ended then
            between.append((max(start for start, _ in closed), later, 0.5))
        kept.append(replace(sentence, between=tuple(between)))
    return tuple(kept)


def _fit(sentence: DatedSentence, low: int, high: int) -> float:
    """How much a sentence's time is of ``[low, high)``: the best of its intervals' share that lies inside it
    (an open edge reaches as far as the asked time's edge and counts half: "since 1980" says less about 1996
    than "in 1996" or "on 13 January 1996"; the time between its dates counts at its weight,
    :func:`_between`); 0 when none overlaps. A closed interval the sentence states (not the time between its
    dates) that covers all of the asked time fits at least :data:`_LEAST_FIT` (a short time asked inside a long
    stint: listed, after those that fit better)."""
    covered = any(BEGINNING < start <= low and high <= end < FOREVER for start, end in sentence.spans)
    best = _LEAST_FIT if covered else 0.0  # "1670 … until 1677": the summer of 1672 inside a stated stint
    spans = [(start, end, 1.0) for start, end in sentence.spans] + list(sentence.between)
    for start, end, weight in spans:
        if start >= high or end <= low:
            continue
        weight *= 0.5 if start == BEGINNING or end == FOREVER else 1.0
        start, end = (low if start == BEGINNING else start), (high if end == FOREVER else end)
        shared = min(end, high) - max(start, low)
        best = max(best, weight * shared / max(end - start, 1))
    return best


def answered_then(facts: Iterable[Fact], asked: Collection[str], *, any_typed: bool = False) -> bool:
    """Whether a typed fact of an asked relation type holds, unmarked, at the walk's asked time; ``any_typed``
    (a question that asks no relation and says nothing but its concept's name and a time: "who was Astronomer
    Royal in 1730?"), any typed fact of the concept (not a co-mention)."""
    typed = (lambda relation: relation != CO_MENTION) if any_typed else (lambda relation: relation in asked)
    return any(fact.status == "current" and fact.depth <= 1 and typed(fact.relation) for fact in facts)


def time_evidence(
    texts: Iterable[tuple[str, int]],
    *,
    low: int,
    high: int,
    terms: Collection[str],
    count_tokens: Callable[[str], int],
    room: int,
    room_other: int,
    edge: str = "",
    whole: bool | Precision = False,
) -> tuple[list[str], list[str]]:
    """The sentences of ``texts`` (each ``(text, now)``: relative words read against ``now``) for the asked
    ``[low, high)``: those whose time overlaps it (:func:`_fit`, at least :data:`_LEAST_FIT`), those sharing a
    term with the question first, then the best fit, then the nearest to ``low``, as ``- (time) sentence`` lines
    in ``room`` tokens (the last one cut at a word to fit: :func:`~.render.cut_lines`); then those of other
    times only that share a term (all, when ``terms`` is empty), as ``- [time] sentence`` lines in the order of
    their times, in ``room_other`` tokens. A sentence stating no time of its own is listed only when it shares
    a term, and only in the first list (see the module docstring).

    ``edge`` ``"after"``: those whose time begins at or after ``low`` instead, the nearest first; ``"before"``:
    those whose time begins before ``high``, the nearest first (what came after or before an event). ``whole``
    (a range asked: "from 1994 to 1999", at its precision when given): a sentence stating a range ("from 1996 to
    1997") that does not cover all of it is of other times (as a typed fact held in part of it is marked ``[in
    part of it: …]``); one stating a point ("in 1996") may say when it began, and stays."""
    wanted = frozenset(terms)
    seen: set[str] = set()
    then: list[tuple[bool, float, int, int, int, DatedSentence]] = []
    other: list[tuple[int, int, int, DatedSentence]] = []
    for number, (text, now) in enumerate(texts):
        for place, sentence in enumerate(sentence_times(text, now=now)):
            key = " ".join(sentence.text.split())
            shared = len(wanted & sentence.terms)
            if not sentence.spans or key in seen or (sentence.inherited and wanted and not shared):
                continue  # a sentence stating no time of its own is shown only for the question's words
            seen.add(key)
            begins = min(start for start, _ in sentence.spans)
            if edge and not sentence.inherited and (begins >= low if edge == "after" else begins < high):
                then.append(
                    (not shared, 0.0, begins - low if edge == "after" else high - begins, 0, len(then), sentence)
                )
                continue
            fit = 0.0 if edge else _fit(sentence, low, high) * (0.5 if sentence.inherited else 1.0)
            if (
                whole
                and sentence.ranged
                and not any(covers(start, end, low, high, whole) for start, end in sentence.spans)
            ):
                fit = 0.0  # its stated range held over part of the range asked only ("in 1963" may start it)
            if fit >= _LEAST_FIT:
                begins = min(
                    (max(start, low) for start, end in sentence.spans if start < high and end > low), default=high
                )
                then.append((not shared, -round(fit, 3), begins - low, -shared, len(then), sentence))
            elif not sentence.inherited and (shared or not wanted):
                other.append((begins, number, place, sentence))
    first = [f"- ({_said(sentence)}) {' '.join(sentence.text.split())}" for *_, sentence in sorted(then)]
    later = [f"- [{said}] {text}" for _, said, text in sorted(_runs(other))]
    return cut_lines(first, room, count_tokens), cut_lines(later, room_other, count_tokens)


def _runs(other: list[tuple[int, int, int, DatedSentence]]) -> list[tuple[int, str, str]]:
    """The sentences of other times (each ``(begins, text number, place in it, sentence)``) as runs: a sentence
    right after another of its text that names a name that one names goes on its line, in the text's order ("…,
    who replaced Olaf Brenner. Olaf Brenner had steered it from 2014.": read apart, the first names him without
    the time he began), each run with its earliest time and its times in words."""
    runs: list[list[tuple[int, int, int, DatedSentence]]] = []
    for item in sorted(other, key=lambda item: (item[1], item[2])):
        last = runs[-1][-1] if runs else None
        if last is not None and (last[1], last[2] + 1) == item[1:3] and _names(last[3].text) & _names(item[3].text):
            runs[-1].append(item)
        else:
            runs.append([item])
    return [
        (
            min(item[0] for item in run),
            "; ".join(dict.fromkeys(item[3].said for item in run)),
            " ".join(" ".join(item[3].text.split()) for item in run),
        )
        for run in runs
    ]


_NAME_RUN = re.compile(r"\b[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*")


def _names(sentence: str) -> set[str]:
    """The capitalised runs of ``sentence`` (names), but one word opening it ("Since", "She")."""
    return {found.group() for found in _NAME_RUN.finditer(sentence) if found.start() or " " in found.group()}


def _said(sentence: DatedSentence) -> str:
    """The time a sentence states, or the one it takes from the text before it (said so)."""
    return f"{sentence.said}, said before it" if sentence.inherited else sentence.said


def texts_about(store: VersionStore, record: str, *, as_of: int, known_at: int) -> list[tuple[str, int]]:
    """The texts of the episodes that name ``record`` (held at ``as_of`` as known at ``known_at``), each with
    the day it was written, latest first."""
    found = [  # a folded name's links ended with it: its texts still speak of this concept
        (episode.text, episode.valid_from)
        for held in _folded(store, record, known_at=known_at)
        for episode in episodes_naming(store, held, as_of=as_of, known_at=known_at, any_link=held != record)
    ]
    return sorted(dict.fromkeys(found), key=lambda text: -text[1])


def _folded(store: VersionStore, record: str, *, known_at: int) -> list[str]:
    """``record`` and the concepts folded into it under one of its aliases (:func:`~.names.merged_into`: a name
    the texts said short that a longer one took over)."""
    versions = known_versions(store, record, known_at=known_at)
    aliases = versions[-1].aliases if versions else ()
    found = [record]
    for alias in aliases:
        for other in store.names.get(name_key(alias), []):
            if other not in found and merged_into(store, other, known_at=known_at) == record:
                found.append(other)
    return found


def event_window(texts: Iterable[tuple[str, int]], reading: str, names: Collection[str]) -> tuple[int, int] | None:
    """Where ``after``/``before`` an event puts the asked time by the texts: just after the latest time a
    sentence naming one of ``names`` states (``reading`` ``"after"``), or up to the earliest (``"before"``);
    ``None`` when no sentence naming it states a time."""
    patterns = [whole_words(name) for name in names if name]
    starts = [
        min(start for start, _ in sentence.spans)
        for text, now in texts
        for sentence in sentence_times(text, now=now)
        if sentence.spans and not sentence.inherited and any(pattern.search(sentence.text) for pattern in patterns)
    ]
    if not starts:
        return None
    return (max(starts) + 1, FOREVER) if reading == "after" else (BEGINNING, min(starts))


def dated_evidence(
    store: VersionStore,
    record: str,
    *,
    facts: Iterable[Fact],
    asked: Collection[str],
    low: int,
    high: int,
    known_at: int,
    terms: Collection[str],
    count_tokens: Callable[[str], int],
    budget: int,
    event: tuple[str, Collection[str]] = ("", ()),
    whole: bool | Precision = False,
) -> tuple[list[str], list[str]]:
    """For a walk asked at ``[low, high)`` whose asked relation no typed fact answers then
    (:func:`answered_then`): the lines to put before its facts (:data:`EVIDENCE_HEADING` and the sentences of
    that time, in a fifth of ``budget``) and after them (the sentences of other times only, marked, in an
    eighth), from the texts naming ``record`` as known at ``known_at``; nothing when a typed fact answers.

    ``event`` is the question's ``before``/``after`` and the names of what it is before or after ("after
    Pahang"): when sentences of the texts naming it state a time, what came after the latest of them (before
    the earliest) is what is asked (:func:`event_window`), else ``[low, high)``; ``whole``: a range asked, which
    a sentence answers only when its time covers all of it (:func:`time_evidence`)."""
    named = set(event[1]) if event[0] in ("after", "before") else set()  # "after Brandt": not Brandt's own stint
    words = {term for term in terms if not term.isdigit()}
    facts = list(facts)
    unnamed = [fact for fact in facts if not {fact.subject, fact.object} & named]
    if answered_then(unnamed, asked, any_typed=not asked and not words):  # "who was <the concept> in 1730?"
        return [], []
    texts = texts_about(store, record, as_of=max(high - 1, known_at), known_at=known_at)
    if not texts:
        return [], []
    room = budget // 5 - count_tokens(EVIDENCE_HEADING) - 1
    window = event_window(texts, *event) if event[0] in ("after", "before") else None
    edge = event[0] if window is not None else ""
    low, high = window or (low, high)
    then, other = time_evidence(
        texts,
        low=low,
        high=high,
        terms=words,
        count_tokens=count_tokens,
        room=room,
        room_other=budget // 8,
        edge=edge,
        whole=False if edge else whole,
    )
    for corrected in dict.fromkeys([record, *_ends(store, facts)]):  # the concept's, then its facts' ends' own
        fixes = corrections_of(store, corrected, known_at=known_at)  # a sentence a later correction says was wrong:
        if fixes:  # marked, and after the facts (with the other times), never first
            name = store.records[corrected][-1].name
            (then, stale), (kept, stale_other) = (mark_corrected(lines, fixes, name=name) for lines in (then, other))
            other = kept + stale + stale_other
    return ([EVIDENCE_HEADING, *then] if then else []), other
