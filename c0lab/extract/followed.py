"""Values of a one-at-a-time role told with no time of their own, placed by the values told around them.

- :func:`begun_after`: the one open value whose start is unsaid begins where the values the text ended end ("X is
  chaired by B. Until 2019 it was chaired by A": B from 2019);
- :func:`ended_by_next`: a value said with no time, then a different one said with a start: the first held until
  the second began. "Quill was released under the Brenlow licence. Since July 2019 it has carried the Tarn
  licence." says when the Tarn licence began and nothing of the Brenlow licence's time; one product has one licence
  at a time, and the text tells them in order, so the Brenlow licence held until July 2019. Not when the text
  orders them otherwise: a value told in the present ("Varel Lumny directs X. … Lomir Elmirbel had directed X since
  2015": Varel is the present one), or a hand-over between the two (which says who came first); nor when the later
  one is added ("Since 2019 it has also been offered under the Apache licence"). Not for a later value that ended
  too ("X is led by B. From 2015 to 2018 A led it"), nor for places;
- :func:`values_given_up`: a verb of giving up a one-at-a-time value ends it there ("Quill abandoned the Brenlow
  licence in 2019" ends Quill's Brenlow licence in 2019; read as a tie, ``ABANDONED_LICENCE`` from 2019, it said
  the opposite).

:func:`ordered` applies the three to what a text said.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import replace

from .._time import handed_over_at, parse_time, to_timestamp
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.period import CO_MENTION
from .forms import VALUED, class_noun
from .rules import role_of, single_owner
from .told import said_now, told_added, told_undone
from .types import Ending, Extraction, Relation, Succession

__all__ = ["begun_after", "ended_by_next", "ordered", "values_given_up"]

_GIVE_UP_TYPES = frozenset(["ABANDONED", "DROPPED", "DITCHED", "GAVE_UP"])
"""The opening words of a type whose source gave up its target ("DROPPED_LICENCE", "GAVE_UP"); not what a publisher
does to a licence ("retired", "discontinued", "scrapped")."""


def ordered(extraction: Extraction, *, text: str, exact: Collection[object] = ()) -> None:
    """``extraction``'s one-at-a-time values given up, begun and ended by the values told around them: the module's
    three readings in turn, in place."""
    extraction.relations, ends = values_given_up(extraction.relations, text=text)
    extraction.ends += ends
    left = {end.at for end in extraction.ends if end.at is not None}  # "A stepped down in December 2019": then
    extraction.relations = begun_after(extraction.relations, exact={*exact, *left})
    extraction.relations = ended_by_next(extraction.relations, extraction.successions, text=text)


def values_given_up(relations: list[Relation], *, text: str) -> tuple[list[Relation], list[Ending]]:
    """``relations`` with those that say their source gave up a one-at-a-time value (``DROPPED_LICENCE`` the
    Brenlow licence, not "retired to the residence" nor "abandoned plans for the licence") held until then instead
    (``LICENCE``, no start; none when undated, or when the text ties the two otherwise: the ending closes that
    tie), or a divorce ("X divorced Y in 1994": kept, with the ending of the marriage only), and
    the endings they say of what a memory held, at that time (``None``: the text's); a co-mention when a sentence
    of ``text`` naming both reports, denies, supposes or asks it (:func:`~c0lab.extract.told.told_undone`: "Y
    denied that T dropped …")."""
    kept, ends = [], []
    readings = [(relation, _given_up(relation)) for relation in relations]
    tied = {frozenset((r.source, r.target)) for r, given in readings if r.type != CO_MENTION and not given}
    for relation, given in readings:
        if given and told_undone(text, (relation.source, relation.target)):
            kept.append(replace(relation, type=CO_MENTION))  # "Had T dropped the A licence, …": said, not done
        elif given:
            ends.append(Ending(relation.source, relation.target, relation.valid_from, *given[::2]))
            if not given[1]:  # a divorce stays said ("when did X divorce Y?"), beside the marriage it ends
                kept.append(relation)
            elif relation.valid_from is not None and frozenset((relation.source, relation.target)) not in tied:
                kept.append(replace(relation, type=given[1], valid_from=None, valid_to=relation.valid_from))
        else:
            kept.append(relation)
    return kept, ends


_PARTED = frozenset(["DIVORCED", "DIVORCED_FROM"])
"""Types whose source parted from its target ("X divorced Y"): an ending of their marriage only."""


def _given_up(relation: Relation) -> tuple[str, str, str] | None:
    """The verb of giving up, the type of the tie held until then (none for a divorce: a marriage held until the
    start of the year said would end before the divorce) and the sense the ending ends ("" for every tie between
    the two), for a relation saying its source gave up its target (:data:`_GIVE_UP_TYPES` of a
    one-at-a-time value, :data:`_PARTED`); none for another, or one already ended."""
    if relation.valid_to is not None:
        return None
    if relation.type in _PARTED:  # the marriage most often stated in another text: the ending closes it there
        return "divorced", "", "marry"
    noun = class_noun(relation.target) or ""
    verb = next((w for w in _GIVE_UP_TYPES if noun and relation.type in (w, f"{w}_{noun.upper()}")), "")
    given = verb and RelationLexicon.asked_senses(noun) & VALUED
    return (verb.lower().replace("_", " "), noun.upper(), "") if given else None


def begun_after(relations: list[Relation], *, exact: Collection[object] = ()) -> list[Relation]:
    """``relations`` with the one open value of a single-valued role whose start is unsaid begun where the other
    values of that role the text ended end ("X is chaired by B. Until 2019 it was chaired by A": B from 2019; an end
    in ``exact``, the text's time, or one where a tie between the owner and the values begins, is where B begins, not
    a period it closes: "B replaced A in 2019; A had directed X since 2016")."""
    roles: dict[tuple[str, str], list[int]] = {}
    for number, relation in enumerate(relations):
        owned = single_owner(relation.type, relation.source, relation.target)
        if owned is not None and owned[1] != "locate":
            roles.setdefault(owned, []).append(number)
    found = list(relations)
    for (owner, _), numbers in roles.items():
        value = {n: found[n].target if found[n].source == owner else found[n].source for n in numbers}
        unsaid = [n for n in numbers if found[n].valid_from is None and found[n].valid_to is None]
        ended = [found[n].valid_to for n in numbers if found[n].valid_to is not None]
        if (
            len({value[n] for n in unsaid}) == 1
            and ended
            and all(value[n] != value[unsaid[0]] for n in numbers if found[n].valid_to is not None)
        ):
            last = max(ended, key=lambda moment: parse_time(str(moment)))
            among = {owner, value[unsaid[0]]} | {value[n] for n in numbers if found[n].valid_to is not None}
            begins = {r.valid_from for r in relations if {r.source, r.target} <= among}  # "B replaced A in 2019; A …"
            start = last if last in exact or last in begins else to_timestamp(handed_over_at(parse_time(str(last))))
            for n in unsaid:
                found[n] = replace(found[n], valid_from=start)
    return found


def ended_by_next(relations: list[Relation], successions: Iterable[Succession] = (), *, text: str) -> list[Relation]:
    """``relations`` with each value of a single-valued role said with neither start nor end, not in the present
    (:func:`~c0lab.extract.told.said_now` in ``text``), ended where the next different value of that role said after
    it, with a start and no end, begins — unless that one is told as added ("also", "jointly": :func:`told_added`),
    one of ``successions`` hands over between the two, or the two are listed together ("A and B"; the module
    docstring). The role is one when its owner, its sense and its post word are ("led" and "led"; not "chaired" and
    "director of")."""
    handed = {frozenset((found.new, found.old)) for found in successions}
    found = list(relations)
    for number, relation in enumerate(relations):
        role = role_of(relation.type, relation.source, relation.target)
        if role is None or relation.valid_from is not None or relation.valid_to is not None or said_now(text, relation):
            continue
        for later in relations[number + 1 :]:
            then = role_of(later.type, later.source, later.target)
            if (
                then is not None
                and later.valid_from is not None
                and later.valid_to is None
                and then[2].casefold() != role[2].casefold()
                and then[:2] == role[:2]
            ):
                listed = re.search(  # "run by the A Trust and the B Fund": both at once
                    rf"{re.escape(role[2])},?\s+and\s+(?:the\s+)?{re.escape(then[2])}", text, re.IGNORECASE
                )
                added = told_added(text, (later.source, later.target))
                if frozenset((role[2], then[2])) not in handed and not added and not listed:
                    found[number] = replace(relation, valid_to=later.valid_from)
                break
    return found
