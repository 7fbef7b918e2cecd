"""The keyword and vector lists a search index made last, kept until the index or its store changes.

A walk asks the index the same things at every budget (the bench walks each
question at three), and "now" is a new microsecond at every call. So a list
is kept under its times' *visibility class*, not the times themselves: a time
at or after the latest edge any document has (open ends not counted: see
:meth:`~c0lab.index.documents.Documents.last_edges`) sees exactly the
documents every later time sees; an earlier time is kept as itself. A list
depends on its times only through which documents they see, so a kept list is
the one the index would make again.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

__all__ = ["LATEST", "Remembered", "time_class"]

T = TypeVar("T")

LATEST = "latest"
"""The class of a time at or after every finite edge: such times all see the same documents."""


def time_class(moment: int, last_edge: int) -> int | str:
    """``moment`` itself, or :data:`LATEST` when it is at or after ``last_edge`` (the latest edge there is)."""
    return LATEST if moment >= last_edge else moment


class Remembered:
    """Results by key, valid for one ``state`` of their index: a new state forgets them all.

    At most ``size`` are kept (then all are forgotten: a walk's repeats come close together). Only
    immutable results belong here (tuples), or a caller must be handed a copy.
    """

    def __init__(self, size: int = 2048) -> None:
        self._size = size
        self._state: Hashable = None
        self._kept: dict[Hashable, object] = {}

    def get(self, state: Hashable, key: Hashable, make: Callable[[], T]) -> T:
        """The result kept under ``key`` in ``state``, else ``make()`` (kept)."""
        if state != self._state:
            self._state, self._kept = state, {}
        kept = self._kept  # another thread may start a new dict: this one stays whole
        if key in kept:
            found: T = kept[key]  # type: ignore[assignment]
            return found
        made = make()
        if len(kept) >= self._size:
            kept = self._kept = {}
        kept[key] = made
        return made
