"""Names given as examples of a group: "played for several European clubs including PSV Eindhoven, Lazio and
Ajax", "has written for newspapers such as The Times and The Guardian".

The group ("several European clubs") stands between the verb and the names, and its adjective may read as a name
of its own ("Stam PLAYED_FOR European"); the names are what the verb is said of. :func:`examples_said` says the
sentence with the group left out ("played for PSV Eindhoven, Lazio and Ajax"), so each name is the verb's object.
Only a group of at most four lower-case words (or a nationality's: "European") ending in a plural noun (not one of
time: "for many seasons"), right after "for", "with", "at" or "of", and followed by "including", "such as" or "among
them" and a capitalised name is read."""

from __future__ import annotations

import re

__all__ = ["examples_said"]

_TIMES = r"(?:years|seasons|months|weeks|days|decades|times|occasions|hours)\b"

_GROUP = re.compile(
    r"\b(?P<preposition>for|with|at|of)\s+"
    r"(?:the\s+)?(?:(?:[a-z][a-z-]*|[A-Z][a-z]+(?:an|ese|ish|ic))\s+){0,3}?(?!(?:[a-z]+\s+)?" + _TIMES + r")"
    r"[a-z][a-z-]+s\s*,?\s+"
    r"(?:including|such\s+as|among\s+them|among\s+which)\s+(?=(?:the\s+)?[A-Z])"
)
"""A group named by a plural noun and the examples after it ("for several clubs, including X"); not a length of
time ("for many seasons, like …"), nor a comparison ("like her brother")."""


def examples_said(sentence: str) -> str:
    """``sentence`` with each group whose examples it names left out (the module docstring).

    >>> examples_said("Stam played for several European clubs including PSV Eindhoven, Lazio and Ajax .")
    'Stam played for PSV Eindhoven, Lazio and Ajax .'
    >>> examples_said("She has written for newspapers such as The Times.")
    'She has written for The Times.'
    >>> examples_said("He played for Lazio for many seasons, like Ugo Rossi.")
    'He played for Lazio for many seasons, like Ugo Rossi.'
    """
    return _GROUP.sub(lambda found: f"{found['preposition']} ", sentence)
