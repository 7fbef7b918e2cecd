"""A club, a label or a firm taking someone on, said with the taker first: "Omonia signed Schembri on 20 August
2012", "The Packers drafted Detmer in 1992", "Celtic completed the signing of Koki Mizuno on 29 January 2008".

The one taken on holds the membership, as in "Schembri was signed by Omonia": the sentence's reading
("Omonia SIGNED Schembri") is said that way round (``SIGNED_BY``, ``DRAFTED_BY``, ``RECRUITED_BY``,
``HIRED_BY``: :data:`~c0lab.extract.stints.TAKEN_ON`), so the next stint of the one taken on ends it and the
walk finds it among that person's teams. "the signing of Y" after a verb of completing or announcing it is the
same signing. A document is signed, not taken on ("Austria signed the Treaty of Vienna"): left as read.

>>> from c0lab.extract.types import Extraction, Relation
>>> read = Extraction(relations=[Relation("Omonia", "SIGNED", "Ivo Prent")])
>>> signed_by(read, "Omonia signed Ivo Prent in 2012.", [(0, 6, "Omonia"), (14, 23, "Ivo Prent")], [], written=0)
>>> [(r.source, r.type, r.target) for r in read.relations]
[('Ivo Prent', 'SIGNED_BY', 'Omonia')]
"""

from __future__ import annotations

import re

from .._time import to_timestamp
from .stints import TAKEN_ON
from .types import Extraction, Relation

__all__ = ["signed_by"]

Span = tuple[int, int, str]

_TAKERS = {kind.removesuffix("_BY"): kind for kind in TAKEN_ON}
"""Each verb of taking someone on, said with the taker first ("SIGNED"), and its type said of the one taken on."""
_SIGNING_OF = re.compile(
    r"^\s+(?:(?:has|had|have)\s+)?(?:completed|announced|confirmed|finalised|finalized|agreed|sealed|made)\s+"
    r"the\s+(?:\w+\s+)?signing\s+of\s+(?:the\s+)?$"
)
"""What stands between the taker and the one it signs: "completed the signing of", "announced the loan signing of"."""
_DOCUMENT = re.compile(
    r"\b(?:treaty|agreement|accord|act|bill|law|declaration|contract|deal|charter|convention|protocol|pact|armistice"
    r"|decree|order|petition|letter|constitution|memorandum|resolution|statute|lease|peace|truce|concordat)\b",
    re.IGNORECASE,
)
"""Words of a name of a thing one signs, not a person one takes on."""


def signed_by(
    extraction: Extraction, sentence: str, spans: list[Span], dates: list[tuple[int, int, str]], *, written: int
) -> None:
    """Say each taking-on this sentence's relations (those after ``written``) read with the taker first of the one
    taken on, and add "X completed the signing of Y" (the module docstring); ``dates``: the sentence's dated
    phrases (place, moment, role)."""
    for place, relation in enumerate(extraction.relations[written:], start=written):
        kind = _TAKERS.get(relation.type)
        if kind is not None and not _DOCUMENT.search(relation.target):
            extraction.relations[place] = Relation(
                relation.target, kind, relation.source, relation.valid_from, relation.valid_to
            )
    for (_, end, taker), (start, _, taken) in zip(spans, spans[1:], strict=False):
        if _SIGNING_OF.match(sentence[end:start]) and not _DOCUMENT.search(taken):
            later = [moment for at, moment, _ in dates if at > end]
            extraction.relations.append(Relation(taken, "SIGNED_BY", taker, to_timestamp(later[0]) if later else None))
