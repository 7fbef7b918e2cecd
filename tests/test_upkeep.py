"""Snapshots and diffs, conflicts, duplicates, orphans, merges that can be undone."""

from __future__ import annotations

import random

import pytest

from c0lab import InvalidInputError, Memory, UnknownConceptError
from c0lab.bench.world import generate_world


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path, embedder=None)
    yield memory
    memory.close()


def test_diff_lists_exactly_the_known_changes_between_two_times(mem):
    mem.add_concepts(
        [{"name": "Zephyr", "description": "v1"}, {"name": "format v1"}, {"name": "format v2"}, {"name": "office"}]
    )
    mem.snapshot("start")
    mem.add_concept("Mara Quill")
    mem.relate("Zephyr", "LED_BY", "Mara Quill")
    mem.describe("Zephyr", "v2")
    mem.supersede("format v1", "format v2")
    mem.invalidate("office", reason="closed")
    diff = mem.diff("start", "now")
    changes = sorted(zip(diff["change"], diff["name"], strict=True))
    assert changes == [
        ("added", "Mara Quill"),
        ("added", "Zephyr LED_BY Mara Quill"),
        ("added", "format v2 SUPERSEDES format v1"),
        ("invalidated", "office"),
        ("re-described", "Zephyr"),
        ("superseded", "format v1"),
    ]
    assert diff.set_index("name").loc["Zephyr", ["before", "after"]].tolist() == ["v1", "v2"]
    assert diff.attrs["summary"].startswith("3 added")
    assert mem.diff("start", "start").empty
    assert mem.snapshots()["name"].tolist() == ["start"]
    with pytest.raises(InvalidInputError, match="already names"):
        mem.snapshot("start")


def test_diff_says_ended_superseded_invalidated_and_retracted_as_the_readme_table_does(mem):
    mem.add_concepts([{"name": "Zephyr"}, {"name": "Mara"}, {"name": "v1"}, {"name": "v2"}, {"name": "office"}])
    mem.add_concept("Tallow protocol")
    mem.relate("Zephyr", "LED_BY", "Mara", valid_from="2019-01-01")
    mem.snapshot("first-draft")
    mem.end("Zephyr", "LED_BY", "Mara", at="2022-03-01", reason="moved on")  # a reason does not make it invalidated
    mem.supersede("v1", "v2", at="2023-01-01")
    mem.invalidate("office", reason="closed", at="2024-01-01")
    mem.undo(mem.operations().set_index("label").loc["add concept 'Tallow protocol'", "op"])  # withdrawn
    mem.snapshot("after-corrections")
    diff = mem.diff("first-draft", "after-corrections")
    assert dict(zip(diff["name"], diff["change"], strict=True)) == {
        "Zephyr LED_BY Mara": "ended",
        "v1": "superseded",
        "office": "invalidated",
        "Tallow protocol": "retracted",
        "v2 SUPERSEDES v1": "added",
    }
    at = mem.snapshots().set_index("name")["at"]
    assert diff.attrs["summary"].endswith(
        f"between first-draft ({at['first-draft']:%Y-%m-%d %H:%M:%S}) and after-corrections "
        f"({at['after-corrections']:%Y-%m-%d %H:%M:%S}) (system time)"
    )
    assert "between 2022-01-01 and now (" in mem.diff("2022-01-01", "now", axis="valid").attrs["summary"]


def test_diff_on_the_valid_axis(mem):
    mem.add_concepts([{"name": "Zephyr"}, {"name": "Mara"}, {"name": "Tomas"}])
    mem.relate("Zephyr", "LED_BY", "Mara", valid_from="2019-01-01", valid_to="2022-03-01")
    mem.relate("Zephyr", "LED_BY", "Tomas", valid_from="2022-03-01")
    diff = mem.diff("2020-01-01", "2023-01-01", axis="valid")
    assert sorted(zip(diff["change"], diff["name"], strict=True)) == [
        ("added", "Zephyr LED_BY Tomas"),
        ("ended", "Zephyr LED_BY Mara"),
    ]


def _planted(world_seed: int = 5):
    """A generated world plus planted conflicts: (world, conflicts we expect, by (concept, kind))."""
    world = generate_world(seed=world_seed, units=12)
    rng = random.Random(world_seed)
    people = [c["name"] for c in world.concepts if c["kind"] == "person"]
    projects = [c["name"] for c in world.concepts if c["kind"] == "project"]
    twice, patched = rng.sample(projects, 3), []
    planted = {(project, "two live values") for project in twice}
    for project in rng.sample([p for p in projects if p not in twice], 3):
        planted.add((project, "patch contradicts a live fact"))
        patched.append(project)
    return world, twice, patched, planted, people


def test_conflicts_finds_every_planted_conflict_and_nothing_else(mem):
    world, twice, patched, planted, people = _planted()
    mem.add_concepts(world.concepts, force=True)
    mem.add_relations(world.relations)
    for correction in world.corrections:  # corrections of descriptions are not conflicts
        mem.add_patch(correction["concept"], correction["content"])
    for number, project in enumerate(twice):
        mem.relate(project, "LED_BY", people[-1 - number], valid_from="2023-06-01", keep=True)  # a dual value kept
    for project in patched:
        leads = {r["target"] for r in world.relations if r["source"] == project and r["type"] == "LED_BY"}
        outsider = next(person for person in people if person not in leads)
        mem.add_patch(project, f"Day-to-day work is now run by {outsider}.")
    found = mem.conflicts(as_of="2024-06-01")
    assert set(zip(found["concept"], found["kind"], strict=True)) == planted
    assert found["suggestion"].str.len().min() > 20
    assert mem.conflicts(as_of="2015-06-01").query("kind == 'two live values'").empty


def test_duplicates_and_a_merge_that_can_be_undone(mem):
    mem.add_concepts(
        [{"name": "hybrid search", "description": "keyword and vector"}, {"name": "Zephyr"}, {"name": "rank fusion"}]
    )
    mem.add_concept("hybrid serach", "typo of the first", force=True)
    mem.relate("Zephyr", "USES", "hybrid serach")
    mem.relate("hybrid serach", "USES", "rank fusion")
    mem.add_patch("hybrid serach", "weights tuned per namespace")
    duplicates = mem.upkeep.duplicates()
    assert duplicates[["keep", "merge"]].values.tolist() == [["hybrid search", "hybrid serach"]]
    before = mem.last_change_at
    op = mem.upkeep.merge("hybrid search", "hybrid serach")
    merged = mem.concept("hybrid search")
    assert "hybrid serach" in merged.aliases and merged.patches[0].content == "weights tuned per namespace"
    assert sorted(mem.neighbours("hybrid search")["name"]) == ["Zephyr", "rank fusion"]
    assert mem.concept("hybrid serach").name == "hybrid search"  # the old name is an alias now
    assert mem.concept("hybrid serach", known_at=before).name == "hybrid serach"  # both histories kept
    mem.undo(op)
    assert mem.concept("hybrid serach").name == "hybrid serach"
    assert mem.concept("hybrid search").aliases == () and mem.concept("hybrid search").patches == ()
    assert mem.neighbours("hybrid search").empty
    assert sorted(mem.neighbours("hybrid serach")["name"]) == ["Zephyr", "rank fusion"]
    log = mem.operations().set_index("op")
    assert log.loc[op, "undone"] and log["undoes"].iloc[-1] == op  # the retraction is itself logged
    with pytest.raises(InvalidInputError, match="already undone"):
        mem.undo(op)


def test_orphans_are_reconnected_only_when_asked_and_reversibly(mem):
    mem.add_concepts(
        [
            {"name": "hybrid search", "description": "keyword and vector retrieval"},
            {"name": "vector retrieval", "description": "nearest neighbours by embedding"},
            {"name": "Zephyr"},
            {"name": "Mara"},
        ]
    )
    mem.relate("Zephyr", "LED_BY", "Mara")
    orphans = mem.upkeep.orphans()
    assert sorted(orphans["name"]) == ["hybrid search", "vector retrieval"]
    plan = mem.upkeep.reconnect()
    assert len(plan) == 2 and mem.status()["relations"] == 1  # a dry run changes nothing
    op = mem.upkeep.reconnect(dry_run=False)
    assert mem.upkeep.orphans().empty
    mem.undo(op)
    assert sorted(mem.upkeep.orphans()["name"]) == ["hybrid search", "vector retrieval"]
    report = mem.audit()
    assert "2 orphans" in report and "0 conflicts" in report


def test_a_concept_whose_relations_ended_is_no_orphan(mem):
    mem.add_concepts([{"name": "Zephyr"}, {"name": "Mara"}, {"name": "Old office"}, {"name": "loner"}])
    mem.relate("Zephyr", "LED_BY", "Mara", valid_from="2019", valid_to="2022")
    mem.relate("Zephyr", "BASED_IN", "Old office", valid_from="2019")
    mem.end("Zephyr", "BASED_IN", "Old office", at="2023-01-01")
    mem.relate("loner", "KNOWS", "Mara")
    mem.undo()  # a retracted relation is not held now: it does not count
    assert mem.upkeep.orphans()["name"].tolist() == ["loner"]


def test_a_merge_with_an_unknown_concept_is_refused_and_logs_nothing(mem):
    mem.add_concept("alpha one")
    with pytest.raises(UnknownConceptError):
        mem.upkeep.merge("alpha one", "no such")
    assert mem.operations()["label"].tolist() == ["add concept 'alpha one'"] and mem.status()["versions"] == 1


@pytest.mark.vector
def test_duplicates_by_meaning_need_vectors(tmp_path):
    from .embedders import BagOfWordsEmbedder

    with Memory.open(tmp_path, embedder=BagOfWordsEmbedder()) as memory:
        memory.add_concepts(
            [
                {"name": "RRF", "description": "reciprocal rank fusion of ranked lists"},
                {"name": "rank fusion method", "description": "reciprocal rank fusion of ranked lists"},
                {"name": "Zephyr", "description": "a search engine"},
            ]
        )
        found = memory.upkeep.duplicates(threshold=0.8)
        assert found[["keep", "merge", "lexical"]].values.tolist() == [["RRF", "rank fusion method", False]]
        assert found["similarity"][0] >= 0.8


@pytest.mark.parametrize("call", [lambda m: m.snapshots(), lambda m: m.status(), lambda m: m.reflector.status()])
def test_a_damaged_state_file_is_named_in_the_error(mem, call):
    from c0lab import CorruptMemoryError

    folder = mem.store.files.folder
    for name in ("snapshots.json", "relation-types.json", "reflector.json"):
        (folder / name).write_text("{not json")
    with pytest.raises(CorruptMemoryError, match=r"cannot read .*\.json"):
        call(mem)


def _reference_orphans_and_values(mem, single_valued):
    """What orphans() and conflicts() read before they moved to the store's time columns: the NetworkX
    time slice, node by node (no relation held now at any valid time; each out-edge's visible version)."""
    store, now = mem.store, mem.store.last_change_at
    view = store.time_slice(as_of=now, known_at=now)
    ever = {
        end
        for source, target, data in store.graph.edges(data=True)
        if data["kind"] == "relation" and any(v.recorded_at <= now < v.expired_at for v in data["versions"])
        for end in (source, target)
    }
    orphans = sorted(store.seen(node, as_of=now, known_at=now).name for node in view.nodes if node not in ever)
    values = set()
    for node in view.nodes:
        for _, target, key in view.out_edges(node, keys=True):
            version = store.seen(key, as_of=now, known_at=now)
            if version.name in single_valued:
                values.add((node, version.name, target, version.version))
    return orphans, values


def test_orphans_and_single_values_from_the_columns_equal_the_networkx_slice(mem):
    """Parallel relations of one pair, an ended relation, a supersession trail, an invalidated end and
    relations made and ended in later commits."""
    from c0lab.memory.upkeep import _single_values

    rng = random.Random(5)
    names = [f"unit {number}" for number in range(30)]
    mem.add_concepts([{"name": name} for name in names])
    mem.add_relations(
        [
            {
                "source": rng.choice(names),
                "type": rng.choice(["LED_BY", "USES", "BASED_IN"]),
                "target": rng.choice(names),
                "valid_from": f"{rng.randint(2001, 2020)}-01-01",
            }
            for _ in range(25)
        ],
        keep=True,
    )
    mem.relate("unit 1", "USES", "unit 2")
    mem.relate("unit 1", "LED_BY", "unit 2", keep=True)  # a second relation of the same pair
    mem.relate("unit 4", "LED_BY", "unit 5", valid_from="2010-01-01")
    mem.end("unit 4", "LED_BY", "unit 5", at="2015-01-01")
    mem.supersede("unit 6", "unit 7")
    mem.relate("unit 8", "BASED_IN", "unit 9")
    mem.invalidate("unit 9", reason="gone")
    single = ("LED_BY", "BASED_IN")
    orphans, expected = _reference_orphans_and_values(mem, single)
    assert sorted(mem.upkeep.orphans(k=1)["name"]) == orphans and orphans
    now = mem.store.last_change_at
    found = {
        (node, relation, target, version.version)
        for node, by_type in _single_values(mem.store, single, as_of=now, known_at=now).items()
        for relation, pairs in by_type.items()
        for target, version in pairs
    }
    assert found == expected and expected


def test_a_system_time_diff_lists_what_was_recorded_whatever_its_valid_time(mem):
    mem.add_concepts([{"name": "Kestrel"}, {"name": "Ana"}, {"name": "Dev"}, {"name": "Harrow"}, {"name": "Harrow II"}])
    mem.snapshot("start")
    mem.relate("Kestrel", "LED_BY", "Ana", valid_from="2015-01-01", valid_to="2019-08-14")  # closed when written
    mem.relate("Kestrel", "LED_BY", "Dev", valid_from="2019-08-14")
    mem.add_concept("Observatory")
    mem.supersede("Observatory", "Harrow", at="1998-01-01")  # added and superseded in the window
    diff = mem.diff("start", "now")
    assert sorted(zip(diff["change"], diff["name"], strict=True)) == [
        ("added", "Harrow SUPERSEDES Observatory"),
        ("added", "Kestrel LED_BY Ana"),
        ("added", "Kestrel LED_BY Dev"),
        ("added", "Observatory"),
        ("superseded", "Observatory"),
    ]


def test_a_valid_time_diff_reads_a_period_whole(mem):
    mem.add_concepts([{"name": "Harrow"}, {"name": "Pike"}, {"name": "Osei"}])
    mem.relate("Harrow", "LED_BY", "Pike", valid_from="1910-09-01", valid_to="1987-11-01")
    mem.relate("Harrow", "LED_BY", "Osei", valid_from="1987-11-01")
    diff = mem.diff("1986", "1987", axis="valid")  # from the first day of 1986 to the last of 1987
    assert sorted(zip(diff["change"], diff["name"], strict=True)) == [
        ("added", "Harrow LED_BY Osei"),
        ("ended", "Harrow LED_BY Pike"),
    ]
    assert diff.attrs["summary"].endswith("between 1986 and 1987 (valid time)")
    assert mem.diff("1987-12-01", "1988", axis="valid").empty  # both inside Osei's time


def test_a_valid_time_diff_lists_a_stint_that_began_and_ended_inside_it(mem):
    mem.add_concepts([{"name": "Vellmar"}, {"name": "Sabeth"}, {"name": "Osric"}, {"name": "Old Mint"}])
    mem.relate("Vellmar", "RULED_BY", "Sabeth", valid_from="1543", valid_to="1610")
    mem.relate("Vellmar", "RULED_BY", "Osric", valid_from="1611", valid_to="1650")
    mem.invalidate("Old Mint", reason="burnt down", at="1600")
    diff = mem.diff("1500", "1700", axis="valid")
    assert sorted(zip(diff["change"], diff["name"], strict=True)) == [
        ("added", "Vellmar RULED_BY Osric"),
        ("added", "Vellmar RULED_BY Sabeth"),
        ("ended", "Vellmar RULED_BY Osric"),
        ("ended", "Vellmar RULED_BY Sabeth"),
        ("invalidated", "Old Mint"),
    ]


def test_conflicts_without_a_date_find_stints_that_overlapped_in_the_past(mem):
    """A corrected end that runs into the next holder's stint is a conflict at any time, not only today; a
    hand-over within the year an end names ("to 1931", "from 1931") is none."""
    mem.add_concepts(
        [{"name": name, "kind": "person"} for name in ("Ana Reis", "Bo Lund", "Cy Marr")]
        + [{"name": "Vale Choir", "kind": "organisation"}],
        force=True,
    )
    mem.relate("Vale Choir", "LED_BY", "Ana Reis", valid_from="1920", valid_to="1931")
    mem.relate("Vale Choir", "LED_BY", "Bo Lund", valid_from="1931", valid_to="1940")
    mem.relate("Vale Choir", "LED_BY", "Cy Marr", valid_from="1940")
    assert mem.conflicts().empty  # hand-overs within the years the ends name
    mem.redate("Vale Choir", "LED_BY", "Bo Lund", valid_to="1945")
    found = mem.conflicts()
    assert list(found["values"]) == ["Bo Lund, Cy Marr (both 1940–1945)"]
    assert "mem.end('Vale Choir', 'LED_BY', 'Bo Lund', at='1940-01-01')" in found["suggestion"].iloc[0]
    assert mem.conflicts(as_of="1950").empty and not mem.conflicts(as_of="1942").empty
    assert "1 conflict" in str(mem.audit())


def test_conflicts_compare_a_value_with_every_earlier_one_that_still_holds(mem):
    mem.add_concepts([{"name": name} for name in ("Ana", "Bo", "Cy", "Vale Choir")], force=True)
    mem.relate("Vale Choir", "LED_BY", "Ana", valid_from="1920", valid_to="1950", keep=True)
    mem.relate("Vale Choir", "LED_BY", "Bo", valid_from="1930", valid_to="1935", keep=True)
    mem.relate("Vale Choir", "LED_BY", "Cy", valid_from="1940", keep=True)
    assert list(mem.conflicts()["values"]) == ["Ana, Bo (both 1930–1935)", "Ana, Cy (both 1940–1950)"]
