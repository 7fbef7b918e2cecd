"""A time that saw one do something, said as the time of the act: "late 2019 saw B take over as PI" is "in late
2019, B took over as PI"; "The year 1990 saw Ana Lo become chair" is "In the year 1990, Ana Lo became chair". Only
a time with a year and a verb whose past tense is known restate; the line keeps its place.

>>> print(witnessed("A was PI of X from 2015; late 2019 saw Bo Ek take over as PI."))
A was PI of X from 2015; in late 2019, Bo Ek took over as PI.
"""

from __future__ import annotations

import re

from .._reading import MONTHS
from .inflect import past_tense
from .locatives import NAME

__all__ = ["witnessed"]

_SAW = re.compile(
    rf"(?:^|(?<=[;:.!?]\s)|(?<=,\s)|(?<=\n))(?P<time>[^\W\d_][^;:,.!?\n]{{0,25}}?\b\d{{4}}|\d{{4}})\s+saw\s+"
    rf"(?P<name>(?:the\s+)?{NAME})\s+(?P<verb>[a-z]+)\b"
)


def witnessed(text: str) -> str:
    """``text`` with each "<time> saw <name> <verb>" said as "in <time>, <name> <verb in the past>"."""

    def said(found: re.Match[str]) -> str:
        verb = past_tense(found["verb"])
        if verb is None:
            return found[0]
        time = found["time"]
        opening = found.start() == 0 or text[found.start() - 2 : found.start()].strip() in (".", "!", "?", "")
        month = time.split()[0].lower() in MONTHS  # "July 2019", a name; "Late 2019", "The year 1990": no name
        time = time if month else time[0].lower() + time[1:]
        return f"{'In' if opening else 'in'} {time}, {found['name']} {verb}"

    return _SAW.sub(said, text)
