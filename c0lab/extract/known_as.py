"""A thing named through its description: "Dunve Society administers the undertaking known as Project Nyra", "the
body referred to as the Applicant", "a company known as Orsk Labs"; a name described, then told of by a "that" clause
("Orsk FC, the club that Ana Lo manages"). A term a filing defines for a name is :mod:`~c0lab.extract.defined_terms`'.

The description says only what kind of thing the name is; the relation readers need the verb next to the name.
:func:`name_itself` says the name in place of "the N known as" ("… administers Project Nyra"). Only an article, at
most two lower-case words and "known as" / "referred to as" / "designated as" before a capitalised word are dropped;
", the N that" before a name is ", which" ("Orsk FC, which Ana Lo manages"), the relative clause the readers read.
"""

from __future__ import annotations

import re

from .names import UPPER

__all__ = ["name_itself"]

_KNOWN_AS = re.compile(
    rf"\b(?:the|a|an)\s+(?:[a-z-]+\s+){{1,2}}(?:known|referred\s+to|designated)\s+as\s+(?=(?:the\s+)?[{UPPER}])"
)

_THAT = re.compile(
    rf"(?P<name>\b[{UPPER}][\w'’-]*),\s+the\s+(?:[a-z-]+\s+)?[a-z-]+\s+that\s+"
    rf"(?=(?:the\s+)?[{UPPER}][\w'’-]*(?:\s+[{UPPER}][\w'’-]*)*\s+[a-z]+s\b)"
)
"""A name's description before a "that" clause told of it by another name in the present ("Orsk FC, the club that
Ana Lo manages"; not "the team that B had left in 2010", whose date is no time of the sentence's own tie)."""


def name_itself(sentence: str) -> str:
    """``sentence`` with each "the N known as" before a name dropped (the module docstring).

    >>> name_itself("Dunve Society administers the undertaking known as Project Nyra, the object of which is …")
    'Dunve Society administers Project Nyra, the object of which is …'
    >>> name_itself("She is known as Ada.")
    'She is known as Ada.'
    >>> name_itself("We visited Orsk FC, the club that Ana Lo manages.")
    'We visited Orsk FC, which Ana Lo manages.'
    """
    return _THAT.sub(r"\g<name>, which ", _KNOWN_AS.sub("", sentence))
