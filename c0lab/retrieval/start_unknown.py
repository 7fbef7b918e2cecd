"""Facts stated with an end but no start ("A held X until 1950", the one "B succeeded A as X in 1486" ends).

Such a fact is stored from the beginning of time (:data:`~c0lab._time.BEGINNING`), which it is not claimed to
hold from: at a time asked before its end it may or may not have held. The walk lists it among the facts of that
time, marked ``- [start not stated] A held office as X (until 1950)``, after every fact whose start was stated
(:func:`dated_first`): a fact known to hold then is the answer; this one only may be.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

import pandas as pd

from ..model.records import UNDATED

__all__ = ["START_NOT_STATED", "beside_dated", "dated_first", "start_unknown"]

START_NOT_STATED = "start not stated"
"""The mark of a fact held at the time asked whose start was not stated."""


class _Held(Protocol):
    @property
    def status(self) -> str: ...
    @property
    def valid_from(self) -> pd.Timestamp: ...
    @property
    def valid_to(self) -> pd.Timestamp: ...
    @property
    def precision(self) -> str: ...
    @property
    def relation(self) -> str: ...


Held = TypeVar("Held", bound=_Held)


def start_unknown(fact: _Held) -> bool:
    """Whether ``fact`` holds at the time asked with a stated end and no stated start."""
    return (
        fact.status == "current"
        and pd.isna(fact.valid_from)
        and not pd.isna(fact.valid_to)
        and not fact.precision.startswith(f"{UNDATED}/")
    )


def dated_first(facts: Sequence[Held]) -> list[Held]:
    """``facts`` in their order, each with no stated start (:func:`start_unknown`) that a fact of the same relation
    whose start was stated holds beside (:func:`beside_dated`) after all the others."""
    doubtful = beside_dated(facts)
    return [fact for fact in facts if id(fact) not in doubtful] + [fact for fact in facts if id(fact) in doubtful]


def beside_dated(facts: Sequence[Held]) -> set[int]:
    """The ids of the facts with no stated start held beside a current fact of the same relation whose start was
    stated: only these are marked and put after (alone, such a fact is what the memory holds then)."""
    dated = {fact.relation for fact in facts if fact.status == "current" and not start_unknown(fact)}
    return {id(fact) for fact in facts if start_unknown(fact) and fact.relation in dated}
