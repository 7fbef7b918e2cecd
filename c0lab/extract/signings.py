"""A club, a label or a firm taking someone on, said with the taker first: "Omonia signed Schembri on 20 August
2012", "The Packers drafted Detmer in 1992", "Celtic completed the signing of Koki Mizuno on 29 January 2008".

In a text about the one taken on (the biography of Schembri: its subject, or whom the texts are about), that one
holds the tie, as in "Schembri was signed by Omonia": the sentence's reading ("Omonia SIGNED
Schembri") is said that way round (``SIGNED_BY``, ``DRAFTED_BY``, ``RECRUITED_BY``, ``HIRED_BY``:
:data:`~c0lab.extract.stints.TAKEN_ON`), and the walk finds it among that person's teams. "the signing of Y" after a
club's verb of completing it is the same signing. Not turned round:

- a thing signed: a document ("Austria signed the Treaty of Vienna"), something of someone's ("signed Barcelona's
  contract", "signed Dan Kirk's brother");
- a signing the text's subject did ("Elvis Presley signed RCA Records", in a text about him), or of what a name
  says is an organisation ("… signed RCA Records", "… signed Manchester United");
- a signing only nearly done ("Omonia nearly signed Dan Kirk"), or one that takes no one on ("signed Medicare into
  law", "signed Nike as kit supplier").

A sponsor, a publisher or an agent signs people too, so a signing ends no other tie of the one signed
(``Memory.ingest``'s stints hold it as a loan is held); the next move ends it.

>>> from c0lab.extract.types import Extraction, Relation
>>> read = Extraction(relations=[Relation("Omonia", "SIGNED", "Ivo Prent")])
>>> names = [(0, 6, "Omonia"), (14, 23, "Ivo Prent")]
>>> signed_by(read, "Omonia signed Ivo Prent in 2012.", names, [], written=0, about="Ivo Prent")
>>> [(r.source, r.type, r.target) for r in read.relations]
[('Ivo Prent', 'SIGNED_BY', 'Omonia')]
"""

from __future__ import annotations

import re

from .._time import to_timestamp
from ..retrieval import meaning
from .stints import TAKEN_ON
from .types import Extraction, Relation

__all__ = ["ORGANISATION", "body_name", "signed_by"]

Span = tuple[int, int, str]

_TAKERS = {kind.removesuffix("_BY"): kind for kind in TAKEN_ON}
"""Each verb of taking someone on, said with the taker first ("SIGNED"), and its type said of the one taken on."""
_SIGNING_OF = re.compile(
    r"^\s+(?:(?:has|had|have)\s+)?(?:completed|finalised|finalized|sealed|agreed)\s+"
    r"the\s+(?:\w+\s+)?signing\s+of\s+(?:the\s+)?$"
)
"""What stands between the taker and the one it signs: "completed the signing of", "finalised the loan signing of"
(a club's acts; one who "announced" or "confirmed" it may be its manager or a reporter)."""
_DOCUMENT = re.compile(
    r"\b(?:treat(?:y|ies)|agreements?|accords?|acts?|bills?|laws?|declarations?|contracts?|deals?|charters?"
    r"|conventions?|protocols?|pacts?|armistices?|decrees?|orders?|petitions?|letters?|constitutions?|memorand(?:um|a)"
    r"|resolutions?|statutes?|leases?|peace|truce|concordats?|proclamations?|manifestos?|plans?|compacts?|edicts?"
    r"|carta|instruments?)\b",
    re.IGNORECASE,
)
"""Words of a name of a thing one signs, not a person one takes on."""
ORGANISATION = re.compile(
    r"\b(?:records|recordings|music|entertainment|media|studios?|pictures|films|publishing|press|books|agency"
    r"|united|city|town|rovers|athletic|wanderers|albion|county|club|fc|afc|bros|brothers|inc|ltd|corp|corporation"
    r"|company|group|bank|university|college|school|society|association|party|band|orchestra|team|electronics"
    r"|technolog(?:y|ies)|systems|motors|airlines|airways|holdings|partners|capital|labs|software|industries"
    r"|productions|international|foods|shipping|energy|services|works)\b",
    re.IGNORECASE,
)
"""Words of a name of an organisation: one that signs people, not one taken on."""
_PEOPLES_TOO = frozenset("press music books media capital partners brothers bros agency band international".split())
"""Words of :data:`ORGANISATION` that end people's names as often ("Frank Press", "Ann Music")."""


def body_name(name: str) -> bool:
    """Whether ``name`` is a body's by its words: two or more, the last a word only an organisation's name ends in
    ("Norvik Foods", "Brekke Group", "Tarn Rovers"; not "Frank Press"), and no person's ("Ray Chambers")."""
    words = name.split()
    last = words[-1] if words else ""
    return (
        len(words) >= 2
        and bool(ORGANISATION.fullmatch(last))
        and last.lower() not in _PEOPLES_TOO
        and not meaning.likely_person(name)
    )


_HEDGED = re.compile(r"\b(?:nearly|almost|never|not|n't|tried|failed|wanted|hoped|sought)\b", re.IGNORECASE)
"""Words that say a signing was not done."""
_NOT_JOINING = re.compile(
    r"\s+(?:into\s+law|as\s+(?:its\s+|their\s+|the\s+|an?\s+)?(?:\w+\s+)?(?:supplier|sponsor|partner))\b"
)
"""What a signing is for when it takes no one on: "signed Medicare into law", "signed Nike as kit supplier"."""
_CLAUSE_END = re.compile(r",\s*(?:who|which|whom|whose|where)\b|;")
"""Where the signing's clause ends: a relative clause after it tells of another time ("…, who had joined X in 2009")."""


def signed_by(
    extraction: Extraction,
    sentence: str,
    spans: list[Span],
    dates: list[tuple[int, int, str]],
    *,
    written: int,
    about: str | None = None,
) -> None:
    """Say each taking-on this sentence's relations (those after ``written``) read with the taker first of the one
    taken on, and add "X completed the signing of Y" (the module docstring); ``dates``: the sentence's dated
    phrases (place, moment, role); ``about``: whom the text is about."""
    places = {name: (start, end) for start, end, name in reversed(spans)}
    for number, relation in enumerate(extraction.relations[written:], start=written):
        kind = _TAKERS.get(relation.type)
        if (
            kind is not None
            and _said_of(relation.target, about)
            and _taken_on(sentence, places, relation.source, relation.target, about=about)
        ):
            extraction.relations[number] = Relation(
                relation.target, kind, relation.source, relation.valid_from, relation.valid_to
            )
    for (start, end, taker), (begin, finish, taken) in zip(spans, spans[1:], strict=False):
        if _SIGNING_OF.match(sentence[end:begin]) and _taken_on(sentence, places, taker, taken, about=about):
            moment = _signed_at(sentence, dates, start, finish)
            extraction.relations.append(Relation(taken, "SIGNED_BY", taker, to_timestamp(moment)))


def _said_of(taken: str, about: str | None) -> bool:
    """Whether ``taken`` is whom the text is about (``about``, or its short name: "Schembri" of "André Schembri")."""
    return about is not None and (taken == about or about.endswith(f" {taken}") or taken.endswith(f" {about}"))


def _taken_on(sentence: str, places: dict[str, tuple[int, int]], taker: str, taken: str, *, about: str | None) -> bool:
    """Whether ``taker`` signing ``taken`` takes someone on (the module docstring's exceptions aside)."""
    if taker == about or _DOCUMENT.search(taken) or ORGANISATION.search(taken):
        return False
    start, end = places.get(taken, (0, 0))
    before = sentence[places[taker][1] : start] if taker in places else ""
    return (
        not sentence[end:].startswith(("'", "’"))
        and not _HEDGED.search(before)
        and not _NOT_JOINING.match(sentence, end)
    )


def _signed_at(sentence: str, dates: list[tuple[int, int, str]], start: int, end: int) -> int | None:
    """The date of the signing said from ``start`` (the taker) to ``end`` (the one taken on): the first said after
    them in their clause, else the last said before them ("On 29 January 2008 Celtic completed the signing of …")."""
    stop = _CLAUSE_END.search(sentence, end)
    after = [moment for place, moment, _ in dates if end <= place < (stop.start() if stop else len(sentence))]
    before = [moment for place, moment, _ in dates if place < start]
    return after[0] if after else before[-1] if before else None
