from __future__ import annotations

import os

import pytest

# Store-level tests search by keyword only: no model to load. Retrieval tests
# pass their embedder explicitly. Child processes inherit this.
os.environ["C0LAB_EMBEDDER"] = "none"
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory")
    yield memory
    memory.close()


def reopen(memory: Memory, **options) -> Memory:
    """Close ``memory`` and open its folder again."""
    memory.close()
    return Memory.open(memory.path, namespace=memory.namespace, **options)
