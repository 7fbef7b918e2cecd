"""Corrections said as people say they erred, each on a hand-made text (names no bench family uses): a sentence
that only says an earlier one erred ("We made a mistake earlier.", "I need to correct my earlier answer.", "We
apologise for the error.") corrects the thing the next sentence names; "let me correct that: it …" corrects the
text's subject; "X runs a B survey, not a C survey" and "X is not building B after all" say a correction; a note's
place ("Clarification added to Stop 12:") and an exclamation ("Oops!") are no things. Each test of a reading fails
when it is removed; the tests of what is not read (an error told of others, a judgement, "that" after "said") keep
each rule in its bounds."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.retrieval.corrections import CORRECTION_CUE, WRONG_CUE

from .test_extract_noting import corrections


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
        "Correction appended to Keld Array: the array builds a kelp dryer.",
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


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        (
            "Keld Array runs a tide survey.",
            "We made a mistake earlier. Sorry. Later that day Keld Array opened a depot.",
        ),
        ("Keld Array runs a tide survey.", "Keld Array opened a depot in Varn. Its rivals called the move a mistake."),
        ("Keld Array runs a tide survey.", "Keld Array opened a depot in Varn. It was a mistake."),
        ("Tom Hale joined Keld Rovers in 2009.", "Tom Hale scored for Keld Rovers in 2011, not a bad return."),
    ],
)
def test_an_error_told_in_passing_or_named_nothing_after_corrects_nothing(tmp_path, earlier, later):
    """An error not said of what the speaker said, or said with no thing named in the next sentence, corrects none."""
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest(earlier, at="2021-01-01")
        assert memory.ingest(later, at="2021-02-01")["corrected"] == 0


@pytest.mark.parametrize(
    "sentence",
    [
        "We made a mistake earlier.",
        "We apologise for the error.",
        "Let me correct that: it builds a kelp dryer.",
        "I need to correct my earlier answer.",
        "Retraction: the report was withdrawn.",
        "The crew are not building a tide gauge after all.",
        "I misspoke yesterday: the depot is in Varn.",
        "I should correct myself: the depot is in Varn.",
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
        "The pilot made an error on approach.",  # an error told of another, not owned
        "Wiles found a mistake in the proof in 1993.",
        "Retraction Watch reported the paper in 2015.",
        "Tom Hale scored twice for Keld Rovers in 2011, not a bad return for a defender.",  # a judgement
        "Engineers worked to correct it in 2004.",
        "The cabinet set out to correct the previous government's errors.",
        "Harlan Correction Services is led by Dmitri Vos.",  # a cue word inside a name
        "Correction Unit opened a depot in Varn.",
    ],
)
def test_an_error_named_in_passing_is_no_cue(sentence):
    from c0lab.extract.rules import correction_cue

    assert correction_cue(sentence) is None


@pytest.mark.parametrize(
    "sentence", ["Keld Array runs a kelp survey, not a tide survey.", "It runs a kelp survey, not a tide one."]
)
def test_a_sentence_closed_by_a_contrast_of_its_noun_is_a_correction_cue_not_a_wrong_one(sentence):
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
    ("first", "later"),
    [
        (
            "Varn Hall looked after a project named Project Vell. The people on that project ran a tide survey.",
            "Project Vell runs a kelp survey.",
        ),
        (
            "Keld Array runs a tide survey.",
            "Q: What does Keld Array do? A: Our kelp survey; that is what Keld Array runs.",
        ),
    ],
)
def test_a_later_value_said_as_our_or_of_that_project_corrects_without_a_cue(tmp_path, first, later):
    """ "a project named X … that project" is X; "A: Our kelp survey; that is what X runs" is X's."""
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest(first, at="2021-01-01")
        counts = memory.ingest(later, at="2021-02-01")
    assert counts["corrected"] == 1


def test_a_verb_after_a_named_team_is_no_part_of_its_name():
    from c0lab.extract.names import names_in

    assert names_in("Ana Lo watched the Keld Array team develop a kelp survey.", {}) == ["Ana Lo", "Keld Array team"]


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("The array Keld Array, it is operated by Varn Hall.", ("Keld Array", "OPERATED_BY", "Varn Hall")),
        ("Ana Lo, she joined Keld Rovers in 2019.", ("Ana Lo", "JOINED", "Keld Rovers")),
    ],
)
def test_a_name_taken_up_again_by_a_pronoun_is_the_subject(text, tie):
    found = OfflineExtractor()(text, at=parse_time("2021-03-01"), known=[])
    assert tie in {(r.source, r.type, r.target) for r in found.relations}


def test_a_weekday_in_short_is_no_name_only_opening_a_diary_s_day():
    found = OfflineExtractor()("Thu joined Keld Rovers in 2010.", at=parse_time("2021-03-01"), known=[])
    assert "Thu" in {entity.name for entity in found.entities}


@pytest.mark.parametrize(
    "text",
    [
        "Tom Hale joined Keld Rovers in 2008. He said that club owners were led by Ann Bell.",
        "Tom Hale joined Keld Rovers in 2008. In 2009 a rival club called Ann Bell about a move.",
    ],
)
def test_that_after_said_and_called_as_phoned_refer_to_nothing(text):
    found = OfflineExtractor()(text, at=parse_time("2021-03-01"), known=[])
    assert {(r.source, r.target) for r in found.relations if r.type != "MENTIONED_WITH"} == {
        ("Tom Hale", "Keld Rovers")
    }


@pytest.mark.parametrize(
    ("sentence", "owner"),
    [
        ("- Keld Array (Varn Hall): the hall's array runs a tide survey.", "Keld Array"),
        ("Ann Bell (Keld Array): our team runs a tide survey.", "Keld Array"),  # whom a person speaks for
    ],
)
def test_a_bracket_heading_a_things_line_leaves_the_value_with_the_thing(sentence, owner):
    from c0lab.extract.names import names_in, spans_of
    from c0lab.extract.values import said_values

    assert said_values(sentence, spans_of(sentence, names_in(sentence, {})), subject=None) == {
        (owner, "survey"): "tide"
    }


@pytest.mark.parametrize("sentence", ["Our biggest customer is Keld Array.", "My first job was at Keld Array in 1990."])
def test_our_or_my_phrase_that_is_a_clause_s_subject_is_no_value(sentence):
    from c0lab.extract.names import names_in, spans_of
    from c0lab.extract.values import said_values

    assert said_values(sentence, spans_of(sentence, names_in(sentence, {})), subject=None) == {}


def test_a_correction_ends_the_value_it_replaces_whatever_the_type(tmp_path):
    """ "The entry was wrong. X was prepared by B" ends "X prepared by A" (no single-valued type needed); a
    restated value ("… by A and B") stays."""
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest("Batch Keld-7 was prepared by Ines Varga.", at="2021-01-10")
        counts = memory.ingest("The entry of 12 May was wrong. Batch Keld-7 was prepared by Tor Ness.", at="2021-02-10")
        lines = memory.walk("Who prepared Batch Keld-7?").context.splitlines()
    assert counts["corrected"] == counts["withdrawn"] == 1
    facts = [line for line in lines if line.startswith("- ")]
    assert "Tor Ness" in facts[0] and any("Ines Varga" in line and "recorded in error" in line for line in facts[1:])


@pytest.mark.parametrize(
    "said",
    [
        "An earlier version of this article said Keld Hall was designed by Ines Varga.",
        "Retraction: in our last issue we wrote that Keld Hall was designed by Ines Varga.",
        "We wrongly reported that Keld Hall was designed by Ines Varga.",
    ],
)
def test_what_was_wrongly_said_before_is_no_fact_and_its_correction_ends_it(tmp_path, said):
    found = OfflineExtractor()(said, at=parse_time("2021-03-01"), known=[])
    assert not [r for r in found.relations if r.type != "MENTIONED_WITH"]
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest("Keld Hall was designed by Ines Varga.", at="2021-01-10")
        memory.ingest(f"{said} It was designed by Tor Ness.", at="2021-02-10")
        facts = [line for line in memory.walk("Who designed Keld Hall?").context.splitlines() if line.startswith("- ")]
    assert "Tor Ness" in facts[0] and "Ines Varga" in facts[1] and "corrected" in facts[1]


def test_a_correction_ends_nothing_of_a_type_only_another_thing_is_tied_by(tmp_path):
    with Memory.open(tmp_path, embedder=None) as memory:
        memory.ingest("Ana Lo joined Keld Array in 2019.", at="2021-01-10")
        counts = memory.ingest(
            "Correction: Keld Array runs a kelp survey, not a tide survey. Tor Ness joined Varn Hall.", at="2021-02-10"
        )
        facts = [line for line in memory.walk("Who joined Keld Array?").context.splitlines() if line.startswith("- ")]
    assert counts["ended"] == 0 and "Ana Lo" in facts[0] and "ended" not in facts[0]
