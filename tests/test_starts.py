"""A line naming a value begun after the time asked says when it began (c0lab.retrieval.starts)."""

from c0lab import Memory
from c0lab._time import micros_of_timestamp, parse_time
from c0lab.retrieval.starts import later_starts, start_notes


def _survey(memory: Memory) -> None:
    memory.ingest("Halvard Sten has led the Brindle Survey since 2012.", at="2024-02-01", source="note-a")
    memory.ingest(
        "Ilsa Marrow took over the Brindle Survey from Halvard Sten in 2019.", at="2024-02-03", source="note-b"
    )


def test_a_text_naming_a_holder_begun_after_the_time_asked_says_his_start(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        _survey(memory)
        before = memory.context("Who led the Brindle Survey in 2005?", budget_tokens=300)
        during = memory.context("Who led the Brindle Survey in 2015?", budget_tokens=300)
    handover = [line for line in before.context.splitlines() if "took over" in line]
    # read alone, "took over … from Halvard Sten in 2019" says he may have led it in 2005; he began in 2012
    assert handover and handover[0].endswith("[Halvard Sten: from 2012]")
    assert "[Ilsa Marrow:" not in before.context  # the line states her start already
    assert before.tokens <= 300
    assert "[Halvard Sten: from" not in during.context  # he led it in 2015: nothing to place


def test_later_starts_leave_out_a_value_held_by_then_or_begun_at_no_stated_time(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        _survey(memory)
        memory.ingest("Tarn Ebbe once led the Brindle Survey.", source="note-c")  # a text of no day: no date
        walk = memory.walk("Who led the Brindle Survey in 2015?")
        known = micros_of_timestamp(walk.known_at)
        starts = later_starts(memory.core.store, walk, known_at=known)
        early = later_starts(memory.core.store, memory.walk("Who led the Brindle Survey in 2005?"), known_at=known)
        now = later_starts(memory.core.store, memory.walk("Who leads the Brindle Survey?"), known_at=known)
    assert set(starts) == {"Ilsa Marrow"}
    assert set(early) == {"Halvard Sten", "Ilsa Marrow"}
    assert now == {}  # asked of no time: nothing began after it


def test_start_notes_only_where_the_line_does_not_state_the_start():
    starts = {"Ilsa Marrow": (parse_time("2019"), "2019"), "Halvard Sten": (parse_time("2012"), "2012")}
    line = "Ilsa Marrow took over from Halvard Sten in 2019."
    assert start_notes(line, starts, now=0) == " [Halvard Sten: from 2012]"
    assert start_notes(line + " [Halvard Sten: from 2012]", starts, now=0) == ""
    assert start_notes("The survey maps the coast.", starts, now=0) == ""
