"""The search index keeps its keyword and vector lists (and a search's hits) while nothing changes, under the
times' visibility class: every "now" after the last edge is one class; an earlier time is its own."""

import numpy as np
import pandas as pd

from c0lab import HybridSearchConfig, Memory
from c0lab._time import BEGINNING, FOREVER, micros_of_timestamp, now_micros, parse_time, to_timestamp
from c0lab.index.documents import Documents
from c0lab.index.keyword import KeywordIndex, tokenize
from c0lab.index.remembered import LATEST, Remembered, time_class
from c0lab.model.records import Version

from .embedders import BagOfWordsEmbedder


def _memory(tmp_path):
    memory = Memory.open(
        tmp_path / "memory", embedder=BagOfWordsEmbedder(), search_config=HybridSearchConfig(vector_index="memory")
    )
    memory.add_concepts([{"name": "Glasswing index", "description": "A vector index for similarity search."}])
    memory.add_patch("Glasswing index", "Shards move to cold storage tiers.", valid_from="2023-04-01")
    return memory


def _counting(monkeypatch):
    calls = []
    matches = KeywordIndex.matches

    def counted(self, query, **options):
        calls.append(query)
        return matches(self, query, **options)

    monkeypatch.setattr(KeywordIndex, "matches", counted)
    return calls


def test_a_walk_asked_again_now_reuses_the_index_lists_and_gives_the_same_context(tmp_path, monkeypatch):
    with _memory(tmp_path) as memory:
        first = memory.walk("what does Glasswing index move to cold storage?", budget_tokens=250).context
        calls = _counting(monkeypatch)
        again = memory.walk("what does Glasswing index move to cold storage?", budget_tokens=250).context
        assert again == first and calls == []  # a later "now" sees the same documents: nothing searched anew


def test_a_write_or_an_earlier_time_searches_again(tmp_path, monkeypatch):
    with _memory(tmp_path) as memory:
        index = memory.index
        now = now_micros()
        before = index.keyword_list("cold storage", as_of=now, known_at=now)
        calls = _counting(monkeypatch)
        early = index.keyword_list("cold storage", as_of=parse_time("2023-01-01"), known_at=now)
        assert calls == ["cold storage"] and before and not early  # the patch was not valid yet then
        memory.add_patch("Glasswing index", "Cold storage tiers are cheap.", valid_from="2024-01-01")
        later = now_micros()
        after = index.keyword_list("cold storage", as_of=later, known_at=later)
        assert calls == ["cold storage", "cold storage"] and len(after) == len(before)


def test_kept_hits_are_copies_a_caller_may_change(tmp_path):
    with _memory(tmp_path) as memory:
        now = now_micros()
        hits = memory.index.search("Glasswing index", k=3, mode="hybrid", as_of=now, known_at=now)
        hits[0].found_by = "changed"
        again = memory.index.search("Glasswing index", k=3, mode="hybrid", as_of=now, known_at=now)
        assert again[0].found_by != "changed"


def test_last_edges_leave_out_open_ends_and_follow_changes():
    documents = Documents()
    assert documents.last_edges() == (BEGINNING, BEGINNING)
    row = Version(1, "r", "concept", "x", valid_from=BEGINNING, valid_to=FOREVER, recorded_at=5, expired_at=FOREVER)
    documents.extend([(row, "r", 0)])
    assert documents.last_edges() == (BEGINNING, 5)
    documents.upsert(row._replace(valid_to=40, expired_at=9), "r", 0)
    assert documents.last_edges() == (40, 9)
    assert time_class(40, 40) == time_class(10**15, 40) == LATEST and time_class(39, 40) == 39


def test_remembered_forgets_on_a_new_state():
    kept = Remembered(size=2)
    made = []
    assert kept.get("a", "k", lambda: made.append(1) or 1) == kept.get("a", "k", lambda: made.append(2) or 2) == 1
    assert kept.get("b", "k", lambda: made.append(3) or 3) == 3 and made == [1, 3]


def test_tokenize_hands_out_a_fresh_list_each_time():
    first = tokenize("Who maintains the robots?")
    first.append("changed")
    assert tokenize("Who maintains the robots?") == ["maintain", "robot"]


def test_timestamps_convert_to_utc_micros_aware_naive_and_below_a_microsecond():
    eastern = pd.Timestamp("2020-01-01 05:00", tz="US/Eastern")
    assert micros_of_timestamp(eastern) == parse_time("2020-01-01 10:00")
    assert micros_of_timestamp(pd.Timestamp(np.datetime64(-1, "ns"))) == -1  # floor, as datetime64 casts
    moment = parse_time("2021-03-04 05:06:07")
    assert micros_of_timestamp(to_timestamp(moment)) == moment and to_timestamp(moment).unit == "us"
