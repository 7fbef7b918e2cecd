"""A change of licence told across a text, in whatever words: a thing holds one licence at a time, so when a text
names two and its words say which one went ("originally", "used to", "until", "from A", "dropping A", "instead of
A") and which one came ("now", "to B", "relicensed under B", "adopted B"), the first held until the change and
the second since.

"The Harrowmere corpus was originally published under CC BY-NC 4.0; in 2020 the maintainers moved it to CC BY
4.0" → Harrowmere LICENCE CC BY-NC 4.0 until 2020, LICENCE CC BY 4.0 since 2020. "Kestrel Mono is now OFL-1.1. It
used to be under the Apache License 2.0" → OFL-1.1 now, Apache License 2.0 ended (at the text's time: no date
is said). Two licences neither said to have gone ("under MIT or Apache-2.0", dual licensing; "the code under the
GPL, the manual under CC BY 4.0") are no change.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import pairwise

import pandas as pd

from .._time import to_timestamp
from ..retrieval.meaning import english_word, likely_person, role_noun, surname
from ..retrieval.period import CO_MENTION
from .displaced import CHANGING, PLACED
from .forms import Span, class_noun
from .licences import LICENSING, an_identifier, licence_names
from .plans import told_as_plan
from .told import told_undone
from .types import Extraction, Relation
from .word_classes import inflected

__all__ = ["Said", "relicensed"]

_GONE = (
    r"originally|initially|original|first|formerly|previously|earlier|once|used\s+to(?:\s+be)?|had(?:\s+\w+){0,2}"
    r"|until|till|drop\w*|abandon\w*|instead\s+of|replac\w*|chose|left|ditch\w*|retir\w*|before"
)
_CAME = r"now|relicens\w*|re-licens\w*|adopt\w*|switch\w*|mov\w*|carries|carry|put|starting|becam\w*|become|chang\w*"
_CUE = re.compile(rf"\b(?:(?P<gone>{_GONE})|(?P<came>{_CAME}))\b", re.IGNORECASE)
"""Words before a licence in its clause that say it went or it came; the nearest one tells."""
_NEAR = re.compile(
    r"\b(?:(?P<gone>from|off)|(?P<came>to|onto|into|for|by|with))(?:\s+[\w'’-]+){0,2}\s*$", re.IGNORECASE
)
"""A preposition right before a licence ("from its bespoke A", "to the B", "dropped A for B", "was replaced by
the B"), nearer than any word of :data:`_CUE`."""
_HELD_UNTIL = re.compile(
    r"\s*,?\s*(?:(?:which|that)\s+)?(?:(?:it|they|we)\s+)?(?:had\b|used\s+to\b|until\b|till\b)[^,;]*?"
    r"(?:\b(?:and|but|then)\b|[,;]|$)",
    re.IGNORECASE,
)
"""What a licence said to have gone is told with after it ("A until 2016 and …", "the A licence it had carried
until then was …"): its own, not the next licence's."""
_SINCE = re.compile(r"\s*(?:,\s*)?(?:since|from)\s+(?:\d|[A-Z][a-z]+\s+\d|then\b|that\b)")
"""A licence said with the time it began ("available under B since 2011")."""
_CLAUSE = re.compile(r"[;:,]|\b(?:when|while|whereas|although|which|who)\b", re.IGNORECASE)
_UNNAMED = re.compile(
    r"\b(?:moved|changed|switched|relicensed|migrated|put)\s+(?:the\s+licen[cs]e\s+of\s+)?(?:its|their)\s+[a-z]"
    r"|\b(?:its|their)\s+(?:[a-z][\w-]*\s+){1,2}(?:now\s+)?(?:ships|is|was|are|were|uses|used|has|had)\b",
    re.IGNORECASE,
)
"""A thing said only as its owner's ("moved its documentation from A to B", "its flagship product now ships
under B"): no name to give the licence (not "its curators moved it to B")."""
_FUTURE = re.compile(
    r"\b(?:will|shall|going\s+to|(?:is|are|'re|am)\s+(?:moving|switching|changing|relicensing)|agreed\s+to"
    r"|plans?\s+to|intends?\s+to|next\s+(?:week|month|year|release))\b",
    re.IGNORECASE,
)
"""A change to come ("will move", "we're moving … next month", "agreed to move"): not held at the text's time."""
_CHANGE = re.compile(rf"\b(?:{CHANGING}|relicens|re-licens|adopt|drop|swap|replac)", re.IGNORECASE)


@dataclass(frozen=True)
class Said:
    """One sentence as read: its text (references resolved), its names' spans and the dates of its clauses."""

    sentence: str
    spans: list[Span]
    dates: list[tuple[int, int, str]]


def _role(sentence: str, start: int, end: int, *, previous: int) -> str:
    """ "gone", "came" or "" for a licence said from ``start`` to ``end``: by what it is told with after it
    (:data:`_HELD_UNTIL`), else by a preposition right before it, else by the nearest cue before it in its clause
    (from the licence said before it in the sentence, at ``previous``, less what that one was told with), else
    by a start said right after it."""
    if _HELD_UNTIL.match(sentence[end:]):
        return "gone"
    if previous >= 0 and re.match(r"\s*,?\s*(?:which|that)\b", sentence[previous:start]):
        return ""  # "T uses the B licence, which changed from the A licence": B's change, not T's
    told = _HELD_UNTIL.match(sentence, previous) if previous >= 0 else None
    clause = re.split(r"[;:,]", sentence[max(previous, told.end() if told else 0) : start])[-1]
    near = _NEAR.search(clause)
    if near and near["gone"] and not (_CHANGE.search(clause) or re.match(r"\s+(?:to|onto|into)\b", sentence[end:])):
        near = None  # not "built from the A licence's code": "from" tells a change with a verb of one or "to B"
    cue = near or (cues[-1] if (cues := list(_CUE.finditer(clause))) else None)
    if cue is not None:
        return "gone" if cue["gone"] else "came"
    return "came" if _SINCE.match(sentence[end:]) else ""


def _owner(
    extraction: Extraction, said: Sequence[Said], roles: dict[str, tuple[str, Said]], old: str, new: str, *, text: str
) -> str | None:
    """What the two licences are of: the name said before each in its clause ("Tarn moved from A to B"), none when
    those are two ("Ferrow has used B since 2019, when Tarnish dropped A"); else, of the names of the sentences
    telling them (the old one's first), one said right before "from" a licence ("the relicensing of T from A to
    B"), else the first that is no word ("Version 3.0 of the Tarn toolkit …"); else the first thing named in the
    sentences before ("Brindle is a library. Originally under A, it …"). Never a person, a role, a licence's own
    identifier ("MIT"), an owner's owner ("Project Atlas's toolkit") or a source ("according to X")."""
    licences = {old, new}
    ties = [r for r in extraction.relations if r.type != CO_MENTION and r.target in licences]
    things = [{r.source for r in ties if r.target == licence and _thing(r.source)} for licence in licences]
    if all(things) and not set.intersection(*things):
        return None  # each licence tied to another thing: two things' licences, or one misread
    both = set.intersection(*[{r.source for r in ties if r.target == licence} for licence in licences])
    if len(both) == 1 and _thing(owner := both.pop()):
        return owner  # what the text ties to both ("Tessellate switched from A to B")
    told = [roles[old][1], *([roles[new][1]] if roles[new][1] is not roles[old][1] else [])]
    moved = [  # "the relicensing of T from its in-house A to B"
        name
        for one in told
        for (_, end, name), (start, _, after) in pairwise(one.spans)
        if after in licences and re.fullmatch(r"\s+from\s+(?:\S+\s+){0,2}", one.sentence[end:start])
    ]
    moved = [name for name in moved if _owns(roles[old][1], name, 0) or _owns(roles[new][1], name, 0)]
    if moved:
        return moved[0]
    near = {name: _clause_owner(roles[name][1], name) for name in (old, new)}
    if near[old] and near[new] and near[old] != near[new]:
        return None  # two clauses, two things: "Ferrow has used B since 2019, when Tarnish dropped A"
    if near[old] or near[new]:
        owner = near[old] or near[new] or ""
        return None if _unlikely(owner) == 2 else owner  # "Tom Hale used to work under A": a person's, no change
    named = [
        (number, name) for number, one in enumerate(told) for start, _, name in one.spans if _owns(one, name, start)
    ]
    ranked = sorted(named, key=lambda one: (one[0], _unlikely(one[1]), one[1] not in text))
    if ranked:
        return ranked[0][1]
    first = min(said.index(one) for one in told)
    before = [(one, start, name) for one in said[first - 1 :: -1] if first for start, _, name in one.spans]
    before = sorted(before, key=lambda one: surname(one[2].split()[-1]))  # a thing before a person ("Ana Ruiz …")
    return next((name for one, start, name in before if _owns(one, name, start, persons=False)), None)


def _clause_owner(one: Said, licence: str) -> str | None:
    """The name a licence is said of in its clause (from the last comma, colon, semicolon, "when", "while" …
    before it): the first name written there ("when Tarn moved from A"), or, in a relative clause ("Tron, which
    was formerly A"), the name it follows; a word ("Version 3.0 of …") or a source ("according to X") is none."""
    start = next(begin for begin, _, name in one.spans if name == licence)
    cut = _cut_before(one.sentence, start)
    begun = cut.end() if cut else 0
    names = [name for name in dict.fromkeys(name for _, _, name in one.spans) if not _licence_like(name, one)]
    if cut and cut.group(0).lower() in ("which", "who"):  # "…, like its predecessor Tron, which was …"
        before = [(one.sentence.rfind(name, 0, cut.start()), name) for name in names]
        return max(before)[1] if max(before, default=(-1, ""))[0] >= 0 else None
    found = [(one.sentence.find(name, begun, start), name) for name in names]
    said = [  # a thing before a word ("Version 3.0 of the Tarn toolkit")
        (_unlikely(name, persons=False), at, name)
        for at, name in found
        if at >= 0 and _said_as_owner(one.sentence, name, at)
    ]
    return min(said)[2] if said else None


def _licence_like(name: str, one: Said) -> bool:
    """Whether a name is a licence or a licence's word: its class noun, as said in the sentence, an identifier
    ("MIT"), a licensing word ("MIT-licensed"), or a verb's form ("Relicensed from A to B")."""
    return (
        _classed(name)
        or name in licence_names(one.sentence)
        or an_identifier(name)
        or LICENSING.search(name) is not None
        or (" " not in name and inflected(name))
    )


def _said_as_owner(sentence: str, name: str, start: int) -> bool:
    """Whether ``name`` at ``start`` may own what its sentence says: not only as an owner's owner ("Project Atlas's
    toolkit") nor as a source ("according to X")."""
    return re.search(rf"{re.escape(name)}(?!['’]s?\s+[a-z])", sentence) is not None and not re.search(
        r"\b(?:according|thanks|due|owing)\s+to\s+$", sentence[:start], re.IGNORECASE
    )


def _owns(one: Said, name: str, start: int, *, persons: bool = True) -> bool:
    """Whether ``name``, said at ``start`` in ``one``, may own a licence: nothing licence-like
    (:func:`_licence_like`), no role or (with ``persons``) person, said as an owner (:func:`_said_as_owner`)."""
    return (
        not _licence_like(name, one)
        and _unlikely(name, persons=persons) < 2
        and _said_as_owner(one.sentence, name, start)
        and not PLACED.search(one.sentence, 0, start)  # "moved from Bitbucket to GitHub in 2015, and from A to B"
    )


def _classed(name: str) -> bool:
    """Whether a name's class is a licence's (:func:`~c0lab.extract.forms.class_noun`: "licence", "license")."""
    return (class_noun(name) or "").startswith("licen")


def _thing(name: str) -> bool:
    """Whether a name may hold a licence: no licence itself, and neither a person, a role nor one English word."""
    return not _classed(name) and _unlikely(name) == 0


def _unlikely(name: str, *, persons: bool = True) -> int:
    """How unlikely a name is to hold a licence: 2 for a person's (with ``persons``) or a role ("Lead maintainer", a
    record's key), 1 for one English word ("Version 3.0 of …", "Licensing: moved off …"), else 0."""
    if (persons and likely_person(name)) or role_noun(name.split()[-1].lower()):
        return 2
    return 1 if " " not in name and english_word(name) else 0


def _part(sentence: str, name: str) -> str:
    """The part of ``sentence`` (between semicolons or colons) that names ``name`` first."""
    start = sentence.find(name)
    cuts = [0, *(cut.end() for cut in re.finditer("[;:]", sentence)), len(sentence) + 1]
    begin, end = next((begin, end) for begin, end in pairwise(cuts) if begin <= max(start, 0) < end)
    return sentence[begin:end]


def _cut_before(sentence: str, start: int) -> re.Match[str] | None:
    """The last clause boundary of ``sentence`` before ``start`` (a comma, colon, semicolon, "when", "which" …)."""
    cuts = list(_CLAUSE.finditer(sentence[:start]))
    return cuts[-1] if cuts else None


def _clause(sentence: str, licence: str) -> str:
    """The words of ``sentence`` before ``licence`` in its clause (from the last comma, colon, "when" … before it)."""
    start = max(sentence.find(licence), 0)
    cut = _cut_before(sentence, start)
    return sentence[cut.end() if cut else 0 : start]


def _versioned_identifier(name: str) -> bool:
    """Whether a name is an SPDX identifier written with its version ("SSPL-1.0"): beside another licence, one."""
    return an_identifier(name) and re.search(r"[-v ]\d", name) is not None


def _undone(sentence: str, licence: str) -> bool:
    """Whether the part of ``sentence`` naming ``licence``, up to it, denies, supposes, plans or reports it (not
    what follows: "… to CC BY 4.0 so that it could be mirrored"), or asks it."""
    part = _part(sentence, licence)
    return told_undone(part[: part.find(licence) + len(licence)], (licence,), that=False) or part.rstrip().endswith("?")


def _said_of(owner: str, licence: str, one: Said, *, named: bool) -> bool:
    """Whether a licence is said of ``owner`` in its part of a sentence (up to a semicolon): the owner named there;
    or, for a licence said to have come (``named``), no other name there ("in 2020 the maintainers moved it to B";
    not "Quill has always been under B; Tarn dropped A")."""
    part = _part(one.sentence, licence)
    others = {  # no word ("GUEST: Yeah, onto the B licence")
        name
        for _, _, name in one.spans
        if name in part and class_noun(name) is None and _unlikely(name, persons=False) != 1
    }
    return owner in others or (named and not others)


def _moment(one: Said, licence: str) -> pd.Timestamp | None:
    """When a sentence's change took effect: the first date said in the clause of ``licence`` ("moved from X to Y in
    2015, and from A to B in 2016": 2016), else the first the sentence states ("In 2010 T abandoned A for B, a move
    campaigned for since 2006": 2010), as a timestamp."""
    start = next((begin for begin, _, name in one.spans if name == licence), 0)
    cut, after = _cut_before(one.sentence, start), _CLAUSE.search(one.sentence, start)
    begin, end = cut.end() if cut else 0, after.end() if after else len(one.sentence) + 1
    own = [date for date in one.dates if begin <= date[0] < end]
    return to_timestamp(min(own or one.dates)[1]) if one.dates else None


def relicensed(extraction: Extraction, said: Sequence[Said], *, text: str, now: int) -> None:
    """Add to ``extraction``, in place, the change of licence ``said`` tells (module docstring): the licence gone
    ended at the change (the date said with the one that came, else with the one gone when that sentence tells the
    change, else the time ``now`` of ``text``), the one that came held since; ties already read are kept, only
    ended."""
    roles: dict[str, tuple[str, Said]] = {}
    for one in said:
        previous, named = -1, licence_names(one.sentence)  # as said there: "from its in-house Corran Licence"
        for start, end, name in one.spans:
            if not (_classed(name) or name in named or _versioned_identifier(name)):
                continue
            if name not in roles:
                roles[name] = (_role(one.sentence, start, end, previous=previous), one)
            previous = end
    gone = [name for name, (role, _) in roles.items() if role == "gone"]
    came = [name for name, (role, _) in roles.items() if role == "came"]
    unsaid = [name for name, (role, _) in roles.items() if not role]
    if len(roles) != 2 or len(gone) != 1 or len(came) > 1:
        return  # one said to have gone: not two at once ("under MIT or Apache-2.0", "the docs under CC BY 4.0")
    old, new = gone[0], (came or unsaid)[0]
    if any(
        _undone(one.sentence, name) or told_as_plan(one.sentence, name, one.dates) for name, (_, one) in roles.items()
    ) or any(_FUTURE.search(one.sentence) and not one.dates for _, one in roles.values()):
        return  # "X never dropped A for B", "If X dropped A …", "Y denied that …", "X should move from A to B"
    if any(_UNNAMED.search(_clause(one.sentence, name)) for name, (_, one) in roles.items()):
        return  # "its flagship product now ships under B", "moved its documentation from A to B": a thing unnamed
    owner = _owner(extraction, said, roles, old, new, text=text)
    if owner is None or not _said_of(owner, new, roles[new][1], named=new in came):
        return
    at = _moment(roles[new][1], new)
    if at is None and _CHANGE.search(roles[old][1].sentence):
        at = _moment(roles[old][1], old)
    tied = [(n, r) for n, r in enumerate(extraction.relations) if r.source == owner and r.type != CO_MENTION]
    if not any(r.target == new for _, r in tied):
        extraction.relations.append(Relation(owner, "LICENCE", new, valid_from=at))
    end = at if at is not None else to_timestamp(now)  # no date said: gone by the time of the text
    if not any(r.target == old for _, r in tied):
        extraction.relations.append(Relation(owner, "LICENCE", old, valid_to=end))
    for number, tie in tied:
        if tie.target == old and tie.valid_to is None:
            begun = tie.valid_from if isinstance(tie.valid_from, pd.Timestamp) and tie.valid_from < end else None
            extraction.relations[number] = replace(tie, valid_from=begun, valid_to=end)
