"""A read-only store's versions, made from the Arrow columns when they are asked for.

A writer keeps every version as a Python object (:class:`~c0lab.store.files.Rows`):
its commits change them. A reader — a new ``c0lab walk`` process, above all —
looks at a few dozen records of a memory that may hold 300k versions, so
:class:`RowIndex` keeps the decoded table and, per record, where its versions
lie (NumPy arrays worked out by Arrow and NumPy, no Python per row); a
:class:`~c0lab.model.records.Version` is made the first time it is read and
kept. :class:`Records` and :class:`Versions` read as the writer's
``{record: versions}`` and ``{number: version}`` dicts do (same keys, same
order, equal values); a read that goes over every value (an export, a search
built from every text) makes them all at once, as the writer's open does.

Those arrays, with the name index and each record's edges, are saved beside
the store (:mod:`c0lab.store.readindex`), so the next reader of the same files
takes them instead of working them out.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, ItemsView, Iterator, Mapping, ValuesView
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from .._time import FOREVER
from ..model.records import OPERATION, Version
from .files import Rows, int_column
from .segment import SCHEMA

__all__ = ["Records", "RowIndex", "Versions"]

_STRINGS = tuple(field.name for field in SCHEMA if pa.types.is_string(field.type))
"""The text columns of a segment (a column added to :data:`~c0lab.store.segment.SCHEMA` is read with them)."""
_TIMES = tuple(field.name for field in SCHEMA if pa.types.is_timestamp(field.type))


class RowIndex:
    """The rows of a namespace's files and where each record's versions are among them (see the module).

    ``saved`` is what :mod:`c0lab.store.readindex` kept of an index of these same rows (:meth:`arrays`): taken
    when its arrays hold together, else everything is worked out from the rows (:attr:`restored` says which),
    after ``check()``.
    """

    def __init__(
        self, table: pa.Table, *, saved: dict[str, np.ndarray] | None = None, check: Callable[[], None] = lambda: None
    ) -> None:
        self.table = table
        self._strings = {name: table.column(name) for name in _STRINGS}
        self._integers = {name: int_column(table, name) for name in ("version", *_TIMES)}
        kinds = pc.dictionary_encode(table.column("kind"))  # the chunks share one dictionary
        self.kind_names: list[str] = kinds.chunk(0).dictionary.to_pylist() if kinds.num_chunks else []
        """The kinds the rows hold."""
        self._kinds = np.concatenate(
            [np.zeros(0, dtype=np.int32)] + [chunk.indices.to_numpy(zero_copy_only=False) for chunk in kinds.chunks]
        )
        numbers = self._integers["version"]
        self.operation_rows = np.flatnonzero(self.of_kind(OPERATION))
        self.last_version = int(numbers.max()) if len(numbers) else 0
        expiries = self._integers["expired_at"]
        expiries = expiries[expiries != FOREVER]
        self.last_change_at = max(
            int(self._integers["recorded_at"].max()) if len(numbers) else 0, int(expiries.max()) if len(expiries) else 0
        )
        self.restored = saved is not None and self._take(saved)
        if not self.restored:
            check()  # rows of unknown soundness are checked before anything is worked out from them
            self._work_out()
        self.record_row = self.history[self.starts[:-1]]
        """The row of each record's first version."""
        self.record_ids = pc.take(table.column("record"), pa.array(self.record_row)).combine_chunks()
        self.ids: list[str] = self.record_ids.to_pylist()
        """Each record's id, in the order the records were made (first appearance in commit order)."""
        if not self.restored:
            self.order = np.array(sorted(range(len(self.ids)), key=self.ids.__getitem__), dtype=np.int32)
        self._sorted: list[str] = np.asarray(self.ids, dtype=object)[self.order].tolist()  # the same str objects
        self._made: dict[int, Version] = {}
        self._all: list[Version] | None = None

    def _work_out(self) -> None:
        """Where each version and record is among the rows: Arrow codes the ids, NumPy groups them."""
        data = np.flatnonzero(~self.of_kind(OPERATION))
        coded = pc.dictionary_encode(pc.take(self.table.column("record"), pa.array(data)).combine_chunks())
        record_of_row = coded.indices.to_numpy(zero_copy_only=False)  # codes in order of first appearance
        # each version number: its first row (where it sits in its record's history) and its last (its state)
        data_numbers = self._integers["version"][data]
        self.numbers, first = np.unique(data_numbers, return_index=True)
        _, from_end = np.unique(data_numbers[::-1], return_index=True)
        self.state_row = data[len(data) - 1 - from_end].astype(np.int32)
        """The row of each version number's last state (``numbers`` sorted)."""
        self.first_row = data[first].astype(np.int32)
        record = record_of_row[first]
        order = np.lexsort((first, record))  # grouped by record, then in order of first appearance
        self.history = self.state_row[order]
        """The rows of every record's versions, record after record, each in the order it was made."""
        self.starts = np.searchsorted(record[order], np.arange(len(coded.dictionary) + 1)).astype(np.int32)
        """Where each record's rows start in :attr:`history` (one more: the end)."""

    def arrays(self) -> dict[str, np.ndarray]:
        """What a new process needs to make this index again from the same rows (see :meth:`_take`)."""
        names = ("numbers", "state_row", "first_row", "history", "starts", "order")
        return {name: getattr(self, name) for name in names}

    def _take(self, saved: dict[str, np.ndarray]) -> bool:
        """Take the arrays of :meth:`arrays` if they hold together for these rows (else ``False``)."""
        try:
            numbers, state, first, history, starts, order = (
                saved[name] for name in ("numbers", "state_row", "first_row", "history", "starts", "order")
            )
        except KeyError:
            return False
        rows, count = len(self.table), len(starts) - 1
        if numbers.dtype != np.int64 or any(
            values.dtype != np.int32 or values.ndim != 1 for values in (state, first, history, starts, order)
        ):
            return False
        if not (len(numbers) == len(state) == len(first) == len(history) and count >= 0 and len(order) == count):
            return False
        if len(numbers) and not (
            starts[0] == 0
            and starts[-1] == len(history)
            and (np.diff(starts) >= 1).all()
            and (np.diff(numbers) > 0).all()
            and min(state.min(), first.min(), history.min()) >= 0
            and max(state.max(), first.max(), history.max()) < rows
            and (np.bincount(order, minlength=count) == 1).all()
            and (self._integers["version"][state] == numbers).all()
        ):
            return False
        if not len(numbers) and (len(order) or len(starts) != 1 or starts[0] != 0):
            return False
        self.numbers, self.state_row, self.first_row, self.history, self.starts, self.order = (
            numbers,
            state,
            first,
            history,
            starts,
            order,
        )
        return True

    def code(self, record: object) -> int:
        """The code of a record (its number in :attr:`ids`), -1 when no record has that id."""
        if not isinstance(record, str):
            return -1
        at = bisect_left(self._sorted, record)
        return int(self.order[at]) if at < len(self._sorted) and self._sorted[at] == record else -1

    def of_kind(self, kind: str) -> np.ndarray:
        """Which rows are of ``kind`` (a boolean array)."""
        code = self.kind_names.index(kind) if kind in self.kind_names else -1
        rows: np.ndarray = self._kinds == code
        return rows

    def version(self, row: int) -> Version:
        """The version a row holds, made at first use and kept."""
        if self._all is not None:
            return self._all[row]
        found = self._made.get(row)
        if found is None:
            strings, integers = self._strings, self._integers
            found = self._made[row] = Version(
                int(integers["version"][row]),
                *(strings[name][row].as_py() for name in ("record", "kind", "name", "text", "source_id")),
                *(strings[name][row].as_py() for name in ("target_id", "label", "origin")),
                *(int(integers[name][row]) for name in _TIMES),
                *(strings[name][row].as_py() for name in ("reason", "cause", "meta", "precision")),
            )
        return found

    def make_all(self) -> None:
        """Make every version at once (a read that goes over all of them), as a writer's open does."""
        if self._all is None:
            made = Rows.read(self.table).versions
            for row, version in self._made.items():  # the versions handed out already stay the ones held
                made[row] = version
            self._all = made

    def versions(self, rows: np.ndarray) -> list[Version]:
        """The versions of these rows."""
        return list(map(self.version, rows.tolist()))

    def first_rows(self, kind: str) -> np.ndarray:
        """The codes of the records of ``kind`` (the kind of their first version), in record order."""
        return np.flatnonzero(self.of_kind(kind)[self.record_row])

    def latest_names(self, kind: str) -> list[str]:
        """The distinct ``name`` of the latest version of each record of ``kind``."""
        latest = self.history[self.starts[1:] - 1][self.first_rows(kind)]
        names: list[str] = pc.unique(pc.take(self._strings["name"], pa.array(latest))).to_pylist()
        return names

    def column(self, name: str, rows: np.ndarray) -> list[Any]:
        """One string column at these rows, as Python strings."""
        taken: list[Any] = pc.take(self._strings[name], pa.array(rows)).to_pylist()
        return taken


class Records(Mapping[str, list[Version]]):
    """``{record: versions}`` over a :class:`RowIndex`: each record's history made at first use."""

    def __init__(self, index: RowIndex) -> None:
        self._index = index
        self._histories: dict[int, list[Version]] = {}

    def _history(self, code: int) -> list[Version]:
        found = self._histories.get(code)
        if found is None:
            index = self._index
            found = self._histories[code] = index.versions(index.history[index.starts[code] : index.starts[code + 1]])
        return found

    def __getitem__(self, record: str) -> list[Version]:
        code = self._index.code(record)
        if code < 0:
            raise KeyError(record)
        return self._history(code)

    def get(self, record: str, default: Any = None) -> Any:
        code = self._index.code(record)
        return default if code < 0 else self._history(code)

    def __contains__(self, record: object) -> bool:
        return self._index.code(record) >= 0

    def __iter__(self) -> Iterator[str]:
        return iter(self._index.ids)

    def __len__(self) -> int:
        return len(self._index.ids)

    def values(self) -> ValuesView[list[Version]]:
        self._index.make_all()
        return super().values()

    def items(self) -> ItemsView[str, list[Version]]:
        self._index.make_all()
        return super().items()


class Versions(Mapping[int, Version]):
    """``{version number: version}`` over a :class:`RowIndex`, in the order the numbers first appeared."""

    def __init__(self, index: RowIndex) -> None:
        self._index = index

    def _at(self, number: object) -> int:
        numbers = self._index.numbers
        if isinstance(number, bool) or not isinstance(number, (int, np.integer)) or not len(numbers):
            return -1
        at = int(np.searchsorted(numbers, number))
        return at if at < len(numbers) and numbers[at] == number else -1

    def __getitem__(self, number: int) -> Version:
        at = self._at(number)
        if at < 0:
            raise KeyError(number)
        return self._index.version(int(self._index.state_row[at]))

    def __contains__(self, number: object) -> bool:
        return self._at(number) >= 0

    def holds(self, numbers: list[int]) -> bool:
        """Whether every one of ``numbers`` is a key (one array operation, not a look-up each)."""
        return bool(np.isin(np.asarray(numbers, dtype=np.int64), self._index.numbers).all())

    def __iter__(self) -> Iterator[int]:
        index = self._index
        return iter(index.numbers[np.argsort(index.first_row, kind="stable")].tolist())

    def __len__(self) -> int:
        return len(self._index.numbers)

    def values(self) -> ValuesView[Version]:
        self._index.make_all()
        return super().values()

    def items(self) -> ItemsView[int, Version]:
        self._index.make_all()
        return super().items()
