"""A first state told in a fronted participle, before the clause that changes it: "First distributed by Orvel Trust
under the Quillon licence, the Brask songbook adopted the Arden licence in 2019." The participle's agent ("by Orvel
Trust") is a standing fact; what else it says ("under the Quillon licence") held *originally*, until the main
clause's date. The subject is a name, or a thing said before by its noun ("the toolkit") when the main clause says a
change of its kind. So the sentence is restated as the rules read both: "The Brask songbook was distributed by Orvel
Trust. The Brask songbook was originally distributed under the Quillon licence; the Brask songbook adopted the Arden
licence in 2019." (a clause said "originally" ends at the date of the clause after it).

>>> print(first_state("Initially released under the Quillon licence, Brask app moved to the Arden licence in 2019."))
Brask app was originally released under the Quillon licence; Brask app moved to the Arden licence in 2019.
>>> print(first_state("Originally released under the Quillon licence, the app was relicensed in 2019."))
The app was originally released under the Quillon licence; the app was relicensed in 2019.
"""

from __future__ import annotations

import re

from .displaced import CHANGING
from .locatives import NAME

__all__ = ["first_state"]

_FIRST = re.compile(  # the subject: a name, with the noun that ends it before a verb ("the Brask songbook adopted")
    r"(?:^|(?<=[.!?]\s))(?:First|Originally|Initially|At\s+first)\s+(?P<verb>[a-z]{3,}(?:ed|en|wn))\s+"
    rf"(?:by\s+(?P<agent>(?:the\s+)?{NAME})\s+)?(?P<state>(?:under|as|in|at|with|for|on)\s+[^,;.!?\n]+?),\s+"
    rf"(?P<subject>(?:[Tt]he\s+)?{NAME}(?:\s+[a-z]+(?<!ed)(?=\s+[a-z]+(?:ed|s)\b))?"
    r"|[Tt]he\s+[a-z]{3,}(?=\s+(?:was|were|is|are|has|had|[a-z]+ed)\b))"
    r"\s+(?P<main>[a-z][^\n]*?[.!?](?=\s|$))"
)


_CHANGE = re.compile(rf"\b(?:{CHANGING}|relicens|re-licens|adopt|replac|became|went)", re.IGNORECASE)
"""A verb of change in the main clause, which a subject said by its noun needs, with a word of the state's kind ("the
toolkit was relicensed …", "moved to the B licence"; not "moved to GitHub")."""


def first_state(text: str) -> str:
    """``text`` with each first state told in a fronted participle restated (see the module)."""

    def said(found: re.Match[str]) -> str:
        subject = found.group("subject")
        kind = found["state"].split()[-1][:5].lower()  # "under the Brenlow licence": a licence ("licen…")
        if subject.split()[-1].islower() and not (_CHANGE.search(found["main"]) and kind in found["main"].lower()):
            return found.group()  # "…, the toolkit was praised (moved to GitHub) in 2017": no change of the state
        subject = subject[0].upper() + subject[1:]
        agent = f"{subject} was {found.group('verb')} by {found.group('agent')}. " if found.group("agent") else ""
        return (
            f"{agent}{subject} was originally {found.group('verb')} {found.group('state')}; "
            f"{_lower(subject)} {found.group('main')}"
        )

    return _FIRST.sub(said, text)


def _lower(subject: str) -> str:
    """The subject said again inside its sentence: "The X" is "the X"."""
    return "the" + subject[3:] if subject.startswith("The ") else subject
