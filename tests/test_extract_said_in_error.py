"""Corrections said as people say they erred, each on a hand-made text (names no bench family uses): a sentence
that only says an earlier one erred ("We made a mistake earlier.", "I need to correct my earlier answer.", "We
apologise for the error.") corrects the first thing the sentences after it name; "let me correct that: it …"
corrects the text's subject; "X builds A, not B" and "X is not building B after all" say a correction; a note's
place ("Clarification added to Stop 12:") and an exclamation ("Oops!") are no things. Each test fails when its
reading is removed."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.retrieval.corrections import CORRECTION_CUE, WRONG_CUE


def corrections(text):
    found = OfflineExtractor()(text, at=parse_time("2021-03-01"), known=[])
    return [(correction.name, correction.text) for correction in found.corrections]


@pytest.mark.parametrize(
    "text",
    [
        "Oops! We made a mistake earlier. The crew at Keld Array are not building a tide gauge after all. They are "
        "building a kelp dryer!",
        "THE CLERK: I need to correct my earlier answer. Keld Array builds a kelp dryer, not a tide gauge.",
        "We apologise for the error. Keld Array is not building a tide gauge; the correct information is that it "
        "builds a kelp dryer.",
        "Retraction: in our last issue we wrote that Keld Array builds a tide gauge. This was an error; it builds a "
        "kelp dryer.",
        "Clarification added to Stop 12: the display text was in error. Keld Array builds a kelp dryer, not a tide "
        "gauge.",
        "Correction to our profile of Keld Array: the array builds a kelp dryer, not a tide gauge as we reported.",
    ],
)
def test_saying_an_earlier_statement_erred_corrects_the_thing_named_next(text):
    found = corrections(text)
    assert {name for name, _ in found} == {"Keld Array"}, found
    assert "kelp dryer" in " ".join(said for _, said in found)


def test_let_me_correct_that_corrects_the_subject_its_pronoun_stands_for():
    found = corrections(
        "Q: You said Keld Array builds a tide gauge? A: Let me correct that: it builds a kelp dryer, not a tide gauge."
    )
    assert found == [("Keld Array", "A: Let me correct that: it builds a kelp dryer, not a tide gauge.")]


def test_an_error_said_with_nothing_named_after_it_corrects_nothing():
    assert corrections("We made a mistake earlier. Sorry about that.") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "We made a mistake earlier.",
        "We apologise for the error.",
        "Let me correct that: it builds a kelp dryer.",
        "I need to correct my earlier answer.",
        "Retraction: the report was withdrawn.",
        "The crew are not building a tide gauge after all.",
    ],
)
def test_saying_one_erred_is_a_cue_a_walk_marks(sentence):
    assert CORRECTION_CUE.search(sentence) and WRONG_CUE.search(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The error rate of the gauge fell in 2020.",
        "He was not a member after all those years.",
        "After all, the gauge works.",
        "Ana joined Keld Array, not a rival, in 2019.",
    ],
)
def test_an_error_named_in_passing_is_no_cue(sentence):
    assert CORRECTION_CUE.search(sentence) is None


def test_a_sentence_closed_by_not_a_thing_is_a_correction_cue_not_a_wrong_one():
    sentence = "Keld Array builds a kelp dryer, not a tide gauge."
    assert CORRECTION_CUE.search(sentence) and not WRONG_CUE.search(sentence)


def test_us_in_capitals_is_a_name_s_word_and_me_opens_no_name():
    found = OfflineExtractor()("Let me add that Ana Lo played for US Varn.", at=parse_time("2021-03-01"), known=[])
    assert {entity.name for entity in found.entities} == {"Ana Lo", "US Varn"}


@pytest.mark.parametrize("opening", ["Wow!", "Sat.", "Tues."])
def test_an_exclamation_or_a_diary_s_weekday_opening_a_text_is_no_name(opening):
    found = OfflineExtractor()(f"{opening} Keld Array opened a depot in Varn.", at=parse_time("2021-03-01"), known=[])
    assert {entity.name for entity in found.entities} == {"Keld Array", "Varn"}


def test_what_a_listed_thing_does_after_a_bracketed_aside_is_its_own(tmp_path):
    """ "X (Y): the project runs a tide survey": X's survey, so a later kelp survey of X corrects it (no cue)."""
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest("- Keld Array (Varn Institute): the institute's array runs a tide survey.", at="2021-01-01")
        counts = memory.ingest("Keld Array runs a kelp survey.", at="2021-02-01")
    assert counts["corrected"] == 1


@pytest.mark.parametrize(
    "first",
    [
        "Varn Hall looked after a project named Keld Array. The people on that project ran a tide survey.",
        "Keld Array runs a tide survey.",
    ],
)
def test_a_later_value_said_as_our_or_of_that_project_corrects_without_a_cue(tmp_path, first):
    """ "a project named X … that project" is X; "A: Our kelp survey; that is what X runs" is X's."""
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest(first, at="2021-01-01")
        counts = memory.ingest(
            "Q: What does Keld Array do? A: Our kelp survey; that is what Keld Array runs.", at="2021-02-01"
        )
    assert counts["corrected"] == 1


def test_a_verb_after_a_named_team_is_no_part_of_its_name():
    from c0lab.extract.names import names_in

    assert names_in("Ana Lo watched the Keld Array team develop a kelp survey.", {}) == ["Ana Lo", "Keld Array team"]
