"""Successions, ends and the extractor's saved state on hand-made sentences (none from the bench's wording
families): a hand-over read from a clause that opens with its verb, a participle ("…, succeeding A, who had
held the office from D"), a fronted "Until D," a role's term in brackets, a labelled list of values with their
dates, and the classes of things the texts related, kept with the extractor's state."""

from __future__ import annotations

from c0lab import Memory
from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor


def read(extractor, text, at="2025-03-01", known=()):
    return extractor(text, at=parse_time(at), known=list(known))


def _day(moment) -> str:
    return format_time(moment if isinstance(moment, int) else parse_time(str(moment)))[:10]


def _held(memory, kind=None):
    return {
        (memory.core.name(version.source_id), version.name, memory.core.name(version.target_id)): (
            _day(version.valid_from) if version.valid_from > 0 else None,
            format_time(version.valid_to)[:10],
        )
        for versions in memory.store.records.values()
        for version in [versions[-1]]
        if version.kind == "relation"
        and version.name not in ("MENTIONS", "MENTIONED_WITH")
        and (kind is None or version.name == kind)
    }


def test_the_classes_the_texts_related_come_back_with_a_reopened_memory(tmp_path):
    first = "The Verrin app is bundled with the Tessel kit."
    second = "Selby Forge ships the Quarry app. It was bundled with the Ambrel kit in 2019."
    with Memory.open(tmp_path / "one", embedder=None) as memory:
        memory.ingest(first, at="2024-01-01")
        memory.ingest(second, at="2024-02-01")
        one_session = _held(memory, "BUNDLED_WITH")
    with Memory.open(tmp_path / "two", embedder=None) as memory:
        memory.ingest("Selby Forge is a workshop in Orvik.", at="2023-12-01")  # the first save
        memory.ingest(first, at="2024-01-01")  # saved too: it relates two classes for the first time
    with Memory.open(tmp_path / "two", embedder=None) as memory:  # a new session: extractor.json read back
        memory.ingest(second, at="2024-02-01")
        two_sessions = _held(memory, "BUNDLED_WITH")
    assert ("Quarry app", "BUNDLED_WITH", "Ambrel kit") in one_session  # "It": the app, by its class
    assert two_sessions == one_session


def test_the_affinity_state_round_trips_and_bad_rows_are_skipped():
    reader = OfflineExtractor()
    read(reader, "The Verrin app is bundled with the Tessel kit.")
    again = OfflineExtractor()
    again.restore({**reader.state(), "affinity": [*reader.state()["affinity"], ["x"], ["a", "b", "many"]]})
    assert again.affinity.pairs == reader.affinity.pairs and again.affinity.pairs[("app", "kit")] == 1
    assert again.mark() == reader.mark() != OfflineExtractor().mark()


def _successions(found):
    return [(s.new, s.old, _day(s.at)) for s in found.successions]


def _typed(found):
    return {
        (r.source, r.type, r.target): (
            _day(r.valid_from) if r.valid_from else None,
            _day(r.valid_to) if r.valid_to else None,
        )
        for r in found.relations
        if r.type != "MENTIONED_WITH"
    }


def test_a_passive_hand_over_opening_its_clause_is_said_of_the_sentences_subject():
    found = read(
        OfflineExtractor(), "Ines Varga served as chair of Tolm Guild (2008–2014) and was succeeded by Piet Orlo."
    )
    assert [(new, old) for new, old, _ in _successions(found)] == [("Piet Orlo", "Ines Varga")]
    assert _successions(found)[0][2][:4] == "2014"
    term = _typed(found)[("Ines Varga", "CHAIR_OF", "Tolm Guild")]  # the post served in
    assert term[0] == "2008-01-01" and term[1] == "2015-01-01"  # the role's term, not the guild's own dates


def test_succeeding_a_holder_who_held_the_office_from_a_date():
    found = read(
        OfflineExtractor(),
        "Piet Orlo has been the chair of Tolm Guild since 2014, succeeding Ines Varga, "
        "who had held the office from 2008.",
    )
    assert _successions(found) == [("Piet Orlo", "Ines Varga", "2014-01-01")]  # when Orlo took office, not 2008
    assert _typed(found)[("Ines Varga", "CHAIR_OF", "Tolm Guild")] == ("2008-01-01", "2014-01-01")


def test_an_appositive_between_the_subject_and_its_verb_is_no_subject():
    found = read(OfflineExtractor(), "Piet Orlo, the new chair of Tolm Guild since 2014, follows Ines Varga.")
    assert [(new, old) for new, old, _ in _successions(found)] == [("Piet Orlo", "Ines Varga")]
    assert _typed(found)[("Piet Orlo", "CHAIR_OF", "Tolm Guild")] == ("2014-01-01", None)  # the role in apposition
    assert ("Ines Varga", "FRIEND_OF", "Tolm Guild") not in _typed(
        read(OfflineExtractor(), "Ines Varga, a friend of Tolm Guild, sings.")
    )


def test_a_label_listing_dated_values():
    found = read(OfflineExtractor(), "Directors of Kelso Choir: Ana Roe (2001–2009); Lia Moss (2009–present).")
    typed = _typed(found)
    assert typed[("Ana Roe", "DIRECTORS_OF", "Kelso Choir")][0] == "2001-01-01"
    assert typed[("Ana Roe", "DIRECTORS_OF", "Kelso Choir")][1] == "2010-01-01"  # through 2009, the year B begins
    assert typed[("Lia Moss", "DIRECTORS_OF", "Kelso Choir")] == ("2009-01-01", None)
    assert not [r for r in found.relations if {r.source, r.target} == {"Ana Roe", "Lia Moss"}]
    wedding = read(OfflineExtractor(), "Wedding: between Ana Roe ( aged 54 ) and Lia Moss ( aged 18 ), in 1506.")
    assert not _typed(wedding)  # no value follows the label: nothing listed
    found = read(
        OfflineExtractor(),
        "The Quarry app is made by Selby Forge. "
        "Licence: Ambrel licence (until May 2016), Tessel licence (from May 2016).",
    )
    assert _typed(found)[("Quarry app", "LICENCE", "Ambrel licence")] == (None, "2016-06-01")
    assert _typed(found)[("Quarry app", "LICENCE", "Tessel licence")] == ("2016-05-01", None)


def test_a_fronted_until_ends_the_clauses_after_it():
    found = read(OfflineExtractor(), "Until 2018, the Kelso choir reported to Ana Roe, who had led it from 2013.")
    assert _typed(found)[("Kelso choir", "REPORTED_TO", "Ana Roe")] == ("2013-01-01", "2019-01-01")


def test_leaving_ends_the_role_an_earlier_text_stated():
    reader = OfflineExtractor()
    read(reader, "Orsk Rowing Club is chaired by Dalia Fenn.", at="2024-01-01")
    found = read(reader, "Dalia Fenn retired in 2019.", known=["Orsk Rowing Club", "Dalia Fenn"])
    assert [({e.source, e.target}, _day(e.at)) for e in found.ends] == [
        ({"Dalia Fenn", "Orsk Rowing Club"}, "2019-01-01")
    ]
    assert not read(OfflineExtractor(), "Dalia Fenn retired in 2019.").ends  # no role known: nothing to end


def test_the_open_value_of_a_role_begins_where_the_ended_one_ends():
    found = read(
        OfflineExtractor(), "Orsk Rowing Club is chaired by Tomas Brek. Until 2019 it was chaired by Dalia Fenn."
    )
    typed = _typed(found)
    assert typed[("Orsk Rowing Club", "CHAIRED_BY", "Tomas Brek")] == ("2019-01-01", None)
    assert typed[("Orsk Rowing Club", "CHAIRED_BY", "Dalia Fenn")] == (None, "2020-01-01")
    found = read(OfflineExtractor(), "Kelso Choir is led by Ana Roe. It sings in Tolm.")
    assert _typed(found)[("Kelso Choir", "LED_BY", "Ana Roe")] == (None, None)  # nothing ended: no start to give


def test_a_succession_in_an_appositive_reaches_the_memory(tmp_path):
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest("Tolm Guild has been chaired by Ines Varga since 2008.", at="2024-01-01")
        memory.ingest("Piet Orlo, the new chair of Tolm Guild since 2014, follows Ines Varga.", at="2024-02-01")
        held = _held(memory, "CHAIRED_BY")
    # through 2014, the year B began
    assert held[("Tolm Guild", "CHAIRED_BY", "Ines Varga")] == ("2008-01-01", "2015-01-01")
    assert held[("Tolm Guild", "CHAIRED_BY", "Piet Orlo")] == ("2014-01-01", "open")


def test_it_after_a_fronted_date_is_the_thing_of_the_related_class_and_the_open_value_begins_then():
    reader = OfflineExtractor()
    read(reader, "The Verrin app is licensed under the Tessel licence.", at="2024-01-01")
    found = read(
        reader,
        "Selby Forge ships the Quarry app, which is distributed under the Tessel licence. "
        "Until July 2014 it carried the Ambrel licence.",
        known=["Verrin app", "Tessel licence"],
    )
    typed = _typed(found)
    assert typed[("Quarry app", "CARRIED_LICENCE", "Ambrel licence")] == (None, "2014-08-01")
    assert typed[("Quarry app", "UNDER_LICENCE", "Tessel licence")] == ("2014-07-01", None)


def test_a_sentence_in_the_past_perfect_held_until_the_date_before():
    found = read(
        OfflineExtractor(),
        "In July 2021, Selby Forge changed the licence of the Quarry app to the Tessel licence. "
        "It had used the Ambrel licence.",
    )
    typed = _typed(found)
    assert typed[("Quarry app", "LICENCE", "Ambrel licence")] == (None, "2021-07-01")
    assert typed[("Quarry app", "LICENCE", "Tessel licence")] == ("2021-07-01", None)
    found = read(OfflineExtractor(), "In 2021 Kelso Choir moved to Tolm. Ana Roe had led Kelso Choir since 2013.")
    assert _typed(found)[("Ana Roe", "LED", "Kelso Choir")] == ("2013-01-01", None)  # its own date: no end


def test_a_clause_ending_before_the_date_said_earlier_does_not_take_it_and_an_appointment_starts_it():
    found = read(
        OfflineExtractor(),
        "Orsk Club has been chaired by Bo Ek since January 2020; "
        "before January 2020 it was chaired by Ada Lo, appointed in January 2011.",
    )
    typed = _typed(found)
    assert typed[("Orsk Club", "CHAIRED_BY", "Ada Lo")] == ("2011-01-01", "2020-01-01")
    assert typed[("Orsk Club", "CHAIRED_BY", "Bo Ek")] == ("2020-01-01", None)


def test_having_replaced_a_holder_and_a_nameless_clause_that_only_ends():
    found = read(
        OfflineExtractor(),
        "Lia Moss is at the helm of Kelso Choir, having replaced Ana Roe in 2021. "
        "Ana Roe became head of Kelso Choir in 2016 and stayed in charge until 2021.",
    )
    assert _successions(found) == [("Lia Moss", "Ana Roe", "2021-01-01")]
    assert _typed(found)[("Ana Roe", "HEAD_OF", "Kelso Choir")] == ("2016-01-01", "2022-01-01")


def test_leadership_passed_to_with_no_giver_named_and_a_bracketed_range_of_phrases():
    found = read(
        OfflineExtractor(),
        "The first director of Kelso Choir was Ana Roe, appointed in 2013. In 2020, leadership passed to Lia Moss.",
    )
    assert _successions(found) == [("Lia Moss", "Ana Roe", "2020-01-01")]
    found = read(
        OfflineExtractor(),
        "Directors of Orsk Club: Ada Lo (the beginning of 2014–the beginning of 2021); "
        "Bo Ek (the beginning of 2021–present).",
    )
    # "the beginning of 2021" is its first day (no longer the whole year): Ada Lo's end is Bo Ek's start
    assert _typed(found)[("Ada Lo", "DIRECTORS_OF", "Orsk Club")] == ("2014-01-01", "2021-01-01")
    assert _typed(found)[("Bo Ek", "DIRECTORS_OF", "Orsk Club")] == ("2021-01-01", None)


def test_a_timeline_of_values_after_a_name_and_a_colon():
    found = read(
        OfflineExtractor(), "The Quarry app of Selby Forge: Ambrel licence until July 2015, then the Tessel licence."
    )
    typed = _typed(found)
    assert typed[("Quarry app", "LICENCE", "Ambrel licence")] == (None, "2015-08-01")
    assert typed[("Quarry app", "LICENCE", "Tessel licence")] == ("2015-07-01", None)
    assert any({r.source, r.target} == {"Quarry app", "Selby Forge"} for r in found.relations)  # the heading's tie
    assert not [r for r in found.relations if {r.source, r.target} == {"Ambrel licence", "Tessel licence"}]
    assert not _typed(read(OfflineExtractor(), "Tom Hale: Oslo, then Bergen."))  # no class noun, no dates: no values
