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
  too ("X is led by B. From 2015 to 2018 A led it"), nor for places.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import replace

from .._time import handed_over_at, parse_time, to_timestamp
from .rules import role_of, single_owner
from .told import said_now, told_added
from .types import Relation, Succession

__all__ = ["begun_after", "ended_by_next"]


def begun_after(relations: list[Relation], *, exact: Collection[object] = ()) -> list[Relation]:
    """``relations`` with the one open value of a single-valued role whose start is unsaid begun where the other
    values of that role the text ended end ("X is chaired by B. Until 2019 it was chaired by A": B from 2019; an end
    in ``exact``, the text's time, is where B begins, not a period it closes)."""
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
            start = last if last in exact else to_timestamp(handed_over_at(parse_time(str(last))))  # in its period
            for n in unsaid:
                found[n] = replace(found[n], valid_from=start)
    return found


def ended_by_next(relations: list[Relation], successions: Iterable[Succession] = (), *, text: str) -> list[Relation]:
    """``relations`` with each value of a single-valued role said with neither start nor end, not in the present
    (:func:`~c0lab.extract.told.said_now` in ``text``), ended where the next different value of that role said after
    it, with a start and no end, begins — unless that one is told as added ("also", "jointly": :func:`told_added`)
    or one of ``successions`` hands over between the two (the module docstring). The role is one when its owner, its
    sense and its post word are ("led" and "led"; not "chaired" and "director of")."""
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
                if frozenset((role[2], then[2])) not in handed and not told_added(text, (later.source, later.target)):
                    found[number] = replace(relation, valid_to=later.valid_from)
                break
    return found
