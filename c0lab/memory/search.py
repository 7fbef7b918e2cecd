"""The recall path of ``Memory``: ``search``, ``walk``, the dead ends and index rebuilds.

The family turns a question into times (:meth:`MemoryCore.query_times`),
asks the index's cascade, and hands what it found to :mod:`c0lab.retrieval`
to walk and render; a walk that finds nothing is kept for the reflector.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from typing import TypedDict

import pandas as pd

from .._errors import InvalidInputError, StorageError
from .._time import format_time, now_micros, to_timestamp
from ..index.search import SearchMode
from ..model.guard import NameEnds, WordGuard
from ..model.records import Version, check_count
from ..reflect.deadends import DeadEndLog
from ..retrieval.lexicon import RelationLexicon, single_owner
from ..retrieval.names import known_versions, named_records
from ..retrieval.renamed import renamed_holders
from ..retrieval.traverse import check_direction
from ..retrieval.walk import Walk, ending_note
from ..retrieval.walking import walk
from ..store.versions import collector_paused
from .core import MemoryCore
from .rules import Rules

__all__ = ["Search"]


class _Row(TypedDict):
    """One row of :meth:`Search.search`'s frame before its times are read out of ``version``."""

    name: str
    score: float
    found_by: str
    keyword_rank: int | None
    vector_rank: int | None
    similarity: float | None
    version: Version
    id: str
    note: str


class Search:
    """``search``, ``walk``, ``dead_ends`` and ``rebuild_indexes`` of one memory."""

    def __init__(
        self,
        core: MemoryCore,
        rules: Rules | None = None,
        relation_types: Callable[[], dict[str, bool]] | None = None,
    ) -> None:
        self._core = core
        self._rules = rules
        self._relation_types = relation_types  # the declared types, as the write family keeps them
        self._types: frozenset[str] = frozenset()
        self._types_at: int | None = None
        self._lexicon: tuple[frozenset[str], RelationLexicon] | None = None
        self._words: tuple[tuple[int, int], WordGuard] | None = None
        self._ends = NameEnds()

    def search(
        self,
        query: str,
        *,
        k: int = 10,
        mode: SearchMode = "hybrid",
        as_of: object = None,
        known_at: object = None,
    ) -> pd.DataFrame:
        """Concepts that match ``query``, best first: exact name, then keyword and vector lists fused by RRF.
        What :meth:`Memory.search <c0lab.memory.memory.Memory.search>` does; its docstring tells the rest."""
        if mode not in ("hybrid", "keyword", "vector"):
            raise InvalidInputError(f"mode must be 'hybrid', 'keyword' or 'vector', not {mode!r}")
        check_count(k, what="k", least=1)
        if mode == "vector" and self._core.index.vectors is None:
            raise InvalidInputError("this memory has no vectors (embedder=None); use mode='keyword'")
        _, topic, when, known = self._core.query_times(query, as_of, known_at)
        hits = self._core.index.search(topic, k=k, mode=mode, as_of=when, known_at=known)
        rows: list[_Row] = [
            {
                "name": hit.version.name,
                "score": hit.score,
                "found_by": hit.found_by,
                "keyword_rank": hit.keyword_rank,
                "vector_rank": hit.vector_rank,
                "similarity": hit.similarity,
                "version": hit.version,
                "id": hit.concept,
                "note": "",
            }
            for hit in hits
        ]
        store, listed = self._core.store, {hit.concept for hit in hits}
        gone = [
            record
            for record in named_records(store, topic, known_at=known)
            if record not in listed and store.seen(record, as_of=when, known_at=known) is None
        ]
        for record in reversed(gone):  # a name asked for that is no longer valid: first, marked
            last = max(known_versions(store, record, known_at=known), key=lambda version: version.valid_to)
            if last.valid_from > when:
                continue  # not yet valid then: nothing to mark
            note = ending_note(store, record, as_of=max(when, last.valid_to), known_at=known) or ""
            rows.insert(
                0,
                {
                    "name": last.name,
                    "score": float("nan"),
                    "found_by": "exact (no longer valid)",
                    "keyword_rank": None,
                    "vector_rank": None,
                    "similarity": None,
                    "version": last,
                    "id": record,
                    "note": note,
                },
            )
        if len(rows) < k:  # a word said only of an old name (superseded since): the concept it names now
            skip = listed | {row["id"] for row in rows}
            for record, note in renamed_holders(store, self._core.index, topic, skip=skip, as_of=when, known_at=known):
                version = store.seen(record, as_of=when, known_at=known)
                assert version is not None  # renamed_holders returns concepts valid then
                rows.append(
                    {
                        "name": version.name,
                        "score": float("nan"),
                        "found_by": "keyword (old name)",
                        "keyword_rank": None,
                        "vector_rank": None,
                        "similarity": None,
                        "version": version,
                        "id": record,
                        "note": note,
                    }
                )
        frame = pd.DataFrame(
            [
                {
                    **{
                        key: row[key]
                        for key in ("name", "score", "found_by", "keyword_rank", "vector_rank", "similarity")
                    },
                    "valid_from": to_timestamp(row["version"].valid_from),
                    "valid_to": to_timestamp(row["version"].valid_to),
                    "recorded_at": to_timestamp(row["version"].recorded_at),
                    "expired_at": to_timestamp(row["version"].expired_at),
                    "id": row["id"],
                    "note": row["note"],
                }
                for row in rows[:k]
            ],
            columns=[
                "name",
                "score",
                "found_by",
                "keyword_rank",
                "vector_rank",
                "similarity",
                "valid_from",
                "valid_to",
                "recorded_at",
                "expired_at",
                "id",
                "note",
            ],
        )
        frame.attrs.update(query=query, topic=topic, as_of=to_timestamp(when), known_at=to_timestamp(known))
        return frame

    def walk(
        self,
        query: str,
        *,
        depth: int = 3,
        as_of: object = None,
        known_at: object = None,
        budget_tokens: int = 1000,
        direction: str = "both",
        context: str | None = None,
    ) -> Walk:
        """Resolve ``query`` to a concept, follow its relations ``depth`` deep, and assemble a context.
        What :meth:`Memory.walk <c0lab.memory.memory.Memory.walk>` does; its docstring tells the rest."""
        return self.walks(
            query,
            budgets=(budget_tokens,),
            depth=depth,
            as_of=as_of,
            known_at=known_at,
            direction=direction,
            context=context,
        )[0]

    def walks(
        self,
        query: str,
        *,
        budgets: Sequence[int],
        depth: int = 3,
        as_of: object = None,
        known_at: object = None,
        direction: str = "both",
        context: str | None = None,
    ) -> list[Walk]:
        """:meth:`walk` within each of ``budgets``, one walk a budget: what the walk finds is found once, read at one
        moment (a dead end is kept once)."""
        check_count(depth, what="depth", least=0)
        if not budgets:
            raise InvalidInputError("give at least one budget")
        for budget in budgets:
            check_count(budget, what="budget_tokens", least=1)
        check_direction(direction)
        query, topic, when, known, as_of_given, known_at_given, reading = self._core.question(query, as_of, known_at)
        core = self._core
        found = walk(
            core.store,
            core.index,
            query=query,
            topic=topic,
            as_of=when,
            known_at=known,
            as_of_given=as_of_given,
            known_at_given=known_at_given,
            reading=reading,
            lexicon=self.relation_lexicon(),
            word_guard=self._word_guard,
            name_ends=self._name_ends,
            name=core.name,
            patches=core.patches,
            count_tokens=core.count_tokens,
            depth=depth,
            budgets=budgets,
            direction=direction,
            rules=self._rules.all() if self._rules is not None else (),
            multi_valued=self.multi_valued(),
            single=single_owner,
        )
        if found[0].dead_end:
            try:
                self.record_dead_end(query, context=context, as_of=to_timestamp(when))
            except StorageError as error:  # a read answers on a full disk: only the reflector's note is lost
                warnings.warn(f"c0lab: the dead end of this walk was not kept: {error}", stacklevel=2)
        return found

    def multi_valued(self) -> frozenset[str]:
        """The relation types declared to hold several values at once here (``relation_type(T, single=False)``)."""
        declared = self._relation_types() if self._relation_types is not None else {}
        return frozenset(kind for kind, single in declared.items() if not single)

    def relation_lexicon(self) -> RelationLexicon:
        """The relation types of this memory and the words that ask about each (see :mod:`c0lab.retrieval.lexicon`)."""
        store = self._core.store
        if self._types_at != store.last_change_at:
            self._types = store.relation_types() - {"MENTIONS", "SUPERSEDES"}
            self._types_at = store.last_change_at
        if self._lexicon is None or self._lexicon[0] != self._types:
            embedder = self._core.embedder
            self._lexicon = (
                self._types,
                RelationLexicon.build(self._types, embed=embedder.embed if embedder is not None else None),
            )
        return self._lexicon[1]

    def _name_ends(self) -> NameEnds:
        """The memory's name keys by their first and last words, caught up with the names added since."""
        with collector_paused():  # a first read at 100k names makes 100k entries: no full collection over the store
            return self._ends.catch_up(self._core.store.names)

    def _word_guard(self) -> WordGuard:
        """The typo index over the words of the memory's names, made again when a name key is added or the
        store reloads (keys are never removed; a record joining a key changes no word)."""
        store = self._core.store
        marker = (id(store.names), len(store.names))  # a reload makes a new dict
        if self._words is None or self._words[0] != marker:
            self._words = (marker, WordGuard(store.names))
        return self._words[1]

    def record_dead_end(self, query: str, *, context: str | None = None, as_of: object = None) -> None:
        """Keep a question that found nothing for the reflection loop (a walk does this itself). A read-only
        handle keeps it too (the log is appended to, never rewritten: an agent's `c0lab walk` feeds the
        reflector as a notebook's walk does), unless its namespace holds nothing yet."""
        path = self._core.store.files.dead_ends_path
        if self._core.store.files.read_only and not path.parent.is_dir():
            return
        when = self._core.moment(as_of, what="as_of", default=self._core.now())
        DeadEndLog(path).record(
            {
                "query": query,
                "namespace": self._core.namespace,
                "at": format_time(now_micros()),
                "as_of": format_time(when),
                "context": context or "",
            }
        )

    def dead_ends(self) -> pd.DataFrame:
        """Every walk that found nothing: query, namespace, time, as_of and context."""
        rows = DeadEndLog(self._core.store.files.dead_ends_path).read()
        return pd.DataFrame(rows, columns=["query", "namespace", "at", "as_of", "context"])

    def rebuild_indexes(self) -> dict[str, int]:
        """Rebuild the keyword and vector indexes from the store; returns their sizes."""
        self._core.index.rebuild()
        vectors = self._core.index.vectors
        return {"items": len(self._core.index.docs), "vectors": vectors.count() if vectors else 0}
