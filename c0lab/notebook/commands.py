"""What ``%add`` (a line, or ``%%add``'s YAML items) and ``%c0 analyze`` do once their line is read, and
the warm-up ``%c0 open`` starts."""

from __future__ import annotations

import argparse
import threading
from collections.abc import Callable, Mapping
from typing import Any

import pandas as pd
from IPython.core.error import UsageError

from .._errors import C0labError
from ..memory.memory import Memory

__all__ = ["add_items", "add_one", "analyze", "warm_up"]


def add_items(memory: Memory, items: list) -> None:
    """Add the items of a ``%%add`` YAML list (concept, patch or relation mappings); the caller holds a batch."""
    for number, item in enumerate(items, start=1):
        try:
            if not isinstance(item, dict):
                raise UsageError("each item is a mapping such as {concept: NAME, description: TEXT}")
            options: dict[str, Any] = {
                key: str(value) if key in ("valid_from", "valid_to") else value for key, value in item.items()
            }
            if "concept" in options:
                memory.add_concept(str(options.pop("concept")), **options)
            elif "patch" in options:
                memory.add_patch(str(options.pop("patch")), **options)
            elif "relation" in options:
                relation = options.pop("relation")
                if not isinstance(relation, list) or len(relation) != 3:
                    raise UsageError("a relation is a list of three: [A, TYPE, B]")
                source, relation_type, target = relation
                memory.relate(str(source), str(relation_type), str(target), **options)
            else:
                raise UsageError("an item starts with concept, patch or relation")
        except TypeError as error:
            raise UsageError(f"item {number}: {error}") from None
        except (UsageError, C0labError, ValueError) as error:
            raise type(error)(f"item {number}: {error}; nothing was added") from None


def analyze(memory: Memory, words: list[str], times: Mapping[str, str | None]) -> Any:
    """``%c0 analyze MEASURE`` or ``path A B`` on the memory's time slice ``times``."""
    analytics = memory.analytics
    measures: dict[str, Callable[..., pd.DataFrame]] = {
        "pagerank": analytics.pagerank,
        "betweenness": analytics.betweenness,
        "hits": analytics.hits,
        "components": analytics.components,
        "communities": analytics.communities,
        "bridges": analytics.bridges,
    }
    if words[:1] == ["path"]:
        if len(words) != 3:
            raise UsageError("%c0 analyze path A B (quote names with spaces)")
        return memory.analytics.shortest_path(words[1], words[2], **times)
    if len(words) != 1 or words[0] not in measures:
        raise UsageError(f"%c0 analyze takes one of {', '.join(measures)} or path A B")
    return measures[words[0]](**times)


def add_one(memory: Memory, args: argparse.Namespace) -> str:
    """Add the concept, patch or relation of one ``%add`` line (its parsed options); one line saying what."""
    if args.kind == "concept":
        if len(args.words) != 1:
            raise UsageError('%add concept takes one NAME; quote a name with spaces: %add concept "hybrid search"')
        concept = memory.add_concept(
            args.words[0],
            args.description,
            valid_from=args.valid_from,
            kind=args.label,
            force=args.force,
            aliases=args.alias,
        )
        since = "" if pd.isna(concept.valid_from) else f", valid from {concept.valid_from:%Y-%m-%d}"
        return f"added concept {concept.name!r}{since}"
    if args.kind == "patch":
        if len(args.words) != 1 or not args.content:
            raise UsageError("%add patch NAME --content TEXT")
        memory.add_patch(args.words[0], args.content, valid_from=args.valid_from)
        return f"added a patch to {args.words[0]!r}"
    if len(args.words) != 3:
        raise UsageError("%add relation A TYPE B (quote names with spaces)")
    source, relation_type, target = args.words
    memory.relate(
        source, relation_type, target, valid_from=args.valid_from, valid_to=args.valid_to, alongside=args.keep
    )
    return f"{source} {relation_type} {target}"


def warm_up(memory: Memory) -> None:
    """Start Chroma and load the model in a background thread while the user writes the next cell."""

    def run() -> None:
        try:
            memory.warm_up()
        except Exception:  # the first search reports the same failure in one line
            pass

    threading.Thread(target=run, name="c0lab-warm-up", daemon=True).start()
