"""Where names stand in a sentence, and which are said only inside a longer one ("Chicago" in "University of
Chicago"; not the first "Hanover" of "Hanover was the capital of the Electorate of Hanover")."""

from __future__ import annotations

import re

from ..model.records import name_key
from ..retrieval.meaning import likely_person

__all__ = ["outside_joined", "said_apart", "spans_of"]


def outside_joined(sentence: str, found: list[str], joined: list[tuple[int, int, str]]) -> list[str]:
    """``found`` less the names said only inside a name joined across "of" ("Chicago" in "University of Chicago")."""
    names = {name for _, _, name in joined}
    return [
        name
        for name in found
        if name in names
        or not all(
            any(start <= place and end <= stop for start, stop, _ in joined)
            for place, end, _ in spans_of(sentence, [name], every=True)
        )
    ]


def said_apart(sentence: str, name: str, others: list[str]) -> bool:
    """Whether ``name``, not among ``others`` yet, is said somewhere in ``sentence`` outside each longer name of
    ``others`` that holds it ("Mexico City is the capital of Mexico": the last "Mexico"); a name not found as written
    is said apart when no other name holds it; a person's name said short is not (:func:`_someone`: who it is is
    the references' to read)."""
    if any(name_key(other) == name_key(name) for other in others):
        return False  # found already
    holding = [other for other in others if name_key(name) in name_key(other)]
    if any(_someone(other) for other in holding):
        return False  # "Barack Obama …, and Obama moved": the person said short, left to who is meant
    said = spans_of(sentence, [name], every=True)
    if not holding or not said:
        return not holding
    covers = spans_of(sentence, holding, every=True)
    return any(not any(begin <= start and end <= stop for begin, stop, _ in covers) for start, end, _ in said)


_NOBLE = frozenset(
    "duke duchess earl count countess prince princess king queen marquess marquis baron baroness".split()
)


def _someone(name: str) -> bool:
    """Whether ``name`` is a person's: a name of one ("Barack Obama") or a noble's title ("the Duke of Wellington")."""
    words = name_key(name).split()
    first = words[1] if words[:1] == ["the"] and len(words) > 1 else words[0] if words else ""
    return first in _NOBLE or (" of " not in f" {name_key(name)} " and likely_person(name))


def spans_of(sentence: str, names: list[str], *, every: bool = False) -> list[tuple[int, int, str]]:
    """Where each name stands in the sentence (the first place it does, or ``every`` place), in order."""
    spans = []
    for name in names:
        pattern = r"(?<![\w-])" + r"[ \t]+".join(map(re.escape, name.split())) + r"(?![\w-])"
        for found in re.finditer(pattern, sentence, re.IGNORECASE):
            spans.append((found.start(), found.end(), name))
    inside = {
        span
        for span in spans
        for other in spans
        if other != span and other[0] <= span[0] and span[1] <= other[1] and other[1] - other[0] > span[1] - span[0]
    }  # "Seoul" in "Seoul National …"
    kept = sorted(set(spans) - inside)
    if every:
        return kept
    return sorted({name: span for span in reversed(kept) for name in [span[2]]}.values())
