"""A seeded synthetic world of invented entities, and questions about it with graded answers.

Each *unit* of the world is a project with an organisation that runs it, a
place where that organisation is based, two people who led it one after the
other, a product it ships, two licences it was released under one after the
other, and what it develops — first recorded wrongly, then corrected by a
patch recorded later (with no cue word in the patch). Questions ask for a
simple fact, a two-hop fact, the corrected fact, the lead as of a year, what
the memory held before the correction (known-at), and about projects the
world does not hold (the right answer: "I don't know"). Names are built from
syllables, so no model has seen them; at scale, similar names are the
distractors.

What every arm ingests is not this structure but the dated free-text
documents :mod:`c0lab.bench.documents` renders from it; the structure
(:attr:`World.concepts`, :attr:`World.relations`, :attr:`World.corrections`)
is the truth extraction is scored against and the input of the
``c0lab_oracle`` arm (the upper bound). Each unit's facts are kept in
:attr:`World.units_facts` for the renderer and the held-out templates
(:mod:`c0lab.bench.heldout`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

from .._time import parse_time

__all__ = [
    "CATEGORIES",
    "DEFAULT_UNITS",
    "KNOWN_DAY",
    "PHASE_ONE",
    "PHASE_TWO",
    "Question",
    "World",
    "fact_marks",
    "generate_world",
]

CATEGORIES = ("simple", "multihop", "correction", "temporal", "known_at", "abstention")
DEFAULT_UNITS = 8
"""Projects a seed in the default ``c0lab bench --seed`` world: 1,135–1,218 MiniLM tokens of dated
documents (seeds 7–9), so budgets of 100 and 250 tokens hold a tenth and a fifth of it and 1,000 nearly all."""
PHASE_ONE = "2025-01-06"
"""Simulated system time: the first documents are written from this day (over two weeks)."""
KNOWN_DAY = "2025-02-03"
"""A day after every first-phase document and before every correction (the known-at questions' day)."""
PHASE_TWO = "2025-02-17"
"""Simulated system time: the corrections are written from this day (over two weeks)."""
_SYLLABLES = [
    "ka",
    "lo",
    "mir",
    "ve",
    "tan",
    "sol",
    "ri",
    "bel",
    "dun",
    "qua",
    "zen",
    "or",
    "pha",
    "el",
    "gri",
    "mo",
    "tes",
    "var",
    "ny",
    "ul",
    "cor",
    "bri",
    "sha",
    "do",
    "fen",
    "ix",
    "lum",
    "ra",
    "vo",
    "ta",
]
_LICENCES = ["Corvane", "Thessaly", "Orrin", "Maplewood", "Quillon", "Saffra", "Brenlow", "Ottavi"]
_DOMAINS = [
    "tidal turbine",
    "soil sensor",
    "seed vault",
    "ferry routing",
    "glacier radar",
    "beehive monitor",
    "salt battery",
    "kelp farming",
    "rooftop solar",
    "flood warning",
    "cold chain",
    "peat carbon",
    "wind lidar",
    "river sonar",
    "hail cannon",
    "fog harvesting",
]


@dataclass(frozen=True)
class Question:
    """A question, the answers that count as right, and those that are stale or wrong."""

    id: str
    category: str
    text: str
    gold: tuple[str, ...]
    stale: tuple[str, ...] = ()
    about: tuple[str, ...] = ()
    """Names a context line must mention for its answers to count (the asked entity)."""
    ends: tuple[tuple[str, str], ...] = ()
    """(stale answer, the true date that separates it from the asked time): its end when it ended before,
    its start when it began after; ISO at the truth's precision (``2019``, ``2019-07``, ``2025-02-25``)."""
    replaced_by: tuple[tuple[str, str], ...] = ()
    """(stale answer, the right answer that replaced it), for a stale fact that ended before the asked time."""
    family: str = "standard"
    """``standard`` (the tuned templates) or ``heldout`` (frozen templates, see :mod:`c0lab.bench.heldout`)."""


@dataclass
class World:
    """What to write into a memory (in two phases) and what to ask it."""

    seed: int
    units: int
    concepts: list[dict] = field(default_factory=list)
    relations: list[dict] = field(default_factory=list)
    corrections: list[dict] = field(default_factory=list)
    """Patches recorded after everything else (the known-at cases)."""
    questions: list[Question] = field(default_factory=list)
    units_facts: list[dict] = field(default_factory=list)
    """Each unit's facts by slot (project, org, city, first, second, start, switch, corrected, …), for rendering."""


_SPANS = {
    "first": ("start", "switch"),
    "second": ("switch", None),
    "wrong": (None, "corrected"),
    "right": ("corrected", None),
    "old_licence": (None, "relicensed_month"),
    "new_licence": ("relicensed_month", None),
}
_SUCCESSOR = {"first": "second", "wrong": "right", "old_licence": "new_licence"}


def fact_marks(
    facts: dict, stale: list[str], *, asked: str = "now"
) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
    """``(ends, replaced_by)`` of a question whose stale answers are the slots ``stale``, asked of ``asked``.

    A stale fact that ended by the asked time is placed by its end, and its
    successor replaced it; one that began after is placed by its start. The
    dates are the world's own (the grader matches them at their precision).
    """
    moment = parse_time(asked, point=True)
    ends, replaced = [], []
    for slot in stale:
        if slot not in _SPANS:
            continue
        start, end = (str(facts[key]) if key else None for key in _SPANS[slot])
        if end is not None and parse_time(end) <= moment:
            ends.append((str(facts[slot]), end))
            if slot in _SUCCESSOR:
                replaced.append((str(facts[slot]), str(facts[_SUCCESSOR[slot]])))
        elif start is not None and parse_time(start) > moment:
            ends.append((str(facts[slot]), start))
    return tuple(ends), tuple(replaced)


class _Names:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.taken: set[str] = set()

    def word(self, syllables: tuple[int, int] = (2, 3)) -> str:
        while True:
            word = "".join(self.rng.choice(_SYLLABLES) for _ in range(self.rng.randint(*syllables))).title()
            if word not in self.taken:
                self.taken.add(word)
                return word


def generate_world(*, seed: int = 7, units: int = 2) -> World:
    """A world of ``units`` projects, nine questions each (one of them an abstention)."""
    rng = random.Random(seed)
    names = _Names(rng)
    world = World(seed=seed, units=units)
    world_licences: set[str] = set()
    days = random.Random(f"corrections-{seed}-{units}")  # its own draws: the rest of the world stays as it was
    for number in range(units):
        stem = names.word()
        project, org = f"Project {stem}", f"{names.word()} {rng.choice(['Institute', 'Labs', 'Works', 'Society'])}"
        city, first, second = names.word(), f"{names.word()} {names.word()}", f"{names.word()} {names.word()}"
        wrong, right = rng.sample(_DOMAINS, 2)
        start = rng.randint(2010, 2016)
        switch = rng.randint(start + 2, 2022)
        product = f"{names.word()} toolkit"
        old_licence, new_licence = (f"{name} licence" for name in rng.sample(_LICENCES, 2))
        relicensed = rng.randint(2014, 2023)
        world.concepts += [
            {"name": project, "kind": "project", "description": f"{project} develops a {wrong} system."},
            {"name": org, "kind": "organisation", "description": f"{org} is a research organisation."},
            {"name": city, "kind": "place", "description": f"{city} is a town."},
            {"name": first, "kind": "person", "description": f"{first} is an engineer."},
            {"name": second, "kind": "person", "description": f"{second} is an engineer."},
            {"name": product, "kind": "product", "description": f"{product} is a software toolkit."},
        ]
        for licence in (old_licence, new_licence):
            if licence not in world_licences:
                world_licences.add(licence)
                world.concepts.append({"name": licence, "kind": "licence", "description": f"{licence} is a licence."})
        world.relations += [
            {"source": project, "type": "RUN_BY", "target": org},
            {"source": org, "type": "BASED_IN", "target": city},
            {
                "source": project,
                "type": "LED_BY",
                "target": first,
                "valid_from": f"{start}-01-01",
                "valid_to": f"{switch}-01-01",
            },
            {"source": project, "type": "LED_BY", "target": second, "valid_from": f"{switch}-01-01"},
            {"source": project, "type": "SHIPS", "target": product},
            {"source": product, "type": "LICENSED_AS", "target": old_licence, "valid_to": f"{relicensed}-07-01"},
            {"source": product, "type": "LICENSED_AS", "target": new_licence, "valid_from": f"{relicensed}-07-01"},
        ]
        corrected = (date.fromisoformat(PHASE_TWO) + timedelta(days=days.randrange(14))).isoformat()
        world.corrections.append(
            {"concept": project, "content": f"{project} develops a {right} system.", "at": corrected}
        )
        world.units_facts.append(
            {
                "project": project,
                "stem": stem,
                "org": org,
                "org_kind": org.rsplit(" ", 1)[1].lower(),
                "city": city,
                "first": first,
                "second": second,
                "start": start,
                "switch": switch,
                "product": product,
                "old_licence": old_licence,
                "new_licence": new_licence,
                "relicensed": relicensed,
                "wrong": wrong,
                "right": right,
                "corrected": corrected,
                "relicensed_month": f"{relicensed}-07",
            }
        )
        year = rng.randint(start, switch - 1)
        unknown = f"Project {names.word()}"
        about = (project,)
        facts = world.units_facts[-1]

        def marks(stale: list[str], asked: str = "now") -> dict:
            ends, replaced = fact_marks(facts, stale, asked=asked)  # noqa: B023 - called at once
            return {"ends": ends, "replaced_by": replaced}

        world.questions += [
            Question(f"{number}-simple", "simple", f"Which organisation runs {project}?", (org,), about=about),
            Question(
                f"{number}-multihop",
                "multihop",
                f"In which town is the organisation that runs {project} based?",
                (city,),
                about=(org,),
            ),
            Question(
                f"{number}-correction",
                "correction",
                f"What kind of system does {project} develop?",
                (right,),
                (wrong,),
                about=about,
                **marks(["wrong"]),
            ),
            Question(
                f"{number}-temporal",
                "temporal",
                f"Who led {project} in {year}?",
                (first,),
                (second,),
                about=about,
                **marks(["second"], str(year)),
            ),
            Question(
                f"{number}-current",
                "temporal",
                f"Who leads {project} now?",
                (second,),
                (first,),
                about=about,
                **marks(["first"]),
            ),
            Question(f"{number}-product", "simple", f"Which toolkit does {project} ship?", (product,), about=about),
            Question(
                f"{number}-licence",
                "temporal",
                f"Under which licence was {product} released in {relicensed - 1}?",
                (old_licence,),
                (new_licence,),
                about=(product,),
                **marks(["new_licence"], str(relicensed - 1)),
            ),
            Question(
                f"{number}-known_at",
                "known_at",
                f"Before the correction was recorded (as known at {KNOWN_DAY}), "
                f"what kind of system did {project} develop?",
                (wrong,),
                (right,),
                about=about,
                **marks(["right"], KNOWN_DAY),
            ),
            Question(f"{number}-abstention", "abstention", f"Who leads {unknown}?", (), about=(unknown,)),
        ]
        world.units_facts[-1]["unknown"] = unknown
    return world
