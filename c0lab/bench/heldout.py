"""Held-out questions: frozen templates (``fixtures/heldout.json``) filled from a world's facts.

The templates were written before any arm was run against them and are not
tuned: paraphrases, reverse-direction and 3-hop questions, time relative to an
event ("before B took over"), day-level known-at, and abstention on an
unknown attribute, a date before the project began, a one-word name, a
lower-case name and a distractor one edit from a real name.
"""

from __future__ import annotations

import random

from .seed import FIXTURES, read_json
from .world import KNOWN_DAY, Question, World, fact_marks

__all__ = ["HELDOUT", "heldout_questions", "one_edit"]

HELDOUT = FIXTURES / "heldout.json"


def one_edit(word: str, rng: random.Random, taken: set[str]) -> str:
    """``word`` with one letter after the first replaced, a string no name in ``taken`` is."""
    letters = "aeioulnrstk"
    for _ in range(200):
        place = rng.randrange(1, len(word))
        candidate = word[:place] + rng.choice(letters) + word[place + 1 :]
        if candidate != word and candidate.lower() not in taken:
            return candidate
    raise ValueError(f"no one-edit variant of {word!r} is free")  # pragma: no cover - 11 letters × places


def heldout_questions(world: World, *, templates: dict | None = None) -> list[Question]:
    """The held-out questions of every unit of ``world`` (deterministic for the world's seed)."""
    spec = templates or read_json(HELDOUT)
    rng = random.Random(world.seed * 7919 + world.units)
    taken = {part.lower() for concept in world.concepts for part in [concept["name"], *concept["name"].split()]}
    questions = []
    for number, facts in enumerate(world.units_facts):
        unknown_stem = facts["unknown"].split(" ", 1)[1]
        slots = {
            **{key: str(value) for key, value in facts.items()},
            "early_year": str(facts["start"] - rng.randint(3, 8)),
            "known_day": KNOWN_DAY,
            "one_word": one_edit(unknown_stem, rng, taken) if len(unknown_stem) > 3 else unknown_stem,
            "lower_unknown": unknown_stem.lower(),
            "near": f"Project {one_edit(facts['stem'], rng, taken)}",
        }
        for index, template in enumerate(spec["templates"]):

            def fill(names: list[str], slots: dict[str, str] = slots) -> tuple[str, ...]:
                return tuple(name[1:] if name.startswith("@") else slots[name] for name in names)

            asked = next(
                (slots[slot] for slot in ("early_year", "known_day") if f"{{{slot}}}" in template["text"]), "now"
            )
            ends, replaced = fact_marks(facts, template.get("stale", []), asked=asked)
            questions.append(
                Question(
                    f"{number}-h{index}-{template['family']}",
                    template["family"],
                    template["text"].format(**slots),
                    fill(template["gold"]),
                    fill(template.get("stale", [])),
                    fill(template["about"]),
                    family="heldout",
                    ends=ends,
                    replaced_by=replaced,
                )
            )
    return questions
