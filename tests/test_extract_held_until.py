"""A post taken and kept until a date in one sentence is one stint with both ends (c0lab.extract.held_until)."""

from __future__ import annotations

from c0lab import Memory


def test_a_post_held_until_a_date_ends_then_not_at_the_next_holders_start(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest(
        "Ada Lo became Warden of the Orsk Trust in 1961 and held it until 1978. "
        "Tam Vey was Warden of the Orsk Trust from 1990."
    )
    in_1985 = memory.walk("who was Warden of the Orsk Trust in 1985?").context
    assert "[ended 1978] Ada Lo" in in_1985
    assert "1961–1990" not in in_1985  # not closed by the next holder's start
    assert "Ada Lo" in memory.walk("who was Warden of the Orsk Trust in 1970?").context.split("No longer true")[0]
