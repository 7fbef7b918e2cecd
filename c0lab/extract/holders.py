"""Who holds a role over a thing, said by a noun rather than a verb — constructions of English, not of any text.

- a **possessive role noun**: "X's director A", "X's director, A, …", "A is X's director" → A DIRECTOR_OF X;
- a **role noun between two names**, the first the thing, the second its holder: "X director A" → A DIRECTOR_OF X
  (only a role of leading or running: "League Two side Y" is a description, not a role);
- a **fronted role or participle**: "As director of X, A …" → A DIRECTOR_OF X; "Leading X since 2015, A …" → A
  LEADING X.

The role's noun (or the participle) must carry a relation sense — its words, or WordNet's reading of them
(:func:`~c0lab.extract.predicates.has_sense`) — so "X's visit, A" or "X's guest A" is no tie.
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import RelationLexicon
from .predicates import has_sense, verb_like
from .rules import relation_type

__all__ = ["holders"]

Span = tuple[int, int, str]
Tie = tuple[str, str, str, int]

_ADJECTIVE = r"(?:[a-z-]+\s+)?"
_POSSESSED = re.compile(rf"['’]s\s+{_ADJECTIVE}(?P<role>[a-z]{{3,}})(?:\s*,)?\s+(?:the\s+)?$")
"""Between a possessor and the holder: "X's director A", "X's new director, A"."""
_IS_POSSESSED = re.compile(
    r"\s+(?:is|was|are|were|has\s+been|had\s+been|became|becomes|remains|remained)\s+(?:now\s+|still\s+)?(?:the\s+)?$"
)
_POSSESSED_AFTER = re.compile(rf"['’]s\s+{_ADJECTIVE}(?P<role>[a-z]{{3,}})\b(?!\s+of\b|['’])")
_ROLE_BETWEEN = re.compile(r"\s+(?P<role>[a-z]{3,})\s+")
_FRONTED_ROLE = re.compile(rf"^(?:[Aa]s)\s+(?:the\s+)?{_ADJECTIVE}(?P<role>[a-z]{{3,}})\s+of\s+(?:the\s+)?$")
_FRONTED_PARTICIPLE = re.compile(r"^(?P<verb>[A-Z][a-z]{2,}ing)\s+(?:the\s+)?$")
_TO_SUBJECT = re.compile(r"[^,;.]{0,40},\s+(?:the\s+)?$")
_ROLES = frozenset(["lead", "run"])


def _role(noun: str, *, leading: bool = False) -> str | None:
    """The type of a role noun ("director" → DIRECTOR_OF) when it carries a sense (of leading or running only,
    ``leading``)."""
    kind = relation_type([noun, "of"])
    if not has_sense(kind):
        return None
    return kind if not leading or RelationLexicon.build([str(kind)]).senses.get(str(kind), set()) & _ROLES else None


def holders(sentence: str, every: list[Span]) -> list[Tie]:
    """The ties of the module docstring in ``sentence``, whose names are at ``every`` (each place each is said, in
    order): (holder, type, the thing, the place of the name the tie is said at)."""
    ties: list[Tie] = []
    for number, (begin, end, first) in enumerate(every):
        if number + 1 == len(every):
            break
        start, after, second = every[number + 1]
        if second == first:
            continue
        between = sentence[end:start]
        possessed = _POSSESSED.fullmatch(between)
        if possessed and (kind := _role(possessed.group("role"))):  # "X's director A", "X's director, A,"
            ties.append((second, kind, first, start))
            continue
        owned = _POSSESSED_AFTER.match(sentence, after) if _IS_POSSESSED.fullmatch(between) else None
        if owned and (kind := _role(owned.group("role"))):  # "A is X's director"
            ties.append((first, kind, second, start))
            continue
        noun = _ROLE_BETWEEN.fullmatch(between)
        if noun and not verb_like(noun.group("role")) and (kind := _role(noun.group("role"), leading=True)):
            ties.append((second, kind, first, start))  # "X director A"
            continue
        if number:
            continue
        fronted = _FRONTED_ROLE.fullmatch(sentence[:begin])  # "As director of X, A …"
        kind = _role(fronted.group("role")) if fronted else None
        participle = _FRONTED_PARTICIPLE.fullmatch(sentence[:begin])  # "Leading X since 2015, A …"
        if participle and kind is None and has_sense(verb := relation_type([participle.group("verb")])):
            kind = verb if RelationLexicon.build([str(verb)]).senses.get(str(verb), set()) & _ROLES else None
        if kind is not None and _TO_SUBJECT.fullmatch(between):
            ties.append((second, kind, first, start))
    return ties
