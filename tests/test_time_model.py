"""Property test: the memory agrees with a simple reference model of time.

The reference keeps, for each name, its timeline: a list of
``(valid_from, valid_to, description)`` segments, and a snapshot of all
timelines after each change. For random sequences of add, describe,
invalidate and supersede, every ``concept(name, as_of=, known_at=)`` read of
the memory, before and after reopening it, must match the snapshot that was
current at ``known_at``.
"""

from __future__ import annotations

import copy
import tempfile
from datetime import datetime, timezone

import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from c0lab import C0labError, Memory, UnknownConceptError

NAMES = ["Quasar", "Nimbus", "Tundra"]
YEARS = list(range(2000, 2009))
INF = float("inf")
NEG_INF = float("-inf")


def day(year: int) -> datetime:
    return datetime(year, 1, 1, tzinfo=timezone.utc)


operations = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.sampled_from(NAMES), st.one_of(st.none(), st.sampled_from(YEARS))),
        st.tuples(st.just("describe"), st.sampled_from(NAMES), st.sampled_from(YEARS)),
        st.tuples(st.just("invalidate"), st.sampled_from(NAMES), st.sampled_from(YEARS)),
        st.tuples(st.just("supersede"), st.sampled_from(NAMES), st.sampled_from(NAMES), st.sampled_from(YEARS)),
    ),
    min_size=1,
    max_size=12,
)


class Reference:
    """Timelines by name; a change that the rules forbid returns False and changes nothing."""

    def __init__(self) -> None:
        self.timelines: dict[str, list[tuple[float, float, str]]] = {}

    def add(self, name: str, year: int | None, text: str) -> bool:
        if name in self.timelines:
            return False
        self.timelines[name] = [(NEG_INF if year is None else year, INF, text)]
        return True

    def _can_end(self, name: str, at: int, *, strict: bool) -> bool:
        timeline = self.timelines.get(name)
        if not timeline:
            return False
        first, last = timeline[0][0], max(end for _, end, _ in timeline)
        return (first < at if strict else first <= at) and at < last

    def describe(self, name: str, at: int, text: str) -> bool:
        if not self._can_end(name, at, strict=False):
            return False
        timeline = []
        for start, end, old in self.timelines[name]:
            if end <= at:
                timeline.append((start, end, old))
                continue
            if start < at:
                timeline.append((start, at, old))
            timeline.append((max(start, at), end, text))
        self.timelines[name] = timeline
        return True

    def invalidate(self, name: str, at: int) -> bool:
        if not self._can_end(name, at, strict=True):
            return False
        self.timelines[name] = [(s, min(e, at), t) for s, e, t in self.timelines[name] if s < at]
        return True

    def supersede(self, old: str, new: str, at: int) -> bool:
        if old == new or new not in self.timelines or not self.invalidate(old, at):
            return False
        later = [(s, e, t) for s, e, t in self.timelines[new] if e > at]
        if later:
            later[0] = (at, later[0][1], later[0][2])
        self.timelines[new] = later
        return True

    def read(self, name: str, year: float) -> str | None:
        for start, end, text in self.timelines.get(name, []):
            if start <= year < end:
                return text
        return None


def apply(mem: Memory, reference: Reference, operation: tuple, step: int) -> None:
    kind = operation[0]
    text = f"text {step}"
    if kind == "add":
        _, name, year = operation
        allowed = reference.add(name, year, text)
        call = lambda: mem.add_concept(name, text, valid_from=None if year is None else day(year))  # noqa: E731
    elif kind == "describe":
        _, name, year = operation
        allowed = reference.describe(name, year, text)
        call = lambda: mem.describe(name, text, at=day(year))  # noqa: E731
    elif kind == "invalidate":
        _, name, year = operation
        allowed = reference.invalidate(name, year)
        call = lambda: mem.invalidate(name, reason=text, at=day(year))  # noqa: E731
    else:
        _, old, new, year = operation
        allowed = reference.supersede(old, new, year)
        call = lambda: mem.supersede(old, new, at=day(year))  # noqa: E731
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


def read(mem: Memory, name: str, as_of: datetime, known_at: pd.Timestamp) -> str | None:
    try:
        return mem.concept(name, as_of=as_of, known_at=known_at).description
    except UnknownConceptError:
        return None


def check_all(mem: Memory, snapshots: list[tuple[pd.Timestamp, dict]]) -> None:
    probes = [day(year) for year in [1999, *YEARS, 2010]] + [datetime(2003, 7, 1, tzinfo=timezone.utc)]
    for known_at, timelines in snapshots:
        reference = Reference()
        reference.timelines = timelines
        for name in NAMES:
            for as_of in probes:
                year = as_of.year + (as_of.month - 1) / 12
                assert read(mem, name, as_of, known_at) == reference.read(name, year), (name, as_of, known_at)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(operations)
def test_every_read_agrees_with_the_reference_model(ops):
    with tempfile.TemporaryDirectory() as folder:
        mem = Memory.open(folder)
        reference = Reference()
        snapshots = [(pd.Timestamp("1990-01-01", tz="UTC"), {})]
        try:
            for step, operation in enumerate(ops):
                apply(mem, reference, operation, step)
                if mem.last_change_at is not pd.NaT:
                    snapshots.append((mem.last_change_at, copy.deepcopy(reference.timelines)))
            check_all(mem, snapshots)
            mem.close()
            mem = Memory.open(folder, read_only=True)
            check_all(mem, snapshots)
        finally:
            mem.close()
