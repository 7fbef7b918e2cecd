"""Issue 25, items 5-10: crafted exports, segments and state files are refused in one line naming the
file (or read safely), never a raw KeyError, AttributeError, ValueError, RecursionError or a hang."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from c0lab import Memory
from c0lab._errors import C0labError, CorruptMemoryError, InvalidInputError
from c0lab.model.records import OPERATION, Version, new_record_id
from c0lab.store.files import versions_to_table


def _export(tmp_path: Path) -> Path:
    with Memory.open(tmp_path / "source", embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        mem.add_concept("Analytical Engine", "a machine")
        mem.relate("Analytical Engine", "DESIGNED_BY", "Ada")
        return mem.export(tmp_path / "export")


def _rewrite(export: Path, change) -> None:
    """Apply ``change`` to the export's versions (a list of Version) and keep its manifest in step."""
    path = export / "versions.parquet"
    from c0lab.store.files import table_to_versions

    versions = change(table_to_versions(pq.read_table(path)))
    pq.write_table(versions_to_table(versions), path)
    manifest = json.loads((export / "manifest.json").read_text())
    manifest["versions"] = len(versions)
    (export / "manifest.json").write_text(json.dumps(manifest))


def _import_error(tmp_path: Path, export: Path) -> C0labError:
    with pytest.raises(C0labError) as caught:
        Memory.import_(export, tmp_path / "target", embedder=None)
    message = str(caught.value)
    assert "\n" not in message and "versions.parquet" in message
    return caught.value


def _op_row(versions: list[Version], text: str) -> Version:
    last = max(version.version for version in versions)
    moment = max(version.recorded_at for version in versions)
    return Version(version=last + 1, record="op-crafted", kind=OPERATION, name="crafted", text=text, recorded_at=moment)


# -- item 5 and 6: operation rows ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '{"added": [[1, 1000000000000]]}',
        "not json",
        '{"added": [[999, 999]]}',
        '{"added": [[3, 1]]}',
        '{"added": "all"}',
        '{"added": [[true, 2]]}',
    ],
)
def test_an_import_with_a_crafted_operation_row_is_refused(tmp_path, text):
    export = _export(tmp_path)
    _rewrite(export, lambda versions: [*versions, _op_row(versions, text)])
    assert isinstance(_import_error(tmp_path, export), InvalidInputError)


def _crafted_segment(folder: Path, rows) -> Path:
    """A segment written past the memory's last one, as a crafted file on disk would be."""
    namespace = folder / "namespaces" / "default"
    last = max(int(path.stem.split("-")[1]) for path in namespace.glob("*.parquet"))
    path = namespace / f"seg-{last + 1:012d}.parquet"
    pq.write_table(versions_to_table(rows), path)
    return path


@pytest.mark.parametrize("text", ['{"added": [[1, 1000000000000]]}', "not json", '{"added": [[999, 999]]}'])
def test_undo_of_a_crafted_operation_row_on_disk_is_refused_in_one_line(tmp_path, text):
    folder = tmp_path / "memory"
    with Memory.open(folder, embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        versions = list(mem.store.versions.values())
    _crafted_segment(folder, [_op_row(versions, text)])
    with Memory.open(folder, embedder=None) as mem:
        with pytest.raises(CorruptMemoryError, match="op-crafted") as caught:
            mem.undo("op-crafted")
        assert "\n" not in str(caught.value)
        assert mem.concept("Ada").description == "a person"  # nothing lost


# -- item 7: concept meta ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "meta", ["[1, 2]", "null", '"str"', "5", '{"aliases": "Ada L"}', '{"aliases": [1]}', "{not json"]
)
def test_a_concept_meta_of_the_wrong_shape_is_refused_by_import(tmp_path, meta):
    export = _export(tmp_path)
    _rewrite(export, lambda versions: [v.but(meta=meta) if v.kind == "concept" else v for v in versions])
    assert "meta" in str(_import_error(tmp_path, export))


@pytest.mark.parametrize("meta", ["[1, 2]", "null", '"str"', "5"])
def test_a_concept_meta_of_the_wrong_shape_in_a_segment_is_refused_at_open(tmp_path, meta):
    folder = tmp_path / "memory"
    with Memory.open(folder, embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        version = mem.store.next_version()
    path = _crafted_segment(
        folder,
        [
            Version(
                version=version,
                record=new_record_id("concept"),
                kind="concept",
                name="Babbage",
                meta=meta,
                recorded_at=1,
            )
        ],
    )
    with pytest.raises(CorruptMemoryError, match=path.name) as caught:
        Memory.open(folder, embedder=None)
    assert "\n" not in str(caught.value)


# -- item 8: two live concepts of one name ------------------------------------------------------------


def test_an_export_with_two_live_concepts_of_one_name_is_refused(tmp_path):
    export = _export(tmp_path)

    def twin(versions):
        ada = next(v for v in versions if v.name == "Ada")
        return [
            *versions,
            ada.but(version=max(v.version for v in versions) + 1, record=new_record_id("concept"), name="ADA"),
        ]

    _rewrite(export, twin)
    assert "called" in str(_import_error(tmp_path, export))


def test_an_ended_namesake_is_still_imported(tmp_path):
    export = _export(tmp_path)

    def ended_twin(versions):
        ada = next(v for v in versions if v.name == "Ada")
        return [
            *versions,
            ada.but(
                version=max(v.version for v in versions) + 1, record=new_record_id("concept"), valid_to=ada.recorded_at
            ),
        ]

    _rewrite(export, ended_twin)
    with Memory.import_(export, tmp_path / "target", embedder=None) as mem:
        assert mem.concept("Ada").description == "a person"


# -- item 9: unknown ends and kinds in a segment ----------------------------------------------------------


def test_a_relation_to_an_unknown_concept_in_a_segment_is_refused_at_open(tmp_path):
    folder = tmp_path / "memory"
    with Memory.open(folder, embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        ada, version = mem.store.names["ada"][0], mem.store.next_version()
    path = _crafted_segment(
        folder,
        [
            Version(
                version=version,
                record=new_record_id("relation"),
                kind="relation",
                name="KNOWS",
                source_id=ada,
                target_id="concept:nobody",
                recorded_at=1,
            )
        ],
    )
    with pytest.raises(CorruptMemoryError, match=f"{path.name}.*concept:nobody"):
        Memory.open(folder, embedder=None)


def test_a_row_of_an_unknown_kind_in_a_segment_is_refused_at_open(tmp_path):
    folder = tmp_path / "memory"
    with Memory.open(folder, embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        version = mem.store.next_version()
    path = _crafted_segment(folder, [Version(version=version, record="weird:1", kind="weird", name="x", recorded_at=1)])
    with pytest.raises(CorruptMemoryError, match=f"{path.name}.*'weird'"):
        Memory.open(folder, embedder=None)


# -- item 10: state files ------------------------------------------------------------------------------------


def _state_file(tmp_path: Path, name: str) -> tuple[Path, Memory]:
    mem = Memory.open(tmp_path / "memory", embedder=None)
    mem.add_concept("Ada", "a person")
    mem.add_concept("Babbage", "a person")
    return mem.store.files.folder / name, mem


REFLECTOR = [
    '{"pending": [{"x": 1}], "queue": [5], "applied": [null]}',
    '{"processed": -1}',
    "[]",
    '{"processed": "3"}',
    '{"pending": [{"query": "q", "verdict": "MAYBE", "reason": ""}]}',
]


@pytest.mark.parametrize("content", REFLECTOR)
def test_a_reflector_state_of_the_wrong_shape_is_refused_in_one_line(tmp_path, content):
    path, mem = _state_file(tmp_path, "reflector.json")
    with mem:
        path.write_text(content)
        for read in (mem.reflector.proposed, mem.reflector.queue, mem.reflector.status, mem.reflector.apply):
            with pytest.raises(CorruptMemoryError, match="reflector.json") as caught:
                read()
            assert "\n" not in str(caught.value)


SNAPSHOTS = [
    '{"s": "yesterday"}',
    '{"s": 1000000000000000000000000000000}',
    '{"s": -5}',
    '{"s": 1.5}',
    '{"": 5}',
    "[1]",
    "[" * 100_000 + "]" * 100_000,
    '{"a":' * 100_000 + "1" + "}" * 100_000,
]


@pytest.mark.parametrize("content", SNAPSHOTS, ids=range(len(SNAPSHOTS)))
def test_a_snapshot_table_of_the_wrong_shape_is_refused_in_one_line(tmp_path, content):
    path, mem = _state_file(tmp_path, "snapshots.json")
    with mem:
        path.write_text(content)
        for read in (mem.snapshots, lambda: mem.diff("s"), lambda: mem.snapshot("t")):
            with pytest.raises(CorruptMemoryError, match="snapshots.json") as caught:
                read()
            assert "\n" not in str(caught.value)


def test_a_state_file_past_the_size_limit_is_refused_unread(tmp_path, monkeypatch):
    from c0lab.model import schemas

    path, mem = _state_file(tmp_path, "relation-types.json")
    with mem:
        path.write_text(json.dumps({"USES": True, "PAD_" + "X" * 50: False}))
        monkeypatch.setattr(schemas, "MAX_JSON_BYTES", 40)
        with pytest.raises(CorruptMemoryError, match="relation-types.json.*bytes"):
            mem.status()


@pytest.mark.parametrize("content", ['{"uses": true}', '{"USES": "yes"}', '{"USES": 1}', "[]"])
def test_relation_types_of_the_wrong_shape_are_refused(tmp_path, content):
    path, mem = _state_file(tmp_path, "relation-types.json")
    with mem:
        path.write_text(content)
        with pytest.raises(CorruptMemoryError, match="relation-types.json"):
            mem.relate("Ada", "USES", "Babbage")


def test_state_files_written_by_the_memory_read_back(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        mem.snapshot("first")
        mem.relation_type("HAUNTS", single=True)
        mem.walk("what is Qwxzy Blorp?")
        mem.reflector.process()
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        assert list(mem.snapshots()["name"]) == ["first"]
        assert "HAUNTS" in mem.status()["single_valued"]
        assert mem.reflector.status()["inbox"] == 0
    assert os.path.exists(tmp_path / "memory" / "namespaces" / "default" / "reflector.json")


# -- items 11-13: read-only handles, batches, undo inside a batch ---------------------------------------


def test_a_read_only_handle_refuses_every_write_in_one_line(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        mem.walk("what is Qwxzy Blorp?")
    folder = tmp_path / "memory" / "namespaces" / "default"
    before = {path.name: path.read_bytes() for path in folder.iterdir() if path.is_file()}
    with Memory.open(tmp_path / "memory", embedder=None, read_only=True) as reader:
        for write in (
            lambda: reader.snapshot("s"),
            lambda: reader.relation_type("HAUNTS", single=True),
            reader.reflector.process,
            reader.reflector.clear,
            lambda: reader.add_concept("Bob", "x"),
        ):
            with pytest.raises(InvalidInputError, match="read-only") as caught:
                write()
            assert "\n" not in str(caught.value)
        assert reader.snapshots().empty
    after = {path.name: path.read_bytes() for path in folder.iterdir() if path.is_file()}
    assert after.pop("row-index.npz", None) is not None  # the one file a reader writes: its derived row index
    assert after == before


def test_a_failed_batch_keeps_none_of_its_changes(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        with pytest.raises(RuntimeError), mem.batch():
            mem.add_concept("G", "a ghost")
            mem.relation_type("HAUNTS", single=True)
            mem.snapshot("s")
            assert "HAUNTS" in mem.status()["single_valued"] and list(mem.snapshots()["name"]) == ["s"]
            raise RuntimeError("abort")
        assert "HAUNTS" not in mem.status()["single_valued"]
        assert mem.snapshots().empty
        with pytest.raises(C0labError):
            mem.concept("G")
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        assert "HAUNTS" not in mem.status()["single_valued"] and mem.snapshots().empty


def test_a_batch_of_state_changes_alone_is_also_all_or_nothing(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        with pytest.raises(RuntimeError), mem.batch():
            mem.relation_type("HAUNTS", single=True)
            raise RuntimeError("abort")
        assert "HAUNTS" not in mem.status()["single_valued"]
        with mem.batch():
            mem.relation_type("HAUNTS", single=True)
            mem.snapshot("kept")
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        assert "HAUNTS" in mem.status()["single_valued"] and list(mem.snapshots()["name"]) == ["kept"]


def test_undo_inside_a_batch_keeps_its_undo_marker(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        table = mem.operations()
        op = table["op"].iloc[-1]
        with mem.batch():
            mem.undo(op)
            mem.add_concept("Bob", "a person")
        table = mem.operations()
        assert bool(table.loc[table["op"] == op, "undone"].iloc[0])
        with pytest.raises(InvalidInputError, match="already undone"):
            mem.undo(op)
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        table = mem.operations()
        assert bool(table.loc[table["op"] == op, "undone"].iloc[0])


@pytest.mark.parametrize("line", ['{"query": 5, "at": "x"}', "[1]", '{"at": "x"}', "[" * 100_000 + "]" * 100_000])
def test_a_dead_end_line_of_the_wrong_shape_is_refused_in_one_line(tmp_path, line):
    path, mem = _state_file(tmp_path, "dead-ends.jsonl")
    with mem:
        path.write_text(line + "\n" + '{"query": "q", "at": "2026-01-01"}\n')
        with pytest.raises(CorruptMemoryError, match="line 1 of .*dead-ends.jsonl") as caught:
            mem.reflector.inbox()
        assert "\n" not in str(caught.value)


def test_an_export_manifest_nested_100k_deep_is_refused_in_one_line(tmp_path):
    export = _export(tmp_path)
    (export / "manifest.json").write_text('{"a":' * 100_000 + "1" + "}" * 100_000)
    with pytest.raises(CorruptMemoryError, match="manifest.json"):
        Memory.import_(export, tmp_path / "target", embedder=None)


def test_a_rule_added_in_a_failed_batch_is_dropped_and_a_read_only_handle_adds_none(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Ada", "a person")
        with pytest.raises(RuntimeError), mem.batch():
            mem.add_rule("upper", path=["MANAGER_OF", "MANAGER_OF"], gives="UPPER_MANAGER_OF")
            assert list(mem.rules()["name"]) == ["upper"]
            raise RuntimeError("abort")
        assert mem.rules().empty
    with Memory.open(tmp_path / "memory", embedder=None, read_only=True) as reader:
        with pytest.raises(InvalidInputError, match="read-only"):
            reader.add_rule("upper", path=["MANAGER_OF", "MANAGER_OF"], gives="UPPER_MANAGER_OF")


@pytest.mark.parametrize("content", ['{"rules": 5}', '{"rules": [5]}', "[]", "[" * 100_000 + "]" * 100_000])
def test_a_rules_file_of_the_wrong_shape_is_refused_in_one_line(tmp_path, content):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.store.files.rules_path.write_text(content)
        with pytest.raises(CorruptMemoryError, match="rules") as caught:
            mem.rules()
        assert "\n" not in str(caught.value)
