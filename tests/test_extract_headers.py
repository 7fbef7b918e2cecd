"""A text's header lines (a dateline, an e-mail's header, "Meeting notes") give its context, not facts: no concept
is described by one, and the names of the lines after it are not related to a word of it (hand-made notes)."""

from __future__ import annotations

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor


def _read(text: str):
    return OfflineExtractor()(text, at=parse_time("2004-05-11"), known=[])


def test_a_dateline_describes_nothing_and_names_no_concept():
    found = _read(
        "Field notes, Orvik, spring 1999.\n\nI met Ada Lo at the party office. She has led the Blues since 1998."
    )
    described = {entity.name: entity.description for entity in found.entities}
    assert "Orvik" not in described
    assert all("Field notes" not in description for description in described.values())


def test_a_mail_header_is_context_and_its_sender_still_speaks():
    text = (
        "From: Lena Dahl <lena@uni.example>\nDate: Tue, 11 May 2004 09:14:00 +0000\nSubject: Bek is out\n\n"
        "Tomas Bek resigned as leader of the Blues this morning. I was there."
    )
    found = _read(text)
    described = {entity.name: entity.description for entity in found.entities}
    assert all("From:" not in d and "Subject:" not in d for d in described.values())
    assert "Tomas Bek" in described and described["Tomas Bek"].startswith("Tomas Bek resigned")


def test_a_meeting_notes_title_gives_its_chair_no_tie(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Meeting notes\nChair: Dana Reyes\nAttendees: Bram Osei, Cal Dorn", at="2024-01-01")
        kinds = {
            version.name
            for versions in memory.store.records.values()
            for version in [versions[-1]]
            if version.kind == "relation"
        }
        assert not any(kind.startswith("CHAIR") for kind in kinds)
        first = memory.walk("what does Dana Reyes lead?").context.splitlines()[0]
        assert "Meeting" not in first


def test_a_title_that_only_names_the_subject_is_kept():
    found = _read("Central Bank of Orvik.\n\nPaul Orsz was governor of the Central Bank of Orvik from 1991 to 2003.")
    assert any(entity.name == "Central Bank of Orvik" for entity in found.entities)
    assert any(relation.type == "GOVERNOR_OF" for relation in found.relations)
