"""The walk packs its budget with what answers: a word of two senses, general synonyms, and a walk that lacks
the asked relation leaving its budget to the texts.

Every world here is written through the public API, in phrasings no fixture uses.
"""

import pytest

from c0lab import Memory
from c0lab.retrieval.lexicon import RelationLexicon


@pytest.fixture
def harbour(tmp_path):
    mem = Memory.open(tmp_path / "memory", embedder=None)
    others = [f"Partner {word}" for word in "Alder Birch Cedar Elm Fir Hazel Larch Maple Oak Rowan Willow Yew".split()]
    mem.add_concepts(
        [
            {"name": "Tidewater Lab", "description": "A marine research lab."},
            {"name": "Coral Trust", "description": "A foundation."},
            {"name": "Brine Pump System", "description": "A pumping system."},
            {"name": "Ossian Reed", "description": "A biologist."},
            {"name": "Saltmarsh Survey", "description": "A bird count."},
            {"name": "Heath Fund", "description": "A small charity."},
            {"name": "Ines Dahl", "description": "A skipper."},
            *({"name": name, "description": "A partner."} for name in others),
        ]
    )
    mem.relate("Tidewater Lab", "RUN_BY", "Coral Trust")
    mem.relate("Saltmarsh Survey", "RUN_BY", "Heath Fund")
    mem.relate("Tidewater Lab", "COORDINATED_BY", "Ossian Reed")
    mem.relate("Tidewater Lab", "OPERATES", "Brine Pump System")
    for name in others:
        mem.relate("Tidewater Lab", "WORKS_WITH", name)
    mem.relate("Partner Alder", "LED_BY", "Ines Dahl")
    yield mem
    mem.close()


def _facts(walk):
    return [line for line in walk.context.splitlines() if line.startswith("- ")]


def test_a_word_of_two_senses_is_answered_by_either(harbour):
    # "manages" asks leading and running: the survey's RUN_BY answers it (nobody leads it), so the walk does not
    # say it holds nothing
    walk = harbour.walk("Which foundation manages Saltmarsh Survey?")
    assert not walk.abstains and _facts(walk)[0] == "- Saltmarsh Survey run by Heath Fund"
    assert RelationLexicon.strongly_asked_words("Which foundation manages Saltmarsh Survey?") == [
        frozenset({"lead", "run"})
    ]


def test_general_synonyms_carry_the_senses_of_their_types():
    lexicon = RelationLexicon.build(["DISTRIBUTES", "COORDINATED_BY", "RELICENSED_FROM", "SUCCEEDED_BY", "STEERS"])
    assert lexicon.senses == {
        "DISTRIBUTES": {"ship"},
        "COORDINATED_BY": {"lead"},
        "RELICENSED_FROM": {"license"},
        "SUCCEEDED_BY": {"replace"},
        "STEERS": {"lead"},
    }


def test_a_coordinator_answers_who_leads(harbour):
    walk = harbour.walk("Who leads Tidewater Lab?")
    assert not walk.abstains
    facts = _facts(walk)
    assert facts[0] == "- Tidewater Lab coordinated by Ossian Reed"
    # who leads a partner is the same relation of another concept: not put before the lab's own facts
    assert facts.index("- Partner Alder led by Ines Dahl") > max(
        i for i, line in enumerate(facts) if "Tidewater" in line
    )


def test_a_walk_lacking_the_asked_relation_leaves_its_budget_to_the_texts(harbour):
    walk = harbour.walk("What kind of system does Tidewater Lab develop?", budget_tokens=250)
    assert walk.abstains  # nothing makes or develops anything here
    facts = _facts(walk)
    # the fact that shares a word with the question stays, first; the twelve partners fill a quarter at most
    assert facts[0] == "- Tidewater Lab operates Brine Pump System"
    partners = [line for line in facts if "works with" in line]
    assert 0 < len(partners) < 12
    assert sum(harbour.count_tokens(line) + 1 for line in partners) <= 250 // 4
    assert walk.tokens < 150
    # with room, the concept's facts are all still shown; a walk that answers is not cut either
    roomy = harbour.walk("What kind of system does Tidewater Lab develop?")
    assert len([line for line in _facts(roomy) if "works with" in line]) == 12
    answered = harbour.walk("Who runs Tidewater Lab?", budget_tokens=250)
    assert len([line for line in _facts(answered) if "works with" in line]) == 12


def test_a_question_asking_a_chain_of_senses_is_not_cut(harbour):
    # "funder" and "based": two senses; the walk holds none of either: nothing to read on, the texts may answer
    question = "In which town is the funder of Tidewater Lab based?"
    walk = harbour.walk(question, budget_tokens=250)
    partners = [line for line in _facts(walk) if "works with" in line]
    assert walk.abstains and sum(harbour.count_tokens(line) + 1 for line in partners) <= 250 // 4
    # it holds the funder: the walk says it lacks where it is based, but a chain is read on, not cut to a quarter
    harbour.add_concept("Gannet Fund", "A fund.")
    harbour.relate("Tidewater Lab", "FUNDED_BY", "Gannet Fund")
    walk = harbour.walk(question, budget_tokens=250)
    assert walk.abstains
    partners = [line for line in _facts(walk) if "works with" in line]
    assert sum(harbour.count_tokens(line) + 1 for line in partners) > 250 // 4


def test_what_was_said_is_listed_for_an_earlier_time_asked_when_nothing_held_then(tmp_path):
    # a note is valid from the day it was written: when nothing held in 2016, the notes written since are what the
    # memory has; when something held then, the walk keeps to it
    with Memory.open(tmp_path / "notes", embedder=None) as mem:
        mem.ingest("Project Kelmir is a tidal survey.", at="2025-01-04", source="note-0")  # its description
        mem.ingest(
            "Project Kelmir moved to the Brenlow licence in 2020. It was announced in May.",
            at="2025-01-05",
            source="note-a",
        )
        mem.ingest("Ines Dahl has led Project Kelmir since 2012. She came from Oslo.", at="2025-01-06", source="note-b")
        walk = mem.walk("Which licence did Project Kelmir use in 2016?")
        assert "Said about it:\n- [2020] note-a: Project Kelmir moved" in walk.context  # the time it states
        # note-b is Ines Dahl's description, word for word: said once, as a related concept
        assert walk.context.count("She came from Oslo.") == 1 and "note-b" not in walk.context
        assert "Said about it" not in mem.walk("Who led Project Kelmir in 2016?").context
