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
from ..retrieval.lexicon import LESSER_ROLES, RelationLexicon
from .holders import role_type
from .it_refers import leading
from .names import group_noun
from .rules import relation_type
from .types import Relation

__all__ = ["GIVING", "joined_as"]

_POST_SENSES = frozenset({"lead"})
"""The senses of a role's noun that make it a post of the thing joined."""
_BOUNDARY = r"(?:in|on|from|since|until|after|before|during|when|and|but|last|this|next|earlier|later)\b"
"""A word after a role that ends its phrase ("as chief executive in 2019", "… last year", "… and …")."""
_AS_ROLE = re.compile(
    r"\s+(?:as\s+(?:(?P<whose>its|their|his|her|the)\s+)?|(?P<own>its|their)\s+|(?P<to>to)\s+(?:the\s+)?|(?P<bare>))"
    r"(?:(?:new|first|interim|acting|founding|sole)\s+)?(?P<role>(?:[a-z]{3,}\s+"
    rf"(?!{_BOUNDARY})){{0,2}}[a-z]{{3,}})(?=\s*(?:[,.;)]|$)|\s+{_BOUNDARY})"
)
""""… as (its) (new) lead", "named B its (music) director", "as chief operating officer": the role ending its
phrase ("as head of research" is another post; "as a captain" is one of many), its type the whole role
("MUSIC_DIRECTOR_OF": :func:`_post`); with no "as" only of one who gives the post: after "its" or "their", after
"to" of a promotion ("promoted B to chief executive"), or right after the name it is given by a verb of naming
("appointed B chairman")."""
_ASIDE = re.compile(r",\s+(?:its|their|the|his|her|a|an)\s+[^,;()]{1,40},(?=\s+as\s)")
"""An apposition between the one given a post and the "as" that gives it ("named B, its finance director, as …")."""
_MORE_ROLE = re.compile(
    rf"\s+(?:and|&)\s+(?P<role>(?:[a-z]{{2,}}\s+){{0,2}}?[a-z]{{2,}}|[A-Z]{{3}})(?=\s*(?:[,.;)]|$)|\s+{_BOUNDARY})"
)
"""A second role joined to the first ("… chairman and chief executive in 2017", "… president and CEO")."""
_JOINING = re.compile(
    r"(?:JOINED|JOINS|RE_?JOINED|RETURNED_TO|RETURNS_TO|MOVED_TO|CAME_TO|WENT_TO|SIGNED_FOR|ARRIVED_AT)"
)
"""The ties of one who comes to a thing (the post is then of that thing; not "succeeded A as chairman")."""
GIVING = re.compile(
    r"(?:RE_?)?(?:ELECTED|APPOINTED|NAMED|INSTALLED|HIRED|CHOSE|PICKED|SELECTED|NOMINATED|PROMOTED|ELEVATED|MADE"
    r"|RECRUITED)"
)
"""The ties of a thing that gives one its post ("Fenwick elected Harold Bright as its new mayor": his post of it)."""
_PROMOTING = re.compile(r"PROMOTED|ELEVATED")
"""The ties of a thing that raises one to a post, said with "to" ("Orsk promoted B to chief executive")."""
_NAMING = re.compile(r"(?:RE_?)?(?:ELECTED|APPOINTED|NAMED|INSTALLED|MADE)")
"""The ties of a thing that names one to a post, said with no word between ("Orsk appointed B chairman")."""


_PLACES_OF_WORK = frozenset(["workplace", "group"])
"""WordNet nouns above a name's last word that make it a body with posts ("Orsk Labs": a lab is a workplace; "Tarn
Group"); not a building ("Eda Gates", "Ray Chambers", "Ann Mill": surnames as often)."""


def _a_thing(giver: str, whose: str | None) -> bool:
    """Whether the one giving a post is a thing that has posts: said "its"/"their" ("as its new mayor"), one word
    ("Chelsea", "Fenwick"), or a name ending in a group noun ("Orsk Club"), a place of work ("Orsk Labs") or a plural
    ("Norvik Foods"); not a person ("Ana Pell", "Ray Chambers", or one said "his"/"her")."""
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
        or (last != singular and not meaning.likely_person(giver))  # "Norvik Foods", "Halden Motors"
    )


def _post(role: str) -> str | None:
    """The type of a role that is a post of the thing: one word that leads ("director"), a leading role of two or
    three words ("chief executive", "chief financial officer": :func:`~c0lab.extract.holders.role_type`), or a
    role of two that WordNet names whose noun leads ("music director"; not "youngest director", "vice
    president": :data:`~c0lab.retrieval.lexicon.LESSER_ROLES`)."""
    words = role.split()
    net = meaning.wordnet()
    if not RelationLexicon.asked_senses(words[-1]) & _POST_SENSES:
        return role_type(words) if len(words) > 1 else None
    named = len(words) == 1 or (
        len(words) == 2 and words[0] not in LESSER_ROLES and net is not None and bool(net.offsets("_".join(words), "n"))
    )
    return relation_type([*words, "of"]) if named else role_type(words)


def joined_as(sentence: str, spans: list[tuple[int, int, str]], relations: list[Relation]) -> list[Relation]:
    """The posts ``relations`` of this sentence take "as" a role right after their target (the module docstring)."""
    found = []
    for relation in relations:
        given = GIVING.fullmatch(relation.type) is not None
        verb = relation.type.split("_")[0].lower()  # a bare verb of leading ("LED", "PRESIDED_OVER"); not
        led = re.fullmatch(r"[A-Z]+(?:ED|_OVER)|OVERSAW", relation.type) and leading(verb)  # "LED_TEAM_AGAINST"
        if not (given or led or _JOINING.fullmatch(relation.type)):
            continue
        holder, held = (relation.target, relation.source) if given else (relation.source, relation.target)
        for _, end, name in spans:
            aside = _ASIDE.match(sentence, end)  # "named B, its finance director, as interim chief executive"
            role = _AS_ROLE.match(sentence, aside.end() if aside else end) if name == relation.target else None
            kind = _post(role["role"]) if role is not None else None
            if role is None or kind is None:
                continue
            if role["own"] and not given:
                continue  # "its" with no "as" names a post only given ("named B its director")
            if (role["to"] is not None and not _PROMOTING.fullmatch(relation.type)) or (
                role["bare"] is not None and not _NAMING.fullmatch(relation.type)
            ):
                continue  # "sold B to Brann", "hired B last year": no post
            whose = role["whose"] or role["own"]
            if led and whose not in ("its", "their"):
                break  # "A presided over X as its director": a post of X; "A led X as captain" may be A's own
            naming = bool(_NAMING.fullmatch(relation.type) or _PROMOTING.fullmatch(relation.type))
            if (
                given
                and not _a_thing(relation.source, whose)
                and (not naming or meaning.likely_person(relation.source))
            ):
                break  # "Ana Pell selected Tom Bell as captain": no post of Ana Pell's; "Halden Air named B chairman"
            more = _MORE_ROLE.match(sentence, role.end("role"))  # "appointed B chairman and chief executive"
            kinds = [kind, *[other for other in [role_type(more["role"].split()) if more else None] if other]]
            found += [Relation(holder, one, held, relation.valid_from, relation.valid_to) for one in kinds]
            found += _second_holder(sentence, spans, role.end("role"), held, relation)  # "… and B chief executive"
            break
    return found


def _second_holder(
    sentence: str, spans: list[tuple[int, int, str]], after: int, held: str, relation: Relation
) -> list[Relation]:
    """The post a name joined by "and" to the role just read is given in turn ("appointed A chairman and B chief
    executive", "named A as chairman and B as chief executive"): B's post at ``held``, timed as ``relation``."""
    joined = re.match(r",?\s+and\s+", sentence[after:])
    name = next((span for span in spans if joined and span[0] == after + joined.end()), None)
    role = _AS_ROLE.match(sentence, name[1]) if name is not None else None
    kind = _post(role["role"]) if role is not None and role["to"] is None and role["own"] is None else None
    return [Relation(name[2], kind, held, relation.valid_from, relation.valid_to)] if name and kind else []
