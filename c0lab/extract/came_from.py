"""Where a move came from: "Bernard joined Southampton from Newcastle in 2005" (or "Southampton signed Bernard from
Newcastle") says Bernard was at Newcastle until then, as "Bernard moved from Newcastle to Southampton in 2005" does.
A loan ("joined Y on loan from Z") leaves the lending club's tie as it was. "After leaving Southampton, Bernard
signed with Rangers on 1 September 2005" says the same of Southampton (:func:`left_first`): held until the leaving's
own date, else until the rest's first date.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .._time import to_timestamp
from .rules import stint_senses
from .stints import TAKEN_ON, membership, placed_tie
from .types import Ending, Extraction, Relation

__all__ = ["came_from", "left_first"]

_FROM = re.compile(r"^(?:\s+(?!loan\b)[a-z£$€\d.,-]+){0,5}?\s+from\s+(?:the\s+)?$")
"""Between the club joined and the one left: "from", maybe after a few words of the deal ("on a free transfer
from", "for £350,000 from"), not a loan's."""

_AFTER_LEAVING = re.compile(
    r"^(?:[^:,]{1,80}:\s+)?(?:After|Upon|On)\s+(?:leaving|departing|quitting|exiting)\s+(?:from\s+)?(?:the\s+)?"
)
"""A sentence opened by a leaving as a participle, after its heading if it has one ("Rangers: After leaving …")."""

Span = tuple[int, int, str]


def left_first(sentence: str, spans: list[Span]) -> tuple[str, str, int] | None:
    """(who left, what they left, where the rest of the sentence begins) of a sentence opened by "After leaving X,
    S …" (S the name right after the comma); ``None`` for any other."""
    opened = _AFTER_LEAVING.match(sentence)
    left = next((span for span in spans if opened and span[0] == opened.end()), None)
    comma = sentence.find(",", left[1]) if left else -1
    who = next((span for span in spans if span[0] > comma), None) if comma > 0 else None
    if left is None or who is None or sentence[comma + 1 : who[0]].strip() or who[2] == left[2]:
        return None
    return who[2], left[2], comma


def came_from(
    extraction: Extraction, sentence: str, spans: list[Span], dates: list[tuple[int, int, str]], *, written: int
) -> None:
    """Add to ``extraction`` the stint each move this sentence tells (a dated relation of joining it wrote: the
    relations after ``written``) ended, when "from" names where it came from: held until the move, and ended then;
    and the one an opening "After leaving X, …" ended (``dates``: the sentence's dated phrases, place and moment)."""
    fronted = left_first(sentence, spans)
    if fronted is not None:
        who, left, comma = fronted
        own = [moment for place, moment, _ in dates if place < comma]  # "After leaving X in 2004, …"
        later = [moment for place, moment, _ in dates if place > comma]
        moment = to_timestamp(own[0] if own else later[0] if later else None)
        move = next(
            (one for one in extraction.relations[written:] if one.source == who and "join" in stint_senses(one.type)),
            None,
        )
        if moment is not None:
            told = any(  # a stint there, a birth or a home: "Mara Holt played for Oslo FC", "was born in Oslo"
                one.source == who and one.target == left and (stint_senses(one.type) or placed_tie(one.type))
                for one in extraction.relations[:written]
            )
            if move is not None and move.target != left and not told:  # "…, Bernard signed with Rangers"
                extraction.relations.append(replace(move, target=left, valid_from=None, valid_to=moment))
            extraction.ends.append(Ending(who, left, moment, "left"))
    for relation in extraction.relations[written:]:
        if relation.valid_from is None or relation.valid_to is not None or "join" not in membership(relation.type):
            continue
        taken = relation.source if relation.type in TAKEN_ON else relation.target  # "Y signed X from Z": after X
        said = [end for start, end, name in spans if name == taken and not sentence[end:].startswith(":")]
        joined = said[0] if said else None  # not a title's ("Newcastle United: B joined … from Lyon")
        if joined is None:
            continue
        following = next(((start, name) for start, _, name in spans if start >= joined), None)
        if following is None or following[1] in (relation.source, relation.target):
            continue
        if _FROM.match(sentence[joined : following[0]]):
            left = following[1]
            stint = Relation(relation.source, "JOINED", left) if taken == relation.source else relation
            extraction.relations.append(replace(stint, target=left, valid_from=None, valid_to=relation.valid_from))
            extraction.ends.append(Ending(relation.source, left, relation.valid_from, "left"))
