"""A name's disambiguator in brackets, as an encyclopaedia titles a person or a thing ("Michael Cullen (politician)",
"John Pope (Kentucky politician)", "Rheidol (locomotive)"): no part of the name and no part of its clause, so the
verb after it reads as the name's ("Michael Cullen (politician) held X" → "Michael Cullen held X"). A bracket that
names (an abbreviation, a place: "Policy Planning Staff (France)"), dates ("(born 1968)"), says more than a kind
("(his brother)", "(then chairman)") or is followed by no lower-case word or comma stays. Two people told apart only
by their brackets ("John Pope (general)", "John Pope (politician)") become one name: the text's words stay in the
episode."""

from __future__ import annotations

import re

from .names import FUNCTION, UPPER
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
    >>> without_disambiguators("Bo Hale (his brother) ran the farm.")
    'Bo Hale (his brother) ran the farm.'
    """
    return _BRACKETED.sub(lambda found: found["name"] if _describes(found["said"]) else found.group(), sentence)


_NOT_A_KIND = frozenset(
    "his her their its my our your a an the this that these those then now formerly later see above below sic "
    "pictured left right centre center".split()
)
"""Words that make a bracket more than a kind: whose, when, where to look ("(his brother)", "(then chair)", "(see
above)", "(pictured left)")."""


def _describes(said: str) -> bool:
    """Whether a bracket's words are a description alone: each lower-case word a noun WordNet holds and no
    closed-class word ("(Kentucky politician)", "(rugby league)"; not "(his brother)", "(then chairman)")."""
    lower = [word for word in said.split() if word[:1].islower()]
    return all(word not in FUNCTION | _NOT_A_KIND and noun_class(word) is not None for word in lower)
