import numpy as np
import pytest
import rank_bm25

from c0lab.index.keyword import BM25Okapi, KeywordIndex, tokenize


def test_the_fast_scorer_gives_rank_bm25s_scores_bit_for_bit():
    corpus = [tokenize(text) for text in [
        "Reciprocal rank fusion merges ranked lists", "Hybrid search fuses keyword and vector results",
        "Project Zephyr is led by Tomas Vey", "The vector index shards to cold storage", "zephyr zephyr wind",
    ]]
    fast, reference = BM25Okapi(corpus), rank_bm25.BM25Okapi(corpus)
    assert BM25Okapi.__module__.startswith("rank_bm25_rs"), "the Rust scorer should be installed with [fast]"
    for query in ["zephyr", "vector fusion", "cold storage shards", "nothing matches"]:
        assert np.array_equal(fast.get_scores(tokenize(query)), reference.get_scores(tokenize(query)))


def test_tokens_are_stemmed_lowercase_words_without_stop_words():
    assert tokenize("The Robots MAINTAINED_BY who?") == ["robot", "maintain"]
    assert tokenize("Müller's café, version 2") == ["müller", "café", "version", "2"]


def test_the_index_rebuilds_only_when_texts_were_added():
    index = KeywordIndex()
    index.add("hybrid search")
    index.scores("search")
    built = index._bm25
    index.scores("hybrid")
    assert index._bm25 is built
    index.add("keyword search")
    assert len(index.scores("search")) == 2 and index._bm25 is not built


def test_a_text_holding_a_query_term_always_matches_even_when_idf_is_zero():
    index = KeywordIndex()
    for text in ["red apples", "green pears"]:  # 'red' is in half the texts: Okapi's IDF is 0
        index.add(text)
    scores = index.scores("red")
    assert scores[0] > 0 and scores[1] == 0
    index.add("red wine")
    index.add("blue cheese")
    index.add("white bread")
    scores = index.scores("red apples")
    assert scores.argmax() == 0 and scores[1] == 0 and scores[2] > 0


@pytest.mark.parametrize("query", ["", "the of and", "!!!"])
def test_queries_with_no_terms_score_zero(query):
    index = KeywordIndex()
    index.add("hybrid search")
    assert index.scores(query).tolist() == [0.0]
