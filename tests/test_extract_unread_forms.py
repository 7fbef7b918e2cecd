"""Forms of telling holders and licences that the offline extractor did not read: a chat reply with no verb, a former
holder's term in brackets after a passive, holders counted then told by ordinals, a former holder's start in a
relative clause, a first state in a fronted participle, a sentence opening with an adjective.
Hand-made, on names no bench family uses (choirs, rowing clubs, songbooks)."""

from __future__ import annotations

import pandas as pd

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.dates import dated_phrases


def read(text, at="2025-03-01"):
    return OfflineExtractor()(text, at=parse_time(at), known=[])


def ties(extraction):
    return {
        (r.source, r.type, r.target): (_year(r.valid_from), _year(r.valid_to))
        for r in extraction.relations
        if r.type != "MENTIONED_WITH"
    }


def _year(moment):
    return None if moment is None else pd.Timestamp(moment).strftime("%Y-%m")


def test_a_chat_reply_with_no_verb_answers_the_question_and_its_it_is_the_thing_asked_about():
    found = read(
        "#choirs\n[10:02] ana: who conducts Lorvel Choir now?\n"
        "[10:03] raj: Shagri Solsolbel, since 2021. before that Zenvar Dopha ran it (from 2016)"
    )
    told = ties(found)
    assert told.get(("Shagri Solsolbel", "CONDUCTS", "Lorvel Choir")) == ("2021-01", None)
    assert told.get(("Zenvar Dopha", "RAN", "Lorvel Choir")) == ("2016-01", "2021-01")
    assert ("Zenvar Dopha", "RAN", "Shagri Solsolbel") not in told
    ran = [r for r in found.relations if r.type == "RAN"]
    assert len(ran) == 1  # the bracket dates the clause's tie; no second, open one


def test_a_former_holders_term_in_brackets_after_a_passive_and_the_one_now_succeeding():
    found = read("The Harrow Rowing Club, previously directed by Ilsa Brandt (2015–2019), is now under Odo Pettersen.")
    start, end = ties(found)[("Harrow Rowing Club", "DIRECTED_BY", "Ilsa Brandt")]
    assert start == "2015-01" and end is not None and end >= "2019-01"
    assert [(s.new, s.old, s.objects) for s in found.successions] == [
        ("Odo Pettersen", "Ilsa Brandt", ("Harrow Rowing Club",))
    ]
    founded = read("The Harrow Rowing Club was founded by Ilsa Brandt (1888–1957).")
    assert ties(founded)[("Harrow Rowing Club", "FOUNDED_BY", "Ilsa Brandt")] == (None, None)  # a life, no term


def test_holders_counted_then_told_by_ordinals_hold_the_counted_role():
    told = ties(
        read(
            "The Lorvel Choir has had two chairs. The first, Zenvar Dopha, served from 2012 to 2016; "
            "the second, Shagri Solsolbel, took office in 2016."
        )
    )
    assert told.get(("Zenvar Dopha", "CHAIR_OF", "Lorvel Choir"), (None,))[0] == "2012-01"
    assert told.get(("Shagri Solsolbel", "CHAIR_OF", "Lorvel Choir")) == ("2016-01", None)


def test_a_former_holders_start_said_in_a_relative_clause_after_previously():
    told = ties(
        read(
            "The Harrow Glee Club, which Odo Pettersen has directed since 2019, was previously headed by Ilsa "
            "Brandt, who had been in charge from the spring of 2013."
        )
    )
    assert told[("Harrow Glee Club", "HEADED_BY", "Ilsa Brandt")] == ("2013-03", "2019-01")
    assert told[("Odo Pettersen", "DIRECTED", "Harrow Glee Club")] == ("2019-01", None)


def test_a_part_of_a_period_after_the_is_read_with_its_cue():
    said = dated_phrases("She had been in charge from the autumn of 2013.", at=parse_time("2025-03-01"))
    assert [role for _, _, role in said] == ["start"]
    event = dated_phrases("After the 2018 regatta she rowed for Tarn.", at=parse_time("2025-03-01"))
    assert [role for _, _, role in event] == ["at"]  # a year naming an event, not a part of a period


def test_a_first_state_in_a_fronted_participle_ends_at_the_change():
    told = ties(
        read(
            "First distributed by the Harrow Glee Club under the Quillon licence, the Brask songbook adopted "
            "the Arden licence in July 2019."
        )
    )
    assert told[("Brask songbook", "UNDER_LICENCE", "Quillon licence")] == (None, "2019-07")
    assert told[("Brask songbook", "ADOPTED_LICENCE", "Arden licence")] == ("2019-07", None)
    assert told[("Brask songbook", "DISTRIBUTED_BY", "Harrow Glee Club")] == (None, None)  # no end: still so


def test_an_adjective_opening_a_sentence_or_a_thread_post_is_no_name():
    found = read(
        "1/ Big news from the Harrow Glee Club: the Brask songbook has moved to the Arden licence as of July 2019.\n"
        "2/ Previously it shipped under the Quillon licence."
    )
    names = {entity.name for entity in found.entities}
    assert "Big" not in names and "Previously" not in names
    assert ties(found).get(("Brask songbook", "UNDER_LICENCE", "Quillon licence")) == (None, "2019-07")
    strong = {entity.name for entity in read("Strong won the sculls for the Harrow Rowing Club.").entities}
    assert "Strong" in strong  # before a verb, a name


def test_an_act_told_by_its_noun_with_its_object_and_agent_is_a_tie_of_no_date():
    found = read(
        "Releases of the Brask songbook by the Harrow Glee Club came under the Quillon licence up to July 2019."
    )
    assert ties(found).get(("Harrow Glee Club", "RELEASES", "Brask songbook")) == (None, None)
    assert "Quillon licence" in {entity.name for entity in found.entities}  # "up to" is no part of the name
    visit = ties(read("A visit of Ilsa Brandt by Odo Pettersen was noted."))
    assert not visit  # an act of no relation sense
    title = ties(read("Ilsa Brandt was named Graduate of The Year by the Harrow Rowing Club in 2010."))
    assert not any(kind.startswith("GRADUATE") for _, kind, _ in title)  # a person's noun, no act


def test_a_place_of_its_own_kept_somewhere_or_a_home_to_a_description_locates_the_thing():
    told = ties(
        read(
            "Vinmar Lab runs the Harrow Glee Club. Dellmoor is home to the lab. "
            "The Harrow Glee Club moved into new rooms in Orsk last year. Vinmar Lab keeps its boats in Tarn."
        )
    )
    assert ("Vinmar Lab", "HOME_IN", "Dellmoor") in told
    assert ("Harrow Glee Club", "ROOMS_IN", "Orsk") in told
    assert ("Vinmar Lab", "BOATS_IN", "Tarn") not in told  # a part no one is located in
