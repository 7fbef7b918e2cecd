"""Where a move came from: "Bernard joined Southampton from Newcastle in 2005" says Bernard was at Newcastle until
then, as "Bernard moved from Newcastle to Southampton in 2005" does. A loan ("joined Y on loan from Z") leaves the
lending club's tie as it was.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .rules import stint_senses
from .types import Ending, Extraction

__all__ = ["came_from"]

_FROM = re.compile(r"^(?:\s+(?!loan\b)[a-z£$€\d.,-]+){0,5}?\s+from\s+(?:the\s+)?$")
"""Between the club joined and the one left: "from", maybe after a few words of the deal ("on a free transfer
from", "for £350,000 from"), not a loan's."""

Span = tuple[int, int, str]


def came_from(extraction: Extraction, sentence: str, spans: list[Span], *, written: int) -> None:
    """Add to ``extraction`` the stint each move this sentence tells (a dated relation of joining it wrote: the
    relations after ``written``) ended, when "from" names where it came from: held until the move, and ended then."""
    for relation in extraction.relations[written:]:
        if relation.valid_from is None or relation.valid_to is not None or "join" not in stint_senses(relation.type):
            continue
        joined = next((end for _, end, name in spans if name == relation.target), None)
        if joined is None:
            continue
        following = next(((start, name) for start, _, name in spans if start >= joined), None)
        if following is None or following[1] in (relation.source, relation.target):
            continue
        if _FROM.match(sentence[joined : following[0]]):
            left = following[1]
            extraction.relations.append(replace(relation, target=left, valid_from=None, valid_to=relation.valid_from))
            extraction.ends.append(Ending(relation.source, left, relation.valid_from, "left"))
