"""General English the offline extractor misread, found by a stranger-style try and on the dev_ninth family:

- a pronoun's "'d" before a past participle is "had" ("Di Wu, who'd steered it since 2010": her stint is read, and
  the hand-over is the text's own, not 2010's); before a base form ("would"), a word that is both ("run") or in a
  question ("Who'd …?") it is left as written; "'ve" is "have";
- a pronoun agent's change keeps its "have"/"had" as the thing's ("We've moved the T toolkit to the B licence");
- "X's toolkit, the T toolkit, was under …": what the clause says is the T toolkit's, not X's;
- a sentence opening "It" after a sentence whose subject is a person's full name is the last thing that sentence
  named ("A owned the Pell Mill until 2015. It was sold to B"), not the person;
- a first state in a fronted participle whose subject is a thing said before by its noun ("Originally released
  under A, the toolkit was relicensed under B in 2017") ends at the main clause's date;
- "Is X still under A? — Not since July 2017." (a transcript's turns, their labels in capitals of one word or more)
  ends X under A then, and the answer's "it" and "at that point" are X and that date;
- "she" after "Project H's lead, A, left" is A, never the project;
- "Leadership of X passed from its founder, A, to B" and "Leadership passed to B" after A led X: B after A at X; a
  name runs across "for" after an institution's head noun ("Corran Institute for Applied Linguistics");
- "A retired (resigned) from X in 2011" ends A's tie with X then, as "A left X in 2011" does (it began a tie
  "RETIRED_FROM" in 2011 and left A directing X);
- "X named B its new director": B holds the post of X, as "X appointed B as its director" did;
- "X announced on Tuesday that B has succeeded A as chief executive": a weekday is no name, so X is the one thing
  and B its chief executive.

Before, each read the wrong holder, owner or time, or nothing."""

from __future__ import annotations

import pytest

from c0lab.extract.offline import OfflineExtractor
from c0lab.extract.shorthand import in_full
from tests._ties import AT, day, ingested_ties, read_ties

pytest.importorskip("lemminflect")  # "'d" is read by the verb after it: lemminflect's tables (the bench extra)


def handed(text: str) -> list[tuple[str, str, tuple[str, ...], str | None]]:
    """(new, old, objects, day) of each hand-over the offline extractor reads in ``text``."""
    found = OfflineExtractor()(text, at=AT, known=[])
    return [(one.new, one.old, one.objects, day(one.at)) for one in found.successions]


@pytest.mark.parametrize("said", ["who'd", "who’d"])
def test_a_contracted_had_before_a_participle_keeps_the_stint_and_the_hand_overs_date(said):
    text = f"Mo Li took over the Pell Trust, replacing Di Wu, {said} steered it since 2010. The change took effect in "
    text += "2016."
    assert handed(text) == [("Mo Li", "Di Wu", ("Pell Trust",), "2016-01-01")]
    assert read_ties(text)[("Di Wu", "STEERED", "Pell Trust")][0] == "2010-01-01"


@pytest.mark.parametrize(
    ("said", "full"),
    [
        ("They'd moved it.", "They had moved it."),
        ("She'd taken over.", "She had taken over."),
        ("He'd go if asked.", "He'd go if asked."),  # "would": no fact told, left as written
        ("Who'd replaced Ada by 2019?", "Who'd replaced Ada by 2019?"),  # a question
        ("They'd run it if asked.", "They'd run it if asked."),  # "run": had or would, left as written
        ("We've moved it.", "We have moved it."),
        ("It's based in Bergen.", "It is based in Bergen."),
        ("It's been moved.", "It has been moved."),
        ("Ada'd gone.", "Ada'd gone."),  # no pronoun
    ],
)
def test_a_pronouns_contraction_is_said_in_full_by_the_verb_after_it(said, full):
    assert in_full(said) == full


def test_a_change_a_pronoun_agent_has_made_keeps_its_tense_as_the_things():
    ties = read_ties(
        "The Quill toolkit was under the Alder licence. We've moved the Quill toolkit to the Brenlow licence."
    )
    assert [tie for tie in ties if tie[::2] == ("Quill toolkit", "Brenlow licence") and tie[1] != "MENTIONED_WITH"]
    assert not [tie for tie in ties if "We" in (tie[0], tie[2])]


@pytest.mark.parametrize(
    "said",
    [
        "Vexa Corp's toolkit, the Quill toolkit, was under the Brenlow licence until 2019.",
        "Vexa Corp's toolkit, the Quill toolkit, was under the Brenlow licence, but they moved it over to the Alder "
        "licence in 2019.",
    ],
)
def test_a_thing_named_after_its_owners_noun_holds_what_the_clause_says(said):
    ties = {tie: times for tie, times in read_ties(said).items() if tie[1] != "MENTIONED_WITH"}
    licensed = [source for source, _, target in ties if target == "Brenlow licence"]
    assert licensed == ["Quill toolkit"]
    assert ties[next(tie for tie in ties if tie[2] == "Brenlow licence")][1] is not None  # its end is read


def test_an_owner_named_after_a_thing_keeps_the_thing_first():
    ties = read_ties("Vexa Corp's flagship, Project Orsk, is led by Ada Lo.")
    assert ("Project Orsk", "LED_BY", "Ada Lo") in ties


@pytest.mark.parametrize("subject", ["It", "The same"])
def test_it_after_a_persons_sentence_is_the_last_thing_that_sentence_named(subject):
    ties = read_ties(f"Ada Lo owned the Pell Mill until 2015. {subject} was sold to Bo Ek in 2015.")
    assert ("Pell Mill", "SOLD_TO", "Bo Ek") in ties
    assert ("Ada Lo", "SOLD_TO", "Bo Ek") not in ties


def test_it_after_a_things_sentence_is_still_that_things():
    ties = read_ties("Orsk Labs moved to Bergen in 2015. It was sold to Vexa Corp in 2019.")
    assert ("Orsk Labs", "SOLD_TO", "Vexa Corp") in ties


def test_a_first_state_of_a_thing_said_by_its_noun_ends_at_the_main_clauses_date():
    ties = read_ties(
        "The best-known output of Project Varve is the Nyqua toolkit. Originally released under the Ottavi licence, "
        "the toolkit was relicensed under the Orrin licence in July 2017."
    )
    first = [
        times for (source, _, target), times in ties.items() if (source, target) == ("Nyqua toolkit", "Ottavi licence")
    ]
    assert first == [(None, "2017-07-01")]


QUESTION = "COUNCILLOR PATEL: Is the Cornybri toolkit still under the Ottavi licence? "


@pytest.mark.parametrize("answer", ["OFFICER: Not since July 2017, Councillor.", "OFFICER: No, not since July 2017."])
def test_not_since_a_date_to_a_still_question_ends_the_state_asked_about_then(answer):
    said = f"{QUESTION}{answer} Project Solfenzen, which makes it, relicensed it under the Orrin licence at that point."
    ties = read_ties(said)
    assert ties[("Cornybri toolkit", "LICENCE", "Ottavi licence")] == (None, "2017-07-01")
    assert ties[("Cornybri toolkit", "RELICENSED_UNDER", "Orrin licence")] == ("2017-07-01", None)
    assert not [tie for tie in ties if {"COUNCILLOR PATEL", "Councillor"} & set(tie) and tie[1] != "MENTIONED_WITH"]


@pytest.mark.parametrize("answer", ["OFFICER: Not since the council last met.", "OFFICER: Yes, since July 2017."])
def test_a_still_question_answered_with_no_date_or_a_yes_ends_nothing(answer):
    ties = read_ties(f"{QUESTION}{answer}")
    assert not [times for tie, times in ties.items() if tie[1] != "MENTIONED_WITH" and times[1] is not None]


def test_she_after_a_projects_lead_is_named_is_the_lead_not_the_project():
    found = OfflineExtractor()(
        "Project Halcyon's original lead, Fenella Dawes, left in 2017. She was succeeded by Ibrahim Solberg.",
        at=AT,
        known=[],
    )
    assert [(one.new, one.old) for one in found.successions] == [("Ibrahim Solberg", "Fenella Dawes")]


@pytest.mark.parametrize(
    "said",
    [
        "Leadership of the Corran Institute for Applied Linguistics passed from its founder, Sebastian Holloway, to "
        "Ilse Marchetti in 1987.",
        "Sebastian Holloway led the Corran Institute for Applied Linguistics from 1970. Leadership passed to Ilse "
        "Marchetti in 1987.",
    ],
)
def test_leadership_passed_from_a_founder_named_after_the_role_or_to_one_alone(said):
    assert handed(said) == [
        ("Ilse Marchetti", "Sebastian Holloway", ("Corran Institute for Applied Linguistics",), "1987-01-01")
    ]


def test_a_name_after_for_is_no_part_of_a_persons_or_a_plain_run():
    ties = read_ties("Ada Lo played for Orsk Rovers in 2015. Ada Lo worked at the Corran Institute for two years.")
    assert ("Ada Lo", "PLAYED_FOR", "Orsk Rovers") in ties
    assert not [tie for tie in ties if "Institute for" in tie[2] or "Lo played" in tie[0]]


@pytest.mark.parametrize("verb", ["retired", "resigned"])
def test_one_who_retired_or_resigned_from_a_body_ended_their_tie_there(verb, tmp_path):
    text = f"Agatha Penrose directed the Fenwick Botanical Trust from 1990. She {verb} from the trust in 2011."
    ties = ingested_ties(tmp_path, (text, "2020-01-01"))
    assert ties == {("Agatha Penrose", "DIRECTED", "Fenwick Botanical Trust"): ("1990-01-01", "2012-01-01")}


def test_one_who_retired_to_a_place_begins_there():
    assert read_ties("Agatha Penrose retired to Lisbon in 2011.") == {
        ("Agatha Penrose", "RETIRED_TO", "Lisbon"): ("2011-01-01", None)
    }


@pytest.mark.parametrize(
    "said",
    [
        "The Cedarmere Orchestra named Leonora Vance its new director in 2014.",
        "The Cedarmere Orchestra appointed Leonora Vance as its director in 2014.",
    ],
)
def test_a_post_given_with_its_role_with_or_without_as_is_the_givers(said):
    assert read_ties(said)[("Leonora Vance", "DIRECTOR_OF", "Cedarmere Orchestra")] == ("2014-01-01", None)


@pytest.mark.parametrize(
    "said",
    [
        "The Orsk Band named Ana Lo its new lead singer in 2014.",
        "The Orsk Council elected Ana Lo unanimously in 2014.",
        "Ana Pell named Tom Bell her new chief of staff in 2014.",
        "Ana Lo joined Orsk Labs its director in 2012.",
    ],
)
def test_no_post_or_no_giver_of_posts_gives_no_post(said):
    assert not [tie for tie in read_ties(said) if tie[1].endswith("_OF")]


@pytest.mark.parametrize(
    "said",
    [
        "If they had moved the Quill toolkit to the Brenlow licence in 2017, Vexa Corp would have objected.",
        "Tom Reed, who'd lead Orsk Labs from 2021, was introduced in 2019.",
        "Orsk Labs makes the Quill toolkit. Originally released under the Brenlow licence, the toolkit was praised in "
        "2017.",
    ],
)
def test_a_change_not_made_or_not_said_writes_no_value_or_post(said):
    assert not [
        tie
        for tie, times in read_ties(said).items()
        if tie[1] not in ("MENTIONED_WITH", "MAKES") and times != (None, None)
    ]


@pytest.mark.parametrize(
    "answer",
    [
        "A: Not since the merger in 2019.",
        "A: Not since 2019 has she missed a board meeting.",
        "A: Not since I last checked in March.",
    ],
)
def test_not_since_an_event_or_in_an_inverted_clause_ends_nothing(answer):
    ties = read_ties(f"Q: Is Ana Lo still chair of Orsk Labs? {answer}")
    assert all(times[1] is None for times in ties.values())


def test_the_answers_it_is_never_the_person_asked_about():
    ties = read_ties("Q: Is Ana Lo still chair of Orsk Labs? A: Not since 2019. Vexa Corp bought it in 2021.")
    assert ("Vexa Corp", "BOUGHT", "Ana Lo") not in ties


@pytest.mark.parametrize(
    "said",
    [
        "Ana Lo worked at the Orsk Foundation for Tom Reed's family until 2015.",
        "Tom Reed left the Orsk Institute for Harvard in 2019.",
        "Leadership Academy Trust appointed Ana Lo as chief executive in 2019.",
    ],
)
def test_for_after_a_head_noun_or_leadership_opening_a_name_keeps_the_names_as_written(said):
    names = {name for tie in read_ties(said) for name in tie[::2]}
    assert not {"Orsk Foundation for Tom Reed", "Orsk Institute for Harvard", "Academy Trust"} & names


def test_he_after_a_person_whose_surname_is_an_organisations_word_is_that_person():
    found = OfflineExtractor()(
        "Tom Reed led Orsk Labs until 1981. Frank Press then took over as chair. He was succeeded by Ana Lo in 1993.",
        at=AT,
        known=[],
    )
    assert ("Ana Lo", "Frank Press") in [(one.new, one.old) for one in found.successions]


def test_a_weekday_is_no_thing_a_hand_over_is_at():
    said = (
        "Halvard Mining Cooperative announced on Tuesday that Ilona Vadas has succeeded Bernard Aldous as chief "
        "executive. The change took effect in March 2019."
    )
    assert handed(said) == [("Ilona Vadas", "Bernard Aldous", ("Halvard Mining Cooperative",), "2019-03-01")]
    assert read_ties(said)[("Ilona Vadas", "CHIEF_EXECUTIVE_OF", "Halvard Mining Cooperative")] == ("2019-03-01", None)


@pytest.mark.parametrize("when", ["2017-07", "07/2017", "3 July 2017", "July 3, 2017"])
def test_not_since_a_date_in_any_written_form_ends_the_state_then(when):
    ties = read_ties(f"{QUESTION}OFFICER: Not since {when}, Councillor.")
    assert ties[("Cornybri toolkit", "LICENCE", "Ottavi licence")][1] in ("2017-07-01", "2017-07-03")


@pytest.mark.parametrize(
    "said",
    [
        "Orsk Labs named Ana Lo its vice president in 2014.",
        "Ana Lo joined Orsk FC as vice captain in 2014.",
        "Ana Lo joined Orsk Labs as team leader in 2014.",
    ],
)
def test_a_rank_before_a_role_is_no_post_of_the_role_alone(said):
    assert not [tie for tie in read_ties(said) if tie[1] in ("PRESIDENT_OF", "CAPTAIN_OF", "LEADER_OF")]


@pytest.mark.parametrize(
    "said",
    [
        "Tom Reed played for Orsk FC from 2001. He retired from Orsk FC's board in 2011.",
        "Ana Lo has lived in London since 2005. She departed from London in 2015 on a world tour.",
    ],
)
def test_leaving_a_part_of_a_thing_or_a_place_on_a_journey_ends_no_tie(said, tmp_path):
    ties = ingested_ties(tmp_path, (said, "2020-01-01"))
    assert [ended for (_, kind, _), (_, ended) in ties.items() if kind in ("PLAYED_FOR", "LIVED_IN")] == ["open"]


def test_an_it_that_stands_for_no_thing_is_not_the_last_thing_named():
    ties = read_ties("Ana Lo joined Orsk Labs in 2015. It took her two years to become chair of Vexa Corp.")
    assert ("Orsk Labs", "CHAIR_OF", "Vexa Corp") not in ties


def test_not_since_a_feast_or_a_tournament_is_no_date_alone():
    ties = read_ties(f"{QUESTION}OFFICER: Not since Christmas 2017.")
    assert all(times[1] is None for times in ties.values())


def test_a_first_state_of_the_noun_is_not_ended_by_a_change_of_another_kind():
    ties = read_ties(
        "Orsk Labs makes the Quill toolkit. Originally released under the Brenlow licence, the toolkit moved to GitHub "
        "in 2017."
    )
    assert not [tie for tie, times in ties.items() if tie[2] == "Brenlow licence" and times[1] is not None]
