"""A text's MiniLM vector is the one it gets embedded alone (issue 24): batches, the vector cache, token counts."""

from __future__ import annotations

import numpy as np
import pytest

from c0lab.index.embedders import MiniLMEmbedder, OllamaEmbedder, embeds_alone
from c0lab.index.minilm import BertEncoder

pytestmark = pytest.mark.vector

TEXTS = [
    "Who leads Project Zephyr now?",
    "Who leads Project Nimbus now?",  # the same token length as the first
    "Which toolkit does Project Zephyr ship?",
    "a",
    "Mara Quill handed the reins of Project Zephyr to Tomas Vey in the spring of 2022.",
    "Who led Project Zephyr?",
    "Which organisation runs Project Nimbus, and where is it based?",
    "Which toolkit does Project Nimbus ship?",
]


@pytest.fixture(scope="module")
def model() -> BertEncoder:
    embedder = MiniLMEmbedder()
    embedder.load()
    return embedder._model


def test_texts_embedded_together_get_their_vectors_alone(model, monkeypatch):
    lengths = [len(ids) for ids in model.token_ids(TEXTS)]
    assert len(set(lengths)) < len(TEXTS) < 2 * len(set(lengths))  # some lengths shared, most not
    alone = np.vstack([model.encode([text]) for text in TEXTS])
    batches: list[set[int]] = []
    forward = BertEncoder._forward
    monkeypatch.setattr(
        BertEncoder, "_forward", lambda self, batch: batches.append({len(i) for i in batch}) or forward(self, batch)
    )
    for workers in (1, 2):
        together = model.encode(TEXTS, workers=workers)
        # no padding: each batch is of one token length; the vectors are the texts' alone (bit for bit where BLAS's
        # kernels do not depend on a product's row count; OpenBLAS on some CPUs moves the last bits, ~1e-7)
        assert all(len(lengths) == 1 for lengths in batches)
        np.testing.assert_allclose(together, alone, rtol=0, atol=1e-6)
    reversed_batch = model.encode(TEXTS[::-1])
    np.testing.assert_allclose(reversed_batch[::-1], alone, rtol=0, atol=1e-6)
    fresh = np.vstack([MiniLMEmbedder().embed([text]) for text in TEXTS])  # the embedder's own path, no cache
    np.testing.assert_allclose(MiniLMEmbedder().embed(TEXTS), fresh, rtol=0, atol=1e-6)
    np.testing.assert_allclose(fresh, alone, rtol=0, atol=1e-6)


def test_a_cached_vector_is_the_one_computed_and_is_not_computed_again(encoded):
    embedder = MiniLMEmbedder()
    embedder.load()
    computed = encoded
    first = embedder.embed(TEXTS[:3])
    assert computed == [TEXTS[:3]]
    again = embedder.embed([TEXTS[1]])  # a single query already embedded in a batch
    assert computed == [TEXTS[:3]] and again.tobytes() == first[1:2].tobytes()
    mixed = embedder.embed([TEXTS[3], TEXTS[0], TEXTS[3], TEXTS[2]])  # only the new text is computed, once
    assert computed[1:] == [[TEXTS[3]]]
    assert mixed[1].tobytes() == first[0].tobytes() and mixed[3].tobytes() == first[2].tobytes()
    assert mixed[0].tobytes() == mixed[2].tobytes() == embedder.embed([TEXTS[3]])[0].tobytes()
    assert not again.flags.writeable  # a caller cannot change what later callers get
    mixed[0] += 1.0  # a batch is the caller's own copy
    assert embedder.embed([TEXTS[3]])[0].tobytes() != mixed[0].tobytes()


def test_token_counts_are_counted_once(monkeypatch):
    embedder = MiniLMEmbedder()
    embedder.load()
    counted: list[list[str]] = []
    count = BertEncoder.count_tokens
    monkeypatch.setattr(
        BertEncoder, "count_tokens", lambda self, texts: counted.append(list(texts)) or count(self, texts)
    )
    first = embedder.count_tokens_many(TEXTS[:4])
    assert embedder.count_tokens_many([TEXTS[2], TEXTS[0], TEXTS[5], TEXTS[0]]) == [first[2], first[0], 7, first[0]]
    assert counted == [TEXTS[:4], [TEXTS[5]]]
    assert first == count(embedder._model, TEXTS[:4])


def test_only_the_numpy_minilm_embeds_alone_in_a_batch():
    assert embeds_alone(MiniLMEmbedder())
    assert not embeds_alone(MiniLMEmbedder(runtime="torch"))  # torch pads: its cache keeps single queries only
    assert not embeds_alone(OllamaEmbedder(host="http://127.0.0.1:9"))
    assert not embeds_alone(None)
