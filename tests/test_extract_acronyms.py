"""A name's acronym said in brackets after it, or the initials of the name heading a text, is that name (hand-made)."""

from __future__ import annotations

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor


def pairs(found):
    return {frozenset((r.source, r.target)) for r in found.relations}


def test_an_acronym_in_brackets_is_no_second_thing():
    found = OfflineExtractor()(
        "Bo Ek joined the Kestrel Northern Railway ( KNR ) in 1920.", at=parse_time("2025"), known=[]
    )
    assert frozenset(("Kestrel Northern Railway", "KNR")) not in pairs(found)
    assert ("Kestrel Northern Railway", "KNR") in found.lengthened


def test_the_initials_of_the_heading_name_it(mem):
    mem.ingest("Halden Maritime Institute: HMI was founded in 1990 by Ada Lo.", at="2024-01-01")
    mem.ingest("Bo Ek taught at HMI from 1995.", at="2024-01-02")
    names = {mem.core.name(mem.core.resolve(name)) for name in ("HMI", "Halden Maritime Institute")}
    assert names == {"Halden Maritime Institute"}  # one concept, the acronym an alias of it
    assert "mentioned with HMI" not in mem.walk("What is Halden Maritime Institute?").context
