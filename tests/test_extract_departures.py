"""Stints ended and handed on in other grammar than a verb of leaving: a noun of leaving ("Quill's retirement"), a
timing phrase over it ("Upon Quill's resignation, Fenn became …"), a fronted participle clause telling the stint
("After coaching the Orsk Club from 2009, Marsh …").
Hand-made, on names no bench family uses (choirs, quartets, rowing clubs)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from c0lab._time import FOREVER, format_time, parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.departures import leaving_noun
from c0lab.memory.memory import Memory
from c0lab.model.records import RELATION


def read(text, at="2025-03-01"):
    return OfflineExtractor()(text, at=parse_time(at), known=[])


def year(moment):
    return None if moment is None else format_time(moment)[:4]


def held(*texts):
    """(source, target) -> (from year, to year or None) of what a memory holds after ingesting ``texts`` in turn."""
    with tempfile.TemporaryDirectory() as folder:
        memory = Memory.open(Path(folder) / "m", namespace="t", embedder=None)
        for number, text in enumerate(texts):
            memory.ingest(text, at=f"2025-01-{number + 2:02d}", source=f"d{number}")
        found = {}
        for versions in memory.store.records.values():
            version = versions[-1]
            if version.kind == RELATION and version.expired_at == FOREVER and version.name != "MENTIONED_WITH":
                ends = (memory.core.name(version.source_id), memory.core.name(version.target_id))
                found[ends] = (
                    year(version.valid_from) if version.valid_from else None,
                    None if version.valid_to == FOREVER else year(version.valid_to),
                )
        memory.close()
        return found


def test_nouns_of_leaving_come_from_wordnet_not_a_list():
    assert all(leaving_noun(word) for word in ("resignation", "retirement", "departure", "exit"))
    assert not any(leaving_noun(word) for word in ("arrival", "appointment", "concert", "leaving"))


def test_a_noun_of_leaving_ends_the_stint_then():
    found = read("Mara Quill's resignation from the Selby Choir in 2011 surprised the board.")
    assert [(e.source, e.target, year(e.at)) for e in found.ends] == [("Mara Quill", "Selby Choir", "2011")]
    stints = held("Mara Quill has led the Selby Choir since 2003.", "Mara Quill's retirement in 2011 was marked.")
    assert stints[("Mara Quill", "Selby Choir")] == ("2003", "2012")  # through 2011


def test_a_leaving_for_somewhere_ends_nothing():
    found = read("Mara Quill has led the Selby Choir since 2003. Mara Quill's departure for Lisbon in 2011 was brief.")
    assert found.ends == []


def test_a_role_taken_upon_a_leaving_is_a_succession():
    found = read("Upon Mara Quill's resignation in 2011, Ida Fenn became conductor of the Selby Choir.")
    assert [(s.new, s.old, year(s.at)) for s in found.successions] == [("Ida Fenn", "Mara Quill", "2011")]
    assert "Selby Choir" in found.successions[0].objects


def test_one_other_name_after_a_leaving_from_a_place_takes_it_over():
    found = read("Ida Fenn took charge after Mara Quill's exit from the Selby Choir in 2011.")
    assert [(s.new, s.old, s.objects) for s in found.successions] == [("Ida Fenn", "Mara Quill", ("Selby Choir",))]


def test_a_fronted_participle_clause_tells_the_subjects_stint():
    found = read("After coaching the Orsk Rowing Club from 2009, Ivo Marsh moved to Selby.")
    stints = [
        (r.source, r.type, r.target, year(r.valid_from)) for r in found.relations if r.target == "Orsk Rowing Club"
    ]
    assert ("Ivo Marsh", "COACH", "Orsk Rowing Club", "2009") in stints
    assert not [r for r in read("After meeting Ada Lo in Oslo, Ivo Marsh left.").relations if r.source == "Ivo Marsh"]
    left = read("After leaving the Orsk Rowing Club, Ivo Marsh signed for Selby.")
    assert not [r for r in left.relations if r.target == "Orsk Rowing Club" and r.type != "MENTIONED_WITH"]


def test_a_fronted_clause_that_denies_the_stint_tells_none():
    for opening in ("Without coaching", "Rather than coaching"):
        found = read(f"{opening} the Orsk Rowing Club, Ivo Marsh moved to Selby in 2010.")
        assert not [r for r in found.relations if r.target == "Orsk Rowing Club" and r.type != "MENTIONED_WITH"]
