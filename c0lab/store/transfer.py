"""Export and import: a namespace as plain files another machine can read.

An export is a folder holding ``versions.parquet`` (every version, both
intervals, the same columns as the memory's own files) and
``manifest.json`` (format, schema, namespace, counts).
"""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from .._errors import CorruptMemoryError, InvalidInputError
from ..model.records import Version
from .files import SCHEMA, SCHEMA_VERSION, table_to_versions, versions_to_table
from .._time import format_time, now_micros

__all__ = ["read_export", "write_export"]

FORMAT = "c0lab-export"


def write_export(folder: Path, *, namespace: str, versions: list[Version]) -> Path:
    """Write ``versions`` of ``namespace`` into the new (or empty) ``folder``."""
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
    }
    (folder / "manifest.json").write_text(json.dumps(manifest, indent=2))
    return folder


def read_export(folder: Path) -> tuple[str, list[Version]]:
    """The namespace and versions held by an export folder."""
    manifest_path = folder / "manifest.json"
    try:
        manifest = json.loads(manifest_path.read_text())
    except FileNotFoundError:
        raise InvalidInputError(f"{folder} is not a c0lab export (no manifest.json)") from None
    except (OSError, ValueError) as error:
        raise CorruptMemoryError(f"cannot read {manifest_path}: {error}") from None
    if manifest.get("format") != FORMAT or manifest.get("schema") != SCHEMA_VERSION:
        raise InvalidInputError(
            f"{manifest_path} describes format {manifest.get('format')!r} schema {manifest.get('schema')!r}; "
            f"expected {FORMAT!r} schema {SCHEMA_VERSION}"
        )
    path = folder / "versions.parquet"
    try:
        table = pq.read_table(path)
    except (OSError, pa.ArrowException) as error:
        raise CorruptMemoryError(f"cannot read {path}: {error}") from None
    if table.schema.names != SCHEMA.names or table.num_rows != manifest.get("versions"):
        raise CorruptMemoryError(f"{path} does not match {manifest_path}")
    return manifest["namespace"], table_to_versions(table)
