"""A clause of time with a pronoun subject is a statement of its own; "was made a Justice of …" holds that office."""

from __future__ import annotations

from c0lab.retrieval.lexicon import single_owner
from tests._ties import needs_wordnet, read_ties


def test_a_clause_after_until_tells_the_next_stint_and_ends_the_first():
    ties = read_ties("Ana Velt played for Port Vale until she joined Cheltenham Town in July 2013.")
    assert ties[("Ana Velt", "PLAYED_FOR", "Port Vale")] == (None, "2013-07-01")
    assert ties[("Ana Velt", "JOINED", "Cheltenham Town")] == ("2013-07-01", None)


def test_a_clause_after_before_is_the_subjects_own_tie_with_its_own_date():
    ties = read_ties("Ana Velt won the cup with Port Vale in 2012, before she re-joined Cheltenham Town in July 2013.")
    assert ties[("Ana Velt", "JOINED", "Cheltenham Town")] == ("2013-07-01", None)
    assert ("Ana Velt", "MENTIONED_WITH", "Cheltenham Town") not in ties


def test_a_leaving_after_until_ends_the_main_clause_in_its_year():
    ties = read_ties("Ana Velt led Orsk Labs until she retired in 1990.")
    assert ties[("Ana Velt", "LED", "Orsk Labs")] == (None, "1991-01-01")


@needs_wordnet
def test_made_a_title_of_something_is_an_office_held():
    ties = read_ties("Ana Velt was made a Justice of the Supreme Court of Orsk in 1965.")
    assert ties[("Ana Velt", "HELD_OFFICE_AS", "Justice of the Supreme Court of Orsk")] == ("1965-01-01", None)
    assert ("Ana Velt", "HELD_OFFICE_AS", "Orsk") not in ties


def test_an_honour_of_an_order_is_held_by_many_at_once():
    assert single_owner("HELD_OFFICE_AS", "Ana Velt", "Officer of the Order of Orsk") is None
    assert single_owner("HELD_OFFICE_AS", "Ana Velt", "Governor of Orsk") is not None


def test_what_had_held_before_he_came_takes_not_the_date_he_came():
    ties = read_ties("Anselm Dorr had taught rhetoric at Leiden before he came to Velsbruck in 1642.")
    assert ties[("Anselm Dorr", "TAUGHT_AT", "Leiden")][0] is None  # not "since 1642": that is when he came
    assert ties[("Anselm Dorr", "CAME_TO", "Velsbruck")] == ("1642-01-01", None)


def test_a_pronoun_that_may_be_another_person_splits_nothing():
    employed = read_ties("Leeds United employed Tom Hale until he joined Arsenal in 1990.")
    assert ("Leeds United", "JOINED", "Arsenal") not in employed
    spouse = read_ties("Anna Berg married Karl Ott in 1980. She lived in Orsk until he joined Pell University in 1990.")
    assert ("Anna Berg", "JOINED", "Pell University") not in spouse


def test_a_shared_year_ends_the_main_clause_in_it():
    ties = read_ties("Tom Hale played for Leeds until he joined Arsenal in March/April 2006.")
    assert ties[("Tom Hale", "PLAYED_FOR", "Leeds")] == (None, "2006-03-01")


def test_after_he_did_dates_an_undated_main_clause_as_before():
    ties = read_ties("Tom Hale joined Leeds United after he graduated from Orsk University in 1989.")
    assert ties[("Tom Hale", "JOINED", "Leeds United")] == ("1989-01-01", None)
