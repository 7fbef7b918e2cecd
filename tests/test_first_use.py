"""First use (issue 12): an open starts no Chroma and loads no model; a notebook warms them in the background."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytestmark = [pytest.mark.slow, pytest.mark.integration]  # child processes, a warming Chroma


def child(code: str) -> dict:
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "C0LAB_EMBEDDER": "minilm",
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "ANONYMIZED_TELEMETRY": "False",
    }
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_open_and_a_command_without_vectors_load_no_model_and_no_chroma(tmp_path):
    pytest.importorskip("chromadb")
    path = str(tmp_path / "memory")
    result = child(f"""
import json, sys
from c0lab import Memory
from c0lab._cli import main
Memory.open({path!r}).close()
opened = {{"chromadb": "chromadb" in sys.modules, "torch": "torch" in sys.modules}}
code = main(["reflector", "status", "--path", {path!r}])
print(json.dumps({{**opened, "code": code, "torch_after_status": "torch" in sys.modules}}))
""")
    assert result == {"chromadb": False, "torch": False, "code": 0, "torch_after_status": False}


def test_c0_open_warms_chroma_and_the_model_in_the_background(tmp_path):
    pytest.importorskip("tokenizers")
    path = str(tmp_path / "memory")
    result = child(f"""
import json, sys, threading
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
shell.run_cell("%load_ext c0lab")
shell.run_cell("%c0 open {path}")
warm = [thread for thread in threading.enumerate() if thread.name == "c0lab-warm-up"]
for thread in warm:
    thread.join(240)
from c0lab.index.embedders import MiniLMEmbedder
memory = shell._c0lab_magics.memory
print(json.dumps({{"threads": len(warm), "model": MiniLMEmbedder._shared_model is not None,
                  "chroma": memory.core._index.vectors._real is not None, "built": memory.core._index._built}}))
""")
    assert result == {"threads": 1, "model": True, "chroma": True, "built": False}
