"""The in-memory store: every version, indexed by record, name and graph.

The graph is a NetworkX multi-digraph over records. Concepts, patches and
episodes are nodes; a relation is an edge keyed by its record id; a patch is
also joined to its concept by a ``patch`` edge. Each node and relation edge
carries ``versions``, the same list the store keeps for the record, so what
a time slice can see is decided by :func:`~c0lab._time.visible` alone.
The time columns of the same rows, :class:`~c0lab.store.slices.Columns`, are
read at open straight from the files' Arrow columns (no Python per row) and
fed every commit; :meth:`VersionStore.array_slice` cuts from them the arrays
that analytics rank.
"""

from __future__ import annotations

import gc
import warnings
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from operator import attrgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyarrow as pa

from .._errors import CorruptMemoryError, StorageError
from .._time import FOREVER, now_micros, visible
from ..model.guard import NameGuard
from ..model.records import CONCEPT, OPERATION, PATCH, RELATION, Version, name_key
from ..model.redaction import clean_version
from .files import NamespaceFiles, Rows
from .links import Links
from .readindex import EdgeLists, Names, ReadIndex
from .rows import Records, RowIndex, Versions
from .slices import Columns, Live, Slice

if TYPE_CHECKING:  # imported where the graph is built: a walk reads Links instead
    import networkx as nx

__all__ = ["BULK_EDGES", "COMPACT_AFTER", "VersionStore", "collector_paused", "visible_version"]

COMPACT_AFTER = 512
"""Segments a namespace may gather before they are folded into its base."""


BULK_EDGES = 5000
"""From this many new edges on, they are written into the graph's adjacency directly."""


def _add_edges_in_bulk(graph: nx.MultiDiGraph, edges: list[tuple[str, str, str, dict[str, Any]]]) -> None:
    """What ``graph.add_edges_from(edges)`` does, for keyed edges between existing nodes, in a third of the time.

    NetworkX keeps a multi-digraph as ``_succ[u][v][key] = data`` with
    ``_pred[v][u]`` the same key dict; filling those directly skips its
    per-edge checks, which dominate opening a large memory. An edge whose
    end is not yet a node goes through ``add_edge``. ``tests/test_store.py``
    checks the result equals NetworkX's own.
    """
    successors, predecessors = graph._succ, graph._pred
    for source, target, key, data in edges:
        if source not in successors or target not in successors:
            graph.add_edge(source, target, key=key, **data)
            continue
        keys = successors[source].get(target)
        if keys is None:
            keys = successors[source][target] = predecessors[target][source] = {}
        keys[key] = data
    import networkx as nx

    nx.utils.misc._clear_cache(graph)


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector for a bulk step (loading, indexing, bulk adds).

    Such a step makes millions of objects and no cyclic garbage, and each of the
    collector's full passes walks every object of the store; the passes it
    skips are a third of the step's time at 100k concepts. Nests; the collector
    runs again afterwards if it ran before. (Nothing is frozen with
    :func:`gc.freeze`: that would keep every cycle of the process alive for
    good, a closed memory's graph and the user's own objects included.)
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def visible_version(versions: list[Version], *, as_of: int, known_at: int) -> Version | None:
    """The version of a record that ``(as_of, known_at)`` sees, if any."""
    for version in reversed(versions):
        if visible(
            version.valid_from,
            version.valid_to,
            version.recorded_at,
            version.expired_at,
            as_of=as_of,
            known_at=known_at,
        ):
            return version
    return None


class VersionStore:
    """All versions of one namespace, loaded from and saved to its files."""

    def __init__(
        self,
        root: Path,
        namespace: str,
        *,
        read_only: bool,
        lock_timeout: float = 0,
        clock: Callable[[], int] = now_micros,
    ) -> None:
        self.clock = clock
        """The system clock of writes (µs since the epoch); :meth:`tick` never goes back before the last change."""
        self.files = NamespaceFiles(root, namespace, read_only=read_only, lock_timeout=lock_timeout)
        self.versions: dict[int, Version] | Versions = {}
        self.records: dict[str, list[Version]] | Records = {}
        """Each record's versions, oldest first, in the order the records were made. A writer's are Python
        lists made at open; a read-only store's are made when read (:mod:`c0lab.store.rows`)."""
        self._rows: RowIndex | None = None  # a read-only store's rows (see records)
        self._edges: tuple[EdgeLists, EdgeLists] | None = None  # and each record's edges, from arrays
        self.names: dict[str, list[str]] | Names = {}
        """The concept records under each name key (a reader's are read from beside the store: :class:`Names`)."""
        self.patches_of: dict[str, list[str]] = {}
        """The patch records of each concept record, oldest first (what the graph's ``patch`` edges say)."""
        self.guard = NameGuard()
        self._graph: nx.MultiDiGraph | None = None  # built at first use (see graph)
        self._links: Links | None = None  # made at first use (see links)
        self.columns = Columns()
        """The time columns of concepts and relations, for array slices (:meth:`array_slice`)."""
        self.last_version = 0
        self.last_change_at = 0
        self.operations: dict[str, Version] = {}
        """The operation log: one row (kind ``operation``) per user write, committed with its data."""
        self.listeners: list[Callable[[list[Version]], None]] = []
        """Called with the rows of each commit once they are saved (the search index listens)."""
        self.reloaders: list[Callable[[], None]] = []
        """Called when the in-memory state was read again from disk (after a failed batch)."""
        self._batch: list[Version] | None = None
        try:
            self._load()
        except BaseException:
            self.files.close()
            raise

    # -- writing -------------------------------------------------------------

    def tick(self) -> int:
        """A system time later than every change so far: the clock's, or just after the last change."""
        return max(self.clock(), self.last_change_at + 1)

    def next_version(self) -> int:
        """A fresh version number."""
        self.last_version += 1
        return self.last_version

    @property
    def in_batch(self) -> bool:
        """Whether a :meth:`batch` is open: its commits are in memory, not yet on disk."""
        return self._batch is not None

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Commits inside are saved together, as one segment, when the block ends — or not at all.

        If the block raises, the in-memory state is reloaded from disk, so
        nothing of the block remains. A batch inside a batch joins it.
        """
        if self._batch is not None:
            yield
            return
        self._batch = []
        try:
            with self.files.holding_states() as states:  # snapshots, relation types: written with the batch
                yield
                if self._batch:
                    self.files.append(self._batch)  # if this fails (disk full), the except below reloads
                self._batch = None
        except BaseException:
            pending, self._batch = self._batch, None
            if pending:  # nothing was applied in memory when nothing was committed: no reload needed
                self.reload()
            elif states:
                for forget in self.reloaders:  # what was read from the dropped state files
                    forget()
            raise
        if self.files.segment_count >= COMPACT_AFTER:
            self.compact()

    def reload(self) -> None:
        """Forget the in-memory state and read it again from disk."""
        self.versions, self.records, self.names, self.operations, self.patches_of = {}, {}, {}, {}, {}
        self.guard, self._graph, self._links, self._rows, self._edges = NameGuard(), None, None, None, None
        self.columns.clear()
        self.last_version = self.last_change_at = 0
        self._load()
        for forget in self.reloaders:
            forget()

    def refresh(self) -> bool:
        """A reader's view brought up to what the writer committed since it read (:meth:`reload`); whether it
        changed. A writer holds every change already: nothing to do."""
        if not self.files.read_only or not self.files.changed():
            return False
        self.reload()
        return True

    def commit(self, rows: list[Version]) -> None:
        """Save ``rows`` as one segment (or add them to the open batch), then make them visible in memory.

        This is where every version enters the memory, so it is where secrets
        and ``<private>`` text are taken out (:func:`~c0lab.model.redaction.clean_version`).
        """
        if not rows:
            return
        rows = [clean_version(row) for row in rows]
        if self._batch is not None:
            self._batch.extend(rows)
        else:
            self.files.append(rows)
        self._apply(rows)
        data = [row for row in rows if row.kind != OPERATION]
        for listener in self.listeners:
            listener(data)
        if self.files.segment_count >= COMPACT_AFTER:
            self.compact()

    def compact(self) -> None:
        """Fold the segments into one base file."""
        self.files.compact([*self.versions.values(), *self.operations.values()])

    def close(self) -> None:
        """Compact if worthwhile, then release the files."""
        self.listeners.clear()
        self.reloaders.clear()
        try:
            if not self.files.read_only and self.files.segment_count >= 32:
                self.compact()
        except StorageError as error:  # compaction only tidies: every commit is already saved
            warnings.warn(f"c0lab: {error}", stacklevel=3)
        finally:
            self.files.close()

    # -- reading -------------------------------------------------------------

    def _load(self) -> None:
        """Read every row of the namespace's files: the versions, and the time columns straight from Arrow."""
        with collector_paused():
            table = self.files.load(check=not self.files.read_only)  # a reader's saved index may vouch for it
            if self.files.read_only:
                self._load_rows(table)
                return
            rows = Rows.read(table)
            del table
            pa.default_memory_pool().release_unused()  # hand Arrow's buffers back now, not at exit
            self.columns.load(rows)
            self._apply(rows.versions, columns=False)

    def _load_rows(self, table: pa.Table) -> None:
        """A read-only open: versions made when read (:mod:`c0lab.store.rows`); the row index, name keys and
        edges read from beside the store, or worked out and saved there (:mod:`c0lab.store.readindex`); the
        time columns filled at the first slice."""
        read = ReadIndex(
            table, self.files.row_index_path, fingerprint=self.files.fingerprint(), check=self.files.check_rows
        )
        index = self._rows = read.rows
        self._edges = read.edges
        self.versions, self.records = Versions(index), Records(index)
        for version in index.versions(index.operation_rows):
            self.operations[version.record] = version
        self.last_version, self.last_change_at = index.last_version, index.last_change_at
        for row in index.versions(index.record_row[index.first_rows(PATCH)]):
            self.patches_of.setdefault(row.source_id, []).append(row.record)
        self.names = read.names
        self.guard.add_many(self.names)
        self.columns.defer(lambda: Rows.read(index.table, versions=False))

    def _apply(self, rows: list[Version], *, columns: bool = True) -> None:
        versions, records, created = self.versions, self.records, []
        assert isinstance(versions, dict) and isinstance(records, dict), "a read-only store takes no rows"
        for row in rows:
            if row.kind == OPERATION:
                self.operations[row.record] = row
                continue
            history = records.get(row.record)
            if history is None:  # a new record (most rows): its version cannot have been seen
                records[row.record] = [row]
                created.append(row)
                versions[row.version] = row
                continue
            old = versions.get(row.version)
            versions[row.version] = row
            if old is None:
                history.append(row)
            else:
                history[history.index(old)] = row
        if rows:
            expiries = set(map(attrgetter("expired_at"), rows))
            expiries.discard(FOREVER)
            self.last_version = max(self.last_version, max(map(attrgetter("version"), rows)))
            self.last_change_at = max(self.last_change_at, max(map(attrgetter("recorded_at"), rows)), *expiries)
        self._register(created)
        if columns:
            self.columns.add(rows)
        self._name_keys(
            (name_key(alias), row.record) for row in rows if row.kind == CONCEPT and row.meta for alias in row.aliases
        )

    def _name_keys(self, pairs: Iterable[tuple[str, str]]) -> None:
        """Index concept records under name keys (``(key, record)`` pairs); new keys go to the guard."""
        names, new = self.names, []
        assert isinstance(names, dict), "a read-only store takes no names"
        for key, record in pairs:
            held = names.get(key)
            if held is None:
                names[key] = [record]
                new.append(key)
            elif record not in held:
                held.append(record)
        self.guard.add_many(new)

    @property
    def graph(self) -> nx.MultiDiGraph:
        """The NetworkX multi-digraph of every record (see the module's docstring).

        Built from the records at first use, not at open: opening, searching and
        the array analytics do not need it, and at 100k concepts it is a third of
        an open's time and much of its memory. Kept up to date with every commit
        from then on.
        """
        if self._graph is None:
            import networkx as nx

            self._graph = nx.MultiDiGraph()
            with collector_paused():
                self._add_to_graph(self._graph, [history[0] for history in self.records.values()])
        return self._graph

    @property
    def links(self) -> Links | nx.MultiDiGraph:
        """The edges of each record, read as from :attr:`graph` (``out_edges``, ``in_edges``, ``edges[…]``,
        ``nodes[…]``, ``in``), in the same order. A read that steps from a few records to their neighbours (a
        walk) asks this: a read-only store answers with :class:`~c0lab.store.links.Links`, made in one pass over
        the records (a new ``c0lab walk`` process does not build the whole graph); a writer, whose writes build
        the graph anyway, with the graph."""
        if self._graph is not None or not self.files.read_only:
            return self.graph
        if self._links is None:
            with collector_paused():
                self._links = Links(self.records, edges=self._edges)
        return self._links

    def _register(self, created: list[Version]) -> None:
        """Add new records to the graph (once it is built) and concepts to the name index."""
        if self._graph is not None:
            self._add_to_graph(self._graph, created)
        self._name_keys((name_key(row.name), row.record) for row in created if row.kind == CONCEPT)
        for row in created:
            if row.kind == PATCH:
                self.patches_of.setdefault(row.source_id, []).append(row.record)

    def _add_to_graph(self, graph: nx.MultiDiGraph, created: list[Version]) -> None:
        """Add new records to ``graph``, in bulk: one call per kind."""
        records = self.records
        graph.add_nodes_from(
            (row.record, {"kind": row.kind, "versions": records[row.record]}) for row in created if row.kind != RELATION
        )
        edges = [
            (row.source_id, row.target_id, row.record, {"kind": "relation", "versions": records[row.record]})
            if row.kind == RELATION
            else (row.record, row.source_id, row.record, {"kind": "patch"})
            for row in created
            if row.kind in (RELATION, PATCH)
        ]
        if len(edges) < BULK_EDGES:
            graph.add_edges_from(edges)
        else:
            _add_edges_in_bulk(graph, edges)

    def holds_versions(self, numbers: list[int]) -> bool:
        """Whether every one of these version numbers is a version the store holds (the operation log's
        aside)."""
        if isinstance(self.versions, Versions):
            return self.versions.holds(numbers)
        return set(numbers).issubset(self.versions)

    def relation_types(self) -> frozenset[str]:
        """The type of every relation record (its latest version's), read from the columns in a read-only
        store."""
        if self._rows is not None:
            return frozenset(self._rows.latest_names(RELATION))
        return frozenset(versions[-1].name for versions in self.records.values() if versions[0].kind == RELATION)

    def current(self, record: str) -> list[Version]:
        """The versions of a record that the memory holds now, in valid-time order."""
        return sorted((v for v in self.records[record] if v.is_current()), key=lambda v: v.valid_from)

    def seen(self, record: str, *, as_of: int, known_at: int) -> Version | None:
        """The version of ``record`` visible at ``(as_of, known_at)``."""
        return visible_version(self.records[record], as_of=as_of, known_at=known_at)

    def visible_at(self, record: str, *, as_of: int, known_at: int) -> Version:
        """:meth:`seen` for a record known to be visible there (a node of that slice, say)."""
        version = self.seen(record, as_of=as_of, known_at=known_at)
        if version is None:
            raise CorruptMemoryError(f"record {record!r} has no version visible at as_of={as_of}, known_at={known_at}")
        return version

    def time_slice(self, *, as_of: int, known_at: int, kinds: tuple[str, ...] = ("concept",)) -> nx.MultiDiGraph:
        """A read-only view of the graph as it stood: visible records and relations only."""
        graph = self.graph

        def show_node(node: str) -> bool:
            data = graph.nodes[node]
            return data.get("kind") in kinds and self.seen(node, as_of=as_of, known_at=known_at) is not None

        def show_edge(source: str, target: str, key: str) -> bool:
            data = graph.edges[source, target, key]
            return data["kind"] == RELATION and (
                visible_version(data["versions"], as_of=as_of, known_at=known_at) is not None
            )

        import networkx as nx

        return nx.subgraph_view(graph, filter_node=show_node, filter_edge=show_edge)

    def array_slice(self, *, as_of: int, known_at: int) -> Slice:
        """The time slice as arrays over integer node ids (see :mod:`c0lab.store.slices`): visible concepts,
        one edge per joined pair, ``SUPERSEDES`` trails left out. Analytics and the graph signals of search
        both rank this slice."""
        return self.columns.slice(as_of=as_of, known_at=known_at)

    def unrelated(self, *, as_of: int, known_at: int) -> list[str]:
        """The concepts visible at ``(as_of, known_at)`` with no relation at any valid time (as held at
        ``known_at``): record ids, in record order."""
        records: list[str] = self.columns.unrelated(as_of=as_of, known_at=known_at).tolist()
        return records

    def live_relations(self, *, as_of: int, known_at: int) -> Live:
        """Every relation version visible at ``(as_of, known_at)`` between visible concepts, as arrays over the
        nodes of :meth:`array_slice` (``SUPERSEDES`` and parallel relations included: see
        :class:`~c0lab.store.slices.Live`). Conflicts and orphans read this."""
        return self.columns.live(as_of=as_of, known_at=known_at)

    def held_relations(self, *, known_at: int, types: Iterable[str]) -> list[int]:
        """Every relation version of ``types`` held at ``known_at`` between two concepts, at any valid time
        (version numbers, in order): see :meth:`~c0lab.store.slices.Columns.held_relations`."""
        return self.columns.held_relations(known_at=known_at, types=types)
