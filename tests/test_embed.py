"""Embedders: Ollama's API (against a local server that speaks it) and the token counter."""

import socket

import numpy as np
import pytest

from c0lab import C0labError, Memory, OllamaEmbedder
from c0lab.index.embedders import count_tokens, resolve_embedder

from .ollama_server import FakeOllama


@pytest.fixture
def ollama():
    server = FakeOllama().start()
    yield server
    server.stop()


def test_ollama_embeddings_are_unit_vectors_computed_in_one_batch(ollama):
    embedder = OllamaEmbedder(host=ollama.url)
    vectors = embedder.embed(["red apples", "green pears", "red wine"])
    assert vectors.shape == (3, 256) and np.allclose(np.linalg.norm(vectors, axis=1), 1)
    assert [path for path, _ in ollama.requests] == ["/api/embed"]
    assert ollama.requests[0][1]["model"] == "nomic-embed-text"
    embedder.embed(["red apples"])
    embedder.embed(["red apples"])  # a repeated query is cached
    assert len(ollama.requests) == 2


@pytest.mark.vector  # the vectors live in Chroma
def test_a_memory_searches_with_ollama_embeddings_from_ollama_host(ollama, tmp_path, monkeypatch):
    monkeypatch.setenv("OLLAMA_HOST", ollama.url)
    with Memory.open(tmp_path, embedder="ollama:nomic-embed-text") as mem:
        mem.add_concepts(
            [
                {"name": "hybrid search", "description": "keyword and vector retrieval"},
                {"name": "music festival", "description": "summer concerts"},
            ]
        )
        assert mem.status()["embedder"] == "ollama:nomic-embed-text"
        assert mem.search("vector retrieval", mode="vector")["name"].tolist()[0] == "hybrid search"


@pytest.mark.parametrize("mode", ["malformed", "error"])
def test_a_misbehaving_server_is_a_one_line_error(ollama, mode):
    ollama.mode = mode
    with pytest.raises(C0labError) as caught:
        OllamaEmbedder(host=ollama.url).embed(["text"])
    assert "Ollama embeddings failed" in str(caught.value) and "\n" not in str(caught.value)


def test_a_slow_server_times_out(ollama):
    ollama.mode = "slow"
    with pytest.raises(C0labError, match="Ollama embeddings failed"):
        OllamaEmbedder(host=ollama.url, timeout=0.5).embed(["text"])


def test_a_server_that_is_down_is_a_one_line_error():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(C0labError, match="Ollama embeddings failed"):
        OllamaEmbedder(host=f"http://127.0.0.1:{port}").embed(["text"])


def test_embedders_are_named_by_a_string_or_none(monkeypatch):
    assert resolve_embedder(None) is None and resolve_embedder("none") is None
    monkeypatch.setenv("C0LAB_EMBEDDER", "none")
    assert resolve_embedder("default") is None
    with pytest.raises(C0labError, match="embedder must be"):
        resolve_embedder("word2vec")


def test_the_token_approximation_counts_words_and_punctuation():
    assert count_tokens("") == 0
    assert count_tokens("hello, world") == 3
    assert count_tokens("internationalisation") == 2
