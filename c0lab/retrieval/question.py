"""When a question asks about: the date it states, and a time given by an event (the names it uses are
:mod:`c0lab.retrieval.names`').

- :func:`question_time` reads the date a question states (the one reader,
  :func:`~c0lab._time.find_time`) and the system time it asks about.
- :func:`split_event` and :func:`event_moment` read a time given by an
  event, in three readings: "before Y" is just before Y began; "after Y" is
  when Y ended (or, when the clause says Y began: "after Y launched", when
  it began), and when nothing of the same relation holds right then, the
  start of the next that does; "when / while / during / since / at the time
  of Y" is when Y began. Y's time is that of the relation between the topic
  and the Y the clause names, else Y's own; an ending clause ("left",
  "stepped down") reads Y's end.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass, replace
from datetime import datetime
from functools import partial
from typing import Any, TypeVar

from .._errors import BadDateError
from .._reading_words import EVENT_WORDS
from .._time import (
    FOREVER,
    LAST_END,
    Precision,
    TimeReading,
    find_known_at,
    find_time,
    format_end,
    format_time,
    to_datetime,
    without_times,
)
from ..index.keyword import tokenize, whole_words
from ..model.records import RELATION, Version, name_key
from ..store.slices import TRAIL
from ..store.versions import VersionStore
from .date_lead import lead_cue, with_lead
from .event_ends import ENDING, ending_stint
from .life_events import life_event, tells_death
from .names import known_versions, named_records
from .neighbours import held_values, neighbour
from .period import CO_MENTION
from .render import format_moment, relation_words
from .seats import is_seat, one_per_seat, seat_holders

__all__ = [
    "Event",
    "QuestionTime",
    "event_moment",
    "facts_of",
    "masked_names",
    "question_time",
    "split_event",
    "split_premise",
    "succession_event",
    "undated_event",
]

_EVENT = re.compile(rf"[,;]?\s*\b(?P<word>{EVENT_WORDS})\s+(?P<clause>[^,;?!]+)", re.IGNORECASE)
_END_VERBS = ENDING  # the one list of ending verbs
_READINGS = {
    "before": "before",
    "prior": "before",
    "until": "before",
    "till": "before",
    "preceded": "before",
    "after": "after",
    "following": "after",
    "subsequent": "after",
    "succeeded": "after",
    "replaced": "after",
    "followed": "after",
}
"""How each event word reads the event's time; any other word ("when", "while", "since") reads its start."""
_BE = re.compile(r"\b(?:was|were|is|are)\s+(?P<rest>.*)", re.IGNORECASE)
_MOMENT_WORDS = frozenset(
    "born made sold given taken chosen won beaten held kept left lost sent told known shown seen found put set hit cut "
    "built thrown driven sworn about going to".split()
)
"""Words after "be" that tell a moment (a participle: "was sworn in", "was born"), or no state ("was about to")."""


def _state(clause: str) -> bool:
    """Whether a clause is told with "be" and no participle after it, adverbs aside ("was chairman", "was in
    charge", "was playing"; not "was first elected chairman", "was re-elected"): a state."""
    found = _BE.search(clause)
    words = found["rest"].lower().split() if found else []
    while words and (words[0].endswith("ly") or words[0] in ("still", "first", "then", "again", "later", "once")):
        words.pop(0)
    return bool(words) and not (words[0] in _MOMENT_WORDS or words[0].endswith("ed") or words[0].startswith("re-"))


_SUCCESSION = frozenset(["succeeded", "replaced", "followed", "preceded"])
"""Verbs that ask for the next or previous holder ("who succeeded X at Y?" is "who … after X"): an event only
when what is asked still names something once the clause is taken out."""


@dataclass(frozen=True)
class Event:
    """A time given by an event: ``word`` (before, after …) and the clause ("Tomas Vey took over")."""

    word: str
    clause: str

    @property
    def ends(self) -> bool:
        """Whether the clause speaks of an end (left, stepped down) rather than a start."""
        return bool(_END_VERBS.search(self.clause))

    @property
    def reading(self) -> str:
        """``before`` (just before the event), ``after`` (once it is over) or ``at`` (when it happened)."""
        return _READINGS.get(self.word.split()[0], "at")

    @property
    def over(self) -> bool:
        """Whether the clause tells a state held over a time ("while X led Y", "when X was chairman", "during X's
        time at Y"), which the question asks about whole, not its first day ("when X took over" is a moment)."""
        word = self.word.split()[0]
        return word in ("while", "during") or (word in ("when", "at") and _state(self.clause))

    def edge(self, subject: str) -> str:
        """Which end of the event's valid time the question asks from: ``end`` or ``start``.

        "after Preston" (only the name ``subject``) is after Preston ended;
        "after ChatGPT launched", "after it moved to Preston" after it began
        (a clause that says more than the name speaks of its start unless it
        says it ended); "when X left" when it ended."""
        if self.ends:
            return "end"
        said = whole_words(subject).sub(" ", self.clause)
        return "end" if self.reading == "after" and not tokenize(said) else "start"


@dataclass(frozen=True)
class QuestionTime:
    """What a question says of time: its topic without the dates, the valid-time reading (``None`` when it
    states none), the moment that reading asks about, and the system time it names ("as known at …")."""

    topic: str
    reading: TimeReading | None
    as_of: int | None
    known_at: int | None


def question_time(
    question: str, *, now: int, valid: bool = True, system: bool = True, names: Collection[str] = ()
) -> QuestionTime:
    """The times a question states, read once by the one reader (:func:`~c0lab._time.find_time`).

    Relative words ("last year") are read against the date the question
    states, else ``now``; an explicit date beats them. ``valid=False`` /
    ``system=False`` leave that axis unread (the caller gave it).

    >>> from c0lab._time import format_time, parse_time
    >>> asked = question_time("who did X lose to this year as of 2019?", now=parse_time("2026-12-01"))
    >>> asked.topic, asked.reading.describe(), format_time(asked.as_of)
    ('who did X lose to?', '2019 (year)', '2019-07-01')
    """
    known_at, topic = find_known_at(question) if system else (None, question)
    topic = split_premise(topic)[0]  # what a premise supposes is neither asked nor when (the walk reads it)
    reading = find_time(masked_names(topic, names), now=now, named=True) if valid else None
    if reading is None:
        return QuestionTime(topic, None, None, known_at)
    keep = with_lead(topic, reading.place)
    cue, event_end = lead_cue(topic, reading.place) if not reading.cue else ("", keep[1])
    if cue:  # "after the 2010 election": after 2010, the election's noun the time's, not the topic's
        reading, keep = replace(reading, cue=cue), (keep[0], event_end)
    return QuestionTime(without_times(topic, keep=keep), reading, reading.moment, known_at)


def masked_names(text: str, names: Collection[str]) -> str:
    """``text`` with each of ``names`` blanked out (same length, so places in it still hold)."""
    for held in names:
        text = re.sub(re.escape(held), lambda found: "_" * len(found[0]), text, flags=re.IGNORECASE)
    return text


_PREMISE = re.compile(r"[,;]\s*(?:if|suppose|supposing|assuming)\b(?:\s+that)?\s+(?P<clause>[^?;,]+)", re.IGNORECASE)


def split_premise(text: str) -> tuple[str, str]:
    """The text without its hypothetical premise, and the premise ("…, if X played for Y in 1997?" →
    "X played for Y in 1997"); the text and ``""`` when it supposes nothing. A premise only supposes: its
    words are not what is asked, and its date is not when. It follows the question after a comma ("who
    wrote If You Leave as of 2021" names a song; a premise put first is not read) and states a dated fact:
    "…, if anyone, in 2015?", "…, if not Mira Holt?", "…, if we need a store?" suppose nothing.

    >>> split_premise("Which team did X play for from 1998 to 2000, if X played for Luton in 1997?")
    ('Which team did X play for from 1998 to 2000?', 'X played for Luton in 1997')
    """
    for match in _PREMISE.finditer(text):
        if text[: match.start()].strip() and _dated(match["clause"]):
            rest = (text[: match.start()] + text[match.end() :]).strip()
            return rest, match["clause"].strip()
    return text, ""


def _dated(clause: str) -> bool:
    try:
        return find_time(clause, each=True) is not None
    except BadDateError:
        return False


def split_event(topic: str, *, names: Callable[[str], list[str]], bare: bool = False) -> tuple[str, Event | None]:
    """The topic without its event clause, and the event ("before Tomas Vey took over").

    A clause counts as an event only when it names something the memory
    holds (``names``: the records a text names); "since 2020" was read as a
    date before this. "before/after" a bare name in a topic that names nothing else ("who came before
    Osric?") is left to :func:`succession_event`, unless ``bare``: then it is that name's time.
    """
    for match in _EVENT.finditer(topic):
        said_before = topic[: match.start()]
        own = _OWN_CLAUSE.match(match["clause"]) is not None and bool(names(said_before))  # "… when he married"
        if not said_before.strip() or not (names(match["clause"]) or own):
            continue  # "When did X …" asks for a time; it does not give one
        clause, tail = match["clause"].strip(), ""
        before, after = topic[: match.start()], topic[match.end() :]
        if not names(before + " " + after):  # "who came after Ana Ruiz at the Kestrel Survey": the topic's
            clause, tail = _split_clause(clause, names=names)  # name closes the clause
            if not tail and match["word"].lower() in (_SUCCESSION if bare else _SUCCESSION | {"before", "after"}):
                continue  # "what replaced GPT-3?" asks about GPT-3; "who came after Ana?", who held what she held
        rest = " ".join(f"{before} {tail} {after}".split())
        if bare and not names(rest):  # "what happened before The Long War?": that name, before its time
            rest = topic
        return rest or topic, Event(" ".join(match["word"].lower().split()), clause)
    return topic, None


_OWN_CLAUSE = re.compile(r"(?:he|she)\s+[a-z]", re.IGNORECASE)
"""An event clause whose subject is "he" or "she": the question's subject's own event ("… when he married"); not
"they" (as often no one in particular: "when they invented the city")."""
_PASSIVE = re.compile(r"\b(?:is|are|was|were|been|being|be)\s+(?:preceded|succeeded|followed|replaced)\s+by\b", re.I)
_SUCCESSION_ASKED = re.compile(
    r"^(?P<lead>.*?)\b(?P<word>preceded|succeeded|followed|replaced|before|after)\s+(?P<clause>[^,;?!]+)[?!.]*\s*$",
    re.IGNORECASE,
)


_AS_ROLE = re.compile(r"\s+as\s+(?:the\s+|a\s+|an\s+)?[a-z][\w\s-]*$", re.IGNORECASE)
"""The role a succession question names after the one succeeded ("… as rector", "… as Mayor of Harnmouth")."""


def succession_event(
    store: VersionStore, topic: str, *, known_at: int, name: Callable[[str], str], asked: Collection[str] = ()
) -> tuple[str, Event] | None:
    """ "who preceded Osric Venn?" as "who ruled Vellmar" before Osric Venn: the one relation by which the
    named one held something that someone else held too (of the types the question asks, ``asked``, when it
    names some), asked before (preceded; "who came before X?") or after (succeeded, followed, replaced, "who
    was conductor after X?") the named one's stint.
    ``None`` — and the question is read as before — when it names something besides, says more than the
    name ("followed Mara's advice"), is passive ("was succeeded by"), the named one was superseded (its
    successor answers "what replaced …"), or no single such relation exists."""
    match = _SUCCESSION_ASKED.match(topic)
    if match is None or _PASSIVE.search(topic) or named_records(store, match["lead"], known_at=known_at):
        return None
    clause = _AS_ROLE.sub("", match["clause"])  # "who succeeded X as rector?": X, in the role the question asks
    named = named_records(store, clause, known_at=known_at)
    if not named or name_key(name(named[0])) != name_key(clause):
        return None
    person = named[0]
    facts = list(facts_of(store, person, known_at=known_at, trail=True))
    if any(version.name == TRAIL for version, _, _ in facts):  # superseded: its successor answers
        return None
    shared = set()
    for version, source, target in facts:
        held = target if source == person else source
        if is_seat(store, version.name, held) and seat_holders(
            store, held, version.name, outgoing=held == source, subject=person, known_at=known_at
        ):  # another held that seat: not an episode's mention, nor a co-mention
            shared.add((version.name, held, held == source))
    shared = one_per_seat(shared)  # "DIRECTED" and "TOOK_CHARGE_OF" the Bureau: one seat
    if len({kind for kind, _, _ in shared} & set(asked)) == 1:
        shared = {fact for fact in shared if fact[0] in asked}
    if len(shared) != 1:
        return None
    ((kind, held, outgoing),) = shared
    words = kind.replace("_", " ").lower()  # "Vellmar RULED_BY Osric": "who ruled Vellmar"
    lead = " ".join(match["lead"].split()) or "who"
    if match["word"].lower() in ("before", "after"):  # "who came before Osric?": its verb is the relation's
        lead = lead.split()[0]
    said = f"{lead} {words.removesuffix(' by') if outgoing else words} {name(held)}"
    return said, Event(match["word"].lower(), clause.strip())


def facts_of(
    store: VersionStore, record: str, *, known_at: int, trail: bool = False
) -> Iterator[tuple[Version, str, str]]:
    """Every relation version known at ``known_at`` with ``record`` at one end and another concept at the
    other, with its source and target; supersession links only when ``trail``."""
    for source, target, key, data in [
        *store.links.out_edges(record, keys=True, data=True),
        *store.links.in_edges(record, keys=True, data=True),
    ]:
        if data["kind"] != RELATION or source == target:
            continue
        for version in known_versions(store, key, known_at=known_at):
            if trail or version.name != TRAIL:
                yield version, source, target


_CLAUSE_CUT = re.compile(r"\s+(?:at|as|of|in|on|for|with|within|inside)\s+", re.IGNORECASE)


def _split_clause(clause: str, *, names: Callable[[str], list[str]]) -> tuple[str, str]:
    """An event clause that also names what is asked, cut where a preposition starts a phrase naming it:
    ("Ana Ruiz", "at the Kestrel Survey"); the clause and ``""`` when no cut leaves a name on each side."""
    for cut in _CLAUSE_CUT.finditer(clause):
        head, tail = clause[: cut.start()], clause[cut.start() :].strip()
        if names(head) and names(tail):
            return head.strip(), tail
    return clause, ""


def event_moment(
    store: VersionStore,
    root: str,
    event: Event,
    *,
    known_at: int,
    name: Callable[[str], str],
    asked: Collection[str] = (),
    within: tuple[int, int] | None = None,
    seat: Collection[str] = (),
) -> tuple[int, str, TimeReading | None] | None:
    """The moment an event gives, a line saying which reading was used, and the whole time of a state
    (:attr:`Event.over`, a fact with both ends, no date stated beside it; else ``None``): a question "while X
    was chairman" asks about all of it; ``None`` when the event is unknown.

    ``within`` is the time the question states beside a "when X …" event ("when it won the cup in 1934"):
    the event held in it answers (the cup won in 1934, not the first one), and when the memory holds none
    then, ``None``: the stated date beats the event.

    The event's subject is looked up by name; the relation between it and
    ``root`` (either direction) gives its time, else a fact the clause states
    (of the relation types its words ask, ``asked``: "when Hugo became
    director"), else the subject's own valid time ("since Pelican SDK 2 was
    released"). The module docstring tells the
    three readings (before, after, at). "after Y" lands on the next value of
    the same relation when one starts later than Y ended; "before Y" on the
    last one that ended before Y began; the values of the types the rest of the question asks (``seat``: "which team
    did X belong to after Y?") count among those of that relation.
    """
    records = named_records(store, event.clause, known_at=known_at)
    own_event = not records and _OWN_CLAUSE.match(event.clause) is not None
    if own_event:
        records = [root]  # "which team did X play for when he married?": the subject's own fact
    if not records:
        return None
    if event.reading != "at":
        within = None  # "before X in 1934": the date is the question's, not the event's
    life = life_event(store, records, event.clause, known_at=known_at, name=name, facts=partial(facts_of, store))
    if life is not None and not _meets((life[0], life[0] + 1), within):
        return None
    if life is None and tells_death(event.clause):  # no death held: the end of a tie is not one
        return None
    if life is not None:  # "when the Institute was renamed": its own supersession, not a relation's time
        ties = _spans(store, root, records[0], known_at=known_at)
        ended = event.reading == "at" and any(end == life[0] for _, end, _, _ in ties)  # his post: his until he died
        moment, shown = (life[0] - 1 if event.reading == "before" or ended else life[0]), life[1]
        tie = ties[0] if ties and event.reading == "after" else None
        if tie is not None:  # "who became Astronomer Royal after Flamsteed died?": the next holder of his post
            moment, step = neighbour(
                store, root, tie[2], moment, after=True, known_at=known_at, outgoing=tie[3], subject=records[0]
            )
            shown += f"; the next from {format_time(step)}" if step else ""
        return moment, f"Read as of {format_moment(moment)}: {event.word} {event.clause} ({shown}).", None
    found = (
        (record, [s for s in _spans(store, root, record, known_at=known_at) if _meets(s, within)]) for record in records
    )
    subject, spans = next(((record, spans) for record, spans in found if spans), (records[0], []))
    others = set(records) - {subject, root}  # "when Brown became Prime Minister": his tie to it, not to the root
    tied = facts_of(store, subject, known_at=known_at) if spans and others else []
    between = {version.name for version, source, target in tied if {source, target} & others}
    between = between & set(asked) if len(between) > 1 else between  # "when Cy Roe sold Tarn Group": the sale
    if len(between) == 1:
        spans, records = [], [subject, *(record for record in records if record in others)]
    relation, outgoing, stints = None, True, 1
    stint = ending_stint(  # "when Bek resigned": the end of the stint the clause names, not the first start
        (fact for fact in facts_of(store, root, known_at=known_at) if _meets(_span(fact), within)),
        subject,
        event.clause,
        names=[name(subject)],
    )
    if spans and stint is not None:
        start, end, relation, outgoing = stint[0].valid_from, stint[0].valid_to, stint[0].name, stint[1] == root
    if spans and stint is None:
        spans = [span for span in spans if span[2] in asked] or spans  # "when X was chairman": that tie of X's
        start, relation, outgoing = min((span[0], span[2], span[3]) for span in spans)
        end = max(span[1] for span in spans if span[2] == relation)
        stints = sum(span[2] == relation for span in spans)
        ends = (name(root), name(subject)) if outgoing else (name(subject), name(root))
        what = f"{ends[0]} {relation} {ends[1]}"  # as the memory holds it
    else:
        own = _clause_fact(store, records, asked=asked, known_at=known_at)
        stint = ending_stint(facts_of(store, subject, known_at=known_at), subject, event.clause, names=[name(subject)])
        if stint is not None and (own is None or own[2] == stint[0].name):  # "when Hugo resigned": that end
            own = stint[0].valid_from, stint[0].valid_to, stint[0].name, stint[1], stint[2]
        versions = known_versions(store, subject, known_at=known_at)
        if own is not None:  # "when Hugo Marchetti directed the observatory": that fact's time, not root's
            start, end, kind, source, target = own
            what = f"{name(source)} {relation_words(kind)} {name(target)}"
        elif own_event:  # "when he broke his leg": no fact of his says it (not his own start)
            return None
        elif versions:
            start, end = min(v.valid_from for v in versions), max(v.valid_to for v in versions)
            what = name(subject)
        else:
            return None
        if not _meets((start, end), within):
            return None
    edge = end if stint is not None or event.edge(name(subject)) == "end" else start
    still = edge >= LAST_END  # open, or stated to the end of 9999 (``valid_to="9999"``): no date it ended
    if still or edge <= -FOREVER:
        if event.reading != "after" or start <= -FOREVER:
            return None
        edge = start  # "after" something that has not ended: after it began
    moment = edge - 1 if event.reading == "before" else edge
    ended = edge == end and edge != start
    said = _end_said(store, (root, subject), edge, known_at=known_at) if ended else ""  # as its tag says it
    shown = f"{what} {'ended' if ended else 'from'} {format_end(edge, precision=said) if ended else format_time(edge)}"
    shown += f", {stint[0].reason}" if ended and stint is not None and stint[0].reason else ""
    if event.reading == "at":  # when both were there: not before the concept asked about began
        began = min((v.valid_from for v in known_versions(store, root, known_at=known_at)), default=moment)
        if moment < began < end:
            moment = began
            shown += f"; {name(root)} from {format_time(began)}"
    if within is not None and not within[0] <= moment < within[1]:  # held over 1905–1925, asked "in 1921": 1921
        moment = min(max(moment, within[0]), within[1] - 1)
        shown += f"; the question's {format_moment(moment)}"
    if relation is not None and event.reading in ("before", "after"):
        moment, step = neighbour(
            store,
            root,
            relation,
            moment,
            after=event.reading == "after",
            known_at=known_at,
            outgoing=outgoing,
            subject=subject,
            since=start,
            following=still or edge == end,
            asked=seat,
        )
        if step:
            shown += f"; the {'next' if event.reading == 'after' else 'one before'} from {format_time(step)}"
        elif event.reading == "after" and not any(
            ends > moment
            for _, ends in held_values(
                store, root, relation, outgoing=outgoing, subject=subject, known_at=known_at, asked=seat
            )
        ):
            held = f"no other {relation_words(relation)} is held after it"
            shown += f"; {'it has not ended, and ' if still and event.ends else ''}{held}"
    if event.over and within is None and -FOREVER < moment < end < LAST_END and not event.ends and stints == 1:
        clause = f"{event.word} {event.clause}"  # from where the concept asked about began, when it began later
        whole = TimeReading(moment, end, _precision(moment, end), clause, "between")
        return end - 1, f"Read over {whole.label()}: {clause} ({what}).", whole
    said = f"Read as of {format_moment(moment)}: {event.word} {event.clause} ({shown})."
    return moment, said, None


def _precision(start: int, end: int) -> Precision:
    """The coarsest precision both edges of a valid time fall on (a year, a month, else a day)."""
    days = [to_datetime(edge) for edge in (start, end)]
    if all((day.month, day.day) == (1, 1) for day in days):
        return Precision.YEAR
    return Precision.MONTH if all(day.day == 1 for day in days) else Precision.DAY


def _meets(span: tuple[int, int] | tuple[int, int, str, bool], within: tuple[int, int] | None) -> bool:
    """Whether a valid time ``[span[0], span[1])`` meets the time a question states (any, when it states none)."""
    return within is None or (span[0] < within[1] and span[1] > within[0])


def _span(fact: tuple[Version, str, str]) -> tuple[int, int]:
    return fact[0].valid_from, fact[0].valid_to


def _end_said(store: VersionStore, records: tuple[str, str], end: int, *, known_at: int) -> str:
    """The precision an end at ``end`` of ``records`` (their facts, else the second's own versions) was stated at
    ("until 2020": ``year``), ``""`` for none."""
    versions = [
        version for record in dict.fromkeys(records) for version, _, _ in facts_of(store, record, known_at=known_at)
    ]
    versions += known_versions(store, records[1], known_at=known_at)
    return next(
        (version.precisions[1] for version in versions if version.valid_to == end and version.precisions[1]), ""
    )


def _spans(store: VersionStore, root: str, other: str, *, known_at: int) -> list[tuple[int, int, str, bool]]:
    """The valid times of the relations between ``root`` and another concept ``other`` (either direction):
    (start, end, type, whether it goes out of ``root``)."""
    if other == root:  # "when Vellmar was founded", asked of Vellmar: its own dates, not its relations
        return []
    spans = [
        (version.valid_from, version.valid_to, version.name, source == root)
        for version, source, target in facts_of(store, root, known_at=known_at)
        if other in (source, target) and not version.undated  # stated with no date: it places nothing in time
    ]
    return _said_first(spans)  # "after Everton": the stint with Everton, not the day a text named both


def _named_that_day(version: Version) -> bool:
    """Whether a fact is names said together with no date of their own (a co-mention, a text's mention of a name)
    held from the moment a text given no day was read: a time of day on the day it was recorded, which no text
    states (a text's day starts at midnight). It is no time of an event ("after US Ouakam" is not the moment a
    paragraph named it)."""
    if version.name not in (CO_MENTION, "MENTIONS") or version.valid_from <= -FOREVER:  # a tie, or since always
        return False
    read = to_datetime(version.valid_from)
    return read.time() != datetime.min.time() and read.date() == to_datetime(version.recorded_at).date()


def _places(version: Version) -> bool:
    """Whether a fact places an event in time: not one stated with no date (undated), nor :func:`_named_that_day`."""
    return not version.undated and not _named_that_day(version)


def undated_event(store: VersionStore, records: Collection[str], *, known_at: int) -> bool:
    """Whether the concepts an event clause names (``records``) have facts, all held with no date that places them
    (:func:`_places`): "after Lazio" when "X played for Juventus, Lazio and Roma" is all the memory holds of Lazio."""
    facts = [version for record in records for version, _, _ in facts_of(store, record, known_at=known_at)]
    return bool(facts) and not any(_places(version) for version in facts)


_T = TypeVar("_T", bound=tuple[Any, ...])


def _said_first(found: list[_T]) -> list[_T]:
    """The items of ``found`` (each with its relation type third) that say a tie, or all when each is a co-mention."""
    return [one for one in found if one[2] != CO_MENTION] or found


def _clause_fact(
    store: VersionStore, records: list[str], *, asked: Collection[str], known_at: int
) -> tuple[int, int, str, str, str] | None:
    """The fact an event clause states, when it does: a relation between two names it uses ("when Hugo
    directed the observatory"; of the types its words ask, ``asked``, when it has several), else the one
    relation of its first name of a type its words ask ("when Hugo became director"): (start, end, type,
    source, target). ``None`` when it states none ("when Hugo was born": his own dates answer)."""
    facts = [
        (version.valid_from, version.valid_to, version.name, source, target)
        for version, source, target in facts_of(store, records[0], known_at=known_at)
        if not _named_that_day(version)
    ]
    between = [fact for fact in facts if {fact[3], fact[4]} & set(records[1:])]
    between = _said_first(between)  # a tie said, before a co-mention
    if len({fact[2] for fact in between}) > 1:
        between = [fact for fact in between if fact[2] in asked]
    if between:
        return min(between)
    kinds = {fact[2] for fact in facts} & set(asked)
    return min(fact for fact in facts if fact[2] in kinds) if len(kinds) == 1 else None
