"""mem.ingest_file (issue 28): Markdown, text and JSON documents, chunking, duplicate chunks skipped and counted."""

from __future__ import annotations

import json

import pytest

from c0lab import InvalidInputError, Memory

NOTES = """# Zephyr

Mara Quill leads Zephyr since 2019. The team ships a release every month.

Mara Quill leads Zephyr since 2019. The team ships a release every month.

Mara Quill  leads Zephyr since 2019 -- the team ships a release every month!

Tomas Vey joined Zephyr in 2022 as an engineer who works on the ranking code and its tests.

Tomas Vey joined Zephyr in 2022 as an engineer who works on the ranking code and its benchmarks.
"""


@pytest.fixture
def mem(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        yield memory


def test_paragraphs_with_their_heading_and_duplicates_counted(mem, tmp_path):
    path = tmp_path / "notes.md"
    path.write_text(NOTES)
    counts = mem.ingest_file(path)
    assert (counts["chunks"], counts["ingested"], counts["duplicates"], counts["near_duplicates"]) == (5, 2, 2, 1)
    texts = mem.episodes()["text"].tolist()
    assert texts[0].startswith("# Zephyr\nMara Quill leads Zephyr since 2019.") and len(texts) == 2  # its own line
    assert counts["relations"] >= 1 and mem.concept("Mara Quill").name == "Mara Quill"
    again = mem.ingest_file(path)  # what the memory holds already is a duplicate too
    assert (again["ingested"], again["duplicates"], again["near_duplicates"]) == (0, 4, 1)
    assert len(mem.episodes()) == 2


def test_sentences_none_and_no_dedupe(mem, tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("Kite is a crawler. Lina Park joined Kite in 2023.\n\nKite is a crawler.")
    counts = mem.ingest_file(path, chunking="sentences")
    assert (counts["chunks"], counts["ingested"], counts["duplicates"]) == (3, 2, 1)
    whole = mem.ingest_file(path, chunking="none", dedupe=False)
    assert (whole["chunks"], whole["ingested"]) == (1, 1) and len(mem.episodes()) == 3
    limited = mem.ingest_file(path, chunking="sentences", dedupe=False, max_chunks=1)
    assert (limited["chunks"], limited["ingested"]) == (1, 1)


def test_json_documents_keep_their_dates(mem, tmp_path):
    path = tmp_path / "docs.json"
    path.write_text(
        json.dumps(
            [
                {"text": "Lina Park joined Kite in 2023.", "date": "2023-05-01"},
                {"text": "Kite is a crawler written in Go.", "date": "2023-06-01"},
            ]
        )
    )
    assert mem.ingest_file(path)["ingested"] == 2
    assert [moment.strftime("%Y-%m-%d") for moment in mem.episodes()["time"]] == ["2023-05-01", "2023-06-01"]


def test_one_file_is_one_operation(mem, tmp_path):
    path = tmp_path / "notes.md"
    path.write_text(NOTES)
    mem.ingest_file(path)
    mem.undo()
    assert mem.episodes().empty


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "as JSON"),
        ('{"text": "x"}', "JSON list"),
        ('[{"date": "2023"}]', 'document 1 .* "text"'),
        ('[{"text": "x", "date": 2023}]', '"date" must be a string'),
        ('[{"text": "x", "date": "someday"}]', "date of chunk 1"),
    ],
)
def test_a_bad_json_file_is_one_line_and_writes_nothing(mem, tmp_path, content, message):
    path = tmp_path / "docs.json"
    path.write_text(content)
    with pytest.raises(InvalidInputError, match=message):
        mem.ingest_file(path)
    assert mem.episodes().empty


def test_bad_options_and_a_missing_file(mem, tmp_path):
    with pytest.raises(InvalidInputError, match="chunking"):
        (tmp_path / "a.md").write_text("x")
        mem.ingest_file(tmp_path / "a.md", chunking="words")
    with pytest.raises(InvalidInputError, match="max_chunks"):
        mem.ingest_file(tmp_path / "a.md", max_chunks=0)
    with pytest.raises(InvalidInputError, match="cannot read"):
        mem.ingest_file(tmp_path / "absent.md")


def test_a_long_file_shows_a_progress_bar(mem, tmp_path, capsys):
    path = tmp_path / "long.md"
    path.write_text("\n\n".join(f"Project P{n} ships release {n} in 2024." for n in range(60)))
    assert mem.ingest_file(path)["ingested"] == 60
    assert "ingest long.md" in capsys.readouterr().err


def test_a_table_file_is_refused_in_one_line_naming_the_formats_read(tmp_path):
    table = tmp_path / "kilns.csv"
    table.write_text("kiln,builder,fired\nNorth Kiln,Bettina Raul,1788\n", encoding="utf-8")
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        with pytest.raises(InvalidInputError, match=r"reads Markdown, plain text or JSON, not \.csv"):
            memory.ingest_file(table)
