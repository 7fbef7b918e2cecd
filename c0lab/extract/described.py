"""The opening sentence of a biography: "X is a Swedish footballer who plays for Y", "X was a British statesman
who served as Prime Minister from 1801 to 1804", "X is a French politician serving as mayor of Z since 2002".

The relative clause (or the participle) says what X does: its subject is X, the noun it follows being X described.
The description stands between the two names, and a demonym in it ("Swedish", "British") reads as a name of its
own, so neither X nor Y was tied. :func:`who_described` says the sentence as "X plays for Y", "X served as Prime
Minister from 1801 to 1804", "X serves as mayor of Z since 2002"; the entity's description keeps the original
words. Only an indefinite description with no preposition in it is read: in "X is the son of a farmer who
emigrated to Y" the one who emigrated is the farmer.
"""

from __future__ import annotations

import re

from .names import MONTHS
from .refer import KIN_NOUNS

__all__ = ["who_described"]

_WORD = r"(?:[A-Za-z][\w'’-]*)"
_DESCRIBED = re.compile(
    r"(?P<aside>\s*\((?P<life>[^()]*)\)\s*,?)?\s*\b(?P<tense>is|was)\s+(?:a|an)\s+"
    rf"(?P<words>(?:{_WORD}\s+){{0,5}}?[a-z][\w-]*)\s*,?\s+"
    r"(?:who\s+(?P<adverb>(?:(?:last|currently|now|later|also|primarily|mainly|most\s+recently)\s+)?)"
    r"(?P<verb>[a-z]+)\b|(?P<participle>serving|playing|working)\b)"
)
"""An indefinite description of the subject and the relative clause or participle after it."""
_NOT_DESCRIBING = frozenset(
    "of from with in at for to by on into under over about after before since during who which that whose "
    "whom than as is was are were a an".split()
)
"""Words no description of the subject holds: a phrase after its noun is another's ("the son of a farmer who"), a
clause of another subject ("Smith is a defender and Jones is a striker who …")."""
_LIFE = re.compile(
    rf"^(?:[^()]*\b(?:born|died|b\.|d\.)(?!\w)[^()]*|(?=[^()]*\d{{3,4}})(?:[\s\d–—,;.?-]|c\.|ca\.|{'|'.join(MONTHS)})*)$",
    re.IGNORECASE,
)
"""A bracket of the subject's life ("( born 18 April 1990 )", "( 30 May 1757 – 15 February 1844 )", "( 1796 – 13
November 1861 )"): said of the name, not between it and what the clause says it does."""
_KIN = re.compile(rf",\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:{KIN_NOUNS})\s+(?:of\b|[A-Z])", re.IGNORECASE)
"""A kin apposition between the subject and its description ("X, the father of Y, was a lawyer who …"): the reading
would give the relative's name the clause."""
_SAID = {
    "is": {"serving": "serves", "playing": "plays", "working": "works"},
    "was": {"serving": "served", "playing": "played", "working": "worked"},
}
"""A participle after the description, in the tense of the verb before it ("is … serving": serves)."""


def who_described(sentence: str) -> str:
    """``sentence`` with "is/was a <description> who <verb>" said as "<verb>", and "is a <description> serving"
    as "serves" (the module docstring).

    >>> who_described("Ann Lee is a Swedish footballer who plays for Hammarby .")
    'Ann Lee plays for Hammarby .'
    >>> who_described("Bo Ek was a British Tory statesman , who served as Prime Minister from 1801 to 1804 .")
    'Bo Ek served as Prime Minister from 1801 to 1804 .'
    >>> who_described("Cy Roe is a French politician serving as mayor of Pau since 2002 .")
    'Cy Roe serves as mayor of Pau since 2002 .'
    >>> who_described("Eve Ma ( born 18 April 1990 ) is a Senegalese footballer who plays for Hull City .")
    'Eve Ma plays for Hull City .'
    >>> who_described("Al Roe is a defender and Di Wu is a striker who plays for Hull City .")
    'Al Roe is a defender and Di Wu plays for Hull City .'
    >>> who_described("Di Wu is the son of a farmer who emigrated to Perth .")
    'Di Wu is the son of a farmer who emigrated to Perth .'
    """
    found = next(
        (
            one
            for one in _DESCRIBED.finditer(sentence)
            if not any(word.lower() in _NOT_DESCRIBING for word in one.group("words").split())
        ),
        None,
    )
    if found is None or _KIN.search(sentence, 0, found.start()):  # "X, the father of Y, was …": whose, unclear
        return sentence
    participle = found.group("participle")
    said = _SAID[found["tense"]][participle] if participle else f"{found.group('adverb')}{found.group('verb')}"
    life = found.group("aside") and _LIFE.match(found.group("life").strip())
    cut = found.start() if life else found.end("aside") if found.group("aside") else found.start()
    return f"{sentence[:cut].rstrip()} {said}{sentence[found.end() :]}"
