"""The recall path of ``Memory``: ``search``, ``walk``, the dead ends and index rebuilds.

The family turns a question into times (:meth:`MemoryCore.query_times`),
asks the index's cascade, and hands what it found to :mod:`c0lab.retrieval`
to walk and render; a walk that finds nothing is kept for the reflector.
"""

from __future__ import annotations

import re

import pandas as pd

from .._errors import InvalidInputError
from .._time import find_date, find_known_at, format_time, now_micros, to_timestamp
from ..index.search import SearchMode
from ..model.guard import WordGuard
from ..model.records import name_key
from ..model.results import Concept
from ..reflect.deadends import DeadEndLog
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.question import (
    event_moment,
    known_versions,
    named_records,
    split_event,
    unknown_name,
)
from ..retrieval.recall import episode_line
from ..retrieval.traverse import check_direction
from ..retrieval.walk import (
    TRAIL,
    Walk,
    _ending,
    collect_facts,
    correction_notes,
    corrections,
    describe_version,
    order_by_paths,
    rank_by_relevance,
    render_context,
)
from .core import MemoryCore

__all__ = ["Search"]

_PROPER_NAME = re.compile(r"\b[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+")


class Search:
    """``search``, ``walk``, ``dead_ends`` and ``rebuild_indexes`` of one memory."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core
        self._types: frozenset[str] = frozenset()
        self._types_at: int | None = None
        self._lexicon: tuple[frozenset[str], RelationLexicon] | None = None
        self._words: tuple[tuple[int, int], WordGuard] | None = None

    def search(
        self, query: str, *, k: int = 10, mode: SearchMode = "hybrid", as_of: object = None, known_at: object = None,
    ) -> pd.DataFrame:
        """Concepts that match ``query``, best first: exact name, then keyword and vector lists fused by RRF.

        A date in the query ("in 2020", "as of mid-2023") is used as ``as_of``
        when none is given. Columns: ``name``, ``score``, ``found_by``,
        ``keyword_rank``, ``vector_rank``, ``similarity``, the version's
        ``valid_from``, ``valid_to``, ``recorded_at``, ``expired_at``, ``id``
        and ``note``. A name the query uses that is no longer valid is not
        dropped: it comes first, ``found_by`` "exact (no longer valid)", with
        ``note`` saying why ("superseded 2023-09-01 by OpenTofu").
        """
        if mode not in ("hybrid", "keyword", "vector"):
            raise InvalidInputError(f"mode must be 'hybrid', 'keyword' or 'vector', not {mode!r}")
        if not isinstance(k, int) or k < 1:
            raise InvalidInputError(f"k must be a whole number of at least 1, not {k!r}")
        if mode == "vector" and self._core.index.vectors is None:
            raise InvalidInputError("this memory has no vectors (embedder=None); use mode='keyword'")
        _, topic, when, known = self._core.query_times(query, as_of, known_at)
        hits = self._core.index.search(topic, k=k, mode=mode, as_of=when, known_at=known)
        rows = [{
            "name": hit.version.name, "score": hit.score, "found_by": hit.found_by,
            "keyword_rank": hit.keyword_rank, "vector_rank": hit.vector_rank, "similarity": hit.similarity,
            "version": hit.version, "id": hit.concept, "note": "",
        } for hit in hits]
        store, listed = self._core.store, {hit.concept for hit in hits}
        gone = [record for record in named_records(store, topic, known_at=known)
                if record not in listed and store.seen(record, as_of=when, known_at=known) is None]
        for record in reversed(gone):  # a name asked for that is no longer valid: first, marked
            last = max(known_versions(store, record, known_at=known), key=lambda version: version.valid_to)
            if last.valid_from > when:
                continue  # not yet valid then: nothing to mark
            note = _ending(store, record, as_of=max(when, last.valid_to), known_at=known) or ""
            rows.insert(0, {"name": last.name, "score": float("nan"), "found_by": "exact (no longer valid)",
                            "keyword_rank": None, "vector_rank": None, "similarity": None, "version": last,
                            "id": record, "note": note})
        frame = pd.DataFrame(
            [{
                **{key: row[key] for key in ("name", "score", "found_by", "keyword_rank", "vector_rank", "similarity")},
                "valid_from": to_timestamp(row["version"].valid_from), "valid_to": to_timestamp(row["version"].valid_to),
                "recorded_at": to_timestamp(row["version"].recorded_at),
                "expired_at": to_timestamp(row["version"].expired_at), "id": row["id"], "note": row["note"],
            } for row in rows[:k]],
            columns=["name", "score", "found_by", "keyword_rank", "vector_rank", "similarity", "valid_from",
                     "valid_to", "recorded_at", "expired_at", "id", "note"],
        )
        frame.attrs.update(query=query, topic=topic, as_of=to_timestamp(when), known_at=to_timestamp(known))
        return frame

    def walk(
        self, query: str, *, depth: int = 3, as_of: object = None, known_at: object = None,
        budget_tokens: int = 1000, direction: str = "both", context: str | None = None,
    ) -> Walk:
        """Resolve ``query`` to a concept, follow its relations ``depth`` deep, and assemble a context.

        The question is read for the relation types it asks about (see
        :meth:`relation_lexicon`) and the names it uses: the facts on the best
        paths from the concept to an asked relation come first, the rest of
        the neighbourhood after. Past two steps, only the asked relations are
        followed (a third step is for the path the question asks). Current facts come before those no longer
        true, marked with why and when; the context stops at ``budget_tokens``.
        "before Y took over" reads the date from Y's relation (``walk.event``
        says which). When the asked relation exists nowhere around the
        concept, or the asked date is before anything known about it, the
        context says so first. A name no longer valid still resolves, marked.
        A query that finds nothing is a dead end: ``walk.dead_end`` is true,
        and the query is recorded for the reflection loop (with ``context``).
        """
        if not isinstance(depth, int) or depth < 0:
            raise InvalidInputError(f"depth must be a whole number of at least 0, not {depth!r}")
        if not isinstance(budget_tokens, int) or budget_tokens < 1:
            raise InvalidInputError(f"budget_tokens must be a whole number of at least 1, not {budget_tokens!r}")
        check_direction(direction)
        query, topic, when, known = self._core.query_times(query, as_of, known_at)
        store = self._core.store
        topic, event = split_event(topic, names=lambda text: named_records(store, text, known_at=known))
        named = named_records(store, topic, known_at=known)
        hits = self._core.index.search(topic, k=5, mode="hybrid", as_of=when, known_at=known)
        walk = Walk(query=query, topic=topic, as_of=to_timestamp(when), known_at=to_timestamp(known),
                    concept=None, budget_tokens=budget_tokens,
                    known_at_asked=known_at is not None or find_known_at(query)[0] is not None)
        lexicon = self.relation_lexicon()
        unknown = self._unknown_name(topic, as_of=when, known_at=known, lexicon=lexicon, any_word=not named)
        gone = named[0] if named and store.seen(named[0], as_of=when, known_at=known) is None else None
        if gone is not None:
            begins = min(v.valid_from for v in known_versions(store, gone, known_at=known))
            if when < begins:
                walk.context = (f"Nothing in memory about {self._core.name(gone)} as of {format_time(when)}: "
                                f"what it holds about it starts {format_time(begins)}.")
                walk.tokens = self._core.count_tokens(walk.context)
                return walk
        if gone is None and (not hits or unknown):
            walk.dead_end = True
            then = f"as of {format_time(when)}" + (f", as known at {format_time(known)}" if walk.known_at_asked else "")
            walk.context = (f"Nothing in memory is named {unknown!r} {then}." if unknown and hits
                            else f"Nothing in memory matches {topic!r} {then}.")
            near = self._near_name(unknown, topic, as_of=when, known_at=known)
            if near:  # the walk still abstains: a near name is a suggestion, not an answer
                walk.context += f" Did you mean {near!r}?"
            walk.tokens = self._core.count_tokens(walk.context)
            self.record_dead_end(query, context=context, as_of=to_timestamp(when))
            return walk
        root = gone if gone is not None else hits[0].concept
        name = self._core.name
        lead = []
        if event is not None:
            found = event_moment(store, root, event, known_at=known, name=name)
            if found is not None:
                when, walk.event = found[0], found[1]
                walk.as_of = to_timestamp(when)
                lead.append(walk.event)
        root_version = store.seen(root, as_of=when, known_at=known)
        ending = None
        if root_version is None:  # no longer valid: its last version, marked
            root_version = max(known_versions(store, root, known_at=known), key=lambda v: v.valid_to)
            ending = _ending(store, root, as_of=max(when, root_version.valid_to), known_at=known)
        patches = self._core.patches(root, as_of=when, known_at=known)
        walk.concept = Concept.from_version(root_version, patches)
        asked = lexicon.asked(topic)
        walk.facts, walk.trail, reached = collect_facts(
            store, root, depth=depth, direction=direction, as_of=when, known_at=known, name=name,
            limit=self.STEP_LIMIT, asked=asked,
        )
        header = describe_version(root_version, patches)
        if ending:
            header[0] = header[0].replace(root_version.name, f"{root_version.name} [{ending}]", 1)
            header += self._successors(root, as_of=when, known_at=known)
        names = [name(record) for record in named]
        missing = self._missing(topic, walk.facts, lexicon=lexicon, ignore=names,
                                said=" ".join([root_version.text, *(patch.text for patch in patches)]))
        if missing:
            dated = as_of is not None or event is not None or find_date(query)[0] is not None
            lead.insert(0, f"{missing[:-1]} as of {format_time(when)}." if dated else missing)
        versions = [v for v in (store.seen(r, as_of=when, known_at=known) for r in reached) if v is not None]
        walk.facts, versions = rank_by_relevance(topic, root_version.name, walk.facts, versions)
        walk.facts, on_paths = order_by_paths(walk.facts, asked=asked, named=set(names))
        first = {label: place for place, label in enumerate(on_paths)}
        versions.sort(key=lambda version: first.get(version.name, len(first)))
        fixes = corrections(root_version, patches)  # lines older than a correction of the concept say so
        corrected = {root_version.name: max(fixes, key=lambda patch: patch.recorded_at)} if fixes else {}
        about = []
        for version in versions:
            line, *patch_lines = describe_version(version, self._core.patches(version.record, as_of=when,
                                                                                known_at=known))
            line += correction_notes(version.text, version.recorded_at, corrected)
            about += [f"- {line}", *[f"  {patch}" for patch in patch_lines]]
        walk.reached = [version.name for version in versions]
        said = self._mentioned_in(root, as_of=when, known_at=known, corrected=corrected)
        walk.context, walk.tokens = render_context(
            header=lead + header, facts=walk.facts, trail=walk.trail, about=about, as_of=when,
            said=[f"- {line}" for line in said], budget_tokens=budget_tokens, count_tokens=self._core.count_tokens,
        )
        walk.hits = pd.DataFrame([{"name": hit.version.name, "score": hit.score, "found_by": hit.found_by}
                                  for hit in hits])
        return walk

    STEP_LIMIT = 3000
    """The most relations one walk steps over (a hub must not make it slow)."""

    def relation_lexicon(self) -> RelationLexicon:
        """The relation types of this memory and the words that ask about each (see :mod:`c0lab.retrieval.lexicon`)."""
        store = self._core.store
        if self._types_at != store.last_change_at:
            self._types = frozenset(versions[-1].name for versions in store.records.values()
                                    if versions[0].kind == "relation") - {"MENTIONS", "SUPERSEDES"}
            self._types_at = store.last_change_at
        if self._lexicon is None or self._lexicon[0] != self._types:
            embedder = self._core.embedder
            self._lexicon = (self._types, RelationLexicon.build(
                self._types, embed=embedder.embed if embedder is not None else None))
        return self._lexicon[1]

    def _missing(self, topic: str, facts: list, *, lexicon: RelationLexicon, ignore: list[str],
                 said: str = "") -> str | None:
        """"Nothing in memory about …" when the question asks a relation that no fact around the concept has
        and the concept's own text (``said``: its description and patches) has no word for it either."""
        senses = lexicon.strongly_asked_senses(topic, ignore=ignore) - lexicon.asked_senses(said, ignore=ignore)
        if not senses:
            return None
        single = len(senses | lexicon.asked_senses(topic, ignore=ignore)) == 1
        near = {fact.relation for fact in facts if fact.depth <= (1 if single else 99)}
        for sense in sorted(senses):
            if not lexicon.types_of(sense) & near:
                about = topic.strip().rstrip("?!. ")
                return f"Nothing in memory about {about[:1].lower()}{about[1:]}."
        return None

    def _successors(self, record: str, *, as_of: int, known_at: int) -> list[str]:
        """Lines naming what superseded (or caused the end of) a concept, with its description."""
        store, lines = self._core.store, []
        for source, _, key, data in store.graph.in_edges(record, keys=True, data=True):
            if data["kind"] == "relation" and store.records[key][-1].name == TRAIL:
                successor = store.seen(source, as_of=as_of, known_at=known_at)
                if successor is not None:
                    lines.append(f"Succeeded by {describe_version(successor, [])[0]}")
        return lines

    def _mentioned_in(self, record: str, *, as_of: int, known_at: int, limit: int = 3,
                      corrected: dict | None = None) -> list[str]:
        """The latest episodes that name the concept, as dated lines (each older than a correction of the
        concept in ``corrected`` states it: :func:`~c0lab.retrieval.walk.correction_notes`)."""
        found = []
        for source, _, key, data in self._core.store.graph.in_edges(record, keys=True, data=True):
            if data["kind"] == "relation" and self._core.store.records[source][0].kind == "episode":
                if self._core.store.seen(key, as_of=as_of, known_at=known_at) is not None:
                    episode = self._core.store.seen(source, as_of=as_of, known_at=known_at)
                    if episode is not None:
                        found.append(episode)
        found.sort(key=lambda version: version.valid_from, reverse=True)
        return [episode_line(version)[:300] + correction_notes(version.text, version.recorded_at, corrected or {})
                for version in found[:limit]]

    def _unknown_name(self, topic: str, *, as_of: int, known_at: int, lexicon: RelationLexicon,
                      any_word: bool = True) -> str | None:
        """A name the question uses that no concept bears, whatever its case or word count.

        "Who leads Project Vexaron?" is a dead end when no concept is called
        Project Vexaron, however close another project's name is: answering
        about a different project would be worse than saying nothing. So is
        "who leads vexaron?" when no text the memory holds has that word
        (``any_word``: judged only when the question names no concept).
        """
        store = self._core.store
        words = topic.split(maxsplit=1)
        for match in _PROPER_NAME.finditer(words[1] if len(words) > 1 else ""):
            candidate = re.sub(r"'s$", "", match.group(0))
            if not any(known_versions(store, record, known_at=known_at)
                       for record in store.names.get(name_key(candidate), [])):
                return candidate
        if not any_word:
            return None
        asking = set().union(*lexicon.stems.values()) if lexicon.stems else set()
        return unknown_name(topic, store=store, vocabulary=self._core.index.keyword.knows, near=store.guard.near,
                            ignore=asking)

    def _near_name(self, unknown: str | None, topic: str, *, as_of: int, known_at: int) -> str | None:
        """A name the memory holds one typo away from the unknown name, or from a run of up to three of the
        question's words ("Project Zepyhr" → "Project Zephyr"), or the one name holding a word one typo away
        from a single word of the question ("zepyhr" → "Project Zephyr"); ``None`` when there is none."""
        store, words = self._core.store, re.findall(r"[\w'-]+", topic)
        runs = [" ".join(words[start:start + size]) for size in (3, 2, 1) for start in range(len(words) - size + 1)]
        for text in ([unknown] if unknown else []) + runs:
            key = store.guard.near(name_key(text)) if len(text) > 3 else None
            for record in store.names.get(key, []) if key else []:
                if store.seen(record, as_of=as_of, known_at=known_at) is not None:
                    return self._core.name(record)
        held = {record for key in map(self._word_guard().only_name, {name_key(word) for word in words}) if key
                for record in store.names.get(key, []) if store.seen(record, as_of=as_of, known_at=known_at)}
        return self._core.name(held.pop()) if len(held) == 1 else None  # a one-word typo: only if one name fits

    def _word_guard(self) -> WordGuard:
        """The typo index over the words of the memory's names, made again when a name key is added or the
        store reloads (keys are never removed; a record joining a key changes no word)."""
        store = self._core.store
        marker = (id(store.names), len(store.names))  # a reload makes a new dict
        if self._words is None or self._words[0] != marker:
            self._words = (marker, WordGuard(store.names))
        return self._words[1]

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
