"""Progress bars: ``tqdm.auto`` where someone watches, none where nobody does.

A bar drawn in a run nobody watches is noise at best, and in a notebook
executed by papermill or ``nbconvert --execute`` it is saved frozen where it
started ("seed 7: 0%"). So a bar is shown only in an interactive session: a
terminal (standard error is a TTY) or a notebook kernel that a person's
front end started (JupyterLab and Notebook set ``JPY_SESSION_NAME``, VS Code
``VSCODE_PID``); ``C0LAB_PROGRESS=1`` / ``0`` decides it outright.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from typing import Any, TypeVar

__all__ = ["interactive", "progress"]

T = TypeVar("T")


def interactive() -> bool:
    """Whether a person watches this run (see the module's docstring)."""
    said = os.environ.get("C0LAB_PROGRESS", "").strip().lower()
    if said in ("0", "1", "false", "true", "no", "yes"):
        return said in ("1", "true", "yes")
    if "ipykernel" in sys.modules:
        return bool(os.environ.get("JPY_SESSION_NAME") or os.environ.get("VSCODE_PID"))
    stream = sys.stderr
    return bool(stream is not None and hasattr(stream, "isatty") and stream.isatty())


def progress(iterable: Iterable[T], *, disable: bool = False, **options: Any) -> Iterable[T]:
    """``tqdm.auto.tqdm(iterable, …)`` in an interactive session (and unless ``disable``), else the iterable."""
    if disable or not interactive():
        return iterable
    from tqdm.auto import tqdm

    return tqdm(iterable, **options)
