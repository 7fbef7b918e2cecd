"""A share of a period as a historian writes it: "the first half of 2018", "the second half of the 18th century",
"the last quarter of the 1800s"; and two decades joined ("the 1710s and 1720s"). Before, the share was dropped
and the whole period read."""

from __future__ import annotations

import pytest

from c0lab import BadDateError, Memory
from c0lab._reading import find_time, read_time
from tests._ties import read_ties


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("the first half of 2018", "January 2018 to June 2018 (month)"),
        ("the second half of 2018", "July 2018 to December 2018 (month)"),
        ("the first half of the 18th century", "1700 to 1749 (year)"),
        ("the latter half of the eighteenth century", "1750 to 1799 (year)"),
        ("the last quarter of the 1800s", "1875 to 1899 (year)"),
        ("the second half of the 1990s", "1995 to 1999 (year)"),
        ("the first third of 1543", "January 1543 to April 1543 (month)"),
        ("the third quarter of 2020", "Q3 2020 (quarter)"),
    ],
)
def test_a_share_of_a_period_is_read_as_that_share(said, read):
    assert read_time(said).describe() == read


@pytest.mark.parametrize(
    ("question", "read"),
    [
        ("Who ruled Orvik in the first half of the 18th century?", "1700 to 1749 (year)"),
        ("who led the Orsk Club during the second half of 2019?", "July 2019 to December 2019 (month)"),
        ("who was Warden of Orvik in the 1710s and 1720s?", "the 1710s to the 1720s (decade)"),
    ],
)
def test_a_question_reads_the_share_or_the_joined_decades(question, read):
    assert find_time(question).describe() == read


def test_a_share_a_period_has_not_is_one_line():
    with pytest.raises(BadDateError, match="no fourth part"):
        read_time("the fourth half of 2018")


def test_the_walk_answers_with_the_holder_of_the_share_asked(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.add_concept("Warden of Orvik", "Keeper of the Orvik tower.")
        for name in ("Ada Lo", "Bo Ek"):
            memory.add_concept(name)
        memory.relate("Ada Lo", "HELD_OFFICE_AS", "Warden of Orvik", valid_from="1700", valid_to="1748")
        memory.relate("Bo Ek", "HELD_OFFICE_AS", "Warden of Orvik", valid_from="1760", valid_to="1799")
        late = memory.walk("Who was Warden of Orvik in the second half of the 18th century?").context
        first = next(line for line in late.splitlines() if line.startswith("- "))
        assert "Bo Ek" in first and "Ada Lo" not in first
        early = memory.walk("Who was Warden of Orvik in the first half of the 18th century?").context
        first = next(line for line in early.splitlines() if line.startswith("- "))
        assert "Ada Lo" in first


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("the last quarter of 2020", "October 2020 to December 2020 (month)"),
        ("the final quarter of 2020", "October 2020 to December 2020 (month)"),
        ("the first half of May 2018", "May 2018 (month)"),  # no half of a month: the month, never an error
        ("the first half of Q3 2020", "Q3 2020 (quarter)"),  # three months do not halve by month: the quarter
    ],
)
def test_a_share_that_does_not_split_by_its_unit_reads_the_whole_period_and_a_last_quarter_is_read(said, read):
    assert read_time(said).describe() == read


def test_a_text_keeps_the_date_of_a_share_it_cannot_split():
    assert read_ties("In the first half of May 2018, Ana Pell joined Orsk Labs.")[
        ("Ana Pell", "JOINED", "Orsk Labs")
    ] == ("2018-05-01", None)
    assert read_ties("In the last quarter of 2019, Ana Pell joined Orsk Labs.")[
        ("Ana Pell", "JOINED", "Orsk Labs")
    ] == ("2019-10-01", None)
