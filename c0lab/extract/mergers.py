"""Mergers a text states: the names merged and the name they became ("In 1931 X merged with Y to form Z", "X and Y
merged into Z", "Z was formed by the merger of X and Y").

Each merged name is read as superseded by the new one at the date the sentence states (else the document's day), as
:meth:`Memory.supersede <c0lab.memory.memory.Memory.supersede>` does through the API: the old names' facts stay true
before it. The merger's plain link ("X MERGED_WITH Y") stays too. "X merged with Y" with no new name supersedes
nothing: which name lived on is not said. Only the merging parties merge: in "X merged Y into Z" the object Y
(X is the agent who merged it, a person or a body that lives on), and the new name follows its cue at once ("to
form Z", "into the Z"; "becoming the largest club in Osk" names none). Talks, plans, proposals and mergers that
failed, collapsed or were called off supersede nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .._time import to_timestamp
from .dates import dated_phrases
from .names import sentences
from .predicates import RENAMED
from .types import Relation

__all__ = ["mergers"]

_FORMED = re.compile(
    r"\bmerg(?:ed|ing)\b(?P<with>[^.;]*?)(?:,\s*)?\b(?:to\s+(?:form|create|become)|into|forming|creating|becoming)\b",
    re.IGNORECASE,
)
"""The merger and the cue before the new name: "merged with Y to form", "merged into", "merging …, forming"."""
_MERGER_OF = re.compile(
    r"\b(?:formed|created|founded|established)\s+(?:in\s+\S+\s+)?(?:by|through|from|after|in)\s+(?:the|a)\s+merger\s+of\b"
    r"(?P<merged>[^.;]*)",
    re.IGNORECASE,
)
"""The new name first: "Z was formed by the merger of X and Y"."""
_UNDONE = re.compile(
    r"\b(?:talks?|plans?|planned|planning|propos(?:als?|ed|ing)|considered|considering|bid|attempt(?:s|ed)?|"
    r"fail(?:ed|s)?|collaps(?:ed|es)|abandon(?:ed|s)?|called\s+off|rejected|blocked|cancel+ed|scrapped|would|"
    r"could|might|whether|never|not)\b",
    re.IGNORECASE,
)
"""A merger that did not happen (talks, a plan, a failed bid): it supersedes nothing."""
_AT_ONCE = re.compile(r"^\s*(?:(?:the|a|an)\s+)?(?:new\s+)?(?:[a-z]+\s+(?:called|named)\s+)?$")
"""What may stand between a merger's cue and the new name ("to form the Z", "into a new club called Z")."""


def mergers(text: str, names: Iterable[str], *, at: int, dated: bool = False) -> list[Relation]:
    """Each merged name of ``text`` as ``Relation(old, RENAMED, new, valid_from)`` (the type
    :meth:`~c0lab.memory.ingest.Ingest` supersedes by), ``names`` the names the extractor read in it, dated by the
    first date its sentence states no later than ``at`` (else ``None``: the document's day). With ``dated`` (a text
    of no stated day) a sentence stating no date gives none: when the merger happened is not known.

    >>> [(r.source, r.target) for r in mergers("In 1931 X Rovers merged with Y Athletic to form Z United.",
    ...     ["X Rovers", "Y Athletic", "Z United"], at=0)]
    [('X Rovers', 'Z United'), ('Y Athletic', 'Z United')]
    """
    held = sorted({name.strip() for name in names if name.strip()}, key=len, reverse=True)
    found: list[Relation] = []
    for sentence in sentences(text):  # the extractor's sentences (initials, headings, line breaks)
        if "merg" not in sentence.lower() or _UNDONE.search(sentence):
            continue
        new, merged = _read(sentence, held)
        if new is None or not merged:
            continue
        dates = dated_phrases(sentence, at=at)
        when = to_timestamp(dates[0][1]) if dates else None
        if when is None and dated:
            continue
        found += [Relation(old, RENAMED, new, valid_from=when) for old in merged if old != new]
    return found


def _read(sentence: str, held: list[str]) -> tuple[str | None, list[str]]:
    """The new name and the merged ones of one sentence (names in the order said), or ``(None, [])``."""
    formed = _MERGER_OF.search(sentence)
    if formed is not None:
        before = _names(sentence[: formed.start()], held)
        return (before[-1] if before else None), _names(formed.group("merged"), held)
    merger = _FORMED.search(sentence)
    if merger is None:
        return None, []
    after = _spans(sentence[merger.end() :], held)
    if not after or not _AT_ONCE.match(sentence[merger.end() : merger.end() + after[0][0]]):
        return None, []  # the new name must follow the cue at once
    joined = merger.group("with")
    if re.match(r"\s*(?:with|and)\b", joined) or not _names(joined, held):  # "X merged with Y", "X and Y merged"
        return after[0][2], _names(sentence[: merger.start()], held) + _names(joined, held)
    return after[0][2], _names(joined, held)  # "X merged Y into Z": X merged Y, which alone merges


def _names(words: str, held: list[str]) -> list[str]:
    """The names of ``held`` said in ``words``, in the order said (the longest name at a place)."""
    return [name for _, _, name in _spans(words, held)]


def _spans(words: str, held: list[str]) -> list[tuple[int, int, str]]:
    """Where the names of ``held`` are said in ``words``, in the order said (the longest name at a place)."""
    spans: list[tuple[int, int, str]] = []
    for name in held:
        for match in re.finditer(rf"(?<![\w]){re.escape(name)}(?![\w])", words):
            if not any(start < match.end() and match.start() < end for start, end, _ in spans):
                spans.append((match.start(), match.end(), name))
    return sorted(spans)
