import random

import numpy as np
import pytest
import rank_bm25

from c0lab.index.keyword import MATCH_FLOOR, BM25Okapi, KeywordIndex, tokenize


def test_the_fast_scorer_gives_rank_bm25s_scores_bit_for_bit():
    corpus = [
        tokenize(text)
        for text in [
            "Reciprocal rank fusion merges ranked lists",
            "Hybrid search fuses keyword and vector results",
            "Project Zephyr is led by Tomas Vey",
            "The vector index shards to cold storage",
            "zephyr zephyr wind",
        ]
    ]
    fast, reference = BM25Okapi(corpus), rank_bm25.BM25Okapi(corpus)
    assert BM25Okapi.__module__.startswith("rank_bm25_rs"), "the Rust scorer should be installed with [fast]"
    for query in ["zephyr", "vector fusion", "cold storage shards", "nothing matches"]:
        assert np.array_equal(fast.get_scores(tokenize(query)), reference.get_scores(tokenize(query)))


def test_tokens_are_stemmed_lowercase_words_without_stop_words():
    assert tokenize("The Robots MAINTAINED_BY who?") == ["robot", "maintain"]
    assert tokenize("Müller's café, version 2") == ["müller", "café", "version", "2"]


def _rank_bm25_scores(texts: list[str], query: str) -> np.ndarray:
    """What the index gave when it was rank-bm25 itself: BM25Okapi over the tokens ([""] for none),
    asked the query's known terms, negatives clipped, MATCH_FLOOR per term a text holds."""
    corpus = [tokenize(text) or [""] for text in texts]
    terms = [term for term in tokenize(query) if any(term in tokens for tokens in corpus)]
    scores = np.maximum(np.asarray(rank_bm25.BM25Okapi(corpus).get_scores(terms)), 0.0)
    for term in set(terms):
        scores[[number for number, tokens in enumerate(corpus) if term in tokens]] += MATCH_FLOOR
    return scores


@pytest.mark.parametrize("seed", range(12))
def test_the_sparse_index_scores_as_rank_bm25_does(seed):
    """Texts added in bulk, one by one, folded or still pending: every score is rank-bm25's (empty texts,
    repeated query terms, terms in half the texts or more (epsilon IDF) and tiny corpora included)."""
    rng = random.Random(seed)
    words = (
        "zephyr wind vector fusion cold storage shard rank list hybrid search red apple green the of 2 Müller"
    ).split()
    texts = [" ".join(rng.choices(words, k=rng.randint(0, 8))) for _ in range(rng.randint(1, 500 if seed % 3 else 40))]
    index = KeywordIndex()
    split = rng.randint(0, len(texts))
    index.add_many(texts[:split])
    for text in texts[split:]:
        index.add(text)
    for query in ["zephyr", "red apples red", "cold storage shards", "müller wind wind", "nothing", "the"]:
        expected = _rank_bm25_scores(texts, query)
        np.testing.assert_allclose(index.scores(query), expected, rtol=1e-12, atol=0)
        found, scores = index.matches(query)
        assert found.tolist() == np.flatnonzero(expected).tolist()
        np.testing.assert_allclose(scores, expected[found], rtol=1e-12, atol=0)
    index._fold()
    np.testing.assert_allclose(index.scores("red wind"), _rank_bm25_scores(texts, "red wind"), rtol=1e-12, atol=0)


def test_texts_added_after_a_search_are_found_and_counted():
    index = KeywordIndex()
    index.add_many(["hybrid search", "cold storage", "warm storage"] * 2000)  # folded into the matrix at once
    before = index.scores("search")
    index.add("keyword search")  # pending
    after = index.scores("search")
    assert len(after) == 6001 and after[-1] > 0 and index.frequency("search") == 2001
    assert after[0] != before[0]  # the IDF and the mean length moved with the new text
    assert index.knows("keyword") and not index.knows("") and index.frequency("absent") == 0


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


@pytest.mark.parametrize("limit", [1, 3, 50])
def test_the_keyword_list_equals_ranking_every_document(tmp_path, limit):
    """Only the best texts are expanded when they hold enough visible concepts; the list is the one that
    ranking every visible document gives (texts shared by many messages, older versions, ties)."""
    import dataclasses

    from c0lab import Memory

    rng = random.Random(limit)
    words = "database cache postgres teal colour queue shard index vector budget".split()
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concepts([{"name": f"item {n}", "description": " ".join(rng.choices(words, k=4))} for n in range(60)])
        for n in range(0, 60, 7):
            mem.describe(f"item {n}", " ".join(rng.choices(words, k=3)))  # older versions: invisible now
        mem.add_episodes(
            [
                {
                    "text": rng.choice(["the database it is", "teal, then", "postgres for the cache"])
                    if n % 3
                    else " ".join(rng.choices(words, k=5)),
                    "session": f"s{n // 10}",
                }
                for n in range(300)
            ]
        )
        index = mem.core.index
        index.config = dataclasses.replace(index.config, keyword_limit=limit)
        now = mem.store.last_change_at
        for query in ["database", "teal postgres", "cache queue budget", "vector"]:
            for episodes in (False, True):
                scores = index.keyword.scores(query)[index.docs.texts()]
                scores[~index.docs.visible(as_of=now, known_at=now, episodes=episodes)] = 0.0
                candidates = np.flatnonzero(scores > 0)
                ordered = candidates[np.argsort(-scores[candidates], kind="stable")]
                expected = index._concepts(
                    ((int(d), float(scores[d])) for d in ordered), limit, as_of=now, known_at=now
                )
                assert index.keyword_list(query, as_of=now, known_at=now, episodes=episodes) == expected
                assert expected


def test_a_query_term_s_part_is_scaled_by_its_weight_and_its_holders_are_found():
    index = KeywordIndex()
    index.add_many(["paintings in the studio", "feeling tired lately", "lately the paintings dried"])
    index.add_many(["cold storage", "warm storage", "hybrid search"])
    texts, plain = index.matches("paintings lately")
    weighted_texts, weighted = index.matches("paintings lately", weights={"late": 0.5})
    assert texts.tolist() == weighted_texts.tolist() == [0, 1, 2]
    assert weighted[0] == pytest.approx(plain[0])  # no 'lately' there
    assert weighted[1] == pytest.approx(plain[1] / 2, rel=1e-3)  # only 'lately' there
    assert sorted(index.holders("late").tolist()) == [1, 2] and index.holders("absent").tolist() == []
