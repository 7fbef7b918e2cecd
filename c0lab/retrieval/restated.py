"""Passages a later passage restates with another value: "its engineers are working on a kelp farming system"
(2025-01-11), then "the programme is developing a wind lidar system" (2025-03-02).

When the extractor read no correction (a wording it does not know, a correction with no cue), the texts still
say it: a later text about the same subject names the same thing — the same kind of thing (the head of a noun
phrase, "system"), not said gained beside one said held (:func:`tie`) — with other words before it ("wind lidar"
for "kelp farming"). "runs a solar telescope", then "bought a radio telescope" is a second telescope, not the first
said otherwise; "is working on a kelp farming system", then "develops a wind lidar system" is the one said anew.
:func:`restated_notes` gives the older passage a note with the later value and its day, ``[restated 2025-03-02:
a wind lidar system]``: a line read alone then says that what it states was said otherwise since (a correction,
or a change). A phrase whose words overlap the later one's ("a research project", "an applied research project")
restates nothing.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import lru_cache

from .._time import format_time
from ..index.keyword import whole_words
from .lexicon import RelationLexicon
from .render import CLAUSE_BREAK

__all__ = ["kind_phrases", "restated_notes", "tie"]

_PHRASE = re.compile(
    r"\b(?=(?P<phrase>(?:a|an|the|its|their|his|her|our)\s+(?P<words>(?:[a-z][a-z-]*\s+){1,3}?)"
    r"(?P<head>[a-z][a-z-]{2,})\b(?![ -][a-z])))"
)
"""A determiner, one to three words and the head, the last lowercase word of the run (looked for at every
determiner: the phrases may overlap)."""
_NAME = re.compile(r"(?<!^)(?<![.!?]\s)\b[A-Z][\w'-]+")
_BACK = re.compile(r"(?:It|Its|They|Their|He|She|His|Her)\b")
_FUNCTION = frozenset(
    "a an the its their his her our this that these those is are was were be been being has have had of in on at "
    "to for from by with and or as into than then which who whom whose it they he she we".split()
)
"""Words that are no modifier of a kind (a phrase's run of words stops before them)."""


def kind_phrases(
    text: str, names: Collection[str], *, ties: dict[str, frozenset[str]] | None = None
) -> dict[str, tuple[frozenset[str], str]]:
    """The noun phrases of ``text`` about one of ``names``: in a sentence naming one of them, or in the sentences
    after it that name no other name (a reference back, "The project's engineers …"); each phrase's head →
    (its other words, the phrase as written). A head said twice keeps its last phrase; ``ties`` (when given) gets
    each head's :func:`tie`."""
    found: dict[str, tuple[frozenset[str], str]] = {}
    ties = {} if ties is None else ties
    about = False
    for sentence in CLAUSE_BREAK.split(text):
        if any(whole_words(name).search(sentence) for name in names):
            about = True
        elif _NAME.search(sentence) and not _BACK.match(sentence):
            about = False  # about another name, unless it opens with a reference back ("It is run by …")
        if not about:
            continue
        for match in _PHRASE.finditer(sentence):
            words = match.group("words").split()
            if any(word in _FUNCTION for word in words):
                continue
            found[match.group("head")] = (frozenset(words), match.group("phrase"))
            ties[match.group("head")] = tie(sentence[max(0, match.start() - 40) : match.start()])
    return found


_VERB = re.compile(r"(?P<verb>[a-z]{2,})(?:\s+(?P<particle>on|in|at|with|for|to|into|from))?\s*$")
_AUXILIARY = frozenset("is are was were be been being has have had will would also now still currently then".split())


def tie(before: str) -> frozenset[str]:
    """The tie to its subject of a phrase said after ``before`` (its sentence up to the phrase): the senses of the
    verb before it (:class:`~c0lab.retrieval.lexicon.RelationLexicon`: "develops", "builds" → make), else the verb
    itself; empty for no verb or a form of "be" (an apposition or a copula says what the subject is).

    >>> sorted(tie("The Wren Observatory runs")), sorted(tie("It bought")), sorted(tie("Alder, "))
    (['run'], ['acquire'], [])
    """
    words = before[-40:].lower().split()  # the verb stands right before the phrase
    while words and words[-1] in _AUXILIARY:
        words.pop()
    found = _VERB.search(" ".join(words[-2:])) if words and re.fullmatch(r"[a-z]+", words[-1]) else None
    if found is None or found.group("verb") in _AUXILIARY:
        return frozenset()
    return _senses(" ".join(part for part in found.group("verb", "particle") if part))


@lru_cache(maxsize=4096)
def _senses(verb: str) -> frozenset[str]:
    """The lexicon's senses of a verb (with its particle), else the verb itself."""
    return frozenset(RelationLexicon.asked_senses(verb)) or frozenset([verb])


def _same_tie(one: frozenset[str], other: frozenset[str]) -> bool:
    """Whether two phrases of one head can be one thing said otherwise (:func:`tie`): not when exactly one of them
    is said gained ("bought", "acquired", "added", "installed": one more of the kind, beside the one held)."""
    return bool(one & _GAINED) == bool(other & _GAINED)


_GAINED = frozenset(["acquire", "add", "adds", "added", "installed", "opened", "gained", "commissioned"])
"""The tie of a thing the subject gained (the lexicon's acquire sense, and verbs of adding it has none for)."""


def restated_notes(passages: Sequence[tuple[int, str]], names: Collection[str]) -> list[str]:
    """For each of ``passages`` (its day in microseconds, its text), the note of each kind it states about one of
    ``names`` that the latest later passage states with none of the same words, neither of the two said gained
    beside the other said held (:func:`tie`) (``[restated DAY: phrase]``, space-led; "" when none)."""
    ties: list[dict[str, frozenset[str]]] = [{} for _ in passages]
    phrases = [kind_phrases(text, names, ties=ties[n]) if names else {} for n, (_, text) in enumerate(passages)]
    latest: dict[str, tuple[int, frozenset[str], str, frozenset[str]]] = {}  # each head's latest: one pass
    for (day, _), found, tied in zip(passages, phrases, ties, strict=True):
        for head, (words, phrase) in found.items():
            if head not in latest or day > latest[head][0]:
                latest[head] = (day, words, phrase, tied.get(head, frozenset()))
    notes = []
    for (day, _), found, tied in zip(passages, phrases, ties, strict=True):
        said = [
            f" [restated {format_time(latest[head][0])[:10]}: {latest[head][2]}]"
            for head, (words, _) in found.items()
            if latest[head][0] > day
            and not words & latest[head][1]
            and _same_tie(tied.get(head, frozenset()), latest[head][3])
        ]
        notes.append("".join(dict.fromkeys(said)))
    return notes
