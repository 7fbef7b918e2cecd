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

__all__ = ["ENDING", "ending_stint", "handover_span", "how_ended", "says_end"]

ENDING = re.compile(
    r"\b(?:(?:leave|leaves|left|leaving|quit|quits|quitting|depart|departs|departed|departing|exit|exits|exited"
    r"|exiting|resign|resigns|resigned|resigning|retire|retires|retired|retiring|graduate|graduates|graduated"
    r"|graduating|divorce|divorces|divorced|divorcing|abdicated|abdicates)\b(?!\s+(?:to|for)\b)"
    r"|(?:relinquish|relinquishes|relinquished|relinquishing|vacate|vacates|vacated|vacating)\s+"  # an office only
    r"(?:(?:the|his|her|their|its)\s+)?(?:[a-z]+ship|[a-z]+ncy|post|office|role|position|seat|chair|throne|crown|title"
    r"|command)\b"
    r"|(?:step|steps|stepped|stepping|stood|stand|stands)\s+(?:down|aside)|gave\s+up|bowed\s+out|handed\s+over"
    r"|no\s+longer|ceased|ceases|stopped|stops|died|dies|passed\s+away|ended|ends"
    r"|was\s+dropped(?!\s+for\b)|was\s+deprecated|was\s+dissolved"
    r"|(?:was|were|got|been|being)\s+(?:\w+ly\s+)?(?:sacked|fired|dismissed|ousted|removed|deposed|overthrown"
    r"|expelled|impeached|toppled|let\s+go|forced\s+out|voted\s+out|pushed\s+out|relieved|replaced|killed"
    r"|assassinated|executed|retired|dropped(?!\s+for\b)|unseated|defeated|discharged|suspended)"
    r"|lost\s+(?:office|power|the\s+post|the\s+leadership|the\s+job|(?:his|her|their)\s+(?:post|seat|job))"
    r")\b",
    re.IGNORECASE,
)
"""Verbs that end a stint (in a post, a club, a school, a marriage), whoever ended it: "resigned", "stepped
down", "no longer", "was sacked", "was impeached", "was voted out". The one list: extraction ends a fact by it
(:mod:`c0lab.extract.forms`), a patch's redating reads its end by it, the question reader "when X resigned" reads
an end by it. A verb followed by "to"/"for" ("left for Paris", "quit to join") ends nothing; a starting verb
("became", "was appointed") is none.

>>> [bool(ENDING.search(clause)) for clause in ("was impeached", "was voted out", "left for Rome", "became")]
[True, True, False, False]
"""


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


_DIED = re.compile(r"\b(?:died|dies|passed\s+away|killed|assassinated|executed)\b", re.IGNORECASE)
_NEUTRAL = re.compile(r"\b(?:ended|ends|no\s+longer|ceased|ceases|stopped|stops)\b", re.IGNORECASE)


def how_ended(text: str) -> str:
    """How the first ending verb of ``text`` ended a stint: ``"died"``, ``"removed"`` (by others: "was sacked",
    "was impeached", "lost office"), ``"left"`` (the holder's own act: "resigned", "stepped down", "retired"), or
    ``""`` (no ending verb, or one that says only that it ended: "ended", "no longer").

    >>> [how_ended(t) for t in ("He resigned", "stepped down", "was sacked", "was voted out", "died", "took over")]
    ['left', 'left', 'removed', 'removed', 'died', '']
    """
    ending = ENDING.search(text)
    if ending is None or _NEUTRAL.fullmatch(ending[0]):
        return ""
    if _DIED.search(ending[0]):
        return "died"
    return "removed" if re.match(r"(?:was|were|got|been|being|lost)\b", ending[0], re.IGNORECASE) else "left"


def ending_stint(
    facts: Iterable[tuple[Version, str, str]], other: str, clause: str, *, names: Collection[str] = ()
) -> tuple[Version, str, str] | None:
    """Of ``facts`` (relation versions with their source and target) those with ``other`` at one end that ended,
    the one an ending clause names: the one whose recorded reason shares a word with the clause (the ``names``
    it uses left out), else the first that ended in the way the clause says (:func:`how_ended`: "when Bek
    resigned" is not the stint whose reason says he was sacked) — for a death with no stint ended by one, the last
    to end (a death ends every tie: not a patronage that ended years before); ``None`` when the clause speaks of no end
    (:func:`says_end`) or no stint with ``other`` has ended so."""
    ended = sorted(
        (fact for fact in facts if other in fact[1:] and fact[0].valid_to < LAST_END),
        key=lambda fact: (fact[0].valid_to, fact[0].valid_from),
    )
    if not ended or not says_end(clause, [fact[0].reason for fact in ended], names=names):
        return None
    said = set(tokenize(clause)) - {stem for held in names for stem in tokenize(held)}
    named = next((fact for fact in ended if said & set(tokenize(fact[0].reason))), None)
    if named is not None:
        return named
    how = how_ended(clause)
    fitting = [fact for fact in ended if not how or how_ended(fact[0].reason) in ("", how)]
    if how == "died" and not any(how_ended(fact[0].reason) == "died" for fact in fitting):
        return fitting[-1] if fitting else None  # a death ends every tie: the last to end, not a patron's earlier
    return fitting[0] if fitting else None


def handover_span(
    facts: Iterable[tuple[Version, str, str]], moment: int, named: Collection[str]
) -> tuple[int, int] | None:
    """``[moment - 1, moment + 1)`` when ``moment`` is where a stint of one of the ``named`` concepts ended (of
    ``facts``: relation versions with their source and target), so a walk "when Bek resigned" reads the hand-over
    whole: the stint that ended then, marked replaced, beside the one that began; ``None`` otherwise."""
    ended = any(fact[0].valid_to == moment and set(named) & set(fact[1:]) for fact in facts)
    return (moment - 1, moment + 1) if ended else None
