"""Turn vectors kept on disk between eval runs, keyed by the embedder's name and the text's hash.

Embedding a LongMemEval haystack (~500 long turns) with the NumPy MiniLM takes
minutes on a small machine; the vectors of a text never change for a model,
so a second run reads them. The cache is the harness's, used alike by the
memory and the dense baseline (both embed through
:class:`~c0lab.bench.conversations.baselines.SharedVectors`), so it changes
no figure but the ingest time. One folder a model
(``DIR/<embedder name>/``), one ``.npz`` shard a save (the texts' SHA-256
and their vectors); shards are only added, never rewritten.
"""

from __future__ import annotations

import hashlib
import os
import re
import uuid
import zipfile
from pathlib import Path

import numpy as np

from ..._errors import InvalidInputError

__all__ = ["VectorCache", "text_key"]


def text_key(text: str) -> str:
    """The key of ``text``: its UTF-8 SHA-256, in hex."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class VectorCache:
    """The vectors an embedder named ``model`` gave, read from and added to ``folder``."""

    def __init__(self, folder: str | Path, *, model: str) -> None:
        root = Path(folder)
        if root.exists() and not root.is_dir():
            raise InvalidInputError(f"the vector cache {root} is a file, not a folder")
        self.folder = root / re.sub(r"[^\w.-]+", "_", model)
        self._vectors: dict[str, np.ndarray] = {}
        self._pending: dict[str, np.ndarray] = {}
        shards = sorted(self.folder.glob("*.npz")) if self.folder.is_dir() else []
        for shard in (shard for shard in shards if not shard.name.endswith(".partial.npz")):  # a save cut short
            try:
                with np.load(shard) as data:
                    keys, vectors = data["keys"], data["vectors"]
            except (OSError, ValueError, KeyError, zipfile.BadZipFile) as error:
                raise InvalidInputError(f"the vector cache shard {shard} cannot be read ({error}); delete it") from None
            self._vectors.update(zip(keys.tolist(), vectors, strict=True))

    def __len__(self) -> int:
        return len(self._vectors) + len(self._pending)

    def get(self, text: str) -> np.ndarray | None:
        """The vector kept for ``text``, or ``None``."""
        key = text_key(text)
        return self._vectors.get(key, self._pending.get(key))

    def put(self, texts: list[str], vectors: np.ndarray) -> None:
        """Keep ``vectors`` (one row per text) until :meth:`save`."""
        for text, vector in zip(texts, vectors, strict=True):
            self._pending[text_key(text)] = np.asarray(vector, dtype=np.float32)

    def save(self) -> None:
        """Write what was put since the last save as a new shard (written whole, then renamed into place)."""
        if not self._pending:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        name = uuid.uuid4().hex
        partial = self.folder / f"{name}.partial.npz"
        np.savez(partial, keys=np.array(list(self._pending)), vectors=np.stack(list(self._pending.values())))
        os.replace(partial, self.folder / f"{name}.npz")
        self._vectors.update(self._pending)
        self._pending = {}
