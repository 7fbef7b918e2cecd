"""Valid time over the whole calendar: years 1-9999 stored, compared and shown; older memories open unchanged."""

import json
import shutil
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from c0lab import Memory
from c0lab._reading import read_time
from c0lab._time import BEGINNING, FOREVER, format_time, parse_time

FIXTURE = Path(__file__).parent / "fixtures" / "memory-v1"


@pytest.fixture
def old_memory(tmp_path):
    folder = tmp_path / "memory-v1"
    shutil.copytree(FIXTURE, folder)
    return folder


def test_a_memory_written_by_the_previous_release_opens_with_its_data_unchanged(old_memory):
    segments = sorted((old_memory / "namespaces" / "default").glob("*.parquet"))
    raw = {}
    for path in segments:
        table = pq.read_table(path).to_pylist()
        raw.update({row["version"]: row for row in table})
    with Memory.open(old_memory, embedder=None) as mem:
        held = mem.store.versions
        assert set(held) >= {number for number, row in raw.items() if row["kind"] != "operation"}
        for number, version in held.items():
            row = raw[number]
            for field, open_end in (("valid_from", BEGINNING), ("valid_to", FOREVER), ("expired_at", FOREVER)):
                value = getattr(version, field)
                assert (row[field] is None) == (value == open_end)
                if row[field] is not None:
                    assert format_time(value)[:10] == f"{row[field]:%Y-%m-%d}"
            assert (version.name, version.text, version.kind) == (row["name"], row["text"], row["kind"])
        assert mem.concept("Project Zephyr", as_of="2020").description == "A search engine."
        assert mem.concept("Project Zephyr").description == "A search engine for notes."
        assert mem.neighbours("Project Zephyr", as_of="2020")["name"].tolist() == ["Mara Quill"]
        assert mem.neighbours("Project Zephyr", as_of="2023")["name"].tolist() == ["Tomas Vey"]
        lab = mem.concept("Old Lab", as_of="1800")
        assert f"{lab.valid_from:%Y-%m-%d}" == "1700-06-01" and f"{lab.valid_to:%Y-%m-%d}" == "2261-01-01"


def test_a_historians_memory_keeps_years_before_1678_and_after_2261(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "Copernicus", "valid_from": "1473"}, {"name": "Frombork"}, {"name": "Orbit"}])
        mem.relate("Copernicus", "LIVED_IN", "Frombork", valid_from="1510", valid_to="1543")
        mem.add_concept("Far Future", "x", valid_from="9000-01-01")
        assert mem.neighbours("Copernicus", as_of="1520")["name"].tolist() == ["Frombork"]
        assert mem.neighbours("Copernicus", as_of="1543-06")["name"].tolist() == ["Frombork"]  # the year is covered
        assert mem.neighbours("Copernicus", as_of="1544").empty
        assert mem.concept("Far Future", as_of="9999-12-31").name == "Far Future"
        walk = mem.walk("where did Copernicus live in 1520?")
        assert "Frombork" in walk.context and "read as of 1520 (year)" in repr(walk)
        early = mem.walk("Copernicus", as_of="0800")
        assert "read as of 800 (year)" in repr(early) and "0800-12-31" in early._repr_markdown_()
    with Memory.open(tmp_path / "memory", embedder=None) as again:
        frame = again.neighbours("Copernicus", as_of="1520")
        assert frame["name"].tolist() == ["Frombork"]
        assert again.concept("Copernicus").valid_from.year == 1473
        assert parse_time("1543", what="valid_to") == parse_time("1544")


def test_an_interval_stated_at_month_precision_is_that_month_and_prints_so(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "Percy Smith"}, {"name": "Preston"}, {"name": "Hull City"}])
        mem.relate("Percy Smith", "PLAYS_FOR", "Preston", valid_from="Jan, 2008", valid_to="Jan, 2008")
        mem.relate("Percy Smith", "PLAYS_FOR", "Hull City", valid_from="1902", valid_to="1910")
        assert mem.neighbours("Percy Smith", as_of="2008-01-31")["name"].tolist() == ["Preston"]
        assert mem.neighbours("Percy Smith", as_of="2008-02-01").empty
        assert mem.neighbours("Percy Smith", as_of="1910-12-31")["name"].tolist() == ["Hull City"]
        walk = mem.walk("Which team did Percy Smith play for in Jan, 2008?")
        assert "Percy Smith plays for Preston (2008-01)" in walk.context
        assert "[ended 1910] Percy Smith plays for Hull City (from 1902)" in walk.context
        assert "23:59" not in walk.context


def test_analytics_and_slices_read_any_year(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts(
            [
                {"name": "Galileo", "valid_from": "1564"},
                {"name": "Padua", "valid_from": "1222"},
                {"name": "Florence", "valid_from": "0059"},
            ]
        )
        mem.relate("Galileo", "WORKED_IN", "Padua", valid_from="1592", valid_to="1610")
        mem.relate("Galileo", "WORKED_IN", "Florence", valid_from="1610")
        ranked = mem.analytics.pagerank(as_of="1600")
        assert set(ranked["name"]) == {"Galileo", "Padua", "Florence"}
        path = mem.analytics.shortest_path("Galileo", "Padua", as_of="1600")
        assert path[["from", "to"]].values.tolist() == [["Galileo", "Padua"]]
        assert len(mem.analytics.components(as_of="1600-06")) == 3
        assert mem.analytics.components(as_of="0100")["name"].tolist() == ["Florence"]


def test_a_question_at_month_precision_finds_a_fact_stated_at_year_precision(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "Percy Smith"}, {"name": "Preston"}, {"name": "Hull City"}])
        mem.relate("Percy Smith", "PLAYS_FOR", "Preston", valid_from="1902", valid_to="1907")
        mem.relate("Percy Smith", "PLAYS_FOR", "Hull City", valid_from="1908", valid_to="1910")
        walk = mem.walk("Which team did Percy Smith play for in Jan, 1908?")
        current = walk.context.partition("No longer true:")[0]
        assert "Percy Smith plays for Hull City (1908–1910)" in current and "Preston" not in current
        assert f"{walk.as_of:%Y-%m-%d}" == "1908-01-31"  # the month as a whole: read as it stood at its end


def test_the_walk_says_what_time_it_read_at_its_precision(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "Percy Smith"}, {"name": "Preston"}])
        mem.relate("Percy Smith", "PLAYS_FOR", "Preston", valid_from="1902", valid_to="1910")
        walk = mem.walk("Which team did Percy Smith play for in Jan, 1908?")
        assert "Current facts (at any time in January 1908):" in walk.context
        assert "read as of January 1908 (month)" in repr(walk) and "read as of January 1908" in walk._repr_html_()
        before = mem.walk("Which team did Percy Smith play for before 1908?")
        assert "Current facts (before 1908):" in before.context and "23:59" not in before.context
        given = mem.walk("Which team did Percy Smith play for?", as_of="1908-01-15")
        assert "Current facts (as of 1908-01-15):" in given.context and "read" not in repr(given).split("\n")[0]


def test_a_schema_1_memory_is_marked_schema_2_by_its_first_write_only(old_memory):
    manifest = old_memory / "c0lab.json"
    with Memory.open(old_memory, embedder=None, read_only=True) as mem:
        assert mem.concept("Project Zephyr")
    with Memory.open(old_memory, embedder=None) as mem:
        assert json.loads(manifest.read_text())["schema"] == 1  # opened, nothing written yet
        mem.add_concept("Second Lab", valid_from="1703-01")
    info = json.loads(manifest.read_text())
    assert info["schema"] == 2 and info["format"] == "c0lab-memory"  # a release reading schema 1 refuses it
    with Memory.open(old_memory, embedder=None, read_only=True) as mem:
        assert mem.concept("Project Zephyr").description == "A search engine for notes."


def test_a_year_of_three_digits_written_as_iso_is_that_year():
    assert read_time("800-12-25").describe() == "0800-12-25 (day)"
    assert read_time("786-09").describe() == "September 786 (month)"
