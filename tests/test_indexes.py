"""The indexes are derived: status, rebuild, reconcile, the embedder check, a Chroma server."""

from __future__ import annotations

import os
import socket
import subprocess
import time

import pytest

from c0lab import EmbedderMismatchError, Memory

from .embedders import BagOfWordsEmbedder

CONCEPTS = [
    {"name": "hybrid search", "description": "Keyword and vector retrieval fused by rank."},
    {"name": "Glasswing index", "description": "A vector index for similarity search."},
    {"name": "Ferrocene ledger", "description": "An append-only transaction database."},
]

pytestmark = pytest.mark.vector  # these tests search with vectors (Chroma)


def test_status_counts_items_vectors_and_pending(tmp_path):
    with Memory.open(tmp_path, embedder=BagOfWordsEmbedder()) as mem:
        mem.add_concepts(CONCEPTS)
        mem.add_patch("Glasswing index", "Cold shards move to cheaper storage.")
        status = mem.status()
    assert (status["items"], status["vectors"], status["pending"]) == (4, 4, 0)
    assert status["embedder"] == "test:bag-of-words"


def test_vectors_are_computed_in_one_batch_per_write_and_shared_by_equal_texts(tmp_path):
    embedder = BagOfWordsEmbedder()
    with Memory.open(tmp_path, embedder=embedder) as mem:
        assert embedder.calls == 0  # opening embeds nothing and starts no Chroma: the index is built at first use
        mem.index  # noqa: B018 - in use from here: each write embeds its new texts
        mem.add_concepts(CONCEPTS)
        assert embedder.calls == 1
        mem.describe("hybrid search", "Keyword and vector retrieval fused by rank.", at="2020-01-01")
        assert embedder.calls == 1 and mem.status()["vectors"] == 3  # same text, same vector


def test_a_crash_between_store_and_index_is_reconciled_on_open(tmp_path):
    with Memory.open(tmp_path, embedder=BagOfWordsEmbedder()) as mem:
        mem.add_concepts(CONCEPTS)
        lost = mem.index.text_keys[0]
        mem.index.vectors._collection.delete(ids=[lost])  # as if the process died before Chroma's write
        mem.index.vectors._count = None
        assert mem.status()["vectors"] == 2
    with Memory.open(tmp_path, embedder=BagOfWordsEmbedder()) as mem:
        status = mem.status()
        assert (status["vectors"], status["pending"]) == (3, 0)
        assert mem.search("keyword retrieval fused", mode="vector")["name"].tolist()[0] == "hybrid search"


def test_a_failing_embedder_keeps_the_change_and_leaves_its_vectors_pending(tmp_path):
    class Broken(BagOfWordsEmbedder):
        def embed(self, texts):
            raise ConnectionError("embedding server down")

    with Memory.open(tmp_path, embedder=BagOfWordsEmbedder(name="broken")) as mem:
        mem.index.embedder = Broken(name="broken")
        with pytest.warns(UserWarning, match="1 texts wait for vectors: embedding server down"):
            mem.add_concept("hybrid search", "Keyword and vector retrieval.")
        assert mem.concept("hybrid search") and mem.status()["pending"] == 1
        assert mem.search("retrieval", mode="keyword")["name"].tolist() == ["hybrid search"]
    with Memory.open(tmp_path, embedder=BagOfWordsEmbedder(name="broken")) as mem:
        assert mem.status()["pending"] == 0 and mem.status()["vectors"] == 1


def test_rebuild_indexes_recreates_them_from_the_store(tmp_path):
    with Memory.open(tmp_path, embedder=BagOfWordsEmbedder()) as mem:
        mem.add_concepts(CONCEPTS)
        mem.index.vectors.clear()
        assert mem.status()["vectors"] == 0
        assert mem.rebuild_indexes() == {"items": 3, "vectors": 3}
        assert mem.search("append-only transactions")["name"].tolist()[0] == "Ferrocene ledger"


def test_a_memory_refuses_an_embedder_other_than_the_one_that_built_it(tmp_path):
    with Memory.open(tmp_path, embedder=BagOfWordsEmbedder(name="test:a")) as mem:
        mem.add_concepts(CONCEPTS)
    with pytest.raises(EmbedderMismatchError, match="built by test:a, not test:b") as caught:
        Memory.open(tmp_path, embedder=BagOfWordsEmbedder(name="test:b"))
    assert "\n" not in str(caught.value)
    with Memory.open(tmp_path, embedder=None) as mem:  # keyword-only reading is always possible
        assert mem.search("append-only", mode="keyword")["name"].tolist() == ["Ferrocene ledger"]
    with Memory.open(tmp_path, embedder=BagOfWordsEmbedder(name="test:b"), reindex=True) as mem:
        assert mem.status()["vectors"] == 3
    Memory.open(tmp_path, embedder=BagOfWordsEmbedder(name="test:b")).close()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def chroma_server(tmp_path_factory):
    """A real ``chroma run`` on 127.0.0.1, stopped after the module."""
    port = _free_port()
    folder = tmp_path_factory.mktemp("chroma-server")
    server = subprocess.Popen(
        ["chroma", "run", "--path", str(folder), "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "ANONYMIZED_TELEMETRY": "False"},
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                break
        except OSError:
            time.sleep(0.3)
    else:
        server.kill()
        pytest.fail("chroma run did not start within 60 s")
    yield f"http://127.0.0.1:{port}"
    server.terminate()
    server.wait(timeout=30)


QUERIES = ["append-only transactions", "similarity search index", "rank fusion of keyword and vector", "zzyzx"]


def _results(memory: Memory) -> list[list[tuple[str, str]]]:
    return [[(row.name, row.found_by) for row in memory.search(query, k=5).itertuples()] for query in QUERIES]


def test_a_chroma_server_gives_the_same_results_as_the_embedded_chroma(tmp_path, chroma_server):
    embedded = Memory.open(tmp_path / "embedded", embedder=BagOfWordsEmbedder())
    served = Memory.open(tmp_path / "served", embedder=BagOfWordsEmbedder(), chroma_url=chroma_server)
    try:
        for memory in (embedded, served):
            memory.add_concepts(CONCEPTS)
            memory.add_patch("Glasswing index", "Cold shards move to cheaper storage.")
        assert served.status()["vectors"] == embedded.status()["vectors"] == 4
        assert not (tmp_path / "served" / "namespaces" / "default" / "chroma").exists()
        assert _results(served) == _results(embedded)
        assert _results(served)[0][0][0] == "Ferrocene ledger"
    finally:
        embedded.close()
        served.close()
