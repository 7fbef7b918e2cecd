"""The order of a walk's stints: the later of two open stints first, and a neighbour's stint no better way than the
concept's own when both are of one sense asked."""

from __future__ import annotations

from c0lab import Memory


def _current(context: str) -> list[str]:
    """The lines under "Current facts" (up to the next heading)."""
    lines = context.splitlines()
    start = next(place for place, line in enumerate(lines) if line.startswith("Current facts"))
    section = []
    for line in lines[start + 1 :]:
        if not line.startswith("-"):
            break
        section.append(line)
    return section


def test_of_two_open_stints_the_later_begun_comes_first(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Tova Rusk", "Ilsby Rovers", "Kessing Athletic")])
        mem.relate("Tova Rusk", "PLAYED_FOR", "Ilsby Rovers", valid_from="2010-01-01")  # its end never said
        mem.relate("Tova Rusk", "SIGNED_FOR", "Kessing Athletic", valid_from="2014-07-01")
        current = _current(mem.walk("Which team did Tova Rusk play for in 2016?").context)
        assert "Kessing Athletic" in current[0], current
        assert any("Ilsby Rovers" in line for line in current[1:]), current


def test_a_neighbours_stint_of_the_same_sense_is_not_a_current_fact_of_the_concept(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Dag Solvik", "Pell Haro", "Orrin Albion")])
        mem.relate("Dag Solvik", "PLAYED_FOR", "Orrin Albion", valid_from="2014-01-01")
        mem.relate("Pell Haro", "SIGNED_WITH", "Orrin Albion", valid_from="2015-01-01")
        context = mem.walk("Which team did the player Dag Solvik belong to in 2016?").context
        current = _current(context)
        assert "Dag Solvik played for Orrin Albion" in current[0], context
        assert not any("Pell Haro" in line for line in current), context  # another player's signing, around it
