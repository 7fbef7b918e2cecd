"""A range asked: a post that ended inside it is ordered as one held in it (the later stint first)."""

from __future__ import annotations

import pytest

from c0lab.memory.memory import Memory


@pytest.mark.parametrize("end", ["1930-02-05", "1934-02-17"])
def test_a_post_ended_inside_the_range_asked_comes_before_an_older_open_one(tmp_path, end: str) -> None:
    memory = Memory.open(str(tmp_path), embedder=None)
    for name in ("Cecil Clementi", "Colonial Secretary of Ceylon", "Governor of Hong Kong"):
        memory.add_concept(name)
    memory.relate("Cecil Clementi", "HELD_OFFICE_AS", "Colonial Secretary of Ceylon", valid_from="1913")
    memory.relate("Cecil Clementi", "HELD_OFFICE_AS", "Governor of Hong Kong", valid_from="1925", valid_to=end)
    lines = memory.walk("Cecil Clementi took which position from Nov 1925 to Feb 1930?", budget_tokens=300).context
    facts = [line for line in lines.splitlines() if line.startswith("- ")]
    assert "Governor of Hong Kong" in facts[0] and "Colonial Secretary of Ceylon" in facts[1]
