"""What of a walk's texts may answer when its facts do not: the episodes naming the concept, those sharing the
question's words first (:func:`mentioned_in`), and which facts and related concepts still answer
(:func:`what_answers`). Split from :mod:`~c0lab.retrieval.walking`, which calls them."""

from __future__ import annotations

import re
from collections.abc import Collection

from ..index.keyword import tokenize, whole_words
from ..model.records import Version
from ..store.versions import VersionStore
from .corrections import correction_notes
from .dated_texts import stated_times
from .lexicon import RelationLexicon
from .recall import episode_line, episodes_naming
from .walk import Fact

__all__ = ["mentioned_in", "question_terms", "says_more", "what_answers"]


def mentioned_in(
    store: VersionStore,
    record: str,
    *,
    as_of: int,
    known_at: int,
    limit: int = 3,
    corrected: dict[str, Version] | None = None,
    terms: set[str] | None = None,
    shown: Collection[str] = frozenset(),
) -> list[str]:
    """The latest episodes that name the concept, as dated lines (each older than a correction of the
    concept in ``corrected`` states it: :func:`~c0lab.retrieval.corrections.correction_notes`); with
    ``terms`` (word stems: the walk lacks what was asked), those sharing most of them first, then those with a
    sentence saying mostly what the walk's lines (``shown``, word stems) do not, each group newest first."""
    found = episodes_naming(store, record, as_of=as_of, known_at=known_at)
    found.sort(key=lambda version: version.valid_from, reverse=True)
    if terms:  # the texts may answer what the facts lack: those saying something they do not, first
        found.sort(key=lambda version: (-len(terms & set(tokenize(version.text))), not says_more(version.text, shown)))
    return [
        stated_line(version)[:300] + correction_notes(version.text, version.recorded_at, corrected or {})
        for version in found[:limit]
    ]


def stated_line(version: Version) -> str:
    """An episode as one line, dated by the times its sentences state ("[1920 to 1944] notes.md: …") when it
    states any (notes about the past: the day they were recorded is no date of their facts), else by that day."""
    line = episode_line(version)
    stated = stated_times(version.text, now=version.valid_from)
    if not stated:
        return line
    said = "; ".join(stated[:3]) + ("; …" if len(stated) > 3 else "")
    return f"[{said}]{line[line.index('] ') + 1 :]}"


def says_more(line: str, stated: Collection[str]) -> bool:
    """Whether most word stems of a sentence of ``line`` are none of ``stated`` (those of the walk's fact lines)."""
    sentences = (set(tokenize(sentence)) for sentence in re.split(r"(?<=[.!?;:])\s+", line))
    return any(2 * len(words.difference(stated)) > len(words) for words in sentences)


def question_terms(topic: str, root: str, *, lexicon: RelationLexicon) -> set[str]:
    """The question's word stems less its concept's name, and the stems of the relation types it asks."""
    terms = set(tokenize(topic)) - set(tokenize(root))
    return terms | {stem for kind in lexicon.asked(topic, ignore=[root]) for stem in lexicon.stems[kind]}


def what_answers(
    topic: str, root: str, facts: list[Fact], about: list[str], *, lexicon: RelationLexicon, chain: bool = False
) -> tuple[set[int], list[str]]:
    """What of a walk that does not hold the asked relation may still answer: the facts reached from ``root``
    by asked types only (a chain of what was asked), and the concept's own facts and the related concepts
    naming it that share a word with the question or with a sense it asks (its root's name left out; for a
    ``chain`` of senses every related concept: the next link may be in one's description). The rest would
    crowd out the texts that might answer."""
    asked = lexicon.asked(topic, ignore=[root])
    terms = question_terms(topic, root, lexicon=lexicon)
    by_key = {fact.path[-1]: fact for fact in facts if fact.path}

    def chained(fact: Fact) -> bool:
        return bool(fact.path) and all(key in by_key and by_key[key].relation in asked for key in fact.path)

    kept = {id(fact) for fact in facts if chained(fact) or (fact.depth <= 1 and terms & set(tokenize(fact.line())))}
    lines, keep = [], False
    naming = whole_words(root)
    for line in about:
        if line.startswith("- "):
            keep = chain or (bool(terms & set(tokenize(line))) and naming.search(line) is not None)
        if keep:
            lines.append(line)
    return kept, lines
