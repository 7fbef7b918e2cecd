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
    return format_time(parse_time(str(moment)))[:10]


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
    assert {("Quarry app", "USED_LICENCE", "Ambrel licence"), ("Quarry app", "LICENCE", "Tessel licence")} <= _triples(
        found
    )


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
