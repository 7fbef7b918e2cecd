"""Export and import: a namespace as plain files another machine can read.

An export is a folder holding ``versions.parquet`` (every version, both
intervals, the same columns as the memory's own files) and
``manifest.json`` (format, schema, namespace, counts).

An import is checked as the API checks a write before anything is stored
(:func:`check_versions`): known kinds, names the API would accept, unique
version numbers, relations and patches whose ends are in the file, dates in
order and none recorded in the future. A file that fails is refused whole,
in one line naming the first bad row.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from .._errors import C0labError, CorruptMemoryError, InvalidInputError
from .._time import BEGINNING, EARLIEST, FOREVER, LAST_END, LATEST, format_time, now_micros
from ..model.records import (
    CONCEPT,
    KINDS,
    MAX_NAME_LENGTH,
    OPERATION,
    PATCH,
    PRECISIONS,
    RELATION,
    Version,
    check_name,
    check_relation_type,
    name_key,
)
from ..model.rules import rules_from_json
from ..model.schemas import ConceptMeta, OperationSpans, RelationTypes, RulesFile, Snapshots, load
from .files import (
    READABLE_SCHEMAS,
    SCHEMA_VERSION,
    check_namespace,
    table_to_versions,
    versions_to_table,
)
from .segment import check_table, with_later_columns

__all__ = ["STATE", "check_versions", "read_export", "write_export"]

MAX_TEXT = 10_000_000
"""The longest text field an import accepts (characters)."""

CLOCK_SLACK = 300_000_000
"""How far (µs) the exporting machine's clock may run ahead of ours: a later ``recorded_at`` is refused."""

FORMAT = "c0lab-export"
STATE = {"snapshots": Snapshots, "relation_types": RelationTypes, "rules": RulesFile}
"""The namespace's state an export carries beside its versions (each as its file holds it) and its schema."""


def write_export(
    folder: Path,
    *,
    namespace: str,
    versions: list[Version],
    memory_root: Path | None = None,
    state: dict[str, Any] | None = None,
) -> Path:
    """Write ``versions`` of ``namespace`` into the new (or empty) ``folder``, which may not lie inside
    ``memory_root`` (an export there would read as part of the memory); ``state`` (the namespace's snapshot
    names, relation types and rules, as their files hold them) goes into the manifest."""
    if memory_root is not None and folder.resolve().is_relative_to(memory_root.resolve()):
        raise InvalidInputError(f"cannot export into {folder}: it lies inside the memory folder {memory_root}")
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise InvalidInputError(f"cannot export into {folder}: it exists and is not an empty folder")
    folder.mkdir(parents=True, exist_ok=True)
    ordered = sorted(versions, key=lambda version: version.version)
    pq.write_table(versions_to_table(ordered), folder / "versions.parquet", compression="zstd")
    manifest = {
        "format": FORMAT,
        "schema": SCHEMA_VERSION,
        "namespace": namespace,
        "exported_at": format_time(now_micros()),
        "versions": len(ordered),
        "records": len({version.record for version in ordered}),
        "state": state or {},
    }
    (folder / "manifest.json").write_text(json.dumps(manifest, indent=2))
    return folder


def read_export(folder: Path) -> tuple[str, list[Version], dict[str, Any]]:
    """The namespace, versions and state held by an export folder, the versions checked by
    :func:`check_versions` (the state is checked where it is written: each file's own schema)."""
    manifest_path = folder / "manifest.json"
    try:
        raw = manifest_path.read_bytes()
    except FileNotFoundError:
        raise InvalidInputError(f"{folder} is not a c0lab export (no manifest.json)") from None
    except OSError as error:
        raise CorruptMemoryError(f"cannot read {manifest_path}: {error}") from None
    manifest = load(dict[str, Any], raw, where=str(manifest_path))  # size and depth limits, an object
    if manifest.get("format") != FORMAT or manifest.get("schema") not in READABLE_SCHEMAS:
        raise InvalidInputError(
            f"{manifest_path} describes format {manifest.get('format')!r} schema {manifest.get('schema')!r}; "
            f"expected {FORMAT!r} schema {' or '.join(map(str, READABLE_SCHEMAS))}"
        )
    try:
        namespace = check_namespace(manifest.get("namespace"))
    except InvalidInputError as error:
        raise CorruptMemoryError(f"cannot read {manifest_path}: {error}") from None
    path = folder / "versions.parquet"
    try:
        table = pq.read_table(path)
    except (OSError, pa.ArrowException) as error:
        raise CorruptMemoryError(f"cannot read {path}: {error}") from None
    check_table(table, path)
    table = with_later_columns(table)  # an export of an older release
    if table.num_rows != manifest.get("versions"):
        raise CorruptMemoryError(f"{path} does not match {manifest_path}")
    versions = table_to_versions(table)
    check_versions(versions, where=str(path))
    state = manifest.get("state", {})  # exports written before it carried none
    if not isinstance(state, dict) or set(state) - set(STATE):
        raise CorruptMemoryError(f"cannot read {manifest_path}: its state holds only {', '.join(STATE)}")
    for key, value in state.items():  # each checked as its file is read
        checked = load(STATE[key], json.dumps(value).encode(), where=f"{manifest_path} ({key})")
        if key == "rules":  # and each rule as the walk reads it
            rules_from_json(checked.model_dump(by_alias=True), source=f"{manifest_path} (rules)")
    return namespace, versions, state


def _check_row(row: Version, kinds: dict[str, str], names: dict[str, str], now: int) -> None:
    if row.kind not in KINDS:
        raise InvalidInputError(f"unknown kind {row.kind!r}; kinds are {', '.join(KINDS)}")
    if not row.record or len(row.record) > 200:
        raise InvalidInputError("a record id is empty or too long")
    if kinds.setdefault(row.record, row.kind) != row.kind:
        raise InvalidInputError(f"record {row.record!r} is both a {kinds[row.record]} and a {row.kind}")
    if row.kind == CONCEPT:
        if names.setdefault(row.record, row.name) != row.name:
            raise InvalidInputError(f"concept {row.record!r} is called both {names[row.record]!r} and {row.name!r}")
        if check_name(row.name) != row.name:
            raise InvalidInputError(f"concept name {row.name!r} has spaces around it")
        if row.meta:
            load(ConceptMeta, row.meta, where="its meta")
        for alias in row.aliases:
            check_name(alias, what="alias")
    elif row.kind == RELATION:
        check_relation_type(row.name)
    elif row.kind == OPERATION:
        load(OperationSpans, row.text, where="its spans")
    elif row.kind == PATCH and len(row.name) > MAX_NAME_LENGTH:
        raise InvalidInputError(f"patch name is {len(row.name)} characters long")
    for field in ("text", "name", "label", "origin", "reason", "cause", "meta"):
        if len(getattr(row, field)) > MAX_TEXT:
            raise InvalidInputError(f"{field} is longer than {MAX_TEXT:,} characters")
    if not (EARLIEST <= row.recorded_at <= now + CLOCK_SLACK):
        raise InvalidInputError(f"recorded_at {format_time(row.recorded_at)} is in the future or out of range")
    for field in ("valid_from", "valid_to", "expired_at"):
        moment = getattr(row, field)
        if moment not in (BEGINNING, FOREVER) and not EARLIEST <= moment <= (
            LAST_END if field == "valid_to" else LATEST
        ):
            raise InvalidInputError(f"{field} is outside the dates a memory holds")
    if row.valid_to <= row.valid_from:
        raise InvalidInputError("valid_to does not come after valid_from")
    if row.precision and (row.precision.count("/") != 1 or not set(row.precisions) <= PRECISIONS | {""}):
        raise InvalidInputError(f"precision {row.precision[:40]!r} is not 'from/to' of {', '.join(sorted(PRECISIONS))}")
    if row.expired_at != FOREVER and not row.recorded_at < row.expired_at <= now + CLOCK_SLACK:
        raise InvalidInputError("expired_at is not between recorded_at and now")


def check_versions(versions: list[Version], *, where: str) -> None:
    """Raise :class:`InvalidInputError` (one line, naming the row of ``where``) unless ``versions`` could
    have been written through the API."""
    now, seen = now_micros(), set()
    kinds: dict[str, str] = {}
    names: dict[str, str] = {}
    for number, row in enumerate(versions, start=1):
        try:
            if row.version in seen or row.version < 1:
                raise InvalidInputError(f"version number {row.version} is repeated or not positive")
            seen.add(row.version)
            _check_row(row, kinds, names, now)
        except (C0labError, ValueError, TypeError) as error:
            raise InvalidInputError(f"cannot import {where}: row {number}: {error}") from None
    for number, row in enumerate(versions, start=1):
        ends = {
            "relation": (("source_id", ("concept", "episode")), ("target_id", ("concept",))),
            "patch": (("source_id", ("concept",)),),
        }.get(row.kind, ())
        for field, allowed in ends:
            if kinds.get(getattr(row, field)) not in allowed:
                raise InvalidInputError(
                    f"cannot import {where}: row {number}: its {field} {getattr(row, field)!r} "
                    f"is no {' or '.join(allowed)} of the file"
                )
    _check_operations(versions, where=where)
    _check_live_names(versions, now=now, where=where)


def _check_operations(versions: list[Version], *, where: str) -> None:
    """Every version an operation row names is a version of the file (``undo`` retracts exactly those)."""
    numbers = {row.version for row in versions}
    for number, row in enumerate(versions, start=1):
        if row.kind != OPERATION:
            continue
        spans = load(OperationSpans, row.text, where=f"{where}: row {number}")
        if spans.size() > len(numbers):
            raise InvalidInputError(
                f"cannot import {where}: row {number}: operation {row.record!r} names "
                f"{spans.size():,} versions; the file holds {len(numbers):,}"
            )
        for first, last in (*spans.added, *spans.closed):
            missing = next((version for version in range(first, last + 1) if version not in numbers), None)
            if missing is not None:
                raise InvalidInputError(
                    f"cannot import {where}: row {number}: operation {row.record!r} names "
                    f"version {missing}, which is not in the file"
                )


def _check_live_names(versions: list[Version], *, now: int, where: str) -> None:
    """No two concepts valid now share a name or alias (as ``add_concept`` refuses)."""
    holders: dict[str, str] = {}
    for row in versions:
        if row.kind != "concept" or row.expired_at != FOREVER or row.valid_to <= now:
            continue
        for label in (row.name, *row.aliases):
            held = holders.setdefault(name_key(label), row.record)
            if held != row.record:
                raise InvalidInputError(
                    f"cannot import {where}: concepts {held!r} and {row.record!r} are both "
                    f"called {label!r} now; a memory holds one concept of a name"
                )
