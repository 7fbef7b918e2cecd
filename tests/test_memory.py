import pandas as pd
import pytest

from c0lab import (
    C0labError,
    DuplicateConceptError,
    InvalidInputError,
    LockedError,
    Memory,
    NotValidError,
    UnknownConceptError,
)

from .conftest import reopen


def test_add_and_read_a_concept(mem):
    added = mem.add_concept("hybrid search", "Keyword + vector retrieval.", kind="technique")
    read = mem.concept("HYBRID-search")  # names match without case or punctuation
    assert (read.name, read.description, read.kind, read.origin) == (
        "hybrid search",
        "Keyword + vector retrieval.",
        "technique",
        "user",
    )
    assert read.id == added.id and pd.isna(read.valid_from) and pd.isna(read.valid_to)


def test_an_existing_name_is_refused_even_with_force(mem):
    mem.add_concept("hybrid search")
    with pytest.raises(DuplicateConceptError, match="already exists"):
        mem.add_concept("Hybrid Search")
    with pytest.raises(DuplicateConceptError, match="already exists"):
        mem.add_concept("hybrid-search", force=True)


def test_a_near_duplicate_needs_force(mem):
    mem.add_concept("hybrid search")
    with pytest.raises(DuplicateConceptError, match="near-duplicate of concept 'hybrid search'"):
        mem.add_concept("hybrid serach")
    mem.add_concept("hybrid serach", force=True)
    assert mem.concept("hybrid serach").name == "hybrid serach"


def test_an_invalidated_name_can_be_added_again_with_force(mem):
    mem.add_concept("Zephyr", "first")
    mem.invalidate("Zephyr", reason="cancelled", at="2020-01-01")
    with pytest.raises(DuplicateConceptError, match="no longer valid"):
        mem.add_concept("Zephyr", "second", valid_from="2021-01-01")
    mem.add_concept("Zephyr", "second", valid_from="2021-01-01", force=True)
    assert mem.concept("Zephyr").description == "second"
    assert mem.concept("Zephyr", as_of="2019-06-01").description == "first"


def test_bulk_add_from_dicts_and_dataframes_is_one_write(mem):
    segments = mem.status()["segments"]
    assert mem.add_concepts([{"name": "alpha one", "description": "a"}, {"name": "bravo two"}]) == 2
    frame = pd.DataFrame({"name": ["charlie", "delta"], "description": ["c", None], "valid_from": ["2020", None]})
    assert mem.add_concepts(frame) == 2
    assert mem.status()["segments"] == segments + 2
    assert mem.concept("charlie", as_of="2020-06-01").description == "c"
    with pytest.raises(NotValidError):
        mem.concept("charlie", as_of="2019-06-01")
    assert mem.concept("delta").description == ""


def test_a_concept_not_valid_in_a_period_says_the_period_as_asked(mem):
    mem.add_concept("Percy Smith", "An English footballer.", valid_from="1880")
    with pytest.raises(NotValidError, match=r"not valid at any time in 1870 \(known at"):
        mem.concept("Percy Smith", as_of="1870")
    with pytest.raises(NotValidError, match="not valid at any time in January 1875"):
        mem.concept("Percy Smith", as_of="Jan, 1875")


def test_a_failing_bulk_add_adds_nothing(mem):
    with pytest.raises(DuplicateConceptError, match="record 3"):
        mem.add_concepts([{"name": "alpha one"}, {"name": "bravo two"}, {"name": "Alpha-One"}])
    with pytest.raises(UnknownConceptError):
        mem.concept("alpha one")
    with pytest.raises(InvalidInputError, match="record 1 has unknown fields colour"):
        mem.add_concepts([{"name": "x", "colour": "red"}])
    with pytest.raises(InvalidInputError, match="record 2 lacks name"):
        mem.add_concepts([{"name": "x"}, {"description": "y"}])


def test_patches_belong_to_their_concept_and_respect_valid_time(mem):
    mem.add_concept("hybrid search", "Keyword + vector.")
    mem.add_patch("hybrid search", "Weights are tuned per namespace.", valid_from="2025-01-01")
    assert [p.content for p in mem.concept("hybrid search").patches] == ["Weights are tuned per namespace."]
    assert mem.concept("hybrid search", as_of="2024-06-01").patches == ()
    with pytest.raises(UnknownConceptError):
        mem.add_patch("no such thing", "text")


def test_relations_and_neighbours_by_depth_and_direction(mem):
    mem.add_concepts([{"name": n} for n in ["rank fusion", "hybrid search", "Project Zephyr", "Mara Quill"]])
    mem.relate("rank fusion", "used by", "hybrid search")
    mem.relate("Project Zephyr", "USES", "hybrid search")
    mem.relate("Project Zephyr", "LED_BY", "Mara Quill")
    near = mem.neighbours("hybrid search")
    assert sorted(near["name"]) == ["Project Zephyr", "rank fusion"]
    assert set(near["relation"]) == {"USED_BY", "USES"} and set(near["direction"]) == {"in"}
    far = mem.neighbours("hybrid search", depth=2)
    assert far.set_index("name").loc["Mara Quill", "depth"] == 2
    assert mem.neighbours("Project Zephyr", direction="out")["name"].tolist() == ["hybrid search", "Mara Quill"]
    assert mem.neighbours("Project Zephyr", direction="in").empty


def test_relations_follow_valid_time(mem):
    mem.add_concepts([{"name": n} for n in ["Project Zephyr", "Mara Quill", "Tomas Vey"]])
    mem.relate("Project Zephyr", "LED_BY", "Mara Quill", valid_from="2019", valid_to="2022-03")
    mem.relate("Project Zephyr", "LED_BY", "Tomas Vey", valid_from="2022-03")
    assert mem.neighbours("Project Zephyr", as_of="2020")["name"].tolist() == ["Mara Quill"]
    assert mem.neighbours("Project Zephyr", as_of="2023")["name"].tolist() == ["Tomas Vey"]
    assert mem.neighbours("Project Zephyr", as_of="2018").empty
    with pytest.raises(InvalidInputError, match="already holds"):
        mem.relate("Project Zephyr", "LED_BY", "Tomas Vey", valid_from="2024")


def test_supersede_ends_the_old_starts_the_new_and_keeps_the_trail(mem):
    mem.add_concept("wire format v1", "JSON lines")
    mem.add_concept("wire format v2", "protobuf")
    mem.supersede("wire format v1", "wire format v2", at="2023-05-01")
    old = mem.concept("wire format v1", as_of="2023-04-30")
    assert old.reason == "superseded by 'wire format v2'" and old.cause == "wire format v2"
    assert old.valid_to == pd.Timestamp("2023-05-01", tz="UTC")
    with pytest.raises(NotValidError):
        mem.concept("wire format v1")
    with pytest.raises(NotValidError):
        mem.concept("wire format v2", as_of="2023-04-30")
    assert mem.concept("wire format v2").valid_from == pd.Timestamp("2023-05-01", tz="UTC")
    history = mem.history("wire format v1")
    trail = history.loc[history["kind"] == "relation"]
    assert trail["text"].tolist() == ["wire format v2 SUPERSEDES wire format v1"]
    assert trail["valid_from"].tolist() == [pd.Timestamp("2023-05-01", tz="UTC")]


def test_supersede_keeps_the_valid_time_of_a_successor_already_valid_before(mem):
    mem.add_concept("wire format v1", "JSON lines")
    mem.add_concept("wire format v3", "flatbuffers", valid_from="2019-01-01")  # a stated start before the change
    mem.add_concepts([{"name": "wire format v4"}, {"name": "Loom"}])
    mem.relate("Loom", "SPEAKS", "wire format v4", valid_from="2018", valid_to="2019")  # held in 2018
    mem.supersede("wire format v1", "wire format v3", at="2023-05-01")
    assert mem.concept("wire format v3").valid_from == pd.Timestamp("2019-01-01", tz="UTC")
    assert mem.concept("wire format v3", as_of="2020").name == "wire format v3"
    mem.supersede("wire format v3", "wire format v4", at="2024-01-01")
    assert mem.concept("wire format v4", as_of="2018-06").name == "wire format v4"  # its 2018 fact still reads
    assert pd.isna(mem.concept("wire format v4").valid_from)  # since always, as it was


def test_invalidate_keeps_reason_and_cause(mem):
    mem.add_concept("Zephyr office", "Berlin")
    mem.invalidate("Zephyr office", reason="office closed", at="2024-01-01", by="restructuring")
    before = mem.concept("Zephyr office", as_of="2023-12-31")
    assert (before.reason, before.cause) == ("office closed", "restructuring")
    with pytest.raises(NotValidError, match="not valid as of 2024-01-01"):
        mem.concept("Zephyr office", as_of="2024-01-01")


def test_describe_keeps_the_old_description_readable_by_known_at(mem):
    mem.add_concept("Zephyr", "a search engine")
    known = mem.last_change_at
    mem.describe("Zephyr", "the lab's search engine")
    assert mem.concept("Zephyr").description == "the lab's search engine"
    assert mem.concept("Zephyr", known_at=known).description == "a search engine"


def test_describe_at_a_past_date_splits_valid_time(mem):
    mem.add_concept("Zephyr", "v1")
    mem.describe("Zephyr", "v2", at="2022-01-01")
    assert mem.concept("Zephyr", as_of="2021-12-31").description == "v1"
    assert mem.concept("Zephyr", as_of="2022-01-01").description == "v2"


def test_history_lists_every_version_with_both_intervals(mem):
    mem.add_concept("Zephyr", "v1")
    mem.describe("Zephyr", "v2", at="2022-01-01")
    history = mem.history("Zephyr")
    assert list(history.columns[:8]) == [
        "version",
        "kind",
        "name",
        "text",
        "valid_from",
        "valid_to",
        "recorded_at",
        "expired_at",
    ]
    assert history["text"].tolist() == ["v1", "v1", "v2"]
    assert history["expired_at"].notna().tolist() == [True, False, False]


def test_status_counts_by_kind_and_lists_namespaces(tmp_path):
    with Memory.open(tmp_path, namespace="one") as mem:
        mem.add_concepts([{"name": "alpha one"}, {"name": "bravo two"}])
        mem.relate("alpha one", "KNOWS", "bravo two")
        mem.add_patch("alpha one", "more")
        mem.invalidate("bravo two", reason="gone")
    with Memory.open(tmp_path, namespace="two") as mem:
        mem.add_concept("alpha one")  # the same name in another namespace is fine
        status = mem.status()
    assert status["namespaces"] == ["one", "two"] and status["concepts"] == 1
    with Memory.open(tmp_path, namespace="one", read_only=True) as mem:
        status = mem.status()
    assert (status["concepts"], status["patches"], status["relations"]) == (1, 1, 1)
    assert status["records"] == {"concepts": 2, "patches": 1, "episodes": 0, "relations": 1}
    assert status["versions"] == 5  # the invalidation closed one version and added one


def test_namespaces_do_not_see_each_other(tmp_path):
    with Memory.open(tmp_path, namespace="a") as mem:
        mem.add_concept("only in a")
    with Memory.open(tmp_path, namespace="b") as mem:
        with pytest.raises(UnknownConceptError):
            mem.concept("only in a")


def test_changes_survive_reopening(mem):
    mem.add_concept("Zephyr", "v1")
    mem.add_concept("Mara Quill")
    mem.relate("Zephyr", "LED_BY", "Mara Quill", valid_from="2019")
    mem.describe("Zephyr", "v2", at="2022-01-01")
    known = mem.last_change_at
    mem.add_patch("Zephyr", "patched")
    mem = reopen(mem)
    try:
        assert mem.concept("Zephyr", as_of="2021").description == "v1"
        assert mem.concept("Zephyr").patches[0].content == "patched"
        assert mem.concept("Zephyr", known_at=known).patches == ()
        assert mem.neighbours("Zephyr")["name"].tolist() == ["Mara Quill"]
        assert mem.last_change_at > known
    finally:
        mem.close()


def test_read_only_memories_refuse_writes_and_closed_ones_everything(mem):
    mem.add_concept("Zephyr")
    with Memory.open(mem.path, read_only=True) as reader:
        assert reader.concept("Zephyr").name == "Zephyr"
        with pytest.raises(InvalidInputError, match="read-only"):
            reader.add_concept("other")
    mem.close()
    with pytest.raises(C0labError, match="closed"):
        mem.concept("Zephyr")


def test_a_second_writer_in_the_same_process_is_refused(mem):
    with pytest.raises(LockedError, match="read_only=True"):
        Memory.open(mem.path)


def test_graph_is_a_networkx_view_of_a_time_slice(mem):
    mem.add_concepts([{"name": "alpha one"}, {"name": "bravo two", "valid_from": "2022"}])
    mem.relate("alpha one", "KNOWS", "bravo two")
    assert mem.graph(as_of="2021").number_of_nodes() == 1
    assert mem.graph(as_of="2023").number_of_edges() == 1


def test_aliases_are_other_names_of_a_concept(mem):
    mem.add_concept("reciprocal rank fusion", "score = w/(k+rank)", aliases=["RRF"])
    mem.add_alias("reciprocal rank fusion", "rank fusion")
    assert mem.concept("rrf").name == "reciprocal rank fusion"
    assert mem.concept("Rank-Fusion").aliases == ("RRF", "rank fusion")
    with pytest.raises(DuplicateConceptError, match="already an alias of concept 'reciprocal rank fusion'"):
        mem.add_concept("RRF")
    with pytest.raises(DuplicateConceptError):
        mem.add_alias("reciprocal rank fusion", "RRF")
    known = mem.last_change_at
    mem = reopen(mem)
    try:
        assert mem.concept("rank fusion").name == "reciprocal rank fusion"
        assert mem.search("RRF", mode="keyword")["found_by"][0].startswith("exact")
        assert mem.concept("rrf", known_at=known).aliases == ("RRF", "rank fusion")
    finally:
        mem.close()


def test_a_batch_is_saved_together_as_one_segment(mem):
    before = mem.status()["segments"]
    with mem.batch():
        mem.add_concept("alpha one")
        mem.add_concept("bravo two")
        mem.relate("alpha one", "KNOWS", "bravo two")
        assert mem.neighbours("alpha one")["name"].tolist() == ["bravo two"]  # visible inside the block
    assert mem.status()["segments"] == before + 1
    mem = reopen(mem)
    try:
        assert mem.neighbours("alpha one")["name"].tolist() == ["bravo two"]
    finally:
        mem.close()


def test_a_batch_that_raises_midway_leaves_no_trace(mem):
    mem.add_concept("kept")
    before = (mem.status()["versions"], mem.status()["segments"], mem.last_change_at)
    with pytest.raises(DuplicateConceptError):
        with mem.batch():
            mem.add_concept("alpha one")
            mem.describe("kept", "changed")
            mem.add_concept("Alpha-One")  # refused: the whole block goes
    assert (mem.status()["versions"], mem.status()["segments"], mem.last_change_at) == before
    with pytest.raises(UnknownConceptError):
        mem.concept("alpha one")
    assert mem.concept("kept").description == ""
    assert mem.search("alpha", mode="keyword").empty
    mem.add_concept("alpha one")  # and the memory carries on
    mem = reopen(mem)
    try:
        assert mem.concept("alpha one").name == "alpha one" and mem.concept("kept").description == ""
    finally:
        mem.close()


def test_an_injected_clock_stamps_the_writes_and_system_time_never_goes_back(tmp_path):
    from c0lab._time import parse_time

    moments = iter([parse_time("2021-03-01"), parse_time("2020-01-01")])
    with Memory.open(tmp_path / "m", embedder=None, clock=lambda: next(moments)) as mem:
        mem.add_concept("Alpha")
        assert mem.store.last_change_at == parse_time("2021-03-01")
        mem.add_concept("Beta")  # the clock went back: recorded just after the latest change
        assert mem.store.last_change_at == parse_time("2021-03-01") + 1
        assert mem.search("Alpha", known_at="2021-02-01").empty
        assert mem.search("Alpha", known_at="2021-03-02")["name"].tolist() == ["Alpha"]


def test_the_bench_day_clock_reads_a_day_inside_its_block_only():
    from c0lab._time import now_micros, parse_time
    from c0lab.bench.arms import DayClock

    clock = DayClock()
    with clock.at("2024-05-01"):
        assert clock() == parse_time("2024-05-01")
    assert abs(clock() - now_micros()) < 60_000_000
