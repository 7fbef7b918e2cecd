"""Fifty-first session: the day of a report is not the day of what it tells; a perfect tense says the tie its
past does; names given as a group's examples are the verb's objects; an ending verb inside a name ends nothing; a
career's next move ("before joining Y", "left for Y"); a stay's length after "where"; a loan for a season; a
successor described by another name ("former Flora player B")."""

from __future__ import annotations

import pytest

from c0lab._time import format_time, parse_time
from c0lab.extract import dated_phrases
from c0lab.extract.offline import OfflineExtractor

AT = parse_time("2025-02-01")


def _days(sentence: str) -> list[str]:
    return [format_time(moment) for _, moment, _ in dated_phrases(sentence, at=AT)]


@pytest.mark.parametrize(
    "sentence",
    [
        "Harbor Labs today announced that Bo Ek took over from Ana Lind as head of Project Kestrel in January 2021.",
        "Harbor Labs said yesterday that Bo Ek took over Project Kestrel in January 2021.",
        "Harbor Labs confirmed today that Bo Ek had taken over Project Kestrel in January 2021.",
    ],
)
def test_a_report_day_beside_another_date_dates_nothing(sentence: str) -> None:
    assert _days(sentence) == ["2021-01-01"]
    found = OfflineExtractor()(sentence, at=AT, known=[])
    held = [r for r in found.relations if r.type != "MENTIONED_WITH" and r.source == "Bo Ek"]
    assert held and all(format_time(r.valid_from) == "2021-01-01" for r in held)


@pytest.mark.parametrize(
    ("sentence", "day"),
    [
        ("Harbor Labs said today that Bo Ek became head of Project Kestrel.", "2025-02-01"),  # the report's day alone
        ("Bo Ek became head of Project Kestrel today, Harbor Labs said.", "2025-02-01"),
        ("Yesterday Bo Ek became head of Project Kestrel.", "2025-01-31"),
    ],
)
def test_a_day_said_alone_or_of_the_act_still_dates_it(sentence: str, day: str) -> None:
    assert _days(sentence) == [day]


def _ties(sentence: str) -> set[tuple[str, str, str]]:
    found = OfflineExtractor()(sentence, at=AT, known=[])
    return {(r.source, r.type, r.target) for r in found.relations if r.type != "MENTIONED_WITH"}


@pytest.mark.parametrize("have", ["has", "had"])
def test_a_perfect_tense_of_an_irregular_verb_says_the_tie_its_past_does(have: str) -> None:
    assert (
        _ties(f"Bo Ek {have} taken over Project Kestrel.")
        == _ties("Bo Ek took over Project Kestrel.")
        == {("Bo Ek", "TOOK_OVER", "Project Kestrel")}
    )


@pytest.mark.parametrize(
    "group",
    ["several European clubs including", "clubs such as", "several clubs, including", "numerous clubs, among them"],
)
def test_names_given_as_a_groups_examples_are_the_verbs_objects(group: str) -> None:
    ties = _ties(f"Jaap Stam played for {group} PSV Eindhoven, Lazio and Ajax.")
    assert ties == {("Jaap Stam", "PLAYED_FOR", club) for club in ("PSV Eindhoven", "Lazio", "Ajax")}


def test_a_comparison_with_like_is_no_group() -> None:
    assert ("Jaap Stam", "PLAYED_FOR", "Lazio") in _ties("Jaap Stam played for Lazio, like his brother Ugo Stam.")


def test_an_ending_verb_inside_a_name_ends_nothing() -> None:
    sentence = (
        "Bengt Holmström served as a professor at the Kellogg Graduate School of Management at Northwestern University."
    )
    assert OfflineExtractor()(sentence, at=AT, known=[]).ends == []
    ends = OfflineExtractor()("Ana Lind: Retired from Orsk Labs in 2019.", at=AT, known=[]).ends
    assert [(end.source, end.target) for end in ends] == [("Ana Lind", "Orsk Labs")]


def _spans(sentence: str) -> dict[tuple[str, str], tuple[str | None, str | None]]:
    found = OfflineExtractor()(sentence, at=AT, known=[])
    return {
        (r.type, r.target): (r.valid_from and format_time(r.valid_from), r.valid_to and format_time(r.valid_to))
        for r in found.relations
        if r.type != "MENTIONED_WITH"
    }


def test_the_next_club_after_before_joining_is_joined() -> None:
    assert _spans("Tomer Hemed played for Bnei Yehuda before joining Mallorca in 2011.") == {
        ("PLAYED_FOR", "Bnei Yehuda"): (None, "2011-01-01"),
        ("JOINED", "Mallorca"): ("2011-01-01", None),
    }
    assert ("JOINED", "Cy Yu") not in _spans("Tomer Hemed beat Bo Ek in the final before defeating Cy Yu.")


def test_left_for_a_club_is_a_move_to_it() -> None:
    assert _spans("In 2014 Tomer Hemed left for Almería.") == {("MOVED_TO", "Almería"): ("2014-01-01", None)}


@pytest.mark.parametrize(
    ("stay", "end"), [("where he played for three years", "2008"), ("where he spent two years", "2007")]
)
def test_a_stay_said_after_where_ends_the_tie_before(stay: str, end: str) -> None:
    assert _spans(f"Steve Guppy joined Montrose in 2005, {stay}.") == {
        ("JOINED", "Montrose"): ("2005-01-01", f"{end}-01-01")
    }


def test_anothers_stay_after_where_ends_nothing() -> None:
    assert _spans("Steve Guppy joined Montrose in 2005, where his brother played for three years.")[
        ("JOINED", "Montrose")
    ] == ("2005-01-01", None)


def test_a_loan_for_a_season_holds_through_it() -> None:
    assert _spans("Tomer Hemed was loaned to Bnei Yehuda for the 2008 season.") == {
        ("LOANED_TO", "Bnei Yehuda"): ("2008-01-01", "2009-01-01")
    }
    assert _spans("Tomer Hemed was loaned to Bnei Yehuda in the 2008 season.") == {
        ("LOANED_TO", "Bnei Yehuda"): ("2008-01-01", None)
    }


def test_a_successor_described_by_a_club_is_the_successor() -> None:
    found = OfflineExtractor()(
        "In 2010, Tarmo Rüütli was replaced by former Flora player Martin Reim.", at=AT, known=[]
    )
    assert [(s.new, s.old) for s in found.successions] == [("Martin Reim", "Tarmo Rüütli")]
