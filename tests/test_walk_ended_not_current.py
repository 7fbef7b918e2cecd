"""A stint that ended inside the time a walk reads, with no successor, is never listed as current (invented names)."""

from __future__ import annotations

from c0lab import Memory


def _sections(context: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    heading = ""
    for line in context.splitlines():
        if line.endswith(":") and not line.startswith("- "):
            heading = line
        elif line.startswith("- "):
            out.setdefault(heading, []).append(line)
    return out


def test_a_stint_ended_with_no_successor_is_not_current_at_its_end(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        for name in ["Blues", "Bek Arno", "Cal Dorn"]:
            memory.add_concept(name)
        memory.relate("Blues", "LED_BY", "Bek Arno", valid_from="2001")
        memory.end("Blues", "LED_BY", "Bek Arno", at="2005", reason="resigned")
        memory.relate("Blues", "LED_BY", "Cal Dorn", valid_from="2007")
        sections = _sections(memory.walk("who led the Blues when Bek Arno resigned?").context)
        current = [line for heading, lines in sections.items() if heading.startswith("Current") for line in lines]
        assert not any("Bek Arno" in line for line in current)
        assert any("Bek Arno" in line and "[ended 2005" in line for lines in sections.values() for line in lines)
        during = _sections(memory.walk("who led the Blues in 2003?").context)  # held through the time asked: current
        assert any(
            "Bek Arno" in line for heading, lines in during.items() if heading.startswith("Current") for line in lines
        )
