"""Readings of how long a stint lasted and where a closing clause puts its end, each on a hand-made text (names no
bench family uses): "…, graduating in 1984" after a start, "stayed until resigning in 2020", "left the club after
five months", "left two years later", "stayed for two years", and a fronted phrase's tie. Each test fails when its
reading is removed."""

from __future__ import annotations

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor

from ._stints import stints


def read(text, at="2021-03-01"):
    return OfflineExtractor()(text, at=parse_time(at), known=[])


def span(found, source, target):
    """The (start, end) days of each typed relation between ``source`` and ``target``."""
    return [
        (day(r.valid_from), day(r.valid_to))
        for r in found.relations
        if (r.source, r.target) == (source, target) and r.type != "MENTIONED_WITH"
    ]


def ends(found):
    return [(e.source, e.target, day(e.at)) for e in found.ends]


def day(moment):
    return None if moment is None else format_time(moment)[:10]


# --- a closing clause ends the stint at its own date, not at one it inherited ------------------------------------


def test_a_closing_clause_after_a_start_ends_the_stint_at_its_own_date():
    found = read("Vera Holt attended Marlow College from 1980, graduating in 1984.")
    assert span(found, "Vera Holt", "Marlow College") == [("1980-01-01", "1985-01-01")]
    found = read(
        "Ivo Prent was appointed manager of Keld Rovers in May 2019 and stayed until resigning in December 2020."
    )
    assert span(found, "Ivo Prent", "Keld Rovers") == [("2019-05-01", "2021-01-01")]


def test_a_closing_clause_with_no_start_before_it_still_ends_there():
    found = read("Vera Holt attended Marlow College, graduating in 1984.")
    assert span(found, "Vera Holt", "Marlow College") == [(None, "1985-01-01")]


# --- a leaving said by a length ------------------------------------------------------------------------------------


def test_a_leaving_after_a_length_ends_the_tie_that_long_after_it_began():
    for text in (
        "Ivo Prent signed for Keld Rovers in August 2015. He left the club after five months.",
        "Ivo Prent signed for Keld Rovers in August 2015. He left after five months.",
    ):
        assert ends(read(text)) == [("Ivo Prent", "Keld Rovers", "2016-01-01")], text


def test_a_dated_leaving_keeps_its_own_date():
    found = read("Ivo Prent signed for Keld Rovers in August 2015. He left Keld Rovers in 2017 after two years.")
    assert ends(found) == [("Ivo Prent", "Keld Rovers", "2017-01-01")]


def test_a_leaving_some_years_later_counts_from_the_date_told_before_it():
    found = read(
        "Ivo Prent joined Keld Rovers in August 1997. He was made assistant manager in May 2003, and left the club "
        "two years later."
    )
    assert ends(found) == [("Ivo Prent", "Keld Rovers", "2005-05-01")]
    told = read("Ivo Prent joined Keld Rovers in August 1997. In May 2003 he broke his leg. He left two years later.")
    assert ends(told) == [("Ivo Prent", "Keld Rovers", "2005-05-01")]


def test_a_length_in_the_clause_after_the_joining_ends_it():
    for text, end in (
        ("Ivo Prent signed for Keld Rovers in August 2015, but left after two years.", "2017-08-01"),
        ("Ivo Prent joined Keld Rovers in August 2015 and left two years later.", "2017-08-01"),
        ("Ivo Prent signed for Keld Rovers in August 2015 and stayed for two years.", "2017-08-01"),
        ("Ivo Prent joined Keld Rovers in 2015 and remained there for three more seasons.", "2018-01-01"),
    ):
        assert [end for _, end in span(read(text), "Ivo Prent", "Keld Rovers")] == [end], text


def test_quitting_something_else_later_ends_nothing():
    assert ends(read("Ivo Prent joined Keld Rovers in August 1997. He quit smoking a year later.")) == []


# --- a fronted phrase (moved out of the extractor's loop, same reading) -------------------------------------------


def test_a_fronted_phrase_ties_the_subject_after_it():
    found = read("For Halden Rovers, Ines Dahl played 40 games in 2009.")
    assert [r.type for r in found.relations if r.target == "Halden Rovers"] == ["PLAYED_FOR"]
    housed = read("Housed at the Orsk Hall, Vega Works employs 40 people.")
    assert [(r.source, r.type, r.target) for r in housed.relations if r.type != "MENTIONED_WITH"] == [
        ("Vega Works", "HOUSED_AT", "Orsk Hall")
    ]


# --- a succession's new holder is the subject, not a name in a life aside on it -----------------------------------


def test_a_life_aside_on_the_successor_is_not_the_successor():
    for text in (
        "Ada Lund chaired Lyra Bank until 2010. Tom Reed, born in Leeds in 1970, succeeded her.",
        "Ada Lund chaired Lyra Bank until 2010. Tom Reed, aged 45, took over from her.",
    ):
        assert [(s.new, s.old) for s in read(text).successions] == [("Tom Reed", "Ada Lund")], text


# --- "before moving to Y in 1991": what came next ends the clause before ------------------------------------------


def test_a_next_move_after_before_ends_the_stint_before_it():
    found = read("Ivo Prent played for Keld Rovers before moving to Orsk City in 1991.")
    assert span(found, "Ivo Prent", "Keld Rovers") == [(None, "1991-01-01")]
    assert span(found, "Ivo Prent", "Orsk City") == [("1991-01-01", None)]
    assert span(found, "Keld Rovers", "Orsk City") == []  # the player moved, not the club
    sold = read("Ivo Prent joined Keld Rovers in 1987 before being sold to Orsk City in 1991.")
    assert span(sold, "Ivo Prent", "Keld Rovers") == [("1987-01-01", "1991-01-01")]


def test_what_happened_to_the_club_next_ends_no_stint():
    found = read("Ivo Prent joined Keld Rovers in 1987 before it was relegated in 1988.")
    assert span(found, "Ivo Prent", "Keld Rovers") == [("1987-01-01", None)]


# --- a yes/no question says nothing happened; its "yes" does ------------------------------------------------------


def test_a_yes_no_question_writes_no_fact():
    for text in (
        "Does Mia Holt chair Lyra Bank?",
        "Isn't Tom Reed the mayor of Oslo?",
        "Q: Did Bo Ekland leave Keld Rovers in 2010? A: No, he stayed until 2015.",
    ):
        found = read(text)
        assert [r for r in found.relations if r.type != "MENTIONED_WITH"] == [], text
        assert found.ends == [] and found.successions == [], text


def test_a_yes_to_a_question_still_writes_what_it_confirms():
    found = read("Q: Was Ada Lund the chair of Lyra Bank? A: Yes, from 2001 to 2009.")
    assert span(found, "Ada Lund", "Lyra Bank") == [("2001-01-01", "2010-01-01")]
    tagged = read("Mia Holt chairs Lyra Bank, doesn't she?")  # a tag question states what it asks to confirm
    assert [r.type for r in tagged.relations if r.target == "Lyra Bank"] == ["CHAIRS"]


# --- what the reviewer found the first cut did wrong ----------------------------------------------------------------


def test_what_happened_within_the_stint_ends_nothing():
    found = read("Colin Marsh signed for Dunford City in 1990 before making his debut in 1991.")
    assert span(found, "Colin Marsh", "Dunford City") == [("1990-01-01", None)]


def test_someone_else_staying_or_dying_ends_nothing():
    stayed = read("Dana Lowell joined Fenmore Bank in 2010, and her family remained there for five years.")
    assert span(stayed, "Dana Lowell", "Fenmore Bank") == [("2010-01-01", None)]
    assert ends(read("Ana Lisk joined Weston Labs in 2001. Her mother died two years later.")) == []
    assert ends(read("Ana Lisk joined Weston Labs in 2001. She retired two years later.")) == [
        ("Ana Lisk", "Weston Labs", "2003-01-01")
    ]


def test_a_length_counts_from_the_start_that_puts_the_leaving_before_the_text():
    found = read(
        "Carmen Vidal joined Sol Energia in 1995 as an intern. In 2010 she was appointed chief executive of Sol "
        "Energia. She retired after 20 years with the company."
    )
    assert ends(found) == [("Carmen Vidal", "Sol Energia", "2015-01-01")]


def test_a_length_counted_from_a_comma_opening_the_sentence():
    found = read("Jorunn Bakke joined Moss Fjord Bank in 2003. Five years later, she left the bank.")
    assert ends(found) == [("Jorunn Bakke", "Moss Fjord Bank", "2008-01-01")]


def test_a_question_still_names_its_names_together():
    found = read("Does Mia Holt chair Lyra Bank?")
    assert [{r.source, r.target} for r in found.relations] == [{"Mia Holt", "Lyra Bank"}]
    assert {r.type for r in found.relations} == {"MENTIONED_WITH"}


# --- "Is X still on Y? — No. It was moved to Z …": from Y to Z ---------------------------------------------------


def test_a_no_to_a_still_question_then_a_capital_it_says_where_it_came_from():
    found = read(
        "Q: Is the Vorn toolkit still on the Arlow licence? A: No. It was moved to the Tessin licence in 2014."
    )
    assert span(found, "Vorn toolkit", "Arlow licence") == [(None, "2014-01-01")]
    assert span(found, "Vorn toolkit", "Tessin licence") == [("2014-01-01", None)]


def test_a_clause_after_the_move_saying_before_that_undoes_nothing():
    for text in (
        "Q: Is the Vorn toolkit still on the Arlow licence? A: No. It was moved to the Tessin licence in July 2014; "
        "the old licence only covers versions released before that.",
        "The Vorn toolkit was moved from the Arlow licence to the Tessin licence in July 2014; the old licence only "
        "covers versions released before that.",
    ):
        found = read(text)
        assert span(found, "Vorn toolkit", "Arlow licence") == [(None, "2014-07-01")], text


# --- a CV: its title's name is the subject of its entries -----------------------------------------------------------


def test_a_cv_entry_is_a_role_of_the_title_s_name_over_its_period():
    found = read("Lumi Kava — curriculum vitae (extract). Experience: lead of Project Vela, January 2016 to date.")
    assert span(found, "Lumi Kava", "Project Vela") == [("2016-01-01", None)]
    ended = read("Lumi Kava – CV. Director at Orsk Labs, 2010–2015.")
    assert span(ended, "Lumi Kava", "Orsk Labs") == [("2010-01-01", "2016-01-01")]


def test_a_cv_sentence_opening_with_its_verb_is_the_title_s_name_s():
    found = read(
        "Lumi Kava — curriculum vitae (extract). Experience: lead of Project Vela, 2016 to date. Appointed to "
        "succeed Ros Tell, who had been lead since 2014."
    )
    assert [(s.new, s.old, day(s.at)) for s in found.successions] == [("Lumi Kava", "Ros Tell", "2016-01-01")]
    assert span(found, "Ros Tell", "Project Vela") == [("2014-01-01", "2016-01-01")]


def test_a_text_with_no_cv_title_is_read_as_written():
    found = read("Lumi Kava joined Orsk Labs in 2010. Appointed to succeed Ros Tell in 2016.")
    assert [s.new for s in found.successions] != ["Lumi Kava"]


# --- the date of a relative clause on the predecessor is not the hand-over's ----------------------------------------


def test_a_predecessor_s_start_in_a_relative_clause_dates_no_succession():
    found = read("In 2016 Ada Lund became chair of Lyra Bank, succeeding Bo Ekland, who had been chair since 2009.")
    assert [(s.new, s.old, day(s.at)) for s in found.successions] == [("Ada Lund", "Bo Ekland", "2016-01-01")]
    assert span(found, "Bo Ekland", "Lyra Bank") == [("2009-01-01", "2016-01-01")]


def test_a_relative_clause_that_tells_the_hand_over_dates_it():
    for text in (
        "Project Atlas is led by Bo Ekdal, who followed Ana Pell in 2019.",
        "Bo Ekdal, who replaced Ana Pell in 2019, leads Project Atlas.",
    ):
        assert [day(s.at) for s in read(text).successions] == ["2019-01-01"], text


def test_a_cv_on_lines_and_in_bullets():
    found = read(
        "Orla Brandt — CV\nExperience: lead of Project Kestrel, 2016 to date.\nJoined Helm Analytics in 2015\n"
        "- Engineer, Vega Works, 2010–2015"
    )
    assert span(found, "Orla Brandt", "Project Kestrel") == [("2016-01-01", None)]
    assert span(found, "Orla Brandt", "Helm Analytics") == [("2015-01-01", None)]
    assert span(found, "Orla Brandt", "Vega Works") == [("2010-01-01", "2016-01-01")]
    assert not any(entity.name.startswith("CV") for entity in found.entities)


def test_a_heading_that_only_mentions_a_cv_is_no_cv_title():
    for text in (
        "Team Lead – CV example. Managed the payments team at Orsk Labs from 2015 to 2019.",
        "Hiring update — CV screening begins. Joined by Orla Brandt in 2019, the team grew.",
    ):
        found = read(text)
        assert not [r for r in found.relations if r.type != "MENTIONED_WITH" and r.source in ("Team Lead", "Hiring")]


def test_a_no_then_a_move_of_a_person_ends_the_old_tie_and_begins_the_new():
    found = read("Q: Is Kato Brill still on the Fenwick project? A: No. He was moved to the Garda project in 2015.")
    assert span(found, "Kato Brill", "Fenwick project") == [(None, "2015-01-01")]
    assert span(found, "Kato Brill", "Garda project") == [("2015-01-01", None)]


def test_a_no_then_more_than_one_move_is_read_as_said():
    found = read(
        "Q: Is the Vorn toolkit still on the Alba licence? A: No. It was moved to the Corvane licence in 2014; but "
        "it returned to the Alba licence in 2018."
    )
    assert [(e.target, day(e.at)) for e in found.ends] == [("Corvane licence", "2018-01-01")]


def test_a_decision_that_something_should_move_is_no_move():
    found = read(
        "The board decided then that the Halyard toolkit should move from the Corrin licence to the Peltry licence."
    )
    assert [r for r in found.relations if r.type != "MENTIONED_WITH"] == []


# --- "Which licence covers X?" answered by one of that kind --------------------------------------------------------


def test_a_which_question_answered_by_a_name_of_its_kind_is_a_statement():
    found = read("Q: Which licence covers the Vorn toolkit? A: The Arlow licence, since July 2019.")
    assert span(found, "Arlow licence", "Vorn toolkit") == [("2019-07-01", None)]
    signed = read("Q: Which team signed Bo Ekland? A: Keld Rovers, in 2015.")
    assert span(signed, "Bo Ekland", "Keld Rovers") == [("2015-01-01", None)]


def test_a_question_asked_with_do_is_not_rewritten_as_its_answer_s_act():
    from c0lab.extract.answers import answered

    assert answered("Q: Who does Bo Ekland play for? A: Keld Rovers.").endswith("A: Keld Rovers.")


# --- "…, and left it / the club / X in 2015": the clause's subject left what the clause before tied it to ----------


def test_a_leaving_of_what_the_clause_before_joined_ends_it():
    for text in (
        "Ada Lund led Project Atlas from 2010 and left it in 2015.",
        "Ada Lund joined Keld Rovers in 2010 and left Keld Rovers in 2015.",
        "Ada Lund joined Keld Rovers in 2010, leaving it in 2015.",
        "Ada Lund joined Keld Rovers in 2010 and left the club in 2015.",
    ):
        found = read(text)
        assert [(e.source, day(e.at)) for e in found.ends] == [("Ada Lund", "2015-01-01")], text


def test_a_second_object_after_a_verb_of_irregular_past_is_tied_to_the_first():
    found = read("Project Belka kept the Volo toolkit on the Quillon licence until mid-2015.")
    assert span(found, "Volo toolkit", "Quillon licence") == [(None, "2015-07-01")]


def test_leaving_something_else_that_opens_with_the_club_ends_nothing():
    for text in (
        "Ada Lund joined Varn Athletic in 2008 and left the club car at the ground.",
        "Ada Lund joined Varn Athletic in 2008 and left it in good hands.",
    ):
        assert read(text).ends == [], text


def test_a_relative_clause_on_the_new_holder_or_on_the_old_one_s_end_still_dates_the_hand_over():
    for text in (
        "Bo Ekdal replaced Ana Pell, who was dismissed in 2014, as manager of Keld Rovers.",
        "Bo Ekdal, who has led Keld Rovers since 2014, replaced Ana Pell.",
        "Ana Pell handed Keld Rovers to Bo Ekdal, who has run it since 2014.",
    ):
        assert [day(s.at) for s in read(text).successions] == ["2014-01-01"], text


def test_leaving_the_club_then_what_came_next_ends_it():
    found = read("Reim joined Flora in 2010. After the season, Reim left the club and was replaced by Bo Ek.")
    assert ("Reim", "Flora") in [(e.source, e.target) for e in found.ends]


# --- what the final sweep found -----------------------------------------------------------------------------------


def test_someone_else_dying_later_ends_no_marriage():
    found = read("Hanna Roos married Eric Blom in 1990, and her father died two years later.")
    assert span(found, "Hanna Roos", "Eric Blom") == [("1990-01-01", None)]


def test_a_leaving_after_a_participle_clause_ends_the_joining():
    found = read(
        "Abel Tesfaye joined Ethiopian Airlines in 1985 as a pilot, rising to chief pilot before retiring in 2015."
    )
    assert span(found, "Abel Tesfaye", "Ethiopian Airlines") == [("1985-01-01", "2015-01-01")]


def test_a_move_after_a_stated_range_begins_where_it_ended():
    found = read("Sofia Lindqvist worked at CERN from 1995 to 2002 before moving to Fermilab.")
    assert span(found, "Sofia Lindqvist", "Fermilab") == [("2003-01-01", None)]
    assert span(found, "CERN", "Fermilab") == []


def test_a_new_contract_or_a_loan_ends_no_stint():
    assert span(
        read("Lucia Ferri joined Roma in 2011 before being loaned to Empoli in 2012."), "Lucia Ferri", "Roma"
    ) == [("2011-01-01", None)]
    renewed = read("Magnus Holt joined Brann in 2010 before signing a new contract with the club in 2014.")
    assert span(renewed, "Magnus Holt", "Brann") == [("2010-01-01", None)]


def test_a_predecessor_s_retirement_in_a_relative_clause_dates_the_hand_over():
    found = read("Carla Mendes succeeded Peter Holt, who had retired in 2016, as head of the lab.")
    assert [day(s.at) for s in found.successions] == ["2016-01-01"]


def test_did_you_know_tells_what_it_asks():
    found = read("Did you know that Tom Reed joined Globex in May 2020?")
    assert span(found, "Tom Reed", "Globex") == [("2020-05-01", None)]


def test_a_follow_up_answer_s_it_is_the_thing_asked_about():
    from c0lab.extract.answers import answered

    said = answered(
        "Q: Which licence covers the Vorn toolkit? A: The Arlow licence, since July 2019. Q: And before that? "
        "A: Until then we published it under the Tessin licence."
    )
    assert "published the Vorn toolkit under the Tessin licence" in said


def test_a_relative_clause_between_a_subject_and_its_verb_is_passed_over():
    found = read("Project Vevequa, which ships the toolkit, published the Vorn toolkit under the Tessin licence.")
    assert span(found, "Vorn toolkit", "Tessin licence") == [(None, None)]


# --- loans: a stint on loan ends no membership of the parent club ---------------------------------------------------


def test_a_stint_said_on_loan_is_a_loan():
    for text in (
        "Lee Nogan joined Brentford on loan in March 1987.",
        "Lee Nogan joined Brentford on a season-long loan in 1987.",
        "Lee Nogan spent time on loan at Brentford in 1987.",
    ):
        assert [r.type for r in read(text).relations if r.target == "Brentford"] == ["LOANED_TO"], text
    assert [r.type for r in read("Lee Nogan joined Brentford in 1987.").relations] == ["JOINED"]


def test_a_loan_leaves_the_parent_club_s_stint_open_and_the_next_move_ends_both():
    held = stints(
        "Lee Nogan began his career at Oxford United in 1987.",
        "Lee Nogan joined Brentford on loan in March 1988.",
        "Lee Nogan was sold to Watford in December 1991.",
    )
    assert held[("Oxford United", "BEGAN_AT")][1] == "1991-12-01"  # not ended by the loan
    assert held[("Brentford", "LOANED_TO")] == ("1988-03-01", "1991-12-01")


def test_a_loan_of_a_stated_length_ends_that_long_after_it_began():
    found = read("Bo Ekland signed for Brann on a six-month loan in February 2012.")
    assert span(found, "Bo Ekland", "Brann") == [("2012-02-01", "2012-08-01")]


def test_a_loan_said_beside_another_move_or_made_permanent_types_no_loan():
    for text, club in (
        ("Jay Moon joined Bolton Wanderers in 2010 after impressing on loan at Wigan Athletic.", "Bolton Wanderers"),
        ("Bo Ek joined Mansfield Town on loan in February 1987, a move made permanent that summer.", "Mansfield Town"),
        ("Rick Dale signed for Fulham in 2008, while his brother Tom was on loan at Watford.", "Fulham"),
    ):
        assert "LOANED_TO" not in {r.type for r in read(text).relations if r.target == club}, text
