"""Who a sentence is about when its names stand after prepositions, and whom a "he"/"she" inside a sentence
refers to: a name a preposition governs ("in Orsk", "to Halden, Norway") is where or with whom, never the
subject a later "she" refers to; a "she" after the sentence's own subject ("Ada Vell moved … and in 2008 she
joined …") is that subject, not the subject of the sentence before."""

from c0lab.extract.offline import OfflineExtractor
from c0lab.extract.prep_objects import ungoverned

AT = 1_700_000_000_000_000


def _ties(text):
    found = OfflineExtractor()(text, at=AT, known=[])
    return {(r.source, r.type, r.target) for r in found.relations if r.type != "MENTIONED_WITH"}


def test_a_fronted_place_is_no_subject_a_later_pronoun_refers_to():
    ties = _ties(
        "Ada Vell is a Norwegian engineer. In May 2018 , in Orsk , Norway , Vell led a retreat for young "
        "engineers. In 2019 , she became president of the newly founded Vell Robotics ."
    )
    assert ("Ada Vell", "PRESIDENT_OF", "Vell Robotics") in ties
    assert not any(source in ("Orsk", "Norway") for source, _, _ in ties)


def test_a_sentence_whose_names_all_follow_prepositions_keeps_the_subject_before():
    ties = _ties(
        "Ivo Dahl was born in Orsk. On the death of his father in 1889 , his mother returned to Halden , Norway , "
        "with Dahl . In 1901 , after a technical education at Vell Grammar School , he joined the Orsk Railway ."
    )
    assert ("Ivo Dahl", "JOINED", "Orsk Railway") in ties
    assert ("Halden", "JOINED", "Orsk Railway") not in ties


def test_a_name_after_of_stays_a_subject_and_one_region_is_apposed():
    sentence = "The parents of Ada Roe were Ivo Roe and Ana Lund ."
    spans = [(15, 22, "Ada Roe"), (28, 35, "Ivo Roe"), (40, 48, "Ana Lund")]
    assert [name for _, _, name in ungoverned(sentence, spans)] == ["Ada Roe", "Ivo Roe", "Ana Lund"]
    fronted = "In Orsk , Norway , Ada Roe met Ivo Roe ."
    spans = [(3, 7, "Orsk"), (10, 16, "Norway"), (19, 26, "Ada Roe"), (31, 38, "Ivo Roe")]
    assert [name for _, _, name in ungoverned(fronted, spans)] == ["Ada Roe", "Ivo Roe"]


def test_a_pronoun_after_the_sentences_own_subject_is_that_subject():
    later = _ties("Tom Hale is a Welsh engineer. Ada Vell moved to Orsk in 2007 and in 2008 she joined Halden Motors .")
    assert ("Ada Vell", "JOINED", "Halden Motors") in later
    assert ("Tom Hale", "JOINED", "Halden Motors") not in later
    where = _ties(
        "Tom Hale is a Welsh engineer. In 2007 , Ada Vell returned to Orsk where from 2007 to 2010 she worked at "
        "Halden Motors as an officer ."
    )
    assert ("Ada Vell", "WORKED_AT", "Halden Motors") in where
    opened = _ties(
        "Ada Vell was born in Orsk . She attended Halden Girls School , graduating in 1984 , and then Vell University "
        "where she received her degree in International Relations in 1988 ."
    )
    assert not any(source == "Halden Girls School" for source, _, _ in opened)  # the pronoun opening it: subject
    fronted = _ties("Tom Hale is a Welsh engineer. In 2008 she joined Halden Motors .")  # no subject before: the last
    assert ("Tom Hale", "JOINED", "Halden Motors") in fronted


def test_a_bracket_naming_another_name_first_still_dates_the_tie():
    found = OfflineExtractor()(
        "Tom Hale has been married three times : - Eva Kerr ( married 1968 , divorced 1972 ) ; - Ida Lund ( Idda ; "
        "married 1974 , divorced 1984 ) ; - Ana Berro ( married 1990 ) .",
        at=AT,
        known=[],
    )
    married = {
        (r.target, r.valid_from.year, r.valid_to.year if r.valid_to else None)
        for r in found.relations
        if r.source == "Tom Hale" and r.type == "MARRIED"
    }
    assert ("Ida Lund", 1974, 1985) in married  # divorced in 1984: to its end


def test_a_name_closing_a_fronted_phrase_is_no_subject():
    ties = _ties(
        "Ana Roe joined Halden Town in 2011 . After a short stint with German club Orsk Town , she returned to "
        "Halden Town in December 2014 ."
    )
    assert ("Ana Roe", "RETURNED_TO", "Halden Town") in ties
    assert ("Orsk Town", "RETURNED_TO", "Halden Town") not in ties


def test_the_last_of_a_list_of_places_is_no_subject():
    ties = _ties(
        "Ivo Dahl joined the Orsk Railway in 1901 . A brief period working for the Board of Trade followed from "
        "1910 , arranging exhibitions in Brussels , Paris and Turin . In December 1912 , he rejoined the Orsk Railway ."
    )
    assert ("Ivo Dahl", "REJOINED", "Orsk Railway") in ties
    assert ("Turin", "REJOINED", "Orsk Railway") not in ties


def test_a_headed_text_whose_first_names_are_all_governed_keeps_no_subject_from_them():
    text = (
        "Ivo Dahl: A brief period working for the Board of Trade followed from 1910 , arranging exhibitions in "
        "Brussels , Paris and Turin . He was able to travel widely . In December 1912 , he rejoined the Orsk Railway ."
    )
    found = OfflineExtractor()(text, at=AT, known=["Ivo Dahl"])  # a title the memory holds: no new name
    ties = {(r.source, r.type, r.target) for r in found.relations}
    assert ("Turin", "REJOINED", "Orsk Railway") not in ties
