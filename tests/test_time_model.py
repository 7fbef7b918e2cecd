"""Property test: the memory agrees with a simple reference model of time.

The reference holds the memory's belief as a set of *segments*: a concept's
``("c", concept, name, start, end, text, reason)`` and a relation's
``("r", relation, source, type, target, start, end, reason)``, where concept
and relation are the step that created them. Each change computes the new
set; what it removed and added is the operation's log, so a retraction puts
back what it removed and takes out what it added (refused when a later change
took any of it away). For random sequences of add, describe, invalidate,
supersede, relate (``LED_BY`` single-valued, arriving in any date order;
``USES`` many-valued), end and retract, every read of the memory — a concept's
description and a concept's relation values, at every ``as_of`` × ``known_at``
— before and after reopening it, must match the reference as it stood at
``known_at``.
"""

from __future__ import annotations

import tempfile
from datetime import UTC, datetime

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from c0lab import C0labError, Memory, UnknownConceptError

NAMES = ["Quasar", "Nimbus", "Tundra"]
TYPES = ["LED_BY", "USES"]
SINGLE = {"LED_BY"}
YEARS = list(range(2000, 2009))
INF = float("inf")
NEG_INF = float("-inf")
NOW = 3000  # later than any year of the test: "visible now" means open-ended


def day(year: int) -> datetime:
    return datetime(year, 1, 1, tzinfo=UTC)


def relation_change() -> st.SearchStrategy:
    """Relate (twice as often) or end ``a TYPE b`` for two different names (a fresh strategy each call)."""
    return st.builds(
        lambda kind, pair, relation, year: (kind, pair[0], relation, pair[1], year),
        st.sampled_from(["relate", "relate", "end"]),
        st.permutations(NAMES),
        st.sampled_from(TYPES),
        st.sampled_from(YEARS),
    )


concept_change = st.one_of(
    st.tuples(st.just("add"), st.sampled_from(NAMES), st.one_of(st.none(), st.sampled_from(YEARS))),
    st.tuples(st.just("describe"), st.sampled_from(NAMES), st.sampled_from(YEARS)),
    st.tuples(st.just("invalidate"), st.sampled_from(NAMES), st.sampled_from(YEARS)),
    st.tuples(st.just("supersede"), st.sampled_from(NAMES), st.sampled_from(NAMES), st.sampled_from(YEARS)),
)
operations = st.lists(
    st.one_of(
        concept_change,
        relation_change(),
        relation_change(),
        relation_change(),
        relation_change(),
        st.tuples(st.just("end held"), st.integers(0, 40), st.sampled_from(YEARS)),  # a relation the memory holds
        st.tuples(st.just("retract"), st.integers(0, 40)),
    ),
    min_size=4,
    max_size=18,
)


class Reference:
    """The belief as a set of segments, and the log of operations; a refused change returns False."""

    def __init__(self) -> None:
        self.state: set[tuple] = set()
        self.ever: dict[str, list[int]] = {}  # name -> concepts ever created under it, oldest first
        self.log: list[dict] = []  # {"added", "closed", "undoes", "undone"}

    # -- reading the belief ---------------------------------------------------

    def concept_segments(self, cid: int, state: set | None = None) -> list[tuple]:
        return sorted(
            (s for s in (self.state if state is None else state) if s[0] == "c" and s[1] == cid), key=lambda s: s[3]
        )

    def visible(self, cid: int, year: float, state: set) -> tuple | None:
        return next((s for s in self.concept_segments(cid, state) if s[3] <= year < s[4]), None)

    def resolve(self, name: str, *, year: float = NOW, state: set | None = None) -> int | None:
        """What the memory's ``resolve`` picks: a concept visible then, else the newest of the name."""
        state = self.state if state is None else state
        cids = self.ever.get(name, [])
        if not cids:
            return None
        return next((cid for cid in reversed(cids) if self.visible(cid, year, state)), cids[-1])

    def relations(self, source: int, kind: str, state: set | None = None) -> list[tuple]:
        return [s for s in (self.state if state is None else state) if s[0] == "r" and s[2] == source and s[3] == kind]

    # -- changing it ----------------------------------------------------------

    def _commit(self, new_state: set) -> bool:
        self.log.append(
            {"added": new_state - self.state, "closed": self.state - new_state, "undoes": None, "undone": False}
        )
        self.state = new_state
        return True

    def add(self, name: str, year: int | None, text: str, step: int) -> bool:
        if any(self.concept_segments(cid) for cid in self.ever.get(name, [])):
            return False
        self.ever.setdefault(name, []).append(step)
        return self._commit(self.state | {("c", step, name, NEG_INF if year is None else year, INF, text, "")})

    def _span(self, name: str, at: int, *, strict: bool) -> tuple[int, list[tuple]] | None:
        cid = self.resolve(name)
        segments = self.concept_segments(cid) if cid is not None else []
        if not segments:
            return None
        first, last = segments[0][3], max(s[4] for s in segments)
        if at < first or (strict and at == first) or at >= last:
            return None
        return cid, segments

    def describe(self, name: str, at: int, text: str) -> bool:
        found = self._span(name, at, strict=False)
        if found is None:
            return False
        state = set(self.state)
        for s in found[1]:
            if s[4] <= at:
                continue
            state.remove(s)
            if s[3] < at:
                state.add((*s[:4], at, s[5], ""))
            state.add((*s[:3], max(s[3], at), s[4], text, s[6]))
        return self._commit(state)

    @staticmethod
    def _close(state: set, segments: list[tuple], at: int, reason: str, *, end: int) -> None:
        """Segments valid after ``at`` end there (the concept's or the relation's ``end`` field)."""
        for s in segments:
            if s[end] <= at:
                continue
            state.remove(s)
            if s[end - 1] < at:
                state.add((*s[:end], at, *s[end + 1 : -1], reason))

    def invalidate(self, name: str, at: int, text: str) -> bool:
        found = self._span(name, at, strict=True)
        if found is None:
            return False
        state = set(self.state)
        self._close(state, found[1], at, text, end=4)
        return self._commit(state)

    def supersede(self, old: str, new: str, at: int, step: int) -> bool:
        new_cid = self.resolve(new)
        found = self._span(old, at, strict=True)
        if new_cid is None or found is None or found[0] == new_cid:
            return False
        state = set(self.state)
        self._close(state, found[1], at, f"superseded by {new!r}", end=4)
        segments = self.concept_segments(new_cid)
        later = [s for s in segments if s[4] > at]  # validity that ended before ``at`` is kept (history)
        held = (
            bool(later)
            and later[0][3] < at
            and (
                later[0][3] != NEG_INF or any(s[0] == "r" and new_cid in (s[2], s[4]) and s[5] < at for s in self.state)
            )
        )
        if held:
            pass  # valid then and held as valid before (a stated start, a relation begun earlier): kept as it is
        elif later and later[0][3] != at:
            state.remove(later[0])
            state.add((*later[0][:3], at, *later[0][4:]))
        elif not later and segments:
            state.add((*segments[-1][:3], at, INF, segments[-1][5], ""))
        state.add(("r", step, new_cid, "SUPERSEDES", found[0], at, INF, ""))
        return self._commit(state)

    def relate(self, a: str, kind: str, b: str, year: int, step: int) -> bool:
        source, target = self.resolve(a), self.resolve(b)
        if source is None or target is None or source == target:
            return False
        values = self.relations(source, kind)
        if any(s[4] == target and s[6] > year for s in values):
            return False  # the same value already holds then
        state, end, reason = set(self.state), INF, ""
        if kind in SINGLE:
            others = [s for s in values if s[4] != target]
            later = sorted((s[5], self._name(s[4])) for s in others if s[5] > year)
            if later:  # an earlier-dated arrival slots in before the next value
                end, reason = later[0][0], f"replaced by {min(n for start, n in later if start == later[0][0])}"
            for s in others:
                if s[5] < year < s[6]:
                    state.remove(s)
                    state.add((*s[:6], year, f"replaced by {b}"))
        state.add(("r", step, source, kind, target, year, end, reason))
        return self._commit(state)

    def _name(self, cid: int) -> str:
        return next(name for name, cids in self.ever.items() if cid in cids)

    def end(self, a: str, kind: str, b: str, at: int, text: str) -> bool:
        source, target = self.resolve(a), self.resolve(b)
        if source is None or target is None:
            return False
        held = sorted((s for s in self.relations(source, kind) if s[4] == target), key=lambda s: s[5])
        if not held:
            return False
        chosen = next((s for s in reversed(held) if s[5] < at), held[0])
        if at <= chosen[5] or at >= chosen[6]:
            return False
        state = set(self.state)
        state.remove(chosen)
        state.add((*chosen[:6], at, text))
        return self._commit(state)

    def retract(self, index: int) -> bool:
        if not self.log:
            return False
        entry = self.log[index % len(self.log)]
        if entry["undoes"] is not None or entry["undone"] or not entry["added"] <= self.state:
            return False
        new_state = (self.state - entry["added"]) | entry["closed"]
        self.log.append({"added": entry["closed"], "closed": entry["added"], "undoes": entry, "undone": False})
        entry["undone"] = True
        self.state = new_state
        return True

    # -- reads, at a past state -----------------------------------------------------

    def read(self, state: set, name: str, year: float) -> str | None:
        cid = self.resolve(name, year=year, state=state)
        segment = self.visible(cid, year, state) if cid is not None else None
        return segment[5] if segment else None

    def values(self, state: set, name: str, kind: str, year: float) -> list[str]:
        cid = self.resolve(name, year=year, state=state)
        if cid is None or not self.visible(cid, year, state):
            return []
        return sorted(
            self._name(s[4])
            for s in self.relations(cid, kind, state)
            if s[5] <= year < s[6] and self.visible(s[4], year, state)
        )


def apply(mem: Memory, reference: Reference, operation: tuple, step: int) -> None:
    kind = operation[0]
    text = f"text {step}"
    if kind == "add":
        _, name, year = operation
        allowed = reference.add(name, year, text, step)
        call = lambda: mem.add_concept(name, text, valid_from=None if year is None else day(year))  # noqa: E731
    elif kind == "describe":
        _, name, year = operation
        allowed = reference.describe(name, year, text)
        call = lambda: mem.describe(name, text, at=day(year))  # noqa: E731
    elif kind == "invalidate":
        _, name, year = operation
        allowed = reference.invalidate(name, year, text)
        call = lambda: mem.invalidate(name, reason=text, at=day(year))  # noqa: E731
    elif kind == "supersede":
        _, old, new, year = operation
        allowed = reference.supersede(old, new, year, step)
        call = lambda: mem.supersede(old, new, at=day(year))  # noqa: E731
    elif kind == "relate":
        _, a, relation, b, year = operation
        allowed = reference.relate(a, relation, b, year, step)
        call = lambda: mem.relate(a, relation, b, valid_from=day(year))  # noqa: E731
    elif kind == "end":
        _, a, relation, b, year = operation
        allowed = reference.end(a, relation, b, year, text)
        call = lambda: mem.end(a, relation, b, at=day(year), reason=text)  # noqa: E731
    elif kind == "end held":
        held = sorted((s for s in reference.state if s[0] == "r" and s[3] != "SUPERSEDES"), key=str)
        if not held:
            return
        segment = held[operation[1] % len(held)]
        apply(
            mem,
            reference,
            ("end", reference._name(segment[2]), segment[3], reference._name(segment[4]), operation[2]),
            step,
        )
        return
    else:
        ops = mem.operations()["op"].tolist()
        index = operation[1]
        allowed = reference.retract(index)
        call = lambda: mem.undo(ops[index % len(ops)] if ops else "op-none")  # noqa: E731
    if allowed:
        call()
    else:
        before = len(mem.store.versions)
        try:
            call()
        except C0labError:
            pass
        else:
            raise AssertionError(f"{operation} should have been refused")
        assert len(mem.store.versions) == before, "a refused change left versions behind"
    assert len(mem.operations()) == len(reference.log), "one logged operation for each change"


def read(mem: Memory, name: str, as_of: datetime, known_at: pd.Timestamp) -> str | None:
    try:
        return mem.concept(name, as_of=as_of, known_at=known_at).description
    except UnknownConceptError:
        return None


def values(mem: Memory, name: str, kind: str, as_of: datetime, known_at: pd.Timestamp) -> list[str]:
    try:
        record = mem.core.resolve(
            name,
            as_of=mem.core.moment(as_of, what="as_of", default=0),
            known_at=mem.core.moment(known_at, what="known_at", default=0),
        )
    except UnknownConceptError:
        return []
    view = mem.graph(as_of=as_of, known_at=known_at)
    if record not in view:
        return []
    return sorted(
        mem.core.name(target)
        for _, target, key in view.out_edges(record, keys=True)
        if mem.store.records[key][-1].name == kind
    )


def check_all(mem: Memory, reference: Reference, snapshots: list[tuple[pd.Timestamp, set]]) -> None:
    probes = [day(year) for year in [1999, *YEARS, 2010]] + [datetime(2003, 7, 1, tzinfo=UTC)]
    for known_at, state in snapshots:
        for as_of in probes:
            year = as_of.year + (as_of.month - 1) / 12
            for name in NAMES:
                where = (name, as_of, known_at)
                assert read(mem, name, as_of, known_at) == reference.read(state, name, year), where
                for kind in TYPES:
                    assert values(mem, name, kind, as_of, known_at) == reference.values(state, name, kind, year), (
                        *where,
                        kind,
                    )


starts = st.lists(st.one_of(st.none(), st.sampled_from(YEARS)), min_size=len(NAMES), max_size=len(NAMES))


@pytest.mark.slow  # 150 generated histories
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(starts, operations)
def test_every_read_agrees_with_the_reference_model(years, ops):
    ops = [("add", name, year) for name, year in zip(NAMES, years, strict=True)] + ops  # most changes need the names
    with tempfile.TemporaryDirectory() as folder:
        mem = Memory.open(folder, embedder=None)
        reference = Reference()
        snapshots = [(pd.Timestamp("1990-01-01", tz="UTC"), set())]
        try:
            for step, operation in enumerate(ops):
                apply(mem, reference, operation, step)
                if mem.last_change_at is not pd.NaT:
                    snapshots.append((mem.last_change_at, set(reference.state)))
            check_all(mem, reference, snapshots)
            mem.close()
            mem = Memory.open(folder, read_only=True, embedder=None)
            check_all(mem, reference, snapshots)
            assert len(mem.operations()) == len(reference.log)
        finally:
            mem.close()
