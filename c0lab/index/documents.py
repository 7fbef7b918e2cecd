"""The documents of the search index: every searchable version (a concept's, a patch's, an episode's), as
parallel lists with NumPy copies of their valid and system intervals, filtered by one call of
:func:`~c0lab._time.visible`.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter

import numpy as np

from .._time import BEGINNING, FOREVER, visible
from ..model.records import EPISODE, Version

__all__ = ["Documents"]


class Documents:
    """The searchable versions, as parallel lists with numpy copies of their intervals."""

    def __init__(self) -> None:
        self.version: list[int] = []
        self.concept: list[str] = []
        self.text: list[int] = []
        self.episode: list[bool] = []
        self.intervals: list[list[int]] = [[], [], [], []]  # valid_from, valid_to, recorded_at, expired_at
        self.position: dict[int, int] = {}
        self._arrays: tuple[np.ndarray, ...] | None = None
        self._last_mask: tuple[tuple[object, ...], np.ndarray] | None = None
        self._changes = 0
        self._edges: tuple[int, int] | None = None

    def __len__(self) -> int:
        return len(self.version)

    def upsert(self, row: Version, concept: str, text: int) -> None:
        moments = (row.valid_from, row.valid_to, row.recorded_at, row.expired_at)
        position = self.position.get(row.version)
        if position is None:
            self.position[row.version] = len(self.version)
            self.version.append(row.version)
            self.concept.append(concept)
            self.text.append(text)
            self.episode.append(row.kind == EPISODE)
            for column, moment in zip(self.intervals, moments, strict=True):
                column.append(moment)
        else:
            for column, moment in zip(self.intervals, moments, strict=True):
                column[position] = moment
        self._arrays = self._edges = None
        self._changes += 1

    def extend(self, documents: Iterable[tuple[Version, str, int]]) -> None:
        """Append new documents: (version row, its concept, its text id) each, versions not yet held."""
        documents = list(documents)
        if not documents:
            return
        rows, concepts, texts = zip(*documents, strict=True)
        start = len(self.version)
        self.position.update(zip((row.version for row in rows), range(start, start + len(rows)), strict=True))
        self.version.extend(row.version for row in rows)
        self.concept.extend(concepts)
        self.text.extend(texts)
        self.episode.extend(row.kind == EPISODE for row in rows)
        for column, name in zip(self.intervals, ("valid_from", "valid_to", "recorded_at", "expired_at"), strict=True):
            column.extend(map(attrgetter(name), rows))
        self._arrays = self._edges = None
        self._changes += 1

    def _columns(self) -> tuple[np.ndarray, ...]:
        if self._arrays is None:
            self._arrays = tuple(
                np.asarray(column, dtype=np.int64) for column in (*self.intervals, self.text, self.episode)
            )
        return self._arrays

    def visible(self, *, as_of: int, known_at: int, episodes: bool = False) -> np.ndarray:
        """A boolean mask of the documents visible at the given times: episodes, or concepts and patches.

        The last mask is kept: a search asks for it twice (keyword and vector list) with the same times.
        """
        columns = self._columns()
        key = (as_of, known_at, episodes, len(self.version), self._changes)
        if self._last_mask is None or self._last_mask[0] != key:
            mask = visible(*columns[:4], as_of=as_of, known_at=known_at) & (columns[5].astype(bool) == episodes)
            self._last_mask = (key, mask)
        return self._last_mask[1]

    @property
    def changes(self) -> int:
        """How many times documents were added or changed (a new value means another set)."""
        return self._changes

    def last_edges(self) -> tuple[int, int]:
        """The latest valid-time edge and the latest system-time edge of any document (open ends not counted;
        :data:`~c0lab._time.BEGINNING` when there is none): every time at or after one sees the same documents
        (intervals are half-open: a document ending there is gone, one starting there is in)."""
        if self._edges is None:
            columns = self._columns()

            def latest(*edges: np.ndarray) -> int:
                return max(
                    (
                        int(np.max(column, where=(column != BEGINNING) & (column != FOREVER), initial=BEGINNING))
                        for column in edges
                    ),
                    default=BEGINNING,
                )

            self._edges = (latest(*columns[:2]), latest(*columns[2:4]))
        return self._edges

    def visible_of(self, documents: np.ndarray, *, as_of: int, known_at: int, episodes: bool = False) -> np.ndarray:
        """:meth:`visible` for some documents only: a boolean array beside ``documents``."""
        columns = self._columns()
        shown: np.ndarray = visible(*(column[documents] for column in columns[:4]), as_of=as_of, known_at=known_at) & (
            columns[5][documents].astype(bool) == episodes
        )
        return shown

    def texts(self) -> np.ndarray:
        """The text id of each document."""
        return self._columns()[4]

    _TIMES = ("valid_from", "valid_to", "recorded_at", "expired_at")

    def state(self) -> tuple[dict[str, np.ndarray], list[str]]:
        """The documents as arrays, and the concept of each (see :meth:`restore`)."""
        columns = self._columns()
        return {
            "version": np.asarray(self.version, dtype=np.int64),
            "text": columns[4],
            "episode": columns[5],
            **dict(zip(self._TIMES, columns[:4], strict=True)),
        }, self.concept

    @classmethod
    def restore(cls, arrays: dict[str, np.ndarray], concepts: list[str]) -> Documents:
        """The documents whose :meth:`state` this was."""
        documents = cls()
        documents.version = arrays["version"].tolist()
        if not all(len(arrays[name]) == len(concepts) for name in ("version", "text", "episode", *cls._TIMES)):
            raise ValueError("the saved documents do not hold together")
        documents.concept = concepts
        documents.text = arrays["text"].tolist()
        documents.episode = arrays["episode"].astype(bool).tolist()
        documents.intervals = [arrays[name].tolist() for name in cls._TIMES]
        documents.position = dict(zip(documents.version, range(len(documents.version)), strict=True))
        documents._arrays = (*(arrays[name] for name in cls._TIMES), arrays["text"], arrays["episode"])
        return documents
