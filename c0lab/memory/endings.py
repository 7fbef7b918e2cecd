"""Ending what the memory holds: a relation's end (or its dates corrected), supersession, invalidation, a new
description.

Each closes the current versions of a record at a moment of valid time (:func:`~c0lab.model.timeline.close_at`,
:func:`~c0lab.model.timeline.change_from`) as one operation of the log; the moment is checked against the record's
validity first (before it began or over a day ahead is refused unless ``force=True``). :class:`Writes` offers them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from .._errors import BadDateError, InvalidInputError, NotValidError
from .._time import BEGINNING, FOREVER, format_end, format_span, format_time
from ..model.records import RELATION, Version, check_interval, check_relation_type, new_record_id, stated
from ..model.timeline import change_from, close_at, start_at
from ..model.timeline import redate as redate_versions
from .core import MemoryCore, text_field

__all__ = ["DAY", "describe", "end", "ending", "invalidate", "redate", "redate_concept", "relation_values", "supersede"]

DAY = 86_400_000_000
"""A day in microseconds: how far into the future an end may be dated without ``force``."""


def relation_values(core: MemoryCore, source: str, kind: str) -> Iterator[Version]:
    """The current versions of every ``kind`` relation out of ``source``."""
    for _, _, data in core.store.graph.out_edges(source, data=True):
        if data["kind"] == RELATION:
            yield from (v for v in data["versions"] if v.is_current() and v.name == kind)


def _check_moment(
    label: str, moment: int, first: int, verb: str, *, force: bool, now: int, strict: bool = True, shown: str = ""
) -> None:
    """Refuse ``moment`` before the record began (or on that day, when ``strict``) or over a day ahead; ``shown``:
    the moment as the caller said it ("2027", an end through that year), else its instant."""
    if force:
        return
    at = shown or format_time(moment)
    if moment < first or (strict and moment == first):
        raise BadDateError(
            f"cannot {verb} {label} at {at}: it began on {format_time(first)} (force=True, or --force, to insist)"
        )
    if moment > now + DAY:
        began = "always" if first == BEGINNING else f"on {format_time(first)}"
        raise BadDateError(
            f"cannot {verb} {label} at {at}: that is more than a day ahead "
            f"(it began {began}; force=True, or --force, to insist)"
        )


def _current_span(
    core: MemoryCore,
    record: str,
    at: int,
    verb: str,
    *,
    strict_start: bool,
    force: bool = False,
    now: int | None = None,
) -> list[Version]:
    """The record's current versions, after checking that ``at`` falls inside its validity.

    With ``now`` given, a moment more than a day ahead is refused too; ``force`` lifts both checks."""
    current = core.store.current(record)
    name = core.name(record)
    if not current:
        raise NotValidError(f"concept {name!r} is no longer held by the memory")
    first, last = current[0].valid_from, max(version.valid_to for version in current)
    if at < first or (strict_start and at == first):
        if not force:
            raise BadDateError(
                f"cannot {verb} {name!r} at {format_time(at)}: it is valid only from {format_time(first)}"
                + (" (force=True, or --force, to insist)" if now is not None else "")
            )
    elif now is not None:
        _check_moment(repr(name), at, first, verb, force=force, now=now)
    if at >= last:
        raise NotValidError(
            f"cannot {verb} {name!r} at {format_time(at)}: it stopped being valid on {format_time(last)}"
        )
    return current


def ending(core: MemoryCore, at: object, *, now: int, precision: str = "") -> tuple[int, int, str]:
    """Where an end stated at ``at`` falls, read as ``valid_to`` is (the one rule, :func:`~c0lab._time.interval_edge`):
    ``(end, start, said)`` — a period said is covered whole (``at="1988"``: the fact held in 1988 and stopped as
    it ended, 1989-01-01; printed "1979–1988", "ended 1988"), ``start`` is where that period begins, ``said``
    its precision; a day or an instant is where it stops. A
    period that holds now ends now (``at="2026"`` in 2026: nothing later is known). ``precision``: the one an
    ``at`` given as a moment was stated at (that moment is then the end: ingest reads "until 1932" itself).
    Default: ``now``."""
    if at is None:
        return now, now, ""
    if precision and not isinstance(at, str):
        moment = core.moment(at, what="at", default=now)
        return moment, moment, precision
    start, _ = core.edge(at, what="at", default=now, end=False)
    moment, said = core.edge(at, what="at", default=now, end=True)
    if start <= now < moment:
        return now, start, ""
    return moment, start, said


def _said_end(rows: list[Version], moment: int, said: str) -> list[Version]:
    """``rows`` with the end re-recorded at ``moment`` stated at precision ``said`` (:func:`ending`)."""
    if not said:
        return rows
    return [
        row._replace(precision=stated(row.precisions[0], said)) if row.is_current() and row.valid_to == moment else row
        for row in rows
    ]


def end(
    core: MemoryCore,
    a: str,
    type: str,
    b: str,
    *,
    at: object,
    reason: str | None = None,
    force: bool = False,
    precision: str = "",
) -> str:
    """The relation ``a`` ``type`` ``b`` stops holding at ``at`` (valid time), read as ``valid_to`` is
    (:func:`ending`: ``at="1988"`` ends it as 1988 does); returns the op id.

    The versions before stay readable with ``known_at``. An ``at`` before
    the relation began, or more than a day ahead, is refused unless ``force=True``.
    """
    store = core.writable()
    now = store.tick()
    moment, _, said = ending(core, at, now=now, precision=precision)
    why = text_field(reason, "reason")
    label, held = _stints(core, a, type, b)
    record = next((versions for versions in reversed(held) if _span(versions)[0] < moment), held[0])
    first, last = _span(record)
    _check_moment(label, moment, first, "end", force=force, now=now, shown=format_end(moment, precision=said))
    if moment >= last:
        raise NotValidError(f"cannot end {label} at {format_time(moment)}: it ended on {format_time(last)}")
    rows = close_at(
        sorted(record, key=lambda v: v.valid_from),
        moment,
        now=now,
        new_version=store.next_version,
        reason=why,
        cause="",
    )
    return core.ops.change(f"end {label} at {format_end(moment, precision=said)}", _said_end(rows, moment, said))


def redate(
    core: MemoryCore,
    a: str,
    type: str,
    b: str,
    *,
    valid_from: object = None,
    valid_to: object = None,
    precision: str = "",
) -> str:
    """The relation ``a`` ``type`` ``b`` holds from ``valid_from`` to ``valid_to`` instead: its dates corrected (an
    undated fact given dates, "1772, not 1771"); an edge not given stays as it is. Returns the op id. The stint
    changed is the only one, or the only one overlapping the dates given; the old dates stay readable with
    ``known_at``. A value this one replaced ends where it now begins (:func:`_replaced_moved`); other values of a
    single-valued type are not moved (``conflicts()`` shows an overlap). Each edge
    given keeps the precision it was stated at (``precision``: the one an edge given as a moment was read at).
    """
    if valid_from is None and valid_to is None:
        raise InvalidInputError("redate needs valid_from, valid_to or both")
    store = core.writable()
    now = store.tick()
    start, start_said = core.edge(valid_from, what="valid_from", default=BEGINNING)
    end, end_said = core.edge(valid_to, what="valid_to", default=FOREVER)
    check_interval(start, end)
    label, held = _stints(core, a, type, b)
    near = [versions for versions in held if _span(versions)[0] < end and start < _span(versions)[1]]
    if len(held) > 1 and len(near) != 1:
        spans = ", ".join(format_span(*_span(versions)) for versions in held)
        raise InvalidInputError(f"{label} holds in {len(held)} stints ({spans}); give dates that overlap one of them")
    record = held[0] if len(held) == 1 else near[0]
    held_said = _said(record)
    start, start_said = (start, start_said or precision) if valid_from is not None else (_span(record)[0], held_said[0])
    end, end_said = (end, end_said or precision) if valid_to is not None else (_span(record)[1], held_said[1])
    check_interval(start, end)
    said = stated(start_said, end_said)
    rows = redate_versions(record, start, end, now=now, new_version=store.next_version, precision=said)
    rows += _replaced_moved(core, record, start, now=now, said=start_said)
    return core.ops.change(f"redate {label} to {format_span(start, end, said)}", rows)


def _replaced_moved(core: MemoryCore, record: list[Version], start: int, *, now: int, said: str) -> list[Version]:
    """The values ``record`` replaced, their end moved with its start: a stint the memory ended where this one
    began ("replaced by" it, by the single-valued rule) now ends at ``start`` (stated at ``said``), so correcting
    when a successor began needs one redate, not two. One that would then end before it began is left as it is."""
    first = min(record, key=lambda version: version.valid_from)
    began, value = first.valid_from, core.name(first.target_id)
    if began == start:
        return []
    replaced: dict[str, list[Version]] = defaultdict(list)
    for version in relation_values(core, first.source_id, first.name):
        replaced[version.record].append(version)
    rows: list[Version] = []
    for versions in replaced.values():
        last = max(versions, key=lambda version: version.valid_to)
        if last.cause != value or last.valid_to != began or _span(versions)[0] >= start:
            continue
        moved = redate_versions(
            versions,
            _span(versions)[0],
            start,
            now=now,
            new_version=core.store.next_version,
            precision=stated(_said(versions)[0], said),
        )
        rows += [*moved[:-1], moved[-1].but(reason=last.reason, cause=last.cause)]
    return rows


def redate_concept(core: MemoryCore, name: str, *, valid_from: object, precision: str = "") -> str:
    """The concept ``name`` began at ``valid_from`` instead (its start corrected: "founded in 1907, not 1908"); its
    first version is re-recorded from there, the rest stay. Returns the op id; the old start stays readable with
    ``known_at``. A start at or after the end of its first version is refused (one line). The start keeps the
    precision it was stated at (``precision``: the one a start given as a moment was read at)."""
    store = core.writable()
    now = store.tick()
    start, said = core.edge(valid_from, what="valid_from", default=BEGINNING)
    record = core.resolve(name)
    current = store.current(record)
    if not current:
        raise NotValidError(f"concept {core.name(record)!r} is no longer held by the memory")
    if start >= current[0].valid_to:
        raise BadDateError(
            f"cannot start {core.name(record)!r} at {format_time(start)}: its first version ends "
            f"{format_time(current[0].valid_to)}"
        )
    rows = start_at(current, start, now=now, new_version=store.next_version, said=said or precision)
    return core.ops.change(f"redate {core.name(record)!r} from {format_time(start)}", rows)


def _stints(core: MemoryCore, a: str, type: str, b: str) -> tuple[str, list[list[Version]]]:
    """The relation's label and the current versions of each of its records (its stints), earliest first."""
    source, target = core.resolve(a), core.resolve(b)
    kind = check_relation_type(type)
    label = f"{core.name(source)!r} {kind} {core.name(target)!r}"
    spans: dict[str, list[Version]] = defaultdict(list)
    for version in relation_values(core, source, kind):
        if version.target_id == target:
            spans[version.record].append(version)
    if not spans:
        raise NotValidError(f"the memory holds no {label}; see history({core.name(source)!r})")
    return label, sorted(spans.values(), key=lambda versions: _span(versions)[0])


def _span(versions: list[Version]) -> tuple[int, int]:
    """Where one stint of a relation holds: its first start and its last end."""
    return min(v.valid_from for v in versions), max(v.valid_to for v in versions)


def _said(versions: list[Version]) -> tuple[str, str]:
    """The precision one stint's edges were stated at: its first start's and its last end's."""
    return (
        min(versions, key=lambda v: v.valid_from).precisions[0],
        max(versions, key=lambda v: v.valid_to).precisions[1],
    )


def supersede(core: MemoryCore, old: str, new: str, *, at: object = None, force: bool = False) -> str:
    """The world changed at ``at`` (now by default): ``old`` ends, ``new`` begins; returns the op id.

    A ``SUPERSEDES`` relation from ``new`` to ``old`` keeps the trail. An
    ``at`` before ``old`` began or over a day ahead is refused unless ``force=True``.
    ``new`` begins at ``at`` unless the memory already holds it as valid
    then (a start stated before ``at``, or a relation of it that began
    before): superseding never changes what was true before it. A period
    said is where ``new`` begins (``at="1940"``: 1940-01-01), and ``old``
    ends there: one name at a time (a rename is read from the name held
    then), unlike :func:`end`, whose period is covered.
    """
    store = core.writable()
    now = store.tick()
    moment, said = core.edge(at, what="at", default=now)  # where ``new`` begins: one name at a time
    old_record, new_record = core.resolve(old), core.resolve(new)
    if old_record == new_record:
        raise InvalidInputError(f"a concept cannot supersede itself ({core.name(old_record)!r})")
    current = _current_span(core, old_record, moment, "supersede", strict_start=True, force=force, now=now)
    new_name = core.name(new_record)
    rows = close_at(
        current,
        moment,
        now=now,
        new_version=store.next_version,
        reason=f"superseded by {new_name!r}",
        cause=new_name,
    )
    if not _held_before(store, new_record, moment):
        rows += start_at(store.current(new_record), moment, now=now, new_version=store.next_version, said=said)
    rows.append(
        Version(
            version=store.next_version(),
            record=new_record_id("relation"),
            kind="relation",
            name="SUPERSEDES",
            source_id=new_record,
            target_id=old_record,
            valid_from=moment,
            recorded_at=now,
            precision=stated(said, ""),
        )
    )
    return core.ops.change(f"supersede {core.name(old_record)!r} by {new_name!r} at {format_time(moment)}", rows)


def invalidate(
    core: MemoryCore, name: str, *, reason: str, at: object = None, by: str | None = None, force: bool = False
) -> str:
    """``name`` stops being valid at ``at`` (now by default), for ``reason``, caused ``by`` whom or what.

    An ``at`` before it began or over a day ahead is refused unless ``force=True``. Returns the op id."""
    store = core.writable()
    now = store.tick()
    moment, _, said = ending(core, at, now=now)
    record = core.resolve(name)
    why = text_field(reason, "reason", required=True)
    current = _current_span(core, record, moment, "invalidate", strict_start=True, force=force, now=now)
    rows = close_at(current, moment, now=now, new_version=store.next_version, reason=why, cause=text_field(by, "by"))
    return core.ops.change(
        f"invalidate {core.name(record)!r} at {format_end(moment, precision=said)}", _said_end(rows, moment, said)
    )


def describe(core: MemoryCore, name: str, description: str, *, at: object = None) -> str:
    """A new description, true from ``at`` (now by default); the old one stays readable. Returns the op id."""
    store = core.writable()
    now = store.tick()
    moment, said = core.edge(at, what="at", default=now)
    record = core.resolve(name)
    text = text_field(description, "description", required=True)  # to take a concept back: end() it
    current = _current_span(core, record, moment, "describe", strict_start=False)
    return core.ops.change(
        f"describe {core.name(record)!r} from {format_time(moment)}",
        change_from(current, moment, now=now, new_version=store.next_version, said=said, text=text),
    )


def _held_before(store, record: str, moment: int) -> bool:
    """Whether the memory holds ``record`` as valid at ``moment`` and before it: a start stated before
    ``moment``, or, valid since always, a relation of it that began before ``moment``."""
    valid = [version for version in store.current(record) if version.valid_from < moment < version.valid_to]
    if not valid:
        return False
    if valid[0].valid_from > BEGINNING:
        return True
    edges = [*store.graph.in_edges(record, keys=True), *store.graph.out_edges(record, keys=True)]
    return any(version.valid_from < moment for _, _, key in edges for version in store.current(key))
