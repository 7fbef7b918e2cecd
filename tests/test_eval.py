"""The retrieval eval on the fixture world: the figures the retrieval issue gates on."""

import json
import subprocess
import sys

import pytest

from c0lab import MiniLMEmbedder
from c0lab.bench.eval import evaluate, summarize


@pytest.fixture(scope="module")
def full():
    return summarize(evaluate(k=3, embedder="minilm"), k=3)


def test_the_full_cascade_finds_every_golden_answer_in_the_top_3(full):
    assert full.loc["all", "recall@3"] == 1.0
    assert full.loc["all", "MRR"] >= 0.95
    assert set(full.index) >= {"plain", "paraphrase", "semantic", "patch", "multihop", "dated"}


def test_keyword_only_search_finds_the_lexical_answers():
    summary = summarize(evaluate(k=3, embedder=None), k=3)
    assert summary.loc["all", "recall@3"] >= 0.95
    assert summary.loc["patch", "recall@3"] == 1.0
    assert "semantic" not in summary.index  # only vectors can find those


def test_the_bundled_minilm_embeds_offline_into_unit_vectors():
    embedder = MiniLMEmbedder()
    vectors = embedder.embed(["a vector index", "an index of vectors", "a music festival"])
    assert vectors.shape == (3, 384)
    assert abs(float((vectors[0] ** 2).sum()) - 1) < 1e-4
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]
    assert embedder.count_tokens("Project Zephyr") >= 2


def test_the_eval_command_gates_on_min_recall(tmp_path):
    out = tmp_path / "eval.json"
    passing = subprocess.run(
        [sys.executable, "-m", "c0lab", "eval", "--seed", "--no-embeddings", "--min-recall", "0.95", "--json", str(out)],
        capture_output=True, text=True,
    )
    assert passing.returncode == 0, passing.stderr
    assert "recall@3" in passing.stdout and json.loads(out.read_text())["k"] == 3
    failing = subprocess.run(
        [sys.executable, "-m", "c0lab", "eval", "--seed", "--no-embeddings", "--k", "1", "--min-recall", "1.01"],
        capture_output=True, text=True,
    )
    assert failing.returncode == 1 and "below --min-recall" in failing.stderr
