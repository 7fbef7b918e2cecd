"""A question walked once for several budgets (``Memory.walks``, ``Memory.contexts``, the bench's arms): each budget's
walk and context are the ones asked alone at that budget; bad budgets are refused in one line."""

from __future__ import annotations

import pandas as pd
import pytest

from c0lab import InvalidInputError, Memory
from c0lab.bench.arms import build_bench
from c0lab.bench.world import generate_world

BUDGETS = (40, 120, 1000)


@pytest.fixture
def memory(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as opened:
        managers = [f"Manager {number}" for number in range(15)]
        opened.add_concepts([{"name": "Orsk Club", "description": "A football club in Orsk."}])
        opened.add_concepts([{"name": name, "description": "A football manager."} for name in managers])
        for number, year in enumerate(range(1900, 1990, 6)):
            opened.relate("Orsk Club", "MANAGED_BY", f"Manager {number}", valid_from=str(year), valid_to=str(year + 6))
        opened.ingest("The Orsk Club won the Pell Cup in 1931 under its manager of the time.", at="1931-05-01")
        yield opened


@pytest.mark.parametrize(
    "question", ["who managed Orsk Club in 1931?", "who manages Orsk Club?", "what is Quorbly?", "what was Orsk Club?"]
)
def test_each_budgets_walk_and_context_are_the_ones_asked_alone(memory, question):
    known = pd.Timestamp.now(tz="UTC")  # every call reads the memory as known at one moment, after its writes
    walks = memory.walks(question, budgets=BUDGETS, known_at=known)
    contexts = memory.contexts(question, budgets=BUDGETS, known_at=known)
    assert [walk.budget_tokens for walk in walks] == list(BUDGETS)
    for budget, walk, context in zip(BUDGETS, walks, contexts, strict=True):
        alone = memory.walk(question, budget_tokens=budget, known_at=known)
        assert (walk.context, walk.tokens, walk.dead_end) == (alone.context, alone.tokens, alone.dead_end)
        assert [fact.line() for fact in walk.facts] == [fact.line() for fact in alone.facts]
        assert context.context == memory.context(question, budget_tokens=budget, known_at=known).context
    assert len({walk.context for walk in walks}) > 1 or walks[0].dead_end  # the budgets cut differently


def test_a_dead_end_walked_at_several_budgets_is_kept_once(memory):
    before = len(memory.dead_ends())
    walks = memory.walks("what is Quorbly?", budgets=BUDGETS)
    assert all(walk.dead_end for walk in walks)
    assert len(memory.dead_ends()) == before + 1


@pytest.mark.parametrize("budgets", [(), (100, 0)])
def test_bad_budgets_are_refused(memory, budgets):
    with pytest.raises(InvalidInputError):
        memory.walks("who manages Orsk Club?", budgets=budgets)


def test_the_benchs_arms_at_several_budgets_are_each_budgets_context(tmp_path):
    world = generate_world(seed=3, units=1)
    bench = build_bench(world, tmp_path, embedder=None, oracle=True)
    try:
        for question in bench.questions[:6]:
            for arm in ("c0lab", "c0lab_oracle", "flat"):
                alone = [bench.arm(arm)(question.text, budget) for budget in BUDGETS]
                assert bench.contexts(arm, question.text, BUDGETS) == alone
    finally:
        bench.close()
