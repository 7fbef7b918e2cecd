"""When a succession said with no date of its own came: the date the text gives its old holder's end, or the one a
sentence after it gives the change ("The change took effect in 2018"); and which dates of a sentence may date a
hand-over at all (:func:`handing_dates`: not a birth, nor the new holder's own leaving)."""

from __future__ import annotations

import re
from dataclasses import replace

from .._time import handed_over_at, parse_time, to_timestamp
from ..retrieval.event_ends import ENDING
from .types import Extraction, Succession

__all__ = ["after_stated_end", "handing_dates", "took_effect"]


_SUCCEEDED_AS = re.compile(r"^(?:SUCCEED|REPLAC|FOLLOW|SUPERSED|RELIEV)[A-Z]*_AS$|^AS_")
"""A type read from the role a succession names ("SUCCEEDED_AS", "REPLACED_AS", "AS_DIRECTOR_OF"): the role taken."""


def after_stated_end(extraction: Extraction, found: Succession, *, before: int | None = None) -> Succession:
    """A succession said with no date of its own ("He was succeeded by B."), read when the text said the old
    holder's stint there ended ("A was chancellor of X from 1900 to 1905"): the hand-over then, not the time the
    text had reached (the stint's start) nor the day it was written; its succession tie with it."""
    ends = [
        handed_over_at(parse_time(relation.valid_to, what="valid_to"))
        for relation in extraction.relations[:before]
        if relation.source == found.old and relation.target in found.objects and relation.valid_to is not None
    ]
    stated = any(end.at == found.at and found.old in (end.source, end.target) for end in extraction.ends)  # "A
    # stepped down in 2019. B took her place": the ending read is the hand-over's moment
    held_again = any(  # "A led X from 1990 to 1995. He led it again from 2005.": held again after that end
        relation.source == found.old
        and relation.target in found.objects
        and relation.valid_from is not None
        and relation.valid_to is None
        and relation.type != "MENTIONED_WITH"
        and (not ends or parse_time(relation.valid_from, what="valid_from") >= max(ends))  # not the stint that ended
        for relation in extraction.relations[:before]
    )
    if not ends or found.at is None or to_timestamp(max(ends)) == found.at or stated or held_again:
        return found
    moment = to_timestamp(max(ends))
    extraction.relations = [
        replace(relation, valid_from=moment)
        if relation.valid_from == found.at
        and (
            {relation.source, relation.target} == {found.old, found.new}
            or relation.source in (found.old, found.new)
            and relation.target in found.objects
            and _SUCCEEDED_AS.search(relation.type) is not None  # "B succeeded A as R": B's R from the hand-over
        )
        else relation
        for relation in extraction.relations
    ]
    return replace(found, at=moment)


_TOOK_EFFECT = re.compile(
    r"^(?:[A-Z][^,;]{0,30},\s+)?(?:(?:the|this|that|his|her|their)\s+|(?P<whose>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)['’]s?\s+)"
    r"(?:new\s+)?(?:change|move|appointment|handover|hand-over|succession|nomination|election)"
    r"\s+(?:(?:took|takes|will\s+take|had\s+taken|has\s+taken|came\s+into|comes\s+into)\s+(?:effect|force)"
    r"|(?:was|is|became|becomes)\s+effective)\b",
    re.IGNORECASE,
)
"""A sentence dating the change the one before told ("The change took effect in the autumn of 2018", "His
appointment became effective in May", said "Bo Ek's appointment …" once its pronoun is read; not "The rule change
…", nor another's "Cy Po's appointment …")."""


def took_effect(
    extraction: Extraction,
    sentence: str,
    dates: list[tuple[int, int, str]],
    *,
    since: tuple[int, int],
    undated: int,
) -> None:
    """Date the hand-overs the sentence before told (``since``: where its hand-overs and its ties begin) that had no
    date of their own (read at ``undated``, the text's time) by a sentence saying when the change took effect, with
    the new holder's ties that sentence read with no start. A hand-over a sentence dated is left as it is, and so is
    any told earlier: the change a sentence dates is the one just told."""
    said = [moment for _, moment, role in dates if role != "end"]
    effect = _TOOK_EFFECT.match(sentence)
    if not said or effect is None:
        return
    (handed, written), stamp, when = since, to_timestamp(undated), to_timestamp(said[0])
    for number, found in enumerate(extraction.successions[handed:], handed):
        if found.at != stamp or effect["whose"] not in (None, found.new):
            continue
        extraction.successions[number] = replace(found, at=when)
        extraction.relations[written:] = [
            replace(relation, valid_from=when)
            if found.new in (relation.source, relation.target)
            and {relation.source, relation.target} & set(found.objects)
            and relation.valid_from in (None, stamp)
            else relation
            for relation in extraction.relations[written:]
        ]


_LIFE_DATE = re.compile(r"\bborn(?:\s+(?:in|at)\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)?(?:\s+(?:in|on))?\s+$")
_LEFT_AFTER = re.compile(
    rf"\b(?:succeeded|replaced|followed)\s+by\s+[^,;]+,\s+who\b[^,;]*?{ENDING.pattern}[^,;]*$", re.I
)
"""When the new holder left ("He was succeeded by B, who stepped down in 1952"): no day of the hand-over (the old
holder's is: "B replaced A, who was dismissed in 2014")."""


def handing_dates(sentence: str, dates: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The dates of a sentence that may date its hand-over: not a birth ("B, born in Oslo in 1970"), nor the new
    holder's own leaving (:data:`_LEFT_AFTER`)."""
    return [
        date
        for date in dates
        if not _LIFE_DATE.search(sentence[: date[0]]) and not _LEFT_AFTER.search(sentence, 0, date[0])
    ]
