"""Pairs typed by general English where no verb joins them: a name listed with its attribute by a slash or a bracket
("Wren compiler / Alder licence": the compiler's licence), and a form of "be" with "in" before a name of no kind of
thing ("The press has been in Tarvik": where it is). Hand-made, on names no bench family uses."""

from __future__ import annotations

from c0lab.extract.answers import answered
from c0lab.extract.forms import by_class
from c0lab.extract.objects import frame

from .test_extract_registers import read, senses


def test_a_name_listed_with_its_attribute_by_a_slash_is_typed_by_the_attributes_class_noun():
    found = read("The Wren compiler is new.\nWren compiler / Alder licence / research tool")
    assert "license" in senses(found, "Wren compiler", "Alder licence")


def test_a_bracket_lists_an_attribute_too_but_two_of_one_class_are_no_tie():
    assert by_class(None, " (", "Alder licence", source="Wren compiler") == "LICENCE"
    assert by_class(None, " / ", "Alder licence", source="Birch licence") is None
    assert by_class(None, " and ", "Alder licence", source="Wren compiler") is None  # words: no listing


def test_be_in_before_a_name_of_no_kind_of_thing_says_where_the_subject_is():
    found = read("Tarvik Press moved into new offices. Tarvik Press has been in Quellmoor for as long as anyone knows.")
    assert "locate" in senses(found, "Tarvik Press", "Quellmoor")
    assert frame(" is in ", target="Project Atlas") is None  # a kind of thing named: no place


def test_an_arrow_after_a_things_value_is_a_change_of_it_the_old_value_ended():
    found = read("Wren Observatory / Kestrel compiler / Alder licence -> Birch licence (2019)")
    ties = {r.target: r for r in found.relations if r.source == "Kestrel compiler"}
    assert {"license"} <= senses(found, "Kestrel compiler", "Birch licence")
    assert ties["Alder licence"].valid_to is not None and ties["Birch licence"].valid_to is None


def test_a_place_in_an_organisations_bracket_or_after_its_slash_is_where_it_is():
    assert "locate" in senses(read("Tarvik Society (Quellmoor) printed the atlas."), "Tarvik Society", "Quellmoor")
    assert "locate" in senses(read("Entry: Orve Institute / Quellmoor / research body"), "Orve Institute", "Quellmoor")
    assert by_class(None, " (", "Quellmoor", source="Project Atlas") is None  # a project is nowhere
    assert by_class(None, " (", "ORV", source="Orve Institute") is None  # an acronym is no place


def test_one_value_until_a_date_and_the_next_after_it_are_a_change_of_the_labels_owner():
    found = read("The Wren compiler is fast. Licence: Alder licence until March 2019, Birch licence after.")
    ties = {r.target: r for r in found.relations if r.source == "Wren compiler"}
    assert "license" in senses(found, "Wren compiler", "Birch licence")
    assert ties["Alder licence"].valid_to is not None and ties["Birch licence"].valid_to is None


def test_a_value_since_a_date_with_the_one_it_followed_in_its_bracket_under_a_heading():
    found = read("Wren compiler\nlicence: Birch licence (since March 2019; was Alder licence)")
    ties = {r.target: r for r in found.relations if r.source == "Wren compiler"}
    assert "license" in senses(found, "Wren compiler", "Alder licence")
    assert ties["Alder licence"].valid_to is not None and ties["Birch licence"].valid_to is None


def test_a_possessive_role_opening_a_sentence_then_a_copula_names_its_holder():
    found = read("The Wren Observatory's new director is Ilse Marrow.")
    assert "lead" in senses(found, "Ilse Marrow", "Wren Observatory")


def test_a_dialogues_lower_case_name_its_answer_and_the_follow_up_and_before_are_a_succession():
    text = (
        "A: who's running quellmoor these days?\nB: Ilse Marrow. since 2021.\nA: and before?\nB: Olek Varn, from 2014."
    )
    found = read(text)
    ties = {r.source: r for r in found.relations if r.target == "Quellmoor" and r.type != "MENTIONED_WITH"}
    assert ties["Olek Varn"].valid_to is not None and ties["Ilse Marrow"].valid_to is None
    assert answered("A: and before?\nB: Olek Varn, from 2014.") == "A: and before?\nB: Olek Varn, from 2014."


def test_a_short_form_of_the_name_in_its_bracket_is_no_place():
    assert by_class(None, " (", "Unpad", source="Padjadjaran University") is None


def test_a_colon_after_a_title_lists_no_attribute():
    assert by_class(None, ": ", "Ilse Marrow", source="Orve Town") is None
    assert by_class(None, ": ", "Alder licence", source="Wren compiler") is None
