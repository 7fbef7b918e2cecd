"""A career begun in a club's youth ranks ("came through the youth academy of X", "rose through the ranks at X") is
the first stint, as "began his career at X" says it (before: a co-mention only)."""

from __future__ import annotations

import pytest

from c0lab.extract.stints import first

from ._ties import read_ties


@pytest.mark.parametrize(
    "text",
    [
        "Lee Nogan came through the youth academy of Oxford United in 1987.",
        "Lee Nogan came through the ranks at Oxford United in 1987.",
        "Lee Nogan rose through the youth system of Oxford United in 1987.",
    ],
)
def test_a_career_begun_in_a_youth_academy_is_the_first_stint(text: str) -> None:
    assert read_ties(text)[("Lee Nogan", "BEGAN_AT", "Oxford United")] == ("1987-01-01", None)
    assert first("BEGAN_AT")


def test_walking_through_a_place_is_no_stint() -> None:
    assert ("Lee Nogan", "BEGAN_AT", "Oxford") not in read_ties("Lee Nogan walked through the streets of Oxford.")
