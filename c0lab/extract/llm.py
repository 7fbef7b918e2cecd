"""The LLM extractor: entities and typed relations read by a chat model, as JSON following a schema.

The model is reached through :func:`~c0lab.llm.provider.ollama_client`; it
answers the structure of :data:`EXTRACTION_SCHEMA` and the answer is read
into the typed :class:`~c0lab.extract.types.Extraction`.
"""

from __future__ import annotations

import json
from typing import Any

from .._errors import C0labError, InvalidInputError
from .._time import format_time
from ..llm.provider import LLMClient, ollama_client
from .types import Entity, Extraction, Relation

__all__ = ["EXTRACTION_SCHEMA", "LLMExtractor"]

EXTRACTION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "entities": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "name": {"type": "string"},
                    "kind": {"type": "string"},
                    "description": {"type": "string"},
                },
                "required": ["name"],
            },
        },
        "relations": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "source": {"type": "string"},
                    "type": {"type": "string"},
                    "target": {"type": "string"},
                    "valid_from": {"type": ["string", "null"]},
                    "valid_to": {"type": ["string", "null"]},
                    "replaces": {"type": ["string", "null"]},
                },
                "required": ["source", "type", "target"],
            },
        },
    },
    "required": ["entities", "relations"],
}
_PROMPT = (
    "Extract a knowledge graph from the text below, written on {day}. Entities: every named thing (name, kind, "
    "a one-line description). Relations: source and target are entity names, type is an UPPER_SNAKE_CASE verb "
    "phrase (RUN_BY, LED_BY, BASED_IN, SHIPS, LICENSED_AS, DEVELOPS …), valid_from and valid_to are the dates "
    "(YYYY, YYYY-MM or YYYY-MM-DD) the text says the relation began and ended, or null. If a statement corrects "
    "or replaces an earlier fact of the same type from the same source, set replaces to that earlier target. "
    "Names the memory already holds (reuse them exactly when the text means them): {known}\n\nText:\n{text}"
)


class LLMExtractor:
    """Entities and typed relations read by a chat ``model`` on an Ollama server, as JSON."""

    def __init__(
        self,
        model: str,
        *,
        host: str | None = None,
        client: LLMClient | None = None,
        timeout: float = 120,
        known_limit: int = 200,
    ) -> None:
        if not isinstance(model, str):
            raise InvalidInputError(f"model must be a string, not {type(model).__name__}")
        if not model.strip():
            raise InvalidInputError("model is empty")
        self.model = model
        self.client = client or ollama_client(host=host, timeout=timeout)
        self.known_limit = known_limit

    def __call__(self, text: str, *, at: int, known: list[str]) -> Extraction:
        prompt = _PROMPT.format(day=format_time(at), known=", ".join(known[: self.known_limit]) or "(none)", text=text)
        try:
            reply = self.client.chat(
                model=self.model, format=EXTRACTION_SCHEMA, messages=[{"role": "user", "content": prompt}]
            )["message"]["content"]
            data = json.loads(reply)
        except Exception as error:  # transport, model and JSON errors: one line
            first = str(error).splitlines()[0] if str(error) else ""
            raise C0labError(
                f"the extractor model {self.model} did not answer ({type(error).__name__}: {first})"
            ) from None
        if not isinstance(data, dict):
            raise C0labError(f"the extractor model {self.model} answered {type(data).__name__}, not an object")
        entities = [
            item
            for item in data.get("entities") or []
            if isinstance(item, dict) and isinstance(item.get("name"), str) and item["name"].strip()
        ]
        relations = [
            item
            for item in data.get("relations") or []
            if isinstance(item, dict)
            and all(isinstance(item.get(key), str) and item[key].strip() for key in ("source", "type", "target"))
        ]
        return Extraction(
            [
                Entity(item["name"], kind=str(item.get("kind") or ""), description=str(item.get("description") or ""))
                for item in entities
            ],
            [
                Relation(
                    item["source"],
                    item["type"],
                    item["target"],
                    valid_from=_moment(item.get("valid_from")),
                    valid_to=_moment(item.get("valid_to")),
                    replaces=_name(item.get("replaces")),
                )
                for item in relations
            ],
        )


def _moment(value: object) -> str | None:
    """A date the model answered (a string by the schema), or ``None``."""
    return None if value is None else value if isinstance(value, str) else str(value)


def _name(value: object) -> str | None:
    """The name the model said a relation replaces, or ``None`` when it said none."""
    return value if isinstance(value, str) and value.strip() else None
