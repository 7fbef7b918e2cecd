"""Conversation memory: episodes word for word, redacted, linked, recalled within a budget."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from c0lab import InvalidInputError, Memory

from .embedders import BagOfWordsEmbedder
from .ollama_server import FakeOllama

pytestmark = pytest.mark.vector  # these tests search with vectors (Chroma)


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=BagOfWordsEmbedder())
    memory.add_concept("Project Zephyr", "An internal search engine.")
    yield memory
    memory.close()


def test_a_message_is_kept_word_for_word_and_recalled_at_once(mem):
    text = "We agreed  that Project Zephyr ships in March — not before.\nSecond line, kept as is."
    episode = mem.add_episode(text, speaker="mara", session="planning", at="2026-01-10T09:00")
    recalled = mem.recall("when does Zephyr ship")
    assert recalled.items["id"].tolist() == [episode] and recalled.items["text"][0] == text
    one_line = text.replace("\n", "\\n")  # quoted on one line: it cannot pose as another line
    assert recalled.context == f"[2026-01-10 09:00] mara (planning): {one_line}"
    assert mem.status()["episodes"] == 1


def test_secrets_and_private_text_never_reach_the_store_or_the_index(mem):
    mem.add_episode("deploy with password=hunter22! <private>my salary is 10</private> done", speaker="me")
    stored = mem.episodes()["text"][0]
    assert stored == "deploy with password=[redacted]  done"
    assert all("hunter22" not in text and "salary" not in text for text in mem.index.text_ids)
    assert mem.add_episode("<private>only this</private>") is None and mem.status()["episodes"] == 1


def test_an_episode_that_names_a_concept_is_linked_both_ways(mem):
    mem.add_episode("Project Zephyr needs a new index by Friday.", speaker="tomas", at="2026-02-01")
    walk = mem.walk("Project Zephyr")
    assert "Said about it:" in walk.context and "needs a new index by Friday" in walk.context
    history = mem.history("Project Zephyr")
    assert "MENTIONS" in set(history["name"])


def test_recall_brings_the_neighbouring_turns_filters_sessions_and_finds_nothing_when_nothing_matches(mem):
    mem.add_episodes(
        [
            {
                "text": "What colour should the dashboard be?",
                "speaker": "mara",
                "session": "design",
                "at": "2026-03-01T10:00",
            },
            {"text": "Teal, like the logo.", "speaker": "tomas", "session": "design", "at": "2026-03-01T10:01"},
            {"text": "Lunch at noon?", "speaker": "mara", "session": "social", "at": "2026-03-01T11:00"},
            {
                "text": "The dashboard colour question is settled.",
                "speaker": "ines",
                "session": "other",
                "at": "2026-03-02",
            },
        ]
    )
    recalled = mem.recall("dashboard colour")
    assert "Teal, like the logo." in recalled.context  # the answer is the turn after the hit
    only = mem.recall("dashboard colour", session="design")
    assert set(only.items["session"]) == {"design"}
    assert mem.recall("quantum banana sandwich").items.empty
    assert mem.recall("what did ines say about the dashboard").items["speaker"][0] == "ines"
    small = mem.recall("dashboard colour", budget_tokens=15)
    assert small.tokens <= 15


def test_importing_jsonl_and_dataframes(mem, tmp_path):
    lines = [
        {"role": "user", "content": "How do we shard the index?", "timestamp": "2026-04-01T10:00:00Z"},
        {"role": "assistant", "content": "By tenant, then by month.", "timestamp": "2026-04-01T10:00:05Z"},
    ]
    path = tmp_path / "chat-0401.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    assert mem.import_messages(path) == 2
    episodes = mem.episodes(session="chat-0401")
    assert episodes["speaker"].tolist() == ["user", "assistant"]
    frame = pd.DataFrame({"content": ["hello there"], "role": ["user"], "timestamp": ["2026-04-02"]})
    assert mem.import_messages(frame, session="df") == 1
    path.write_text('{"role": "user"}\n')
    with pytest.raises(InvalidInputError, match="line 1 of .* is not a message"):
        mem.import_messages(path)
    mem.add_episode("a", id="x1")
    with pytest.raises(InvalidInputError, match="exists already"):
        mem.add_episode("b", id="x1")


def test_remember_recall_and_capture_in_a_notebook(ip, capsys):
    ip.run_cell("%%remember --speaker mara\nThe benchmark must use the same budget for every arm.\n")
    assert "kept as episode" in capsys.readouterr().out
    result = ip.run_cell("%recall same budget every arm").result
    assert "same budget for every arm" in result.context
    line = next(line for line in result.context.splitlines() if "same budget" in line)
    assert line.endswith("every arm.") and "\\n" not in line  # the cell's last line break is not shown as \n
    memory = ip._c0lab_magics.memory
    memory.add_episode("Two lines,\nthen a break at the end\n", speaker="ben", session="old")  # kept as given
    old = memory.recall("two lines then a break", budget_tokens=200).context
    assert "Two lines,\\nthen a break at the end" in old and "at the end\\n" not in old
    ip.run_cell("%c0 capture on --session lab")
    ip.run_cell("x_value = 41 + 1", store_history=True)
    ip.run_cell("%c0 capture off")
    memory = ip._c0lab_magics.memory
    cells = memory.episodes(session="lab")
    assert cells["text"].tolist() == ["x_value = 41 + 1"] and cells["speaker"].tolist() == ["cell"]
    ip.run_cell("y_value = 1")
    assert len(memory.episodes(session="lab")) == 1  # capture is off


def test_ask_without_a_model_says_so_in_one_line(ip, capsys):
    ip.run_cell("%%ask\nWhat did we decide?\n")
    assert capsys.readouterr().out.strip().startswith("c0lab: %%ask needs a model")


def test_ask_sends_the_recalled_context_and_keeps_question_and_answer(ip, capsys, monkeypatch):
    server = FakeOllama().start()
    try:
        server.chat_reply = "Teal."
        monkeypatch.setenv("OLLAMA_HOST", server.url)
        ip.run_cell("%%remember\nWe chose teal for the dashboard.\n")
        ip.run_cell("%config C0Lab.ask_model = 'tiny-model'")
        ip.run_cell("%%ask\nWhich colour did we choose for the dashboard?\n")
        assert capsys.readouterr().out.strip().endswith("Teal.")
        path, body = server.requests[-1]
        assert path == "/api/chat" and body["model"] == "tiny-model"
        assert "We chose teal for the dashboard." in body["messages"][0]["content"]
        texts = ip._c0lab_magics.memory.episodes(session="ask")["text"].tolist()
        assert texts == ["Which colour did we choose for the dashboard?", "Teal."]
        server.mode = "error"
        ip.run_cell("%%ask\nAnd the logo?\n")
        assert "did not answer" in capsys.readouterr().err
    finally:
        server.stop()


def test_the_conversation_fixture_varies_answer_distance_and_interleaves_topics():
    from c0lab.bench.dialogue import conversation_coverage, generate_conversation

    messages, questions = generate_conversation(seed=11, sessions=40)
    assert (messages, questions) == generate_conversation(seed=11, sessions=40)
    assert len({m["session"] for m in messages}) == 40 and {m["speaker"] for m in messages} == {"mara", "tomas"}
    assert {q.kind for q in questions} == {"decided", "changed", "when"}
    assert {q.distance for q in questions} == {0, 1, 2, 3}
    by_id = {m["id"]: m for m in messages}
    for question in questions:
        answer = by_id[question.evidence[-1]]
        topic = question.text.rstrip("?").split()[-1]
        assert topic not in answer["text"]  # the answer never names its topic
    asks = {int(q.evidence[0][1:]) for q in questions if q.kind != "when"}
    assert any(ask + 1 in asks for ask in asks)  # a question right after another: topics interleave
    table = conversation_coverage(sessions=6, embedder=None)
    assert list(table.columns) == ["c0lab", "hybrid", "hybrid_w2", "hybrid_w3", "last", "questions"]
    assert "all" in table.index and any(label.startswith("distance") for label in table.index)


def _session(mem, turns, session="planning"):
    mem.add_episodes(
        [
            {"text": text, "speaker": speaker, "session": session, "at": f"2026-03-01T10:{minute:02d}"}
            for minute, (speaker, text) in enumerate(turns)
        ]
    )


def test_recall_brings_an_answer_several_turns_after_its_question(mem):
    _session(
        mem,
        [
            ("mara", "Which queue should the ingest service use?"),
            ("tomas", "Coffee first."),
            ("mara", "The train was late."),
            ("ines", "Fine by me."),
            ("tomas", "Kafka, for the replay."),
            ("mara", "Lunch?"),
        ],
    )
    _session(mem, [("mara", "Did you water the plants?"), ("tomas", "Yes.")], session="home")
    recalled = mem.recall("which queue does the ingest service use")
    assert "Kafka, for the replay." in recalled.context  # three turns after the question, no word in common
    assert "Did you water the plants?" not in recalled.context  # another session, nothing matched


def test_recall_stops_when_scores_fall_off_and_the_budget_is_a_ceiling(mem):
    _session(mem, [("mara", "The parquet compaction runs nightly."), ("tomas", "Good.")])
    for number in range(30):
        _session(mem, [("mara", f"Chat {number}: the weather, lunch plans and the schedule.")], session=f"s{number}")
    recalled = mem.recall("parquet compaction schedule", budget_tokens=1000)
    assert recalled.tokens < 200 and "weather" not in recalled.context


def test_an_episode_longer_than_the_budget_returns_its_best_passage(mem):
    filler = " ".join(f"Sentence {number} talks about nothing in particular." for number in range(60))
    mem.add_episode(
        f"{filler} The Tessellate scheme compacts segments every night. {filler}",
        speaker="mara",
        session="notes",
        at="2026-03-02",
    )
    recalled = mem.recall("Tessellate compaction scheme", budget_tokens=60)
    assert "The Tessellate scheme compacts segments every night." in recalled.context
    assert 0 < recalled.tokens <= 60 and "…" in recalled.context
