"""The value of a relation next to a moment: the one after or before a named value, for "after X" and "before X"
(:func:`neighbour`), over every name the concept went by and every verb a text told the same seat with
(:func:`held_values`)."""

from __future__ import annotations

import re
from collections.abc import Collection

from .._time import FOREVER, period_start
from ..store.versions import VersionStore
from .period import CO_MENTION
from .seats import other_voice, seat_holders

__all__ = ["held_values", "neighbour"]


def neighbour(
    store: VersionStore,
    root: str,
    relation: str,
    moment: int,
    *,
    after: bool,
    known_at: int,
    outgoing: bool = True,
    subject: str | None = None,
    since: int = -FOREVER,
    following: bool = False,
    asked: Collection[str] = (),
) -> tuple[int, int | None]:
    """``moment``, moved to the start of the next (``after``) or previous value of ``relation`` at ``root``'s
    end of it (``outgoing``: out of it) when none holds at ``moment`` (a gap between two values); the start it
    moved to, if any.

    With ``following`` (after the end of ``subject``'s value, begun at ``since``, or after its start when
    it has not ended) the next value is the first other one that begins later, in the period that end was
    stated at ("to 2013", then "from 2013") or after: its start. The values of the types the question's own words
    ``asked`` are of the same seat (:func:`held_values`)."""
    spans = held_values(store, root, relation, outgoing=outgoing, subject=subject, known_at=known_at, asked=asked)
    if after and following:
        lower = period_start(moment) if moment > since else since + 1
        later = [
            begin for begin, _ in spans if since < begin and lower <= begin and (begin < moment or moment <= since)
        ]
        if later:
            return min(later), min(later)
    if any(begin <= moment < end for begin, end in spans):
        return moment, None
    if after:
        later = [begin for begin, _ in spans if begin > moment]
        return (min(later), min(later)) if later else (moment, None)
    earlier = [(end, begin) for begin, end in spans if end <= moment]
    return (max(earlier)[0] - 1, max(earlier)[1]) if earlier else (moment, None)


def held_values(
    store: VersionStore,
    root: str,
    relation: str,
    *,
    outgoing: bool,
    subject: str | None,
    known_at: int,
    asked: Collection[str] = (),
) -> list[tuple[int, int]]:
    """The valid times of the values of ``relation`` at ``root``'s end of it (``outgoing``: out of it), under
    each of the names ``root`` went by (renamed, merged: :func:`~.renamed.lineage`), those to or from
    ``subject`` left out: the one before the first conductor of a renamed orchestra is the old name's last; when
    it has none, those of the types of the same role ("HEADED" after "DIRECTED": :func:`~.seats.same_role`).
    Of a verb a text told (:func:`_told`: a career told with several verbs is one seat) those of every told type of
    the same role ("SIGNED_WITH" after "SPENT_WITH") or its other voice, not a named slot's ("OWNER" beside "OWNED").
    Of a told verb, a told type the question ``asked`` by its own words is of the seat too, whatever its sense
    ("which team did X belong to after Y?" when the text told "X played for Y" and "X belonged to Z")."""
    found = seat_holders(store, root, relation, outgoing=outgoing, subject=subject, known_at=known_at)
    if _told(relation):  # a career told with several verbs: each verb of the same role, no slot but the other voice's
        also = [  # and each told type the question names
            (start, end)
            for kind in sorted(set(asked) - {relation} if relation != CO_MENTION else ())  # a co-mention: no seat
            if _told(kind)
            for start, end, held in seat_holders(
                store, root, kind, outgoing=outgoing, subject=subject, known_at=known_at
            )
            if held == kind
        ]
        return [(start, end) for start, end, kind in found if _told(kind) or other_voice(kind, relation)] + also
    typed = [(start, end) for start, end, kind in found if kind == relation]  # a named slot: said one way only
    return typed or [(start, end) for start, end, kind in found if not other_voice(kind, relation)]


_PAST = re.compile(r"(?:[A-Z]{2,}ED|SPENT|SOLD|WENT|BEGAN|LEFT|WON|HELD|RAN|LED|TOOK|MADE|BECAME)(?:_[A-Z]+)*")
"""A type said by a past verb ("SPENT_WITH", "TRADED_TO", "JOINED"): how one sentence told one step of a career."""


def _told(kind: str) -> bool:
    """Whether a relation type is a past verb (:data:`_PAST`), as a text tells a move, not a named slot
    ("EMPLOYER", "TEAM"): of a type a text told, every type of the same role is the same seat.

    >>> _told("SPENT_WITH"), _told("TRADED_TO"), _told("EMPLOYER"), _told("TEAM")
    (True, True, False, False)
    """
    return bool(_PAST.fullmatch(kind))
