"""One list of ending verbs: extraction ends a stint by every verb the question reader reads as an end, ingest
keeps the verb as the reason, and "when X resigned" reads the stint that ended so (issue 22, review 9)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.retrieval.event_ends import ENDING, how_ended


@pytest.mark.parametrize("verb", ["was impeached", "was voted out", "was removed from office", "resigned"])
def test_every_ending_verb_the_question_reader_knows_ends_a_stint_at_extraction(tmp_path, verb):
    assert ENDING.search(f"when Ivo Tamm {verb}")  # the question reader's list is the extractor's
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest(
            f"Ivo Tamm became leader of the Osk Party in 2001. He {verb} in 2005. "
            "Lena Voss became leader of the Osk Party in 2007.",
            at="2024-01-01",
        )
        current = mem.walk("who led the Osk Party in 2006?").context.split("No longer true:")[0]
        assert not any("Ivo Tamm" in line and "ended" not in line for line in current.splitlines()[1:]), current
        history = mem.history("Ivo Tamm")
        ended = history[(history["kind"] == "relation") & history["reason"].fillna("").str.len().gt(0)]
        said = ENDING.search(verb)
        assert said is not None and any(said[0] in reason for reason in ended["reason"]), ended  # the verb kept


def test_an_ending_verb_followed_by_to_or_for_ends_nothing():
    assert not ENDING.search("Ivo Tamm left for Harl") and not ENDING.search("she quit to join Bex Mill")
    read = OfflineExtractor()(
        "Ivo Tamm led Osk Party. Ivo Tamm left for Harl in 2005.", at=parse_time("2024"), known=[]
    )
    assert not read.ends


def test_how_a_stint_ended_groups_the_verbs():
    assert [how_ended(t) for t in ("resigned", "stood down", "was sacked", "was impeached", "passed away")] == [
        "left",
        "left",
        "removed",
        "removed",
        "died",
    ]
    assert how_ended("ended by a later statement") == "" and how_ended("Kai Berg took over") == ""


def test_when_x_resigned_reads_the_stint_that_ended_so_not_the_first_that_ended(tmp_path):
    """Ivo Tamm was sacked in 2005 and resigned in 2014: "when he resigned" (or "stepped down") is 2014."""
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": n} for n in ("Osk Party", "Ivo Tamm", "Kai Berg", "Lena Voss")])
        mem.relate("Osk Party", "LED_BY", "Ivo Tamm", valid_from="2001")
        mem.end("Osk Party", "LED_BY", "Ivo Tamm", at="2005", reason="was sacked, Kai Berg took over")
        mem.relate("Osk Party", "LED_BY", "Kai Berg", valid_from="2005", valid_to="2010")
        mem.relate("Osk Party", "LED_BY", "Ivo Tamm", valid_from="2010", keep=True)
        mem.end("Osk Party", "LED_BY", "Ivo Tamm", at="2014", reason="Lena Voss took over")
        mem.relate("Osk Party", "LED_BY", "Lena Voss", valid_from="2014")
        for verb in ("resigned", "stepped down"):
            first = mem.walk(f"who led the Osk Party when Ivo Tamm {verb}?").context.splitlines()[0]
            assert "ended 2014" in first, first
        sacked = mem.walk("who led the Osk Party when Ivo Tamm was sacked?").context.splitlines()[0]
        assert "ended 2005" in sacked, sacked


def test_ingest_keeps_the_ending_verb_as_the_reason_a_succession_ended_a_stint(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest(
            "Ivo Tamm became leader of the Osk Party in 2001. He was sacked in 2005 and Kai Berg took over.",
            at="2024-01-01",
        )
        history = mem.history("Ivo Tamm")
        reasons = " ".join(history["reason"].fillna(""))
        assert "was sacked" in reasons, history[["name", "reason"]]


def test_when_x_resigned_with_no_end_held_says_so_rather_than_reading_the_start(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": n} for n in ("Osk Party", "Ivo Tamm", "Kai Berg")])
        mem.relate("Osk Party", "LED_BY", "Ivo Tamm", valid_from="2001")
        mem.end("Osk Party", "LED_BY", "Ivo Tamm", at="2005", reason="resigned")
        mem.relate("Osk Party", "LED_BY", "Kai Berg", valid_from="2007")
        context = mem.walk("who led the Osk Party when Kai Berg resigned?").context
        assert context.startswith("No end is recorded for 'Kai Berg resigned'"), context
        assert "Read as of 2007" not in context  # not his start


def test_an_ending_said_with_no_day_ends_at_the_texts_day_and_nothing_in_a_text_given_none(tmp_path):
    """ "She resigned." ends the stint on the day of a dated text; in a text given no day there is no day to end
    it at (the ingest moment would say it held until today): the stint is left to the next one to end."""
    text = "Ada Kell led the Harl Rowing Club from 2001. She resigned."
    with Memory.open(tmp_path / "dated", embedder=None) as mem:
        mem.ingest(text, at="2005-06-01")
        assert "[ended 2005-06-01" in mem.walk("who led the Harl Rowing Club?").context
    with Memory.open(tmp_path / "undated", embedder=None) as mem:
        mem.ingest(text)
        context = mem.walk("who led the Harl Rowing Club?").context
        assert "Ada Kell led Harl Rowing Club (since 2001)" in context and "ended" not in context
