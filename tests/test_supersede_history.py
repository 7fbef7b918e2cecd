"""Supersede keeps history: facts true before a supersession keep their valid time; chains keep every span."""

import pytest

from c0lab import Memory, NotValidError
from c0lab._time import FOREVER


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    yield memory
    memory.close()


def test_superseding_a_concept_keeps_the_facts_true_before_it(mem):
    mem.add_concepts(
        [
            {"name": "Transformer", "description": "A neural network architecture."},
            {"name": "Google Brain"},
            {"name": "Google DeepMind"},
        ]
    )
    mem.relate("Transformer", "DEVELOPED_BY", "Google Brain", valid_from="2017")
    mem.supersede("Google Brain", "Google DeepMind", at="2023-04-20")
    developed = [v for v in mem.store.versions.values() if v.name == "DEVELOPED_BY" and v.is_current()]
    assert [v.valid_to for v in developed] == [FOREVER]  # the fact's valid time is untouched
    then = mem.walk("who developed the Transformer?", as_of="2019").context
    assert "- Transformer developed by Google Brain (since 2017)" in then
    now = mem.walk("who developed the Transformer?").context
    current, _, past = now.partition("No longer true:")
    assert "- Transformer developed by Google Brain [superseded 2023-04-20 by Google DeepMind]" in current
    assert "Google Brain" not in past and "no later" not in now
    brain = mem.walk("Google Brain").context
    assert brain.startswith("Google Brain [superseded 2023-04-20 by Google DeepMind]")


def test_superseding_by_an_existing_successor_keeps_its_earlier_facts(mem):
    mem.add_concepts([{"name": "Google Brain"}, {"name": "Google DeepMind"}, {"name": "Ada Quill"}])
    mem.relate("Ada Quill", "WORKED_AT", "Google DeepMind", valid_from="2008", valid_to="2008")
    mem.supersede("Google Brain", "Google DeepMind", at="2023-04-20")
    then = mem.walk("Google DeepMind", as_of="2008-06-01").context
    assert "Ada Quill worked at Google DeepMind (2008)" in then and "starts 2023" not in then


def test_a_fact_replaced_through_the_successor_is_no_longer_true(mem):
    mem.add_concepts([{"name": "Zephyr"}, {"name": "format v1"}, {"name": "format v2"}])
    mem.relate("Zephyr", "SPEAKS", "format v1", valid_from="2020")
    mem.relate("Zephyr", "SPEAKS", "format v2", valid_from="2023-05-01")
    mem.supersede("format v1", "format v2", at="2023-05-01")
    _, _, past = mem.walk("what does Zephyr speak?").context.partition("No longer true:")
    assert "[superseded 2023-05-01 by format v2] Zephyr speaks format v1" in past


def test_a_chain_of_supersessions_leaves_every_concept_valid_where_it_was(mem):
    mem.add_concepts([{"name": "v1", "valid_from": "2010"}, {"name": "v2", "valid_from": "2010"}])
    mem.supersede("v1", "v2", at="2020")
    mem.supersede("v2", "v1", at="2021")
    for moment in ("2015", "2022", None):
        assert mem.concept("v1", as_of=moment).name == "v1"
    assert mem.concept("v2", as_of="2020-06").name == "v2"
    with pytest.raises(NotValidError):
        mem.concept("v2", as_of="2022")
    mem.supersede("v1", "v2", at="2023")  # and back again: each span stays where it was
    assert mem.concept("v1", as_of="2015").name == mem.concept("v1", as_of="2022").name == "v1"
    assert mem.concept("v2", as_of="2020-06").name == mem.concept("v2").name == "v2"
    with pytest.raises(NotValidError):
        mem.concept("v1")


def test_an_invalidated_concepts_facts_stop_with_it_even_when_the_other_end_was_renamed(mem):
    mem.add_concepts([{"name": "Guild of Lanterners"}, {"name": "Orla Tamsin"}, {"name": "Lampwrights Union"}])
    mem.relate("Guild of Lanterners", "LED_BY", "Orla Tamsin", valid_from="1600")
    mem.invalidate("Orla Tamsin", reason="mis-transcribed name", at="1700")
    mem.supersede("Guild of Lanterners", "Lampwrights Union", at="1789")
    context = mem.walk("who is Orla Tamsin?").context
    assert "Current facts" not in context
    stopped = "- [invalidated 1700: mis-transcribed name] Guild of Lanterners led by Orla Tamsin (from 1600)"
    assert stopped in context


def test_a_fact_between_two_invalidated_concepts_stops_with_the_first_to_go(mem):
    mem.add_concepts([{"name": "Guild of Lanterners"}, {"name": "Orla Tamsin"}])
    mem.relate("Guild of Lanterners", "LED_BY", "Orla Tamsin", valid_from="1600")
    mem.invalidate("Guild of Lanterners", reason="dissolved", at="1650")
    mem.invalidate("Orla Tamsin", reason="died", at="1700")
    stopped = "[invalidated 1650: dissolved] Guild of Lanterners led by Orla Tamsin (from 1600)"
    assert stopped in mem.walk("who is Orla Tamsin?").context
    assert stopped in mem.walk("who led the Guild of Lanterners?").context


def test_a_renamed_place_that_was_then_destroyed_says_so_beside_the_old_name(mem):
    mem.add_concepts([{"name": "Tallis Choir"}, {"name": "Marsh Hall"}, {"name": "Civic Hall"}])
    mem.relate("Tallis Choir", "PERFORMS_AT", "Marsh Hall", valid_from="1911")
    mem.supersede("Marsh Hall", "Civic Hall", at="1936")
    mem.invalidate("Civic Hall", reason="destroyed by fire", at="1944-02")
    context = mem.walk("where does the Tallis Choir perform?").context
    # the relation was never ended, but nothing it names exists any more: no longer true, from the day it went
    gone = "[Marsh Hall superseded 1936-01-01 by Civic Hall, invalidated 1944-02: destroyed by fire]"
    assert f"No longer true:\n- {gone} Tallis Choir performs at Marsh Hall (from 1911)" in context
    assert "Current facts" not in context
    for asked in ("Marsh Hall", "Civic Hall"):  # from either name of the place
        assert f"- {gone} Tallis Choir performs at Marsh Hall" in mem.walk(asked).context
    fact = next(fact for fact in mem.walk("Tallis Choir").facts if fact.relation == "PERFORMS_AT")
    assert (fact.status, str(fact.valid_to.date())) == ("invalidated", "1944-03-01")  # at="1944-02": through February
    before = mem.walk("where did the Tallis Choir perform in 1940?").context  # still there in 1940, renamed
    assert "- Tallis Choir performs at Marsh Hall [superseded 1936-01-01 by Civic Hall] (since 1911)" in before


def test_a_name_valid_again_after_a_rename_back_is_no_ended_end(mem):
    mem.add_concepts([{"name": "Lark Ensemble"}, {"name": "State Ensemble"}, {"name": "Dune Hall"}])
    mem.relate("Lark Ensemble", "PERFORMS_AT", "Dune Hall", valid_from="1911")
    mem.supersede("Lark Ensemble", "State Ensemble", at="1947")
    mem.supersede("State Ensemble", "Lark Ensemble", at="1990")
    context = mem.walk("Dune Hall").context  # the ensemble holds its name again: no "[superseded …]" beside it
    assert "- Lark Ensemble performs at Dune Hall (since 1911)" in context
    assert "[superseded" not in context.split("Supersession trail:")[0]
