"""``Memory.ingest``: free text kept as an episode, with the offline and the LLM extractor."""

from __future__ import annotations

import json

import pytest

from c0lab import C0labError, InvalidInputError, Memory
from c0lab._time import format_time
from c0lab.memory.ingest import EXTRACTION_SCHEMA, LLMExtractor, OfflineExtractor

from .ollama_server import FakeOllama


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path, embedder=None)
    yield memory
    memory.close()


def _relations(memory: Memory) -> set[tuple[str, str, str, str, str]]:
    found = set()
    for versions in memory.store.records.values():
        for version in versions:
            if version.kind == "relation" and version.is_current() and version.name != "MENTIONS":
                found.add((memory.core.name(version.source_id), version.name, memory.core.name(version.target_id),
                           format_time(version.valid_from), format_time(version.valid_to)))
    return found


def test_offline_ingest_keeps_the_text_and_reads_names_dates_and_co_mentions(mem):
    counts = mem.ingest("Mara Quill has led Project Kelmir since 2019. Actually, the team moved to Oslo Harbour.",
                        at="2025-01-06", source="note-1")
    assert counts["concepts"] == 3 and counts["relations"] == 1 and counts["episode"]
    episodes = mem.episodes()
    assert episodes["text"].tolist()[0].startswith("Mara Quill has led") and str(episodes["time"][0].date()) == "2025-01-06"
    assert {"Mara Quill", "Project Kelmir", "Oslo Harbour"} <= set(mem.search("Kelmir Quill Oslo", k=10)["name"])
    assert "Actually" not in " ".join(mem.search("Actually", k=10)["name"])  # a sentence opener is not a name
    assert _relations(mem) == {("Mara Quill", "LED", "Project Kelmir", "2019-01-01", "open")}
    assert mem.history("Project Kelmir")["kind"].tolist().count("relation") >= 2  # the co-mention and MENTIONS


def test_offline_ingest_reuses_known_names_and_links_the_episode_to_them(mem):
    mem.add_concept("kelp farm", "A farm of kelp.")
    mem.ingest("The kelp farm near Vola Labs opened.", at="2025-02-01")
    assert len(mem.store.names["kelp farm"]) == 1
    mentions = [v for r in mem.store.records.values() for v in r if v.kind == "relation" and v.name == "MENTIONS"]
    assert {mem.core.name(v.target_id) for v in mentions} == {"kelp farm", "Vola Labs"}


def test_ingest_refuses_empty_text_and_bad_dates_and_writes_nothing(mem):
    with pytest.raises(InvalidInputError, match="text is empty"):
        mem.ingest("  ")
    with pytest.raises(C0labError, match="cannot read 'soon'"):
        mem.ingest("Project Kelmir exists.", at="soon")
    assert mem.status()["records"] == {"concepts": 0, "patches": 0, "episodes": 0, "relations": 0}


def test_the_offline_extractor_is_the_default(mem):
    assert isinstance(mem._ingest.extractor, OfflineExtractor)


@pytest.fixture
def ollama():
    server = FakeOllama().start()
    yield server
    server.stop()


def test_the_llm_extractor_writes_typed_relations_with_valid_times_and_closes_what_a_statement_replaces(mem, ollama):
    extractor = LLMExtractor("extractor-model", host=ollama.url)
    ollama.chat_reply = json.dumps({
        "entities": [{"name": "Project Kelmir", "kind": "project"}, {"name": "Mara Quill", "kind": "person"}],
        "relations": [{"source": "Project Kelmir", "type": "led by", "target": "Mara Quill", "valid_from": "2015"}],
    })
    mem.ingest("Mara Quill has led Project Kelmir since 2015.", at="2025-01-06", extractor=extractor)
    request = ollama.requests[-1][1]
    assert request["model"] == "extractor-model" and request["format"] == EXTRACTION_SCHEMA
    assert "Mara Quill has led" in request["messages"][0]["content"] and "2025-01-06" in request["messages"][0]["content"]
    assert _relations(mem) == {("Project Kelmir", "LED_BY", "Mara Quill", "2015-01-01", "open")}
    ollama.chat_reply = json.dumps({
        "entities": [{"name": "Tomas Vey"}],
        "relations": [{"source": "Project Kelmir", "type": "CO_LED_BY", "target": "Tomas Vey", "valid_from": "2022-03-01"},
                      {"source": "Project Kelmir", "type": "LED_BY", "target": "Tomas Vey", "valid_from": "2022-03-01",
                       "replaces": "Mara Quill"},
                      {"source": "Project Kelmir", "type": "CO_LED_BY", "target": "Mara Quill", "valid_from": "2023-01-01",
                       "replaces": "Tomas Vey"},
                      {"source": "Project Kelmir", "type": "not a type!", "target": "Tomas Vey"}],
    })
    counts = mem.ingest("Tomas Vey took over Project Kelmir in March 2022.", at="2025-02-01", extractor=extractor)
    assert counts["replaced"] == 1 and counts["skipped"] == 1  # LED_BY ends itself (single-valued); CO_LED_BY by replaces
    assert "Project Kelmir" in ollama.requests[-1][1]["messages"][0]["content"]  # known names are offered
    assert _relations(mem) == {("Project Kelmir", "LED_BY", "Mara Quill", "2015-01-01", "2022-03-01"),
                               ("Project Kelmir", "LED_BY", "Tomas Vey", "2022-03-01", "open"),
                               ("Project Kelmir", "CO_LED_BY", "Tomas Vey", "2022-03-01", "2023-01-01"),
                               ("Project Kelmir", "CO_LED_BY", "Mara Quill", "2023-01-01", "open")}
    assert mem.walk("Who led Project Kelmir in 2018?").context.count("Mara Quill") >= 1
    assert "Tomas Vey" not in mem.walk("Who led Project Kelmir in 2018?").context


def test_a_broken_extractor_reply_is_one_line_and_writes_nothing(mem, ollama):
    extractor = LLMExtractor("extractor-model", host=ollama.url)
    ollama.chat_reply = "not json"
    with pytest.raises(C0labError, match="^the extractor model extractor-model did not answer"):
        mem.ingest("Mara Quill leads Project Kelmir.", extractor=extractor)
    ollama.mode = "error"
    with pytest.raises(C0labError, match="did not answer"):
        mem.ingest("Mara Quill leads Project Kelmir.", extractor=extractor)
    assert mem.status()["records"]["episodes"] == 0


def test_the_extractor_is_configured_by_environment(tmp_path, monkeypatch, ollama):
    monkeypatch.setenv("C0LAB_EXTRACTOR", "ollama:some-model")
    monkeypatch.setenv("OLLAMA_HOST", ollama.url)
    with Memory.open(tmp_path, embedder=None) as memory:
        assert isinstance(memory._ingest.extractor, LLMExtractor) and memory._ingest.extractor.model == "some-model"
    monkeypatch.setenv("C0LAB_EXTRACTOR", "openai")
    with Memory.open(tmp_path / "other", embedder=None) as memory:
        with pytest.raises(InvalidInputError, match="must be ollama:MODEL"):
            memory.ingest("text")


def test_offline_ingest_types_a_verb_phrase_between_two_names_and_links_the_rest(mem):
    mem.ingest("Project Kelmir is run by Mirlum Institute. Mirlum Institute is based in Nylota. "
               "Mara Quill met Tomas Vey at Nylota.", at="2025-01-06")
    found = {(source, kind, target) for source, kind, target, _, _ in _relations(mem)}
    assert ("Project Kelmir", "RUN_BY", "Mirlum Institute") in found
    assert ("Mirlum Institute", "BASED_IN", "Nylota") in found
    assert ("Mara Quill", "MENTIONED_WITH", "Tomas Vey") in found  # "met" is no relation sense: a plain link
    walk = mem.walk("Who runs Project Kelmir?")
    assert "Project Kelmir RUN_BY Mirlum Institute" in walk.context
