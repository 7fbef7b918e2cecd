"""c0lab: an external memory for language models that lives in a notebook.

A bi-temporal knowledge graph of concepts, patches, episodes and relations,
each with valid time and system time, persisted as parquet.
"""

from ._errors import (
    BadDateError,
    C0labError,
    CorruptMemoryError,
    DuplicateConceptError,
    EmbedderMismatchError,
    InvalidInputError,
    LockedError,
    NotValidError,
    SchemaVersionError,
    UnknownConceptError,
)
from ._config import HybridSearchConfig
from ._embed import Embedder, MiniLMEmbedder, OllamaEmbedder
from ._memory import Memory
from ._results import Concept, Patch
from ._time import parse_time
from ._walk import Fact, Walk

__all__ = [
    "BadDateError",
    "C0labError",
    "Concept",
    "CorruptMemoryError",
    "DuplicateConceptError",
    "Embedder",
    "EmbedderMismatchError",
    "Fact",
    "HybridSearchConfig",
    "InvalidInputError",
    "LockedError",
    "Memory",
    "MiniLMEmbedder",
    "NotValidError",
    "OllamaEmbedder",
    "Patch",
    "SchemaVersionError",
    "UnknownConceptError",
    "Walk",
    "parse_time",
]

__version__ = "0.1.0"
