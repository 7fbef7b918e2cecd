"""A post, membership or place a document states with no start, which the same document ends or hands to another
before its day, was held before that day, not from it: "A chaired X. She stepped down in 2019." ends A's chair in
2019 (before, it was held open from the document's day, and the end was refused as before its start)."""

from __future__ import annotations

import pytest

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from tests._ties import ingested_ties


def _ties(tmp_path, text: str) -> dict[tuple[str, str, str], tuple[str, str]]:
    """(source, type, target) → (valid from, valid to) of each typed tie the memory holds after ``text``."""
    return ingested_ties(tmp_path / "m", (text, "2024-01-01"))


def test_a_post_said_with_no_start_and_ended_later_in_the_text_ends_then(tmp_path) -> None:
    ties = _ties(tmp_path, "Ana Pell chaired Orsk Labs. She stepped down in 2019.")
    assert ties[("Ana Pell", "CHAIRED", "Orsk Labs")] == ("since always", "2020-01-01")  # through 2019


@pytest.mark.parametrize(
    "text",
    [
        "Ana Pell chaired Orsk Labs. In 2019 Bo Ekdal succeeded her as chair.",
        "Ana Pell chaired Orsk Labs for four years. In 2019 the board chose Bo Ekdal to replace her.",
    ],
)
def test_a_post_said_with_no_start_is_handed_over_when_the_text_says(tmp_path, text: str) -> None:
    ties = _ties(tmp_path, text)
    assert ties[("Ana Pell", "CHAIRED", "Orsk Labs")][1] == "2020-01-01"
    assert ties[("Bo Ekdal", "CHAIRED", "Orsk Labs")] == ("2019-01-01", "open")


def test_a_birthplace_is_not_ended_by_leaving_the_place(tmp_path) -> None:
    ties = _ties(tmp_path, "Ana Pell was born in Brno. She left Brno in 2019.")
    assert ties[("Ana Pell", "BORN_IN", "Brno")][1] == "open"


def test_a_place_lived_in_ends_when_it_is_left(tmp_path) -> None:
    ties = _ties(tmp_path, "Ana Pell lived in Brno. She left Brno in 2019.")
    assert ties[("Ana Pell", "LIVED_IN", "Brno")][1] == "2020-01-01"


def test_an_adverb_after_a_name_is_no_part_of_it(tmp_path) -> None:
    found = OfflineExtractor()(
        "Orsk Labs was headed by Ana Pell until 2019 and by Bo Ekdal thereafter.", at=parse_time("2024-01-01"), known=[]
    )
    assert {entity.name for entity in found.entities} == {"Orsk Labs", "Ana Pell", "Bo Ekdal"}
    ties = _ties(tmp_path, "Orsk Labs was headed by Ana Pell until 2019 and by Bo Ekdal thereafter.")
    assert ties[("Orsk Labs", "HEADED_BY", "Bo Ekdal")] == ("2019-01-01", "open")


def test_taking_charge_with_no_object_takes_over_the_last_post_said() -> None:
    def successions(text: str) -> list[tuple[str, str, tuple[str, ...]]]:
        found = OfflineExtractor()(text, at=parse_time("2024-01-01"), known=[])
        return [(succession.new, succession.old, succession.objects) for succession in found.successions]

    assert successions("Ana Pell ran Orsk Labs until 2019. Bo Ekdal then took charge.") == [
        ("Bo Ekdal", "Ana Pell", ("Orsk Labs",))
    ]
    assert successions("Ana Pell ran Orsk Labs until 2019. Bo Ekdal then took charge of the inquiry.") == []


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Ana Pell handed the reins of Orsk Labs to Bo Ekdal in 2019.", "IN_CHARGE_OF"),
        ("Bo Ekdal assumed the directorship of Orsk Labs in 2019 after Ana Pell's departure.", "DIRECTOR_OF"),
        ("Bo Ekdal became director of Orsk Labs in 2019 after Ana Pell stepped down.", "DIRECTOR_OF"),
        ("Bo Ekdal became director of Orsk Labs in 2019, when Ana Pell retired.", "DIRECTOR_OF"),
        ("In 2019 Orsk Labs appointed Bo Ekdal to succeed Ana Pell as director.", "DIRECTOR_OF"),
    ],
)
def test_a_hand_over_of_a_post_at_one_thing_gives_both_holders_the_post(tmp_path, text: str, kind: str) -> None:
    ties = _ties(tmp_path, text)
    assert ties[("Ana Pell", kind, "Orsk Labs")][1] == "2020-01-01"  # through 2019
    assert ties[("Bo Ekdal", kind, "Orsk Labs")] == ("2019-01-01", "open")


def test_leaving_after_a_change_that_takes_no_post_hands_nothing_over(tmp_path) -> None:
    ties = _ties(tmp_path, "Bo Ekdal became famous in 2019 after Ana Pell left Orsk Labs.")
    assert not [key for key in ties if key[0] == "Bo Ekdal" and key[1] != "MENTIONED_WITH"]


def test_a_hand_over_names_no_post_when_the_words_before_the_thing_are_no_role(tmp_path) -> None:
    ties = _ties(tmp_path, "Bo Ekdal replaced Ana Pell in 2019, and the relationship of Orsk Labs improved.")
    assert not [key for key in ties if key[0] == "Bo Ekdal" and key[2] == "Orsk Labs" and key[1] != "MENTIONED_WITH"]


@pytest.mark.parametrize(
    "text",
    [
        "Quill was first published under the Brenlow licence. Since July 2019 it has carried the Tarn licence.",
        "Quill was released under the Brenlow licence. In July 2019 it moved to the Tarn licence.",
        "Quill, formerly under the Brenlow licence, switched to the Tarn licence in July 2019.",
        "Quill has been under the Tarn licence since July 2019; before that it used the Brenlow licence.",
    ],
)
def test_a_value_said_with_no_time_holds_until_the_next_value_of_its_role_begins(tmp_path, text: str) -> None:
    ties = _ties(tmp_path, text)
    old = [span for (source, _, target), span in ties.items() if (source, target) == ("Quill", "Brenlow licence")]
    new = [span for (source, _, target), span in ties.items() if (source, target) == ("Quill", "Tarn licence")]
    assert ("2019-07-01", "open") in new
    assert [end for _, end in old] == ["2019-07-01"]


def test_a_value_said_with_no_time_is_not_ended_by_a_value_of_another_post() -> None:
    found = OfflineExtractor()(
        "Ana Pell chaired Orsk Labs. Bo Ekdal has been the director of Orsk Labs since 2019.",
        at=parse_time("2024-01-01"),
        known=[],
    )
    chaired = [r for r in found.relations if (r.source, r.type, r.target) == ("Ana Pell", "CHAIRED", "Orsk Labs")]
    assert [(r.valid_from, r.valid_to) for r in chaired] == [(None, None)]


def test_giving_way_at_a_place_hands_over_serving_there(tmp_path) -> None:
    ties = _ties(tmp_path, "Ana Pell gave way to Bo Ekdal at Orsk Labs in 2019.")
    assert ties[("Ana Pell", "SERVED_AT", "Orsk Labs")][1] == "2020-01-01"
    assert ties[("Bo Ekdal", "SERVED_AT", "Orsk Labs")] == ("2019-01-01", "open")
    found = OfflineExtractor()(
        "Bo Ekdal replaced Ana Pell at Orsk Labs in 2019.", at=parse_time("2024-01-01"), known=[]
    )
    assert [r.type for r in found.relations if (r.source, r.target) == ("Bo Ekdal", "Orsk Labs")].count(
        "SERVED_AT"
    ) == 1


@pytest.mark.parametrize(
    "text",
    [
        "Varel Lumny directs Project Tanphacor. Lomir Elmirbel had directed Project Tanphacor since 2015.",
        "Varel Lumny led Project Tanphacor. Varel Lumny replaced Lomir Elmirbel in 2022; Lomir Elmirbel had led "
        "Project Tanphacor since 2015.",
    ],
)
def test_a_value_told_in_the_present_or_after_a_hand_over_is_not_ended_by_one_told_later(text: str) -> None:
    found = OfflineExtractor()(text, at=parse_time("2024-01-01"), known=[])
    varel = [r for r in found.relations if "Varel Lumny" in (r.source, r.target) and r.target == "Project Tanphacor"]
    assert varel
    assert all(r.valid_to is None for r in varel)


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        (
            "Ana Pell chairs Orsk Labs. She stepped down as chief executive of Orsk Labs in 2019.",
            ("Ana Pell", "CHAIRS", "Orsk Labs"),
        ),
        ("Ana Pell lives in Brno. She left Brno in 2019 but moved back in 2022.", ("Ana Pell", "LIVES_IN", "Brno")),
        (
            "Ana Pell is a professor at Brno University. She left Brno University in 2010 and returned in 2014.",
            ("Ana Pell", "PROFESSOR_AT", "Brno University"),
        ),
        (
            "Quill was released under the MIT licence. Since 2019 it has also been offered under the Apache licence.",
            ("Quill", "UNDER_LICENCE", "MIT licence"),
        ),
        (
            "Orsk Labs is chaired by Ana Pell. Her father Bo Ekdal chaired Orsk Labs from 1970.",
            ("Orsk Labs", "CHAIRED_BY", "Ana Pell"),
        ),
    ],
)
def test_a_tie_told_in_the_present_or_beside_an_added_value_stays_open(tmp_path, text: str, tie) -> None:
    assert _ties(tmp_path, text)[tie] == ("2024-01-01", "open")


@pytest.mark.parametrize(
    "text",
    [
        "Bo Ekdal succeeded Ana Pell as coach after the 2019 defeat to Tarn Rovers.",
        "The board named Bo Ekdal to succeed Ana Pell as chief executive, Reuters reported.",
    ],
)
def test_a_role_said_after_as_is_held_only_at_the_sentence_s_subject(text: str) -> None:
    found = OfflineExtractor()(text, at=parse_time("2024-01-01"), known=[])
    assert [r for r in found.relations if r.source == "Bo Ekdal" and r.type.endswith("_OF")] == []


def test_a_stand_in_taking_charge_is_no_hand_over() -> None:
    found = OfflineExtractor()(
        "Orsk Labs is led by Ana Pell. In 2017 Bo Ekdal briefly took charge while she was on leave.",
        at=parse_time("2024-01-01"),
        known=[],
    )
    assert found.successions == []


@pytest.mark.parametrize(
    "text", ["Troops were under the command of Bo Ekdal in 1944.", "Cars were later built in Orsk."]
)
def test_a_plural_common_noun_opening_a_passive_is_no_name(text: str) -> None:
    found = OfflineExtractor()(text, at=parse_time("2024-01-01"), known=[])
    assert {entity.name for entity in found.entities} <= {"Bo Ekdal", "Orsk"}


def test_a_value_added_with_its_word_last_does_not_end_the_first(tmp_path) -> None:
    text = "Quill was licensed under the GPL licence. Since 2019 Quill has been licensed under the MIT licence as well."
    assert _ties(tmp_path, text)[("Quill", "LICENSED_UNDER", "GPL licence")] == ("2024-01-01", "open")


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        (
            "Vantor Systems was led by Ken Daly. Since 2020 co-founder Ann Fox has led Vantor Systems.",
            ("Vantor Systems", "LED_BY", "Ken Daly"),
        ),
        (
            "Ana Pell, who is now retired, chaired Orsk Labs. She stepped down in 2019.",
            ("Ana Pell", "CHAIRED", "Orsk Labs"),
        ),
    ],
)
def test_words_of_the_present_or_of_adding_in_an_aside_do_not_keep_a_tie_open(tmp_path, text: str, tie) -> None:
    assert _ties(tmp_path, text)[tie][1] == "2020-01-01"


def test_a_role_of_two_words_said_after_as_is_the_post_taken(tmp_path) -> None:
    ties = _ties(tmp_path, "In 2020 Vantor Systems hired Ann Fox to replace Ken Daly as general manager.")
    assert ties[("Ann Fox", "GENERAL_MANAGER_OF", "Vantor Systems")] == ("2020-01-01", "open")


def test_taking_charge_after_an_end_said_earlier_in_the_sentence_is_a_hand_over() -> None:
    found = OfflineExtractor()(
        "Gareth Lowe ran Tarn Rovers until March 2021, when Dan Holt took charge.",
        at=parse_time("2024-01-01"),
        known=[],
    )
    assert [(s.new, s.old) for s in found.successions] == [("Dan Holt", "Gareth Lowe")]


@pytest.mark.parametrize(
    "said",
    ["Ana Pell formerly led Project Mirra .", "Ana Pell previously led it .", "Ana Pell was formerly its lead ."],
)
def test_a_role_held_formerly_ends_where_the_text_before_began_not_after(tmp_path, said: str) -> None:
    ties = _ties(tmp_path, f"Since 2010 , Vevera Grimomo has led Project Mirra . {said}")
    held = [when for (source, _, target), when in ties.items() if (source, target) == ("Ana Pell", "Project Mirra")]
    assert held and all(when == ("since always", "2010-01-01") for when in held), held


def test_a_role_held_formerly_with_no_date_before_is_over_by_the_texts_day(tmp_path) -> None:
    ties = _ties(tmp_path, "Ana Pell formerly led Project Mirra .")
    assert ties[("Ana Pell", "LED", "Project Mirra")][1] != "open"


def test_a_role_held_formerly_ends_nothing_a_later_clause_says_of_now(tmp_path) -> None:
    ties = _ties(tmp_path, "Project Mirra was formerly a unit of Orsk Labs and is led by Ana Pell .")
    assert ties[("Project Mirra", "LED_BY", "Ana Pell")][1] == "open"


@pytest.mark.parametrize(
    "text",
    [  # what the old holder left is another post than the new one took, or a third name's
        "Ana Pell has chaired Kell Bank since 2012 . Bo Ekdal became director of Kell Museum in 2019 , when Ana Pell "
        "stepped down as chair of Kell Bank .",
        "Ana Pell stepped down as chair of Kell Bank in 2019 and Bo Ekdal took over as director of Orsk Labs .",
    ],
)
def test_leaving_one_post_while_another_is_taken_hands_nothing_over(text: str) -> None:
    assert not OfflineExtractor()(text, at=parse_time("2021-03-01"), known=[]).successions


def test_a_hand_over_when_someone_retired_is_to_its_own_clauses_subject() -> None:
    text = (
        "Cara Lind had been director of Kell Museum since 2001 . Ana Pell became chair of Kell Bank in 2015 and "
        "Bo Ekdal became director of Kell Museum when Cara Lind retired ."
    )
    found = OfflineExtractor()(text, at=parse_time("2021-03-01"), known=[]).successions
    assert [(one.new, one.old) for one in found] == [("Bo Ekdal", "Cara Lind")]


@pytest.mark.parametrize(
    "text",
    [
        "Bo Ekdal became director of Kell Museum in 2019 , when Ana Pell stepped down as chair of Kell Bank .",
        "Bo Ekdal became director of Kell Museum in 2019 after Ana Pell left Kell Bank .",
    ],
)
def test_a_leaving_in_a_clause_of_its_own_ends_nothing_of_the_names_before_it(text: str) -> None:
    ends = {
        frozenset((end.source, end.target)) for end in OfflineExtractor()(text, at=parse_time("2021"), known=[]).ends
    }
    assert ends == {frozenset(("Ana Pell", "Kell Bank"))}


def test_a_leaving_with_no_object_of_its_own_ends_what_the_clause_before_names() -> None:
    text = "Bo Ekdal took over Kell Museum in 2019 after Ana Pell left ."
    ends = {
        frozenset((end.source, end.target)) for end in OfflineExtractor()(text, at=parse_time("2021"), known=[]).ends
    }
    assert frozenset(("Kell Museum", "Ana Pell")) in ends


def test_a_leaving_told_with_a_pronoun_is_the_subjects_own() -> None:
    text = "Ana Pell joined Orsk Labs in 2015 after she left Kell Bank ."
    ends = {
        frozenset((end.source, end.target)) for end in OfflineExtractor()(text, at=parse_time("2021"), known=[]).ends
    }
    assert frozenset(("Ana Pell", "Kell Bank")) in ends


def test_a_role_held_formerly_ends_before_a_relative_clause_of_now_on_another_name(tmp_path) -> None:
    ties = _ties(tmp_path, "Ana Pell formerly led Project Mirra , which is based in Tanbel .")
    assert ties[("Ana Pell", "LED", "Project Mirra")][1] != "open"


@pytest.mark.parametrize(
    "text",
    [
        "Ana Pell's tenure as lead of Project Mirra ended in 2019 .",
        "Ana Pell's term as lead of Project Mirra came to an end in 2019 , when Bo Ek was appointed .",
    ],
)
def test_a_stint_said_to_have_ended_holds_until_then_not_from_then(tmp_path, text: str) -> None:
    ties = _ties(tmp_path, text)
    assert ties[("Ana Pell", "LEAD_OF", "Project Mirra")] == ("since always", "2019-01-01")
