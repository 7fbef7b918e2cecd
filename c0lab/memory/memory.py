"""``Memory``: the Python API over one namespace of a memory folder.

A facade over a :class:`~c0lab.memory.core.MemoryCore` and the families composed on it (writes, reads, search,
rules, conversation, ingest, changes, upkeep, analytics). Every operation has one route: a written-out ``@_locked``
method here that hands the call to its family, or, for rarer calls, ``mem.analytics`` / ``mem.upkeep`` (typed
objects that lock their own calls). Adding one: CONTRIBUTING.md, "Adding a ``Memory`` operation".
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import pandas as pd

from .._errors import InvalidInputError
from .._protocols import locked_by
from .._time import to_timestamp
from ..extract import Extractor
from ..extract.chunks import Chunking
from ..index.config import HybridSearchConfig
from ..index.embedders import Embedder
from ..index.search import SearchIndex, SearchMode
from ..llm.provider import LLMClient
from ..model.results import AuditReport, Concept, Patch, StatusReport
from ..model.rules import Rule
from ..reflect.reflector import Reflector
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.recall import Recall
from ..retrieval.walk import Walk
from ..store.transfer import read_export, write_export
from ..store.versions import VersionStore
from .analytics import Analytics
from .changes import Changes
from .conversation import Conversation
from .core import MemoryCore
from .ingest import Ingest
from .opening import fallback_note, fill_empty, open_namespace, warm_up
from .reads import Direction, Reads
from .rules import Rules
from .search import Search
from .upkeep import Conflicts, Upkeep, audit_report
from .writes import Writes

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.figure import Figure

__all__ = ["Memory"]

_locked = locked_by(lambda memory: memory.core.lock)
"""A ``Memory`` method holds the memory's lock while it runs; its signature and return type stay its own."""


class Memory:
    """A bi-temporal memory: concepts, patches and relations with valid and system time.

    Open one with :meth:`Memory.open`; it is also a context manager. Every
    read takes ``as_of`` (valid time) and ``known_at`` (system time), both
    "now" by default, as a ``datetime`` or a string such as ``"2022-06-01"``,
    ``"2023-07"``, ``"mid-2023"`` or ``"now"``.

    Examples
    --------
    >>> import tempfile
    >>> with Memory.open(tempfile.mkdtemp(), embedder=None) as mem:
    ...     _ = mem.add_concept("hybrid search", "Keyword + vector retrieval.")
    ...     _ = mem.add_concept("reciprocal rank fusion", "score = w/(k+rank)")
    ...     _ = mem.relate("reciprocal rank fusion", "used by", "hybrid search")
    ...     mem.neighbours("hybrid search")["name"].tolist()
    ['reciprocal rank fusion']

    Threads: every call of it and of its families (``analytics``, ``upkeep``,
    ``reflector``) holds the memory's re-entrant lock (``mem.lock``); a
    ``with mem.batch():`` block holds it to its end. Not covered: iterating
    the live :meth:`graph` view, and ``mem.store`` / ``mem.index`` used directly.
    """

    def __init__(self, store: VersionStore, root: Path, namespace: str, index: SearchIndex | None = None) -> None:
        self.core = MemoryCore(store, root, namespace, index)
        """The typed core the families share (store, index, names and times)."""
        self._writes = Writes(self.core)
        self._reads = Reads(self.core)
        self._rules = Rules(self.core)
        self._search = Search(self.core, self._rules)
        self._conversation = Conversation(self.core)
        self._ingest = Ingest(self.core, self._writes, self._conversation)
        self._changes = Changes(self.core)
        self._conflicts = Conflicts(self.core, self._writes)
        self.analytics = Analytics(self.core)
        """PageRank, betweenness, HITS, components, communities, paths and bridges on any time slice."""
        self.upkeep = Upkeep(self.core, self._writes, self._search)
        """Near-duplicates, merges, orphans and their reconnection."""
        self._reflector: Reflector | None = None
        self._embedder_note: str | None = None

    # -- opening and closing -----------------------------------------------

    @classmethod
    def open(
        cls,
        path: str | Path,
        *,
        namespace: str = "default",
        read_only: bool = False,
        lock_timeout: float = 0,
        embedder: object = "default",
        chroma_url: str | None = None,
        search_config: HybridSearchConfig | None = None,
        reindex: bool = False,
        clock: Callable[[], int] | None = None,
    ) -> Memory:
        """Open (or create) the memory in folder ``path``, in one namespace.

        One process at a time may write a namespace: a second writer gets a :class:`LockedError` at once, or after
        waiting up to ``lock_timeout`` seconds. ``read_only=True`` takes no lock and sees the memory as it was when
        opened.

        ``embedder`` is ``"minilm"`` (the bundled all-MiniLM-L6-v2, loaded on first use; the default unless
        ``$C0LAB_EMBEDDER`` names another), ``"ollama[:MODEL]"``, an :class:`~c0lab.index.embedders.Embedder`, or
        ``None`` for keyword-only search. Vectors live in an embedded Chroma inside the folder, or on the ``chroma run``
        server at ``chroma_url`` (default: ``$C0LAB_CHROMA_URL``). A memory refuses an embedder other than the one that
        built its vectors unless ``reindex=True``, which embeds everything again.

        ``clock()`` gives the system time of writes in µs since the epoch (the computer's clock by default; the
        benchmark replays weeks of documents with its own); a write is still recorded after the latest change.
        """
        note = fallback_note(embedder)
        if note:
            print(f"c0lab: {note}", file=sys.stderr)
            embedder = None
        store, root, index = open_namespace(
            path,
            namespace=namespace,
            read_only=read_only,
            lock_timeout=lock_timeout,
            embedder=embedder,
            chroma_url=chroma_url,
            search_config=search_config,
            reindex=reindex,
            clock=clock,
        )
        memory = cls(store, root, namespace, index)
        memory._embedder_note = note
        return memory

    def warm_up(self) -> None:
        """Start the vector store and load the embedder's model now, so that the first search does not wait for them (a
        notebook calls this in a background thread on open). Builds no index: that stays the first search's job, on the
        caller's thread."""
        warm_up(self.core._index)

    @_locked
    def close(self) -> None:
        """Save what is pending, compact if worthwhile, and release the writer lock."""
        self._reflector = None
        self.core.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        if self.core.closed:
            return f"<Memory {self.path} namespace={self.namespace!r} closed>"
        return f"<Memory {self.path} namespace={self.namespace!r} {len(self.store.names)} concept names>"

    @property
    def store(self) -> VersionStore:
        """The underlying version store (raises once the memory is closed)."""
        return self.core.store

    @property
    def index(self) -> SearchIndex:
        """The keyword and vector indexes (built on first use when there are no vectors to reconcile)."""
        return self.core.index

    @property
    def embedder(self) -> Embedder | None:
        """The embedder of this memory, or ``None`` when it searches by keyword only."""
        return self.core.embedder

    @property
    def reflector(self) -> Reflector:
        """The reflection loop of this namespace (offline classifier unless set otherwise)."""
        self.store  # noqa: B018 - raises once the memory is closed
        if self._reflector is None:
            self._reflector = Reflector(self)
        return self._reflector

    @property
    def path(self) -> Path:
        """The memory folder."""
        return self.core.root

    @property
    def namespace(self) -> str:
        """The namespace this object reads and writes."""
        return self.core.namespace

    @property
    def read_only(self) -> bool:
        """Whether this object may change the memory."""
        return self.store.files.read_only

    @property
    def last_change_at(self) -> pd.Timestamp:
        """The system time of the latest change (``NaT`` for an empty memory)."""
        return to_timestamp(self.store.last_change_at) if self.store.last_change_at else pd.NaT

    @property
    def lock(self) -> threading.RLock:
        """The re-entrant lock every call holds; ``with mem.lock:`` makes several calls one step for other threads."""
        return self.core.lock

    # -- tokens ------------------------------------------------------------------

    @_locked
    def count_tokens(self, text: str) -> int:
        """Tokens in ``text``: the embedder's tokenizer, else :func:`~c0lab.index.embedders.count_tokens`."""
        return self.core.count_tokens(text)

    @_locked
    def count_tokens_many(self, texts: list[str]) -> list[int]:
        """Tokens of each text, counted as :meth:`count_tokens` does (in one batch when the embedder can)."""
        return self.core.count_tokens_many(texts)

    # -- writes (writes.py) ------------------------------------------------------

    @contextlib.contextmanager
    def batch(self, label: str = "batch") -> Iterator[Any]:
        """``with mem.batch() as op: …`` — the changes inside are saved all together, or not at all.

        Reads inside the block see its changes; if the block raises, the memory is as it was before it (reloaded from
        disk). The block is one operation: ``undo(op)`` retracts all of it. Other threads wait until the block ends.
        """
        with self.core.lock, self._writes.batch(label) as op:
            yield op

    @_locked
    def add_concept(
        self,
        name: str,
        description: str = "",
        *,
        valid_from: object = None,
        kind: str | None = None,
        source: str = "user",
        force: bool = False,
        aliases: list[str] | None = None,
        provenance: dict | None = None,
    ) -> Concept:
        """Add a concept, valid from ``valid_from`` (since always by default), with other names.

        A name already taken, or a near-duplicate of one (a typo, another spelling), raises
        :class:`DuplicateConceptError` unless ``force=True``. ``provenance`` (JSON-able) records where a concept came
        from, e.g. the reflector's reason and sources.
        """
        return self._writes.add_concept(
            name,
            description,
            valid_from=valid_from,
            kind=kind,
            source=source,
            force=force,
            aliases=aliases,
            provenance=provenance,
        )

    @_locked
    def add_concepts(self, records: pd.DataFrame | Iterable[Mapping[str, Any]], *, force: bool = False) -> int:
        """Add many concepts in one write; all are added or none.

        ``records`` is a DataFrame or an iterable of dicts with ``name`` and, optionally, ``description``,
        ``valid_from``, ``kind``, ``source``. Returns how many were added.
        """
        return self._writes.add_concepts(records, force=force)

    @_locked
    def add_alias(self, name: str, alias: str) -> str:
        """Another name for a concept: exact search and every lookup by name find it too. Returns the op id."""
        return self._writes.add_alias(name, alias)

    @_locked
    def add_patch(self, concept: str, content: str, *, valid_from: object = None, source: str = "user") -> Patch:
        """Attach a correction or addition to a concept (valid since always by default)."""
        return self._writes.add_patch(concept, content, valid_from=valid_from, source=source)

    @_locked
    def relate(
        self, a: str, type: str, b: str, *, valid_from: object = None, valid_to: object = None, keep: bool = False
    ) -> str:
        """Record that ``a`` relates to ``b`` by ``type`` (``USED_BY``, ``LED_BY``…); both must exist.

        For a single-valued type (``status()["single_valued"]``) the value held across ``valid_from`` ends there,
        "replaced by" ``b``, and a value dated earlier than the next one ends where that one begins; ``keep=True`` keeps
        both values instead. Returns the op id.
        """
        return self._writes.relate(a, type, b, valid_from=valid_from, valid_to=valid_to, keep=keep)

    @_locked
    def add_relations(self, records: pd.DataFrame | Iterable[Mapping[str, Any]], *, keep: bool = False) -> int:
        """Add many relations in one write: dicts or rows with ``source``, ``type``, ``target``, optionally
        ``valid_from`` and ``valid_to``. Returns how many were added.

        Single-valued types follow the same rule as :meth:`relate` (``keep=True``: keep every value)."""
        return self._writes.add_relations(records, keep=keep)

    @_locked
    def supersede(self, old: str, new: str, *, at: object = None, force: bool = False) -> str:
        """The world changed at ``at`` (now by default): ``old`` ends, ``new`` begins; returns the op id.

        A ``SUPERSEDES`` relation from ``new`` to ``old`` keeps the trail. An ``at`` before ``old`` began or over a day
        ahead is refused unless ``force=True``.
        """
        return self._writes.supersede(old, new, at=at, force=force)

    @_locked
    def invalidate(
        self, name: str, *, reason: str, at: object = None, by: str | None = None, force: bool = False
    ) -> str:
        """``name`` stops being valid at ``at`` (now by default), for ``reason``, caused ``by`` whom or what.

        An ``at`` before it began or over a day ahead is refused unless ``force=True``. Returns the op id."""
        return self._writes.invalidate(name, reason=reason, at=at, by=by, force=force)

    @_locked
    def describe(self, name: str, description: str, *, at: object = None) -> str:
        """A new description, true from ``at`` (now by default); the old one stays readable. Returns the op id."""
        return self._writes.describe(name, description, at=at)

    @_locked
    def end(self, a: str, type: str, b: str, *, at: object, reason: str | None = None, force: bool = False) -> str:
        """The relation ``a`` ``type`` ``b`` stops holding at ``at`` (valid time); returns the op id.

        The versions before stay readable with ``known_at``. An ``at`` before the relation began, or more than a day
        ahead, is refused unless ``force=True``.
        """
        return self._writes.end(a, type, b, at=at, reason=reason, force=force)

    @_locked
    def relation_type(self, type: str, *, single: bool) -> None:
        """Declare whether relation ``type`` holds one value at a time (``single=True``) in this namespace.

        A newer value of a single-valued type ends the older one where it begins; ``single=False`` keeps every value.
        Kept in the namespace folder.
        """
        self._writes.relation_type(type, single=single)

    # -- reads (reads.py) --------------------------------------------------------

    @_locked
    def concept(self, name: str, *, as_of: object = None, known_at: object = None) -> Concept:
        """The concept as it stood at ``as_of``, as the memory held it at ``known_at``."""
        return self._reads.concept(name, as_of=as_of, known_at=known_at)

    @_locked
    def graph(self, *, as_of: object = None, known_at: object = None) -> nx.MultiDiGraph:
        """A read-only NetworkX view of the concepts and relations visible at the given times."""
        return self._reads.graph(as_of=as_of, known_at=known_at)

    @_locked
    def neighbours(
        self,
        name: str,
        *,
        depth: int = 1,
        as_of: object = None,
        known_at: object = None,
        direction: Direction = "both",
    ) -> pd.DataFrame:
        """Concepts within ``depth`` relations of ``name``: a DataFrame of ``name``, ``relation``, ``direction``
        (``out`` or ``in``, seen from ``via``), ``via`` and ``depth``."""
        return self._reads.neighbours(name, depth=depth, as_of=as_of, known_at=known_at, direction=direction)

    @_locked
    def history(self, name: str) -> pd.DataFrame:
        """Every version of the concept, its patches and its relations, with both intervals."""
        return self._reads.history(name)

    @_locked
    def timeline(self, name: str, *, as_of: object = None, known_at: object = None) -> Figure:
        """The concept's facts drawn over valid time: a matplotlib ``Figure``, one bar per relation (current solid;
        ended, superseded, invalidated styled apart; when the memory learned each marked; ``as_of`` dashed)."""
        return self._reads.timeline(name, as_of=as_of, known_at=known_at)

    @_locked
    def status(self) -> StatusReport:
        """Counts of what the memory holds: records valid now by kind, all records, versions, files (a ``dict``, shown
        as an HTML table in a notebook)."""
        return StatusReport(
            self._reads.status(embedder_note=self._embedder_note, single_valued=self._writes.single_valued())
        )

    # -- search and walk (search.py; retrieval/walking.py) -----------------------

    @_locked
    def search(
        self, query: str, *, k: int = 10, mode: SearchMode = "hybrid", as_of: object = None, known_at: object = None
    ) -> pd.DataFrame:
        """Concepts that match ``query``, best first: exact name, then keyword and vector lists fused by RRF.

        A date in the query ("in 2020", "as of mid-2023") is used as ``as_of`` when none is given. Columns: ``name``,
        ``score``, ``found_by``, ``keyword_rank``, ``vector_rank``, ``similarity``, the version's ``valid_from``,
        ``valid_to``, ``recorded_at``, ``expired_at``, ``id`` and ``note``. A name the query uses that is no longer
        valid is not dropped: it comes first, ``found_by`` "exact (no longer valid)", with ``note`` saying why
        ("superseded 2023-09-01 by OpenTofu").
        """
        return self._search.search(query, k=k, mode=mode, as_of=as_of, known_at=known_at)

    @_locked
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

        The question is read for the relation types it asks about (see :meth:`relation_lexicon`) and the names it uses:
        the facts on the best paths from the concept to an asked relation come first, the rest of the neighbourhood
        after. Past two steps, only the asked relations are followed (a third step is for the path the question asks).
        Current facts come before those no longer true, marked with why and when; the context stops at
        ``budget_tokens``. "before Y took over" reads the date from Y's relation (``walk.event`` says which). When the
        asked relation exists nowhere around the concept, or the asked date is before anything known about it, the
        context says so first. A name no longer valid still resolves, marked. A query that finds nothing is a dead end:
        ``walk.dead_end`` is true, and the query is recorded for the reflection loop (with ``context``).
        """
        return self._search.walk(
            query,
            depth=depth,
            as_of=as_of,
            known_at=known_at,
            budget_tokens=budget_tokens,
            direction=direction,
            context=context,
        )

    @_locked
    def relation_lexicon(self) -> RelationLexicon:
        """The relation types of this memory and the words that ask about each (see :mod:`c0lab.retrieval.lexicon`)."""
        return self._search.relation_lexicon()

    @_locked
    def dead_ends(self) -> pd.DataFrame:
        """Every walk that found nothing: query, namespace, time, as_of and context."""
        return self._search.dead_ends()

    @_locked
    def record_dead_end(self, query: str, *, context: str | None = None, as_of: object = None) -> None:
        """Keep a question that found nothing for the reflection loop (a walk does this itself)."""
        self._search.record_dead_end(query, context=context, as_of=as_of)

    @_locked
    def rebuild_indexes(self) -> dict[str, int]:
        """Rebuild the keyword and vector indexes from the store; returns their sizes."""
        return self._search.rebuild_indexes()

    # -- rules (rules.py; retrieval/rules.py) ------------------------------------

    @_locked
    def add_rule(self, name: str, *, path: list[str], gives: str, confidence: float = 1.0) -> Rule:
        """Add a path rule: chains of the relation types in ``path`` give ``gives`` between their ends.

        ``mem.add_rule("upper_manager", path=["MANAGER_OF", "MANAGER_OF"], gives="UPPER_MANAGER_OF", confidence=0.6)``.
        The derived relations are computed on the time slice each read asks for (valid where every step is valid), shown
        in a walk as inferred, never stored as facts.
        """
        return self._rules.add_rule(name, path=path, gives=gives, confidence=confidence)

    @_locked
    def remove_rule(self, name: str) -> Rule:
        """Remove the rule called ``name``; returns it."""
        return self._rules.remove_rule(name)

    @_locked
    def rules(self) -> pd.DataFrame:
        """Every rule: ``name``, ``path`` (relation types, in order), ``gives`` and ``confidence``."""
        return self._rules.rules()

    @_locked
    def inferred(self, *, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """Every relation the rules derive at ``(as_of, known_at)``: ``subject``, ``relation``, ``object``,
        ``valid_from``, ``valid_to`` (where every step is valid), ``rule`` and ``confidence``."""
        return self._rules.inferred(as_of=as_of, known_at=known_at)

    # -- conversation (conversation.py; retrieval/recall.py) ---------------------

    @_locked
    def add_episode(
        self,
        text: str,
        *,
        speaker: str | None = None,
        session: str | None = None,
        at: object = None,
        id: str | None = None,
        source: str = "message",
    ) -> str | None:
        """Keep a message word for word; returns its id (``None`` when all of it was private).

        An empty or blank text is refused with an ``InvalidInputError``.
        """
        return self._conversation.add_episode(text, speaker=speaker, session=session, at=at, id=id, source=source)

    @_locked
    def add_episodes(self, records: pd.DataFrame | Iterable[Mapping[str, Any]]) -> int:
        """Keep many messages in one write (fields: text, speaker, session, at, id, source); returns how many."""
        return self._conversation.add_episodes(records)

    @_locked
    def import_messages(self, source: str | Path | pd.DataFrame | list[dict], *, session: str | None = None) -> int:
        """Import a chat transcript: a JSONL file (``role``, ``content``, ``timestamp`` a line), a DataFrame or a list
        of such messages (dicts)."""
        return self._conversation.import_messages(source, session=session)

    @_locked
    def episodes(self, *, session: str | None = None, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """The episodes visible then, in time order."""
        return self._conversation.episodes(session=session, as_of=as_of, known_at=known_at)

    @_locked
    def recall(
        self,
        query: str,
        *,
        budget_tokens: int = 1000,
        as_of: object = None,
        known_at: object = None,
        session: str | None = None,
        now: object = None,
    ) -> Recall:
        """Episodes that answer ``query``: the strong hits and the turns around them, best first, within
        ``budget_tokens`` (a ceiling; :func:`c0lab.retrieval.recall.recall`). A strong hit lends its score to the
        turns near it (an answer follows its question), a long turn gives its best passage, a text said twice shows
        once. ``now`` is the moment the question is asked (default the clock): "last Saturday", "two weeks ago" or
        "this year" are read against it; a date the question names brings what was said near it first and hides
        nothing (``as_of`` does). Nothing when nothing matches.
        """
        return self._conversation.recall(
            query, budget_tokens=budget_tokens, as_of=as_of, known_at=known_at, session=session, now=now
        )

    @_locked
    def ask(
        self,
        question: str,
        *,
        model: str,
        budget_tokens: int = 1000,
        session: str = "ask",
        client: LLMClient | None = None,
        as_of: object = None,
        known_at: object = None,
    ) -> str:
        """Answer ``question`` with the chat ``model``, given what :meth:`recall` finds within ``budget_tokens``; the
        question and the answer are kept as episodes of ``session``. Returns the answer."""
        return self._conversation.ask(
            question,
            model=model,
            budget_tokens=budget_tokens,
            session=session,
            client=client,
            as_of=as_of,
            known_at=known_at,
        )

    # -- ingest (ingest.py; extract/) --------------------------------------------

    @_locked
    def ingest(
        self,
        text: str,
        *,
        at: object = None,
        source: str = "document",
        session: str | None = None,
        extractor: Extractor | None = None,
    ) -> dict[str, Any]:
        """Keep ``text`` (written at ``at``, default now) as an episode and write what the extractor reads in it.

        Returns counts: ``episode`` (its id), ``concepts`` and ``relations`` added, ``replaced`` (relations a statement
        replaced), ``ended`` (relations a statement ended: "X left Y in 2022", or a stated end of one already held),
        ``corrected`` (patches written for sentences that say they correct an earlier statement) and ``skipped``
        (extracted items that could not be written: a bad name, type or date, or a relation that already holds).
        """
        return self._ingest.ingest(text, at=at, source=source, session=session, extractor=extractor)

    @_locked
    def ingest_file(
        self,
        path: str | Path,
        *,
        chunking: Chunking = "paragraphs",
        dedupe: bool = True,
        max_chunks: int | None = None,
        at: object = None,
        source: str | None = None,
        progress: bool | None = None,
    ) -> dict[str, Any]:
        """Ingest a Markdown, plain-text or JSON file, chunk by chunk, each chunk through :meth:`ingest`.

        A ``.json`` file is a list of documents ``{"text": …, "date": …}``, each chunk ingested at its document's date
        (else ``at``, else now); any other file is one document. ``chunking`` cuts a document into ``paragraphs`` (a
        Markdown heading is kept with what follows it), ``sentences``, or ``none``. With ``dedupe``, a chunk the memory
        or the file already holds (the same words) or nearly holds (most of its word 3-grams) is skipped and counted.
        ``max_chunks`` stops after that many chunks. All of it is one operation (``undo`` takes it back), written all
        together or not at all; a progress bar shows for long files. Returns ``chunks``, ``ingested``, ``duplicates``,
        ``near_duplicates``, and the sums of ``ingest``'s counts.
        """
        return self._ingest.ingest_file(
            path, chunking=chunking, dedupe=dedupe, max_chunks=max_chunks, at=at, source=source, progress=progress
        )

    # -- changes (changes.py) ----------------------------------------------------

    @_locked
    def snapshot(self, name: str) -> pd.Timestamp:
        """Name this moment of system time (the latest change); returns it."""
        return self._changes.snapshot(name)

    @_locked
    def snapshots(self) -> pd.DataFrame:
        """Every named snapshot, oldest first."""
        return self._changes.snapshots()

    @_locked
    def diff(self, t1: object, t2: object = "now", *, axis: Literal["system", "valid"] = "system") -> pd.DataFrame:
        """Concepts, patches and relations added, ended (superseded, invalidated) or re-described between two times;
        ``attrs["summary"]`` is a one-line count of each change."""
        return self._changes.diff(t1, t2, axis=axis)

    # -- upkeep (upkeep.py, the operation log) -----------------------------------

    @_locked
    def conflicts(
        self,
        *,
        single_valued: tuple[str, ...] | None = None,
        as_of: object = None,
        known_at: object = None,
    ) -> pd.DataFrame:
        """Facts that cannot both hold, each with a suggested fix (a call that can be run as it reads): two live
        values of a single-valued relation (``status()["single_valued"]`` by default) of one concept, or a later patch
        naming another concept of the value's kind than the live value."""
        return self._conflicts.conflicts(single_valued=single_valued, as_of=as_of, known_at=known_at)

    @_locked
    def operations(self) -> pd.DataFrame:
        """Every write, oldest first: ``op`` (the id to undo), ``label``, ``at``, ``undone``, ``undoes``."""
        return self.core.ops.table()

    @_locked
    def undo(self, op: str | None = None) -> str:
        """Retract an operation in system time (the latest one by default); returns the retraction's id.

        The versions it added leave the current belief and the ones it closed come back; ``known_at`` before now still
        shows the write. An operation changed since by a later write is refused until that one is undone.
        """
        if op is None:
            op = self.core.ops.last()
            if op is None:
                raise InvalidInputError("there is no write to undo")
        return self.core.ops.undo(op)

    @_locked
    def retract(self, op: str) -> str:
        """Withdraw the belief that operation ``op`` recorded (what :meth:`undo` does); returns the retraction's id."""
        return self.core.ops.undo(op)

    @_locked
    def audit(self) -> AuditReport:
        """A short report (a ``str``, shown as an HTML table in a notebook): what the memory holds, and its conflicts,
        duplicates and orphans."""
        return audit_report(self.status(), self.conflicts(), self.upkeep.duplicates(), self.upkeep.orphans(k=1))

    # -- moving between machines ---------------------------------------------

    @_locked
    def export(self, path: str | Path) -> Path:
        """Write this namespace as plain files (parquet + a JSON manifest) into a new folder."""
        return write_export(
            Path(path), namespace=self.namespace, versions=list(self.store.versions.values()), memory_root=self.path
        )

    @classmethod
    def import_(cls, source: str | Path, path: str | Path, *, namespace: str | None = None, **options: Any) -> Memory:
        """Open the memory at ``path`` with an export's versions in an empty namespace (by default the one the export
        was taken from; other options are :meth:`open`'s); the indexes are built from the imported versions."""
        exported_namespace, versions = read_export(Path(source))
        memory = cls.open(path, namespace=namespace or exported_namespace, **options)
        try:
            fill_empty(memory.store, versions, what=f"namespace {memory.namespace!r} of {memory.path}")
        except BaseException:
            memory.close()
            raise
        return memory
