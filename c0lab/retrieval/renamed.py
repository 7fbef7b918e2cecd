"""A concept under its other names: what superseded it, what it superseded, and what those held.

``supersede(old, new, at=…)`` keeps a ``SUPERSEDES`` relation from ``new`` to
``old`` (a rename, a merge, a replacement). A walk of the successor reads what
its predecessors held as theirs (:func:`inherited_facts`: "Kestrel Labs
[superseded 2023-04-20 by Kestrel Nav] led by Mara Quill (since 2019)"); one
asked at a time before the successor began reads the name it had then
(:func:`name_then`); a search finds a word said only of an old name under the
name it has now (:func:`renamed_holders`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from .._time import format_edge
from ..index.keyword import tokenize
from ..index.search import SearchIndex
from ..model.records import CONCEPT, RELATION, Version
from ..store.versions import VersionStore
from .ended import superseded_chain
from .walk import TRAIL, Fact, collect_facts, describe_version

__all__ = [
    "inherited_facts",
    "later_facts",
    "lineage",
    "name_then",
    "renamed_holders",
    "successor_lines",
    "successor_then",
    "supersession",
]

_MOST_STEPS = 4
"""The most renames followed back from one concept (A → B → C → D)."""


def supersession(store: VersionStore, record: str, *, known_at: int, later: bool) -> list[tuple[str, Version]]:
    """The concepts that superseded ``record`` (``later``) or that it superseded, each with the ``SUPERSEDES``
    relation's version held at ``known_at`` (its ``valid_from`` says when)."""
    links = store.links
    edges = links.in_edges(record, keys=True, data=True) if later else links.out_edges(record, keys=True, data=True)
    found = []
    for source, target, _, data in edges:
        if data["kind"] != RELATION:
            continue
        held = [version for version in data["versions"] if version.recorded_at <= known_at < version.expired_at]
        if held and held[-1].name == TRAIL:
            found.append((source if later else target, held[-1]))
    return found


def _predecessors(store: VersionStore, record: str, *, known_at: int, later: bool = False) -> list[str]:
    """The concepts ``record`` superseded, and theirs in turn (nearest first, each once); ``later``: those that
    superseded it, and theirs in turn."""
    found: list[str] = []
    step = [record]
    for _ in range(_MOST_STEPS):
        step = [
            before
            for current in step
            for before, _ in supersession(store, current, known_at=known_at, later=later)
            if before not in found and before != record
        ]
        found += dict.fromkeys(step)
        if not step:
            break
    return found


def lineage(store: VersionStore, record: str, *, known_at: int) -> list[str]:
    """``record`` and the concepts it superseded or that superseded it, through chains of renames and mergers
    (A → B → A counts each once), nearest first: one organisation under each of its names."""
    found = [record]
    step = [record]
    for _ in range(_MOST_STEPS):
        step = list(
            dict.fromkeys(
                other
                for current in step
                for later in (True, False)
                for other, _ in supersession(store, current, known_at=known_at, later=later)
                if other not in found
            )
        )
        found += step
        if not step:
            break
    return found


def inherited_facts(
    store: VersionStore,
    record: str,
    *,
    as_of: int,
    known_at: int,
    name: Callable[[str], str],
    direction: str = "both",
) -> list[Fact]:
    """The facts of the concepts ``record`` superseded, as each stands at ``as_of``: a relation of the old name
    that nothing replaced stays current with its valid time, its end named with the successor ("Kestrel Labs
    [superseded 2023-04-20 by Kestrel Nav]"); ended ones are marked as ended. A fact that joins the old name to
    ``record`` itself is left out (the trail says it)."""
    facts: list[Fact] = []
    own = name(record)
    for before in _predecessors(store, record, known_at=known_at):
        found, _, _ = collect_facts(
            store, before, depth=1, direction=direction, as_of=as_of, known_at=known_at, name=name
        )
        facts += [fact for fact in found if own not in (fact.subject, fact.object)]
    return facts


def later_facts(store: VersionStore, record: str, *, at: tuple[int, int], name: Callable[[str], str]) -> list[Fact]:
    """The facts of the concepts that superseded ``record`` (through chains of renames), as they stand at ``at``
    (as of, known at): an old name's walk does not reach them, but its seat's later values are among them."""
    facts: list[Fact] = []
    for other in _predecessors(store, record, known_at=at[1], later=True):
        facts += collect_facts(store, other, depth=1, direction="both", as_of=at[0], known_at=at[1], name=name)[0]
    return facts


def name_then(store: VersionStore, record: str, *, as_of: int, known_at: int) -> tuple[str, Version] | None:
    """The concept ``record`` superseded that was valid at ``as_of`` (``record`` began later: it was renamed
    since), with the ``SUPERSEDES`` version; ``None`` when none was."""
    for before in _predecessors(store, record, known_at=known_at):
        if store.seen(before, as_of=as_of, known_at=known_at) is not None:
            trail = supersession(store, before, known_at=known_at, later=True)
            return before, min(trail, key=lambda pair: pair[1].valid_from)[1]
    return None


def successor_lines(store: VersionStore, record: str, *, as_of: int, known_at: int) -> list[str]:
    """Lines naming what superseded a concept, with its description."""
    lines = []
    for source, _ in supersession(store, record, known_at=known_at, later=True):
        successor = store.seen(source, as_of=as_of, known_at=known_at)
        if successor is not None:
            lines.append(f"Succeeded by {describe_version(successor, [])[0]}")
    return lines


def successor_then(
    store: VersionStore, record: str, *, as_of: int, known_at: int, name: Callable[[str], str]
) -> tuple[str, str] | None:
    """The name ``record`` (an old name, superseded before ``as_of``) goes by at ``as_of``, and a line saying so:
    "Saltmarsh F.C. was renamed Corrow Athletic in 1902; read as Corrow Athletic." — "merged into" when the
    successor took over more than one name that day. ``None`` when no successor of it holds then (destroyed,
    or not yet superseded)."""
    hops = []  # (the name it went by next, when the one before went), to the name that holds at ``as_of``
    for last, later in superseded_chain(store, record, as_of=as_of, known_at=known_at, steps=_MOST_STEPS):
        if not later:
            return None
        hops.append((later[0], last.valid_to))
        if store.seen(later[0], as_of=as_of, known_at=known_at) is not None:
            break
    else:
        return None
    successor, went = hops[-1]
    took = supersession(store, successor, known_at=known_at, later=False)
    merged = sum(version.valid_from == went for _, version in took) > 1
    verb = "merged into" if merged else "was renamed"
    said = ", then ".join(f"{name(other)} in {format_edge(when)}" for other, when in hops)
    return successor, f"{name(record)} {verb} {said}; read as {name(successor)}."


_HOLDERS_READ = 64
"""The most texts read for one query word when looking for old names that hold it."""


def _successor_then(store: VersionStore, record: str, *, as_of: int, known_at: int) -> tuple[str, int] | None:
    """The concept valid at ``as_of`` that superseded ``record`` (through a chain of renames), and when the old
    name went. Read from the versions' ``superseded by`` reason and cause, not the graph (a search builds none)."""
    went = None
    for last, later in superseded_chain(store, record, as_of=as_of, known_at=known_at, steps=_MOST_STEPS):
        if not later:
            return None
        went = last.valid_to if went is None else went
        for other in later:
            if store.seen(other, as_of=as_of, known_at=known_at) is not None:
                return other, went
    return None


def renamed_holders(
    store: VersionStore, index: SearchIndex, query: str, *, skip: Collection[str], as_of: int, known_at: int
) -> list[tuple[str, str]]:
    """Concepts valid at ``as_of`` whose old names (superseded since) hold words of ``query``, those holding
    most first: ``(record, note)`` each, the note naming the old name ("said of Kestrel Labs [superseded
    2023-04-20]"). ``skip``: records already found."""
    held: dict[str, int] = {}
    for term in dict.fromkeys(tokenize(query)):
        for record in dict.fromkeys(index.holders(term, most=_HOLDERS_READ)[0]):
            held[record] = held.get(record, 0) + 1
    found: dict[str, str] = {}
    for record in sorted(held, key=lambda key: -held[key]):
        versions = store.records.get(record, [])
        if record in skip or not versions or versions[0].kind != CONCEPT:
            continue
        if store.seen(record, as_of=as_of, known_at=known_at) is not None:
            continue
        now = _successor_then(store, record, as_of=as_of, known_at=known_at)
        if now is not None and now[0] not in skip and now[0] not in found:
            found[now[0]] = f"said of {versions[-1].name} [superseded {format_edge(now[1])}]"
    return list(found.items())
