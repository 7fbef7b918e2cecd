"""Which relation types start a stint of membership: a team, an employer, a spouse, a school held one at a time.

A biography tells a career with more verbs than "joined": a player "moved to" a club, "returned to" an
old one, "spent three seasons with" another, was "sold to", "loaned to", "transferred to" or "traded to"
the next, "began his career at" the first, "represented" a side. Each of these starts the subject's
membership of its object just as "joined" does, so the next one ends it (``Memory.ingest``'s stints).

:func:`membership` is :func:`~c0lab.extract.rules.stint_senses` (the lexicon's one-at-a-time senses of a
type's words) widened by these movement verbs, read as the ``join`` sense when the type ends in a
preposition of membership ("MOVED_TO", "SPENT_WITH", "BEGAN_AT"), or is a verb that takes its membership
as a direct object ("REPRESENTED", "REJOINED"). A verb that as often tells of a place ("moved to Leeds",
"returned to Senegal", "began in Oslo") is :func:`placed`: its object is a membership only where the texts
also say someone joined, played for or signed with it.
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import RelationLexicon
from .rules import stint_senses

__all__ = [
    "MOVES",
    "PLACED",
    "STINT_BEFORE",
    "TAKEN_ON",
    "first",
    "last",
    "life_moment",
    "loan",
    "membership",
    "placed",
    "placed_tie",
]

STINT_BEFORE = re.compile(
    r"\b(?:spells?|stints?|loans?|tenure|career|time|years|seasons)\s+(?:at|with|in)\s+(?:the\s+)?$"
)
"""A noun of a stint before a name ("had spells at X (2010–2013)"): a bracket after the name gives the stint's years."""

PLACED = frozenset(
    "move moves moved moving return returns returned returning begin begins began begun start starts started "
    "switch switches switched".split()
)
"""Movement verbs whose object may be a place as well as a membership ("moved to Leeds", "moved to Leeds United")."""
MOVES = PLACED | frozenset(
    "spend spends spent spending represent represents represented representing loan loans loaned sell sells sold "
    "transfer transfers transferred trade trades traded rejoin rejoins rejoined re-join re-joined re-signed".split()
)
"""Verbs (as a relation type's first word) that move their subject into a membership of their object."""

TAKEN_ON = frozenset(["SIGNED_BY", "DRAFTED_BY", "RECRUITED_BY", "HIRED_BY"])
"""Types of being taken on by a club or a firm ("X SIGNED_BY Omonia"): the subject's membership of the object, as
"joined" says it (not "X COACHED_BY Y", whose object holds the role)."""
_INTO = frozenset(["TO", "WITH", "FOR", "AT"])
"""The last word of a movement type that makes its object the new membership ("MOVED_TO", "SPENT_WITH")."""
_DIRECT = frozenset(["represent", "represents", "represented", "rejoin", "rejoins", "rejoined", "re-joined"])
"""Movement verbs whose object needs no preposition ("REPRESENTED Tondela", "REJOINED Oxford United")."""


def _verb(kind: str) -> str:
    words = kind.split("_")
    return f"re-{words[1].lower()}" if words[0] == "RE" and len(words) > 1 else words[0].lower()


def membership(kind: str) -> frozenset[str]:
    """The one-at-a-time senses of a relation type whose subject holds its value: :func:`stint_senses`, and
    ``join`` for a movement verb into a membership (:data:`MOVES`), none for a movement verb without one.

    >>> sorted(membership("MOVED_TO")), sorted(membership("SPENT_WITH")), sorted(membership("PLAYED_FOR"))
    (['join'], ['join'], ['join'])
    >>> sorted(membership("MOVED_BY")), sorted(membership("SPENT_IN")), sorted(membership("SIGNED_BY"))
    ([], [], ['join'])
    """
    if kind in TAKEN_ON:
        return frozenset(["join"])
    senses = stint_senses(kind)
    if kind.endswith("_BY") or _verb(kind) not in MOVES:
        return senses
    if kind.split("_")[-1] in _INTO or _verb(kind) in _DIRECT:
        return senses | {"join"}
    return senses - {"join"}  # "SPENT_IN" a year or a town, "STARTED_AS" a role: no membership of its object


def placed(kind: str) -> bool:
    """Whether a movement type's object may as well be a place (:data:`PLACED`: "MOVED_TO", "RETURNED_TO").

    >>> placed("RETURNED_TO"), placed("SPENT_WITH"), placed("JOINED")
    (True, False, False)
    """
    return _verb(kind) in PLACED and "join" in membership(kind)


_FIRST = frozenset("begin begins began begun start starts started debut debuts debuted".split())
"""Verbs that say a membership was the subject's first: "began his career with", "started out at"."""


def first(kind: str) -> bool:
    """Whether a membership type says it began the subject's career ("BEGAN_WITH", "STARTED_AT"): with no date of
    its own it held until the first dated one of that sense began, from a start not stated.

    >>> first("BEGAN_WITH"), first("STARTED_AT"), first("JOINED"), first("STARTED_IN")
    (True, True, False, False)
    """
    return _verb(kind) in _FIRST and bool(membership(kind))


def last(kind: str) -> bool:
    """Whether a membership type says it ended the subject's career ("FINISHED_CAREER_AT", "ENDED_CAREER_WITH"):
    it began after the subject's other stints, not at the time the text had reached (``Memory.ingest``).

    >>> last("FINISHED_CAREER_AT"), last("ENDED_CAREER_WITH"), last("FINISHED_AT"), last("JOINED")
    (True, True, False, False)
    """
    return "_CAREER_" in f"_{kind}_" and bool(membership(kind)) and not first(kind)


_LIFE_MOMENT = re.compile(r"(?:^|_)(?:BORN|BIRTH|DIED|DEATH|BURIED)(?:_|$)")


def life_moment(kind: str) -> bool:
    """Whether a relation type tells a moment of a life ("BORN_IN", "DIED_IN"): true for good once true, no stint
    or post that a leaving ends or a successor takes over."""
    return _LIFE_MOMENT.search(kind) is not None


def placed_tie(kind: str) -> bool:
    """Whether a relation type ties its subject to a place: a moment of a life there, or the lexicon's ``locate``
    sense ("BORN_IN", "LIVES_IN")."""
    return life_moment(kind) or "locate" in RelationLexicon.type_senses(kind)


def loan(kind: str) -> bool:
    """Whether a relation type tells a stint on loan ("LOANED_TO", "LOAN_SPELLS_AT"): the player stays the parent
    club's, so a loan ends no other membership, and the next stint ends it.

    >>> loan("LOANED_TO"), loan("LOAN_SPELLS_AT"), loan("JOINED")
    (True, True, False)
    """
    return any(word.startswith("LOAN") for word in kind.split("_"))
