"""Fifty-first session: the day of a report is not the day of what it tells; a perfect tense says the tie its past
does; names given as a group's examples are the verb's objects; an ending verb inside a name ends nothing; a
career's next move ("before joining Y"); a stay's length after "where"; a loan for a season; a successor described
by another name ("former Flora player B"); an answer to "who was in charge of X?"; a post credited to its poster
("(posted by X)"); a later text's "A stepped aside, and B took over" (or "stepped into the role") hands on what A
left; a table of who held a role of its caption's thing, and when; "B has been our X lead since 2019; A had it from
2016 until then"; comma-separated rows; a leaving to come; a post asked "still" held and denied ended before the
interview."""

from __future__ import annotations

import pytest

from c0lab._time import format_time, parse_time
from c0lab.extract import dated_phrases
from c0lab.extract.answers import answered
from c0lab.extract.offline import OfflineExtractor
from c0lab.memory.memory import Memory

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
        ("Harbor Labs said today that Bo Ek, who joined it in 2019, heads Project Kestrel.", "2025-02-01"),
    ],
)
def test_a_day_said_alone_or_of_the_act_still_dates_it(sentence: str, day: str) -> None:
    assert _days(sentence)[0] == day  # a date in a relative clause dates that clause only


def _ties(sentence: str) -> set[tuple[str, str, str]]:
    found = OfflineExtractor()(sentence, at=AT, known=[])
    return {(r.source, r.type, r.target) for r in found.relations if r.type != "MENTIONED_WITH"}


@pytest.mark.parametrize("have", ["has", "had"])
def test_a_perfect_tense_of_an_irregular_verb_says_the_tie_its_past_does(have: str) -> None:
    assert _ties(f"Bo Ek {have} taken Harbor Labs to court.") == set()
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


def test_a_length_of_time_or_a_comparison_is_no_group() -> None:
    assert _ties("Bo Ek played for Ajax for many seasons, like Frank de Boer.") == {("Bo Ek", "PLAYED_FOR", "Ajax")}
    assert _ties("Bo Ek worked for Harbor Labs on projects including Kestrel and Osprey.") == {
        ("Bo Ek", "WORKED_FOR", "Harbor Labs")
    }


def test_an_ending_verb_inside_a_name_ends_nothing() -> None:
    sentence = (
        "Bengt Holmström served as a professor at the Kellogg Graduate School of Management at Northwestern University."
    )
    assert OfflineExtractor()(sentence, at=AT, known=[]).ends == []
    ends = OfflineExtractor()("Ana Lind: Retired from Orsk Labs in 2019.", at=AT, known=[]).ends
    assert [(end.source, end.target) for end in ends] == [("Ana Lind", "Orsk Labs")]


def _spans(sentence: str) -> dict[tuple[str, str, str], tuple[str | None, str | None]]:
    found = OfflineExtractor()(sentence, at=AT, known=[])
    return {
        (r.source, r.type, r.target): (
            r.valid_from and format_time(r.valid_from),
            r.valid_to and format_time(r.valid_to),
        )
        for r in found.relations
        if r.type != "MENTIONED_WITH"
    }


def test_the_next_club_after_before_joining_is_joined() -> None:
    assert _spans("Tomer Hemed played for Bnei Yehuda before joining Mallorca in 2011.") == {
        ("Tomer Hemed", "PLAYED_FOR", "Bnei Yehuda"): (None, "2011-01-01"),
        ("Tomer Hemed", "JOINED", "Mallorca"): ("2011-01-01", None),
    }
    assert ("Tomer Hemed", "MARRIED", "Ana Lind") in _spans(
        "Tomer Hemed played for Bnei Yehuda before marrying Ana Lind."
    )
    assert not [tie for tie in _spans("Tomer Hemed beat Bo Ek in the final before defeating Cy Yu.") if "Cy Yu" in tie]


@pytest.mark.parametrize(
    ("stay", "end"),
    [
        ("where he played for three years", "2008"),
        ("where he spent two years", "2007"),
        ("where he stayed three years", "2008"),
    ],
)
def test_a_stay_said_after_where_ends_the_tie_before(stay: str, end: str) -> None:
    assert _spans(f"Steve Guppy joined Montrose in 2005, {stay}.") == {
        ("Steve Guppy", "JOINED", "Montrose"): ("2005-01-01", f"{end}-01-01")
    }


@pytest.mark.parametrize(
    "other", ["where his brother played for three years", "where he spent two years as an intern before becoming chair"]
)
def test_anothers_stay_or_a_stay_that_goes_on_ends_nothing(other: str) -> None:
    spans = _spans(f"Steve Guppy joined Montrose in 2005, {other}.")
    assert spans[("Steve Guppy", "JOINED", "Montrose")] == ("2005-01-01", None)


def test_a_loan_for_a_season_holds_through_it() -> None:
    assert _spans("Tomer Hemed was loaned to Bnei Yehuda for the 2008 season.") == {
        ("Tomer Hemed", "LOANED_TO", "Bnei Yehuda"): ("2008-01-01", "2009-01-01")
    }
    assert _spans("Tomer Hemed was loaned to Bnei Yehuda in the 2008 season.") == {
        ("Tomer Hemed", "LOANED_TO", "Bnei Yehuda"): ("2008-01-01", None)
    }
    returned = _spans("Tomer Hemed returned to Bnei Yehuda for the 2010 season and stayed until 2015.")
    assert returned == {("Tomer Hemed", "RETURNED_TO", "Bnei Yehuda"): ("2010-01-01", "2016-01-01")}


def test_a_successor_described_by_a_club_is_the_successor() -> None:
    found = OfflineExtractor()(
        "In 2010, Tarmo Rüütli was replaced by former Flora player Martin Reim.", at=AT, known=[]
    )
    assert [(s.new, s.old) for s in found.successions] == [("Martin Reim", "Tarmo Rüütli")]
    founder = OfflineExtractor()("In 2010, Harbor Labs founder Ana Lind was succeeded by Bo Ek.", at=AT, known=[])
    assert [(s.new, s.old, s.objects) for s in founder.successions] == [("Bo Ek", "Ana Lind", ("Harbor Labs",))]


@pytest.mark.parametrize("taken", [" and Bo Ek took over", ", and Bo Ek stepped into the role"])
def test_a_later_texts_leaving_and_taking_over_hands_on_what_was_left(taken: str) -> None:
    reader = OfflineExtractor()
    reader("Project Zenri is led by Ana Lind.", at=parse_time("2023-05-01"), known=[])
    found = reader(f"Ana Lind stepped aside in February 2024{taken}.", at=AT, known=["Project Zenri", "Ana Lind"])
    assert [(s.new, s.old, s.objects, format_time(s.at)) for s in found.successions] == [
        ("Bo Ek", "Ana Lind", ("Project Zenri",), "2024-02-01")
    ]


def test_an_answer_to_who_was_in_charge_says_the_question() -> None:
    said = answered("Q. Who was in charge of Project Tanphacor?\nA. Lomir Elmirbel.").split("\n")[1]
    assert said == "Lomir Elmirbel was in charge of Project Tanphacor."


def test_a_post_credited_to_its_poster_is_theirs_in_the_first_person() -> None:
    text = "Thrilled to share that as of January 2015 I'm the lead of Project Gritansha! (posted by Solix Solfen)"
    found = OfflineExtractor()(text, at=AT, known=[])
    assert [(r.source, r.target) for r in found.relations if r.type == "LEAD_OF"] == [
        ("Solix Solfen", "Project Gritansha")
    ]


def test_a_table_of_who_held_a_role_of_its_captions_thing_and_when() -> None:
    text = (
        "Leads of Project Solfenzen:\n| Role | Name | Since | Until |\n|---|---|---|---|\n"
        "| Lead | Lummir Moshabri | early 2022 | (current) |\n"
        "| Former lead | Zenshaor Nyixgri | early 2015 | early 2022 |"
    )
    assert _spans(text) == {
        ("Lummir Moshabri", "LEAD_OF", "Project Solfenzen"): ("2022-02-15", None),
        ("Zenshaor Nyixgri", "LEAD_OF", "Project Solfenzen"): ("2015-02-15", "2022-02-15"),
    }


def test_a_role_said_after_its_project_and_who_had_it_before() -> None:
    text = "Fenzengri Orquabel has been our Project Varve lead since 2019; Nylo Mobri had it from 2016 until then."
    assert _spans(text) == {
        ("Fenzengri Orquabel", "LEAD_OF", "Project Varve"): ("2019-01-01", None),
        ("Nylo Mobri", "LEAD_OF", "Project Varve"): ("2016-01-01", "2019-01-01"),
    }


def test_comma_separated_rows_of_who_held_a_role_of_a_thing_and_when() -> None:
    text = (
        "project,role,person,from,until\nProject Ullumpha,lead,Vocortes Nyix,2016,2022\n"
        "Project Ullumpha,lead,Ulmir Mosha,2022,"
    )
    assert _spans(text) == {
        ("Vocortes Nyix", "LEAD_OF", "Project Ullumpha"): ("2016-01-01", "2023-01-01"),
        ("Ulmir Mosha", "LEAD_OF", "Project Ullumpha"): ("2022-01-01", None),
    }


def test_a_leaving_to_come_ends_nothing_yet() -> None:
    reader = OfflineExtractor()
    reader("Jane Roe leads Acme Corp.", at=parse_time("2023-05-01"), known=[])
    found = reader("Jane Roe said she would step down at the end of the year.", at=AT, known=["Jane Roe", "Acme Corp"])
    assert found.ends == []


def test_a_post_asked_still_held_and_denied_ended_before_the_interview(tmp_path) -> None:
    memory = Memory.open(str(tmp_path), embedder=None)
    memory.ingest(
        "Q: Is Piet Varn still chairman of the Orsk Trust? A: No, he retired last year. "
        "The trust is now led by Sela Imre.",
        at="2024-02-15",
    )
    context = memory.walk("Who leads the Orsk Trust now?").context
    current = context.split("Current facts")[1].split("No longer true:")[0]
    assert "Sela Imre" in current and "Piet Varn" not in current
    assert "- [ended 2023, retired] Piet Varn chairman of Orsk Trust" in context


def test_what_the_later_rules_leave_alone() -> None:
    """A reviewer's cases: a leaving done beside one to come, "had it" of no role, a table under a line of prose."""
    reader = OfflineExtractor()
    reader("Jane Roe leads Acme Corp.", at=parse_time("2023-05-01"), known=[])
    found = reader("Jane Roe quit Acme Corp in March 2024; John Doe will quit in May.", at=AT, known=["Jane Roe"])
    assert [(end.source, end.target) for end in found.ends] == [("Jane Roe", "Acme Corp")]
    assert ("Ana Lind", "HEAD_OF", "Acme") not in _ties("Bo Ek is head of Acme; Ana Lind had it stolen last year.")
    table = "Here is what I found in the old wiki.\n| Role | Name | Since | Until |\n| Lead | Bo Ek | 2019 | |"
    assert not [tie for tie in _spans(table) if tie[2] == "Here"]


def test_a_post_asked_still_held_and_confirmed_is_held_now(tmp_path) -> None:
    memory = Memory.open(str(tmp_path), embedder=None)
    memory.ingest("Q: Is Piet Varn still chairman of the Orsk Trust? A: Yes, and he has no plans to retire.")
    context = memory.walk("Who chairs the Orsk Trust?").context
    assert "- Piet Varn chairman of Orsk Trust" in context.split("Current facts")[1]
