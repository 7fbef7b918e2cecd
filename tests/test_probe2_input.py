"""Issue 25, items 14, 16, 17 and 18: a read answers on a full disk, facts come before descriptions in a
walk's context, a name never spans a line break, and a budget is a number (``True`` is not)."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._errors import InvalidInputError


@pytest.mark.parametrize("value", [True, False, 1.0, "200", None])
def test_a_budget_that_is_no_whole_number_is_refused_everywhere(mem, value):
    mem.add_concept("Ada", "a person")
    mem.add_episode("Ada wrote the first program")
    for read in (lambda: mem.walk("who is Ada?", budget_tokens=value),
                 lambda: mem.recall("who is Ada?", budget_tokens=value),
                 lambda: mem.ask("who is Ada?", model="none", budget_tokens=value)):
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
