"""Load a world described as JSON (concepts, patches, relations, supersessions, invalidations)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .._errors import InvalidInputError
from .._protocols import WritableMemory
from ..store.files import read_json as read_state

__all__ = ["FIXTURES", "load_world", "read_json"]

FIXTURES = Path(__file__).resolve().parent / "fixtures"
"""The invented worlds, golden queries and labelled dead ends shipped with the package."""


def read_json(path: str | Path) -> dict[str, Any]:
    """A JSON file's object, with a one-line error when it is missing or malformed."""
    path = Path(path)
    if not path.exists():
        raise InvalidInputError(f"{path} does not exist")
    return read_state(path, dict[str, Any])


def load_world(memory: WritableMemory, world: dict[str, Any]) -> None:
    """Write a world into ``memory`` in the order its parts depend on each other."""
    memory.add_concepts(world.get("concepts", []))
    for patch in world.get("patches", []):
        memory.add_patch(patch["concept"], patch["content"], valid_from=patch.get("valid_from"))
    memory.add_relations(world.get("relations", []))
    for change in world.get("supersessions", []):
        memory.supersede(change["old"], change["new"], at=change["at"])
    for change in world.get("invalidations", []):
        memory.invalidate(change["name"], reason=change["reason"], at=change["at"], by=change.get("by"))
