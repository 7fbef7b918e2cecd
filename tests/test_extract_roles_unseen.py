"""Names and roles told in grammar the bench's families seldom use: a product's name with its kind noun opening a
sentence with no article ("Quellan firmware is maintained by …"), and a role with a modifier before its sense word
("became the section lead of …", "was named programme chair of …").
Hand-made, on names no bench family uses (choirs, rowing clubs, firmware)."""

from __future__ import annotations

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor


def read(text, at="2025-03-01"):
    return OfflineExtractor()(text, at=parse_time(at), known=[])


def typed(extraction):
    return {(r.source, r.type, r.target) for r in extraction.relations if r.type != "MENTIONED_WITH"}


def test_a_kind_noun_opening_a_sentence_before_its_verb_ends_the_name():
    found = read("Quellan firmware is maintained by the Harrow Rowing Club. Ostrel dataset comes out of Vinmar Lab.")
    names = {entity.name for entity in found.entities}
    assert {"Quellan firmware", "Ostrel dataset"} <= names
    assert "Quellan" not in names and "Ostrel" not in names
    assert ("Quellan firmware", "MAINTAINED_BY", "Harrow Rowing Club") in typed(found)


def test_a_noun_that_is_a_verb_or_a_person_stays_out_of_the_name():
    found = read(
        "Brannock striker scored twice in the final. Telvi work at the Harrow Rowing Club. "
        "Holms inauguration took place at Harrow Hall."
    )
    names = {entity.name for entity in found.entities}
    assert "Brannock striker" not in names and "Telvi work" not in names
    assert "Holms inauguration" not in names  # an act, no thing's name


def test_a_modified_role_is_the_role_of_its_sense_word():
    found = read(
        "Ilsa Brandt became the section lead of the Harrow Glee Club in 2011. "
        "Odo Pettersen was named programme chair of Vinmar Lab in 2014."
    )
    kinds = {(source, target): kind for source, kind, target in typed(found)}
    assert kinds.get(("Ilsa Brandt", "Harrow Glee Club")) == "LEAD_OF"
    assert kinds.get(("Odo Pettersen", "Vinmar Lab")) == "CHAIR_OF"


def test_a_deputy_or_a_verb_before_the_role_is_no_holder_of_it():
    found = read(
        "Ilsa Brandt is the deputy head of the Harrow Glee Club. Odo Pettersen met the section lead of Vinmar Lab."
    )
    kinds = {kind for _, kind, _ in typed(found)}
    assert "HEAD_OF" not in kinds and "LEAD_OF" not in kinds


def test_a_thing_beneath_another_is_run_or_led_by_it():
    from c0lab.retrieval.lexicon import RelationLexicon, single_owner

    lexicon = RelationLexicon.build({"FALLS_UNDER", "SAT_UNDER", "REPORTS_TO", "ANSWERED_TO", "MOVED_TO"})
    assert lexicon.senses.get("FALLS_UNDER") == {"run"} and lexicon.senses.get("SAT_UNDER") == {"run"}
    assert lexicon.senses.get("REPORTS_TO") == {"lead"} and lexicon.senses.get("ANSWERED_TO") == {"lead"}
    assert not lexicon.senses.get("MOVED_TO")
    assert single_owner("REPORTS_TO", "Harrow Glee Club", "Ilsa Brandt") is None  # ends no one's stint


def test_a_home_called_or_a_fronted_part_places_its_owner():
    found = typed(
        read(
            "Vinmar Lab calls Dellmoor home. From its rehearsal rooms in Orsk, the Harrow Glee Club tours the coast. "
            "Tarn, a town known for its ferries, is where Odo Pettersen keeps his boats."
        )
    )
    assert ("Vinmar Lab", "HOME_IN", "Dellmoor") in found
    assert ("Harrow Glee Club", "ROOMS_IN", "Orsk") in found
    assert any(source == "Odo Pettersen" and target == "Tarn" for source, _, target in found)


def test_a_things_team_is_the_thing():
    found = read(
        "Vinmar Lab builds rowing boats. The Vinmar Lab team answers to Ilsa Brandt, who took over from Odo "
        "Pettersen in 2020. Odo Pettersen had headed the team since 2014. Ada Holm played for the Tarn national "
        "football team in 2009 and for the Tarn U21 team in 2007."
    )
    kinds = typed(found)
    assert ("Vinmar Lab", "ANSWERS_TO", "Ilsa Brandt") in kinds
    assert ("Odo Pettersen", "HEADED", "Vinmar Lab") in kinds
    assert ("Ada Holm", "PLAYED_FOR", "Tarn national football team") in kinds  # no thing's name before "team"
    assert not any(target == "Tarn U21" for _, _, target in kinds)  # "Tarn U21" is no name of its own


def test_a_role_before_a_name_with_no_preposition_is_no_modified_role():
    found = read("Ada Holm joined Vinmar Lab in 2014, becoming new director Odo Pettersen's first hire.")
    assert not any(kind == "DIRECTOR" for _, kind, _ in typed(found))
