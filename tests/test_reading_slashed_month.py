"""A month as forms and records write it: "7/2018", "07/2018" ("Current licence: Ottavi licence, effective 7/2018").
Before, it was refused as a date and a record's licence change went undated."""

from __future__ import annotations

import pytest

from c0lab import BadDateError
from c0lab._reading import find_time, read_time


@pytest.mark.parametrize(("said", "read"), [("7/2018", "July 2018 (month)"), ("07/2018", "July 2018 (month)")])
def test_a_month_written_as_forms_write_it_is_that_month(said, read):
    assert read_time(said).describe() == read
    assert find_time(f"Licence: Ottavi licence, effective {said}").describe() == read


def test_a_thirteenth_month_is_one_line():
    with pytest.raises(BadDateError, match="not a month on the calendar"):
        read_time("13/2018")
