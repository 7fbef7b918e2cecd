"""The vector index is derived data: drift is found by ids, and a Chroma failure is one line and a rebuild."""

import shutil
import warnings

import numpy as np
import pytest

from c0lab import C0labError, Memory

from .embedders import BagOfWordsEmbedder


def _open(folder, **options):
    return Memory.open(folder, embedder=BagOfWordsEmbedder(), **options)


def _add_and_embed(folder, name, description):
    with _open(folder) as mem:
        mem.add_concept(name, description)
        mem.search(description, k=1)  # the vectors are made on first use


def _vector_names(mem, query):
    return mem.search(query, k=5, mode="vector")["name"].tolist()


def test_a_missing_vector_is_found_by_id_even_when_the_counts_agree(tmp_path):
    folder = tmp_path / "memory"
    with _open(folder) as mem:
        mem.add_concept("Zephyr", "a search engine for documents")
        mem.add_concept("Apollo", "a rocket program for the moon")
        keys = mem.index.text_keys
        collection = mem.index.vectors._collection
        collection.delete(ids=[keys[0]])  # a vector lost…
        collection.upsert(ids=["leftover"], embeddings=np.ones((1, len(mem.embedder.embed(["x"])[0])), np.float32))
        assert collection.count() == len(keys)  # …hidden by a leftover: the counts agree
    with _open(folder) as mem:
        assert mem.status()["pending"] == 0
        assert "Zephyr" in _vector_names(mem, "search engine for documents")


def test_a_corrupt_chroma_database_is_named_and_rebuilt_from_the_store(tmp_path):
    folder = tmp_path / "memory"
    _add_and_embed(folder, "Zephyr", "a search engine for documents")
    database = folder / "namespaces" / "default" / "chroma" / "chroma.sqlite3"
    database.write_bytes(b"this is not a database" * 100)
    with _open(folder) as mem:
        with pytest.warns(UserWarning, match="vector index .* failed .*rebuild"):
            found = _vector_names(mem, "search engine for documents")
        assert "Zephyr" in found
    with _open(folder, read_only=True) as reader:  # the rebuilt index opens cleanly
        assert "Zephyr" in _vector_names(reader, "search engine for documents")


def test_a_read_only_open_of_a_corrupt_index_searches_by_keyword(tmp_path):
    folder = tmp_path / "memory"
    _add_and_embed(folder, "Zephyr", "a search engine for documents")
    (folder / "namespaces" / "default" / "chroma" / "chroma.sqlite3").write_bytes(b"garbage" * 1000)
    with _open(folder, read_only=True) as reader:
        with pytest.warns(UserWarning, match="keyword only"):
            assert reader.search("Zephyr", k=1)["name"].tolist() == ["Zephyr"]


def test_a_vector_folder_deleted_under_a_running_memory_is_rebuilt_on_request(tmp_path):
    folder = tmp_path / "memory"
    with _open(folder) as mem:
        mem.add_concept("Zephyr", "a search engine for documents")
        mem.search("search engine", k=1)
        shutil.rmtree(folder / "namespaces" / "default" / "chroma")
        with warnings.catch_warnings(record=True):
            warnings.simplefilter("always")
            mem.add_concept("Apollo", "a rocket program for the moon")  # saved; its vector may wait
            mem.search("rocket program", k=3)  # never a raw Chroma error
        sizes = mem.rebuild_indexes()
        assert sizes["vectors"] == 2
        assert "Apollo" in _vector_names(mem, "rocket program for the moon")
    with _open(folder) as mem:
        assert mem.status()["pending"] == 0


def test_a_reader_beside_a_writer_never_sees_a_raw_chroma_error(tmp_path):
    folder = tmp_path / "memory"
    writer = _open(folder)
    writer.add_concept("Zephyr", "a search engine for documents")
    errors = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for number in range(8):
            writer.add_concept(f"Item{number}qz", f"thing number {number} of many")
            try:
                with _open(folder, read_only=True) as reader:
                    reader.search("search engine", k=3)
                    reader.walk("Zephyr")
            except C0labError:
                pass
            except Exception as error:  # a raw error is the finding
                errors.append(repr(error)[:200])
    writer.close()
    assert errors == []


def test_long_namespaces_fit_chroma_collection_names(tmp_path):
    with _open(tmp_path / "memory", namespace="n" * 64) as mem:
        mem.add_concept("Zephyr", "a search engine")
        assert "Zephyr" in _vector_names(mem, "a search engine")
