"""'the Institute', 'the Society', 'the Bureau': a definite noun is read as the one held name holding it, never as a
person whose description says it ("director of the Institute"), and the walk says so (issue 22, item 8)."""

from __future__ import annotations

from functools import partial

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.retrieval.generic_names import read_generic
from c0lab.retrieval.names import known_versions


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.add_concept("Harbour Institute of Tidal Physics", "A laboratory.", valid_from="1891", kind="laboratory")
    memory.add_concept("Kestrel Society", "A learned society.", valid_from="1700", kind="society")
    memory.add_concept("Bureau of Weights", "A standards office.", valid_from="1901", kind="agency")
    memory.add_concept("Ada Quill", "Dr. Ada Quill, director of the Institute.", kind="person")
    memory.add_concept(
        "Ben Rook", "Prof. Ben Rook, director of the Institute; president of the Society.", kind="person"
    )
    memory.add_concept("Marcus Bureau", "A clerk; head of the Bureau.", kind="person")
    memory.relate("Harbour Institute of Tidal Physics", "LED_BY", "Ada Quill", valid_from="1950", valid_to="1962")
    memory.relate("Harbour Institute of Tidal Physics", "LED_BY", "Ben Rook", valid_from="1962")
    memory.relate("Kestrel Society", "LED_BY", "Ben Rook", valid_from="1960")
    memory.relate("Bureau of Weights", "LED_BY", "Marcus Bureau", valid_from="1940")
    yield memory
    memory.close()


def _first_fact(context: str) -> str:
    return next(line for line in context.splitlines() if line.startswith("- "))


@pytest.mark.parametrize(
    ("question", "concept", "holder"),
    [
        ("Who directed the Institute in 1955?", "Harbour Institute of Tidal Physics", "Ada Quill"),
        ("Who was in charge of the Institute in 1965?", "Harbour Institute of Tidal Physics", "Ben Rook"),
        ("Who was the Society's president in 1965?", "Kestrel Society", "Ben Rook"),
        ("who headed the Bureau in 1950?", "Bureau of Weights", "Marcus Bureau"),
    ],
)
def test_a_definite_noun_is_the_one_name_holding_it(mem, question, concept, holder):
    walk = mem.walk(question)
    assert walk.concept is not None and walk.concept.name == concept  # was the person described with the word
    first = walk.context.splitlines()[0]
    assert first.startswith("Read 'the ") and repr(concept) in first, first
    assert not walk.abstains  # was "Nothing in memory about who directed the Institute as of 1955"
    assert holder in _first_fact(walk.context)


def test_two_names_in_one_line_of_renames_read_the_latest_and_its_name_then(tmp_path):
    with Memory.open(tmp_path / "r", embedder=None) as memory:
        memory.add_concept("Fusion Energy Programme", "A research programme.", valid_from="1965")
        memory.add_concept("Plasma Programme", "The programme renamed.")
        memory.add_concept("Stefan Lind", "A physicist.", kind="person")
        memory.relate("Fusion Energy Programme", "LED_BY", "Stefan Lind", valid_from="1965")
        memory.supersede("Fusion Energy Programme", "Plasma Programme", at="1979")
        versions = partial(known_versions, memory.store, known_at=parse_time("2030"))
        topic, said, _ = read_generic(memory.store, "Who led the Programme?", versions=versions)
        assert topic == "Who led the Plasma Programme?" and "'Plasma Programme'" in said
        walk = memory.walk("Who led the Programme in 1970?")
        assert walk.concept.name == "Fusion Energy Programme"  # the name it had then
        assert "Stefan Lind" in _first_fact(walk.context)


def test_two_unrelated_names_holding_the_noun_ask_which_never_a_person_described_with_it(tmp_path):
    with Memory.open(tmp_path / "a", embedder=None) as memory:
        memory.add_concept("Northern Survey Office", "An office.")
        memory.add_concept("Southern Patent Office", "An office.")
        memory.add_concept("Ada Quill", "Dr. Ada Quill, head of the Office.", kind="person")
        memory.relate("Northern Survey Office", "LED_BY", "Ada Quill", valid_from="1950")
        walk = memory.walk("Who led the Office in 1990?")
        assert walk.dead_end and "Read 'the Office'" not in walk.context  # was: Southern Patent Office, unasked
        assert "Did you mean 'Northern Survey Office' or 'Southern Patent Office'?" in walk.context.splitlines()[0]
        named = memory.walk("Who led the Northern Survey Office, the Office, in 1990?")
        assert not named.dead_end  # the whole name said besides: what it means


def test_a_held_name_said_whole_is_not_read_again(tmp_path):
    with Memory.open(tmp_path / "b", embedder=None) as memory:
        memory.add_concept("Institute", "The Institute was renamed in 1974.")
        memory.add_concept("Aldermere Institute", "Founded in 1891.")
        assert "Read 'the Institute'" not in memory.walk("Who directed the Institute in 1965?").context


def test_a_name_that_is_the_noun_with_its_article_is_said_whole(tmp_path):
    with Memory.open(tmp_path / "c", embedder=None) as memory:
        memory.add_concept("The Beatles", "A band.")
        memory.add_concept("Brian Epstein", "A manager.", kind="person")
        memory.relate("The Beatles", "MANAGED_BY", "Brian Epstein", valid_from="1962")
        walk = memory.walk("Who managed the Beatles in 1965?")
        assert "Read 'the Beatles'" not in walk.context and walk.concept.name == "The Beatles"


def test_the_name_word_index_is_never_taken_from_a_freed_mapping_at_the_same_address():
    from c0lab.retrieval.generic_names import _NameWords

    index = _NameWords()
    for step in range(100):  # a freed dict's address is soon reused by the next one of its size
        old = {f"gone {step} {part}": ["r"] for part in range(3)}
        index.holding(old, "gone")
        del old
        new = {"tidal harbour office": ["r1"], "a": ["r2"], "b": ["r3"], "c": ["r4"]}
        assert index.holding(new, "harbour") == ["tidal harbour office"]


def test_each_memory_keeps_its_own_name_word_index(tmp_path):
    with Memory.open(tmp_path / "one", embedder=None) as one, Memory.open(tmp_path / "two", embedder=None) as two:
        one.add_concept("Quarry Survey Office", "An office.")
        two.add_concept("Lantern Office", "An office.")
        for memory, name in ((one, "Quarry Survey Office"), (two, "Lantern Office"), (one, "Quarry Survey Office")):
            versions = partial(known_versions, memory.store, known_at=parse_time("2030"))
            topic, _, _ = read_generic(memory.store, "Who ran the Office?", versions=versions)
            assert topic == f"Who ran the {name}?"


@pytest.mark.parametrize(
    ("question", "name", "holder"),
    [
        ("Who directed the Choir in 1950?", "Orvel State Choir", "Bo Carrick"),
        ("Who directed the Choir in 1995?", "Orvel Choir", "Dee Olsson"),
        ("Who was in charge of the Choir in 1925?", "Orvel Choir", "Ada Venn"),
    ],
)
def test_one_organisation_renamed_back_is_read_under_the_name_it_had_then(tmp_path, question, name, holder):
    with Memory.open(tmp_path / "back", embedder=None) as memory:
        memory.add_concepts(
            [{"name": "Orvel Choir"}, {"name": "Orvel State Choir"}]
            + [{"name": person, "kind": "person"} for person in ("Ada Venn", "Bo Carrick", "Dee Olsson")]
        )
        for choir, person, start, end in [
            ("Orvel Choir", "Ada Venn", "1920", "1939"),
            ("Orvel State Choir", "Bo Carrick", "1940", "1969"),
            ("Orvel Choir", "Dee Olsson", "1990", None),
        ]:
            memory.relate(choir, "DIRECTED_BY", person, valid_from=start, valid_to=end)
        memory.supersede("Orvel Choir", "Orvel State Choir", at="1940")
        memory.supersede("Orvel State Choir", "Orvel Choir", at="1990")  # renamed back
        walk = memory.walk(question)
        assert not walk.dead_end and walk.concept.name == name
        assert holder in _first_fact(walk.context)
