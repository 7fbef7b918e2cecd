"""English forms found on the dev_sixth wording family, each read as the plain sentence it says: a passive whose date
comes before its agent, a verb said again as "done so", ", at which point", "relinquished"/"vacated" as endings, a
record's middle dots and a plural marked "(s)", "its principal place of business in". Before, each of these read no
tie (or the wrong one)."""

from __future__ import annotations

import pytest

from c0lab._time import parse_time
from c0lab.extract import OfflineExtractor
from c0lab.extract.dated_agents import agent_first
from c0lab.extract.done_so import so_said
from c0lab.extract.names import names_in
from tests._ties import memory_ties, read_ties


@pytest.mark.parametrize(
    ("text", "tie", "dates"),
    [
        (
            "Project Nyra has been run since 2014 by Vemo Volum.",
            ("Project Nyra", "RUN_BY", "Vemo Volum"),
            ("2014-01-01", None),
        ),
        (
            "Project Nyra was led from 2010 by Vemo Volum.",
            ("Project Nyra", "LED_BY", "Vemo Volum"),
            ("2010-01-01", None),
        ),
        (
            "The Orsk Club was managed between 2001 and 2004 by Ann Lee.",
            ("Orsk Club", "MANAGED_BY", "Ann Lee"),
            ("2001-01-01", "2005-01-01"),
        ),
    ],
)
def test_a_date_between_a_passive_and_its_agent_dates_the_tie(text, tie, dates):
    assert read_ties(text)[tie] == dates


def test_only_a_date_before_a_named_agent_moves():
    assert agent_first("It was built in 1990 by hand.") == "It was built in 1990 by hand."
    said = agent_first("Orvel Labs has been run since 2004 by Lena Ortiz and Pavel Grey.")
    assert said == "Orvel Labs has been run by Lena Ortiz and Pavel Grey since 2004."
    ties = read_ties("Orsk Labs has been owned since 2015 by Chinese group Kell Holdings.")
    assert ties[("Orsk Labs", "OWNED_BY", "Kell Holdings")] == ("2015-01-01", None)


def test_done_so_says_the_verb_and_object_before_it():
    ties = read_ties("Vemo Volum led Project Nyra from 2014, and Elulfen Shagri has done so since 2019.")
    assert ties[("Elulfen Shagri", "LED", "Project Nyra")][0] == "2019-01-01"
    assert so_said("Ann Lee ran the Orsk Club until 2001; Bo Rin did so after her.").endswith(
        "Bo Rin ran the Orsk Club after her."
    )
    assert so_said("Ann Lee said so.") == "Ann Lee said so."


def test_at_which_point_begins_the_next_value_when_the_one_before_ended():
    ties = read_ties(
        "The Vozen toolkit was distributed under the Corvane licence until July 2014, at which point it was "
        "re-released under the Ottavi licence."
    )
    assert ties[("Vozen toolkit", "UNDER_LICENCE", "Ottavi licence")][0] == "2014-07-01"


@pytest.mark.parametrize("verb", ["relinquished the directorship of", "vacated the chair of"])
def test_relinquishing_or_vacating_a_post_ends_it(mem, verb):
    mem.ingest(f"Vemo Volum has led Project Nyra since 2014. In 2019 Vemo Volum {verb} Project Nyra.", at="2024-01-01")
    assert ("Vemo Volum", "LED", "Project Nyra", "2014-01-01", "2020-01-01") in memory_ties(mem)  # within 2019


def test_a_record_with_middle_dots_is_read_pair_by_pair():
    ties = read_ties("Principal investigator: Vemo Volum (from 2014) · Programme: Project Nyra")
    assert [dates for (source, _, target), dates in ties.items() if (source, target) == ("Vemo Volum", "Project Nyra")]


def test_a_plural_marked_s_is_read_as_the_plural():
    ties = read_ties("Director(s) of Project Nyra: Vemo Volum (2014 to 2019); Elulfen Shagri (2019 to present)")
    assert ties[("Vemo Volum", "DIRECTORS_OF", "Project Nyra")] == ("2014-01-01", "2020-01-01")
    assert ties[("Elulfen Shagri", "DIRECTORS_OF", "Project Nyra")][0] == "2019-01-01"


def test_its_noun_of_a_noun_says_where_the_subject_is():
    ties = read_ties("Dunve Society maintains its principal place of business in Mocorpha.")
    assert ("Dunve Society", "PLACE_IN", "Mocorpha") in ties


@pytest.mark.parametrize(
    ("verb", "kind"),
    [
        ("assumed the directorship of", "DIRECTOR_OF"),
        ("took up the chairmanship of", "CHAIRMAN_OF"),
        ("assumed the captaincy of", "CAPTAIN_OF"),
        ("held the presidency of", "PRESIDENT_OF"),
    ],
)
def test_an_office_taken_by_its_noun_is_its_holders_and_ends_the_one_before(mem, verb, kind):
    mem.ingest(f"Vemo Volum led Project Nyra from 2014. In 2019 Elulfen Shagri {verb} Project Nyra.", at="2024-01-01")
    held = memory_ties(mem)
    assert ("Elulfen Shagri", kind, "Project Nyra", "2019-01-01", "open") in held
    assert ("Vemo Volum", "LED", "Project Nyra", "2014-01-01", "2020-01-01") in held  # ended within 2019


@pytest.mark.parametrize(
    "text",
    [
        "Dunve Society administers the undertaking known as Project Nyra.",
        'WHEREAS Dunve Society (hereinafter "the Applicant") administers the undertaking known as Project Nyra;',
    ],
)
def test_a_name_said_through_its_description_is_the_verbs_object(text):
    assert ("Dunve Society", "ADMINISTERS", "Project Nyra") in read_ties(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Project Nyra is Dunve Society's project.", "RUN_BY"),
        ("Project Nyra is Dunve Society's flagship programme, and it builds a rooftop solar system.", "RUN_BY"),
        ("Project Nyra is Dunve Society's main rival.", "RIVAL_OF"),  # of another kind: said as written
    ],
)
def test_a_project_said_to_be_an_owners_is_run_by_it(text, kind):
    assert ("Project Nyra", kind, "Dunve Society") in read_ties(text)


def test_a_licensed_thing_from_an_owner_is_released_by_it():
    ties = read_ties("As of July 2023 the Fenix toolkit from Project Doorix is available under the Ottavi licence.")
    assert ("Project Doorix", "RELEASES", "Fenix toolkit") in ties


@pytest.mark.parametrize("verb", ["won the championship of", "sought the presidency of"])
def test_a_noun_of_no_office_or_an_office_not_taken_is_no_post(verb):  # one relinquished was held until then
    # (tests/test_extract_seventh_forms.py)
    ties = read_ties(f"In 2019 Elulfen Shagri {verb} Project Nyra.")
    assert not [kind for (_, kind, _) in ties if kind.endswith("_OF") and kind != "MENTIONED_WITH"]


@pytest.mark.parametrize(
    "text",
    [
        "Ana Lo chaired Kell Bank from 2010. Ana Lo refused to relinquish control of Kell Bank.",
        "The Court of Appeal vacated the ruling against Orsk Labs.",
    ],
)
def test_relinquishing_or_vacating_what_is_no_office_ends_nothing(text):
    assert OfflineExtractor()(text, at=parse_time("2024-01-01"), known=[]).ends == []


def test_a_plural_marked_s_outside_a_label_is_left_as_written():
    assert ("Ana Lo", "DIRECTORS_OF", "Orsk") not in read_ties("Ana Lo has been the director(s) of Orsk.")


def test_at_which_time_is_no_hand_over():
    ties = read_ties("Ana Lo studied at Oxford from 2001 to 2005, at which time Bo Rin coached Leeds United.")
    assert ties.get(("Bo Rin", "COACHED", "Leeds United"), ("2001-01-01",))[0] != "2005-01-01"


@pytest.mark.parametrize(
    ("first", "later"),
    [
        (
            "Project Orpha continued work towards a wind lidar system under the stewardship of Risha Institute.",
            "Over to Project Orpha, where the soil sensor system is coming along nicely.",
        ),
        (
            "Project Orpha develops a wind lidar system.",
            "Project Orpha demo at 3: they're showing the soil sensor system prototype",
        ),
    ],
)
def test_a_later_value_said_before_a_preposition_a_pronoun_or_in_a_prototype_corrects_uncued(first, later):
    reader = OfflineExtractor()
    reader(first, at=parse_time("2025-03-01"), known=[])
    found = reader(later, at=parse_time("2025-04-01"), known=["Project Orpha", "Risha Institute"])
    assert [correction.name for correction in found.corrections] == ["Project Orpha"]


def test_known_names_of_one_length_come_in_the_order_said():
    known = {"hanover": "Hanover", "prussia": "Prussia"}  # one length: a set's order (the hash seed's) decided
    assert names_in("Hanover was expected to defeat Prussia.", known)[:2] == ["Hanover", "Prussia"]
    assert names_in("Prussia was expected to defeat Hanover.", known)[:2] == ["Prussia", "Hanover"]
