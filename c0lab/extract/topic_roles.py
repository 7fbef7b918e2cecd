"""A leader's post said with no organisation after it, in a text about one ("Orsk Labs was founded in 1921 by Ada
Merrow. Ada Merrow served as managing director until 1948, when her son Tom Merrow took over"): the post of the
text's subject, said so ("… managing director of Orsk Labs until 1948"), as the role readers read a post with what it
is of. Only a post of leading ("director", "chairman", "president"), only where the clause goes on with a time or
ends, and never when the text's subject is a person ("Ann Lee was director until 1948" says nothing of whom)."""

from __future__ import annotations

import re

from ..retrieval.lexicon import LEADING, RelationLexicon
from ..retrieval.meaning import likely_person

__all__ = ["topic_role"]

_UNTOLD = re.compile(
    r"\b(?P<verb>(?:served|serves|acted|acts)\s+as|(?:was|is|became|becomes)(?:\s+(?:appointed|named|elected|made))?"
    r"(?:\s+as)?)\s+(?P<article>(?:the|its)\s+)?(?P<role>(?:(?:first|new|acting|interim|founding)\s+)?"
    r"(?:[a-z-]+\s+){0,2}(?P<head>[a-z]+))(?=\s+(?:until|till|from|since|between|in|when|after|before)\b|\s*[,.;]|\s*$)"
)
"""A verb of holding a post, then the post in lower case, then a time or the clause's end (no "of", no "at")."""


def topic_role(sentence: str, topic: str | None) -> str:
    """``sentence`` with each leader's post said alone said as ``topic``'s (see the module docstring).

    >>> topic_role("Ada Merrow served as managing director until 1948.", "Orsk Labs")
    'Ada Merrow served as managing director of Orsk Labs until 1948.'
    >>> topic_role("Ada Merrow was a teacher until 1948.", "Orsk Labs")
    'Ada Merrow was a teacher until 1948.'
    >>> topic_role("Ada Merrow was director of Tarn Mill until 1948.", "Orsk Labs")
    'Ada Merrow was director of Tarn Mill until 1948.'
    """
    if not topic or likely_person(topic):
        return sentence

    def said(found: re.Match[str]) -> str:
        if not RelationLexicon.strongly_asked_senses(found["head"]) & LEADING:
            return found.group()
        return f"{found['verb']} {'the ' if found['article'] else ''}{found['role']} of {topic}"

    return _UNTOLD.sub(said, sentence)
