"""'When X died' with no death of X held: the walk says so first and reads no tie's end as the death (a tie may
end for many reasons); X's ties are listed with their dates (invented names)."""

from __future__ import annotations

from c0lab import Memory


def test_when_someone_died_with_no_death_held_says_so_and_lists_the_ties_dated(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Tor Holm", "King Arvid", "Orvik Tower", "Lund Court"):
            memory.add_concept(name)
        memory.relate("King Arvid", "PATRON_OF", "Tor Holm", valid_from="1576", valid_to="1588")
        memory.relate("Tor Holm", "WORKED_AT", "Orvik Tower", valid_from="1576", valid_to="1597")
        memory.relate("Tor Holm", "WORKED_AT", "Lund Court", valid_from="1599", valid_to="Oct, 1601")
        walk = memory.walk("Where did Tor Holm work when Tor Holm died?")
        assert not walk.event and walk.context.startswith("No death of Tor Holm is recorded")
        assert any("Lund Court" in line and "1599" in line for line in walk.context.splitlines())


def test_when_someone_died_reads_the_death_the_memory_holds(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ("Tor Holm", "Orvik Tower", "Lund Court"):
            memory.add_concept(name)
        memory.relate("Tor Holm", "WORKED_AT", "Orvik Tower", valid_from="1576", valid_to="1597")
        memory.relate("Tor Holm", "WORKED_AT", "Lund Court", valid_from="1599")
        memory.end("Tor Holm", "WORKED_AT", "Lund Court", at="Oct, 1601", reason="his death")
        walk = memory.walk("Where did Tor Holm work when Tor Holm died?")
        assert "1601" in walk.event and "No death" not in walk.context


def test_when_someone_died_reads_a_death_a_text_says_by_the_surname_alone(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Marit Solberg became Herbarium Keeper in 1812. Solberg died in Feb. 1831. "
            "Aksel Prang became Herbarium Keeper in 1831."
        )  # the death falls in the year the next holder starts: no tie's end stands for it
        walk = memory.walk("who was Herbarium Keeper when Solberg died?")
        assert "1831" in walk.event and "No death" not in walk.context
