"""A "when X …" event beside a stated date, and a role word beside an event clause (#22, a22q).

"who led Harrow Rowing Club when it took the Tamsin Shield in 1961?" is the Shield of 1961, not the club's
first; "who was captain when Harrow Rowing Club took the shield?" walks from the club (its ``CAPTAINED_BY``),
not from a person whose description is just "Captain."."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "m", namespace="t")
    memory.relation_type("CAPTAINED_BY", single=True)
    for name, text in [
        ("Harrow Rowing Club", "A rowing club on the Lune."),
        ("Tamsin Shield", "A regatta trophy."),
        ("Orla Penhale", "Rower."),
        ("Bram Oakes", "Rower."),
        ("Cato Wren", "Captain."),  # a description that is just the role word
    ]:
        memory.add_concept(name, text)
    memory.relate("Harrow Rowing Club", "CAPTAINED_BY", "Orla Penhale", valid_from="1948", valid_to="1955")
    memory.relate("Harrow Rowing Club", "CAPTAINED_BY", "Bram Oakes", valid_from="1955", valid_to="1970")
    memory.relate("Harrow Rowing Club", "WON", "Tamsin Shield", valid_from="June 1951", valid_to="June 1951")
    memory.relate("Harrow Rowing Club", "WON", "Tamsin Shield", valid_from="July 1961", valid_to="July 1961")
    yield memory
    memory.close()


def _first_fact(context: str) -> str:
    return next(line for line in context.splitlines() if line.startswith("- "))


@pytest.mark.parametrize(
    "question",
    [
        "who captained Harrow Rowing Club when it won the Tamsin Shield in 1961?",
        "who captained Harrow Rowing Club when Harrow Rowing Club won the Tamsin Shield in 1961?",
        "in 1961, who captained Harrow Rowing Club when it won the Tamsin Shield?",
    ],
)
def test_a_stated_date_picks_the_event_held_then(mem, question):
    context = mem.walk(question).context
    assert context.startswith("Read as of 1961-07-01: when")
    assert "Bram Oakes" in _first_fact(context)


def test_without_a_date_the_event_is_its_first_time(mem):
    context = mem.walk("who captained Harrow Rowing Club when it won the Tamsin Shield?").context
    assert context.startswith("Read as of 1951-06-01") and "Orla Penhale" in _first_fact(context)


def test_a_stated_date_no_event_meets_beats_the_event(mem):
    context = mem.walk("who captained Harrow Rowing Club when it won the Tamsin Shield in 1957?").context
    assert context.splitlines()[0] == (
        "Read as of 1957 (year), the date stated: 'when it won the Tamsin Shield' is held at other times only."
    )  # not read as of the first Shield
    assert "Bram Oakes" in _first_fact(context) and "at any time in 1957" in context


@pytest.mark.parametrize(
    "question",
    [
        "who was captain when Harrow Rowing Club won the Tamsin Shield in 1951?",
        "who was captain when Harrow Rowing Club won the shield in 1951?",
    ],
)
def test_a_role_word_walks_from_the_concept_the_event_names(mem, question):
    walk = mem.walk(question)
    assert walk.concept.name == "Harrow Rowing Club"
    assert not walk.context.startswith("Nothing in memory")
    assert "Orla Penhale" in _first_fact(walk.context)
    assert "Cato Wren" not in walk.context


def test_an_event_held_for_years_is_read_in_the_year_the_question_states(mem):
    """The event's fact holds 1948–1955 ("Orla Penhale captained …"); asked "… in 1953", the walk is as of 1953,
    not as of 1948 when the fact began."""
    mem.relate("Harrow Rowing Club", "COACHED_BY", "Bram Oakes", valid_from="1950", valid_to="1954")
    walk = mem.walk("who coached Harrow Rowing Club when Orla Penhale captained it in 1953?")
    assert walk.context.startswith("Read as of 1953-01-01")
    first = next(line for line in walk.context.splitlines() if line.startswith("- "))
    assert "coached by Bram Oakes" in first
