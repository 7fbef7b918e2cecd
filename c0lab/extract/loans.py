"""A stint on loan: "Nogan joined Brentford on loan in March 1987", "He spent time on loan at Notts County", "He
joined Empoli on a season-long loan" say that the player went to the club for a while and stayed the parent club's
(:func:`~c0lab.extract.stints.loan`: a loan ends no membership and is ended by the next stint). A relation this
sentence read to a club said to be on loan ("on loan" right after it, or "on loan at/to/with" right before it) is
typed ``LOANED_TO``, the type "He was loaned to Empoli" has.

>>> from c0lab.extract.types import Extraction, Relation
>>> read = Extraction(relations=[Relation("Nogan", "JOINED", "Brentford")])
>>> on_loan(read, "Nogan joined Brentford on loan in March 1987.", [(0, 5, "Nogan"), (13, 22, "Brentford")], written=0)
>>> [(r.source, r.type, r.target) for r in read.relations]
[('Nogan', 'LOANED_TO', 'Brentford')]
"""

from __future__ import annotations

import re
from dataclasses import replace

import pandas as pd

from .._time import micros_of_timestamp, to_timestamp
from .durations import lasted
from .stints import loan, membership
from .types import Extraction

__all__ = ["loaned", "loans_typed", "on_loan"]

_AFTER = re.compile(r"\s+on\s+(?:an?\s+)?(?:[a-z]+(?:-[a-z]+)?\s+)?loan\b", re.IGNORECASE)
"""A loan said right after the club ("… Brentford on loan", "… Empoli on a season-long loan")."""
_PERMANENT = re.compile(r"\bpermanent(?:ly)?\b|\bfee\b|\bsold\b|\bbought\b|\btransfer(?:red)?\b", re.IGNORECASE)
"""Words of a move for good: a sentence that says one tells no loan (the move it tells may have been one)."""
_LENGTH = re.compile(r"\bon\s+an?\s+(?P<count>\d{1,2}|[a-z]+)[- ](?P<unit>month|year)\s+loan\b", re.IGNORECASE)
"""A loan's length ("on a six-month loan", "on a one-year loan")."""
_GOING_ON = frozenset(["SPENT", "PLAYED", "STAYED", "REMAINED"])
"""Verbs of a stint that goes on with the loan told before it in its sentence (not "joined", "signed")."""
_BEFORE = re.compile(r"\bon\s+loan\s+(?:at|to|with)\s+(?:the\s+)?$", re.IGNORECASE)
"""A loan said right before the club ("spent time on loan at ")."""


def loaned(sentence: str, spans: list[tuple[int, int, str]]) -> set[str]:
    """The names of ``spans`` the sentence says someone is on loan at ("… Brentford on loan", "on loan at X"); none
    in a sentence that says a move for good (:data:`_PERMANENT`: "… on loan in 2009, a move made permanent in 2010")."""
    if _PERMANENT.search(sentence):
        return set()
    return {
        name
        for start, end, name in spans
        if _AFTER.match(sentence, end) or _BEFORE.search(sentence, max(0, start - 40), start)
    }


def loans_typed(
    typed: dict[tuple[str, str], tuple[str, int]], sentence: str, spans: list[tuple[int, int, str]]
) -> None:
    """Type as ``LOANED_TO`` each membership a sentence's reading ``typed`` (pair → type, clause) to a club on loan,
    before the stints are put in order (a loan ends no membership: ``Memory.ingest``'s stints); in a
    sentence of a loan, a stint that goes on after it is the loan's too ("He joined X on loan in March 1987, and spent
    the rest of the season at Y": :data:`_GOING_ON`)."""
    clubs = loaned(sentence, spans)
    said_at = min((start for start, _, name in spans if name in clubs), default=len(sentence))
    after = {name for start, _, name in spans if start > said_at}  # what the sentence names after the loan
    for pair, (kind, clause) in list(typed.items()):
        going_on = pair[1] in after and kind.split("_")[0] in _GOING_ON  # "…, and spent the rest of the season at Y"
        if (pair[1] in clubs or going_on) and membership(kind) and not loan(kind):
            typed[pair] = ("LOANED_TO", clause)


def on_loan(extraction: Extraction, sentence: str, spans: list[tuple[int, int, str]], *, written: int) -> None:
    """Type as ``LOANED_TO`` each membership this sentence read (from ``written`` on) to a club said to be on loan;
    a loan of a stated length with no end of its own ends that long after its start ("on a six-month loan")."""
    clubs = loaned(sentence, spans)
    length = _LENGTH.search(sentence)
    found = []
    for relation in extraction.relations[written:]:
        if relation.target in clubs and membership(relation.type) and not loan(relation.type):
            relation = replace(relation, type="LOANED_TO")
        if (
            length
            and loan(relation.type)
            and relation.valid_to is None
            and isinstance(relation.valid_from, pd.Timestamp)
        ):
            ended = lasted(
                "", f" for {length['count']} {length['unit']}", micros_of_timestamp(relation.valid_from), None
            )
            relation = replace(relation, valid_to=to_timestamp(ended))
        found.append(relation)
    extraction.relations[written:] = found
