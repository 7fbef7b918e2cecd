"""A career listed with one end: "He played for PSV, Manchester United, Lazio, Milan and Ajax before retiring in
October 2007".

Teams, schools and spouses are held one at a time, so an end said after a list of them is the last one's: the
others ended before it, when the text does not say. Read clause by clause, the last clause ("Milan and Ajax
before retiring in October 2007") gave its end to every name in it; :func:`last_listed` keeps it on the name said
last and leaves the others with no end (held at a time not stated), not "until October 2007". Posts held at once
("chaired A and B until 2010") keep their ends: only the one-at-a-time senses of :mod:`.stints` are read; and a
club and a country's side are held at once ("played for Leeds and Wales until 2004").

>>> from c0lab.extract.types import Extraction, Relation
>>> stints = [Relation("Ann", "PLAYED_FOR", "Milan", None, 7), Relation("Ann", "PLAYED_FOR", "Ajax", None, 7)]
>>> read, names = Extraction(relations=stints), [(0, 3, "Ann"), (15, 20, "Milan"), (25, 29, "Ajax")]
>>> last_listed(read, "Ann played for Milan and Ajax until 2007.", names, [(31, 7, "")], written=0)
>>> [(r.target, r.valid_to) for r in read.relations]
[('Milan', None), ('Ajax', 7)]
"""

from __future__ import annotations

from dataclasses import replace

from ..retrieval.sides import national_side
from .stints import membership
from .types import Extraction

__all__ = ["last_listed"]

Span = tuple[int, int, str]


def last_listed(
    extraction: Extraction, sentence: str, spans: list[Span], dates: list[tuple[int, int, str]], *, written: int
) -> None:
    """Keep each end this sentence's stints share with no start on the one it said last (the module docstring);
    ``dates``: the sentence's dated phrases (one of no date says no end: "He has previously played for A, B and C"
    ended them all before its text); ``written``: how many relations earlier sentences wrote."""
    if not dates:
        return
    said = {name: start for start, _, name in reversed(spans)}
    groups: dict[tuple[str, object, bool], list[int]] = {}
    for number, relation in enumerate(extraction.relations[written:], start=written):
        if relation.valid_to is not None and relation.valid_from is None and membership(relation.type):
            side = national_side(relation.target, relation.type)  # "Leeds and Wales until 2004": held at once
            groups.setdefault((relation.source, relation.valid_to, side), []).append(number)
    for numbers in groups.values():
        if len(numbers) < 2 or len({extraction.relations[number].target for number in numbers}) < 2:
            continue
        last = max(numbers, key=lambda number: said.get(extraction.relations[number].target, -1))
        for number in numbers:
            if number != last:
                extraction.relations[number] = replace(extraction.relations[number], valid_to=None)
