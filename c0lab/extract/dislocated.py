"""A name said first and taken up again by a pronoun: "The project Project Ulve, it is operated by Lorifen Works", "Ana
Lo, she joined Orsk FC in 2019" (a left dislocation, as people talk and write notes). The relation readers need the
name next to its verb: :func:`name_as_subject` drops the comma and the pronoun. Only a name of two or more capitalised
words (maybe after "the" and a noun saying its kind) opening the sentence is read: "However, it was …", "In March, it
…" and "Orsk, it seems, …" stay as they are.
"""

from __future__ import annotations

import re

from .names import LEADING, UPPER

__all__ = ["name_as_subject"]

_DISLOCATED = re.compile(
    rf"^(?P<name>(?:[Tt]he\s+[a-z]+\s+)?[{UPPER}][\w'’.-]*(?:\s+(?:of\s+|de\s+)?[{UPPER}][\w'’.-]*)+),\s+"
    r"(?:it|he|she|they)\s+(?!seems|appears)(?=[a-z])"
)


def name_as_subject(sentence: str) -> str:
    """``sentence`` with a name said first and taken up by a pronoun said once, as its subject.

    >>> name_as_subject("The project Project Ulve, it is operated by Lorifen Works.")
    'The project Project Ulve is operated by Lorifen Works.'
    >>> name_as_subject("In March, it was sold.")
    'In March, it was sold.'
    """
    found = _DISLOCATED.match(sentence)
    if found is None or found["name"].split()[0].lower() in LEADING - {"the"}:
        return sentence
    return f"{found['name']} {sentence[found.end() :]}"
