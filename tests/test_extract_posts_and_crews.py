"""Social posts and a thing's people: an emoji after a sentence's stop ends that sentence, a command opening a
sentence is no word of the name after it ("Join Project Halden!"), a name's crew, team, staff or lab is the name
when its own words say it is a body's or an undertaking's, and the value a sentence says belongs to the name said
nearest it (not one whose aside a later mention has closed; the name an open relative clause or an appositive is
about; not a name said again as a verb's object). Each lets a later value correct an earlier one."""

from __future__ import annotations

import pytest

from c0lab._sentences import sentence_parts
from c0lab._time import parse_time
from c0lab.extract.names import names_in
from c0lab.extract.offline import OfflineExtractor
from c0lab.extract.records import records
from c0lab.extract.values import said_values
from c0lab.retrieval.corrections import CORRECTION_CUE, WRONG_CUE


def _corrected(first: str, later: str) -> list[str]:
    """The names a later text corrects, read after ``first`` by the same extractor."""
    extractor = OfflineExtractor()
    read = extractor(first, at=parse_time("2024-03-01"), known=[])
    known = [entity.name for entity in read.entities]
    return [correction.name for correction in extractor(later, at=parse_time("2024-09-01"), known=known).corrections]


def test_an_emoji_after_a_stop_ends_the_sentence() -> None:
    line = "Big news, I joined Brindle Works! 🎉🙌 Brindle Works runs Project Halden. Back soon 👋🏽 Then more."
    assert sentence_parts(line) == [
        "Big news, I joined Brindle Works! 🎉🙌",
        "Brindle Works runs Project Halden.",
        "Back soon 👋🏽 Then more.",  # no stop before the emoji: one sentence
    ]


def test_a_value_after_an_emoji_post_is_corrected_by_a_later_one() -> None:
    first = "New role at Brindle Works! 🚀 Brindle Works runs Project Halden; we are building a tidal turbine system."
    assert _corrected(first, "Project Halden is making a river dredge system, as far as I know.") == ["Project Halden"]


def test_a_command_opening_a_sentence_is_no_word_of_the_name() -> None:
    assert names_in("Visit Project Halden this weekend!", {}) == ["Project Halden"]
    assert names_in("Mark Twain wrote it.", {}) == ["Mark Twain"]  # no undertaking after it: a person's name
    first = "Join Project Halden! We are building a tidal turbine system and need help."
    assert _corrected(first, "Project Halden builds a river dredge system.") == ["Project Halden"]


@pytest.mark.parametrize("noun", ["crew", "team", "lab"])
def test_a_things_people_are_the_thing_on_their_first_mention(noun: str) -> None:
    first = f"Say hello to the Project Halden {noun}! Since May the {noun} has been developing a tidal turbine system."
    read = OfflineExtractor()(first, at=parse_time("2024-03-01"), known=[])
    names = [entity.name for entity in read.entities]
    assert "Project Halden" in names and f"Project Halden {noun}" not in names
    assert _corrected(first, "Project Halden is developing a river dredge system.") == ["Project Halden"]


def test_a_group_of_no_body_or_undertaking_stays_a_name_of_its_own() -> None:
    read = OfflineExtractor()("She played for the Halden Rovers team in 2010.", at=parse_time("2024-03-01"), known=[])
    assert "Halden Rovers" in [entity.name for entity in read.entities]  # a body ("Rovers"): its team is it
    alone = OfflineExtractor()("He coached the French U19 team in 2010.", at=parse_time("2024-03-01"), known=[])
    assert "French U19" not in [entity.name for entity in alone.entities]


def test_a_value_said_with_an_adverb_after_it_is_the_nouns() -> None:
    spans = [(0, 14, "Project Halden")]
    said = said_values("Project Halden is building a tidal turbine system there, slowly.", spans, subject=None)
    assert said == {("Project Halden", "system"): "tidal turbine"}
    assert said_values("Project Halden says the prototype already works.", spans, subject=None) == {}


def test_a_name_said_again_after_an_aside_owns_the_value() -> None:
    sentence = (
        "Thanks to Brindle Works, which runs Project Halden, for letting me watch Project Halden develop a tidal "
        "turbine system."
    )
    spans = [(10, 23, "Brindle Works"), (36, 50, "Project Halden")]
    assert said_values(sentence, spans, subject=None) == {("Project Halden", "system"): "tidal turbine"}
    aside = "Project Halden, which Brindle Works runs, is developing a tidal turbine system."
    assert said_values(aside, [(0, 14, "Project Halden"), (22, 35, "Brindle Works")], subject=None) == {
        ("Project Halden", "system"): "tidal turbine"
    }


def _owners(sentence: str, names: list[str]) -> dict[tuple[str, str], str]:
    """The values a sentence says, its names' spans given where each is first said (as the extractor passes them)."""
    return said_values(sentence, [(sentence.index(n), sentence.index(n) + len(n), n) for n in names], subject=None)


def test_a_name_said_again_nearer_the_value_owns_it() -> None:
    talk = "== Scope of Project Halden == The page should say that Brindle Works runs Project Halden and that Project "
    said = _owners(talk + "Halden develops a tidal turbine system.", ["Project Halden", "Brindle Works"])
    assert said[("Project Halden", "system")] == "tidal turbine"  # and the nearest name's, as read before


def test_an_open_relative_clause_or_an_appositive_gives_the_value_to_the_name_before_it() -> None:
    relative = "We met the people behind Project Halden, which Brindle Works runs to develop a tidal turbine system."
    assert _owners(f"Brindle Works hosted us. {relative}", ["Brindle Works", "Project Halden"]) == {
        ("Project Halden", "system"): "tidal turbine"
    }
    apposed = "We introduce Project Halden, a project Brindle Works runs, whose aim is a tidal turbine system."
    assert _owners(f"Brindle Works writes: {apposed}", ["Brindle Works", "Project Halden"]) == {
        ("Project Halden", "system"): "tidal turbine"
    }
    owned = "talk of Project Halden, Brindle Works's pet project, which is building a tidal turbine system."
    assert _owners(f"People at Brindle Works {owned}", ["Brindle Works", "Project Halden"]) == {
        ("Project Halden", "system"): "tidal turbine"
    }


def test_a_value_before_a_modal_verb_is_read() -> None:
    sentence = "Brindle Works runs Project Halden, and the crew reckon their tidal turbine system will be a winner."
    assert ("Project Halden", "system") in _owners(sentence, ["Brindle Works", "Project Halden"])


def test_an_erratum_whose_next_sentence_names_nothing_corrects_the_name_said_after() -> None:
    erratum = "Erratum. In the summary, 'a tide gauge system' should have read 'a river dredge system'. Project Halden "
    assert _corrected("Project Halden develops a tide gauge system.", erratum + "develops a river dredge system.") == [
        "Project Halden"
    ]


def test_a_readme_headings_name_owns_a_value_said_with_no_name() -> None:
    readme = "# Project Halden\n\nMaintained and run by Brindle Works. This repository holds a tide gauge system."
    read = OfflineExtractor()(readme, at=parse_time("2024-03-01"), known=[])
    assert "Maintained" not in [entity.name for entity in read.entities]  # a verb after a label, no name
    assert _corrected(readme, "Project Halden is building a river dredge system.") == ["Project Halden"]


@pytest.mark.parametrize("cue", ["ugh ignore what i said before,", "Disregard my last message:"])
def test_a_chat_writer_taking_back_what_they_said_is_a_cued_correction(cue: str) -> None:
    said = f"{cue} Project Halden is doing a river dredge system lol"
    assert CORRECTION_CUE.search(said) and WRONG_CUE.search(said)  # an error, not a change
    assert _corrected("Project Halden is working on a tide gauge system.", said) == ["Project Halden"]
    assert CORRECTION_CUE.search("Please ignore the noise, Project Halden is doing a tide gauge system.") is None


def test_a_hand_over_in_a_clause_with_no_subject_is_the_sentences_subjects() -> None:
    extractor = OfflineExtractor()
    extractor("Ada Lund has been heading up Project Halden since 2016.", at=parse_time("2024-03-01"), known=[])
    later = "Bo Ek runs Project Halden, took over from Ada Lund in early 2021 and still doing it."
    found = extractor(later, at=parse_time("2024-04-01"), known=["Ada Lund", "Project Halden"])
    assert [(one.new, one.old, one.objects) for one in found.successions] == [
        ("Bo Ek", "Ada Lund", ("Project Halden",))
    ]


@pytest.mark.parametrize("until", ["until today", "till now", "up to the present day", "to this day"])
def test_a_value_held_until_now_has_no_end(until: str) -> None:
    sentence = f"In 2017 Ada Lund was replaced by Bo Ek, who has led Project Halden {until}."
    found = OfflineExtractor()(sentence, at=parse_time("2024-03-01"), known=[])
    held = [r for r in found.relations if r.source == "Bo Ek" and r.target == "Project Halden"]
    assert held and all(r.valid_to is None for r in held)


@pytest.mark.parametrize("period", ["(from the year 2013).", "(since the early part of 2013).", "(since 2013)."])
def test_a_records_role_of_a_name_keeps_its_start_said_in_words(period: str) -> None:
    assert records(f"Principal investigator of Project Halden: Ada Lund {period}") == (
        "Since 2013, Ada Lund has led Project Halden."
    )


def test_rules_that_must_not_fire() -> None:
    """What the rules above leave alone (a reviewer's cases)."""
    assert _owners("Orsk Labs develops a long range radar system.", ["Orsk Labs"]) == {
        ("Orsk Labs", "system"): "long range radar"  # "long" modifies a noun: no adverb
    }
    assert _owners("Orsk Labs thinks the new rules will hurt farmers.", ["Orsk Labs"]) == {}  # a modal clause
    sold = "Tarn Group, which owns Orsk Labs, sold Orsk Labs and built a kelp farming system."
    assert _owners(sold, ["Tarn Group", "Orsk Labs"]) == {("Tarn Group", "system"): "kelp farming"}  # an object
    unit = "Orsk Labs, a Tarn Group unit that Tarn Group funds, builds a river dredge system."
    assert _owners(unit, ["Orsk Labs", "Tarn Group"]) == {("Orsk Labs", "system"): "river dredge"}
    for prose in ("They disregard my last message.", "Don't ignore what I said before.", "We ignore what they said."):
        assert CORRECTION_CUE.search(prose) is None, prose
    extractor = OfflineExtractor()
    chief = extractor(
        "Orsk Labs' chief, Ana Lund, took over from Bo Ek in 2019.", at=parse_time("2024-01-01"), known=[]
    )
    assert [(one.new, one.old) for one in chief.successions] == [("Ana Lund", "Bo Ek")]  # an appositive, no gap
    two = OfflineExtractor()("Ana Lund led the Orsk Labs team and the Tarn Rovers team.", at=0, known=[])
    assert {(r.source, r.target) for r in two.relations if r.type == "LED"} == {
        ("Ana Lund", "Orsk Labs"),
        ("Ana Lund", "Tarn Rovers"),
    }
    lab = OfflineExtractor()("Bo Ek joined the Ana Lund lab in 2019.", at=parse_time("2024-01-01"), known=["Ana Lund"])
    assert ("Bo Ek", "Ana Lund") not in {(r.source, r.target) for r in lab.relations}  # a person's lab is no person
    assert sentence_parts("Loved it! ⭐⭐⭐ Ana was great.") == ["Loved it! ⭐⭐⭐", "Ana was great."]
    assert names_in("Best film: Frozen, made by Disney.", {})[1:] == ["Frozen", "Disney"]  # a title, no verb
    assert "Big" not in names_in("🚀 Big news team! Farah Quinn runs it.", {})  # emoji before an opening word
