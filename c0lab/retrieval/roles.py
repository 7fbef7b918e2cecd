"""A question that names a relation and a time but no concept: who held that relation then, per object.

"who was the principal conductor in 1940?", "in 1940 who conducted?", "which club did the striker play for
in 2003?" name a role or a relation and a time, and no concept the memory holds (or only a generic noun that
several names share: "the orchestra"). Walking from the concept whose description happens to hold the word
would answer about someone else. Such a question is read against the memory's relation types: those whose
own words the question uses (an agent noun read as its verb: "conductor" asks ``CONDUCTED_BY``), else those
of the senses it asks (:class:`~c0lab.retrieval.lexicon.RelationLexicon`). The answer lists the facts of
those types valid at the asked time first, each with its edges, grouped by the object several hold in turn
(two orchestras: each one's conductors together); then, per object, the one that ended last before it; then
the concepts they join. The first line says what was read ("Read as: who held CONDUCTOR_OF as of 1940
(year); no concept named."). When nothing of those types held then, the walk is a dead end saying so, with
the times they did hold.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from .._time import FOREVER, format_edge, format_time, to_timestamp
from ..index.keyword import STOPWORDS, tokenize
from ..index.search import Hit, SearchIndex
from ..model.records import EPISODE, Version
from ..store.versions import VersionStore
from .dated_texts import EVIDENCE_HEADING, time_evidence
from .ended import end_note, ending_note
from .lexicon import RelationLexicon
from .question import facts_of
from .walk import TRAIL, Fact, Walk, describe_version, render_context, shown_edge

__all__ = ["held_then", "role_holder", "role_types"]

_AGENT = re.compile(r"^(?P<verb>[a-z]{3,}?)(?:or|er|ist|ant)s?$")
"""An agent noun ("conductor", "player", "managers"): the verb it is made from asks the same relation."""
_UNTYPED = frozenset([TRAIL, "MENTIONED_WITH", "MENTIONS"])


def _own_stems(relation: str) -> set[str]:
    """The word stems of a relation type's own name (``CONDUCTED_BY`` → {"conduct"})."""
    return set(tokenize(relation.replace("_", " ").lower())) - set(tokenize(" ".join(STOPWORDS)))


def _agent_stems(words: Collection[str]) -> set[str]:
    """The stems of the verbs the agent nouns among ``words`` are made from ("conductor" → "conduct")."""
    found = set()
    for word in words:
        match = _AGENT.match(word.lower())
        if match:
            verb = match["verb"]
            found |= set(tokenize(verb)) | set(tokenize(verb + "e"))
    return found


def role_types(topic: str, *, lexicon: RelationLexicon) -> set[str]:
    """The relation types a question that names no concept asks: those whose own words it uses (an agent
    noun as its verb), else those of the senses it asks (the lexicon's reading, WordNet for words it lacks)."""
    words = re.findall(r"[^\W\d_]+", topic)
    said = set(tokenize(topic)) | _agent_stems(words)
    own = {relation for relation in lexicon.stems if relation not in _UNTYPED and _own_stems(relation) & said}
    return own or {relation for relation in lexicon.asked(topic) if relation not in _UNTYPED}


def role_holder(
    store: VersionStore, records: Sequence[str], topic: str, *, lexicon: RelationLexicon, known_at: int
) -> str | None:
    """Of the concepts an event clause names (``records``, in order), the first that holds a relation of a type
    the question's role word asks ("who was manager when Corrow won the cup?": the club that has a
    ``MANAGED_BY``), so the walk starts there and not at a concept whose description holds the word; ``None``
    when none does."""
    types = role_types(topic, lexicon=lexicon)
    for record in records if types else ():
        if any(version.name in types for version, _, _ in facts_of(store, record, known_at=known_at)):
            return record
    return None


def _names_a_concept(topic: str, hits: Sequence[Hit], *, asked: set[str]) -> bool:
    """Whether the question names something after all: a word written with a capital inside it that is no word
    of the asked types ("… based in Quatan?", a name the texts hold; "the CEO" asks ``CEO_OF``), or a
    lower-case word in the name of exactly one of the concepts the search found ("who leads zephyr?" →
    "Project Zephyr"); a lower-case word several of their names share is a generic noun ("the orchestra")."""
    capitalised = {stem for word in re.findall(r"(?<=\s)[A-Z][\w'-]*", topic) for stem in tokenize(word)}
    if capitalised - asked:
        return True
    words = set(tokenize(topic)) - asked
    holders: dict[str, set[str]] = {}
    for hit in hits:
        for word in words & set(tokenize(hit.version.name)):
            holders.setdefault(word, set()).add(hit.concept)
    return any(len(found) == 1 for found in holders.values())


_MOST_GROUPS = 12
"""The most objects whose holders one answer lists (the first by the question's other words, then by start)."""


@dataclass(frozen=True)
class _Held:
    record: str
    version: Version
    end: str
    """The end several hold in turn (the orchestra)."""
    group: str
    """That end's first name met: one for all its names (renamed, merged)."""


def _stints(store: VersionStore, types: set[str], *, known_at: int) -> list[_Held]:
    """Every stint of ``types`` known at ``known_at``, each with the end several hold in turn (the side of its
    type with fewer distinct concepts: the orchestra, not its conductors) and its group: one for an object under
    each of its names (renamed, merged: the ``SUPERSEDES`` links join them)."""
    stints = [store.versions[number] for number in store.held_relations(known_at=known_at, types=types)]
    sides: dict[str, tuple[set[str], set[str]]] = {}
    for version in stints:
        sources, targets = sides.setdefault(version.name, (set(), set()))
        sources.add(version.source_id)
        targets.add(version.target_id)
    joined: dict[str, str] = {}  # each name of an object → one of them

    def one(record: str) -> str:
        while joined.get(record, record) != record:
            record = joined[record]
        return record

    for number in store.held_relations(known_at=known_at, types=[TRAIL]):
        trail = store.versions[number]
        joined[one(trail.source_id)] = one(trail.target_id)
    held = []
    for version in stints:
        shared = len(sides[version.name][0]) < len(sides[version.name][1])
        end = version.source_id if shared else version.target_id
        held.append(_Held(version.record, version, end, one(end)))
    return held


def held_then(
    store: VersionStore,
    index: SearchIndex,
    result: Walk,
    *,
    topic: str,
    hits: Sequence[Hit],
    lexicon: RelationLexicon,
    when: int,
    span: tuple[int, int] | None,
    known_at: int,
    heading: str,
    name: Callable[[str], str],
    count_tokens: Callable[[str], int],
) -> Walk | None:
    """``result`` filled with the facts of the relation a question naming no concept asks, held at ``when``
    (or at any time in ``span``); ``None`` when it asks no relation the memory holds, or names a concept after
    all (the walk goes on as before). ``heading`` says the time asked, as read. With no relation of it held,
    a question asked at a time reads the texts' sentences of that time that share its words
    (:func:`~.dated_texts.time_evidence`), each with the time it states."""
    types = role_types(topic, lexicon=lexicon)
    if _names_a_concept(topic, hits, asked=set().union(*(lexicon.stems[kind] for kind in types))):
        return None
    stints = _stints(store, types, known_at=known_at) if types else []
    low, high = span if span is not None else (when, when + 1)
    now = when >= known_at and "(instant)" in (result.read or "(instant)")  # the present: as a day
    asked_then = f"as of {format_time(when)[:10]}" if now or not result.read else result.read  # as_of= is asked
    heading = asked_then if now else heading
    said = " or ".join(sorted(types))
    read = f"who held {said}" if topic.lower().startswith("who") else f"the {said} held"
    held = [stint for stint in stints if stint.version.valid_from < high and stint.version.valid_to > low]
    last_only = not held and now and not result.read and bool(stints)  # no time asked, none now: the last of each
    if not held and not last_only:  # none then: what the texts say of that time, else a dead end saying when
        then, other = _texts_then(
            index,
            topic,
            low=low,
            high=high,
            known_at=known_at,
            dated=bool(result.read),
            count_tokens=count_tokens,
            budget=result.budget_tokens,
        )
        if stints:
            begun = min(stint.version.valid_from for stint in stints)
            ended = max(stint.version.valid_to for stint in stints)
            since = f"from {format_edge(begun)} " if begun > -FOREVER else ""
            held_when = f"{since}{'on' if ended >= FOREVER else f'to {format_edge(shown_edge(ended), end=True)}'}"
            line = f"Nothing in memory about {read} {asked_then}; no concept named. It holds {said} {held_when}."
        elif then or other:
            line = f"Nothing in memory about {topic.rstrip('?!. ')} {asked_then}; no concept named."
        else:
            return None  # no relation of it, no text of it: the walk goes on as before
        result.abstains, result.dead_end = (line, False) if then else ("", True)
        lines = [
            line,
            *([EVIDENCE_HEADING, *then] if then else []),
            *(["Said at other times:", *other] if other else []),
        ]
        result.context = "\n".join(lines)
        result.tokens = count_tokens(result.context)
        return result
    terms = (
        set(tokenize(topic))
        - set().union(*(lexicon.stems[kind] for kind in types))
        - _agent_stems(re.findall(r"[^\W\d_]+", topic))
    )

    texts: dict[str, set[str]] = {}

    def words_of(end: str) -> set[str]:
        if end not in texts:
            texts[end] = set(tokenize(" ".join(f"{v.name} {v.text}" for v in store.records[end][-1:])))
        return texts[end]

    def score(stint: _Held) -> int:  # the question's other words ("principal", "striker") in its ends' texts
        return len(terms & (words_of(stint.version.source_id) | words_of(stint.version.target_id))) if terms else 0

    groups: dict[str, list[_Held]] = {}

    def order(stint: _Held) -> tuple[int, int]:  # the question's words, then the earliest (the last ended)
        return -score(stint), -stint.version.valid_to if last_only else stint.version.valid_from

    for stint in sorted(held or stints, key=order):
        if stint.group in groups or len(groups) < _MOST_GROUPS:
            groups.setdefault(stint.group, []).append(stint)
    facts: list[Fact] = []
    for members in groups.values() if held else ():
        for stint in members:  # ended within the asked period: held then, and replaced within it
            within = span is not None and stint.version.valid_to < high - 1
            facts.append(_fact(store, stint, when=when, known_at=known_at, name=name, within=within))
    last_before: dict[str, _Held] = {}  # what held each object before: the one that ended last
    for stint in stints:
        last = last_before.get(stint.group)
        if stint.group in groups and stint.version.valid_to <= low:
            if last is None or last.version.valid_to < stint.version.valid_to:
                last_before[stint.group] = stint
    facts += [
        _fact(store, last_before[group], when=when, known_at=known_at, name=name, ended=True)
        for group in groups
        if group in last_before
    ]
    result.facts = sorted(facts, key=lambda fact: fact.status == "replaced")  # the holders then, then those replaced
    objects = [name(members[0].end) for members in groups.values()]
    more = len({stint.group for stint in held or stints}) - len(objects)
    lead = f"Read as: {read} {asked_then}; no concept named" + (
        f"; for each of {', '.join(objects)}{f' and {more} more' if more else ''}" if len(objects) > 1 else ""
    )
    lead += "; none holds it now: the last of each." if last_only else "."
    shown = [s for members in groups.values() for s in members] if held else list(last_before.values())
    reached = dict.fromkeys(end for stint in shown for end in (stint.end, _other(stint)))
    about = []
    for record in reached:
        version = store.seen(record, as_of=when, known_at=known_at) or store.records[record][-1]
        about.append(f"- {describe_version(version, [], named=False)[0]}")
    result.reached = [name(record) for record in reached]
    result.context, result.tokens = render_context(
        header=[lead],
        facts=facts,
        trail=[],
        about=about,
        as_of=when,
        read=heading,
        budget_tokens=result.budget_tokens,
        count_tokens=count_tokens,
    )
    return result


def _other(stint: _Held) -> str:
    return stint.version.target_id if stint.end == stint.version.source_id else stint.version.source_id


def _fact(
    store: VersionStore,
    stint: _Held,
    *,
    when: int,
    known_at: int,
    name: Callable[[str], str],
    within: bool = False,
    ended: bool = False,
) -> Fact:
    """One stint as a fact line: ``current``, ``replaced`` (ended within the asked period) or ``ended``
    (before it); an end no longer valid then shows why beside its name ("[superseded 1936-01-01 by …]")."""
    version = stint.version

    def noted(end: str) -> str:
        if store.seen(end, as_of=when, known_at=known_at) is not None:
            return ""
        return ending_note(store, end, as_of=when, known_at=known_at) or ""

    notes = noted(version.source_id), noted(version.target_id)
    shown = [
        f"{name(end)} [{note}]" if note else name(end)
        for end, note in zip((version.source_id, version.target_id), notes, strict=True)
    ]

    status, note = "current", ""
    if ended or within:
        status = "ended" if ended else "replaced"
        note = end_note(version, shown_edge(version.valid_to))
    return Fact(
        shown[0],
        version.name,
        shown[1],
        status,
        to_timestamp(version.valid_from),
        to_timestamp(version.valid_to),
        1,
        note,
        (stint.record,),
        precision=version.precision,
        notes=notes,
    )


_TEXTS_READ = 20
"""The most texts read for the sentences of the time asked (those holding most of the question's words)."""


def _texts_then(
    index: SearchIndex,
    topic: str,
    *,
    low: int,
    high: int,
    known_at: int,
    dated: bool,
    count_tokens: Callable[[str], int],
    budget: int,
) -> tuple[list[str], list[str]]:
    """The sentences of the texts that share a word with ``topic`` and state a time in ``[low, high)``
    (:func:`~.dated_texts.time_evidence`, the best fit first), and those of other times, marked; nothing when
    no time was asked (``dated``)."""
    if not dated:
        return [], []
    words = {term for term in tokenize(topic) if not term.isdigit()}
    scores, versions = index.fused_episodes(topic, as_of=max(high - 1, known_at), known_at=known_at)
    found = [versions[record] for record in sorted(scores, key=lambda record: -scores[record])]
    texts = [(version.text, version.valid_from) for version in found if version.kind == EPISODE][:_TEXTS_READ]
    then, other = time_evidence(
        texts, low=low, high=high, terms=words, count_tokens=count_tokens, room=budget // 3, room_other=budget // 8
    )
    then = [line for line in then if words & set(tokenize(line.split(") ", 1)[-1]))]
    return then, other
