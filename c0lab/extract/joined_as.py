"""A post taken with a tie: "X joined Y as its lead in 2012", "X returned to Y as manager" — X holds the post of Y.

The verb's own tie (``JOINED``) is read as before; the role after "as" is a second tie between the same two names,
with the same valid time, when the role's noun names a leading post (:data:`LEADING`: "lead", "director",
"chairman"; not "striker" or "engineer", which hold no post of Y).

>>> [(r.source, r.type, r.target) for r in joined_as("Ana Lo joined Orsk Labs as its director in 2012.",
...     [(0, 6, "Ana Lo"), (14, 23, "Orsk Labs")], [Relation("Ana Lo", "JOINED", "Orsk Labs")])]
[('Ana Lo', 'DIRECTOR_OF', 'Orsk Labs')]
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import RelationLexicon
from .rules import relation_type
from .types import Relation

__all__ = ["joined_as"]

LEADING = frozenset({"lead"})
"""The senses of a role's noun that make it a post of the thing joined."""
_AS_ROLE = re.compile(
    r"\s+as\s+(?:(?:its|their|the|a|an)\s+)?(?:(?:new|first|interim|acting|founding|sole)\s+)?"
    r"(?P<role>[a-z]{3,})\b(?!\s+(?:of|at|for|to|and|with)\b)"
)
""""… as (its) (new) lead", the role ending its phrase ("as head of research" is another post's)."""


def joined_as(sentence: str, spans: list[tuple[int, int, str]], relations: list[Relation]) -> list[Relation]:
    """The posts ``relations`` of this sentence take "as" a role right after their target (the module docstring)."""
    found = []
    for relation in relations:
        if relation.type == "MENTIONED_WITH":
            continue
        for _, end, name in spans:
            role = _AS_ROLE.match(sentence, end) if name == relation.target else None
            if role is None or not RelationLexicon.asked_senses(role["role"]) & LEADING:
                continue
            kind = relation_type([role["role"], "of"])
            if kind is not None and kind != relation.type:
                found.append(Relation(relation.source, kind, relation.target, relation.valid_from, relation.valid_to))
            break
    return found
