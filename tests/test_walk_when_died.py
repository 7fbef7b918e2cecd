"""'When X died' reads X's death: the end of the tie that ended last (a death ends every tie), not a patronage
that ended years before (invented names)."""

from __future__ import annotations

from c0lab import Memory


def test_when_someone_died_reads_the_last_of_their_ties_to_end(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Tor Holm", "King Arvid", "Orvik Tower", "Lund Court"):
            memory.add_concept(name)
        memory.relate("King Arvid", "PATRON_OF", "Tor Holm", valid_from="1576", valid_to="1588")
        memory.relate("Tor Holm", "WORKED_AT", "Orvik Tower", valid_from="1576", valid_to="1597")
        memory.relate("Tor Holm", "WORKED_AT", "Lund Court", valid_from="1599", valid_to="Oct, 1601")
        walk = memory.walk("Where did Tor Holm work when Tor Holm died?")
        assert "1601" in walk.event and "1588" not in walk.event
