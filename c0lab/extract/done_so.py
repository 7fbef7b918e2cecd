"""A verb phrase said again as "done so": "Vemo Volum coordinated it from 2014, and Elulfen Shagri has done so since
2019", "Ann Lee ran the club until 2001; Bo Rin did so after her".

English leaves the second clause's verb and object out; the relation readers need them. :func:`so_said` says the
first clause's verb and object in the second ("… and Elulfen Shagri has coordinated it since 2019"). Only a past
verb with its object (a pronoun or a name) said just before, in the same sentence, is carried, and only into
"has/have/had done so" (its participle: a regular or a short irregular past is its own) and "did so" (its past).
"""

from __future__ import annotations

import re

from .names import UPPER

__all__ = ["so_said"]

_NAME = rf"[{UPPER}][\w'’-]*(?:\s+(?:of\s+|de\s+)?[{UPPER}][\w'’-]*)*"
_DONE_SO = re.compile(
    rf"\b(?P<verb>[a-z]{{2,}}ed|led|ran|held|won)\s+(?P<object>it|them|him|her|(?:the\s+)?{_NAME})"
    rf"(?P<between>[^.;!?]{{0,80}}?(?:,|;)?\s+(?:and|while|but|whereas|then)?\s*(?:the\s+\w+\s+)?{_NAME}\s+)"
    r"(?P<done>(?:has|have|had)\s+done\s+so|did\s+so)\b"
)
_PARTICIPLES = {"ran": "run"}
"""Short irregular pasts whose participle differs ("ran": "has run")."""


def so_said(sentence: str) -> str:
    """``sentence`` with "has done so" / "did so" said as the verb and object of the clause before it.

    >>> so_said("Vemo Volum coordinated it from 2014, and Elulfen Shagri has done so since 2019.")
    'Vemo Volum coordinated it from 2014, and Elulfen Shagri has coordinated it since 2019.'
    >>> so_said("Ann Lee ran the Orsk Club until 2001; Bo Rin did so after her.")
    'Ann Lee ran the Orsk Club until 2001; Bo Rin ran the Orsk Club after her.'
    """

    def said(found: re.Match[str]) -> str:
        verb, done = found["verb"], found["done"]
        if done.startswith("did"):
            again = f"{verb} {found['object']}"
        else:
            again = f"{done.split()[0]} {_PARTICIPLES.get(verb, verb)} {found['object']}"
        return f"{found['verb']} {found['object']}{found['between']}{again}"

    return _DONE_SO.sub(said, sentence)
