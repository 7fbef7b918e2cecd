"""A cued date correction ingested later redates the one fact it names (``c0lab.memory.redating``)."""

from __future__ import annotations

import pandas as pd
import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import Correction
from c0lab.memory.redating import claim_of, redate_correction

OBSERVATORY = "Ines Calloway directed the Harrow Point Observatory from 1950 until 1962."
SEED_BANK = "The Selwyn Seed Bank was founded in 1931 by Lotte Fenwick."


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "mem", embedder=None)
    yield memory
    memory.close()


def _names(graph) -> dict[str, str]:
    return {node: data["versions"][-1].name for node, data in graph.nodes(data=True)}


def holds(mem: Memory, a: str, kind: str, b: str, *, as_of: str, known_at: object = None) -> bool:
    """Whether ``a kind b`` holds as of ``as_of`` (as known at ``known_at``)."""
    graph = mem.graph(as_of=as_of, known_at=known_at)
    names = _names(graph)
    return any(
        {names[source], names[target]} == {a, b} and any(version.name == kind for version in data["versions"])
        for source, target, data in graph.edges(data=True)
    )


def valid(mem: Memory, name: str, *, as_of: str, known_at: object = None) -> bool:
    """Whether the concept ``name`` is valid as of ``as_of``."""
    return name in _names(mem.graph(as_of=as_of, known_at=known_at)).values()


def test_a_stints_end_corrected_keeps_the_old_end_readable_and_undo_restores_it(mem):
    mem.ingest(OBSERVATORY, at="2026-03-01", source="note-1")
    assert holds(mem, "Ines Calloway", "DIRECTED", "Harrow Point Observatory", as_of="1961-08")
    before = pd.Timestamp.now(tz="UTC")
    counts = mem.ingest("Correction: Ines Calloway left in 1960, not 1962.", at="2026-03-05", source="note-2")
    assert (counts["corrected"], counts["redated"]) == (1, 1)
    assert holds(mem, "Ines Calloway", "DIRECTED", "Harrow Point Observatory", as_of="1959-08")
    assert not holds(mem, "Ines Calloway", "DIRECTED", "Harrow Point Observatory", as_of="1961-08")
    # the old end, as known before the correction
    assert holds(mem, "Ines Calloway", "DIRECTED", "Harrow Point Observatory", as_of="1961-08", known_at=before)
    # the words stay readable as a patch
    assert "Correction: Ines Calloway left in 1960" in mem.walk("Ines Calloway").context
    mem.undo()
    assert holds(mem, "Ines Calloway", "DIRECTED", "Harrow Point Observatory", as_of="1961-08")


def test_a_start_corrected_by_did_not_but(mem):
    mem.ingest(OBSERVATORY, at="2026-03-01")
    mem.ingest("Bram Oduya took over as director of the Harrow Point Observatory in 1962.", at="2026-03-02")
    assert holds(mem, "Bram Oduya", "DIRECTOR_OF", "Harrow Point Observatory", as_of="1962-06")
    counts = mem.ingest("Correction: Bram Oduya did not take over in 1962 but in 1963.", at="2026-03-05")
    assert counts["redated"] == 1
    assert not holds(mem, "Bram Oduya", "DIRECTOR_OF", "Harrow Point Observatory", as_of="1962-06")
    assert holds(mem, "Bram Oduya", "DIRECTOR_OF", "Harrow Point Observatory", as_of="1963-02")


def test_a_concepts_founding_corrected(mem):
    mem.ingest(SEED_BANK, at="2026-03-01")
    assert not valid(mem, "Selwyn Seed Bank", as_of="1930")
    before = pd.Timestamp.now(tz="UTC")
    counts = mem.ingest("Correction: the Selwyn Seed Bank was founded in 1929, not 1931.", at="2026-03-05")
    assert counts["redated"] == 1
    assert valid(mem, "Selwyn Seed Bank", as_of="1930") and not valid(mem, "Selwyn Seed Bank", as_of="1928")
    assert not valid(mem, "Selwyn Seed Bank", as_of="1930", known_at=before)


def test_actually_founded_with_no_denied_date_moves_the_founded_concept_and_its_tie(mem):
    mem.ingest(SEED_BANK, at="2026-03-01")
    counts = mem.ingest("Actually, Lotte Fenwick founded the seed bank in 1929.", at="2026-03-05")
    assert counts["redated"] == 1
    assert valid(mem, "Selwyn Seed Bank", as_of="1930")
    assert holds(mem, "Selwyn Seed Bank", "FOUNDED_BY", "Lotte Fenwick", as_of="1930")
    mem.undo()  # the concept's start and its tie moved in one operation: one undo takes both back
    assert not valid(mem, "Selwyn Seed Bank", as_of="1930")
    assert not holds(mem, "Selwyn Seed Bank", "FOUNDED_BY", "Lotte Fenwick", as_of="1930")
    assert holds(mem, "Selwyn Seed Bank", "FOUNDED_BY", "Lotte Fenwick", as_of="1932")


def test_an_ambiguous_correction_moves_no_date_until_it_names_the_fact(mem):
    mem.ingest("Bram Oduya took over as director of the Harrow Point Observatory in 1962.", at="2026-03-01")
    mem.ingest("Bram Oduya joined the Tide Society in 1962.", at="2026-03-02")
    counts = mem.ingest("Correction: Bram Oduya did not take over in 1962 but in 1963.", at="2026-03-05")
    assert (counts["corrected"], counts["redated"]) == (1, 0)  # two facts start in 1962: the patch only
    assert holds(mem, "Bram Oduya", "DIRECTOR_OF", "Harrow Point Observatory", as_of="1962-06")
    assert holds(mem, "Bram Oduya", "JOINED", "Tide Society", as_of="1962-06")
    counts = mem.ingest(
        "Correction: Bram Oduya did not come to the Harrow Point Observatory in 1962 but in 1963.", at="2026-03-06"
    )
    assert counts["redated"] == 1  # the sentence names the other end: one fact
    assert not holds(mem, "Bram Oduya", "DIRECTOR_OF", "Harrow Point Observatory", as_of="1962-06")
    assert holds(mem, "Bram Oduya", "JOINED", "Tide Society", as_of="1962-06")


def test_actually_for_emphasis_changes_nothing_a_cue_does(mem):
    mem.ingest(SEED_BANK, at="2026-03-01")
    counts = mem.ingest("The Selwyn Seed Bank actually opened in 1929.", at="2026-03-05")
    assert counts["redated"] == 0 and not valid(mem, "Selwyn Seed Bank", as_of="1930")
    counts = mem.ingest("Actually, the Selwyn Seed Bank opened in 1929.", at="2026-03-06")
    assert counts["redated"] == 1 and valid(mem, "Selwyn Seed Bank", as_of="1930")


def test_an_uncued_later_statement_changes_no_date(mem):
    mem.ingest(OBSERVATORY, at="2026-03-01")
    at = parse_time("2026-03-05")
    uncued = Correction("Ines Calloway", "Ines Calloway left in 1960, not 1962.")  # no cue: no date correction
    assert redate_correction(mem.core, mem._writes, uncued, at=at) == 0
    assert mem.ingest(uncued.text, at="2026-03-05")["redated"] == 0
    assert holds(mem, "Ines Calloway", "DIRECTED", "Harrow Point Observatory", as_of="1961-08")
    assert mem.ingest("Correction: " + uncued.text, at="2026-03-06")["redated"] == 1
    assert not holds(mem, "Ines Calloway", "DIRECTED", "Harrow Point Observatory", as_of="1961-08")


def test_a_year_outside_the_common_range_after_not_is_read():
    claim = claim_of("Correction: Abbot Renny died in 1671, not 1672.", at=parse_time("2026"))
    assert claim is not None and claim.denied is not None
    assert (claim.said.label(), claim.denied.label(), claim.role) == ("1671", "1672", "end")
    claim = claim_of("In fact, the priory was founded in 1502 rather than 1510.", at=parse_time("2026"))
    assert claim is not None and claim.denied is not None and claim.founds
    assert (claim.said.label(), claim.denied.label(), claim.role) == ("1502", "1510", "start")
    assert claim_of("Correction: Abbot Renny died in 1671, not 1671.", at=parse_time("2026")) is None
    stepped = [
        claim_of(f"Correction: Ada Lund stepped {way} in 1931, not 1932.", at=parse_time("2026"))
        for way in ("down", "in")
    ]
    assert [claim.role for claim in stepped if claim] == ["end", "start"]


def test_an_end_covering_a_year_moves_to_the_end_of_the_other(mem):
    mem.ingest(OBSERVATORY, at="2026-03-01")  # "until 1962": through 1962, as valid_to="1962"
    mem.ingest("Correction: Ines Calloway left in 1961, not 1962.", at="2026-03-05")
    assert holds(mem, "Ines Calloway", "DIRECTED", "Harrow Point Observatory", as_of="1961-02")
    assert not holds(mem, "Ines Calloway", "DIRECTED", "Harrow Point Observatory", as_of="1962-02")


def test_a_redated_concept_start_after_its_first_version_is_one_line(mem):
    mem.ingest(SEED_BANK, at="2026-03-01")
    mem.describe("Selwyn Seed Bank", "A seed bank.", at="1950")
    with pytest.raises(Exception, match="first version ends"):
        mem._writes.redate_concept("Selwyn Seed Bank", valid_from="1960")


def test_a_corrected_succession_moves_the_new_holders_start_and_the_end_it_implied(mem):
    mem.ingest("Orla Brenning succeeded Tavis Mohr as Keeper of the Lantern Archive in 1841.", at="2026-03-01")
    before = pd.Timestamp.now(tz="UTC")
    counts = mem.ingest("Correction: Brenning took office in 1843, not 1841.", at="2026-03-05")
    assert counts["redated"] == 1
    assert holds(mem, "Tavis Mohr", "HELD_OFFICE_AS", "Keeper of the Lantern Archive", as_of="1842-06")
    assert not holds(mem, "Orla Brenning", "HELD_OFFICE_AS", "Keeper of the Lantern Archive", as_of="1842-06")
    assert holds(mem, "Orla Brenning", "HELD_OFFICE_AS", "Keeper of the Lantern Archive", as_of="1844")
    assert holds(  # bi-temporal: the old belief stays at its system time
        mem, "Orla Brenning", "HELD_OFFICE_AS", "Keeper of the Lantern Archive", as_of="1842-06", known_at=before
    )


def test_a_corrected_succession_told_the_other_way_round_moves_the_predecessors_end_too(mem):
    """ "X is led by A" (X the source): the predecessor's stint ends where the corrected successor's begins."""
    mem.ingest("Project Heron is led by Mei Tanaka since 2018.", at="2024-01-15")
    mem.ingest("Mei Tanaka passed the baton to Oskar Lindqvist in January 2022.", at="2024-02-15")
    counts = mem.ingest(
        "Correction: Oskar Lindqvist took over Project Heron in March 2022, not in January 2022.", at="2024-03-15"
    )
    assert counts["redated"] == 1
    assert holds(mem, "Project Heron", "LED_BY", "Mei Tanaka", as_of="2022-02")
    assert not holds(mem, "Project Heron", "LED_BY", "Oskar Lindqvist", as_of="2022-02")
    assert holds(mem, "Project Heron", "LED_BY", "Oskar Lindqvist", as_of="2022-04")


def test_a_corrected_succession_through_a_patch_moves_it_too(mem):
    mem.ingest("Orla Brenning succeeded Tavis Mohr as Keeper of the Lantern Archive in 1841.", at="2026-03-01")
    mem.add_patch("Orla Brenning", "She took office in 1843, not 1841.")
    assert holds(mem, "Tavis Mohr", "HELD_OFFICE_AS", "Keeper of the Lantern Archive", as_of="1842-06")


def test_a_date_correction_that_moves_nothing_says_so(mem):
    mem.ingest("Bram Oduya took over as director of the Harrow Point Observatory in 1962.", at="2026-03-01")
    mem.ingest("Bram Oduya joined the Tide Society in 1962.", at="2026-03-02")
    with pytest.warns(UserWarning, match="correction not applied.*2 facts"):
        counts = mem.ingest("Correction: Bram Oduya did not take over in 1962 but in 1963.", at="2026-03-05")
    assert (counts["redated"], counts["unredated"]) == (0, 1)


def test_a_correction_kept_under_another_name_redates_the_one_concept_its_sentence_names(mem):
    mem.ingest("Orla Brenning succeeded Tavis Mohr as Keeper of the Lantern Archive in 1841.", at="2026-03-01")
    mem.add_concept("Lantern Archive notes")  # a heading the extractor gave the correction to
    heading = Correction("Lantern Archive notes", "Correction: Brenning took office in 1843, not 1841.")
    assert redate_correction(mem.core, mem._writes, heading, at=parse_time("2026-03-05")) == 1
    assert holds(mem, "Tavis Mohr", "HELD_OFFICE_AS", "Keeper of the Lantern Archive", as_of="1842-06")


def test_a_corrected_succession_keeps_an_end_the_text_stated(mem):
    mem.ingest(
        "Tavis Mohr was Keeper of the Lantern Archive from 1820 until his death in 1841. "
        "Orla Brenning succeeded Mohr as Keeper of the Lantern Archive in 1841.",
        at="2026-03-01",
    )
    assert mem.ingest("Correction: Brenning took office in 1843, not 1841.", at="2026-03-05")["redated"] == 1
    assert not holds(mem, "Tavis Mohr", "HELD_OFFICE_AS", "Keeper of the Lantern Archive", as_of="1842-06")
    assert holds(mem, "Orla Brenning", "HELD_OFFICE_AS", "Keeper of the Lantern Archive", as_of="1843-06")


def test_a_corrected_succession_moves_with_a_co_mention_dated_with_it(mem):
    mem.ingest("Orla Brenning succeeded Tavis Mohr as Keeper of the Lantern Archive in 1841.", at="2026-03-01")
    mem.add_concept("Archive notes")
    mem.relate("Archive notes", "MENTIONED_WITH", "Orla Brenning", valid_from="1841")  # a heading's co-mention
    assert mem.ingest("Correction: Brenning took office in 1843, not 1841.", at="2026-03-05")["redated"] == 1
    assert holds(mem, "Tavis Mohr", "HELD_OFFICE_AS", "Keeper of the Lantern Archive", as_of="1842-06")


def test_a_notes_correction_under_a_heading_redates_the_succession_it_names(mem, tmp_path):
    notes = tmp_path / "keepers.md"
    notes.write_text(
        "## Keepers of the Lantern Archive\n\n"
        "Tavis Mohr was Keeper of the Lantern Archive from 1820 until his death in 1841. "
        "Orla Brenning succeeded Mohr as Keeper of the Lantern Archive in 1841. Brenning died in 1860.\n\n"
        "Correction: Brenning took office in 1843, not 1841.\n",
        encoding="utf-8",
    )
    assert mem.ingest_file(notes)["redated"] == 1
    assert not holds(mem, "Orla Brenning", "HELD_OFFICE_AS", "Keeper of the Lantern Archive", as_of="1842-06")


def test_an_erratums_claim_is_read_from_the_words_it_puts_in_place():
    """ "… release of 15 February 2021 … should have read: B took over … in February 2021, not in January 2021": the
    release's own date is no claim."""
    text = (
        "Erratum. In our press release of 15 February 2021, the sentence on Project Kestrel should have read: Dmitri "
        "Salas took over from Priya Okonkwo in February 2021, not in January 2021."
    )
    claim = claim_of(text, at=parse_time("2024-03-15"))
    assert claim is not None and (claim.said.label(), claim.denied.label()) == ("February 2021", "January 2021")
