"""A return to a post: a second stint of a tie the memory holds open, when another holder began in between.

"In 1998 Bek became leader of the Greens. In 2004 Ruiz became leader of the Greens. In 2013 Bek returned as leader
of the Greens." The memory holds Bek's first stint open when the 2013 statement comes (its stated end, "Bek
resigned in 2004", is written after the text's relations), so writing the 2013 one was refused as already held and
the return was lost. A later start of the same tie of a post one holds at a time (a single-valued sense:
:func:`~c0lab.retrieval.lexicon.single_owner`), when someone else took the same post (the same type, the same
thing held) after the open stint began and before the new one, is a new stint: the open one ends where the other
holder began (a stated end written later keeps its own date when it is earlier), and the new one is written.
"""

from __future__ import annotations

from .._errors import C0labError
from .._reading import Precision
from .._time import FOREVER, to_timestamp
from .._timespan import period_at
from ..extract.types import Relation
from ..model.records import RELATION, UNDATED, Version
from ..retrieval.lexicon import single_owner
from .core import MemoryCore
from .writes import Writes

__all__ = ["RETURNED", "returned"]

_PERIODS = frozenset(precision.value for precision in Precision)
RETURNED = "another holder took the post"
"""The reason an open stint ends when its holder returns to the post later (:func:`returned`)."""


def returned(
    core: MemoryCore, writes: Writes, relation: Relation, *, kind: str, start: object, precision: tuple[str, str]
) -> int:
    """Write ``relation`` (type ``kind``, from ``start``, its edges stated at ``precision``) as a new stint of a tie
    held open since before another holder of the same post began; 2 when it was written (one stint ended), 1 when
    it dated earlier the tie held from the day a text said it with no date of its own (:func:`_dated_earlier`),
    else 0 (the tie is one stint, as held)."""
    if start is None:
        return 0
    try:
        source, target = core.resolve(relation.source.strip()), core.resolve(relation.target.strip())
        begins = core.moment(start, what="valid_from", default=0)
    except C0labError:
        return 0
    held = [version for version in _versions(core, source, target, kind) if version.valid_from < begins]
    if not held:
        return _dated_earlier(core, writes, relation, kind=kind, start=start, precision=precision)
    if single_owner(kind, relation.source, relation.target) is None:
        return 0  # a tie many hold at once (a job, a membership): another's start is no hand-over
    opened = max(version.valid_from for version in held)
    owner_is_source = kind.endswith("_BY")  # "Greens LED_BY Bek": the post is the source's; else the target's
    holder = target if owner_is_source else source
    others = [
        (version.valid_from, version.precision.partition("/")[0])
        for version in _others(core, source if owner_is_source else target, kind, by=owner_is_source, but=holder)
        if opened < version.valid_from < begins
    ]
    if not others:
        return 0
    try:
        moment, said = min(others)  # through the period the other's start was stated at, as a hand-over reads
        period = period_at(moment, Precision(said)) if said in _PERIODS else None
        moment, said = (period.end, said) if period is not None and period.start == moment else (moment, "")
        writes.end(core.name(source), kind, core.name(target), at=to_timestamp(moment), reason=RETURNED, precision=said)
        writes.relate(
            core.name(source),
            kind,
            core.name(target),
            valid_from=start,
            valid_to=relation.valid_to,
            precision=precision,
        )
    except C0labError:
        return 0
    return 2


def _dated_earlier(
    core: MemoryCore, writes: Writes, relation: Relation, *, kind: str, start: object, precision: tuple[str, str]
) -> int:
    """A tie held open from the day a text said it with no date ("Ruiz was confirmed as leader", read 2005-03-14)
    that a later text dates from earlier ("2004: Ruiz acting leader") begins at that stated start: 1, else 0."""
    if relation.valid_from is None or not precision[0]:
        return 0
    try:
        held = next(version for version in _versions_of(core, relation, kind) if version.valid_to == FOREVER)
    except (C0labError, StopIteration):
        return 0
    if held.precision.partition("/")[0] not in ("", UNDATED):  # its start was stated: two statements of one tie
        return 0
    try:
        writes.redate(relation.source.strip(), kind, relation.target.strip(), valid_from=start, precision=precision[0])
    except C0labError:
        return 0
    return 1


def _versions_of(core: MemoryCore, relation: Relation, kind: str) -> list[Version]:
    """The current versions of ``relation``'s tie (its ends resolved by name)."""
    return _versions(core, core.resolve(relation.source.strip()), core.resolve(relation.target.strip()), kind)


def _versions(core: MemoryCore, source: str, target: str, kind: str) -> list[Version]:
    """The current versions of ``source`` ``kind`` ``target``."""
    return [
        version
        for _, found, data in core.store.graph.out_edges(source, data=True)
        if found == target and data["kind"] == RELATION
        for version in data["versions"]
        if version.is_current() and version.name == kind
    ]


def _others(core: MemoryCore, owner: str, kind: str, *, by: bool, but: str) -> list[Version]:
    """The current versions of ``kind`` that tie the post's ``owner`` to a holder other than ``but`` (its other
    holders' stints, past and present), read in one pass over the owner's edges."""
    edges = core.store.graph.out_edges(owner, data=True) if by else core.store.graph.in_edges(owner, data=True)
    return [
        version
        for holder, found, data in edges
        if (found if by else holder) != but and data["kind"] == RELATION
        for version in data["versions"]
        if version.is_current() and version.name == kind
    ]
