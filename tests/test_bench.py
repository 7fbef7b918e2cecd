"""The synthetic-world benchmark's machinery: world, documents, held-out questions, grading, arms, statistics, CLI.

No benchmark result is asserted here (they live in bench/BENCH.md); these tests
check that the arms get the same input and only the question, and that the
grading rules do what BENCH.md says on hand-made contexts.
"""

from __future__ import annotations

import re
import string
import subprocess
import sys

import pandas as pd
import pytest

from c0lab import Memory
from c0lab._errors import InvalidInputError
from c0lab._time import parse_time, to_timestamp
from c0lab.bench.arms import (
    ARMS,
    build_bench,
    compare_families,
    extraction_scores,
    ollama_grader,
    run_bench,
    summarize_bench,
)
from c0lab.bench.documents import BLIND, BY_NAME, FAMILIES, HEADLINE, Document, family, render_documents
from c0lab.bench.flat import FlatIndex, chunk_documents
from c0lab.bench.grading import abstains, grade, marked
from c0lab.bench.heldout import HELDOUT, heldout_questions
from c0lab.bench.seed import read_json
from c0lab.bench.world import CATEGORIES, KNOWN_DAY, PHASE_TWO, Question, generate_world
from c0lab.extract import Correction, Entity, Extraction, Relation

from .ollama_server import FakeOllama


def test_the_world_and_its_documents_are_seeded_and_cover_every_category():
    first, again = generate_world(seed=3, units=4), generate_world(seed=3, units=4)
    other = generate_world(seed=4, units=4)
    assert first.questions == again.questions and first.concepts == again.concepts
    assert first.questions != other.questions
    assert {question.category for question in first.questions} == set(CATEGORIES)
    assert render_documents(first) == render_documents(again) != render_documents(other)
    for patch in first.corrections:  # the oracle's corrections carry no cue word
        assert not any(word in patch["content"].lower() for word in ("obsolete", "no longer", "instead", "correct"))


def test_every_fact_is_in_the_documents_and_the_corrections_come_weeks_later():
    world = generate_world(seed=5, units=6)
    documents = render_documents(world)
    text = " ".join(document.text for document in documents)
    for relation in world.relations:
        assert relation["source"] in text and relation["target"] in text
    for facts in world.units_facts:
        assert facts["right"] in text and facts["wrong"] in text
    known = parse_time(KNOWN_DAY)
    assert all(parse_time(d.at) < known for d in documents if d.phase == 1)
    assert all(parse_time(d.at) >= parse_time(PHASE_TWO) > known for d in documents if d.phase == 2)
    assert len({d.text.split(" ", 2)[1] for d in documents}) > 3  # more than one wording


@pytest.mark.parametrize("wording", FAMILIES + BY_NAME)
def test_every_wording_family_states_every_fact_and_records_its_cues(wording):
    world = generate_world(seed=5, units=6)
    documents = render_documents(world, wording=wording)
    assert documents == render_documents(world, wording=wording)
    text = " ".join(document.text for document in documents)
    assert "{" not in text
    for relation in world.relations:
        assert relation["source"] in text and relation["target"] in text, relation
    corrections = [document for document in documents if document.phase == 2]
    assert len(corrections) == 6 and all(
        d.at == f["corrected"]
        for d, f in zip(sorted(corrections, key=lambda d: d.source), world.units_facts, strict=True)
    )
    assert {document.cued for document in corrections} <= {True, False}
    assert all(document.cued is None for document in documents if document.phase == 1)


_PART_SLOTS = {  # what every template of a part must say; a tuple: any one of them
    "intro": ("project", "org", "wrong"),
    "place": ("city", ("org", "kind")),
    "leads": ("project", "first", "second", "start", "switch"),
    "product": ("project", "product", "old_licence", "new_licence", "relicensed"),
    "cued": ("project", "right"),
    "uncued": ("project", "right"),
}


_UNIT_SLOTS = "project org city first second start switch product old_licence new_licence relicensed wrong".split()
"""What a unit's first-phase documents must say between them (its correction says the project and the right value)."""


def _slots(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


@pytest.mark.parametrize("wording", FAMILIES + BY_NAME)
def test_every_template_of_a_family_says_its_part_and_every_unit_says_every_fact(wording):
    spec = family(wording)
    missing = []  # (part, template number, slot): slot names only, never a template's words
    for part, needed in _PART_SLOTS.items():
        for number, template in enumerate(spec["parts"][part]):
            pieces = template if isinstance(template, list) else [template]
            said = set().union(*map(_slots, pieces))
            missing += [
                (part, number, slot) for slot in needed if not set(slot if isinstance(slot, tuple) else [slot]) & said
            ]
            missing += [
                (part, number, "project in each document")
                for piece in pieces
                if part == "leads" and "project" not in _slots(piece)
            ]
    assert missing == []
    for seed in (3, 5, 11):
        world = generate_world(seed=seed, units=6)
        documents = render_documents(world, wording=wording)
        for number, facts in enumerate(world.units_facts):
            own = [d for d in documents if d.source.startswith(f"note-{number}-")]
            first = " ".join(d.text for d in own if d.phase == 1)
            assert [slot for slot in _UNIT_SLOTS if str(facts[slot]) not in first] == [], (wording, seed, number)
            (patch,) = [d for d in own if d.phase == 2]
            assert facts["project"] in patch.text and facts["right"] in patch.text and patch.cued in (True, False)


def test_the_second_hand_families_are_development_families():
    for name in ("dev_fresh", "dev_wiki"):
        spec = family(name)
        assert name in FAMILIES and spec["frozen"] is False and "second hand" in spec["about"], name
        assert spec["written"] == "2026-12-02"


@pytest.mark.parametrize(
    ("name", "written"), [("dev_hand", "2026-12-02"), ("dev_registers", "2026-12-05"), ("dev_sixth", "2026-12-06")]
)
def test_the_fresh_hand_families_are_development_families_by_hands_that_never_saw_the_extractor(name, written):
    spec = family(name)
    assert name in FAMILIES and spec["frozen"] is False and spec["written"] == written
    assert "had not read the extractor" in spec["about"]
    world = generate_world(seed=5, units=6)
    corrections = [d for d in render_documents(world, wording=name) if d.phase == 2]
    assert {d.cued for d in corrections} == {True, False}  # both kinds of correction occur


def test_the_blind_family_renders_every_fact_dated_and_is_never_in_a_default_run():
    from c0lab._cli import _parser

    assert BLIND == ("blind_fourth",) and set(BLIND) < set(BY_NAME) and not set(BY_NAME) & set(FAMILIES)
    spec = family("blind_fourth")  # its about, never its sentences
    assert spec["blind"] is True and spec["frozen"] is True and spec["written"] == "2026-12-02"
    assert "never read" in spec["about"] and "never used to develop" in spec["about"]
    cued = set()
    for seed in (3, 5, 11):
        world = generate_world(seed=seed, units=6)
        documents = render_documents(world, wording="blind_fourth")
        text = " ".join(d.text for d in documents)
        assert "{" not in text and "}" not in text
        assert all(f["first"] in text and f["second"] in text for f in world.units_facts)
        assert all(parse_time(d.at) < parse_time(KNOWN_DAY) for d in documents if d.phase == 1)
        assert sorted(d.at for d in documents if d.phase == 2) == sorted(f["corrected"] for f in world.units_facts)
        cued |= {d.cued for d in documents}
    assert cued == {None, True, False}  # corrections with a cue and without one both occur
    assert run_bench.__kwdefaults__["wordings"] == FAMILIES
    assert _parser().parse_args(["bench", "--seed"]).wording.split(",") == list(FAMILIES)
    with pytest.raises(InvalidInputError, match="the families are .*blind_fourth"):
        run_bench(units=1, seeds=(3,), arms=("bare",), wordings=("nope",), embedder=None, progress=False)


def test_the_headline_family_is_frozen_and_the_families_differ():
    spec = family(HEADLINE)
    assert spec["frozen"] is True and "FROZEN" in spec["about"] and spec["written"] == "2026-12-01"
    world = generate_world(seed=5, units=3)
    texts = {name: {d.text for d in render_documents(world, wording=name)} for name in FAMILIES + BY_NAME}
    for one in FAMILIES + BY_NAME:
        for other in FAMILIES + BY_NAME:
            if one != other:
                assert not texts[one] & texts[other], (one, other)
    with pytest.raises(InvalidInputError, match="unknown wording family 'nope'"):
        render_documents(world, wording="nope")


def test_the_heldout_templates_are_frozen_and_fill_every_slot():
    spec = read_json(HELDOUT)
    assert spec["written_before_tuning"] is True and "FROZEN" in spec["about"]
    world = generate_world(seed=7, units=3)
    questions = heldout_questions(world)
    assert len(questions) == 3 * len(spec["templates"]) and {q.family for q in questions} == {"heldout"}
    assert not any("{" in q.text for q in questions)
    names = {concept["name"].lower() for concept in world.concepts}
    for question in questions:
        if question.category == "abstain_distractor":
            asked = question.about[0]
            assert asked.lower() not in names
            real = [
                n
                for n in names
                if n.startswith("project ")
                and len(n) == len(asked)
                and sum(a != b for a, b in zip(n, asked.lower(), strict=True)) == 1
            ]
            assert real, asked  # one edit from a real project's name
        if not question.gold:
            assert question.category.startswith("abstain")


QUESTION = Question(
    "q",
    "temporal",
    "Who leads Project Kelmir now?",
    ("Tomas Vey",),
    ("Mara Quill",),
    about=("Project Kelmir",),
    ends=(("Mara Quill", "2022"),),
    replaced_by=(("Mara Quill", "Tomas Vey"),),
)


def test_gold_counts_on_word_boundaries_and_only_on_lines_about_the_asked_entity():
    assert grade("Project Kelmir is led by Tomas Vey.", QUESTION) == (True, True)
    assert grade("Project Kelmir is led by Tomas Veyron.", QUESTION)[0] is False
    assert grade("Tomas Vey leads something.\nProject Kelmir is a project.", QUESTION)[0] is False
    assert grade("Project Kelmir is led by Mara Quillon.", QUESTION)[0] is False
    assert grade("Project Kelmirx is led by Tomas Vey.", QUESTION)[0] is False
    assert grade("project kelmir: tomas vey", QUESTION) == (True, True)


def test_a_stale_answer_is_marked_only_by_its_own_end_or_its_replacement():
    for line in (
        "Project Kelmir was led by Mara Quill from 2015 to 2022.",
        "Mara Quill led Project Kelmir until the spring of 2022.",
        "- [ended 2022-03-01] Project Kelmir LED_BY Mara Quill",
        "Project Kelmir LED_BY Mara Quill (2015-01-01 – 2022-03-01)",
        "Project Kelmir LED_BY Mara Quill (2015-01–2022-02)",
        "Mara Quill handed Project Kelmir to Tomas Vey.",
        "Project Kelmir: Mara Quill, mid-2022",
    ):
        assert grade(f"Project Kelmir is led by Tomas Vey.\n{line}", QUESTION) == (True, True), line
    for line in (
        "Project Kelmir is led by Mara Quill.",
        "Mara Quill led Project Kelmir until 2019.",  # a date, but not this fact's end
        "[ended 2024-05-01] Project Kelmir is led by Mara Quill.",
        "(2025-01-10 – 2025-01-10) Project Kelmir is led by Mara Quill.",
        "Actually, Mara Quill was replaced on Project Kelmir; she stepped down, no longer the lead.",
    ):
        assert grade(f"Project Kelmir is led by Tomas Vey.\n{line}", QUESTION) == (True, False), line
    assert marked("Kelmir: ferry routing [corrected 2025-02-19: fog harvesting]", "ferry routing", end="2025-02-19")
    assert not marked("Kelmir: ferry routing [corrected 2025-02-20]", "ferry routing", end="2025-02-19")


def test_abstention_about_a_known_entity_needs_the_truth_and_the_rest_is_left_to_the_llm():
    early = Question(
        "d",
        "abstain_date",
        "Who led Project Kelmir in 2003?",
        (),
        ("Mara Quill", "Tomas Vey"),
        about=("Project Kelmir",),
        ends=(("Mara Quill", "2015"), ("Tomas Vey", "2022")),
    )
    assert grade("", early) == (False, False)  # an empty context does not pass
    assert abstains("Mara Quill has led Project Kelmir since 2015.", early)
    assert not abstains("Project Kelmir is led by Mara Quill.", early)
    assert not abstains("Mara Quill has led Project Kelmir since 2015.\nTomas Vey leads Project Kelmir.", early)
    assert abstains("Nothing in memory about who led Project Kelmir as of 2003-07-01.", early)
    assert not abstains("Nothing in memory about who led Project Kelmir as of 2009-07-01.", early)  # not the date
    assert not abstains("Project Kelmir in 2003.", early)
    unknown = Question("a", "abstention", "Who leads Project Vexaron?", (), about=("Project Vexaron",))
    assert grade("", unknown) == (None, None) and abstains("Project Vexaron is led by Tomas Vey.", unknown) is None


def test_an_arm_that_marks_every_line_gains_nothing():
    contexts = [
        "Project Kelmir is led by Mara Quill.\nProject Kelmir is led by Tomas Vey.",
        "Project Kelmir is led by Mara Quill.",
        "Tomas Vey leads Project Kelmiro.",
        "",
    ]
    for context in contexts:
        for tag in (
            "[ended] ",
            "[superseded] ",
            "[ended, superseded, replaced, actually, took over] ",
            "[ended 2019-05-01] ",
            "(2025-01-10 – 2025-02-01) ",
        ):
            tagged = "\n".join(tag + line for line in context.splitlines())
            assert grade(tagged, QUESTION) == grade(context, QUESTION), (tag, context)


@pytest.fixture(scope="module")
def bench(tmp_path_factory):
    built = build_bench(generate_world(seed=7, units=2), tmp_path_factory.mktemp("bench"), embedder=None)
    yield built
    built.close()


def test_writes_are_recorded_in_simulated_time_so_known_at_separates_the_phases(bench):
    before = bench.memory.episodes(known_at=KNOWN_DAY)
    assert sorted(before["text"]) == sorted(d.text for d in bench.documents if d.phase == 1)
    assert len(bench.memory.episodes()) == len(bench.documents)
    times = sorted(v.recorded_at for r in bench.memory.store.records.values() for v in r if v.kind == "episode")
    assert [t // 86_400_000_000 for t in times] == sorted(parse_time(d.at) // 86_400_000_000 for d in bench.documents)
    last = max(correction["at"] for correction in bench.world.corrections)  # each patch on its own day
    assert parse_time(last) <= bench.oracle.store.last_change_at < parse_time(last) + 86_400_000_000


def _share(bench, arm, decorate=lambda line: line, budget=1000):
    scores = [
        grade("\n".join(decorate(line) for line in bench.arm(arm)(q.text, budget).splitlines()), q)[1]
        for q in bench.questions
    ]
    scores = [score for score in scores if score is not None]
    return sum(scores) / len(scores)


@pytest.mark.parametrize("arm", ["flat", "c0lab"])
def test_format_only_decorations_gain_nothing(bench, arm):
    base = _share(bench, arm)
    ranges = _share(bench, arm, lambda line: re.sub(r"\((\d{4}-\d{2}-\d{2})\)", r"(\1 – \1)", line))
    tagged = _share(bench, arm, lambda line: f"[ended 2024-05-01, superseded, replaced] {line}")
    own_day = _share(bench, arm, lambda line: re.sub(r"^\((\d{4}-\d{2}-\d{2})\)", r"[ended \1]", line))
    assert max(ranges, tagged, own_day) - base <= 0.02, (base, ranges, tagged, own_day)


def test_the_same_note_in_neutral_or_cue_words_grades_alike(bench):
    neutral = _share(bench, "c0lab", lambda line: re.sub(r"\bcorrected (\d{4})", r"later note \1", line))
    cued = _share(bench, "c0lab", lambda line: re.sub(r"\bcorrected (\d{4})", r"superseded, wrong, actually \1", line))
    assert neutral == cued == _share(bench, "c0lab")


def test_every_arm_sees_only_the_question_text_and_the_budget(bench, monkeypatch):
    calls = []
    for cls, method in ((Memory, "walk"), (Memory, "recall"), (FlatIndex, "context"), (FlatIndex, "everything")):
        original = getattr(cls, method)

        def spy(self, *args, _original=original, _name=method, **options):
            calls.append((_name, args, options))
            return _original(self, *args, **options)

        monkeypatch.setattr(cls, method, spy)
    question = bench.questions[0]
    for arm in ARMS:
        calls.clear()
        context = bench.arm(arm)(question.text, 333)
        assert isinstance(context, str)
        for name, args, options in calls:
            assert [a for a in args if isinstance(a, str)] in ([question.text], []), (arm, name, args)
            assert set(args) - {question.text} <= {333} and options.get("budget_tokens", 333) <= 333
            assert set(options) <= {
                "budget_tokens",
                "as_of",
                "known_at",
                "depth",
                "recency",
                "second_round",
                "time_filter",
                "names_first",
                "dedupe",
            }, (arm, options)
            assert options.get("as_of") in (None, "now") and options.get("known_at") in (None, "now")
    assert bench.arm("bare")("anything", 100) == ""


def test_the_flat_arm_reads_times_from_the_question_and_abstains_on_unknown_names(bench):
    corrected = [d for d in bench.documents if d.phase == 2][0]
    project = corrected.text.split("Project ", 1)[1].split()[0].strip(":,.")
    before = bench.flat.context(f"As known on {KNOWN_DAY}, what did Project {project} develop?", 1000)
    after = bench.flat.context(f"What does Project {project} develop?", 1000)
    assert corrected.text not in before and corrected.text in after
    assert bench.flat.context("Who leads Project Zzyzxqv?", 1000) == ""
    lines = after.splitlines()
    assert [line[1:11] for line in lines] == sorted((line[1:11] for line in lines), reverse=True)  # newest first


def test_the_names_arm_puts_chunks_naming_the_asked_names_first_and_drops_repeats():
    documents = [
        Document("Boats and more boats: who leads the boats? Nobody leads boats.", "2025-01-03", "a", 1),
        Document("Project Kelmir is led by Tomas Vey.", "2025-01-02", "b", 1),
        Document("Project Kelmir is led by Tomas Vey.", "2025-01-01", "c", 1),
    ]
    chunks = chunk_documents(documents, count_tokens=lambda text: len(text.split()))
    index = FlatIndex(chunks, embed=None, count_tokens=lambda text: len(text.split()), k=3)
    question = "Who leads the boats of Project Kelmir?"
    plain = index.context(question, 14, recency=False)
    named = index.context(question, 14, recency=False, names_first=True)
    assert plain.startswith("(2025-01-03) Boats") and named.startswith("(2025-01-02) Project Kelmir")
    everything = index.context(question, 100, recency=False, names_first=True)
    assert everything.count("Tomas Vey") == 2
    assert index.context(question, 100, recency=False, names_first=True, dedupe=True).count("Tomas Vey") == 1


def test_the_no_marks_ablation_removes_every_mark_the_oracle_walk_writes(bench):
    question = next(q for q in bench.questions if q.category == "correction")
    full = bench.arm("c0lab_oracle")(question.text, 1000)
    bare = bench.arm("c0lab_oracle_no_marks")(question.text, 1000)
    assert "corrected 2025-" in full and "[ended" in full
    assert not any(mark in bare for mark in ("corrected 2025-", "[ended", "[superseded", "(since", " – "))


def test_contexts_fit_their_budget(bench):
    for arm in ARMS:
        for question in bench.questions[:6]:
            for budget in (100, 250):
                assert bench.memory.count_tokens(bench.arm(arm)(question.text, budget)) <= budget + 2, (arm, budget)


def test_extraction_scores_compare_with_the_generators_truth(tmp_path):
    world = generate_world(seed=9, units=1)

    def perfect(text, *, at, known):
        return Extraction(
            [Entity(c["name"]) for c in world.concepts],
            [
                Relation(**{k: r[k] for k in ("source", "type", "target", "valid_from", "valid_to") if k in r})
                for r in world.relations
            ],
            [Correction(c["concept"], c["content"]) for c in world.corrections if c["at"] <= at_day(at)],
        )

    def at_day(at):
        return str(to_timestamp(at).date())

    built = build_bench(world, tmp_path, embedder=None, oracle=False, extractor=perfect)
    try:
        scores = extraction_scores(built)
    finally:
        built.close()
    assert scores["entity_precision"] == scores["entity_recall"] == 1.0
    assert scores["relation_precision"] == scores["relation_recall"] == 1.0
    assert scores["sense_precision"] == scores["sense_recall"] == 1.0
    assert scores["successions"] == scores["ends"] == scores["intervals"] == 1.0
    cued = [document.cued for document in built.documents if document.cued is not None]
    assert scores["corrections_cued" if cued[0] else "corrections_uncued"] == 1.0


def test_extraction_scores_see_what_an_extractor_misses(tmp_path):
    world = generate_world(seed=9, units=1)

    def no_times(text, *, at, known):
        return Extraction(
            [Entity(c["name"]) for c in world.concepts],
            [Relation(**{k: r[k] for k in ("source", "type", "target")}) for r in world.relations],
        )

    built = build_bench(world, tmp_path, embedder=None, oracle=False, extractor=no_times)
    try:
        scores = extraction_scores(built)
    finally:
        built.close()
    assert scores["sense_recall"] == 1.0
    assert scores["successions"] == scores["ends"] == scores["intervals"] == 0.0
    cued = [document.cued for document in built.documents if document.cued is not None]
    assert scores["corrections_cued" if cued[0] else "corrections_uncued"] == 0.0


def test_the_summary_gives_per_seed_means_with_t_intervals():
    rows = [
        {
            "seed": seed,
            "budget": 100,
            "question": f"{seed}-{n}",
            "family": "standard",
            "category": "simple",
            "arm": "flat",
            "clean": hit,
        }
        for seed, hits in ((1, [1, 1]), (2, [1, 0]), (3, [0, 0]))
        for n, hit in enumerate(hits)
    ]
    table = summarize_bench(pd.DataFrame(rows), metric="clean")
    assert table.loc["simple", "flat"] == 0.5
    assert table.loc["simple", "flat ±"] == round(4.303 * 0.5 / 3**0.5, 3)
    assert list(table.index) == ["simple", "all standard"]


def test_run_bench_covers_seeds_budgets_wordings_and_both_question_families():
    results = run_bench(
        units=1,
        seeds=(3, 4),
        arms=("bare", "flat", "c0lab", "c0lab_oracle"),
        budgets=(100, 250),
        embedder=None,
        progress=False,
        wordings=("frozen", "dev_news"),
        workers=1,
    )
    assert set(results.seed) == {3, 4} and set(results.budget) == {100, 250}
    assert set(results.family) == {"standard", "heldout"} and set(results.wording) == {"frozen", "dev_news"}
    assert list(results.attrs["extraction"].wording) == ["frozen", "dev_news"] * 2
    oracle = results[results.arm == "c0lab_oracle"]
    assert (
        oracle[oracle.wording == "frozen"].clean.fillna(-1).tolist()
        == oracle[oracle.wording == "dev_news"].clean.fillna(-1).tolist()
    )
    table = compare_families(results)
    assert list(table.wording) == ["frozen (headline)"] * 2 + ["dev_news"] * 2
    assert set(table["strongest flat"]) == {"flat"}
    c0lab = results[(results.arm == "c0lab") & (results.wording == "dev_news") & (results.budget == 100)]
    assert table.loc[2, "c0lab"] == round(c0lab.groupby("seed").clean.mean().mean(), 3)
    with pytest.raises(InvalidInputError, match="unknown wording families nope"):
        run_bench(units=1, seeds=(3,), arms=("bare",), wordings=("nope",), embedder=None, progress=False)


@pytest.mark.slow
def test_benches_run_in_worker_processes_give_the_same_rows_in_the_same_order():
    options = dict(
        units=1,
        seeds=(3, 4),
        arms=("bare", "flat_names", "full_context", "c0lab", "c0lab_oracle"),
        budgets=(100, 250),
        embedder=None,
        progress=False,
        wordings=("frozen", "dev_news"),
    )
    alone = run_bench(**options, workers=1)
    side_by_side = run_bench(**options, workers=2)
    pd.testing.assert_frame_equal(alone, side_by_side)
    pd.testing.assert_frame_equal(alone.attrs["extraction"], side_by_side.attrs["extraction"])
    assert list(alone.drop_duplicates(["seed", "wording"])[["seed", "wording"]].itertuples(index=False)) == [
        (3, "frozen"),
        (3, "dev_news"),
        (4, "frozen"),
        (4, "dev_news"),
    ]
    with pytest.raises(InvalidInputError, match="workers must be at least 1"):
        run_bench(**options, workers=0)


@pytest.fixture
def ollama():
    server = FakeOllama().start()
    yield server
    server.stop()


def test_the_llm_grade_asks_a_reader_then_a_judge_with_a_majority_of_trials(ollama):
    question = Question("q", "simple", "Which organisation runs X?", ("Vola Labs",))
    ollama.chat_reply = '{"correct": true}'
    grader = ollama_grader("reader-model", judge="judge-model", trials=3, host=ollama.url)
    assert grader("X RUN_BY Vola Labs", question.text, question) is True
    models = [body["model"] for _, body in ollama.requests]
    assert models == ["reader-model", "judge-model"] * 3
    assert "Vola Labs" in ollama.requests[0][1]["messages"][1]["content"]
    assert "[ended" not in ollama.requests[0][1]["messages"][0]["content"]  # one reader prompt, no arm's format
    assert ollama.requests[1][1]["format"]["required"] == ["correct"]
    ollama.chat_reply = '{"correct": false}'
    assert grader("", question.text, question) is False
    ollama.mode = "error"  # a model error is a wrong answer
    ollama.chat_reply = '{"correct": true}'
    assert grader("X RUN_BY Vola Labs", question.text, question) is False
    abstain = Question("a", "abstention", "Who leads Y?", ())
    ollama.mode = "good"
    grader(" ", abstain.text, abstain)
    assert "I don't know" in ollama.requests[-1][1]["messages"][0]["content"]


@pytest.mark.slow
@pytest.mark.integration
def test_the_bench_command_prints_labelled_tables_and_writes_csv_markdown_and_chart(tmp_path):
    out = tmp_path / "out"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "c0lab",
            "bench",
            "--seed",
            "--no-embeddings",
            "--world-seeds",
            "7,8",
            "--budget",
            "100,1000",
            "--wording",
            "frozen,dev_notes",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert "clean@1000" in result.stdout and "clean@100" in result.stdout
    assert "c0lab_oracle (upper bound)" in result.stdout and "all held-out" in result.stdout
    assert "every wording family" in result.stdout and "frozen (headline)" in result.stdout
    assert re.search(r"entity_precision", result.stdout)
    assert sorted(path.name for path in out.iterdir()) == ["chart.png", "results.csv", "summary.md"]
    assert (out / "chart.png").read_bytes()[:4] == b"\x89PNG"
    bad = subprocess.run([sys.executable, "-m", "c0lab", "bench", "--llm", "gpt-4"], capture_output=True, text=True)
    assert bad.returncode == 2
    assert bad.stderr.strip() == "c0lab: --llm takes ollama:MODEL, such as ollama:hermes3:8b, not 'gpt-4'"
    bad = subprocess.run([sys.executable, "-m", "c0lab", "bench", "--budget", "ten"], capture_output=True, text=True)
    assert bad.returncode == 2 and "--budget takes whole numbers" in bad.stderr


def test_the_chart_keeps_every_interval_within_0_and_1_and_its_labels_level():
    import pandas as pd

    from c0lab.bench.arms import ARM_LABELS
    from c0lab.bench.chart import clipped_errors, draw_chart

    table = pd.DataFrame(
        {"flat_plain": [0.95, 0.05], "flat_plain ±": [0.3, 0.2], "c0lab": [0.5, 1.0], "c0lab ±": [0.1, 0.0]},
        index=["known_day_paraphrase", "all held-out"],
    )
    assert clipped_errors(table["flat_plain"], table["flat_plain ±"]).tolist() == [
        [0.3, 0.05],
        [pytest.approx(0.05), 0.2],
    ]
    figure = draw_chart(table, labels=ARM_LABELS, metric="clean@1000", title="t")
    (axes,) = [axes for axes in figure.axes if axes.get_yticklabels()]
    ends = [
        x
        for container in axes.containers
        if hasattr(container, "lines") and container.lines[2]
        for segment in container.lines[2][0].get_segments()
        for x, _ in segment
    ]
    assert ends and min(ends) >= 0 and max(ends) <= 1 + 1e-9
    labels = axes.get_yticklabels()
    assert [label.get_text() for label in labels] == ["known day paraphrase", "all held-out"]
    assert {label.get_rotation() for label in labels} == {0.0}
    assert [text.get_text() for text in axes.get_legend().get_texts()] == ["flat plain", "c0lab"]
