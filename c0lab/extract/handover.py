"""Who took over from whom: a succession a sentence states, read from the words alone.

"B succeeded A in 2022", "A was replaced by B", "B took over (P) from A", "B took the helm from A", "A handed
the reins (of P) to B", "A passed the chair to B" (a role's noun), "X's direction passed to B" and "…, when B
took over" (the holder is the last one the text named for that role, :func:`~c0lab.extract.forms.holder`),
"A was the predecessor of B", "the successor of A, B, …": B takes over what A held.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from .._time import handed_over_at, parse_time, to_timestamp
from ..retrieval.event_ends import ENDING
from ..retrieval.meaning import likely_person, role_noun
from .charge_held import CHARGE_HELD, left_after, since
from .forms import holder, place_name, purposed, subject_of
from .givers import giver_of
from .held_before import held_before
from .inflect import had_done
from .it_refers import of_one_kind
from .names import spans_of
from .objects import HELD_OFFICE, describing, office
from .predicates import finite, has_sense
from .rules import HAND, SUCCEED, TAKE_OVER, relation_type, surface
from .stints import placed_tie
from .successors import succeeded
from .types import Extraction, Relation, Succession
from .undated import after_stated_end, handing_dates

__all__ = ["succession"]

_BE = r"(?:is|are|was|were|been|being|be)\s+(?:\w+ly\s+)?"
_IN_PLACE_WORDS = r"in\s+(?:his|her|their)\s+(?:place|stead)"
_SUCCESSION = re.compile(
    rf"\b(?P<passive>{_BE}(?![a-z]+ing\b))?(?:{surface(SUCCEED)})\b(?:\s+by\b)?"  # "is replacing A": active
    rf"|\b(?:{surface(TAKE_OVER)})\s+(?:over|charge(?!\s+of\b)|the\s+(?:helm|reins|lead|baton|job|post|role|captaincy|presidency|mantle"
    rf"|(?:leader|director|chairman|chair|editor|steward|governor|head|manager)ship))\b"
    rf"|\b(?:was|were|got)\s+(?:{surface(HAND)})\s+the\s+(?:helm|reins|leadership)\b"  # "B was handed the reins"
    # "B took her place": the last holder's post
    rf"|\b(?:{surface(TAKE_OVER)})\s+(?:his|her|their)\s+(?:place|post|role|seat|job|position|chair)\b"
    r"|\bstep(?:s|ped|ping)?\s+into\s+(?:the|his|her|their)\s+(?:role|post|job|position|shoes|seat|chair)\b"
    rf"|\bin\s+(?:the\s+)?place\s+of\b|\b{_IN_PLACE_WORDS}\b"  # "… installed B in her place"
    rf"|\b{CHARGE_HELD}"  # "Since 2018, B has been in charge": the post of its last holder
    r"|\bbecame(?=\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?(?:of|at)\s+(?:the\s+)?(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
    r"\s+from\s+(?:[a-z]+\s+){0,3}?(?-i:[A-Z][a-z]))",  # "B became captain of P from A" ("took over the captaincy")
    re.IGNORECASE,
)
_IN_PLACE = re.compile(_IN_PLACE_WORDS, re.IGNORECASE)
_GIVEN_PLACE = re.compile(
    r"\b(?:installed|appointed|named|elected|chose|chosen|hired|selected|picked|nominated|put|promoted|became|served"
    r"|took\s+over)\b[^,;.]*$",
    re.IGNORECASE,
)
"""A post given before "in her place" ("the board installed B in her place"): a hand-over; "B played in her place"
is none."""
_HANDED = re.compile(
    rf"\b(?:{surface(HAND)})\s+(?:(?:over|on)\s+)?(?:the\s+(?:helm|reins|lead|leadership|baton|(?P<role>[a-z]+))"
    r"(?:\s+of\s+[^,;]+?)?\s+|(?-i:(?P<thing>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}))\s+)?(?:over\s+)?to\b",
    re.IGNORECASE,
)
_NAMED_SUCCESSOR = re.compile(r"\b(predecessor|successor)\s+(?:of|to)\b", re.IGNORECASE)
_ROLE_PASSED = re.compile(
    r"(?:\b[Tt]he\s+(?P<the>role|post|position|job|office|seat|chair|helm|directorship|leadership|lead|direction)"
    r"|(?P<whose>\b[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})['’]s?\s+(?P<own>role|post|position|job)"
    r"|(?<!['’]s\s)\b(?P<noun>[Ll]eadership|[Cc]ontrol|[Cc]ommand|[Ss]tewardship))"
    r"(?:\s+of\s+(?:the\s+)?(?P<owner>[A-Z][^,;]*?))?"
    r"(?:\s*,\s*(?:held|led|occupied)\s+by\s+(?P<holder>[A-Z][^,;]*?)(?:\s+(?:from|since)\s+[^,;]*)?\s*,)?\s+(?:\w+\s+)?"
    r"(?P<verb>passed|went|fell|changed(?:\s+hands)?|was\s+passed|was\s+handed|was\s+transferred)"
    r"(?:\s+(?:in|on|during|by|around)\s+[^,;]{0,25}?\b\d{3,4})?\s*,?(?:\s+from\s+(?P<giver>[^,;]+?))?"
    r"\s+to\s+(?=(?:the\s+|(?:her|his|their|its)\s+[a-z]+,?\s+)?[A-Z])"
)
"""A role handed on: "The role then went to B", "In 2020, leadership passed to B" (its holder is the last one
named), "A's role (post, job) went to B" (A's: "Her role …" after A), "The baton passed from A to B" (A's),
"Leadership of X passed to B" (X's holder's; B's alone when X's holder is not said), "The leadership of X, held by A
from 2014, passed to B" and "The lead of X changed in 2019 from A to B" (A's until then). Only a date may stand
between the verb and "to" ("went on television in March to …" hands nothing on), and a name must follow "to"."""
_ON_THE_OLD = re.compile(r",\s+(?:who|which|whose)\b[^;,.]*")
"""A relative clause after a hand-over's cue, on the one replaced ("…, who had led X since 2012"): its dates are
the old holder's, not the hand-over's."""
_HELD_SINCE = re.compile(r",\s+(?:who|which)\s+(?:(?:had|has)\s|[^,;]*?\b(?:from|since)\s)")
"""A relative clause in the perfect on the one replaced, or one telling from when, telling what it had held ("…, who
had been lead since 2014", "…, who chaired the project from 2016"): not when the hand-over came."""
_TELLS_HANDOVER = re.compile(
    rf"\b(?:{'|'.join(sorted(SUCCEED | TAKE_OVER | HAND))})[a-z]*|\btook\b|\bgave\s+way", re.IGNORECASE
)
"""Words that tell a hand-over in a relative clause ("…, who followed A in 2019, …"): its date is the hand-over's."""
_CHANGED_POSTS = frozenset("lead leadership helm chair directorship control command stewardship".split())
"""The roles whose change "from A to B" hands them on (not "the direction / position / office of X changed")."""
_REPLACING = ("succeed", "replac", "follow", "supersed", "reliev", "in place", "in the place", "in succession to")
"""Cues after which the one replaced is named next ("B replaced A", "in place of A", "in succession to A")."""
_SUCCEEDING = re.compile(rf"\b(?:{'|'.join(_REPLACING)})[a-z]*(?:\s+of)?\b|\b(?:took|tak[a-z]+)\s+over\s+from\b")
"""A cue after which the one replaced is named (:data:`_REPLACING`: "succeeding A"; "took over from A")."""
_SUCCESSOR_ALONE = re.compile(
    r"\b(?:was|were|is|been)\s+(?:\w+ly\s+)?(?:named|appointed|chosen|selected|elected|confirmed|announced)\s+"
    r"(?:as\s+)?(?:(?:her|his|their|its|the)\s+)?successor\b(?!\s+(?:of|to)\b)(?P<passive>\b\B)?",
    re.IGNORECASE,
)
"""A successor said without the one succeeded ("…, when B was named as successor"): the last holder of the role."""
_UNNAMED = re.compile(r"\s*(?:her|him|them)\b|(?=\s*(?:$|[,.;]|as\s+(?:successor|director|head|chair)\b))")
"""After a succession verb, the one succeeded said as a pronoun or not at all ("B succeeded her", "named successor")."""
_STAND_IN = re.compile(r"\b(?:briefly|temporarily|while|in\s+(?:his|her|their)\s+absence)\b", re.I)
"""Words of a stand-in's charge ("briefly took charge while she was on leave"): no hand-over."""
_TAKING = re.compile(rf"(?:{surface(TAKE_OVER)})\b|(?:was|were|got)\s+(?:{surface(HAND)})\b", re.IGNORECASE)
"""A cue of taking a post that needs no one named after it ("B took over in 2008", "B was handed the reins in 2008")."""
_WAY_GIVEN_TIES = re.compile(r"(?:MADE|MAKES|GAVE|GIVES|STEPPED|STEPS|STOOD|YIELDED|CEDED|RELINQUISHED|SURRENDERED)_")
"""The types read from a way given to the new holder ("A made way for B": ``MADE_FOR``): no tie of their own."""
_APPOSED = re.compile(r",\s+(?:the|a|an|its|their|his|her)\s[^,]*,\s*$")
"""An appositive between a subject and its verb ("B, the new chair of X, follows A"): its names are no subject."""
_OPENS_CLAUSE = re.compile(
    r"(?:,|\band|\bbut|\bthen|(?P<after>\bafter|\bupon|\bbefore))\s*(?:(?:later|then|soon|eventually|\w+ly)\s+)?"
    r"(?P<having>having\s+)?$"
)
"""A hand-over verb opening its clause ("…, and was succeeded by B", "…, succeeding A", "… after taking over from
A"): its subject is the sentence's."""
_HELD_BY = re.compile(
    r"^(?:[^,;]{0,40},\s*)?[Tt]he\s+(?:[a-z-]+\s+){0,2}[a-z]+\s+of\s+[^,;]+?\s+(?:is|was|has\s+been)\s+"
)
"""A role said before its holder ("The main sponsor of X is B, …"): a participle after it is the holder's."""
_KEPT = re.compile(r"\b(?:kept|held|retained|occupied|remained|stayed|served)\b")
"""What the new holder then kept until a date ("B succeeded A as R, a post he kept until 1612"): the end of B's
stint, not when B took over."""
_NAMED_BY_SUBJECT = re.compile(
    r"(?<!\bwas\s)(?<!\bwere\s)(?<!\bbeen\s)\b(?:named|appointed|elected|chose|picked|installed|tapped)"
    r"\s+(?:the\s+)?$"
)
"""A verb whose subject puts the name after it in a post ("X named B as …"): a participle of hand-over after the
post is that name's."""
_AS_NEW = re.compile(
    r"\s+as\s+(?:its\s+|their\s+|the\s+|a\s+|an\s+|his\s+|her\s+)?"
    r"(?!(?:successor|replacement|heir|deputy|assistant|aide)\b)[a-z]"
)
"""The post the name after such a verb is put in ("… as its new lead"; not "as his successor")."""
Span = tuple[int, int, str]


_LIFE_ASIDE = re.compile(r",\s+(?:born|aged)\b[^;]*?,\s*")
"""An aside on a life between a name and its verb ("B, born in Leeds in 1970, succeeded her"): not the successor."""


def _when(dates: list[tuple[int, int, str]], cue: int, default: int) -> int:
    """When a successor takes over: the first date said after the cue, else the last one said before it (an end
    "until 2020" gives way at 2020, not the instant before it), else ``default``."""
    after = [(moment, role) for place, moment, role in dates if place >= cue]
    moment, role = after[0] if after else (dates[-1][1], dates[-1][2]) if dates else (default, "at")
    return handed_over_at(moment) if role == "end" and not after else moment


"""The words right before a date of birth ("was born in Oslo in", "born on"): no date of a hand-over (a death's
date may be one: "She died in 2011 and B succeeded her")."""


def succession(
    extraction: Extraction,
    sentence: str,
    spans: list[tuple[int, int, str]],
    dates: list[tuple[int, int, str]],
    *,
    mentioned: list[str],
    at: int,
    held: Callable[[str], list[tuple[str, str]]] = lambda _: [],
    written: int | None = None,
) -> None:
    """The succession ``sentence`` states (the forms of the module docstring and of
    :mod:`~c0lab.extract.successors`), added to ``extraction``: B takes over, at the date said after the cue (else
    the last one said before it, else ``at``), what A held with the other names of the sentence and of the document
    so far (``mentioned``) — or, when the document names none of them, the one role an earlier text left A holding
    (``held``: the ledger's :meth:`~c0lab.extract.rules.Ledger.holding`). A hand-over said with no start of its own
    ("B succeeded him and held the office until 2017") takes place where an earlier sentence (before ``written``,
    the first relation of this one) said the old holder's stint ended."""
    count = len(extraction.successions)
    dates = handing_dates(sentence, dates)  # not "B, born in Oslo in 1970", "B, who stepped down in 1952"
    by = sentence.find(" by ")  # "was replaced by former Flora player B": B, not Flora ("Orsk founder A was …": A's)
    if by >= 0:
        described = describing(sentence, spans)
        spans = [span for span in spans if not (by < span[0] and span in described)]
    _succession(extraction, sentence, spans, dates, mentioned=mentioned, at=at, written=written)
    role = _ROLE_PASSED.search(sentence)
    if role and role["owner"] and (len(extraction.successions) > count or not role["verb"].startswith("changed")):
        verb = role["verb"].split()[-1].upper()  # "X PASSED A" read from "… of X passed from A to B": no tie
        owners = [name for start, _, name in spans if role.start("owner") <= start < role.start("verb")]
        extraction.relations[written or 0 :] = [
            r for r in extraction.relations[written or 0 :] if r.source not in owners or r.type.split("_")[0] != verb
        ]
    extraction.successions[count:] = [  # no one succeeds themself, no licence a toolkit ("the A licence of T was …")
        one for one in extraction.successions[count:] if one.new != one.old and of_one_kind(one.new, one.old)
    ]
    earlier = written if dates else None  # an end said in this sentence is the new holder's, not the old's
    undated = not dates or (earlier is not None and all(role == "end" for _, _, role in dates))  # "… until 2017"
    done = had_done(sentence) if extraction.successions[count:] else None  # "…, A, had run it since 2001": every date
    # a start in the clause of "had" is A's own
    begun = done is not None and all(k == "start" and p > done and "," not in sentence[done:p] for p, _, k in dates)
    named_as = {name for start, _, name in spans if re.search(r"\bas\s+(?:the\s+)?$", sentence[:start])}
    for number, found in enumerate(extraction.successions[count:], start=count):
        if named_as & set(found.objects):  # "B succeeded A as Astronomer Royal": that post, none other of A's
            found = extraction.successions[number] = replace(
                found, objects=tuple(sorted(named_as & set(found.objects)))
            )
        if undated:
            found = extraction.successions[number] = after_stated_end(extraction, found, before=earlier)
        elif begun and re.search(rf"(?:^|,\s+){re.escape(found.old)},?\s+had\b", sentence):  # "His predecessor, A,
            # had run it since 2001": A's start; the hand-over is when the text was then
            found = extraction.successions[number] = replace(found, at=to_timestamp(at))
        roles = {target if source == found.old else source for source, target in held(found.old)} - {found.new}
        if len(roles) == 1 and not roles & set(found.objects):  # "A handed over to B" in a later text
            extraction.successions[number] = Succession(
                found.new, found.old, (*found.objects, *roles), found.at, found.verb
            )
        extraction.relations = [_role_taken(relation, found) for relation in extraction.relations]
        taken = _post_at(sentence, spans, found)
        if (
            taken is not None
            and taken.target not in roles
            and not any(  # a post A held is handed on as it was
                (
                    {relation.source, relation.target} == {found.old, taken.target}
                    or (relation.source, relation.target) == (found.new, taken.target)
                )
                and (has_sense(relation.type) or relation.type == taken.type)
                for relation in extraction.relations
            )
        ):
            extraction.relations.append(taken)
        preceded = {  # whom A succeeded is no post of A's that B takes over ("B succeeded A, who succeeded C")
            relation.target if relation.source == found.old else relation.source
            for relation in extraction.relations
            if found.old in (relation.source, relation.target) and relation.type.lower().startswith(_REPLACING)
        }
        if preceded & set(extraction.successions[number].objects):
            kept = tuple(name for name in extraction.successions[number].objects if name not in preceded)
            extraction.successions[number] = replace(extraction.successions[number], objects=kept)


_POST_OF = re.compile(
    r"\b(?:(?:reins|helm|charge|leadership|control|command|stewardship)"
    r"|(?P<ship>[a-z]{4,}?)ship|(?P<cy>[a-z]{4,}en)cy"
    r"|(?:role|post|position|office|job)\s+of\s+(?:the\s+)?(?P<role>[a-z]{3,}))\s+(?:of|at)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
"""A post said before the thing it is held at: "the reins of X", "the directorship of X", "the presidency of X",
"the role of director of X"."""

_AS_ROLE = re.compile(
    r"\bas\s+(?:(?:its|the|their|his|her)\s+)?(?:new\s+)?(?P<role>[a-z]{3,}(?:\s+[a-z]{3,})?)\b(?!\s+of\b)"
)
"""A role said after "as" with no thing after it ("X appointed B to succeed A as director"): the thing is the
sentence's subject, the one it names first (not "… as coach after the defeat to X")."""


_AT = re.compile(r"\s+at\s+(?:the\s+)?")
"""A place said right after a holder's name ("A gave way to B at X"): where B served from then on, as "B followed A
at X" says it."""


def _post_at(sentence: str, spans: list[tuple[int, int, str]], found: Succession) -> Relation | None:
    """The post the new holder takes at the one thing a hand-over sentence names ("A handed the reins of X to B",
    "B assumed the directorship of X after A's departure", "X appointed B to succeed A as director"), from the
    hand-over on: the role's (``DIRECTOR_OF``: "directorship", "the role of director", "as director";
    ``PRESIDENT_OF``: "presidency"), else ``IN_CHARGE_OF`` ("reins", "helm", "control"); with no post said, a
    thing right after a holder's "at" is where B serves (``SERVED_AT``: "A gave way to B at X"). None when the
    sentence names no such thing, or more than one, or no role."""
    things = [(start, name) for start, _, name in spans if name not in (found.new, found.old)]
    said = _POST_OF.search(sentence[: things[0][0]]) if len(things) == 1 else None
    if said is None and len(things) == 1 and spans[0][2] == things[0][1]:  # the thing opens the sentence: "X
        said = _AS_ROLE.search(sentence, things[0][0])  # appointed B to succeed A as director"
    if said is None:
        holders = [end for _, end, name in spans if name in (found.new, found.old)]
        at_holder = len(things) == 1 and any(_AT.fullmatch(sentence[end : things[0][0]]) for end in holders)
        return Relation(found.new, "SERVED_AT", things[0][1], valid_from=found.at) if at_holder else None
    groups = said.groupdict()
    role = (groups["role"] or groups.get("ship") or (groups.get("cy") and f"{groups['cy']}t") or "").lower()
    words = role.split()
    words = words if len(words) < 2 or role_noun(words[1]) else words[:1]  # "general manager"; not "coach after"
    kind = relation_type([*words, "of"]) if role else "IN_CHARGE_OF"
    if kind is None or (role and not role_noun(words[-1])):
        return None  # "the relationship of X", "the role of honour at X": no post
    return Relation(found.new, kind, things[0][1], valid_from=found.at)


_HANDING = frozenset(surface(HAND).split("|"))
"""The forms of the verbs of handing on ("handed", "passed", "gave")."""


def _role_taken(relation: Relation, found: Succession) -> Relation:
    """A role said after the one succeeded ("B succeeded A as manager of X", "B replaced A as head of X") is the
    role B takes (the passive's too: "A was succeeded by B as manager of X"), not one A holds from the hand-over on;
    its type is the role's (``MANAGER_OF``, as "B was manager of X" says it). A thing A handed on is B's charge."""
    if (
        relation.source in (found.old, found.new)
        and relation.type.startswith("AS_")
        and relation.target in found.objects
        and relation.valid_from in (found.at, None)  # said with no date: the succession's
    ):
        return replace(relation, source=found.new, type=relation.type.removeprefix("AS_"))
    verb, _, preposition = relation.type.rpartition("_")
    if (  # "A handed (over) X to B": X is in B's charge from then on, nothing A holds
        relation.source == found.old
        and relation.type.split("_")[0].lower() in _HANDING
        and relation.target in found.objects
        and relation.valid_from in (found.at, None)
    ):
        return replace(relation, source=found.new, type="IN_CHARGE_OF", valid_from=found.at)
    if (
        relation.source == found.old
        and verb.lower().startswith(_REPLACING)
        and preposition in ("AS", "AT", "IN")
        and relation.target in found.objects
        and relation.valid_from in (found.at, None)
    ):  # "B succeeded A as R", "B followed A at P": R is B's from then on (A's until then: ingest's succession)
        kind = HELD_OFFICE if preposition == "AS" and office(relation.target) else f"SERVED_{preposition}"
        return replace(relation, source=found.new, type=kind, valid_from=found.at)  # an office: as "was R" says
    return relation


def _handed(extraction: Extraction, mentioned: list[str], spans: list[Span], pair: tuple[str, str]) -> list[str]:
    """What a succession between ``pair`` may hand over: the names of the text so far and of its sentence, not the
    two people, nor a place or moment of a life the text ties either to ("Her successor, B, was born in Oslo")."""
    own = {
        relation.target
        for relation in extraction.relations
        if relation.source in pair
        and (
            placed_tie(relation.type)
            or relation.type.endswith("_IN")
            and place_name(relation.target)  # "grew up in Leeds"
        )
    }
    return [name for name in [*mentioned, *(name for _, _, name in spans)] if name not in {*pair, *own}]


def _changed_hands(role: re.Match[str], spans: list[tuple[int, int, str]]) -> bool:
    """Whether a role said to have "changed" passed between two people: a post's noun, "from" a name "to" one."""
    noun = (role["the"] or role["noun"] or role["own"] or "").lower()
    given = role["giver"] is not None and any(role.start("giver") <= start < role.end("giver") for start, _, _ in spans)
    return noun in _CHANGED_POSTS and given


def _succession(
    extraction: Extraction,
    sentence: str,
    spans: list[tuple[int, int, str]],
    dates: list[tuple[int, int, str]],
    *,
    mentioned: list[str],
    at: int,
    start: int = 0,
    written: int | None = None,
) -> None:
    """:func:`succession` of the sentence alone, its cue the first at or after ``start`` (``written``: where this
    sentence's relations begin; a role passed on is taken from a holder read before them)."""
    cue = _SUCCEEDING.search(sentence)  # "B succeeded A, who had been lead since 2014": A's start; not "B, who
    asides = [  # followed A in 2019, …" (the hand-over's date), nor "A, who retired in 2016" (A's end: the hand-over)
        range(*aside.span())
        for aside in _ON_THE_OLD.finditer(sentence, cue.end() if cue else len(sentence))
        if _HELD_SINCE.match(aside.group())
        and not _TELLS_HANDOVER.search(aside.group())
        and not ENDING.search(aside.group())  # "…, who had retired in 2016": the hand-over's date
    ]
    theirs = [date for date in dates if date[2] != "end" and any(date[0] in aside for aside in asides)]
    all_dates, dates = dates, [date for date in dates if date not in theirs]
    every = spans_of(sentence, [name for _, _, name in spans], every=True)
    other = succeeded(sentence, every)  # "A made way for B", "A's successor, B", "B took A's place" …
    if other is not None:
        new, old, place = other
        objects = _handed(extraction, mentioned, spans, (new, old))
        moment = _when(dates, place, at)
        extraction.successions.append(Succession(new, old, tuple(dict.fromkeys(objects)), to_timestamp(moment)))
        taken = to_timestamp(moment)  # "…'s tenure ended in 2022 with the appointment of B": B ends nothing then
        extraction.ends[:] = [end for end in extraction.ends if new not in (end.source, end.target) or end.at != taken]
        extraction.relations[written or 0 :] = [  # "A made way for B" read as "A MADE_FOR B": the way given, no tie
            r for r in extraction.relations[written or 0 :] if r.target != new or not _WAY_GIVEN_TIES.match(r.type)
        ]
        held_before(extraction, sentence, new, old, set(objects), at=moment, said=all_dates)
        return
    named = _NAMED_SUCCESSOR.search(sentence)
    if named is not None:  # "A was the predecessor of B", "the successor of A, B, …", "B, the successor of A"
        every = spans_of(sentence, [name for _, _, name in spans], every=True)
        before = [name for start, _, name in every if start < named.start()]
        after = [name for start, _, name in every if start >= named.end()]
        glued = re.search(r"\w\s*,\s*(?:the|a)\s+$", sentence[: named.start()]) is not None
        first = subject_of(sentence, [span for span in every if span[0] < named.start()])
        pair = (
            (after[0], first or before[-1])
            if named.group(1).lower() == "predecessor" and before and after
            else (before[-1], after[0])
            if glued and before and after
            else (after[1], after[0])
            if len(after) > 1
            else None
        )
        if pair is not None and pair[0] != pair[1]:
            moment = _when(dates, named.start(), at)
            objects = _handed(extraction, mentioned, spans, pair)
            extraction.successions.append(Succession(*pair, tuple(dict.fromkeys(objects)), to_timestamp(moment)))
            return
    cue = _SUCCESSION.search(sentence, start) or _SUCCESSOR_ALONE.search(sentence, start)
    while (
        cue is not None and cue.group().lower() == "following" and re.search(r"\b[Tt]he\s+$", sentence[: cue.start()])
    ):
        cue = _SUCCESSION.search(sentence, cue.end())  # "the following year": a time; a later cue may follow someone
    if cue is not None and re.match(r"(?i:following)\s+(?:the|his|her|its|their|a|an)\s", sentence[cue.start() :]):
        cue = None  # "Following the rescinding of his contract, …": after, no one followed
    if cue is not None and re.fullmatch(CHARGE_HELD, cue.group(), re.I) and not since(cue, dates):
        cue = None  # "B has been in charge." with no start: no hand-over said
    if cue is not None and _IN_PLACE.match(cue.group()) and not _GIVEN_PLACE.search(sentence[: cue.start()]):
        cue = None  # "Bo Ek played in her place": a stand-in for a day, no hand-over
    if (
        cue is not None
        and cue.group().lower().endswith("charge")
        and _STAND_IN.search(sentence, max(cue.start() - 12, 0))
    ):
        cue = None  # "her deputy briefly took charge while she was ill": a stand-in, no hand-over
    handed = _HANDED.search(sentence) if cue is None else None
    if handed is not None and handed.group("role") and not has_sense(relation_type([handed.group("role"), "of"])):
        handed = None  # "passed the chair to B" hands on a role; "gave the book to B" does not
    role = _ROLE_PASSED.search(sentence)
    if role is not None and role["whose"] and not likely_person(role["whose"]):
        role = None  # "Kell City's job went to B": no one's own role handed on
    if role is not None and role["verb"].startswith("changed") and not _changed_hands(role, spans):
        role = None  # "The direction of X changed in 2011 to focus on …"
    found = cue or handed or role
    if found is None:
        return
    every = spans_of(sentence, [name for _, _, name in spans], every=True)  # "B followed A", A said before too
    life = [aside.span() for aside in _LIFE_ASIDE.finditer(sentence, 0, found.start())]
    before = [name for start, _, name in every if start < found.start() and not any(a <= start < b for a, b in life)]
    after = [name for start, _, name in every if start >= found.end()]
    giver = giver_of(sentence, every, found.end())
    doer = _gapped_subject(sentence, every, found.start()) if cue is not None and not cue.group("passive") else None
    before = [*before, doer] if doer else before  # "B runs X, took over from A in 2019": B took over, no X
    if cue is not None and cue.group().lower() == "became" and not (giver and likely_person(giver)):
        return  # "B became manager of X from Tarn United": where B came from, no hand-over
    held, stated_dates = None, dates
    if role is not None and role["holder"]:  # a start the aside names is its holder's, not the hand-over's
        aside = range(role.start("holder"), role.start("verb"))
        dates = [(place, moment, kind) for place, moment, kind in dates if place not in aside or kind == "end"]
    if role is not None and (after := [name for start, _, name in every if start >= role.end()]):
        giving = [role.span(part) for part in ("giver", "whose") if role[part]]  # "A's role went to B": A's
        givers = [name for start, _, name in every if any(begin <= start < end for begin, end in giving)]
        owners = [name for start, _, name in every if role["owner"] and role.start("owner") <= start < role.end()]
        read = extraction.relations[:written] if written is not None else extraction.relations  # not "X PASSED A"
        held = holder(read, owner=owners[0] if owners else None, besides=(after[0],))  # "The role then went to B";
        # "Leadership of X passed to B": X's
        if owners and held is None:  # no holder said before: B holds the role of X from then (and the one the
            when = to_timestamp(_when(dates, role.start("verb"), at))  # aside names until then)
            kind = relation_type([(role["the"] or role["noun"] or role["own"]).lower(), "of"]) or "LEAD_OF"
            holders = [
                name for start, _, name in every if role["holder"] and role.start("holder") <= start < role.end()
            ] or givers
            begun = [
                moment
                for place, moment, kind in stated_dates
                if holders and role.start("holder") <= place < role.start("verb") and kind != "end"
            ]
            extraction.relations += [
                Relation(holder, kind, owners[0], valid_from=to_timestamp(begun[0]) if begun else None, valid_to=when)
                for holder in holders[:1]
            ]
            extraction.relations.append(Relation(after[0], kind, owners[0], valid_from=when))
            return
        if givers:  # "The baton passed from A to B": A's role, whatever else the text names
            held = holder(extraction.relations, value=givers[0], besides=(after[0],))
            if held is None:
                objects = [name for name in mentioned if name not in (givers[0], after[0])]
                when = _when(dates, role.start(), -1) if dates else None
                moment = to_timestamp(when) if when is not None else to_timestamp(at)
                extraction.successions.append(Succession(after[0], givers[0], tuple(objects[-1:]), moment))
                return
        new, found = after[0], role
    elif handed is not None and after and re.search(r"'s\s+[a-z]+\s+$", sentence[: found.start()]) and before:
        held = holder(extraction.relations, owner=before[-1], besides=(after[0],))  # "X's direction passed to B"
        new = after[0]
    elif (
        cue is not None
        and not cue.group("passive")
        and before
        and (not after and _TAKING.match(cue.group()) or _UNNAMED.match(sentence, cue.end()) or since(cue, dates))
    ):
        owner = after[0] if after and after[0] != before[-1] else None  # "B took over as director of Y": Y's, not
        # what A left in the clause before ("…, and B has been in charge since": B again, no owner)
        if owner is not None and left_after(sentence, cue.end(), owner):  # "B took over, and A retired": A's post
            held = holder(extraction.relations, value=owner, besides=(before[-1],))
        else:
            held = holder(extraction.relations, owner=owner, besides=(before[-1],))  # "…, when B took over", "B
            # succeeded her"
        left = [(end.source, end.target) for end in extraction.ends if end.source in before[:-1]]
        held = held or (left[-1] if left and owner is None else None)  # "A stepped aside, and B took over": A's
        new = before[-1]
    if held is not None:
        stated = next(  # "A stepped down in 2019. B took her place": when the stint was said to end
            (ending.at for ending in reversed(extraction.ends) if {ending.source, ending.target} == set(held)),
            None,
        ) or next(  # "… was Y until 2022. The role then went to B": where Y's stint was said to end
            (
                to_timestamp(handed_over_at(parse_time(str(r.valid_to))))  # in the stint's last period
                for r in reversed(extraction.relations)
                if {r.source, r.target} == set(held) and r.valid_to
            ),
            None,
        )
        said = _when(dates, found.start("verb") if found is role else found.start(), -1) if dates else None
        when = to_timestamp(said) if said is not None else stated or to_timestamp(at)
        extraction.successions.append(Succession(new, held[0], (held[1],), when, _ended_by(sentence, found.start())))
        return
    apposed = _APPOSED.search(sentence[: found.start()])  # "B, the new chair of X since 2019, follows A"
    if apposed is not None:
        before = [name for start, _, name in every if start < apposed.start()] or before
    if not before or not after:
        return
    told = all_dates
    opening = _OPENS_CLAUSE.search(sentence[: found.start()]) if cue is not None else None
    opens = opening is not None
    participle = opening is not None and (
        cue is not None and cue.group().split()[0].lower().endswith("ing") or opening["having"]
    )  # "…, succeeding A", "…, taking over from A", "…, having replaced A"
    if handed is not None or (cue is not None and cue.group("passive")):  # the subject gave way
        new, old = after[0], before[-1] if handed is None else before[0]
        if opens:  # "A served as … and was succeeded by B": the clause's subject is the sentence's
            old = subject_of(sentence, spans) or old
    elif (
        cue is not None
        and giver
        and len(after) > 1
        and not participle
        and not cue.group().lower().startswith(_REPLACING)
    ):
        new, old = before[-1], giver  # "B took over P from A", "B took over from A at P" (a participle's: below)
    elif cue is not None and giver is None and not cue.group().lower().startswith(_REPLACING):
        # the next cue, when it is the same subject's participle ("B took the helm of P, succeeding A"); not another
        # clause's ("…, while A succeeded C at Q")
        later = _SUCCESSION.search(sentence, found.end())
        if later is not None and _OPENS_CLAUSE.search(sentence[: later.start()]) and later.group().endswith("ing"):
            _succession(extraction, sentence, spans, dates, mentioned=mentioned, at=at, start=found.end())
        return  # "B took over P": P is what was taken over, and who held it is not said
    else:
        new, old = purposed(sentence, found.start(), spans) or before[-1], giver or after[0]  # "… to replace A"
        if participle:  # "…, succeeding A", "…, having replaced A in 2021"
            role_first = _HELD_BY.match(sentence) is not None  # "The sponsor of X is B, replacing A": B replaced A
            object_at = next((start for start, _, name in every if name == before[-1]), 0)
            role_first = (
                role_first
                or bool(  # "X named B as its lead, …"; not "X made Y profitable, succeeding A"
                    _NAMED_BY_SUBJECT.search(sentence[:object_at])
                    and _AS_NEW.match(sentence, object_at + len(before[-1]))
                    and not re.match(r"[^,;.]*?\bas\b", sentence[found.end() :])  # "…, succeeding A as mayor": the
                )  # subject's own post
            )
            new = before[-1] if role_first else subject_of(sentence, spans) or new  # "B took office as …, succeeding A"
            extraction.relations = [  # the participle's tie is the holder's too
                replace(r, source=new)
                if role_first and r.target == old and r.type.lower().startswith(_REPLACING)
                else r
                for r in extraction.relations
            ]
            took = [moment for place, moment, role in dates if place < found.start() and role != "end"]
            took = [] if opening and opening["after"] else took  # "B was sacked in 2020 after succeeding A in 2018"
            dates = [(found.start(), took[-1], "at")] if took else dates  # when B took office, not A's start
    kept = [date for date in dates if date[2] == "end" and _KEPT.search(sentence, found.end(), date[0])]
    relative = _ON_THE_OLD.search(sentence, found.end())  # "B replaced A, who had led X since 2012": A's start
    aside = range(relative.start(), relative.end()) if relative else range(0)
    handing = [date for date in dates if date not in kept and date[0] not in aside]
    if handed is not None:  # "A had run P since 2010 and handed it to B": A's start, not the hand-over
        handing = [date for date in handing if date[0] >= found.start() or date[2] != "start"]
    fallback = [date for date in dates if date not in kept] if handed is None else []  # not A's start of the run
    moment = _when(handing or fallback, found.start(), at)
    objects = _handed(extraction, mentioned, spans, (new, old))
    ended_by = _ended_by(sentence, found.start())  # "A resigned in 2014, and B succeeded her"
    extraction.successions.append(Succession(new, old, tuple(dict.fromkeys(objects)), to_timestamp(moment), ended_by))
    held_before(extraction, sentence, new, old, set(objects), at=moment, said=told)


def _gapped_subject(sentence: str, every: list[Span], cue: int) -> str | None:
    """The subject of a clause of a finite verb with none of its own after a comma (at ``cue``): the sentence's, when
    it is a name a finite verb follows and its clause ends in another name before the comma ("B runs X, took over
    from A in 2019": B); not an appositive's ("X's chief, B, took over …") nor a participle's ("…, taking over …")."""
    comma = re.search(r",\s*$", sentence[:cue])
    closing = [name for _, end, name in every if comma and end == comma.start()]
    subject = subject_of(sentence, every)
    if not closing or subject in (None, closing[0]) or sentence[cue:].split()[0].lower().endswith("ing"):
        return None
    first = next(end for _, end, name in every if name == subject)
    verb = re.match(r"\s+([a-z]+)", sentence[first:])
    return subject if verb and finite(verb[1]) and first < cue else None


def _ended_by(sentence: str, cue: int) -> str:
    """The ending verb said before the succession's cue ("He was sacked in 2005 and B took over": "was sacked")."""
    ending = ENDING.search(sentence[:cue])
    return ending[0] if ending else ""
