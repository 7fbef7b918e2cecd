"""The one interface to language models: chat and embeddings from an Ollama server (the ``llm`` extra)."""

from .provider import LLMClient, ollama_client

__all__ = ["LLMClient", "ollama_client"]
