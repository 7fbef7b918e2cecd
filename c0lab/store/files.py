"""The memory folder on disk: parquet segments, compaction, the writer lock.

Layout::

    MEMORY/
      c0lab.json                      format and schema version
      namespaces/NAME/
        writer.lock                   held while a process writes NAME
        base-000000000090.parquet     the generation kept before the newest base: base 90 and
        seg-000000000091..120.parquet   the segments after it hold what base 120 holds
        base-000000000120.parquet     every version up to segment 120
        seg-000000000121.parquet      versions added or closed since, one file a commit
        seg-000000000122.parquet        (the operation log is rows of kind ``operation`` in these,
                                        saved in the same file as the write they log)
        index.json                    which embedder built the vectors
        chroma/                       the embedded Chroma (derived: rebuilt from the store)
        dead-ends.jsonl               walks that found nothing (the reflector's inbox)
        reflector.json, reflector.lock  the reflection loop's state and run lock
        snapshots.json                named moments of system time
        relation-types.json           relation types declared single- or multi-valued
        keyword-index.npz             the keyword index (derived: disposable, rebuilt when the files change)
        row-index.npz                 a reader's index of the rows, name keys and edges (derived, the same way)
        rows-checked.txt              the fingerprint of data files whose rows a writer checked (derived)

:class:`NamespaceFiles` is the one owner of these names.

A commit writes its versions to a temporary file, fsyncs it, renames it into
place and fsyncs the folder, so a segment is either whole or absent: a
``kill -9`` at any moment leaves the memory with every acknowledged commit.
A segment row with a version number seen before replaces that version (only
its ``expired_at`` ever changes). Compaction folds the segments into a new
base; a crash during it leaves extra files that the next open ignores. It
keeps the generation before the new base (the previous base and the segments
after it, which hold the same versions) and removes the one before that, so a
base damaged on disk later loses nothing.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import re
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
from filelock import FileLock, Timeout

from .._errors import (
    CorruptMemoryError,
    InvalidInputError,
    LockedError,
    SchemaVersionError,
    StorageError,
)
from ..model.records import FIELDS, Version
from ..model.schemas import Manifest, load
from .atomic import fsync_folder, read_json, write_atomically, write_json
from .segment import OPEN_END, SCHEMA, TIMESTAMP, check_rows, check_table, with_later_columns

__all__ = [
    "READABLE_SCHEMAS",
    "SCHEMA_VERSION",
    "NamespaceFiles",
    "Rows",
    "check_namespace",
    "int_column",
    "list_namespaces",
    "memory_id",
    "prepare_folder",
    "read_json",
    "write_atomically",
    "write_json",
]

SCHEMA_VERSION = 2
"""The schema this c0lab writes: 2 added the ``precision`` column (an older c0lab refuses it in one line)."""
READABLE_SCHEMAS = (1, 2)
"""The schemas this c0lab opens: a schema-1 memory reads its rows with no stated precision, and is marked
schema 2 by its first write (whose segment holds the new column)."""
MANIFEST = "c0lab.json"

COMPRESS_FROM = 1000
"""Segments of this many rows or more are zstd-compressed; a smaller one (one user write) is not: compressing
it takes longer than writing it. Compaction (from 32 segments at close, or ``store.compact()``) writes one
compressed base."""
_SEGMENT = re.compile(r"^(base|seg)-(\d{12})\.parquet$")
_NAMESPACE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def check_namespace(namespace: object) -> str:
    """Return ``namespace`` if it can name a folder, else raise."""
    if not isinstance(namespace, str) or not _NAMESPACE.fullmatch(namespace) or ".." in namespace:
        raise InvalidInputError(
            f"namespace {namespace!r} must be 1-64 letters, digits, '_', '-' or '.' (no '..'), "
            "starting with a letter or digit"
        )
    return namespace


def _stamp(path: Path) -> tuple[str, int, int]:
    """A data file's name, size and modification time (ns)."""
    status = path.stat()
    return path.name, status.st_size, status.st_mtime_ns


def prepare_folder(root: Path, *, create: bool) -> None:
    """Check (and, when asked, create) a memory folder and its manifest.

    Creation is safe against a second process creating the same folder at
    the same moment: the manifest is linked into place exclusively, so one
    creator wins and the other opens what it made.
    """
    manifest = root / MANIFEST
    if not manifest.exists():
        if not create:
            raise InvalidInputError(f"{root} is not a c0lab memory (no {MANIFEST})")
        if root.exists() and not root.is_dir():
            raise InvalidInputError(f"{root} is a file, not a folder")
        try:
            root.mkdir(parents=True, exist_ok=True)
            if any(not path.name.startswith(".tmp-") for path in root.iterdir()) and not manifest.exists():
                raise InvalidInputError(f"{root} is a folder that is not empty and holds no c0lab memory")
            text = json.dumps({"format": "c0lab-memory", "schema": SCHEMA_VERSION, "id": uuid.uuid4().hex}, indent=2)
            tmp = root / f".tmp-{os.getpid()}-{uuid.uuid4().hex[:8]}-{MANIFEST}"
            try:
                tmp.write_text(text)
                with open(tmp, "rb+") as handle:
                    os.fsync(handle.fileno())
                os.link(tmp, manifest)  # fails if another process got there first: then its manifest stands
            except FileExistsError:
                pass
            finally:
                tmp.unlink(missing_ok=True)
            fsync_folder(root)
            (root / "namespaces").mkdir(exist_ok=True)
        except OSError as error:
            raise StorageError(f"cannot create the memory folder {root}: {error.strerror or error}") from None
    try:
        info = load(Any, manifest.read_bytes(), where=str(manifest))  # size and depth limits
    except OSError as error:
        raise CorruptMemoryError(f"cannot read {manifest}: {error}") from None
    if not isinstance(info, dict) or info.get("schema") not in READABLE_SCHEMAS:
        schema = info.get("schema") if isinstance(info, dict) else None
        raise SchemaVersionError(
            f"{root} holds a memory of schema {schema!r}; this c0lab reads schemas "
            f"{', '.join(map(str, READABLE_SCHEMAS))}"
        )


def _mark_written_schema(root: Path) -> None:
    """Mark a schema-1 memory as schema 2 before the first file with the new column is written into it."""
    manifest = root / MANIFEST
    info = read_json(manifest, Manifest)
    if info.get("schema") != SCHEMA_VERSION:
        write_json(manifest, {**info, "schema": SCHEMA_VERSION})


def memory_id(root: Path) -> str:
    """The id written into a memory folder's manifest when it was created."""
    return str(read_json(root / MANIFEST, Manifest)["id"])


def list_namespaces(root: Path) -> list[str]:
    """The namespaces that hold data in a memory folder."""
    folder = root / "namespaces"
    if not folder.is_dir():
        return []
    return sorted(path.name for path in folder.iterdir() if path.is_dir() and any(path.glob("*.parquet")))


def versions_to_table(versions: list[Version]) -> pa.Table:
    """The parquet form of a list of versions; open ends become nulls."""
    columns = []
    for name in FIELDS:
        values = [getattr(version, name) for version in versions]
        if name in OPEN_END:
            sentinel = OPEN_END[name]
            values = [None if value == sentinel else value for value in values]
            columns.append(pa.array(values, type=pa.int64()).cast(TIMESTAMP))
        else:
            columns.append(pa.array(values, type=SCHEMA.field(name).type))
    return pa.Table.from_arrays(columns, schema=SCHEMA)


def int_column(table: pa.Table, name: str) -> np.ndarray:
    """An integer column (``version``, or a time in µs with open ends as their sentinels) as an array."""
    column = table.column(name).cast(pa.int64())
    if OPEN_END.get(name) is not None:
        column = pc.fill_null(column, OPEN_END[name])
    array: np.ndarray = column.to_numpy()
    return array


def _encode(column: pa.ChunkedArray) -> tuple[np.ndarray, np.ndarray]:
    """A column dictionary-encoded by Arrow: its distinct values as Python objects (an object array, in
    order of first appearance) and the code of each row (int64)."""
    if pa.types.is_string(column.type):  # one dictionary of every distinct value: 64-bit offsets past 2 GB
        column = column.cast(pa.large_string())
    encoded = pc.dictionary_encode(column)
    distinct = np.empty(len(encoded.chunk(0).dictionary) if encoded.num_chunks else 0, dtype=object)
    if not encoded.num_chunks:
        return distinct, np.zeros(0, dtype=np.int64)
    distinct[:] = encoded.chunk(0).dictionary.to_pylist()  # the chunks share one dictionary
    codes = [chunk.indices.to_numpy(zero_copy_only=False) for chunk in encoded.chunks]
    return distinct, np.concatenate(codes).astype(np.int64)


@dataclass(frozen=True)
class Rows:
    """The rows of a table as versions, with the columns arrays are cut from (:meth:`Columns.load
    <c0lab.store.slices.Columns.load>`).

    Each distinct value is one Python object however many versions hold it:
    a concept's id serves its versions and every relation and patch that
    names it, and a million relations name five types and a few dozen dates
    (a third of a loaded memory's size). Arrow finds the repeats, so their
    codes come for free.
    """

    versions: list[Version]
    integers: dict[str, np.ndarray]
    """``version`` and the four times (µs, open ends as their sentinels) of each row, int64."""
    distinct: dict[str, np.ndarray]
    """Per dictionary-encoded column (all but the ids, ``version`` and ``text``): its distinct values."""
    codes: dict[str, np.ndarray]
    """Per dictionary-encoded column, the code of each row into ``distinct``."""
    concepts: np.ndarray
    """The id of each concept (object array), in order of first appearance."""
    concept_codes: dict[str, np.ndarray]
    """For ``record``, ``source_id`` and ``target_id``: each row's concept number, -1 where the id is no
    concept's."""

    def of_kind(self, kind: str) -> np.ndarray:
        """Which rows are of ``kind`` (a boolean array): their kind codes compared, not the strings."""
        kinds = self.distinct["kind"].tolist()
        rows: np.ndarray = self.codes["kind"] == (kinds.index(kind) if kind in kinds else -1)
        return rows

    @classmethod
    def read(cls, table: pa.Table, *, versions: bool = True) -> Rows:
        """Decode a table of versions (the inverse of :func:`versions_to_table`); ``versions=False`` leaves
        :attr:`versions` empty (the arrays only)."""
        with ThreadPoolExecutor(max_workers=1) as pool:
            # Arrow's kernels let go of the GIL: the concept ids are looked up while Python makes objects
            try:
                looking_up = pool.submit(_concept_numbers, table)
            except RuntimeError:  # the interpreter is shutting down: no new threads, look them up below
                looking_up = None
            integers = {name: int_column(table, name) for name in ("version", *OPEN_END)}
            distinct, codes = {}, {}
            for name in FIELDS:
                if name not in ("version", "text", *_IDS):
                    column = pa.chunked_array([integers[name]]) if name in integers else table.column(name)
                    distinct[name], codes[name] = _encode(column)
            values = {name: distinct[name][codes[name]].tolist() for name in codes} if versions else {}
            if versions:
                values["version"], values["text"] = integers["version"].tolist(), table.column("text").to_pylist()
            ids = {
                name: table.column(name).to_numpy(zero_copy_only=False) for name in _IDS if versions or name == "record"
            }
            found = looking_up.result() if looking_up else _concept_numbers(table)
        concept_codes = {
            name: found[number * table.num_rows : (number + 1) * table.num_rows] for number, name in enumerate(_IDS)
        }
        concept_rows = np.flatnonzero(concept_codes["record"] >= 0)
        _, first = np.unique(concept_codes["record"][concept_rows], return_index=True)
        concepts = ids["record"][concept_rows[first]]  # the first string of each concept's id
        for name, code in concept_codes.items() if versions else ():
            ids[name][code >= 0] = concepts[code[code >= 0]]
            values[name] = ids[name].tolist()
        made = list(map(Version._make, zip(*(values[name] for name in FIELDS), strict=True))) if versions else []
        return cls(
            versions=made,
            integers=integers,
            distinct=distinct,
            codes=codes,
            concepts=concepts,
            concept_codes=concept_codes,
        )


_IDS = ("record", "source_id", "target_id")


def _concept_numbers(table: pa.Table) -> np.ndarray:
    """For the record, source and target of each row (the three columns one after another): the number of
    the concept that id names, in order of first appearance, or -1."""
    concept_ids = pc.unique(table.column("record").filter(pc.equal(table.column("kind"), "concept")))
    ids = pa.chunked_array([chunk for name in _IDS for chunk in table.column(name).chunks], type=pa.string())
    numbers: np.ndarray = pc.fill_null(pc.index_in(ids, value_set=concept_ids), -1).to_numpy(zero_copy_only=False)
    return numbers.astype(np.int64)


def table_to_versions(table: pa.Table) -> list[Version]:
    """Versions from their parquet form (the inverse of :func:`versions_to_table`)."""
    return Rows.read(table).versions


class NamespaceFiles:
    """The files of one namespace: reads all its versions, appends commits, compacts.

    It also names every other file of the namespace folder (the attributes
    ending in ``_path``), so no other module spells a file name.
    """

    def __init__(self, root: Path, namespace: str, *, read_only: bool, lock_timeout: float = 0) -> None:
        self.folder = root / "namespaces" / namespace
        self.read_only = read_only
        self.index_info_path = self.folder / "index.json"
        self.chroma_path = self.folder / "chroma"
        self.dead_ends_path = self.folder / "dead-ends.jsonl"
        self.reflector_path = self.folder / "reflector.json"
        self.reflector_lock_path = self.folder / "reflector.lock"
        self.snapshots_path = self.folder / "snapshots.json"
        self.relation_types_path = self.folder / "relation-types.json"
        self.rules_path = self.folder / "rules.json"
        self.keyword_index_path = self.folder / "keyword-index.npz"
        self.row_index_path = self.folder / "row-index.npz"
        self.rows_checked_path = self.folder / "rows-checked.txt"
        self.loaded: list[tuple[str, int, int]] = []
        """The data files this handle's versions are read from and written to: (name, size, mtime in ns) each,
        oldest first. :meth:`fingerprint` names that state."""
        self._lock: FileLock | None = None
        self._unchecked: list[tuple[Path, pa.Table]] = []  # the files load() read, until their rows are checked
        self._held: dict[Path, object] | None = None  # state files saved inside a batch, written at its end
        self._next_sequence = 1
        self.segment_count = 0
        self._schema_marked = False  # the manifest names the schema this c0lab writes (see _mark_written_schema)
        if read_only:
            return
        if not isinstance(lock_timeout, (int, float)) or not 0 <= lock_timeout < float("inf"):
            raise InvalidInputError(f"lock_timeout must be a number of seconds, 0 or more, not {lock_timeout!r}")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StorageError(f"cannot create {self.folder}: {error}") from None
        lock = FileLock(self.folder / "writer.lock", timeout=lock_timeout)
        try:
            lock.acquire()
        except Timeout:
            raise LockedError(
                f"namespace {namespace!r} of {root} is open for writing in another process or notebook; "
                "close it there, or open this one with read_only=True"
            ) from None
        except OSError as error:
            raise StorageError(f"cannot take the writer lock {self.folder / 'writer.lock'}: {error}") from None
        self._lock = lock
        for stale in self.folder.glob(".tmp-*"):
            stale.unlink(missing_ok=True)

    def _numbered(self) -> list[tuple[str, int, Path]]:
        """The data files in the folder, each as (``base`` or ``seg``, its sequence number, its path)."""
        found = self.folder.glob("*.parquet") if self.folder.is_dir() else []
        return [(match[1], int(match[2]), path) for path in found if (match := _SEGMENT.match(path.name))]

    def _files(self) -> tuple[Path | None, list[Path]]:
        """The newest base and the segments written after it, oldest first."""
        numbered = self._numbered()
        bases = [(sequence, path) for kind, sequence, path in numbered if kind == "base"]
        segments = [(sequence, path) for kind, sequence, path in numbered if kind == "seg"]
        base_sequence, base = max(bases, default=(0, None))
        later = sorted((sequence, path) for sequence, path in segments if sequence > base_sequence)
        for expected, (sequence, path) in enumerate(later, start=base_sequence + 1):
            if sequence != expected:  # commits are numbered one after another: a gap is a lost file
                raise CorruptMemoryError(
                    f"segment {expected:012d} of {self.folder} is missing (the next is {path.name}); "
                    "restore it from a backup, or move the later segments away to open the memory as it was before"
                )
        last = max([base_sequence] + [sequence for sequence, _ in segments])
        self._next_sequence = last + 1
        self.segment_count = len(later)
        return base, [path for _, path in later]

    def load(self, *, check: bool = True) -> pa.Table:
        """Every version row in commit order, as one table; a later row of a version replaces an earlier one.

        Each file's columns are checked; its rows too (:func:`~c0lab.store.segment.check_rows`), unless
        ``check=False``: then :meth:`check_rows` does it when asked (a reader whose saved index shows the
        rows sound does not ask)."""
        for attempt in range(3):  # a writer's compaction may remove files while a reader lists them
            base, segments = self._files()
            paths = ([base] if base else []) + segments
            try:
                loaded = [_stamp(path) for path in paths]  # before reading: files are written once, never changed
                tables = [self._read(path, kept=path == base and self._kept_before(path)) for path in paths]
            except FileNotFoundError:
                if attempt == 2:
                    raise
                continue
            self._unchecked = list(zip(paths, tables, strict=True))
            self.loaded = loaded
            if check:
                self.check_rows()
            return pa.concat_tables(tables) if tables else SCHEMA.empty_table()
        raise AssertionError("unreachable")

    def changed(self) -> bool:
        """Whether the data files differ from those :meth:`load` read: a writer committed or compacted since."""
        try:
            base, segments = self._files()
            return [_stamp(path) for path in ([base] if base else []) + segments] != self.loaded
        except (FileNotFoundError, CorruptMemoryError):  # a compaction under way: read again
            return True

    def check_rows(self, *, vouched: bool = True) -> None:
        """Check the rows :meth:`load` read last, if not yet (:func:`~c0lab.store.segment.check_rows`), unless
        a writer checked these very files before (:meth:`_checked_before`) and ``vouched`` lets that stand (a
        reader whose saved codes disagree with the rows does not: a file changed behind its stamp)."""
        if self._unchecked and not (vouched and self._checked_before()):
            check_rows(self._unchecked)  # a bad row raises, and the rows stay unchecked
        self._unchecked = []

    def _checked_before(self) -> bool:
        """Whether a writer saved, on closing, this handle's :meth:`fingerprint` as that of files whose rows it
        checked (or wrote itself): any change to a data file (its size or modification time) makes it another."""
        try:
            return self.rows_checked_path.read_text(encoding="ascii").strip() == self.fingerprint()
        except (OSError, UnicodeDecodeError):
            return False

    def _save_checked(self) -> None:
        """Save the fingerprint of the files a writer holds, their rows being checked on load or written here, so
        the next open need not check them again; never an error (the file is only a shortcut)."""
        if self._unchecked or not self.loaded or self._checked_before():
            return
        try:
            write_atomically(self.rows_checked_path, lambda tmp: tmp.write_text(self.fingerprint(), encoding="ascii"))
        except StorageError:
            pass

    def _kept_before(self, base: Path) -> bool:
        """Whether the generation before ``base`` is still in the folder: an older base (or none) and every
        segment from it up to ``base``'s, which together hold the same versions (see :meth:`compact`)."""
        numbered = self._numbered()
        upto = int(_SEGMENT.match(base.name)[2])  # type: ignore[index]
        start = max((sequence for kind, sequence, _ in numbered if kind == "base" and sequence < upto), default=0)
        return {sequence for kind, sequence, _ in numbered if kind == "seg"} >= set(range(start + 1, upto + 1))

    @staticmethod
    def _read(path: Path, *, kept: bool = False) -> pa.Table:
        """One file's rows, checked. Read with ``ParquetFile``, not ``read_table``: the same table without the
        dataset layer, whose first use costs a new process ~0.3 s of CPU. ``kept``: the files before this base
        hold its versions (the advice when it cannot be read)."""
        try:
            with pq.ParquetFile(path) as segment:
                table = segment.read()
        except FileNotFoundError:
            raise
        except (OSError, pa.ArrowException) as error:
            advice = (
                f"the files before it hold the same versions: move {path.name} out of the folder to open the "
                "memory with nothing lost"
                if kept
                else "restore it from a backup, or move it and the segments after it out of the folder to open the "
                "memory as it was before that commit"
            )
            raise CorruptMemoryError(
                f"cannot read {path}: {' '.join(str(error).split()).split('. ', 1)[0]}; {advice}"
            ) from None
        check_table(table, path)
        return pa.Table.from_arrays(
            with_later_columns(table).columns, schema=SCHEMA
        )  # one schema (metadata, nullability) for all

    def append(self, versions: list[Version]) -> None:
        """Save one commit as a new segment; returns once it is on disk."""
        self._require_writer()
        self._mark_schema()
        table = versions_to_table(versions)
        path = self.folder / f"seg-{self._next_sequence:012d}.parquet"
        compression = "zstd" if len(versions) >= COMPRESS_FROM else "none"
        write_atomically(path, lambda tmp: pq.write_table(table, tmp, compression=compression))
        self.loaded.append(_stamp(path))
        self._next_sequence += 1
        self.segment_count += 1

    def compact(self, versions: list[Version]) -> None:
        """Write every version as one base file; keep the files it replaces as the one generation before it.

        The previous base and the segments after it hold the same versions as the new base, so a new base
        later damaged on disk loses nothing (its :class:`CorruptMemoryError` says to move it out); the
        generation before that is removed."""
        self._require_writer()
        path = self.folder / f"base-{self._next_sequence - 1:012d}.parquet"
        if path.exists():  # no segment after the newest base: nothing to fold
            return
        old = self._numbered()
        self._mark_schema()
        table = versions_to_table(sorted(versions, key=lambda version: version.version))
        write_atomically(path, lambda tmp: pq.write_table(table, tmp, compression="zstd"))
        previous = max((sequence for kind, sequence, _ in old if kind == "base"), default=0)
        for kind, sequence, stale in old:
            if sequence < previous or (sequence == previous and kind == "seg"):
                stale.unlink(missing_ok=True)
        self.loaded = [_stamp(path)]
        self.segment_count = 0

    def stamp(self) -> tuple[tuple[str, int], ...]:
        """The name and modification time of every file of the namespace but the derived ones (the saved keyword
        index, Chroma's folder, the dead-end log, locks, temporaries): it changes when a write, a snapshot or a
        state file changes what a read sees, not when a reader saves the index it built."""
        derived = {
            self.keyword_index_path.name,
            self.row_index_path.name,
            self.rows_checked_path.name,
            self.chroma_path.name,
            self.dead_ends_path.name,
            "writer.lock",
            self.reflector_lock_path.name,
        }
        try:
            with os.scandir(self.folder) as entries:
                return tuple(
                    sorted(
                        (entry.name, entry.stat().st_mtime_ns)
                        for entry in entries
                        if entry.name not in derived and not entry.name.startswith(".tmp-")
                    )
                )
        except FileNotFoundError:
            return ()

    def fingerprint(self) -> str:
        """A name for the versions this handle holds: a hash of the data files it read and wrote (names, sizes,
        modification times). Data derived from the versions is current when it was made at this fingerprint."""
        return hashlib.sha256(json.dumps(self.loaded).encode()).hexdigest()

    def read_state(self, path: Path, schema: Any) -> Any:
        """A JSON state file of this namespace (:func:`read_json`), as the open batch left it."""
        if self._held is not None and path in self._held:
            return copy.deepcopy(self._held[path])
        return read_json(path, schema)

    def save_state(self, path: Path, data: object) -> None:
        """Replace a JSON state file of this namespace: only a writer may, and inside :meth:`holding_states`
        only when the block ends without error."""
        self._require_writer()
        if self._held is not None:
            self._held[path] = copy.deepcopy(data)
        else:
            write_json(path, data)

    @contextmanager
    def holding_states(self) -> Iterator[dict[Path, object]]:
        """State files saved inside the block are written when it ends, and dropped if it raises; yields
        them (a nested block joins the outer one)."""
        if self._held is not None:
            yield self._held
            return
        held: dict[Path, object] = {}
        self._held = held
        try:
            yield held
        finally:
            self._held = None
        for path, data in held.items():
            write_json(path, data)

    def _mark_schema(self) -> None:
        if not self._schema_marked:
            _mark_written_schema(self.folder.parent.parent)
            self._schema_marked = True

    def _require_writer(self) -> None:
        if self._lock is None:
            raise InvalidInputError(f"{self.folder} is open read-only")

    def close(self) -> None:
        """Save that the rows are checked (:meth:`_save_checked`: not when a check failed), then release the
        writer lock."""
        if self._lock is not None:
            self._save_checked()
            self._lock.release()
            self._lock = None
