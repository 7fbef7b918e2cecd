"""The reviewer's and a stranger's wrong answers of the eighth session (#22), each on a hand-made memory."""

import pandas as pd
import pytest

from c0lab import Memory
from c0lab._reading import find_time


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    memory.add_concepts([{"name": name} for name in ("Ashby Rovers", "Ashby United", "Ann Lee", "Bob Ray")])
    yield memory
    memory.close()


def test_a_span_of_whole_years_in_a_question_is_read_as_both():
    for question in ("who led X in 2019–2020?", "who led X in 2019-2020?", "who led X in 2010–2011?"):
        reading = find_time(question)
        assert reading is not None and reading.cue == "between", question
        assert reading.label() == f"{question[13:17]} to {question[18:22]}"


def test_a_range_of_seasons_said_with_the_keeps_its_end(mem):
    reading = find_time("who played from the 1920–21 season to the 1931–32 season?")
    assert reading is not None and reading.label() == "1920 to 1932"
    mem.ingest("Tom Hale played for Ashby Rovers from the 1920–21 season to the 1931–32 season.", at="2020-01-01")
    context = mem.walk("who did Tom Hale play for?").context
    assert "[ended 1932] Tom Hale played for Ashby Rovers (from 1920)" in context


def test_conflicts_at_a_time_agree_with_conflicts_over_all_time_after_an_end_at_a_year(mem):
    mem.relate("Ashby Rovers", "LED_BY", "Ann Lee", valid_from="1979")
    mem.end("Ashby Rovers", "LED_BY", "Ann Lee", at="1988")  # covers 1988; Bob Ray took over in it
    mem.relate("Ashby Rovers", "LED_BY", "Bob Ray", valid_from="1988")
    assert mem.conflicts().empty
    assert mem.conflicts(as_of="1988").empty and mem.conflicts(as_of="1988-06").empty
    mem.relate("Ashby Rovers", "LED_BY", "Ashby United", valid_from="1988-06", keep=True)  # two at once: still one
    assert mem.conflicts(as_of="1988-07")["values"].tolist() == ["Bob Ray, Ashby United"]


def _renamed_seat(mem):
    mem.relate("Ashby Rovers", "LED_BY", "Ann Lee", valid_from="1920")
    mem.supersede("Ashby Rovers", "Ashby United", at="1930")
    mem.relate("Ashby United", "LED_BY", "Bob Ray", valid_from="1935")  # the seat's next holder, under the new name


def test_a_value_replaced_before_the_asked_time_is_no_longer_true_not_current(mem):
    _renamed_seat(mem)
    for question in ("who led Ashby United in 1940?", "who leads Ashby United?"):
        current, _, past = mem.walk(question).context.partition("No longer true:")
        assert "led by Bob Ray (since 1935)" in current
        assert "Ann Lee" not in current, question
        assert "[replaced 1935 by Bob Ray] Ashby Rovers" in past and "Ann Lee (from 1920)" in past
    context = mem.walk("who led Ashby United in 1935?").context  # held in the asked year, replaced within it
    assert "No longer true:" not in context and "[replaced 1935 by Bob Ray]" in context


def test_an_old_names_open_value_asked_with_no_date_is_replaced_by_the_successors(mem):
    _renamed_seat(mem)
    context = mem.walk("who led Ashby Rovers?").context
    assert "Current facts" not in context
    assert "No longer true:\n- [replaced 1935 by Bob Ray] Ashby Rovers" in context
    assert (
        "Current facts (at any time in 1925):\n- Ashby Rovers led by Ann Lee"
        in mem.walk("who led Ashby Rovers in 1925?").context
    )


def test_an_end_on_a_day_is_printed_as_one_day_in_every_walk(mem):
    mem.ingest("Cy Dunn was captain of Ashby Rovers until 14 May 1931.", at="1950-01-01")
    assert (
        "- Cy Dunn captain of Ashby Rovers (until 1931-05-14)"
        in mem.walk("who captained Ashby Rovers in 1930?").context
    )
    assert "- [ended 1931-05-14] Cy Dunn captain of Ashby Rovers" in mem.walk("who captained Ashby Rovers?").context


def test_a_name_said_by_its_initial_for_two_held_names_is_ambiguous_not_one_of_them(mem):
    mem.add_concepts([{"name": "John Smith"}, {"name": "James Smith"}, {"name": "Ada Lovelace"}])
    mem.relate("John Smith", "MEMBER_OF", "Ashby Rovers", valid_from="1990")
    mem.relate("James Smith", "MEMBER_OF", "Ashby United", valid_from="1990")
    mem.relate("Ada Lovelace", "MEMBER_OF", "Ashby United", valid_from="1990")
    walk = mem.walk("what is J. Smith a member of?")
    assert walk.dead_end and "Did you mean 'James Smith' or 'John Smith'?" in walk.context
    assert "member of" not in walk.context
    one = mem.walk("what is A. Lovelace a member of?").context
    assert one.startswith("Read 'A. Lovelace' as 'Ada Lovelace'") and "Ada Lovelace member of Ashby United" in one


def test_the_one_succeeded_held_the_role_until_the_hand_over_and_the_role_is_one_type(mem):
    mem.ingest("Bob Ray succeeded Ann Lee as manager of Ashby Rovers in 1910.", at="1950-01-01")
    before = mem.walk("who managed Ashby Rovers in 1905?").context
    assert "- Ann Lee manager of Ashby Rovers (until 1910)" in before  # start not stated
    mem.ingest("Bob Ray was manager of Ashby Rovers from 1910.", at="1951-01-01")
    now = mem.walk("who managed Ashby Rovers?").context
    facts = [line for line in now.splitlines() if line.startswith("- ") and "document:" not in line]
    assert [line for line in facts if "Bob Ray" in line and "manager" in line] == [
        "- Bob Ray manager of Ashby Rovers (since 1910)"  # "as manager of" and "manager of": one stint, said once
    ]
    assert "[ended 1910] Ann Lee manager of Ashby Rovers" in now


def test_a_role_taken_away_with_a_date_ends_the_subjects_open_role_then(mem):
    mem.ingest("Ann Lee became manager of Ashby Rovers in 1920. She was sacked in March 1927.", at="1950-01-01")
    mem.ingest("Bob Ray joined Ashby United in 1922. Bob Ray was dismissed in 1928.", at="1950-01-01")
    assert "[ended 1927-03" in mem.walk("who managed Ashby Rovers?").context
    assert "Ann Lee" not in mem.walk("who managed Ashby Rovers in 1930?").context.partition("No longer true:")[0]
    assert "[ended 1928" in mem.walk("what did Bob Ray join?").context


@pytest.mark.parametrize(
    "text",
    [
        "In 1931 Ashby Rovers merged with Kent Athletic to form Ashby United.",
        "Ashby Rovers and Kent Athletic merged into Ashby United in 1931.",
        "Ashby United was formed in 1931 by the merger of Ashby Rovers and Kent Athletic.",
    ],
)
def test_a_merger_stated_in_a_text_supersedes_the_merged_names_then_keeping_their_history(mem, text):
    mem.relate("Ashby Rovers", "LED_BY", "Ann Lee", valid_from="1920")
    mem.ingest(text, at="1950-01-01")
    for old in ("Ashby Rovers", "Kent Athletic"):
        assert mem.concept(old, as_of="1930").name == old  # valid before the merger
        assert f"Ashby United superseded {old}" in mem.walk(f"what is {old}?").context
    assert "Ashby Rovers led by Ann Lee (since 1920)" in mem.walk("who led Ashby Rovers in 1925?").context


def test_a_patch_that_denies_a_date_redates_the_one_typed_fact_of_that_date(mem):
    mem.relate("Ann Lee", "ADMINISTRATOR_OF", "Ashby Rovers", valid_from="1969")
    mem.relate("Ann Lee", "MEMBER_OF", "Ashby United", valid_from="1950")
    before = pd.Timestamp.now(tz="UTC")
    mem.add_patch("Ann Lee", "Ann Lee became administrator of Ashby Rovers in 1970, not 1969.")
    context = mem.walk("what was Ann Lee administrator of?").context
    assert "Ann Lee administrator of Ashby Rovers (since 1970)" in context
    assert "since 1950" in mem.walk("what was Ann Lee a member of?").context  # another date: unmoved
    then = mem.walk("what was Ann Lee administrator of?", known_at=before).context
    assert "Ann Lee administrator of Ashby Rovers (since 1969)" in then  # the old date stays readable
    mem.add_patch("Ann Lee", "Ann Lee is also a keen gardener since 1980.")  # denies no date: nothing moves
    assert "(since 1970)" in mem.walk("what was Ann Lee administrator of?").context


def test_a_middle_initial_is_not_read_as_a_name_said_by_its_initials(mem):
    mem.add_concepts([{"name": "Anthony Kuhn"}])
    walk = mem.walk("who employed Philip A. Kuhn in 1977?")
    assert "Philip A." in walk.topic and "'A. Kuhn'" not in walk.context  # "A." is Philip's middle initial
    said = mem.walk("who employed A. Kuhn in 1977?")  # said by its initials alone: read as the one name
    assert "Read 'A. Kuhn' as 'Anthony Kuhn'" in said.context and "Anthony Kuhn" in said.topic


def test_midway_through_a_season_is_a_time_in_it_not_its_end():
    from c0lab.extract.dates import dated_phrases

    roles = [role for _, _, role in dated_phrases("Midway through the 2004–05 season, he left.", at=10**17)]
    assert roles == ["at"]
    assert [role for _, _, role in dated_phrases("He stayed through the 2004–05 season.", at=10**17)] == ["end"]
