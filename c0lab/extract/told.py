"""Words said in the clause that states a fact between two names: the present ("X is the coach of Y",
"currently"), another value added to one held ("also", "jointly"), or a fact not stated as done (denied, reported,
supposed, asked: "never dropped", "denied that", "Had X dropped …", "Has X dropped …?").

A fact carries no words of its own; these read them back from the text that stated it, the clause of the
sentence naming both ends (else the object, else the subject).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..retrieval import meaning
from .names import sentences
from .types import Relation

__all__ = [
    "ADDED",
    "NEGATED",
    "added_between",
    "said_not",
    "said_now",
    "told_added",
    "told_now",
    "told_undone",
    "told_with",
]

_NOW = re.compile(r"\b(?:is|are|am|currently|presently|now|today|still)\b", re.IGNORECASE)
"""A clause told of the day it was written ("is", "currently")."""


_ASIDE = re.compile(r",\s+(?:who|which|now|still)\b[^,;]*,", re.IGNORECASE)
"""An aside of the present inside a sentence told in the past ("Ana Pell, who is now retired, chaired …")."""


@lru_cache(maxsize=4)
def _said(text: str) -> tuple[str, ...]:
    """The sentences of ``text``, asides of the present (:data:`_ASIDE`) left out, split once per text (an ingest
    asks of every relation it writes)."""
    return tuple(_ASIDE.sub(",", sentence) for sentence in sentences(text) if sentence.strip())


@lru_cache(maxsize=256)
def _named(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE)


def told_with(text: str, names: tuple[str, ...], words: re.Pattern[str], *, whole: bool = False) -> bool:
    """Whether the clause stating the fact between ``names`` says one of ``words``: of a sentence naming both
    ends, its words up to the later name ("Rossi played for Lazio", not ", which is still based in Rome"); else of
    one naming the object, its words up to the object ("He is the coach of Oslo", not "Lazio is a club based in
    Rome"); else any sentence naming the subject. ``whole``: the whole of each such sentence. An aside between
    commas that opens with "who", "which", "now" or "still" ("Ana Pell, who is now retired, chaired …") is not the
    clause's."""
    said = _said(text)
    patterns = [_named(name.strip()) for name in names if name.strip()]
    if not patterns:
        return False
    ends: list[list[int]] = [[] for _ in said]
    for index, sentence in enumerate(said):
        for pattern in patterns:
            found = pattern.search(sentence)
            ends[index].append((len(sentence) if whole else found.end()) if found else -1)
    if len(patterns) > 1:
        both = [said[i][: max(found)] for i, found in enumerate(ends) if min(found) >= 0]
        if both:
            return any(words.search(clause) for clause in both)
    last = len(patterns) - 1  # the object first: "He is the coach of Oslo" names no subject
    clauses = [said[i][: found[last]] for i, found in enumerate(ends) if found[last] >= 0]
    if clauses:
        return any(words.search(clause) for clause in clauses)
    return any(words.search(said[i]) for i, found in enumerate(ends) if max(found) >= 0)


def told_now(text: str, names: tuple[str, ...]) -> bool:
    """Whether the fact between ``names`` is told in the present ("is", "currently": :data:`_NOW`), not in a question
    its answer denies ("Is X still chairman of Y?" / "No, he retired last year": X was)."""
    return told_with(_DENIED.sub(" ", text), names, _NOW)


_DENIED = re.compile(r"[^.!?\n]*\?(?=\s*(?:A\s*[:.]\s*)?No\b)")
"""A question its answer denies ("Q: Is X still chair of Y? A: No, …"), from the sentence's start to its mark."""


def said_now(text: str, relation: Relation) -> bool:
    """Whether ``relation`` is told in the present: its type opens with a verb in the present ("DIRECTS", "LIVES_IN")
    or its clause in ``text`` is (:func:`told_now`: "X is led by B")."""
    present = meaning.third_person(relation.type.split("_")[0].lower())
    return present or told_now(text, (relation.source, relation.target))


ADDED = re.compile(
    r"\b(?:also|as\s+well|too(?=\s*(?:[,.;]|$))|jointly|alongside|in\s+addition|additionally)\b", re.IGNORECASE
)
"""Words that add a tie to one held, not one in its place ("also offered under", "licensed under B as well",
"chaired it jointly with her"; "too" closing its clause, not "too crowded")."""


def told_added(text: str, names: tuple[str, ...]) -> bool:
    """Whether the fact between ``names`` is told as added to another (:data:`ADDED`), not replacing it: in the
    whole sentence naming them, where these words most often come last ("… under the MIT licence as well")."""
    return told_with(text, names, ADDED, whole=True)


_ADDED_BETWEEN = re.compile(r"\b(?:also|too|jointly|additionally)\b", re.IGNORECASE)
_ADDED_AFTER = re.compile(
    r"(?:,\s*)?[^,;.]*?\b(?:as\s+well(?!\s+as\b)|too(?=\s*(?:[,.;]|$))|jointly|alongside|in\s+addition(?!\s+to\b))\b",
    re.IGNORECASE,
)
_ASIDE_OF_WORDS = re.compile(r",\s*[^,\s]+\s+[^,]*,")
"""An aside of more than one word between commas (", also a councillor,", ", who also sings,"): not the clause's."""
_CLAUSE_BREAK = re.compile(r";|\s(?:and|but|while|whereas)\s", re.IGNORECASE)


def added_between(sentence: str, names: tuple[str, str]) -> bool:
    """Whether ``sentence`` tells the fact between ``names`` as added to one held, in that fact's own clause: a word
    of :data:`ADDED` between the names ("B also chairs X", "B, too, chairs X") or closing the clause after the later
    one ("X is released under B as well", "B chairs X jointly with A"); not another clause's ("B chairs X and also
    runs Y", "B is also a director of Y and chairs X"), another verb's ("X's new chair B also spoke") or the news
    before's ("Also, B now chairs X").

    >>> names = ("Bo Ek", "Orsk")
    >>> added_between("Bo Ek also chairs Orsk.", names), added_between("Bo Ek chairs Orsk and also runs Tarn.", names)
    (True, False)
    """
    found = sorted(match.span() for name in names if (match := _named(name.strip()).search(sentence)))
    if len(found) < 2:
        return False
    (_, first), (second, last) = found
    between = _ASIDE_OF_WORDS.sub(",", _CLAUSE_BREAK.split(sentence[first:second])[-1])
    return bool(_ADDED_BETWEEN.search(between) or _ADDED_AFTER.match(_CLAUSE_BREAK.split(sentence[last:])[0]))


NEGATED = re.compile(r"\b(?:not|never)\b|n't\b", re.IGNORECASE)
"""The words that say a clause is not so ("not", "never", "didn't")."""
_NOT_UNTIL = re.compile(r"\b(?:until|till)\b", re.IGNORECASE)


def said_not(clause: str) -> bool:
    """Whether ``clause`` says it is not so ("never divorced", "did not leave"; not "did not leave until 2019",
    which says when it was).

    >>> said_not("Ann never divorced Bo"), said_not("Ann did not leave Orsk until 2019"), said_not("Ann left")
    (True, False, False)
    """
    return bool(NEGATED.search(clause)) and not _NOT_UNTIL.search(clause)


_SAID_UNDONE = (
    rf"{NEGATED.pattern}|\b(?:plans?|planned|intends?|would|could|might|if|whether|unless|denied|denies|claimed"
    r"|claims|said|says|reported|reportedly|allegedly|supposedly|nearly|almost|going\s+to"
    r"|next\s+(?:week|month|year|release)|(?:is|are|'re|am)\s+(?:moving|switching|changing|relicensing))\b"
    r"|^\s*(?:had|has|have|did|does|should)\b|\?\s*$"
)
_UNDONE = re.compile(rf"{_SAID_UNDONE}|(?<!\bbefore\s)(?<!\bafter\s)(?<!\bsince\s)(?<!\buntil\s)\bthat\b", re.I)
"""Words that deny, plan, suppose, report or ask what a clause says, or a question ("Has X dropped …?"); "that" of a
time ("before that", "since that") is none of these."""
_UNDONE_BY_WORDS = re.compile(rf"{_SAID_UNDONE}|\bshould\b", re.IGNORECASE)
""":data:`_UNDONE`'s words and "should", not "that" (a text of several sentences says "that year", "announced that",
"so that", "that licence's clause")."""


def told_undone(text: str, names: tuple[str, ...], *, that: bool = True) -> bool:
    """Whether the fact between ``names`` is not stated as done (:data:`_UNDONE`; with ``that=False``,
    :data:`_UNDONE_BY_WORDS`), in the whole sentence naming them ("Had X dropped the A licence, users would have
    left")."""
    return told_with(text, names, _UNDONE if that else _UNDONE_BY_WORDS, whole=True)
