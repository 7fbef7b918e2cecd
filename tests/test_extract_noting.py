"""Corrections told across the sentences of an editorial note, each on a hand-made text (names no bench family
uses): a bracket opened by "Correction:", a note whose heading names no thing ("Errata …", "Minutes …", "Talk
page"), "(corrected)", "as amended", "for 'A' read 'B'", and a cue with no name going on with the last correction.
Each test fails when its reading is removed."""

from __future__ import annotations

import pytest

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor


def corrections(text):
    found = OfflineExtractor()(text, at=parse_time("2021-03-01"), known=[])
    return [(correction.name, correction.text) for correction in found.corrections]


@pytest.mark.parametrize(
    "text",
    [
        "[Correction: in an earlier episode we said that Project Vell builds a lidar system. It actually builds a kelp "
        "farming system. We apologise.]",
        "Errata to the previous release notes: the project description was wrong. Project Vell develops a kelp farming "
        "system.",
        "Talk page, correction request: the opening sentence calls Project Vell a lidar project. That is mistaken; it "
        "develops a kelp farming system.",
        "Minutes of the previous meeting, as amended: under item 2, for 'lidar system' read 'kelp farming system'. "
        "Project Vell develops a kelp farming system.",
        "Slide 2 (corrected) — Project Vell • Focus: a kelp farming system • Earlier versions of this deck wrongly "
        "said a lidar system.",
    ],
)
def test_an_editorial_note_corrects_the_thing_its_sentences_name(text):
    found = corrections(text)
    assert [name for name, _ in found] == ["Project Vell"], found
    assert "kelp farming" in found[0][1]


def test_a_sentence_opened_by_before_him_held_until_the_time_told_last():
    found = OfflineExtractor()(
        "Piet Lorne has led Project Vell since 2018. Before him, Dana Vos led it.",
        at=parse_time("2021-03-01"),
        known=[],
    )
    held = {(r.source, r.target): (r.valid_from, r.valid_to) for r in found.relations if r.type == "LED"}
    assert [str(moment)[:10] for moment in held[("Dana Vos", "Project Vell")]] == ["None", "2018-01-01"]


@pytest.mark.parametrize(
    "text",
    [
        "The Keld Act 2006, as amended, requires Vell Works to file accounts.",
        "The report (revised) was sent to the ministry by Dana Vos.",
        "The results (updated) are shown in the Vell Annual Report.",
    ],
)
def test_an_amended_or_revised_thing_said_in_passing_is_no_correction(text):
    assert corrections(text) == []


def test_before_a_name_is_no_time_told_last():
    found = OfflineExtractor()(
        "Before Obama, Dana Vos was President of Keldland.", at=parse_time("2021-03-01"), known=[]
    )
    assert all(r.valid_to is None for r in found.relations if r.source == "Dana Vos")
