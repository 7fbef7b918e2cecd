"""Damaged files and odd inputs give one line (a C0labError naming the file), never a traceback or lost data."""

import errno
import json
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

import c0lab.store.files
from c0lab import (
    BadDateError,
    C0labError,
    CorruptMemoryError,
    InvalidInputError,
    Memory,
    StorageError,
)
from c0lab._time import parse_time
from c0lab.memory.conversation import MAX_LINE_BYTES

from .embedders import BagOfWordsEmbedder

ROOT = Path(__file__).resolve().parents[1]


def _one_line(error: BaseException) -> str:
    message = str(error)
    assert "\n" not in message and isinstance(error, C0labError)
    return message


@pytest.fixture
def folder(tmp_path):
    path = tmp_path / "memory"
    with Memory.open(path, embedder=None) as mem:
        mem.add_concept("Ann", "first")
        mem.add_concept("Bob", "second")
        mem.add_concept("Cid", "third")
        mem.walk("what is Zorgon Flux?")
        mem.walk("what is Quarx Belt?")
    return path


def _namespace(folder: Path) -> Path:
    return folder / "namespaces" / "default"


def test_a_dead_end_line_torn_inside_a_character_is_ignored_at_the_end(folder):
    log = _namespace(folder) / "dead-ends.jsonl"
    log.write_bytes(log.read_bytes() + '{"query": "caf\u00e9'.encode()[:-1])  # cut inside é
    with Memory.open(folder, embedder=None) as mem:
        assert len(mem.dead_ends()) == 2
        mem.reflector.status()
        mem.walk("what is Mizzle Core?")  # the next append drops the torn tail
        assert len(mem.dead_ends()) == 3


def test_a_damaged_dead_end_line_in_the_middle_is_named(folder):
    log = _namespace(folder) / "dead-ends.jsonl"
    first, second = log.read_bytes().splitlines()
    log.write_bytes(first[:-3] + b"\xc3\n" + second + b"\n")
    with Memory.open(folder, embedder=None) as mem, pytest.raises(CorruptMemoryError, match="line 1 of") as raised:
        mem.dead_ends()
    _one_line(raised.value)


@pytest.mark.parametrize(
    ("name", "content", "call"),
    [
        ("snapshots.json", "[]", lambda mem: mem.snapshots()),
        ("reflector.json", '{"processed": "many"}', lambda mem: mem.reflector.status()),
        ("index.json", "[]", None),
    ],
)
def test_json_state_of_the_wrong_shape_is_named(folder, name, content, call):
    (_namespace(folder) / name).write_text(content)
    with pytest.raises(CorruptMemoryError, match=name) as raised:
        if call is None:
            Memory.open(folder, embedder=BagOfWordsEmbedder()).close()
        else:
            with Memory.open(folder, embedder=None) as mem:
                call(mem)
    _one_line(raised.value)


def test_an_empty_reflector_state_is_a_fresh_start(folder):
    (_namespace(folder) / "reflector.json").write_text("{}")
    with Memory.open(folder, embedder=None) as mem:
        assert mem.reflector.status()["pending"] == 0


def test_a_writer_lock_that_is_a_folder_is_named(folder):
    lock = _namespace(folder) / "writer.lock"
    lock.unlink(missing_ok=True)
    lock.mkdir()
    with pytest.raises(C0labError, match="writer.lock") as raised:
        Memory.open(folder, embedder=None)
    _one_line(raised.value)


def _segments(folder: Path) -> list[Path]:
    return sorted(_namespace(folder).glob("seg-*.parquet"))


def test_a_deleted_middle_segment_is_noticed(folder):
    _segments(folder)[1].unlink()
    with pytest.raises(CorruptMemoryError, match="missing") as raised:
        Memory.open(folder, embedder=None)
    _one_line(raised.value)


def _truncated(data: bytes) -> bytes:
    return data[:40]


def _flipped(data: bytes) -> bytes:  # bytes in the middle overwritten: the parquet footer still reads
    middle = len(data) // 2
    return data[:middle] + bytes(255 - byte for byte in data[middle : middle + 64]) + data[middle + 64 :]


@pytest.mark.parametrize("damage", [_truncated, _flipped])
@pytest.mark.parametrize("read_only", [True, False])
def test_a_damaged_segment_says_how_to_open_the_memory_as_it_was(folder, read_only, damage):
    damaged = _segments(folder)[-1]
    damaged.write_bytes(damage(damaged.read_bytes()))
    with pytest.raises(CorruptMemoryError, match=damaged.name) as raised:
        Memory.open(folder, embedder=None, read_only=read_only)
    _one_line(raised.value)
    assert "move it and the segments after it out of the folder" in str(raised.value)
    damaged.rename(folder / damaged.name)  # as the message says: the memory opens as it was before that commit
    with Memory.open(folder, embedder=None, read_only=read_only) as mem:
        assert mem.concept("Ann").description == "first"


@pytest.mark.parametrize("damage", [_truncated, _flipped])
def test_a_damaged_base_opens_with_nothing_lost_from_the_generation_kept_before_it(folder, damage):
    with Memory.open(folder, embedder=None) as mem:
        mem.store.compact()  # base 1: Ann, Bob, Cid
        mem.add_concept("Dee", "fourth")
        mem.add_concept("Eve", "fifth")
        mem.store.compact()  # base 2 (Dee, Eve too); base 1 and the two segments after it are kept
        mem.add_concept("Fay", "sixth")
        mem.store.compact()  # base 3; base 1 and the segments folded into base 2 are removed
    bases = sorted(_namespace(folder).glob("base-*.parquet"))
    assert len(bases) == 2 and len(_segments(folder)) == 1  # two generations on disk, never more
    newest = bases[-1]
    newest.write_bytes(damage(newest.read_bytes()))
    with pytest.raises(CorruptMemoryError, match=newest.name) as raised:
        Memory.open(folder, embedder=None, read_only=True)
    assert "nothing lost" in _one_line(raised.value)
    newest.rename(folder / newest.name)  # as the message says
    with Memory.open(folder, embedder=None, read_only=True) as mem:
        assert [mem.concept(name).description for name in ("Ann", "Eve", "Fay")] == ["first", "fifth", "sixth"]


@pytest.mark.parametrize("damage", ["null names", "text as numbers"])
def test_a_segment_with_wrong_columns_is_named(folder, damage):
    path = _segments(folder)[0]
    table = pq.read_table(path)
    index = table.schema.get_field_index("name" if damage == "null names" else "text")
    column = pa.nulls(len(table), pa.string()) if damage == "null names" else pa.array([1] * len(table))
    pq.write_table(table.set_column(index, table.schema.field(index).name, column), path)
    with pytest.raises(CorruptMemoryError, match=path.name) as raised:
        Memory.open(folder, embedder=None)
    _one_line(raised.value)


def test_a_full_disk_is_one_line_and_loses_nothing_acknowledged(folder, monkeypatch):
    mem = Memory.open(folder, embedder=None)
    real = c0lab.store.files.pq.write_table

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(c0lab.store.files.pq, "write_table", full)
    with pytest.raises(StorageError, match="No space left") as raised:
        mem.add_concept("Dee", "fourth")
    _one_line(raised.value)
    with pytest.raises(StorageError), mem.batch():
        mem.add_concept("Eve", "fifth")
    assert mem.status()["concepts"] == 3
    mem.store.files.segment_count = 99  # close() would compact; it cannot, and says so without raising
    with pytest.warns(UserWarning, match="No space left"):
        mem.close()
    monkeypatch.setattr(c0lab.store.files.pq, "write_table", real)
    with Memory.open(folder, embedder=None) as again:
        assert sorted(again.store.names) == ["ann", "bob", "cid"]
        again.add_concept("Dee", "fourth")


@pytest.mark.parametrize("value", ["0000-01-01", "mid-0000", "10000-01-01", "year 10000", "the 10000s"])
def test_dates_outside_years_1_to_9999_are_refused_everywhere(tmp_path, value):
    with pytest.raises(BadDateError):
        parse_time(value)
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        with pytest.raises(BadDateError):
            mem.add_concept("Old", "x", valid_from=value)
        mem.add_concept("Ann", "x")
        with pytest.raises(BadDateError):
            mem.describe("Ann", "y", at=value)
        with pytest.raises(BadDateError):
            mem.walk("Ann", as_of=value)
        assert str(mem.concept("Ann"))


@pytest.mark.parametrize("value", ["1500-01-01", "0001-01-01", "9999-12-31", "mid-1200", "1543"])
def test_dates_over_the_whole_calendar_are_kept_everywhere(tmp_path, value):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Old", "x", valid_from=value)
        mem.add_concept("Ann", "x", valid_from="0001-01-01")
        mem.describe("Ann", "y", at=value)
        assert mem.concept("Ann", as_of=value).description == "y"
        walk = mem.walk("Ann", as_of=value)
        assert not walk.dead_end and repr(walk) and walk._repr_html_() and walk._repr_markdown_()
        assert str(mem.concept("Old", as_of=value))
        kept = mem.concept("Old", as_of=value).valid_from
    with Memory.open(tmp_path / "memory", embedder=None) as again:
        expected = pd.Timestamp(parse_time(value), unit="us", tz="UTC")
        assert again.concept("Old", as_of=value).valid_from == kept == expected


@pytest.mark.parametrize("namespace", ["ok\n", "a..b", "..", "a/b", "x" * 65])
def test_bad_namespaces_are_refused(tmp_path, namespace):
    with pytest.raises(InvalidInputError):
        Memory.open(tmp_path / "memory", namespace=namespace, embedder=None)


@pytest.mark.parametrize("name", ["Ann\u2028Bob", "Ann\x85Bob", "Ann\u2029Bob", "A\u202eB", "Ann\nBob"])
def test_names_with_line_separators_are_refused(tmp_path, name):
    with Memory.open(tmp_path / "memory", embedder=None) as mem, pytest.raises(InvalidInputError):
        mem.add_concept(name, "x")


@pytest.mark.parametrize("timeout", [-1, float("nan"), float("inf"), "5"])
def test_a_bad_lock_timeout_is_refused(tmp_path, timeout):
    with pytest.raises(InvalidInputError, match="lock_timeout"):
        Memory.open(tmp_path / "memory", embedder=None, lock_timeout=timeout)


def test_a_jsonl_file_with_invalid_utf8_or_an_overlong_line_is_refused_whole(tmp_path):
    good = json.dumps({"role": "ann", "content": "hello", "timestamp": "2024-01-01"}) + "\n"
    broken = tmp_path / "broken.jsonl"
    broken.write_bytes(good.encode() + b'{"role": "bob", "content": "caf\xe9"}\n')
    long = tmp_path / "long.jsonl"
    long.write_text(good + json.dumps({"role": "bob", "content": "x" * MAX_LINE_BYTES}) + "\n")
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        with pytest.raises(InvalidInputError, match="line 2 of .* not UTF-8") as raised:
            mem.import_messages(broken)
        _one_line(raised.value)
        with pytest.raises(InvalidInputError, match="line 2 of .* longer than") as raised:
            mem.import_messages(long)
        _one_line(raised.value)
        assert mem.status()["episodes"] == 0


def test_a_read_only_open_writes_no_vector_folder(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Ann", "x")
    with Memory.open(tmp_path / "memory", embedder=BagOfWordsEmbedder(), read_only=True) as mem:
        assert mem.search("Ann", k=1)["name"].tolist() == ["Ann"]
    assert not (tmp_path / "memory" / "namespaces" / "default" / "chroma").exists()


@pytest.mark.slow
@pytest.mark.integration
def test_processes_creating_the_same_new_folder_at_once_all_succeed(tmp_path):
    script = (
        "import sys, time; from c0lab import Memory\n"
        "start = float(sys.argv[2])\n"
        "while time.time() < start: pass\n"
        "m = Memory.open(sys.argv[1], namespace=f'n{sys.argv[3]}', embedder=None)\n"
        "m.add_concept('Ann', 'x'); m.close(); print('ok')\n"
    )
    for attempt in range(2):
        folder = tmp_path / f"fresh{attempt}"
        start = time.time() + 2.0
        processes = [
            subprocess.Popen(
                [sys.executable, "-c", script, str(folder), str(start), str(number)],
                cwd=ROOT,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for number in range(4)
        ]
        results = [process.communicate(timeout=120) for process in processes]
        assert [out.strip() for out, _ in results] == ["ok"] * 4, [err[-300:] for _, err in results]


@pytest.mark.slow
@pytest.mark.integration
def test_creators_racing_on_one_new_folder_all_open_it(tmp_path):
    """The same race, many times over, with threads released together at prepare_folder."""
    import threading

    from c0lab.store.files import prepare_folder

    failures = []
    for attempt in range(30):
        folder = tmp_path / f"race{attempt}"
        barrier = threading.Barrier(6)

        def create(folder=folder, barrier=barrier) -> None:
            barrier.wait()
            try:
                prepare_folder(folder, create=True)
            except C0labError as error:
                failures.append(str(error))

        threads = [threading.Thread(target=create) for _ in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert failures == []
