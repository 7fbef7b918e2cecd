"""A walk: from a question to a concept, its relations and a context for a model.

The context puts what is true at ``as_of`` first, then what is no longer
true, each marked with why and since when (``[ended …]``, ``[superseded …]``,
``[invalidated …]``), then the supersession trail and the concepts reached,
and stops at the token budget.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import pandas as pd

from .._time import FOREVER, format_edge, format_end, format_span, format_time, parse_time, to_timestamp
from ..index.keyword import whole_words
from ..model.records import ALONGSIDE, RELATION, UNDATED, Version, stated
from ..model.results import Concept
from ..store.versions import VersionStore, visible_version
from .corrections import corrected_day, corrections
from .ended import WITHDRAWN, chain_end, end_note, ending_note, last_ended, withdrawn
from .render import (
    cut_lines,
    fitting_cost,
    format_moment,
    one_line,
    quoted_blocks,
    relation_words,
    said_already,
    shown_name,
    walk_html,
    walk_markdown,
    walk_text,
    without_label,
)
from .start_unknown import START_NOT_STATED, beside_dated, dated_first
from .traverse import traverse

if TYPE_CHECKING:
    import networkx as nx

__all__ = [
    "AROUND",
    "CORRECTED",
    "QUOTING",
    "TRAIL",
    "WITHDRAWN_HEADING",
    "Fact",
    "Walk",
    "collect_facts",
    "describe_version",
    "ending_note",
    "last_ended",
    "render_context",
    "shown_edge",
]

TRAIL = "SUPERSEDES"
"""The relation type that says one concept superseded another."""
CORRECTED = "[corrected "
"""How a description line's note of its latest correction opens ("[corrected 2025-02-17: …]")."""


@dataclass(frozen=True)
class Fact:
    """A relation reached by a walk, and whether it holds at the walk's ``as_of``."""

    subject: str
    relation: str
    object: str
    status: str
    """``current``, ``ended``, ``superseded``, ``invalidated``, ``inferred`` (derived by a path rule, not stored),
    ``replaced`` (held in the asked time but replaced within it: :func:`c0lab.retrieval.period.settle`) or
    ``withdrawn`` (a correction said it was recorded in error: :func:`~c0lab.retrieval.ended.withdrawn`)."""
    valid_from: pd.Timestamp
    valid_to: pd.Timestamp
    depth: int
    note: str = ""
    path: tuple[str, ...] = ()
    """The relation records from the walk's concept to this fact, this one last."""
    remark: str = ""
    """Said after the fact: that no relation of its type has held since (its other end went away)."""
    precision: str = ""
    """The precision each edge was stated at, ``from/to`` (:attr:`~c0lab.model.records.Version.precision`)."""
    notes: tuple[str, str] = ("", "")
    """The note each end's name carries in ``subject`` and ``object`` when it is no longer valid then (an old
    name: ``"superseded 1990-01-01 by Y"``, shown ``"X [superseded … by Y]"``); ``""`` for none."""
    alongside: bool = False
    """Told as held beside the values before it ("B also chairs X", :data:`~c0lab.model.records.ALONGSIDE`): it
    replaced none of them."""

    def names(self) -> tuple[str, str]:
        """``(subject, object)`` as the concepts are named, without the notes their labels carry (:attr:`notes`)."""
        return (
            self.subject.removesuffix(f" [{self.notes[0]}]") if self.notes[0] else self.subject,
            self.object.removesuffix(f" [{self.notes[1]}]") if self.notes[1] else self.object,
        )

    def line(self) -> str:
        """The fact as one line of context: ``- Zephyr led by Mara Quill (since 2019)``; a fact that is not
        current starts with its note, which states its end (``- [ended 2022-03-01] … (from 2019)``): the end is
        not said twice; one stated with no date says so instead of its dates (``- [undated] …``)."""
        said: tuple[str, ...] = ()  # the end as the note says it, when it does
        if self.status not in ("current", "inferred") and not pd.isna(self.valid_to):
            edge = shown_edge(parse_time(self.valid_to))
            said = (format_time(edge),)  # a replacement's note names its start: the end only when they meet
            if self.status != "replaced":  # at the precision it was stated at, or the concept's it stopped with
                said += (format_end(edge, precision=self.precision.partition("/")[2]),)
            if self.status in ("invalidated", "superseded"):
                said += (format_edge(edge, end=True),)
            if "replaced by " in self.note:  # "ended 1831, replaced by B": the end said as B's start
                said += (f"ended {format_edge(edge, end=False)}",)
        end_said = any(form in self.note for form in said)
        until = pd.NaT if end_said else self.valid_to
        ended = end_said or self.status == "ended"  # replaced before the asked time: no end stored, none "since"
        since = "from" if ended else "since"
        span = "" if self.status == UNDATED else _span(self.valid_from, until, since=since, precision=self.precision)
        text = f"{shown_name(self.subject)} {relation_words(self.relation)} {shown_name(self.object)}{span}" + (
            f"; {self.remark}" if self.remark else ""
        )
        if self.status == "current":
            return f"- [{START_NOT_STATED}] {text}" if self.note == START_NOT_STATED else f"- {text}"
        return f"- [{one_line(self.note)}] {text}"


@dataclass
class Walk:
    """What a walk found. ``context`` is the text to hand a language model."""

    query: str
    topic: str
    as_of: pd.Timestamp
    known_at: pd.Timestamp
    concept: Concept | None
    facts: list[Fact] = field(default_factory=list)
    trail: list[str] = field(default_factory=list)
    reached: list[str] = field(default_factory=list)
    """Names of the concepts the traversal reached, nearest first."""
    context: str = ""
    tokens: int = 0
    budget_tokens: int = 1000
    dead_end: bool = False
    event: str = ""
    """Which date an event in the question ("before Y took over") was read as, if any."""
    known_at_asked: bool = False
    """Whether the memory was read as known at a time the caller or the question asked for (not now)."""
    read: str = ""
    """The time the question stated, as read: ``as of January 1908 (month)``, ``before 2024 (year)``."""
    abstains: str = ""
    """The line saying what the memory does not hold of what was asked ("Nothing in memory about …"), when the
    walk reached a concept but not the asked relation or time; empty when it answers (or is a dead end)."""
    asked: tuple[str, ...] = ()
    """The relation types the question asks about, as the walk read them (empty when it asks none)."""
    hit_rows: list[dict[str, object]] = field(default_factory=list, repr=False)
    """The index's hits for the topic, best first: each a ``name``, ``score`` and ``found_by``."""

    @property
    def hits(self) -> pd.DataFrame:
        """:attr:`hit_rows` as a DataFrame, made when asked (most walks never are: a DataFrame costs ~1 ms)."""
        return pd.DataFrame(self.hit_rows, columns=["name", "score", "found_by"])

    def facts_frame(self) -> pd.DataFrame:
        """The facts as a DataFrame, one row each."""
        columns = ["subject", "relation", "object", "status", "valid_from", "valid_to", "depth", "note"]
        return pd.DataFrame([fact.__dict__ for fact in self.facts], columns=columns)

    def __str__(self) -> str:
        return self.context

    def __repr__(self) -> str:
        return walk_text(self)

    def _repr_markdown_(self) -> str:
        return walk_markdown(self)

    def _repr_html_(self) -> str:
        return walk_html(self)


_DAY = 86_400_000_000
_MINUTE = 60_000_000


def shown_edge(micros: int) -> int:
    """An interval's edge as a line says it: one less than a minute before midnight is that midnight ("until
    2022" stored as the instant before 2022 is said to end 2022-01-01, not 2021-12-31 23:59)."""
    rest = micros % _DAY
    return micros - rest + _DAY if rest and _DAY - rest < _MINUTE and micros < FOREVER else micros


def _span(start: pd.Timestamp, end: pd.Timestamp, *, since: str = "since", precision: str = "") -> str:
    """A fact's dates, each edge at the precision it was stated at (``from/to``), else at the one it falls at."""
    first, _, last = precision.partition("/")
    if first == UNDATED:  # stated with no date: held at some time not said, not from the day it was read
        return " (undated)"
    if pd.isna(start) and pd.isna(end):
        return ""
    if pd.isna(end):
        return f" ({since} {format_edge(shown_edge(parse_time(start)), precision=first)})"
    if pd.isna(start):
        return f" (until {format_edge(shown_edge(parse_time(end)), end=True, precision=last)})"
    return f" ({format_span(shown_edge(parse_time(start)), shown_edge(parse_time(end)), precision)})"


def _earlier(store: VersionStore, first: str, second: str, *, as_of: int, known_at: int) -> bool:
    """Whether concept ``first`` stopped being valid before ``second`` did (both ended before ``as_of``)."""
    ends = [last_ended(store, record, as_of=as_of, known_at=known_at) for record in (first, second)]
    return ends[0] is not None and ends[1] is not None and ends[0].valid_to < ends[1].valid_to


def _superseded(note: str) -> bool:
    """Whether an :func:`ending_note` says a concept was superseded (renamed, merged, replaced)."""
    return note.startswith("superseded ")


def _holds(store: VersionStore, root: str, kind: str, outgoing: bool, *, as_of: int, known_at: int) -> bool:
    """Whether ``root`` has a relation of type ``kind`` (out of it when ``outgoing``) valid at ``as_of``
    to a concept that is itself valid then."""
    edges = store.links.out_edges(root, keys=True) if outgoing else store.links.in_edges(root, keys=True)
    for source, target, key in edges:
        data = store.links.edges[source, target, key]
        version = (
            visible_version(data["versions"], as_of=as_of, known_at=known_at) if data["kind"] == RELATION else None
        )
        other = target if outgoing else source
        if version is not None and version.name == kind and store.seen(other, as_of=as_of, known_at=known_at):
            return True
    return False


def collect_facts(
    store: VersionStore,
    root: str,
    *,
    depth: int,
    direction: str,
    as_of: int,
    known_at: int,
    name: Callable[[str], str],
    limit: int | None = None,
    asked: set[str] | None = None,
) -> tuple[list[Fact], list[str], list[str]]:
    """Facts within ``depth`` relations of ``root``, the supersession trail, and the concepts reached.

    Each relation is listed once; a fact's ``path`` holds the relation
    records from the root to it (the shortest way the traversal found).
    With ``asked`` (relation types), steps past the second follow only those
    types: a path that long is kept for the relation the question asks.
    """
    graph = store.links
    facts: list[Fact] = []
    reached: list[str] = []
    paths: dict[str, tuple[str, ...]] = {root: ()}

    def follow(level: int, key: str) -> bool:
        return level <= 2 or (asked is not None and store.records[key][-1].name in asked)

    def node_ok(node: str) -> bool:
        return (
            graph.nodes[node].get("kind") == "concept" and store.seen(node, as_of=as_of, known_at=known_at) is not None
        )

    def edge_version(data: dict[str, Any]) -> Version | None:
        return visible_version(data["versions"], as_of=as_of, known_at=known_at) if data["kind"] == RELATION else None

    def leaf(node: str) -> bool:  # a literal value ("5", "1990", "$1,000") joins facts that only share it
        return _LETTER.search(name(node)) is None

    rooted = node_ok(root)
    for step in traverse(
        graph,
        root,
        depth=depth if rooted else 0,
        direction=direction,
        limit=limit,
        follow=None if asked is None else follow,
        node_ok=node_ok,
        leaf=leaf,
        edge_version=edge_version,
    ):
        version = step.version
        if version.name == TRAIL:
            continue
        path = paths.get(step.via, ()) + (step.key,)
        facts.append(
            Fact(
                name(step.source),
                version.name,
                name(step.target),
                "current",
                to_timestamp(version.valid_from),
                to_timestamp(version.valid_to),
                step.level,
                path=path,
                precision=version.precision,
                alongside=version.label == ALONGSIDE,
            )
        )
        if step.new:
            paths[step.other] = path
            reached.append(step.other)

    def steps(graph: nx.MultiDiGraph, node: str) -> Iterator[tuple[str, str, str]]:
        if direction in ("out", "both"):
            yield from ((node, target, key) for _, target, key in graph.out_edges(node, keys=True))
        if direction in ("in", "both"):
            yield from ((source, node, key) for source, _, key in graph.in_edges(node, keys=True))

    past: list[Fact] = []
    trail: list[str] = []
    listed: set[str] = set()
    gone = ending_note(store, root, as_of=as_of, known_at=known_at) if not rooted else None
    root_end = chain_end(store, root, as_of=as_of, known_at=known_at) if gone is not None else None
    for source, target, key in steps(store.links, root):
        data = store.links.edges[source, target, key]
        if data["kind"] != RELATION or key in listed:
            continue
        listed.add(key)
        known = [v for v in data["versions"] if v.recorded_at <= known_at < v.expired_at and v.valid_from <= as_of]
        if not known:
            found = withdrawn(store, data["versions"], as_of=as_of, known_at=known_at)
            if found is not None:  # a correction said it was recorded in error: shown so, never as held
                gone_version, why = found
                past.append(
                    Fact(
                        name(source),
                        gone_version.name,
                        name(target),
                        WITHDRAWN,
                        to_timestamp(gone_version.valid_from),
                        to_timestamp(gone_version.valid_to),
                        1,
                        why,
                        (key,),
                        precision=gone_version.precision,
                    )
                )
            continue
        version = max(known, key=lambda v: v.valid_from)
        if version.name == TRAIL:
            said = version.precisions[0]  # "at='1990'": in 1990, not on its first day
            when = (
                f"in {format_edge(version.valid_from, precision=said)}"
                if said
                else f"on {format_time(version.valid_from)}"
            )
            trail.append(f"{name(source)} superseded {name(target)} {when}")
            continue
        other = target if source == root else source
        ending, remark, status = version.valid_to, "", ""
        note: str | None
        if version.valid_to <= as_of:
            note = end_note(version, shown_edge(version.valid_to))
        else:
            # the other end is gone (a name valid again, A → B → A, is not)
            held = store.seen(other, as_of=as_of, known_at=known_at) is not None
            note = None if held else ending_note(store, other, as_of=as_of, known_at=known_at)
            stopped = other  # the end whose going stopped the fact, when one did
            if (
                gone is not None
                and (not _superseded(gone) or root_end is not None)
                and (note is None or _superseded(note) or _earlier(store, root, other, as_of=as_of, known_at=known_at))
            ):
                note, stopped = gone, root  # the concept itself was invalidated first: the fact stopped with it
            renamed = {
                end: said
                for end, said, near in ((other, note, root), (root, gone, other))
                if said
                and stopped == other
                and _superseded(said)
                and chain_end(store, end, as_of=as_of, known_at=known_at) is None  # its last name ended: gone
                # a new value of the relation replaces it only from its subject's side: "T DEVELOPED_BY B" is
                # replaced when T is developed by another; "L LED_BY O" stays when O later leads something else
                and not (source == near and _holds(store, near, version.name, True, as_of=as_of, known_at=known_at))
            }
            if renamed and (note is None or other in renamed):
                # an end was superseded and nothing took its place in this relation (a rename, a merge): the
                # fact keeps its valid time, and the end shows its successor
                subject, object_ = (
                    f"{name(end)} [{renamed[end]}]" if end in renamed else name(end) for end in (source, target)
                )
                facts.append(
                    Fact(
                        subject,
                        version.name,
                        object_,
                        "current",
                        to_timestamp(version.valid_from),
                        to_timestamp(version.valid_to),
                        1,
                        path=(key,),
                        precision=version.precision,
                        notes=(renamed.get(source, ""), renamed.get(target, "")),
                        alongside=version.label == ALONGSIDE,
                    )
                )
                continue
            if note is not None:  # an end is gone: the relation held until it went, and none replaced it
                last = last_ended(store, stopped, as_of=as_of, known_at=known_at)
                gone_for_good = chain_end(store, stopped, as_of=as_of, known_at=known_at)
                if gone_for_good is not None:  # renamed, then ended under its last name: it went then
                    last, status = gone_for_good, "invalidated" if gone_for_good.reason else "ended"
                    note = f"{name(stopped)} {note}"  # "[Erlach Hall superseded … by Civic Hall, invalidated …]"
                assert last is not None  # ending_note found it
                ending = min(version.valid_to, last.valid_to)
                remark = (
                    f"no later '{relation_words(version.name)}' of {name(root)} is recorded"
                    if stopped == other
                    and not _holds(store, root, version.name, source == root, as_of=as_of, known_at=known_at)
                    else ""
                )
            note = note or gone
            if note is None:
                continue  # current, and listed above
        status = status or note.split(" ", 1)[0]
        past.append(
            Fact(
                name(source),
                version.name,
                name(target),
                status,
                to_timestamp(version.valid_from),
                to_timestamp(ending),
                1,
                note,
                (key,),
                remark,
                version.precision if ending == version.valid_to else stated(version.precisions[0], ""),
                alongside=version.label == ALONGSIDE,  # ended, still no replacer of the values before it
            )
        )
    past.sort(key=lambda fact: fact.valid_to if not pd.isna(fact.valid_to) else to_timestamp(FOREVER - 1))
    return facts + past, trail, reached


LEARNED = " [learned by the reflector]"
_LETTER = re.compile(r"[^\W\d_]")
"""A letter of any script: a name without one is a literal value (a number, a date, an amount)."""


def describe_version(version: Version, patches: list[Version], *, named: bool = True) -> list[str]:
    """Lines that introduce a concept: its description and live patches; learned concepts are marked.

    When later patches correct the description (:func:`corrections`), the
    description line says so and states the latest correction and the day
    it was recorded (``[corrected 2025-02-17: …]``); that patch is not
    repeated below. A patch that only adds is not called a correction.
    ``named=False``: a description that names the concept itself is not
    preceded by the name (``Zephyr is led by Mara.``, not ``Zephyr: Zephyr is led by Mara.``).
    """
    mark = LEARNED if version.origin == "reflector" else ""
    fixes = corrections(version, patches)
    text = one_line(version.text)  # stored text stays one line: it cannot pose as a heading or a fact
    if fixes:
        latest = max(fixes, key=lambda patch: patch.recorded_at)
        text = f"{text} {CORRECTED}{corrected_day(latest)}: {one_line(latest.text)}]"
        patches = [patch for patch in patches if patch is not latest]
    name = shown_name(version.name)
    own = one_line(version.text)  # the description itself names it, not a correction appended to it
    if not named and own and not mark and name == version.name and whole_words(version.name).search(own):
        lines = [text]
    else:
        lines = [f"{name}{mark}: {text}" if text else f"{name}{mark}"]
    lines += [
        f"  patch{_span(to_timestamp(p.valid_from), pd.NaT, precision=p.precision)}"
        f"{LEARNED if p.origin == 'reflector' else ''}: {one_line(p.text)}"
        for p in patches
    ]
    return lines


def render_context(
    *,
    header: list[str],
    facts: list[Fact],
    trail: list[str],
    about: list[str],
    as_of: int,
    budget_tokens: int,
    count_tokens: Callable[[str], int],
    said: Sequence[str] = (),
    read: str = "",
    around: Collection[int] = (),
) -> tuple[str, int]:
    """The context text, cut at whole lines to fit ``budget_tokens``; returns it and its token count.

    The facts of the asked time come first (the concept's own, and those on the way to an asked relation;
    then those replaced within the asked time, marked), then what is no longer true, then the facts
    ``around`` it (ids of current facts further out, on no way to what was asked), then inferred ones.

    ``read`` is the time the question stated, as read (``as of January 1908 (month)``): the heading of the
    current facts says it rather than the instant it stands for.

    A heading is written only when at least one line under it fits. Facts
    come before descriptions: the header (the concept's description and
    patches) gets what the facts of the asked time and those no longer true
    leave, but at least a quarter of the budget, and its last line is cut at
    a word (``…``) to fit, so a ten-token fact is never lost to a long
    description. The facts around it and inferred ones get what the header
    leaves (a neighbour's fact never cuts the concept's own words), unless
    they are all the facts there are: then they come before the header too.

    The facts stated with no date (status ``undated``) come after the facts of the asked time, always: put
    first when no fact held then answered by its words, they were the wrong answer 73 times in 85 on MenatQA's
    dev items (a stint typed "moved to" or "started with" answers without the asked words).
    """
    heading = f"Current facts ({without_label(read) or f'as of {format_moment(as_of)}'}):"
    doubtful = beside_dated(facts)  # a fact whose start was not stated only may hold then: after those that do
    marked = [  # each fact, marked, and whether it is ``around`` (asked of the fact given: a marked copy is another)
        (replace(fact, note=START_NOT_STATED) if id(fact) in doubtful else fact, id(fact) in around)
        for fact in dated_first(facts)
    ]
    facts = [fact for fact, _ in marked]
    near = [fact.line() for fact, out in marked if fact.status == "current" and out]
    current = [fact.line() for fact, out in marked if fact.status == "replaced" or fact.status == "current" and not out]
    undated = [fact.line() for fact in facts if fact.status == UNDATED]  # held at a time not stated
    inferred = [fact.line() for fact in facts if fact.status == "inferred"]
    shown = ("current", "inferred", "replaced", "mentioned", UNDATED, WITHDRAWN)
    past = [fact.line() for fact in facts if fact.status not in shown]
    wrong = [fact.line() for fact in facts if fact.status == WITHDRAWN]
    room = budget_tokens - min(sum(count_tokens(line) + 1 for line in header), budget_tokens // 4)
    facts_cost = 0
    ordered = [(heading, current), (_UNDATED, undated)]
    further = [[AROUND, *near], ["Inferred by rules (not stored facts):", *inferred]]
    for section in (
        [ordered[0][0], *ordered[0][1]],
        [ordered[1][0], *ordered[1][1]],
        ["No longer true:", *past],
        [WITHDRAWN_HEADING, *wrong],
        *([] if current or undated or past or wrong else further),  # only further out: those before the header
    ):
        cost, whole = fitting_cost(section, room - facts_cost, count_tokens)
        facts_cost += cost
        if not whole:
            break  # the context stops at the first line that does not fit: plan no room for later sections
    header = cut_lines(header, budget_tokens - facts_cost, count_tokens)
    sections = [
        ("", header),
        *ordered,
        ("No longer true:", past),
        (WITHDRAWN_HEADING, wrong),
        (AROUND, near),
        ("Inferred by rules (not stored facts):", inferred),
        ("Supersession trail:", [f"- {line}" for line in trail]),
        ("Related concepts:", about),
        ("Said about it:", list(said)),
    ]
    lines: list[str] = []
    used = 0
    for title, body in sections:
        if not body:
            continue
        pending = [title] if title else []
        for block in quoted_blocks(body) if title in QUOTING else [[line] for line in body]:
            if title in QUOTING and said_already(block, "\n".join(lines)):
                continue  # a related concept's description or an episode the context already states, word for word
            for line in block:
                cost = sum(count_tokens(text) + 1 for text in [*pending, line])
                if used + cost > budget_tokens:
                    return "\n".join(lines), used
                lines += [*pending, line]
                used += cost
                pending = []
    return "\n".join(lines), used


_UNDATED = "Held at a time not stated (undated):"
"""The heading of the facts stated with no date (:mod:`c0lab.retrieval.undated`), after those of the time asked."""
WITHDRAWN_HEADING = "Recorded in error (withdrawn by a correction):"
"""The heading of the facts a correction said were recorded in error (:func:`~c0lab.retrieval.ended.withdrawn`)."""
QUOTING = ("Related concepts:", "Said about it:")
"""The sections whose lines quote stored text (descriptions, episodes) that another line may already show."""
AROUND = "Around it:"
"""The heading of a walk's facts further out, on no way to what was asked."""
