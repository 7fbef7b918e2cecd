"""When the values a line names began: its note of each one's start, for a question asked of an earlier time.

Asked "who led Project Dunqua in 2006?", a text saying "Mocor Lorimir took over Project Dunqua from Grivo
Phaphapha in 2014" names Grivo Phaphapha without the time he began (2011): read alone, it says he may have led it
in 2006. The store holds when he began. :func:`later_starts` reads, for the concept a walk reached, each value a
typed fact of an asked relation joins to it and whose every tie of that kind states a start after the asked time;
:func:`start_notes` gives a line naming one of them, without stating that start, its note
(`` [Grivo Phaphapha: from 2011]``), as :func:`~c0lab.retrieval.period.stale_notes` gives a line naming a value
that ended its end.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from .._time import BEGINNING, format_edge, micros_of_timestamp
from ..index.keyword import whole_words
from ..model.records import CONCEPT
from ..store.versions import VersionStore
from .dated_texts import date_readings
from .names import named_records
from .period import CO_MENTION
from .question import facts_of
from .render import shown_name
from .walk import Walk

__all__ = ["Start", "later_starts", "start_noter", "start_notes"]

Start = tuple[int, str]
"""A value's first stated start (microseconds) and that start as a line says it (``2011``, ``summer 2011``)."""


def later_starts(store: VersionStore, walk: Walk, *, known_at: int) -> dict[str, Start]:
    """The values (by name) that typed facts of ``walk``'s concept join to it, of an asked relation type (any but a
    co-mention when none is asked), known at ``known_at``, whose ties to it all state a start after the time the
    question asked of (``walk.as_of``): each one's first start. Empty when the question stated no time.

    A value with a tie of no stated start (or stated with no date at all), or one begun by then, is left out:
    nothing says it began later.
    """
    if walk.concept is None or not walk.read or walk.as_of >= walk.known_at:
        return {}
    asked = set(walk.asked)
    first: dict[str, Start] = {}
    unplaced: set[str] = set()
    for record in named_records(store, walk.concept.name, known_at=known_at)[:1]:
        for version, source, target in facts_of(store, record, known_at=known_at):
            other = target if source == record else source
            if store.records[other][0].kind != CONCEPT or version.name == CO_MENTION:
                continue
            if asked and version.name not in asked:
                continue
            name = store.records[other][-1].name
            if version.valid_from == BEGINNING or version.undated:  # held from a time not said
                unplaced.add(name)
            elif name not in first or version.valid_from < first[name][0]:
                first[name] = (version.valid_from, format_edge(version.valid_from, precision=version.precisions[0]))
    asked_of = micros_of_timestamp(walk.as_of)
    return {name: start for name, start in first.items() if name not in unplaced and start[0] > asked_of}


def start_notes(text: str, starts: Mapping[str, Start], *, now: int) -> str:
    """What ``text`` needs after it when it names a value of ``starts`` (:func:`later_starts`) and states no time
    that holds its start, nor has its note: `` [name: from start]`` each; ``""`` when it needs none.

    >>> starts = {"Grivo Phaphapha": (1293840000000000, "2011")}  # 2011-01-01
    >>> start_notes("Mocor Lorimir took over Project Dunqua from Grivo Phaphapha in 2014.", starts, now=0)
    ' [Grivo Phaphapha: from 2011]'
    >>> start_notes("Grivo Phaphapha has led Project Dunqua since 2011.", starts, now=0)
    ''
    """
    named = [(name, start) for name, start in starts.items() if whole_words(name).search(text)]
    if not named:
        return ""
    readings = date_readings(text, now=now)
    notes = ""
    for name, (moment, said) in named:
        shown = shown_name(name)
        if f"[{shown}:" in text or any(reading.start <= moment < reading.end for reading in readings):
            continue
        notes += f" [{shown}: from {said}]"
    return notes


def start_noter(walk: Walk, starts: Mapping[str, Start]) -> Callable[[str], str]:
    """A context line naming ``walk``'s concept with the notes :func:`start_notes` gives it; any other line as it
    is (a line about another concept naming a value says nothing of when it joined this one)."""
    if not starts or walk.concept is None:
        return str
    now, about = micros_of_timestamp(walk.known_at), whole_words(walk.concept.name)
    return lambda line: line + start_notes(line, starts, now=now) if about.search(line) else line
