"""Researchers' shorthand read by the offline extractor: names in a heading or an index line, hyphenated modifiers
("Reyes-led"), lines that drop their subject, key lines under a heading, contractions, a name's noun written
without "the", a surname said after the full name, a tie told only by its end. Hand-made, on names no bench family
uses (observatories, presses, rowing clubs)."""

from __future__ import annotations

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.answers import answered
from c0lab.extract.names import names_in
from c0lab.extract.refer import said_in
from c0lab.extract.shorthand import in_full, shorthand
from c0lab.retrieval.lexicon import RelationLexicon


def read(text, at="2025-03-01"):
    return OfflineExtractor()(text, at=parse_time(at), known=[])


def linked(found, one, other):
    return any({r.source, r.target} == {one, other} for r in found.relations)


def senses(found, one, other):
    kinds = {r.type for r in found.relations if {r.source, r.target} == {one, other} and r.type != "MENTIONED_WITH"}
    lexicon = RelationLexicon.build(kinds)
    return set().union(*(lexicon.senses[kind] for kind in kinds)) if kinds else set()


def year(moment):
    return None if moment is None else format_time(moment)[:4]


# --- the names reader ---------------------------------------------------------------------------------------------


def test_a_names_noun_closing_its_phrase_is_part_of_it_without_the():
    assert names_in("Wren Observatory / Kestrel compiler / Alder licence -> Birch licence", {}) == [
        "Wren Observatory",
        "Kestrel compiler",
        "Alder licence",
        "Birch licence",
    ]
    assert "Alder licence" in names_in("Licence: Alder licence until 2020, Birch licence after.", {})


def test_a_noun_after_a_name_is_not_taken_after_a_verb_nor_before_a_verbs_preposition():
    assert names_in("The Corran Press calls Dunmore home.", {}) == ["Corran Press", "Dunmore"]
    assert names_in("Quill work at the Corran Press.", {}) == ["Quill", "Corran Press"]
    assert names_in("Quill left.", {}) == ["Quill"]


def test_a_greeting_and_an_opening_verb_are_no_part_of_a_name():
    assert names_in("Dear Ada Kell, thank you.", {}) == ["Ada Kell"]
    assert names_in("Called Corran Press today.", {}) == ["Corran Press"]


def test_an_inflected_verb_ends_a_names_trailing_noun():
    assert "Alder licence" in names_in("In 2019 the Alder licence gave way to the Birch licence.", {})


# --- shorthand said as prose --------------------------------------------------------------------------------------


def test_a_hyphenated_leader_and_place_are_read_as_ties():
    found = read("Ada Kell-led Wren Observatory is hiring. Dunmore-based Corran Press grew.")
    assert "lead" in senses(found, "Wren Observatory", "Ada Kell")
    assert "locate" in senses(found, "Corran Press", "Dunmore")


def test_an_index_line_written_surname_first_is_a_dated_role():
    found = read("Kell, Ada — director, Wren Observatory, 2012–2018\nMorrow, Tam — director, Wren Observatory, 2018–")
    typed = [r for r in found.relations if r.type != "MENTIONED_WITH" and r.target == "Wren Observatory"]
    ada = next(r for r in typed if r.source == "Ada Kell")
    tam = next(r for r in typed if r.source == "Tam Morrow")
    assert "lead" in senses(found, "Ada Kell", "Wren Observatory")
    assert year(ada.valid_from) == "2012" and ada.valid_to is not None  # ended (the year 2018 read inclusive)
    assert year(tam.valid_from) == "2018" and tam.valid_to is None


def test_lines_under_a_heading_that_drop_their_subject_take_the_headings_name():
    found = read("Wren Observatory\n\nrun out of Corran University. small team.\n- they host the Kestrel survey")
    assert "run" in senses(found, "Wren Observatory", "Corran University")
    assert shorthand("Site visit, Corran Press\n- they print Alder Review").splitlines()[1] == (
        "- Corran Press print Alder Review"
    )


def test_a_sentence_that_is_a_name_alone_heads_the_next_one():
    found = read("Citation: Wren Observatory (2021). Kestrel compiler. Released under the Birch licence.")
    assert linked(found, "Kestrel compiler", "Birch licence")


def test_key_lines_under_a_heading_are_said_of_it():
    found = read("Kestrel compiler\nmaintainer: Wren Observatory\nlicence: Birch licence (since 2022)")
    assert "maintain" in senses(found, "Kestrel compiler", "Wren Observatory")
    assert linked(found, "Kestrel compiler", "Birch licence")
    assert shorthand("Atlas\nnote: Orvel Trust called") == "Atlas\nnote: Orvel Trust called"


def test_a_pronouns_contraction_is_said_in_full():
    assert in_full("They're in Dunmore. It's been theirs.") == "They are in Dunmore. It has been theirs."
    found = read("Called Corran Press today. They're in Dunmore.")
    assert {entity.name for entity in found.entities} == {"Corran Press", "Dunmore"}


# --- references, answers, endings ---------------------------------------------------------------------------------


def test_a_surname_after_the_full_name_in_one_text_is_that_person():
    assert said_in("Kell", ["Wren Observatory", "Ada Kell"]) == "Ada Kell"
    assert said_in("Kell", ["Ada Kell", "Bo Kell"]) is None
    found = read("Ada Kell-led Wren Observatory is hiring. Kell took over from Tam Morrow in 2019.")
    assert "Kell" not in {entity.name for entity in found.entities}


def test_who_is_behind_is_answered_with_the_questions_words():
    assert answered("Q. Who is behind Wren Observatory?\nA. Corran University.").splitlines()[1] == (
        "Corran University is behind Wren Observatory."
    )


def test_a_tie_told_only_by_its_end_is_written_ended():
    found = read("Tam Morrow stepped down as director of Wren Observatory in 2019.")
    tie = next(r for r in found.relations if {r.source, r.target} == {"Tam Morrow", "Wren Observatory"})
    assert "lead" in senses(found, "Tam Morrow", "Wren Observatory")
    assert year(tie.valid_to) == "2019"


def test_a_surname_said_alone_before_is_not_a_relative_named_later():
    assert said_in("Vell", ["Ada Vell"]) == "Ada Vell"
    assert said_in("Vell", ["Vell", "Kestra", "Ada Vell"]) is None  # "Vell was born …; his mother Ada Vell"
