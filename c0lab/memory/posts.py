"""The post a succession hands over when its text names none ("In 1924 A was replaced by B")."""

from __future__ import annotations

import networkx as nx
import pandas as pd

from .._time import micros_of_timestamp
from ..model.records import RELATION, Version
from ..retrieval.lexicon import RelationLexicon

__all__ = ["POSTS", "one_post", "post_taken"]

POSTS = frozenset(["lead", "run", "employ"])
"""Relation senses of a post one holder hands to the next (leading, running, employing; not a birthplace)."""


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
            and any(
                held(version) and RelationLexicon.asked_senses(version.name.replace("_", " ").lower()) & POSTS
                for version in data["versions"]
            )
        ):
            posts.add(other)
    return posts if len(posts) == 1 else set()


def post_taken(
    graph: nx.MultiDiGraph, new: str, objects: set[str], *, at: int, skip: tuple[str, ...]
) -> set[tuple[str, str]]:
    """The relation types ``new`` begins at ``at`` (µs) with one of ``objects``, each as ``(type, object)``: the role
    a succession sentence names ("B succeeded A as manager of X in 1910": ``MANAGER_OF`` of X), which the one
    succeeded held until then when it held nothing there. ``skip``: types that are no role (mentions)."""
    return {
        (version.name, target)
        for _, target, data in graph.out_edges(new, data=True)
        if data["kind"] == RELATION and target in objects
        for version in data["versions"]
        if version.is_current() and version.valid_from == at and version.name not in skip
    }
