"""Roles said together, whole or between a thing and its holder — constructions of English, not of any text.

- **roles joined by "and" or commas**: "A was appointed chairman and chief executive of X", "A, chairman, president
  and CEO of X, said …", "A is chairman and CEO of X" → A CHAIRMAN_OF X and A CHIEF_EXECUTIVE_OF X (and A
  PRESIDENT_OF X), each over the valid time the sentence gives the tie it read (the last role's, or one type of
  all the words: "CHAIRMAN_CEO_OF");
- **a role of three words** said whole: "A was appointed chief operating officer of X" → A
  CHIEF_OPERATING_OFFICER_OF X (not OFFICER_OF, its last words);
- **a role between a thing and its holder** that the sentence's reading took for the thing's tie to the holder: "X
  chief operating officer A said …" → A CHIEF_OPERATING_OFFICER_OF X; held until a leaving ("… A resigned in May
  2020") or a dismissal ("X sacked manager A in 2021", "X parted company with head coach A").

Each role must lead (:func:`~c0lab.extract.holders.role_type`): "vice chairman and chief executive" is one post
of X, not two; "founder and chief executive" is one post and an act.

>>> [(r.source, r.type, r.target) for r in roles_together("Ada Lund is chairman and CEO of Ormet.",
...     [(0, 8, "Ada Lund"), (32, 37, "Ormet")], [Relation("Ada Lund", "CHAIRMAN_CEO_OF", "Ormet")], at=0, ends=[])]
[('Ada Lund', 'CHAIRMAN_OF', 'Ormet'), ('Ada Lund', 'CEO_OF', 'Ormet')]
"""

from __future__ import annotations

import re
from dataclasses import replace

from .._time import to_timestamp
from ..retrieval.lexicon import LESSER_ROLES
from .ended import RESIGNED_AS
from .holders import LEAVES, possessed_roles, role_before, role_type, roles_after, said_roles
from .rules import relation_type
from .types import Ending, Moment, Relation

__all__ = ["posts_left", "roles_together"]

Span = tuple[int, int, str]

_OF = re.compile(r"^(?P<before>.*?)\s+of\s+(?:the\s+)?$", re.DOTALL)
"""What stands between a holder and the thing: its words before a closing "of"."""
_DISMISSED = re.compile(
    r"\s+(?:(?:has|have|had)\s+)?(?P<verb>sacked|fired|dismissed|axed|ousted|removed|parted\s+(?:company|ways)\s+with)"
    r"\s+(?:(?:its|their|the)\s+)?(?P<role>(?:[a-z-]+\s+){0,2}[a-z]+)\s+"
)
"""A thing's dismissal of its role's holder, between the two ("X sacked manager A", "X have parted company with head
coach A"): the role was held until then."""
_LEAVING_AS = rf"(?:{RESIGNED_AS}|\bretire[sd]?\s+as\s+)"
"""A leaving said before the role it leaves: "resigned as" (:data:`~c0lab.extract.ended.RESIGNED_AS`) and "retired
as" (a role of a body here, not a title: "retired as chairman of X")."""
_LEFT_AS = re.compile(rf"{_LEAVING_AS}$")
"""A leaving said before the roles it leaves ("stepped down as", "retired as chairman and chief executive of")."""
_LESSER = re.compile(rf"\b(?P<words>(?:executive\s+)?(?:{'|'.join(sorted(LESSER_ROLES))})[\s-]+(?:[a-z]+\s+)?[a-z]+)$")
"""A role another's second, said before "of" ("vice chairman", "deputy chief executive", "executive vice
president"): a post of its own words, not the leading one its last words name."""
_APPOSED = re.compile(r"\s*,\s*|\s+(?:is|was|became|remains|remained)\s+")
"""Between a holder and the thing whose roles follow it: "A, X's chairman and CEO, …", "A is X's chairman and …"."""


def _between(sentence: str, spans: list[Span], first: str, second: str) -> str | None:
    """What stands between a place ``first`` is said and a later place ``second`` is, else None."""
    return next(
        (
            sentence[end:start]
            for _, end, one in spans
            if one == first
            for start, _, other in spans
            if other == second and start >= end
        ),
        None,
    )


def _part(kind: str, role: str) -> bool:
    """Whether a role type's words are some of a longer role's ("OFFICER_OF", "CHIEF_OF" of
    "CHIEF_OPERATING_OFFICER_OF")."""
    words = kind.split("_")
    return words[-1] == "OF" and set(words) < set(role.split("_"))


def _end(spans: list[Span], name: str) -> int:
    """Where the last place ``name`` is said ends."""
    return max(end for _, end, one in spans if one == name)


def _moment(relation: Relation, at: int) -> Moment:
    """When a tie's sentence says it changed: its start, else its end, else the text's time ``at``."""
    return next((m for m in (relation.valid_from, relation.valid_to) if m is not None), to_timestamp(at))


def _joined(sentence: str, spans: list[Span], relation: Relation, *, at: int, ends: list[Ending]) -> list[Relation]:
    """The ties of roles said together with ``relation`` (holder, then "ROLES of" the thing, or a possessive), or of
    its three-word role read whole; after a leaving ("stepped down as chairman and CEO of X in 2021") held until
    then, their end added to ``ends``; none when the sentence says no such roles."""
    between = _between(sentence, spans, relation.source, relation.target)
    before = _OF.match(between) if between is not None else None
    kinds, said, left = said_roles(before["before"]) if before else ([], [], [])
    if len(kinds) > 1 and _LEFT_AS.search(" ".join(["", *left, ""])) and relation.type in kinds:
        moment = _moment(relation, at)
        ends.append(Ending(relation.source, relation.target, moment, " ".join(left[-3:-1])))
        return [Relation(relation.source, kind, relation.target, valid_to=moment) for kind in kinds]
    lesser = _LESSER.search(before["before"]) if before and not kinds else None
    if lesser and _part(relation.type, whole := str(relation_type([*lesser["words"].split(), "of"]))):
        return [replace(relation, type=whole)]  # "was appointed vice chairman of X": VICE_CHAIRMAN_OF, no chair
    owned = _between(sentence, spans, relation.target, relation.source)
    kinds = kinds or (possessed_roles(owned) if owned is not None else [])
    if not kinds and _APPOSED.fullmatch(between or "-"):  # "A, X's chairman and CEO, said"
        kinds = roles_after(sentence, _end(spans, relation.target))
    if len(kinds) > 1 and (relation.type in kinds or relation.type == relation_type([*said, "of"])):
        return [replace(relation, type=kind) for kind in kinds]
    if len(kinds) == 1 and kinds[0] != relation.type and _part(relation.type, kinds[0]):
        return [replace(relation, type=kinds[0])]  # "chief operating officer of X", read as OFFICER_OF
    return []


def _named_before(
    sentence: str, spans: list[Span], relation: Relation, *, at: int, ends: list[Ending]
) -> list[Relation]:
    """The tie of a role said between a thing and its holder, which ``relation`` read as the thing's tie to the
    holder: "X chief operating officer A" (typed ``CHIEF_OPERATING_OFFICER``), "X sacked manager A" (``SACKED``).
    A role held until a leaving ("… A resigned in May 2020") or a dismissal ends then, its end added to ``ends``."""
    between = _between(sentence, spans, relation.source, relation.target)
    if between is None or _OF.match(between):
        return []
    dismissed = _DISMISSED.fullmatch(between)
    held = role_type(dismissed["role"].split()) if dismissed else role_before(between)
    if not held or (not dismissed and f"{relation.type}_OF" != held):
        return []
    left = dismissed or LEAVES.match(sentence, _end(spans, relation.target))  # "… A resigned in May 2020"
    if not left:
        return [Relation(relation.target, held, relation.source, relation.valid_from, relation.valid_to)]
    moment = _moment(relation, at)
    verb = dismissed["verb"] if dismissed else left[0].strip()
    ends.append(Ending(relation.source, relation.target, moment, verb, post=held))
    kept = [relation] if dismissed else []  # "X sacked A": that act too
    return [*kept, Relation(relation.target, held, relation.source, valid_to=moment)]


def roles_together(
    sentence: str, spans: list[Span], relations: list[Relation], *, at: int, ends: list[Ending]
) -> list[Relation]:
    """``relations`` (one sentence's, whose names are at ``spans``; written ``at``) with the roles the module
    docstring reads made ties: roles said together, a role of three words, a role between a thing and its holder
    (:func:`_joined`, :func:`_named_before`); the ends of those a leaving ends added to ``ends``."""
    found: list[Relation] = []
    for relation in relations:
        read = _joined(sentence, spans, relation, at=at, ends=ends) or _named_before(
            sentence, spans, relation, at=at, ends=ends
        )
        found += read or [relation]
    return found


_LEFT_ROLE = re.compile(
    rf"{_LEAVING_AS}(?:(?:the|its|their|his|her)\s+)?(?P<role>(?:[a-z-]+\s+){{0,2}}?[a-z]+)"
    r"(?=\s+(?:of|at|in|on|but|after|from|to)\b|\s*[,.;)]|$)"
)
"""One role a leaving names ("stepped down as chief executive in 2018 but remains chairman")."""


def posts_left(sentence: str, spans: list[Span], ends: list[Ending]) -> list[Ending]:
    """``ends`` (one sentence's, whose names are at ``spans``) with the post each of the leaver's ends, when the
    sentence names the one role left ("A stepped down as chief executive of X but remains chairman": A's chief
    executive's post only; not B's end in "… and B left Tarn Rovers")."""
    said = [found for found in _LEFT_ROLE.finditer(sentence) if role_type(found["role"].split())]
    leavers = [name for start, _, name in spans if said and start < said[0].start()]
    if len(said) != 1 or not leavers:
        return ends
    kind, leaver = str(role_type(said[0]["role"].split())), leavers[-1]
    held = re.match(r"\s+of\s+(?:the\s+)?", sentence[said[0].end() :])  # "… as chairman of Ormet": Ormet's only
    things = [name for start, _, name in spans if held and start == said[0].end() + held.end()]

    def left(end: Ending) -> bool:
        return (
            not end.post
            and leaver in (end.source, end.target)
            and (not held or bool({end.source, end.target} & set(things)))
        )

    return [replace(end, post=kind) if left(end) else end for end in ends]
