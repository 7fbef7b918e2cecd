"""c0lab: an external memory for language models that lives in a notebook.

A bi-temporal knowledge graph of concepts, patches, episodes and relations,
each with valid time and system time, persisted as parquet.
"""

from ._errors import (
    BadDateError,
    C0labError,
    CorruptMemoryError,
    DuplicateConceptError,
    InvalidInputError,
    LockedError,
    NotValidError,
    SchemaVersionError,
    UnknownConceptError,
)
from ._memory import Memory
from ._results import Concept, Patch
from ._time import parse_time

__all__ = [
    "BadDateError",
    "C0labError",
    "Concept",
    "CorruptMemoryError",
    "DuplicateConceptError",
    "InvalidInputError",
    "LockedError",
    "Memory",
    "NotValidError",
    "Patch",
    "SchemaVersionError",
    "UnknownConceptError",
    "parse_time",
]

__version__ = "0.1.0"
