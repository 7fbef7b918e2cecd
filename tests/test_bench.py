"""The synthetic-world benchmark: the world, the grading, the fairness of the arms, the LLM wiring."""

from __future__ import annotations

import subprocess
import sys

import pytest

from c0lab import Memory
from c0lab.bench.arms import ARMS, grade, ollama_grader, run_bench, summarize_bench
from c0lab.bench.world import CATEGORIES, Question, generate_world

from .ollama_server import FakeOllama


def test_the_world_is_seeded_and_covers_every_category():
    first, again, other = generate_world(seed=3, units=4), generate_world(seed=3, units=4), generate_world(seed=4, units=4)
    assert first.questions == again.questions and first.concepts == again.concepts
    assert first.questions != other.questions
    assert {question.category for question in first.questions} == set(CATEGORIES)
    assert len(first.questions) == 36 and len(first.corrections) == 4
    for patch in first.corrections:  # corrections carry no cue word
        assert not any(word in patch["content"].lower() for word in ("obsolete", "no longer", "instead", "correct"))


def test_grading_reads_gold_and_unmarked_stale_answers():
    question = Question("q", "temporal", "Who leads X now?", ("Tomas Vey",), ("Mara Quill",))
    assert grade("- X LED_BY Tomas Vey (since 2022-03-01)", question) == (True, True)
    assert grade("- X LED_BY Tomas Vey\n- [ended 2022-03-01] X LED_BY Mara Quill", question) == (True, True)
    assert grade("X was led by Mara Quill.\nX is led by Tomas Vey.", question) == (True, False)
    assert grade("X was led by Mara Quill.", question) == (False, False)
    nothing = Question("a", "abstention", "Who leads Y?", ("I don't know",))
    assert grade("Nothing in memory is named 'Y'.", nothing) == (True, True)
    assert grade("Y LED_BY Z", nothing) == (False, False)


def test_the_c0lab_arm_gets_nothing_but_the_question_text(monkeypatch):
    calls = []
    original = Memory.walk

    def spy(self, query, **options):
        calls.append((query, options))
        return original(self, query, **options)

    monkeypatch.setattr(Memory, "walk", spy)
    results = run_bench(units=2, arms=("c0lab",), embedder=None, progress=False)
    assert [query for query, _ in calls] == results["text"].tolist()
    assert all(options == {"budget_tokens": 1000} for _, options in calls)


def test_keyword_only_c0lab_is_clean_in_every_category_and_flat_rag_is_not():
    results = run_bench(units=6, embedder=None, progress=False)
    clean = summarize_bench(results, metric="clean")
    assert (clean.loc[list(CATEGORIES), "c0lab"] == 1.0).all()
    assert clean.loc["temporal", "flat_rag"] < 0.5 and clean.loc["all", "bare"] < 0.2
    assert set(results["arm"]) == set(ARMS) and (results["tokens"] <= 1000).all()


@pytest.fixture
def ollama():
    server = FakeOllama().start()
    yield server
    server.stop()


def test_the_llm_grade_asks_a_reader_then_a_judge_with_a_majority_of_trials(ollama):
    question = Question("q", "simple", "Which organisation runs X?", ("Vola Labs",))
    ollama.chat_reply = '{"correct": true}'
    grader = ollama_grader("reader-model", judge="judge-model", trials=3, host=ollama.url)
    assert grader("X RUN_BY Vola Labs", question.text, question) is True
    models = [body["model"] for _, body in ollama.requests]
    assert models == ["reader-model", "judge-model"] * 3
    assert "Vola Labs" in ollama.requests[0][1]["messages"][1]["content"]
    assert ollama.requests[1][1]["format"]["required"] == ["correct"]
    ollama.chat_reply = '{"correct": false}'
    assert grader("", question.text, question) is False
    ollama.mode = "error"  # a model error is a wrong answer
    ollama.chat_reply = '{"correct": true}'
    assert grader("X RUN_BY Vola Labs", question.text, question) is False


def test_the_bench_command_prints_the_table_and_writes_csv_markdown_and_chart(tmp_path):
    out = tmp_path / "out"
    result = subprocess.run([sys.executable, "-m", "c0lab", "bench", "--seed", "--no-embeddings", "--out", str(out)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "clean@1000" in result.stdout and "c0lab" in result.stdout
    assert sorted(path.name for path in out.iterdir()) == ["chart.png", "results.csv", "summary.md"]
    assert (out / "chart.png").read_bytes()[:4] == b"\x89PNG"
    bad = subprocess.run([sys.executable, "-m", "c0lab", "bench", "--llm", "gpt-4"], capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stderr.strip() == "c0lab: --llm takes ollama:MODEL, such as ollama:hermes3:8b, not 'gpt-4'"
