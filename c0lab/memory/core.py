"""The typed core every family of ``Memory`` shares: store, index, names and times.

``MemoryCore`` owns what the writes, reads, search, conversation, analytics,
changes and upkeep families all need — the open store and index, the memory
folder and namespace — and the few questions each of them asks: what time is
"now", which record a name means, what a record is called, which patches a
concept has at given times, and whether the memory may be written.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

import pandas as pd

from .._errors import C0labError, InvalidInputError, UnknownConceptError
from .._protocols import locked_by
from .._reading import find_time
from .._reading_periods import NAMED
from .._time import TimeReading, now_micros, parse_time, read_edge, read_time
from ..index.embedders import Embedder, count_tokens
from ..index.search import SearchIndex
from ..model.records import Version, check_name, name_key
from ..model.schemas import Snapshots
from ..model.short_typos import near_short
from ..retrieval.names import named_records
from ..retrieval.period import asked_span
from ..retrieval.question import QuestionTime, masked_names, question_time
from ..retrieval.render import format_moment
from ..store.versions import VersionStore
from .operations import Operations

__all__ = ["MemoryCore", "locked", "records_of", "text_field"]


class Asked(NamedTuple):
    """A question read once: its text, topic and times, and whether each time was given or stated."""

    query: str
    topic: str
    as_of: int
    known_at: int
    as_of_given: bool
    known_at_given: bool
    reading: TimeReading | None = None
    """The time the question stated, as read (``None`` when it stated none or ``as_of`` was given)."""


class MemoryCore:
    """The open store and index of one namespace, and how names and times are read against them."""

    def __init__(self, store: VersionStore, root: Path, namespace: str, index: SearchIndex | None) -> None:
        self._store: VersionStore | None = store
        self._index = index
        self.root = root
        self.namespace = namespace
        self.ops = Operations(self)
        """The operation log: every user write commits through ``ops.commit`` so that it can be undone."""
        self.lock = threading.RLock()
        """Held by every public call of ``Memory`` and its families: one call at a time sees or changes the memory."""

    def close(self) -> None:
        """Release the store (its lock, pending saves); the core refuses use afterwards."""
        if self._store is not None:
            store, index, self._store, self._index = self._store, self._index, None, None
            store.close()
            if index is not None:  # after compaction: the saved keyword index is of the files left
                index.save()

    @property
    def closed(self) -> bool:
        """Whether the memory was closed."""
        return self._store is None

    @property
    def store(self) -> VersionStore:
        """The version store (raises once the memory is closed)."""
        if self._store is None:
            raise C0labError(f"the memory {self.root} ({self.namespace}) is closed; open it again")
        return self._store

    @property
    def index(self) -> SearchIndex:
        """The keyword and vector indexes, built on first use."""
        self.store  # noqa: B018 - raises once the memory is closed
        assert self._index is not None
        return self._index.ensure_built()

    @property
    def embedder(self) -> Embedder | None:
        """The embedder of this memory, or ``None`` when it searches by keyword only."""
        self.store  # noqa: B018 - raises once the memory is closed
        return self._index.embedder if self._index is not None else None

    # -- tokens ------------------------------------------------------------------

    def count_tokens(self, text: str) -> int:
        """Tokens in ``text``: the embedder's tokenizer, else :func:`~c0lab.index.embedders.count_tokens`."""
        embedder = self.embedder
        return embedder.count_tokens(text) if embedder is not None else count_tokens(text)

    def count_tokens_many(self, texts: list[str]) -> list[int]:
        """Tokens of each text, counted as :meth:`count_tokens` does (in one batch when the embedder can)."""
        batch = getattr(self.embedder, "count_tokens_many", None)
        return batch(texts) if batch is not None else [self.count_tokens(text) for text in texts]

    # -- times -------------------------------------------------------------------

    def now(self) -> int:
        """The present in system time: the clock, never before the memory's latest change."""
        return max(now_micros(), self.store.last_change_at)

    def moment(self, value: object, *, what: str, default: int) -> int:
        """A user's time value as microseconds, or ``default`` when it is ``None``; a system time
        (``known_at``) may be a snapshot's name (one route for Python, the CLI and the MCP server)."""
        if value is None:
            return default
        if what == "known_at" and isinstance(value, str):
            named = self.snapshot_at(value)
            if named is not None:
                return named
        return parse_time(value, what=what)

    def edge(self, value: object, *, what: str, default: int, end: bool | None = None) -> tuple[int, str]:
        """An edge of valid time (``valid_from``, ``valid_to``, an ``at``) as microseconds, and the precision it
        was stated at (``"year"``, ``"month"`` …; ``""`` for none, a ``datetime`` or ``None``); ``end`` reads it as
        an interval's end (:func:`~c0lab._time.read_edge`)."""
        if value is None:
            return default, ""
        moment, precision = read_edge(value, what=what, end=end)
        return moment, precision.value if precision is not None else ""

    def snapshot_at(self, name: str) -> int | None:
        """The system time a snapshot of this memory names, or ``None`` when none is called ``name``."""
        files = self.store.files
        return files.read_state(files.snapshots_path, Snapshots).get(name)

    def times(self, as_of: object, known_at: object) -> tuple[int, int]:
        """The (valid, system) times of a read: each given value, else now."""
        now = self.now()
        return self.moment(as_of, what="as_of", default=now), self.moment(known_at, what="known_at", default=now)

    def period(self, as_of: object) -> tuple[int, int] | None:
        """``[start, end)`` of the period an ``as_of`` names ("2020", "Jan 1908", "mid-2018", "since 2023": to
        now), read whole as the walk reads it (:func:`~c0lab.retrieval.period.asked_span`); ``None`` for a point
        or none."""
        if not isinstance(as_of, str) or as_of.strip().lower() == "now":
            return None
        now = self.now()
        return asked_span(read_time(as_of, now=now), until=now)

    def said_as_of(self, as_of: object, when: int) -> str:
        """When a read was asked, in words at the precision it was given: "at any time in 1870", "at any time
        since 2023" for a period (:meth:`period`), else "as of" the instant ``when``."""
        if self.period(as_of) is None:
            return f"as of {format_moment(when)}"
        reading = read_time(as_of, now=self.now())
        return f"at any time {'since' if reading.cue == 'since' else 'in'} {reading.label()}"

    def query_times(self, query: object, as_of: object, known_at: object) -> tuple[str, str, int, int]:
        """A question's text, its topic (the question less the dates it names), and its (valid, system) times.

        A date in the question ("in 2020", "as known on 2024-03-01") is used
        when ``as_of`` / ``known_at`` are not given; otherwise now.
        """
        asked = self.question(query, as_of, known_at)
        return asked.query, asked.topic, asked.as_of, asked.known_at

    def _dated_names(self, query: str, now: int) -> list[str]:
        """The names ``query`` uses that hold a number and are no date themselves ("Project 2000", not "2020"
        nor "March 1908", which a memory may hold as values), or are a named period's when the question states its
        time otherwise ("Who was in Cold War in 2001?": the band; "who managed X during World War II?": the war's
        days, though a text named the war): no date is read inside them."""
        named = [self.name(record) for record in named_records(self.store, query, known_at=now)]
        periods = [held for held in named if NAMED.fullmatch(held.casefold())]
        masked = masked_names(query, periods)  # the question without the period names it holds: another time stated?
        dated = bool(periods) and find_time(masked, named=True, now=now) is not None
        return [
            held
            for held in named
            if any(char.isdigit() for char in held) and not _a_date(held) or held in periods and dated
        ]

    def states_a_date(self, query: str, *, names: list[str] | None = None) -> bool:
        """Whether ``query`` names a valid time in full ("in 1600", "in March 2021"), one no "now" moves (not
        "last week", "in May", nor "as known at 2024"): what beats a notebook's ``%asof`` setting. ``names``: the
        query's dated names held now (:meth:`_dated_names`), when the caller has them."""
        moments = (parse_time("2001-03-10"), parse_time("2013-09-20"))  # far apart: a full date reads alike
        names = self._dated_names(query, self.now()) if names is None else names
        readings = [question_time(query, now=now, names=names).reading for now in moments]
        return readings[0] is not None and readings[1] is not None and readings[0].start == readings[1].start

    def question(self, query: object, as_of: object, known_at: object) -> Asked:
        """What :meth:`query_times` returns, and whether each time was given or stated (the question is read
        once, by :func:`~c0lab.retrieval.question.question_time`)."""
        if not isinstance(query, str) or not query.strip():
            raise InvalidInputError("the query is empty")
        now = self.now()
        names = self._dated_names(query, now)
        asked = question_time(query, now=now, valid=as_of is None, system=known_at is None, names=names)
        when = parse_time(as_of, what="as_of") if as_of is not None else (now if asked.as_of is None else asked.as_of)
        known = (
            self.moment(known_at, what="known_at", default=now)
            if known_at is not None
            else (now if asked.known_at is None else asked.known_at)
        )
        reading = asked.reading
        given_now = isinstance(as_of, str) and as_of.strip().lower() == "now"
        if isinstance(as_of, str) and not given_now:  # "%asof 2020" reads as "in 2020" does
            given = read_time(as_of, now=now)
            reading = given if asked_span(given, until=now) is not None else None
        dated = as_of is not None and not given_now
        topic, then = asked.topic, self._said_from(query, when, names) if dated else None
        if then is not None:  # "last summer", "the end of last year" as of the day given
            topic, when, reading = then.topic, then.as_of or when, then.reading
        return Asked(
            query.strip(),
            topic.strip() or query.strip(),
            when,
            known,
            as_of is not None or asked.as_of is not None,
            known_at is not None or asked.known_at is not None,
            reading,
        )

    def _said_from(self, query: str, when: int, names: list[str]) -> QuestionTime | None:
        """The time ``query`` states relative to a given as-of ``when`` ("last summer", "the end of last year",
        "this year" read as said on that day), when it states one and no full date (``names``: its dated names as
        held now, :meth:`_dated_names`)."""
        said = question_time(query, now=when, system=False, names=self._dated_names(query, when))
        stated = said.reading is not None and said.as_of is not None
        return said if stated and not self.states_a_date(query, names=names) else None

    # -- names -------------------------------------------------------------------

    def writable(self) -> VersionStore:
        """The store, after checking that this memory may write."""
        store = self.store
        if store.files.read_only:
            raise InvalidInputError(f"the memory {self.root} ({self.namespace}) is open read-only")
        return store

    def name(self, record: str) -> str:
        """The latest name of a record."""
        return self.store.records[record][-1].name

    def resolve(self, name: object, *, as_of: int | None = None, known_at: int | None = None) -> str:
        """The record id of the concept called ``name``, preferring one visible at the given times."""
        label = check_name(name)
        store = self.store
        candidates = store.names.get(name_key(label), [])
        if not candidates:
            near = store.guard.near(name_key(label)) or near_short(  # "Grens": a short name, offered too
                label, names=store.names, held=lambda key: bool(store.names[key]), as_name=True
            )
            hint = f"; did you mean {self.name(store.names[near][0])!r}?" if near else ""
            raise UnknownConceptError(f"no concept named {label!r} in namespace {self.namespace!r}{hint}")
        if len(candidates) == 1:
            return candidates[0]
        now = self.now()
        when = now if as_of is None else as_of
        known = now if known_at is None else known_at
        key = name_key(label)
        ranked = sorted(  # visible then first; its own name before an alias; the newest record first
            reversed(candidates),
            key=lambda record: (
                store.seen(record, as_of=when, known_at=known) is None,
                name_key(self.name(record)) != key,
            ),
        )
        return ranked[0]

    def patches(self, record: str, *, as_of: int, known_at: int) -> list[Version]:
        """The concept's patches visible at the given times, oldest first."""
        store = self.store
        found = []
        for patch in store.patches_of.get(record, ()):
            version = store.seen(patch, as_of=as_of, known_at=known_at)
            if version is not None:
                found.append(version)
        return sorted(found, key=lambda version: (version.valid_from, version.version))


def _family_lock(family: Any) -> threading.RLock:
    lock: threading.RLock = family._core.lock
    return lock


locked = locked_by(_family_lock)
"""For the public methods of a family reached from ``Memory`` (``mem.analytics``, ``mem.upkeep``): the call
holds the memory's lock, as every ``Memory`` call does; the method keeps its signature."""


def text_field(value: object, what: str, *, required: bool = False) -> str:
    """A string field of a write (``None`` is empty unless ``required``)."""
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise InvalidInputError(f"{what} must be a string, not {type(value).__name__}")
    if required and not value.strip():
        raise InvalidInputError(f"{what} is empty")
    return value


def records_of(records: object, *, required: tuple[str, ...], allowed: tuple[str, ...]) -> list[dict[str, Any]]:
    """Rows of a DataFrame or dicts of an iterable, checked for their columns."""
    if isinstance(records, pd.DataFrame):
        rows = records.astype(object).where(records.notna(), None).to_dict("records")
    elif isinstance(records, (str, bytes, Mapping)) or not isinstance(records, Iterable):
        raise InvalidInputError("records must be a DataFrame or a list of dicts")
    else:
        rows = list(records)
    for number, row in enumerate(rows, start=1):
        if not isinstance(row, Mapping):
            raise InvalidInputError(f"record {number} is a {type(row).__name__}, not a dict")
        missing = [column for column in required if row.get(column) is None]
        unknown = sorted(set(row) - set(allowed))
        if missing or unknown:
            problem = f"lacks {', '.join(missing)}" if missing else f"has unknown fields {', '.join(unknown)}"
            raise InvalidInputError(f"record {number} {problem}; fields are {', '.join(allowed)}")
    return rows


def _a_date(text: str) -> bool:
    """Whether ``text`` reads as a time by itself."""
    try:
        read_time(text)
    except C0labError:
        return False
    return True
