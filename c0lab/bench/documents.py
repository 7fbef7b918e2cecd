"""The raw input every arm ingests: a world rendered as dated free-text documents.

Each unit of the world becomes four or five short documents written on
different days of a simulated calendar (:data:`~c0lab.bench.world.PHASE_ONE`
on, and the corrections from :data:`~c0lab.bench.world.PHASE_TWO`): facts
are split across documents, every fact has several wordings, some sentences
refer back ("the institute", "the project", "it"), a lead change may be told
in two documents weeks apart, and a correction is told in prose ("Actually,
… develops …") or with no cue at all. The structured world is only the truth
the bench grades against and the input of the ``c0lab_oracle`` arm.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from .world import PHASE_ONE, World

__all__ = ["Document", "render_documents"]


@dataclass(frozen=True)
class Document:
    """One dated text: what an arm ingests."""

    text: str
    at: str
    """The day it was written (ISO); the benchmark's simulated system time of its recording."""
    source: str
    phase: int


_INTRO = [
    "{project} is run by {org}. The {kind} says the project develops a {wrong} system.",
    "{org} runs {project}, which develops a {wrong} system.",
    "At {org}, the team behind {project} is building a {wrong} system.",
    "{project} belongs to {org}. Its goal is a {wrong} system.",
]
_PLACE = [
    "The {kind} is based in {city}.",
    "{org} is based in {city}.",
    "{city} is home to the {kind}.",
    "The {kind} has its offices in {city}.",
]
_LEADS = [
    ["{first} led {project} from {start} until {switch}, when {second} took over."],
    ["{second} has led {project} since {switch}. Before that, the project was led by {first}, who started in {start}."],
    ["In {start}, {first} became the lead of {project}. {second} succeeded {first} in {switch}."],
    ["{first} has led {project} since {start}.", "{second} took over {project} from {first} in {switch}."],
]
_PRODUCT = [
    "{project} ships the {product}. It was released under the {old_licence} until July {relicensed}, "
    "and under the {new_licence} since then.",
    "The {product} comes from {project}. In July {relicensed} it moved from the {old_licence} to the {new_licence}.",
    "{project} releases the {product} under the {new_licence}; before July {relicensed} the toolkit used the "
    "{old_licence}.",
]
_CORRECTION = [
    "Actually, {project} develops a {right} system, not a {wrong} system as noted earlier.",
    "Correction: the earlier note on {project} was wrong; the project develops a {right} system.",
    "An update on {project}: its work is on a {right} system.",
    "{project} develops a {right} system.",
]


def _day(start: str, offset: int) -> str:
    return (date.fromisoformat(start) + timedelta(days=offset)).isoformat()


def render_documents(world: World) -> list[Document]:
    """The world's documents in the order they were written (deterministic for the world's seed)."""
    rng = random.Random(world.seed * 104729 + world.units)
    documents = []
    for number, facts in enumerate(world.units_facts):
        slots = {**facts, "kind": facts["org_kind"]}
        days = sorted(rng.sample(range(14), 4))
        intro = f"{rng.choice(_INTRO)} {rng.choice(_PLACE)}".format(**slots)
        documents.append(Document(intro, _day(PHASE_ONE, days[0]), f"note-{number}-a", 1))
        leads = rng.choice(_LEADS)
        documents.append(Document(leads[0].format(**slots), _day(PHASE_ONE, days[1]), f"note-{number}-b", 1))
        documents.append(Document(rng.choice(_PRODUCT).format(**slots), _day(PHASE_ONE, days[2]),
                                  f"note-{number}-c", 1))
        if len(leads) > 1:
            documents.append(Document(leads[1].format(**slots), _day(PHASE_ONE, days[3]), f"note-{number}-d", 1))
        documents.append(Document(rng.choice(_CORRECTION).format(**slots), facts["corrected"], f"note-{number}-e", 2))
    return sorted(documents, key=lambda document: (document.at, document.source))
