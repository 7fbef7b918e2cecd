"""A locative clause restated keeps its tense and its time (review rev6, HIGH 6–7; hand-made names): "was home to X
until 1990" is no present home, and "called X home for dinner" is no home at all."""

from __future__ import annotations

import pytest

from c0lab.extract.locatives import locatives


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Dellmoor was home to Orvel Trust until 1990.", "Orvel Trust had its home in Dellmoor until 1990."),
        (
            "Orvel Trust, whose offices were in Dellmoor until 1990, moved to Selby.",
            "Orvel Trust had its offices in Dellmoor until 1990.",
        ),
        ("Dellmoor is home to Orvel Trust.", "Orvel Trust has its home in Dellmoor."),
        (
            "Orvel Trust called Dellmoor home from 1950 to 1990.",
            "Orvel Trust had its home in Dellmoor from 1950 to 1990.",
        ),
    ],
)
def test_a_restated_locative_keeps_its_tense_and_time(text: str, said: str) -> None:
    assert locatives(text).endswith(said)


def test_calling_someone_home_is_no_home() -> None:
    text = "Ada Lo called Ivo Marsh home for dinner."
    assert locatives(text) == text


def test_a_home_of_two_owners_until_a_year_keeps_its_end() -> None:
    said = locatives("Dellmoor was home to Orvel Trust and Selby Mills until 1990.")
    assert said.endswith("Orvel Trust had its home in Dellmoor until 1990.")  # rev7 MED 5
    assert locatives("Dellmoor is home to the Orvel Trust.").endswith("Orvel Trust has its home in Dellmoor.")
