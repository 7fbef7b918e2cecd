"""The post a succession hands over when its text names none ("In 1924 A was replaced by B")."""

from __future__ import annotations

import networkx as nx

from ..model.records import RELATION
from ..retrieval.lexicon import RelationLexicon

__all__ = ["POSTS", "one_post"]

POSTS = frozenset(["lead", "run", "employ"])
"""Relation senses of a post one holder hands to the next (leading, running, employing; not a birthplace)."""


def one_post(graph: nx.MultiDiGraph, old: str, new: str) -> set[str]:
    """What ``old`` holds now as a post (a relation of a :data:`POSTS` sense, either way), when it holds exactly
    one besides ``new``: the post a succession naming none hands to ``new``; else nothing."""
    posts = set()
    for source, target, data in [*graph.out_edges(old, data=True), *graph.in_edges(old, data=True)]:
        other = target if source == old else source
        if (
            data["kind"] == RELATION
            and other != new
            and any(
                version.is_current() and RelationLexicon.asked_senses(version.name.replace("_", " ").lower()) & POSTS
                for version in data["versions"]
            )
        ):
            posts.add(other)
    return posts if len(posts) == 1 else set()
