"""Times and references found on the dev_seventh and dev_sixth wording families and on sentences of my own, each read
as the plain sentence it says: a date inside a relative aside ("B, who replaced A in 2019, spoke to …") is the aside's;
an object "it" is the thing tied in the sense of its verb ("A had headed it": the project, not the newspaper); a range
after a nameless opening ("For a long time, from 2012 until 2019, …") dates the clause after it; a date between the
value given up and the new one ("dropped A in July 2019 in favour of B"); "afterwards it …" and "since then it …" open a
clause whose "it" is a thing, never a person; a bracket closing a sentence with its own clause ("(it used A before
July 2017)") dates only itself; an end said "before July 2017", or where a tie of the old value begins, is where the
next value begins; a later clause in the past perfect ends before the clause it follows; "T, which P ships under L"
puts T under L; "moved it off A and onto B" is a change of value. Before, each read the wrong date, holder or no end."""

from __future__ import annotations

import pytest

from c0lab.extract.elided import owned_roles
from c0lab.extract.it_refers import tied_thing
from c0lab.extract.names import names_in, spans_of
from c0lab.extract.offline import OfflineExtractor
from c0lab.extract.pronoun_clauses import pronoun_clauses
from c0lab.extract.types import Relation
from c0lab.extract.values import said_values
from tests._ties import AT, day, ingested_ties, read_ties


def test_a_date_inside_a_relative_aside_is_the_asides_not_the_main_clauses():
    ties = read_ties("Ana Lo, who replaced Bo Ek as head of Orsk Labs in 2019, spoke to the Courier on Monday.")
    assert ties[("Ana Lo", "HEAD_OF", "Orsk Labs")] == ("2019-01-01", None)
    assert ties[("Ana Lo", "SPOKE_TO", "Courier")] == ("2019-12-30", None)  # its own Monday, not the aside's 2019


def test_an_object_it_is_the_thing_tied_in_the_sense_of_its_verb(tmp_path):
    text = (
        "Lumtavar Solcor, who replaced Bribel Quataka as head of Project Eldo in 2019, spoke to the Courier about the "
        "project's future. Bribel Quataka had headed it from 2015."
    )
    ties = read_ties(text)
    assert ("Bribel Quataka", "HEADED", "Project Eldo") in ties
    assert ("Bribel Quataka", "HEADED", "Courier") not in ties
    held = ingested_ties(tmp_path / "memory", (text, "2020-01-01"))
    assert held[("Bribel Quataka", "HEADED", "Project Eldo")] == ("2015-01-01", "2020-01-01")  # handed over in 2019
    assert ("Bribel Quataka", "SPOKE_TO", "Courier") not in held


@pytest.mark.parametrize(
    "text",
    [
        "For a long time, from 2012 until 2019, the director of Orsk Labs was Bo Ek.",
        "From 2012 until 2019, the director of Orsk Labs was Bo Ek.",
    ],
)
def test_a_range_after_a_nameless_opening_dates_the_clause_after_it(text):
    assert read_ties(text)[("Bo Ek", "DIRECTOR_OF", "Orsk Labs")] == ("2012-01-01", "2020-01-01")


def test_a_value_given_up_with_a_date_before_the_new_one():
    ties = read_ties("The Quill toolkit dropped the Brenlow licence in July 2019 in favour of the Orrin licence.")
    assert ties[("Quill toolkit", "LICENCE", "Brenlow licence")] == (None, "2019-07-01")
    assert ties[("Quill toolkit", "LICENCE", "Orrin licence")] == ("2019-07-01", None)


def test_afterwards_it_opens_a_clause_about_the_thing_before():
    ties = read_ties(
        "Up to July 2019 the Quill toolkit carried the Brenlow licence; afterwards it carried the Orrin licence."
    )
    assert ties[("Quill toolkit", "CARRIED_LICENCE", "Orrin licence")] == ("2019-07-01", None)
    assert not any(source == "Brenlow licence" for source, _, _ in ties)


@pytest.mark.parametrize(
    "text",
    [
        "Bo Ek ran Orsk Labs until 2019; since then it has been led by Ana Lo.",
        "Bo Ek ran Orsk Labs until 2019; then it was led by Ana Lo.",
    ],
)
def test_an_opening_it_is_a_thing_never_a_person(text):
    ties = read_ties(text)
    assert ties[("Orsk Labs", "LED_BY", "Ana Lo")] == ("2019-01-01", None)
    assert ("Bo Ek", "LED_BY", "Ana Lo") not in ties


def test_a_bracket_closing_a_sentence_with_its_own_clause_dates_only_itself():
    assert pronoun_clauses("Ana Lo runs Orsk (she joined Kell Bank in 2017).") == (
        "Ana Lo runs Orsk. She joined Kell Bank in 2017."
    )
    assert pronoun_clauses("Orsk ships T (it being new).") == "Orsk ships T (it being new)."
    assert pronoun_clauses("Ana Lo runs Orsk (she has since 2019).") == "Ana Lo runs Orsk (she has since 2019)."
    ties = read_ties(
        "Kell Group ships the Quill toolkit under the Orrin licence (it used the Brenlow licence before July 2017)."
    )
    assert ties[("Kell Group", "SHIPS", "Quill toolkit")] == (None, None)
    assert ties[("Quill toolkit", "LICENCE", "Brenlow licence")] == (None, "2017-07-01")
    assert ties[("Quill toolkit", "UNDER_LICENCE", "Orrin licence")] == ("2017-07-01", None)


@pytest.mark.parametrize(
    ("said", "new", "old"),
    [
        ("before July 2017", "2017-07-01", "2017-07-01"),  # the old one ended as July began
        ("until July 2017", "2017-07-01", "2017-08-01"),  # through July: the hand-over fell in July
        ("before 2017", "2017-01-01", "2017-01-01"),
    ],
)
def test_the_next_value_begins_where_an_end_said_before_a_date_falls(said, new, old):
    ties = read_ties(f"The Quill toolkit is under the Orrin licence. It used the Brenlow licence {said}.")
    assert ties[("Quill toolkit", "LICENCE", "Orrin licence")] == (new, None)
    assert ties[("Quill toolkit", "LICENCE", "Brenlow licence")] == (None, old)


def test_the_next_value_begins_where_a_tie_of_the_old_one_begins():
    ties = read_ties(
        "Elulfen Shagri directs Project Nyra. Elulfen Shagri replaced Vemo Volum in 2019; Vemo Volum had directed "
        "the project since 2016."
    )
    assert ties[("Elulfen Shagri", "DIRECTS", "Project Nyra")] == ("2019-01-01", None)
    assert ties[("Vemo Volum", "DIRECTED", "Project Nyra")] == ("2016-01-01", "2019-01-01")


def test_a_later_clause_in_the_past_perfect_ends_before_the_clause_it_follows():
    ties = read_ties(
        "In July 2019 the Quill toolkit switched to the Orrin licence; it had been under the Brenlow licence."
    )
    assert ties[("Quill toolkit", "LICENCE", "Brenlow licence")] == (None, "2019-07-01")
    ties = read_ties("Ana Lo took charge of Orsk Labs in 2019; it had been run by Bo Ek since 2012.")
    assert ties[("Orsk Labs", "RUN_BY", "Bo Ek")] == ("2012-01-01", "2019-01-01")
    ties = read_ties("Ana Lo, who had studied in Oslo, joined Orsk Labs in 2019.")  # a relative clause: no end
    assert ties[("Ana Lo", "STUDIED_IN", "Oslo")] == (None, None)


@pytest.mark.parametrize(
    "text",
    [
        "You will work on the Quill toolkit, which Kell Group ships under the Orrin licence.",
        "The Quill toolkit, which Kell Group releases under the Orrin licence, is popular.",
    ],
)
def test_what_an_object_relative_clause_puts_under_a_licence_is_its_antecedent(text):
    ties = read_ties(text)
    assert ties[("Quill toolkit", "UNDER_LICENCE", "Orrin licence")] == (None, None)
    assert not any(source == "Kell Group" and "LICEN" in kind for source, kind, _ in ties)


@pytest.mark.parametrize(
    "text",
    [
        "Kell Group moved the Quill toolkit off the Brenlow licence and onto the Orrin licence in July 2015.",
        "Kell Group distributes the Quill toolkit. We moved it off the Brenlow licence and onto the Orrin licence in "
        "July 2015, and adoption has gone up since.",
    ],
)
def test_moved_off_one_value_and_onto_another_is_a_change(text):
    ties = read_ties(text)
    assert ties[("Quill toolkit", "LICENCE", "Brenlow licence")] == (None, "2015-07-01")
    assert ties[("Quill toolkit", "LICENCE", "Orrin licence")] == ("2015-07-01", None)


@pytest.mark.parametrize(
    ("text", "old"),
    [
        (
            "The Quill toolkit has carried the Orrin licence since July 2019; before, it was under the Brenlow "
            "licence.",
            ("Quill toolkit", "LICENCE", "Brenlow licence", "2019-07-01"),
        ),
        ("Ana Lo has led Orsk Labs since 2019. Before, Bo Ek led it.", ("Bo Ek", "LED", "Orsk Labs", "2019-01-01")),
    ],
)
def test_a_bare_before_opens_what_held_until_the_time_said_last(text, old):
    assert read_ties(text)[old[:3]] == (None, old[3])


@pytest.mark.parametrize(
    "text",
    [
        "Ana Lo was appointed director of Orsk Labs in 2019 following the departure of Bo Ek.",
        "Ana Lo was appointed director of Orsk Labs after the death of Bo Ek in 2019.",
        "Ana Lo took over Orsk Labs in 2019 after Bo Ek's departure.",
    ],
)
def test_a_post_taken_after_the_leaving_of_another_is_a_hand_over(text):
    found = OfflineExtractor()(text, at=AT, known=[])
    assert [(s.new, s.old, s.objects, day(s.at)) for s in found.successions] == [
        ("Ana Lo", "Bo Ek", ("Orsk Labs",), "2019-01-01")
    ]


def test_a_post_taken_after_another_did_something_else_is_no_hand_over():
    found = OfflineExtractor()("Ana Lo became director of Orsk Labs after Bo Ek won the prize.", at=AT, known=[])
    assert found.successions == []


def test_a_thing_handed_over_is_in_the_new_holders_charge(tmp_path):
    held = ingested_ties(tmp_path / "one", ("Bo Ek handed over Orsk Labs to Ana Lo in mid-2019.", "2020-01-01"))
    assert held[("Ana Lo", "IN_CHARGE_OF", "Orsk Labs")] == ("2019-07-01", "open")
    assert held[("Bo Ek", "IN_CHARGE_OF", "Orsk Labs")] == ("since always", "2019-07-01")
    assert not any(kind.startswith("HANDED") for _, kind, _ in held)
    held = ingested_ties(tmp_path / "two", ("Bo Ek handed a letter to Ana Lo in 2019.", "2020-01-01"))
    assert not any(kind == "IN_CHARGE_OF" for _, kind, _ in held)


def test_a_names_own_values_listed_after_it_with_a_since():
    ties = read_ties(
        "Kell Group ships the Quill toolkit. Quill toolkit: Brenlow licence until July 2019, Orrin licence since."
    )
    assert ties[("Quill toolkit", "LICENCE", "Brenlow licence")] == (None, "2019-08-01")
    assert ties[("Quill toolkit", "LICENCE", "Orrin licence")] == ("2019-07-01", None)
    assert not any(kind.startswith("QUILL") for _, kind, _ in ties)


def test_a_name_in_single_quotes_keeps_no_closing_quote():
    assert names_in("She said 'Kell Bank' twice.", {}) == ["Kell Bank"]
    assert names_in("He joined the Workers' Party in 2019.", {}) == ["Workers' Party"]


@pytest.mark.parametrize(
    ("sentence", "owner"),
    [
        ("Item 1: live demonstration of the kelp farming system developed by Project Gritadun.", "Project Gritadun"),
        ("Lab book: a day on the tidal turbine system that Project Tatanzen develops.", "Project Tatanzen"),
        ("Project Tankavar is a flood warning system project administered by Nylum Labs.", "Project Tankavar"),
        (
            "Item 1: the board reviewed Project Tatanzen, the wind lidar system programme run by Orsk Labs.",
            "Project Tatanzen",
        ),
    ],
)
def test_a_value_is_of_the_name_that_develops_it_unless_said_of_another(sentence, owner):
    values = said_values(sentence, spans_of(sentence, names_in(sentence, {})), subject=None)
    assert [name for name, head in values if head == "system"] == [owner]


def test_an_object_it_after_a_sentence_about_a_thing_is_what_that_thing_has():
    ties = read_ties(
        "Project Tankavar maintains the Ulrapha toolkit. Between 2013 and 2015, the head of Project Tankavar was "
        "Phari Veriny. The role then went to Nyrimo Bripha, who still holds it."
    )
    assert ties[("Nyrimo Bripha", "HOLDS", "Project Tankavar")] == ("2016-01-01", None)  # the post's, not the toolkit
    shipped = [Relation("Project Belka", "DISTRIBUTES", "Volo toolkit")]
    mentioned = ["Project Belka", "Volo toolkit"]
    assert tied_thing(shipped, "Project Belka", mentioned, "We moved it off the A licence.") == "Volo toolkit"
    assert tied_thing(shipped, "Project Belka", mentioned, "And what is it for?") is None  # a subject asked of
    assert tied_thing(shipped, "Project Belka", mentioned, "Previously it shipped under the A licence.") is None


def test_a_pronoun_taken_over_keeps_the_rest_of_its_sentence():
    ties = read_ties(
        "Bo Ek founded the Orsk Cafe. After years of losses, Ana Lo took it over in 2016, and Bo Ek moved to Leeds "
        "in 2017."
    )
    assert ties[("Ana Lo", "TOOK_OVER", "Orsk Cafe")] == ("2016-01-01", None)
    assert ties[("Bo Ek", "MOVED_TO", "Leeds")] == ("2017-01-01", None)
    found = OfflineExtractor()(
        "Bo Ek ran the Orsk Cafe. He passed it on to his daughter Mia Ek in 2015.", at=AT, known=[]
    )
    assert [(s.new, s.old, day(s.at)) for s in found.successions] == [("Mia Ek", "Bo Ek", "2015-01-01")]


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("In 2020 Tove Brand moved to Bergen; she had married Bo Ek in 2012.", ("Tove Brand", "MARRIED", "Bo Ek")),
        (
            "In 2019 Kell Bank bought Orsk Labs; Orsk Labs had partnered with Vell Soft since 2015.",
            ("Orsk Labs", "PARTNERED_WITH", "Vell Soft"),
        ),
    ],
)
def test_a_past_perfect_clause_of_another_role_ends_nothing(text, tie):
    assert read_ties(text)[tie][1] is None


def test_the_exit_of_an_organisation_hands_no_post_over():
    found = OfflineExtractor()(
        "Ana Lo was appointed director of Orsk Labs in 2019 following the exit of Kell Bank from the project.",
        at=AT,
        known=[],
    )
    assert found.successions == []


def test_an_opening_it_prefers_what_is_plainly_a_thing_to_a_name_of_common_words():
    ties = read_ties("Dana Pike coached Norrby FC until 2010; then it was coached by Sven Adler.")
    assert ("Norrby FC", "COACHED_BY", "Sven Adler") in ties
    assert ("Dana Pike", "COACHED_BY", "Sven Adler") not in ties


def test_a_bare_before_in_a_list_of_times_tells_nothing_held_before():
    ties = read_ties("Ana Lo joined Kell Bank in 2019. Before, during and after the merger, she advised Vell Soft.")
    assert ties[("Ana Lo", "ADVISED", "Vell Soft")][1] is None


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        (
            "Boris Kell, whose term as mayor of Ardent began in 2016, endorsed Lina Sorr.",
            ("Boris Kell", "ENDORSED", "Lina Sorr"),
        ),
        (
            "Orvel Labs, where Eva Strand worked from 2012 to 2016, opened a branch in Leeds.",
            ("Orvel Labs", "OPENED_IN", "Leeds"),
        ),
    ],
)
def test_a_date_inside_an_aside_of_whose_or_where_is_the_asides(text, tie):
    assert read_ties(text)[tie] == (None, None)


def test_a_value_used_by_the_name_that_opens_its_clause_is_that_names():
    sentence = "Project Vanta now uses a rain gauge system built by Kell Group."
    values = said_values(sentence, spans_of(sentence, names_in(sentence, {})), subject=None)
    assert values == {("Project Vanta", "system"): "rain gauge"}


def test_the_whole_of_something_is_no_name_said_before():
    from c0lab.extract.refer import resolve_references

    said = resolve_references("We spent the whole day there.", mentioned=["Lab book"], subject="Lab book")
    assert said == "We spent the whole day there."


@pytest.mark.parametrize(
    ("text", "new"),
    [
        (
            "Bo Ek was Orsk Labs' director until 2019. Since then, Ana Lo has been in charge.",
            ("Ana Lo", "IN_CHARGE_OF", "Orsk Labs"),
        ),
        (
            "Bo Ek's tenure as director of Orsk Labs ended in 2019; Ana Lo now holds the post.",
            ("Ana Lo", "DIRECTOR_OF", "Orsk Labs"),
        ),
    ],
)
def test_a_charge_said_bare_is_over_what_the_last_role_of_leading_was(text, new):
    assert read_ties(text)[new] == ("2019-01-01", None)


def test_a_charge_said_in_the_past_or_in_its_own_sentence_is_left_as_said():
    assert owned_roles("Bo Ek was director of Orsk Labs. Ana Lo held the post.") == (
        "Bo Ek was director of Orsk Labs. Ana Lo held the post."
    )
    assert owned_roles("Bo Ek became head of Orsk Labs in 2012 and stayed in charge until 2016.") == (
        "Bo Ek became head of Orsk Labs in 2012 and stayed in charge until 2016."
    )


@pytest.mark.parametrize(
    "text",
    ["Bo Ek led Orsk Labs until Ana Lo arrived in 2019.", "Bo Ek led Orsk Labs until Ana Lo was appointed in 2019."],
)
def test_a_newcomers_arrival_closing_a_stint_is_a_hand_over(text):
    found = OfflineExtractor()(text, at=AT, known=[])
    assert [(s.new, s.old, s.objects) for s in found.successions] == [("Ana Lo", "Bo Ek", ("Orsk Labs",))]
    assert pronoun_clauses("Ana Lo waited in Oslo until Bo Ek arrived.") == "Ana Lo waited in Oslo until Bo Ek arrived."


@pytest.mark.parametrize(
    "text",
    [
        "In July 2019 the Brenlow licence of the Quill toolkit was replaced by the Orrin licence.",
        "The Quill toolkit moved to the Orrin licence in July 2019 after years under the Brenlow licence.",
    ],
)
def test_a_licence_replaced_said_of_its_owner_or_after_years_under_it(text):
    found = OfflineExtractor()(text, at=AT, known=[])
    ties = {(r.source, r.type, r.target): (day(r.valid_from), day(r.valid_to)) for r in found.relations}
    assert ties[("Quill toolkit", "LICENCE", "Brenlow licence")] == (None, "2019-07-01")
    assert ties[("Quill toolkit", "LICENCE", "Orrin licence")] == ("2019-07-01", None)
    assert found.successions == []  # no licence succeeds a toolkit


def test_a_value_followed_by_who_builds_it_with_no_that():
    sentence = "She gave her energies to Project Nyra and to the peat carbon system Project Nyra continues to build."
    values = said_values(sentence, spans_of(sentence, names_in(sentence, {})), subject=None)
    assert values == {("Project Nyra", "system"): "peat carbon"}


def test_it_said_passive_after_a_clause_is_what_that_clause_acted_on():
    ties = read_ties("Mona Field edited the Tyne Gazette until 2012; then it was edited by Ben Gale.")
    assert ("Tyne Gazette", "EDITED_BY", "Ben Gale") in ties
    assert ("Mona Field", "EDITED_BY", "Ben Gale") not in ties


def test_a_past_perfect_post_elsewhere_is_not_ended_by_a_new_post():
    ties = read_ties("In 2018 Rune Holt became chair of Vexa Bank; he had chaired Mira Trust since 2012.")
    assert ties[("Rune Holt", "CHAIRED", "Mira Trust")] == ("2012-01-01", None)


@pytest.mark.parametrize(
    "text",
    [
        "Jan Berg was director of Tamsin Works until 2016. Olga Marr will be in charge from 2026.",
        "Mia Holt was Jan Berg's director of studies until 2016. Since then, Olga Marr has been in charge.",
    ],
)
def test_a_charge_to_come_or_over_a_person_is_given_no_owner(text):
    assert not any(kind.endswith("CHARGE_OF") for _, kind, _ in read_ties(text))


def test_a_charge_is_over_the_last_thing_led_said_by_a_verb_too():
    ties = read_ties(
        "Jan Berg was director of Tamsin Works until 2016. Piet Grum managed Ralston Mill until 2018. Since then, "
        "Olga Marr has been in charge."
    )
    assert ("Olga Marr", "IN_CHARGE_OF", "Ralston Mill") in ties
    assert ("Olga Marr", "IN_CHARGE_OF", "Tamsin Works") not in ties


@pytest.mark.parametrize(
    "text",
    [
        "Karl Dunn led Hollis Trust until Ines Vo was appointed treasurer in 2012.",
        "Karl Dunn ran the Mercer Hotel until Ines Vo arrived as chef in 2012.",
        "Karl Dunn ran the Mercer Hotel until Ines Vo arrived in Leeds in 2012.",
        "Karl Dunn ran the Mercer Hotel until Kell Bank was appointed administrator in 2012.",
        "Karl Dunn ran the Mercer Hotel until Ines Vo arrived in 2012 to audit the books.",
        "Nina Ross was named director of Orsk Labs in 2014 following the departure of Colin Page's deputy, Ivo Tan.",
    ],
)
def test_an_arrival_for_another_role_or_a_deputys_departure_hands_nothing_over(text):
    assert OfflineExtractor()(text, at=AT, known=[]).successions == []


def test_an_object_it_is_the_thing_tied_by_the_same_verb():
    ties = read_ties("Vera Holt edits the Daily Post and owns Lark Farm. Tom Eyre had edited it from 2005.")
    assert ("Tom Eyre", "EDITED", "Daily Post") in ties
    assert ("Tom Eyre", "EDITED", "Lark Farm") not in ties
