"""A name's disambiguator in brackets, as an encyclopaedia titles a person or a thing ("Michael Cullen (politician)",
"John Pope (Kentucky politician)", "Rheidol (locomotive)"): no part of the name and no part of its clause, so the
verb after it reads as the name's ("Michael Cullen (politician) held X" → "Michael Cullen held X"). A bracket that
names (an abbreviation, a place: "Policy Planning Staff (France)"), dates ("(born 1968)") or goes on with no verb
after it stays."""

from __future__ import annotations

import re

from .names import UPPER
from .word_classes import noun_class

__all__ = ["without_disambiguators"]

_BRACKETED = re.compile(
    rf"(?P<name>\b[{UPPER}][\w'’.-]*)[ \t]*\([ \t]*(?P<said>(?:[{UPPER}][\w'’-]*[ \t]+){{0,2}}"
    rf"[a-z][a-z'’-]*(?:[ \t]+[a-z][a-z'’-]*){{0,2}})[ \t]*\)(?=[ \t]+[a-z]|[ \t]*[,;])"
)
"""A capitalised word, then in brackets a few words that end in lower case ("politician", "Kentucky politician",
"rugby league"), before a lower-case word or a comma."""


def without_disambiguators(sentence: str) -> str:
    """``sentence`` with each disambiguator after a name left out (see the module docstring).

    >>> without_disambiguators("Michael Cullen (politician) held the post from 2002.")
    'Michael Cullen held the post from 2002.'
    >>> without_disambiguators("Policy Planning Staff (France) was led by Ana Roe.")
    'Policy Planning Staff (France) was led by Ana Roe.'
    """
    return _BRACKETED.sub(
        lambda found: found["name"] if noun_class(found["said"].split()[-1]) is not None else found.group(), sentence
    )
