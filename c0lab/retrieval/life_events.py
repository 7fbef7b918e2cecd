"""When a concept's own life changed: "when the Institute was renamed", "when the Bureau was merged", "when the
Office closed", "when Talbot died", "when the Society was founded".

An event clause whose verb tells what happened to the thing it names (not a relation between it and what
is asked) is read from that thing's own dates as the memory holds them: a rename or merge is its supersession
(the ``SUPERSEDES`` trail, either way: "when the Plasma Programme was renamed" is when it superseded its
predecessor) or its invalidation; a closure its end, whatever the reason; a death its end or the end of a
relation the memory says a death ended (``end(…, reason="his death")``); a founding its start. When the memory
holds no such date (a text read into co-mentions), a sentence of the texts naming it that says the change and a
date right after it ("It was renamed the Plasma Programme in 1979 and shut in 2003.") gives it.
:func:`life_event` gives that moment and the words a walk's header says it with.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .._errors import BadDateError
from .._reading import find_time
from .._time import BEGINNING, FOREVER, format_end, format_time, period_start
from ..index.keyword import STOPWORDS, whole_words
from ..model.records import CONCEPT, Version
from ..store.slices import TRAIL
from ..store.versions import VersionStore
from .corrected_sentences import contradicts, corrections_of
from .dated_texts import sentence_times, texts_about
from .names import known_versions
from .render import one_line

__all__ = ["life_event", "tells_death"]

_RENAMED = r"renamed|re-named|rebranded|retitled|became|turned\s+into|superseded|replaced"
_MERGED = r"merged|absorbed|amalgamated|folded|combined|taken\s+over|subsumed"
_CLOSED = (
    r"closed|shut(?:\s+down)?|dissolved|abolished|disbanded|wound\s+up|ended|ceased|demolished|destroyed"
    r"|liquidated|terminated|discontinued|scrapped|cancell?ed|defunct"
)
_DIED = r"died|dies|death|passed\s+away|was\s+killed|perished"
_FOUNDED = (
    r"founded|established|set\s+up|created|formed|opened|started|began|instituted|chartered|born|built"
    r"|inaugurated|launched|incorporated"
)
_KINDS = [
    (kind, re.compile(rf"\b(?:{words})\b", re.IGNORECASE))
    for kind, words in (
        ("renamed", _RENAMED),
        ("merged", _MERGED),
        ("died", _DIED),
        ("closed", _CLOSED),
        ("founded", _FOUNDED),
    )
]
_DEATH = re.compile(r"\b(?:death|died|dead|passed\s+away|killed|deceased)\b", re.IGNORECASE)


def _kind(clause: str) -> str | None:
    """Which change of a thing's own life a clause tells ("renamed", "merged", "closed", "died", "founded")."""
    found = [(match.start(), kind) for kind, pattern in _KINDS if (match := pattern.search(clause))]
    return min(found)[1] if found else None


def tells_death(clause: str) -> bool:
    """Whether an event clause tells a death ("when Talbot died", "after his death"): no tie's end stands for it."""
    return _kind(clause) == "died"


def life_event(
    store: VersionStore,
    records: list[str],
    clause: str,
    *,
    known_at: int,
    name: Callable[[str], str],
    facts: Callable[..., Iterable[tuple[Version, str, str]]],
) -> tuple[int, str] | None:
    """The moment an event clause's verb gives of a named concept's own life, and what the memory holds for it
    in words (see the module docstring); ``None`` when the clause tells no such change or the memory holds none
    for the concepts it names (``records``: the first that has one answers). ``facts(record, known_at=, trail=)``
    gives a concept's relations (:func:`~c0lab.retrieval.question.facts_of`).

    Supersessions are looked for first for a rename or merge ("renamed", "became", "merged"), between two
    names the clause uses when it uses two; then the concept's own end; for a founding, its start."""
    kind = _kind(clause)
    if kind is None:
        return None
    concepts = [record for record in records if store.records[record][0].kind == CONCEPT]
    for record in concepts:
        versions = known_versions(store, record, known_at=known_at)
        if not versions:
            continue
        if kind == "founded":
            start = min(version.valid_from for version in versions)
            if start > BEGINNING:
                return start, f"{name(record)} from {format_time(start)}"
            continue
        if kind in ("renamed", "merged"):
            trail = _trail(facts(record, known_at=known_at, trail=True), record, others=concepts, name=name)
            if trail is not None:
                return trail
            if kind == "renamed":
                continue
        ended = _own_end(versions, name(record))
        if ended is not None:
            return ended
        if kind == "died":
            death = _ended_by_death(facts(record, known_at=known_at), name=name)
            if death is not None:
                return death
    if not _TOLD[kind].search(clause):  # "when Hugo became director": a role's start, its relation's time
        return None
    for record in concepts:  # none held as dates: the texts that name it may say when ("… shut in 2003")
        told = _told(store, record, kind, known_at=known_at, name=name)
        if told is not None:
            return told
    return None


_TOLD = {kind: pattern for kind, pattern in _KINDS} | {
    "renamed": re.compile(r"\b(?:renamed|re-named|rebranded|retitled)\b", re.IGNORECASE),
    "died": re.compile(rf"\b(?:{_DIED}|death)\b", re.IGNORECASE),
}
_NEAR = 60
"""The most characters between a verb and the date a text says it happened at ("merged into the National Physics
Laboratory in 1982")."""


def _told(
    store: VersionStore, record: str, kind: str, *, known_at: int, name: Callable[[str], str]
) -> tuple[int, str] | None:
    """The time a sentence of the texts naming ``record`` gives a change of ``kind``: the first date after one of
    its verbs ("shut in 2003", "his death in 1988"), within :data:`_NEAR` characters and the same sentence;
    in words, the sentence. The latest text first; a sentence a later correction of ``record`` contradicts is
    passed over (:func:`~.corrected_sentences.contradicts`)."""
    named = _named(name(record))
    fixes = [fix.text for fix in corrections_of(store, record, known_at=known_at)]
    for text, now in texts_about(store, record, as_of=known_at, known_at=known_at):
        for sentence in sentence_times(text, now=now):
            if not sentence.spans or not named(sentence.text):
                continue
            if any(contradicts(fix, sentence.text) for fix in fixes):
                continue  # a later correction says it was wrong
            for verb in _TOLD[kind].finditer(sentence.text):
                try:
                    reading = find_time(sentence.text[verb.end() : verb.end() + _NEAR], now=now)
                except BadDateError:
                    continue
                if reading is not None and reading.start > BEGINNING:
                    return reading.start, f"as a text says: {one_line(sentence.text)[:160]}"
    return None


def _named(full: str) -> Callable[[str], bool]:
    """A sentence naming ``full`` in a text about it: by the whole name, or (a name of several words) by its last
    ("Halley died in Jan. 1742." of Edmond Halley, in a text that names him whole), not after another capitalised word
    ("The painter Ivo Solberg died": another Solberg)."""
    words = full.split()
    last = words[-1] if len(words) > 1 and words[-1][:1].isupper() and len(words[-1]) > 2 else ""
    whole = whole_words(full)
    if not last:
        return lambda text: whole.search(text) is not None
    short = whole_words(last)

    def names(text: str) -> bool:
        return whole.search(text) is not None or any(
            not _another_name(text[: found.start()]) for found in short.finditer(text)
        )

    return names


def _another_name(before: str) -> bool:
    """Whether the words before a surname make it another's: a capitalised word that is no common word opening
    the sentence ("Ivo Solberg", "The painter Ivo Solberg"; not "Then Solberg", "In 1820 Solberg")."""
    words = before.split()
    if not words or not words[-1][:1].isupper():
        return False
    return len(words) > 1 or words[-1].lower().strip(".,;:") not in STOPWORDS


def _trail(
    facts: Iterable[tuple[Version, str, str]], record: str, *, others: list[str], name: Callable[[str], str]
) -> tuple[int, str] | None:
    """The supersession of ``facts`` (``record``'s relations, supersession links included) with another of
    ``others`` when the clause names two, the earliest where ``record`` lost its name (the old side; where it
    got it only when none: a name renamed back got it first): its time and "OLD superseded DAY by NEW"."""
    found = [
        (target != record, version.valid_from, f"{name(target)} superseded {{day}} by {name(source)}")  # NEW → OLD
        for version, source, target in facts
        if version.name == TRAIL
        and version.valid_from > BEGINNING
        and (len(others) < 2 or {source, target} <= set(others))
    ]
    if not found:
        return None
    _, moment, said = min(found)
    return moment, said.format(day=format_time(moment))


def _own_end(versions: list[Version], named: str) -> tuple[int, str] | None:
    """A concept's end as the memory holds it (superseded, invalidated, ended), or ``None`` while it holds."""
    last = max(versions, key=lambda version: version.valid_to)
    if last.valid_to >= FOREVER:
        return None
    said = last.precisions[1]  # "invalidated 1982", held through 1982: the change fell in 1982
    day, moment = (
        format_end(last.valid_to, precision=said),
        period_start(last.valid_to, said) if said else last.valid_to,
    )
    if last.reason.startswith("superseded by") and last.cause:
        return moment, f"{named} superseded {day} by {last.cause}"
    return moment, f"{named} invalidated {day}: {last.reason}" if last.reason else f"{named} ended {day}"


def _ended_by_death(facts: Iterable[tuple[Version, str, str]], *, name: Callable[[str], str]) -> tuple[int, str] | None:
    """The earliest end of a relation of ``facts`` whose reason says a death ("his death"): its time, in words."""
    found = [
        (
            period_start(version.valid_to, version.precisions[1]) if version.precisions[1] else version.valid_to,
            f"{name(source)} {version.name} {name(target)} ended "
            f"{format_end(version.valid_to, precision=version.precisions[1])}: {version.reason}",
        )
        for version, source, target in facts
        if version.valid_to < FOREVER and _DEATH.search(version.reason or "")
    ]
    return min(found) if found else None
