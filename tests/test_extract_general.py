"""General mechanisms of the offline extractor on hand-made sentences (none from the bench's wording families):
values of a single-valued relation put in valid-time order whatever the verb and the order of the texts,
references that open a clause or stand as an object, a take-over with no object, a relation whose sense only
the class noun of its object names, a labelled value ("Chair since 2016: X")."""

from __future__ import annotations

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.rules import Ledger


def read(extractor, text, at="2025-03-01", known=()):
    return extractor(text, at=parse_time(at), known=list(known))


def _day(moment) -> str:
    return format_time(moment if isinstance(moment, int) else parse_time(str(moment)))[:10]


def test_values_of_one_role_are_ordered_by_valid_time_not_by_the_order_of_the_texts():
    reader = OfflineExtractor()
    read(reader, "Orsk Rowing Club has been chaired by Dalia Fenn since 2021.", at="2024-02-01")
    found = read(
        reader,
        "Orsk Rowing Club was headed by Tomas Brek starting in 2016.",
        at="2024-03-01",
        known=["Orsk Rowing Club", "Dalia Fenn"],
    )
    assert not found.ends  # the later text tells the earlier holder: it ends nothing
    [brek] = [r for r in found.relations if r.target == "Tomas Brek"]
    assert _day(brek.valid_from) == "2016-01-01" and _day(brek.valid_to) == "2021-01-01"  # until the next one


def test_a_later_holder_of_one_role_ends_the_earlier_whatever_the_verb():
    reader = OfflineExtractor()
    read(reader, "Orsk Rowing Club has been chaired by Dalia Fenn since 2012.", at="2024-02-01")
    found = read(
        reader,
        "Orsk Rowing Club is headed by Tomas Brek since 2019.",
        at="2024-03-01",
        known=["Orsk Rowing Club", "Dalia Fenn"],
    )
    ended = [({e.source, e.target}, _day(e.at)) for e in found.ends]
    assert ended == [({"Orsk Rowing Club", "Dalia Fenn"}, "2019-01-01")]


def test_the_stints_survive_the_ledgers_state():
    ledger = Ledger()
    ledger.stint("HEADED_BY", "Orsk", "Ada Lo", start=10)
    again = Ledger()
    again.restore(ledger.state())
    assert again.stint("CHAIRED_BY", "Orsk", "Bo Ek", start=20) == ([("Orsk", "Ada Lo", 20)], None)
    assert again.stint("CHAIRED_BY", "Orsk", "Cy Ma", start=5) == ([], 10)  # an earlier one ends at the next


def _triples(found):
    return {(r.source, r.type, r.target) for r in found.relations if r.type != "MENTIONED_WITH"}


def test_a_pronoun_opening_a_later_clause_or_standing_as_an_object_is_resolved():
    found = read(OfflineExtractor(), "Vel Oda left the Kilbride Choir in 2014; Ana Roe conducts it now.")
    assert ("Ana Roe", "CONDUCTS", "Kilbride Choir") in _triples(found)
    found = read(OfflineExtractor(), "The Kilbride Choir was chaired by Vel Oda until 2014; it is chaired by Ana Roe.")
    assert ("Kilbride Choir", "CHAIRED_BY", "Ana Roe") in _triples(found)


def test_a_pronoun_after_a_fronted_date_is_the_previous_subject():
    found = read(
        OfflineExtractor(),
        "The Quarry app comes from Selby Forge. In March 2018 it joined the Verrin Alliance.",
    )
    assert ("Quarry app", "JOINED", "Verrin Alliance") in _triples(found)


def test_the_class_noun_of_the_object_names_the_sense_an_everyday_verb_does_not():
    found = read(
        OfflineExtractor(),
        "The Quarry app used the Ambrel licence. Later the app is under the Tessel licence.",
    )
    assert {("Quarry app", "LICENCE", "Ambrel licence"), ("Quarry app", "LICENCE", "Tessel licence")} <= _triples(found)


def test_a_change_from_one_value_to_another_ends_the_old_where_the_new_begins():
    found = read(
        OfflineExtractor(),
        "In May 2019 the Quarry app switched from the Ambrel licence to the Tessel licence.",
    )
    spans = {r.target: (r.type, r.valid_from, r.valid_to) for r in found.relations if r.source == "Quarry app"}
    assert spans["Ambrel licence"][0] == spans["Tessel licence"][0] == "LICENCE"
    assert spans["Ambrel licence"][1] is None and _day(spans["Ambrel licence"][2]) == "2019-05-01"
    assert _day(spans["Tessel licence"][1]) == "2019-05-01" and spans["Tessel licence"][2] is None
    found = read(OfflineExtractor(), "In 2020 Selby Forge changed the licence of the Quarry app to the Ambrel licence.")
    assert ("Quarry app", "LICENCE", "Ambrel licence") in _triples(found)


def test_a_value_after_a_label_belongs_to_what_the_label_or_the_document_names():
    found = read(
        OfflineExtractor(),
        "Notes on the Kilbride Choir. Treasurer: Ana Roe. Chair of Selby Forge since 2016: Vel Oda.",
    )
    assert {("Ana Roe", "TREASURER_OF", "Kilbride Choir"), ("Vel Oda", "CHAIR_OF", "Selby Forge")} <= _triples(found)
    [chair] = [r for r in found.relations if r.type == "CHAIR_OF"]
    assert _day(chair.valid_from) == "2016-01-01"


def test_a_part_of_a_period_keeps_its_cue_and_a_month_of_a_year_is_that_month():
    from c0lab.extract import dated_phrases

    found = dated_phrases(
        "Ada Lo chaired it from the first half of 2011 until the opening months of 2014.", at=parse_time("2025")
    )
    assert [(role, _day(moment)) for _, moment, role in found] == [("start", "2011-01-01"), ("end", "2015-01-01")]
    [(_, moment, _)] = dated_phrases("In August of 2016 it closed.", at=parse_time("2025"))
    assert _day(moment) == "2016-08-01"


def test_a_role_handed_on_or_taken_over_with_no_object_names_its_holder():
    found = read(
        OfflineExtractor(), "Ada Lo, who chaired the Orsk Club from 2011 to 2014, passed the chair to Bo Ek that year."
    )
    assert [(s.new, s.old, s.objects) for s in found.successions] == [("Bo Ek", "Ada Lo", ("Orsk Club",))]
    assert _day(found.successions[0].at) == "2014-01-01"  # "that year": the last date said before
    found = read(
        OfflineExtractor(), "Ada Lo took charge of the Orsk Club in 2010. The club's direction passed to Bo Ek in 2015."
    )
    assert ("Ada Lo", "TOOK_CHARGE_OF", "Orsk Club") in _triples(found)
    assert [(s.new, s.old, s.objects) for s in found.successions] == [("Bo Ek", "Ada Lo", ("Orsk Club",))]
    found = read(OfflineExtractor(), "Ada Lo headed the Orsk Club from 2010 until 2016, when Bo Ek took over.")
    assert [(s.new, s.old, s.objects) for s in found.successions] == [("Bo Ek", "Ada Lo", ("Orsk Club",))]
    assert _day(found.successions[0].at) == "2016-01-01"  # not the last instant of 2015
    found = read(
        OfflineExtractor(),
        "Ada Lo, the chair of the Orsk Club until 2016, has retired; Bo Ek followed Ada Lo in the role.",
    )
    assert [(s.new, s.old, s.objects) for s in found.successions] == [("Bo Ek", "Ada Lo", ("Orsk Club",))]
    found = read(OfflineExtractor(), "Ada Lo gave the trophy to Bo Ek in 2016.")
    assert not found.successions  # a thing handed on, not a role


def test_a_verb_of_no_sense_or_with_a_preposition_takes_its_objects_class_noun():
    found = read(
        OfflineExtractor(), "The Quarry app carried the Ambrel licence. The app is shipped under the Tessel licence."
    )
    assert {
        ("Quarry app", "CARRIED_LICENCE", "Ambrel licence"),
        ("Quarry app", "UNDER_LICENCE", "Tessel licence"),
    } <= _triples(found)


def test_a_successor_takes_the_role_even_when_the_text_said_when_the_predecessor_left(tmp_path):
    from c0lab import Memory

    memory = Memory.open(tmp_path, embedder=None)
    try:
        memory.ingest(
            "Ada Lo, the chair of the Orsk Club from 2011 until 2016, has retired; Bo Ek followed Ada Lo in the role.",
            at="2024-01-01",
        )
        held = {
            (memory.core.name(v.source_id), v.name, memory.core.name(v.target_id), format_time(v.valid_to))
            for versions in memory.store.records.values()
            for v in versions
            if v.kind == "relation" and v.is_current() and v.name not in ("MENTIONS", "MENTIONED_WITH")
        }
    finally:
        memory.close()
    assert ("Bo Ek", "CHAIR_OF", "Orsk Club", "open") in held


def test_an_abbreviation_ends_no_sentence_and_between_and_is_one_clause():
    found = read(OfflineExtractor(), "From c. 2012 until c. 2015, the Orsk Club was chaired by Ada Lo.")
    [chair] = [r for r in found.relations if r.type == "CHAIRED_BY"]
    assert (_day(chair.valid_from), _day(chair.valid_to)) == ("2012-01-01", "2016-01-01")
    found = read(
        OfflineExtractor(),
        "Ada Lo, chair of the Orsk Club between the spring of 2012 and the end of 2015, has retired.",
    )
    [chair] = [r for r in found.relations if r.type == "CHAIR_OF"]
    assert _day(chair.valid_to) == "2016-01-01"  # the end of 2015: 2015 covered


def test_predicates_with_adverbs_attributive_participles_and_offices():
    found = read(
        OfflineExtractor(),
        "The Quarry app was originally shipped with Selby Forge. The Verrin Dock is a small harbour run by Ada Lo. "
        "Bo Ek took office as chair of the Orsk Club in 2019.",
    )
    assert {
        ("Quarry app", "SHIPPED_WITH", "Selby Forge"),
        ("Verrin Dock", "RUN_BY", "Ada Lo"),
        ("Bo Ek", "CHAIR_OF", "Orsk Club"),
    } <= _triples(found)


def test_the_noun_of_a_name_said_to_be_another():
    found = read(
        OfflineExtractor(),
        "The headquarters of Selby Forge are in Tarrow. "
        "The current chair of the Orsk Club is Ada Lo, in office since 2019.",
    )
    assert {("Selby Forge", "HEADQUARTERS_IN", "Tarrow"), ("Ada Lo", "CHAIR_OF", "Orsk Club")} <= _triples(found)


def test_what_held_originally_or_previously_ends_at_the_date_said_beside_it():
    found = read(
        OfflineExtractor(),
        "The Quarry app was originally licensed under the Ambrel licence; in May 2019 it was licensed under the Tessel "
        "licence. The Verrin app has been licensed under the Tessel licence since 2020, having previously been under "
        "the Ambrel licence.",
    )
    ends = {(r.source, r.target): r.valid_to for r in found.relations}
    assert _day(ends[("Quarry app", "Ambrel licence")]) == "2019-05-01"
    assert ("Quarry app", "LICENSED_UNDER", "Tessel licence") in _triples(found)
    assert _day(ends[("Verrin app", "Ambrel licence")]) == "2020-01-01"


def test_a_predecessor_or_a_successor_named_as_such():
    cases = {
        "Ada Lo, chair of the Orsk Club from 2012 to 2016, was the predecessor of Bo Ek.": ("Bo Ek", "Ada Lo"),
        "The Orsk Club was chaired by Ada Lo until 2016; the successor of Ada Lo, Bo Ek, has chaired it since.": (
            "Bo Ek",
            "Ada Lo",
        ),
        "In 2016, Bo Ek became chair of the Orsk Club, succeeding Ada Lo.": ("Bo Ek", "Ada Lo"),
    }
    for text, (new, old) in cases.items():
        found = read(OfflineExtractor(), text)
        assert [(s.new, s.old) for s in found.successions] == [(new, old)], text
        assert "Orsk Club" in found.successions[0].objects


def test_a_possessor_is_its_own_name_and_one_value_dropped_for_another_is_a_change():
    found = read(
        OfflineExtractor(),
        "Selby Forge's Quarry app switched its licence in Aug. 2019: "
        "the Ambrel licence was dropped for the Tessel licence.",
    )
    spans = {r.target: (r.type, r.valid_from, r.valid_to) for r in found.relations if r.source == "Quarry app"}
    assert {e.name for e in found.entities} == {"Selby Forge", "Quarry app", "Ambrel licence", "Tessel licence"}
    assert spans["Ambrel licence"][0] == "LICENCE" and _day(spans["Ambrel licence"][2]) == "2019-08-01"
    assert spans["Tessel licence"][0] == "LICENCE" and _day(spans["Tessel licence"][1]) == "2019-08-01"


def test_a_role_that_went_to_someone_and_an_aside_that_year():
    found = read(
        OfflineExtractor(),
        "From 2012 until 2016 the chair of the Orsk Club was Ada Lo. The post then went to Bo Ek, who still holds it.",
    )
    assert [(s.new, s.old, s.objects, _day(s.at)[:4]) for s in found.successions] == [
        ("Bo Ek", "Ada Lo", ("Orsk Club",), "2016")
    ]
    found = read(
        OfflineExtractor(),
        "The Orsk Club is under the care of Ada Lo, who has overseen it since 2010. "
        "As of 2018, Bo Ek oversees the Orsk Club; Ada Lo stepped aside that year.",
    )
    assert ("Ada Lo", "OVERSEEN", "Orsk Club") in _triples(found)  # the relative's antecedent is no object
    assert ("Bo Ek", "OVERSEES", "Ada Lo") not in _triples(found)  # a clause with its own verb takes none
    assert [({e.source, e.target}, _day(e.at)) for e in found.ends if "Bo Ek" not in (e.source, e.target)] == [
        ({"Ada Lo", "Orsk Club"}, "2018-01-01")
    ]


def test_that_year_is_the_last_year_said():
    found = read(
        OfflineExtractor(),
        "The Orsk Club was chaired by Ada Lo from 2010, and in 2018 the club hired Bo Ek; "
        "Ada Lo stepped aside that year.",
    )
    assert [({e.source, e.target}, _day(e.at)) for e in found.ends if "Bo Ek" not in (e.source, e.target)] == [
        ({"Ada Lo", "Orsk Club"}, "2018-01-01")
    ]


def test_a_short_verb_a_description_said_again_in_the_sentence_and_a_second_object():
    found = read(
        OfflineExtractor(),
        "Ada Lo runs Kilbride Choir, which sings folk songs. "
        "Selby Forge releases the Quarry app under the Ambrel licence; before 2019 the app used the Tessel licence.",
    )
    assert {
        ("Ada Lo", "RUNS", "Kilbride Choir"),
        ("Quarry app", "UNDER_LICENCE", "Ambrel licence"),
        ("Quarry app", "LICENCE", "Tessel licence"),
    } <= _triples(found)


def test_a_fronted_participle_a_place_had_and_a_value_before_a_bracket():
    found = read(
        OfflineExtractor(),
        "Housed at Selby Forge, the Quarry app works offline. Selby Forge has its main offices in Tarrow.",
    )
    assert {("Quarry app", "HOUSED_AT", "Selby Forge"), ("Selby Forge", "OFFICES_IN", "Tarrow")} <= _triples(found)
    reader = OfflineExtractor()
    read(reader, "Selby Forge develops a tidal mapping system.", at="2024-01-01")
    found = read(
        reader, "Selby Forge develops a kelp drying system (not a tidal mapping system).", known=["Selby Forge"]
    )
    assert [c.name for c in found.corrections] == ["Selby Forge"]


def test_it_refers_to_the_thing_whose_class_the_texts_have_related_to_what_the_sentence_names():
    reader = OfflineExtractor()
    read(reader, "The Verrin app is licensed under the Tessel licence.", at="2024-01-01")
    found = read(
        reader,
        "Selby Forge ships the Quarry app. It was released under the Ambrel licence until 2019, "
        "and under the Tessel licence since then.",
        known=["Verrin app", "Tessel licence"],
    )
    assert {
        ("Quarry app", "UNDER_LICENCE", "Ambrel licence"),
        ("Quarry app", "UNDER_LICENCE", "Tessel licence"),  # the verb said once, for the gapped clause
    } <= _triples(found)
    found = read(OfflineExtractor(), "Selby Forge ships the Quarry app. It was founded in 2001.")
    assert not found.relations or all(r.source != "Quarry app" for r in found.relations)  # no class to go by


def test_two_values_of_one_owner_are_not_related_to_each_other():
    found = read(
        OfflineExtractor(),
        "In July 2017 the Quarry app moved from the Ambrel licence to the Tessel licence. "
        "The Verrin app was released under the Ambrel licence until 2019, and under the Tessel licence since then.",
    )
    assert not [r for r in found.relations if {r.source, r.target} == {"Ambrel licence", "Tessel licence"}]
