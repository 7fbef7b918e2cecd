"""Offices written with capitals: "was President of the Royal Society", "became Astronomer Royal".

A capitalised run after a verb that gives or states a post ("was", "became",
"served as", "was appointed", "was elected" …) is a post, not a name of its
own, when one of its words is a role noun: a kind of person in WordNet
("astronomer", "president", "mathematician"; :func:`~c0lab.retrieval.meaning.role_noun`)
or a word of the lexicon's leading and running senses ("chancellor", "mayor").
The sentence the extractor reads is rewritten so that its rules see the post:

- a post *of* or *for* something is written in lower case, so the post types
  the relation: "Isaac Newton was President of the Royal Society from 1703"
  → ``Isaac Newton PRESIDENT_OF Royal Society`` ("served as Chancellor of X" as "was chancellor of X");
- a post named alone is held as a post: "Flamsteed was Astronomer Royal from
  1675" → ``Flamsteed HELD_POST_OF Astronomer Royal`` (the post a concept of
  its own, so "who was Astronomer Royal in 1700?" walks its holders).

The episode keeps the words as written; only the reading changes.
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import SENSES
from ..retrieval.meaning import role_noun
from .names import UPPER

__all__ = ["offices"]

_ROLES = frozenset(SENSES["lead"].split()) | frozenset(SENSES["run"].split())
_GIVING = re.compile(
    r"\b(?:(?:(?:was|were|is|are|been|be)\s+(?:appointed|elected|named|made|installed|chosen)|appointed|elected|"
    r"installed)(?:\s+as)?|became|becomes|become|was|is|were|are|been|(?:served|serves|serving|acted|acts)\s+as)\s+"
    rf"(?:the\s+|an?\s+)?(?P<post>[{UPPER}][\w'’-]*(?:\s+[{UPPER}][\w'’-]*)*)(?P<after>\s+(?:of|for|to|at)\s)?"
)
_HELD = "held the post of"
_SERVED = re.compile(r"^(?:served|serves|serving|acted|acts)\s+as\b")


def _post(words: list[str]) -> bool:
    """Whether a capitalised run names a post: a role noun among its words."""
    return any(word.casefold() in _ROLES or role_noun(word) for word in words)


def offices(sentence: str) -> str:
    """``sentence`` with each capitalised post after a verb that gives or states it read as a post (see the module
    docstring); a sentence with none comes back unchanged."""

    def rewrite(match: re.Match[str]) -> str:
        words = match.group("post").split()
        if match.start() == 0 or not _post(words):
            return match.group(0)
        if match.group("after"):  # "was President of X": the post types the relation ("served as": was)
            head = _SERVED.sub("was", match.group(0)[: match.start("post") - match.start()])
            return head + match.group("post").lower() + match.group("after")
        return f"{_HELD} {match.group('post')}"  # "became X in 1720": held from then, as "held X in 1720" reads

    return _GIVING.sub(rewrite, sentence)
