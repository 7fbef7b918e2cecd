"""The walk says the same in fewer tokens: relation types as words, an end said once, the present as a day, a
period's heading instead of a note, a description without its name repeated, stored text not said twice, and a
walk lacking what was asked leaving its budget to the texts that may hold it.

Every world here is written through the public API, in phrasings no fixture uses.
"""

import pandas as pd
import pytest

from c0lab import Memory
from c0lab._time import parse_time
from c0lab.retrieval.render import relation_words, said_already
from c0lab.retrieval.walk import Fact, shown_edge


@pytest.fixture
def ferry(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts(
            [
                {"name": "Gullwing Ferry", "description": "Gullwing Ferry crosses the sound twice a day."},
                {"name": "Pell Odum", "description": "Pell Odum skippered the Gullwing Ferry for years."},
                {"name": "Rhea Lomax", "description": "A harbour pilot."},
            ]
        )
        mem.relate("Gullwing Ferry", "SKIPPERED_BY", "Pell Odum", valid_from="2011", valid_to="2018")
        mem.relate("Gullwing Ferry", "SKIPPERED_BY", "Rhea Lomax", valid_from="2019")
        yield mem


def test_a_fact_line_says_its_type_in_words_and_an_ended_fact_its_end_once(ferry):
    context = ferry.walk("Gullwing Ferry").context
    assert "- Gullwing Ferry skippered by Rhea Lomax (since 2019)" in context
    assert "- [ended 2018] Gullwing Ferry skippered by Pell Odum (from 2011)" in context
    assert "SKIPPERED_BY" not in context and context.count("2018") == 1  # its end said once
    assert relation_words("RECORD_HELD_BY") == "record held by"


def test_the_present_is_headed_by_its_day_and_a_period_by_how_it_was_read(ferry):
    now = ferry.walk("who skippers Gullwing Ferry?").context
    heading = next(line for line in now.splitlines() if line.startswith("Current facts"))
    assert heading == f"Current facts (as of {pd.Timestamp.now(tz='UTC'):%Y-%m-%d}):"  # no clock time
    year = ferry.walk("who skippered Gullwing Ferry in 2015?").context
    assert "Current facts (at any time in 2015):" in year.splitlines() and "Read " not in year


def test_a_related_description_naming_its_concept_is_not_preceded_by_its_name(ferry):
    context = ferry.walk("Gullwing Ferry", as_of="2015").context
    assert "- Pell Odum skippered the Gullwing Ferry for years." in context.splitlines()
    assert "- Rhea Lomax: A harbour pilot." not in context  # ended by then: not reached
    own = ferry.walk("Gullwing Ferry").context.splitlines()[0]
    assert own == "Gullwing Ferry crosses the sound twice a day."  # the walk's own description names it too


def test_stored_text_already_shown_word_for_word_is_not_said_again():
    shown = "Gullwing Ferry crosses the sound. It sails at dawn."
    assert said_already(["- [2025-01-02] note-a: Gullwing Ferry crosses the sound. It sails at dawn."], shown)
    assert said_already(["- Gullwing Ferry: It sails at dawn."], shown)
    assert not said_already(["- [2025-01-02] note-a: Gullwing Ferry crosses the sound. It is red."], shown)
    assert not said_already(["- It sails at dawn. [corrected 2025-02-01: at noon]"], shown)  # a note is new
    assert not said_already(["- It sails at dawn.", "  patch: at noon"], shown)
    # a text's sentence with the time it states before it is a sentence shown, not a note
    assert said_already(["- [since 2019] It sails at dawn."], shown)
    assert not said_already(["- [since 2019] It sails at noon."], shown)
    noted = "X moved from A to B. [A: ended 2018-03]"  # two concepts' one sentence: its line, note and all, once
    assert said_already([f"- {noted}"], f"{noted}\nCurrent facts:") and said_already([f"- {noted}"], f"- {noted}")
    assert not said_already(["- X moved from A to B. [B: begun 2018-03]"], f"{noted}\nCurrent facts:")


def test_an_edge_a_moment_before_midnight_is_said_as_that_midnight():
    before = parse_time("2022-01-01") - 1
    assert shown_edge(before) == parse_time("2022-01-01") and shown_edge(parse_time("2022-01-01")) == before + 1
    fact = Fact(
        "Gullwing Ferry",
        "SKIPPERED_BY",
        "Pell Odum",
        "ended",
        pd.NaT,
        pd.Timestamp(before, unit="us", tz="UTC"),
        1,
        "ended 2022-01-01",
    )
    assert fact.line() == "- [ended 2022-01-01] Gullwing Ferry skippered by Pell Odum"


def test_a_walk_lacking_the_asked_relation_shows_the_texts_that_share_its_words_first(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.ingest("Gullwing Ferry was repainted in the spring.", at="2025-01-01", source="note-a")
        mem.ingest("Gullwing Ferry is paid for by the harbour fund.", at="2025-01-02", source="note-b")
        mem.ingest("Gullwing Ferry got new seats.", at="2025-01-03", source="note-c")
        mem.ingest("Gullwing Ferry docked late on Monday.", at="2025-01-04", source="note-d")
        walk = mem.walk("Who funds Gullwing Ferry?", budget_tokens=250)
        assert walk.abstains
        lines = walk.context.splitlines()
        # its description (the first note) shares no word with the question: left out for the texts
        assert "repainted" not in walk.context
        said = lines[lines.index("Said about it:") + 1]
        assert said.startswith("- [2025-01-02] note-b: Gullwing Ferry is paid for by the harbour fund")


def test_a_question_of_one_sense_is_answered_by_the_concepts_own_facts_not_a_neighbours(tmp_path):
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts(
            [{"name": name} for name in ("Tern Works", "Kite SDK", "Marl Licence", "Pike Works", "Reed SDK")]
        )
        mem.relate("Tern Works", "RELEASES", "Kite SDK")  # a weak word for shipping: not an asked type
        mem.relate("Tern Works", "USES", "Marl Licence")
        mem.relate("Pike Works", "USES", "Marl Licence")
        mem.relate("Pike Works", "SHIPS", "Reed SDK")  # the asked type, but of a neighbour two steps away
        lines = mem.walk("Which toolkit does Tern Works ship?").context.splitlines()
        current = lines[lines.index(next(line for line in lines if line.startswith("Current facts"))) + 1 :]
        assert current[0] == "- Tern Works releases Kite SDK"
        assert lines.index("- Pike Works ships Reed SDK") > lines.index("Around it:")
