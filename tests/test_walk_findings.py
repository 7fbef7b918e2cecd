"""Walk findings from a stranger: a typo'd name abstains with a suggestion; a superseded object says it ended."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path, embedder=None)
    memory.add_concept("Project Zephyr", "A wind lidar project.")
    memory.add_concept("Oslo", "A city.")
    memory.add_concept("Bergen", "A city.")
    memory.relate("Project Zephyr", "BASED_IN", "Oslo", valid_from="2020-01-01")
    yield memory
    memory.close()


def test_a_one_edit_typo_abstains_and_suggests_the_near_name(mem):
    walk = mem.walk("Who leads Project Zepyhr?")
    assert walk.dead_end and walk.concept is None
    assert walk.context.startswith("Nothing in memory is named 'Project Zepyhr'")
    assert walk.context.endswith("Did you mean 'Project Zephyr'?")
    assert len(mem.dead_ends()) == 1
    lower = mem.walk("who leads zepyhr?")  # one lower-case word of a two-word name
    assert lower.dead_end and lower.context.endswith("Did you mean 'Project Zephyr'?")
    far = mem.walk("Who leads Project Quorbalt?")
    assert far.dead_end and "Did you mean" not in far.context


def test_a_relation_to_a_superseded_object_keeps_its_valid_time_until_something_replaces_it(mem):
    mem.supersede("Oslo", "Bergen", at="2024-01-01")
    line = next(line for line in mem.walk("Where is Project Zephyr based?").context.splitlines() if "Oslo" in line)
    assert line == "- Project Zephyr BASED_IN Oslo [superseded 2024-01-01 by Bergen] (since 2020)"
    mem.relate("Project Zephyr", "BASED_IN", "Bergen", valid_from="2024-01-01")
    context = mem.walk("Where is Project Zephyr based?").context
    assert "- Project Zephyr BASED_IN Bergen (since 2024)" in context and "no BASED_IN" not in context
    assert "Project Zephyr BASED_IN Oslo (2020–2023)" in context


def test_what_the_concepts_own_text_says_is_not_called_missing(mem):
    assert mem.walk("Who funds Project Zephyr?").context.startswith("Nothing in memory about who funds")
    mem.add_patch("Project Zephyr", "Project Zephyr is funded by the Tidewater Trust.")
    context = mem.walk("Who funds Project Zephyr?").context
    assert not context.startswith("Nothing") and "funded by the Tidewater Trust" in context
