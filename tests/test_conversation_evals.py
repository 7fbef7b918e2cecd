"""The public conversation evals' machinery (loaders, baselines, metrics, runner, command) on tiny
hand-written files in the published formats: no real data, no results of real data."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from c0lab._cli import main
from c0lab._errors import InvalidInputError
from c0lab.bench.conversations import load_locomo, load_longmemeval, run_conversations
from c0lab.bench.conversations.baselines import TurnBaselines
from c0lab.bench.conversations.cases import Turn
from c0lab.bench.conversations.metrics import fill, score_ranking
from c0lab.bench.conversations.vector_cache import VectorCache
from c0lab.index.fusion import rrf

from .embedders import BagOfWordsEmbedder

FIXTURES = Path(__file__).parent / "fixtures"
LOCOMO = FIXTURES / "locomo_tiny.json"
LME_FILE = FIXTURES / "longmemeval_s_tiny.json"
LME_FOLDER = FIXTURES / "longmemeval_files"


def test_locomo_is_read_as_published_with_its_own_categories():
    loaded = load_locomo(LOCOMO)
    assert [haystack.name for haystack in loaded.haystacks] == ["conv-26"]  # conv-44 is held out
    turns = {turn.id: turn for turn in loaded.haystacks[0].turns}
    assert list(turns) == ["D1:1", "D1:2", "D1:3", "D1:4", "D2:1", "D2:2"]
    assert turns["D2:1"].at == pd.Timestamp("2023-06-27 10:37", tz="UTC") and turns["D2:1"].session == "session_2"
    assert turns["D1:3"].text.endswith("[shares a photo: a photo of a dog on a towpath]")
    questions = loaded.haystacks[0].questions
    assert [(q.category, q.evidence) for q in questions] == [("single-hop", ("D1:1",)), ("temporal", ("D1:4", "D2:1"))]
    assert questions[1].sessions == ("session_1", "session_2")
    assert questions[0].now > turns["D2:2"].at  # asked after the last session
    assert loaded.skipped == {"empty session": 1, "question without evidence": 2, "conversation in the wrong format": 1}
    assert len(loaded.notes) == 4 and all("\n" not in note for note in loaded.notes)
    assert [h.name for h in load_locomo(LOCOMO, everything=True).haystacks] == ["conv-26", "conv-44"]


def test_longmemeval_reads_both_published_shapes_alike():
    official, files = load_longmemeval(LME_FILE), load_longmemeval(LME_FOLDER)
    assert [h.name for h in official.haystacks] == [h.name for h in files.haystacks] == ["a1b2c3d0", "ffee0017"]
    for one, other in zip(official.haystacks, files.haystacks, strict=True):
        assert one.turns == other.turns and one.questions == other.questions
    first = official.haystacks[0].questions[0]
    assert first.category == "knowledge-update" and first.evidence == ("answer_s1:0", "answer_s2:0")
    assert first.sessions == ("answer_s1", "answer_s2")
    assert first.now == pd.Timestamp("2023-05-20 10:00", tz="UTC")
    assert official.haystacks[0].turns[2].at == pd.Timestamp("2023-04-11 18:40", tz="UTC")
    assert official.skipped == {"empty session": 1, "question without evidence": 1}
    assert files.skipped["question in the wrong format"] == 1
    assert "0bad000f" in [h.name for h in load_longmemeval(LME_FILE, everything=True).haystacks]
    assert len(load_longmemeval(LME_FILE, limit=1).haystacks) == 1


@pytest.mark.parametrize("loader", [load_locomo, load_longmemeval])
def test_a_missing_or_wrong_file_is_one_line(tmp_path, loader):
    with pytest.raises(InvalidInputError, match="published at https://github.com/"):
        loader(tmp_path / "nowhere.json")
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(InvalidInputError, match="is not a .* JSON file"):
        loader(tmp_path / "bad.json")


def test_a_locomo_file_that_is_not_a_list_is_refused(tmp_path):
    (tmp_path / "dict.json").write_text('{"sample_id": "conv-26"}')
    with pytest.raises(InvalidInputError, match="a list of conversations"):
        load_locomo(tmp_path / "dict.json")


def _turns() -> list[Turn]:
    at = pd.Timestamp("2023-01-01", tz="UTC")
    return [
        Turn("s1:0", "The heron nests by the mill pond.", "ana", "s1", at),
        Turn("s1:1", "Bring the tripod for photos.", "bo", "s1", at),
        Turn("s2:0", "Herons eat frogs and small fish.", "ana", "s2", at),
    ]


def test_each_baseline_sees_single_turns_only():
    keyword = TurnBaselines(_turns(), embedder=None)
    assert keyword.methods == ("bm25",)
    assert keyword.rank("bm25", "where does the heron nest") == ["s1:0", "s2:0"]  # only turns sharing a word
    embedder = BagOfWordsEmbedder()
    both = TurnBaselines(_turns(), embedder=embedder)
    dense = both.rank("dense", "tripod photos")
    assert dense[0] == "s1:1" and sorted(dense) == ["s1:0", "s1:1", "s2:0"]  # every turn, by cosine
    assert both.rank("hybrid", "heron tripod") == list(
        rrf([both.rank("bm25", "heron tripod"), both.rank("dense", "heron tripod")], k=60)
    )


def test_a_hand_made_ranking_is_scored_as_peers_score_it():
    session = {"a:0": "a", "a:1": "a", "b:0": "b", "c:0": "c"}
    costs = {"a:0": 10, "a:1": 10, "b:0": 30, "c:0": 5}
    ranked = ["c:0", "a:1", "b:0", "a:0"]
    row = score_ranking(
        ranked,
        ["a:0", "b:0"],
        ["a", "b"],
        session=session,
        costs=costs,
        shown={20: fill(ranked, costs, 20), 60: fill(ranked, costs, 60)},
    )
    assert row["recall@1"] == 0.0 and row["recall@5"] == 1.0
    assert row["recall_any@5"] == 1.0 and row["recall_all@5"] == 1.0
    assert row["ndcg@10"] == pytest.approx((1 / math.log2(4) + 1 / math.log2(5)) / (1 + 1 / math.log2(3)))
    assert row["session_ndcg@10"] == pytest.approx((1 / math.log2(3) + 1 / math.log2(4)) / (1 + 1 / math.log2(3)))
    assert fill(ranked, costs, 20) == ["c:0", "a:1"]
    assert row["coverage@20"] == 0.0 and row["coverage@60"] == 1.0
    assert row["evidence_tokens"] == 55.0
    missing = score_ranking(["c:0"], ["a:0"], ["a"], session=session, costs=costs, shown={})
    assert missing["evidence_tokens"] == math.inf and missing["recall_all@5"] == 0.0


def test_the_run_puts_every_turn_through_the_memory_and_scores_every_method():
    loaded = load_longmemeval(LME_FILE)
    results = run_conversations(loaded, dataset="longmemeval", embedder=BagOfWordsEmbedder(), progress=False)
    assert set(results.method) == {"c0lab", "bm25", "dense", "hybrid"}
    assert len(results) == 4 * loaded.questions
    assert results.attrs["skipped"] == {"empty session": 1, "question without evidence": 1}
    assert (results.ms > 0).all() and (results.ingest_ms_per_turn >= 0).all()
    lemon = results[(results.question == "ffee0017")].set_index("method")
    assert lemon.loc["bm25", "recall@1"] == 1.0  # the assistant turn with those words is ranked first
    assert lemon.loc["c0lab", "coverage@1000"] == 1.0  # c0lab found it through its own ingestion


def test_the_command_writes_outputs_and_counts_what_it_skipped(tmp_path, capsys):
    assert main(["eval", "locomo", str(LOCOMO), "--no-embeddings", "--out", str(tmp_path / "out")]) == 0
    captured = capsys.readouterr()
    skipped = captured.out.partition("skipped: ")[2].partition("\n")[0].split(", ")
    assert sorted(skipped) == ["1 conversation in the wrong format", "1 empty session", "2 question without evidence"]
    assert captured.err.count("c0lab: ") == 4
    assert {path.name for path in (tmp_path / "out").iterdir()} == {"results.csv", "summary.md", "chart.png"}
    table = pd.read_csv(tmp_path / "out" / "results.csv")
    assert set(table.method) == {"c0lab", "bm25"} and set(table.category) == {"single-hop", "temporal"}
    assert main(["eval", "longmemeval", str(tmp_path / "missing")]) == 2
    assert capsys.readouterr().err.strip().count("\n") == 0


class _Recording(BagOfWordsEmbedder):
    """Remembers the texts of every call."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[list[str]] = []

    def embed(self, texts: list[str]) -> np.ndarray:
        self.batches.append(list(texts))
        return super().embed(texts)


def test_a_vector_cache_lets_a_second_run_embed_only_the_questions(tmp_path):
    loaded = load_longmemeval(LME_FILE)
    first, second = _Recording(), _Recording()
    runs = [
        run_conversations(loaded, dataset="longmemeval", embedder=embedder, progress=False, vector_cache=tmp_path)
        for embedder in (first, second)
    ]
    turns = {text for batch in first.batches if len(batch) > 1 for text in batch}
    assert turns  # the first run embedded the turns and kept them
    assert second.batches and all(len(batch) == 1 for batch in second.batches)  # the second embedded questions only
    metrics = [column for column in runs[0] if column.startswith(("coverage@", "recall"))]
    pd.testing.assert_frame_equal(runs[0][metrics], runs[1][metrics])
    assert len(VectorCache(tmp_path, model=first.name)) == len(turns)
    assert not VectorCache(tmp_path, model="another model")  # keyed by the embedder's name


def test_a_vector_cache_that_cannot_be_read_is_one_line(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    with pytest.raises(InvalidInputError, match="is a file, not a folder"):
        VectorCache(tmp_path / "file", model="m")
    cache = VectorCache(tmp_path / "cache", model="m")
    cache.put(["a text", "another"], np.eye(2, dtype=np.float32))
    cache.save()
    assert VectorCache(tmp_path / "cache", model="m").get("another").tolist() == [0.0, 1.0]
    next((tmp_path / "cache" / "m").glob("*.npz")).write_bytes(b"broken")
    with pytest.raises(InvalidInputError, match="cannot be read") as error:
        VectorCache(tmp_path / "cache", model="m")
    assert "\n" not in str(error.value)
