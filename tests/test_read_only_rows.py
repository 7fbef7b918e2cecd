"""A read-only store makes its versions from the Arrow columns when they are read (c0lab/store/rows.py): every
answer equals the writer's, made at open; the name index saved beside the store is read, not made again, and a
stale or damaged one is made again, never an error."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab.store import files, readindex, rows
from c0lab.store.links import Links

from .test_links import _answers as _edge_answers
from .test_links import _fill


@pytest.fixture
def path(tmp_path):
    path = tmp_path / "memory"
    with Memory.open(path, embedder=None) as mem:
        _fill(mem)
        mem.add_alias("Zephyr", "ZPR")
        mem.add_alias("Kite 2", "kite-two")
        mem.add_concept("Zephyr Labs", "a company", aliases=["ZL"])
        mem.invalidate("Loner", reason="gone", at="2020-01-01")
        mem.add_concept("Loner", "a second one of the name", force=True)  # a key two concepts share
        mem.describe("Bo", "a director", at="2024-01-01")
    return path


def _nodes(store):
    return [*store.records, "no such record", ""]


def _state(store, *, one_by_one):
    """What the store holds, read one record at a time (``one_by_one``) or all at once (``values``)."""
    if one_by_one:
        records = [(record, store.records[record]) for record in store.records]
        versions = [(number, store.versions[number]) for number in store.versions]
    else:
        records, versions = list(store.records.items()), list(store.versions.items())
    return {
        "records": records,
        "versions": versions,
        "len": (len(store.records), len(store.versions)),
        "names": list(store.names.items()),
        "guard": list(store.guard._numbered),
        "patches": store.patches_of,
        "operations": list(store.operations.items()),
        "last": (store.last_version, store.last_change_at),
        "types": store.relation_types(),
    }


def _writer(path):
    with Memory.open(path, embedder=None) as mem:
        store = mem.store
        return _state(store, one_by_one=True), _edge_answers(store.graph, _nodes(store)), store.files.fingerprint()


def test_a_reader_holds_what_the_writer_holds_version_by_version(path):
    expected, edges, _ = _writer(path)
    with Memory.open(path, embedder=None, read_only=True) as mem:
        store = mem.store
        assert isinstance(store.records, rows.Records)  # read from the columns, not made at open
        assert _state(store, one_by_one=True) == expected
        assert store._rows._all is None  # no read went over every version
        assert isinstance(store.links, Links) and isinstance(store.links._out, readindex.EdgeLists)
        assert _edge_answers(store.links, _nodes(store)) == edges
        assert store.records[next(iter(store.records))] is store.records.get(next(iter(store.records)))
        assert store.records.get("no such record") is None and "no such record" not in store.records
        assert 10**9 not in store.versions and "1" not in store.versions and True not in store.versions


def test_a_read_over_every_version_gives_the_same_and_keeps_those_handed_out(path):
    expected, _, _ = _writer(path)
    with Memory.open(path, embedder=None, read_only=True) as mem:
        store = mem.store
        first = store.records[next(iter(store.records))][0]
        assert _state(store, one_by_one=False) == {**expected, "records": expected["records"]}
        assert store._rows._all is not None
        assert store.records[first.record][0] is first


def test_a_reader_answers_walks_and_slices_as_the_writer_does(path):
    questions = ["who leads Zephyr?", "what does Kite use?", "what is ZPR?", "who is zephyr?", "what did bo say?"]

    def answers(read_only):
        with Memory.open(path, embedder=None, read_only=read_only) as mem:
            walks = [mem.walk(question, as_of="2023-01-01") for question in questions]
            conflicts = mem.conflicts(as_of="2023-01-01")  # the time columns, filled at the first slice
            return [(walk.context, [fact.line() for fact in walk.facts]) for walk in walks], conflicts.to_dict(
                "records"
            )

    assert answers(True) == answers(False)


def test_the_saved_index_is_read_not_worked_out(path, monkeypatch):
    expected, edges, fingerprint = _writer(path)
    saved = path / "namespaces" / "default" / "row-index.npz"
    assert not saved.exists()  # a reader saves it: the writer's open has the names anyway
    with Memory.open(path, embedder=None, read_only=True):
        pass
    assert readindex.archive.load(saved, tag={"format": readindex.FORMAT, "fingerprint": fingerprint}) is not None

    def refuse(*args):
        raise AssertionError("worked out again")

    monkeypatch.setattr(readindex, "_make_names", refuse)
    monkeypatch.setattr(readindex, "_end_codes", refuse)
    monkeypatch.setattr(files, "check_rows", refuse)  # the saved codes vouch for the rows: no hashing of ids
    monkeypatch.setattr(rows.RowIndex, "_work_out", refuse)
    with Memory.open(path, embedder=None, read_only=True) as mem:
        assert mem.store._rows.restored
        assert _state(mem.store, one_by_one=True) == expected
        assert _edge_answers(mem.store.links, _nodes(mem.store)) == edges
        assert mem.walk("what does Zephyr use?").concept.name == "Zephyr"


def _damages(saved, good):
    import io
    import json
    import zipfile

    import numpy as np

    with np.load(io.BytesIO(good), allow_pickle=False) as archive:
        held = {name: archive[name] for name in archive.files}
    meta = json.loads(held["meta"].tobytes())  # each array in the type the reader takes, none stored narrowed
    for name, kind in meta["narrowed"].items():
        held[name] = held[name].astype(kind)
    held["meta"] = np.frombuffer(json.dumps({**meta, "narrowed": {}}).encode(), dtype=np.uint8)

    def rewrite(changes):
        def write():
            with zipfile.ZipFile(saved, "w") as out:
                for name, values in {**held, **changes}.items():
                    with out.open(f"{name}.npy", "w") as member:
                        np.lib.format.write_array(member, values, allow_pickle=False)

        return write

    members, offsets = held["names.members"], held["names.offsets"]
    history, starts = held["rows.history"], held["rows.starts"]
    return {
        "half-written": lambda: saved.write_bytes(good[: len(good) // 2]),
        "not an archive": lambda: saved.write_text("hello"),
        "empty": lambda: saved.write_bytes(b""),
        "names out of range": rewrite({"names.members": members + 1000}),
        "a name of a record that is no concept": rewrite({"names.members": np.full_like(members, 4)}),
        "name offsets that do not fit": rewrite({"names.offsets": offsets[:-1]}),
        "names of another type": rewrite({"names.members": members.astype(np.int64)}),
        "rows out of range": rewrite({"rows.history": history + 10_000}),
        "record starts that do not fit": rewrite({"rows.starts": starts[:-1]}),
        "a sort order that is no permutation": rewrite({"rows.order": np.zeros_like(held["rows.order"])}),
        "versions at the wrong rows": rewrite({"rows.state_row": held["rows.state_row"][::-1].copy()}),
        "ends out of range": rewrite({"ends.targets": held["ends.targets"] + 10_000}),
        "ends of other records": rewrite({"ends.sources": held["ends.sources"][::-1].copy()}),
        "ends of another type": rewrite({"ends.sources": held["ends.sources"].astype(np.float64)}),
    }


def _copy(tmp_path, data):
    copy = tmp_path / "good.npz"
    copy.write_bytes(data)
    return copy


def _same(one, other):
    (arrays, strings), (other_arrays, other_strings) = one, other
    return (
        strings == other_strings
        and arrays.keys() == other_arrays.keys()
        and all(
            (arrays[name] == other_arrays[name]).all() and arrays[name].dtype == other_arrays[name].dtype
            for name in arrays
        )
    )


def test_a_stale_or_damaged_saved_index_is_worked_out_again(path, tmp_path):
    expected, edges, fingerprint = _writer(path)
    saved = path / "namespaces" / "default" / "row-index.npz"
    with Memory.open(path, embedder=None, read_only=True):
        pass
    good = saved.read_bytes()
    tag = {"format": readindex.FORMAT, "fingerprint": fingerprint}
    for damage, make in _damages(saved, good).items():
        make()
        with Memory.open(path, embedder=None, read_only=True) as mem:
            assert _state(mem.store, one_by_one=True) == expected, damage
            assert _edge_answers(mem.store.links, _nodes(mem.store)) == edges, damage
        again = readindex.archive.load(saved, tag=tag)  # saved again, whole: the arrays as first saved
        assert again is not None and _same(again, readindex.archive.load(_copy(tmp_path, good), tag=tag)), damage
    with Memory.open(path, embedder=None) as mem:  # a write: the saved file is of an older state now
        mem.add_concept("Newcomer", "came after the index was saved")
    with Memory.open(path, embedder=None, read_only=True) as mem:
        assert [mem.store.records[record][0].name for record in mem.store.names["newcomer"]] == ["Newcomer"]
    assert saved.read_bytes() != good


def test_a_bad_row_is_refused_though_a_saved_index_claims_its_files(path, monkeypatch):
    """A segment changed behind the fingerprint's back (same name, size and time): the saved codes no longer
    match the rows, so the rows are checked and the bad one is named."""
    from c0lab import CorruptMemoryError

    from .test_rows_checked import break_a_relation

    monkeypatch.setattr(files.NamespaceFiles, "fingerprint", lambda self: "the same files")
    with Memory.open(path, embedder=None, read_only=True):
        pass  # saves the index under the fixed fingerprint
    break_a_relation(path / "namespaces" / "default")
    with pytest.raises(CorruptMemoryError, match="which no row of the memory holds"):
        Memory.open(path, embedder=None, read_only=True)
