"""What a walk that reaches no concept says: the name the question uses that no concept bears, a name one
typo away or the one name holding its words (offered, never taken), and the episodes that say the word."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .._reading import MONTHS, WEEKDAYS
from ..index.keyword import tokenize, whole_words
from ..index.search import SearchIndex
from ..model.guard import WordGuard
from ..model.records import CONCEPT, EPISODE, name_key
from ..model.short_typos import near_short
from ..store.versions import VersionStore
from .lexicon import RelationLexicon
from .meaning import english_word
from .names import known_versions, unknown_name
from .recall import episode_line

__all__ = ["episodes_naming_word", "near_name", "said_beside", "the_name_holding", "unknown_name_in"]

_PROPER_NAME = re.compile(
    r"\b[A-Z][\w'-]*(?:(?:\s+[A-Z]\.(?=\s+[A-Z]))?(?:\s+(?:de|da|di|du|van|von|der|den|del))?\s+[A-Z][\w'-]*"
    r"(?:(?:\.[A-Z]\w*)+\.?)?)+"
)
"""A run of capitalised words, maybe with a middle initial or a particle inside ("Philip A. Kuhn", "Joaquín Milans
del Bosch")."""


def unknown_name_in(
    store: VersionStore,
    index: SearchIndex,
    topic: str,
    *,
    as_of: int,
    known_at: int,
    lexicon: RelationLexicon,
    any_word: bool = True,
    named: Sequence[str] = (),
) -> str | None:
    """A name the question uses that no concept bears, whatever its case or word count.

    "Who leads Project Vexaron?" is a dead end when no concept is called
    Project Vexaron, however close another project's name is: answering
    about a different project would be worse than saying nothing. So is
    "who leads vexaron?" when no text the memory holds has that word
    (``any_word``: judged only when the question names no concept). A run
    of capitalised words inside a name the question does use (``named``:
    name keys) is that name, not another: "Auditorium Building (Chicago)".
    """
    words = topic.split(maxsplit=1)
    inside = [f" {key} " for key in named]

    def held(name: str) -> bool:
        records = store.names.get(name_key(name), [])
        return any(known_versions(store, record, known_at=known_at) for record in records)

    for match in _PROPER_NAME.finditer(words[1] if len(words) > 1 else ""):
        candidate = re.sub(r"'s$", "", match.group(0))
        if candidate.startswith("The ") and held(candidate[4:]):
            candidate = candidate[4:]  # "The Glass Orchard": the texts' Glass Orchard, its article capitalised
        if any(f" {name_key(candidate)} " in key for key in inside):
            continue
        if not held(candidate):
            return candidate
    if not any_word:
        return None
    heard = unheard_word(index, topic)  # "who was Mayor of Boston?" when no text says Boston: not New York's mayor
    if heard is not None:
        return heard
    asking = set().union(*lexicon.stems.values()) if lexicon.stems else set()

    def in_concepts(word: str) -> bool:  # a concept's name, alias, description or patch holds it
        stems = set(tokenize(word))
        if not any(index.keyword.knows(stem) for stem in stems):
            return False
        found = index.keyword_list(word, as_of=as_of, known_at=known_at)
        return any(stems & set(tokenize(f"{version.name} {version.text}")) for _, version, _ in found) or any(
            stems & set(tokenize(patch.text))
            for record, _, _ in found
            for patch in known_versions(store, record, known_at=known_at)
            if patch.kind == "patch"
        )

    return unknown_name(topic, store=store, vocabulary=in_concepts, ignore=asking)


_CALENDAR = MONTHS | frozenset(WEEKDAYS)
"""Capitalised words of the calendar ("March", "Monday"): no names."""


def unheard_word(index: SearchIndex, topic: str) -> str | None:
    """A capitalised word after the question's first that no text the memory holds has ("when did Flamstead stop
    being Astronomer Royal?"): a name misspelt beside one held, offered its near name by :func:`near_name`."""
    for word in re.findall(r"(?<=\s)[A-Z][a-z'’-]{3,}\b", topic):
        if word.lower() in _CALENDAR or english_word(word.lower()):
            continue  # "in March", "Head of Engineering", "at Easter": a common word, no name (not "Boston")
        if not any(index.keyword.knows(stem) for stem in tokenize(word)):
            return str(word)
    return None


_EVENT_WORD = re.compile(r"\b(?:when|while|after|before|until|since)\b", re.IGNORECASE)


def said_beside(unknown: str | None, topic: str, named: Sequence[str]) -> bool:
    """Whether ``unknown`` (a name the memory does not hold) stands in an event clause of ``topic`` ("who was mayor of
    Fenwick when Tomas Bekk became mayor?") beside a held name the question says apart from it (``named``: not
    "Quillan" of "Mara Quillan"): the walk goes on with that one."""
    if not unknown or unknown not in topic or not _EVENT_WORD.search(topic[: topic.index(unknown)]):
        return False
    words = set(name_key(unknown).split())
    return any(not set(name_key(one).split()) & words for one in named)


def the_name_holding(index: SearchIndex, words: str, *, as_of: int, known_at: int) -> str | None:
    """The one name the memory holds then whose words run through ``words`` ("Harrow Ridge" → "Harrow Ridge
    Observatory"), offered to a dead end, never taken for it: "New York" is not "New York Times". A name
    with a qualifier in brackets ("Auditorium Building (Chicago)") is told apart from others by it."""
    key = f" {name_key(words)} "
    holding = {
        version.name
        for _, version, _ in index.keyword_list(words, as_of=as_of, known_at=known_at)
        if version.kind == "concept" and "(" not in version.name and key in f" {name_key(version.name)} "
    }
    return holding.pop() if len(holding) == 1 else None


def episodes_naming_word(index: SearchIndex, word: str, *, as_of: int, known_at: int, limit: int = 3) -> list[str]:
    """The latest episodes whose text holds ``word`` (as whole words), as dated lines."""
    pattern = whole_words(word)
    _, versions = index.fused_episodes(word, as_of=as_of, known_at=known_at)
    found = [version for version in versions.values() if version.kind == EPISODE and pattern.search(version.text)]
    found.sort(key=lambda version: version.valid_from, reverse=True)
    return [episode_line(version)[:300] for version in found[:limit]]


def _spellings(word: str) -> set[str]:
    """``word`` and, when it doubles a letter, the word with each doubled letter single ("Kepplar" → "Keplar"):
    a doubled letter and another slip are two typos, one of them the commonest."""
    return {word, re.sub(r"(\w)\1", r"\1", word)}


def near_name(
    store: VersionStore,
    unknown: str | None,
    topic: str,
    *,
    as_of: int,
    known_at: int,
    name: Callable[[str], str],
    word_guard: Callable[[], WordGuard],
) -> str | None:
    """A name the memory holds one typo away from the unknown name, or from a run of up to three of the
    question's words ("Project Zepyhr" → "Project Zephyr"), or the one name holding a word one typo away
    from a single word of the question ("zepyhr" → "Project Zephyr"); ``None`` when there is none. A name
    no longer valid (superseded, ended) is offered too: the walk reads it at any time."""
    words = re.findall(r"[\w'-]+", re.sub(r"['’]s\b", "", topic))  # "Keplar's patron": the name is "Keplar"
    runs = [" ".join(words[start : start + size]) for size in (3, 2, 1) for start in range(len(words) - size + 1)]

    def held(record: str) -> bool:  # a name the memory holds, valid then or not (superseded, ended, later)
        return store.records[record][0].kind == CONCEPT and bool(known_versions(store, record, known_at=known_at))

    for text in ([unknown] if unknown else []) + runs:
        key = store.guard.near(name_key(text)) if len(text) > 3 else None
        for record in store.names.get(key, []) if key else []:
            if held(record):
                return name(record)
    short = near_short(unknown, names=store.names, held=lambda key: any(map(held, store.names.get(key, []))))
    if short is not None:  # "Grens": a short name the guard does not judge, offered only
        return name(next(record for record in store.names[short] if held(record)))
    found = {
        record
        for key in map(word_guard().only_name, {name_key(said) for word in words for said in _spellings(word)})
        if key
        for record in store.names.get(key, [])
        if held(record)
    }
    return name(found.pop()) if len(found) == 1 else None  # a one-word typo: only if one name fits
