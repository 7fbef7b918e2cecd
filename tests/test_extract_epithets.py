"""A ruler's name closed by an epithet ("Alfred the Great", "Louis the Pious") is one name. Before, the epithet was
read as a person of its own ("Great held office as King of Wessex")."""

from __future__ import annotations

from c0lab import Memory
from tests._ties import needs_wordnet, read_ties

pytestmark = needs_wordnet  # the epithet is an adjective WordNet holds


def test_a_name_with_an_epithet_holds_the_office():
    ties = read_ties("Alfred the Great was King of Wessex from 871 to 886.")
    assert ties[("Alfred the Great", "HELD_OFFICE_AS", "King of Wessex")] == ("0871-01-01", "0887-01-01")
    assert not any("Great" == name for key in ties for name in (key[0], key[2]))


def test_two_names_with_epithets_in_one_succession():
    ties = read_ties("Charles the Bald succeeded Louis the Pious as King of West Francia in 840.")
    assert ("Charles the Bald", "SUCCEEDED", "Louis the Pious") in ties


def test_a_capitalised_noun_after_the_is_no_epithet():
    ties = read_ties("In 1990 Ana Pell the Director joined the Orsk Club.")
    assert not any(name.endswith("the Director") for key in ties for name in (key[0], key[2]))


def test_the_walk_finds_the_ruler_by_the_whole_name(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Alfred the Great was King of Wessex from 871 to 886.", at="2020-01-01")
        context = memory.walk("Who was King of Wessex in 880?").context
        first = next(line for line in context.splitlines() if line.startswith("- "))
        assert "Alfred the Great" in first


def test_an_adjective_before_a_noun_or_after_an_opening_word_is_no_epithet():
    for text, name in (
        ("Then the French army invaded Orsk in 1812.", "Then the French"),
        ("Kell Bank the British lender hired Ana Pell in 2014.", "Kell Bank the British"),
        ("In Oslo the Norwegian government appointed Bo Ek.", "In Oslo the Norwegian"),
    ):
        assert not any(name in key[0] or name in key[2] for key in read_ties(text))
    assert any(key[0] == "Kell Bank" for key in read_ties("Kell Bank the British lender hired Ana Pell in 2014."))
