"""The recall path of ``Memory``: ``search``, ``walk``, the dead ends and index rebuilds.

The family turns a question into times (:meth:`MemoryCore.query_times`),
asks the index's cascade, and hands what it found to :mod:`c0lab.retrieval`
to walk and render; a walk that finds nothing is kept for the reflector.
"""

from __future__ import annotations

import re

import pandas as pd

from .._errors import InvalidInputError
from .._time import format_time, now_micros, to_timestamp
from ..index.search import SearchMode
from ..model.records import name_key
from ..model.results import Concept
from ..reflect.deadends import DeadEndLog
from ..retrieval.recall import episode_line
from ..retrieval.walk import Walk, collect_facts, describe_version, rank_by_relevance, render_context
from .core import MemoryCore

__all__ = ["Search"]

_PROPER_NAME = re.compile(r"\b[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+")


class Search:
    """``search``, ``walk``, ``dead_ends`` and ``rebuild_indexes`` of one memory."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core

    def search(
        self, query: str, *, k: int = 10, mode: SearchMode = "hybrid", as_of: object = None, known_at: object = None,
    ) -> pd.DataFrame:
        """Concepts that match ``query``, best first: exact name, then keyword and vector lists fused by RRF.

        A date in the query ("in 2020", "as of mid-2023") is used as ``as_of``
        when none is given. Columns: ``name``, ``score``, ``found_by``,
        ``keyword_rank``, ``vector_rank``, ``similarity``, the version's
        ``valid_from``, ``valid_to``, ``recorded_at``, ``expired_at``, ``id``.
        """
        if mode not in ("hybrid", "keyword", "vector"):
            raise InvalidInputError(f"mode must be 'hybrid', 'keyword' or 'vector', not {mode!r}")
        if not isinstance(k, int) or k < 1:
            raise InvalidInputError(f"k must be a whole number of at least 1, not {k!r}")
        if mode == "vector" and self._core.index.vectors is None:
            raise InvalidInputError("this memory has no vectors (embedder=None); use mode='keyword'")
        _, topic, when, known = self._core.query_times(query, as_of, known_at)
        hits = self._core.index.search(topic, k=k, mode=mode, as_of=when, known_at=known)
        frame = pd.DataFrame(
            [{
                "name": hit.version.name, "score": hit.score, "found_by": hit.found_by,
                "keyword_rank": hit.keyword_rank, "vector_rank": hit.vector_rank, "similarity": hit.similarity,
                "valid_from": to_timestamp(hit.version.valid_from), "valid_to": to_timestamp(hit.version.valid_to),
                "recorded_at": to_timestamp(hit.version.recorded_at),
                "expired_at": to_timestamp(hit.version.expired_at), "id": hit.concept,
            } for hit in hits],
            columns=["name", "score", "found_by", "keyword_rank", "vector_rank", "similarity", "valid_from",
                     "valid_to", "recorded_at", "expired_at", "id"],
        )
        frame.attrs.update(query=query, topic=topic, as_of=to_timestamp(when), known_at=to_timestamp(known))
        return frame

    def walk(
        self, query: str, *, depth: int = 2, as_of: object = None, known_at: object = None,
        budget_tokens: int = 1000, direction: str = "out", context: str | None = None,
    ) -> Walk:
        """Resolve ``query`` to a concept, follow its relations ``depth`` deep, and assemble a context.

        Current facts come first, then those no longer true, marked with why
        and when; the context stops at ``budget_tokens``. A query that finds
        nothing is a dead end: ``walk.dead_end`` is true, and the query is
        recorded for the reflection loop (with ``context``, e.g. the cell).
        """
        if not isinstance(depth, int) or depth < 0:
            raise InvalidInputError(f"depth must be a whole number of at least 0, not {depth!r}")
        if not isinstance(budget_tokens, int) or budget_tokens < 1:
            raise InvalidInputError(f"budget_tokens must be a whole number of at least 1, not {budget_tokens!r}")
        if direction not in ("out", "in", "both"):
            raise InvalidInputError(f"direction must be 'out', 'in' or 'both', not {direction!r}")
        query, topic, when, known = self._core.query_times(query, as_of, known_at)
        hits = self._core.index.search(topic, k=5, mode="hybrid", as_of=when, known_at=known)
        walk = Walk(query=query, topic=topic, as_of=to_timestamp(when), known_at=to_timestamp(known),
                    concept=None, budget_tokens=budget_tokens)
        unknown = self._unknown_name(topic, as_of=when, known_at=known)
        if not hits or unknown:
            walk.dead_end = True
            walk.context = (f"Nothing in memory is named {unknown!r} as of {format_time(when)}." if unknown
                            else f"Nothing in memory matches {topic!r} as of {format_time(when)}.")
            walk.tokens = self._core.count_tokens(walk.context)
            self.record_dead_end(query, context=context, as_of=to_timestamp(when))
            return walk
        root = hits[0].concept
        name = self._core.name
        patches = self._core.patches(root, as_of=when, known_at=known)
        walk.concept = Concept.from_version(hits[0].version, patches)
        walk.facts, walk.trail, reached = collect_facts(
            self._core.store, root, depth=depth, direction=direction, as_of=when, known_at=known, name=name,
        )
        header = describe_version(hits[0].version, patches)
        versions = [v for v in (self._core.store.seen(r, as_of=when, known_at=known) for r in reached) if v is not None]
        walk.facts, versions = rank_by_relevance(topic, hits[0].version.name, walk.facts, versions)
        about = []
        for version in versions:
            first, *patch_lines = describe_version(version, self._core.patches(version.record, as_of=when, known_at=known))
            about += [f"- {first}", *[f"  {line}" for line in patch_lines]]
        walk.reached = [version.name for version in versions]
        said = self._mentioned_in(root, as_of=when, known_at=known)
        if said:
            about += ["Said about it:", *[f"- {line}" for line in said]]
        walk.context, walk.tokens = render_context(
            header=header, facts=walk.facts, trail=walk.trail, about=about, as_of=when,
            budget_tokens=budget_tokens, count_tokens=self._core.count_tokens,
        )
        walk.hits = pd.DataFrame([{"name": hit.version.name, "score": hit.score, "found_by": hit.found_by}
                                  for hit in hits])
        return walk

    def _mentioned_in(self, record: str, *, as_of: int, known_at: int, limit: int = 3) -> list[str]:
        """The latest episodes that name the concept, as dated lines."""
        found = []
        for source, _, key, data in self._core.store.graph.in_edges(record, keys=True, data=True):
            if data["kind"] == "relation" and self._core.store.records[source][0].kind == "episode":
                if self._core.store.seen(key, as_of=as_of, known_at=known_at) is not None:
                    episode = self._core.store.seen(source, as_of=as_of, known_at=known_at)
                    if episode is not None:
                        found.append(episode)
        found.sort(key=lambda version: version.valid_from, reverse=True)
        return [episode_line(version)[:300] for version in found[:limit]]

    def _unknown_name(self, topic: str, *, as_of: int, known_at: int) -> str | None:
        """A name the question uses (two or more capitalised words) that no concept bears then.

        "Who leads Project Vexaron?" is a dead end when no concept is called
        Project Vexaron, however close another project's name is: answering
        about a different project would be worse than saying nothing.
        """
        words = topic.split(maxsplit=1)
        for match in _PROPER_NAME.finditer(words[1] if len(words) > 1 else ""):
            candidate = re.sub(r"'s$", "", match.group(0))
            records = self._core.store.names.get(name_key(candidate), [])
            if not any(self._core.store.seen(record, as_of=as_of, known_at=known_at) for record in records):
                return candidate
        return None

    def record_dead_end(self, query: str, *, context: str | None = None, as_of: object = None) -> None:
        """Keep a question that found nothing for the reflection loop (a walk does this itself)."""
        if self._core.store.files.read_only:
            return
        when = self._core.moment(as_of, what="as_of", default=self._core.now())
        DeadEndLog(self._core.store.files.dead_ends_path).record({
            "query": query, "namespace": self._core.namespace, "at": format_time(now_micros()),
            "as_of": format_time(when), "context": context or "",
        })

    def dead_ends(self) -> pd.DataFrame:
        """Every walk that found nothing: query, namespace, time, as_of and context."""
        rows = DeadEndLog(self._core.store.files.dead_ends_path).read()
        return pd.DataFrame(rows, columns=["query", "namespace", "at", "as_of", "context"])

    def rebuild_indexes(self) -> dict[str, int]:
        """Rebuild the keyword and vector indexes from the store; returns their sizes."""
        self._core.index.rebuild()
        return {"items": len(self._core.index.docs), "vectors": self._core.index.vectors.count() if self._core.index.vectors else 0}
