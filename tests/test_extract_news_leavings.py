"""News English of leavings and gapped roles (issue 24, the extractor on wording it never saw): a death "on
Tuesday", a deed that outlives its doer, a second role said with its verb left out."""

from __future__ import annotations

from c0lab._reading import phrases
from c0lab._time import format_time, parse_time
from c0lab.extract.dates import dated_phrases
from tests._ties import read_ties


def test_a_weekday_after_on_is_the_latest_one_by_the_texts_day():
    at = parse_time("2020-01-09")  # a Thursday
    found = dated_phrases("Ana Roe died on Tuesday.", at=at)
    assert [format_time(moment)[:10] for _, moment, _ in found] == ["2020-01-08"]  # ended by the end of the 7th
    assert dated_phrases("Shares fell on Black Friday.", at=at) == []
    assert dated_phrases("Ana Roe appeared on Saturday Night Live.", at=at) == []  # a show's name
    assert dated_phrases("Ana Roe will take charge on Monday.", at=at) == []  # the Monday to come
    assert dated_phrases("Ana Roe presented the show on Sunday evenings.", at=at) == []  # a habit
    assert dated_phrases("Orvik announced on Tuesday that Ana Roe has succeeded Bo Ek.", at=at) == []  # a report's
    assert [m.group() for m in phrases("who has been on saturday night live the longest as of 2017")] == ["as of 2017"]
    dated = dated_phrases("Ana Roe died on Tuesday, 7 January 2020.", at=at)
    assert [format_time(moment)[:10] for _, moment, _ in dated] == ["2020-01-07"]  # the day said, once


def test_a_death_told_after_an_apposed_role_ends_it_on_its_day():
    ties = read_ties("Ana Roe, chief executive of Orvik Foods, died on Tuesday.")  # written on Wednesday 1 January
    assert ties[("Ana Roe", "CHIEF_EXECUTIVE_OF", "Orvik Foods")] == (None, "2020-01-01")


def test_a_death_ends_what_one_held_not_what_one_did():
    founded = read_ties("Ana Roe, who founded Orvik Foods in 1990, died in March 2019.")
    assert founded[("Ana Roe", "FOUNDED", "Orvik Foods")] == ("1990-01-01", None)
    wrote = read_ties("Ana Roe wrote Blue Nights in 1990. Ana Roe died in 2019.")  # the death told on its own
    assert wrote[("Ana Roe", "WROTE", "Blue Nights")] == ("1990-01-01", None)
    produced = read_ties("Ana Roe, who produced Newsnight from 2010, died in March 2019.")  # a stint, held
    assert produced[("Ana Roe", "PRODUCED", "Newsnight")] == ("2010-01-01", "2019-04-01")
    published = read_ties("Ana Roe, publisher of the Orvik Times, died in 2019.")  # a post
    assert published[("Ana Roe", "PUBLISHER_OF", "Orvik Times")] == (None, "2020-01-01")
    led = read_ties("Ana Roe, who has led Orvik Foods since 1990, died in March 2019.")
    assert led[("Ana Roe", "LED", "Orvik Foods")] == ("1990-01-01", "2019-04-01")


def test_a_second_role_said_with_its_verb_left_out_is_the_second_holders():
    for text in (
        "Ana Roe was appointed chairman of Orvik Foods and Piet Arno chief executive in 2019.",
        "Ana Roe was named chairman of Orvik Foods in 2019, and Piet Arno chief executive.",
    ):
        ties = read_ties(text)
        assert ("Piet Arno", "CHIEF_EXECUTIVE_OF", "Orvik Foods") in ties, text
        assert ("Ana Roe", "CHAIRMAN_OF", "Piet Arno") not in ties, text  # base: the first role's, at a person
    listed = read_ties("Ana Roe chairs Orvik Foods, and Tern Bank.")
    assert ("Ana Roe", "CHAIRS", "Tern Bank") in listed  # a listed object still shares the verb


def test_the_day_of_a_report_is_no_start_of_the_role_apposed_before_it():
    for text in (
        "Ulla Nes, chairman of Lumo Robotics, said on 3 May 2019 that profits rose.",  # base: chairman since 3 May
        "Ulla Nes, chairman of Lumo Robotics, announced her retirement on Monday.",
    ):
        assert read_ties(text)[("Ulla Nes", "CHAIRMAN_OF", "Lumo Robotics")] == (None, None), text
    since = read_ties("Ulla Nes, chairman of Lumo Robotics since 2012, said on Monday that profits rose.")
    assert since[("Ulla Nes", "CHAIRMAN_OF", "Lumo Robotics")] == ("2012-01-01", None)
    assert read_ties("Ulla Nes, chairman of Lumo Robotics, from 2012.")[("Ulla Nes", "CHAIRMAN_OF", "Lumo Robotics")][0]


def test_a_future_reported_with_no_year_said_is_a_plan():
    for text in (
        "Vassel Energy said in June that Nora Lie would join Vassel Energy as chief financial officer.",
        "Vassel Energy told investors on Monday that Nora Lie would join Vassel Energy.",
    ):
        assert {kind for _, kind, _ in read_ties(text)} <= {"MENTIONED_WITH"}, text


def test_a_role_said_with_its_after_and_is_held_at_the_thing_before():
    ties = read_ties("Per Olsen founded Brekke Group in 1990 and was its chairman until 2005.")
    assert ties[("Per Olsen", "CHAIRMAN_OF", "Brekke Group")] == (None, "2006-01-01")
    assert ties[("Per Olsen", "FOUNDED", "Brekke Group")] == ("1990-01-01", None)
    later = read_ties("Ada Lund joined Norvik Foods in 2001, and later became its chief financial officer in 2008.")
    assert later[("Ada Lund", "CHIEF_FINANCIAL_OFFICER_OF", "Norvik Foods")] == ("2008-01-01", None)
    other = read_ties("Per Olsen founded Brekke Group and was the chairman of Norvik Foods.")
    assert ("Per Olsen", "CHAIRMAN_OF", "Brekke Group") not in other  # a role at another thing


def test_a_death_in_memory_ends_the_post_and_keeps_the_founding(tmp_path):
    from c0lab import Memory

    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.ingest("Per Olsen founded Brekke Group in 1990 and was its chairman. He died in 2010.", at="2023-06-01")
        founded = mem.walk("Who founded Brekke Group?").context.splitlines()
        assert "- Per Olsen founded Brekke Group (since 1990)" in founded  # base: "[ended 2011-01-01, died]"
        assert any(line.startswith("- [ended 2011-01-01, died] Per Olsen chairman of") for line in founded)


def test_posts_given_to_two_in_turn_are_each_holders():
    for text in (
        "Orvik Foods appointed Ana Roe chairman and Piet Arno chief executive in 2019.",
        "Orvik Foods named Ana Roe as chairman and Piet Arno as chief executive in 2019.",
    ):
        ties = read_ties(text)
        assert ties[("Ana Roe", "CHAIRMAN_OF", "Orvik Foods")] == ("2019-01-01", None), text
        assert ties[("Piet Arno", "CHIEF_EXECUTIVE_OF", "Orvik Foods")] == ("2019-01-01", None), text
        assert not any(
            {source, end} == {"Ana Roe", "Piet Arno"} for source, kind, end in ties if kind != "MENTIONED_WITH"
        )


def test_a_leaving_told_after_an_apposed_role_with_no_date_is_by_the_texts_day():
    for text in (
        "Ana Roe, the chief executive of Orvik Foods, has resigned.",
        "Ana Roe, chief executive of Orvik Foods, died.",
    ):
        assert read_ties(text)[("Ana Roe", "CHIEF_EXECUTIVE_OF", "Orvik Foods")] == (None, "2020-01-01"), text
    retiring = read_ties("Ana Roe, who has led Orvik Foods since 2011, is retiring.")  # one to come
    assert retiring[("Ana Roe", "LED", "Orvik Foods")] == ("2011-01-01", None)


def test_news_ledes_of_posts_taken_and_left():
    since = read_ties("Harald Venn founded Kestrel Shipping in 1990 and has been its chairman since then.")
    assert since[("Harald Venn", "CHAIRMAN_OF", "Kestrel Shipping")] == ("1990-01-01", None)
    replaced = read_ties(
        "Mira Tolland stepped down as chairman of Kestrel Shipping in May 2019 and was replaced by Lena Coyle."
    )
    assert ("Kestrel Shipping", "CHAIRMAN_OF", "Lena Coyle") not in replaced  # base: the newcomer "ended" a junk tie
    named = read_ties("Kestrel Shipping named Lena Coyle, its finance director, as interim chief executive.")
    assert ("Lena Coyle", "CHIEF_EXECUTIVE_OF", "Kestrel Shipping") in named
