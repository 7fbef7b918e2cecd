"""Progress bars show where someone watches and nowhere else (a saved notebook keeps no frozen bar)."""

from __future__ import annotations

import sys

import pytest

from c0lab._progress import interactive, progress


def test_a_kernel_started_by_a_front_end_shows_bars_one_run_by_a_program_does_not(monkeypatch):
    monkeypatch.delenv("C0LAB_PROGRESS", raising=False)
    monkeypatch.delenv("JPY_SESSION_NAME", raising=False)
    monkeypatch.delenv("VSCODE_PID", raising=False)
    monkeypatch.setitem(sys.modules, "ipykernel", sys)  # as inside a notebook kernel
    assert not interactive()  # papermill, nbclient, nbconvert --execute: nobody watches
    items = [1, 2, 3]
    assert progress(items, desc="seed 7") is items
    monkeypatch.setenv("JPY_SESSION_NAME", "/home/me/bench.ipynb")  # JupyterLab / Notebook started it
    assert interactive()
    bar = progress(items, desc="seed 7")
    assert bar is not items and list(bar) == items
    assert progress(items, disable=True) is items
    monkeypatch.setenv("C0LAB_PROGRESS", "0")
    assert not interactive()


def test_a_terminal_shows_bars_a_pipe_does_not(monkeypatch):
    monkeypatch.delenv("C0LAB_PROGRESS", raising=False)
    monkeypatch.delitem(sys.modules, "ipykernel", raising=False)

    class Stream:
        def __init__(self, tty: bool) -> None:
            self.tty = tty

        def isatty(self) -> bool:
            return self.tty

    monkeypatch.setattr(sys, "stderr", Stream(False))
    assert not interactive()
    monkeypatch.setattr(sys, "stderr", Stream(True))
    assert interactive()
    monkeypatch.setenv("C0LAB_PROGRESS", "no")
    assert not interactive()


def test_a_notebook_executed_by_a_program_saves_no_progress_bar(monkeypatch):
    for name in ("C0LAB_PROGRESS", "JPY_SESSION_NAME", "VSCODE_PID"):  # the kernel inherits this environment
        monkeypatch.delenv(name, raising=False)
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    code = "from c0lab._progress import progress\nprint(sum(progress(range(50), desc='seed 7')))"
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)])
    nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    outputs = notebook.cells[0].outputs
    assert [output.get("text", "") for output in outputs] == ["1225\n"]  # the answer, no frozen "seed 7: 0%"
