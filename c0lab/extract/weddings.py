"""The day a marriage the text told began, said of the couple: "Presley's third marriage was to Cage. They were married
on 10 August 2002." The marriage is the last one the text stated, of the subject named ("They" is written as the last
subject's name by then: "Presley were married …") or of anyone after "the couple"; the date is the sentence's first,
and it is the marriage's start (a start it held was the date of a sentence before, which the marriage's own sentence
inherited), unless the marriage was told ended (a divorce read before it). A wedding with its own object ("They
married Bo in 2002"), one only talked of ("They were to be married", "were never married") or a sentence with no date
changes nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .._time import to_timestamp
from .names import NAME_WORD
from .rules import stint_senses
from .told import NEGATED
from .types import Extraction

__all__ = ["wedding_day"]

_COUPLE = re.compile(
    rf"^(?:(?P<name>{NAME_WORD}(?:\s+{NAME_WORD})*)|They|The\s+(?:couple|pair|two))\s+"
    r"(?P<aux>(?:were|got)\s+)?(?:(?:\w+ly|also|then|finally)\s+)?(?:married|wed)\b(?!\s+(?:to|with|off)\b)"
)
"""The couple wed with no one named after the verb ("They were married on …", "The couple got married in …",
"They wed in …")."""

Span = tuple[int, int, str]


def wedding_day(extraction: Extraction, sentence: str, spans: list[Span], dates: list[tuple[int, int, str]]) -> None:
    """Date in ``extraction`` the marriage ``sentence`` tells the couple's wedding of (the module
    docstring); ``spans``: its names where they stand; ``dates``: its dated phrases (place, moment, role)."""
    found = _COUPLE.match(sentence)
    if found is None or not dates or NEGATED.search(sentence[: dates[0][0]]):
        return
    if any(start >= found.end() and start < dates[0][0] for start, _, _ in spans):
        return  # "They were married by Judge Roe on …": a name before the date, read by the rules
    who = found["name"]
    for place, relation in reversed(list(enumerate(extraction.relations))):
        if "marry" not in stint_senses(relation.type) or who not in (None, relation.source, relation.target):
            continue
        ended = any({end.source, end.target} == {relation.source, relation.target} for end in extraction.ends)
        dated = relation.valid_from is not None and not found["aux"]  # "They married again in 1995": another one
        if relation.valid_to is None and not ended and not dated:
            extraction.relations[place] = replace(relation, valid_from=to_timestamp(dates[0][1]))
        return
