""" "Who was <X> in 1650?" when nothing tied X to anyone then: the walk says so first.

A question naming only the concept and a time ("Who was Astronomer Royal in 1650?", "Who was Imperial
Mathematician in 1590?") asks who held it then. :func:`~c0lab.retrieval.asked.missing_answer` judges the relation
words a question says; this one has none, so when the concept's own facts held at other times but none at the time
asked (the post did not exist yet, or stood empty), the walk opened with the post's description alone. It now opens
with "Nothing in memory about who was Astronomer Royal in 1650.", the facts of other times listed below as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

import pandas as pd

from .._time import to_timestamp
from ..model.records import UNDATED, Version
from .asked import nothing_about
from .lexicon import RelationLexicon
from .period import CO_MENTION
from .walk import Fact

__all__ = ["nobody_then"]

_WHO_WAS = re.compile(r"^\s*who\s+(?:was|were|is|are|had\s+been|has\s+been|served\s+as)\s", re.IGNORECASE)


def nobody_then(
    topic: str,
    facts: list[Fact],
    *,
    root: str,
    asked_from: int | None,
    lexicon: RelationLexicon,
    ignore: list[str],
    ever: Callable[[], Collection[Version]],
) -> str | None:
    """ "Nothing in memory about …" for a "who was X …" question asked at a time (``asked_from``: the start of the
    period asked, ``None`` when undated) that says no relation word, when no fact of ``root`` (by name) held then
    (current, or ended after that start: "in 1719" is answered by a post held until March 1719) and ``ever()``
    (its relations' versions at any time) says some held at another time, none at a time not said; else ``None``."""
    if asked_from is None or not _WHO_WAS.match(topic):
        return None
    if lexicon.strongly_asked_words(topic, ignore=ignore) or lexicon.asked(topic, ignore=ignore):
        return None  # a relation word: missing_answer's to judge
    after = to_timestamp(asked_from)

    def held(fact: Fact) -> bool:
        ended_after = fact.status == "ended" and not pd.isna(fact.valid_to) and fact.valid_to > after
        return fact.status == "current" or ended_after

    if any(held(fact) and root in fact.names() and fact.relation != CO_MENTION for fact in facts):
        return None
    typed = [version for version in ever() if version.name != CO_MENTION]
    if not typed or any(version.precision.startswith(f"{UNDATED}/") for version in typed):
        return None  # never tied to anyone, or tied at a time not said (which may be the time asked)
    return nothing_about(topic)
