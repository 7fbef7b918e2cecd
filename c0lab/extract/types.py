"""What an extractor reads in a text: typed entities, relations, corrections, successions and endings."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Protocol, TypeAlias

import pandas as pd

__all__ = ["Correction", "Ending", "Entity", "Extraction", "Extractor", "Relation", "Succession"]

Moment: TypeAlias = "pd.Timestamp | str | None"
"""A time as the writes read it: a timestamp, a date the text states ("2021-05"), or none."""


@dataclass(frozen=True)
class Entity:
    """A named thing the text speaks of."""

    name: str
    kind: str = ""
    description: str = ""
    valid_from: Moment = None
    """When the thing began, if the text says ("X was founded in March 2017")."""


@dataclass(frozen=True)
class Relation:
    """``source`` ``type`` ``target``, valid from ``valid_from`` to ``valid_to`` (either may be unknown).

    ``replaces`` is the target of an earlier relation of the same type from
    the same source that this one ends, if the text says so; ``alongside``: the text says it is held beside the
    values before it ("B also chairs X"), ending none.
    """

    source: str
    type: str
    target: str
    valid_from: Moment = None
    valid_to: Moment = None
    replaces: str | None = None
    alongside: bool = False


@dataclass(frozen=True)
class Correction:
    """A sentence (``text``) that corrects an earlier statement about the entity ``name``."""

    name: str
    text: str


@dataclass(frozen=True)
class Succession:
    """``new`` takes over, at ``at``, what ``old`` held with any of ``objects`` ("B succeeded A in 2022")."""

    new: str
    old: str
    objects: tuple[str, ...] = ()
    at: pd.Timestamp | None = None
    verb: str = ""
    """The verb that ended ``old``'s stint, when the text says one ("was sacked … and B took over")."""


@dataclass(frozen=True)
class Ending:
    """What the memory holds between ``source`` and ``target`` stops holding at ``at`` ("X left Y in 2022");
    at the document's time when ``at`` is ``None``."""

    source: str
    target: str
    at: pd.Timestamp | None = None
    verb: str = ""
    """The ending verb said ("resigned", "was impeached"): kept as the reason the stint ended."""
    sense: str = ""
    """The one sense of the ties it ends ("marry" for a divorce: not the two's business partnership); all when empty."""
    post: str = ""
    """The type of the tie a later statement gave the post it ends ("B became CEO of X, succeeding A": A's CEO
    post, not his chair of X); every post when empty."""


@dataclass
class Extraction:
    """What an extractor read in a text."""

    entities: list[Entity] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)
    corrections: list[Correction] = field(default_factory=list)
    successions: list[Succession] = field(default_factory=list)
    ends: list[Ending] = field(default_factory=list)
    lengthened: list[tuple[str, str]] = field(default_factory=list)
    """``(name, short)``: a name the memory held said short is this text's longer name for it ("Quill", the
    subject of earlier texts, is "Mara Quill", the topic of this one): one concept, under the longer name."""
    aliases: list[tuple[str, str]] = field(default_factory=list)
    """``(name, alias)``: another name the text gives a name ("known as 'the Parson'"), not a concept of its own."""

    def rename(self, names: dict[str, str]) -> None:
        """Say each name of ``names`` (old → new) by its new name in what was read; a relation that now ties a
        name to itself is dropped."""
        if not names:
            return
        self.relations = [
            replace(
                relation,
                source=names.get(relation.source, relation.source),
                target=names.get(relation.target, relation.target),
            )
            for relation in self.relations
        ]
        self.relations = [relation for relation in self.relations if relation.source != relation.target]
        self.ends = [
            replace(
                ending, source=names.get(ending.source, ending.source), target=names.get(ending.target, ending.target)
            )
            for ending in self.ends
        ]
        self.corrections = [replace(one, name=names.get(one.name, one.name)) for one in self.corrections]
        self.successions = [
            replace(
                one,
                new=names.get(one.new, one.new),
                old=names.get(one.old, one.old),
                objects=tuple(names.get(name, name) for name in one.objects),
            )
            for one in self.successions
        ]


class Extractor(Protocol):
    """Reads a text written at ``at`` (microseconds), knowing the names the memory holds."""

    def __call__(self, text: str, *, at: int, known: list[str]) -> Extraction:
        """The entities and relations of ``text``."""
