"""A passive whose date comes between the verb and its agent: "Project Nyra has been run since 2014 by Vemo Volum",
"The club was managed from 1990 by Ann Lee", "It was led between 2001 and 2004 by the Orsk Club" (a date with
"in" or "during" there is read as it stands).

The relation readers read the words between two names as the verb ("has been run by"), and a date among them is
none of theirs. :func:`agent_first` says the agent before the date ("… has been run by Vemo Volum since 2014"),
which they read as any dated passive. Only words after a participle that open with a preposition of time and end
in a date phrase (:func:`~c0lab._reading.phrases`), before "by" and a capitalised name, are moved.
"""

from __future__ import annotations

import re

from .._reading import phrases
from .names import UPPER

__all__ = ["agent_first"]

_NAME = rf"[{UPPER}][\w'’-]*"
"""A capitalised word of a name (no full stop: one after the agent ends the sentence)."""
_AGENT = rf"by\s+(?:the\s+)?{_NAME}[^,;:.()!?]*?(?=\s*(?:[,;:.()!?]|$)|\s+(?:who|which|whose|where|while)\b)"
"""The agent: "by", a name and the words after it to the clause's end ("by Lena Ortiz and Pavel Grey", "by Ana
Lo's company Kell Bank", "by Orsk chairman Bo Rin")."""
_DATED_AGENT = re.compile(
    r"\b(?P<verb>(?:is|are|was|were|been|being)\s+(?:[a-z]+ly\s+)?(?:[a-z]+(?:ed|en|wn|t)|run|led|held|won))"
    r"\s+(?P<date>(?:since|from|between|until|till|through|throughout)\s+[^,;:.()]{1,48}?)"
    rf"\s+(?P<agent>{_AGENT})"
)
"""A passive, a date said with a preposition the readers do not read there (they read "was acquired in 2018 by X"),
and its agent."""


def agent_first(sentence: str) -> str:
    """``sentence`` with each date said between a passive verb and its agent moved after the agent.

    >>> agent_first("Project Nyra has been stewarded since the final months of 2014 by Vemo Volum, whose tenure …")
    'Project Nyra has been stewarded by Vemo Volum since the final months of 2014, whose tenure …'
    >>> agent_first("Orvel Labs has been run since 2004 by Lena Ortiz and Pavel Grey.")
    'Orvel Labs has been run by Lena Ortiz and Pavel Grey since 2004.'
    >>> agent_first("It was built in 1990 by hand.")
    'It was built in 1990 by hand.'
    """

    def moved(found: re.Match[str]) -> str:
        said = found["date"]
        if not any(match.end() == len(said) for match in phrases(said)):
            return found.group()
        return f"{found['verb']} {found['agent']} {said}"

    return _DATED_AGENT.sub(moved, sentence)
