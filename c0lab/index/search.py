"""The search index and the cascade: exact name → mentioned name → keyword → hybrid (RRF).

Every version of a concept or patch is a *document* with its own valid and
system intervals. A document's text is the concept's name with the version's
description (for a patch, the concept's name with the patch's content), so a
fact that lives only in a patch finds its concept. Keyword scores and vector
hits are both filtered per document with :func:`~c0lab._time.visible` at the
asked times, before fusion, and then merged by concept.
"""

from __future__ import annotations

import warnings
from array import array
from collections.abc import Callable, Iterable, Mapping
from copy import copy
from typing import Literal, TypeVar

import numpy as np

from .._errors import VectorIndexError
from .._progress import progress
from ..model.records import EPISODE, PATCH, Version, name_key
from ..store.versions import VersionStore, collector_paused
from . import saved
from .config import HybridSearchConfig
from .documents import Documents
from .embedders import Embedder
from .fusion import Hit, rrf
from .keyword import KeywordIndex
from .remembered import Remembered, time_class
from .said_names import name_runs
from .vector import CHUNK_WORDS, Vectors, piece_keys, text_key, text_pieces

__all__ = ["CHUNK_WORDS", "Hit", "SearchIndex", "SearchMode", "piece_keys", "text_pieces"]

SearchMode = Literal["hybrid", "keyword", "vector"]
SEARCHABLE = ("concept", "patch", "episode")
T = TypeVar("T")


class SearchIndex:
    """Keyword and vector indexes over one namespace, kept in step with its store."""

    def __init__(
        self,
        store: VersionStore,
        *,
        embedder: Embedder | None,
        vectors: Vectors | None,
        config: HybridSearchConfig,
        read_only: bool,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.vectors = vectors
        self.config = config
        self.read_only = read_only
        self._built = False
        self._signal_key: tuple[int, int, int] | None = None
        self._signal_values: tuple[dict[str, float], dict[str, int]] = ({}, {})
        self._text_ids: dict[str, int] | None = None
        self._text_docs: list[list[int]] | None = None
        self._first_doc = array("q")  # the first document of each text (most texts have one)
        self._shared = array("b")  # 1 where a text has more documents than its first
        self._saved_at: str | None = None  # the fingerprint of the store state the saved index file is of
        self._reset()
        store.listeners.append(self._on_commit)
        store.reloaders.append(self._forget)
        # built (and the vectors reconciled with the store) at first use: an open waits for neither

    def ensure_built(self) -> SearchIndex:
        """Index every version of the store, once (or read the index saved at the store's state:
        :mod:`c0lab.index.saved`); later commits are indexed as they come."""
        if not self._built:
            self._built = True
            with collector_paused():
                if self._restore():
                    if self.vectors is not None:
                        for text_id, text in enumerate(self._texts()):
                            self._key_text(text_id, text)
                        self._reconcile()
                else:
                    self._index(list(self.store.versions.values()), initial=True)
                    self.save()
        return self

    # -- saving ---------------------------------------------------------------

    def save(self) -> None:
        """Save the keyword index beside the store for the next process (:mod:`c0lab.index.saved`), unless it
        is not built or the file there is already of this state. A folder that cannot be written is left be."""
        if not self._built or self.store.in_batch:  # a batch's rows are not on disk yet, and may never be
            return
        fingerprint = self.store.files.fingerprint()
        if fingerprint == self._saved_at:
            return
        keyword, terms = self.keyword.state()
        documents, concepts = self.docs.state()
        arrays = {
            **{f"keyword.{name}": values for name, values in keyword.items()},
            **{f"docs.{name}": values for name, values in documents.items()},
            "first_doc": np.frombuffer(self._first_doc, dtype=np.int64),
            "shared": np.frombuffer(self._shared, dtype=np.int8),
        }
        if saved.save(
            self.store.files.keyword_index_path,
            fingerprint=fingerprint,
            arrays=arrays,
            strings={"terms": terms, "concepts": concepts},
        ):
            self._saved_at = fingerprint

    def _restore(self) -> bool:
        """Take the index saved at the store's state, if there is one that holds together."""
        fingerprint = self.store.files.fingerprint()
        found = saved.load(self.store.files.keyword_index_path, fingerprint=fingerprint)
        if found is None:
            return False
        arrays, strings = found
        try:
            keyword = KeywordIndex.restore(
                {
                    name.removeprefix("keyword."): values
                    for name, values in arrays.items()
                    if name.startswith("keyword.")
                },
                strings["terms"],
            )
            docs = Documents.restore(
                {name.removeprefix("docs."): values for name, values in arrays.items() if name.startswith("docs.")},
                strings["concepts"],
            )
            first, shared = arrays["first_doc"], arrays["shared"]
            texts = docs.texts()
            if not (
                len(first) == len(shared) == len(keyword)
                and (not len(texts) or texts.max() < len(first))
                and (not len(first) or first.max() < len(docs))
            ):
                raise ValueError("the saved documents and texts do not match")
            if not self.store.holds_versions(docs.version):
                raise ValueError("the saved documents name versions the store does not hold")
        except (KeyError, ValueError, TypeError):  # saved by a build that is not this one: build afresh
            return False
        self.keyword, self.docs, self._saved_at = keyword, docs, fingerprint
        self._first_doc, self._shared = array("q", first.astype(np.int64).tobytes()), array("b", shared.tobytes())
        self._text_ids = self._text_docs = None  # made again from the documents when a commit needs them
        return True

    def _texts(self) -> list[str]:
        """The searchable text of each text id, read again from the store (the first document of each)."""
        versions, document_versions = self.store.versions, self.docs.version
        return [self.searchable_text(versions[document_versions[first]]) for first in self._first_doc]

    def _key_text(self, text_id: int, text: str) -> None:
        """The vector ids of a new text (``text_keys``, ``key_text``), for a vector index."""
        key = text_key(text)
        self.text_keys.append(key)
        for piece_key in piece_keys(key, self._piece_count(text)):
            self.key_text[piece_key] = text_id

    @property
    def text_ids(self) -> dict[str, int]:
        """The id of each distinct searchable text."""
        if self._text_ids is None:
            self._text_ids = {text: text_id for text_id, text in enumerate(self._texts())}
        return self._text_ids

    @property
    def text_docs(self) -> list[list[int]]:
        """The documents of each text id, in order."""
        if self._text_docs is None:
            held: list[list[int]] = [[] for _ in self._first_doc]
            for document, text_id in enumerate(self.docs.text):
                held[text_id].append(document)
            self._text_docs = held
        return self._text_docs

    def _forget(self) -> None:
        """The store was reloaded: index it again at the next use."""
        self._reset()
        self._built = False

    def _on_commit(self, rows: list[Version]) -> None:
        if self._built:
            self._index(rows)

    def _reset(self) -> None:
        self.keyword = KeywordIndex()
        self.docs = Documents()
        self._text_ids, self._text_docs, self._saved_at = {}, [], None
        self._first_doc, self._shared = array("q"), array("b")
        self.text_keys: list[str] = []
        self.key_text: dict[str, int] = {}
        self.pending: set[int] = set()
        self._text_arrays: dict[int, np.ndarray] = {}
        self._name_starts: tuple[object, frozenset[str]] = (None, frozenset())
        self._lists, self._vector_writes = Remembered(), 0  # the lists made last; vectors added so far

    # -- keeping up with the store ------------------------------------------

    def searchable_text(self, row: Version) -> str:
        if row.kind == EPISODE:
            return f"{row.name}: {row.text}" if row.name else row.text
        return f"{row.name}. {row.text}".strip() if row.text else row.name

    def _index(self, rows: list[Version], *, initial: bool = False) -> None:
        new_texts, words = [], []
        fresh: dict[int, tuple[Version, str, int]] = {}  # new documents, by version, in order
        text_ids, text_docs = self.text_ids, self.text_docs
        for row in rows:
            if row.kind not in SEARCHABLE:
                continue
            text = self.searchable_text(row)
            text_id = text_ids.get(text)
            if text_id is None:
                text_id = text_ids[text] = len(text_docs)
                text_docs.append([])
                if self.vectors is not None:  # vector ids: never needed without a vector index
                    self._key_text(text_id, text)
                words.append(text)
                new_texts.append(text_id)
            concept = row.source_id if row.kind == PATCH else row.record
            if row.version in self.docs.position:
                self.docs.upsert(row, concept, text_id)
            else:
                if row.version not in fresh:
                    held = text_docs[text_id]
                    held.append(len(self.docs) + len(fresh))
                    if len(held) == 1:
                        self._first_doc.append(held[0])  # text ids are given in order: this is its place
                        self._shared.append(0)
                    else:
                        self._shared[text_id] = 1
                fresh[row.version] = (row, concept, text_id)
        self.docs.extend(fresh.values())
        self.keyword.add_many(words)
        if self.vectors is None:
            return
        if initial:
            self._reconcile()
            return
        self.pending.update(new_texts)
        try:
            self.embed_pending()
        except Exception as error:  # the change is saved; its vectors wait for the next write or open
            warnings.warn(f"c0lab: {len(self.pending)} texts wait for vectors: {error}", stacklevel=4)

    def _reconcile(self) -> None:
        """Find the texts whose vectors are missing (say, after a crash between store and index).

        Compared by ids, not counts: leftover vectors of a rolled-back batch
        must not hide a missing one. Vectors of no text are left alone (a
        search skips them).
        """
        assert self.vectors is not None
        try:
            stored = self.vectors.keys()
        except VectorIndexError as error:
            if not self.read_only:
                raise
            warnings.warn(f"c0lab: {error}; searching by keyword only", stacklevel=4)
            self.vectors = None  # a reader cannot rebuild: it searches on by keyword
            return
        texts = {text_id: text for text, text_id in self.text_ids.items()}
        self.pending = {
            text_id
            for text_id, key in enumerate(self.text_keys)
            if key not in stored or not stored.issuperset(piece_keys(key, self._piece_count(texts[text_id])))
        }
        self.embed_pending()

    @staticmethod
    def _piece_count(text: str) -> int:
        words = len(text.split())
        return max(1, -(-words // CHUNK_WORDS))

    def embed_pending(self) -> int:
        """Embed and store the texts that have no vector yet; returns how many."""
        if self.vectors is None or self.embedder is None or self.read_only or not self.pending:
            return 0
        texts_by_id = {text_id: text for text, text_id in self.text_ids.items() if text_id in self.pending}
        ordered = sorted(texts_by_id)
        batch = 512
        for start in progress(
            range(0, len(ordered), batch), desc="embedding", unit="batch", disable=len(ordered) <= 4 * batch
        ):
            chunk = ordered[start : start + batch]
            pieces, keys = [], []
            for text_id in chunk:
                parts = text_pieces(texts_by_id[text_id])
                pieces += parts
                keys += piece_keys(self.text_keys[text_id], len(parts))
            self.vectors.add(keys, self.embedder.embed(pieces))
            self._vector_writes += 1
            self.pending.difference_update(chunk)
        return len(ordered)

    def rebuild(self) -> None:
        """Rebuild the keyword index from the store, and drop and embed every vector again."""
        self._reset()
        self._built = True
        if self.vectors is not None:
            self.vectors.clear()
        self._index(list(self.store.versions.values()))

    # -- searching ------------------------------------------------------------

    def _visible_concept(self, concept: str, *, as_of: int, known_at: int) -> Version | None:
        return self.store.seen(concept, as_of=as_of, known_at=known_at)

    def exact(self, query: str, *, as_of: int, known_at: int) -> list[Hit]:
        """Concepts whose name equals the query, ignoring case and punctuation."""
        hits = []
        for concept in self.store.names.get(name_key(query), []):
            version = self._visible_concept(concept, as_of=as_of, known_at=known_at)
            if version is not None:
                hits.append(Hit(concept, version, 1.0, "exact"))
        return hits

    def mentions(self, query: str, *, as_of: int, known_at: int) -> list[Hit]:
        """Concepts whose whole name appears in the query (longest first): "who leads Project Zephyr"
        (:func:`~c0lab.index.said_names.name_runs`)."""
        hits: list[Hit] = []
        seen: set[str] = set()
        starts = self._starts()
        if not starts:
            return hits
        for key in name_runs(query, held=self.store.names, starts=starts):
            for concept in self.store.names.get(key, []):
                version = self._visible_concept(concept, as_of=as_of, known_at=known_at)
                if version is not None and concept not in seen:
                    seen.add(concept)
                    hits.append(Hit(concept, version, 1.0, "mention"))
        return hits

    def _starts(self) -> frozenset[str]:
        """The first word of every name (remade when the store has changed)."""
        key = (self.store.last_change_at, len(self.store.names))
        if self._name_starts[0] != key:
            self._name_starts = (key, frozenset(name.split()[0] for name in self.store.names if name))
        return self._name_starts[1]

    def keyword_list(
        self,
        query: str,
        *,
        as_of: int,
        known_at: int,
        episodes: bool = False,
        weights: Mapping[str, float] | None = None,
    ) -> list[tuple[str, Version, float]]:
        """Concepts by BM25 score of their visible documents, best first, at most ``keyword_limit``.

        Ties keep document order. Only the documents of the texts that hold a query term are looked at
        (their visibility too), as arrays: the cost follows the matches, not the size of the memory.
        ``weights`` scales each query term's part (see :meth:`KeywordIndex.matches`).
        """
        key = ("keyword", query, episodes, tuple(weights.items()) if weights else None)

        def make() -> tuple[tuple[str, Version, float], ...]:
            found = self._keyword_list(query, as_of=as_of, known_at=known_at, episodes=episodes, weights=weights)
            return tuple(found)

        return list(self._remembered(key, as_of, known_at, make))

    def _remembered(
        self, key: tuple[object, ...], as_of: int, known_at: int, make: Callable[[], tuple[T, ...]]
    ) -> tuple[T, ...]:
        """``make()``, or what it made before at times that see the same documents, in this state of the index
        and its store (:mod:`~c0lab.index.remembered`): a walk asks the same at every budget."""
        valid, system = self.docs.last_edges()
        state = (id(self.docs), self.docs.changes, len(self.keyword), self.store.last_change_at, self._vector_writes)
        key = (*key, time_class(as_of, valid), time_class(known_at, system))
        return self._lists.get((*state, id(self.vectors), self.config), key, make)

    def _keyword_list(
        self, query: str, *, as_of: int, known_at: int, episodes: bool, weights: Mapping[str, float] | None
    ) -> list[tuple[str, Version, float]]:
        texts, text_scores = self.keyword.matches(query, weights=weights)
        limit = self.config.keyword_limit
        want = 8 * limit
        if len(texts) > want:  # the best texts first: exact when they hold enough visible concepts
            cut = np.partition(text_scores, len(text_scores) - want)[len(text_scores) - want]
            best = text_scores >= cut  # every text scoring at least the cut: a prefix of the whole ranking
            found = self._ranked(
                texts[best], text_scores[best], limit, as_of=as_of, known_at=known_at, episodes=episodes
            )
            if len(found) == limit:
                return found
        return self._ranked(texts, text_scores, limit, as_of=as_of, known_at=known_at, episodes=episodes)

    def holders(self, term: str, *, most: int) -> tuple[list[str], int]:
        """The concepts (or episode records) whose texts hold the search term ``term``, read from at most
        ``most`` of those texts (spread evenly over them), and how many texts hold it."""
        texts = self.keyword.holders(term)
        read = texts[np.linspace(0, len(texts) - 1, most).astype(np.int64)] if len(texts) > most else texts
        documents = np.frombuffer(self._first_doc, dtype=np.int64)[read]
        shared = np.frombuffer(self._shared, dtype=np.int8)[read].astype(bool)
        if shared.any():  # a text said in several places stands for each of them
            documents = np.concatenate([documents, *(self._documents_of(text)[1:] for text in read[shared].tolist())])
        return [self.docs.concept[document] for document in documents.tolist()], len(texts)

    def _ranked(
        self, texts: np.ndarray, text_scores: np.ndarray, limit: int, *, as_of: int, known_at: int, episodes: bool
    ) -> list[tuple[str, Version, float]]:
        """The concepts of the visible documents of ``texts``, by score, ties in document order."""
        if not len(texts):
            return []
        documents = np.frombuffer(self._first_doc, dtype=np.int64)[texts]
        shared = np.frombuffer(self._shared, dtype=np.int8)[texts].astype(bool)
        if shared.any():  # texts that stand for more versions or messages than one bring the others too
            more = [self._documents_of(text)[1:] for text in texts[shared].tolist()]
            documents = np.concatenate([documents, *more])
            text_scores = np.concatenate([text_scores, np.repeat(text_scores[shared], [len(held) for held in more])])
        shown = self.docs.visible_of(documents, as_of=as_of, known_at=known_at, episodes=episodes)
        documents, scores = documents[shown], text_scores[shown]
        order = np.lexsort((documents, -scores))  # best first; ties in document order
        return self._concepts(
            zip(map(int, documents[order]), map(float, scores[order]), strict=True),
            limit,
            as_of=as_of,
            known_at=known_at,
        )

    def _concepts(
        self, ranked: Iterable[tuple[int, float]], limit: int, *, as_of: int, known_at: int
    ) -> list[tuple[str, Version, float]]:
        """The concepts of documents ranked best first (with their scores), each once, visible ones only."""
        found, seen = [], set()
        for document, score in ranked:
            concept = self.docs.concept[document]
            if concept in seen:
                continue
            seen.add(concept)
            version = self._visible_concept(concept, as_of=as_of, known_at=known_at)
            if version is not None:
                found.append((concept, version, float(score)))
                if len(found) == limit:
                    break
        return found

    def vector_list(
        self, query: str, *, as_of: int, known_at: int, episodes: bool = False
    ) -> list[tuple[str, Version, float]]:
        """Concepts by cosine similarity of their visible documents, at least ``vector_threshold``."""
        if self.vectors is None or self.embedder is None:
            return []

        def make() -> tuple[tuple[str, Version, float], ...]:
            assert self.embedder is not None
            vector = self.embedder.embed([query])[0]
            mask = self.docs.visible(as_of=as_of, known_at=known_at, episodes=episodes)
            return tuple(self._vector_hits(vector, mask, as_of=as_of, known_at=known_at))

        try:
            return list(self._remembered(("vector", query, episodes), as_of, known_at, make))
        except VectorIndexError as error:  # derived data: search on by keyword, and say how to rebuild
            warnings.warn(f"c0lab: {error}", stacklevel=4)
            return []

    def _vector_hits(
        self, vector: np.ndarray, mask: np.ndarray, *, as_of: int, known_at: int
    ) -> list[tuple[str, Version, float]]:
        wanted = self.config.vector_limit
        limit = wanted * 3
        found: list[tuple[str, Version, float]] = []
        if self.vectors is None:  # keyword only: no vector hits
            return found
        for _ in range(3):  # widen the net when the time filter hid too many hits
            keys, similarities = self.vectors.query(vector, limit)
            documents: list[int] = []
            scores: dict[int, float] = {}
            texts_seen: set[int] = set()
            for key, similarity in zip(keys, similarities, strict=True):
                if similarity < self.config.vector_threshold or len(documents) >= 4 * wanted:
                    break
                text_id = self.key_text.get(key)
                if text_id is None or text_id in texts_seen:  # a leftover, or a weaker piece of a text seen
                    continue
                texts_seen.add(text_id)
                shared = self._documents_of(text_id)  # a text can stand for many versions or messages
                for document in shared[mask[shared]][-wanted:][::-1].tolist():  # the newest first
                    documents.append(document)
                    scores[document] = similarity
            found = self._concepts(
                ((document, scores[document]) for document in documents), wanted, as_of=as_of, known_at=known_at
            )
            exhausted = len(keys) < limit or (len(similarities) and similarities[-1] < self.config.vector_threshold)
            if len(found) >= wanted or exhausted:
                break
            limit *= 4
        return found

    def fused_episodes(self, query: str, *, as_of: int, known_at: int) -> tuple[dict[str, float], dict[str, Version]]:
        """Single episodes (and concepts' documents) scored by the keyword and vector lists fused with RRF
        (weights alpha, 1 - alpha), best first, with the version each score is for."""
        keyword = self.keyword_list(query, as_of=as_of, known_at=known_at, episodes=True)
        vector = self.vector_list(query, as_of=as_of, known_at=known_at, episodes=True)
        versions = {record: version for record, version, _ in [*vector, *keyword]}
        scores = rrf(
            [[record for record, _, _ in keyword], [record for record, _, _ in vector]],
            weights=[self.config.alpha, 1 - self.config.alpha],
            k=self.config.rrf_k,
        )
        return scores, versions

    def _documents_of(self, text_id: int) -> np.ndarray:
        """The documents that share a text, as an array (cached until more arrive)."""
        documents = self.text_docs[text_id]
        cached = self._text_arrays.get(text_id)
        if cached is None or len(cached) != len(documents):
            cached = self._text_arrays[text_id] = np.asarray(documents, dtype=np.int64)
        return cached

    def search(self, query: str, *, k: int, mode: SearchMode, as_of: int, known_at: int) -> list[Hit]:
        """The cascade: exact name matches, then names mentioned in the query, then the fused lists."""
        if self.config.pagerank_boost or self.config.community_boost:  # graph signals: the relations' times too
            return self._search(query, k=k, mode=mode, as_of=as_of, known_at=known_at)
        found = self._remembered(
            ("search", query, k, mode),
            as_of,
            known_at,
            lambda: tuple(self._search(query, k=k, mode=mode, as_of=as_of, known_at=known_at)),
        )
        return [copy(hit) for hit in found]  # a caller may change its hits

    def _search(self, query: str, *, k: int, mode: SearchMode, as_of: int, known_at: int) -> list[Hit]:
        hits = {hit.concept: hit for hit in self.exact(query, as_of=as_of, known_at=known_at)}
        for hit in self.mentions(query, as_of=as_of, known_at=known_at):
            hits.setdefault(hit.concept, hit)
        keyword = self.keyword_list(query, as_of=as_of, known_at=known_at) if mode != "vector" else []
        vector = self.vector_list(query, as_of=as_of, known_at=known_at) if mode != "keyword" else []
        weights = {"keyword": 1.0, "vector": 1.0}
        if mode == "hybrid":
            weights = {"keyword": self.config.alpha, "vector": 1.0 - self.config.alpha}
        scores = rrf(
            [[concept for concept, _, _ in keyword], [concept for concept, _, _ in vector]],
            weights=[weights["keyword"], weights["vector"]],
            k=self.config.rrf_k,
        )
        fused: dict[str, Hit] = {}
        for label, found in (("keyword", keyword), ("vector", vector)):
            for rank, (concept, version, score) in enumerate(found, start=1):
                hit = fused.setdefault(concept, Hit(concept, version, scores[concept], ""))
                hit.found_by = f"{hit.found_by}+{label}" if hit.found_by else label
                if label == "keyword":
                    hit.keyword_rank = rank
                else:
                    hit.vector_rank, hit.similarity = rank, score
        for concept, hit in fused.items():
            if concept in hits:  # a name match keeps its place; note the lists that agreed
                exact = hits[concept]
                exact.found_by = f"{exact.found_by}+{hit.found_by}"
                exact.keyword_rank, exact.vector_rank = hit.keyword_rank, hit.vector_rank
                exact.similarity = hit.similarity
        if fused and (self.config.pagerank_boost or self.config.community_boost):
            self._boost(fused, as_of=as_of, known_at=known_at)
        ranked = list(hits.values()) + sorted(
            (hit for concept, hit in fused.items() if concept not in hits), key=lambda hit: -hit.score
        )
        return ranked[:k]

    def _boost(self, fused: dict[str, Hit], *, as_of: int, known_at: int) -> None:
        """Graph signals: PageRank, and membership of the best hit's community (see HybridSearchConfig)."""
        pagerank, community = self._signals(as_of=as_of, known_at=known_at)
        unit = 1.0 / (self.config.rrf_k + 1)
        best = max(fused.values(), key=lambda hit: hit.score).concept
        for concept, hit in fused.items():
            hit.score += self.config.pagerank_boost * pagerank.get(concept, 0.0) * unit
            if community.get(concept) is not None and community.get(concept) == community.get(best):
                hit.score += self.config.community_boost * unit

    def _signals(self, *, as_of: int, known_at: int) -> tuple[dict[str, float], dict[str, int]]:
        day = 86_400_000_000
        key = (self.store.last_change_at, as_of // day, known_at // day)
        if self._signal_key != key:
            from ..store import graphs  # SciPy: imported by the searches that rank the graph only

            graph = self.store.array_slice(as_of=as_of, known_at=known_at)
            ranks = graphs.pagerank(graph)
            top = float(ranks.max()) if len(ranks) else 1.0
            records = graph.records.tolist()
            parts = graphs.communities(graph, seed=0)
            self._signal_values = (
                dict(zip(records, (ranks / (top or 1.0)).tolist(), strict=True)),
                {records[node]: number for number, part in enumerate(parts) for node in part},
            )
            self._signal_key = key
        return self._signal_values
