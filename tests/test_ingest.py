"""``Memory.ingest``: free text kept as an episode, with the offline and the LLM extractor."""

from __future__ import annotations

import json

import pytest

from c0lab import C0labError, InvalidInputError, Memory
from c0lab._errors import RelationHeldError
from c0lab._time import format_time
from c0lab.extract import EXTRACTION_SCHEMA, Extraction, LLMExtractor, OfflineExtractor, Relation

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
                found.add(
                    (
                        memory.core.name(version.source_id),
                        version.name,
                        memory.core.name(version.target_id),
                        format_time(version.valid_from),
                        format_time(version.valid_to),
                    )
                )
    return found


def test_offline_ingest_keeps_the_text_and_reads_names_dates_and_co_mentions(mem):
    counts = mem.ingest(
        "Mara Quill has led Project Kelmir since 2019. Actually, the team moved to Oslo Harbour.",
        at="2025-01-06",
        source="note-1",
    )
    assert counts["concepts"] == 3 and counts["relations"] == 1 and counts["episode"]
    episodes = mem.episodes()
    assert episodes["text"].tolist()[0].startswith("Mara Quill has led")
    assert str(episodes["time"][0].date()) == "2025-01-06"
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


def test_the_offline_extractor_is_the_default_even_with_spacy(mem, monkeypatch):
    monkeypatch.delenv("C0LAB_EXTRACTOR")
    assert isinstance(mem._ingest.extractor, OfflineExtractor)


@pytest.fixture
def ollama():
    server = FakeOllama().start()
    yield server
    server.stop()


def test_the_llm_extractor_writes_typed_relations_with_valid_times_and_closes_what_a_statement_replaces(mem, ollama):
    extractor = LLMExtractor("extractor-model", host=ollama.url)
    ollama.chat_reply = json.dumps(
        {
            "entities": [{"name": "Project Kelmir", "kind": "project"}, {"name": "Mara Quill", "kind": "person"}],
            "relations": [{"source": "Project Kelmir", "type": "led by", "target": "Mara Quill", "valid_from": "2015"}],
        }
    )
    mem.ingest("Mara Quill has led Project Kelmir since 2015.", at="2025-01-06", extractor=extractor)
    request = ollama.requests[-1][1]
    assert request["model"] == "extractor-model" and request["format"] == EXTRACTION_SCHEMA
    content = request["messages"][0]["content"]
    assert "Mara Quill has led" in content and "2025-01-06" in content
    assert _relations(mem) == {("Project Kelmir", "LED_BY", "Mara Quill", "2015-01-01", "open")}
    ollama.chat_reply = json.dumps(
        {
            "entities": [{"name": "Tomas Vey"}],
            "relations": [
                {"source": "Project Kelmir", "type": "CO_LED_BY", "target": "Tomas Vey", "valid_from": "2022-03-01"},
                {
                    "source": "Project Kelmir",
                    "type": "LED_BY",
                    "target": "Tomas Vey",
                    "valid_from": "2022-03-01",
                    "replaces": "Mara Quill",
                },
                {
                    "source": "Project Kelmir",
                    "type": "CO_LED_BY",
                    "target": "Mara Quill",
                    "valid_from": "2023-01-01",
                    "replaces": "Tomas Vey",
                },
                {"source": "Project Kelmir", "type": "not a type!", "target": "Tomas Vey"},
            ],
        }
    )
    counts = mem.ingest("Tomas Vey took over Project Kelmir in March 2022.", at="2025-02-01", extractor=extractor)
    # LED_BY ends itself (single-valued); CO_LED_BY by replaces
    assert counts["replaced"] == 1 and counts["skipped"] == 1
    assert "Project Kelmir" in ollama.requests[-1][1]["messages"][0]["content"]  # known names are offered
    assert _relations(mem) == {
        ("Project Kelmir", "LED_BY", "Mara Quill", "2015-01-01", "2022-03-01"),
        ("Project Kelmir", "LED_BY", "Tomas Vey", "2022-03-01", "open"),
        ("Project Kelmir", "CO_LED_BY", "Tomas Vey", "2022-03-01", "2023-01-01"),
        ("Project Kelmir", "CO_LED_BY", "Mara Quill", "2023-01-01", "open"),
    }
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
        with pytest.raises(InvalidInputError, match="must be ollama:MODEL, spacy or offline"):
            memory.ingest("text")
    monkeypatch.setenv("C0LAB_EXTRACTOR", "offline")
    with Memory.open(tmp_path / "third", embedder=None) as memory:
        assert type(memory._ingest.extractor).__name__ == "OfflineExtractor"


def test_offline_ingest_types_a_verb_phrase_between_two_names_and_links_the_rest(mem):
    mem.ingest(
        "Project Kelmir is run by Mirlum Institute. Mirlum Institute is based in Nylota. "
        "Mara Quill met Tomas Vey at Nylota.",
        at="2025-01-06",
    )
    found = {(source, kind, target) for source, kind, target, _, _ in _relations(mem)}
    assert ("Project Kelmir", "RUN_BY", "Mirlum Institute") in found
    assert ("Mirlum Institute", "BASED_IN", "Nylota") in found
    assert ("Mara Quill", "MENTIONED_WITH", "Tomas Vey") in found  # "met" is no relation sense: a plain link
    walk = mem.walk("Who runs Project Kelmir?")
    assert "Project Kelmir run by Mirlum Institute" in walk.context


def test_offline_ingest_reads_an_interval_from_each_clause(mem):
    mem.ingest(
        "Ines Okafor chaired Harrow Trust between March 2011 and June 2016, and Bram Tiller joined Lumen Works "
        "in 2018.",
        at="2025-01-06",
    )
    found = {(source, target): (start, end) for source, _, target, start, end in _relations(mem)}
    assert found[("Ines Okafor", "Harrow Trust")] == ("2011-03-01", "2016-07-01")  # June 2016 covered whole
    assert found[("Bram Tiller", "Lumen Works")] == ("2018-01-01", "open")  # its own clause's date, no end
    mem.ingest("The survey ran from 2019 to 2021 under Dana Roe at Calder Point.", at="2025-01-06")
    assert {end for source, _, target, _, end in _relations(mem) if source == "Dana Roe"} == {"2022-01-01"}
    mem.ingest("Pell Aviation backed Sora Labs until 2020.", at="2025-01-06")
    assert {(start, end) for source, _, _, start, end in _relations(mem) if source == "Pell Aviation"} == {
        ("since always", "2021-01-01")  # through 2020, as valid_to="2020"
    }


def test_a_later_sentence_ends_what_an_earlier_one_left_open(mem):
    mem.ingest("Ines Okafor has run Harrow Trust since 2014.", at="2024-01-10", source="minutes-1")
    assert _relations(mem) == {("Ines Okafor", "RUN", "Harrow Trust", "2014-01-01", "open")}
    counts = mem.ingest(
        "At the March meeting we heard that Ines Okafor stepped down from Harrow Trust in 2023.",
        at="2024-03-10",
        source="minutes-2",
    )
    assert counts["ended"] == 1
    assert _relations(mem) == {("Ines Okafor", "RUN", "Harrow Trust", "2014-01-01", "2024-01-01")}  # through 2023
    mem.ingest("Tova Lind has led Quarry Press since 2016.", at="2024-01-10")
    mem.ingest("Tova Lind led Quarry Press from 2016 to 2021.", at="2024-02-10")  # the end stated later
    assert ("Tova Lind", "LED", "Quarry Press", "2016-01-01", "2022-01-01") in _relations(mem)
    mem.ingest("Quarry Press is no longer led by Tova Lind.", at="2024-05-02")  # nothing open is left to end
    assert ("Tova Lind", "LED", "Quarry Press", "2016-01-01", "2022-01-01") in _relations(mem)


def test_a_leaving_sentence_with_no_date_ends_the_relation_on_the_day_it_was_written(mem):
    mem.ingest("Arlo Pike works at Fenwick Bank.", at="2023-01-05")
    mem.ingest("Arlo Pike left Fenwick Bank.", at="2024-02-01")
    assert {
        (start, end)
        for source, _, target, start, end in _relations(mem)
        if {source, target} == {"Arlo Pike", "Fenwick Bank"}
    } == {("2023-01-05", "2024-02-01")}  # stated with no date: from the document's day, not from always


def test_definite_descriptions_and_pronouns_refer_to_an_earlier_name_of_the_document(mem):
    mem.ingest(
        "Project Kelmir is a survey of coastal kelp. The project is run by Mirlum Institute. "
        "The institute is based in Nylota. It was founded by Cora Veldt.",
        at="2025-01-06",
    )
    found = {(source, kind, target) for source, kind, target, _, _ in _relations(mem)}
    assert ("Project Kelmir", "RUN_BY", "Mirlum Institute") in found
    assert ("Mirlum Institute", "BASED_IN", "Nylota") in found
    assert ("Mirlum Institute", "FOUNDED_BY", "Cora Veldt") in found  # "It" is the previous sentence's subject
    walk = mem.walk("Where is the institute that runs Project Kelmir based?")
    assert "Nylota" in walk.context


def test_a_description_with_no_antecedent_is_left_as_it_is(mem):
    mem.ingest("The committee met Ada Brook in Leeds.", at="2025-01-06")
    names = set(mem.search("committee Ada Brook Leeds", k=10)["name"])
    assert "Ada Brook" in names and not any("committee" in name.lower() for name in names)


def test_a_sentence_about_what_held_before_ends_where_the_previous_one_starts(mem):
    mem.ingest(
        "Since March 2020 the lab has been run by Oren Vahl. Previously, Juno Adler ran Tessel Lab, from 2012.",
        at="2025-01-06",
    )
    found = {(source, target): (start, end) for source, _, target, start, end in _relations(mem)}
    assert found[("Juno Adler", "Tessel Lab")] == ("2012-01-01", "2020-03-01")


def test_a_successor_takes_over_what_the_predecessor_held(mem):
    mem.ingest("Nadia Strom has chaired Kestrel Fund since 2014.", at="2024-01-10")
    counts = mem.ingest(
        "The board said Kestrel Fund is in good shape. Omar Beddoes replaced Nadia Strom in 2021.", at="2024-06-10"
    )
    assert counts["replaced"] == 1
    found = {
        (source, kind, target, start, end)
        for source, kind, target, start, end in _relations(mem)
        if kind != "MENTIONED_WITH"
    }
    assert found == {
        ("Nadia Strom", "CHAIRED", "Kestrel Fund", "2014-01-01", "2022-01-01"),  # replaced in 2021: held in it
        ("Omar Beddoes", "CHAIRED", "Kestrel Fund", "2021-01-01", "open"),
        ("Omar Beddoes", "REPLACED", "Nadia Strom", "2021-01-01", "open"),
    }


def test_a_new_name_is_described_by_the_sentences_of_its_document_that_refer_to_it(mem):
    mem.ingest(
        "Harlan Voss joined Brightwater Co-op in 2012. In May, rain delayed the harvest. He was replaced by "
        "Pia Lund in 2019.",
        at="2025-01-06",
    )
    text = mem.concept("Harlan Voss").description
    assert "joined Brightwater Co-op in 2012" in text and "replaced by Pia Lund in 2019" in text
    assert "rain" not in text


def test_a_day_not_on_the_calendar_is_skipped_not_fatal():
    from c0lab._time import parse_time
    from c0lab.extract import dated_phrases

    found = dated_phrases("Mara Quill joined Acme Corp on 2023-02-30 and left in 2024.", at=parse_time("2025"))
    assert [role for _, _, role in found] == ["at"] and format_time(found[0][1]) == "2024-01-01"


def test_only_a_relation_already_held_is_ended_by_the_end_a_later_statement_gives(mem):
    mem.add_concepts([{"name": "Ines Okafor"}, {"name": "Harrow Trust"}])
    mem.relate("Ines Okafor", "RUNS", "Harrow Trust", valid_from="2014")
    with pytest.raises(RelationHeldError, match="already holds"):
        mem.relate("Ines Okafor", "RUNS", "Harrow Trust", valid_from="2015")

    def extractor(text, *, at, known):
        return Extraction(
            relations=[
                Relation("Ines Okafor", "RUNS", "Harrow Trust", valid_from="2014", valid_to="2020-06"),
                Relation("Harrow Trust", "FUNDS", "Harrow Trust", valid_from="2014", valid_to="2020-06"),  # refused
            ]
        )

    counts = mem.ingest("Ines Okafor ran Harrow Trust from 2014 until June 2020.", at="2024-01-10", extractor=extractor)
    assert counts["skipped"] == 1
    assert _relations(mem) == {("Ines Okafor", "RUNS", "Harrow Trust", "2014-01-01", "2020-07-01")}  # as valid_to


def test_a_fact_stated_without_a_date_holds_from_its_documents_day(mem):
    mem.ingest("Project Halo is led by Marta Ruiz.", at="2017-05-02", source="n1")
    mem.ingest("Project Halo is led by Oskar Lindqvist.", at="2019-03-01", source="n2")
    starts = {(target, start[:10]) for _, kind, target, start, _ in _relations(mem) if kind == "LED_BY"}
    assert starts == {("Marta Ruiz", "2017-05-02"), ("Oskar Lindqvist", "2019-03-01")}  # not "since always"
    assert "Oskar Lindqvist" not in mem.walk("Who led Project Halo in 2018?").context.split("Related concepts:")[0]


def test_a_text_naming_a_concept_only_in_short_is_one_of_its_texts(mem):
    """A section that calls its subject by the surname the extractor reads as them ("Pell" of Ana Pell) is a text
    about them: its dated sentence answers a question asked at its time (issue 22, MenatQA's sections titled by
    another name)."""
    mem.ingest("Ana Pell: Ana Pell ( born 1920 ) is a Norwegian engineer .")
    mem.ingest("Orvik Works: In February 1950 , Pell was appointed chief engineer of Orvik Works .", continues=True)
    lines = mem.walk("Which employer did Ana Pell work for from 1950 to 1958?").context.splitlines()
    evidence = lines[lines.index("What the texts say of the time asked:") + 1]
    assert evidence.startswith("- (February 1950) In February 1950 , Pell was appointed")


def test_nothing_is_read_from_a_private_part_of_an_ingested_text(mem):
    """``<private>`` is never stored (README): not its words, and not the facts or names read from them."""
    mem.ingest("Ana Pell joined Orvik Bank in 2010. <private>Ana Pell married Piet Arno in 2012.</private>")
    assert set(mem.store.names) == {"ana pell", "orvik bank"}
    assert "Piet Arno" not in mem.walk("Who did Ana Pell marry?").context
