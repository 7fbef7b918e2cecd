"""A role at the thing of the clause before, said with "its": "X founded Y in 1990 and was its chairman until 2005",
"… and became its chief executive in 1995", "… and served as their president from 2001 to 2009", or with the thing's
name again: "X was elected to Y in 1962 and served as Leader of Y from 1973 to 1979".

The holder is the subject of the tie the sentence read last before "and" (its source), the thing that tie's
object; the role is read as :func:`~c0lab.extract.holders.role_type` reads a leading role of one to three words;
its time is that of the dates after it in its clause (a start, a point, an end), else none. A role the sentence
already tied the two with changes nothing.
"""

from __future__ import annotations

import re

from .._time import to_timestamp
from .dates import clause_interval
from .holders import role_type
from .types import Extraction, Relation

__all__ = ["its_role"]

_ITS_ROLE = re.compile(
    r",?\s+and\s+(?:then\s+|later\s+)?(?:was|became|is|has\s+been|remained|served\s+as|acted\s+as)\s+"
    r"(?:(?:its|their)\s+(?P<role>[a-z]+(?:\s+[a-z]+){0,2}?)|(?:(?:the\s+)?(?P<named>[a-z]+(?:\s+[a-z]+){0,2}?)"
    r"|(?P<titled>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}?))\s+of\s+"
    r"(?:the\s+)?(?P<thing>[A-Z][^,.;]*?))(?=\s*(?:$|[,.;]|\s(?:from|until|till|since|in|between|for|before|after|and)\b))"
)
"""A role at the thing of the clause before, joined by "and" ("…, and was its chairman until 2005"; "its" is read
as "the chairman of Y" by then, and either is taken)."""

_CLAUSE_END = re.compile(r"[;.]|,\s+and\b")
"""Where the clause of the role ends: its dates are those before it."""
_SINCE_THEN = re.compile(r"\s+(?:ever\s+)?since\s+then\b")
"""The role held from the time said before it ("… and has been its chairman since then")."""

Span = tuple[int, int, str]


def its_role(extraction: Extraction, sentence: str, dates: list[Span], *, written: int) -> None:
    """Add to ``extraction`` the role ``sentence`` gives the subject of its tie before "and … its ROLE" (the module
    docstring); ``dates``: its dated phrases (place, moment, role); ``written``: how many relations earlier
    sentences wrote (this sentence's are those after)."""
    for found in _ITS_ROLE.finditer(sentence):
        kind = role_type((found["role"] or found["named"] or found["titled"].lower()).split())
        before = [one for one in extraction.relations[written:] if one.type != "MENTIONED_WITH"]
        if kind is None or not before or (found["thing"] and found["thing"] != before[-1].target):
            continue
        tie = before[-1]
        if any({one.source, one.target} == {tie.source, tie.target} and one.type == kind for one in before):
            continue
        cut = _CLAUSE_END.search(sentence, found.end())
        end = cut.start() if cut is not None else len(sentence)
        then = (
            [moment for place, moment, _ in dates if place < found.start()]
            if _SINCE_THEN.match(sentence, found.end())
            else []
        )
        start, until = clause_interval([date for date in dates if found.end() <= date[0] < end], inherited=None)
        start = then[-1] if then and start is None else start  # "… in 1990 and has been its chairman since then"
        extraction.relations.append(
            Relation(tie.source, kind, tie.target, valid_from=to_timestamp(start), valid_to=to_timestamp(until))
        )
