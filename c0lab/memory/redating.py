"""Dates a correction moves: "X left in 1931, not 1932" redates the one fact the memory holds dated 1932.

Ingest keeps every correction as a patch (its words stay readable); this module also corrects the *date* when
the sentence says which: a correction cue (:func:`~c0lab.extract.rules.correction_cue`) and a date it states
(D1), with the date it denies (D2: "in 1931, not 1932", "did not take over in 1938 but in 1939", "1931 (not
1932)") or, with no D2, a verb that says which edge it dates ("Actually, X founded Y in late 1907": a start;
"left", "resigned": an end). The fact corrected is the one relation of the named subject (restricted to the
names the sentence also says, when it says any) whose start or end falls in D2 at D2's precision (with no D2:
is dated, but not in D1), or the subject's own start; a founding verb moves the founded concept's start (and
the tie dated with it). Only when exactly one fact matches; otherwise nothing moves. The date is read with
the one reader (:func:`~c0lab._reading.phrases`, :func:`~c0lab._reading.read_time`); D1 takes the reading the
memory gave D2 (an end held as "until 1932", the instant before 1932, becomes the instant before 1931), else
the API's (``valid_to="1931"``: the end of 1931; ``valid_from``: its first day). The change is a
:meth:`~c0lab.memory.writes.Writes.redate` (or ``redate_concept``): old dates stay readable with ``known_at``,
``undo`` takes it back.
"""

from __future__ import annotations

import re
import warnings
from collections import Counter
from dataclasses import dataclass, replace

from .._errors import BadDateError, C0labError
from .._reading import Precision, TimeReading, phrases, read_time
from .._time import BEGINNING, FOREVER, parse_time, to_timestamp
from ..extract import Correction, OfflineExtractor
from ..extract.rules import correction_cue, surface
from ..index.keyword import whole_words
from ..model.records import EPISODE, RELATION
from ..model.results import Patch
from ..retrieval.event_ends import ENDING
from .core import MemoryCore
from .writes import Writes

__all__ = ["Claim", "claim_of", "correct_dates", "redate_correction", "redate_patch", "unapplied"]

_DENIAL = r"\bnot\b|n't\b|\bnever\b|\brather\s+than\b|\binstead\s+of\b"
_NOT = re.compile(_DENIAL, re.IGNORECASE)
_AFTER_NOT = re.compile(rf"(?:{_DENIAL})\s+([^,;.()]+?)\s*(?=[,;.()]|\bbut\b|$)", re.IGNORECASE)
"""The words after "not" ("rather than", "instead of") up to the clause's next mark: read whole as a date
when they are one ("not 1672")."""
_FOUNDING = surface(["found", "establish", "create", "form", "launch", "incorporate", "open"]) + "|set up"
_STARTING = (
    _FOUNDING
    + "|"
    + surface(["join", "start", "appoint", "elect", "arrive", "hire"])
    + "|stepped in|step in|took over|take over|taken over|taking over|takes over"
    + "|began|begun|begin|begins|became|become|since"
)
_FOUNDS = re.compile(rf"\b(?:{_FOUNDING})\b", re.IGNORECASE)
_ENDS = re.compile(rf"{ENDING.pattern}|\b(?:closed|dissolved|until|till)\b", re.IGNORECASE)
"""An end said (:data:`~c0lab.retrieval.event_ends.ENDING`), a place closing, or "until"."""
_STARTS = re.compile(rf"\b(?:{_STARTING})\b", re.IGNORECASE)
_SKIPPED = frozenset(["MENTIONS", "SUPERSEDES"])
"""Relation types that are no fact a correction dates: an episode's link, a supersession's trail."""


@dataclass(frozen=True)
class Claim:
    """What a correction says of a date: the date it states (``said``, with its words), the one it denies
    (``denied``, or None), which edge the clause dates (``"start"``, ``"end"`` or ``""``), whether it says a
    founding, and the clause."""

    said: TimeReading
    words: str
    denied: TimeReading | None
    role: str
    founds: bool
    clause: str


_SHOULD_READ = re.compile(r"\b(?:should\s+(?:have\s+)?(?:read|said|stated)|(?:kindly\s+)?read\s+as)\b\s*:?\s*", re.I)
"""What opens the words an erratum puts in place of the wrong ones: only they state the corrected date."""


def claim_of(text: str, *, at: int, cued: bool = True) -> Claim | None:
    """The date correction a cued sentence states (after "should have read", when it says so), or None (no cue, no
    date, two dates stated, two denied).
    ``cued=False``: the text is a correction by itself (a patch), no cue needed.

    >>> claim = claim_of("Correction: Ada Lund left in 1931, not 1932.", at=parse_time("2026"))
    >>> claim.said.label(), claim.denied.label(), claim.role
    ('1931', '1932', 'end')
    >>> claim_of("Ada Lund left in 1931.", at=parse_time("2026")) is None  # no cue
    True
    """
    if cued and correction_cue(text) is None:
        return None
    instead = _SHOULD_READ.search(text)  # "In our release of 15 February 2021, it should have read: B took over …"
    text = text[instead.end() :] if instead else text
    denied: list[TimeReading] = []
    for clause in re.split(r";|\s[\u2013\u2014]\s", text):
        said: list[tuple[TimeReading, str]] = []
        for reading, words, negated in _dates(clause, at=at):
            if negated:
                denied.append(reading)
            else:
                said.append((reading, words))
        if not said:
            continue
        if len(said) != 1 or len(denied) > 1:
            return None
        reading, words = said[0]
        if denied and (denied[0].start, denied[0].end) == (reading.start, reading.end):
            return None  # "in 1931, not 1931": nothing to move
        cue = reading.cue
        role = (
            "start"
            if cue in ("since", "from")
            else "end"
            if cue in ("until", "till") or _ENDS.search(clause)
            else "start"
            if _STARTS.search(clause)
            else ""
        )
        return Claim(reading, words, denied[0] if denied else None, role, bool(_FOUNDS.search(clause)), clause)
    return None


def _dates(clause: str, *, at: int) -> list[tuple[TimeReading, str, bool]]:
    """Each date of a clause: its reading (with its cue), its words, and whether "not" comes before it (since the
    previous date), in order. A date right after "not" is read whole ("not 1672": no cue needed)."""
    found: list[tuple[int, int, TimeReading, str]] = []
    for match in phrases(clause):
        try:
            reading = read_time(match["date"], now=at)
        except BadDateError:
            continue
        if reading.precision is Precision.INSTANT:  # "now", "currently": no date a correction moves
            continue
        cue = " ".join((match["cue"] or "").lower().split())
        found.append(
            (
                match.start(),
                match.end(),
                TimeReading(reading.start, reading.end, reading.precision, reading.text, cue, anchor=reading.anchor),
                match["date"],
            )
        )
    for match in _AFTER_NOT.finditer(clause):
        if any(start < match.end(1) and match.start(1) < end for start, end, _, _ in found):
            continue
        try:
            reading = read_time(match.group(1), now=at)
        except BadDateError:
            continue
        if reading.precision is Precision.INSTANT:
            continue
        found.append((match.start(1), match.end(1), reading, match.group(1)))
    found.sort(key=lambda item: item[0])
    dates, previous = [], 0
    for start, end, reading, words in found:
        dates.append((reading, words, bool(_NOT.search(clause, previous, start))))
        previous = end
    return dates


@dataclass(frozen=True)
class _Fact:
    source: str
    kind: str
    target: str
    other: str  # the record at the far end from the subject
    start: int
    end: int
    reason: str = ""  # why its current end was written ("replaced by B"), if said

    def reason_names(self, name: str) -> bool:
        """Whether the reason its end was written names ``name`` ("replaced by B", "B took over")."""
        return bool(self.reason) and bool(whole_words(name).search(self.reason))


@dataclass(frozen=True)
class _Move:
    """One edge a correction moves: a concept's start (``fact`` None) or a relation's start or ``end``; ``held`` is
    where it is, ``other`` the interval's other edge, ``moment`` where it goes."""

    record: str
    fact: _Fact | None
    end: bool
    held: int
    other: int
    moment: int = 0


def _facts(core: MemoryCore, record: str) -> list[_Fact]:
    """The subject's current relations (either way; not episode links), one per record, with its span; a relation
    held in several stints is left out (:meth:`~c0lab.memory.writes.Writes.redate` would need dates to choose)."""
    store, facts = core.store, []
    for source, target, key, data in [
        *store.graph.out_edges(record, keys=True, data=True),
        *store.graph.in_edges(record, keys=True, data=True),
    ]:
        other = target if source == record else source
        if data["kind"] != RELATION or other == record or store.records[other][0].kind == EPISODE:
            continue
        versions = [version for version in store.records[key] if version.is_current()]
        if not versions or versions[0].name in _SKIPPED:
            continue
        start, end = min(v.valid_from for v in versions), max(v.valid_to for v in versions)
        reason = max(versions, key=lambda version: version.valid_to).reason
        facts.append(_Fact(source, versions[0].name, target, other, start, end, reason))
    stints = Counter((fact.source, fact.kind, fact.target) for fact in facts)
    return [fact for fact in facts if stints[fact.source, fact.kind, fact.target] == 1]  # two stints: which one?


def _inside(moment: int, reading: TimeReading, *, end: bool) -> bool:
    """Whether an edge falls in the period read: a start inside it; an end inside it up to its end, or the instant
    before it ("until 1932" as the extractor dates it)."""
    if end:
        return moment == reading.start - 1 or reading.start < moment <= reading.end
    return reading.start <= moment < reading.end


def _moved(held: int, claim: Claim, *, end: bool, at: int) -> int:
    """Where an edge held at ``held`` goes: the reading the memory gave the denied date, applied to the date said
    (its first instant, the instant before it, its middle, its last instant or its end), else the API's reading."""
    said, denied = claim.said, claim.denied
    if denied is not None and said.anchor is None and denied.anchor is None:
        for old, new in (
            (denied.start, said.start),
            (denied.start - 1, said.start - 1),
            (denied.middle, said.middle),
            (denied.end - 1, said.end - 1),
            (denied.end, said.end),
        ):
            if held == old:
                return new
    return parse_time(claim.words, what="valid_to" if end else "valid_from", now=at)


def redate_patch(core: MemoryCore, writes: Writes, concept: str, patch: Patch) -> Patch:
    """``patch`` (just added to ``concept`` through the API) is a correction by itself, cued or not: one that denies a
    date ("became administrator in 1970, not 1969") redates the one fact of the denied date, as a cued correction in
    a text does; one that denies no date moves nothing; one that fits no one fact warns (one line). Returns
    ``patch``."""
    redate_correction(core, writes, Correction(concept, patch.content), at=core.now(), cued=False)
    return patch


def redate_correction(core: MemoryCore, writes: Writes, correction: Correction, *, at: int, cued: bool = True) -> int:
    """Redate the one fact a cued date correction names (module docstring); 1 when a date moved, else 0. A date
    correction that moves nothing says why in a one-line warning (:func:`correct_dates`).
    ``cued=False`` (a patch): only a correction that states the date it denies moves one."""
    why = correct_dates(core, writes, correction, at=at, cued=cued)
    unapplied(why, correction)
    return int(why == "")


def unapplied(why: str | None, correction: Correction) -> bool:
    """Warn (one line) that a date correction moved nothing, and why; whether it did not."""
    if why:
        warnings.warn(f"c0lab: correction not applied to any date ({why}): {correction.text.strip()!r}", stacklevel=4)
    return bool(why)


def correct_dates(
    core: MemoryCore, writes: Writes, correction: Correction, *, at: int, cued: bool = True
) -> str | None:
    """Redate what a date correction names: ``""`` when dates moved, None when the text is no date correction,
    else why nothing moved (no such concept, no fact dated so, several facts, an interval it would empty). A
    hand-over moves as one event: the new holder's start, the ties dated with it (the predecessor it succeeded, the
    office mentioned) and the end of the predecessor's stint the start implied (:func:`_handover`)."""
    text = correction.text.strip()
    said = f"{correction.name.strip()}:"  # the heading a note's correction was kept under ("Keepers: Correction: …")
    claim = claim_of(text[len(said) :] if text.startswith(said) else text, at=at, cued=cued)
    if claim is None or (claim.denied is None and (not claim.role or not cued)):
        return None
    try:
        subject = core.resolve(correction.name.strip())
    except C0labError:
        subject = ""
    planned = _plan(core, subject, claim, at=at) if subject else f"nothing is named {correction.name.strip()!r}"
    if isinstance(planned, str):  # a heading's name, say: the one other concept the sentence names whose facts fit
        others = [(other, _plan(core, other, claim, at=at)) for other in _named_in(core, claim.clause)]
        fitting = [(other, moves) for other, moves in others if other != subject and not isinstance(moves, str)]
        if len(fitting) != 1:
            return planned
        subject, planned = fitting[0]
    return _apply(core, writes, subject, claim, planned)


def _named_in(core: MemoryCore, clause: str) -> list[str]:
    """The concepts a clause names, by the whole name or (a name of several words) its last word."""
    found = []
    for records in core.store.names.values():
        if not records or core.store.records[records[-1]][0].kind == EPISODE:
            continue
        full = core.name(records[-1])
        words = full.split()
        if whole_words(full).search(clause) or (
            len(words) > 1 and len(words[-1]) > 2 and whole_words(words[-1]).search(clause)
        ):
            found.append(records[-1])
    return list(dict.fromkeys(found))


def _plan(core: MemoryCore, subject: str, claim: Claim, *, at: int) -> list[_Move] | str:
    """The edges a correction moves among ``subject``'s facts (and where), or why none."""
    said, denied = claim.said, claim.denied

    def fits(moment: int, *, end: bool) -> bool:
        if moment in (BEGINNING, FOREVER):
            return False
        if denied is not None:
            return _inside(moment, denied, end=end)
        return not _inside(moment, said, end=end)

    roles = [claim.role == "end"] if claim.role else [False, True]
    facts = _facts(core, subject)
    named = [  # a co-mention names nothing the sentence chose
        fact
        for fact in facts
        if fact.kind != OfflineExtractor.relation and whole_words(core.name(fact.other)).search(claim.clause)
    ]
    found = [
        (fact, end) for fact in (named or facts) for end in roles if fits(fact.end if end else fact.start, end=end)
    ]
    own = core.store.current(subject)
    starts = [subject] if own and claim.role != "end" and fits(own[0].valid_from, end=False) else []
    ties: list[tuple[_Fact, bool]] = []
    if claim.founds:  # a founding dates a concept's start: the subject's own, or the one it founded with its tie
        founded = {
            fact.other: fact
            for fact, end in found
            if not end and (begun := core.store.current(fact.other)) and begun[0].valid_from == fact.start
        }
        if starts or founded:
            starts = [*starts, *founded]
            ties = [(founded[starts[0]], False)] if len(starts) == 1 and starts[0] in founded else []
            found = []
    implied: list[tuple[_Fact, bool]] = []
    one = False  # the facts found are one hand-over
    if not starts and found:
        found, implied, one = _handover(core, subject, found, claim)
    if len(starts) + len(found) != 1 and not one:
        return (
            f"{len(starts) + len(found)} facts of {core.name(subject)} are dated so"
            if found
            else (f"no fact of {core.name(subject)} is dated {denied.label() if denied else 'otherwise'}")
        )
    current = core.store.current
    moves = [
        _Move(concept, None, False, current(concept)[0].valid_from, current(concept)[0].valid_to) for concept in starts
    ]
    moves += [
        _Move(fact.source, fact, end, fact.end if end else fact.start, fact.start if end else fact.end)
        for fact, end in [*found, *ties, *implied]
    ]
    moves = [replace(move, moment=_moved(move.held, claim, end=move.end, at=at)) for move in moves]
    if all(move.moment == move.held for move in moves) or any(
        move.moment <= move.other if move.end else move.moment >= move.other for move in moves
    ):
        return "the date it states would empty an interval" if moves else "nothing to move"  # before any write
    return moves


def _apply(core: MemoryCore, writes: Writes, subject: str, claim: Claim, moves: list[_Move]) -> str:
    """Write the moves planned (one operation: one undo); ``""``, or why it failed."""
    said = claim.said
    try:
        with writes.batch(f"redate from a correction of {core.name(subject)!r}"):  # one operation: one undo
            for move in moves:  # an edge where the date said puts it keeps its precision ("1931": "to 1931")
                covered = said.anchor is None and move.moment == (said.end if move.end else said.start)
                precision = said.precision.value if covered else ""
                if move.fact is None:
                    writes.redate_concept(
                        core.name(move.record), valid_from=to_timestamp(move.moment), precision=precision
                    )
                    continue
                edge = {"valid_to" if move.end else "valid_from": to_timestamp(move.moment)}
                source, target = core.name(move.fact.source), core.name(move.fact.target)
                writes.redate(source, move.fact.kind, target, **edge, precision=precision)
    except C0labError as error:
        return str(error)
    return ""


def _handover(
    core: MemoryCore, subject: str, found: list[tuple[_Fact, bool]], claim: Claim
) -> tuple[list[tuple[_Fact, bool]], list[tuple[_Fact, bool]], bool]:
    """The facts a corrected hand-over moves together, and the predecessors' ends it implied: one start of the
    subject (its post) that another holder's stint of the same type and post ended at (by the denied date: ended
    by the subject, or known only from the hand-over, with no start, and tied to it by a fact dated with the start),
    with the facts dated with it that name the post or that predecessor. A stint with a stated start keeps its end
    unless the subject's start ended it. ``found`` as it was (and no ends) when the dated facts are not one such
    hand-over."""
    if claim.denied is None or any(end for _, end in found):
        return found, [], False
    events = []
    for fact, _ in found:
        if fact.kind == OfflineExtractor.relation:  # a co-mention is no stint handed over
            continue
        post = fact.target if fact.source == subject else fact.source
        tied = {other.other for other, _ in found if other is not fact}
        ends = [
            other
            for other in _holders(core, fact.kind, post, subject)
            if (_inside(other.end, claim.denied, end=True) or other.end == claim.denied.start)
            and (other.other in tied or other.reason_names(core.name(subject)))
        ]
        if ends:
            events.append((fact, ends, {post, *(end.other for end in ends)}))
    if len(events) != 1:
        return found, [], False
    fact, ends, named = events[0]
    together = [  # a co-mention dated with the start is the same sentence's, whatever it names
        (other, end)
        for other, end in found
        if other is fact or other.other in named or other.kind == OfflineExtractor.relation
    ]
    if len(together) != len(found):
        return found, [], False
    implied = [  # an end stated of a stint stated ("from 1675 until his death in 1719") stays
        (end, True) for end in ends if end.reason_names(core.name(subject)) or end.start == BEGINNING
    ]
    return together, implied, True


def _holders(core: MemoryCore, kind: str, post: str, subject: str) -> list[_Fact]:
    """The other records' current ``kind`` relations with ``post``, either way told ("A led X", "X led by A"; a
    stint each: one held twice is left out)."""
    return [fact for fact in _facts(core, post) if fact.kind == kind and fact.other not in (subject, post)]
