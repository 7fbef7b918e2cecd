"""A single-valued tie put in the extractor's ledger (:class:`~c0lab.extract.rules.Ledger`): in valid-time order
among the values stated before it, and ending the older value a later one replaces — for the ties a sentence's
own reading gives and for those read after it ("X appointed B as chief executive", "B, chairman and chief
executive of X"), so a later "C became chief executive of X" ends B's post either way."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

import pandas as pd

from .._time import micros_of_timestamp, parse_time, to_timestamp
from .rules import Ledger
from .types import Ending, Extraction, Moment, Relation

__all__ = ["in_order", "ledgered"]


def in_order(
    ledger: Ledger,
    extraction: Extraction,
    kind: str,
    pair: tuple[str, str],
    valid: tuple[int | None, int | None],
    ended: set[frozenset[str]],
) -> int | None:
    """A single-valued relation (``kind`` from ``pair``'s source to its target) stated with a start, put in
    valid-time order among the values stated before (:meth:`~c0lab.extract.rules.Ledger.stint`): the older open
    value ends at its start; its own end (the next value's start, else the end of ``valid``) is returned."""
    (source, target), (valid_from, valid_to) = pair, valid
    if valid_from is None:
        return valid_to
    older, until = ledger.stint(kind, source, target, start=valid_from, end=valid_to)
    for old_source, old_target, moment in older:
        if frozenset((old_source, old_target)) not in ended:
            ended.add(frozenset((old_source, old_target)))
            extraction.ends.append(Ending(old_source, old_target, to_timestamp(moment), post=kind))
    return valid_to if until is None else until


def _micros(moment: Moment) -> int | None:
    """A relation's time as microseconds; None when none is given or it is open."""
    if moment is None or moment is pd.NaT:
        return None
    return micros_of_timestamp(moment) if isinstance(moment, pd.Timestamp) else parse_time(moment)


def ledgered(
    ledger: Ledger,
    extraction: Extraction,
    relations: list[Relation],
    *,
    at: int,
    told: Collection[Relation] = (),
    since: int | None = None,
) -> list[Relation]:
    """``relations`` (a sentence's ties after the readings that follow its own), those not ``told`` (in the ledger
    already) put in the ledger as :func:`in_order` and :meth:`~c0lab.extract.rules.Ledger.stated` put those: each
    may end an older value (an end added to ``extraction``, naming its post) and be ended by a later one stated
    before (its valid time's end); a told tie no longer among them (retyped) is taken back, with the ends the
    ledger made for it since ``since`` (this sentence's first end)."""
    first = len(extraction.ends) if since is None else since
    for retyped in set(told) - set(relations):  # "vice chairman of X", read CHAIRMAN_OF first: not the chair
        ledger.forget(retyped.type, retyped.source, retyped.target)
        extraction.ends[first:] = [end for end in extraction.ends[first:] if end.verb or end.post != retyped.type]
    ended: set[frozenset[str]] = set()
    kept = []
    for relation in relations:
        if relation in told:
            kept.append(relation)
            continue
        pair = (relation.source, relation.target)
        start, end = _micros(relation.valid_from), _micros(relation.valid_to)
        until = in_order(ledger, extraction, relation.type, pair, (start, end), ended)
        older = ledger.stated(relation.type, *pair, at=at, ended=until is not None, beside=relation.alongside)
        if (
            older is not None
            and frozenset(older) not in ended
            and not ledger.later_start(relation.type, *pair, start=start)
        ):
            ended.add(frozenset(older))
            extraction.ends.append(Ending(*older, to_timestamp(start or at), post=relation.type))
        kept.append(relation if until == end else replace(relation, valid_to=to_timestamp(until)))
    return kept
