"""A stint told in an opening "After coaching X …" / "Having chaired X …" clause was over by the time the rest of
the sentence tells (review rev6, HIGH 5; hand-made names), and the participle opening is no name."""

from __future__ import annotations

import pytest

from tests._ties import needs_wordnet, read_ties


@needs_wordnet
@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("After coaching the Orsk Club in 2009, Ivo Marsh moved to Selby in 2012.", ("2009-01-01", "2010-01-01")),
        ("After coaching the Orsk Club from 2009, Ivo Marsh moved to Selby in 2012.", ("2009-01-01", "2013-01-01")),
    ],
)
def test_a_stint_after_after_is_over_by_the_rest(text: str, span: tuple[str, str]) -> None:
    assert read_ties(text)[("Ivo Marsh", "COACH", "Orsk Club")] == span


@needs_wordnet
def test_a_participle_opening_is_no_name() -> None:
    stints = read_ties("Having chaired the Orsk Club since 2009, Ivo Marsh retired in 2015.")
    assert not any("Having" in (source, target) for source, _, target in stints)
    assert ("Ivo Marsh", "CHAIR", "Orsk Club") in stints


@needs_wordnet
@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("Orvel Trust, whose founder lived in Dellmoor, moved to Selby.", ("Orvel Trust", "MOVED_TO", "Selby")),
        ("Ada Lo, who was born in Dellmoor, joined Orvel Trust in 2001.", ("Ada Lo", "JOINED", "Orvel Trust")),
    ],
)
def test_a_verb_after_a_relative_clause_is_its_antecedents(text: str, tie: tuple[str, str, str]) -> None:
    stints = read_ties(text)
    assert tie in stints
    assert not any(source == "Dellmoor" and kind != "MENTIONED_WITH" for source, kind, _ in stints)


@needs_wordnet
def test_an_object_it_after_a_sentence_about_a_person_is_the_thing() -> None:
    stints = read_ties(
        "Phamony Volum, who replaced Phacor Grimo as head of Project Orpha in mid-2018, has doubled the team. "
        "Phacor Grimo had headed it since 2013."
    )
    assert ("Phacor Grimo", "HEADED", "Project Orpha") in stints
    assert not any(
        {source, target} == {"Phacor Grimo", "Phamony Volum"} and kind == "HEADED" for source, kind, target in stints
    )


@pytest.mark.parametrize("question", ["Q: Where does Orvel Trust come from?", "Who heads Orvel Trust?"])
def test_a_question_word_opening_a_sentence_is_no_name(question: str) -> None:
    from c0lab.extract.names import names_in

    assert names_in(question, {}) == ["Orvel Trust"]


def test_a_surname_said_after_another_given_name_is_another_person() -> None:
    from c0lab.retrieval.life_events import _named

    named = _named("Marit Solberg")  # rev5 HIGH 5: "The painter Ivo Solberg died" is no death of Marit Solberg
    assert not named("The painter Ivo Solberg died in 1820.") and not named("Ivo Solberg died in 1820.")
    assert named("Solberg died in 1820.") and named("Then Solberg left.") and named("Marit Solberg died.")


@needs_wordnet
@pytest.mark.parametrize(
    ("text", "tie"),
    [
        (
            "After joining the Orsk Club in 2009, Ivo Marsh scored twenty goals in 2010.",
            ("Ivo Marsh", "JOIN", "Orsk Club"),
        ),
        (
            "Having managed the Orsk Club since 2009, Ivo Marsh won the league in 2014.",
            ("Ivo Marsh", "MANAGE", "Orsk Club"),
        ),
    ],
)
def test_a_joining_or_a_stint_still_held_is_not_closed_by_the_rest(text: str, tie: tuple[str, str, str]) -> None:
    assert read_ties(text)[tie] == ("2009-01-01", None)  # rev7 HIGH 3


@needs_wordnet
def test_an_it_after_a_person_is_never_their_spouse() -> None:
    stints = read_ties("Ivo Marsh founded Orsk Mills in 1980 and married Ada Lo in 1985. He sold it in 1999.")
    assert ("Ivo Marsh", "SOLD", "Orsk Mills") in stints and ("Ivo Marsh", "SOLD", "Ada Lo") not in stints  # HIGH 5
