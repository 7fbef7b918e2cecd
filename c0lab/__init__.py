"""c0lab: an external memory for language models that lives in a notebook.

A bi-temporal knowledge graph of concepts, patches, episodes and relations,
each with valid time and system time, persisted as parquet.
"""

import typing

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
    RelationHeldError,
    SchemaVersionError,
    StorageError,
    UnknownConceptError,
    VectorIndexError,
)

if typing.TYPE_CHECKING:
    from ._time import parse_time
    from .index.config import HybridSearchConfig
    from .index.embedders import Embedder, MiniLMEmbedder, OllamaEmbedder
    from .memory.memory import Memory
    from .model.results import Concept, Patch
    from .retrieval.walk import Fact, Walk

_LAZY = {
    "Concept": "model.results",
    "Embedder": "index.embedders",
    "Fact": "retrieval.walk",
    "HybridSearchConfig": "index.config",
    "Memory": "memory.memory",
    "MiniLMEmbedder": "index.embedders",
    "OllamaEmbedder": "index.embedders",
    "Patch": "model.results",
    "Walk": "retrieval.walk",
    "parse_time": "_time",
}
"""The public names read from their modules on first use (PEP 562): ``import c0lab`` (and so every
``c0lab`` command) does not wait for pandas, the store and the index until a name that needs them is used."""

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
    "RelationHeldError",
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


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'c0lab' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value  # the next use finds it at once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


def load_ipython_extension(shell) -> None:
    """``%load_ext c0lab``."""
    from .notebook.extension import load_ipython_extension as load

    load(shell)


def unload_ipython_extension(shell) -> None:
    """``%unload_ext c0lab``."""
    from .notebook.extension import unload_ipython_extension as unload

    unload(shell)
