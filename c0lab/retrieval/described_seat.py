"""A post named only in someone's description: "who was the finance minister in 2012?" beside "Piet Lorne:
Finance minister from Q3 2020.".

A question that names no concept finds one by its words; when the concept found is a holder whose name the
question does not use, it was found by its description (or a patch), which says a post it holds — not who held
that post at the time asked. Walking from that holder would answer with its description alone, of another era.
The post is the seat the holder holds (a relation whose other end others held too: :func:`~.seats.seat_holders`);
the walk reads from the seat's concept instead (the Ministry of Finance, its ``LED_BY`` holders then), and its
first line says so, and the question is read as asking that seat's relation ("who led Ministry of Finance"). Of
several seats, the one whose concept's name the question uses; none when that leaves more
than one.
"""

from __future__ import annotations

from collections.abc import Callable

from ..index.keyword import tokenize
from ..store.slices import TRAIL
from ..store.versions import VersionStore
from .names import known_versions
from .period import CO_MENTION
from .question import facts_of
from .render import one_line
from .seats import is_seat, seat_holders

__all__ = ["seat_described"]


def seat_described(
    store: VersionStore, root: str, topic: str, *, known_at: int, name: Callable[[str], str]
) -> tuple[str, str, str] | None:
    """The concept of the seat that ``root`` (found by its description, not named in ``topic``) holds, the
    line saying the walk reads from it, and the question as it asks that seat ("who led Ministry of Finance");
    ``None`` when the question uses ``root``'s name or an alias of it, or ``root`` holds no
    seat others held too, or several (none of which the question names)."""
    said = set(tokenize(topic))
    versions = known_versions(store, root, known_at=known_at)
    held_names = (name(root), *(versions[-1].aliases if versions else ()))  # "who is PL?" asks of Piet Lorne
    if any(said & set(tokenize(held)) for held in held_names):
        return None
    seats: dict[str, tuple[str, bool]] = {}
    for version, source, target in facts_of(store, root, known_at=known_at):
        held = target if source == root else source
        if version.name in (TRAIL, CO_MENTION) or not is_seat(store, version.name, held):
            continue
        if seat_holders(store, held, version.name, outgoing=held == source, subject=root, known_at=known_at):
            seats.setdefault(held, (version.name, held == source))
    named = {held: kind for held, kind in seats.items() if said & set(tokenize(name(held)))}
    seats = named or seats
    if len(seats) != 1:
        return None
    ((held, (kind, outgoing)),) = seats.items()
    described = one_line(versions[-1].text) if versions and versions[-1].text else ""
    why = f" ({described!r})" if described else ""
    words = kind.replace("_", " ").lower()  # "Ministry of Finance LED_BY Piet Lorne": "who led Ministry of Finance"
    asked = f"{topic.split()[0].lower()} {words.removesuffix(' by') if outgoing else words} {name(held)}"
    return held, f"Read as: who held {name(held)} {kind}, the post {name(root)}'s description names{why}.", asked
