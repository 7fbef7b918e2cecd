"""A historian's sentences (stranger15): a post kept, passed on in the passive, held "until", resigned by its title."""

from __future__ import annotations

import pytest

from c0lab import Memory
from tests._ties import needs_wordnet, read_ties


def test_remained_a_title_of_something_is_the_post_itself():
    ties = read_ties("Dietrich Sauer remained Mayor of Harnmouth until 1721, when Martin Kehl succeeded him.")
    assert ties[("Dietrich Sauer", "MAYOR_OF", "Harnmouth")] == (None, "1722-01-01")


def test_him_after_a_post_of_a_place_is_the_holder_not_the_place():
    ties = read_ties("Dietrich Sauer was Mayor of Harnmouth until 1721, when Martin Kehl succeeded him.")
    assert ("Martin Kehl", "SUCCEEDED", "Dietrich Sauer") in ties
    assert ("Martin Kehl", "SUCCEEDED", "Harnmouth") not in ties
    led = read_ties("Dietrich Sauer led Harnmouth until 1721, when Martin Kehl succeeded him.")
    assert ("Martin Kehl", "SUCCEEDED", "Dietrich Sauer") in led  # what a leader's verb leads is no "him" either
    daughter = read_ties("Ana Vell, the daughter of John Smith, succeeded him in 1990.")
    assert ("Ana Vell", "SUCCEEDED", "John Smith") in daughter  # a daughter's father is a person


def test_a_passive_succession_in_a_role_gives_the_new_holder_the_post():
    ties = read_ties("Elias Vogt was succeeded as Mayor of Harnmouth by Georg Imhof in 1698.")
    assert ties[("Georg Imhof", "MAYOR_OF", "Harnmouth")] == ("1698-01-01", None)
    assert not any(source == "Elias Vogt" and kind.startswith("SUCCEEDED") for source, kind, _ in ties)


def test_held_it_until_ends_the_post_taken_in_the_same_sentence():
    ties = read_ties(
        "Johann Reiss succeeded Paul Hessel as Rector of the University of Velsbruck in 1715 and held it until 1731."
    )
    assert ties[("Johann Reiss", "RECTOR_OF", "University of Velsbruck")] == ("1715-01-01", "1732-01-01")
    assert ("Johann Reiss", "HELD", "University of Velsbruck") not in ties


@needs_wordnet
def test_resigned_as_a_title_ends_that_post(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Paul Hessel became Rector of the University of Velsbruck in 1703. Paul Hessel resigned as Rector in 1715."
        )
        context = memory.walk("Who was Rector of the University of Velsbruck in 1720?").context
    assert "[ended 1715, resigned] Paul Hessel rector of University of Velsbruck" in context
    assert "resigned as Rector (since 1715)" not in context


@pytest.mark.parametrize("text", ["Ana Velt served as Mayor in 2001.", "Ana Velt retired as Rector Emeritus in 2001."])
def test_a_title_after_as_stays_a_name_without_a_verb_of_leaving(text):
    assert any(kind in ("HELD_OFFICE_AS", "RETIRED_AS") for _, kind, _ in read_ties(text))


@pytest.mark.parametrize(
    "text",
    [
        "Rectors of the University of Velsbruck\n1642–1655: Anselm Dorr\n1655–1671: Jacob Weitling",
        "University of Velsbruck rectors\n- 1642–1655 Anselm Dorr\n- 1655–1671 Jacob Weitling",
    ],
)
def test_a_list_of_holders_of_a_name_with_of_in_it_is_read(text):
    ties = read_ties(text)
    assert ties[("Anselm Dorr", "RECTOR_OF", "University of Velsbruck")] == ("1642-01-01", "1656-01-01")
    assert ties[("Jacob Weitling", "RECTOR_OF", "University of Velsbruck")] == ("1655-01-01", "1672-01-01")


def test_a_title_taken_over_after_as_is_the_role_not_a_name():
    ties = read_ties(
        "Konrad Albrecht was elected Rector of the University of Velsbruck in 1687. "
        "Paul Hessel succeeded him as Rector in 1703."
    )
    assert not any("Rector" in (source, target) for source, _, target in ties)
    assert ("Paul Hessel", "SUCCEEDED", "Konrad Albrecht") in ties


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("Who succeeded Jacob Weitling as Rector?", "- Matthias Kolbe rector of University of Velsbruck"),
        ("Who preceded Jacob Weitling as rector?", "- Anselm Dorr rector of University of Velsbruck"),
    ],
)
def test_a_succession_question_naming_the_role_reads_the_holders(tmp_path, question, first):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest(
            "Rectors of the University of Velsbruck\n1642–1655: Anselm Dorr\n1655–1671: Jacob Weitling\n"
            "1671–1687: Matthias Kolbe"
        )
        walk = memory.walk(question)
    assert walk.event.startswith("Read as of ")
    assert next(line for line in walk.context.splitlines() if line.startswith("- ")).startswith(first)


@needs_wordnet
@pytest.mark.parametrize(
    "said",
    [
        "In the winter of 1709 the Mayor of Harnmouth, Georg Imhof, was deposed after the bread riots.",
        "Georg Imhof, the Mayor of Harnmouth, resigned in 1709.",
    ],
)
def test_a_holder_in_apposition_to_the_post_left_ends_it(tmp_path, said):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Georg Imhof became Mayor of Harnmouth in 1698.")
        memory.ingest(said)
        context = memory.walk("Who was Mayor of Harnmouth in 1712?").context
    assert "No longer true:\n- [ended 1709" in context


def test_a_passive_succession_stops_at_the_sentence_end_and_keeps_particles():
    ties = read_ties("Elias Vogt was succeeded as Mayor of Harnmouth by Georg Imhof. Imhof married Ann Vel in 1700.")
    assert ties[("Georg Imhof", "MAYOR_OF", "Harnmouth")] == (None, None)
    assert ties[("Georg Imhof", "MARRIED", "Ann Vel")] == ("1700-01-01", None)


@pytest.mark.parametrize("said", ["divorced Ann Vel", "graduated from Orsk University"])
def test_a_holder_in_apposition_doing_anything_else_keeps_the_post(said):
    ties = read_ties(
        f"Georg Imhof was elected Mayor of Harnmouth in 1700. In 1709 the Mayor of Harnmouth, Georg Imhof, {said}."
    )
    assert ties[("Georg Imhof", "MAYOR_OF", "Harnmouth")] == ("1700-01-01", None)


def test_an_acting_holder_of_a_post_named_before_holds_it_until_the_date_said():
    ties = read_ties(
        "In the winter of 1709 the Mayor of Harnmouth, Georg Imhof, was deposed after the bread riots. The alderman "
        "Hans Fessler served as acting mayor until March/April 1710, when Dietrich Sauer was elected Mayor of "
        "Harnmouth."
    )
    assert ties[("Hans Fessler", "MAYOR_OF", "Harnmouth")] == ("1709-12-01", "1710-04-01")  # from the deposition
    assert ties[("Dietrich Sauer", "MAYOR_OF", "Harnmouth")][0] == "1710-03-01"
