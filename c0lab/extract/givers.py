"""Who a post was taken from: the name after "from" in a hand-over ("B took over P from A"), said however the text
names A ("from founding director A", "from Gen. A", "from its founder, A", "from co-founder and longtime CEO A"),
never a date ("from 2012") nor a place or body after a preposition ("from A at Kell Arena": A).

>>> sentence = "Ana Lo took over Orsk Club from its founder, Bo Ek, in 2019."
>>> giver_of(sentence, [(0, 6, "Ana Lo"), (17, 26, "Orsk Club"), (45, 50, "Bo Ek")], 16)
'Bo Ek'
"""

from __future__ import annotations

import re

from .._sentences import glued_stop

__all__ = ["giver_of"]

Span = tuple[int, int, str]

_FROM_STOP = re.compile(
    r"[,;]|\.(?:\s|$)|\s+(?:and|at|in|on|as|for|with|to|until|since|after|before|when|who|which|but)\b"
)
"""Where a phrase after "from" ends: a comma, a full stop, "and", a preposition, a relative word."""


def giver_of(sentence: str, every: list[Span], start: int) -> str | None:
    """The one a post was taken from after ``start``: the last name of the first "from" phrase naming one, a phrase
    with no digit ("from founding director A", "from Gen. A", "from its founder, A"; not "from 2012"); a part
    naming no one goes on past a comma or "and" ("from co-founder and longtime CEO A")."""
    for found in re.finditer(r"\bfrom\s+", sentence[start:]):
        place = start + found.end()
        for _ in range(3):
            stop = next(
                (m for m in _FROM_STOP.finditer(sentence, place) if not _abbreviated(sentence, m.start())), None
            )
            end = stop.start() if stop else len(sentence)
            if re.search(r"\d", sentence[place:end]):
                break
            named = [name for at, _, name in every if place <= at < end]
            if named:
                return named[-1]
            if stop is None or not re.match(r"[,]|\s+and\b", stop.group()):
                break
            place = stop.end()
    return None


def _abbreviated(sentence: str, dot: int) -> bool:
    """Whether the full stop at ``dot`` closes a short form ("Gen.", "Dr."), not a sentence."""
    return sentence[dot : dot + 1] == "." and glued_stop(sentence[: dot + 1], sentence[dot + 1 :].lstrip())
