"""A term a text defines for a name, as contracts and filings do: 'Orsk Labs (the "Sponsor") runs Project Kell',
'Dunve Society (hereinafter "the Applicant") administers …'.

The bracket is dropped, so the verb reads next to the name ("Orsk Labs runs Project Kell"; any "(hereinafter …)"
bracket, quoted or not), and in the text's later sentences "the Sponsor" is the name it was defined for ("The
Sponsor is based in Tarvo" → "Orsk Labs is based in Tarvo"), not before "of" or another capitalised word ("the
Company of Players"). A term is the text's own, never an alias the memory keeps: two contracts each define "the
Company" for their own party.
"""

from __future__ import annotations

import re

from .names import UPPER
from .nicknames import QUOTES

__all__ = ["DefinedTerms"]

_DEFINED = re.compile(
    rf"\s*\(\s*(?:(?:hereinafter|hereafter|henceforth)\b[^()]*?)?(?:the\s+)?[{QUOTES}](?:the\s+)?"
    rf"(?P<term>[{UPPER}][\w-]*(?:\s+[{UPPER}][\w-]*){{0,2}})[{QUOTES}][^()]*\)"
)
"""A bracket defining a quoted term: ' (the "Sponsor")', ' (hereinafter "the Applicant")'."""
_HEREINAFTER = re.compile(r"\s*\(\s*(?:hereinafter|hereafter|henceforth)\b[^()]*\)")
"""Any other bracket defining a term (' (hereinafter the Buyer)'): dropped, no term read."""
_OWNER = re.compile(
    r"(?:^|\b(?:between|and)\s+)(?:(?:WHEREAS|RECITALS?|NOW,?\s+THEREFORE),?\s+)?(?:[Tt]he\s+)?"
    rf"(?P<name>[{UPPER}][\w'-]*(?:\s+(?:[{UPPER}][\w'-]*|of|the|&))*?)"
    r"(?:,?\s+(?:Inc|Ltd|LLC|plc|GmbH|AG|SA|NV)\.?)?(?:,\s+(?:a|an)\s+[^(),;]{1,60})?,?$"
)
"""The party a bracket follows: a name opening its sentence (after a recital's "WHEREAS") or after "between" / "and"
("by and between Orsk Labs (the "Seller") and Ello Bank (the "Buyer")"), its company suffix or a description after
it ("Orsk Labs, Inc., a Delaware corporation (the "Company")"); never a name after another word ("a deal with Tarvo
Bank (the "Deal")" defines the deal, not the bank)."""


class DefinedTerms:
    """The terms one text defined so far (see the module docstring): read it sentence by sentence, in order.

    >>> terms = DefinedTerms()
    >>> terms.read('WHEREAS Orsk Labs (the "Sponsor") runs Project Kell.')
    'WHEREAS Orsk Labs runs Project Kell.'
    >>> terms.read("The Sponsor is based in Tarvo; the Company of Players is not.")
    'Orsk Labs is based in Tarvo; the Company of Players is not.'
    >>> terms.read('Dunve Society (hereinafter "the Applicant") administers it.')
    'Dunve Society administers it.'
    >>> terms.read("The Applicant was founded in 1990.")
    'Dunve Society was founded in 1990.'
    >>> terms.read('Orsk Labs signed a deal with Tarvo Bank (the "Deal"). The Deal ended in 2020.')
    'Orsk Labs signed a deal with Tarvo Bank. The Deal ended in 2020.'
    >>> terms.read('Ello Bank, a Delaware corporation (the "Lender"), lends to Kell and the Lender is based in Tarvo.')
    'Ello Bank, a Delaware corporation, lends to Kell and Ello Bank is based in Tarvo.'
    """

    def __init__(self) -> None:
        self.terms: dict[str, str] = {}
        """Each term (no article) and the name it was defined for."""

    def read(self, sentence: str) -> str:
        """``sentence`` with each defining bracket dropped and each term defined (before, or in it) said as its name."""

        def define(found: re.Match[str]) -> str:
            owner = _OWNER.search(sentence[: found.start()])
            if owner is not None and found["term"]:
                self.terms[found["term"]] = owner["name"]
            return ""

        sentence = _HEREINAFTER.sub("", _DEFINED.sub(define, sentence))
        for term, name in self.terms.items():
            sentence = re.sub(rf"\b[Tt]he\s+{re.escape(term)}\b(?!\s+(?:of\b|[{UPPER}]))", name, sentence)
        return sentence
