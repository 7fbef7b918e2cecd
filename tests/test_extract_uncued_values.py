"""A later value said without a cue word corrects the earlier one when its noun is carried by a light noun ("a …
system project", "a … system effort") or given after a colon or an equals sign ("X: salt battery system")."""

from __future__ import annotations

import pytest

from c0lab._time import parse_time
from c0lab.extract.offline import OfflineExtractor
from c0lab.extract.values import said_values

FIRST = "Project Varve is building a fog harvesting system."


@pytest.mark.parametrize(
    "later",
    [
        "Project Varve now describes itself as a salt battery system project.",
        "Project Varve is a salt battery system effort.",
        "Project Varve: salt battery system, per their site.",
    ],
)
def test_a_later_different_value_corrects_without_a_cue(later: str) -> None:
    extractor = OfflineExtractor()
    extractor(FIRST, at=parse_time("2021-01-01"), known=[])
    found = extractor(later, at=parse_time("2022-01-01"), known=["Project Varve"])
    assert [correction.name for correction in found.corrections] == ["Project Varve"]


def test_the_value_is_the_noun_the_light_noun_carries() -> None:
    spans = [(0, 13, "Project Varve")]
    said = said_values("Project Varve is a salt battery system project.", spans, subject=None)
    assert said == {("Project Varve", "system"): "salt battery"}
    noted = said_values("Project Varve: salt battery system, per their site.", spans, subject=None)
    assert noted == {("Project Varve", "system"): "salt battery"}


def test_the_same_value_again_and_a_name_after_a_colon_correct_nothing() -> None:
    extractor = OfflineExtractor()
    extractor(FIRST, at=parse_time("2021-01-01"), known=[])
    again = extractor("Project Varve: fog harvesting system, per their site.", at=parse_time("2022-01-01"), known=[])
    assert again.corrections == []
    assert said_values("Owner: Orsk Labs.", [(7, 16, "Orsk Labs")], subject="Project Varve") == {}


def _values(sentence: str, names: list[str]) -> dict[tuple[str, str], str]:
    return said_values(sentence, [(sentence.index(n), sentence.index(n) + len(n), n) for n in names], subject=None)


def test_a_name_after_a_preposition_does_not_own_the_value_said_after_it() -> None:
    overseen = "Project Varve is overseen by Orsk Labs, and its engineers are working on a fog harvesting system."
    assert _values(overseen, ["Project Varve", "Orsk Labs"]) == {  # the subject's, and the nearest name's as before
        ("Project Varve", "system"): "fog harvesting",
        ("Orsk Labs", "system"): "fog harvesting",
    }
    said = "Orsk Labs said on Tuesday that Project Varve is developing a salt battery system."
    assert _values(said, ["Orsk Labs", "Project Varve"]) == {("Project Varve", "system"): "salt battery"}


def test_a_value_first_said_after_a_preposition_is_corrected_by_a_later_one_of_the_subject() -> None:
    extractor = OfflineExtractor()
    first = "Project Varve is overseen by Orsk Labs, and its engineers are working on a fog harvesting system."
    extractor(first, at=parse_time("2021-01-01"), known=[])
    found = extractor("Project Varve now builds a salt battery system.", at=parse_time("2022-01-01"), known=[])
    assert [correction.name for correction in found.corrections] == ["Project Varve"]


def test_a_value_before_a_participle_is_read() -> None:
    reviewed = "Item 1: the board reviewed Project Varve, the fog harvesting system programme run by the group."
    assert _values(reviewed, ["Project Varve"]) == {("Project Varve", "system"): "fog harvesting"}
    administered = "Project Varve is a fog harvesting system project administered by Orsk Labs."
    assert _values(administered, ["Project Varve", "Orsk Labs"]) == {("Project Varve", "system"): "fog harvesting"}


def test_a_value_added_to_the_first_corrects_nothing() -> None:
    extractor = OfflineExtractor()
    extractor(FIRST, at=parse_time("2021-01-01"), known=[])
    also = extractor("Project Varve also tests a salt battery system.", at=parse_time("2022-01-01"), known=[])
    assert also.corrections == []  # before, a correction of Project Varve


@pytest.mark.parametrize(
    ("first", "later"),
    [
        (
            "Project Varve is building a salt battery system.",
            "Project Varve began in 2015 as a fog harvesting system project.",
        ),
        (
            "Project Varve is building a salt battery system.",
            "Originally, Project Varve was a fog harvesting system effort.",
        ),
        (
            "Project Varve runs a fog harvesting system and a water storage system.",
            "Engineers at Project Varve said the water storage system failed in March.",
        ),
    ],
)
def test_a_past_value_or_another_thing_s_state_corrects_nothing(first: str, later: str) -> None:
    extractor = OfflineExtractor()
    extractor(first, at=parse_time("2021-01-01"), known=[])
    assert extractor(later, at=parse_time("2022-01-01"), known=[]).corrections == []


def test_a_word_of_adding_in_another_clause_does_not_stop_a_correction() -> None:
    extractor = OfflineExtractor()
    extractor(FIRST, at=parse_time("2021-01-01"), known=[])
    later = extractor(
        "Unlike other groups, Project Varve now builds a salt battery system.", at=parse_time("2022"), known=[]
    )
    assert [correction.name for correction in later.corrections] == ["Project Varve"]
