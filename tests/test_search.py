"""search(): the cascade, time filtering before fusion, the fused ranks."""

import pandas as pd
import pytest

from c0lab import HybridSearchConfig, InvalidInputError, Memory
from c0lab._time import find_date, format_time, parse_time

from .embedders import BagOfWordsEmbedder

pytestmark = pytest.mark.vector  # these tests search with vectors (Chroma)


@pytest.fixture
def world(tmp_path):
    mem = Memory.open(tmp_path / "memory", embedder=BagOfWordsEmbedder())
    mem.add_concepts(
        [
            {"name": "hybrid search", "description": "Keyword and vector retrieval fused by rank."},
            {"name": "reciprocal rank fusion", "description": "Merges ranked lists: score = w/(k+rank)."},
            {"name": "Glasswing index", "description": "A vector index for similarity search."},
            {"name": "Tallow protocol v1", "description": "Text wire format, one JSON message per line."},
            {"name": "Tallow protocol v2", "description": "Binary wire format with length-prefixed frames."},
        ]
    )
    mem.add_patch("Glasswing index", "Rarely used shards move to cold storage tiers.", valid_from="2023-04-01")
    mem.supersede("Tallow protocol v1", "Tallow protocol v2", at="2022-11-01")
    yield mem
    mem.close()


def names(frame: pd.DataFrame) -> list[str]:
    return frame["name"].tolist()


def test_an_exact_name_comes_first_whatever_its_case_or_punctuation(world):
    found = world.search("GLASSWING-index")
    assert names(found)[0] == "Glasswing index" and found["found_by"][0].startswith("exact")


def test_a_name_mentioned_in_a_question_comes_first(world):
    found = world.search("what wire format replaced the Tallow protocol v1 frames", as_of="2021-01-01")
    assert names(found)[0] == "Tallow protocol v1" and found["found_by"][0].startswith("mention")


def test_a_fact_that_lives_only_in_a_patch_finds_its_concept(world):
    for mode in ("keyword", "hybrid"):
        assert names(world.search("cold storage tiers", mode=mode))[0] == "Glasswing index"


def test_patches_are_searched_only_where_they_are_valid(world):
    assert "Glasswing index" not in names(world.search("cold storage tiers", mode="keyword", as_of="2022-01-01"))


def test_as_of_never_returns_a_version_outside_its_valid_interval(world):
    before = world.search("Tallow protocol wire format", as_of="2021-06-01", mode="keyword")
    after = world.search("Tallow protocol wire format", as_of="2024-06-01", mode="keyword")
    assert names(before) == ["Tallow protocol v1"] and names(after) == ["Tallow protocol v2"]
    moment = pd.Timestamp("2021-06-01", tz="UTC")
    for row in before.itertuples():
        assert pd.isna(row.valid_from) or row.valid_from <= moment
        assert pd.isna(row.valid_to) or moment < row.valid_to


def test_known_at_never_returns_a_version_the_memory_did_not_hold(world):
    held = world.last_change_at
    world.describe("hybrid search", "Now also reranks with a cross-encoder.")
    assert "hybrid search" in names(world.search("cross-encoder reranks", mode="keyword"))
    assert "hybrid search" not in names(world.search("cross-encoder reranks", mode="keyword", known_at=held))
    assert "hybrid search" in names(world.search("fused by rank", mode="keyword", known_at=held))
    for row in world.search("fused by rank", known_at=held).itertuples():
        assert row.recorded_at <= held and (pd.isna(row.expired_at) or held < row.expired_at)


def test_a_date_in_the_query_sets_as_of(world):
    assert names(world.search("Tallow protocol in 2021", mode="keyword")) == ["Tallow protocol v1"]
    assert names(world.search("Tallow protocol as of mid-2024", mode="keyword")) == ["Tallow protocol v2"]
    explicit = world.search("Tallow protocol in 2021", mode="keyword", as_of="2024-01-01")
    assert names(explicit) == ["Tallow protocol v2"]  # an explicit as_of wins over the text


def test_hybrid_fuses_the_two_lists_by_reciprocal_rank(tmp_path):
    config = HybridSearchConfig(alpha=0.4, rrf_k=60, vector_threshold=-1.0)
    with Memory.open(tmp_path, embedder=BagOfWordsEmbedder(), search_config=config) as mem:
        mem.add_concepts(
            [{"name": "alpha node", "description": "red apples"}, {"name": "bravo node", "description": "green pears"}]
        )
        found = mem.search("red apples", k=5)
    top = found.iloc[0]
    assert top["name"] == "alpha node" and top["found_by"] == "keyword+vector"
    assert top["score"] == pytest.approx(0.4 / (60 + top["keyword_rank"]) + 0.6 / (60 + top["vector_rank"]))


def test_the_vector_threshold_drops_weak_vector_hits(tmp_path):
    with Memory.open(
        tmp_path, embedder=BagOfWordsEmbedder(), search_config=HybridSearchConfig(vector_threshold=0.99)
    ) as mem:
        mem.add_concepts([{"name": "alpha node", "description": "red apples"}])
        assert mem.search("unrelated words entirely", mode="vector").empty


def test_keyword_only_memories_search_without_vectors(tmp_path):
    with Memory.open(tmp_path, embedder=None) as mem:
        mem.add_concept("hybrid search", "Keyword and vector retrieval.")
        assert names(mem.search("retrieval")) == ["hybrid search"]
        assert mem.status()["vectors"] == 0
        with pytest.raises(InvalidInputError, match="no vectors"):
            mem.search("retrieval", mode="vector")


@pytest.mark.parametrize(
    "call",
    [
        lambda m: m.search(""),
        lambda m: m.search("x", k=0),
        lambda m: m.search("x", mode="fuzzy"),
        lambda m: m.search("x", as_of="whenever"),
    ],
)
def test_bad_search_arguments_are_one_line_errors(world, call):
    with pytest.raises(InvalidInputError) as caught:
        call(world)
    assert "\n" not in str(caught.value)


def test_bad_configs_are_refused():
    with pytest.raises(InvalidInputError, match="alpha"):
        HybridSearchConfig(alpha=1.5)


@pytest.mark.parametrize(
    ("query", "date", "rest"),
    [
        ("who led Zephyr in 2020?", "2020-07-01", "who led Zephyr?"),
        ("as of mid-2023 who leads Zephyr", "2023-07-01", "who leads Zephyr"),
        ("Zephyr lead in June 2022", "2022-06-15", "Zephyr lead"),
        ("Zephyr on 2021-03-05", "2021-03-05", "Zephyr"),
        ("model v2020 notes", None, "model v2020 notes"),
    ],
)
def test_find_date_reads_the_date_a_question_carries(query, date, rest):
    moment, remainder = find_date(query)
    assert (format_time(moment) if moment else None) == date and remainder == rest


def test_now_in_a_question_means_now():
    moment, rest = find_date("who leads Zephyr now")
    assert abs(moment - parse_time("now")) < 5_000_000 and rest == "who leads Zephyr"


def test_graph_signals_are_off_by_default_and_lift_central_concepts_when_on(tmp_path):
    def build(config):
        mem = Memory.open(tmp_path / str(config.pagerank_boost), embedder=None, search_config=config)
        mem.add_concepts(
            [
                {"name": "central engine", "description": "a search engine"},
                {"name": "lonely engine", "description": "a search engine"},
            ]
            + [{"name": f"user {n}"} for n in range(5)]
        )
        for number in range(5):
            mem.relate(f"user {number}", "USES", "central engine")
        return mem

    plain, boosted = build(HybridSearchConfig()), build(HybridSearchConfig(pagerank_boost=2.0))
    try:
        assert names(plain.search("search engine", mode="keyword")) == ["central engine", "lonely engine"]
        scores = plain.search("search engine", mode="keyword")["score"].tolist()
        assert scores[0] > scores[1]  # BM25 ties broken by rank order alone
        lifted = boosted.search("search engine", mode="keyword")
        assert names(lifted)[0] == "central engine"
        assert lifted["score"][0] - lifted["score"][1] > scores[0] - scores[1]
    finally:
        plain.close()
        boosted.close()


def test_the_eval_runs_with_the_search_config_it_is_given(monkeypatch):
    from c0lab.bench import eval as retrieval_eval

    seen = []
    real_open = retrieval_eval.Memory.open

    def spying_open(*args, **options):
        seen.append(options.get("search_config"))
        return real_open(*args, **options)

    monkeypatch.setattr(retrieval_eval.Memory, "open", spying_open)
    config = HybridSearchConfig(pagerank_boost=1.0, community_boost=1.0)
    retrieval_eval.evaluate(k=3, embedder=None, search_config=config)
    assert seen == [config]
