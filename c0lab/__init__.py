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
    NoPathError,
    NotValidError,
    SchemaVersionError,
    StorageError,
    UnknownConceptError,
    VectorIndexError,
)
from ._time import parse_time
from .index.config import HybridSearchConfig
from .index.embedders import Embedder, MiniLMEmbedder, OllamaEmbedder
from .memory.memory import Memory
from .model.results import Concept, Patch
from .retrieval.walk import Fact, Walk

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
    "NoPathError",
    "NotValidError",
    "OllamaEmbedder",
    "Patch",
    "SchemaVersionError",
    "StorageError",
    "UnknownConceptError",
    "VectorIndexError",
    "Walk",
    "load_ipython_extension",
    "parse_time",
    "unload_ipython_extension",
]

__version__ = "0.1.0"


def load_ipython_extension(shell) -> None:
    """``%load_ext c0lab``."""
    from .notebook.extension import load_ipython_extension as load

    load(shell)


def unload_ipython_extension(shell) -> None:
    """``%unload_ext c0lab``."""
    from .notebook.extension import unload_ipython_extension as unload

    unload(shell)
