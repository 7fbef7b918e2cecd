"""Years in brackets after the object of a stint's verb are that stint's ("played for Orsk FC (1990–1995)"), in a
list each its own ("… and Tarn United (1995–1999)"); after a person met or married they stay the person's own
(a life). Before, the brackets were read as a life everywhere, and a list's later names were co-mentions."""

from __future__ import annotations

from tests._ties import read_ties


def test_years_after_the_object_of_a_stint_date_it():
    assert read_ties("Ana Pell studied at Kell College (1990–1994).")[("Ana Pell", "STUDIED_AT", "Kell College")] == (
        "1990-01-01",
        "1995-01-01",
    )


def test_each_name_of_a_list_takes_its_own_years_and_the_first_ones_type():
    ties = read_ties("Ana Pell joined the Orsk Club (1990–1995), Tarn United (1995–1999), and Kell Rovers (1999–2003).")
    assert ties[("Ana Pell", "JOINED", "Orsk Club")] == ("1990-01-01", "1996-01-01")
    assert ties[("Ana Pell", "JOINED", "Tarn United")] == ("1995-01-01", "2000-01-01")
    assert ties[("Ana Pell", "JOINED", "Kell Rovers")] == ("1999-01-01", "2004-01-01")
    played = read_ties("Ana Pell played for Orsk FC (1990–1995) and Tarn United (1995–1999).")
    assert played[("Ana Pell", "PLAYED_FOR", "Tarn United")] == ("1995-01-01", "2000-01-01")
    assert ("Ana Pell", "MENTIONED_WITH", "Tarn United") not in played


def test_years_after_a_person_met_or_married_are_no_stint():
    ties = read_ties("Ana Pell married Bo Ek (1931–2001).")
    assert ties.get(("Ana Pell", "MARRIED", "Bo Ek")) == (None, None)
    assert all(
        times == (None, None) for times in read_ties("Ana Pell met Bo Ek (1931–2001) and Cy Dee (1930–1999).").values()
    )


def test_a_bracket_after_a_name_after_a_noun_is_the_names_own():
    ties = read_ties(
        "From 1995 to 1997, the player John Williams (footballer, born 1968) belonged to Wycombe Wanderers."
    )
    assert ties[("John Williams", "MENTIONED_WITH", "Wycombe Wanderers")] == ("1995-01-01", "1998-01-01")


def test_years_after_a_person_worked_with_or_signed_stay_the_persons():
    assert read_ties("Ana Pell worked with Ada Lo (1901–1980).")[("Ana Pell", "WORKED_WITH", "Ada Lo")] == (None, None)
    assert read_ties("Halden Rovers signed Bo Ek (1931–2001).")[("Halden Rovers", "SIGNED", "Bo Ek")] == (None, None)
    ties = read_ties("Ana Pell joined Tarn Group in 1990 and worked with Ada Lo (1901–1980).")
    assert ties[("Ana Pell", "JOINED", "Tarn Group")] == ("1990-01-01", None)


def test_a_one_word_club_after_a_stint_verb_takes_its_years():
    ties = read_ties("Marco Velti played for Juventus (1990–1995) and Ajax (1995–1999).")
    assert ties[("Marco Velti", "PLAYED_FOR", "Juventus")] == ("1990-01-01", "1996-01-01")
    assert ties[("Marco Velti", "PLAYED_FOR", "Ajax")] == ("1995-01-01", "2000-01-01")


def test_years_after_a_role_held_at_a_place_are_the_roles_term():
    ties = read_ties("Ana Pell was a lecturer at Kell College (1979–1983).")
    assert ties[("Ana Pell", "LECTURER_AT", "Kell College")] == ("1979-01-01", "1984-01-01")
    both = read_ties(
        "Ana Pell served as a lecturer at Kell College (1979–1983) and as a professor at Orsk University (1983–1994)."
    )
    assert both[("Ana Pell", "SERVED_AS_LECTURER_AT", "Orsk University")] == ("1983-01-01", "1995-01-01")
    assert read_ties("Ana Pell arrived at Kell College (1979–1983).")[("Ana Pell", "ARRIVED_AT", "Kell College")][
        0
    ] != ("1979-01-01")  # no role: the years are no term of one
