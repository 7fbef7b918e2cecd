"""Facts stated with no date (precision :data:`~c0lab.model.records.UNDATED`): held at some time not said.

Such a fact is stored from the day its text was read (:mod:`c0lab.memory.undated`), which it is not claimed
to hold from. The walk lists it whatever the time asked, with the status ``undated``: never among the facts of
the asked time ("Current facts"), never ended or replaced, but after them, under its own heading, marked
``- [undated] X played for Y`` — what the memory holds may be the answer, and it does not say when (a line
elsewhere that shows such a fact unmarked says ``(undated)`` in place of its dates).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace

from .._time import to_timestamp
from ..model.records import RELATION, UNDATED
from ..store.versions import VersionStore
from .period import CO_MENTION
from .walk import Fact

__all__ = ["UNDATED", "undated_answer", "with_undated"]


def _undated(fact: Fact) -> bool:
    return fact.precision.startswith(f"{UNDATED}/")


def with_undated(
    facts: list[Fact],
    store: VersionStore,
    root: str,
    *,
    known_at: int,
    name: Callable[[str], str],
    asked: Collection[str] = (),
    add: bool = True,
) -> list[Fact]:
    """``facts`` with each undated one given the status ``undated``, and the undated facts of ``root`` (its own
    relations, either way; of the ``asked`` types when some are) that the walk did not list (the time asked is
    before the day they were read) added after the others unless not ``add`` (a fact of the asked types holds
    at the time asked: another value of no stated time would only stand beside the answer); a fact with a
    stated time is left as it is."""
    shown = [
        replace(fact, status=UNDATED, note=UNDATED) if fact.status == "current" and _undated(fact) else fact
        for fact in facts
    ]
    if not add:
        return shown
    listed = {fact.path[-1] for fact in facts if fact.path}
    graph = store.links
    added: list[Fact] = []
    for source, target, key in [*graph.out_edges(root, keys=True), *graph.in_edges(root, keys=True)]:
        data = graph.edges[source, target, key]
        if data["kind"] != RELATION or key in listed or (asked and store.records[key][-1].name not in asked):
            continue
        listed.add(key)
        known = [v for v in data["versions"] if v.recorded_at <= known_at < v.expired_at]
        if not known:
            continue
        version = max(known, key=lambda v: v.valid_from)
        if (
            not version.undated
            or store.seen(source if target == root else target, as_of=known_at, known_at=known_at) is None
        ):
            continue
        added.append(
            Fact(
                name(source),
                version.name,
                name(target),
                UNDATED,
                to_timestamp(version.valid_from),
                to_timestamp(version.valid_to),
                1,
                UNDATED,
                path=(key,),
                precision=version.precision,
            )
        )
    return shown + added


def undated_answer(facts: list[Fact], *, root: str, asked: Collection[str]) -> bool:
    """Whether a fact of ``root`` (by name) of an ``asked`` type (any typed one when none is asked) holds at a time
    not stated: it may be the answer at the time asked, so "Nothing in memory about …" would not be true."""
    return any(
        fact.status == UNDATED
        and root in fact.names()
        and (fact.relation in asked if asked else fact.relation != CO_MENTION)
        for fact in facts
    )
