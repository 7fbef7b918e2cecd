"""The reflection loop: classify dead ends, propose, apply, review; offline and through Ollama's API."""

from __future__ import annotations

import pytest
from filelock import FileLock

from c0lab import InvalidInputError, LockedError, Memory, UnknownConceptError
from c0lab.bench.eval import DEFAULT_WORLD
from c0lab.bench.seed import FIXTURES, load_world, read_json
from c0lab.reflect.classify import OfflineClassifier, OllamaClassifier, topic_of

from .ollama_server import FakeOllama

FIXTURE = FIXTURES / "dead_ends.json"


@pytest.fixture
def world(tmp_path):
    mem = Memory.open(tmp_path / "memory", embedder=None)
    load_world(mem, read_json(DEFAULT_WORLD))
    for patch in read_json(FIXTURE)["patches"]:
        mem.add_patch(patch["concept"], patch["content"])
    yield mem
    mem.close()


@pytest.fixture
def ollama():
    server = FakeOllama().start()
    yield server
    server.stop()


def test_the_offline_classifier_on_the_labelled_dead_ends(world, capsys):
    labelled = read_json(FIXTURE)["queries"]
    assert len(labelled) >= 60
    classifier = OfflineClassifier()
    results = [(item, classifier.classify(item["query"], world)) for item in labelled]
    committed = [(item, proposal) for item, proposal in results if proposal.verdict == "COMMIT"]
    precision = sum(item["expect"] == "COMMIT" for item, _ in committed) / max(len(committed), 1)
    accuracy = sum(item["expect"] == proposal.verdict for item, proposal in results) / len(results)
    with capsys.disabled():
        print(
            f"\noffline classifier on {len(results)} labelled dead ends: "
            f"COMMIT precision {precision:.3f} ({len(committed)} commits), label accuracy {accuracy:.3f}"
        )
    wrong = [
        (item["query"], item["expect"], proposal.verdict)
        for item, proposal in results
        if item["expect"] != proposal.verdict
    ]
    assert precision == 1.0, wrong
    assert accuracy >= 0.9, wrong
    for item, proposal in results:
        if item["expect"] == proposal.verdict == "COMMIT":
            assert proposal.name == item["name"] and len(proposal.sources) >= 2
        if item.get("alias_of") and proposal.verdict == "DISCARD":
            assert proposal.alias_of == item["alias_of"], item


def test_a_commit_quotes_and_cites_the_memorys_own_text(world):
    proposal = OfflineClassifier().classify("what is cold storage tiers?", world)
    assert proposal.verdict == "COMMIT" and proposal.name == "cold storage tiers"
    assert proposal.sources == ["patch of Ferrocene ledger", "patch of Glasswing index"]
    assert "archived to cold storage tiers after a year. [patch of Ferrocene ledger]" in proposal.description
    assert ("MENTIONED_BY", "Glasswing index") in proposal.relations


def test_topic_of_strips_the_question():
    assert topic_of("What is a write-ahead log?") == "write-ahead log"
    assert topic_of("tell me about sensor readings") == "sensor readings"


def test_the_flywheel_a_miss_becomes_a_concept_the_same_walk_then_finds(world, ollama):
    question = "what is spectral clustering?"
    assert world.walk(question).dead_end
    assert world.walk("zzyzx qwerty").dead_end
    ollama.chat_reply = (
        '{"verdict": "COMMIT", "reason": "a reusable technique", "name": "spectral clustering", '
        '"description": "Clusters a graph using eigenvectors of its Laplacian.", "relations": []}'
    )
    world.reflector.classifier = OllamaClassifier(host=ollama.url)
    assert world.reflector.status()["inbox"] == 2
    processed = world.reflector.process().set_index("query")["verdict"].to_dict()
    assert processed == {question: "COMMIT", "zzyzx qwerty": "COMMIT"}  # the fake model commits everything
    world.reflector._save({**world.reflector._load(), "pending": world.reflector._load()["pending"][:1]})
    assert world.reflector.apply()["name"].tolist() == ["spectral clustering"]
    again = world.walk(question)
    assert not again.dead_end and again.concept.name == "spectral clustering"
    assert again.concept.origin == "reflector" and again.concept.provenance["query"] == question
    assert again.concept.provenance["classifier"] == "ollama:hermes3:8b"
    assert "spectral clustering [learned by the reflector]:" in again.context


def test_an_offline_commit_is_marked_learned_and_can_be_undone(world):
    world.record_dead_end("what is cold storage tiers?", context="cell 3")
    world.reflector.process()
    assert world.reflector.apply()["name"].tolist() == ["cold storage tiers"]
    concept = world.concept("cold storage tiers")
    assert concept.origin == "reflector"
    assert concept.provenance["sources"] == ["patch of Ferrocene ledger", "patch of Glasswing index"]
    walk = world.walk("what is cold storage tiers?")
    assert walk.concept.name == "cold storage tiers"
    assert "cold storage tiers [learned by the reflector]:" in walk.context
    assert "Glasswing index" in walk.reached  # the MENTIONED_BY relations it proposed
    world.invalidate("cold storage tiers", reason="a person undid it")
    undone = world.walk("what is cold storage tiers?")  # nothing vanishes: it resolves, marked
    assert undone.context.startswith("cold storage tiers [invalidated ") and "a person undid it" in undone.context


def test_the_inbox_merges_repeated_queries_and_clear_empties_it(world):
    for query in ["Project Thistledown", "project thistledown?", "zzyzx qwerty"]:
        world.record_dead_end(query, context="")
    inbox = world.reflector.inbox()
    assert inbox.set_index("query")["count"].to_dict() == {"Project Thistledown": 2, "zzyzx qwerty": 1}
    assert world.reflector.clear() == 3 and world.reflector.inbox().empty


def test_a_crash_between_process_and_apply_loses_nothing(world, tmp_path):
    world.record_dead_end("sensor readings", context="")
    world.reflector.process()
    path = world.path
    world.close()
    with Memory.open(path, embedder=None) as reopened:  # a new process would see the same files
        assert reopened.reflector.proposed()["name"].tolist() == ["sensor readings"]
        pending = reopened.reflector._load()["pending"]
        from c0lab.reflect.classify import Proposal

        reopened.reflector._commit(Proposal.from_dict(pending[0]))  # committed, then "crashed" before saving
    with Memory.open(path, embedder=None) as reopened:
        applied = reopened.reflector.apply()
        assert applied["name"].tolist() == ["sensor readings"]
        assert reopened.reflector.status() | {} == {
            "inbox": 0,
            "pending": 0,
            "queue": 0,
            "applied": 1,
            "discarded": 0,
            "classifier": "offline",
        }
        assert reopened.status()["records"]["concepts"] == 26


def test_a_near_duplicate_of_a_persons_concept_goes_to_review_not_into_memory(world):
    world.record_dead_end("similarity search", context="")
    world.reflector.process()
    world.add_concept("similarity searchs", "typed by a person")
    assert world.reflector.apply().empty
    queue = world.reflector.queue()
    assert queue["name"].tolist() == ["similarity search"] and "near-duplicate" in queue["reason"][0]


def test_two_runs_never_overlap(world):
    holder = FileLock(world.reflector._lock_path, timeout=0)
    holder.acquire()
    try:
        with pytest.raises(LockedError, match="another reflector run"):
            world.reflector.run_once()
    finally:
        holder.release()
    world.record_dead_end("seed trays", context="")
    assert world.reflector.run_once(apply=False)["pending"] == 1
    assert world.reflector.run_once()["applied"] == 1


def test_the_review_widget_approves_edits_and_rejects(world):
    for query in ["Project Thistledown", "spectral clustering"]:
        world.record_dead_end(query, context="")
    world.reflector.process()
    from c0lab.widgets import review_queue

    queue = review_queue(world.reflector)
    text, approve, _, _ = queue.rows["Project Thistledown"]
    text.value = "A project of the institute, per the lab meeting of May."
    approve.click()
    queue.rows["spectral clustering"][2].click()
    concept = world.concept("Project Thistledown")
    assert concept.description == "A project of the institute, per the lab meeting of May."
    assert concept.origin == "reflector" and concept.provenance["approved_by"] == "a person"
    assert world.reflector.status()["queue"] == 0 and world.reflector.status()["discarded"] == 1
    with pytest.raises(UnknownConceptError):
        world.concept("spectral clustering")


def test_ollama_classifier_commits_what_the_model_answers(world, ollama):
    ollama.chat_reply = (
        '{"verdict": "COMMIT", "reason": "a known technique", "name": "spectral clustering", '
        '"description": "Clusters a graph by its eigenvectors.", '
        '"relations": [["USED_BY", "Glasswing index"]]}'
    )
    proposal = OllamaClassifier(host=ollama.url).classify("spectral clustering", world)
    assert (proposal.verdict, proposal.name, proposal.relations) == (
        "COMMIT",
        "spectral clustering",
        [("USED_BY", "Glasswing index")],
    )
    path, body = ollama.requests[-1]
    assert path == "/api/chat" and body["model"] == "hermes3:8b" and body["format"]["required"] == ["verdict", "reason"]


@pytest.mark.parametrize("mode", ["malformed", "error"])
def test_ollama_classifier_retries_once_then_queues(world, ollama, mode):
    ollama.mode = mode
    proposal = OllamaClassifier(host=ollama.url).classify("spectral clustering", world)
    assert proposal.verdict == "QUEUE" and "no usable answer" in proposal.reason
    assert len(ollama.requests) == 2


def test_ollama_classifier_queues_a_wrong_shape(world, ollama):
    ollama.chat_reply = '{"verdict": "MAYBE", "reason": "?"}'
    assert OllamaClassifier(host=ollama.url).classify("x y z", world).verdict == "QUEUE"
    ollama.chat_reply = '{"verdict": "COMMIT", "reason": "sure", "name": "x"}'
    assert OllamaClassifier(host=ollama.url).classify("x y z", world).verdict == "QUEUE"  # a commit needs a description


def test_ollama_classifier_queues_when_slow_or_down(world, ollama):
    ollama.mode = "slow"
    assert OllamaClassifier(host=ollama.url, timeout=0.5).classify("x", world).verdict == "QUEUE"
    ollama.stop()
    assert OllamaClassifier(host=ollama.url, timeout=0.5).classify("x", world).verdict == "QUEUE"
    ollama.start = lambda: None  # already stopped: let the fixture's stop() be harmless
    ollama.stop = lambda: None


def test_grounding_finds_the_rarest_word_of_a_phrase_no_record_holds_whole(tmp_path):
    from c0lab import Memory

    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Silt", "A storage engine.")
        mem.add_episode("Tessellate is the nightly compaction scheme of the segment store.", speaker="ines")
        mem.add_episode("We switched Silt to Tessellate compaction last week.", speaker="omar")
        proposal = OfflineClassifier().classify("Tessellate compaction scheme", mem)
        assert proposal.verdict == "COMMIT" and proposal.name == "Tessellate" and len(proposal.sources) == 2
        mem.add_episode("Zorblat came up in the retro.", speaker="ines")
        alone = OfflineClassifier().classify("Zorblat compaction scheme", mem)
        assert alone.verdict == "QUEUE"  # one record is not two independent ones


def test_a_question_fragment_is_never_proposed_as_a_concept(world):
    from c0lab import C0labError

    world.add_episode("We compared BERT with the Glasswing index.", speaker="mara", session="notes")
    world.record_dead_end("what do we know about BERT as known on 2026-11-01", context="")
    world.record_dead_end("tell me about the thing we discussed", context="")
    proposals = world.reflector.process().set_index("query")
    named = proposals["name"].to_dict()
    assert named["what do we know about BERT as known on 2026-11-01"] == "BERT"  # the name-like part the text holds
    assert named["tell me about the thing we discussed"] == ""  # nothing name-like that the memory's text holds
    assert world.reflector.proposed().empty  # one record is not enough to commit; nothing from a fragment
    with pytest.raises(C0labError, match="names no concept"):
        world.reflector.decide("tell me about the thing we discussed", "approve", "x")


def test_the_review_widget_takes_the_memory_itself(world):
    world.record_dead_end("Project Thistledown", context="")
    world.reflector.process()
    from c0lab.widgets import ReviewQueue

    queue = ReviewQueue(world)  # what a stranger types first
    assert [item.key for item in queue.items] == ["Project Thistledown"]
    text, approve, _, _ = queue.rows["Project Thistledown"]
    text.value = "A project of the institute."
    approve.click()
    assert world.concept("Project Thistledown").origin == "reflector"
    with pytest.raises(InvalidInputError, match="ReviewQueue takes a memory"):
        ReviewQueue(5)


def test_a_short_name_the_records_write_is_not_discarded_as_a_typo_of_a_held_one(tmp_path):
    """ "Rome" (two episodes tell it) is one letter from the held "Rose", yet no misspelling of it; "Rosa",
    which no record writes, still is."""
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        mem.add_concept("Rose", "A rowing club.")
        mem.add_episode("Rome hosted the regatta in 2019. Rome is where the rowing final was held.", speaker="ines")
        mem.add_episode("The Rome regatta drew crowds.", speaker="omar")
        told = OfflineClassifier().classify("what happened in Rome?", mem)
        assert told.verdict != "DISCARD" and not told.alias_of
        typo = OfflineClassifier().classify("what happened in Rosa?", mem)
        assert typo.verdict == "DISCARD" and typo.alias_of == "Rose"
