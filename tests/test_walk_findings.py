"""Walk findings from a stranger: a typo'd name abstains with a suggestion; a superseded object says it ended."""

from __future__ import annotations

import pytest

from c0lab import Memory


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path, embedder=None)
    memory.add_concept("Project Zephyr", "A wind lidar project.")
    memory.add_concept("Oslo", "A city.")
    memory.add_concept("Bergen", "A city.")
    memory.relate("Project Zephyr", "BASED_IN", "Oslo", valid_from="2020-01-01")
    yield memory
    memory.close()


def test_a_one_edit_typo_abstains_and_suggests_the_near_name(mem):
    walk = mem.walk("Who leads Project Zepyhr?")
    assert walk.dead_end and walk.concept is None
    assert walk.context.startswith("Nothing in memory is named 'Project Zepyhr'")
    assert walk.context.endswith("Did you mean 'Project Zephyr'?")
    assert len(mem.dead_ends()) == 1
    lower = mem.walk("who leads zepyhr?")  # one lower-case word of a two-word name
    assert lower.dead_end and lower.context.endswith("Did you mean 'Project Zephyr'?")
    far = mem.walk("Who leads Project Quorbalt?")
    assert far.dead_end and "Did you mean" not in far.context


def test_a_relation_to_a_superseded_object_keeps_its_valid_time_until_something_replaces_it(mem):
    mem.supersede("Oslo", "Bergen", at="2024-01-01")
    line = next(line for line in mem.walk("Where is Project Zephyr based?").context.splitlines() if "Oslo" in line)
    assert line == "- Project Zephyr based in Oslo [superseded 2024-01-01 by Bergen] (since 2020)"
    mem.relate("Project Zephyr", "BASED_IN", "Bergen", valid_from="2024-01-01")
    context = mem.walk("Where is Project Zephyr based?").context
    assert "- Project Zephyr based in Bergen (since 2024)" in context and "no later" not in context
    assert "[ended 2024, replaced by Bergen] Project Zephyr based in Oslo (from 2020)" in context


def test_what_the_concepts_own_text_says_is_not_called_missing(mem):
    assert mem.walk("Who funds Project Zephyr?").context.startswith("Nothing in memory about who funds")
    mem.add_patch("Project Zephyr", "Project Zephyr is funded by the Tidewater Trust.")
    context = mem.walk("Who funds Project Zephyr?").context
    assert not context.startswith("Nothing") and "funded by the Tidewater Trust" in context


def _openai(mem):
    mem.add_concepts(
        [{"name": "OpenAI", "valid_from": "2015-12-11"}, {"name": "Elon Musk"}, {"name": "GPT-2"}, {"name": "GPT-3"}]
    )
    mem.relate("GPT-2", "DEVELOPED_BY", "OpenAI", valid_from="2019-02")
    mem.relate("GPT-3", "DEVELOPED_BY", "OpenAI", valid_from="2020-05")
    mem.relate("Elon Musk", "BOARD_MEMBER_OF", "OpenAI", valid_from="2015", valid_to="2018-02")
    mem.relate("OpenAI", "LED_BY", "Elon Musk", valid_from="2015-12-11", valid_to="2019-03")


def test_an_event_is_named_as_stored_and_after_an_open_value_reads_the_next(mem):
    _openai(mem)
    walk = mem.walk("what did OpenAI develop after GPT-2?")
    assert "GPT-2 DEVELOPED_BY OpenAI from 2019-02-01; the next from 2020-05-01" in walk.event
    assert "OpenAI developed by" not in walk.context
    first = next(line for line in walk.context.splitlines() if line.startswith("- "))
    assert first == "- GPT-3 developed by OpenAI (since 2020-05)"


def test_while_an_event_held_is_read_where_the_concept_asked_about_exists(mem):
    _openai(mem)
    walk = mem.walk("who led OpenAI while Elon Musk was on the board of OpenAI?")
    assert walk.event.startswith("Read over 2015-12-11 to 2018-02-28: ")  # a state, from where OpenAI began
    assert "- OpenAI led by Elon Musk" in walk.context and "Nothing in memory" not in walk.context
    early = mem.walk("who led OpenAI before Elon Musk was on the board of OpenAI?").context  # before it began
    assert "OpenAI [valid from 2015-12-11]" in early and "[ended" not in early


def test_known_at_takes_a_snapshot_name_in_python_as_on_the_command_line(mem):
    mem.add_concept("Snapshot Probe", "before")
    mem.snapshot("before-probe")
    mem.describe("Snapshot Probe", "after")
    assert "Snapshot Probe: before" in mem.walk("Snapshot Probe", known_at="before-probe").context
    assert mem.concept("Snapshot Probe", known_at="before-probe").description == "before"


def test_a_typo_of_a_superseded_multi_word_name_is_offered(mem):
    mem.add_concepts([{"name": "Google Brain"}, {"name": "Google DeepMind"}])
    mem.supersede("Google Brain", "Google DeepMind", at="2023-04-20")
    walk = mem.walk("what did Googel Brain develop?")
    assert walk.dead_end and walk.context.startswith("Nothing in memory is named 'Googel Brain'")
    assert walk.context.endswith("Did you mean 'Google Brain'?")


def test_the_asked_time_comes_first_then_what_ended_then_the_neighbourhood(mem):
    mem.add_concepts([{"name": "Kestrel"}, {"name": "Wren Ollick"}, {"name": "Ada Pike"}, {"name": "Lisbon"}])
    mem.relate("Kestrel", "LED_BY", "Ada Pike", valid_from="2018", valid_to="2020")
    mem.relate("Kestrel", "LED_BY", "Wren Ollick", valid_from="2021")
    mem.relate("Wren Ollick", "LIVES_IN", "Lisbon", valid_from="2015")
    context = mem.walk("who leads Kestrel?").context
    lines = context.splitlines()
    led, ended, around = (
        lines.index(line)
        for line in (
            "- Kestrel led by Wren Ollick (since 2021)",
            "No longer true:",
            "- Wren Ollick lives in Lisbon (since 2015)",
        )
    )
    assert led < ended < lines.index("Around it:") < around


def test_a_superseded_subjects_relation_does_not_end_when_its_object_gains_another(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Vision Lab", "Perception Lab", "Oskar Lindqvist", "Edge Lab")])
        mem.relate("Vision Lab", "LED_BY", "Oskar Lindqvist", valid_from="2018-07-01")
        mem.supersede("Vision Lab", "Perception Lab", at="2021-01-01")
        mem.relate("Edge Lab", "LED_BY", "Oskar Lindqvist", valid_from="2023-02-01")  # unrelated to Vision Lab
        for when in ("2022-06-01", "2024-06-01"):
            context = mem.walk("who led Vision Lab?", as_of=when).context
            current = context.split("No longer true:")[0]
            assert "Vision Lab [superseded 2021-01-01 by Perception Lab] led by Oskar Lindqvist" in current, when


def test_when_was_it_founded_is_answered_by_its_own_start_not_denied(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": "Vision Lab", "valid_from": "2012-09-01"}, {"name": "Quiet Lab"}])
        context = mem.walk("when was Vision Lab founded?").context
        assert not context.startswith("Nothing in memory")
        assert "Dates held: Vision Lab from 2012-09-01" in context
        assert mem.walk("when was Quiet Lab founded?").context.startswith("Nothing in memory")  # no date held


def test_a_full_name_the_texts_only_say_short_is_read_as_the_one_concept_bearing_part_of_it(tmp_path):
    memory = Memory.open(tmp_path, embedder=None)
    try:
        memory.add_concept("Quillan", "A forward.")
        memory.add_concept("Harbury Town", "A club.")
        memory.relate("Quillan", "PLAYED_FOR", "Harbury Town", valid_from="2019-01-01")
        walk = memory.walk("Which team did Mara Quillan play for in 2020?")
        assert not walk.dead_end and walk.concept is not None and walk.concept.name == "Quillan"
        assert walk.context.splitlines()[0] == "Read 'Mara Quillan' as 'Quillan', the one name in memory it contains."
        assert "- Quillan played for Harbury Town (since 2019)" in walk.context
        memory.add_concept("Anne Quillan", "A coach.")  # another name ends in it: the word is shared, not short
        shared = memory.walk("Which team did Mara Quillan play for in 2020?")
        assert shared.dead_end and shared.context.startswith("Nothing in memory is named 'Mara Quillan'")
    finally:
        memory.close()


def test_a_full_name_holding_two_names_the_memory_has_is_no_reading_of_either(tmp_path):
    memory = Memory.open(tmp_path, embedder=None)
    try:
        for name in ("Quillan", "Mara", "Harbury Town"):
            memory.add_concept(name)
        memory.relate("Quillan", "PLAYED_FOR", "Harbury Town", valid_from="2019-01-01")
        walk = memory.walk("Which team did Mara Quillan play for in 2020?")
        assert walk.dead_end and "Read 'Mara Quillan'" not in walk.context
    finally:
        memory.close()


def test_the_noun_after_which_is_the_answers_kind_not_the_asked_relation(tmp_path):
    from c0lab import Memory

    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": "St John's College"}, {"name": "Anne O'Neil"}])
        mem.relate("St John's College", "LED_BY", "Anne O'Neil", valid_from="1991", valid_to="1999")
        context = mem.walk("which college did Anne O'Neil lead in 1995?").context
        assert not context.startswith("Nothing in memory") and "led by Anne O'Neil (1991–1999)" in context
        assert mem.walk("which college did Anne O'Neil study at in 1995?").context.startswith("Nothing in memory")
