"""Whether an event clause speaks of the end of a stint ("when Bek resigned", "when Aster was sacked"), and which
stint it names.

A question timed by an event ("who led the Greens when Bek resigned?") asks from the start of the fact the clause
names when its verb starts something ("became", "took office", "was appointed", "joined") and from its end when
its verb ends something: a verb of leaving a post (:data:`ENDING`: resigned, was sacked, stepped down, retired,
died, was dismissed, ousted …), or a verb the memory recorded as the reason a stint ended (``end(…,
reason="resigned")``: the clause "when Bek resigned" names that end, whatever the word). Of several stints
between the same two concepts (a post held twice) the one whose end's reason the clause says is meant, else the
first that ended.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

from .._time import LAST_END
from ..index.keyword import tokenize
from ..model.records import Version

__all__ = ["ENDING", "ending_stint", "handover_span", "says_end"]

ENDING = re.compile(
    r"\b(?:left|leaves|leaving|quit|quits|departed|exited|resigned|resigns|resigning|abdicated|abdicates"
    r"|stepped\s+down|steps\s+down|step\s+down|stood\s+down|stands\s+down|stepped\s+aside|gave\s+up|bowed\s+out"
    r"|retired|retires|died|dies|passed\s+away|ended|ends|was\s+dropped|was\s+deprecated|was\s+dissolved"
    r"|(?:was|were|got|been|being)\s+(?:sacked|fired|dismissed|ousted|removed|deposed|overthrown|expelled"
    r"|impeached|toppled|let\s+go|forced\s+out|voted\s+out|pushed\s+out|relieved|replaced|killed|assassinated"
    r"|executed|retired|dropped|released|unseated|defeated|discharged|suspended)"
    r"|lost\s+(?:office|power|the\s+post|the\s+leadership|the\s+job|(?:his|her|their)\s+(?:post|seat|job))"
    r")\b",
    re.IGNORECASE,
)
"""Verbs that end a stint in a post, whoever ended it; a starting verb ("became", "was appointed") is none."""


def says_end(clause: str, reasons: Iterable[str], *, names: Collection[str] = ()) -> bool:
    """Whether ``clause`` speaks of an end: an ending verb (:data:`ENDING`), or a word the memory recorded as
    the reason a stint ended (``reasons``), the clause's ``names`` left out.

    >>> says_end("Bek resigned", []), says_end("Aster was sacked", []), says_end("Bek became leader", [])
    (True, True, False)
    >>> says_end("Bek walked out", ["walked out over the budget"], names=["Bek"])
    True
    """
    if ENDING.search(clause):
        return True
    said = set(tokenize(clause)) - {stem for held in names for stem in tokenize(held)}
    return any(said & set(tokenize(reason)) for reason in reasons if reason)


def ending_stint(
    facts: Iterable[tuple[Version, str, str]], other: str, clause: str, *, names: Collection[str] = ()
) -> tuple[Version, str, str] | None:
    """Of ``facts`` (relation versions with their source and target) those with ``other`` at one end that ended,
    the one an ending clause names: the one whose recorded reason shares a word with the clause (the ``names``
    it uses left out), else the first that ended; ``None`` when the clause speaks of no end (:func:`says_end`)
    or no stint with ``other`` has ended."""
    ended = sorted(
        (fact for fact in facts if other in fact[1:] and fact[0].valid_to < LAST_END),
        key=lambda fact: (fact[0].valid_to, fact[0].valid_from),
    )
    if not ended or not says_end(clause, [fact[0].reason for fact in ended], names=names):
        return None
    said = set(tokenize(clause)) - {stem for held in names for stem in tokenize(held)}
    return next((fact for fact in ended if said & set(tokenize(fact[0].reason))), ended[0])


def handover_span(
    facts: Iterable[tuple[Version, str, str]], moment: int, named: Collection[str]
) -> tuple[int, int] | None:
    """``[moment - 1, moment + 1)`` when ``moment`` is where a stint of one of the ``named`` concepts ended (of
    ``facts``: relation versions with their source and target), so a walk "when Bek resigned" reads the hand-over
    whole: the stint that ended then, marked replaced, beside the one that began; ``None`` otherwise."""
    ended = any(fact[0].valid_to == moment and set(named) & set(fact[1:]) for fact in facts)
    return (moment - 1, moment + 1) if ended else None
