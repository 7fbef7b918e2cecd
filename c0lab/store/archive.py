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

An integer array is written in the smallest integer type that holds its
values (a count of 1 or 2 in one byte, not eight) and read back in the type it
was given, so a reader gets the arrays it would have made; the file is a third
of the size to read.
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

_META, _STRINGS, _NARROWED = "meta", "strings", "narrowed"
_INTEGERS = tuple(np.dtype(name) for name in ("int8", "int16", "int32", "int64"))


def _text(value: str) -> np.ndarray:
    return np.frombuffer(value.encode("utf-8"), dtype=np.uint8)


def _narrow(values: np.ndarray) -> np.ndarray:
    """``values`` in the smallest signed integer type that holds them (other arrays as they are)."""
    if values.dtype not in _INTEGERS or not values.size:
        return values
    low, high = int(values.min()), int(values.max())
    fits = next(kind for kind in _INTEGERS if np.iinfo(kind).min <= low and high <= np.iinfo(kind).max)
    return values.astype(fits) if fits.itemsize < values.dtype.itemsize else values


def save(path: Path, *, tag: dict[str, Any], arrays: dict[str, np.ndarray], strings: dict[str, list[str]]) -> bool:
    """Write the archive (atomically); ``False`` when the folder cannot be written (nothing is left there)."""
    stored = {name: _narrow(np.asanyarray(values)) for name, values in arrays.items()}
    narrowed = {name: str(np.asanyarray(arrays[name]).dtype) for name in stored if stored[name] is not arrays[name]}
    members = {
        **stored,
        _STRINGS: _text(json.dumps(strings, ensure_ascii=False)),
        _META: _text(json.dumps({**tag, _NARROWED: narrowed})),
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
            narrowed = meta.pop(_NARROWED, None) if isinstance(meta, dict) else None
            if meta != tag or not isinstance(narrowed, dict):
                return None
            strings = json.loads(archive[_STRINGS].tobytes().decode("utf-8"))
            arrays = {name: archive[name] for name in archive.files if name not in (_META, _STRINGS)}
            for name, kind in narrowed.items():  # back to the type each was given (a wrong name: KeyError)
                if kind not in map(str, _INTEGERS) or arrays[name].dtype not in _INTEGERS:
                    return None
                arrays[name] = arrays[name].astype(kind)
    except (OSError, ValueError, KeyError, EOFError, TypeError, zipfile.BadZipFile):  # absent, half-written, damaged
        return None
    if not (
        isinstance(strings, dict)
        and all(isinstance(values, list) and set(map(type, values)) <= {str} for values in strings.values())
    ):
        return None
    return arrays, strings
