"""The post a succession hands over when its text names none ("In 1924 A was replaced by B")."""

from __future__ import annotations

import networkx as nx
import pandas as pd

from .._time import micros_of_timestamp
from ..extract.stints import membership
from ..model.records import RELATION, Version
from ..retrieval.lexicon import RelationLexicon, post_word
from ..retrieval.period import CO_MENTION

__all__ = ["POSTS", "handed_on", "is_post", "of_posts", "one_post", "own_tie", "post_taken"]

POSTS = frozenset(["lead", "run", "employ"])
"""Relation senses of a post one holder hands to the next (leading, running, employing; not a birthplace)."""


_OWN_TIES = frozenset(["join", "study", "locate"])
"""Relation senses of a holder's own (a club joined, a school attended, a place it is in): a successor in a post does
not take them ("B succeeded A as chairman" leaves A's memberships A's); one who replaces A in them does ("B replaced
A at X")."""


def is_post(kind: str) -> bool:
    """Whether a relation of type ``kind`` is a post (:data:`POSTS`: "CAPTAIN_OF", "MANAGER_OF"; not "SERVED_AT")."""
    return bool(RelationLexicon.type_senses(kind) & POSTS)


def handed_on(kind: str) -> bool:
    """Whether a relation of type ``kind`` is one a successor may take over from the one succeeded: not a co-mention,
    a marriage ("B succeeded A as chairman" leaves A's wife A's) nor an act done once, said by its first word (A
    founded or wrote X: B did not; "FOUNDING_DIRECTOR_OF" and "WRITES_FOR" are posts)."""
    words = [word for word in kind.lower().split("_") if word != "co"]  # "CO_FOUNDED": founded
    return (
        kind not in ("MENTIONS", CO_MENTION)
        and "marry" not in RelationLexicon.type_senses(kind)
        and not (words and words[0] in _DONE_ONCE)
    )


def of_posts(kind: str, posts: set[str]) -> bool:
    """Whether a tie of type ``kind`` is one of ``posts`` (:func:`~c0lab.retrieval.lexicon.post_word`'s words): a
    verb of leading ("COACHED") or a type that names no post is any of them; every tie is when ``posts`` is empty."""
    return not posts or "_" not in kind or post_word(kind) in (None, *posts)


_DONE_ONCE = frozenset("founded founder founders established wrote authored author".split())
"""First words of a relation type that tell an act done once, which no successor takes over."""


def own_tie(kind: str) -> bool:
    """Whether a relation of type ``kind`` is a membership or a place (:data:`_OWN_TIES`, read with the movement
    verbs a stint is told with: "MOVED_TO", "RETURNED_TO", :func:`~c0lab.extract.stints.membership`): handed on
    only when the one succeeded held no post there."""
    return bool((membership(kind) | RelationLexicon.type_senses(kind)) & _OWN_TIES)


def one_post(graph: nx.MultiDiGraph, old: str, new: str, *, at: pd.Timestamp | None = None) -> set[str]:
    """What ``old`` holds as a post (a relation of a :data:`POSTS` sense, either way) at the hand-over ``at``
    (``None``: now), when it holds exactly one besides ``new``: the post a succession naming none hands to
    ``new``; else nothing. A post left before ``at`` is not handed over ("A led X to 1990. In 2001 A was replaced
    by B": B never led X); one held at a time not stated may be."""
    moment = None if at is None else micros_of_timestamp(at)

    def held(version: Version) -> bool:
        return version.is_current() and (
            moment is None or version.undated or version.valid_from <= moment <= version.valid_to
        )

    posts = set()
    for source, target, data in [*graph.out_edges(old, data=True), *graph.in_edges(old, data=True)]:
        other = target if source == old else source
        if (
            data["kind"] == RELATION
            and other != new
            and any(held(version) and is_post(version.name) for version in data["versions"])
        ):
            posts.add(other)
    return posts if len(posts) == 1 else set()


def post_taken(graph: nx.MultiDiGraph, new: str, objects: set[str], *, at: int) -> set[tuple[str, str]]:
    """The relations ``new`` begins at ``at`` (µs) with one of ``objects``, each as ``(type, object)``: the
    role a succession sentence names ("B succeeded A as manager of X in 1910": ``MANAGER_OF`` of X), which the one
    succeeded held until then when it held nothing there (:func:`handed_on` types only). Not one begun later ("X
    is now run by B, who followed A in 2022", said in 2025), nor one of X's ("X is coordinated by B"): when A began
    is not said, and a post given A with no start would answer for any year before it."""
    return {
        (version.name, target)
        for _, target, data in graph.out_edges(new, data=True)
        if data["kind"] == RELATION and target in objects
        for version in data["versions"]
        if version.is_current() and version.valid_from == at and handed_on(version.name) and not own_tie(version.name)
    }
