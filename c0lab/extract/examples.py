"""Names given as examples of a group: "played for several European clubs including PSV Eindhoven, Lazio and
Ajax", "has written for newspapers such as The Times and The Guardian".

The group ("several European clubs") stands between the verb and the names, and its adjective may read as a name
of its own ("Stam PLAYED_FOR European"); the names are what the verb is said of. :func:`examples_said` says the
sentence with the group left out ("played for PSV Eindhoven, Lazio and Ajax"), so each name is the verb's object.
Only a group of at most four words ending in a plural noun, right after a preposition, and followed by "including",
"such as", "like" or "among them" and a capitalised name is read.
"""

from __future__ import annotations

import re

__all__ = ["examples_said"]

_GROUP = re.compile(
    r"\b(?P<preposition>for|with|at|in|to|by|on|from|under|of)\s+"
    r"(?:the\s+)?(?:[A-Za-z][a-z-]*\s+){0,3}?[a-z][a-z-]+s\s*,?\s+"
    r"(?:including|such\s+as|like|among\s+them|among\s+which)\s+(?=(?:the\s+)?[A-Z])"
)
"""A group named by a plural noun and the examples after it ("for several clubs, including X")."""


def examples_said(sentence: str) -> str:
    """``sentence`` with each group whose examples it names left out (the module docstring).

    >>> examples_said("Stam played for several European clubs including PSV Eindhoven, Lazio and Ajax .")
    'Stam played for PSV Eindhoven, Lazio and Ajax .'
    >>> examples_said("She has written for newspapers such as The Times.")
    'She has written for The Times.'
    >>> examples_said("He played for Lazio, like his brother Ugo.")
    'He played for Lazio, like his brother Ugo.'
    """
    return _GROUP.sub(lambda found: f"{found['preposition']} ", sentence)
