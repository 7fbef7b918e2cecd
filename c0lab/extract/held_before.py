"""What the old holder held until a new one took over, when a text states only the new holder's tie."""

from __future__ import annotations

from .._time import to_timestamp
from .types import Extraction, Relation

__all__ = ["held_before"]

Span = tuple[int, int, str]


def held_before(
    extraction: Extraction, sentence: str, new: str, old: str, objects: set[str], *, at: int, said: list[Span]
) -> None:
    """What ``old`` held until ``new`` took over, when the text states only the new holder's tie and when the old
    one began: the same type with the same object, from a start said after the old holder's name ("…, succeeding A,
    who had held the office from 2016") until ``at``; nothing when ``old`` already holds a typed tie to it."""
    ties = [
        relation
        for relation in reversed(extraction.relations)
        if relation.type != "MENTIONED_WITH"
        and new in (relation.source, relation.target)
        and ({relation.source, relation.target} - {new}) & objects
    ]
    if not ties:
        return
    tie = ties[0]
    other = tie.target if tie.source == new else tie.source
    if any(
        relation.type != "MENTIONED_WITH" and {relation.source, relation.target} == {old, other}
        for relation in extraction.relations
    ):
        return
    place = sentence.find(old)
    start = next((moment for spot, moment, role in said if spot > place >= 0 and role == "start"), None)
    if start is None or start >= at:  # with no start said, a later text telling the stint in full is kept whole
        return
    extraction.relations.append(
        Relation(
            old if tie.source == new else other,
            tie.type,
            other if tie.source == new else old,
            valid_from=to_timestamp(start),
            valid_to=to_timestamp(at),
        )
    )
