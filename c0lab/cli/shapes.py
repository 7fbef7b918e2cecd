"""What the verbs and the MCP tools return, as plain JSON values with stable keys.

Times are ISO 8601 strings in UTC (``"2022-06-01T00:00:00+00:00"``); an open
end ("since always", "until further notice") is ``null``. Tables (search
results, a history, a diff, a measure) are lists of objects, one a row, with
the columns of the DataFrame the Python API returns.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from typing import Any

import numpy as np
import pandas as pd

from ..model.results import Concept
from ..retrieval.recall import Recall
from ..retrieval.walk import Fact, Walk

__all__ = ["concept_json", "fact_json", "jsonable", "recall_json", "rows_json", "walk_json"]


def jsonable(value: Any) -> Any:
    """``value`` as JSON: timestamps as ISO strings (``NaT`` as ``null``), NumPy numbers as numbers, NaN as ``null``."""
    if value is None or isinstance(value, (bool, str, int)):
        return value
    if isinstance(value, float):
        return None if math.isnan(value) else value
    if isinstance(value, pd.Timestamp):
        return None if pd.isna(value) else value.isoformat()
    if value is pd.NaT:
        return None
    if isinstance(value, np.generic):
        return jsonable(value.item())
    if isinstance(value, pd.DataFrame):
        return rows_json(value)
    if isinstance(value, Mapping):
        return {str(key): jsonable(item) for key, item in value.items()}
    if isinstance(value, (list, tuple, set, frozenset, np.ndarray)):
        return [jsonable(item) for item in value]
    if isinstance(value, Concept):
        return concept_json(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: jsonable(getattr(value, field.name)) for field in dataclasses.fields(value)}
    return str(value)


def rows_json(frame: pd.DataFrame) -> list[dict[str, Any]]:
    """A DataFrame as a list of objects, one a row (the index is dropped)."""
    return [{str(key): jsonable(value) for key, value in row.items()} for row in frame.to_dict("records")]


def concept_json(concept: Concept | None) -> dict[str, Any] | None:
    """A concept: ``name``, ``description``, ``kind``, ``aliases``, ``valid_from``, ``valid_to``,
    ``recorded_at``, ``reason``, ``cause``, ``origin``, ``id`` and ``patches`` (``content``, ``valid_from``,
    ``valid_to``, ``recorded_at``, ``origin``, ``id``)."""
    if concept is None:
        return None
    return {
        "name": concept.name,
        "description": concept.description,
        "kind": concept.kind,
        "aliases": list(concept.aliases),
        "valid_from": jsonable(concept.valid_from),
        "valid_to": jsonable(concept.valid_to),
        "recorded_at": jsonable(concept.recorded_at),
        "reason": concept.reason,
        "cause": concept.cause,
        "origin": concept.origin,
        "id": concept.id,
        "patches": [jsonable(patch) for patch in concept.patches],
    }


def fact_json(fact: Fact) -> dict[str, Any]:
    """A walk's fact: ``subject``, ``relation``, ``object``, ``status`` (``current``, ``ended``,
    ``superseded``, ``invalidated``), ``valid_from``, ``valid_to``, ``depth``, ``note`` and ``line``
    (the fact as the context shows it)."""
    return {
        "subject": fact.subject,
        "relation": fact.relation,
        "object": fact.object,
        "status": fact.status,
        "valid_from": jsonable(fact.valid_from),
        "valid_to": jsonable(fact.valid_to),
        "depth": fact.depth,
        "note": fact.note,
        "line": fact.line(),
    }


def walk_json(walk: Walk) -> dict[str, Any]:
    """A walk: ``query``, ``topic``, ``as_of``, ``known_at``, ``dead_end``, ``abstains``, ``concept``, ``facts``,
    ``reached``, ``trail``, ``event``, ``context``, ``tokens`` and ``budget_tokens``."""
    return {
        "query": walk.query,
        "topic": walk.topic,
        "as_of": jsonable(walk.as_of),
        "known_at": jsonable(walk.known_at),
        "dead_end": walk.dead_end,
        "abstains": walk.abstains or (walk.context.split("\n", 1)[0] if walk.dead_end else ""),
        "concept": concept_json(walk.concept),
        "facts": [fact_json(fact) for fact in walk.facts],
        "reached": list(walk.reached),
        "trail": list(walk.trail),
        "event": walk.event,
        "context": walk.context,
        "tokens": walk.tokens,
        "budget_tokens": walk.budget_tokens,
    }


def recall_json(recall: Recall) -> dict[str, Any]:
    """A recall: ``query``, ``items`` (the episodes, best first), ``context``, ``tokens`` and ``budget_tokens``."""
    return {
        "query": recall.query,
        "items": rows_json(recall.items),
        "context": recall.context,
        "tokens": recall.tokens,
        "budget_tokens": recall.budget_tokens,
    }
