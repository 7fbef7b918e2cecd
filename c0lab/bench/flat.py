"""The flat baselines: dated chunks, BM25 + MiniLM fused by RRF, a time filter, a second round, abstention.

It is built for the general case and reads the question with c0lab's own
date parsers (:func:`~c0lab._time.find_known_at`, :func:`~c0lab._time.find_date`):

- every document is cut into chunks of whole sentences, each kept with the
  day its document was written;
- a question "as known on D" drops chunks written after D; a question about
  a date puts the chunks whose earliest stated start comes after it last
  (a date after "until", "before", "till" or "through" ends something);
- BM25 (over stemmed words) and cosine similarity (the bench's embedder)
  rank the chunks, fused by :func:`~c0lab.index.fusion.rrf`; names in the
  first hits that the question does not name are asked for in a second
  round, fused with the first;
- a question naming a capitalised name that no chunk contains gets no
  context (the unknown-name abstention);
- (``names_first``, the ``flat_names`` arm) the chunks naming a name of the
  question come first, and (``dedupe``) a chunk whose sentences were all
  given already is skipped;
- the chunks that fit the budget are given newest first, each with its day.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypedDict

import numpy as np

from .._time import find_date, find_known_at, format_time, now_micros, parse_time
from ..extract import sentence_dates
from ..index.fusion import rrf
from ..index.keyword import BM25Okapi, tokenize, whole_words
from .documents import Document

__all__ = ["FLAT_VARIANTS", "Chunk", "FlatIndex", "FlatOptions", "chunk_documents"]

_SENTENCE = re.compile(r"(?<=[.!?;])\s+")
_NAME = re.compile(r"\b[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*")


class FlatOptions(TypedDict, total=False):
    """Keyword options of :meth:`FlatIndex.context` (each step can be turned off)."""

    recency: bool
    second_round: bool
    time_filter: bool
    names_first: bool
    dedupe: bool


FLAT_VARIANTS: dict[str, FlatOptions] = {
    "flat_plain": {"recency": False, "second_round": False, "time_filter": False},
    "flat": {},
    "flat_names": {"names_first": True, "dedupe": True},
}
"""The flat arms of the bench: :meth:`FlatIndex.context`'s options for each."""
_UNTIL = re.compile(r"\b(?:until|till|before|through)\s+(?:\w+\s+){0,2}?(?:19|20)\d{2}\b", re.IGNORECASE)


@dataclass(frozen=True)
class Chunk:
    """Sentences of one document, with the day it was written and the dates they state."""

    text: str
    at: int
    dates: tuple[int, ...]
    """The dates its sentences say something began (dates after "until", "before" … end something)."""

    def line(self) -> str:
        """The chunk as one dated line of context."""
        return f"({format_time(self.at)}) {self.text}"


def chunk_documents(documents: list[Document], *, count_tokens: Callable[[str], int], size: int = 60) -> list[Chunk]:
    """Whole sentences of each document, grouped into chunks of at most ``size`` tokens."""
    chunks = []
    for document in documents:
        at = parse_time(document.at)
        group: list[str] = []
        for sentence in [*_SENTENCE.split(document.text.strip()), None]:
            if group and (sentence is None or count_tokens(" ".join([*group, sentence])) > size):
                text = " ".join(group)
                chunks.append(Chunk(text, at, tuple(sentence_dates(_UNTIL.sub(" ", text), at=now_micros()))))
                group = []
            if sentence:
                group.append(sentence)
    return chunks


def _names(question: str) -> list[str]:
    """Capitalised names in a question, not counting its first word."""
    body = question.split(maxsplit=1)[1] if len(question.split()) > 1 else ""
    return [match.group(0) for match in _NAME.finditer(body)]


class FlatIndex:
    """The flat arm over one set of chunks (see the module docstring)."""

    def __init__(
        self,
        chunks: list[Chunk],
        *,
        embed: Callable[[list[str]], np.ndarray] | None,
        count_tokens: Callable[[str], int],
        k: int = 20,
    ) -> None:
        self.chunks, self.embed, self.count_tokens, self.k = chunks, embed, count_tokens, k
        self.bm25 = BM25Okapi([tokenize(chunk.text) or [""] for chunk in chunks])
        self.vectors = embed([chunk.text for chunk in chunks]) if embed is not None and chunks else None
        self.lowered = [chunk.text.lower() for chunk in chunks]
        self.sentences = [frozenset(" ".join(part.split()) for part in _SENTENCE.split(text)) for text in self.lowered]
        self.lines = [chunk.line() for chunk in chunks]  # each chunk as a dated line of context, made once
        self.costs = [count_tokens(line) + 1 for line in self.lines]
        self.query_vectors: dict[str, np.ndarray] = {}  # the vectors of the texts asked, by text
        self._orders: dict[tuple[str, bool, bool, bool], list[int] | None] = {}

    def _query_vector(self, text: str) -> np.ndarray:
        """The vector of one asked text, embedded alone (so the same however often it is asked) unless
        :meth:`prepare` embedded it ahead."""
        assert self.embed is not None
        if text not in self.query_vectors:
            self.query_vectors[text] = self.embed([text])[0]
        return self.query_vectors[text]

    def _ranked(self, text: str, allowed: np.ndarray) -> list[int]:
        lists = []
        scores = np.asarray(self.bm25.get_scores(tokenize(text)))
        order = [int(i) for i in np.argsort(-scores, kind="stable") if allowed[i] and scores[i] > 0]
        lists.append(order[: self.k * 2])
        if self.vectors is not None and self.embed is not None:
            cosine = self.vectors @ self._query_vector(text)
            lists.append([int(i) for i in np.argsort(-cosine, kind="stable") if allowed[i]][: self.k * 2])
        return list(rrf(lists))

    def allowed(self, question: str) -> tuple[np.ndarray, np.ndarray, str]:
        """Chunks known at the question's known-at time, those whose stated dates fit its date, and the
        question without its dates."""
        known, rest = find_known_at(question)
        when, rest = find_date(rest, named=True)
        allowed = np.ones(len(self.chunks), dtype=bool)
        in_time = np.ones(len(self.chunks), dtype=bool)
        for index, chunk in enumerate(self.chunks):
            if known is not None and chunk.at > known:
                allowed[index] = False  # not written yet then
            if when is not None and chunk.dates and min(chunk.dates) > when:
                in_time[index] = False  # speaks only of later times: asked for last
        return allowed, in_time, rest

    def context(
        self,
        question: str,
        budget: int,
        *,
        recency: bool = True,
        second_round: bool = True,
        time_filter: bool = True,
        names_first: bool = False,
        dedupe: bool = False,
    ) -> str:
        """The chunks for ``question`` within ``budget`` tokens (each step can be turned off: ``flat_plain``).

        ``names_first`` puts the chunks that name a name of the question
        before the rest (the order within each part kept); ``dedupe`` skips a
        chunk whose sentences were all given already.
        """
        key = (question, second_round, time_filter, names_first)
        if key not in self._orders:  # the order does not depend on the budget: made once for every budget
            self._orders[key] = self._order(
                question, second_round=second_round, time_filter=time_filter, names_first=names_first
            )
        ranked = self._orders[key]
        if ranked is None:
            return ""  # a name nothing mentions: say nothing rather than something about another thing
        chosen, used, given = [], 0, set[str]()
        for index in ranked[: self.k]:
            cost, sentences = self.costs[index], self.sentences[index]
            if used + cost > budget or (dedupe and sentences <= given):
                continue
            chosen.append(index)
            used += cost
            given |= sentences
        if recency:
            chosen.sort(key=lambda index: -self.chunks[index].at)
        return "\n".join(self.lines[index] for index in chosen)

    def _order(self, question: str, *, second_round: bool, time_filter: bool, names_first: bool) -> list[int] | None:
        """The chunks for ``question`` in the order they are given (:meth:`context`), or ``None`` when the
        question names a name no chunk mentions."""
        start = self._first(question, time_filter=time_filter, names_first=names_first)
        if start is None:
            return None
        first, allowed, in_time, naming_first = start
        ranked = first
        found = self._second_text(question, first) if second_round else None
        if found:
            ranked = list(rrf([first, self._ranked(found, allowed)], weights=[1.0, 0.5]))
        ranked = [index for index in ranked if in_time[index]] + [index for index in ranked if not in_time[index]]
        return naming_first(ranked)

    def _first(
        self, question: str, *, time_filter: bool, names_first: bool
    ) -> tuple[list[int], np.ndarray, np.ndarray, Callable[[list[int]], list[int]]] | None:
        """The first round's order, the chunks allowed and in time, and the reordering that puts the chunks
        naming an asked name first (``names_first``; else none); ``None`` for a name no chunk mentions."""
        asked_names = _names(question)
        for name in asked_names if time_filter else []:
            if not any(whole_words(name).search(text) for text in self.lowered):
                return None
        everything = np.ones(len(self.chunks), dtype=bool)
        allowed, in_time, rest = self.allowed(question) if time_filter else (everything, everything, question)
        patterns = [whole_words(name) for name in asked_names] if names_first else []
        naming = [
            index
            for index in range(len(self.chunks))
            if allowed[index] and any(p.search(self.lowered[index]) for p in patterns)
        ]

        def naming_first(order: list[int]) -> list[int]:
            """Every chunk naming an asked name (ranked ones in rank order, then the rest), then the others."""
            if not patterns:
                return order
            named, ranked = set(naming), [index for index in order if index in set(naming)]
            given = set(ranked)
            return (
                ranked
                + [index for index in naming if index not in given]
                + [index for index in order if index not in named]
            )

        return naming_first(self._ranked(rest, allowed)), allowed, in_time, naming_first

    def _second_text(self, question: str, first: list[int]) -> str | None:
        """What the second round asks: the names in the first round's top chunks that the question does not
        name (``None`` when there are none)."""
        if not first:
            return None
        asked = {name.lower() for name in _names(question)}
        found = [
            name
            for index in first[:3]
            for name in _NAME.findall(self.chunks[index].text)
            if name.lower() not in asked and len(name) > 2
        ]
        return " ".join(dict.fromkeys(found)) if found else None

    def prepare(self, questions: list[str], variants: list[FlatOptions]) -> None:
        """Embed what :meth:`context` will ask for ``questions`` under each of ``variants`` (its keyword
        options), in two batches — the first rounds' texts, then the second rounds' — instead of one text at
        a time. Only for an embedder whose vector of a text does not depend on its batch
        (:func:`~c0lab.index.embedders.embeds_alone`): then nothing asked changes."""
        if self.embed is None or self.vectors is None:
            return
        filtered = {variant.get("time_filter", True) for variant in variants}
        self._embed_ahead(
            [
                self.allowed(question)[2] if time_filter else question
                for question in questions
                for time_filter in filtered
            ]
        )
        second = []
        for variant in variants:
            if not variant.get("second_round", True):
                continue
            options = {
                "time_filter": variant.get("time_filter", True),
                "names_first": variant.get("names_first", False),
            }
            for question in questions:
                start = self._first(question, **options)
                found = self._second_text(question, start[0]) if start is not None else None
                second += [found] if found else []
        self._embed_ahead(second)

    def _embed_ahead(self, texts: list[str]) -> None:
        """The vectors of ``texts`` not asked before, embedded in one call."""
        assert self.embed is not None
        missing = [text for text in dict.fromkeys(texts) if text not in self.query_vectors]
        if missing:
            self.query_vectors.update(zip(missing, self.embed(missing), strict=True))

    def everything(self, budget: int) -> str:
        """Every chunk, newest first, as many as fit (the whole world when it fits the budget)."""
        lines, used = [], 0
        for index in sorted(range(len(self.chunks)), key=lambda index: -self.chunks[index].at):
            cost = self.costs[index]
            if used + cost > budget:
                break
            lines.append(self.lines[index])
            used += cost
        return "\n".join(lines)
