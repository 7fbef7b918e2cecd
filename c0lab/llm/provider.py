"""One small provider interface for model calls: ``chat`` and ``embed``, served by Ollama today.

The classifier, the benchmark's reader and judge, ``Memory.ask`` and the
Ollama embedder all get their client here; none builds one itself. The host
is ``OLLAMA_HOST`` (else Ollama's default, ``http://127.0.0.1:11434``).
"""

from __future__ import annotations

import os
from typing import Any, Protocol

from .._errors import C0labError

__all__ = ["LLMClient", "ollama_client"]


class LLMClient(Protocol):
    """What c0lab asks of a model server: a chat reply and embeddings."""

    def chat(self, *, model: str, messages: list[dict[str, str]], format: Any = None) -> Any:
        """A reply to ``messages``; ``format`` is a JSON schema the reply must follow."""

    def embed(self, *, model: str, input: list[str]) -> Any:
        """One embedding a text."""


def ollama_client(*, host: str | None = None, timeout: float = 60) -> LLMClient:
    """A client of the Ollama server at ``host`` (default ``$OLLAMA_HOST``)."""
    try:
        import ollama
    except ImportError:
        raise C0labError("model calls need the llm extra: pip install 'c0lab[llm]'") from None
    return ollama.Client(host=host or os.environ.get("OLLAMA_HOST"), timeout=timeout)
