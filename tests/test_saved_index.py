"""The keyword index saved beside the store: read instead of built, identical to a build, rebuilt when stale or
damaged, never an error (c0lab/index/saved.py)."""

from __future__ import annotations

import json

import numpy as np
import pytest

from c0lab import Memory
from c0lab.index import saved
from c0lab.index.keyword import KeywordIndex
from c0lab.store import archive

from .embedders import BagOfWordsEmbedder

QUESTIONS = [
    "who leads Zephyr?",
    "what does Kite use?",
    "what is Oslo?",
    "who said Zephyr ships in May?",
    "rust crawler",
    "who leads Vexaron?",
    "what did Ann say?",
]


def _fill(mem):
    mem.add_concept("Zephyr", "An internal search engine written in Go.")
    mem.add_concept("Ann Lee", "An engineer who maintains the crawler.")
    mem.add_concept("Bo", "A manager.")
    mem.add_concept("Kite", "The crawler that feeds Zephyr.")
    mem.add_concept("Twin", "An engineer who maintains the crawler.")  # a text two concepts share
    mem.relate("Zephyr", "LED_BY", "Ann Lee", valid_from="2019-01-01")
    mem.relate("Zephyr", "LED_BY", "Bo", valid_from="2022-01-01")
    mem.relate("Kite", "USES", "Zephyr")
    mem.add_patch("Zephyr", "Rewritten in Rust in 2023.")
    mem.add_patch("Ann Lee", "Lives in Oslo.")
    mem.describe("Bo", "A director.", at="2024-01-01")
    mem.add_episode("Ann Lee said Zephyr ships in May", speaker="bo")


@pytest.fixture
def memory_path(tmp_path):
    path = tmp_path / "memory"
    with Memory.open(path, embedder=None) as mem:
        _fill(mem)
        mem.walk("who leads Zephyr?")  # builds the index: the writer saves it when it closes
    return path


def _index_file(path):
    return path / "namespaces" / "default" / "keyword-index.npz"


def _answers(path):
    """Every walk's context and facts, and the keyword ranking of each question, from a read-only handle."""
    with Memory.open(path, embedder=None, read_only=True) as mem:
        walks = [mem.walk(question, as_of="2025-01-01") for question in QUESTIONS]
        keyword = [
            mem.search(question, k=10, mode="keyword", as_of=when)[["name", "score", "found_by"]].to_dict("records")
            for question in QUESTIONS
            for when in ("2020-06-01", "2025-01-01")
        ]
        return [(walk.context, walk.dead_end, [fact.line() for fact in walk.facts]) for walk in walks], keyword


def _no_building(monkeypatch):
    """Make building the keyword index from the texts fail: only a saved index can answer."""

    def refuse(self, texts):
        raise AssertionError("the keyword index was built, not read")

    monkeypatch.setattr(KeywordIndex, "add_many", refuse)


def test_a_walk_from_the_saved_index_gives_what_a_build_gives(memory_path, monkeypatch):
    assert _index_file(memory_path).exists()  # the writer saved it
    _index_file(memory_path).unlink()
    built = _answers(memory_path)  # a build; the reader saves it for the next process
    assert _index_file(memory_path).exists()
    with monkeypatch.context() as patch:
        _no_building(patch)
        read = _answers(memory_path)
    assert read == built
    assert any(not dead_end for _, dead_end, _ in read[0]) and any(read[1])


def test_a_writer_adds_to_a_saved_index_as_to_a_built_one(memory_path):
    with Memory.open(memory_path, embedder=None) as mem:
        mem.walk("who leads Zephyr?")  # read from the file
        assert mem.core.index._saved_at == mem.store.files.fingerprint()
        mem.add_concept("Mara Quill", "An engineer who maintains the crawler.")  # a text held before
        mem.add_concept("Pelican", "A new mobile app.")
        mem.describe("Kite", "The crawler, now in Rust.", at="2024-06-01")
        from_saved = [
            mem.search(question, k=10, mode="keyword")[["name", "score"]].to_dict("records")
            for question in [*QUESTIONS, "mobile app", "maintains the crawler"]
        ]
        mem.core.index.rebuild()
        assert [
            mem.search(question, k=10, mode="keyword")[["name", "score"]].to_dict("records")
            for question in [*QUESTIONS, "mobile app", "maintains the crawler"]
        ] == from_saved
    assert from_saved[-2][0]["name"] == "Pelican"


def test_a_saved_index_of_an_older_state_is_rebuilt(memory_path, monkeypatch):
    old = _index_file(memory_path).read_bytes()
    with Memory.open(memory_path, embedder=None) as mem:  # another writer changes the memory
        mem.add_concept("Pelican", "A new mobile app.")
    _index_file(memory_path).write_bytes(old)  # the file left is of the state before
    with Memory.open(memory_path, embedder=None, read_only=True) as reader:
        assert reader.search("mobile app", k=3)["name"].tolist()[:1] == ["Pelican"]
        fingerprint = reader.store.files.fingerprint()
    assert json.loads(np.load(_index_file(memory_path))["meta"].tobytes())["fingerprint"] == fingerprint
    with monkeypatch.context() as patch:  # and the next process reads the rebuilt one
        _no_building(patch)
        with Memory.open(memory_path, embedder=None, read_only=True) as reader:
            assert reader.search("mobile app", k=3)["name"].tolist()[:1] == ["Pelican"]


def _half(data: bytes) -> bytes:
    return data[: len(data) // 2]


def _without_a_member(path):
    with np.load(path) as archive:
        members = {name: archive[name] for name in archive.files if name != "docs.version"}
    with open(path, "wb") as handle:
        np.savez(handle, **members)
    return None


def _inconsistent(path):
    with np.load(path) as archive:
        members = {name: archive[name] for name in archive.files}
    members["docs.text"] = members["docs.text"].astype(np.int64) + 10_000  # texts the index does not have
    with open(path, "wb") as handle:
        np.savez(handle, **members)
    return None


def _narrowed_as(kind):
    def damage(path):
        with np.load(path) as archive:
            members = {name: archive[name] for name in archive.files}
        meta = json.loads(members["meta"].tobytes())
        meta["narrowed"] = {**meta["narrowed"], "docs.version": kind}  # a type an index array never has
        members["meta"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
        with open(path, "wb") as handle:
            np.savez(handle, **members)

    return damage


DAMAGE = {
    "narrowed to a type not an integer": _narrowed_as("float64"),
    "narrowed to a type not a type": _narrowed_as("int99"),
    "half-written": lambda path: path.write_bytes(_half(path.read_bytes())),
    "not an archive": lambda path: path.write_bytes(b"\x00garbage" * 100),
    "a lone array": lambda path: np.save(open(path, "wb"), np.arange(5)),
    "a pickle": lambda path: np.save(open(path, "wb"), np.array([{"a": 1}], dtype=object), allow_pickle=True),
    "a member missing": _without_a_member,
    "arrays that do not fit": _inconsistent,
    "empty": lambda path: path.write_bytes(b""),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_saved_index_is_ignored_and_built_again(memory_path, damage):
    expected = _answers(memory_path)
    DAMAGE[damage](_index_file(memory_path))
    assert _answers(memory_path) == expected  # no error, the same answers
    assert saved.load(_index_file(memory_path), fingerprint=_fingerprint(memory_path)) is not None  # rewritten


def _fingerprint(path):
    with Memory.open(path, embedder=None, read_only=True) as reader:
        return reader.store.files.fingerprint()


def test_a_folder_that_cannot_be_written_keeps_the_index_in_memory(memory_path, monkeypatch):
    _index_file(memory_path).unlink()
    expected = _answers(memory_path)
    _index_file(memory_path).unlink()

    def refuse(path, write):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(archive, "write_atomically", refuse)
    assert _answers(memory_path) == expected
    assert not _index_file(memory_path).exists()
    assert not list(_index_file(memory_path).parent.glob(".tmp-*"))


def test_the_file_holds_arrays_and_text_only(memory_path):
    with np.load(_index_file(memory_path), allow_pickle=False) as archive:  # would raise on a pickled member
        kinds = {archive[name].dtype.kind for name in archive.files}
    assert kinds <= {"i", "u", "b"}


@pytest.mark.vector
def test_vectors_are_reconciled_from_a_saved_keyword_index(tmp_path):
    path = tmp_path / "memory"
    with Memory.open(path, embedder=BagOfWordsEmbedder()) as mem:
        _fill(mem)
        built = (list(mem.index.text_keys), dict(mem.index.key_text))
    assert _index_file(path).exists()
    with Memory.open(path, embedder=BagOfWordsEmbedder()) as mem:
        assert mem.core.index._saved_at == mem.store.files.fingerprint()  # read, not built
        assert (mem.index.text_keys, mem.index.key_text) == built
        assert mem.status()["pending"] == 0
        assert mem.search("search engine Go", k=1, mode="vector")["name"].tolist() == ["Zephyr"]


def test_the_mcp_server_keeps_its_reader_when_only_the_saved_index_changes(memory_path):
    """A reader that saves the index it built changes no state a read sees: ``c0lab mcp`` keeps that handle;
    a commit by a writer still makes it open the memory again."""
    from c0lab.cli.server import MemoryHandles

    _index_file(memory_path).unlink()
    handles = MemoryHandles(str(memory_path), embedder=None)
    with handles.reading() as first:
        first.walk("who leads Zephyr?")  # builds the index and saves it beside the store
    assert _index_file(memory_path).exists()
    with handles.reading() as again:
        assert again is first
    with Memory.open(memory_path, embedder=None) as writer:
        writer.add_concept("Pelican", "A new mobile app.")
    with handles.reading() as after:
        assert after is not first and after.search("mobile app", k=1)["name"].tolist() == ["Pelican"]


def test_an_index_first_built_inside_a_batch_that_fails_is_not_saved(tmp_path):
    path = tmp_path / "memory"
    with Memory.open(path, embedder=None) as mem:
        mem.add_concept("Alpha", "A first concept.")
    _index_file(path).unlink(missing_ok=True)
    with Memory.open(path, embedder=None) as mem:  # a new process: the index is first built inside the batch
        with pytest.raises(RuntimeError), mem.batch():
            mem.add_concept("Ghost", "A concept the batch never writes.")
            mem.search("ghost concept")
            raise RuntimeError("interrupted")
        assert list(mem.search("concept", mode="keyword")["name"]) == ["Alpha"]
    with Memory.open(path, embedder=None, read_only=True) as mem:
        assert list(mem.search("concept", mode="keyword")["name"]) == ["Alpha"]
        assert not mem.walk("Alpha").dead_end


def test_integer_arrays_are_stored_narrow_and_read_back_in_their_own_type(tmp_path):
    arrays = {
        "counts": np.array([1, 2, 1], dtype=np.int64),
        "ids": np.arange(300, dtype=np.int32),
        "numbers": np.array([-1, 40_000]),
        "large": np.array([0, 2**40]),
        "times": np.array([np.iinfo(np.int64).min, 5, np.iinfo(np.int64).max]),
        "scores": np.array([0.5, 1.5]),
        "flags": np.array([0, 1], dtype=np.int8),
        "none": np.zeros(0, dtype=np.int64),
    }
    path = tmp_path / "arrays.npz"
    assert archive.save(path, tag={"format": 7}, arrays=arrays, strings={"words": ["a"]})
    with np.load(path) as stored:
        kinds = {name: stored[name].dtype for name in arrays}
    assert kinds == {
        "counts": np.int8,
        "ids": np.int16,
        "numbers": np.int32,
        "large": np.int64,
        "times": np.int64,
        "scores": np.float64,
        "flags": np.int8,
        "none": np.int64,
    }
    loaded = archive.load(path, tag={"format": 7})
    assert loaded is not None and loaded[1] == {"words": ["a"]}
    for name, values in arrays.items():
        assert loaded[0][name].dtype == values.dtype and np.array_equal(loaded[0][name], values), name


def _as_the_first_format_wrote_it(path):
    """The file rewritten as format 1 saved it: every array in its own type, no ``narrowed`` in the tag."""
    with np.load(path) as stored:
        members = {name: stored[name] for name in stored.files}
    meta = json.loads(members["meta"].tobytes())
    for name, kind in meta.pop("narrowed").items():
        members[name] = members[name].astype(kind)
    members["meta"] = np.frombuffer(json.dumps({**meta, "format": 1}).encode(), dtype=np.uint8)
    with open(path, "wb") as handle:
        np.savez(handle, **members)


@pytest.mark.parametrize("name", ["keyword-index.npz", "row-index.npz"])
def test_a_file_of_the_older_format_is_worked_out_again(memory_path, name):
    from c0lab.store import readindex

    now = {"keyword-index.npz": saved.FORMAT, "row-index.npz": readindex.FORMAT}[name]
    expected = _answers(memory_path)  # a reader saves the row index beside the keyword index
    path = memory_path / "namespaces" / "default" / name
    _as_the_first_format_wrote_it(path)
    assert json.loads(np.load(path)["meta"].tobytes())["format"] == 1
    assert _answers(memory_path) == expected  # no error, the same answers
    meta = json.loads(np.load(path)["meta"].tobytes())
    assert now > 1 and meta["format"] == now and meta["narrowed"]  # saved again in this format
