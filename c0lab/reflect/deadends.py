"""Dead ends: walks that found nothing, kept for the reflection loop.

One JSON object a line in ``namespaces/NAME/dead-ends.jsonl``, appended and
fsynced before the walk returns. A line torn by a crash (the last one, with
no newline) is ignored; a damaged line anywhere else is reported by name.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from .._errors import CorruptMemoryError, StorageError
from ..model.redaction import clean_json
from ..model.schemas import DeadEnd, load

__all__ = ["DeadEndLog"]


class DeadEndLog:
    """The append-only log of dead ends of one namespace."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def record(self, entry: dict[str, Any]) -> None:
        """Append one dead end (secrets redacted) and make it durable."""
        line = (json.dumps(clean_json(entry), ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8")
        try:
            with open(self.path, "ab+") as handle:
                size = handle.seek(0, os.SEEK_END)
                if size:
                    handle.seek(size - 1)
                    if handle.read(1) != b"\n":  # drop a line torn by an earlier crash
                        handle.seek(0)
                        handle.truncate(handle.read().rfind(b"\n") + 1)
                handle.write(line)
                handle.flush()
                os.fsync(handle.fileno())
        except OSError as error:
            raise StorageError(f"cannot write {self.path}: {error.strerror or error}") from None

    def read(self) -> list[dict[str, Any]]:
        """Every recorded dead end, oldest first."""
        try:
            lines = self.path.read_bytes().split(b"\n") if self.path.exists() else []
        except OSError as error:
            raise CorruptMemoryError(f"cannot read {self.path}: {error}") from None
        entries = []
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                entry = load(DeadEnd, line, where=f"line {number} of {self.path}").model_dump()
            except CorruptMemoryError:  # a line torn inside a character too
                if number == len(lines):  # the torn tail of a crashed append: never acknowledged
                    continue
                raise
            entries.append(entry)
        return entries
