"""Readings an outside reviewer found wrong, each on a hand-made text (names no bench family uses): what a successor
in commas does, a birth or a home beside a succession, a leaving of a place, a life date in a role's bracket, "before
me" in an interview, a couple's wedding said with no "were". Each test fails when its reading is removed."""

from __future__ import annotations

import tempfile

from c0lab import Memory
from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor


def read(text, at="2021-03-01"):
    return OfflineExtractor()(text, at=parse_time(at), known=[])


def typed(found, source, target):
    return [r for r in found.relations if (r.source, r.target) == (source, target) and r.type != "MENTIONED_WITH"]


def day(moment):
    return None if moment is None else format_time(moment)[:10]


def ingested(kind, *texts):
    """The versions of ``kind`` a fresh memory holds after ingesting ``texts``, in order."""
    with tempfile.TemporaryDirectory() as folder:
        memory = Memory.open(folder, embedder=None)
        for text in texts:
            memory.ingest(text)
        store = memory.core.store
        return [
            version
            for *_, key in store.graph.edges(keys=True)
            for version in store.records[key]
            if version.name == kind
        ]


# --- a successor in commas ------------------------------------------------------------------------------------------


def test_it_after_a_successor_in_commas_is_what_the_predecessor_ran():
    for text in (
        "Dana Roe ran Vega Works until 2018. Her successor, Tomas Quill, leads it.",
        "Dana Roe ran Vega Works until 2018. Tomas Quill, her successor, still leads it.",
    ):
        found = read(text)
        assert [r.type for r in typed(found, "Tomas Quill", "Vega Works")] == ["LEADS"], text
        assert "LEADS" not in {r.type for r in typed(found, "Tomas Quill", "Dana Roe")}, text
    found = read("Dana Roe ran Vega Works until 2018. Her successor, Tomas Quill, leads it.")
    assert [(s.new, s.old) for s in found.successions] == [("Tomas Quill", "Dana Roe")]
    coached = read("Lena Moss coached Harbor City FC until 2015. Her successor, Piet Stone, still coaches it.")
    assert [r.type for r in typed(coached, "Piet Stone", "Harbor City FC")] == ["COACHES"]  # no sense of a thing's


def test_a_successor_in_commas_leaves_the_predecessor_s_own_ties_alone():
    left = read("Ruth Lane directed the Orla Museum until 2012. Sam Quill, her successor, left it in 2016.")
    assert [(e.source, e.target, day(e.at)) for e in left.ends] == [("Sam Quill", "Orla Museum", "2016-01-01")]
    husband = read("Ana Pell hired Lia Ek in 2010. Tom Moss, her husband, joined Vega Works in 2012.")
    assert not typed(husband, "Tom Moss", "Ana Pell")  # "her" is not resolved inside an apposition


def test_a_succession_after_a_stint_held_again_keeps_its_own_time():
    found = read(
        "Otto Reed led Brill Bank from 1990 to 1995. He led it again from 2005. He was succeeded by Jane Hart."
    )
    assert [day(s.at) for s in found.successions] == ["2005-01-01"]
    born = read("Ana Pell led Kestrel Lab from 2010 to 2015. Her successor, Tomas Quill, was born in Oslo in 1970.")
    assert [day(s.at) for s in born.successions] == ["2015-01-01"]  # not the birth's year


def test_an_undated_succession_happens_when_the_predecessor_s_term_was_said_to_end():
    found = read("Dana Roe ran Vega Works until 2018. Her successor, Tomas Quill, leads it.")
    assert [day(s.at) for s in found.successions] == ["2018-01-01"]  # not the day the text was written


def test_a_successor_s_birthplace_or_home_is_nothing_handed_over():
    born = read("Ana Pell led Kestrel Lab from 2010 to 2015. Her successor, Tomas Quill, was born in Oslo.")
    assert [s.objects for s in born.successions] == [("Kestrel Lab",)]
    assert [r.valid_from for r in typed(born, "Tomas Quill", "Oslo")] == [None]  # no date the text reached
    home = read("Ana Pell led Kestrel Lab from 2010. Her successor, Tomas Quill, lives in Bergen.")
    assert [s.objects for s in home.successions] == [("Kestrel Lab",)]


# --- leaving ------------------------------------------------------------------------------------------------------


def test_after_leaving_a_place_the_text_tied_one_to_writes_no_stint_there():
    found = read("Mara Holt was born in Oslo. After leaving Oslo, Mara Holt signed for Vega United in 2012.")
    assert [r.type for r in typed(found, "Mara Holt", "Oslo")] == ["BORN_IN"]
    assert [r.type for r in typed(found, "Mara Holt", "Vega United")] == ["SIGNED_FOR"]


def test_after_leaving_a_name_tied_otherwise_still_writes_the_stint_left():
    found = read("Mara Holt sued Orsk Bank in 2004. After leaving Orsk Bank, she joined Vega Works in 2008.")
    assert [(r.type, day(r.valid_to)) for r in typed(found, "Mara Holt", "Orsk Bank")][-1] == ("JOINED", "2008-01-01")


def test_after_leaving_a_club_held_before_adds_no_second_tie_of_the_new_verb():
    found = read("Mara Holt played for Oslo FC. After leaving Oslo FC, Mara Holt signed for Vega United in 2012.")
    assert [r.type for r in typed(found, "Mara Holt", "Oslo FC")] == ["PLAYED_FOR"]
    assert [(e.source, e.target, day(e.at)) for e in found.ends] == [("Mara Holt", "Oslo FC", "2012-01-01")]


def test_leaving_a_place_ends_no_birth_there():
    versions = ingested("BORN_IN", "Mara Holt was born in Oslo in 1990.", "Mara Holt left Oslo in 2012.")
    assert versions and all(version.valid_to > 2**62 for version in versions)


# --- brackets, interviews, weddings ---------------------------------------------------------------------------------


def test_a_life_date_in_a_role_s_bracket_is_no_term():
    for bracket in ("(born 1950)", "(died 1990)", "(b. 1950)"):
        [tie] = typed(read(f"Ana Pell was a lecturer at Kell College {bracket}."), "Ana Pell", "Kell College")
        assert (tie.valid_from, tie.valid_to) == (None, None), bracket
    [term] = typed(read("Ana Pell was a lecturer at Kell College (1981–1986)."), "Ana Pell", "Kell College")
    assert (day(term.valid_from), day(term.valid_to)) == ("1981-01-01", "1987-01-01")


def test_before_me_ends_a_run_when_the_speaker_began():
    found = read(
        "Q: When did you become head of Kestrel Lab? A: In March 2019. Ana Pell ran it before me. "
        "(From our interview with Tomas Quill.)"
    )
    assert [(r.type, day(r.valid_from)) for r in typed(found, "Tomas Quill", "Kestrel Lab")] == [
        ("HEAD_OF", "2019-03-01")
    ]
    assert [(day(r.valid_from), day(r.valid_to)) for r in typed(found, "Ana Pell", "Kestrel Lab")] == [
        (None, "2019-03-01")
    ]


def test_before_alone_closing_a_sentence_ends_at_the_time_told_last():
    found = read("In 2016 Bo Ek joined Vega FC. He played for Orsk FC before.")
    assert [day(r.valid_to) for r in typed(found, "Bo Ek", "Orsk FC")] == ["2016-01-01"]


def test_a_who_question_in_the_past_and_an_answer_with_did():
    found = read("Q: Who ran Kestrel Lab? A: Lida Sorn did, from 2004 to 2010.")
    assert [(r.type, day(r.valid_from)) for r in typed(found, "Lida Sorn", "Kestrel Lab")] == [("RAN", "2004-01-01")]


def test_a_podcast_credit_names_the_speaker():
    found = read("GUEST: I took over Kestrel Lab in 2019. (Podcast with Tomas Quill.)")
    assert [r.type for r in typed(found, "Tomas Quill", "Kestrel Lab")] == ["TOOK_OVER"]


def test_still_or_as_before_holds_nothing_until_then():
    found = read("In 2016 Bo Ek joined Vega FC. He chaired Lark Trust as he did before.")
    assert [r.valid_to for r in typed(found, "Bo Ek", "Lark Trust")] == [None]
    holiday = read("Tomas Quill became head of Kestrel Lab in March 2019. Ana Pell ran it before Christmas.")
    assert [r.valid_to for r in typed(holiday, "Ana Pell", "Kestrel Lab")] == [None]


def test_a_life_word_beside_a_range_keeps_the_term():
    [tie] = typed(read("Ana Pell played for Kell Rovers (1981–1986; born 1960)."), "Ana Pell", "Kell Rovers")
    assert (day(tie.valid_from), day(tie.valid_to)) == ("1981-01-01", "1987-01-01")


def test_an_interview_answer_about_no_post_writes_nothing():
    found = read("Q: When did you become interested in Orsk Bank? A: In 1999. (Podcast with Mara Holt.)")
    assert not typed(found, "Mara Holt", "Orsk Bank")


def test_they_wed_dates_the_marriage_told_before_unless_it_ended():
    found = read("Ana Pell's second marriage was to Bo Ek. They wed on 4 May 1990.")
    assert [day(r.valid_from) for r in typed(found, "Ana Pell", "Bo Ek")] == ["1990-05-04"]
    ended = read("Ana Pell married Bo Ek in 1980. In 1990 they divorced. Ana Pell married in 1995.")
    assert [day(r.valid_from) for r in typed(ended, "Ana Pell", "Bo Ek")] == ["1980-01-01"]
    again = read("Ana Pell married Bo Ek in 1980. They married again in 1995.")
    assert [day(r.valid_from) for r in typed(again, "Ana Pell", "Bo Ek")] == ["1980-01-01"]
    off = read("Ana Pell married Bo Ek. They married off their daughter in 2005.")
    assert [r.valid_from for r in typed(off, "Ana Pell", "Bo Ek")] == [None]


# --- "the club" of a career, a length told before "also" --------------------------------------------------------------


def test_the_club_after_a_verb_that_joins_nothing_is_the_membership_told():
    found = read("Lee Nogan began his career at Oxford United in 1987. He spent four years at the club.")
    assert [(r.type, day(r.valid_to)) for r in typed(found, "Lee Nogan", "Oxford United") if r.type != "BEGAN_AT"] == [
        ("SPENT_AT", "1991-01-01")
    ]
    left = read("Ana Pell joined Orsk FC in 2001. She left the club in 2004.")
    assert [(e.source, e.target, day(e.at)) for e in left.ends] == [("Ana Pell", "Orsk FC", "2004-01-01")]
    later = read("Mara Holt played for Oslo FC from 2008. After leaving the club, she signed for Vega United in 2012.")
    assert [(e.source, e.target) for e in later.ends] == [("Mara Holt", "Oslo FC")]  # not the club said after it


def test_the_club_after_a_verb_of_joining_is_no_earlier_membership():
    found = read("Schembri played for Hibernians. Marsaxlokk finalised the transfer and Schembri joined the club.")
    assert [r.type for r in typed(found, "Schembri", "Hibernians")] == ["PLAYED_FOR"]


def test_also_in_a_later_clause_leaves_the_first_clause_told_in_order():
    found = read("Lee Nogan joined Oxford United in 1987. He spent four years at Oxford United, and also had a loan.")
    assert [(day(r.valid_from), day(r.valid_to)) for r in typed(found, "Lee Nogan", "Oxford United")][-1] == (
        "1987-01-01",
        "1991-01-01",
    )


# --- a "yes" that confirms, a hand-over in the passive, a lead "on" a project -----------------------------------------


def test_a_yes_confirms_the_statement_asked_and_adds_its_end():
    found = read(
        "HOST: So Grive Rido was your lead on Project Shata from early 2010? GUEST: Yes, right up until early 2021. "
        "That's when Shaul Coror was handed the reins, and Shaul Coror has been in charge ever since."
    )
    assert ("2010-02-15", "2021-02-15") in {
        (day(r.valid_from), day(r.valid_to)) for r in typed(found, "Grive Rido", "Project Shata")
    }
    assert [(s.new, s.old, s.objects) for s in found.successions] == [("Shaul Coror", "Grive Rido", ("Project Shata",))]
    asked = read("Q: Was Ana Pell the chair of Orsk Trust? A: Yes, from 2001 to 2009.")
    assert ("2001-01-01", "2010-01-01") in {
        (day(r.valid_from), day(r.valid_to)) for r in typed(asked, "Ana Pell", "Orsk Trust")
    }


def test_a_no_confirms_nothing():
    found = read("Q: Was Ana Pell the chair of Orsk Trust? A: No, from 2001 to 2009 she was its treasurer.")
    assert ("2001-01-01", "2010-01-01") not in {
        (day(r.valid_from), day(r.valid_to)) for r in typed(found, "Ana Pell", "Orsk Trust") if r.type == "CHAIR_OF"
    }


def test_handed_the_reins_in_the_passive_is_a_hand_over():
    found = read(
        "Grive Rido led Project Shata from 2010 until early 2021. That's when Shaul Coror was handed the reins."
    )
    assert [(s.new, s.old, day(s.at)) for s in found.successions] == [("Shaul Coror", "Grive Rido", "2021-02-15")]


def test_a_lead_on_a_project_is_a_post_a_hand_over_passes_on_but_a_director_at_one_is_not():
    from c0lab.extract.rules import held_post

    assert held_post("LEAD_ON", "Grive Rido", "Project Shata") == ("Project Shata", "lead")
    assert held_post("DIRECTOR_AT", "Ana Pell", "Orsk Trust") is None  # many are "a director at X"
    assert held_post("LED_TO", "Ana Pell", "Orsk Trust") is None  # a cause, not a post


def test_two_directors_at_one_place_end_neither():
    versions = ingested(
        "DIRECTOR_AT",
        "Ana Moss has been a director at Halden University since 2016.",
        "Tom Reed has been a director at Halden University since 2019.",
    )
    assert versions and not [version for version in versions if version.is_current() and version.valid_to < 2**62]


def test_a_no_to_still_with_where_it_went_ends_the_value_asked():
    found = read("Q: Is Mara Holt still with Orsk FC? A: No, she was transferred to Vega United in 2019.")
    assert [day(r.valid_to) for r in typed(found, "Mara Holt", "Orsk FC")] == ["2019-01-01"]
    assert [day(r.valid_from) for r in typed(found, "Mara Holt", "Vega United")] == ["2019-01-01"]
    kept = read("Q: Is Mara Holt still with Orsk FC? A: No idea, ask her agent.")
    assert not [r for r in typed(kept, "Mara Holt", "Orsk FC") if r.valid_to is not None]


def test_a_join_with_no_object_under_a_club_s_title_joins_the_club():
    found = read("Newcastle United: Bernard joined on a free transfer from Lyon in August 2000. He scored twice.")
    assert [(r.type, day(r.valid_from)) for r in typed(found, "Bernard", "Newcastle United")] == [
        ("JOINED", "2000-08-01")
    ]
    career = read("Career: Bernard joined on a free transfer in 2000.")
    assert not [r for r in career.relations if r.type == "JOINED"]  # a section's title is no club


def test_following_the_is_after_not_a_successor():
    found = read(
        "Panionios: Following the rescinding of his contract with Orsk FC, Schembri joined Panionios, signing a "
        "one-year contract on 30 September 2011."
    )
    assert not found.successions
    assert [day(r.valid_from) for r in typed(found, "Schembri", "Panionios")] == ["2011-09-30"]  # the signing's day
    followed = read("Ana Pell followed Bo Ek as chair of Orsk Trust in 2001.")
    assert [(s.new, s.old) for s in followed.successions] == [("Ana Pell", "Bo Ek")]


def test_after_doing_something_in_a_period_is_after_it():
    found = read("After completing the 2011 season, Bo Ek joined Vega FC.")
    assert [day(r.valid_from) for r in typed(found, "Bo Ek", "Vega FC")] == ["2012-01-01"]


def test_the_club_with_two_clubs_told_or_after_playing_an_opponent_is_no_club_of_theirs():
    two = read("Tom Reed joined Leeds in 2000. His brother Ian Reed played for Hull. Tom Reed left the club in 2005.")
    assert not [e for e in two.ends if e.target == "Hull"]
    opponent = read("Kate Reed joined Wexford FC in 2014. She played Shelbourne in 2016. She left the club in 2018.")
    assert [(e.target, day(e.at)) for e in opponent.ends] == [("Wexford FC", "2018-01-01")]


def test_a_birth_or_an_added_fact_takes_no_narrative_time():
    born = read("Ana Moss became chair of Halden Trust in 2004. Ben Reed was born in Oslo and joined Halden Trust.")
    assert [r.valid_from for r in typed(born, "Ben Reed", "Oslo")] == [None]
    sister = read("Ana Moss joined Orsk Labs in 2010. Her sister, Eva Moss, also worked at Orsk Labs.")
    assert [r.valid_from for r in typed(sister, "Eva Moss", "Orsk Labs")] == [None]


def test_a_death_dates_the_succession_after_it():
    found = read("Ana Moss became chair of Halden Trust in 2004. She died in 2011 and Tom Reed succeeded her.")
    assert [day(s.at) for s in found.successions] == ["2011-01-01"]


def test_an_error_on_the_page_is_a_cue_an_error_of_judgement_is_none():
    page = read(
        "Q: Wasn't Project Tankavar a flood warning system project? A: No, that was an error on this page, now "
        "fixed. The project develops a rooftop solar system."
    )
    assert [c.name for c in page.corrections] == ["Project Tankavar"]  # "Wasn't" is no part of the name
    does = read("Q: Does Orsk Labs still run Project Atlas?")
    assert "Orsk Labs" in {e.name for e in does.entities} and not [e for e in does.entities if "Does" in e.name]
    judgement = read("Ana Moss said that was an error of judgement by the board of Orsk Labs.")
    assert not judgement.corrections


def test_a_no_with_but_or_another_subject_rewrites_nothing():
    kept = read(
        "Q: Is Tom Reed still with Orsk Labs? A: No, not exactly; he was moved to the Leeds office in 2019, but he "
        "still works for Orsk Labs."
    )
    assert [r.type for r in typed(kept, "Tom Reed", "Orsk Labs")] == ["WORKS_FOR"]
    other = read("Q: Is Tom Reed still on the Kite project? A: No. The Kite project was moved to Pell Corp in 2019.")
    assert [r.type for r in typed(other, "Kite project", "Pell Corp")] == ["MOVED_TO"]
    correct = read("Q: Was Ana Pell the chair of Halden Trust? A: Correct me if I'm wrong, but she was the treasurer.")
    assert not [r for r in typed(correct, "Ana Pell", "Halden Trust") if r.valid_from or r.valid_to]


def test_handed_the_reins_with_its_date_after_and_a_negative_confirming_question():
    handed = read("Grace Finch chaired Halden Trust from 2004. Ben Lark was handed the reins in 2008.")
    assert [(s.new, s.old, day(s.at)) for s in handed.successions] == [("Ben Lark", "Grace Finch", "2008-01-01")]
    medal = read("Grace Finch chaired Halden Trust from 2004. In 2008 Ben Lark was handed a medal.")
    assert not medal.successions
    relay = read("Ana Pell was captain of Leeds Rovers. Sam Ortiz was handed the baton in the relay in 2008.")
    assert not relay.successions  # a baton in a race
    asked = read("Q: Wasn't Ana Pell the chair of Halden Trust? A: Yes, from 2001.")
    assert "2001-01-01" in {day(r.valid_from) for r in typed(asked, "Ana Pell", "Halden Trust")}


def test_it_after_a_successor_with_a_relative_clause_or_a_second_noun_is_what_the_predecessor_ran():
    for text in (
        "Dana Roe ran Vega Works until 2018. Her successor, Tom Moss, who joined in 2015, leads it.",
        "Dana Roe ran Vega Works until 2018. Tom Moss, her successor and former student, leads it.",
    ):
        found = read(text)
        assert [r.type for r in typed(found, "Tom Moss", "Vega Works")] == ["LEADS"], text
        assert not typed(found, "Dana Roe", "Tom Moss"), text
