"""Correction notes: a walk names what replaced a corrected description and when; ingest reads cued corrections."""

from __future__ import annotations

import pandas as pd
import pytest

from c0lab import Memory
from c0lab._time import to_timestamp
from c0lab.bench.grading import marked
from c0lab.extract import Correction, OfflineExtractor
from c0lab.retrieval.corrections import CORRECTION_CUE, correction_notes, corrections


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path, embedder=None)
    yield memory
    memory.close()


@pytest.mark.parametrize(
    "sentence",
    [
        "Actually, Kelmir builds drones.",
        "Correction: Kelmir builds drones.",
        "In fact Kelmir builds drones.",
        "Kelmir builds drones rather than boats.",
        "Kelmir no longer builds boats.",
        "Kelmir builds not boats but drones.",
        "Update: Kelmir builds drones.",
        "The earlier note on Kelmir was wrong.",
    ],
)
def test_general_english_correction_cues_are_read(sentence):
    assert CORRECTION_CUE.search(sentence)
    assert OfflineExtractor()(sentence, at=0, known=["Kelmir"]).corrections == [Correction("Kelmir", sentence)]


@pytest.mark.parametrize(
    "sentence", ["Kelmir builds drones.", "Kelmir is not based in Oslo.", "Kelmir moved to Oslo in 2020."]
)
def test_a_statement_without_a_cue_is_not_a_correction(sentence):
    assert OfflineExtractor()(sentence, at=0, known=["Kelmir"]).corrections == []


def test_ingest_records_a_cued_correction_and_the_walk_names_it_with_its_day(mem):
    mem.ingest(
        "Mirlum Institute runs Project Kelmir, which develops a ferry routing system.", at="2025-01-06", source="note-a"
    )
    mem.ingest("Varel Lumny has led Project Kelmir since 2022.", at="2025-01-07", source="note-b")
    counts = mem.ingest(
        "Actually, Project Kelmir develops a fog harvesting system, not ferry routing.",
        at="2025-02-20",
        source="note-c",
    )
    assert counts["corrected"] == 1
    day = "2025-02-20"  # the day the correction holds from: its document's, not the day it was recorded
    context = mem.walk("What does Project Kelmir develop?").context
    about = [line for line in context.splitlines() if "ferry routing system." in line and "Actually" not in line[:40]]
    assert about, context
    for line in about:  # every older line holding the stale statement names the correction and its day
        assert f"corrected {day}: Actually, Project Kelmir develops a fog harvesting system" in line
        assert marked(line, "ferry routing", ("fog harvesting",))
    lead = next(line for line in context.splitlines() if "Varel Lumny has led" in line)
    assert "corrected" not in lead  # a line about something else is left alone
    recall = mem.recall("Project Kelmir ferry routing system", as_of="now").context
    old = next(line for line in recall.splitlines() if line.startswith("[2025-01-06]"))
    assert old.startswith("[2025-01-06] note-a: ") and f"[Project Kelmir corrected {day}: Actually" in old
    before = mem.store.records[mem.core.resolve("Project Kelmir")][-1].recorded_at
    assert "corrected" not in mem.walk("What does Project Kelmir develop?", known_at=to_timestamp(before + 1)).context


def test_a_correction_with_no_cue_is_a_later_different_value(mem):
    mem.ingest("Project Kelmir develops a ferry routing system.", at="2025-01-06", source="note-a")
    counts = mem.ingest("Project Kelmir develops a fog harvesting system.", at="2025-02-20", source="note-b")
    assert counts["corrected"] == 1 and "corrected" in mem.walk("Project Kelmir").context
    again = mem.ingest("Project Kelmir actually develops a fog harvesting system.", at="2025-03-01", source="note-c")
    assert again["corrected"] == 0  # the same value again, and "actually" as emphasis: no correction


def test_notes_go_only_on_older_lines_naming_the_concept(mem):
    mem.add_concept("Loom", "Loom develops a weather forecasting system.")
    mem.add_patch("Loom", "Loom develops a tide forecasting system.")
    version = mem.store.records[mem.core.resolve("Loom")][-1]
    fix = corrections(version, mem.core.patches(version.record, as_of=mem.core.now(), known_at=mem.core.now()))
    assert [patch.text for patch in fix] == ["Loom develops a tide forecasting system."]
    patch = fix[0]
    assert correction_notes("Loom makes a weather forecasting system.", patch.recorded_at - 1, {"Loom": patch})
    assert correction_notes("Loom makes a weather forecasting system.", patch.recorded_at + 1, {"Loom": patch}) == ""
    assert correction_notes("Weaver makes a weather forecasting system.", 0, {"Loom": patch}) == ""
    assert correction_notes("Loom is based in Oslo.", 0, {"Loom": patch}) == ""
    mem.add_patch("Loom", "It also has a harbour.")  # an addition is not a correction
    assert (
        len(corrections(version, mem.core.patches(version.record, as_of=mem.core.now(), known_at=mem.core.now()))) == 1
    )


def test_a_correction_without_a_day_of_its_own_is_dated_the_day_it_was_recorded(mem):
    mem.add_concept("Project Kelmir", "Project Kelmir develops a ferry routing system.")
    mem.add_patch("Project Kelmir", "Actually, Project Kelmir develops a fog harvesting system.")
    day = f"{pd.Timestamp.now(tz='UTC'):%Y-%m-%d}"
    assert f"[corrected {day}: Actually, Project Kelmir develops" in mem.walk("Project Kelmir").context


def test_a_correction_read_at_ingest_notes_older_lines_though_the_description_is_of_something_else(mem):
    # the description is the lead's sentence; the uncued correction is of what the project develops: the patch is
    # still a correction (ingestion read it as one), so every older line stating the old value names it
    mem.ingest("Ossian Reed has led Project Kelmir since 2019.", at="2025-01-05", source="note-a")
    mem.ingest("Mirlum Institute runs Project Kelmir, which develops a ferry routing system.", at="2025-01-06")
    assert mem.ingest("Project Kelmir develops a fog harvesting system.", at="2025-02-20")["corrected"] == 1
    for context in (mem.walk("What does Project Kelmir develop?").context, mem.recall("Project Kelmir").context):
        stale = [line for line in context.splitlines() if "ferry routing" in line]
        assert stale and all("[Project Kelmir corrected 2025-02-20: Project Kelmir develops a fog" in s for s in stale)
    mem.add_patch("Project Kelmir", "Project Kelmir has a ferry routing office.")  # a user's addition: no correction
    version = mem.store.records[mem.core.resolve("Project Kelmir")][-1]
    now = mem.core.now()
    assert [p.text for p in corrections(version, mem.core.patches(version.record, as_of=now, known_at=now))] == [
        "Project Kelmir develops a fog harvesting system."
    ]
