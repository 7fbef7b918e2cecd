"""A month as forms and records write it: "7/2018", "07/2018" ("Current licence: Ottavi licence, effective 7/2018"),
and a CV's entries said period first ("7/2008 – 6/2012: Mayor of Dunmore", under a title or a name above
"Experience"). Before, the month was refused as a date and such entries named no holder (a stranger's try)."""

from __future__ import annotations

import pytest

from c0lab import BadDateError
from c0lab._reading import find_time, read_time
from tests._ties import read_ties


@pytest.mark.parametrize(("said", "read"), [("7/2018", "July 2018 (month)"), ("07/2018", "July 2018 (month)")])
def test_a_month_written_as_forms_write_it_is_that_month(said, read):
    assert read_time(said).describe() == read
    assert find_time(f"Licence: Ottavi licence, effective {said}").describe() == read


def test_a_thirteenth_month_is_one_line():
    with pytest.raises(BadDateError, match="not a month on the calendar"):
        read_time("13/2018")


@pytest.mark.parametrize(
    "text",
    [
        "Helena Marsh – CV\n7/2008 – 6/2012: Mayor of Dunmore.\n2012 – present: Chair of the Dunmore Chamber.",
        "Helena Marsh\nExperience\n7/2008 – 6/2012: Mayor of Dunmore.\n2012 – present: Chair of the Dunmore Chamber.",
    ],
)
def test_a_cv_entry_said_period_first_is_its_subjects_role(text):
    ties = read_ties(text)
    assert ties[("Helena Marsh", "MAYOR_OF", "Dunmore")] == ("2008-07-01", "2012-07-01")
    assert ties[("Helena Marsh", "CHAIR_OF", "Dunmore Chamber")] == ("2012-01-01", None)
