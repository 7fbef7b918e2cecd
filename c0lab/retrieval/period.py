"""The time a question asks about as an interval, and which facts held in it.

A question that states a period ("in 1908", "as of 2018", "in Jan, 1908")
asks about the whole period, and one that states a range ("from 1902 to
1910") about the whole range: :func:`asked_span` gives that interval. The
walk reads the memory as it stood at the interval's end, and
:func:`settle` brings back, as current for the interval, the facts that
held at any time in it, with two marks:

- a fact **replaced** within the interval (another value of the same
  relation of the same concept began after it ended, or in the period its
  end was stated at: "to 1910" then "from 1910" share the year 1910) is
  marked ``[replaced … by …]`` and listed after what replaced it; this is
  also how a question at a point inside a shared boundary period reads;
- asked over a range, a fact that did not hold over the whole of it is
  marked ``[in part of it: …]`` (those that held longest first): no value
  answers for the range then.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import replace

import pandas as pd

from .._reading import Precision, TimeReading, to_datetime
from .._time import BEGINNING, FOREVER, format_span, format_time, micros_of_timestamp, period_start
from ..index.keyword import whole_words
from .corrections import denies
from .ended import WITHDRAWN
from .lexicon import post_word
from .render import one_line, shown_name
from .walk import CORRECTED, Fact

__all__ = [
    "CO_MENTION",
    "EDGE_CUES",
    "Siblings",
    "SingleOwner",
    "asked_span",
    "covers",
    "one_holder",
    "settle",
    "stale_notes",
    "suppose",
    "with_stale_notes",
]

CO_MENTION = "MENTIONED_WITH"
"""The type the extractors give two names said together with no typed relation between them."""

EDGE_CUES = ("before", "until", "till", "after", "since", "from", "by")
"""Cue words that ask about an edge of a period (a point in time), not about the whole of it."""
_PERIODS = (
    Precision.MONTH,
    Precision.SEASON,
    Precision.QUARTER,
    Precision.PART,
    Precision.YEAR,
    Precision.DECADE,
    Precision.DECADE_PART,
    Precision.CENTURY,
    Precision.CENTURY_PART,
)
_DAY = 86_400_000_000


def asked_span(reading: TimeReading | None, *, until: int | None = None) -> tuple[int, int] | None:
    """``[start, end)`` of the period or range a question asks about as a whole; ``None`` for a point.

    A range ("from 1902 to 1910") and a period stated without an edge cue ("in 1908", "as of January 1908",
    "mid-2018": May to August) are intervals; so is "since 2023" given ``until`` (the present of the read):
    the whole period and on to then. A day, an instant and "before/after/by …" are points.
    """
    if reading is None:
        return None
    if reading.cue == "between":
        return reading.start, reading.end
    if reading.cue == "since" and until is not None:
        return reading.start, max(reading.end, until + 1)
    if reading.cue == "after" and until is not None and reading.end <= until:  # "after 2010": 2011 on, as "since"
        return reading.end, until + 1
    if reading.cue in EDGE_CUES or reading.precision not in _PERIODS:
        return None
    return reading.start, reading.end


def _micros(moment: pd.Timestamp, *, open_as: int) -> int:
    return open_as if pd.isna(moment) else micros_of_timestamp(moment)


def _edge(start: int) -> str:
    """A start at the precision it falls at: ``1910``, ``2008-01``, ``2018-08-14``."""
    if start % _DAY:
        return format_time(start)
    moment = to_datetime(start)
    if (moment.month, moment.day) == (1, 1):
        return str(moment.year)
    return f"{moment.year:04d}-{moment.month:02d}" if moment.day == 1 else format_time(start)


Siblings = Callable[[Fact, str], list[tuple[str, int, int]]]
"""The other values of a fact's relation at the same end of it (``side`` ``out``: from its subject, ``in``: to
its object), whatever their valid time: ``(name, valid_from, valid_to)`` each."""


def without_echoes(facts: list[Fact], *, root: str, typed: Collection[frozenset[str]]) -> list[Fact]:
    """``facts`` less the co-mentions of ``root`` (by name) with a concept a typed relation also links it to
    (``typed``: the pairs of names so linked, at any time): two names said together where a sentence also
    says how they are linked add nothing, and their dates are the sentence's, not the link's."""
    return [
        fact
        for fact in facts
        if not (fact.relation == CO_MENTION and root in (fact.subject, fact.object))
        or frozenset((fact.subject, fact.object)) not in typed
    ]


SingleOwner = Callable[[str, str, str], "tuple[str, str] | None"]
"""``(relation type, source, target)`` → (the end that holds one value of it at a time, the sense), or ``None``
for a type of no single-valued sense (``X LED_BY Y``: X has one leader; ``Y LEADS X`` too)."""


def one_holder(
    facts: list[Fact],
    *,
    root: str,
    single: SingleOwner,
    multi_valued: Collection[str] = (),
    names: Collection[str] = (),
    asked: int | None = None,
    others: Sequence[Fact] = (),
) -> list[Fact]:
    """``facts`` with the current facts that give ``root`` (by name) two or more values of one single-valued
    sense at once — under one type or several ("appointed director of", "coordinated by") — read as one
    after another: each dated value but the latest begun is marked ``replaced <start> by <next>`` (the next
    value begun after it, an ended one too) and listed after the current ones. Values with no start, or begun
    together, are left as they are: nothing says which came first; so is a value told as held beside the others
    (:attr:`~c0lab.retrieval.walk.Fact.alongside`), which replaces none, and one begun as another value ended,
    which replaced that one only. A type in ``multi_valued`` is never read so.
    ``names``: the other names ``root`` went by (renamed): their values are ``root``'s (one seat under two names).
    ``asked``: where the asked time begins (UTC µs): a value replaced before it was not held then, and is listed
    with what no longer holds (status ``ended``), not as current. ``others``: the facts of ``names`` the walk did
    not reach (asked about an old name, its successor's): their values count, but are not listed."""
    owners = {root, *names}
    groups: dict[str, list[tuple[int, int, str, str | None]]] = {}
    begun: dict[str, list[tuple[int, str, str | None]]] = {}  # every dated value of each sense (and post), ended too,
    # but one told as held beside the values before it ("B also chairs X"): it replaced none, and none replaced it
    ended: dict[str, set[tuple[int, int, str]]] = {}  # each sense's ended values, with the period they ended in
    for place, fact in enumerate([*facts, *others]):
        subject, object = (  # an old name's label carries its end: "Kestrel Labs [superseded … by …]"
            plain if plain in owners else label
            for plain, label in zip(fact.names(), (fact.subject, fact.object), strict=True)
        )
        if not owners & {subject, object} or fact.relation in multi_valued:
            continue
        owner = single(fact.relation, subject, object) if fact.relation != CO_MENTION else None
        if owner is None or owner[0] not in owners or subject == object or pd.isna(fact.valid_from):
            continue
        start = micros_of_timestamp(fact.valid_from)
        value = object if subject == owner[0] else subject
        if start > BEGINNING and fact.status != "undated":  # read with no date: begun at no time said
            post = post_word(fact.relation)  # a captain and a chair of one club: two posts (None: any leader)
            begun.setdefault(owner[1], []).extend([] if fact.alongside else [(start, value, post)])
            if fact.status == "current":
                groups.setdefault(owner[1], []).append((start, place, value, post))
        if fact.status != "current" and not pd.isna(fact.valid_to):
            end = micros_of_timestamp(fact.valid_to)  # "ended 2021" (through 2021): the hand-over in 2021
            ended.setdefault(owner[1], set()).add((period_start(end, fact.precision.partition("/")[2]), end, value))
    settled = list(facts)
    marked: list[int] = []
    for sense, members in groups.items():
        for start, place, value, post in members:
            if len(members) < 2 or place >= len(facts) or facts[place].alongside:
                continue  # one held beside the others is ended by what says so only
            after = sorted(
                (begins, other)
                for begins, other, held in begun[sense]
                if other != value
                and begins > start
                and (held == post or post is None or held is None and _latest_post(members, start, begins))
                and not _took_over(other, begins, ended.get(sense, set()), value)
            )
            if after and value not in {other for begins, _, other, _ in members if begins > start}:
                before = asked is not None and after[0][0] < asked  # replaced before the asked time: held no more
                settled[place] = replace(
                    facts[place],
                    status="ended" if before else "replaced",
                    note=f"replaced {_edge(after[0][0])} by {after[0][1]}",
                )
                marked.append(place)
    later = set(marked)
    return [fact for place, fact in enumerate(settled) if place not in later] + [settled[place] for place in marked]


def _took_over(value: str, begins: int, ended: set[tuple[int, int, str]], other: str) -> bool:
    """Whether ``value``, begun at ``begins``, took over from a value but ``other`` that ended then, in the period
    its end was stated at ("C replaced B in 2021", B held beside A): it replaced that one, not ``other``."""
    return any(low <= begins <= end and gone not in (value, other) for low, end, gone in ended)


def _latest_post(members: list[tuple[int, int, str, str | None]], start: int, begins: int) -> bool:
    """Whether no other post's value began between ``start`` and a leader of no post begun at ``begins``: that
    leader replaces the latest post only ("head of" after a captain and a chair: the chair, if begun later)."""
    return not any(start < other < begins for other, _, _, held in members if held is not None)


def settle(
    facts: list[Fact],
    *,
    root: str,
    span: tuple[int, int] | None,
    point: int,
    ranged: bool | Precision = False,
    siblings: Siblings | None = None,
    multi_valued: Collection[str] = (),
) -> list[Fact]:
    """``facts`` with the relations of ``root`` (the walk's concept, by name) judged for the asked time.

    ``span`` is the interval asked (``None``: the point ``point``). Facts
    that held at any time in it (ended ones of the concept included) are
    current for it; those replaced within it by another value of the same
    relation of the same concept, or (``ranged``) held in part of it only,
    are marked (see the module docstring) and placed after the current ones.
    ``ranged`` may be the precision the range was asked at: a fact that began in
    the range's first period and ended in its last at that precision held over
    it ("married 1972-01 to 1984-06" asked "from 1972 to 1984": 1984 is a year).
    ``siblings`` finds the values that replaced a fact when the walk did not
    reach them (a fact of a neighbour); without it only the listed facts count.
    Facts the walk reached only through a marked one (its path passes it) are
    left out: they are the neighbourhood of a value that is not the asked
    time's, as the neighbourhood of an ended value is never reached.
    A relation of a type in ``multi_valued`` (declared to hold several values
    at once) is never replaced by a later value: a colleague since March does
    not replace one of ten years.
    """
    low, high = span if span is not None else (point, point + 1)
    spans: dict[int, tuple[int, int]] = {}
    groups: dict[tuple[str, str, str], list[int]] = {}
    for place, fact in enumerate(facts):
        if not (fact.status == "current" or (fact.status == "ended" and fact.note.startswith("ended "))):
            continue
        start = _micros(fact.valid_from, open_as=BEGINNING)
        end = _micros(fact.valid_to, open_as=FOREVER)
        if not (start < high and end > low):
            continue
        side = "in" if fact.object == root and fact.subject != root else "out"
        spans[place] = (start, end)
        groups.setdefault((side, fact.relation, fact.object if side == "in" else fact.subject), []).append(place)
    settled = list(facts)
    marked: list[int] = []
    for (side, _, _), members in groups.items():
        other = {place: facts[place].subject if side == "in" else facts[place].object for place in members}
        for place in members:
            start, end = spans[place]
            fact = facts[place]
            values = [(other[key], *spans[key]) for key in members]
            if siblings is not None and end < FOREVER:
                values += siblings(fact, side)
            after = [
                (begins, name)
                for name, begins, ends in values
                if name != other[place]
                and end < FOREVER
                and begins >= max(start, period_start(end))
                and (begins > start or ends > end)
                and begins < high
            ]
            if after and not ranged and facts[place].relation not in multi_valued:
                begins, name = min(after)
                note = f"replaced {_edge(begins)} by {name}"
                settled[place] = replace(fact, status="replaced", note=note)
                marked.append(place)
            elif fact.status == "ended" and (end >= high or high - low > 2):  # held in the time asked; one that
                settled[place] = replace(fact, status="current", note="")  # ended at a hand-over read whole (a
                # moment's window, event_ends.handover_span) with no successor stays ended: it no longer held then
        if ranged:
            held = {place: _held(place, members, spans, other, low, high) for place in members}
            for place in sorted(members, key=lambda key: -held[key]):
                start, end = spans[place]
                if not covers(start, end, low, high, ranged):  # it did not hold over the whole range
                    settled[place] = replace(
                        facts[place], status="replaced", note=f"in part of it: {format_span(start, end)}"
                    )
                    marked.append(place)
    if not marked:
        return settled
    later = set(marked)
    stale = {settled[place].path[-1] for place in marked if settled[place].path}
    beyond = {place for place, fact in enumerate(settled) if stale.intersection(fact.path[:-1])}
    return [fact for place, fact in enumerate(settled) if place not in later | beyond] + [
        settled[place] for place in marked if place not in beyond
    ]


def _grain(moment: int, precision: Precision) -> tuple[int, ...]:
    """The period at ``precision`` that holds ``moment`` (a year, a month …), as a comparable key; the moment
    itself for a precision that is no calendar unit (a season, a part of a year)."""
    if moment in (BEGINNING, FOREVER):
        return (moment,)
    at = to_datetime(moment)
    keys = {
        Precision.DAY: (at.year, at.month, at.day),
        Precision.MONTH: (at.year, at.month),
        Precision.QUARTER: (at.year, (at.month - 1) // 3),
        Precision.YEAR: (at.year,),
        Precision.DECADE: (at.year // 10,),
        Precision.CENTURY: (at.year // 100,),
    }
    return keys.get(precision, (moment,))


def covers(start: int, end: int, low: int, high: int, ranged: bool | Precision) -> bool:
    """Whether ``[start, end)`` held over the range ``[low, high)``, read at the range's precision when given
    (a fact that ends in the range's last year covers it at year precision)."""
    if start <= low and end >= high:
        return True
    if not isinstance(ranged, Precision):
        return False
    first = start <= low or _grain(start, ranged) == _grain(low, ranged)
    return first and (end >= high or _grain(end - 1, ranged) == _grain(high - 1, ranged))


def _held(
    place: int, members: list[int], spans: dict[int, tuple[int, int]], other: dict[int, str], low: int, high: int
) -> int:
    """How long a fact surely held inside ``[low, high)``: a period it shares with another value of the
    relation at either edge ("to 1910", "from 1910") counts for neither."""
    start, end = spans[place]
    for key in members:
        if other[key] == other[place]:
            continue
        begins, ends = spans[key]
        if end < FOREVER and period_start(end) <= begins < end:
            end = begins  # the next began in the period this one's end was stated at
        if start > BEGINNING and period_start(ends) <= start < ends:
            start = ends
    return max(0, min(end, high) - max(start, low))


def suppose(facts: list[Fact], *, root: str, names: Collection[str], said: str) -> list[Fact]:
    """``facts`` with those of ``root`` (by name) whose other end a question's premise names (``names``: "…, if
    X played for Luton Town in 1997?") first, as what the question supposes: unmarked, with their stored
    valid time and a remark saying what is supposed (``said``: "in 1997"). The walk does not reason from a
    premise; it shows the fact the premise is about before the others, and says so."""
    supposed = [
        place
        for place, fact in enumerate(facts)
        if fact.depth == 1
        and fact.status in ("current", "replaced", "ended")
        and ((fact.subject == root and fact.object in names) or (fact.object == root and fact.subject in names))
    ]
    if not supposed:
        return facts
    first = [
        replace(facts[place], status="current", note="", remark=f"the question supposes it {said}".rstrip())
        for place in supposed
    ]
    chosen = set(supposed)
    return first + [fact for place, fact in enumerate(facts) if place not in chosen]


_HOLDING = ("current", "inferred")
"""Statuses of facts that hold at the asked time and were not replaced in it."""


def stale_notes(text: str, facts: Sequence[Fact], *, root: str) -> str:
    """What ``text`` (a concept's description, an episode) needs after it when it names the other end of a typed
    fact of ``root`` that no longer holds or was replaced (a co-mention's end says nothing), and of none that
    holds: that fact's note, so a line that states an ended fact states its end (`` [Mara Quill: ended
    2022-03-01, Tomas Vey took over]``); ``""`` when it names none.

    >>> from types import SimpleNamespace as Fact
    >>> old = Fact(subject="Zephyr", relation="LED_BY", object="Mara Quill", status="ended",
    ...            note="ended 2022-03-01, Tomas Vey took over")
    >>> stale_notes("Mara Quill was named lead of Zephyr in 2019.", [old], root="Zephyr")
    ' [Mara Quill: ended 2022-03-01, Tomas Vey took over]'
    """
    others = [
        (fact, fact.object if fact.subject == root else fact.subject)
        for fact in facts
        if root in (fact.subject, fact.object)  # a fact further out naming the old value does not make it hold
    ]
    holding = {other for fact, other in others if fact.status in _HOLDING}
    notes: dict[str, str] = {}
    for fact, other in others:
        if fact.status in (*_HOLDING, "undated") or fact.relation == CO_MENTION or not fact.note or other in holding:
            continue
        if fact.status == WITHDRAWN and (denies(text, other) or denies(text, root)):
            continue  # the correction itself ("…, not Ben Holt"): no mark of its own withdrawal
        if other not in notes and whole_words(other).search(text):
            notes[other] = fact.note
    return "".join(f" [{shown_name(other)}: {one_line(note)}]" for other, note in notes.items())


def with_stale_notes(line: str, facts: Sequence[Fact], *, root: str) -> str:
    """``line`` with its :func:`stale_notes` after its words and before the correction note it ends with, if any
    ("… in late 2011. [Rilovo Vora: ended late 2020] [corrected 2025-02-21: …]"): a line cut to fit the budget
    keeps the mark of the time it tells before the long note."""
    notes = stale_notes(line, facts, root=root)
    at = line.find(f" {CORRECTED}")
    return line + notes if at < 0 else line[:at] + notes + line[at:]
