"""The exact in-memory vector index (``vector_index="memory"``, issue 24): what Chroma finds, without Chroma."""

from __future__ import annotations

import numpy as np
import pytest

from c0lab import Memory
from c0lab._errors import InvalidInputError
from c0lab.index.config import HybridSearchConfig
from c0lab.index.exact import ExactVectors


def _unit(rows: np.ndarray) -> np.ndarray:
    return (rows / np.linalg.norm(rows, axis=1, keepdims=True)).astype(np.float32)


def test_a_query_ranks_every_vector_by_cosine_nearest_first():
    generator = np.random.default_rng(3)
    vectors = _unit(generator.normal(size=(150, 16)))
    index = ExactVectors()
    assert index.count() == 0 and index.query(vectors[0], 5) == ([], pytest.approx(np.zeros(0)))
    keys = [f"k{i}" for i in range(150)]
    index.add(keys[:100], vectors[:100])
    index.add(keys[100:], vectors[100:])  # grown past its first rows
    query = _unit(generator.normal(size=(1, 16)))[0]
    found, similarities = index.query(query, 10)
    expected = np.argsort(-(vectors @ query), kind="stable")[:10]
    assert found == [keys[i] for i in expected]
    np.testing.assert_allclose(similarities, (vectors @ query)[expected], atol=1e-6)
    assert index.count() == 150 and index.keys() == set(keys)
    index.add(["k5"], -vectors[5:6])  # a key stored again is overwritten, not doubled
    assert index.count() == 150 and index.query(-vectors[5], 1)[0] == ["k5"]
    found, near, table = index.neighbours(["k7", "absent", "k9"], 3)
    assert found == ["k7", "k9"] and [row[0] for row in near] == ["k7", "k9"] and table.shape == (2, 3)
    index.clear()
    assert index.count() == 0 and index.keys() == set()


def test_a_wrong_vector_index_is_a_one_line_error():
    with pytest.raises(InvalidInputError, match="vector_index must be 'chroma' or 'memory', not 'disk'"):
        HybridSearchConfig(vector_index="disk")


@pytest.mark.vector
def test_a_memory_with_vectors_in_memory_finds_what_chroma_finds_and_writes_no_chroma(tmp_path):
    concepts = [
        {"name": "Project Zephyr", "description": "A weather balloon network for farmers."},
        {"name": "Project Nimbus", "description": "Cloud seeding trials over dry valleys."},
        {"name": "Mara Quill", "description": "An engineer who led Project Zephyr until 2022."},
        {"name": "Tomas Vey", "description": "The director of Project Zephyr since 2022."},
        {"name": "Vola Labs", "description": "An organisation in Orve that runs Project Nimbus."},
    ]
    found = {}
    for kind in ("chroma", "memory"):
        config = HybridSearchConfig(vector_index=kind)
        with Memory.open(tmp_path / kind, namespace="t", embedder="minilm", search_config=config) as memory:
            memory.add_concepts(concepts)
            found[kind] = [
                memory.search(query, k=3, mode="vector")["name"].tolist()
                for query in ("rain making experiments", "who runs the balloon project", "a place called Orve")
            ]
        assert any((tmp_path / kind).rglob("chroma.sqlite3")) == (kind == "chroma")
    assert found["memory"] == found["chroma"]
    assert found["memory"][0][0] == "Project Nimbus"
