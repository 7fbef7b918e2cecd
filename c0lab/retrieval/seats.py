"""Seats: the relation types that say one seat, and who held a seat besides someone.

A memory written from texts words one seat in many verbs: "Walter Finch DIRECTED Bureau", "Clara Voss HEADED
Bureau", "Finch TOOK_CHARGE_OF Bureau". "Who came after Walter Finch?" asks who held the seat he held: the values
of any relation type of the same sense (:class:`~c0lab.retrieval.lexicon.RelationLexicon`'s senses: lead, own,
replace …) at the concept he held it of, in the same direction, or the other way in the other voice ("Bureau
DIRECTED_BY Finch" beside "Voss DIRECTOR_OF Bureau"). What an episode mentions, or two names said in
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

__all__ = ["is_seat", "one_per_seat", "other_voice", "same_role", "seat_holders", "senses_of"]


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
    :func:`~.renamed.lineage`), those to or from ``subject`` left out: who else held that seat; and those said the
    other way in the other voice (:func:`other_voice`)."""
    members = lineage(store, held, known_at=known_at)
    edges = [
        (edge, way)
        for member in members
        for way in (outgoing, not outgoing)  # the other voice the other way: "X DIRECTED_BY A", "B DIRECTOR_OF X"
        for edge in (
            store.links.out_edges(member, keys=True, data=True)
            if way
            else store.links.in_edges(member, keys=True, data=True)
        )
    ]
    return [
        (version.valid_from, version.valid_to, version.name)
        for (source, target, key, data), way in edges
        if data["kind"] == RELATION and (target if way else source) != subject
        for version in known_versions(store, key, known_at=known_at)
        if (way == outgoing) != other_voice(version.name, kind)  # the other voice said the other way, not the same
        and same_role(version.name, kind)
        and is_seat(store, version.name, target if way else source)
    ]


def other_voice(one: str, other: str) -> bool:
    """Whether two types say one act in the two voices, the one's source the other's target: a passive ("_BY") and
    a verb or an agent's post ("_OF") of one word's stem ("DIRECTED_BY" and "DIRECTOR_OF" or "DIRECTED"; not
    "DIRECTED_BY" and "CHAIR_OF", nor "EMPLOYED_BY" and "WORKED_FOR", nor "SIGNED_BY" and "SIGNED_FOR", which both
    say the one signed).

    >>> other_voice("DIRECTED_BY", "DIRECTOR_OF"), other_voice("MANAGED_BY", "CAPTAIN_OF")
    (True, False)
    >>> other_voice("SIGNED_BY", "SIGNED_FOR"), other_voice("OWNED", "OWNED_BY")
    (False, True)
    """
    passive, active = (one, other) if one.endswith("_BY") else (other, one)
    words = active.split("_")
    return (
        passive.endswith("_BY")
        and not active.endswith("_BY")
        and (len(words) == 1 or words[-1] == "OF")
        and passive.split("_")[0][:4] == words[0][:4]
    )


def one_per_seat(found: set[tuple[str, str, bool]]) -> set[tuple[str, str, bool]]:
    """``found`` (relation type, the concept held, whether it goes out of it) with one type kept of those that
    say the same seat of one concept in one direction ("DIRECTED" and "TOOK_CHARGE_OF" Bureau: one seat)."""
    kept: list[tuple[str, str, bool]] = []
    for kind, held, outgoing in sorted(found):
        if not any(other[1:] == (held, outgoing) and same_role(other[0], kind) for other in kept):
            kept.append((kind, held, outgoing))
    return set(kept)
