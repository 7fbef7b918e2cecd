"""A post said held since a start, with no verb of taking: "Since 2018, B has been in charge", "B has been at the
helm since 2018" — B took over the post of its last holder then. And the one replaced said after the hand-over, in a
clause of its own that says they left: "In 2018, B took over, and A retired" (A's post; not "…, and A congratulated
him", "…, while A remained chair").

Only one holder's charge ("has been", not "have been"), over nothing else named ("in charge of the budget", "at the
helm of Y" are other things), and only with its start said: "since"/"from" and a date right after it, or a sentence
opening "Since 2018, …".
"""

from __future__ import annotations

import re

from ..retrieval.event_ends import ENDING

__all__ = ["CHARGE_HELD", "left_after", "since"]

Span = tuple[int, int, str]

CHARGE_HELD = (
    r"has\s+been\s+(?:in\s+(?:charge|command|the\s+driving\s+seat)|at\s+the\s+helm)(?!\s+(?:of|at|for|in|over)\b)"
)
"""A charge held, as a hand-over's cue of :mod:`~c0lab.extract.handover` (a regex alternative)."""
_FRONTED = re.compile(r"\s*(?:Since|From)\s[^,;]{1,40},")
_AFTER = re.compile(r"\s+(?:since|from)\s")
_NEXT_CLAUSE = re.compile(r"\s*(?:[,;]\s*(?:and|but|while|as|so)\b|;)")


def since(cue: re.Match[str], dates: list[Span]) -> bool:
    """Whether a charge held (:data:`CHARGE_HELD`, the cue) has its start said: right after it ("… since 2018") or
    opening its sentence ("Since 2018, B has been in charge"; not "B, a member since 2015, has been in charge")."""
    if not re.fullmatch(CHARGE_HELD, cue.group(), re.IGNORECASE):
        return False
    sentence = cue.string
    fronted, after = _FRONTED.match(sentence), _AFTER.match(sentence, cue.end())
    return any(
        role == "start" and (fronted and place < fronted.end() or after and place >= cue.end())
        for place, _, role in dates
    )


def left_after(sentence: str, cue_end: int, name: str) -> bool:
    """Whether ``name`` is said, in a clause of its own after a hand-over's cue, to have left ("B took over, and A
    retired"; not "…, and A congratulated him")."""
    place = sentence.find(name, cue_end)
    if not _NEXT_CLAUSE.match(sentence, cue_end) or place < 0:
        return False
    clause = re.split(r"[,;.]", sentence[place + len(name) :], maxsplit=1)[0]
    return ENDING.search(clause) is not None
