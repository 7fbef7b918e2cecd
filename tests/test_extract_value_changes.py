"""Two values of one class noun told in order: the older one ends where the newer one begins.

Each form below is ordinary English for a change of value ("gave way to", "changed from … to …", "(before)" in a
list, "before that", "re-released", "now under …; the … it had before was dropped"), read from the dev halves of
the issue-24 probes (bench/probe), never from the frozen family.
"""

from __future__ import annotations

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.extract.offline import OfflineExtractor
from c0lab.extract.whole_names import said_whole
from tests._ties import read_ties


def test_a_value_that_gave_way_to_another_ends_then():
    ties = read_ties(
        "The toolkit (Fensha toolkit) comes from Project Ulordun. They relicensed it in July 2015: "
        "the Brenlow licence gave way to the Ottavi licence."
    )
    assert ties[("Fensha toolkit", "LICENCE", "Brenlow licence")] == (None, "2015-07-01")
    assert ties[("Fensha toolkit", "LICENCE", "Ottavi licence")] == ("2015-07-01", None)


def test_an_attribute_changed_under_a_heading_is_the_headings_and_dated_by_its_bracket():
    text = (
        "Nyny toolkit release notes\n- Licence changed from the Brenlow licence to the Corvane licence (July 2017).\n"
        "- Nyny toolkit is maintained by Project Tanphacor."
    )
    ties = read_ties(text)
    assert ties[("Nyny toolkit", "LICENCE", "Brenlow licence")] == (None, "2017-07-01")
    assert ties[("Nyny toolkit", "LICENCE", "Corvane licence")] == ("2017-07-01", None)
    names = {entity.name for entity in OfflineExtractor()(text, at=parse_time("2020-01-01"), known=[]).entities}
    assert "Licence" not in names and "Nyny" not in names  # the attribute is no name; "Nyny" is the toolkit


def test_a_name_said_only_before_its_noun_is_the_longer_name():
    assert said_whole(["Nyny", "Nyny toolkit"], "Nyny toolkit notes. The Nyny toolkit is free.") == {
        "Nyny": "Nyny toolkit"
    }
    assert said_whole(["Apple", "Apple store"], "Apple opened. The Apple store is new.") == {}
    assert said_whole(["Vail", "Vail mayor"], "The Vail mayor spoke.") == {}  # a role is no part of a name
    ties = read_ties("Tom Hale was appointed Orsk Club chairman in 2012. The Orsk Club chairman resigned in 2017.")
    assert ("Tom Hale", "CHAIRMAN_OF", "Orsk Club") in ties


def test_a_value_listed_as_before_ends_where_the_dated_one_begins():
    ties = read_ties(
        "Nyqua toolkit\ndeveloper = Project Varve\nlicence = Orrin licence (from July 2019); Ottavi licence (before)"
    )
    assert ties[("Nyqua toolkit", "LICENCE", "Orrin licence")] == ("2019-07-01", None)
    assert ties[("Nyqua toolkit", "LICENCE", "Ottavi licence")] == (None, "2019-07-01")


def test_one_dated_value_among_undated_ones_is_no_list():
    ties = read_ties("Nyqua toolkit\nowner: Orsk Trust (since 2016), Vail Club")
    assert ties[("Orsk Trust", "OWNER_OF", "Nyqua toolkit")] == ("2016-01-01", None)


def test_a_clause_telling_what_held_before_ends_where_the_one_before_begins():
    ties = read_ties(
        "The Fensha toolkit is distributed under the Maplewood licence since July 2016; "
        "before that it was under the Brenlow licence."
    )
    assert ties[("Fensha toolkit", "LICENCE", "Brenlow licence")] == (None, "2016-07-01")
    ties = read_ties("Ada Lee has been a coach since 2019; before that, she played for Vail Town.")
    assert ties[("Ada Lee", "PLAYED_FOR", "Vail Town")] == (None, "2019-01-01")
    ties = read_ties("Ada Lee has been a coach since 2019; previously she coached Vail Town.")
    assert ties[("Ada Lee", "COACHED", "Vail Town")] == (None, "2019-01-01")


def test_a_pronoun_that_may_be_another_name_gives_the_subject_nothing():
    ties = read_ties("Orsk Club signed Tom Hale in 2016; before that he played for Vail Town.")
    assert ("Orsk Club", "PLAYED_FOR", "Vail Town") not in ties
    ties = read_ties("Ada Lee married Tom Hale in 2001; before that he had been married to Mia Dunn.")
    assert not any(kind.startswith("MARRIED") and target == "Mia Dunn" for _, kind, target in ties)


def test_a_bracket_after_a_change_dates_it_only_when_it_is_a_bare_date_ending_the_sentence():
    ties = read_ties("Ada Lee moved from Orsk Club to Vail Town (founded 1890) in 2010.")
    assert ties[("Ada Lee", "MOVED", "Vail Town")] == ("2010-01-01", None)
    assert read_ties("The estate passed from Tom Hale to Ed Hale (1902–1977).") == {
        ("Tom Hale", "MENTIONED_WITH", "Ed Hale"): (None, None)
    }


def test_earlier_versions_with_no_date_ended_by_the_time_of_the_text():
    ties = read_ties(
        "The Fensha toolkit is released under the Orrin licence; earlier versions under the Ottavi licence."
    )
    assert ties[("Fensha toolkit", "UNDER_LICENCE", "Ottavi licence")] == (None, "2020-01-01")
    assert ties[("Fensha toolkit", "UNDER_LICENCE", "Orrin licence")][1] is None


def test_a_verb_done_again_with_another_value_ends_the_first():
    ties = read_ties(
        "Fensha toolkit. Software, developed by Project Ulordun. Released under the Brenlow licence; "
        "re-released under the Ottavi licence in July 2015."
    )
    assert ties[("Fensha toolkit", "UNDER_LICENCE", "Brenlow licence")] == (None, "2015-07-01")
    assert ties[("Fensha toolkit", "UNDER_LICENCE", "Ottavi licence")] == ("2015-07-01", None)
    ties = read_ties("Ada Lee was elected Mayor of Orsk in 2010, and re-elected in 2014.")
    assert ties[("Ada Lee", "MAYOR_OF", "Orsk")] == ("2010-01-01", None)  # the same value again ends nothing


def test_a_value_now_held_and_the_one_it_had_before_dropped():
    ties = read_ties(
        "Project Varve makes the Nyqua toolkit, now under the Orrin licence; "
        "the Ottavi licence it had before was dropped in July 2019."
    )
    assert ties[("Nyqua toolkit", "LICENCE", "Orrin licence")][1] is None
    assert ties[("Nyqua toolkit", "LICENCE", "Ottavi licence")] == (None, "2019-07-01")
    assert ("Project Varve", "LICENCE", "Orrin licence") not in ties
    ties = read_ties("The Fensha toolkit, developed by Project Varve, now under the Orrin licence, is popular.")
    assert ties[("Fensha toolkit", "LICENCE", "Orrin licence")] == (None, None)  # not the developer's
    ties = read_ties("Tom Hale chairs the Orsk club; he quit the Vail club in 2015.")
    assert ("Tom Hale", "CHAIRS", "Vail club") not in ties  # a tie ended is not the other one's type


def test_a_records_key_listing_values_is_no_name_and_its_owner_is_the_heading():
    ties = read_ties("Ada Lee\nborn = 1970\nclub = Orsk Club (since 2015); Vail Town (before)")
    assert ties[("Vail Town", "CLUB_OF", "Ada Lee")] == (None, "2015-01-01")
    assert not any("Club" in (source, target) for source, _, target in ties)


def test_a_verb_done_again_with_a_name_of_another_kind_ends_nothing():
    ties = read_ties("Ada Lee was elected to the Orsk Council; re-elected with Vail Party support in 2014.")
    assert ties[("Ada Lee", "ELECTED_TO", "Orsk Council")] == (None, None)


def test_a_place_opening_a_sentence_after_a_preposition_stays_a_name():
    ties = read_ties("In Zenlumsol, where it has been since its founding, Quave Institute now rents two floors.")
    assert any("Zenlumsol" in (source, target) for source, _, target in ties)


def test_a_verb_done_again_needs_the_same_verb_and_preposition_before():
    ties = read_ties("The Nyny toolkit was published by Orsk Press; re-published by Vail Press in 2015.")
    assert ties[("Nyny toolkit", "PUBLISHED_BY", "Orsk Press")] == (None, "2015-01-01")


def test_a_surname_opening_a_sentence_stays_a_name_beside_the_full_name():
    ties = read_ties(
        "Kennedy was President of the United States from 1961 to 1963; Robert Kennedy was Attorney General."
    )
    assert ties[("Kennedy", "PRESIDENT_OF", "United States")] == ("1961-01-01", "1964-01-01")


def test_an_owners_attribute_that_changed_from_one_value_to_another():
    ties = read_ties(
        "The Tarn toolkit's licence changed from the Brenlow licence to the Corvane licence in March 2019."
    )
    assert ties[("Tarn toolkit", "LICENCE", "Brenlow licence")] == (None, "2019-03-01")
    assert ties[("Tarn toolkit", "LICENCE", "Corvane licence")] == ("2019-03-01", None)


def test_an_attribute_of_a_sense_moved_from_one_place_to_another():
    for text in (
        "Orvane Labs moved its headquarters from Berlin to Paris in 2019.",
        "Orvane Labs's headquarters moved from Berlin to Paris in 2019.",
    ):
        ties = read_ties(text)
        assert ties[("Orvane Labs", "HEADQUARTERS", "Berlin")] == (None, "2019-01-01"), text
        assert ties[("Orvane Labs", "HEADQUARTERS", "Paris")] == ("2019-01-01", None), text
    assert not any(
        kind == "HEADQUARTERS" for _, kind, _ in read_ties("Ana Pell moved her family from Berlin to Paris.")
    )


def test_a_possessive_after_a_named_thing_keeps_the_things_noun():
    assert ("Ana Pell", "MAINTAINER_OF", "Tarn toolkit") in read_ties("The Tarn toolkit's maintainer is Ana Pell.")
    assert ("Ana Pell", "LEAD_OF", "Tarn toolkit") in read_ties("Ana Pell was the Tarn toolkit's lead from 2015.")


def test_an_undated_change_ends_the_old_value_by_the_texts_date(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("The Orsk toolkit is licensed under Apache-2.0.", at="2015-01-01")
        memory.ingest("The Orsk toolkit's licence changed from Apache-2.0 to MIT.", at="2020-03-15")
        now = memory.walk("what is the licence of the Orsk toolkit?").context
        assert "- Orsk toolkit licence MIT (since 2020-03-15)" in now.split("No longer true")[0]
        assert "Apache" not in now.split("Current facts")[1].split("No longer true")[0]


def test_an_undated_change_told_on_the_first_of_january_begins_the_new_value_that_day(tmp_path):
    ties = read_ties("Tessellate's licence changed from GPL-3.0 to MIT.")  # a text written on 2020-01-01
    assert ties[("Tessellate", "LICENCE", "GPL-3.0")] == (None, "2020-01-01")
    assert ties[("Tessellate", "LICENCE", "MIT")] == ("2020-01-01", None)  # before: 2019-01-01, a year too soon
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("Tessellate's licence changed from GPL-3.0 to MIT.", at="2020-01-01")
        context = memory.walk("what licence did Tessellate use in mid 2019?").context
        first = next(line for line in context.splitlines() if line.startswith("- "))
        assert "GPL-3.0" in first and "MIT" not in first


def test_earlier_releases_of_a_thing_held_the_older_value():
    ties = read_ties(
        "The Nyny toolkit is published under the Corvane licence. Releases before July of 2017 used the Brenlow "
        "licence."
    )
    assert ties[("Nyny toolkit", "LICENCE", "Brenlow licence")] == (None, "2017-07-01")  # before: no tie at all
    undated = read_ties(
        "The Nyny toolkit is published under the Corvane licence. Earlier versions were released under the Brenlow "
        "licence."
    )
    assert undated[("Nyny toolkit", "UNDER_LICENCE", "Brenlow licence")] == (None, "2020-01-01")  # by the text's day
    assert undated[("Nyny toolkit", "UNDER_LICENCE", "Corvane licence")] == ("2020-01-01", None)  # not from 2019


def test_what_held_before_an_undated_value_ends_by_the_texts_day():
    ties = read_ties("Ana Pell chairs the Orsk Club. Previously, Bo Ek chaired it.")
    assert ties[("Bo Ek", "CHAIRED", "Orsk Club")] == (None, "2020-01-01")  # before: both open, two chairs now
    assert ties[("Ana Pell", "CHAIRS", "Orsk Club")] == ("2020-01-01", None)


def test_a_role_held_by_one_at_a_time_changes_from_one_person_to_another(tmp_path):
    ties = read_ties("The Orsk club's coach changed from Ana Pell to Bo Ek in March 2018.")
    assert ties[("Ana Pell", "COACH_OF", "Orsk club")] == (None, "2018-03-01")  # before: three co-mentions
    assert ties[("Bo Ek", "COACH_OF", "Orsk club")] == ("2018-03-01", None)  # as "Bo Ek was coach of …" says it
    sponsors = read_ties("The Orsk Club changed its sponsor from Tarn Oil to Kell Bank in 2019.")
    assert sponsors[("Tarn Oil", "SPONSOR_OF", "Orsk Club")] == (None, "2019-01-01")  # not "CHANGED_FROM"
    assert sponsors[("Kell Bank", "SPONSOR_OF", "Orsk Club")] == ("2019-01-01", None)
    stated = read_ties(
        "Ian Moss was the coach of Calder Vale from 2011. "
        "Calder Vale's coach changed from Ian Moss to Pedro Ruiz in 2018."
    )
    assert ("Ian Moss", "COACH_OF", "Calder Vale") in stated and ("Calder Vale", "COACH", "Ian Moss") not in stated
    assert not any(kind == "FAMILY" for _, kind, _ in read_ties("Ana Pell moved her family from Oslo to Bergen."))
    with Memory.open(tmp_path / "m", embedder=None) as memory:
        memory.ingest("The Orsk club's coach changed from Ana Pell to Bo Ek in March 2018.", at="2020-01-01")
        context = memory.walk("who coached the Orsk club in 2017?").context
        assert "Ana Pell" in next(line for line in context.splitlines() if line.startswith("- "))


def test_earlier_versions_are_the_things_not_the_persons_who_keep_it():
    ties = read_ties("Ana Pell maintains the Nyny toolkit. Earlier versions were written by Bo Ek.")
    assert ("Ana Pell", "WRITTEN_BY", "Bo Ek") not in ties and ("Nyny toolkit", "WRITTEN_BY", "Bo Ek") in ties


def test_earlier_versions_of_a_thing_with_no_class_noun_or_named_after_an_owner():
    ties = read_ties(
        "Orskdb is a database developed by Orsk Labs. It is released under the MIT licence. Earlier versions were "
        "released under the GPL-3.0 licence until 2019."
    )
    assert ties[("Orskdb", "UNDER_LICENCE", "GPL-3.0 licence")] == (None, "2020-01-01")  # not the MIT licence's
    owned = read_ties("Kell Bank acquired the Nyny toolkit in 2015. Previous releases were owned by Tarn Group.")
    assert ("Nyny toolkit", "OWNED_BY", "Tarn Group") in owned and ("Kell Bank", "OWNED_BY", "Tarn Group") not in owned


def test_earlier_versions_of_a_thing_named_in_capitals_are_its_own():
    ties = read_ties("Pelican SDK is maintained by Orsk Labs. Earlier versions were maintained by Bo Ek.")
    assert ties[("Pelican SDK", "MAINTAINED_BY", "Bo Ek")] == (None, "2020-01-01")
