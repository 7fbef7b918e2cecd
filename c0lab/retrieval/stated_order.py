"""Who came before or after X, as the memory was told it in words: "Tom Bek succeeded Ana Ruiz", "Ida Holm was
succeeded by Lev Marr".

A question "who led Y before X?" reads the moment before X began; when X (or its predecessor) is held with no
date, no time places them, and the order the memory was told them is no clue to the order they held it (X may
have been told first). A succession the texts state is: :func:`by_stated_order` lists the facts of X's stated
predecessor first ("before X"; its successor, "after X"), then the others, X's own facts last — X is never the
answer to "before X" or "after X".
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from ..store.versions import VersionStore
from .lexicon import RelationLexicon
from .period import CO_MENTION
from .question import facts_of
from .undated import UNDATED
from .walk import Fact

__all__ = ["by_stated_order", "stated_neighbours"]

_SUCCESSION = "replace"
"""The lexicon's sense of a succession (succeeded, replaced, successor)."""


def _succession(kind: str) -> bool:
    return _SUCCESSION in RelationLexicon.type_senses(kind)


def stated_neighbours(
    store: VersionStore, records: Collection[str], *, after: bool, known_at: int, name: Callable[[str], str]
) -> set[str]:
    """The names of those the memory says came just before (``after`` false) or after the concepts ``records``
    in a succession: "X succeeded P" / "P was succeeded by X" make P X's predecessor and X P's successor."""
    found: set[str] = set()
    for record in records:
        for version, source, target in facts_of(store, record, known_at=known_at):
            if not _succession(version.name) or source == target:
                continue
            passive = version.name.endswith("_BY")  # "P SUCCEEDED_BY X": the subject came first
            earlier, later = (source, target) if passive else (target, source)
            if (later if after else earlier) == record:
                continue  # the other way round: X's successor asked before X, or its predecessor after it
            found.add(name(later if after else earlier))
    return found


def by_stated_order(facts: list[Fact], *, named: Collection[str], neighbours: Collection[str]) -> list[Fact]:
    """``facts`` with those naming one of ``neighbours`` (X's stated predecessor or successor) and not X (its
    names, ``named``) first, and X's own held or undated facts last; each group in the order it had.

    >>> import pandas as pd
    >>> def chair(who):
    ...     return Fact(who, "CHAIRMAN_OF", "Orsk Bank", UNDATED, pd.NaT, pd.NaT, 1, UNDATED)
    >>> facts = [chair("Tom Bek"), chair("Ida Holm"), chair("Ana Ruiz")]
    >>> [fact.subject for fact in by_stated_order(facts, named={"Tom Bek"}, neighbours={"Ana Ruiz"})]
    ['Ana Ruiz', 'Ida Holm', 'Tom Bek']
    """
    x, others = set(named), set(neighbours)

    def place(fact: Fact) -> int:
        ends = set(fact.names())
        if fact.status in ("current", UNDATED) and ends & x:
            return 2
        return 0 if ends & others and fact.relation != CO_MENTION and not _succession(fact.relation) else 1

    return sorted(facts, key=place)
