"""A marriage ended by a divorce told as a noun or with its own subject: "Presley obtained a divorce in the Dominican
Republic on 6 May 1994", "The couple divorced in 1994", "Cage filed for divorce in 2002, and the divorce was finalised
in 2004", "Their marriage was dissolved in 1994".

Whose marriage: the spouses the sentence names (a name with a marriage this text stated, and the other of that
marriage: the last one told, when it stated several), else, after "they", "the couple" or "their marriage" in a
sentence that names no one else, the last marriage the text stated. When: the date
the divorce was finalised (granted, made final), else the first date after the word, else the sentence's first date;
a divorce with no date ends nothing here (the ending rule dates it by the text). A divorce only talked of ("plans to
divorce", "rumours of a divorce", "never divorced") ends nothing.
"""

from __future__ import annotations

import re

from .._time import to_timestamp
from .it_refers import is_thing
from .rules import stint_senses
from .types import Ending, Extraction

__all__ = ["divorces"]

_DIVORCE = re.compile(
    r"\b(?:divorc(?:e|ed|es|ing)|(?:[Mm]arriage|[Uu]nion)\s+(?:was\s+|were\s+)?(?:dissolved|annulled|ended)|annulment)\b"
    r"(?!\s+(?:rates?|reform|laws?|lawyers?|attorneys?|filing|petition|papers|cases?|courts?|proceedings|settlement)\b)"
)
"""A divorce in lower case ("Divorce, a memoir" is a title), not a word modifying a noun ("divorce rate", "a divorce
filing")."""
_FINAL = re.compile(
    r"\b(?:divorce|it)\s+(?:was|became)\s+(?:\w+ly\s+)?(?:finali[sz]ed|final|granted|completed|official)\b",
    re.IGNORECASE,
)
"""The divorce made final ("the divorce was finalized in 2004"): its date is the end, not the filing's."""
_TALKED = re.compile(
    r"\b(?:plans?|plann(?:ed|ing)|rumou?rs?|talks?|considered|considering|threatened|sought|seeking|"
    r"wanted|wants|never|not|denied|would)\s+(?:to\s+|of\s+|a\s+|about\s+|the\s+)*$",
    re.IGNORECASE,
)
"""What makes the divorce only a thing said ("plans to divorce", "never divorced")."""
_OTHERS = re.compile(r"['’]s\s+(?:\w+\s+)?(?:friends|parents|children|siblings|sons|daughters|relatives)\s+$")
"""Others' divorce ("The couple's friends divorced", "Hall's parents divorced")."""
_FILED = re.compile(r"\b(?:filed|files|filing|sued|petitioned|applied)\s+(?:for\s+)?(?:a\s+)?$")
_PAIR = re.compile(
    r"\b(?:they|the\s+couple|the\s+pair|(?:their|the)\s+(?:marriage|divorce|separation))\b", re.IGNORECASE
)
"""Words naming the spouses together: the last marriage the text told is meant."""

Span = tuple[int, int, str]


def divorces(
    extraction: Extraction, sentence: str, spans: list[Span], dates: list[tuple[int, int, str]], *, written: int
) -> None:
    """Add to ``extraction`` the end of the marriage ``sentence`` tells was ended by a divorce (the module
    docstring); ``spans``: its names where they stand; ``dates``: its dated phrases (place, moment, role);
    ``written``: how many of its relations earlier sentences wrote ("X divorced Y in 1994" is read as a relation)."""
    said = _DIVORCE.search(sentence)
    if said is None or _TALKED.search(sentence[: said.start()]) or _OTHERS.search(sentence[: said.start()]):
        return
    if _FILED.search(sentence[: said.start()]) and not _FINAL.search(sentence, said.start()):
        return  # "filed for divorce in 1990, but reconciled": a filing ends nothing until the divorce is granted
    marriages = [
        (relation.source, relation.target)
        for relation in extraction.relations
        if "marry" in stint_senses(relation.type)
    ]
    named = {  # not a possessor of others ("Ann Roe's parents … their divorce"), but of the divorce itself
        name
        for _, end, name in spans
        if not re.match(r"['’]s\s+(?!(?:\w+\s+)?(?:divorce|marriage|separation))[a-z]", sentence[end:])
    }
    named |= {whole for one in marriages for whole in one if whole.split()[-1] in named}  # "Cage": Nicolas Cage
    pair = next((one for one in reversed(marriages) if set(one) <= named), None)
    if pair is None:  # "Ann Roe's divorce in 2012": her marriage told last
        held = [one for one in marriages if set(one) & named]
        others = {name for name in named - set(held[-1]) if not is_thing(name)} if held else set()
        pair = held[-1] if held and not others else None  # "Her parents, Tom Roe and Mia Roe, … their divorce"
    if pair is None and marriages and _PAIR.search(sentence) and not named:
        pair = marriages[-1]  # "The couple divorced": no one else named ("Her parents … announced their divorce")
    told = {frozenset((one.source, one.target)) for one in extraction.ends}
    told |= {  # "X divorced Y in 1994": a tie of its own, which ends the marriage
        frozenset((one.source, one.target))
        for one in extraction.relations[written:]
        if "marry" not in stint_senses(one.type) and one.type != "MENTIONED_WITH"
    }
    if pair is None or frozenset(pair) in told:
        return  # ended already, or said as a tie of the two ("X divorced Y in 1994"): the tie ends it
    final = _FINAL.search(sentence, said.start())
    begin = final.start() if final else said.start()
    clause = re.compile(r"[,;]").search(sentence, begin)  # "After their divorce, she moved in 1990": not then
    after = [moment for place, moment, _ in dates if begin <= place < (clause.start() if clause else len(sentence))]
    before = [
        moment
        for place, moment, _ in dates
        if place < said.start() and not re.search(r"[,;]", sentence[place : said.start()])
    ]
    moment = after[0] if after else before[-1] if before and final is None else None
    if moment is not None:
        extraction.ends.append(Ending(pair[0], pair[1], to_timestamp(moment), "divorced", "marry"))
