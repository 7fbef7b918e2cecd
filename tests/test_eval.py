"""The retrieval eval's machinery: how a golden query is scored and summarised, and the gate of the command.

The figures themselves are gated by ``c0lab eval --min-recall`` in CI, never here.
"""

import json
import subprocess
import sys

import pandas as pd
import pytest

from c0lab.bench.eval import evaluate, summarize


def test_summarize_computes_recall_mrr_and_precision_from_the_rows():
    rows = pd.DataFrame(
        [
            {"type": "plain", "recall": 1.0, "reciprocal_rank": 1.0, "precision": 1 / 3},
            {"type": "plain", "recall": 0.0, "reciprocal_rank": 0.0, "precision": 0.0},
            {"type": "dated", "recall": 1.0, "reciprocal_rank": 0.5, "precision": 1 / 3},
        ]
    )
    table = summarize(rows, k=3)
    assert table.loc["plain", "recall@3"] == 0.5 and table.loc["plain", "queries"] == 2
    assert table.loc["dated", "MRR"] == 0.5
    assert table.loc["all", "MRR"] == 0.5 and table.loc["all", "queries"] == 3


def test_evaluate_scores_each_query_by_where_its_answer_ranks(tmp_path):
    world = tmp_path / "world.json"
    world.write_text(
        json.dumps(
            {
                "concepts": [
                    {"name": "reciprocal rank fusion", "description": "fuses ranked lists by rank"},
                    {"name": "cold storage", "description": "archive tier for rarely read data"},
                ]
            }
        )
    )
    golden = tmp_path / "golden.json"
    golden.write_text(
        json.dumps(
            {
                "queries": [
                    {"type": "plain", "query": "reciprocal rank fusion", "expect": ["reciprocal rank fusion"]},
                    {"type": "plain", "query": "archive tier", "expect": ["reciprocal rank fusion"]},
                    {"type": "semantic", "query": "anything", "expect": ["cold storage"]},
                ]
            }
        )
    )
    rows = evaluate(k=1, embedder=None, world=world, golden=golden)
    assert rows["type"].tolist() == ["plain", "plain"]  # keyword-only runs skip what only vectors find
    assert rows.loc[0, "recall"] == 1.0 and rows.loc[0, "reciprocal_rank"] == 1.0
    assert rows.loc[1, "top"] == "cold storage" and rows.loc[1, "recall"] == 0.0


@pytest.mark.slow
@pytest.mark.integration
def test_the_eval_command_gates_on_min_recall(tmp_path):
    out = tmp_path / "eval.json"
    passing = subprocess.run(
        [sys.executable, "-m", "c0lab", "eval", "--seed", "--no-embeddings", "--min-recall", "0.0", "--json", str(out)],
        capture_output=True,
        text=True,
    )
    assert passing.returncode == 0, passing.stderr
    assert "recall@3" in passing.stdout and json.loads(out.read_text())["k"] == 3
    failing = subprocess.run(
        [sys.executable, "-m", "c0lab", "eval", "--seed", "--no-embeddings", "--k", "1", "--min-recall", "1.01"],
        capture_output=True,
        text=True,
    )
    assert failing.returncode == 1 and "below --min-recall" in failing.stderr


@pytest.mark.vector
def test_the_bundled_minilm_embeds_offline_into_unit_vectors():
    from c0lab import MiniLMEmbedder

    embedder = MiniLMEmbedder()
    vectors = embedder.embed(["a vector index", "an index of vectors", "a music festival"])
    assert vectors.shape == (3, 384)
    assert abs(float((vectors[0] ** 2).sum()) - 1) < 1e-4
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]
    assert embedder.count_tokens("Project Zephyr") >= 2


def test_held_out_families_are_summarised_apart_and_abstentions_scored_by_the_first_line(tmp_path):
    world = tmp_path / "world.json"
    world.write_text(
        json.dumps(
            {
                "concepts": [
                    {"name": "Kiln Project", "description": "a pottery project"},
                    {"name": "Ash Guild", "description": "a guild"},
                    {"name": "Ada Rook"},
                    {"name": "Bo Fenn"},
                ],
                "relations": [
                    {"source": "Kiln Project", "type": "RUN_BY", "target": "Ash Guild"},
                    {"source": "Kiln Project", "type": "LED_BY", "target": "Ada Rook", "valid_to": "2020-01-01"},
                    {"source": "Kiln Project", "type": "LED_BY", "target": "Bo Fenn", "valid_from": "2020-01-01"},
                ],
            }
        )
    )
    golden = tmp_path / "golden.json"
    golden.write_text(
        json.dumps(
            {
                "queries": [
                    {"type": "plain", "query": "Kiln Project", "expect": ["Kiln Project"]},
                    {
                        "type": "reverse",
                        "via": "walk",
                        "held_out": True,
                        "query": "which project does the Ash Guild run",
                        "expect": ["Kiln Project"],
                    },
                    {
                        "type": "unknown attribute",
                        "via": "walk",
                        "held_out": True,
                        "query": "who funds Kiln Project",
                        "expect": [],
                        "abstain": True,
                    },
                    {
                        "type": "event-relative",
                        "via": "walk",
                        "held_out": True,
                        "expect": ["Ada Rook"],
                        "query": "who led Kiln Project before Bo Fenn took over",
                        "not_current": ["Bo Fenn"],
                    },
                    {
                        "type": "event-relative",
                        "via": "walk",
                        "held_out": True,
                        "expect": ["Ada Rook"],
                        "query": "who leads Kiln Project",
                        "not_current": ["Bo Fenn"],
                    },
                ]
            }
        )
    )
    rows = evaluate(k=3, embedder=None, world=world, golden=golden)
    assert rows["recall"].tolist()[:3] == [1.0, 1.0, 1.0]
    assert rows["clean"].tolist()[1:] == [1.0, 1.0, 1.0, 0.0]  # the last names Bo Fenn as current
    table = summarize(rows, k=3)
    assert table.loc["all", "queries"] == 1 and table.loc["held_out", "queries"] == 4
    assert table.loc["held_out", "clean"] == 0.75
