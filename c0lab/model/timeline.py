"""How a change in the world reshapes a record's versions.

Each function takes a record's current versions (those the memory holds
now) and returns the rows to commit: the old versions with their system
interval closed at ``now``, and new versions recorded at ``now``. Nothing is
deleted, so a read with an earlier ``known_at`` still sees the old shape.
"""

from __future__ import annotations

from collections.abc import Callable

from .._time import FOREVER, period_start
from .records import Version, stated

__all__ = ["amend", "change_from", "close_at", "handed_over", "redate", "slot_in", "start_at"]

NewVersion = Callable[[], int]


def _rerecord(version: Version, new_version: NewVersion, now: int, *, said: str = "", **changes: object) -> Version:
    """``version`` recorded again at ``now`` with ``changes``; a start moved takes the precision ``said`` it was
    stated at. An end moved to a moment (``at=1944``: the world changed as 1944 began) keeps none: its precision
    says what an end covers ("to 1943"), which a moment does not; it is printed at the one it falls at."""
    moved = version.but(version=new_version(), recorded_at=now, expired_at=FOREVER, **changes)
    if said and "precision" not in changes and moved.valid_from != version.valid_from:
        moved = moved._replace(precision=stated(said, moved.precisions[1]))
    return moved


def _split_at(
    current: list[Version],
    at: int,
    *,
    now: int,
    new_version: NewVersion,
    before: dict[str, str],
    after: dict[str, str] | None,
    said: str = "",
) -> list[Version]:
    """Close every version valid after ``at``; re-record its part before ``at`` with ``before``
    and, unless ``after`` is None, its part from ``at`` on with ``after`` (``at`` stated at precision ``said``)."""
    rows = []
    for version in current:
        if version.valid_to <= at:
            continue
        rows.append(version.but(expired_at=now))
        if version.valid_from < at:
            rows.append(_rerecord(version, new_version, now, said=said, valid_to=at, **before))
        if after is not None:
            rows.append(
                _rerecord(version, new_version, now, said=said, valid_from=max(version.valid_from, at), **after)
            )
    return rows


def close_at(current: list[Version], at: int, *, now: int, new_version: NewVersion, **marks: str) -> list[Version]:
    """The record stops being valid at ``at``; ``marks`` (reason, cause) go on its last version."""
    return _split_at(current, at, now=now, new_version=new_version, before=marks, after=None)


def change_from(
    current: list[Version], at: int, *, now: int, new_version: NewVersion, said: str = "", **changes: str
) -> list[Version]:
    """From ``at`` on (stated at precision ``said``), the record reads ``changes``; before ``at`` it reads as it did."""
    before = {"reason": "", "cause": ""}
    return _split_at(current, at, now=now, new_version=new_version, before=before, after=changes, said=said)


def start_at(current: list[Version], at: int, *, now: int, new_version: NewVersion, said: str = "") -> list[Version]:
    """The record becomes valid at ``at``.

    The version valid across ``at`` (or the first to start later) now starts
    at ``at`` (stated at precision ``said``): what it held before is withdrawn, a later start is moved. A
    record whose validity all ended before ``at`` (superseded or ended
    earlier, as in a chain A → B → A) keeps that history and is valid again
    from ``at``, with its last description.

    >>> old = Version(version=1, record="r", kind="concept", name="A", valid_to=20, reason="superseded by 'B'")
    >>> [(v.valid_from, v.valid_to, v.reason) for v in start_at([old], 30, now=5, new_version=lambda: 2)]
    [(30, 9223372036854775807, '')]
    """
    ordered = sorted(current, key=lambda version: version.valid_from)
    later = [version for version in ordered if version.valid_to > at]
    if not later:
        if not ordered:
            return []
        again = stated(said, "")
        return [
            _rerecord(
                ordered[-1], new_version, now, valid_from=at, valid_to=FOREVER, reason="", cause="", precision=again
            )
        ]
    first = later[0]
    if first.valid_from == at:
        return []
    return [first.but(expired_at=now), _rerecord(first, new_version, now, said=said, valid_from=at)]


def amend(current: list[Version], *, now: int, new_version: NewVersion, **changes: str) -> list[Version]:
    """The record reads ``changes`` over all its validity (a timeless fact, such as an alias)."""
    rows = []
    for version in current:
        rows.append(version.but(expired_at=now))
        rows.append(_rerecord(version, new_version, now, **changes))
    return rows


def redate(
    current: list[Version], start: int, end: int, *, now: int, new_version: NewVersion, precision: str | None = None
) -> list[Version]:
    """The record holds over ``[start, end)`` instead (its dates corrected): its versions close at ``now`` and one
    is re-recorded with the new edges, stated at ``precision`` (``from/to``; ``None``: an edge moved loses its
    own). Its reason stays, but for "replaced by …" when the end moves away from where the replacement set it.

    >>> old = Version(version=1, record="r", kind="relation", name="LED_BY", valid_from=10, valid_to=40, reason="moved")
    >>> [(v.valid_from, v.valid_to, v.reason, v.expired_at) for v in redate([old], 5, 40, now=7, new_version=lambda: 2)]
    [(10, 40, 'moved', 7), (5, 40, 'moved', 9223372036854775807)]
    """
    last = max(current, key=lambda version: version.valid_to)
    marks = {"reason": "", "cause": ""} if last.cause and last.valid_to != end else {}  # an end its replacement set
    closed = [version.but(expired_at=now) for version in current]
    first = min(current, key=lambda version: version.valid_from)
    held = last.but(valid_from=first.valid_from, precision=stated(first.precisions[0], last.precisions[1]))  # the stint
    said = {} if precision is None else {"precision": precision}
    return [*closed, _rerecord(held, new_version, now, valid_from=start, valid_to=end, **marks, **said)]


def slot_in(others: list[Version], start: int, end: int) -> tuple[int, list[Version]]:
    """Where a new value of a single-valued relation fits among the versions of its other values.

    Returns the new value's end (the start of the first other value that begins
    later, if that comes sooner: a value arriving with an earlier date slots into
    the history) and the versions that hold across its start (they end there).
    A value starting on the same day as another is kept beside it, and so is
    one stated to end in the period the other is stated to start ("to 1910",
    then "from 1910": the hand-over fell in 1910, both statements stand).

    >>> old = Version(version=1, record="r", kind="relation", name="LED_BY", valid_from=10)
    >>> later = old.but(version=2, record="s", valid_from=30)
    >>> end, ending = slot_in([old, later], 20, 2**63 - 1)
    >>> end, [version.version for version in ending]
    (30, [1])
    """
    later = [
        version.valid_from for version in others if version.valid_from > start and not _shared(end, version.valid_from)
    ]
    return min([end, *later]), [
        version for version in others if version.valid_from < start < version.valid_to and not _stated(version, start)
    ]


def handed_over(others: list[Version], start: int, end: int) -> tuple[list[Version], list[Version]]:
    """The other values that share a boundary period with a new value ``[start, end)`` (:func:`slot_in` keeps
    both whole): those stated to end in the period it starts in, and those stated to start in the period it
    ends in. Each pair reads "replaced by" the later one, with no edge moved.
    """
    before = [version for version in others if version.valid_from < start and _stated(version, start)]
    after = [version for version in others if version.valid_from > start and _shared(end, version.valid_from)]
    return before, after


def _stated(version: Version, start: int) -> bool:
    """Whether ``version`` ends where it was said to, not where a replacement ended it, in ``start``'s period."""
    return not version.cause and _shared(version.valid_to, start)


def _shared(end: int, start: int) -> bool:
    """Whether a stated end and a stated start fall in one period at one precision ("to 1910", "from 1910")."""
    return end != FOREVER and start == period_start(end) < end
