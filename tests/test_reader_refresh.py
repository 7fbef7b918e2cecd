"""A ``read_only`` memory sees the memory as it was when opened until ``refresh()`` reads what the writer committed
since (it never did: a reader opened before a write answered with the old holder for good)."""

from __future__ import annotations

from c0lab import Memory


def test_a_reader_refreshed_walks_what_the_writer_wrote_since(tmp_path):
    writer = Memory.open(tmp_path, embedder=None)
    writer.ingest("Ana Roe is chief executive of Orsk Labs.", at="2020-01-01")
    reader = Memory.open(tmp_path, embedder=None, read_only=True)
    writer.ingest("Bo Lin succeeded Ana Roe as chief executive of Orsk Labs in 2022.", at="2022-03-01")
    question = "who is chief executive of Orsk Labs?"
    assert "- Bo Lin" not in reader.walk(question).context  # as opened
    assert reader.refresh() and not reader.refresh()
    assert "- Bo Lin chief executive of Orsk Labs" in reader.walk(question).context
    assert not writer.refresh()  # a writer holds its own changes
    writer.close()
    reader.close()
