"""``ingest(text, dedupe=True)`` leaves a text whose words the memory holds as it is (a notebook run again kept each
cell twice, its facts written twice); without ``dedupe`` the same words told again are kept again."""

from __future__ import annotations

from c0lab import Memory


def test_a_text_held_is_not_ingested_again_with_dedupe(tmp_path):
    with Memory.open(tmp_path, embedder=None) as memory:
        first = memory.ingest("Ana Roe is chief executive of Orsk Labs.", at="2020-01-01")
        again = memory.ingest("ana roe  is chief executive of Orsk Labs", at="2021-01-01", dedupe=True)
        assert again["duplicate"] and again["episode"] == first["episode"] and again["relations"] == 0
        assert len(memory.episodes()) == 1
        assert "duplicate" not in memory.ingest("Ana Roe is chief executive of Orsk Labs.", at="2021-01-01")
        assert len(memory.episodes()) == 2  # dedupe is asked for, not the default
