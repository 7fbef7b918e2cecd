"""A nickname is another name of whom it follows, not a name of its own.

"Samuel Hart, known as 'the Parson', played for X" names one person: the quoted words after "known as",
"called", "nicknamed" or "dubbed" (or a capitalised run after "nicknamed"/"dubbed": "nicknamed Tak") are an
alias of the name said right before them. :func:`nicknames` takes the phrase out of the sentence (so that the
sentence's relations are read as if it were not there: "Samuel Hart played for X") and records
``(name, nickname)`` for the memory to keep as an alias. An unquoted "known as" is left alone ("best known as
the Chief Engineer of X" says a role).
"""

from __future__ import annotations

import re

from .names import UPPER

__all__ = ["QUOTES", "nicknames"]

QUOTES = "\"'‘’“”"
"""The quotation marks a nickname (or a term a contract defines) is said in."""
_TO = r"(?:to\s+(?:[a-z]+\s+){1,3})?"
"""Whom a name is known to ("known to her friends as")."""
_NICKNAME = re.compile(
    rf"(?P<lead>\s*,\s*|\s+)(?:(?:also|later|often|commonly|popularly|affectionately|widely)\s+)?"
    rf"(?:(?:(?:known|called)\s+{_TO}(?:as\s+)?|nicknamed\s+|dubbed\s+)[{QUOTES}](?P<quoted>[^{QUOTES},;]{{1,40}}?)"
    rf"[{QUOTES}]|(?P<known>(?:known|called)\s+{_TO}as\s+|(?:nicknamed|dubbed)\s+)"
    rf"(?P<bare>[{UPPER}][\w-]*(?:\s+[{UPPER}][\w-]*){{0,2}}))"
    r"(?P<close>\s*,(?=\s)|(?=[\s.;:]))"
)
"""A nickname after a name: ", known as 'the Parson'," / " nicknamed Tak"."""
_OWNER = re.compile(rf"(?P<name>[{UPPER}][\w'-]*(?:\s+(?:[{UPPER}][\w'-]*|[a-z]{{1,3}}))*?(?:\s+[{UPPER}][\w'-]*)?)$")
"""The capitalised run a nickname follows ("Samuel Hart")."""


def nicknames(sentence: str, found: list[tuple[str, str]]) -> str:
    """The sentence without the nickname phrases said right after a name, each appended to ``found`` as
    ``(name, nickname)``.

    >>> found: list[tuple[str, str]] = []
    >>> nicknames("Samuel Hart, known as 'the Parson', played for Dunmore Rovers.", found), found
    ('Samuel Hart played for Dunmore Rovers.', [('Samuel Hart', 'the Parson')])
    >>> nicknames("Ana Roe, known to her friends as Annie, retired.", found), found[-1]
    ('Ana Roe retired.', ('Ana Roe', 'Annie'))
    >>> nicknames("Ana Roe, best known as the head of Orvel Labs, retired.", found)
    'Ana Roe, best known as the head of Orvel Labs, retired.'
    """

    def cut(match: re.Match[str]) -> str:
        owner = _OWNER.search(sentence[: match.start()])
        unquoted = match["known"] and match["known"].startswith(("known", "called"))
        if owner is None or (unquoted and not re.match(r"\s*[,.;]", match["close"] or sentence[match.end() :])):
            return match.group(0)  # "known as Orvel Labs since 1990": a name it bore, not a nickname
        found.append((owner["name"], match["quoted"] or match["bare"]))
        return "" if "," in match["lead"] else match["close"]

    return _NICKNAME.sub(cut, sentence)
