"""The keyword index: BM25 (Okapi) over the distinct searchable texts.

Scores are rank-bm25's ``BM25Okapi`` scores (k1 1.5, b 0.75, epsilon 0.25;
a test checks them against rank-bm25 itself), computed from a sparse
document × term matrix (SciPy CSC, kept as its three arrays): a query touches only the postings of its
own terms, so a search costs what its terms hold, not the size of the memory,
and building the index is a few array operations rather than one Python dict
per text. Texts added since the matrix was built wait in a short list of
postings and are folded in when that list grows.

``BM25Okapi`` (``rank_bm25_rs`` when installed, else ``rank_bm25``) is still
exported for the benchmark's flat-BM25 arm.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from collections.abc import Iterable, Mapping
from functools import lru_cache

import numpy as np
import snowballstemmer

try:
    from rank_bm25_rs import BM25Okapi
except ImportError:  # pragma: no cover - the pure-Python scorer is the fallback
    from rank_bm25 import BM25Okapi

__all__ = ["MATCH_FLOOR", "BM25Okapi", "KeywordIndex", "STOPWORDS", "tokenize", "whole_words"]

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_STEMMER = snowballstemmer.stemmer("english")  # PyStemmer's C build when installed: the same stems
STOPWORDS = frozenset(
    "a an and are as at be by did do does for from had has have how i in is it its of on or that the "
    "their them then there these they this to was were what when where which who whom whose why will "
    "with".split()
)
K1, B, EPSILON = 1.5, 0.75, 0.25
"""rank-bm25's ``BM25Okapi`` defaults."""


@lru_cache(maxsize=200_000)
def _stem(word: str) -> str:
    return str(_STEMMER.stemWord(word))


def _words(text: str) -> list[str]:
    return _TOKEN.findall(unicodedata.normalize("NFKC", text).casefold())


def _kept(word: str) -> bool:
    return word not in STOPWORDS and (len(word) > 1 or word.isdigit())


@lru_cache(maxsize=4096)
def whole_words(phrase: str) -> re.Pattern[str]:
    """A case-blind pattern for ``phrase`` standing as whole words (not inside a longer word or hyphenation).

    >>> bool(whole_words("R&D").search("our r&d lab")), bool(whole_words("Zephyr").search("Zephyr-2"))
    (True, False)
    """
    return re.compile(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", re.IGNORECASE)


_REMEMBERED = 1000
"""The longest text whose tokens :func:`tokenize` keeps (a walk reads the same lines and names many times)."""


def tokenize(text: str) -> list[str]:
    """Lower-case, stemmed word tokens (Snowball, English) without stop words.

    ``_`` separates words, so a relation type such as ``MAINTAINED_BY`` reads
    as its words. A text of up to :data:`_REMEMBERED` characters is read once:
    its tokens are kept (a fresh list each call).

    >>> tokenize("Who maintains the robots? MAINTAINED_BY")
    ['maintain', 'robot', 'maintain']
    """
    if len(text) <= _REMEMBERED:
        return list(_tokens(text))
    return [_stem(word) for word in _words(text) if _kept(word)]


@lru_cache(maxsize=32_768)
def _tokens(text: str) -> tuple[str, ...]:
    return tuple(_stem(word) for word in _words(text) if _kept(word))


MATCH_FLOOR = 1e-6
"""The least score of a text that holds a query term.

Okapi's IDF is zero or below for a term in half the texts or more, which in
a small memory is most terms; a text that holds the term still matches, so
it keeps this much (times the terms it holds) to rank after real scores."""


class _Grown:
    """A NumPy int64 vector that grows by doubling (document lengths, document frequencies)."""

    def __init__(self) -> None:
        self.values = np.zeros(1024, dtype=np.int64)
        self.size = 0

    def ensure(self, size: int) -> None:
        if size > len(self.values):
            grown = np.zeros(max(size, 2 * len(self.values)), dtype=np.int64)
            grown[: self.size] = self.values[: self.size]
            self.values = grown
        self.size = max(self.size, size)

    def view(self) -> np.ndarray:
        return self.values[: self.size]


class KeywordIndex:
    """BM25 over a list of texts (text ``i`` is the ``i``-th added), with rank-bm25's scores."""

    def __init__(self) -> None:
        self._terms: dict[str, int] = {}  # stem -> term id, in order of first appearance
        self._word_terms: dict[str, int] = {}  # a raw (folded) word -> its term id, or -1 when dropped
        self._lengths = _Grown()  # tokens per text
        self._frequency = _Grown()  # texts per term
        self._total = 0  # tokens in all texts
        # texts × terms, folded: counts as the parts of a SciPy CSC matrix (SciPy is imported only to fold)
        self._indptr, self._indices = np.zeros(1, dtype=np.int32), np.zeros(0, dtype=np.int32)
        self._counts, self._folded = np.zeros(0, dtype=np.int64), 0  # _folded: the texts the matrix has rows for
        self._pending: tuple[array[int], array[int]] = (array("q"), array("q"))  # (text, term) of each token not folded
        self._idf: tuple[int, np.ndarray] | None = None  # (texts counted, idf per term)

    def __len__(self) -> int:
        return self._lengths.size

    # -- adding ------------------------------------------------------------------

    def _term_ids(self, words: list[str]) -> list[int]:
        lookup = self._word_terms
        try:  # most texts of a large memory hold only words seen before
            return [term for term in map(lookup.__getitem__, words) if term >= 0]
        except KeyError:
            pass
        for word in dict.fromkeys(words):  # in order: term ids follow first appearance, as rank-bm25's do
            if word not in lookup:
                lookup[word] = self._terms.setdefault(_stem(word), len(self._terms)) if _kept(word) else -1
        return [term for term in map(lookup.__getitem__, words) if term >= 0]

    def add(self, text: str) -> None:
        """Add a text; it is searchable at once."""
        self.add_many([text])

    def add_many(self, texts: Iterable[str]) -> None:
        """Add texts in order (one pass over their words: each distinct word is stemmed once)."""
        text_ids, term_ids, lengths = self._pending[0], self._pending[1], []
        number = len(self)
        for text in texts:
            terms = self._term_ids(_words(text))
            if not terms:  # rank-bm25 is given [""] for a text with no tokens: one token, of its own term
                terms = [self._terms.setdefault("", len(self._terms))]
            text_ids.extend([number] * len(terms))
            term_ids.extend(terms)
            lengths.append(len(terms))
            number += 1
        if not lengths:
            return
        first = len(self)
        self._lengths.ensure(number)
        self._lengths.values[first:number] = lengths
        self._total += sum(lengths)
        self._idf = None
        self._frequency.ensure(len(self._terms))
        if len(text_ids) > max(4096, len(self._indices) // 8):
            self._fold()
            return
        start = len(text_ids) - sum(lengths)
        pairs = np.sort(
            np.frombuffer(text_ids, dtype=np.int64)[start:] * len(self._terms)
            + np.frombuffer(term_ids, dtype=np.int64)[start:]
        )
        distinct = pairs[np.flatnonzero(np.diff(pairs, prepend=-1))]
        np.add.at(self._frequency.values, distinct % len(self._terms), 1)

    def _fold(self) -> None:
        """Move the pending postings into the matrix."""
        from scipy import sparse

        texts = np.frombuffer(self._pending[0], dtype=np.int64)
        terms = np.frombuffer(self._pending[1], dtype=np.int64)
        shape = (len(self), len(self._terms))
        added = sparse.csc_matrix((np.ones(len(texts), dtype=np.int64), (texts, terms)), shape=shape)
        if len(self._indices):
            matrix = sparse.csc_matrix(
                (self._counts, self._indices, self._indptr), shape=(self._folded, len(self._indptr) - 1)
            )
            matrix.resize(shape)
            matrix = (matrix + added).tocsc()
        else:
            matrix = added
        matrix.sort_indices()
        self._indptr, self._indices, self._counts, self._folded = matrix.indptr, matrix.indices, matrix.data, shape[0]
        self._pending = (array("q"), array("q"))
        self._frequency.values[: len(self._terms)] = np.diff(self._indptr)

    # -- saving ------------------------------------------------------------------

    def state(self) -> tuple[dict[str, np.ndarray], list[str]]:
        """What :meth:`restore` needs to make this index again: arrays, and the terms in order."""
        arrays = {
            "lengths": self._lengths.view(),
            "frequency": self._frequency.view(),
            "indptr": self._indptr,
            "indices": self._indices,
            "counts": self._counts,
            "pending_texts": np.frombuffer(self._pending[0], dtype=np.int64),
            "pending_terms": np.frombuffer(self._pending[1], dtype=np.int64),
            "sizes": np.array([self._total, self._folded], dtype=np.int64),
        }
        return arrays, list(self._terms)

    @classmethod
    def restore(cls, arrays: dict[str, np.ndarray], terms: list[str]) -> KeywordIndex:
        """The index whose :meth:`state` this was (the arrays are checked for shape, not for sense)."""
        index = cls()
        index._terms = dict(zip(terms, range(len(terms)), strict=True))
        for grown, name in ((index._lengths, "lengths"), (index._frequency, "frequency")):
            grown.ensure(len(arrays[name]))
            grown.values[: grown.size] = arrays[name]
        index._indptr, index._indices, index._counts = arrays["indptr"], arrays["indices"], arrays["counts"]
        index._total, index._folded = (int(size) for size in arrays["sizes"])
        texts, term_ids = arrays["pending_texts"], arrays["pending_terms"]
        index._pending = (array("q", texts.astype(np.int64).tobytes()), array("q", term_ids.astype(np.int64).tobytes()))
        count = len(index)
        if not (
            len(index._frequency.view()) == len(terms)
            and len(index._indptr) - 1 <= len(terms)
            and index._folded <= count
            and len(index._indices) == len(index._counts) == index._indptr[-1]
            and (not len(index._indices) or index._indices.max() < index._folded)
            and len(texts) == len(term_ids)
            and (not len(texts) or (texts.max() < count and term_ids.max() < len(terms)))
        ):
            raise ValueError("the saved keyword index does not hold together")
        return index

    # -- asking ------------------------------------------------------------------

    def knows(self, term: str) -> bool:
        """Whether some text holds the (stemmed) ``term``."""
        return term in self._terms and term != ""

    def frequency(self, term: str) -> int:
        """How many texts hold the (stemmed) ``term``."""
        number = self._terms.get(term)
        return 0 if number is None or term == "" else int(self._frequency.values[number])

    def _idfs(self) -> np.ndarray:
        """Okapi IDF per term as rank-bm25 computes it: terms in half the texts or more get
        ``epsilon`` times the mean IDF (the mean summed in order of first appearance, as rank-bm25 does)."""
        if self._idf is None or self._idf[0] != len(self):
            count, frequency = len(self), self._frequency.view()
            idf = np.log(count - frequency + 0.5) - np.log(frequency + 0.5)
            average = float(np.cumsum(idf)[-1]) / len(idf) if len(idf) else 0.0
            idf[idf < 0] = EPSILON * average
            self._idf = (count, idf)
        return self._idf[1]

    def _postings(self, term: int) -> tuple[np.ndarray, np.ndarray]:
        """The texts holding ``term`` and how often, folded and pending together."""
        if term < len(self._indptr) - 1:
            start, end = self._indptr[term], self._indptr[term + 1]
            texts, counts = self._indices[start:end].astype(np.int64), self._counts[start:end]
        else:
            texts = counts = np.zeros(0, dtype=np.int64)
        if self._pending[0]:
            pending = np.frombuffer(self._pending[0], dtype=np.int64)[
                np.frombuffer(self._pending[1], dtype=np.int64) == term
            ]
            if len(pending):
                more, times = np.unique(pending, return_counts=True)
                texts, counts = np.concatenate([texts, more]), np.concatenate([counts, times])
        return texts, counts

    def holders(self, term: str) -> np.ndarray:
        """The texts (ids) that hold the search term ``term`` (a stem, as :func:`tokenize` gives it)."""
        held = self._terms.get(term)
        return self._postings(held)[0] if held is not None else np.zeros(0, dtype=np.int64)

    def matches(self, query: str, *, weights: Mapping[str, float] | None = None) -> tuple[np.ndarray, np.ndarray]:
        """The texts that hold a query term (ascending ids) and their scores: what :meth:`scores`
        gives them; every other text scores zero. ``weights`` scales a term's part (a stem -> a factor; 1 if
        not given)."""
        words = [term for term in tokenize(query) if term in self._terms]
        terms = [self._terms[term] for term in words]
        if not terms:
            return np.zeros(0, dtype=np.int64), np.zeros(0)
        idf, lengths, average = self._idfs(), self._lengths.view(), self._total / len(self)
        postings = {term: self._postings(term) for term in set(terms)}
        texts = np.sort(np.concatenate([found for found, _ in postings.values()]))
        texts = texts[np.flatnonzero(np.diff(texts, prepend=-1))]  # distinct (np.unique is slower on small arrays)
        scores = np.zeros(len(texts))
        for word, term in zip(words, terms, strict=True):  # query order, repeats included, as rank-bm25 adds them
            found, counts = postings[term]
            at = np.searchsorted(texts, found)
            weight = 1.0 if weights is None else weights.get(word, 1.0)
            scores[at] += (
                weight
                * float(idf[term] or 0)
                * (counts * (K1 + 1) / (counts + K1 * (1 - B + B * lengths[found] / average)))
            )
        np.maximum(scores, 0.0, out=scores)
        for found, _ in postings.values():
            scores[np.searchsorted(texts, found)] += MATCH_FLOOR
        return texts, scores

    def scores(self, query: str) -> np.ndarray:
        """BM25 scores of every text for ``query``; zero exactly for texts with no query term."""
        texts, values = self.matches(query)
        scores = np.zeros(len(self))
        scores[texts] = values
        return scores
