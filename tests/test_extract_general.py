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
