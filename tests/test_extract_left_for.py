""" "X left A for B" is one value and then the next, not a name joined across "for"; "he" opening a later clause is a
person, not the club the clause before names; a pronoun read after a name at the end of a fronted phrase is not
joined to that name."""

from __future__ import annotations

from c0lab import Memory
from c0lab._time import FOREVER, format_time
from c0lab.extract.names import names_in
from c0lab.model.records import RELATION

from ._ties import read_ties


def test_leaving_one_for_another_keeps_two_names() -> None:
    said = "In 2010 she left the Progressive Party for the Independent League."
    assert names_in(said, {}) == ["Progressive Party", "Independent League"]
    assert names_in("She joined the Royal Society for the Protection of Birds.", {}) == [
        "Royal Society for the Protection of Birds"
    ]


def test_leaving_one_for_another_ends_the_first_where_the_second_begins(tmp_path) -> None:
    ties = read_ties("In 2003 Bo Ek left Orsk United for Tarn City.")
    assert ties[("Bo Ek", "JOINED", "Orsk United")] == (None, "2003-01-01")
    assert ties[("Bo Ek", "JOINED", "Tarn City")] == ("2003-01-01", None)
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest(
        "Ana Pell joined the Progressive Party in 2001. In 2010 she left the Progressive Party for the Independent "
        "League.",
        at="2024-01-01",
    )
    held = {
        memory.core.name(version.target_id): (format_time(version.valid_from), format_time(version.valid_to))
        for versions in memory.store.records.values()
        if (version := versions[-1]).kind == RELATION and version.expired_at == FOREVER and version.name == "JOINED"
    }
    memory.close()
    assert held == {"Progressive Party": ("2001-01-01", "2010-01-01"), "Independent League": ("2010-01-01", "open")}


def test_a_pronoun_after_a_name_that_closes_a_fronted_phrase_stays_apart_from_it() -> None:
    ties = read_ties("Davide Carraschi is a footballer. After three seasons at Ascoli Marina he moved to Sampierese.")
    assert ("Davide Carraschi", "MOVED_TO", "Sampierese") in ties  # was "Ascoli Marina Davide Carraschi"


def test_he_opening_a_later_clause_is_a_person_not_the_club_before_it() -> None:
    ties = read_ties(
        "Lewis Harcastle is a footballer. Wexley Town released him in June 2008 and he signed for Carnford City."
    )
    assert ("Lewis Harcastle", "SIGNED_FOR", "Carnford City") in ties
    assert ("Wexley Town", "SIGNED_FOR", "Carnford City") not in ties
