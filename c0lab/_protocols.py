"""What the rooms above the facade use of a memory, as Protocols, and the lock decorator.

``reflect/`` (floor 6) cannot import ``Memory`` (floor 7), and ``bench/``
needs only a few of its calls: each names what it uses here, so a type
checker sees the dependency and the layers stay one way (``Memory``
satisfies both Protocols; ``tests/test_api.py`` checks that it does).
The module sits on floor 5: it names the store and the index it hands out.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterable, Mapping
from contextlib import AbstractContextManager
from typing import Any, Concatenate, Literal, ParamSpec, Protocol, TypeVar

import pandas as pd

from .index.search import SearchIndex
from .store.versions import VersionStore

__all__ = ["MemoryCoreView", "MemoryView", "WritableMemory", "locked_by"]

_S = TypeVar("_S")
_P = ParamSpec("_P")
_R = TypeVar("_R")


def locked_by(
    lock_of: Callable[[Any], threading.RLock],
) -> Callable[[Callable[Concatenate[_S, _P], _R]], Callable[Concatenate[_S, _P], _R]]:
    """A decorator for methods that hold ``lock_of(self)`` while they run; a method keeps its own signature."""

    def locked(method: Callable[Concatenate[_S, _P], _R]) -> Callable[Concatenate[_S, _P], _R]:
        @functools.wraps(method)
        def call(self: _S, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
            with lock_of(self):
                return method(self, *args, **kwargs)

        return call

    return locked


class MemoryCoreView(Protocol):
    """The two questions of the memory's core the reflector asks: a record's name, and "now"."""

    def name(self, record: str) -> str: ...

    def now(self) -> int: ...


class MemoryView(Protocol):
    """What ``reflect/`` uses of a memory: its store and index to read, search, and a batch of writes."""

    @property
    def store(self) -> VersionStore: ...

    @property
    def index(self) -> SearchIndex: ...

    @property
    def core(self) -> MemoryCoreView: ...

    @property
    def lock(self) -> threading.RLock: ...

    def search(
        self,
        query: str,
        *,
        k: int = 10,
        mode: Literal["hybrid", "keyword", "vector"] = "hybrid",
    ) -> pd.DataFrame: ...

    def batch(self, label: str = "batch") -> AbstractContextManager[Any]: ...

    def add_concept(
        self,
        name: str,
        description: str = "",
        *,
        source: str = "user",
        provenance: dict[str, Any] | None = None,
    ) -> object: ...

    def relate(self, a: str, type: str, b: str) -> str: ...


class WritableMemory(Protocol):
    """What the benchmark's world loader (:func:`c0lab.bench.seed.load_world`) writes through."""

    def add_concepts(self, records: pd.DataFrame | Iterable[Mapping[str, Any]], *, force: bool = False) -> int: ...

    def add_patch(self, concept: str, content: str, *, valid_from: object = None) -> object: ...

    def add_relations(self, records: pd.DataFrame | Iterable[Mapping[str, Any]], *, keep: bool = False) -> int: ...

    def supersede(self, old: str, new: str, *, at: object = None) -> str: ...

    def invalidate(self, name: str, *, reason: str, at: object = None, by: str | None = None) -> str: ...
