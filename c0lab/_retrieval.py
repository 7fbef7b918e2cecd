"""The recall path on ``Memory``: ``search``, ``walk``, the indexes and the dead ends."""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd

from ._config import HybridSearchConfig
from ._deadends import DeadEndLog
from ._embed import Embedder, count_tokens, resolve_embedder
from ._errors import EmbedderMismatchError, InvalidInputError
from ._records import name_key
from ._results import Concept
from ._search import SearchIndex, SearchMode
from ._storage import memory_id, read_json, write_json
from ._store import VersionStore
from ._time import find_date, find_known_at, format_time, now_micros, parse_time, to_timestamp
from ._vector import VectorIndex
from ._walk import Walk, collect_facts, describe_version, rank_by_relevance, render_context

__all__ = ["Retrieval", "open_index"]

INDEX_INFO = "index.json"
_PROPER_NAME = re.compile(r"\b[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+")


def open_index(
    store: VersionStore, root: Path, namespace: str, *, embedder: object, chroma_url: str | None,
    config: HybridSearchConfig | None, read_only: bool, reindex: bool,
) -> SearchIndex:
    """The search index of a namespace, its vectors checked against the embedder that built them."""
    resolved = resolve_embedder(embedder)
    vectors = None
    if resolved is not None:
        info_path = store.files.folder / INDEX_INFO
        built_by = read_json(info_path, {}).get("embedder")
        if built_by not in (None, resolved.name) and not reindex:
            raise EmbedderMismatchError(
                f"the vectors of namespace {namespace!r} were built by {built_by}, not {resolved.name}; "
                f"open it with embedder={built_by.split(':')[0]!r}, with embedder=None, or with reindex=True"
            )
        name = f"c0lab-{memory_id(root)[:12]}-{namespace}-vectors"
        vectors = VectorIndex(folder=store.files.folder / "chroma", collection=name, url=chroma_url)
        if not read_only and built_by != resolved.name:
            if built_by is not None:
                vectors.clear()
            write_json(info_path, {"embedder": resolved.name})
    return SearchIndex(store, embedder=resolved, vectors=vectors, config=config or HybridSearchConfig(),
                       read_only=read_only)


class Retrieval:
    """Search and walk; mixed into ``Memory``, which provides the store and the index."""

    store: VersionStore
    _index: SearchIndex | None
    _namespace: str

    @property
    def index(self) -> SearchIndex:
        """The keyword and vector indexes (built on first use when there are no vectors to reconcile)."""
        self.store  # noqa: B018 - raises once the memory is closed
        assert self._index is not None
        return self._index.ensure_built()

    @property
    def embedder(self) -> Embedder | None:
        """The embedder of this memory, or ``None`` when it searches by keyword only."""
        self.store  # noqa: B018 - raises once the memory is closed
        return self._index.embedder if self._index is not None else None

    def count_tokens(self, text: str) -> int:
        """Tokens in ``text``: the embedder's tokenizer, else :func:`~c0lab._embed.count_tokens`."""
        return self.embedder.count_tokens(text) if self.embedder is not None else count_tokens(text)

    def count_tokens_many(self, texts: list[str]) -> list[int]:
        """Tokens of each text, counted as :meth:`count_tokens` does (in one batch when the embedder can)."""
        batch = getattr(self.embedder, "count_tokens_many", None)
        return batch(texts) if batch is not None else [self.count_tokens(text) for text in texts]

    def _query_times(self, query: object, as_of: object, known_at: object) -> tuple[str, str, int, int]:
        if not isinstance(query, str) or not query.strip():
            raise InvalidInputError("the query is empty")
        now = max(now_micros(), self.store.last_change_at)
        held, topic = find_known_at(query) if known_at is None else (None, query)
        found, topic = find_date(topic) if as_of is None else (None, topic)
        when = parse_time(as_of, what="as_of") if as_of is not None else (found or now)
        known = parse_time(known_at, what="known_at") if known_at is not None else (held or now)
        return query.strip(), topic.strip() or query.strip(), when, known

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
        if mode == "vector" and self.index.vectors is None:
            raise InvalidInputError("this memory has no vectors (embedder=None); use mode='keyword'")
        _, topic, when, known = self._query_times(query, as_of, known_at)
        hits = self.index.search(topic, k=k, mode=mode, as_of=when, known_at=known)
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
        query, topic, when, known = self._query_times(query, as_of, known_at)
        hits = self.index.search(topic, k=5, mode="hybrid", as_of=when, known_at=known)
        walk = Walk(query=query, topic=topic, as_of=to_timestamp(when), known_at=to_timestamp(known),
                    concept=None, budget_tokens=budget_tokens)
        unknown = self._unknown_name(topic, as_of=when, known_at=known)
        if not hits or unknown:
            walk.dead_end = True
            walk.context = (f"Nothing in memory is named {unknown!r} as of {format_time(when)}." if unknown
                            else f"Nothing in memory matches {topic!r} as of {format_time(when)}.")
            walk.tokens = self.count_tokens(walk.context)
            self._record_dead_end(query, context=context, as_of=when)
            return walk
        root = hits[0].concept
        name = self._name  # type: ignore[attr-defined]
        patches = self._patches(root, as_of=when, known_at=known)  # type: ignore[attr-defined]
        walk.concept = Concept.from_version(hits[0].version, patches)
        walk.facts, walk.trail, reached = collect_facts(
            self.store, root, depth=depth, direction=direction, as_of=when, known_at=known, name=name,
        )
        header = describe_version(hits[0].version, patches)
        versions = [v for v in (self.store.seen(r, as_of=when, known_at=known) for r in reached) if v is not None]
        walk.facts, versions = rank_by_relevance(topic, hits[0].version.name, walk.facts, versions)
        about = []
        for version in versions:
            first, *patch_lines = describe_version(version, self._patches(version.record, as_of=when, known_at=known))  # type: ignore[attr-defined]
            about += [f"- {first}", *[f"  {line}" for line in patch_lines]]
        walk.reached = [version.name for version in versions]
        said = self._mentioned_in(root, as_of=when, known_at=known)
        if said:
            about += ["Said about it:", *[f"- {line}" for line in said]]
        walk.context, walk.tokens = render_context(
            header=header, facts=walk.facts, trail=walk.trail, about=about, as_of=when,
            budget_tokens=budget_tokens, count_tokens=self.count_tokens,
        )
        walk.hits = pd.DataFrame([{"name": hit.version.name, "score": hit.score, "found_by": hit.found_by}
                                  for hit in hits])
        return walk

    def _mentioned_in(self, record: str, *, as_of: int, known_at: int, limit: int = 3) -> list[str]:
        """The latest episodes that name the concept, as dated lines."""
        from ._episodes import episode_line

        found = []
        for source, _, key, data in self.store.graph.in_edges(record, keys=True, data=True):
            if data["kind"] == "relation" and self.store.records[source][0].kind == "episode":
                if self.store.seen(key, as_of=as_of, known_at=known_at) is not None:
                    episode = self.store.seen(source, as_of=as_of, known_at=known_at)
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
            records = self.store.names.get(name_key(candidate), [])
            if not any(self.store.seen(record, as_of=as_of, known_at=known_at) for record in records):
                return candidate
        return None

    def _record_dead_end(self, query: str, *, context: str | None, as_of: int) -> None:
        if self.store.files.read_only:
            return
        DeadEndLog(self.store.files.folder).record({
            "query": query, "namespace": self._namespace, "at": format_time(now_micros()),
            "as_of": format_time(as_of), "context": context or "",
        })

    def dead_ends(self) -> pd.DataFrame:
        """Every walk that found nothing: query, namespace, time, as_of and context."""
        rows = DeadEndLog(self.store.files.folder).read()
        return pd.DataFrame(rows, columns=["query", "namespace", "at", "as_of", "context"])

    def rebuild_indexes(self) -> dict[str, int]:
        """Rebuild the keyword and vector indexes from the store; returns their sizes."""
        self.index.rebuild()
        return {"items": len(self.index.docs), "vectors": self.index.vectors.count() if self.index.vectors else 0}
