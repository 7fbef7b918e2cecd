"""Seats: the relation types that say one seat, and who held a seat besides someone.

A memory written from texts words one seat in many verbs: "Walter Finch DIRECTED Bureau", "Clara Voss HEADED
Bureau", "Finch TOOK_CHARGE_OF Bureau". "Who came after Walter Finch?" asks who held the seat he held: the values
of any relation type of the same sense (:class:`~c0lab.retrieval.lexicon.RelationLexicon`'s senses: lead, own,
replace …) at the concept he held it of, in the same direction. What an episode mentions, or two names said in
one sentence (a co-mention), is no seat (:func:`seat_holders`).
"""

from __future__ import annotations

from functools import lru_cache

from ..model.records import CONCEPT, RELATION
from ..store.versions import VersionStore
from .lexicon import RelationLexicon, post_word
from .names import known_versions
from .period import CO_MENTION
from .renamed import lineage

__all__ = ["is_seat", "one_per_seat", "same_role", "seat_holders", "senses_of"]


@lru_cache(maxsize=1024)
def senses_of(kind: str) -> frozenset[str]:
    """The senses of relation type ``kind`` as the lexicon gives them ("DIRECTED", "HEADED": lead)."""
    return frozenset(RelationLexicon.build([kind]).senses.get(kind, ()))


def same_role(one: str, other: str) -> bool:
    """Whether two relation types say the same seat: the same type, or a sense both have.

    Two role types that name two posts ("CAPTAIN_OF", "CHAIRMAN_OF": :func:`~.lexicon.post_word`) are two seats.

    >>> same_role("DIRECTED", "HEADED"), same_role("DIRECTED", "MERGED_INTO")
    (True, False)
    """
    posts = {post_word(one), post_word(other)} - {None}
    return one == other or (bool(senses_of(one) & senses_of(other)) and len(posts) < 2)


def is_seat(store: VersionStore, kind: str, held: str) -> bool:
    """Whether a relation of type ``kind`` to ``held`` can say a seat: ``held`` is a concept (not an episode
    that mentions someone) and the type is no co-mention."""
    versions = store.records.get(held, [])
    return kind != CO_MENTION and bool(versions) and versions[0].kind == CONCEPT


def seat_holders(
    store: VersionStore, held: str, kind: str, *, outgoing: bool, subject: str | None, known_at: int
) -> list[tuple[int, int, str]]:
    """The valid times and types of the values at ``held``'s end (``outgoing``: out of it) of every relation of the
    same role as ``kind`` (:func:`same_role`), under each of the names ``held`` went by (renamed, merged:
    :func:`~.renamed.lineage`), those to or from ``subject`` left out: who else held that seat."""
    edges = [
        edge
        for member in lineage(store, held, known_at=known_at)
        for edge in (
            store.links.out_edges(member, keys=True, data=True)
            if outgoing
            else store.links.in_edges(member, keys=True, data=True)
        )
    ]
    return [
        (version.valid_from, version.valid_to, version.name)
        for source, target, key, data in edges
        if data["kind"] == RELATION and (target if outgoing else source) != subject
        for version in known_versions(store, key, known_at=known_at)
        if same_role(version.name, kind) and is_seat(store, version.name, target if outgoing else source)
    ]


def one_per_seat(found: set[tuple[str, str, bool]]) -> set[tuple[str, str, bool]]:
    """``found`` (relation type, the concept held, whether it goes out of it) with one type kept of those that
    say the same seat of one concept in one direction ("DIRECTED" and "TOOK_CHARGE_OF" Bureau: one seat)."""
    kept: list[tuple[str, str, bool]] = []
    for kind, held, outgoing in sorted(found):
        if not any(other[1:] == (held, outgoing) and same_role(other[0], kind) for other in kept):
            kept.append((kind, held, outgoing))
    return set(kept)
