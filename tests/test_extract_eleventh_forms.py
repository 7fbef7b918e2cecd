"""Hand-overs found missing on the dev_sixth, dev_seventh and dev_eighth wording families, tried in sentences of my
own, with the near misses a reviewer tried against them:

- one who "has been in charge", "at the helm" or "in command" since a start said takes the last holder's post; with
  no start said (or only an aside's: "B, a member since 2015, …"), several holders, or a charge over something else
  ("of the budget", "of it"), nothing is handed over;
- a bare verb of leading said with the post it was done in ("A presided over X as its chair") holds that post, which
  a later "B took over" hands on; "presided over the opening Mass", "led the team against X as its captain" hold none;
- "B took over, and A retired": the name after the clause break, said to leave, is the one replaced (A's post);
  "…, and A congratulated him" replaces no one;
- "The change took effect in 2018" (or "His appointment became effective in May 2018") dates the hand-over the
  sentence before told with no date (and that sentence's ties of the new holder); one told earlier, or dated by a
  change of another ("The rule change …", "Cy Po's appointment …"), keeps the text's time;
- a clause ending "before that", "until then" or "previously" held until the clause before it began, when it says
  a word of that clause; "two years before that" and an unrelated clause keep their own times;
- a post passed "to whom" at the end of a sentence is passed to the name before it; a house, a title, a seat, an
  ownership or a case is no post, and a relative clause before its sentence's verb is left as written;
- a bare word for whoever leads ("lead", "head") after a thing said led by its verb is that thing's; "lead singer",
  "head coach", "head girl" and "captain" are not, nor after "ran" (a race);
- "A, captain since 2016, made way for B" and "A led X from 2016 and made way for B": the way given after an aside
  naming a post or a verb of leading, with no "A MADE_FOR B" tie left; a substitution ("A scored twice and made way
  for B"), an injury or a verb of no post is none;
- "B talks about X after taking over as lead from A": B took over, not X; "B was sacked in 2019 after succeeding A in
  2017": the hand-over is 2017's;
- "we moved the T toolkit at Project P off A and onto B": T's licence, not P's;
- "…, but they moved it (over) to the B licence": the thing's own change, its pronoun agent dropped ("they moved him
  to defence", and "it" with no clause before it in its sentence, are left);
- "the same" as a subject ("Prior to 2022, the same was under A") is "it";
- hashtags after a sentence's stop end that sentence ("#1" is no hashtag), so a record after them is read as one.

Before, each read no hand-over, or one at the day the text was written, or a record glued to a post's last words."""

from __future__ import annotations

import pytest

from c0lab._sentences import sentence_parts
from c0lab.extract.offline import OfflineExtractor
from tests._ties import AT, day, ingested_ties, read_ties

LED = "Ada Lo led Project Orsk from 2013. "


def handed(text: str) -> list[tuple[str, str, tuple[str, ...], str | None]]:
    """(new, old, objects, day) of each hand-over the offline extractor reads in ``text``."""
    found = OfflineExtractor()(text, at=AT, known=[])
    return [(one.new, one.old, one.objects, day(one.at)) for one in found.successions]


@pytest.mark.parametrize(
    "said",
    [
        "Since 2018, Bo Ek has been in charge.",
        "Bo Ek has been in charge since 2018.",
        "Since 2018, Bo Ek has been at the helm.",
        "Bo Ek has been in command since 2018.",
        "Since 2018, Bo Ek has been in the driving seat.",
    ],
)
def test_one_in_charge_since_a_start_takes_the_last_holders_post(said, tmp_path):
    text = LED + said
    assert handed(text) == [("Bo Ek", "Ada Lo", ("Project Orsk",), "2018-01-01")]
    held = ingested_ties(tmp_path / "memory", (text, "2020-01-01"))
    assert held[("Ada Lo", "LED", "Project Orsk")] == ("2013-01-01", "2019-01-01")  # through 2018
    assert held[("Bo Ek", "LED", "Project Orsk")] == ("2018-01-01", "open")


@pytest.mark.parametrize(
    "said",
    [
        "Since 2018, Bo Ek has been in charge of the budget.",
        "Bo Ek has been at the helm of Vexa Corp since 2018.",
        "Bo Ek has been in charge.",
        "When she travels, Bo Ek is in charge.",
        "Nobody knows who is in charge.",
        "Since 2018, Bo Ek and Cy Po have been in charge.",
        "Bo Ek, a member since 2015, has been in charge.",
        "In 2018 Vexa Corp opened a lab. Since 2019, Bo Ek has been in charge of it.",
    ],
)
def test_a_charge_over_something_else_or_with_no_start_or_held_by_two_hands_nothing_over(said):
    assert handed(LED + said) == []


def test_a_verb_of_leading_said_with_its_post_holds_that_post():
    text = "From 2015, Ada Lo presided over the Orsk Council as its chair. In 2018, Bo Ek took over."
    assert read_ties(text)[("Ada Lo", "CHAIR_OF", "Orsk Council")] == ("2015-01-01", None)
    assert handed(text) == [("Bo Ek", "Ada Lo", ("Orsk Council",), "2018-01-01")]
    mass = (
        "Ada Lo chaired the Orsk Council from 2015. In 2019, Bishop Bo Ek presided over the Orsk Council opening Mass."
    )
    assert handed(mass) == [] and ("Bishop Bo Ek", "CHAIR_OF", "Orsk Council") not in read_ties(mass)


def test_the_one_named_after_the_clause_break_is_the_one_replaced(tmp_path):
    text = "From 2015, Ada Lo directed the Orsk Club. In 2018, Bo Ek took over, and Ada Lo left."
    assert handed(text) == [("Bo Ek", "Ada Lo", ("Orsk Club",), "2018-01-01")]
    held = ingested_ties(tmp_path / "memory", (text, "2020-01-01"))
    assert held[("Ada Lo", "DIRECTED", "Orsk Club")] == ("2015-01-01", "2019-01-01")  # held through 2018
    assert held[("Bo Ek", "DIRECTED", "Orsk Club")] == ("2018-01-01", "open")
    two = "Cy Po led Vexa Corp from 2012. Ada Lo led the Orsk Club from 2010. In 2018, Bo Ek took over, and Cy Po left."
    assert handed(two) == [("Bo Ek", "Cy Po", ("Vexa Corp",), "2018-01-01")]  # not the Orsk Club, said last


@pytest.mark.parametrize("after", ["and Cy Po congratulated him", "while Cy Po remained chair of Vexa Corp"])
def test_one_named_after_the_clause_break_who_did_not_leave_was_not_replaced(after):
    assert handed(f"Cy Po chaired Vexa Corp from 2010. In 2018, Bo Ek took over, {after}.") == []


@pytest.mark.parametrize(
    ("dating", "moment"),
    [
        ("The change took effect in the autumn of 2018.", "2018-09-01"),
        ("His appointment became effective in May 2018.", "2018-05-01"),
    ],
)
def test_when_the_change_took_effect_dates_the_hand_over_told_just_before(dating, moment, tmp_path):
    text = f"Bo Ek has taken the helm of the Orsk Club, replacing Ada Lo, who had steered it since 2010. {dating}"
    assert handed(text) == [("Bo Ek", "Ada Lo", ("Orsk Club",), moment)]
    assert read_ties(text)[("Bo Ek", "TAKEN_HELM_OF", "Orsk Club")] == (moment, None)
    played = read_ties(f"Bo Ek played for the Orsk Club. {text}")
    assert played[("Bo Ek", "PLAYED_FOR", "Orsk Club")] == (None, None)  # a tie of an earlier sentence keeps its time
    held = ingested_ties(tmp_path / "memory", (text, "2020-01-01"))
    assert held[("Ada Lo", "STEERED", "Orsk Club")][0] == "2010-01-01"
    assert held[("Ada Lo", "STEERED", "Orsk Club")][1] < "2019-01-01"  # ended in 2018 (its period's end), not 2020


@pytest.mark.parametrize(
    "between",
    [
        "The club moved to Leeds in 2018.",
        "In 2019, the club changed its name to Orsk FC. The change took effect in 2020.",
    ],
)
def test_a_hand_over_told_before_another_change_or_dated_by_another_change_keeps_the_texts_time(between):
    text = f"Bo Ek has taken the helm of the Orsk Club, replacing Ada Lo. {between}"
    assert handed(text) == [("Bo Ek", "Ada Lo", ("Orsk Club",), "2020-01-01")]


@pytest.mark.parametrize(
    ("text", "old"),
    [
        (
            "The Orsk toolkit has been under the Corvane licence since 2019; it was under the Thessaly licence before"
            " that.",
            ("Orsk toolkit", "LICENCE", "Thessaly licence"),
        ),
        (
            "Ana Lo has chaired the Orsk Club since 2019; it was chaired by Bo Ek before that.",
            ("Orsk Club", "CHAIRED_BY", "Bo Ek"),
        ),
        (
            "The Orsk Club has been based in Leeds since 2019; it was based in Hull before that.",
            ("Orsk Club", "BASED_IN", "Hull"),
        ),
        (
            "The Orsk Club has been based in Leeds since 2019; it was based in Hull previously.",
            ("Orsk Club", "BASED_IN", "Hull"),
        ),
        (
            "The Orsk Club has been based in Leeds since 2019; it was based in Hull until then.",
            ("Orsk Club", "BASED_IN", "Hull"),
        ),
    ],
)
def test_a_clause_ending_before_that_held_until_the_one_before_it_began(text, old):
    assert read_ties(text)[old] == (None, "2019-01-01")


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        (
            "Ada Lo has chaired the Orsk Club since 2019, and she married Bo Ek a year before that.",
            ("Ada Lo", "MARRIED", "Bo Ek"),
        ),
        (
            "Ada Lo has chaired the Orsk Club since 2019, and she married Bo Ek before that.",
            ("Ada Lo", "MARRIED", "Bo Ek"),
        ),
        (
            "Bo Ek has worked at Vexa Corp since 2019; it was acquired by Orsk Bank two years before that.",
            ("Vexa Corp", "ACQUIRED_BY", "Orsk Bank"),
        ),
    ],
)
def test_an_event_some_time_before_or_an_unrelated_clause_is_not_held_until_then(text, tie):
    assert read_ties(text)[tie][1] is None


def test_a_post_passed_to_whom_is_passed_to_the_name_before_it():
    text = "This portrait shows Bo Ek, to whom the stewardship of Project Orsk passed from Ada Lo in late 2018."
    assert handed(text) == [("Bo Ek", "Ada Lo", ("Project Orsk",), "2018-11-15")]
    assert {kind for _, kind, _ in read_ties(text)} == {"IN_CHARGE_OF"}  # no "Project Orsk PASSED Ada Lo"


@pytest.mark.parametrize(
    "text",
    [
        "Ada Lo chaired the Orsk Club from 2010. Her estate went to Bo Ek, to whom the title passed from her in 2019.",
        "Bo Ek, to whom the case was transferred from Judge Cy Po in 2019, dismissed it.",
        "Bo Ek, to whom the leadership of the Orsk Club passed from Ada Lo in 2019, sold it.",
        "It shows Bo Ek, to whom the ownership of the Orsk Estate passed from Ada Lo in 1920.",
        "Ada Lo led the Orsk Club from 2010. We thank Bo Ek, to whom the seat went in the 2019 election.",
    ],
)
def test_no_post_or_a_relative_clause_before_the_verb_is_left_as_written(text):
    assert handed(text) == []


@pytest.mark.parametrize(
    ("said", "role"), [("has been lead since 2017", "LEAD_OF"), ("is lead from 2017 onward", "LEAD_OF")]
)
def test_a_bare_word_for_whoever_leads_after_a_thing_led_is_that_things(said, role, tmp_path):
    text = f"Ada Lo led Project Orsk from 2012 to 2016; Bo Ek {said}."
    assert read_ties(text)[("Bo Ek", role, "Project Orsk")] == ("2017-01-01", None)
    held = ingested_ties(tmp_path / "memory", (text, "2020-01-01"))
    assert held[("Ada Lo", "LED", "Project Orsk")] == ("2012-01-01", "2017-01-01")
    assert held[("Bo Ek", role, "Project Orsk")] == ("2017-01-01", "open")


@pytest.mark.parametrize(
    "text",
    [
        "Ada Lo joined Project Orsk in 2012; Bo Ek has been lead since 2017.",
        "Ada Lo led Project Orsk from 2012 to 2016; Bo Ek has been lead singer since 2017.",
        "Ada Lo led Project Orsk from 2012 to 2016; Bo Ek has been head coach since 2017.",
        "Ada Lo led Project Orsk to the title in 2016. Bo Ek has been captain since 2017.",
        "Ada Lo was head of Project Orsk until 2016. Bo Ek has been head girl since 2017.",
        "Ada Lo ran Project Orsk in 2016. Bo Ek has been head since 2017.",
    ],
)
def test_another_role_or_no_verb_of_leading_is_left_bare(text):
    assert not any(source == "Bo Ek" and target == "Project Orsk" for source, _, target in read_ties(text))


def test_hashtags_after_a_stop_end_the_sentence():
    line = "Thrilled to join the Orsk Club! #newjob #climate Directors of the Orsk Club: Ada Lo (2014 to 2022)"
    assert sentence_parts(line) == [
        "Thrilled to join the Orsk Club! #newjob #climate",
        "Directors of the Orsk Club: Ada Lo (2014 to 2022)",
    ]
    assert sentence_parts("I write #Python daily. It works.") == ["I write #Python daily.", "It works."]
    assert sentence_parts("We won. #1 Team in the league!") == ["We won. #1 Team in the league!"]  # a number


def test_a_record_after_hashtags_is_read_as_a_record():
    text = (
        "Thrilled to share that I joined the Orsk Club! #climatetech #newjob "
        "Directors of the Orsk Club: Ada Lo (2014 to 2017); Bo Ek (2017 to present)"
    )
    ties = read_ties(text)
    assert ties[("Ada Lo", "DIRECTORS_OF", "Orsk Club")] == ("2014-01-01", "2018-01-01")
    assert ties[("Bo Ek", "DIRECTORS_OF", "Orsk Club")] == ("2017-01-01", None)


@pytest.mark.parametrize(
    "text",
    [
        "Ada Lo, captain of the Orsk Club since 2016, made way for Bo Ek in 2018.",
        "Ada Lo led the Orsk Club from 2016 and made way for Bo Ek in 2018.",
    ],
)
def test_the_way_given_after_an_aside_or_a_verb_of_its_own(text):
    assert handed(text) == [("Bo Ek", "Ada Lo", ("Orsk Club",), "2018-01-01")]
    assert not any(kind.startswith("MADE") for _, kind, _ in read_ties(text))


@pytest.mark.parametrize(
    "text",
    [
        "Ada Lo scored twice for the Orsk Club and made way for Bo Ek in the 70th minute.",
        "Ada Lo captained the Orsk Club from 2016. Ada Lo, injured in the first half, made way for Bo Ek in 2018.",
        "Ada Lo joined the Orsk Club in 2016 and made way for Bo Ek in 2018.",
    ],
)
def test_a_way_given_after_an_aside_or_a_verb_that_holds_no_post_is_no_hand_over(text):
    assert handed(text) == []  # a substitution, an injury: no post said


def test_one_who_talks_after_taking_over_is_the_one_who_took_over():
    text = "Movo Elix talks about Project Zenri after taking over as lead from Lumbri Tapha in 2018."
    assert handed(text) == [("Movo Elix", "Lumbri Tapha", ("Project Zenri",), "2018-01-01")]
    sacked = "Bo Ek was sacked in 2019 after succeeding Ada Lo in 2017."
    assert [(new, old, moment) for new, old, _, moment in handed(sacked)] == [("Bo Ek", "Ada Lo", "2017-01-01")]


def test_a_licence_moved_for_a_toolkit_said_with_its_project_is_the_toolkits():
    ties = read_ties(
        "In 2018 we moved the Orsk toolkit at Project Vel off the Maplewood licence and onto the Orrin licence."
    )
    assert ties[("Orsk toolkit", "LICENCE", "Maplewood licence")] == (None, "2018-01-01")
    assert ties[("Orsk toolkit", "LICENCE", "Orrin licence")] == ("2018-01-01", None)
    assert not any(source == "Project Vel" and "LICEN" in kind for source, kind, _ in ties)


def test_the_same_as_a_subject_is_it():
    text = (
        "The Orsk toolkit is presently under the Orrin licence. "
        "Prior to the middle of 2018, the same was under the Ottavi licence."
    )
    assert read_ties(text)[("Orsk toolkit", "LICENCE", "Ottavi licence")] == (None, "2018-07-01")
    assert read_ties("The same year, Ada Lo joined the Orsk Club.")[("Ada Lo", "JOINED", "Orsk Club")][1] is None


@pytest.mark.parametrize(
    "said",
    [
        "but they moved it over to the Corvane licence in July 2017.",
        "but in July 2017 we switched the Orsk toolkit to the Corvane licence.",
    ],
)
def test_a_change_a_pronoun_agent_made_is_the_things_own(said):
    ties = read_ties(f"The Orsk toolkit was under the Brenlow licence, {said}")
    assert ties[("Orsk toolkit", "LICENCE", "Brenlow licence")] == (None, "2017-07-01")
    new = [
        when
        for (source, kind, target), when in ties.items()
        if source == "Orsk toolkit" and target == "Corvane licence"
    ]
    assert new == [("2017-07-01", None)]


def test_a_person_moved_or_an_it_of_no_clause_before_is_left_as_written():
    from c0lab.extract.agentless import agent_dropped

    assert agent_dropped("In 2019 they moved him to defence.") == "In 2019 they moved him to defence."
    ties = read_ties("Orsk Labs ran the Orsk toolkit. In 2019 they moved it to GitHub.")  # "it" is no clause's subject
    assert not any(source == "Orsk Labs" and target == "GitHub" for source, _, target in ties)
