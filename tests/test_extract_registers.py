"""Texts that are not narrative prose, read by the offline extractor after :func:`c0lab.extract.registers.prose`
says them as prose: a named speaker's first person (a heading, a signature, a speaker's turn), key–value records
and a name's bracket of pairs, tables, dated list lines, headlines, changelog lines. Hand-made, on names no bench
family uses (observatories, presses, rowing clubs)."""

from __future__ import annotations

import pytest

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.answers import answered
from c0lab.extract.records import records
from c0lab.extract.registers import prose
from c0lab.extract.speaker import first_person
from c0lab.extract.tables import tables
from c0lab.extract.timelines import dated_lines, headline
from c0lab.retrieval.lexicon import RelationLexicon


def read(text, at="2025-03-01"):
    return OfflineExtractor()(text, at=parse_time(at), known=[])


def senses(found, one, other):
    """The general senses of the typed relations the extraction holds between two names."""
    kinds = {r.type for r in found.relations if {r.source, r.target} == {one, other} and r.type != "MENTIONED_WITH"}
    lexicon = RelationLexicon.build(kinds)
    return set().union(*(lexicon.senses[kind] for kind in kinds)) if kinds else set()


def tie(found, one, other):
    return next(r for r in found.relations if {r.source, r.target} == {one, other} and r.type != "MENTIONED_WITH")


def year(moment):
    return None if moment is None else format_time(moment)[:4]


# --- a named speaker's first person -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Interview with Ada Kell, 2021.\nI took charge of the Wren Observatory in 2019.",
        "From: Ada Kell <ada@wren.org>\nSubject: news\n\nI now direct the Wren Observatory.",
        "Ada Kell writes:\nI have directed the Wren Observatory since 2019.",
        "Hello all,\nI have been appointed director of the Wren Observatory.\nBest regards,\nAda Kell",
        'Ada Kell: "I head the Wren Observatory."',
    ],
)
def test_a_named_speakers_first_person_is_read_as_the_speaker(text):
    assert "lead" in senses(read(text), "Ada Kell", "Wren Observatory")


def test_a_heading_names_a_speaker_only_with_a_capitalised_name():
    """The heading's words are read in any case, the name is not: "Notes from the valley" names no speaker."""
    assert first_person("Notes from the valley. I met Ada Kell at the Wren Observatory.").endswith(
        "I met Ada Kell at the Wren Observatory."
    )
    assert first_person("NOTES FROM Ada Kell\nI direct the Wren Observatory.").endswith(
        "Ada Kell directs the Wren Observatory."
    )


def test_the_verb_after_i_agrees_and_an_unnamed_speaker_keeps_i():
    assert first_person("Statement by Ada Kell\nI head it. I'm glad; I've seen it.") == (
        "Statement by Ada Kell\nAda Kell heads it. Ada Kell is glad; Ada Kell has seen it."
    )
    assert first_person("I head the Wren Observatory.") == "I head the Wren Observatory."
    assert senses(read("I head the Wren Observatory. Ada Kell agrees."), "Ada Kell", "Wren Observatory") == set()


def test_we_is_the_organisation_a_signature_or_at_names_and_an_askers_line_is_left():
    found = read("— Bram Osei, Corvid Press\nWe print the Harl Almanac.")
    assert "make" in senses(found, "Corvid Press", "Harl Almanac")
    assert tie(found, "Corvid Press", "Harl Almanac").source == "Corvid Press"
    assert first_person("Memo from Bram Osei\nAt Corvid Press we print maps.") == (
        "Memo from Bram Osei\nCorvid Press prints maps."
    )
    said = first_person("Interview with Bram Osei\nQ: Do I know you?\nA: I run Corvid Press.")
    assert said.splitlines()[1] == "Q: Do I know you?" and said.splitlines()[2] == "A: Bram Osei runs Corvid Press."


def test_it_after_the_speakers_sentence_is_the_thing_it_named_and_we_the_speakers_one_body():
    found = read("From: Ada Kell\n\nI now direct the Wren Observatory. It is funded by the Fenwick Trust.")
    assert "fund" in senses(found, "Wren Observatory", "Fenwick Trust")
    assert senses(found, "Ada Kell", "Fenwick Trust") == set()
    assert first_person("Statement by Ada Kell\nI chair the Harl Rowing Club. We focus on sculls.") == (
        "Statement by Ada Kell\nAda Kell chairs the Harl Rowing Club. Harl Rowing Club focuses on sculls."
    )


def test_a_speakers_turn_names_the_speaker_of_its_line():
    said = first_person("[09:14] Ada Kell: I run the Wren Observatory\n[09:15] Bram Osei: I run Corvid Press")
    assert said == "Ada Kell runs the Wren Observatory\nBram Osei runs Corvid Press"
    said = first_person("Ada Kell: I run the Wren Observatory\nBram Osei: I run Corvid Press")
    assert said == "Ada Kell runs the Wren Observatory\nBram Osei runs Corvid Press"
    titled = 'Harl Rowing: In 2012 Ada Kell won, saying "this is for me".'  # a title, not a speaker's turn
    assert first_person(titled) == titled


# --- key–value records ------------------------------------------------------------------------------------------


def test_a_records_pairs_are_read_by_their_keys_sense_with_their_periods():
    found = read(
        "Wren Observatory\nDirector: Ada Kell (2019–present)\nPrevious director: Bram Osei (2012–2019)\n"
        "Funded by: Fenwick Trust\nLocation: Dunmore\nPhoto: Lise Amato"
    )
    assert "lead" in senses(found, "Ada Kell", "Wren Observatory")
    assert year(tie(found, "Ada Kell", "Wren Observatory").valid_from) == "2019"
    old = tie(found, "Bram Osei", "Wren Observatory")
    assert year(old.valid_from) == "2012" and old.valid_to is not None
    assert "fund" in senses(found, "Wren Observatory", "Fenwick Trust")
    assert "locate" in senses(found, "Wren Observatory", "Dunmore")
    assert senses(found, "Wren Observatory", "Lise Amato") == set()  # "Photo" says no tie


def test_a_records_subject_is_a_key_naming_it_or_a_dash_opening_the_line():
    assert records("Name: Wren Observatory\nHead: Ada Kell\nFounded: 1998") == (
        "Name: Wren Observatory\nAda Kell leads Wren Observatory.\nWren Observatory was founded in 1998."
    )
    assert records("Corvid Press — Owner: Lise Amato; Products: Harl Almanac | City: Dunmore") == (
        "Owner: Lise Amato. Corvid Press makes Harl Almanac. Corvid Press is based in Dunmore."
    )
    assert records("Manager ........ Ada Kell") == "Manager ........ Ada Kell"  # no subject: as written


def test_a_names_bracket_of_pairs_is_said_after_its_sentence():
    found = read("The Wren Observatory (lead: Ada Kell; funded by the Fenwick Trust) opened a dome.")
    assert "lead" in senses(found, "Ada Kell", "Wren Observatory")
    assert "fund" in senses(found, "Wren Observatory", "Fenwick Trust")
    assert "lead" in senses(read("Guests: Ada Kell (director, Wren Observatory)."), "Ada Kell", "Wren Observatory")
    assert records("Ada Kell (Dunmore) spoke.") == "Ada Kell (Dunmore) spoke."  # a bare place: no pair
    said = records("Ada Kell (lead of Wren Observatory from 2012 to 2019) moves to emeritus status.")
    assert said.endswith("From 2012 to 2019, Ada Kell led Wren Observatory.")  # the role's period, kept
    said = records("Ada Kell (lead of Wren Observatory from the start of 2012 to mid-2019) moves to emeritus status.")
    assert said.endswith(
        "From the start of 2012 to mid-2019, Ada Kell led Wren Observatory."
    )  # a date as prose says it


def test_a_changelog_line_names_the_new_holder_and_the_old():
    found = read("Harl Almanac 3.1: project lead is now Ada Kell (was Bram Osei).")
    assert ("Ada Kell", "Bram Osei") in {(s.new, s.old) for s in found.successions}
    assert records("Harl Almanac changelog\nv2.0 (2019) — maintainer changed to Ada Kell") == (
        "Harl Almanac changelog\nIn 2019, Ada Kell maintains Harl Almanac."
    )


# --- tables -------------------------------------------------------------------------------------------------------


def test_a_tables_rows_are_records_of_their_first_cell():
    found = read("Club | Captain | Sponsor\nHarl Rowing Club | Ada Kell | Fenwick Trust")
    assert "lead" in senses(found, "Ada Kell", "Harl Rowing Club")
    assert "fund" in senses(found, "Harl Rowing Club", "Fenwick Trust")
    said = tables("Year\tCaptain of Harl\n2012\tAda Kell\n2018\tBram Osei")
    assert said.splitlines()[1:] == ["Since 2012, Ada Kell has led Harl.", "Since 2018, Bram Osei has led Harl."]


# --- dated lines and headlines ------------------------------------------------------------------------------------


def test_a_dated_lines_date_dates_its_words():
    assert dated_lines("- 2016: Ada Kell founds the Wren Observatory") == (
        "In 2016, Ada Kell founds the Wren Observatory."
    )
    assert dated_lines("2015–2020: Wren Observatory led by Ada Kell") == (
        "From 2015 to 2020, Wren Observatory was led by Ada Kell."
    )
    assert dated_lines("2020–: Wren Observatory led by Bram Osei").startswith("Since 2020, ")
    found = read("Wren Observatory timeline\n2014 – Ada Kell appointed director of the Wren Observatory")
    assert year(tie(found, "Ada Kell", "Wren Observatory").valid_from) == "2014"


def test_a_dated_line_may_open_with_a_month_and_a_comma():
    """ "Jan, 1908" is how public data writes a month; the line's date is that month."""
    assert dated_lines("- Jan, 1908: Ada Kell becomes warden of the Wren Observatory").startswith("In Jan, 1908, ")
    found = read("Wardens of the Wren Observatory:\n- Jan, 1908: Ada Kell becomes warden of the Wren Observatory")
    tied = tie(found, "Ada Kell", "Wren Observatory")
    assert (format_time(tied.valid_from)[:7], tied.valid_to) == ("1908-01", None)


def test_a_month_word_opening_two_capitalised_words_is_a_given_name():
    """ "Jan Holm", "May Ames" are people; "In March Reyes joined", "On 3 March Holm resigned" say a month."""
    assert [e.name for e in read("In 1905, Jan Holm succeeds Ada Kell as warden.").entities][:1] == ["Jan Holm"]
    assert "May Ames" in {e.name for e in read("May Ames led the Harl Rowing Club.").entities}
    assert "Holm" in {e.name for e in read("On 3 March Holm resigned from the Harl Rowing Club.").entities}
    assert "Reyes" in {e.name for e in read("In March Reyes joined the Harl Rowing Club.").entities}


def test_a_dated_line_without_its_subject_is_the_titles():
    said = dated_lines(
        "History of the Harl Rowing Club\n* 2015 Ada Kell named captain\n• 2016 — funded by Fenwick Trust"
    )
    assert said.splitlines()[1:] == [
        "In 2015, Ada Kell was named captain of Harl Rowing Club.",
        "In 2016, Harl Rowing Club was funded by Fenwick Trust.",
    ]


def test_headline_grammar_is_said_as_a_sentence():
    assert headline("Kell to head Wren Observatory") == "Kell heads Wren Observatory"
    assert headline("Ada Kell named director of Wren") == "Ada Kell was named director of Wren"
    assert headline("Wren Observatory launched a dome") == "Wren Observatory launched a dome"  # an active past
    assert "lead" in senses(read("Ada Kell to head Wren Observatory"), "Ada Kell", "Wren Observatory")
    assert "lead" in senses(read("Action: Ada Kell to lead the Wren Observatory."), "Ada Kell", "Wren Observatory")


def test_an_answer_is_said_with_its_questions_words():
    found = read("Q: Who runs the Wren Observatory?\nA: Ada Kell, since 2019.")
    assert "run" in senses(found, "Ada Kell", "Wren Observatory")
    assert year(tie(found, "Ada Kell", "Wren Observatory").valid_from) == "2019"
    assert answered("Q: Where is Corvid Press based?\nA: In Dunmore.") == (
        "Q: Where is Corvid Press based?\nCorvid Press is based in Dunmore."
    )
    assert answered("Q: Who runs it?\nA: Nobody knows.") == "Q: Who runs it?\nA: Nobody knows."


@pytest.mark.parametrize(
    "text",
    [
        "Ada Kell has directed the Wren Observatory since 2019. In 2021 it moved to Dunmore.\nIt grew.",
        "Harl Rowing Club: Injuries to most of the crew left Ada Kell alone.",  # no "X to VERB" future
        "Return to rowing: Ada Kell came back in 2019.",
        "Ada Kell ( or Ada Kellner , ; 9 May 1880 – 1 June 1959 ) was a poet.",  # "or X" is no pair
        "Award: Harl Prize ( Living in the Dunmore ).",  # a title in brackets is no pair
    ],
)
def test_prose_passes_through_as_written(text):
    assert prose(text) == text


def test_relocating_says_where_a_thing_is_based():
    assert RelationLexicon.build({"RELOCATED_TO"}).senses["RELOCATED_TO"] == {"locate"}


def test_a_slides_bullets_are_a_record_under_its_about_title():
    found = read("Slide 2 — About Wren Observatory • Run by: Fenwick Trust • Focus: a telescope • Status: open")
    assert "run" in senses(found, "Wren Observatory", "Fenwick Trust")
    said = records(
        "Slide 5 — People • Director of Wren Observatory: Ada Kell (since early 2010) • Previous lead: Bo Ek"
    )
    assert said.splitlines()[1] == "Since 2010, Ada Kell has led Wren Observatory."
    assert "People" not in said.splitlines()[2]  # a slide's topic word is no record's subject


def test_we_of_an_unsigned_letter_is_the_body_it_is_written_on_behalf_of():
    text = (
        "Dear colleagues , I am writing on behalf of Fenwick Trust to introduce Wren Observatory , a project we run ."
    )
    assert first_person(text).endswith("a project Fenwick Trust runs .")
    assert "run" in senses(read(text), "Fenwick Trust", "Wren Observatory")
    assert first_person("I am writing to introduce Wren Observatory , a project we run .").endswith("we run .")


@pytest.mark.parametrize("relative", ["a project that", "a project", "which"])
def test_a_relative_clause_on_an_apposed_noun_tells_of_the_name_before(relative):
    found = read(f"Wren Observatory , {relative} Fenwick Trust runs , opened a dome .")
    assert "run" in senses(found, "Fenwick Trust", "Wren Observatory")


def test_a_dash_and_a_name_closing_the_last_line_sign_the_text():
    said = first_person("To confirm for the record: I took over Wren Observatory in January 2020. — Ada Kell")
    assert said.startswith("To confirm for the record: Ada Kell took over Wren Observatory")
    assert (
        first_person("I took over in 2020 — a hard year — Ada Kell said")
        == "I took over in 2020 — a hard year — Ada Kell said"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ada Kell spoke on behalf of Fenwick Trust . We now fund Wren Observatory .",  # another speaks for the body
        "I thank you on behalf of Fenwick Trust members , whom we now fund .",  # its members, no body
    ],
)
def test_we_is_no_body_someone_else_or_its_members_speak_for(text):
    assert first_person(text) == text


def test_turns_written_on_one_line_are_read_as_lines_and_a_when_or_what_answer_with_the_questions_words():
    assert answered("Q: When did Ada Kell join Corvid Press? A: In 2015. She still works there.") == (
        "Q: When did Ada Kell join Corvid Press?\nA: In 2015, Ada Kell joined Corvid Press. She still works there."
    )
    assert answered("Q: What does the Wren Observatory study? A: A dwarf galaxy.") == (
        "Q: What does the Wren Observatory study?\nA: The Wren Observatory studies a dwarf galaxy."
    )
    assert answered("Q: When did you join Corvid Press? A: Not sure.") == (  # no date: as written, on its line
        "Q: When did you join Corvid Press?\nA: Not sure."
    )
    podcast = "HOST: Our guests work on the Wren Observatory. Who runs it? GUEST: Harl Trust does. It is small."
    assert "run" in senses(read(podcast), "Harl Trust", "Wren Observatory")


def test_an_interview_credited_in_a_bracket_hands_over_to_the_one_asked():
    """ "you" of the question and "me" of the answer are the one the closing bracket credits; "it" is the thing
    taken over, never a person; the hand-over is dated by the answer, not by the one before's start."""
    found = read(
        "Q: When did you take over the Wren Observatory? A: In March 2014. Ada Kell had run it since 2009 and "
        "handed it to me in good shape. (From our interview with Bo Lund.)"
    )
    assert ("Bo Lund", "Wren Observatory") in {(r.source, r.target) for r in found.relations}
    assert year(tie(found, "Ada Kell", "Wren Observatory").valid_from) == "2009"
    assert [(s.new, s.old, year(s.at)) for s in found.successions] == [("Bo Lund", "Ada Kell", "2014")]
    assert "Q" not in {name for r in found.relations for name in (r.source, r.target)}  # a turn's label, no name


def test_a_stint_then_handed_on_in_the_same_sentence_is_a_succession():
    found = read("Ada Kell ran the Wren Observatory from 2011 and handed it to Bo Lund in 2014.")
    assert [(s.new, s.old, year(s.at)) for s in found.successions] == [("Bo Lund", "Ada Kell", "2014")]
    undated = read("Ada Kell had run the Wren Observatory since 2011 and handed it to Bo Lund.", at="2020-05-01")
    assert [year(s.at) for s in undated.successions] != ["2011"]  # not Ada Kell's start


def test_an_interviewers_label_opening_the_text_is_no_name_it_may_refer_to():
    found = read("Q: When did you take over the Wren Observatory? A: In March 2014. Ada Kell had run it since 2009.")
    assert ("Ada Kell", "Wren Observatory") in {(r.source, r.target) for r in found.relations}  # not "Q"


def test_an_answer_that_says_until_then_ends_at_the_time_told_before():
    found = read(
        "Q: Which licence covers the Vozen toolkit? A: The Ottavi licence, since the middle of 2014. Q: And before "
        "that? A: Until then Project Nyra, which ships the toolkit, published it under the Corvane licence."
    )
    licence = tie(found, "Vozen toolkit", "Corvane licence")  # the aside's verb is no object's: "published it" is
    assert licence.valid_from is None and format_time(licence.valid_to)[:4] == "2014"  # mid 2014
    assert tie(found, "Project Nyra", "Vozen toolkit").valid_to is None  # "which ships": it still does


def test_a_verb_after_a_relative_clause_takes_its_second_object_but_not_a_post_taken_from_someone():
    sold = read("Acme Corp, which owns the Tarn brand, sold it to Vela Group in 2012.")
    assert tie(sold, "Tarn brand", "Vela Group").type != "MENTIONED_WITH"
    replaced = read("Ada Kell, who trained Bo Ek, replaced him as Royal Surveyor in 1830.")
    assert not any(
        r.source == "Bo Ek" and r.target == "Royal Surveyor" and r.type != "MENTIONED_WITH" for r in replaced.relations
    )


def test_what_holds_now_in_an_answer_about_before_is_not_ended():
    found = read(
        "Q: Who runs Orra Labs? A: Mira Sato, since 2016. Q: And before? A: Before that Bo Ek ran Orra Labs, "
        "but he now leads Vexa Corp."
    )
    assert year(tie(found, "Bo Ek", "Orra Labs").valid_to) == "2016"
    assert tie(found, "Bo Ek", "Vexa Corp").valid_to is None
