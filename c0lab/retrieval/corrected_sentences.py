"""Sentences a later correction contradicts: "Hanamura became administrator of the Agency in 1969." after
"Correction: Hanamura became administrator of the Agency in 1970, not 1969."

A walk asked at a time lists the texts' sentences of that time (:mod:`c0lab.retrieval.dated_texts`). An episode
keeps its words as written, so a sentence that a later correction of the concept says was wrong is still there;
listed as a plain line it reads as what held. :func:`mark_corrected` marks such a line with the correction and
its day (:func:`~c0lab.retrieval.corrections.corrected_note`); the walk lists it after its facts, with the
sentences of other times, never first.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..index.keyword import tokenize, whole_words
from ..model.records import Version
from ..store.versions import VersionStore
from .corrections import CORRECTION, WRONG_CUE, corrected_note
from .names import known_versions
from .render import one_line

__all__ = ["contradicts", "corrections_of", "mark_corrected"]

_CUE = frozenset(tokenize("actually correction corrected fact wrong wrongly mistaken mistakenly not rather instead"))
_NOT = re.compile(r"\bnot\s+(?:(?:in|on|at|the|a|an)\s+)?(?P<said>[\w'’-]+(?:\s+[\w'’-]+){0,3}?)(?=\s*(?:[.,;:!?)]|$))")
_NUMBER = re.compile(r"\b\d{1,4}\b")
_SHARE = 0.75
"""The least share of a correction's words (less its cue words and numbers) a sentence must hold to be what it
corrects: "Hanamura became administrator of the Agency" (all four), not "the Agency was founded" (one)."""


def corrections_of(store: VersionStore, record: str, *, known_at: int) -> list[Version]:
    """The patches of ``record`` known at ``known_at`` that say an earlier statement was wrong: written for a
    correction ingestion read (reason :data:`~.corrections.CORRECTION`) or cued so (:data:`~.corrections.WRONG_CUE`)."""
    found = []
    for patch in store.patches_of.get(record, ()):
        held = known_versions(store, patch, known_at=known_at)
        if held and (held[-1].reason == CORRECTION or WRONG_CUE.search(held[-1].text)):
            found.append(held[-1])
    return found


def contradicts(correction: str, sentence: str) -> bool:
    """Whether ``correction`` says ``sentence`` was wrong: the sentence holds most of its words (:data:`_SHARE`),
    does not state every number the correction gives as right (those it negates left out: "1970, not 1969"), and
    either says what the correction negates ("…, not 1969") or states a number the correction does not (1969 for
    1970; "On 3 May 1970 …" agrees with "… in 1970, not 1969").

    >>> fix = "Correction: Hanamura became administrator of the Agency in 1970, not 1969."
    >>> contradicts(fix, "Dr. Yuki Hanamura became administrator of the Agency in 1969.")
    True
    >>> contradicts(fix, "On 3 May 1970 Hanamura became administrator of the Agency.")
    False
    >>> contradicts(fix, "The Agency was founded in 1958 with General Reyes as its first administrator.")
    False
    """
    if one_line(correction) in one_line(sentence):
        return False
    if _named_wrong(correction, sentence):
        return True
    words = {word for word in tokenize(correction) if not word.isdigit()} - _CUE
    said = set(tokenize(sentence))
    if not words or len(words & said) < _SHARE * len(words):
        return False
    negated = [found["said"] for found in _NOT.finditer(correction)]
    right = set(_NUMBER.findall(correction)) - set(_NUMBER.findall(" ".join(negated)))
    stated = set(_NUMBER.findall(sentence))
    if right and right <= stated:  # it says the right value: it agrees
        return False
    if any(whole_words(wrong).search(sentence) for wrong in negated):
        return True
    return bool(right) and bool(stated - right)


_NOT_NUMBER = re.compile(r"\bnot\s+(?:(?:in|on|at)\s+)?(?P<said>\d{1,4})\b")
"""A number a correction negates, whatever follows it ("…, not 1952 — Labour lost …")."""
_CLAUSE_END = re.compile(r"\s[—–]\s|[;:]\s|\.\s")


def _named_wrong(correction: str, sentence: str) -> bool:
    """Whether ``sentence`` states the value the correction's clause negates ("Ferro left the Guild in 1885, not
    1886"; its other clauses, "— J. P. Moss became Treasurer", aside) and every name of that clause."""
    negation = _NOT_NUMBER.search(correction)
    if negation is None:
        return False
    starts = [0, *(found.end() for found in _CLAUSE_END.finditer(correction, 0, negation.start()))]
    ends = [found.start() for found in _CLAUSE_END.finditer(correction, negation.end())]
    clause = correction[starts[-1] : ends[0] if ends else len(correction)]
    names = set(tokenize(" ".join(re.findall(r"(?<=\s)[A-Z][\w'’-]+", f" {clause}")))) - _CUE
    return bool(names) and names <= set(tokenize(sentence)) and bool(whole_words(negation["said"]).search(sentence))


def mark_corrected(lines: Iterable[str], fixes: list[Version], *, name: str) -> tuple[list[str], list[str]]:
    """``lines`` (``- (time) sentence``) parted into those no correction in ``fixes`` contradicts and those one
    does, each of these marked with the latest such correction; their order kept."""
    plain, marked = [], []
    for line in lines:
        found = [fix for fix in fixes if contradicts(fix.text, line)]
        if found:
            marked.append(f"{line} {corrected_note(name, max(found, key=lambda fix: fix.recorded_at))}")
        else:
            plain.append(line)
    return plain, marked
