"""A role named with no "of": "Ann Roe was chair of Orsk Labs until 2019. In 2019 Bo Ek was named chair." The role is
the one the text last gave by the same word over a thing ("chair" of Orsk Labs; a "mayor" is no "director" of the
thing before), so Bo Ek is chair of Orsk Labs from the date the clause says (else the time the text has reached). A
role the text gave over nothing before, or one followed by "of"/"at" (read by the predicates), names nothing here;
"became angry" or "was named player of the year" is no role of leading or running.
"""

from __future__ import annotations

import re

from .._time import to_timestamp
from ..index.keyword import tokenize
from ..retrieval.lexicon import RelationLexicon
from .it_refers import is_thing
from .types import Extraction, Relation

__all__ = ["bare_roles"]

_NAMED_ROLE = re.compile(
    r"(?:\s*,\s+(?:his|her|their|the|a)\s+[a-z][a-z ]{2,30},)?"  # "B, her deputy, was named chair"
    r"\s+(?:(?:is|was|has\s+been|had\s+been)\s+)?(?:(?:then|later|soon)\s+)?"
    r"(?:became|becomes|(?:named|appointed|elected|installed|made|chosen|listed\s+as|confirmed\s+as)(?:\s+as)?)"
    r"\s+(?:the\s+)?(?:(?:new|next|sole|acting|interim)\s+)?"
    r"(?P<role>[a-z]{3,}(?:\s+(?!(?:of|at|for|to|in|on|from|since|until|and|but|with|after|before)\b)[a-z]{3,})?)\b"
    r"(?!\s+(?:of|at|for|to)\b|\s+in\s+[A-Z])"
)
"""A person taking a role with no "of" after it ("was named chair", "is listed as lead", "became the new director")."""
_SENSES = frozenset(["lead", "run"])

Span = tuple[int, int, str]


def bare_roles(
    extraction: Extraction,
    sentence: str,
    spans: list[Span],
    dates: list[tuple[int, int, str]],
    *,
    told: int | None,
    mentioned: list[str],
) -> None:
    """Add to ``extraction`` the role each name of ``sentence`` takes with no "of" (the module docstring), over the
    thing the text last gave that role's sense; ``dates``: the sentence's dated phrases; ``told``: the time the text
    has reached (the date of a role said with none of its own); ``mentioned``: the names the text said before, oldest
    first (another thing said since the one given the role leaves it unsure which is meant)."""
    for _, end, name in spans:
        taken = _NAMED_ROLE.match(sentence, end)
        senses = RelationLexicon.asked_senses(taken["role"]) & _SENSES if taken else set()
        if not taken or not senses or re.match(r"\s+[A-Z]", sentence[taken.end("role") :]):
            continue  # "was named chair Ann Lo"? no: a name after the role is the predicates' to read
        said = taken["role"].split()[-1]
        held = [  # the same role given before ("chair of X" for "named chair(man)"), not another ("mayor": no director)
            _thing(relation, senses)
            for relation in extraction.relations
            if relation.source != name and _same_word(said, relation.type)
        ]
        things = [thing for thing in held if thing is not None and thing != name]
        if not things:
            continue
        said_since = [
            *mentioned[_last(mentioned, things[-1]) + 1 :],
            *(other for start, _, other in spans if start < end),
        ]
        if any(other != things[-1] and is_thing(other) for other in said_since):
            continue  # another thing named since ("… chair of the board of Vexa Corp. C became chair"): not sure
        after = [moment for place, moment, _ in dates if place >= end] or [moment for _, moment, _ in dates]
        moment = after[0] if after else told
        role = f"{'_'.join(taken['role'].split()).upper()}_OF"
        if not any((r.source, r.target) == (name, things[-1]) for r in extraction.relations):
            extraction.relations.append(Relation(name, role, things[-1], valid_from=to_timestamp(moment)))


def _same_word(role: str, kind: str) -> bool:
    """Whether the relation type ``kind`` says the role word ``role``, or one it opens or that opens it ("chair",
    "chairman", "CHAIR_OF"; "lead", "LEAD_OF")."""
    words = [word for word in tokenize(kind.replace("_", " ").lower()) if len(word) >= 4]
    said = tokenize(role)[0] if tokenize(role) else role
    return any(word.startswith(said) or said.startswith(word) for word in words)


def _last(names: list[str], name: str) -> int:
    """Where ``name`` was last said among ``names`` (oldest first), -1 when never."""
    return max((number for number, other in enumerate(names) if other == name), default=-1)


def _thing(relation: Relation, senses: set[str]) -> str | None:
    """What ``relation`` gives a role of ``senses`` over: the thing led or run ("A CHAIR_OF X", "X LED_BY A": X)."""
    if not RelationLexicon.type_senses(relation.type) & senses or relation.type == "MENTIONED_WITH":
        return None
    return relation.source if relation.type.endswith("_BY") else relation.target
