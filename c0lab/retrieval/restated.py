"""Passages a later passage restates with another value: "its engineers are working on a kelp farming system"
(2025-01-11), then "the programme is developing a wind lidar system" (2025-03-02).

When the extractor read no correction (a wording it does not know, a correction with no cue), the texts still
say it: a later text about the same subject names the same kind of thing (the head of a noun phrase, "system")
with other words before it ("wind lidar" for "kelp farming"). :func:`restated_notes` gives the older passage a
note with the later value and its day, ``[restated 2025-03-02: a wind lidar system]``: a line read alone then
says that what it states was said otherwise since (a correction, or a change). A phrase whose words overlap the
later one's ("a research project", "an applied research project") restates nothing.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from .._time import format_time
from ..index.keyword import whole_words
from .render import CLAUSE_BREAK

__all__ = ["kind_phrases", "restated_notes"]

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


def kind_phrases(text: str, names: Collection[str]) -> dict[str, tuple[frozenset[str], str]]:
    """The noun phrases of ``text`` about one of ``names``: in a sentence naming one of them, or in the sentences
    after it that name no other name (a reference back, "The project's engineers …"); each phrase's head →
    (its other words, the phrase as written). A head said twice keeps its last phrase."""
    found: dict[str, tuple[frozenset[str], str]] = {}
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
    return found


def restated_notes(passages: Sequence[tuple[int, str]], names: Collection[str]) -> list[str]:
    """For each of ``passages`` (its day in microseconds, its text), the note of each kind it states about one of
    ``names`` that the latest later passage states with none of the same words (``[restated DAY: phrase]``,
    space-led; "" when none)."""
    phrases = [kind_phrases(text, names) if names else {} for _, text in passages]
    latest: dict[str, tuple[int, frozenset[str], str]] = {}  # each head's latest phrase: one pass, not each pair
    for (day, _), found in zip(passages, phrases, strict=True):
        for head, (words, phrase) in found.items():
            if head not in latest or day > latest[head][0]:
                latest[head] = (day, words, phrase)
    notes = []
    for (day, _), found in zip(passages, phrases, strict=True):
        said = [
            f" [restated {format_time(latest[head][0])[:10]}: {latest[head][2]}]"
            for head, (words, _) in found.items()
            if latest[head][0] > day and not words & latest[head][1]
        ]
        notes.append("".join(dict.fromkeys(said)))
    return notes
