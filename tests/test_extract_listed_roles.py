"""A career listed after one verb: each office with its own dates (c0lab.extract.listed_roles)."""

from __future__ import annotations

from c0lab import Memory
from c0lab.extract.listed_roles import listed_roles

CAREER = (
    "Ana Velt was Governor of Orsk from 1991 to 1996, Chancellor of the University of Pell from 1983 to 1990 "
    "and President of the Orsk Law Society from 1970 to 1980."
)


def test_each_listed_office_is_said_as_its_own_sentence():
    assert listed_roles(CAREER).count("Ana Velt was ") == 3
    assert listed_roles("Ana Velt was Governor of Orsk, Pell and Vinn from 1991.") == (
        "Ana Velt was Governor of Orsk, Pell and Vinn from 1991."
    )  # places, not offices: as written


def test_each_listed_office_answers_at_its_own_time(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    memory.ingest(CAREER)
    first = memory.walk("what was Ana Velt in 1985?").context.split("No longer true")[0]
    assert "University of Pell (1983–1990)" in first
    assert "Orsk Law Society" in memory.walk("what was Ana Velt in 1975?").context.split("No longer true")[0]


def test_a_list_ending_in_a_clause_of_its_subject_still_splits():
    said = listed_roles(
        "Ana Velt was Governor of Orsk from 1991 to 1996, Chancellor of the University of Pell from 1983 to 1990 "
        "and was a member of the Council from 1981 to 1990."
    )
    assert said == (
        "Ana Velt was Governor of Orsk from 1991 to 1996. Ana Velt was Chancellor of the University of Pell from "
        "1983 to 1990. Ana Velt was a member of the Council from 1981 to 1990."
    )
