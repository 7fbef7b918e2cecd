"""A role passed to a name said before it, in a relative clause that ends its sentence: "… Varel Lumny, to whom the
stewardship of Project Tanphacor passed from Lomir Elmirbel in late 2022." says "… Varel Lumny, and the stewardship
of Project Tanphacor passed from Lomir Elmirbel to Varel Lumny in late 2022.", the order the hand-over readers read.

Only a role's passing is said again: a noun of a post or of the power it gives ("the leadership", "the post of
chair", "the stewardship of X", "control of X"; not "the house", "the title", "the seat", "the ownership"), and a
verb of passing ("passed", "went", "fell", "was handed", "was transferred"). A relative clause before its sentence's
verb ("B, to whom the case was transferred, dismissed it") is left as written.
"""

from __future__ import annotations

import re

from .locatives import NAME

__all__ = ["to_whom_said"]

_POST = (
    r"(?:the\s+)?(?:role|post|position|job|office|chair|helm|reins|lead|leadership|direction|stewardship|control"
    r"|command|charge|presidency|captaincy|(?:chairman|director|editor|leader|manager)ship)"
    r"(?:\s+of\s+(?:the\s+)?[^,;.!?]{1,60}?)?"
)
"""A post or the power it gives, maybe with what it is over."""
_TO_WHOM = re.compile(
    rf"(?P<name>{NAME}),\s+to\s+whom\s+(?P<role>{_POST})\s+"
    r"(?P<verb>passed|went|fell|was\s+(?:passed|handed|transferred))"
    rf"(?P<giver>\s+(?:over\s+)?from\s+(?:the\s+)?{NAME})?(?P<rest>[^,;.!?]*)(?=[.;!?]|$)"
)


def to_whom_said(sentence: str) -> str:
    """``sentence`` with a post passed "to whom" said as passed "to" the name before it.

    >>> to_whom_said("It shows Bo Ek, to whom the leadership of the Orsk Club passed from Ada Lo in 2019.")
    'It shows Bo Ek, and the leadership of the Orsk Club passed from Ada Lo to Bo Ek in 2019.'
    >>> to_whom_said("Bo Ek, to whom the house passed in 2020, sold it.")
    'Bo Ek, to whom the house passed in 2020, sold it.'
    """

    def said(found: re.Match[str]) -> str:
        moved = f"{found['role']} {found['verb']}{found['giver'] or ''} to {found['name']}"
        return f"{found['name']}, and {moved}{found['rest']}"

    return _TO_WHOM.sub(said, sentence)
