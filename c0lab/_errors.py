"""Errors raised by c0lab.

Every error has one root, so ``except C0labError`` catches them all, and each
message is one line a user can act on::

    C0labError
    ├── InvalidInputError        bad argument: empty name, unknown relation type …
    │   ├── BadDateError         a date that cannot be read, or in the wrong order
    │   ├── RelationHeldError    the same relation already holds over part of the asked time
    │   └── UsageError           a command line that cannot be read (an option, an open quote)
    ├── UnknownConceptError      no concept by that name in this namespace
    │   └── NotValidError        the concept exists, but not at the asked time
    ├── NoPathError              no chain of relations joins two concepts at the asked time
    ├── DuplicateConceptError    the name, or a near-duplicate, is already taken
    ├── LockedError              another process is writing this memory
    ├── CorruptMemoryError       a file of the memory cannot be read (it is named)
    ├── StorageError             a file of the memory cannot be written (disk full, …); nothing acknowledged is lost
    ├── SchemaVersionError       the folder was written by another c0lab version
    ├── EmbedderMismatchError    the vectors were built by another embedder
    └── VectorIndexError         Chroma failed; the vectors are derived data, rebuilt from the store
"""

from __future__ import annotations

__all__ = [
    "BadDateError",
    "C0labError",
    "CorruptMemoryError",
    "DuplicateConceptError",
    "EmbedderMismatchError",
    "InvalidInputError",
    "LockedError",
    "NoPathError",
    "NotValidError",
    "RelationHeldError",
    "SchemaVersionError",
    "StorageError",
    "UnknownConceptError",
    "UsageError",
    "VectorIndexError",
]


class C0labError(Exception):
    """Root of every error c0lab raises on purpose."""


class InvalidInputError(C0labError, ValueError):
    """An argument that c0lab cannot accept."""


class BadDateError(InvalidInputError):
    """A date that cannot be read, or dates in an impossible order."""


class RelationHeldError(InvalidInputError):
    """The same relation (source, type, target) already holds over part of the asked valid time."""


class UsageError(InvalidInputError):
    """A command line (a magic's line, a ``c0lab`` verb's words) that cannot be read."""


class UnknownConceptError(C0labError, KeyError):
    """No concept by that name in this namespace."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class NotValidError(UnknownConceptError):
    """The concept exists, but is not valid (or not yet known) at the asked time."""


class NoPathError(C0labError):
    """No chain of relations joins two concepts at the asked time (both exist then)."""


class DuplicateConceptError(C0labError):
    """The name, or a near-duplicate of it, already names a concept."""


class LockedError(C0labError):
    """Another process holds this memory open for writing."""


class CorruptMemoryError(C0labError):
    """A file of the memory cannot be read; the message names it."""


class StorageError(C0labError, OSError):
    """A file of the memory cannot be written (disk full, no permission); the change was not acknowledged."""


class SchemaVersionError(C0labError):
    """The memory folder was written with an incompatible schema version."""


class EmbedderMismatchError(C0labError):
    """The memory's vectors were built by another embedder than the one given."""


class VectorIndexError(C0labError):
    """The vector index (Chroma) failed; it is derived data, rebuilt from the store on request or at open."""
