"""Which classes of things the texts relate to which, and which names are things no "he" or "she" refers to — what
an opening "It" refers to (:class:`Affinity`; moved out of :mod:`c0lab.extract.refer`, which uses it)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..retrieval import meaning
from ..retrieval.lexicon import RelationLexicon
from .it_refers import FRONTED, class_of, last_thing
from .joined_as import GIVING
from .names import HEADING

__all__ = ["Affinity"]

_ATTENDED = frozenset("JOINED REJOINED ATTENDED ENROLLED".split())
_MEMBER = [[verb, preposition] for verb in ("PLAYED", "SIGNED", "WORKED") for preposition in ("FOR", "WITH", "IN")]
"""What one joins, attends, plays or works for, signs with ("… at X", "… in X"): a club, a school, no person."""


def _takes_on(kind: str) -> bool:
    """Whether a tie's source takes its target on ("X hired B", "X appointed B", "X signed B"): an employer."""
    return GIVING.fullmatch(kind) is not None or kind in ("SIGNED", "EMPLOYED", "EMPLOYS", "HIRES")


@dataclass
class Affinity:
    """Which classes of things (the lower-case nouns ending names: "app", "licence") the texts have related to which:
    "It" opening a sentence that names a thing of class N is the name before whose class was related to N, when the
    subject's class never was ("X ships the Quarry app. It was released under the Ambrel licence": the app, not X)."""

    pairs: Counter[tuple[str, str]] = field(default_factory=Counter)
    things: set[str] = field(default_factory=set)
    """Names a typed relation reached as what one belongs to, attends or is in ("played for X", "signed with X",
    "studied at X", "born in X") or one who takes people on ("X hired B"): a club, a school, a place, an employer,
    no one "he" or "she" refers to."""

    def learn(self, relations: Iterable[object]) -> None:
        """Count the classes of each typed relation's two ends (``relations``: with ``source``/``type``/``target``)."""
        for relation in relations:
            kind, source, target = (getattr(relation, key, "") for key in ("type", "source", "target"))
            words = str(kind).split("_")
            if words[0] in _ATTENDED and words[-1] not in ("BY", "TO") or words[-1] in ("AT", "IN") or words in _MEMBER:
                self.things.add(str(target))
            elif _takes_on(str(kind)) and " " in str(source) and not meaning.likely_person(str(source)):
                self.things.add(str(source))  # "Norvik Foods hired Mira Solberg": an employer, no he or she
            elif "lead" in RelationLexicon.type_senses(str(kind)):  # what is led, directed, chaired: no he or she
                led = str(source if words[-1] == "BY" else target)
                self.things.update([led] if " " in led and not meaning.likely_person(led) else [])  # not "Madonna"
            ends = (class_of(str(source)), class_of(str(target)))
            if kind != "MENTIONED_WITH" and ends[0] and ends[1]:
                self.pairs.update([(ends[0], ends[1]), (ends[1], ends[0])])

    def fitting(self, candidates: list[str], sentence: str, *, default: str | None) -> str | None:
        """The candidate an opening "It" of ``sentence`` (or "it" after a fronted date) refers to, or None."""
        fronted = FRONTED.match(sentence)  # "In July 2015 it moved …" too
        opening = re.match(rf"(?:{HEADING})?It\b", sentence) or (fronted and fronted.group("word") == "it")
        if not opening:
            return None
        return self.owner(candidates, sentence, default=default) or last_thing(candidates, default, sentence)

    def owner(self, candidates: list[str], sentence: str, *, default: str | None) -> str | None:
        """The candidate whose class the texts related to a class ``sentence`` names, when ``default``'s class never
        was, or None: what an opening "It" refers to (:meth:`fitting`), or whose a label's values are ("P ships the
        T toolkit • Licence: A licence until 2018, B licence from then on": the toolkit's, not P's)."""
        if not candidates:
            return None
        nouns = set(re.findall(r"[A-Z][\w'-]*\s+([a-z][a-z-]+)\b", sentence))

        def fit(name: str | None) -> int:
            own = class_of(name) if name else None
            return sum(self.pairs[(own, noun)] for noun in nouns) if own else 0

        best = max(candidates, key=fit)
        return best if fit(best) > 0 and fit(default) == 0 else None
