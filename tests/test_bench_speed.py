"""The bench's speed-ups change no answer (issue 24): queries embedded ahead, one embedder a process, workers."""

from __future__ import annotations

import hashlib
from types import SimpleNamespace

import numpy as np
import pandas as pd
import pytest

from c0lab import Memory
from c0lab.bench import arms
from c0lab.bench.documents import render_documents
from c0lab.bench.flat import FLAT_VARIANTS, FlatIndex, chunk_documents
from c0lab.bench.heldout import heldout_questions
from c0lab.bench.world import generate_world
from c0lab.index.embedders import MiniLMEmbedder, embeds_alone


class _Recorded:
    """Vectors from each word's hash (a text's vector never depends on its batch), every call recorded."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def __call__(self, texts: list[str]) -> np.ndarray:
        self.calls.append(list(texts))
        rows = np.zeros((len(texts), 32), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().split():
                rows[row, hashlib.blake2b(word.encode(), digest_size=1).digest()[0] % 32] += 1.0
        return rows / np.maximum(np.linalg.norm(rows, axis=1, keepdims=True), 1e-9)


def test_the_flat_index_embeds_every_question_ahead_in_two_batches_with_the_same_contexts():
    world = generate_world(seed=3, units=2)
    chunks = chunk_documents(render_documents(world, wording="dev_news"), count_tokens=lambda text: len(text.split()))
    questions = [question.text for question in world.questions + heldout_questions(world)]
    contexts = {}
    for ahead in (False, True):
        embed = _Recorded()
        index = FlatIndex(chunks, embed=embed, count_tokens=lambda text: len(text.split()))
        if ahead:
            index.prepare(questions, list(FLAT_VARIANTS.values()))
            assert len(embed.calls) == 3  # the chunks, the first rounds' texts, the second rounds'
        prepared = len(embed.calls)
        contexts[ahead] = [
            index.context(question, budget, **options)
            for question in questions
            for options in FLAT_VARIANTS.values()
            for budget in (60, 250)
        ]
        asked = embed.calls[prepared:]
        assert (asked == []) if ahead else (len(asked) > len(questions) and all(len(call) == 1 for call in asked))
    assert contexts[True] == contexts[False]
    assert any(contexts[True])


class _Plain:
    """The MiniLM behind an object the bench cannot tell embeds texts alone: nothing is embedded ahead."""

    def __init__(self) -> None:
        self.inner = MiniLMEmbedder()
        self.name = self.inner.name

    def embed(self, texts: list[str]) -> np.ndarray:
        return self.inner.embed(texts)

    def count_tokens(self, text: str) -> int:
        return self.inner.count_tokens(text)

    def count_tokens_many(self, texts: list[str]) -> list[int]:
        return self.inner.count_tokens_many(texts)


@pytest.mark.vector
def test_a_bench_job_embeds_its_questions_ahead_and_answers_as_one_asked_one_at_a_time(encoded):
    job = arms._Job(3, 1, 0, "dev_news", ("flat_plain", "flat_names", "c0lab", "c0lab_oracle"), (100, 250), "minilm")
    computed = encoded
    assert not embeds_alone(_Plain())
    _, plain = arms._run_job(job, embedder=_Plain())
    computed.clear()
    _, ahead = arms._run_job(job, embedder=MiniLMEmbedder())
    questions = {row["text"] for row in ahead}
    alone = {texts[0] for texts in computed if len(texts) == 1}
    assert questions and not questions & alone  # every question was embedded in a batch, none alone
    pd.testing.assert_frame_equal(pd.DataFrame(plain), pd.DataFrame(ahead))


@pytest.mark.slow
@pytest.mark.vector
def test_worker_processes_with_minilm_give_the_rows_of_one_process():
    options = dict(
        units=1,
        seeds=(3, 4),
        arms=("flat_plain", "flat_names", "c0lab", "c0lab_oracle"),
        budgets=(100, 250),
        embedder="minilm",
        progress=False,
        wordings=("frozen", "dev_news"),
    )
    alone = arms.run_bench(**options, workers=1)
    side_by_side = arms.run_bench(**options, workers=2)
    pd.testing.assert_frame_equal(alone, side_by_side)
    pd.testing.assert_frame_equal(alone.attrs["extraction"], side_by_side.attrs["extraction"])


_CONTEXTS = [
    "Project Zephyr [ended 2019-03]: led by Mara Quill (2016 – 2019).\nZürich is home to the Vexa Institute.",
    "Zürich is home to the Vexa Institute.",
    "",
    "Project Zephyr [ended 2019-03]: led by Mara Quill (2016 – 2019).\n\n- (2025-01-06) A line — with marks!\n",
    "internationalisation, anticonstitutionally\nsupercalifragilistic",
]


def _spied(memory, monkeypatch) -> list[list[str]]:
    """Every list of texts ``memory.count_tokens_many`` is asked to count."""
    asked: list[list[str]] = []
    count = memory.count_tokens_many

    def spy(texts: list[str]) -> list[int]:
        asked.append(list(texts))
        return count(texts)

    monkeypatch.setattr(memory, "count_tokens_many", spy)
    return asked


def _check_context_tokens(memory, monkeypatch) -> None:
    whole = memory.count_tokens_many(_CONTEXTS)
    asked = _spied(memory, monkeypatch)
    assert arms.context_tokens(memory, _CONTEXTS) == whole  # the same counts as the contexts counted whole
    (texts,) = asked  # one call, each distinct line once, no context whole
    assert len(texts) == len(set(texts)) and not any("\n" in text for text in texts)
    assert texts.count("Zürich is home to the Vexa Institute.") == 1


def test_context_tokens_count_each_distinct_line_once_with_the_keyword_counter(tmp_path, monkeypatch):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    _check_context_tokens(memory, monkeypatch)
    memory.close()


@pytest.mark.vector
def test_context_tokens_count_each_distinct_line_once_with_minilm(tmp_path, monkeypatch):
    memory = Memory.open(tmp_path / "memory", embedder=MiniLMEmbedder())
    _check_context_tokens(memory, monkeypatch)
    memory.close()


def test_context_tokens_count_whole_contexts_under_any_other_counter(tmp_path, monkeypatch):
    memory = Memory.open(tmp_path / "memory", embedder=_Words())
    asked = _spied(memory, monkeypatch)
    assert arms.context_tokens(memory, _CONTEXTS) == [len(text.split()) for text in _CONTEXTS]
    assert asked == [_CONTEXTS]  # a counter the bench cannot tell counts lines apart counts the contexts whole
    memory.close()


class _Words:
    """An embedder counting words, one vector for every text."""

    name = "words"

    def embed(self, texts: list[str]) -> np.ndarray:
        return np.ones((len(texts), 4), dtype=np.float32) / 2

    def count_tokens(self, text: str) -> int:
        return len(text.split())


def test_a_bench_keeps_its_memories_in_shared_memory_where_there_is_some(monkeypatch):
    monkeypatch.setattr(arms.os, "access", lambda path, mode: True)
    monkeypatch.setattr(arms.Path, "is_dir", lambda path: str(path) == "/dev/shm")
    monkeypatch.setattr(arms.shutil, "disk_usage", lambda path: SimpleNamespace(free=8 << 30))
    assert arms.scratch_folder() == "/dev/shm"
    monkeypatch.setattr(arms.shutil, "disk_usage", lambda path: SimpleNamespace(free=64 << 20))
    assert arms.scratch_folder() is None  # a small /dev/shm (a container's 64 MB) is left alone
    monkeypatch.setattr(arms.os, "access", lambda path, mode: False)
    assert arms.scratch_folder() is None  # no /dev/shm to write in: the system's temporary folder
