"""Deeds and whole lives: a death or a retirement ends what one held, never what one did.

"A, who led X from 1990, died in 2021" ends the leading; "A, who founded X in 1990, died in 2021" ends no
founding: X was founded by A for ever after. :mod:`.ended` (a leaving told in its own sentence) and
:mod:`.clause_times` (a clause that only says it ended) ask these.
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import RelationLexicon

__all__ = ["WHOLE_LIFE", "deed", "deed_told", "outlives"]

WHOLE_LIFE = re.compile(r"\b(?:died|dies|passed\s+away|retired|retires)\b")
"""A leaving of every post one holds: a death, a retirement with no object."""
_STINT = re.compile(r"\b(?:from|since|until|till|between)\b", re.IGNORECASE)
"""A time said as a stint: what was done from a time on was held ("produced Newsnight from 2010")."""
_DEEDS = frozenset(["found", "make", "author", "acquire", "ship"])
"""Senses of a deed done once, not a state held ("founded", "built", "wrote", "bought", "released")."""


def deed(kind: str) -> bool:
    """Whether a relation type tells only a deed: "FOUNDED", "WROTE"; not "LED", "MARRIED", "MENTIONED_WITH", nor
    a role held ("PUBLISHER_OF", "PRODUCER_OF": a post, of a deed's sense).

    >>> deed("FOUNDED"), deed("CO_FOUNDED"), deed("LED"), deed("MARRIED"), deed("PUBLISHER_OF")
    (True, True, False, False, False)
    """
    senses = RelationLexicon.type_senses(kind)
    return bool(senses) and senses <= _DEEDS and not kind.endswith("_OF")


def deed_told(clause: str) -> bool:
    """Whether a relative clause tells only deeds ("who founded X in 1990"; not "who led X", nor a stint: "who
    produced X from 2010", nor a role apposed: "publisher of X", a post)."""
    senses = RelationLexicon.asked_senses(clause)
    relative = re.match(r"\W*(?:who|which)\b", clause, re.IGNORECASE) is not None
    return relative and bool(senses) and senses <= _DEEDS and not _STINT.search(clause)


def outlives(verb: str, kind: str) -> bool:
    """Whether a tie of type ``kind`` outlives a leaving said with ``verb``: a deed, when the leaving is a death or a
    retirement ("died": not "FOUNDED"); any tie of another leaving ends as before."""
    return WHOLE_LIFE.fullmatch(verb) is not None and deed(kind)
