"""A post taken with a tie: "X joined Y as its lead in 2012", "X returned to Y as manager" — X holds the post of Y; "Y
elected X as its new mayor", "Y appointed X as director", "Y named X its director" — X holds the post of Y too; "X
presided over Y as its director", "X steered Y as its chair" — a verb of leading said with the post of Y it was done
in.

The verb's own tie (``JOINED``, ``RETURNED_TO`` …: one comes to a thing) is read as before; the role after "as",
ending its phrase, is a second tie between the same two names, with the same valid time, when its noun names a
leading post (:data:`_POST_SENSES`: "lead", "director", "chairman"; not "striker" or "engineer", which hold no
post of Y).

>>> [(r.source, r.type, r.target) for r in joined_as("Ana Lo joined Orsk Labs as its director in 2012.",
...     [(0, 6, "Ana Lo"), (14, 23, "Orsk Labs")], [Relation("Ana Lo", "JOINED", "Orsk Labs")])]
[('Ana Lo', 'DIRECTOR_OF', 'Orsk Labs')]
"""

from __future__ import annotations

import re

from ..retrieval import meaning
from ..retrieval.lexicon import RelationLexicon
from .it_refers import leading
from .names import group_noun
from .rules import relation_type
from .types import Relation

__all__ = ["LESSER_ROLES", "joined_as"]

_POST_SENSES = frozenset({"lead"})
"""The senses of a role's noun that make it a post of the thing joined."""
_AS_ROLE = re.compile(
    r"\s+(?:as\s+(?:(?P<whose>its|their|his|her|the)\s+)?|(?P<own>its|their)\s+)"
    r"(?:(?:new|first|interim|acting|founding|sole)\s+)?(?P<role>(?:(?P<first>[a-z]{3,})\s+"
    r"(?!(?:from|since|until|after|before|during|when|and|but)\b))?(?P<noun>[a-z]{3,}))"
    r"(?=\s*(?:[,.;)]|$)|\s+(?:in|on|from|since|until|after|before|during|when|and|but)\b)"
)
""""… as (its) (new) lead", "named B its (music) director": the role ending its phrase ("as head of research" is
another post; "as a captain" is one of many), its type the whole role ("MUSIC_DIRECTOR_OF", when WordNet names it:
:func:`_one_role`); with no "as" only after "its" or "their", of one who gives the post."""
LESSER_ROLES = frozenset({"vice", "deputy", "assistant", "associate", "junior", "under", "sub"})
"""Words that make a role another's second ("vice president", "assistant coach"): no post of that noun."""
_JOINING = re.compile(
    r"(?:JOINED|JOINS|RE_?JOINED|RETURNED_TO|RETURNS_TO|MOVED_TO|CAME_TO|WENT_TO|SIGNED_FOR|ARRIVED_AT)"
)
"""The ties of one who comes to a thing (the post is then of that thing; not "succeeded A as chairman")."""
_GIVING = re.compile(r"(?:RE_?)?(?:ELECTED|APPOINTED|NAMED|INSTALLED|HIRED|CHOSE|PICKED|SELECTED|NOMINATED)")
"""The ties of a thing that gives one its post ("Fenwick elected Harold Bright as its new mayor": his post of it)."""


_PLACES_OF_WORK = frozenset(["workplace", "group"])
"""WordNet nouns above a name's last word that make it a body with posts ("Orsk Labs": a lab is a workplace; "Tarn
Group"); not a building ("Eda Gates", "Ray Chambers", "Ann Mill": surnames as often)."""


def _a_thing(giver: str, whose: str | None) -> bool:
    """Whether the one giving a post is a thing that has posts: said "its"/"their" ("as its new mayor"), one word
    ("Chelsea", "Fenwick"), or a name ending in a group noun ("Orsk Club") or a place of work ("Orsk Labs"); not a
    person ("Ana Pell", or one said "his"/"her")."""
    words = giver.split()
    if whose in ("his", "her"):
        return False
    last = words[-1].lower()
    singular = last[:-1] if last.endswith("s") and len(last) > 3 else last
    return (
        whose in ("its", "their")
        or len(words) == 1
        or group_noun(last)
        or bool(meaning.broader(singular) & _PLACES_OF_WORK)
    )


def _one_role(role: re.Match[str]) -> bool:
    """Whether a role of two words is one post WordNet names ("music director", "managing director"; not "youngest
    director", "vice president": :data:`LESSER_ROLES`); a role of one word is."""
    net = meaning.wordnet()
    if not role["first"]:
        return True
    return (
        role["first"] not in LESSER_ROLES
        and net is not None
        and bool(net.offsets(f"{role['first']}_{role['noun']}", "n"))
    )


def joined_as(sentence: str, spans: list[tuple[int, int, str]], relations: list[Relation]) -> list[Relation]:
    """The posts ``relations`` of this sentence take "as" a role right after their target (the module docstring)."""
    found = []
    for relation in relations:
        given = _GIVING.fullmatch(relation.type) is not None
        verb = relation.type.split("_")[0].lower()  # a bare verb of leading ("LED", "PRESIDED_OVER"); not
        led = re.fullmatch(r"[A-Z]+(?:ED|_OVER)|OVERSAW", relation.type) and leading(verb)  # "LED_TEAM_AGAINST"
        if not (given or led or _JOINING.fullmatch(relation.type)):
            continue
        holder, held = (relation.target, relation.source) if given else (relation.source, relation.target)
        for _, end, name in spans:
            role = _AS_ROLE.match(sentence, end) if name == relation.target else None
            if role is None or not RelationLexicon.asked_senses(role["noun"]) & _POST_SENSES or not _one_role(role):
                continue
            if role["own"] and not given:
                continue  # "its" with no "as" names a post only given ("named B its director")
            whose = role["whose"] or role["own"]
            if led and whose not in ("its", "their"):
                break  # "A presided over X as its director": a post of X; "A led X as captain" may be A's own
            if given and not _a_thing(relation.source, whose):
                break  # "Ana Pell selected Tom Bell as captain": no post of Ana Pell's
            kind = relation_type([*role["role"].split(), "of"])
            if kind is not None and kind != relation.type:
                found.append(Relation(holder, kind, held, relation.valid_from, relation.valid_to))
            break
    return found
