"""The day a marriage the text told began, said of the couple: "Presley's third marriage was to Cage. They were married
on 10 August 2002." The marriage is the last one the text stated, of the subject named ("They" is written as the last
subject's name by then: "Presley were married …") or of anyone after "the couple"; the date is the sentence's first,
and it is the marriage's start (a start it held was the date of a sentence before, which the marriage's own sentence
inherited), unless the marriage was told ended (a divorce read before it). A couple named together ("Squires and
Moore were married in New York") were married to each other, from the sentence's date or its wedding place's. A
wedding with its own object ("They married Bo in 2002"), one only talked of ("They were to be married", "were never
married") or a sentence with no date and no names changes nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .._time import to_timestamp
from .names import NAME_WORD
from .rules import stint_senses
from .told import NEGATED
from .types import Extraction, Relation

__all__ = ["wedding_day"]

_COUPLE = re.compile(
    rf"^(?:(?:In|On)\s+[^,]{{0,30}}?\d{{4}}\s*,?\s+)?(?:(?P<name>{NAME_WORD}(?:\s+{NAME_WORD})*)(?:\s+and\s+(?P<other>{NAME_WORD}(?:\s+{NAME_WORD})*))?"
    r"|[Tt]hey|[Tt]he\s+(?:couple|pair|two))\s+"
    r"(?P<aux>(?:were|got)\s+)?(?:(?:\w+ly|also|then|finally)\s+)?(?:married|wed)\b(?!\s+(?:to|with|off)\b)"
)
"""The couple wed with no one named after the verb ("They were married on …", "The couple got married in …",
"They wed in …"), or both named ("Squires and Moore were married in New York": a marriage of the two)."""

_WHERE_WED = re.compile(r"(?:MARRIED|WED)_(?:IN|AT)$")
"""The type of where a wedding was ("MARRIED_IN New York"), dated as the sentence's time."""

Span = tuple[int, int, str]


def wedding_day(extraction: Extraction, sentence: str, spans: list[Span], dates: list[tuple[int, int, str]]) -> None:
    """Date in ``extraction`` the marriage ``sentence`` tells the couple's wedding of (the module
    docstring); ``spans``: its names where they stand; ``dates``: its dated phrases (place, moment, role)."""
    found = _COUPLE.match(sentence)
    if found is None or NEGATED.search(sentence[: dates[0][0] if dates else len(sentence)]):
        return
    if found["other"]:
        _both_named(extraction, found, spans, dates)
        return
    if not dates:
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


def _married(extraction: Extraction, one: str, other: str) -> bool:
    """Whether ``extraction`` holds a marriage of the two (either way round)."""
    return any(
        {relation.source, relation.target} == {one, other} and "marry" in stint_senses(relation.type)
        for relation in extraction.relations
    )


def _both_named(extraction: Extraction, found: re.Match[str], spans: list[Span], dates: list[Span]) -> None:
    """Add the marriage of a couple named together ("Squires and Moore were married in New York"), each the one name
    read where the match says them, from the sentence's first date (not an end: "… married until 2001"), else the
    time the sentence's tie of where they wed got; nothing when either is no one name or they were told married."""
    pair = [
        [name for start, end, name in spans if found.start(group) <= start and end <= found.end(group)]
        for group in ("name", "other")
    ]
    if any(len(names) != 1 for names in pair) or _married(extraction, pair[0][0], pair[1][0]):
        return
    one, other = pair[0][0], pair[1][0]
    wed = [tie.valid_from for tie in extraction.relations if tie.source in (one, other) and _WHERE_WED.match(tie.type)]
    start = dates[0][1] if dates and dates[0][2] != "end" else None
    if dates and start is None:
        return  # "… were married until his death in 2001": no start said
    extraction.relations.append(
        Relation(
            one, "MARRIED", other, valid_from=to_timestamp(start) if start is not None else wed[-1] if wed else None
        )
    )
