import json

import pytest

import c0lab.store.versions
from c0lab import CorruptMemoryError, InvalidInputError, Memory, SchemaVersionError


def _segments(mem):
    return sorted(mem.store.files.folder.glob("seg-*.parquet"))


def test_each_change_is_one_new_segment_and_old_files_are_untouched(mem):
    mem.add_concept("alpha one")
    first = _segments(mem)
    stamp = first[0].stat().st_mtime_ns
    mem.add_concept("bravo two")
    assert len(_segments(mem)) == len(first) + 1
    assert first[0].stat().st_mtime_ns == stamp


def test_compaction_folds_segments_into_a_base_and_keeps_everything(mem, monkeypatch):
    monkeypatch.setattr(c0lab.store.versions, "COMPACT_AFTER", 5)
    for number in range(12):
        mem.add_concept(f"concept {number}")
    folder = mem.store.files.folder
    assert len(list(folder.glob("base-*.parquet"))) == 2  # the newest and the generation kept before it
    assert mem.store.files.segment_count < 5  # segments read after the newest base
    mem.close()
    with Memory.open(mem.path, read_only=True) as reopened:
        assert reopened.status()["concepts"] == 12


def test_a_crash_between_base_and_cleanup_is_harmless(mem):
    for number in range(3):
        mem.add_concept(f"concept {number}")
    folder = mem.store.files.folder
    old = {path: path.read_bytes() for path in _segments(mem)}
    mem.store.compact()
    for path, data in old.items():  # as if the process died before removing them
        path.write_bytes(data)
    mem.close()
    with Memory.open(mem.path) as reopened:
        assert reopened.status()["records"]["concepts"] == 3
        reopened.add_concept("concept 3")
    with Memory.open(mem.path, read_only=True) as reopened:
        assert reopened.status()["records"]["concepts"] == 4
    assert folder.exists()


def test_a_leftover_temporary_file_is_ignored_and_cleaned(mem):
    mem.add_concept("alpha one")
    folder = mem.store.files.folder
    mem.close()
    (folder / ".tmp-999-seg-000000000009.parquet").write_bytes(b"PAR1 half")
    with Memory.open(mem.path) as reopened:
        assert reopened.concept("alpha one")
    assert not list(folder.glob(".tmp-*"))


@pytest.mark.parametrize("damage", ["garbage", "truncate"])
def test_a_damaged_segment_is_named_in_the_error(mem, damage):
    mem.add_concept("alpha one")
    mem.add_concept("bravo two")
    victim = _segments(mem)[-1]
    mem.close()
    data = victim.read_bytes()
    victim.write_bytes(b"not parquet at all" if damage == "garbage" else data[: len(data) // 2])
    with pytest.raises(CorruptMemoryError) as caught:
        Memory.open(mem.path)
    assert str(victim) in str(caught.value) and "\n" not in str(caught.value)
    assert victim.exists(), "the damaged file must be kept for inspection"


def test_the_schema_version_is_checked(tmp_path):
    Memory.open(tmp_path).close()
    manifest = tmp_path / "c0lab.json"
    assert json.loads(manifest.read_text())["schema"] == 2
    manifest.write_text(json.dumps({"format": "c0lab-memory", "schema": 99}))
    with pytest.raises(SchemaVersionError, match="schema 99; this c0lab reads schemas 1, 2"):
        Memory.open(tmp_path)


def test_a_folder_that_is_not_a_memory_is_refused(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(InvalidInputError, match="not empty"):
        Memory.open(tmp_path)
    with pytest.raises(InvalidInputError, match="not a c0lab memory"):
        Memory.open(tmp_path / "missing", read_only=True)


def test_export_and_import_move_every_version(mem, tmp_path):
    mem.add_concept("Zephyr", "v1")
    mem.add_concept("Mara Quill")
    mem.relate("Zephyr", "LED_BY", "Mara Quill", valid_from="2019")
    known = mem.last_change_at
    mem.describe("Zephyr", "v2", at="2022-01-01")
    exported = mem.export(tmp_path / "export")
    assert sorted(path.name for path in exported.iterdir()) == ["manifest.json", "versions.parquet"]
    with Memory.import_(exported, tmp_path / "elsewhere") as copy:
        assert copy.namespace == "default"
        assert copy.history("Zephyr").drop(columns=[]).equals(mem.history("Zephyr"))
        assert copy.concept("Zephyr", known_at=known).description == "v1"
        assert copy.concept("Zephyr").description == "v2"
    with pytest.raises(InvalidInputError, match="already holds data"):
        Memory.import_(exported, tmp_path / "elsewhere")
    with pytest.raises(InvalidInputError, match="not an empty folder"):
        mem.export(tmp_path / "export")


def test_import_names_a_damaged_export(mem, tmp_path):
    mem.add_concept("Zephyr")
    exported = mem.export(tmp_path / "export")
    (exported / "versions.parquet").write_bytes(b"broken")
    with pytest.raises(CorruptMemoryError, match="versions.parquet"):
        Memory.import_(exported, tmp_path / "elsewhere")
