"""Small files written whole or not at all: a temporary file, fsync, rename over the old one, fsync the folder;
and small JSON state files read against their schema (:mod:`c0lab.model.schemas`)."""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pyarrow as pa
from pydantic import BaseModel

from .._errors import CorruptMemoryError, StorageError
from ..model.redaction import clean_json
from ..model.schemas import load

__all__ = ["fsync_folder", "read_json", "write_atomically", "write_json"]


def fsync_folder(folder: Path) -> None:
    """Make a folder's entries (a rename, a new file) durable."""
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def write_atomically(path: Path, write: Callable[[Path], object]) -> None:
    """Write through ``write(tmp_path)``, fsync, rename over ``path``, fsync the folder.

    A failure to write (disk full, no permission) leaves ``path`` as it was
    and raises :class:`StorageError` naming it.
    """
    tmp = path.with_name(f".tmp-{os.getpid()}-{uuid.uuid4().hex[:8]}-{path.name}")
    try:
        write(tmp)
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(tmp, path)
        fsync_folder(path.parent)
    except OSError as error:
        raise StorageError(
            f"cannot write {path}: {error.strerror or error}; nothing of this change was saved"
        ) from None
    except pa.ArrowException as error:
        raise StorageError(f"cannot write {path}: {error}; nothing of this change was saved") from None
    finally:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass


def write_json(path: Path, data: object) -> None:
    """Replace a small JSON state file atomically (temporary file, fsync, rename), secrets redacted."""
    text = json.dumps(clean_json(data), ensure_ascii=False, indent=1)
    write_atomically(path, lambda tmp: tmp.write_text(text, encoding="utf-8"))


def read_json(path: Path, schema: Any) -> Any:
    """A small JSON state file checked against ``schema`` (:mod:`c0lab.model.schemas`: a model, as a dict,
    or a ``TypeAdapter``); the schema's defaults when the file does not exist. A file too large, too deep
    or of the wrong shape raises :class:`CorruptMemoryError` naming it."""
    try:
        raw = path.read_bytes() if path.exists() else None
    except OSError as error:
        raise CorruptMemoryError(f"cannot read {path}: {error.strerror or error}") from None
    data = load(schema, raw, where=f"{path} (delete it to start that state afresh)")
    return data.model_dump(by_alias=True) if isinstance(data, BaseModel) else data
