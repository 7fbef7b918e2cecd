"""A command imports what it uses: ``import c0lab`` and the command line's start import no heavy package, and a
reading verb (walk, search) none of those only other commands need. Each check runs in a new interpreter."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from c0lab import Memory

ROOT = Path(__file__).resolve().parent.parent
NEVER_FOR_A_READ = [
    "networkx",
    "scipy",
    "chromadb",
    "torch",
    "IPython",
    "ipywidgets",
    "mcp",
    "tqdm",
    "spacy",
    "matplotlib",
    "onnxruntime",
    "tokenizers",
    "ollama",
    "c0lab.bench",
    "c0lab.notebook",
    "c0lab.cli.server",
    "c0lab.extract",
    "c0lab.memory.ingest",
    "c0lab.reflect.reflector",
]
"""Made lazy for the command line: a regression that imports one of these on the read path fails here."""
NOT_AT_START = [*NEVER_FOR_A_READ, "pandas", "pyarrow", "numpy", "pydantic", "dateparser", "c0lab.memory"]


def _imported(code: str, names: list[str]) -> list[str]:
    """Which of ``names`` (packages or modules) are imported after running ``code`` in a new interpreter."""
    probe = f"{code}\nimport sys, json\nprint(json.dumps([n for n in {names!r} if n in sys.modules]))"
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
        "C0LAB_EMBEDDER": "none",
    }
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("code", ["import c0lab", "import c0lab._cli", "from c0lab import C0labError"])
def test_starting_imports_no_heavy_package(code):
    assert _imported(code, NOT_AT_START) == []


def test_the_public_names_are_still_there():
    import c0lab

    assert all(hasattr(c0lab, name) for name in c0lab.__all__)
    assert set(c0lab.__all__) <= set(dir(c0lab))
    with pytest.raises(AttributeError):
        c0lab.NoSuchName  # noqa: B018


@pytest.fixture(scope="module")
def memory_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("lazy") / "memory"
    with Memory.open(path, embedder=None) as mem:
        mem.add_concept("Zephyr", "An internal search engine.")
        mem.add_concept("Ann", "An engineer.")
        mem.relate("Zephyr", "LED_BY", "Ann", valid_from="2019-01-01")
    return path


@pytest.mark.parametrize(
    "verb", [["walk", "who leads Zephyr?"], ["walk", "--json", "who leads Vexaron?"], ["search", "search engine"]]
)
def test_a_reading_verb_imports_only_what_it_uses(memory_path, verb):
    code = f"from c0lab._cli import main\nassert main({[verb[0], '--path', str(memory_path), *verb[1:]]!r}) in (0, 1)"
    assert _imported(code, NEVER_FOR_A_READ) == []


def test_the_command_line_collects_its_youngest_objects_less_often(monkeypatch):
    """``run`` (the ``c0lab`` program) raises the collector's first threshold while the command runs."""
    import gc

    from c0lab import _cli

    before, seen = gc.get_threshold(), []
    monkeypatch.setattr(_cli, "main", lambda: seen.append(gc.get_threshold()) or 0)
    monkeypatch.setattr(gc, "freeze", lambda: None)  # this test's process keeps collecting what it makes
    try:
        with pytest.raises(SystemExit) as exited:
            _cli.run()
    finally:
        gc.set_threshold(*before)
    assert exited.value.code == 0
    assert seen == [(_cli.GC_YOUNGEST, *before[1:])] and _cli.GC_YOUNGEST > before[0]
