from __future__ import annotations

import pytest

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
