"""Facts held with no date, in the order a text told them: "He also played for Rangers, Manchester City, Partick
Thistle and Ayr United" tells a career in order though it dates none of it.

When a question asks "after X" or "before X" and X is held only with no date (:data:`~.undated.UNDATED`), no
time places the others; the order the memory was told them (their system time: one text's facts are recorded in
the order it says them) is the one clue. :func:`in_told_order` puts the undated facts of X's type told after X
first for "after X" (the nearest first), those told before it first for "before X", each in the places the
undated facts held, X's own where they were.
"""

from __future__ import annotations

from collections.abc import Collection

from ..store.versions import VersionStore
from .undated import UNDATED
from .walk import Fact

__all__ = ["in_told_order", "unplaced"]


def _told(store: VersionStore, fact: Fact) -> int | None:
    """When the memory was told ``fact`` (its record's first version's system time), ``None`` when not known."""
    versions = store.records.get(fact.path[-1]) if fact.path else None
    return versions[0].recorded_at if versions else None


def in_told_order(facts: list[Fact], store: VersionStore, *, named: Collection[str], after: bool) -> list[Fact]:
    """``facts`` with the undated facts of the type of the undated fact of ``named`` (X's names) reordered: told
    after X first, nearest first (``after``), else told before X first, nearest first; then the rest of them.
    Unchanged when X has a stated time or no undated fact of X's is among them."""
    own = [fact for fact in facts if fact.status == UNDATED and set(fact.names()) & set(named)]
    if not own or (moment := _told(store, own[0])) is None:
        return facts
    kind = own[0].relation
    places = [
        place
        for place, fact in enumerate(facts)
        if fact.status == UNDATED and fact.relation == kind and fact not in own and _told(store, fact) is not None
    ]

    def key(fact: Fact) -> tuple[bool, int]:
        gap = (_told(store, fact) or 0) - moment
        return (gap < 0, abs(gap)) if after else (gap > 0, abs(gap))

    ordered = list(facts)
    for place, fact in zip(places, sorted((facts[place] for place in places), key=key), strict=True):
        ordered[place] = fact
    return ordered


def unplaced(clause: str, reading: str, facts: list[Fact], *, named: Collection[str], stated: Collection[str]) -> str:
    """The line a walk opens with when "before X" / "after X" (``reading``, X said as ``clause``, its names ``named``)
    names something held with no date: what it read instead, the succession the memory was told (``stated``:
    "Tom Bek succeeded Ana Ruiz" has Ana Ruiz before Tom Bek), else the order it was told X's undated facts in."""
    said = f"No date is held for {clause!r}: {reading + ' ' + clause!r} places nothing in time"
    if stated:
        return f"{said}; the memory was told {' and '.join(sorted(stated))} came {reading} it."
    if any(fact.status == UNDATED and set(fact.names()) & set(named) for fact in facts):
        return f"{said}; the facts held with no date are in the order the memory was told them."
    return f"{said}."
