"""A text's line in a walk is dated by the times it states, not by the day it was recorded (notes about the past:
that day is no date of their facts); a text stating none keeps its day."""

from __future__ import annotations

from c0lab import Memory


def test_a_texts_line_shows_the_times_it_states(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest("Ines Kroll chaired the Tide Council from 1902 to 1911. She wrote two books.", at="2020-05-01")
    lines = memory.walk("who is Ines Kroll?").context.splitlines()
    said = [line for line in lines if line.startswith("- [") and "document: Ines Kroll chaired" in line]
    assert said and all(line.startswith("- [1902 to 1911] document:") for line in said)
    memory.close()
