"""Each succession of someone who held a post more than once: "who succeeded Tomas Bek?" when Bek led the Greens
from 1998 to 2004 and again from 2013 to 2019 has two answers, Ona Ruiz (2004) and Sara Moon (2019).

A walk reads one moment; the question asks a sequence. :func:`each_succession` gives one line naming every
stint of the named holder at the walk's concept, and who held that post next (``after``) or just before
(``before``), each with its date, so neither succession is lost to the moment the walk reads.
"""

from __future__ import annotations

from collections.abc import Callable

from .._time import BEGINNING, FOREVER, LAST_END, format_edge, format_span, period_start
from ..store.slices import TRAIL
from ..store.versions import VersionStore
from .period import CO_MENTION
from .question import facts_of

__all__ = ["each_succession"]


def each_succession(
    store: VersionStore, root: str, subject: str, *, after: bool, known_at: int, name: Callable[[str], str]
) -> str:
    """One line naming, for each stint of ``subject`` at ``root`` of a type it held there more than once, who
    held that post next (``after``) or last before it, with the date; ``""`` when ``subject`` held no post there
    twice."""
    stints: dict[tuple[str, bool], list[tuple[int, int, str]]] = {}
    others: dict[tuple[str, bool], list[tuple[int, int, str, str]]] = {}
    for version, source, target in facts_of(store, root, known_at=known_at):
        if version.name in (TRAIL, CO_MENTION) or source == target:
            continue
        seat, other = (version.name, source == root), target if source == root else source
        if other == subject:
            stints.setdefault(seat, []).append((version.valid_from, version.valid_to, version.precision))
        else:
            others.setdefault(seat, []).append((version.valid_from, version.valid_to, version.precisions[1], other))
    seats = [seat for seat, held in stints.items() if len(held) > 1]
    if len(seats) != 1:
        return ""
    seat = seats[0]
    said = []
    for start, end, precision in sorted(stints[seat]):
        span = format_span(start, end, precision)
        if after:
            lower = period_start(end, precision.partition("/")[2]) if end < LAST_END else FOREVER
            later = [(begin, who) for begin, _, _, who in others.get(seat, []) if begin > start and begin >= lower]
            if later:
                begin, who = min(later)
                said.append(f"by {name(who)} from {format_edge(begin)} (after {span})")
        else:
            earlier = [
                (stop, who, closed)
                for begin, stop, closed, who in others.get(seat, [])
                if begin < start and period_start(stop, closed) <= start
            ]
            if earlier and start > BEGINNING:
                stop, who, closed = max(earlier)
                said.append(f"by {name(who)} to {format_edge(stop, end=True, precision=closed)} (before {span})")
    if not said:
        return ""
    kind, outgoing = seat
    held = f"{name(root)} {kind}" if outgoing else f"{kind} {name(root)}"
    times = "twice" if len(stints[seat]) == 2 else f"{len(stints[seat])} times"
    verb = "succeeded" if after else "preceded"
    return f"{name(subject)} held {held} {times}: {verb} {', and '.join(said)}."
