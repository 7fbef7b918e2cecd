"""The bench's c0lab arm does not say twice what its walk already shows (whole, or cut by recall's budget)."""

from c0lab.retrieval.context import shown_in as _shown

WALK = (
    "Phaqualum toolkit: A toolkit.\n"
    "Said about it:\n"
    "- [2025-01-12] note-2-c: The Phaqualum toolkit was relicensed from the Brenlow licence to the Thessaly licence"
    " in July 2020."
)


def test_a_recalled_line_the_walk_shows_is_not_repeated():
    said = "[2025-01-12] note-2-c: The Phaqualum toolkit was relicensed from the Brenlow licence to the Thessaly"
    assert _shown(said + " licence in July 2020.", WALK)
    assert _shown(said + " licence in July …", WALK)  # a cut of it: the part that would lose its date
    assert _shown(said + " licence in July 2020. [Phaqualum toolkit corrected 2025-02-01: x]", WALK)


def test_other_lines_and_short_ones_stay():
    assert not _shown(
        "[2025-01-13] note-3-b: The toolkit was licensed under the Ottavi licence before July 2016.", WALK
    )
    assert not _shown("[2025-01-13] note-3-b: A toolkit.", WALK)


def test_a_recalled_line_whose_sentences_the_walk_shows_on_several_lines_is_not_repeated():
    walk = (
        "Current facts (as of 2026-12-01):\n"
        "Related concepts:\n"
        "- Varlumbri Labs, located in Orve, declined to comment.\n"
        "- Nylo Mobri was appointed director of Project Varve in 2016. Nylo Mobri stepped down in 2019."
    )
    said = "[2025-01-11] note-1-b: Varlumbri Labs, located in Orve, declined to comment. Nylo Mobri was appointed"
    assert _shown(said + " director of Project Varve in 2016. …", walk)  # its two sentences, on two lines
    assert not _shown(said + " director of Project Varve in 2016. He lives in Orve.", walk)  # one is new
