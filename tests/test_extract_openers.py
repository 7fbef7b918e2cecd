"""Readings of a biography as encyclopaedias write it, each on a hand-made text (names no bench family uses): the
opening sentence ("X ( born … ) is a Swedish footballer who plays for Y"), a ranked post ("served as the 36th
Premier of Y"), a signing said with the club first ("Omonia signed X"), a match told with its competition ("made
his Premier League debut for Y"), a fee between a verb and its object, and a country's side beside a club. Each
test fails when its reading is removed."""

from __future__ import annotations

from c0lab._time import format_time, parse_time
from c0lab.extract import OfflineExtractor

from ._stints import stints


def read(text, at="2021-03-01"):
    return OfflineExtractor()(text, at=parse_time(at), known=[])


def typed(found):
    """Each typed relation as (source, type, target, start day, end day)."""
    return [
        (r.source, r.type, r.target, day(r.valid_from), day(r.valid_to))
        for r in found.relations
        if r.type != "MENTIONED_WITH"
    ]


def day(moment):
    return None if moment is None else format_time(moment)[:10]


# --- the description between a name and its relative clause --------------------------------------------------------


def test_a_described_subject_is_the_subject_of_the_relative_clause():
    assert typed(read("Vera Holt is a Swedish footballer who plays for Marlow Town.")) == [
        ("Vera Holt", "PLAYS_FOR", "Marlow Town", None, None)
    ]
    assert typed(read("Ivo Prent was an Icelandic lawyer who served as Mayor of Keldby from 1901 to 1905.")) == [
        ("Ivo Prent", "MAYOR_OF", "Keldby", "1901-01-01", "1906-01-01")
    ]


def test_a_participle_after_the_description_is_the_subjects_too_in_its_tense():
    assert typed(read("Vera Holt is a Danish architect working for Marlow Works.")) == [
        ("Vera Holt", "WORKS_FOR", "Marlow Works", None, None)
    ]
    assert typed(read("Vera Holt was a Danish banker working for Marlow Bank.")) == [
        ("Vera Holt", "WORKED_FOR", "Marlow Bank", None, None)
    ]


def test_a_description_of_another_subject_is_that_subject_s():
    found = read("Al Roe is a defender and Vera Holt is a striker who plays for Marlow Town.")
    assert [one[:3] for one in typed(found) if one[2] == "Marlow Town"] == [("Vera Holt", "PLAYS_FOR", "Marlow Town")]


def test_a_life_in_brackets_before_the_description_is_no_obstacle():
    found = read("Ivo Prent ( born 18 April 1990 ) is a Faroese footballer who last played for Keld Rovers .")
    assert typed(found) == [("Ivo Prent", "PLAYED_FOR", "Keld Rovers", None, None)]
    found = read(
        "Vera Holt ( 1796 – 13 November 1861 ) was a Danish lawyer who served as Mayor of Keldby from 1826 to 1832 ."
    )
    assert typed(found) == [("Vera Holt", "MAYOR_OF", "Keldby", "1826-01-01", "1833-01-01")]


def test_a_relative_clause_on_another_noun_is_not_the_subjects():
    found = read("Vera Holt is the daughter of a Danish sailor who settled in Marlow.")
    assert ("Vera Holt", "SETTLED_IN", "Marlow") not in {one[:3] for one in typed(found)}


# --- a post with its rank ------------------------------------------------------------------------------------------


def test_a_ranked_post_is_the_post():
    assert typed(read("Ivo Prent served as the 36th Premier of Keldland from 1998 to 2007.")) == [
        ("Ivo Prent", "PREMIER_OF", "Keldland", "1998-01-01", "2008-01-01")
    ]


def test_a_second_post_said_with_and_as_is_held_too():
    found = read("Ivo Prent served as Mayor of Keldby from 1901 to 1905 and as Governor of Marland from 1906 to 1910.")
    assert ("Ivo Prent", "HELD_OFFICE_AS", "Governor of Marland", "1906-01-01", "1911-01-01") in typed(found)


# --- a signing said with the club first ---------------------------------------------------------------------------


def test_a_club_signing_the_one_a_text_is_about_is_that_person_s_tie():
    found = read("Ivo Prent is a Faroese footballer. Omonia signed Ivo Prent on a two-year deal on 20 August 2012.")
    assert ("Ivo Prent", "SIGNED_BY", "Omonia", "2012-08-20", None) in typed(found)
    assert ("Omonia", "SIGNED", "Ivo Prent") in {one[:3] for one in typed(read("Omonia signed Ivo Prent in 2012."))}
    assert typed(read("Keld Rovers completed the signing of Vera Holt on 29 January 2008.")) == [
        ("Vera Holt", "SIGNED_BY", "Keld Rovers", "2008-01-29", None)
    ]
    found = read("Ivo Prent is a Faroese quarterback. The Marlow Hawks drafted Ivo Prent in 1992.")
    assert ("Ivo Prent", "DRAFTED_BY", "Marlow Hawks", "1992-01-01", None) in typed(found)


def test_a_document_signed_is_no_membership():
    assert typed(read("Keldland signed the Treaty of Marlow in 1815.")) == [
        ("Keldland", "SIGNED", "Treaty of Marlow", "1815-01-01", None)
    ]


def test_a_signing_ends_no_other_tie_and_the_next_move_ends_it():
    held = stints(
        "Ivo Prent joined Keld Rovers in 2009.",
        "Ivo Prent is a footballer. Omonia signed Ivo Prent in August 2012.",  # a club, a sponsor or a label
        "Ivo Prent joined Marlow Town in 2014.",
    )
    assert held[("Keld Rovers", "JOINED")] == ("2009-01-01", "2014-01-01")
    assert held[("Omonia", "SIGNED_BY")] == ("2012-08-01", "2014-01-01")


def test_a_signing_not_of_someone_taken_on_is_left_as_read():
    for text in (
        "Ivo Prent is a footballer. Keld Rovers signed Ivo Prent's brother in 2012.",  # something of someone's
        "Ivo Prent is a singer. Ivo Prent signed Marlow Records in 1955.",  # an organisation signed
        "Ivo Prent is a footballer. Keld Rovers nearly signed Ivo Prent in 2012.",  # not done
        "Ivo Prent is a footballer. Keld Rovers signed Ivo Prent as shirt sponsor in 2012.",  # takes no one on
    ):
        assert not any(one[1] == "SIGNED_BY" for one in typed(read(text))), text


def test_the_date_of_a_signing_is_its_clause_s_or_a_fronted_one():
    found = read("On 29 January 2008 Keld Rovers completed the signing of Vera Holt.")
    assert ("Vera Holt", "SIGNED_BY", "Keld Rovers", "2008-01-29", None) in typed(found)
    found = read("Keld Rovers completed the signing of Vera Holt in 2010, who had joined Marlow Town in 2005.")
    assert ("Vera Holt", "SIGNED_BY", "Keld Rovers", "2010-01-01", None) in typed(found)


# --- a match told with its competition, a fee -----------------------------------------------------------------------


def test_a_match_for_a_team_is_playing_for_it_whatever_its_competition():
    assert typed(read("On 3 February 2007 , Ivo Prent played his first Ligue 1 match for Keld Rovers .")) == [
        ("Ivo Prent", "PLAYED_FOR", "Keld Rovers", "2007-02-03", None)
    ]
    assert typed(read("Vera Holt made her Premier League debut for Marlow Town on 14 August 2010.")) == [
        ("Vera Holt", "PLAYED_FOR", "Marlow Town", "2010-08-14", None)
    ]


def test_a_title_keeps_its_competition():
    found = read("Ivo Prent won his first Ligue 1 title with Keld Rovers in 2008.")
    assert ("Ivo Prent", "PLAYED_FOR", "Keld Rovers") not in {one[:3] for one in typed(found)}


def test_a_fee_between_the_verb_and_the_club_is_passed_over():
    assert typed(read("On 29 July 2008, Ivo Prent signed a four-year deal for €4.5 million with Keld Rovers.")) == [
        ("Ivo Prent", "SIGNED_WITH", "Keld Rovers", "2008-07-29", None)
    ]


# --- a country's side beside a club ---------------------------------------------------------------------------------


def test_a_country_s_side_and_a_club_do_not_end_each_other():
    held = stints(
        "Ivo Prent joined Keld Rovers in 2009.",
        "Ivo Prent played for the Senegal national team from 2010.",
        "Ivo Prent joined Marlow Town in 2012.",
    )
    assert held[("Keld Rovers", "JOINED")] == ("2009-01-01", "2012-01-01")  # the club ended by the next club
    assert held[("Senegal national team", "PLAYED_FOR")] == ("2010-01-01", "open")  # by neither


def test_the_club_is_the_one_introduced_as_a_club_under_a_title_that_names_it():
    found = read(
        "Keld Rovers: Ivo Prent joined Second Division club Keld Rovers on 1 February 2016 . He made his debut for "
        "the club against Marlow Town on 20 February 2016 ."
    )
    assert ("Ivo Prent", "PLAYED_FOR", "Keld Rovers", "2016-02-20", None) in typed(found)


def test_a_side_played_against_is_no_membership():
    from c0lab.extract.stints import membership
    from c0lab.retrieval.lexicon import RelationLexicon

    assert membership("PLAYED_AGAINST") == frozenset() and membership("PLAYED_FOR") == {"join"}
    assert "join" not in RelationLexicon.build(["PLAYED_AGAINST"]).senses["PLAYED_AGAINST"]


def test_a_signing_by_the_one_the_text_is_about_is_theirs():
    found = read(
        "Ivo Prent is a singer. Ivo Prent joined Sun Records in 1954. In 1955 Ivo Prent signed Marlow in Memphis."
    )
    assert ("Ivo Prent", "SIGNED", "Marlow") in {one[:3] for one in typed(found)}


def test_a_walk_names_the_club_before_the_country_s_side(mem):
    for name in ("Ivo Prent", "Senegal national team", "Keld Rovers"):
        mem.add_concept(name)
    mem.relate("Ivo Prent", "PLAYED_FOR", "Senegal national team", valid_from="2013-01")
    mem.relate("Ivo Prent", "PLAYED_FOR", "Keld Rovers", valid_from="2016-02", valid_to="2016-08")
    facts = [
        line for line in mem.walk("Which team did Ivo Prent play for in 2016?").context.splitlines() if line[:2] == "- "
    ]
    assert facts[0].startswith("- Ivo Prent played for Keld Rovers") and "Senegal national team" in facts[1]


# --- a full name under a title that gives it short -------------------------------------------------------------------


def test_a_full_name_in_the_opening_sentence_is_the_title_s_person():
    found = read("Ivo Prent: Ivo Marek Prent ( born 1990 ) is a Faroese footballer who plays for Keld Rovers .")
    assert typed(found) == [("Ivo Prent", "PLAYS_FOR", "Keld Rovers", None, None)]


def test_the_full_name_is_another_name_of_the_person(mem):
    mem.ingest("Ivo Prent: Ivo Marek Prent ( born 1990 ) is a Faroese footballer who plays for Keld Rovers .")
    assert mem.walk("Which team does Ivo Marek Prent play for?").concept.name == "Ivo Prent"


def test_a_club_named_like_a_country_is_a_club_and_a_debut_for_a_country_is_its_side():
    held = stints(
        "Ivo Prent joined Monaco in 2005.",
        "Ivo Prent made his debut for Wales in a friendly match against Fiji in November 2006.",
        "Ivo Prent joined Keld Rovers in 2008.",
    )
    assert held[("Monaco", "JOINED")] == ("2005-01-01", "2008-01-01")  # joined: a club, ended by the next club
    assert held[("Wales", "PLAYED_FOR")] == ("2006-11-01", "open")  # played for a country: its side, beside


def test_an_appearance_that_is_no_match_for_a_team_is_not_playing_for_it():
    for text in (
        "Vera Holt made her debut with the Marlow Philharmonic as a guest in 2009.",
        "Ivo Prent made his first appearance for Keld News as a pundit in 2005.",
        "Ivo Prent made his 100th appearance for Keld Rovers in a league match in 2016.",
    ):
        assert not any(one[1] == "PLAYED_FOR" for one in typed(read(text))), text


def test_a_loan_or_a_sponsor_ends_no_signing():
    held = stints(
        "Ivo Prent is a footballer. Omonia signed Ivo Prent in 2012.",
        "Ivo Prent joined Marlow Town on loan in 2013.",
        "Ivo Prent is a footballer. Nike signed Ivo Prent in 2014.",
    )
    assert held[("Omonia", "SIGNED_BY")] == ("2012-01-01", "open")


def test_where_a_move_came_from_is_no_tie_from_then():
    from c0lab.extract.stints import membership

    assert membership("JOINED_FROM") == frozenset() and membership("GRADUATED_FROM") == {"study"}


# --- an award or a status conferred in the passive -------------------------------------------------------------------


def test_an_award_conferred_is_received_and_a_status_declared_is_become():
    assert typed(read("In 1959 Vera Holt was awarded the Keld Prize.")) == [
        ("Vera Holt", "RECEIVED", "Keld Prize", "1959-01-01", None)
    ]
    found = read("Marlow Hall was declared a Keldland Landmark in 1975, and was designated a Marlow Monument in 1976.")
    assert typed(found) == [
        ("Marlow Hall", "BECAME", "Keldland Landmark", "1975-01-01", None),
        ("Marlow Hall", "BECAME", "Marlow Monument", "1976-01-01", None),
    ]


# --- a career listed with one end ------------------------------------------------------------------------------------


def test_an_end_said_after_a_listed_career_is_the_last_team_s():
    found = read("Ivo Prent played for Keld Rovers, Marlow Town, Orsk FC and Vega United before retiring in 2007.")
    ends = {one[2]: one[4] for one in typed(found) if one[1] == "PLAYED_FOR"}
    assert ends == {"Keld Rovers": None, "Marlow Town": None, "Orsk FC": None, "Vega United": "2007-01-01"}
    found = read("Vera Holt chaired Keld Bank and Marlow Trust until 2010.")  # posts held at once: both end
    assert {one[4] for one in typed(found)} == {"2011-01-01"}


def test_after_the_final_review_a_relative_a_side_and_a_pundit_are_not_read_as_before():
    found = read("Ivo Prent: Ivo Marek Prent , his son , played for Keld Rovers from 1970 to 1975 .")
    assert {one[0] for one in typed(found)} == {"Ivo Marek Prent"}  # a relative, not the title's person
    found = read("Ivo Prent played for Keld Rovers and Wales until 2004.")  # a club and a side held at once
    assert {one[4] for one in typed(found)} == {"2005-01-01"}
    found = read("Ivo Prent made his debut for Keld Sports as a pundit during the 2011 season.")
    assert not any(one[1] == "PLAYED_FOR" for one in typed(found))
    found = read("Ivo Prent Sr., the father of Tom Prent, was a lawyer who founded Prent & Vell.")
    assert ("Tom Prent", "FOUNDED", "Prent & Vell") not in {one[:3] for one in typed(found)}
