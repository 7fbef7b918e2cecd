"""``Memory.context``: the walk's facts and the episodes' text in one budget, the text first when the walk holds no
typed answer (:mod:`c0lab.retrieval.context`)."""

import re

import numpy as np
import pandas as pd
import pytest

from c0lab import Memory
from c0lab._errors import InvalidInputError
from c0lab.extract import Entity, Extraction, Relation
from c0lab.retrieval import context as combined
from c0lab.retrieval.recall import Recall
from c0lab.retrieval.walk import Fact, Walk

NEIGHBOURS = [
    "Orla Venn",
    "Teodor Kask",
    "Brenlow Labs",
    "Ottavi Press",
    "Nylota Hall",
    "Corvane Works",
    "Ilse Marrow",
    "Pavel Drosz",
    "Quenby Mills",
    "Sarn Institute",
    "Hollin Guild",
    "Vesk Foundry",
]

QUESTION = "Who is in charge of Project Alder these days?"


def co_mentions_only(text: str, *, at: int, known: list[str]) -> Extraction:
    """An extractor that reads the names and nothing of what ties them: every pair a co-mention."""
    names = [name for name in ["Project Alder", "Mara Quill", *NEIGHBOURS] if name in text]
    return Extraction(
        entities=[Entity(name) for name in names],
        relations=[Relation(a, "MENTIONED_WITH", b) for i, a in enumerate(names) for b in names[i + 1 :]],
    )


@pytest.fixture
def untyped(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    memory.ingest(
        "Mara Quill has been in charge of Project Alder since 2019.", at="2023-12-20", extractor=co_mentions_only
    )
    for day, neighbour in enumerate(NEIGHBOURS, start=1):
        memory.ingest(
            f"Project Alder and {neighbour} met at the spring fair.",
            at=f"2024-01-{day:02d}",
            extractor=co_mentions_only,
        )
    yield memory
    memory.close()


def test_a_walk_of_co_mentions_only_gives_the_passage_that_answers_first(untyped):
    walk = untyped.walk(QUESTION, budget_tokens=90)
    assert "in charge" not in walk.context  # the co-mentions fill the walk's budget
    found = untyped.context(QUESTION, budget_tokens=90)
    assert found.text_first
    assert "Mara Quill has been in charge of Project Alder since 2019." in found.context.splitlines()[0]
    assert found.tokens <= 90
    assert untyped.count_tokens(found.context) <= 90


def test_without_the_text_first_split_the_co_mentions_crowd_the_answer_out(untyped, monkeypatch):
    monkeypatch.setattr(combined, "typed_answer", lambda walk: True)  # every walk read as a typed answer
    found = untyped.context(QUESTION, budget_tokens=90)
    assert not found.text_first
    assert "in charge" not in found.context


def test_a_typed_answer_leads_and_the_episodes_fill_what_it_leaves(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.add_concept("Project Alder", "A research project.")
        memory.add_concept("Mara Quill", "A physicist.")
        memory.relate("Project Alder", "LED_BY", "Mara Quill", valid_from="2019-01-01")
        memory.add_episode("Project Alder moved to a new lab in Orve.", at="2024-01-05", speaker="note")
        walk = memory.walk("Who leads Project Alder?", budget_tokens=400)
        found = memory.context("Who leads Project Alder?", budget_tokens=400)
        assert "LED_BY" in walk.asked
        assert not found.text_first
        assert found.context.startswith(walk.context)
        assert "- Project Alder led by Mara Quill (since 2019)" in found.context.splitlines()[:3]
        assert "moved to a new lab in Orve" in found.context  # recall, after the facts


def test_a_dead_end_is_the_walks_context_alone(untyped):
    found = untyped.context("Who runs Zanzibar Quaystone?", budget_tokens=200)
    assert found.walk.dead_end
    assert found.context == found.walk.context
    assert not found.text_first


@pytest.mark.parametrize(("question", "budget"), [("", 100), ("   ", 100), (QUESTION, 0)])
def test_bad_input_is_refused_in_one_line(untyped, question, budget):
    with pytest.raises(InvalidInputError):
        untyped.context(question, budget_tokens=budget)


def passages(memory, topic, names, budget):
    core = memory.core
    return combined.name_passages(
        core.store,
        core.index,
        topic=topic,
        names=[record for name in names for record in core.store.names[name]],
        as_of=core.now(),
        known_at=core.now(),
        budget_tokens=budget,
        count_tokens=core.count_tokens,
        patches=core.patches,
    )


def test_the_passages_naming_the_questions_names_come_first_then_the_names_they_name(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        for name in ("Project Alder", "Orve Guild"):
            memory.add_concept(name, "")
        for day in range(1, 6):  # texts that match the question's words better, naming neither name
            memory.add_episode(f"Where is the organisation based? The organisation {day} runs where it is based.")
        memory.add_episode("Project Alder is run by Orve Guild.", speaker="note")
        memory.add_episode("Orve Guild sits in Nylota.", speaker="note")
        topic = "where is the organisation that runs Project Alder based"
        lines = passages(memory, topic, ["project alder"], 48)
        assert len(lines) == 2 and sum(memory.count_tokens(line) + 1 for line in lines) <= 48
        assert "Project Alder is run by Orve Guild." in lines[0]
        assert "Orve Guild sits in Nylota." in lines[1]  # the next link, though it shares no word with the question
        assert not any("Nylota" in line for line in passages(memory, topic, [], 48))  # by the words alone


def test_the_walks_lines_after_the_text_put_co_mentions_last_and_no_heading_alone():
    walk = Walk(
        query="q",
        topic="q",
        as_of=None,
        known_at=None,
        concept=None,
        context=(
            "Alder: A project.\nCurrent facts (as of 2026-01-01):\n- Alder mentioned with Orve (since 2024)\n"
            "- Alder located in Nylota (since 2020)\nSaid about it:\n- [2024-01-01] note: Alder was founded in Nylota."
            "\nRelated concepts:\n- Sarn Guild runs Alder, which makes a salt battery system. Sarn Guild sits in Lode."
            "\nFrom the texts:\n- [2015] In 2015, Orla Venn became the lead of Alder."
            "\n- Orla Venn mentioned with Alder (since 2015)"
        ),
    )
    shown = "[2024-01-01] Alder was founded in Nylota.\n[2024-01-02] Sarn Guild runs Alder, which makes a salt battery "
    shown += "system. Sarn Guild sits in Lode. [restated 2024-03-01: a wind lidar system]\n[2024-01-03] In 2015, Orla "
    shown += "Venn became the lead of Alder. Mara Quill succeeded Orla Venn in 2022."
    lines, used = combined._walk_lines(walk, skip=set(), shown=shown, room=1000, used=0, count=lambda text: 1)
    assert lines == [
        "Alder: A project.",
        "Current facts (as of 2026-01-01):",
        "- Alder located in Nylota (since 2020)",
        "- Alder mentioned with Orve (since 2024)",
    ]
    assert used == 8  # each line and its break
    small, _ = combined._walk_lines(walk, skip=set(), shown="", room=3, used=0, count=lambda text: 1)
    assert small == ["Alder: A project."]  # a heading never stands without a line under it


def test_a_typed_answer_is_a_fact_of_an_asked_type_even_beside_a_missing_link(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.add_concept("Project Alder", "A research project.")
        concept = memory.concept("Project Alder")

    def walk(relations, *, asked=("LED_BY",), **options):
        facts = [Fact("Project Alder", kind, "Mara Quill", "current", pd.NaT, pd.NaT, 1) for kind in relations]
        options = {"concept": concept, **options}
        return Walk(query="q", topic="q", as_of=pd.NaT, known_at=pd.NaT, facts=facts, asked=asked, **options)

    missing = "Nothing in memory about in which town the leader of Project Alder lives."
    assert combined.typed_answer(walk(["LED_BY"], abstains=missing))  # a chain's first link: the walk leads
    assert not combined.typed_answer(walk(["MENTIONED_WITH"]))  # co-mentions only
    assert not combined.typed_answer(walk(["FUNDED_BY"]))  # typed, but not what was asked
    assert combined.typed_answer(walk(["FUNDED_BY"], asked=()))  # a question asking no type: any typed fact
    assert not combined.typed_answer(walk(["FUNDED_BY"], asked=(), abstains="Nothing in memory about where X is."))
    assert not combined.typed_answer(walk(["MENTIONED_WITH"], asked=()))
    assert not combined.typed_answer(walk(["LED_BY"], dead_end=True))
    assert not combined.typed_answer(walk(["LED_BY"], concept=None))


def test_nothing_held_at_a_time_before_everything_known_is_the_walks_answer(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        for name in ("Project Alder", "Mara Quill", "Orla Venn"):
            memory.add_concept(name, "")
        memory.relate("Project Alder", "LED_BY", "Mara Quill", valid_from="2019-01-01")
        memory.add_episode("Mara Quill, who once met Orla Venn at a fair, heads Project Alder.", at="2024-01-05")
        question = "Who led Project Alder in 2010?"
        walk = memory.walk(question, budget_tokens=200)
        known = memory.core.now()
        assert walk.abstains and not combined.typed_answer(walk)
        assert combined.nothing_then(memory.core.store, walk, known_at=known)
        assert not memory.context(question, budget_tokens=200).text_first
        memory.relate("Project Alder", "MENTIONED_WITH", "Orla Venn", valid_from="2005-01-01")  # something then
        walk = memory.walk(question, budget_tokens=200)
        assert not combined.nothing_then(memory.core.store, walk, known_at=memory.core.now())


def test_the_passage_naming_more_of_the_questions_names_comes_first(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        for name in ("Project Alder", "Mara Quill", "Orla Venn"):
            memory.add_concept(name, "")
        for day in range(1, 5):  # shorter texts naming the project alone: the better keyword rank
            memory.add_episode(f"Project Alder took a stand {day}.", speaker="note", at=f"2024-01-0{day}")
        memory.add_episode(
            "Orla Venn had directed Project Alder for years when Mara Quill arrived in the spring of 2019.",
            speaker="note",
            at="2024-01-06",
        )
        topic = "what did Project Alder do before Mara Quill took over"
        lines = passages(memory, topic, ["project alder", "mara quill"], 30)
        assert len(lines) == 1 and "Orla Venn had directed" in lines[0]


def test_a_documents_source_is_not_said_on_its_passages_a_speaker_is(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.ingest("Project Alder is run by Orve Guild.", at="2024-01-05", source="note-7-a")
        memory.add_episode("Project Alder is funded by Nylota Bank.", at="2024-01-06", speaker="mara")
        lines = passages(memory, "who runs Project Alder", ["project alder"], 200)
        assert lines[0].startswith("[2024-01-05] Project Alder is run by Orve Guild.")
        assert lines[1].startswith("[2024-01-06] mara: Project Alder is funded by Nylota Bank.")
        named = passages(memory, "what does note-7-a say of Project Alder", ["project alder"], 200)
        assert named[0].startswith("[2024-01-05] note-7-a: ")  # asked about by name: kept


def _abstaining_walk(read: str) -> Walk:
    line = "Nothing in memory about who leads Alder as of 2026-01-01."
    when, now = pd.Timestamp("2010-12-31", tz="UTC"), pd.Timestamp("2026-01-01", tz="UTC")
    return Walk(query="q", topic="q", as_of=when, known_at=now, concept=None, context=line, abstains=line, read=read)


def test_nothing_in_memory_asked_of_now_goes_after_the_passages_asked_of_a_time_it_leads():
    said = ["[2024-01-05] Mara Quill heads Alder."]

    def made(walk, budget):
        return combined.combined_context(
            walk,
            budget_tokens=budget,
            count_tokens=lambda text: len(text.split()),
            recall=lambda budget: None,
            passages=lambda budget: said,
        )

    now = made(_abstaining_walk(""), 100)
    assert now.text_first and now.context.splitlines() == [said[0], now.walk.abstains]
    assert made(_abstaining_walk(""), 16).context == said[0]  # no room: the passage alone
    then = made(_abstaining_walk("as of 2010 (year)"), 100)
    assert then.context.splitlines() == [then.walk.abstains, said[0]]


class _Meaning:
    """Words of leading point one way, "stood" another, every other word nowhere in particular."""

    name = "test:meaning"

    def embed(self, texts):
        vectors = np.full((len(texts), 8), 0.05, dtype=np.float32)
        for row, text in enumerate(texts):
            words = re.findall(r"[a-z]+", text.lower())
            vectors[row, 0] += sum(word in {"leads", "helm"} for word in words)
            vectors[row, 1] += words.count("stood")
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    def count_tokens(self, text):
        return len(text.split())


def test_the_passages_rank_by_meaning_too_when_the_memory_has_vectors(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=_Meaning()) as memory:
        for name in ("Project Alder", "Mara Quill"):
            memory.add_concept(name, "")
        for day in range(1, 5):
            memory.add_episode(f"Project Alder stood {day}.", speaker="note", at=f"2024-01-0{day}")
        memory.add_episode("A new engineer took the helm of Project Alder in the spring of 2019.", speaker="note")
        lines = passages(memory, "who leads Project Alder", ["project alder"], 20)
        assert len(lines) == 1 and "took the helm" in lines[0]


def test_an_older_passage_restated_with_another_value_says_the_later_one(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        extractor = co_mentions_only
        memory.ingest(
            "Project Alder, an applied research project, develops a kelp farming system.",
            at="2024-01-05",
            extractor=extractor,
        )
        memory.ingest("Orla Venn builds a salt battery system.", at="2024-02-01", extractor=extractor)
        memory.ingest(
            "Project Alder is a research project. It builds a wind lidar system.", at="2024-03-01", extractor=extractor
        )
        found = memory.context("What kind of system does Project Alder develop?", budget_tokens=200)
        assert found.text_first
        old = next(line for line in found.context.splitlines() if "kelp farming" in line)
        assert old.endswith("[restated 2024-03-01: a wind lidar system]")  # not the other name's, not the project
        new = next(line for line in found.context.splitlines() if "wind lidar" in line and "kelp" not in line)
        assert "restated" not in new


def test_restated_notes_need_the_same_head_other_words_and_the_subject():
    from c0lab.retrieval.restated import restated_notes

    names = ["Project Alder"]
    day = 86_400_000_000
    assert restated_notes([(0, "Project Alder makes a red car."), (day, "Project Alder makes a blue car.")], names) == [
        " [restated 1970-01-02: a blue car]",
        "",
    ]
    assert restated_notes(
        [(0, "Project Alder makes a red car."), (day, "Project Alder makes a red sports car.")], names
    ) == ["", ""]  # a word shared: the same thing said more fully
    assert restated_notes([(0, "Project Alder makes a red car."), (day, "Orla Venn makes a blue car.")], names) == [
        "",
        "",
    ]
    assert restated_notes([(day, "Project Alder makes a red car."), (0, "Project Alder makes a blue car.")], names) == [
        "",
        " [restated 1970-01-02: a red car]",
    ]


def test_a_question_asked_of_now_states_no_other_time_its_nothing_line_goes_last():
    walk = _abstaining_walk("as of 2026-01-01 12:00 (instant)")
    walk.as_of = walk.known_at = pd.Timestamp("2026-01-01 12:00", tz="UTC")
    found = combined.combined_context(
        walk,
        budget_tokens=100,
        count_tokens=lambda text: len(text.split()),
        recall=lambda budget: None,
        passages=lambda budget: ["[2024-01-05] Mara Quill heads Alder."],
    )
    assert found.context.splitlines()[-1] == walk.abstains


def test_a_question_answered_by_a_name_puts_the_passages_naming_another_name_first(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        for day in range(1, 4):  # shorter, the better keyword rank, and no name but the project's
            text = f"The solar rig of Project Alder passed trial {day}."
            memory.ingest(text, at=f"2024-01-0{day}", extractor=co_mentions_only)
        text = "In spring 2010, Mara Quill took charge of Project Alder for a decade."
        memory.ingest(text, at="2024-01-05", extractor=co_mentions_only)
        assert "Mara Quill" in passages(memory, "Who leads Project Alder?", ["project alder"], 30)[0]
        what = passages(memory, "What does Project Alder make?", ["project alder"], 30)
        assert "solar rig" in what[0]  # a question not answered by a name: the keyword rank


def test_restated_notes_need_the_same_thing_not_only_the_same_head_noun():
    from c0lab.retrieval.restated import restated_notes

    names, day = ["Wren Observatory"], 86_400_000_000
    second = [
        (0, "The Wren Observatory runs a solar telescope."),
        (day, "The Wren Observatory bought a radio telescope."),
    ]
    assert restated_notes(second, names) == ["", ""]  # run, then acquire: a second telescope
    told = [
        (0, "The Wren Observatory runs a solar telescope."),
        (day, "The Wren Observatory operates a radio telescope."),
    ]
    assert restated_notes(told, names) == [" [restated 1970-01-02: a radio telescope]", ""]  # one tie, said otherwise
    anew = [
        (0, "Wren Observatory is working on a kelp farming system."),
        (day, "Wren Observatory is developing a wind lidar system."),
    ]
    assert restated_notes(anew, names)[0] == " [restated 1970-01-02: a wind lidar system]"  # not gained: said anew


def _walk_of(concept, facts, context, *, asked, abstains=""):
    return Walk(
        query="q",
        topic="q",
        as_of=pd.NaT,
        known_at=pd.NaT,
        concept=concept,
        facts=facts,
        asked=asked,
        context=context,
        abstains=abstains,
    )


def test_a_fact_of_an_asked_type_only_among_the_neighbours_further_out_is_no_typed_answer(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.add_concept("Project Ulve", "A research project.")
        concept = memory.concept("Project Ulve")
    own = Fact("Project Ulve", "LICENCE", "Orrin licence", "current", pd.NaT, pd.NaT, 1)
    far = Fact("Varlumbri Labs", "OPERATES", "Project Varve", "current", pd.NaT, pd.NaT, 3)
    near = "\n".join(["Current facts (as of now):", own.line(), far.line()])
    around = "\n".join(["Current facts (as of now):", own.line(), "Around it:", far.line()])
    assert combined.typed_answer(_walk_of(concept, [own, far], near, asked=("OPERATES",)))  # on the way: it answers
    assert not combined.typed_answer(_walk_of(concept, [own, far], around, asked=("OPERATES",)))  # a neighbour's


def test_a_walk_lacking_a_chains_link_gives_its_facts_then_the_passages_then_its_neighbourhood(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.add_concept("Project Alder", "A research project.")
        concept = memory.concept("Project Alder")
    first = Fact("Project Alder", "RUN_BY", "Birch Institute", "current", pd.NaT, pd.NaT, 1)
    far = Fact("Cedar Labs", "LICENCE", "Orrin licence", "current", pd.NaT, pd.NaT, 2)
    missing = "Nothing in memory about in which town the organisation that runs Project Alder is."
    context = "\n".join(
        [missing, "Project Alder is run by Birch Institute.", "Current facts (as of now):", first.line(),
         "Around it:", far.line()]
    )  # fmt: skip
    walk = _walk_of(concept, [first, far], context, asked=("RUN_BY", "BASED_IN"), abstains=missing)
    passage = "[2024-01-02] From its offices in Nylota, Birch Institute runs the work."
    found = combined.combined_context(
        walk,
        budget_tokens=60,
        count_tokens=lambda text: len(text.split()),
        recall=lambda budget: pytest.fail("the episodes by the question alone are not what a missing link needs"),
        passages=lambda budget: [passage],
    )
    lines = found.context.splitlines()
    assert lines[:3] == [missing, "Current facts (as of now):", first.line()]
    assert lines[3] == passage  # before the neighbourhood, which a passage outranks
    assert lines.index("Around it:") > 3 and far.line() in lines
    assert found.tokens <= 60


def test_the_names_a_walks_asked_facts_join_to_its_concept_are_asked_of_the_passages(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.add_concept("Project Alder", "A research project.")
        memory.add_concept("Birch Institute", "A research institute.")
        memory.add_concept("Cedar Labs", "A lab.")
        concept = memory.concept("Project Alder")
        first = Fact("Project Alder", "RUN_BY", "Birch Institute", "current", pd.NaT, pd.NaT, 1)
        far = Fact("Cedar Labs", "RUN_BY", "Orrin Press", "current", pd.NaT, pd.NaT, 2)
        context = "\n".join(["Current facts (as of now):", first.line(), "Around it:", far.line()])
        walk = _walk_of(concept, [first, far], context, asked=("RUN_BY",))
        store = memory.core.store
        names = {store.records[record][-1].name for record in combined.asked_names(store, walk, known_at=2**62)}
    assert names == {"Project Alder", "Birch Institute"}  # the chain's next name, not a neighbour's


def test_a_co_mention_a_shown_line_names_together_is_not_said_nor_its_heading_left_alone(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.add_concept("Project Alder", "A research project.")
        concept = memory.concept("Project Alder")
    lead = Fact("Project Alder", "LED_BY", "Ida Venn", "current", pd.NaT, pd.NaT, 1)
    told = "- When Ida Venn took charge of Project Alder in 2015, Olaf Brenner had led it since 2010."
    olaf = "- [in a text of 2010] Project Alder mentioned with Olaf Brenner"
    orve = "- Project Alder mentioned with Orve (in a text of 2024)"
    said = "[2024-01-02] Orve hosts the Alder team at Project Alder."

    def context_of(*said_lines: str, recalled: str = "") -> list[str]:
        lines = ["Current facts (as of now):", lead.line(), "Related concepts:", told, "Said about it:", *said_lines]
        walk = _walk_of(concept, [lead], "\n".join(lines), asked=("LED_BY",))
        return combined.combined_context(
            walk,
            budget_tokens=1000,
            count_tokens=lambda text: len(text.split()),
            recall=lambda budget: Recall("q", context=recalled, tokens=len(recalled.split())),
            passages=lambda budget: pytest.fail("a typed answer leads"),
        ).context.splitlines()

    # "mentioned with" names Olaf Brenner without his time or his tie; the sentence naming both says them
    lines = context_of(olaf, orve)
    assert olaf not in lines and orve in lines and "Said about it:" in lines
    assert "Said about it:" not in context_of(olaf)  # no heading with nothing under it
    assert orve not in context_of(olaf, orve, recalled=said)  # an episode the episodes add names both


def test_an_episode_cut_within_a_sentence_does_not_follow_a_typed_answer(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.add_concept("Project Alder", "A research project.")
        concept = memory.concept("Project Alder")
    lead = Fact("Project Alder", "LED_BY", "Ida Venn", "current", pd.NaT, pd.NaT, 1)
    walk = _walk_of(concept, [lead], "\n".join(["Current facts (as of now):", lead.line()]), asked=("LED_BY",))
    cut = "[2024-01-03] note-c: Project Alder was led by Olaf Brenner starting in …"  # its time cut away
    whole = "[2024-01-04] note-d: Project Alder opened a site in Orve. …"  # whole sentences, the rest left out
    recalled = "\n".join([cut, whole])
    found = combined.combined_context(
        walk,
        budget_tokens=1000,
        count_tokens=lambda text: len(text.split()),
        recall=lambda budget: Recall("q", context=recalled, tokens=len(recalled.split())),
        passages=lambda budget: pytest.fail("a typed answer leads"),
    )
    assert cut not in found.context.splitlines() and whole in found.context.splitlines()


def test_an_episode_whose_sentence_is_shown_without_its_label_is_shown_already():
    context = "the board confirmed Orla Venn as lead of Alder in 2010. [Orla Venn: ended 2015, Ida Venn took over]"
    line = "[2025-01-14] note-5-a: Board minutes: the board confirmed Orla Venn as lead of Alder in 2010."
    assert combined.shown_in(line, context)  # said again, it would name Orla Venn without the note placing her
    assert not combined.shown_in("[2025-01-14] note-5-a: Board minutes: the board met Orla Venn in 2010.", context)


def test_an_episode_naming_an_ended_tie_of_a_typed_answer_says_its_end(tmp_path):
    with Memory.open(tmp_path / "memory", embedder=None) as memory:
        memory.add_concept("Project Alder", "A research project.")
        concept = memory.concept("Project Alder")
    now = Fact("Project Alder", "LED_BY", "Ida Venn", "current", pd.NaT, pd.NaT, 1)
    old = Fact(
        "Project Alder", "LED_BY", "Olaf Brenner", "ended", pd.NaT, pd.NaT, 1, note="ended 2022, Ida Venn took over"
    )
    context = "\n".join(["Current facts (as of now):", now.line(), "No longer true:", old.line()])
    walk = _walk_of(concept, [now, old], context, asked=("LED_BY",))
    recalled = "[2024-01-13] note-1-b: Lead of Project Alder since 2016: Olaf Brenner."
    found = combined.combined_context(
        walk,
        budget_tokens=1000,
        count_tokens=lambda text: len(text.split()),
        recall=lambda budget: Recall("q", context=recalled, tokens=len(recalled.split())),
        passages=lambda budget: pytest.fail("a typed answer leads"),
    )
    # read alone, the episode says he leads it still
    assert f"{recalled} [Olaf Brenner: ended 2022, Ida Venn took over]" in found.context.splitlines()
    assert found.tokens <= 1000
