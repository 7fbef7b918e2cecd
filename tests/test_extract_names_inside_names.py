"""A name said on its own as well as inside a longer name is a name there ("Mexico City is the capital of Mexico"),
and "X was the capital of Y" relates the two. Hand-written texts (no public data)."""

from __future__ import annotations

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.names import names_in

AT = parse_time("2024-01-01")


def test_a_name_said_apart_from_the_longer_name_holding_it_is_found():
    assert {"Tarn City", "Tarn"} <= set(names_in("Tarn City is the capital of Tarn.", {}))
    assert {"Orsk", "Duchy of Orsk"} <= set(names_in("Orsk was the capital of the Duchy of Orsk.", {}))
    assert names_in("Tarn City is large.", {}) == ["Tarn City"]
    assert names_in("Tarn City is the capital of Tarn.", {}).count("Tarn") == 1


def test_a_thing_of_another_is_a_relation():
    extraction = OfflineExtractor()("Orsk was the capital of the Duchy of Orsk from 1692 to 1814.", at=AT, known=[])
    assert ("Orsk", "CAPITAL_OF", "Duchy of Orsk") in [(r.source, r.type, r.target) for r in extraction.relations]


def test_the_walk_answers_what_a_city_was_the_capital_of(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest(
            "Orsk was the capital of the Duchy of Orsk from 1692 to 1814. "
            "From 1814 to 1866, Orsk was the capital of the Kingdom of Orsk."
        )
        walk = mem.walk("Orsk was the capital of what in 1840?")
    facts = [line for line in walk.context.splitlines() if line.startswith("- ")]
    assert facts[:2] == [
        "- Orsk capital of Kingdom of Orsk (1814–1866)",
        "- [ended 1814] Orsk capital of Duchy of Orsk (from 1692)",
    ]


def test_a_person_said_short_in_the_same_sentence_is_no_name_of_its_own():
    assert "Obama" not in names_in("Barack Obama was born in Hawaii, and Obama moved to Chicago in 1985.", {})
    assert "Wellington" not in names_in("The Duke of Wellington won, and Wellington became Prime Minister.", {})
