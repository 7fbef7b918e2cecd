"""A thing that relocated is no longer where an earlier text placed it: "has relocated to Kelby" ends "is located
in Dunmore" (a relocation is the locating sense, one value at a time). "Moved to" is not: one moves to a club, a
market, a country as often as to a seat."""

from __future__ import annotations

from c0lab import Memory
from c0lab.retrieval.lexicon import single_owner


def test_a_relocation_to_a_place_is_where_the_thing_is_from_then(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("The Ashgrove Hackspace is located in Dunmore.", at="2014-02-02")
        memory.ingest("The Ashgrove Hackspace has relocated to Kelby after losing its lease.", at="2019-09-09")
        later = memory.walk("where was the Ashgrove Hackspace located in 2020?").context
        current = later.split("Current facts")[1].split("No longer true")[0]
        assert "Kelby" in current and "Dunmore" not in current
        assert "[ended 2019-09-09, ended by a later statement] Ashgrove Hackspace located in Dunmore" in later
        earlier = memory.walk("where was the Ashgrove Hackspace located in 2016?").context
        assert "Dunmore" in earlier.split("Current facts")[1] and "Kelby" not in earlier


def test_a_move_or_a_move_from_a_place_holds_no_place():
    assert single_owner("RELOCATED_TO", "X", "Kelby") == ("X", "locate")
    assert single_owner("MOVED_TO", "Ana Pell", "Orsk Rovers") is None
    assert single_owner("MOVED_FROM", "X", "Dunmore") is None


def test_a_move_to_a_club_ends_no_home(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Ana Pell lives in Leeds.", at="2013-01-01")
        memory.ingest("Ana Pell moved to Orsk Rovers in 2014.", at="2015-01-01")
        assert "[ended" not in memory.walk("where does Ana Pell live?").context
