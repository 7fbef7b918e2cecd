"""The keyword index: BM25 (Okapi) over the distinct searchable texts.

Scores come from ``rank_bm25_rs`` — a Rust build of rank-bm25's scorer with
bit-identical scores — when it is installed, else from ``rank_bm25`` itself;
a test checks the two agree.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import numpy as np
import snowballstemmer

try:
    from rank_bm25_rs import BM25Okapi
except ImportError:  # pragma: no cover - the pure-Python scorer is the fallback
    from rank_bm25 import BM25Okapi

__all__ = ["MATCH_FLOOR", "BM25Okapi", "KeywordIndex", "STOPWORDS", "tokenize"]

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_STEMMER = snowballstemmer.stemmer("english")
STOPWORDS = frozenset(
    "a an and are as at be by did do does for from had has have how i in is it its of on or that the "
    "their them then there these they this to was were what when where which who whom whose why will "
    "with".split()
)


@lru_cache(maxsize=200_000)
def _stem(word: str) -> str:
    return _STEMMER.stemWord(word)


def tokenize(text: str) -> list[str]:
    """Lower-case, stemmed word tokens (Snowball, English) without stop words.

    ``_`` separates words, so a relation type such as ``MAINTAINED_BY`` reads
    as its words.

    >>> tokenize("Who maintains the robots? MAINTAINED_BY")
    ['maintain', 'robot', 'maintain']
    """
    folded = unicodedata.normalize("NFKC", text).casefold()
    return [
        _stem(token) for token in _TOKEN.findall(folded)
        if token not in STOPWORDS and (len(token) > 1 or token.isdigit())
    ]


MATCH_FLOOR = 1e-6
"""The least score of a text that holds a query term.

Okapi's IDF is zero or below for a term in half the texts or more, which in
a small memory is most terms; a text that holds the term still matches, so
it keeps this much (times the terms it holds) to rank after real scores."""


class KeywordIndex:
    """BM25 over a list of texts; rebuilt from scratch when texts were added since."""

    def __init__(self) -> None:
        self._tokens: list[list[str]] = []
        self._postings: dict[str, list[int]] = {}
        self._built_for = 0
        self._bm25: BM25Okapi | None = None

    def add(self, text: str) -> None:
        """Add a text; the scorer is rebuilt at the next query."""
        tokens = tokenize(text) or [""]
        for term in set(tokens):
            self._postings.setdefault(term, []).append(len(self._tokens))
        self._tokens.append(tokens)

    def __len__(self) -> int:
        return len(self._tokens)

    def knows(self, term: str) -> bool:
        """Whether some text holds the (stemmed) ``term``."""
        return term in self._postings

    def frequency(self, term: str) -> int:
        """How many texts hold the (stemmed) ``term``."""
        return len(self._postings.get(term, ()))

    def scores(self, query: str) -> np.ndarray:
        """BM25 scores of every text for ``query``; zero exactly for texts with no query term."""
        terms = [term for term in tokenize(query) if term in self._postings]
        if not terms:
            return np.zeros(len(self._tokens))
        if self._bm25 is None or self._built_for != len(self._tokens):
            self._bm25 = BM25Okapi(self._tokens)
            self._built_for = len(self._tokens)
        scores = np.maximum(np.asarray(self._bm25.get_scores(terms), dtype=np.float64), 0.0)
        for term in set(terms):
            matched = self._postings[term]
            scores[matched] += MATCH_FLOOR
        return scores
