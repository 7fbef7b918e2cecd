"""recall over conversations: the question's own moment, turns lent a hit's score, best first within the budget."""

from __future__ import annotations

import pytest

from c0lab import Memory
from c0lab._time import find_date, format_time, parse_time


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    yield memory
    memory.close()


def test_relative_dates_are_read_against_the_question_s_moment():
    monday = parse_time("2023-03-27T23:35")
    assert format_time(find_date("What did I buy last Saturday?", now=monday)[0]) == "2023-03-25"
    assert format_time(find_date("Where was I two weeks ago?", now=monday)[0]) == "2023-03-13"
    assert format_time(find_date("what did we settle today?", now=monday)[0]) == "2023-03-27"
    assert find_date("What did I buy last Saturday?")[0] != find_date("What did I buy last Saturday?", now=monday)[0]


def test_recall_at_the_question_s_moment_brings_the_named_day_first(mem):
    mem.add_episodes([
        {"text": "I went out to buy a lamp.", "speaker": "user", "session": "b", "at": "2023-03-14T10:00", "id": "l"},
        {"text": "I went out to buy a sofa.", "speaker": "user", "session": "c", "at": "2023-03-20T10:00", "id": "s"},
        {"text": "I went out to buy a kettle.", "speaker": "user", "session": "a", "at": "2023-03-11T10:00", "id": "k"},
    ])
    asked = mem.recall("What did I buy last Saturday?", now="2023-03-15T09:00")  # a Wednesday
    assert asked.items["id"].tolist() == ["k", "l", "s"]  # Saturday the 11th first, then the nearest
    assert mem.recall("What did I buy last Saturday?").items["id"].tolist() == ["l", "s", "k"]  # today: no such day


def _session(mem, name, turns, hour):
    mem.add_episodes([{"text": text, "speaker": speaker, "session": name, "at": f"2026-03-01T{hour:02d}:{minute:02d}",
                       "id": f"{name}{minute}"} for minute, (speaker, text) in enumerate(turns)])


def test_a_hit_lends_its_score_to_the_turns_after_it_but_never_pushes_out_a_stronger_hit(mem):
    _session(mem, "a", [("mara", "Morning all."), ("mara", "Which queue should the ingest service use?"),
                        ("tomas", "Kafka, for the replay."), ("mara", "Great, thanks."), ("tomas", "Lunch later?")], 9)
    _session(mem, "b", [("ines", "The ingest service queue must keep a week of replay.")], 11)
    for number in range(8):
        _session(mem, f"x{number}", [("mara", f"Note {number}: the plants, the weather, the train.")], 12 + number)
    full = mem.recall("which queue should the ingest service use", budget_tokens=1000)
    ranked = full.items["id"].tolist()
    assert ranked[:2] == ["a1", "b0"]  # the two hits, strongest first
    assert ranked.index("a2") < ranked.index("a0")  # the answer after the hit comes before the turn before it
    assert not any(record.startswith("x") for record in ranked)  # nothing matched: nothing lent
    tight = mem.recall("which queue should the ingest service use", budget_tokens=full.tokens - 20)
    assert {"a1", "b0"} <= set(tight.items["id"])  # a smaller budget drops neighbours, not the second hit


def test_a_long_turn_among_others_gives_its_best_passage(mem):
    filler = " ".join(f"Sentence {number} is about nothing much." for number in range(80))
    mem.add_episodes([
        {"text": f"{filler} The Tessellate scheme compacts segments nightly. {filler}", "speaker": "assistant",
         "session": "s", "at": "2026-03-02T10:00", "id": "long"},
        {"text": "Tessellate compacts segments, I read.", "speaker": "user", "session": "t", "at": "2026-03-03",
         "id": "short"},
    ])
    recalled = mem.recall("Tessellate scheme compacts segments", budget_tokens=300)
    assert set(recalled.items["id"]) == {"long", "short"} and recalled.tokens <= 300
    assert "The Tessellate scheme compacts segments nightly." in recalled.context and "…" in recalled.context


def test_a_long_turn_with_a_correction_note_gives_its_passage_and_the_note(tmp_path):
    """The passage of a long episode leaves room for the correction note its line carries (merge review)."""
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        filler = " ".join(f"Sentence {i} talks about weather and lunch and other things entirely." for i in range(40))
        mem.ingest(f"Mirlum Institute runs Project Kelmir, which develops a ferry routing system. {filler}",
                   at="2025-01-06", source="note-a")
        mem.ingest("Actually, Project Kelmir develops a fog harvesting system, not ferry routing.",
                   at="2025-02-20", source="note-c")
        found = mem.recall("Mirlum Institute", as_of="now", budget_tokens=60)
        first = found.context.splitlines()[0]
        assert first.startswith("[2025-01-06] note-a: Mirlum Institute runs Project Kelmir") and "corrected" in first
        assert found.tokens <= 60
