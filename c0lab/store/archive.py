"""Derived arrays saved beside the store (one NumPy ``.npz`` archive a file), so a new process reads them.

Arrays only, with the strings as one JSON text stored as bytes; written with
``allow_pickle=False`` and read with it (a shared memory folder must not be
able to run code in a reader). Each file carries a tag (its layout and the
fingerprint of the data files it was made from,
:meth:`~c0lab.store.files.NamespaceFiles.fingerprint`): a file of another tag,
or one that cannot be read whole (half-written, damaged, not an archive), is
ignored, never an error, and the caller makes the data again. A folder that
cannot be written keeps no file. A file is replaced atomically
(:func:`~c0lab.store.files.write_atomically`): a reader sees the old one or the
new one. The keyword index (:mod:`c0lab.index.saved`) and the name index
(:mod:`c0lab.store.rows`) are saved this way.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

import numpy as np
from numpy.lib.npyio import NpzFile

from .._errors import StorageError
from .files import write_atomically

__all__ = ["load", "save"]

_META, _STRINGS = "meta", "strings"


def _text(value: str) -> np.ndarray:
    return np.frombuffer(value.encode("utf-8"), dtype=np.uint8)


def save(path: Path, *, tag: dict[str, Any], arrays: dict[str, np.ndarray], strings: dict[str, list[str]]) -> bool:
    """Write the archive (atomically); ``False`` when the folder cannot be written (nothing is left there)."""
    members = {
        **arrays,
        _STRINGS: _text(json.dumps(strings, ensure_ascii=False)),
        _META: _text(json.dumps(tag)),
    }

    def write(tmp: Path) -> None:  # what np.savez writes: one .npy member an array, no pickles
        with zipfile.ZipFile(tmp, "w") as archive:
            for name, values in members.items():
                with archive.open(f"{name}.npy", "w", force_zip64=True) as member:
                    np.lib.format.write_array(member, np.asanyarray(values), allow_pickle=False)

    try:
        write_atomically(path, write)
    except (StorageError, OSError):
        return False
    return True


def load(path: Path, *, tag: dict[str, Any]) -> tuple[dict[str, np.ndarray], dict[str, list[str]]] | None:
    """The arrays and strings saved with ``tag``, or ``None`` when there is no such file, it was saved with
    another tag, or it cannot be read whole."""
    try:
        archive = np.load(path, allow_pickle=False)
        if not isinstance(archive, NpzFile):  # a lone array: not what this module writes
            return None
        with archive:
            meta = json.loads(archive[_META].tobytes().decode("utf-8"))
            if meta != tag:
                return None
            strings = json.loads(archive[_STRINGS].tobytes().decode("utf-8"))
            arrays = {name: archive[name] for name in archive.files if name not in (_META, _STRINGS)}
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):  # absent, half-written, damaged
        return None
    if not (
        isinstance(strings, dict)
        and all(isinstance(values, list) and set(map(type, values)) <= {str} for values in strings.values())
    ):
        return None
    return arrays, strings
