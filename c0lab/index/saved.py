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

from pathlib import Path

import numpy as np

from ..store import archive

__all__ = ["FORMAT", "load", "save"]

FORMAT = 2
"""The layout of the saved arrays (2: integer arrays stored narrowed, :mod:`c0lab.store.archive`); a file of
another format is built again. Raise it when the arrays, the
tokenizer or the searchable text of a version change."""


def save(path: Path, *, fingerprint: str, arrays: dict[str, np.ndarray], strings: dict[str, list[str]]) -> bool:
    """Write the archive (atomically); ``False`` when the folder cannot be written (nothing is left there)."""
    return archive.save(path, tag={"format": FORMAT, "fingerprint": fingerprint}, arrays=arrays, strings=strings)


def load(path: Path, *, fingerprint: str) -> tuple[dict[str, np.ndarray], dict[str, list[str]]] | None:
    """The arrays and strings saved at ``fingerprint``, or ``None`` when there is no such file, it was saved at
    another fingerprint or format, or it cannot be read whole (:mod:`c0lab.store.archive`)."""
    return archive.load(path, tag={"format": FORMAT, "fingerprint": fingerprint})
