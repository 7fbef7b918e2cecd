"""A first state told in a fronted participle, before the clause that changes it: "First distributed by Orvel Trust
under the Quillon licence, the Brask songbook adopted the Arden licence in 2019." The participle's agent ("by
Orvel Trust") is a standing fact; what else it says ("under the Quillon licence") held *originally*, until the
main clause's date. So the sentence is restated as the rules read both: "The Brask songbook was distributed by
Orvel Trust. The Brask songbook was originally distributed under the Quillon licence; the Brask songbook adopted
the Arden licence in 2019." (a clause said "originally" ends at the date of the clause after it).

>>> print(first_state("Initially released under the Quillon licence, Brask app moved to the Arden licence in 2019."))
Brask app was originally released under the Quillon licence; Brask app moved to the Arden licence in 2019.
"""

from __future__ import annotations

import re

from .locatives import NAME

__all__ = ["first_state"]

_FIRST = re.compile(  # the subject: a name, with the noun that ends it before a verb ("the Brask songbook adopted")
    r"(?:^|(?<=[.!?]\s))(?:First|Originally|Initially|At\s+first)\s+(?P<verb>[a-z]{3,}(?:ed|en|wn))\s+"
    rf"(?:by\s+(?P<agent>(?:the\s+)?{NAME})\s+)?(?P<state>(?:under|as|in|at|with|for|on)\s+[^,;.!?\n]+?),\s+"
    rf"(?P<subject>(?:[Tt]he\s+)?{NAME}(?:\s+[a-z]+(?<!ed)(?=\s+[a-z]+(?:ed|s)\b))?)"
    r"\s+(?P<main>[a-z][^\n]*?[.!?](?=\s|$))"
)


def first_state(text: str) -> str:
    """``text`` with each first state told in a fronted participle restated (see the module)."""

    def said(found: re.Match[str]) -> str:
        subject = found.group("subject")
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
