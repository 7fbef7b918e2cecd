"""A post taken and then kept until a date, in one sentence, said as one stint with both ends.

"Isaac Newton became President of the Royal Society in 1703 and held it until 1727" states a start and an end of
one stint; the rules read the start from "became … in 1703" but "held it until 1727" names no post, so the end was
lost (and a later holder's start closed the stint instead). :func:`held_until` says such a sentence as "Isaac Newton
was President of the Royal Society from 1703 until 1727" ("was elected to the Council …": its verb kept; "until his
death in 1727" too); a sentence of another shape stays as written.
"""

from __future__ import annotations

import re

__all__ = ["held_until"]

_DATE = r"(?:(?:\d{1,2}\s+)?[A-Z][a-z]+\.?,?\s+)?\d{3,4}"
_POST = r"(?:it|that\s+post|the\s+(?:post|office|role|position|chair|seat|title))"
_HELD_UNTIL = re.compile(
    rf"\b(?P<verb>became|was\s+(?:named|appointed|elected|made))\s+(?P<post>[^.;]+?)\s+in\s+(?P<start>{_DATE})"
    rf",?\s+and\s+(?:held|kept|retained|occupied)\s+{_POST}\s+(?:until|till|to)\s+"
    rf"(?P<event>(?:his|her|their)\s+(?:death|retirement|resignation)\s+in\s+)?(?P<end>{_DATE})"
)


def held_until(text: str) -> str:
    """``text`` with each "became P in D1 and held it until D2" said as "was P from D1 until D2".

    >>> held_until("Ada Lo became Warden of the Orsk Trust in 1961 and held it until 1978.")
    'Ada Lo was Warden of the Orsk Trust from 1961 until 1978.'
    >>> held_until("Ada Lo was elected to the Orsk Council in 1961 and held the seat until her death in 1978.")
    'Ada Lo was elected to the Orsk Council from 1961 until her death in 1978.'
    >>> held_until("Ada Lo became Warden in 1961 and held a party in 1962.")
    'Ada Lo became Warden in 1961 and held a party in 1962.'
    """

    def said(found: re.Match[str]) -> str:
        verb = found["verb"] if re.match(r"(?:to|as|into|onto)\b", found["post"]) else "was"  # "was elected to X"
        return f"{verb} {found['post']} from {found['start']} until {found['event'] or ''}{found['end']}"

    return _HELD_UNTIL.sub(said, text)
