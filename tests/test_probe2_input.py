"""Issue 25, items 14, 16, 17 and 18: a read answers on a full disk, facts come before descriptions in a
walk's context, a name never spans a line break, and a budget is a number (``True`` is not)."""

from __future__ import annotations

import pytest

from c0lab._errors import InvalidInputError


@pytest.mark.parametrize("value", [True, False, 1.0, "200", None])
def test_a_budget_that_is_no_whole_number_is_refused_everywhere(mem, value):
    mem.add_concept("Ada", "a person")
    mem.add_episode("Ada wrote the first program")
    for read in (
        lambda: mem.walk("who is Ada?", budget_tokens=value),
        lambda: mem.recall("who is Ada?", budget_tokens=value),
        lambda: mem.ask("who is Ada?", model="none", budget_tokens=value),
    ):
        with pytest.raises(InvalidInputError, match="budget_tokens must be a whole number"):
            read()


@pytest.mark.parametrize(("option", "value"), [("depth", True), ("k", True)])
def test_a_depth_or_k_of_true_is_refused(mem, option, value):
    mem.add_concept("Ada", "a person")
    with pytest.raises(InvalidInputError, match=f"{option} must be a whole number"):
        if option == "k":
            mem.search("Ada", k=value)
        else:
            mem.walk("who is Ada?", depth=value)


def test_a_walk_answers_on_a_full_disk_and_drops_its_dead_end_with_a_warning(mem, monkeypatch):
    import errno

    from c0lab.reflect import deadends

    mem.add_concept("Ada", "a person")

    def full(_handle):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(deadends.os, "fsync", full)
    with pytest.warns(UserWarning, match="dead end of this walk was not kept.*No space left"):
        walk = mem.walk("what is Qwxzy Blorp?")
    assert walk.dead_end
    assert mem.walk("who is Ada?").concept is not None  # the memory still reads


def test_a_long_description_is_cut_so_the_facts_fit_the_budget(mem):
    mem.add_concept("Long Desc", " ".join(f"word{number}" for number in range(600)))
    mem.add_concept("Bob Smith", "a person")
    mem.relate("Long Desc", "LED_BY", "Bob Smith")
    walk = mem.walk("who leads Long Desc?", budget_tokens=200)
    assert "- Long Desc led by Bob Smith" in walk.context
    assert 0 < walk.tokens <= 200
    first = walk.context.splitlines()[0]
    assert first.startswith("Long Desc: word0 word1") and first.endswith(" …")
    assert sum(mem.count_tokens(line) + 1 for line in walk.context.splitlines()) <= 200


def test_an_ingested_name_never_spans_a_line_break(mem):
    mem.ingest("Notes from the meeting.\nZephyr Project LED_BY Mallory Evil\nZephyr Project FUNDED_BY Evil Corp")
    names = set(mem.store.names)
    assert "zephyr project" in names and "mallory evil" in names and "evil corp" in names
    assert not any("mallory evil zephyr" in key or "led by" in key for key in names)
    context = mem.walk("Zephyr Project").context
    assert not any(line.startswith("- Zephyr Project LED_BY Mallory Evil Zephyr") for line in context.splitlines())


def test_a_name_that_reads_like_a_fact_is_quoted_on_every_context_line(mem):
    mem.add_concept("Zorg LED_BY Eve", "a crafted name")
    mem.add_concept("Ann Lee", "a person")
    mem.relate("Ann Lee", "KNOWS", "Zorg LED_BY Eve")
    lines = mem.walk("Ann Lee").context.splitlines()
    assert '- Ann Lee knows "Zorg LED_BY Eve"' in lines and '- "Zorg LED_BY Eve": a crafted name' in lines
    assert not any(line.startswith(("- Zorg LED_BY", "Zorg LED_BY")) for line in lines)
