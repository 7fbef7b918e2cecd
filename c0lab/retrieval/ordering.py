"""The order of a walk's facts: those on the best paths to an asked relation first, then by the question's words.

Moved out of :mod:`c0lab.retrieval.walk` (which re-uses its :class:`~c0lab.retrieval.walk.Fact`); the walk calls
both (:func:`c0lab.retrieval.walking.walk`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

import pandas as pd

from .._time import micros_of_timestamp, period_start
from ..index.keyword import tokenize
from ..model.records import UNDATED, Version
from .lexicon import LESSER_ROLES, post_word, spelled_out
from .period import CO_MENTION
from .sides import national_side
from .walk import Fact

__all__ = ["after_named", "latest_begun_first", "order_by_paths", "rank_by_relevance", "sides_last"]


def after_named(facts: list[Fact], *, named: Collection[str], asked: Collection[str], when: int | None) -> list[Fact]:
    """``facts`` for "… after X" read at ``when`` (X's end; ``None``: X has no stated time): the facts of the
    ``asked`` types that hold then, the first begun in or after the period X's end closes first (the next stint:
    "to 2003" then "from 2003", not one from 2004), then those begun before it, the nearest first (not one begun
    long before), each in the place one of them held; then X's own facts (``named``: its names), held or undated.

    >>> at = lambda year: pd.Timestamp(f"{year}-01-01")
    >>> stint = lambda team, year: Fact("Ann", "PLAYED_FOR", team, "current", at(year), pd.NaT, 1)
    >>> facts = [stint("Watford", 1990), stint("Darlington", 1985), stint("Reading", 1995)]
    >>> ordered = after_named(facts, named={"Watford"}, asked={"PLAYED_FOR"}, when=micros_of_timestamp(at(1995)))
    >>> [fact.object for fact in ordered]
    ['Reading', 'Darlington', 'Watford']
    >>> facts = [stint("Celta Vigo", 2004), stint("Fiorentina", 2003)]  # after Perugia, "to 2003": read at 2004
    >>> read_at = micros_of_timestamp(at(2004))
    >>> [f.object for f in after_named(facts, named={"Perugia"}, asked={"PLAYED_FOR"}, when=read_at)]
    ['Fiorentina', 'Celta Vigo']
    """

    def begun(fact: Fact) -> int:
        return micros_of_timestamp(fact.valid_from) if not pd.isna(fact.valid_from) else 0

    def of_x(fact: Fact) -> bool:
        return fact.status in ("current", UNDATED) and bool({fact.subject, fact.object} & set(named))

    places = [p for p, f in enumerate(facts) if f.status == "current" and f.relation in asked and not of_x(f)]
    if when is None:
        return sorted(facts, key=of_x)
    boundary = period_start(when)  # "after X (to 2003)": read at 2004-01-01, a stint "from 2003" began then

    def distance(fact: Fact) -> tuple[bool, int]:
        return begun(fact) < boundary, abs(begun(fact) - boundary)

    nearest = sorted((facts[place] for place in places), key=distance)
    ordered = list(facts)
    for place, fact in zip(places, nearest, strict=True):
        ordered[place] = fact
    return sorted(ordered, key=of_x)


def latest_begun_first(
    facts: list[Fact], *, asked: Collection[str], said: Collection[str] = (), ranged_from: int | None = None
) -> list[Fact]:
    """``facts`` with the concept's own current facts of the ``asked`` types, in the places they hold, those whose
    end was never said and another of which began after them last (the latest begun of them first; one of no
    stated start counts as begun earliest): the later stint began while the open one's end went unsaid (a move, a
    loan, a promotion), so it is the nearer answer. A stint with both ends stated keeps its place: its end was
    said, so one begun after it is no sign that it had ended. A post whose role noun the question ``said`` (word
    stems: "director" of ``DIRECTOR_OF``) comes before a post of its sense only (``CHIEF_EXECUTIVE_OF``): two
    posts are held at once; two stints ("played for", "signed for") follow each other. Asked over a range from
    ``ranged_from``, a fact that ended after its start held in it too ("from 1925 to 1930": one of 1925–1930-02-05).

    >>> at = lambda year: pd.Timestamp(f"{year}-01-01")
    >>> stint = lambda team, year, to=pd.NaT: Fact("Ann", "PLAYED_FOR", team, "current", at(year), to, 1, path=(team,))
    >>> born = Fact("Ann", "BORN_IN", "Leeds", "current", at(1970), pd.NaT, 1, path=("Leeds",))
    >>> facts = [stint("Watford", 1990), stint("Reading", 1995), born]
    >>> [fact.object for fact in latest_begun_first(facts, asked={"PLAYED_FOR"})]
    ['Reading', 'Watford', 'Leeds']
    >>> facts = [stint("Bury", 1990, at(1999)), stint("Hull", 1995, at(1999))]  # both ends said: as they were
    >>> [fact.object for fact in latest_begun_first(facts, asked={"PLAYED_FOR"})]
    ['Bury', 'Hull']
    """

    def held(fact: Fact) -> bool:
        return fact.status == "current" or (
            ranged_from is not None
            and fact.status == "ended"
            and not pd.isna(fact.valid_to)
            and micros_of_timestamp(fact.valid_to) > ranged_from
        )

    places = [p for p, f in enumerate(facts) if held(f) and f.relation in asked and len(f.path) == 1]

    def begun(fact: Fact) -> int:
        return micros_of_timestamp(fact.valid_from) if not pd.isna(fact.valid_from) else -(2**62)

    last = max((begun(facts[place]) for place in places), default=0)
    doubtful = [place for place in places if pd.isna(facts[place].valid_to) and begun(facts[place]) < last]
    kept = [facts[place] for place in places if place not in doubtful]
    ordered = list(facts)
    placed = kept + sorted((facts[p] for p in doubtful), key=begun, reverse=True)
    words = set(said) | spelled_out(said)
    placed.sort(key=lambda fact: not (fact.relation.endswith("_OF") and _post_said(fact, words)))
    for place, fact in zip(places, placed, strict=True):
        ordered[place] = fact
    return ordered


def sides_last(facts: list[Fact], *, asked: Collection[str]) -> list[Fact]:
    """``facts`` with the current facts of the ``asked`` types that tie a country's side
    (:func:`~c0lab.retrieval.sides.national_side`) after the others of those types, each in the places they hold: a
    player's club is the team he played for, the country's side beside it ("plays for Everton and the Senegal
    national team")."""
    places = [p for p, f in enumerate(facts) if f.status == "current" and f.relation in asked]
    placed = sorted((facts[place] for place in places), key=lambda fact: national_side(fact.object, fact.relation))
    ordered = list(facts)
    for place, fact in zip(places, placed, strict=True):
        ordered[place] = fact
    return ordered


def _role_word(fact: Fact) -> str:
    """The noun of a post's type ("DIRECTOR_OF" → director, "TEAM_CAPTAIN_OF" → captain)."""
    return fact.relation.removesuffix("_OF").rsplit("_", 1)[-1].lower()


def _post_said(fact: Fact, said: set[str]) -> bool:
    """Whether a question's word stems (``said``, short forms spelled out) name the post of a fact's type: its
    role noun ("director" of ``DIRECTOR_OF``), or every word of its post ("cfo": chief financial)."""
    post = post_word(fact.relation) or ""
    if set(post.split()) & LESSER_ROLES and not set(tokenize(post)) <= said:
        return False  # "who is chairman?": not its vice chairman
    return bool(set(tokenize(_role_word(fact))) & said) or bool(post and set(tokenize(post)) <= said)


def order_by_paths(
    facts: list[Fact],
    *,
    asked: set[str],
    named: set[str],
    chain: bool = True,
    senses: Mapping[str, Collection[str]] | None = None,
) -> tuple[list[Fact], list[str], set[str]]:
    """Facts on the best paths to an asked relation type first, each path in order from the walk's concept.

    A path (the relations from the concept to a fact of an asked type) is
    better when it covers more of the asked types, passes more of the names
    the question uses, and is shorter. Returns the facts, reordered, the
    names on the best paths (nearest first), the concept's own name left out,
    and the relation records on those paths. A question that asks no ``chain``
    of senses is answered by the concept's own facts only: another concept's
    relation of the asked type ("which toolkit does X ship?" → the toolkit a
    neighbour ships) is on no best path. With ``senses`` (each type's senses, the lexicon's) a path covers the
    asked senses, not types: two types of one sense ("played for", "signed with") are one thing asked, so a
    neighbour's signing reached through the concept's own team is no better way than the team itself.
    """
    if not asked:
        return facts, [], set()
    by_key = {fact.path[-1]: fact for fact in facts if fact.path}

    def score(fact: Fact) -> tuple[int, int, int]:
        steps = [by_key[key] for key in fact.path if key in by_key]
        names = {end for step in steps for end in (step.subject, step.object)}
        kinds = {
            frozenset((senses or {}).get(step.relation) or {step.relation}) for step in steps if step.relation in asked
        }
        return len(kinds), len(names & named), -len(steps)

    def mentions(fact: Fact) -> int:
        return sum(by_key[key].relation == CO_MENTION for key in fact.path if key in by_key)

    answering = sorted(  # two co-mentions in a row are no way to an answer (a hub: "You", a licence)
        (fact for fact in facts if fact.relation in asked and fact.path and mentions(fact) < 2), key=score, reverse=True
    )
    # a longer way to an asked type is put first only when it covers more of the asked types than the concept's
    # own facts do: else it is the same relation of another concept ("who leads X?" → who leads X's neighbours)
    own = max((score(fact)[0] for fact in answering if len(fact.path) == 1), default=0)
    answering = [fact for fact in answering if len(fact.path) == 1 or (chain and score(fact)[0] > own)]
    first: list[Fact] = []
    placed: set[int] = set()
    for fact in answering:
        for key in fact.path:
            step = by_key.get(key)
            if step is not None and id(step) not in placed:
                placed.add(id(step))
                first.append(step)
    names: list[str] = []
    for fact in first:
        for end in (fact.subject, fact.object):
            if end not in names:
                names.append(end)
    ways = {key for fact in answering for key in fact.path}
    return first + [fact for fact in facts if id(fact) not in placed], names, ways


def rank_by_relevance(
    topic: str,
    root: str,
    facts: list[Fact],
    reached: list[Version],
) -> tuple[list[Fact], list[Version]]:
    """Current facts and reached concepts, those sharing most words with the question first.

    Words of the root's own name do not count (every fact of the walk shares
    them); ties keep the nearer hop first. Past facts keep their order.
    """
    terms = set(tokenize(topic)) - set(tokenize(root))
    terms |= spelled_out(terms)  # "who is the CFO?": the chief financial officer
    if not terms:
        return facts, reached
    fact_terms = {id(fact): set(tokenize(fact.line())) for fact in facts}
    touching: dict[str, set[str]] = {}
    for fact in facts:
        for end in (fact.subject, fact.object):
            touching.setdefault(end, set()).update(fact_terms[id(fact)])

    def concept_score(version: Version) -> int:
        words = touching.get(version.name, set()) | set(tokenize(f"{version.name} {version.text}"))
        return len(terms & words)

    current = [fact for fact in facts if fact.status == "current"]
    past = [fact for fact in facts if fact.status != "current"]
    current.sort(key=lambda fact: (-len(terms & fact_terms[id(fact)]), fact.depth))
    depth: dict[str, int] = {}
    for fact in facts:
        for end in (fact.subject, fact.object):
            depth.setdefault(end, fact.depth)
    ordered = sorted(reached, key=lambda version: (-concept_score(version), depth.get(version.name, 99)))
    return current + past, ordered
