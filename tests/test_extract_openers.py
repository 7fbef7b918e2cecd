"""Readings of a biography's opening sentence and of the posts it names, each on a hand-made text (names no bench
family uses): "X ( born … ) is a Swedish footballer who plays for Y", "X was a British statesman who served as
Prime Minister from 1801 to 1804", "served as the 36th Premier of Y". Each test fails when its reading is
removed."""

from __future__ import annotations

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor


def read(text, at="2021-03-01"):
    return OfflineExtractor()(text, at=parse_time(at), known=[])


def typed(found):
    """Each typed relation as (source, type, target, start day, end day)."""
    return [
        (r.source, r.type, r.target, day(r.valid_from), day(r.valid_to))
        for r in found.relations
        if r.type != "MENTIONED_WITH"
    ]


def day(moment):
    return None if moment is None else format_time(moment)[:10]


# --- the description between a name and its relative clause --------------------------------------------------------


def test_a_described_subject_is_the_subject_of_the_relative_clause():
    assert typed(read("Vera Holt is a Swedish footballer who plays for Marlow Town.")) == [
        ("Vera Holt", "PLAYS_FOR", "Marlow Town", None, None)
    ]
    assert typed(read("Ivo Prent was an Icelandic lawyer who served as Mayor of Keldby from 1901 to 1905.")) == [
        ("Ivo Prent", "MAYOR_OF", "Keldby", "1901-01-01", "1906-01-01")
    ]


def test_a_participle_after_the_description_is_the_subjects_too():
    assert typed(read("Vera Holt is a Danish architect working for Marlow Works.")) == [
        ("Vera Holt", "WORKS_FOR", "Marlow Works", None, None)
    ]


def test_a_life_in_brackets_before_the_description_is_no_obstacle():
    found = read("Ivo Prent ( born 18 April 1990 ) is a Faroese footballer who last played for Keld Rovers .")
    assert typed(found) == [("Ivo Prent", "PLAYED_FOR", "Keld Rovers", None, None)]
    found = read(
        "Vera Holt ( 1796 – 13 November 1861 ) was a Danish lawyer who served as Mayor of Keldby from 1826 to 1832 ."
    )
    assert typed(found) == [("Vera Holt", "MAYOR_OF", "Keldby", "1826-01-01", "1833-01-01")]


def test_a_relative_clause_on_another_noun_is_not_the_subjects():
    found = read("Vera Holt is the daughter of a Danish sailor who settled in Marlow.")
    assert ("Vera Holt", "SETTLED_IN", "Marlow") not in {one[:3] for one in typed(found)}


# --- a post with its rank ------------------------------------------------------------------------------------------


def test_a_ranked_post_is_the_post():
    assert typed(read("Ivo Prent served as the 36th Premier of Keldland from 1998 to 2007.")) == [
        ("Ivo Prent", "PREMIER_OF", "Keldland", "1998-01-01", "2008-01-01")
    ]


# --- a signing said with the club first ---------------------------------------------------------------------------


def test_a_club_signing_someone_is_that_person_s_membership():
    assert typed(read("Omonia signed Ivo Prent on a two-year deal on 20 August 2012.")) == [
        ("Ivo Prent", "SIGNED_BY", "Omonia", "2012-08-20", None)
    ]
    assert typed(read("Keld Rovers completed the signing of Vera Holt on 29 January 2008.")) == [
        ("Vera Holt", "SIGNED_BY", "Keld Rovers", "2008-01-29", None)
    ]
    assert typed(read("The Marlow Hawks drafted Ivo Prent in 1992.")) == [
        ("Ivo Prent", "DRAFTED_BY", "Marlow Hawks", "1992-01-01", None)
    ]


def test_a_document_signed_is_no_membership():
    assert typed(read("Keldland signed the Treaty of Marlow in 1815.")) == [
        ("Keldland", "SIGNED", "Treaty of Marlow", "1815-01-01", None)
    ]


def test_a_signing_by_the_next_club_ends_the_stint_before_it():
    import tempfile

    from c0lab import Memory

    with tempfile.TemporaryDirectory() as folder:
        memory = Memory.open(folder, embedder=None)
        memory.ingest("Ivo Prent joined Keld Rovers in 2009.")
        memory.ingest("Omonia signed Ivo Prent in August 2012.")
        store, core = memory.core.store, memory.core
        held = {
            (core.name(target), version.name): (day(version.valid_from), day(version.valid_to))
            for _, target, key in store.graph.edges(keys=True)
            for version in store.records[key]
            if version.is_current() and version.name not in ("MENTIONED_WITH", "MENTIONS")
        }
        memory.close()
    assert held[("Keld Rovers", "JOINED")] == ("2009-01-01", "2012-08-01")
    assert held[("Omonia", "SIGNED_BY")] == ("2012-08-01", "open")
