"""A crafted export is refused in one line and changes nothing; a good one imports."""

import json

import pyarrow.parquet as pq
import pytest

from c0lab import C0labError, CorruptMemoryError, InvalidInputError, Memory
from c0lab.store.files import table_to_versions, versions_to_table


@pytest.fixture
def exported(tmp_path):
    with Memory.open(tmp_path / "source", embedder=None) as mem:
        mem.add_concept("Project Zephyr", "a project")
        mem.add_concept("Ann", "a lead")
        mem.relate("Project Zephyr", "LED_BY", "Ann")
        mem.add_patch("Ann", "moved to Berlin")
        mem.add_episode("Ann leads Project Zephyr", speaker="bo")
        return mem.export(tmp_path / "export")


def _rewrite(folder, change):
    path = folder / "versions.parquet"
    versions = change(table_to_versions(pq.read_table(path)))
    pq.write_table(versions_to_table(versions), path)
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["versions"] = len(versions)
    (folder / "manifest.json").write_text(json.dumps(manifest))


def _first(kind):
    return lambda versions: next(v for v in versions if v.kind == kind)


CRAFTED = {
    "unknown kind": lambda vs: [v._replace(kind="gizmo") if v.kind == "patch" else v for v in vs],
    "relation to a missing concept": lambda vs: [
        v._replace(target_id="concept:nowhere") if v.kind == "relation" and v.name == "LED_BY" else v for v in vs
    ],
    "NUL in a name": lambda vs: [
        v._replace(name="Ann\x00x") if v.name == "Ann" and v.kind == "concept" else v for v in vs
    ],
    "newline in a name": lambda vs: [
        v._replace(name="Ann\nB") if v.name == "Ann" and v.kind == "concept" else v for v in vs
    ],
    "U+2028 in a name": lambda vs: [
        v._replace(name="Ann\u2028B") if v.name == "Ann" and v.kind == "concept" else v for v in vs
    ],
    "a 1 MB name": lambda vs: [
        v._replace(name="A" * 1_000_000) if v.name == "Ann" and v.kind == "concept" else v for v in vs
    ],
    "duplicate version numbers": lambda vs: [v._replace(version=1) for v in vs],
    "recorded in 2096": lambda vs: [
        v._replace(recorded_at=3_976_000_000_000_000) if v.kind == "concept" else v for v in vs
    ],
    "valid_to before valid_from": lambda vs: [v._replace(valid_to=0, valid_from=10) for v in vs],
    "a patch of nothing": lambda vs: [v._replace(source_id="concept:gone") if v.kind == "patch" else v for v in vs],
}


@pytest.mark.parametrize("case", sorted(CRAFTED))
def test_a_crafted_export_is_refused_whole(exported, tmp_path, case):
    _rewrite(exported, CRAFTED[case])
    with pytest.raises(InvalidInputError, match="cannot import") as raised:
        Memory.import_(exported, tmp_path / "target", embedder=None)
    assert "\n" not in str(raised.value) and len(str(raised.value)) < 400
    assert not (tmp_path / "target").exists()  # nothing was created


@pytest.mark.parametrize(
    "manifest",
    [
        "[]",
        '{"format": "c0lab-export", "schema": 1}',
        '{"format": "c0lab-export", "schema": 1, "namespace": "a/../b", "versions": 5}',
        "{not json",
    ],
)
def test_a_bad_manifest_is_named(exported, tmp_path, manifest):
    (exported / "manifest.json").write_text(manifest)
    with pytest.raises(C0labError, match="manifest.json"):
        Memory.import_(exported, tmp_path / "target", embedder=None)


def test_a_segment_with_a_wrong_column_type_is_named(exported, tmp_path):
    table = pq.read_table(exported / "versions.parquet")
    table = table.set_column(table.schema.get_field_index("version"), "version", table.column("version").cast("string"))
    pq.write_table(table, exported / "versions.parquet")
    with pytest.raises(CorruptMemoryError, match="column 'version'"):
        Memory.import_(exported, tmp_path / "target", embedder=None)


def test_a_good_export_imports_and_reopens(exported, tmp_path):
    with Memory.import_(exported, tmp_path / "target", embedder=None) as mem:
        assert mem.neighbours("Project Zephyr")["name"].tolist() == ["Ann"]
        mem.walk("who leads Project Zephyr?")
        mem.status(), mem.audit()
    with Memory.open(tmp_path / "target", embedder=None) as again:
        assert len(again.store.versions) == len(table_to_versions(pq.read_table(exported / "versions.parquet")))


def test_export_into_the_memory_folder_is_refused(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Ann", "x")
        with pytest.raises(InvalidInputError, match="inside the memory folder"):
            mem.export(tmp_path / "memory" / "namespaces" / "phantom")
        assert mem.status()["namespaces"] == ["default"]


def test_an_export_carries_snapshot_names_relation_types_and_rules(tmp_path):
    with Memory.open(tmp_path / "source", embedder=None) as mem:
        mem.add_concepts([{"name": "Vale Choir"}, {"name": "Ana Reis"}])
        mem.relate("Vale Choir", "CONDUCTED_BY", "Ana Reis", valid_from="1919")
        mem.snapshot("before-corrections")
        mem.relation_type("CONDUCTED_BY", single=True)
        moment = mem.snapshots()["at"].tolist()
        mem.export(tmp_path / "export")
    with Memory.import_(tmp_path / "export", tmp_path / "target", embedder=None) as mem:
        assert mem.snapshots()["at"].tolist() == moment
        assert "CONDUCTED_BY" in mem.status()["single_valued"]
        assert mem.neighbours("Vale Choir", known_at="before-corrections")["name"].tolist() == ["Ana Reis"]


@pytest.mark.parametrize(
    ("state", "named"),
    [({"snapshots": {"first": "not a moment"}}, "snapshots"), ({"rules": {"rules": [{"name": "x"}]}}, "rules")],
)
def test_an_export_with_a_bad_state_is_refused_before_anything_is_made(exported, tmp_path, state, named):
    manifest = json.loads((exported / "manifest.json").read_text())
    manifest["state"] = state
    (exported / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(CorruptMemoryError, match=rf"manifest.json \({named}\)") as raised:
        Memory.import_(exported, tmp_path / "target", embedder=None)
    assert "\n" not in str(raised.value)
    assert not (tmp_path / "target").exists()
