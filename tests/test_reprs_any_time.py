"""Every repr, every time: no walk, recall, concept or result view raises for any as-of or known-at."""

import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from c0lab import C0labError, Memory

TIMES = st.one_of(
    st.none(),
    st.sampled_from(
        [
            "0001-01-01",
            "0800",
            "1543",
            "1677-12-31",
            "1900",
            "2016-12-31",
            "2017",
            "2019",
            "2023-04-19",
            "2023-04-20",
            "2023-04-21",
            "2024",
            "2262-01-01",
            "9999-12-31",
            "now",
            "2000-01-01T00:00:00Z",
        ]
    ),
    st.integers(1, 9999).map(lambda year: f"{year:04d}"),
)
QUESTIONS = st.sampled_from(
    [
        "what is GPT-4?",
        "who developed the Transformer?",
        "Google Brain",
        "Google DeepMind",
        "Transformer",
        "what did Ada say about GPT-4?",
        "who leads Chinchila?",
        "what happened in 1908?",
        "Old Lab",
    ]
)


@pytest.fixture(scope="module")
def memory():
    folder = tempfile.mkdtemp()
    mem = Memory.open(folder, embedder=None)
    mem.add_concepts(
        [
            {"name": "Transformer", "description": "A neural network architecture.", "valid_from": "2017-06-12"},
            {"name": "Google Brain", "valid_from": "2011"},
            {"name": "Google DeepMind"},
            {"name": "GPT-4", "description": "A large language model.", "valid_from": "2023-03-14"},
            {"name": "Old Lab", "description": "A lab.", "valid_from": "1543"},
        ]
    )
    mem.relate("Transformer", "DEVELOPED_BY", "Google Brain", valid_from="2017")
    mem.relate("GPT-4", "BUILT_ON", "Transformer", valid_from="2023-03-14")
    mem.supersede("Google Brain", "Google DeepMind", at="2023-04-20")
    mem.invalidate("Old Lab", reason="closed", at="1610")
    mem.add_episode("Ada: GPT-4 is built on the Transformer.", speaker="Ada", at="2023-05-01")
    yield mem
    mem.close()


def _views(result) -> list[str]:
    views = [repr(result), str(result)]
    for method in ("_repr_html_", "_repr_markdown_"):
        if hasattr(result, method):
            views.append(getattr(result, method)())
    return views


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(question=QUESTIONS, as_of=TIMES, known_at=TIMES)
def test_no_view_of_any_result_raises_at_any_time(memory, question, as_of, known_at):
    try:
        walk = memory.walk(question, as_of=as_of, known_at=known_at)
    except C0labError:
        walk = None
    if walk is not None:
        views = _views(walk)
        assert all(isinstance(view, str) and view for view in views)
        if walk.dead_end:
            assert "dead end" in views[0].lower() and "Dead end" in views[2]
        if walk.concept is None and not walk.dead_end:
            assert walk.context in views[0]
    try:
        recall = memory.recall(question, as_of=as_of, known_at=known_at)
    except C0labError:
        recall = None
    if recall is not None:
        assert all(isinstance(view, str) for view in _views(recall)) and repr(recall).startswith("recall")
    for name in ("Transformer", "Google Brain", "GPT-4", "Old Lab"):
        try:
            concept = memory.concept(name, as_of=as_of, known_at=known_at)
        except C0labError:
            continue
        assert all(name in view for view in _views(concept))
    try:
        found = memory.search(question, as_of=as_of, known_at=known_at)
    except C0labError:
        return
    assert repr(found) and found.to_html()


def test_a_concept_that_starts_later_than_the_asked_time_renders_what_the_walk_says(memory):
    walk = memory.walk("what is GPT-4?", as_of="2019")
    assert "Nothing in memory about GPT-4 as of 2019 (year)" in walk.context
    for view in _views(walk):
        assert "GPT-4" in view
