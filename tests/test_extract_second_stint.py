"""A tie held twice in one sentence ("… from 1648 to 1652 and again from 1660 to 1664"), and a hedged start of a
range ("from c. 1650 to 1655") that keeps its end."""

from __future__ import annotations

from c0lab._time import format_time, parse_time
from c0lab.extract.dates import dated_phrases
from c0lab.extract.offline import OfflineExtractor


def test_a_clause_saying_again_with_its_dates_is_a_second_stint():
    found = OfflineExtractor()(
        "Karl Brandt was Mayor of Haarlem from 1648 to 1652 and again from 1660 to 1664.",
        at=parse_time("2020"),
        known=[],
    )
    stints = sorted(
        (format_time(r.valid_from), format_time(r.valid_to)) for r in found.relations if r.type == "MAYOR_OF"
    )
    assert stints == [("1648-01-01", "1653-01-01"), ("1660-01-01", "1665-01-01")]


def test_again_without_dates_of_its_own_adds_nothing():
    found = OfflineExtractor()(
        "Karl Brandt was Mayor of Haarlem from 1648 to 1652, and again later.", at=parse_time("2020"), known=[]
    )
    assert len([r for r in found.relations if r.type == "MAYOR_OF"]) == 1


def test_a_hedged_start_opens_a_range_its_end_closes():
    for said in ("from c. 1650 to 1655", "from circa 1650 to 1655", "from around 1950 to 1955"):
        roles = [role for _, _, role in dated_phrases(said, at=parse_time("2020"))]
        assert roles == ["start", "end"], said
    ends = [format_time(moment) for _, moment, role in dated_phrases("from c. 1650 to 1655", at=parse_time("2020"))]
    assert ends == ["1650-01-01", "1656-01-01"]


def test_terms_served_as_a_title_are_that_post():
    found = OfflineExtractor()(
        "Karl Brandt served two terms as Mayor of Haarlem, from 1648 to 1652 and again from 1660 to 1664.",
        at=parse_time("2020"),
        known=[],
    )
    assert (
        len([r for r in found.relations if (r.source, r.type, r.target) == ("Karl Brandt", "MAYOR_OF", "Haarlem")]) == 2
    )
