"""An award or a status conferred, said in the passive: "She was awarded the Lenin Prize in 1959", "It was declared a
National Historic Landmark in 1975, and was designated a Chicago Landmark on September 15, 1976".

The one who received it is the subject, and what was conferred is a name after the verb, so the pair reads as
"received" and "became": :func:`conferred` says the sentence that way ("She received the Lenin Prize in 1959", "It
became a National Historic Landmark in 1975"). A role given ("was named captain", "was appointed director of X") is
the posts' reading (:mod:`.titles`), not this one; a thing given that is no name ("was given a car") is left.
"""

from __future__ import annotations

import re

__all__ = ["conferred"]

_ADVERB = r"(?:(?:also|later|then|subsequently|posthumously|officially|formally|jointly)\s+)?"
_AWARDED = re.compile(rf"\b(?:was|were)\s+{_ADVERB}(?:awarded|presented\s+with|granted)\s+(?=(?:the\s+|an?\s+)?[A-Z])")
"""An award conferred on the subject, a name after it ("was awarded the Lenin Prize")."""
_DECLARED = re.compile(
    rf"\b(?:was|were)\s+{_ADVERB}(?:declared|designated|listed\s+as|classified\s+as|proclaimed|recogni[sz]ed\s+as)"
    r"\s+(?=(?:the\s+|an?\s+)[A-Z])"
)
"""A status conferred on the subject, a name after an article ("was declared a National Historic Landmark")."""


def conferred(sentence: str) -> str:
    """``sentence`` with an award conferred said as received and a status as become (the module docstring).

    >>> conferred("In 1959 , she was awarded the Lenin Prize .")
    'In 1959 , she received the Lenin Prize .'
    >>> conferred("It was declared a National Historic Landmark in 1975 , and was designated a Chicago Landmark .")
    'It became a National Historic Landmark in 1975 , and became a Chicago Landmark .'
    >>> conferred("He was given a car .")
    'He was given a car .'
    """
    return _DECLARED.sub("became ", _AWARDED.sub("received ", sentence))
