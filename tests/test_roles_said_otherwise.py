"""A role said in other words than a verb of leading: a phrasal verb before "as" ("took over as director of"), a
role given as what one is put in to do ("was appointed to lead"), "has B as its lead", "with B at its head",
"leadership"; an object "it" that is the thing led, not its leader; a hand-over cue after another ("took the helm
of X, succeeding A"); a possessive apposition ("Tom Vel, Ann Vel's brother, joined …")."""

from __future__ import annotations

import pytest

from c0lab.extract.clause_times import clause_starts
from c0lab.retrieval.lexicon import RelationLexicon
from tests._ties import ingested_ties, read_ties


def _senses(ties, one: str, other: str) -> set[str]:
    """The senses of every tie between ``one`` and ``other``, either way."""
    kinds = [kind for source, kind, target in ties if {source, target} == {one, other}]
    lexicon = RelationLexicon.build(kinds)
    return {sense for kind in kinds for sense in lexicon.senses.get(kind, ())}


@pytest.mark.parametrize(
    "text",
    [
        "Dana Reyes took over as lead of Project Atlas in 2019 .",
        "Dana Reyes stepped in as lead of Project Atlas in 2019 .",
        "Dana Reyes came in as director of Project Atlas in 2019 .",
        "Dana Reyes was appointed to lead Project Atlas in 2019 .",
        "Dana Reyes was hired to run Project Atlas in 2019 .",
        "Dana Reyes assumed leadership of Project Atlas in 2019 .",
        "Project Atlas has Dana Reyes as its lead .",
        "Project Atlas , with Dana Reyes at its head , opened in 2019 .",
    ],
)
def test_a_role_said_in_other_words_is_a_tie_of_its_sense(text: str) -> None:
    assert _senses(read_ties(text), "Dana Reyes", "Project Atlas") & {"lead", "run"}


@pytest.mark.parametrize(
    "text",
    [
        "Dana Reyes stepped down as lead of Project Atlas in 2019 .",  # an end, no start
        "Orsk Labs has Dana Reyes as its guest this week .",  # no role of a sense
        "Dana Reyes was asked to lead Project Atlas but declined .",  # asked is no role
    ],
)
def test_no_role_is_begun_by_an_end_or_a_guest(text: str) -> None:
    ties = read_ties(text)
    assert not [tie for tie, (begun, _) in ties.items() if "Dana Reyes" in tie and begun and tie[1] != "MENTIONED_WITH"]


def test_a_role_given_with_has_as_keeps_its_tense() -> None:
    ties = read_ties("Project Atlas had Dana Reyes as its lead from 2015 to 2018 .")
    assert ties[("Dana Reyes", "LEAD_OF", "Project Atlas")] == ("2015-01-01", "2019-01-01")


def test_an_object_it_after_a_passive_is_the_thing_led_not_its_leader() -> None:
    ties = read_ties("Project Atlas was led by Ana Pell until 2019 . Bo Ekdal has led it since 2019 .")
    assert ties[("Bo Ekdal", "LED", "Project Atlas")] == ("2019-01-01", None)
    assert not [tie for tie in ties if {tie[0], tie[2]} == {"Bo Ekdal", "Ana Pell"} and tie[1] != "MENTIONED_WITH"]


def test_a_hand_over_said_after_another_cue_is_read(tmp_path) -> None:
    ties = ingested_ties(
        tmp_path / "mem", ("In 2019 Bo Ekdal took the helm of Project Atlas , succeeding Ana Pell .", "2021-03-01")
    )
    ended = [end for (source, _, target), (_, end) in ties.items() if {source, target} == {"Ana Pell", "Project Atlas"}]
    assert "2020-01-01" in ended  # Ana Pell held it through 2019
    assert ties[("Bo Ekdal", "TOOK_HELM_OF", "Project Atlas")] == ("2019-01-01", "open")


@pytest.mark.parametrize("possessor", ["Ann Vel's", "Ann Voss'"])
def test_a_possessive_apposition_is_not_the_subject_of_the_verb_after_it(possessor: str) -> None:
    ties = read_ties(f"Tom Vel , {possessor} brother , joined Orsk Labs in 2019 .")
    assert ties[("Tom Vel", "JOINED", "Orsk Labs")] == ("2019-01-01", None)
    assert [tie for tie in ties if tie[2] == "Orsk Labs" and tie[1] != "MENTIONED_WITH"] == [
        ("Tom Vel", "JOINED", "Orsk Labs")
    ]


def test_a_possessive_after_an_s_is_no_part_of_the_name() -> None:
    ties = read_ties(
        "Mia Jones' second marriage was to Bo Lund in 2002 . Orsk Labs' Quill toolkit is under the Mit licence ."
    )
    assert ("Mia Jones", "MARRIED", "Bo Lund") in ties
    assert ("Orsk Labs", "RELEASES", "Quill toolkit") in ties
    assert not [tie for tie in ties if "'" in tie[0] + tie[2]]


def test_a_hand_over_in_another_clause_hands_over_nothing_of_the_first(tmp_path) -> None:
    ties = ingested_ties(
        tmp_path / "mem",
        ("Tom Vel led Orsk Labs from 2010 .", "2018-01-01"),
        ("In 2019 Bo Ekdal took over Orsk Labs , while Ana Pell succeeded Tom Vel at Tarn Works .", "2021-03-01"),
    )
    assert not [tie for tie in ties if tie[0] == "Ana Pell" and tie[2] == "Orsk Labs"]
    assert ties[("Tom Vel", "LED", "Orsk Labs")] == ("2010-01-01", "open")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ann Vel joined the Workers' Party in 2001 .", "Workers' Party"),
        ("Ann Vel joined St Thomas' Hospital in 2019 .", "St Thomas' Hospital"),
        ("Ann Vel studied at Queens' College from 1990 .", "Queens' College"),
    ],
)
def test_a_plural_apostrophe_that_is_part_of_a_name_stays_in_it(text: str, name: str) -> None:
    assert [tie for tie in read_ties(text) if tie[0] == "Ann Vel" and tie[2] == name]


@pytest.mark.parametrize(
    "text",
    [
        "Orsk Labs' manager Ann Vel resigned in 2019 .",
        "Orsk Labs's manager Ann Vel resigned in 2019 .",
    ],
)
def test_a_plural_possessive_before_a_role_is_read_as_any_possessive(text: str) -> None:
    assert ("Ann Vel", "MANAGER_OF", "Orsk Labs") in read_ties(text)


def test_an_apposition_with_a_name_is_not_the_subject_and_keeps_a_class_noun() -> None:
    ties = read_ties("Ann Vel , a Tarn Works engineer , joined Orsk Labs in 2019 .")
    assert [tie for tie in ties if tie[2] == "Orsk Labs" and tie[1] != "MENTIONED_WITH"] == [
        ("Ann Vel", "JOINED", "Orsk Labs")
    ]
    assert ("Quill toolkit", "UNDER_LICENCE", "Orrin licence") in read_ties(
        "The Quill toolkit is released under an Orrin licence ."
    )


def test_no_place_leads_a_thing() -> None:
    assert not [tie for tie in read_ties("Orsk Labs , with London at its head , grew .") if tie[1] != "MENTIONED_WITH"]


@pytest.mark.parametrize(
    "text",
    [
        "Ana Pell led Project Atlas until 2019 . Bo Ekdal took her place .",
        "Ana Pell led Project Atlas until 2019 , when Bo Ekdal took her place .",
    ],
)
def test_taking_her_place_takes_the_last_holders_post(tmp_path, text: str) -> None:
    ties = ingested_ties(tmp_path / "mem", (text, "2021-03-01"))
    assert ties[("Bo Ekdal", "LED", "Project Atlas")] == ("2019-01-01", "open")
    assert ties[("Ana Pell", "LED", "Project Atlas")][1] == "2020-01-01"


def test_taking_her_seat_with_no_post_held_takes_nothing(tmp_path) -> None:
    ties = ingested_ties(tmp_path / "mem", ("Ana Pell left the stage and Bo Ekdal took her seat .", "2021-03-01"))
    assert not [tie for tie in ties if tie[0] == "Bo Ekdal" and tie[1] != "MENTIONED_WITH"]


@pytest.mark.parametrize(
    "text",
    [
        "Ana Pell stepped down as lead of Project Atlas in 2019 and Bo Ekdal took her place .",
        "Ana Pell stepped down as lead of Project Atlas in 2019 , and Bo Ekdal succeeded her .",
        "Ana Pell stepped down as lead of Project Atlas in 2019 . Bo Ekdal took her place .",
    ],
)
def test_a_hand_over_after_a_stepping_down_takes_that_post_from_then(tmp_path, text: str) -> None:
    ties = ingested_ties(tmp_path / "mem", (text, "2021-03-01"))
    assert ties[("Ana Pell", "LEAD_OF", "Project Atlas")] == ("since always", "2019-01-01")
    assert ties[("Bo Ekdal", "LEAD_OF", "Project Atlas")] == ("2019-01-01", "open")  # not 2018: stepped down in 2019
    assert not [tie for tie in ties if "Bo Ekdal" in (tie[0], tie[2]) and tie[1] not in ("LEAD_OF", "MENTIONED_WITH")]
    assert ("Project Atlas", "LEAD_OF", "Bo Ekdal") not in ties  # the first clause's role is no tie of the second's


def test_a_name_and_its_own_irregular_verb_after_and_open_a_clause_of_their_own() -> None:
    assert clause_starts("Ana Pell stepped down in 2019 and Bo Ekdal took her place .")[1:] == [34]
    assert clause_starts("Ana Pell and Bo Ekdal took over in 2019 .") == [0]  # one subject of two names


@pytest.mark.parametrize(
    "text",
    [
        "Leadership of Project Atlas passed to Dana Reyes in 2019 .",
        "The direction of Project Atlas passed to Dana Reyes in 2019 .",
    ],
)
def test_a_role_of_a_thing_passed_to_someone_is_theirs_and_the_thing_gave_nothing(text: str) -> None:
    ties = read_ties(text)
    assert _senses(ties, "Dana Reyes", "Project Atlas") & {"lead"}
    assert [when for tie, when in ties.items() if tie[0] == "Dana Reyes"] == [("2019-01-01", None)]


def test_a_role_of_a_thing_passed_on_is_taken_from_its_last_holder(tmp_path) -> None:
    text = "Ana Pell led Project Atlas until 2019 . Leadership of Project Atlas then passed to Dana Reyes ."
    ties = ingested_ties(tmp_path / "mem", (text, "2021-03-01"))
    assert ties[("Dana Reyes", "LED", "Project Atlas")] == ("2019-01-01", "open")
    assert ("Ana Pell", "LED", "Dana Reyes") not in ties


def test_a_role_of_a_thing_passed_on_from_the_holder_an_aside_names_is_theirs_until_then() -> None:
    ties = read_ties(
        "The leadership of Project Atlas , held by Ana Pell from January 2011 , passed to Dana Reyes in January 2018 ."
    )
    assert ties[("Ana Pell", "LEADERSHIP_OF", "Project Atlas")] == ("2011-01-01", "2018-01-01")
    assert ties[("Dana Reyes", "LEADERSHIP_OF", "Project Atlas")] == ("2018-01-01", None)
    assert not [
        tie for tie in ties if tie[0] == "Project Atlas" and tie[2] == "Dana Reyes" and "MENTIONED" not in tie[1]
    ]


def test_a_role_passed_with_no_date_of_its_own_is_passed_at_the_texts_time_not_the_asides_start() -> None:
    ties = read_ties("The leadership of Project Atlas , held by Ana Pell since 2014 , passed to Dana Reyes .")
    assert ties[("Ana Pell", "LEADERSHIP_OF", "Project Atlas")] == ("2014-01-01", "2020-01-01")
    assert ties[("Dana Reyes", "LEADERSHIP_OF", "Project Atlas")] == ("2020-01-01", None)


@pytest.mark.parametrize(
    "text",
    [
        "Bo Ekdal became director of Kell Museum in 2019 , a role Ana Pell had held at Orsk Labs .",  # another's post
        "Bo Ekdal became director of Kell Museum in 2019 . Before Ana Pell , Cara Lind held the post .",  # A's post
    ],
)
def test_a_post_held_elsewhere_or_before_someone_who_held_none_is_not_the_new_holders(text: str) -> None:
    assert not [tie for tie in read_ties(text) if tie[1] == "DIRECTOR_OF" and tie[0] != "Bo Ekdal"]


@pytest.mark.parametrize(
    "text",
    [
        "The lead of Project Atlas passed from Ana Pell to Dana Reyes in 2019 .",
        "The lead of Project Atlas changed in 2019 from Ana Pell to Dana Reyes .",
        "The leadership of Project Atlas changed hands in 2019 , from Ana Pell to Dana Reyes .",
    ],
)
def test_a_role_of_a_thing_passed_or_changed_from_one_to_another_is_the_first_until_then(text: str) -> None:
    ties = read_ties(text)
    held = {tie[0]: when for tie, when in ties.items() if tie[2] == "Project Atlas" and "MENTIONED" not in tie[1]}
    assert held == {"Ana Pell": (None, "2019-01-01"), "Dana Reyes": ("2019-01-01", None)}
    assert not [tie for tie in ties if tie[0] == "Project Atlas" and "MENTIONED" not in tie[1]]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("The lead of Project Atlas is now Dana Reyes .", "LEAD_OF"),
        ("The chair of Fenwick Trust is currently Dana Reyes .", "CHAIR_OF"),
    ],
)
def test_a_role_said_first_is_its_holders_with_an_adverb_of_time_after_be(text: str, kind: str) -> None:
    assert [tie for tie in read_ties(text) if tie[0] == "Dana Reyes" and tie[1] == kind]


@pytest.mark.parametrize(
    "text",
    ["The Quill toolkit's licence is the Orrin licence .", "The licence of the Quill toolkit is the Orrin licence ."],
)
def test_an_attribute_said_first_takes_a_value_after_the(text: str) -> None:
    assert ("Orrin licence", "LICENCE_OF", "Quill toolkit") in read_ties(text)


def test_a_possessed_role_is_no_value_that_runs_on_past_its_name() -> None:
    text = "Ida Fenn married in 2018 . Her husband is the Norwegian economist and interpreter Bo Ek ."
    assert not [tie for tie in read_ties(text) if "economist" in tie[0] and "MENTIONED" not in tie[1]]


@pytest.mark.parametrize(
    "text",
    [
        "Under Dana Reyes , Project Atlas grew quickly .",
        "Under coach Dana Reyes , Project Atlas won the cup in 2012 .",
        "During Dana Reyes's tenure , Project Atlas moved to Tanbel .",
    ],
)
def test_a_thing_under_a_person_was_led_by_them(text: str) -> None:
    assert _senses(read_ties(text), "Dana Reyes", "Project Atlas") & {"lead"}


@pytest.mark.parametrize(
    "text",
    [
        "Under Orsk Labs , Project Atlas grew .",
        "During Dana Reyes , Project Atlas grew .",
        "Under Ana Pell , Bo Ek grew .",
    ],
)
def test_under_a_thing_or_during_a_person_alone_or_a_person_under_a_person_is_no_lead(text: str) -> None:
    assert not [tie for tie in read_ties(text) if tie[1] == "LEAD_OF"]


@pytest.mark.parametrize(
    "text",
    [
        "The chair of Fenwick Trust went on television in March to praise Dana Reyes .",  # no date before "to"
        "Ana Pell was chair of Fenwick Trust . The chair passed on the question to Dana Reyes .",
        "The direction of Fenwick Trust changed in 2011 to focus on Tanbel .",  # no "from A to B"
        "The office of Fenwick Trust changed in 2018 from Ello to Tanbel .",  # an office is no post here
        "The lead of Fenwick Trust fell in 2019 to three points over Dana Reyes .",  # no name after "to"
    ],
)
def test_a_role_goes_to_nobody_through_an_idiom_or_a_change_of_course(text: str) -> None:
    ties = read_ties(text)
    assert not [tie for tie in ties if tie[2] == "Fenwick Trust" and tie[0] != "Ana Pell" and "MENTIONED" not in tie[1]]


def test_a_hand_over_is_dated_by_its_own_clause_not_by_a_relative_clause_on_the_one_replaced(tmp_path) -> None:
    text = "In 2019 , Dana Reyes replaced Ana Pell , who had led Project Atlas since 2012 ."
    ties = ingested_ties(tmp_path / "mem", (text, "2021-03-01"))
    start, end = ties[("Ana Pell", "LED", "Project Atlas")]
    assert start == "2012-01-01" and end[:4] in ("2019", "2020")  # the hand-over's year (at its year's close), not 2012
