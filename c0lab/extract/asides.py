"""Which clause words belong to when an aside stands between a subject and its verb."""

from __future__ import annotations

import re

from ..retrieval.meaning import likely_person

__all__ = ["aside_close", "outside_parenthesis", "past_aside"]

Span = tuple[int, int, str]

_PARENTHESIS = re.compile(r"\s*,\s+(?:a|an|the|which|who|whose|once|now|long|since)\b[^,;]*,\s+")
"""An appositive or a relative clause between a subject and its verb ("X, a programme managed by Y, is …")."""
_BRACKET = re.compile(r"\s*\([^()]{1,80}\)\s*:\s+")
"""A bracket after a name heading what is said of it ("X (Y): the project is developing a …"; not a person's, whose
bracket names whom one speaks for: "Ann Bell (Keld Array): our team builds …")."""


_SUBORDINATE = re.compile(r"\b(?:that|which|who|whom|whose|where|when|because|while|if|whether)\b")


def outside_parenthesis(sentence: str, spans: list[Span], place: int) -> str | None:
    """The name whose clause the words at ``place`` belong to when the nearest name before them stands inside an
    appositive, a relative clause or a bracket on an earlier name ("X, a programme managed by Y, is developing a …",
    "X (Y): the project is developing a …": X), else None (also when a clause of its own comes between: "X, which
    manages Y, said that the project is …")."""
    before = [span for span in spans if span[1] <= place]
    for _, end, name in before[:-1]:
        aside = _PARENTHESIS.match(sentence, end) or (None if likely_person(name) else _BRACKET.match(sentence, end))
        if (
            aside is not None
            and aside.end() <= place
            and end < before[-1][0] < aside.end()
            and not _SUBORDINATE.search(sentence, aside.end(), place)  # "X, which runs Y, said that the project …"
        ):
            return name
    return None


def aside_close(sentence: str, end: int) -> int:
    """Where the appositive, relative clause or bracket after a name ending at ``end`` closes (``end``: none)."""
    found = _PARENTHESIS.match(sentence, end) or _BRACKET.match(sentence, end)
    return found.end() if found else end


def past_aside(words: str) -> str:
    """``words`` (what stands between two names) less an appositive or a relative clause opening them: ", who had
    led X since 2010, gave way to " → " gave way to " (the first name's verb, after the aside on it)."""
    aside = _PARENTHESIS.match(words)
    return " " + words[aside.end() :] if aside is not None else words
