"""The keyword index saved beside the store, so that a new process reads it instead of building it.

Building the keyword index tokenizes and stems every text the memory holds:
at 100k concepts that is most of what a new ``c0lab walk`` process spends.
So the index is saved in the namespace folder as one NumPy ``.npz`` archive:
arrays, with the strings (terms, concept ids) as one JSON text stored as
bytes; it is read with ``allow_pickle=False`` (a shared memory folder must
not be able to run code in a reader).

It is derived data, tagged with the fingerprint of the data files it was
built from (:meth:`~c0lab.store.files.NamespaceFiles.fingerprint`) and with
:data:`FORMAT`. A file of another fingerprint or format, or one that cannot be
read whole (half-written, damaged, not an archive), is ignored and the index
is built from the store again; a folder that cannot be written keeps no file
and the index lives in memory only. The file is replaced atomically
(:func:`~c0lab.store.files.write_atomically`), so a reader sees the old file
or the new one.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import numpy as np
from numpy.lib.npyio import NpzFile

from .._errors import StorageError
from ..store.files import write_atomically

__all__ = ["FORMAT", "load", "save"]

FORMAT = 1
"""The layout of the saved arrays; a file of another format is built again. Raise it when the arrays, the
tokenizer or the searchable text of a version change."""

_META, _STRINGS = "meta", "strings"


def _text(value: str) -> np.ndarray:
    return np.frombuffer(value.encode("utf-8"), dtype=np.uint8)


def save(path: Path, *, fingerprint: str, arrays: dict[str, np.ndarray], strings: dict[str, list[str]]) -> bool:
    """Write the archive (atomically); ``False`` when the folder cannot be written (nothing is left there)."""
    members = {
        **arrays,
        _STRINGS: _text(json.dumps(strings, ensure_ascii=False)),
        _META: _text(json.dumps({"format": FORMAT, "fingerprint": fingerprint})),
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


def load(path: Path, *, fingerprint: str) -> tuple[dict[str, np.ndarray], dict[str, list[str]]] | None:
    """The arrays and strings saved at ``fingerprint``, or ``None`` when there is no such file, it was saved at
    another fingerprint or format, or it cannot be read whole."""
    try:
        archive = np.load(path, allow_pickle=False)
        if not isinstance(archive, NpzFile):  # a lone array: not what this module writes
            return None
        with archive:
            meta = json.loads(archive[_META].tobytes().decode("utf-8"))
            if meta != {"format": FORMAT, "fingerprint": fingerprint}:
                return None
            strings = json.loads(archive[_STRINGS].tobytes().decode("utf-8"))
            arrays = {name: archive[name] for name in archive.files if name not in (_META, _STRINGS)}
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):  # absent, half-written, damaged
        return None
    if not (
        isinstance(strings, dict)
        and all(
            isinstance(values, list) and all(isinstance(value, str) for value in values) for values in strings.values()
        )
    ):
        return None
    return arrays, strings
