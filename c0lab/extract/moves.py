"""A move told as a noun after a light verb: "Cissé secured a loan switch to Sunderland", "In 2010 she completed a move
to Ajax", "He sealed a permanent transfer to Celtic", "He earned a £5m move to Fulham".

The verb says only that the move happened; the noun says what it was: a transfer to a club or an employer
("completed a move to Shelbourne" ends the player's stint at Lazio as "joined" would), unless it names a country or
a purpose ("a move to Spain", "a move to Dublin to study law": a move of home, read as "moved to").
:func:`move_said` says the sentence with the move as its verb ("… moved on loan to Sunderland", "… transferred to
Ajax"), which the relation readers and the loan reading (:mod:`.loans`) read as any other move. A move that did not
happen ("nearly completed a move to X", "rejected a move to X", "failed to complete …", "agreed a move", "made a
move") is left as written: only the past tense of a verb of getting or finishing, with no hedge before it, is read.
"""

from __future__ import annotations

import re

from ..retrieval import meaning

__all__ = ["move_said"]

_SMALL = r"(?:to|about|against|over|on|for|of|with|from|in|at|by|the|a|an|his|her|their|its)\b"
_MOVE = re.compile(
    r"(?<!\bnearly )(?<!\balmost )(?<!\bnever )(?<!\bnot )(?<!\bif )"
    r"\b(?:completed|secured|sealed|earned|got|finali[sz]ed|clinched|landed|won)\s+"
    rf"(?:a|an|the|his|her|their)\s+(?P<kind>(?:(?!{_SMALL})[\w£$€.-]+\s+){{0,3}}?)(?:move|switch|transfer)\s+to\b"
    r"(?!(?:\s+[A-Z][\w.&'’-]*){1,4}\s+of\b)"  # not "completed the transfer to Microsoft of its handset division"
)
"""A verb of getting or finishing, an article or a possessive, up to three words saying what kind of move (no
preposition, no article: "won their appeal against the transfer to X" is none), the noun and "to"."""


def move_said(sentence: str) -> str:
    """``sentence`` with each move told as a noun said as a verb: "transferred to", "moved on loan to" (the module
    docstring).

    >>> move_said("On 20 August 2008 , Cissé secured a loan switch to Premier League club Sunderland .")
    'On 20 August 2008 , Cissé moved on loan to Premier League club Sunderland .'
    >>> move_said("In 2016 she completed a move to Shelbourne .")
    'In 2016 she transferred to Shelbourne .'
    >>> move_said("He nearly completed a move to Ajax in 2010 .")
    'He nearly completed a move to Ajax in 2010 .'
    """

    def said(move: re.Match[str]) -> str:
        if "loan" in move["kind"].split():
            return "moved on loan to"
        return "moved to" if _relocation(sentence[move.end() :]) else "transferred to"

    return _MOVE.sub(said, sentence)


_WHERE = re.compile(r"\s+(?:the\s+)?(?P<place>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)(?P<purpose>\s+to\s+[a-z]+\b)?")
_LANDS = frozenset(["country", "continent", "state", "american_state"])


def _relocation(after: str) -> bool:
    """Whether the words after "a move to" tell a change of country or a move for a purpose ("to Spain", "to Dublin
    to study law"): a move of home, not a transfer."""
    where = _WHERE.match(after)
    if where is None:
        return False
    return bool(where["purpose"]) or bool(meaning.broader(where["place"].split()[-1].lower()) & _LANDS)
