"""Corrections as editors write them (hand-made sentences, none from the bench's wording families): an editorial
note about the text itself is a correction cue and governs the sentences after it; a bracketed editorial tag is
never a name; "actually" for emphasis stays no correction."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.rules import correction_cue, editorial
from c0lab.retrieval.corrections import WRONG_CUE


def read(text, *, reader=None, at="2025-03-01", known=()):
    return (reader or OfflineExtractor())(text, at=parse_time(at), known=list(known))


@pytest.mark.parametrize(
    "sentence",
    [
        "[Updated] Orvik Mill grinds rye.",
        "[Corrected] Orvik Mill grinds rye.",
        "This entry was revised in March: Orvik Mill grinds rye.",
        "The profile of Orvik Mill has since been corrected.",
        "An earlier version of this report gave the mill's grain as barley.",
        "A previous version stated that Orvik Mill grinds barley.",
        "We misstated the grain Orvik Mill grinds.",
        "The grain was incorrectly reported as barley.",
        "Orvik Mill grinds rye, not barley as first stated.",
        "The second line should have read: Orvik Mill grinds rye.",
        "Corrigendum: Orvik Mill grinds rye.",
        "That figure was inaccurate; Orvik Mill grinds rye.",
    ],
)
def test_an_editorial_note_is_a_correction_cue(sentence):
    assert correction_cue(sentence) is not None
    assert editorial(sentence)[1]


@pytest.mark.parametrize(
    "sentence",
    [
        "Orvik Mill actually grew a lot last year.",
        "Its first version was released in 2001.",
        "The team released an updated app in 2020.",
        "The record was broken in 1990.",
        "Orvik Mill was founded in 1901 and revised its prices in 2003.",
    ],
)
def test_a_statement_about_the_world_is_no_editorial_note(sentence):
    assert correction_cue(sentence) is None
    assert not editorial(sentence)[1]


def test_saying_it_was_wrong_is_what_a_walk_marks_and_a_change_is_not():
    assert WRONG_CUE.search("We misstated the grain.") and WRONG_CUE.search("It should have read rye.")
    assert WRONG_CUE.search("The figure was inaccurate.") and not WRONG_CUE.search("The text was updated.")


def test_a_bracketed_editorial_tag_is_no_name_and_the_note_corrects_the_first_name():
    found = read("[Revised] Orvik Mill grinds rye (not barley, as previously stated).")
    assert {entity.name for entity in found.entities} == {"Orvik Mill"}
    assert [(c.name, c.text) for c in found.corrections] == [
        ("Orvik Mill", "Orvik Mill grinds rye (not barley, as previously stated).")
    ]


def test_an_editorial_note_governs_the_sentences_after_it():
    found = read(
        "Note: the entry on Orvik Mill has been amended. The mill grinds rye. Kestrel Quay is a harbour in Tolm."
    )
    assert [(c.name, c.text) for c in found.corrections] == [
        ("Orvik Mill", "Note: the entry on Orvik Mill has been amended. The mill grinds rye.")
    ]  # the sentence about another name is its own statement
    found = read("An earlier version of this page said Orvik Mill grinds barley. That was erroneous: it grinds rye.")
    assert len(found.corrections) == 1 and found.corrections[0].text.endswith("it grinds rye.")


def test_an_editorial_note_becomes_a_patch_on_the_concept(tmp_path):
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest("Orvik Mill grinds barley for the bakeries of Tolm.", at="2024-01-01")
        counts = memory.ingest("[Corrected] The description of Orvik Mill was amended: it grinds rye.", at="2024-02-01")
        names = {memory.core.name(records[0]) for records in memory.store.names.values()}
    assert counts["corrected"] == 1 and "Corrected" not in names


def test_a_line_sharing_only_the_notes_editorial_words_gets_no_correction_note(tmp_path):
    from c0lab.retrieval.corrections import correction_notes, corrections

    with Memory.open(tmp_path, embedder=None) as memory:
        memory.add_concept("Loom", "Loom develops a weather forecasting system.")
        memory.add_patch(
            "Loom", "An earlier version of this article misstated it: Loom develops a tide forecasting system."
        )
        version = memory.store.records[memory.core.resolve("Loom")][-1]
        now = memory.core.now()
        (patch,) = corrections(version, memory.core.patches(version.record, as_of=now, known_at=now))
    assert correction_notes("Loom makes a weather forecasting system.", patch.recorded_at - 1, {"Loom": patch})
    assert correction_notes("The article on Loom has an earlier version.", patch.recorded_at - 1, {"Loom": patch}) == ""
