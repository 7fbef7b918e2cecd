"""A writer checks the rows of a memory's files once (issue 22's open at 100k): on closing it saves the fingerprint
of the files whose rows it checked or wrote (``rows-checked.txt``), and the next open of those very files does not
check them again; a file changed since, or a memory that failed to open, is checked as before (issue 25)."""

from __future__ import annotations

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from c0lab import CorruptMemoryError, Memory
from c0lab.store import files


def _refuse(*args):
    raise AssertionError("the rows were checked again")


def break_a_relation(folder):
    """Point a relation of the first segment holding one at a record no row holds (rewriting the file)."""
    for segment in sorted(folder.glob("seg-*.parquet")):
        table = pq.read_table(segment)
        kinds = table.column("kind").to_pylist()
        if "relation" in kinds:
            break
    targets = table.column("target_id").to_pylist()
    targets[kinds.index("relation")] = "concept:0000000000000000"
    pq.write_table(table.set_column(table.schema.get_field_index("target_id"), "target_id", pa.array(targets)), segment)


@pytest.fixture
def path(tmp_path):
    path = tmp_path / "memory"
    with Memory.open(path, embedder=None) as mem:
        mem.add_concept("Quill", "a toolkit")
        mem.add_concept("Orsk Labs", "a lab")
        mem.relate("Quill", "MAINTAINED_BY", "Orsk Labs", valid_from="2019-01-01")
    return path


def test_a_writer_does_not_check_the_rows_it_checked_or_wrote_again(path, monkeypatch):
    folder = path / "namespaces" / "default"
    assert (folder / "rows-checked.txt").exists()
    monkeypatch.setattr(files, "check_rows", _refuse)
    with Memory.open(path, embedder=None) as mem:  # the files the last writer closed on
        mem.add_concept("Tarn", "a town")
        mem.relate("Orsk Labs", "BASED_IN", "Tarn")
    with Memory.open(path, embedder=None) as mem:  # and with the segment this writer wrote
        assert mem.walk("where is Orsk Labs based?").concept.name == "Orsk Labs"


def test_a_file_changed_since_is_checked(path):
    break_a_relation(path / "namespaces" / "default")
    with pytest.raises(CorruptMemoryError, match="which no row of the memory holds"):
        Memory.open(path, embedder=None)


def test_a_memory_that_failed_to_open_vouches_for_nothing(path):
    folder = path / "namespaces" / "default"
    (folder / "rows-checked.txt").unlink(missing_ok=True)
    break_a_relation(folder)
    for _ in range(2):  # the failed open saved nothing: the second is refused too
        with pytest.raises(CorruptMemoryError, match="which no row of the memory holds"):
            Memory.open(path, embedder=None)
    assert not (folder / "rows-checked.txt").exists()


def test_a_damaged_or_foreign_mark_only_costs_a_check(path, monkeypatch):
    mark = path / "namespaces" / "default" / "rows-checked.txt"
    checked = []
    real = files.check_rows
    monkeypatch.setattr(files, "check_rows", lambda tables: checked.append(len(tables)) or real(tables))
    for content in (b"\xff\xfe not text", b"another state"):
        mark.write_bytes(content)
        with Memory.open(path, embedder=None) as mem:
            assert mem.walk("what is Quill?").concept.name == "Quill"
    assert len(checked) == 2


def test_the_mark_is_derived_a_reader_does_not_see_it_as_a_change(path):
    with Memory.open(path, embedder=None, read_only=True) as mem:
        before = mem.store.files.stamp()
        (path / "namespaces" / "default" / "rows-checked.txt").write_text("another state")
        assert mem.store.files.stamp() == before


def test_a_readers_saved_codes_that_disagree_with_the_rows_are_checked_whatever_a_writer_saved(path, monkeypatch):
    """A file changed behind its stamp (same name, size and time): the writer's mark and the reader's saved index
    both claim it, but the saved codes no longer fit the rows, so the rows are checked and the bad one named."""
    monkeypatch.setattr(files.NamespaceFiles, "fingerprint", lambda self: "the same files")
    with Memory.open(path, embedder=None) as mem:  # the mark saved under the fixed fingerprint
        mem.add_concept("Tarn", "a town")
    with Memory.open(path, embedder=None, read_only=True):
        pass  # and the reader's index
    break_a_relation(path / "namespaces" / "default")
    with pytest.raises(CorruptMemoryError, match="which no row of the memory holds"):
        Memory.open(path, embedder=None, read_only=True)
