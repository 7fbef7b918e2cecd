"""Names with two particles ("Karl van der Berg", "Ana Lopez de la Vega") are one name wherever they are said."""

from __future__ import annotations

from tests._ties import read_ties


def test_two_particles_inside_a_name_keep_it_whole():
    ties = read_ties("Karl van der Berg was Mayor of Haarlem from 1650 to 1660.")
    assert ties[("Karl van der Berg", "MAYOR_OF", "Haarlem")] == ("1650-01-01", "1661-01-01")
    assert ("Ana Lopez de la Vega", "LED", "Orsk Club") in read_ties("Ana Lopez de la Vega led Orsk Club.")


def test_a_month_word_before_particles_is_a_given_name():
    ties = read_ties("Karl van der Berg was succeeded as Mayor of Haarlem by Jan de la Court in 1660.")
    assert ties[("Jan de la Court", "MAYOR_OF", "Haarlem")] == ("1660-01-01", None)
