"""Any engine can read a memory: DuckDB answers from the parquet files alone what ``neighbours`` answers.

The query is the one printed in docs/SCHEMA.md, read from there, so the
documented schema and recipe stay true.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from c0lab import Memory
from c0lab._time import parse_time, to_timestamp

duckdb = pytest.importorskip("duckdb")

SCHEMA_PAGE = Path(__file__).resolve().parents[1] / "docs" / "SCHEMA.md"


def documented_query() -> str:
    return re.search(r"```sql\n(.*?)```", SCHEMA_PAGE.read_text(), re.S).group(1)


@pytest.fixture
def memory(tmp_path):
    """A team over time: a base file (compacted) and later segments, closed versions among them."""
    mem = Memory.open(tmp_path, embedder=None)
    mem.add_concepts(
        [
            {"name": name}
            for name in ["Zephyr", "Mara Quill", "Ivo Brandt", "hybrid search", "Acme Labs", "Orion", "Old Format"]
        ]
    )
    mem.relate("Zephyr", "LED_BY", "Mara Quill", valid_from="2019-01-01", valid_to="2022-01-01")
    mem.relate("Zephyr", "USES", "hybrid search", valid_from="2020-06-01")
    mem.relate("Acme Labs", "FUNDS", "Zephyr")
    mem.relate("Zephyr", "USES", "Old Format", valid_to="2021-01-01")
    mem.store.compact()  # what came before lives in a base file now
    mem.relate("Zephyr", "LED_BY", "Ivo Brandt", valid_from="2022-01-01")
    mem.relate("Orion", "DEPENDS_ON", "Zephyr", valid_from="2023-01-01")
    mem.describe("Zephyr", "a search engine", at="2021-03-01")
    mem.invalidate("Acme Labs", reason="never funded it", at="2018-01-01")  # closes versions: rows replaced
    yield mem
    mem.close()


@pytest.mark.parametrize("as_of", ["2019-06-01", "2020-07-01", "2021-06-01", "2024-01-01"])
def test_duckdb_reads_the_neighbours_straight_from_the_parquet_files(memory, as_of):
    folder = memory.path / "namespaces" / memory.namespace
    assert sorted(path.name[:4] for path in folder.glob("*.parquet"))[0] == "base"
    known = memory.store.last_change_at
    expected = memory.neighbours("Zephyr", as_of=as_of)
    rows = duckdb.execute(
        documented_query(),
        {
            "folder": str(folder),
            "name": "Zephyr",
            "as_of": to_timestamp(parse_time(as_of)).to_pydatetime(),
            "known_at": to_timestamp(known).to_pydatetime(),
        },
    ).fetchall()
    assert sorted(rows) == sorted(expected[["name", "relation", "direction"]].itertuples(index=False, name=None))
    assert rows  # each date has neighbours: the comparison is not of two empty answers


def test_duckdb_sees_what_the_memory_knew_before_a_correction(memory):
    """As known before the invalidation, Acme Labs still funds Zephyr — in DuckDB as in c0lab."""
    folder = memory.path / "namespaces" / memory.namespace
    closed = min(v.recorded_at for v in memory.store.versions.values() if v.reason == "never funded it")
    before = memory.neighbours("Zephyr", as_of="2024-01-01", known_at=to_timestamp(closed - 1))
    rows = duckdb.execute(
        documented_query(),
        {
            "folder": str(folder),
            "name": "Zephyr",
            "as_of": to_timestamp(parse_time("2024-01-01")).to_pydatetime(),
            "known_at": to_timestamp(closed - 1).to_pydatetime(),
        },
    ).fetchall()
    assert ("Acme Labs", "FUNDS", "in") in rows
    assert sorted(rows) == sorted(before[["name", "relation", "direction"]].itertuples(index=False, name=None))


def test_a_small_commit_is_written_plain_and_compaction_compresses(memory):
    """One user write is a plain parquet segment (compressing it costs more than writing it); the base that
    compaction writes, and DuckDB reads above, is zstd."""
    import pyarrow.parquet as pq

    folder = memory.store.files.folder
    codecs = {
        path.name.split("-")[0]: pq.ParquetFile(path).metadata.row_group(0).column(0).compression
        for path in sorted(folder.glob("*.parquet"))
    }
    assert codecs == {"base": "ZSTD", "seg": "UNCOMPRESSED"}


def test_a_segment_rewritten_by_another_engine_still_opens(memory):
    """A segment written back by DuckDB (its own schema metadata) is the same data:
    the memory opens and answers as before."""
    folder = memory.store.files.folder
    expected = memory.neighbours("Zephyr")["name"].tolist()
    path = max(folder.glob("seg-*.parquet"))
    memory.close()
    rewritten = path.with_name("rewritten.parquet")
    duckdb.sql(f"COPY (SELECT * FROM read_parquet('{path}')) TO '{rewritten}' (FORMAT parquet)")
    rewritten.replace(path)
    with Memory.open(memory.path, embedder=None, read_only=True) as reader:
        assert reader.neighbours("Zephyr")["name"].tolist() == expected
