"""Times given by events (before / after / when X) and names the memory does not hold (issue 22, items 4 and 8)."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "m", embedder=None)
    for name in [
        "Percy Smith",
        "Preston North End",
        "Tottenham Hotspur",
        "Brentford",
        "OpenAI",
        "Sam Altman",
        "Mira Murati",
        "Chinchilla",
    ]:
        memory.add_concept(name)
    memory.add_concept("ChatGPT", "a chat assistant", valid_from="2022-11-30")
    memory.relate("Percy Smith", "PLAYED_FOR", "Preston North End", valid_from="1902-01-01", valid_to="1910-01-01")
    memory.relate("Percy Smith", "PLAYED_FOR", "Tottenham Hotspur", valid_from="1911-03-01", valid_to="1915-01-01")
    memory.relate("Percy Smith", "PLAYED_FOR", "Brentford", valid_from="1915-01-01", valid_to="1920-01-01")
    memory.relate("OpenAI", "LED_BY", "Sam Altman", valid_from="2019-03-01", valid_to="2023-11-17")
    memory.relate("OpenAI", "LED_BY", "Mira Murati", valid_from="2023-11-17", valid_to="2023-11-20")
    memory.relate("OpenAI", "LED_BY", "Sam Altman", valid_from="2023-11-20")
    memory.relate("OpenAI", "DEVELOPED", "ChatGPT", valid_from="2022-11-30")
    yield memory
    memory.close()


def _first_fact(context: str) -> str:
    return next(line for line in context.splitlines() if line.startswith("- "))


def test_after_a_value_reads_after_it_ended_and_the_next_one_comes_first(mem):
    walk = mem.walk("Which team did Percy Smith play for after Preston North End?")
    assert "Tottenham Hotspur" in _first_fact(walk.context)  # not Preston itself, though a gap follows it
    assert walk.event.startswith("Read as of 1911-03-01: after Preston North End")
    assert "ended 1910-01-01" in walk.event and "the next from 1911-03-01" in walk.event
    assert walk.context.splitlines()[0] == walk.event  # the walk says which reading it used
    after = mem.walk("Which team did Percy Smith play for after Tottenham Hotspur?")
    assert "Brentford" in _first_fact(after.context)


def test_before_a_value_reads_before_it_began_across_a_gap(mem):
    walk = mem.walk("Which team did Percy Smith play for before Tottenham Hotspur?")
    assert "Preston North End" in _first_fact(walk.context)
    assert "the one before from 1902-01-01" in walk.event


def test_when_and_while_read_the_time_of_the_event(mem):
    walk = mem.walk("Who led OpenAI when ChatGPT launched?")
    assert walk.as_of.strftime("%Y-%m-%d") == "2022-11-30"
    assert "Sam Altman" in _first_fact(walk.context)
    during = mem.walk("What did OpenAI develop while Mira Murati led OpenAI?")
    assert during.as_of.strftime("%Y-%m-%d") == "2023-11-19"  # a state: read over all of it, to its last day
    assert during.event.startswith("Read over 2023-11-17 to 2023-11-19: while Mira Murati led OpenAI")


def test_after_an_event_that_began_reads_its_start_and_a_question_opening_with_when_is_no_event(mem):
    walk = mem.walk("Who led OpenAI after ChatGPT launched?")  # ChatGPT has not ended: after it began
    assert walk.as_of.strftime("%Y-%m-%d") == "2022-11-30"
    asked = mem.walk("When did ChatGPT launch?")
    assert not asked.event


def test_a_word_said_only_in_an_episode_is_named_as_unknown_and_its_episodes_shown(mem):
    mem.add_episode("We compared InstructGPT with ChatGPT; InstructGPT follows instructions.", at="2023-02-01")
    walk = mem.walk("what is InstructGPT?")
    assert walk.dead_end and walk.concept is None
    assert walk.context.startswith("Nothing in memory is named 'InstructGPT'")
    assert "InstructGPT follows instructions" in walk.context
    assert "what is InstructGPT?" in set(mem.dead_ends()["query"])


def test_a_one_word_typo_of_a_name_abstains_suggests_the_name_and_is_logged(mem):
    walk = mem.walk("Chinchila")
    assert walk.dead_end and walk.concept is None
    assert walk.context.startswith("Nothing in memory is named 'Chinchila'")
    assert walk.context.endswith("Did you mean 'Chinchilla'?")
    assert "Chinchila" in set(mem.dead_ends()["query"])


def test_a_year_question_opens_with_that_years_value(mem):
    walk = mem.walk("Which team did Percy Smith play for in 1912?")
    assert "Tottenham Hotspur" in _first_fact(walk.context)


def test_a_when_question_opens_with_the_dates_the_memory_holds(mem):
    walk = mem.walk("When was ChatGPT launched?")
    assert walk.context.splitlines()[0].startswith("Dates held: ChatGPT from 2022-11-30")
    assert "OpenAI developed ChatGPT (since 2022-11-30)" in walk.context.splitlines()[0]
    assert not mem.walk("What is ChatGPT?").context.startswith("Dates held")


def test_a_name_with_a_parenthesised_part_is_that_name_not_an_unknown_one(mem):
    mem.add_concept("Auditorium Building (Chicago)")
    mem.add_concept("Chicago Landmark")
    mem.relate("Auditorium Building (Chicago)", "DESIGNATION", "Chicago Landmark", valid_from="1976-09-01")
    walk = mem.walk("Which designation did Auditorium Building (Chicago) have?")
    assert not walk.dead_end and walk.concept.name == "Auditorium Building (Chicago)"
    assert mem.walk("Which designation did Auditorium Building have?").dead_end  # the bare part names nothing


@pytest.mark.parametrize(
    "question",
    ["who came after Mira Murati at OpenAI?", "who came after Mira Murati as the head of OpenAI?"],
)
def test_an_event_clause_that_also_names_the_topic_leaves_the_topic_its_name(mem, question):
    walk = mem.walk(question)
    assert not walk.dead_end and walk.concept.name == "OpenAI"
    assert _first_fact(walk.context).startswith("- OpenAI led by Sam Altman (since 2023-11-20")


def test_a_when_question_naming_both_ends_of_a_fact_gets_its_dates_first_ended_or_not(mem):
    walk = mem.walk("when did Percy Smith play for Brentford?")
    dates = next(line for line in walk.context.splitlines() if line.startswith("Dates held: "))
    assert dates.removeprefix("Dates held: ").startswith("[ended 1920-01-01] Percy Smith played for Brentford")
    walk = mem.walk("when did Mira Murati lead OpenAI?")
    dates = next(line for line in walk.context.splitlines() if line.startswith("Dates held: "))
    assert "[ended 2023-11-20] OpenAI led by Mira Murati (from 2023-11-17)" in dates.split(";")[0]


def test_a_name_said_short_is_offered_never_taken(mem):
    walk = mem.walk("who played for Preston North in 1905?")
    assert walk.dead_end and walk.context.splitlines()[0].endswith("Did you mean 'Preston North End'?")
    mem.add_concept("Preston North Academy")  # two names hold the words: neither is offered
    assert "Did you mean" not in mem.walk("who played for Preston North in 1905?").context.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("who succeeded Mira Murati at OpenAI?", "- OpenAI led by Sam Altman (since 2023-11-20"),
        ("who replaced Mira Murati as the head of OpenAI?", "- OpenAI led by Sam Altman (since 2023-11-20"),
        ("who preceded Mira Murati at OpenAI?", "- OpenAI led by Sam Altman (2019-03-01"),
    ],
)
def test_a_succession_verb_asks_for_the_next_or_previous_holder(mem, question, first):
    walk = mem.walk(question)
    assert not walk.abstains and walk.concept.name == "OpenAI" and _first_fact(walk.context).startswith(first)


def test_what_replaced_a_superseded_concept_is_answered_by_its_successor(mem):
    mem.add_concept("GPT-4")
    mem.supersede("Chinchilla", "GPT-4", at="2023-03-14")
    walk = mem.walk("what replaced Chinchilla?")
    assert not walk.abstains and "superseded 2023-03-14 by GPT-4" in walk.context.splitlines()[0]


def test_after_a_value_reads_its_stint_not_an_earlier_co_mention(tmp_path):
    """A text that named the two together before the stint (a co-mention from 2014) does not date "after Everton":
    the stint with Everton does, so the club after it comes first."""
    memory = Memory.open(tmp_path / "m", embedder=None)
    for name in ["Oumar Niasse", "Everton", "Hull City"]:
        memory.add_concept(name)
    memory.relate("Everton", "MENTIONED_WITH", "Oumar Niasse", valid_from="2014-01-01")
    memory.relate("Oumar Niasse", "PLAYED_FOR", "Everton", valid_from="2016-02-01", valid_to="2017-01-13")
    memory.relate("Oumar Niasse", "PLAYED_FOR", "Hull City", valid_from="2017-01-13", valid_to="2017-06-01")
    walk = memory.walk("Which team did Oumar Niasse play for after Everton?")
    assert walk.event.startswith("Read as of 2017-01-13: after Everton (Oumar Niasse PLAYED_FOR Everton ended")
    assert "Hull City" in _first_fact(walk.context)
    memory.close()
