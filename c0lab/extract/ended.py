"""A tie told only by its end: "Dana Reyes stepped down as director of Atlas in 2021" says that Reyes *was* Atlas's
director until 2021. The rules read the ending (:class:`~c0lab.extract.types.Ending`), which ends what a memory
holds between the two; when nothing is held (the text is the first to say it) the ending alone writes nothing.
This module writes the tie the sentence names by its role ("as director of", "as its lead"), ended then, and says
which pairs of a sentence an ending leaves alone: those across a clause of the leaving's own (:func:`own_leaving`).

>>> from c0lab.extract.types import Ending, Extraction
>>> import pandas as pd
>>> read = Extraction(ends=[Ending("Dana Reyes", "Atlas", pd.Timestamp("2021-01-01", tz="UTC"), "stepped down")])
>>> sentence = "Dana Reyes stepped down as director of Atlas in 2021."
>>> [(r.source, r.type, r.target) for r in roles_ended(sentence, [(0, 10, "Dana Reyes"), (39, 44, "Atlas")], read)]
[('Dana Reyes', 'DIRECTOR_OF', 'Atlas')]
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING

from ..retrieval.lexicon import HELD_OFFICE, RelationLexicon
from .came_from import left_first
from .deeds import WHOLE_LIFE, outlives
from .holders import leading_compound, role_before
from .rules import held_post
from .types import Extraction, Relation

if TYPE_CHECKING:
    from .rules import Ledger

__all__ = [
    "LEFT_THEN",
    "RESIGNED_AS",
    "held_by",
    "left_named",
    "leaving_type",
    "named_over",
    "own_leaving",
    "roles_ended",
]

_LEAVING_TYPE = re.compile(
    r"(?:RETIRED|RESIGNED|QUIT|STEPPED_DOWN|STOOD_DOWN)_FROM|(?:RESIGNED|QUIT|STEPPED_DOWN|STOOD_DOWN)_AS"
)
"""A leaving's type: "retired from X", "resigned as X" (not "retired as Rector Emeritus", a title taken)."""


RESIGNED_AS = r"\b(?:resigned|resigns|quit|quits|stepped\s+down|steps\s+down|stood\s+down|stands\s+down)\s+as\s+"
"""A leaving of an office named after it ("resigned as First Lord of the Admiralty"; not "retired as", a title)."""


def leaving_type(said: tuple[str, int] | None, after: str = "") -> bool:
    """Whether the relation type read from a verb (``said``: the type and its clause, or None) says a tie ended, not
    one begun ("A retired from X in 2011": ``RETIRED_FROM`` is A's end at X, as "A left X in 2011" is; not "died
    in", which tells where, nor "departed from London", a journey); ``after``: what follows the name left, whose
    part it may name ("resigned from X's ethics committee" leaves the committee, not X)."""
    return said is not None and _LEAVING_TYPE.fullmatch(said[0]) is not None and not re.match(r"['’]s?(?:\s|$)", after)


_ROLE = re.compile(r"\bas\s+(?:the\s+|its\s+|their\s+|a\s+)?(?P<role>[a-z]+(?:[ -][a-z]+)?)\s+(?:of|at|for)\b")
"""The role an ending names ("as director of", "as the project lead for")."""


def roles_ended(sentence: str, spans: list[tuple[int, int, str]], extraction: Extraction) -> list[Relation]:
    """The ties ``sentence`` names by a role between the two names of an ending read in it (``spans``: the names
    where they stand), when ``extraction`` holds no relation between them: from the role's holder to what it is
    held over, valid until the ending."""
    names = {name for _, _, name in spans}
    joined = {frozenset((relation.source, relation.target)) for relation in extraction.relations}
    found: list[Relation] = []
    for ending in extraction.ends:
        pair = frozenset((ending.source, ending.target))
        if ending.at is None or not pair <= names or pair in joined:
            continue
        said = _said_before(sentence, spans, pair)  # "X's director A stepped down": the noun phrase says the role
        left_as = (
            rf"{re.escape(ending.source)},?\s+(?:had\s+|has\s+)?{RESIGNED_AS}(?:the\s+)?{re.escape(ending.target)}"
        )
        if said is None and re.search(rf"{left_as}(?!\w)", sentence):
            said = Relation(ending.source, HELD_OFFICE, ending.target)  # "resigned as Chief Constable of Kent"
        if said is not None:
            joined.add(pair)
            found.append(Relation(said.source, said.type, said.target, valid_to=ending.at))
            continue
        role = _ROLE.search(sentence)
        words = re.split(r"[ -]", role.group("role")) if role else []
        if not words or not (
            RelationLexicon.asked_senses(words[-1]) & {"lead", "run", "maintain", "member"}
            or len(words) == 2
            and leading_compound(*words)  # "as chief executive of"
        ):
            continue
        joined.add(pair)
        kind = "_".join(word.upper() for word in words if word) + "_OF"
        found.append(Relation(ending.source, kind, ending.target, valid_to=ending.at))
    return found


def _said_before(sentence: str, spans: list[tuple[int, int, str]], pair: frozenset[str]) -> Relation | None:
    """The tie a role's noun phrase says between the two names of ``pair`` where they stand next to each other ("X
    director A", "X's chief executive A"): (holder, type, thing)."""
    for (_, end, first), (start, _, second) in pairwise(spans):
        if {first, second} == pair and (kind := role_before(sentence[end:start])):
            return Relation(second, kind, first)
    return None


def held_by(
    holders: list[str],
    clause: int,
    extraction: Extraction,
    typed: dict[tuple[str, str], tuple[str, int]],
    ledger: Ledger,
    *,
    mention: str,
    named: str | None = None,
    verb: str = "",
) -> set[str]:
    """What a leaving ends for the holder (the first of ``holders``; none: nothing): the ``named`` one it left ("…,
    and left X in 2015"), else the one thing the document's relations so far tie them to (not by ``mention``, the
    co-mention type) or the sentence ``typed`` them to before ``clause`` ("X was chaired by A from 2010, …; A
    stepped aside that year"), else the one role earlier texts left them holding ("A retired in 2019"). Of two
    things or more none ends (which one was left is not said), unless the ``verb`` ends a whole working life ("died",
    "retired"): then each post held from a stated time ends ("A became chairman of X in 2015 and president of Y in
    2018. He died in 2022"; a post of no stated time may have ended long before), or, when this text ties them to
    nothing, each post earlier texts left them holding ("Tam Vey died in April 2022", told after his posts)."""
    if named or not holders:
        return {named} if named and holders else set()
    holder = holders[0]
    own = [  # a deed outlives its doer: "A, who founded X, died"
        one
        for one in extraction.relations
        if holder in (one.source, one.target) and one.type != mention and not outlives(verb, one.type)
    ]
    tied = {one.target if one.source == holder else one.source for one in own} | {
        pair[1] if pair[0] == holder else pair[0]
        for pair, (kind, said_in) in typed.items()
        if holder in pair and said_in < clause and not outlives(verb, kind)
    }
    held = {target if source == holder else source for source, target in ledger.holding(holder)}
    if len(tied or held) > 1 and WHOLE_LIFE.fullmatch(verb):  # each post begun at a stated time, not yet ended
        return {
            one.target if one.source == holder else one.source
            for one in own
            if one.valid_from is not None and one.valid_to is None and held_post(one.type, one.source, one.target)
        } or (set() if tied else held)  # what earlier texts left them holding
    tied = tied or held
    return tied if len(tied) == 1 else set()


LEFT_THEN = (
    r"(?=\s*(?:$|[,.;]|(?:in|on|at|during|after|by)\s+(?:the\s+)?(?:\d|early|mid|late|[A-Z][a-z]+\s+\d)|for\b"
    r"|and\s+(?!the\b|a\b|his\b|her\b)))"
)
"""What may follow the thing a leaving names: the end of its clause, its date, where one went or what one did next
("left it in 2015", "left the club for B", "left the club and was replaced"); not "left it in good hands", "left the
club car at the ground", "left the club and the city"."""


def left_named(clause: str, ending: re.Match[str], names: list[str]) -> str | None:
    """The name a subject-less clause of leaving says was left, right after its verb ("…, and left Project Atlas in
    2015", "…, resigning from the Orsk Club in 2019"), when it is the clause's one name; else None."""
    if len(names) != 1 or clause[: ending.start()].strip(" ,").lower() not in ("", "and", "but", "then", "and then"):
        return None
    said = re.match(r"\s+(?:from\s+|as\s+[a-z]+\s+(?:of|at)\s+)?(?:the\s+)?", clause[ending.end() :])
    rest = clause[ending.end() + said.end() :] if said else ""
    return names[0] if re.match(rf"{re.escape(names[0])}{LEFT_THEN}", rest) else None  # not "… the club car at …"


_SUBORDINATE = re.compile(r"\b(?:after|when|whereupon|once|before|until|while|since|as\s+soon\s+as)\s")
"""A conjunction that opens a clause of its own between two names ("B became director after A left X")."""
_LEFT_WHAT = re.compile(r"\b(?:left|quit|departed|from|of)\s+(?:the\s+)?$")
"""What stands before the thing a leaving names ("left X", "resigned from X", "as chair of X")."""


_REPLACED_BY = re.compile(r"\b(?:replaced|succeeded|superseded)\s+by\s+(?:the\s+)?$")
"""What stands before the one who took a post over ("… and was replaced by "): the newcomer left nothing."""
_TAKEN_FOR = re.compile(
    r"\b(?:left|leaves|quit|quits|abandoned|deserted|ditched|swapped|exchanged|traded)\s+(?:the\s+)?[A-Z][^,;]*?"
    r"\s+for\s+(?:the\s+)?$"
)
"""What stands before the one taken in place of what was left ("left Newcastle for …")."""


def own_leaving(sentence: str, spans: list[tuple[int, int, str]], one: str, start: int, stop: int) -> bool:
    """Whether a clause of its own opens between ``one`` and the name at ``start``, its subject a name of its own
    (not "she", not a participle), and names what was left ("B became director of Y, when A stepped down as
    chair of X": B ended nothing; "B took over X after A left" ends A's X; "A joined Y after she left X", A's
    X); or the name at ``start`` is the one taken in place of what was left ("A left X for Y": nothing of Y ends); or
    an opening "After leaving X, B …" says who left (B, not a heading's name before it), or the name at ``start`` is
    the one who took over ("A stepped down as chair of X and was replaced by B": nothing of X and B ends)."""
    if _TAKEN_FOR.search(sentence, 0, start) or _REPLACED_BY.search(sentence, 0, start):
        return True  # "A left X for Y": Y is what A went to; "…, and was replaced by Y": Y left nothing
    fronted = left_first(sentence, spans)
    if fronted is not None and one != fronted[0]:
        return True  # "Rangers: After leaving X, B signed …": B left X (:func:`.came_from.left_first`), not Rangers
    before = next(end for _, end, name in spans if name == one)
    opened = _SUBORDINATE.search(sentence, before, start)
    if opened is None or one in sentence[opened.end() : stop]:
        return False
    if not any(at == opened.end() for at, _, _ in spans):  # "…, after she left X", "… after leaving X": one's
        return False
    return any(  # what was left, named after the one who left ("left X", "resigned from X", "as chair of X")
        start <= at < stop and _LEFT_WHAT.search(sentence, 0, at) for at, _, _ in spans
    )  # not where they went ("…, after A moved to Y": A's X ends)


def named_over(extraction: Extraction, *, handed: int, ending: int) -> None:
    """Drop the ends read from ``ending`` on that no verb told (an older value a later one was read to replace) of a
    thing a hand-over read from ``handed`` names its old holder of, when they end another: "Cy Lo replaced Bo Ek as
    chair of X" ends Bo Ek's chair, not that of Ada Holm, who chaired X beside him ("Bo Ek also chairs X")."""
    named = {frozenset((one.old, thing)) for one in extraction.successions[handed:] for thing in one.objects}
    things = {thing for pair in named for thing in pair}
    extraction.ends[ending:] = [
        end
        for end in extraction.ends[ending:]
        if end.verb or frozenset((end.source, end.target)) in named or not {end.source, end.target} & things
    ]
