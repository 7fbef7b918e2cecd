"""``Memory``: the Python API over one namespace of a memory folder.

A facade over a :class:`~c0lab.memory.core.MemoryCore` and the families composed on it (writes, reads, search,
rules, conversation, ingest, changes, upkeep, analytics); opening, closing, moving and the properties are its base,
:class:`~c0lab.memory.handle.MemoryHandle`, and the calls that keep texts (episodes, recall, ask, ingest) are
in :class:`~c0lab.memory.texts.MemoryTexts`. Every operation has one route: a written-out ``@_locked``
method here (or there) that hands the call to its family, or, for rarer calls, ``mem.analytics`` / ``mem.upkeep`` (typed
objects that lock their own calls). Adding one: CONTRIBUTING.md, "Adding a ``Memory`` operation".
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

import pandas as pd

from .._errors import InvalidInputError
from .._time import micros_of_timestamp
from ..index.search import SearchMode
from ..model.results import AuditReport, Concept, Patch, StatusReport
from ..model.rules import Rule
from ..retrieval.context import Context, asked_names, combined_context, name_passages, nothing_then
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.starts import later_starts, start_noter
from ..retrieval.walk import Walk
from .handle import _locked
from .reads import Direction
from .texts import MemoryTexts
from .upkeep import audit_report

if TYPE_CHECKING:
    import networkx as nx
    from matplotlib.figure import Figure

    from ..reflect.reflector import Reflector

__all__ = ["Memory"]


class Memory(MemoryTexts):
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

    @property
    def reflector(self) -> Reflector:
        """The reflection loop of this namespace (offline classifier unless set otherwise)."""
        self.store  # noqa: B018 - raises once the memory is closed
        if self._reflector is None:
            from ..reflect.reflector import Reflector

            self._reflector = Reflector(self)
        return self._reflector

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
        """Attach a correction or addition to a concept (valid since always by default); see :func:`redate_patch`."""
        from .redating import redate_patch  # the extractor's cue words: imported by a write, not by a read

        patch = self._writes.add_patch(concept, content, valid_from=valid_from, source=source)
        return redate_patch(self.core, self._writes, concept, patch)  # "in 1970, not 1969": its fact redated

    @_locked
    def relate(
        self,
        a: str,
        type: str,
        b: str,
        *,
        valid_from: object = None,
        valid_to: object = None,
        keep: bool = False,
        alongside: bool = False,
    ) -> str:
        """Record that ``a`` relates to ``b`` by ``type`` (``USED_BY``, ``LED_BY``…); both must exist.

        For a single-valued type (``status()["single_valued"]``) the value held across ``valid_from`` ends there,
        "replaced by" ``b``, and a value dated earlier than the next one ends where that one begins; ``keep=True`` keeps
        both values instead. ``alongside=True`` keeps them too and says so: ``b`` is held beside the values before it
        ("B also chairs X"), so a walk never reads it as their replacement. Returns the op id. ``valid_from`` /
        ``valid_to`` take a date, a ``datetime``, any form the time reader reads ("1923-08", "the 1923–24 season",
        "late 19th century") or a year as an int (``1919``).
        """
        return self._writes.relate(a, type, b, valid_from=valid_from, valid_to=valid_to, keep=keep, alongside=alongside)

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
        ahead is refused unless ``force=True``. A period is where ``new`` begins and ``old`` ends (``at="1988"``:
        1988-01-01, one name at a time), unlike ``end()``'s, which is covered.
        """
        return self._writes.supersede(old, new, at=at, force=force)

    @_locked
    def invalidate(
        self, name: str, *, reason: str, at: object = None, by: str | None = None, force: bool = False
    ) -> str:
        """``name`` stops being valid at ``at`` (now by default), for ``reason``, caused ``by`` whom or what.

        An ``at`` before it began or over a day ahead is refused unless ``force=True``; a period is covered, as
        ``valid_to`` reads it (``at="1988"``: valid through 1988). Returns the op id."""
        return self._writes.invalidate(name, reason=reason, at=at, by=by, force=force)

    @_locked
    def describe(self, name: str, description: str, *, at: object = None) -> str:
        """A new description, true from ``at`` (now by default); the old one stays readable. Returns the op id."""
        return self._writes.describe(name, description, at=at)

    @_locked
    def end(self, a: str, type: str, b: str, *, at: object, reason: str | None = None, force: bool = False) -> str:
        """The relation ``a`` ``type`` ``b`` stops holding at ``at`` (valid time); returns the op id.

        ``at`` is read as ``valid_to`` is: ``at="1988"`` ended in 1988, so the relation holds through 1988 (printed
        "1979–1988", "[ended 1988]"); a day or an instant is where it stops. The versions before stay readable
        with ``known_at``. An ``at`` before the relation began, or more than a day ahead, needs ``force=True``.
        """
        return self._writes.end(a, type, b, at=at, reason=reason, force=force)

    @_locked
    def redate(self, a: str, type: str, b: str, *, valid_from: object = None, valid_to: object = None) -> str:
        """Correct the dates of the relation ``a`` ``type`` ``b``: it holds from ``valid_from`` to ``valid_to``
        instead (an undated fact given dates; "1772, not 1771"); an edge not given stays. Returns the op id.

        The stint changed is the relation's only one, or the only one overlapping the dates given; the old dates
        stay readable with ``known_at``, and ``undo`` takes the change back. A value this one replaced (ended where
        it began, by the single-valued rule) ends where it now begins; other values (a successor's start) are not
        moved.
        """
        return self._writes.redate(a, type, b, valid_from=valid_from, valid_to=valid_to)

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
    def walks(self, query: str, *, budgets: Sequence[int], as_of: object = None, known_at: object = None) -> list[Walk]:
        """:meth:`walk` within each of ``budgets`` (tokens), one walk a budget in their order: the question is
        resolved and walked once, only cut and rendered for each."""
        return self._search.walks(query, budgets=budgets, as_of=as_of, known_at=known_at)

    @_locked
    def context(
        self, question: str, *, budget_tokens: int = 1000, as_of: object = None, known_at: object = None
    ) -> Context:
        """The context for ``question`` within ``budget_tokens``: the walk's facts, then :meth:`recall`'s text, when
        the walk holds a fact of an asked relation type; else the passages naming the question's names first
        (:func:`c0lab.retrieval.context.combined_context`). Episodes are read as known at ``known_at``, at any
        valid time (an episode is valid from the day it was written). ``.text_first`` says which; ``.walk`` is the
        walk."""
        return self.contexts(question, budgets=(budget_tokens,), as_of=as_of, known_at=known_at)[0]

    @_locked
    def contexts(
        self, question: str, *, budgets: Sequence[int], as_of: object = None, known_at: object = None
    ) -> list[Context]:
        """:meth:`context` within each of ``budgets`` (tokens), one a budget in their order: the question is walked
        once (what an evaluation at several budgets asks)."""
        walked = self.walks(question, budgets=budgets, as_of=as_of, known_at=known_at)
        return [self._context(found, question, known_at=known_at) for found in walked]

    def _context(self, found: Walk, question: str, *, known_at: object) -> Context:
        """:meth:`context` of a walk made."""
        budget_tokens = found.budget_tokens
        core = self.core
        known = micros_of_timestamp(found.known_at)
        started = start_noter(found, later_starts(core.store, found, known_at=known))

        def passages(budget: int) -> list[str]:
            return name_passages(
                core.store,
                core.index,
                topic=found.topic,
                names=asked_names(core.store, found, known_at=known),
                as_of=max(core.now(), known),
                known_at=known,
                budget_tokens=budget,
                count_tokens=core.count_tokens,
                patches=core.patches,
                started=started,
            )

        return combined_context(
            found,
            budget_tokens=budget_tokens,
            count_tokens=core.count_tokens,
            recall=lambda budget: self._conversation.recall(
                question, budget_tokens=budget, as_of="now", known_at=known_at
            ),
            passages=passages,
            answered_then=nothing_then(core.store, found, known_at=known),
            started=started,
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
        """Facts that cannot both hold, each with a suggested fix (a call that can be run as it reads): two values of
        a single-valued relation (``status()["single_valued"]`` by default) of one concept that held at once (at any
        valid time; at ``as_of`` when given), or a later patch naming another concept of the value's kind than the
        live value."""
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
