"""What a noun phrase with modifiers says of a name: "Project Zenel builds a glacier radar system" gives Project
Zenel's system the value "glacier radar" (:func:`said_values`), which a later text stating another value corrects
(the extractor's :class:`~c0lab.extract.rules.Ledger`)."""

from __future__ import annotations

import re

from .asides import aside_close, outside_parenthesis
from .names import ADVERBS, FUNCTION, spans_of
from .predicates import finite
from .word_classes import adverb_only, verb_or_adverb_only

__all__ = ["said_values"]

_VALUE = re.compile(
    r"(?:\b(?P<det>[Aa]n?|[Tt]he|[Ii]ts|[Tt]heir|[Hh]is|[Hh]er|[Oo]ur|[Mm]y)\s+|(?<=[:=] ))"
    r"(?P<words>(?:[a-z][a-z-]*\s+){1,3}?)"
    r"(?P<head>[a-z][a-z-]*)(?=\s*(?:[.,;:!?()]|$|\s+(?:is|are|was|were|has|had|of|for|as|not|that|which|in|at|on|to"
    r"|with|under|it|they|since|from|and|but|by|before|after|during|within|over|through|while|where|when|until|so"
    r"|will|would|can|could|should|may|might|must"
    r"|developed|built|made|(?:[a-z]+ed|run|led|held|known)\s+by"
    r"|its\s+(?:team|staff|engineers|crew|people|researchers|developers|members)\s+(?:is|are)\s+[a-z]+ing)\b"
    r"|\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s+(?:[a-z]+\s+){0,3}?(?:develop|build|built|design|creat)))"
)
"""A noun phrase with modifiers ("a ferry routing system", or after a colon or an equals sign: "focus = ferry routing
system"), maybe followed by who builds it ("the … system X continues to build"): the value a name's head noun has."""
_ADDED = re.compile(r"\b(?:also|another|additional(?:ly)?|in\s+addition|second|as\s+well\s+as)\b", re.IGNORECASE)
"""Words that add a value to those said, not one in their place ("X also tests a … system"), in the value's clause."""
_EARLIER_VALUE = re.compile(
    r"(?i)\b(?:originally|initially|at\s+first|once|formerly|previously|began|begun|started|until|before)\b"
)
"""Words that say a value was held before, not now ("began in 2015 as a …", "was originally a …")."""
_COPULA = re.compile(r"\s+(?:is|are|was|were|has\s+been|had\s+been)\b")
"""A verb of being after "our …" or "my …": the phrase is the subject of a clause ("Our biggest customer is X", "My
first job was at X"), no value of a name's."""
_RELATIVE = re.compile(r",\s+(?:which|who|that)\b[^,;]*$")
"""A relative clause still open where a value is said ("X, which the institute runs to develop a …"): its name's."""
_MODAL = re.compile(r"\s+(?:will|would|can|could|should|may|might|must)\b")
"""A modal verb after a phrase: a value only when two or more words modify its noun ("their wind lidar system will")."""
_APPOSITIVE = re.compile(r",\s+(?:an?|the)\s+[^,;]*")
"""What stands between a name and one said in its appositive ("X, a project Y runs"): the value after it is X's."""
_OWNS = re.compile(r"['’]s?\b")
"""A possessive after a name: it says whose, no subject ("X, Y's pet project, which is building a …": X's)."""
_COMPLEMENT = re.compile(r"\b(?:by|of|from|with|at|for|under|to)\s+(?:the\s+)?$")
"""A preposition before a name, which completes another's phrase: "overseen by Y, and its engineers …" (X's too)."""
_AGENT = re.compile(
    r",?\s+(?:(?:developed|built|designed|created|engineered|prototyped)\s+(?:by|within|at|in)|(?P<relative>that|which))"
    r"\s+(?:the\s+)?"
)
"""What names the one that develops a value right after it: a participle's agent or a relative clause's subject ("the
… system developed by X", "… built within X", "… that X is building")."""
_BUILDING = re.compile(
    r"\s+(?:(?:is|are|was|were|has\s+been|have\s+been)\s+)?(?:develop|build|built|design|creat|engineer)"
)
"""The verb of developing after a relative clause's subject ("… that X is building", "… which X develops")."""
_CARRIERS = frozenset(
    "project projects programme program effort efforts initiative work thing venture prototype prototypes".split()
)
"""Nouns that carry the noun before them ("a salt battery system effort", "the … system prototype"): the value is
that noun's (a system), as it is when the head is a word of the owner's own name ("Project Varve, a … project")."""


def said_values(sentence: str, spans: list[tuple[int, int, str]], *, subject: str | None) -> dict[tuple[str, str], str]:
    """(name, head noun) → modifiers for each noun phrase with modifiers and no name in it ("a ferry routing
    system"), of the name a participle or a relative clause after it names when no name before it opens its clause
    (:data:`_AGENT`: "Item 1: the … system developed by X"; not "Y uses a … system built by X", "Y, the … programme
    run by X"), else of the nearest name before it not after a preposition and of the nearest name before it ("X is
    overseen by Y, and its engineers are working on a …": X's, and Y's as read before), else of the first name after,
    else of the document's subject; a phrase denied ("not a wind lidar system") or added ("also tests a … system") is
    no value."""
    values: dict[tuple[str, str], str] = {}
    every = spans_of(sentence, list(dict.fromkeys(name for _, _, name in spans)), every=True)
    for match in _VALUE.finditer(sentence):
        words, head = match.group("words").split(), match.group("head")
        if head in ADVERBS and len(words) > 1:  # "a rooftop solar system there": a system
            words, head = words[:-1], words[-1]
        if (
            any(word in FUNCTION or adverb_only(word) for word in [*words, head])  # "the prototype already works"
            or re.search(r"\b(?:not|no|nor|never)\s+(?:\w+\s+)?$", sentence[: match.start()])
            or _ADDED.search(sentence[: match.start()].rsplit(",", 1)[-1])
            or _EARLIER_VALUE.search(sentence, 0, match.start())
            or len(words) < 2
            and _MODAL.match(sentence, match.end())  # "the new rules will …": a clause's subject
            or (match["det"] or "").lower() in ("our", "my")
            and _COPULA.match(sentence, match.end())
        ):
            continue  # "not a wind lidar system"; "also tests a … system": another value; "began as a …": a past one
        before = [(start, name) for start, end, name in spans if end <= match.start()]
        free = [name for start, name in before if not _COMPLEMENT.search(sentence, 0, start)]
        after = [name for start, _, name in spans if start >= match.end()]
        aside = outside_parenthesis(sentence, spans, match.start())  # "X, run by Y, is developing a …"
        if aside is not None:  # not "X, which runs Y, let me watch the Y team develop a …": Y said again after it
            closed = aside_close(sentence, next(end for _, end, name in spans if name == aside))
            aside = None if _said_again(sentence, every, closed, match.start()) else aside
        named = next(((start, end) for start, end, _ in spans if start >= match.end()), (len(sentence),) * 2)
        agent = _AGENT.fullmatch(sentence, match.end(), named[0])  # "… developed by X", "… that X is building": X's
        opened = sentence.rfind(":", 0, match.start())  # not when a name before it opens its clause: "Y uses a …"
        by_agent = bool(agent and (not agent["relative"] or _BUILDING.match(sentence, named[1])))
        by_agent = by_agent and not any(place > opened for place, _ in before)
        nearest = [*free[-1:], *(name for _, name in before[-1:])] or after[:1] or ([subject] if subject else [])
        relative = _RELATIVE.search(sentence, 0, match.start())  # "X, which Y runs to develop a …": X's
        antecedent = [name for _, end, name in every if relative and end == relative.start()]
        # "== X == … Y runs X and that X develops a …": X, said again as a verb's subject
        nearer = _said_again(sentence, every, before[-1][0], match.start()) if before else None
        if nearer and not antecedent:  # "X, a project Y runs, whose aim is …": X's
            antecedent = [name for _, end, name in every if _APPOSITIVE.fullmatch(sentence, end, nearer[0])]
        if antecedent:
            nearest = antecedent[-1:]
        elif nearer:
            nearest = [nearer[1], *nearest]  # beside the nearest names, as read before
        nearest = after[:1] if by_agent else nearest
        for owner in [aside] if aside else list(dict.fromkeys(nearest)):
            noun, kept = head, words
            if len(kept) > 1 and (noun in _CARRIERS or noun in owner.lower().split()):
                noun, kept = kept[-1], kept[:-1]  # "Project Varve … a peat carbon system project": a system
            values.setdefault((owner, noun), " ".join(kept))
    return values


def _said_again(sentence: str, every: list[tuple[int, int, str]], since: int, place: int) -> tuple[int, str] | None:
    """(where, name) of the last name said after ``since`` and before ``place`` as a clause's subject: a finite verb
    after it, no possessive ("… Y runs X and that X develops a …": X; not "… sold X and built a …", "Y's pet
    project")."""
    said = [
        (start, name)
        for start, end, name in every
        if since < start
        and end <= place
        and not _OWNS.match(sentence, end)
        and (verb := re.match(r"\s+([a-z]+)\b", sentence[end:])) is not None
        and (finite(verb[1]) or verb_or_adverb_only(verb[1]))
    ]
    return said[-1] if said else None
