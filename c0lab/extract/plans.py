"""A change told as a plan, not as done: "B will succeed A as chair", "X is set to move from Leeds to York", "X plans
to switch to Apache-2.0", "B is expected to replace A", "the members voted to move X to the MPL-2.0".

A tie, hand-over or end between two names is a plan when, where the sentence first says them both, a word of one
stands between them ("Dana Pell will succeed Arno Vik") or before the first in its clause ("The board voted to
appoint Ana Roe as chair"), or right after the second comes a time to come or an intention ("B succeeds A next
month", "A retired, with B expected to succeed her") or, for a hand-over or an end, a schedule ("A resigned; B will
succeed him"): the names are said together, nothing more. A word of intention (:data:`_INTENDED`) always tells a
plan; a word of schedule (:data:`_SCHEDULED`) does unless its clause gives a year no later than the text ("Jan Holm
will become mayor of Kestra in 1905", told in 2020), the period of the text's day ("this summer", said in the
summer) or an effect as told ("with immediate effect"). A date to come is never read
(:func:`~c0lab.extract.dates.dated_phrases`), so "B will take over in June" is a plan.

A clause runs between ";", "and / but / while", a comma before a lower-case word (", who", ", will"; not a
hand-over's participle, ", taking over from A") or a word that opens a clause ("when", "who", "that") and the next
such break, so "A moved to York in 2019 and plans to move to Hull" keeps its York, "X signed B, and B will wear the
number 9" its signing, and "Though the owners tried to block it, B bought X" its purchase.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .._reading_weekdays import REPORTING
from ..retrieval.event_ends import ENDING
from ..retrieval.lexicon import LEADING, RelationLexicon
from ..retrieval.meaning import role_noun
from .holders import role_before
from .inflect import base_form, past_tense
from .names import FUNCTION, MODALS
from .predicates import verb_like
from .types import Extraction, Relation

__all__ = ["told_as_plan", "unplanned"]

_NOT_A_WILL = (
    r"(?<!['’]s\s)(?<!\b[Tt]he\s)(?<!\bhis\s)(?<!\bher\s)(?<!\bits\s)(?<!\btheir\s)(?<!\bown\s)(?<!\bfree\s)"
    r"(?<!\ba\s)(?<!\b[Ss]ome\s)(?<!\b[Mm]any\s)(?<!\b[Oo]thers\s)"
)
_AHEAD = re.compile(
    r"(?<!\bthe\s)(?<!\bthat\s)(?<!\bof\s)\b(?i:next)\s+(?:week|month|year|spring|summer|autumn|fall|winter|quarter)\b"
    r"|\b(?i:later)\s+this\s+(?:week|month|year)\b|\b(?i:in)\s+the\s+coming\s+(?:weeks|months|years)\b"
)
"""A time to come ("next month", "later this year"), wherever it stands in the clause of a change."""
_CHANGE = (
    r"(?:succeed|replace|take|become|join|move|leave|step|stand|hand|switch|relocate|merge|retire|resign|quit|depart"
    r"|exit|return|rejoin|sign|marry|wed|divorce|sell|buy|acquire|close|open|launch|lead|head|chair|run|manage|coach"
    r"|direct|assume|resume|vacate|relinquish"
    r"|be\s+(?:relicensed|renamed|replaced|succeeded|merged|moved|sold|closed|led|run|headed|chaired|taken|appointed"
    r"|named|elected|installed|promoted|acquired|bought|dissolved|released|transferred|loaned|signed))\b"
)
"""A verb of a change after "to" that schedules it ("is to succeed", "is to be replaced")."""
_ARRANGED = (
    r"(?:is|are)\s+(?:(?:now|also|soon)\s+)?(?:retiring|resigning|quitting|departing|leaving|exiting"
    r"|joining(?!\s+forces\b)|rejoining|returning|moving|switching|relocating|succeeding|replacing"
    r"|(?:stepping|standing)\s+(?:down|aside)|(?:taking|handing)\s+over"
    r"|being\s+(?:replaced|succeeded|relieved|sold|acquired|transferred|loaned))\b"
)
"""A change of post in the present progressive: an arrangement, not done ("is retiring", "is being replaced")."""
_SCHEDULED = re.compile(
    rf"{_NOT_A_WILL}(?<!\bpolitical\s)\b(?:will|shall)\s+"
    r"(?!to\b|(?:remain|stay|continue|say|argue|tell|note|claim|recall|remember|know|agree|find)\b"
    r"|(?:be|serve)\b[^;.]*\b(?:acting|interim)\b|[^;.]*\buntil\b)"
    r"(?:[a-z]+ly\s+|not\s+|also\s+|soon\s+|then\s+)*[a-z]+"
    r"|\b(?:is|are|am)\s+(?:(?:now|also)\s+)?(?:set|scheduled|slated|due)\s+to\s+[a-z]"
    rf"|\b(?:is|are)\s+(?:(?:now|also|soon)\s+)?to\s+{_CHANGE}"
    rf"|\b{_ARRANGED}"
    rf"|{_AHEAD.pattern}"
)
"""Words that tell a change is to come ("will", "is set to", "is to succeed", "is retiring", "next month": a change
of post in the present progressive is an arrangement, not done); not "will" as a noun
("his will", "the political will to"), nor what goes on from now ("will remain chair", "will be acting leader",
"shall chair it until the annual meeting"). Lower case: "Will" opening a sentence asks, or is a name. A schedule with
a year in its clause no later than the text tells a past's future ("Jan Holm will become mayor of Kestra in 1905"):
done."""
_INTENDED = re.compile(
    r"\b(?:(?:is|are|am|was|were)\s+(?:(?:now|also|currently|reportedly)\s+)?)?(?:expected|tipped|understood|about"
    r"|preparing|poised|planning|hoping|likely|going|set|scheduled|slated)\s+to\s+(?P<verb>[a-z]+)"
    r"|\b(?:plann?|intend|aim|hop|want|propos)(?:e|es|s|d|ed)?\s+to\s+[a-z]|\bannounced\s+plans\s+to\b"
    r"|\b(?:voted|tried|attempted|sought|threatened|offered)\s+to\s+[a-z]"
    r"|\b(?:proposed|proposes|considered|considers|discussed|discusses|suggested|suggests)\s+(?:to\s+[a-z]|[a-z]+ing\b)"
)
"""Words that tell a change is meant, hoped, foreseen, voted, proposed or tried, whether or not it came about ("is
expected to", "with B expected to succeed her", "was set to join", "plans to"); after "expected", "set", "going" …
only a verb ("was set to music", "going to school" are none)."""
_NO_VERB = frozenset(["school", "work", "college", "university", "church", "bed", "war", "sea", "court", "press"])
"""Words after "going to" that are places one goes to, though also verbs."""
_LATER = re.compile(r"\blater\s+$", re.IGNORECASE)
"""Before "this year": a time to come ("later this year")."""
_NOW_SAID = re.compile(
    r"\b(?:with\s+immediate\s+effect|(?:effective|starting)\s+(?:immediately|today|now)|immediately|from\s+now\s+on"
    r"|(?:from|as\s+of|starting)\s+today)\b",
    re.IGNORECASE,
)
"""A schedule that takes effect as it is told ("B will take over with immediate effect", "from today"): done."""
_INTENDED_AFTER = re.compile(
    r"(?:\s+(?:is|are|was|were))?\s+(?:now\s+)?(?:expected|tipped|poised|likely|set)\s+to\s+[a-z]"
)
"""An intention said right after a name, of that name ("… with B expected to succeed her")."""
_SCHEDULED_AFTER = re.compile(
    rf"\s+(?:(?:will|shall|(?:is|are)\s+(?:(?:set|scheduled|slated|due)\s+)?to)\s+[a-z]|{_ARRANGED})"
)
"""A schedule said right after a name, of that name ("B will succeed him", "… Nick Read is stepping down")."""
_REPORTED = re.compile(rf"\b(?:{'|'.join(REPORTING)})\b")
_WOULD_AFTER = re.compile(r"\s+would\s+(?!have\b|not\s+have\b)(?:[a-z]+ly\s+)?[a-z]")
"""A future told in reported speech, right after a name ("X announced that B would join it"): a plan then."""
_YEAR_SAID = re.compile(r"(?:[\w.]+[\s,]+){0,3}?\d{3,4}\b|(?:this|today)\b", re.IGNORECASE)
"""A date phrase that says its year ("in 1905", "on 3 May 2019") or the period of the text's day ("this summer",
said in the summer), not a month or a weekday alone ("in June": the June to come is not read)."""

_BREAK = re.compile(
    r";|,?\s+(?:and|but|while|whereas)\s+|,\s+(?=[a-z])(?!(?:taking|succeeding|replacing|relieving|following)\b)"
    r"|\s(?=(?:when|where|who|which|after|before|because|since|although|though|if|unless|once|that)\s)"
)
"""Where one clause of a sentence ends and the next begins."""


_APPOSED_ROLE = re.compile(
    r"(?:['’]s)?\s*,?\s+(?:(?:the|its|their|his|her)\s+)?(?P<modifiers>(?:[a-z-]+\s+){0,2}?)(?P<role>[A-Za-z-]+)"
    r"(?:\s+(?:of|at|for)(?:\s+the)?)?\s*,?\s+"
)
"""A role between a thing and its holder, said by a noun phrase ("Orsk Labs CEO Ana Roe", "Ana Roe, chief executive
of Orsk Labs", "Orsk Labs's director Ana Roe"): the tie is the phrase's, not a plan's the clause tells."""
_TO_COME = frozenset("incoming designate designated elect future prospective presumptive next".split())
"""A role's modifiers that make it a plan ("Orsk Labs's incoming CEO Ana Roe")."""


def _role_said(sentence: str, tie: Relation) -> bool | None:
    """Whether the words between the tie's names, where the sentence first says them, are its role held now (True:
    "Orsk Labs CEO Ana Roe"), one to come (False: "Orsk Labs's incoming CEO Ana Roe"), or no role of its type (None:
    "Velmar Bank director Tomas Reid will become chairman of …" says a director, the tie a chairman)."""
    said = _first_said(sentence, tie.source, tie.target)
    found = _APPOSED_ROLE.fullmatch(sentence, said[0][1], said[1][0]) if len(said) == 2 else None
    modifiers = found["modifiers"].split() if found else []
    if found is None or any(word in FUNCTION | MODALS or verb_like(word) for word in modifiers):
        return None  # "Orsk Labs will captain Ana Roe": a verb, not a role's modifier
    if found["role"].upper() not in tie.type.split("_"):
        return None
    if not (found["role"].isupper() or role_noun(found["role"].lower())) or verb_like(found["role"]):
        return None  # "Germaine married Ferdinand": a verb, though "the married" are persons
    after = re.split(r"[,;.]", _BREAK.split(sentence[said[1][1] :], maxsplit=1)[0], maxsplit=1)[0]
    return not (_TO_COME.intersection(modifiers) or _STARTS.search(after) or _AHEAD.search(after))  # "… from June"


_STARTS = re.compile(r"\b(?:from|as\s+of|starting|effective)\b", re.IGNORECASE)
"""A start said after a role ("… CEO of X from June"): the role is to come, when a plan tells it."""


def _role_held(sentence: str, tie: Relation, dated: list[int]) -> Relation:
    """A tie the noun phrase between its names says (:func:`_role_said`) in a sentence that plans: held, with the
    dates said inside the phrase ("Greta Lind, chairman of X since 2015, will speak"), none of the plan's."""
    said = _first_said(sentence, tie.source, tie.target)
    apposed = sentence[said[0][1] : said[1][0]].lstrip().startswith(",")  # "A, chairman of X since 2015, …"
    stop = said[1][1] + (len(re.split(r"[,;]", sentence[said[1][1] :], maxsplit=1)[0]) if apposed else 0)
    return tie if any(said[0][0] <= place < stop for place in dated) else Relation(tie.source, tie.type, tie.target)


@lru_cache(maxsize=256)
def _named(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")


def _first_said(sentence: str, *names: str) -> list[tuple[int, int]]:
    """Where ``sentence`` first says each of ``names`` it says, in the sentence's order."""
    return sorted(found.span() for name in names if (found := _named(name).search(sentence)))


def _places(sentence: str, name: str) -> list[int]:
    return [found.start() for found in _named(name).finditer(sentence)]


def _clause_start(sentence: str, place: int) -> int:
    return max((found.end() for found in _BREAK.finditer(sentence) if found.end() <= place), default=0)


def _intended(found: re.Match[str]) -> bool:
    """Whether a match of :data:`_INTENDED` tells an intention: a verb after "expected to", "set to" …"""
    verb = found["verb"]
    return verb is None or verb not in _NO_VERB and (base_form(verb) or not _inflects())


@lru_cache(maxsize=1)
def _inflects() -> bool:
    """Whether verb forms are known (lemminflect installed); without them any word after "to" is a verb."""
    return past_tense("be") is not None


def _planned(sentence: str, begin: int, end: int, dated: list[int]) -> bool:
    """Whether a word of a plan stands in ``sentence[begin:end]``: an intention, or a schedule whose clause gives no
    year said (``dated``: where the sentence's dates stand, none later than the text), no period of the text's day
    and no effect as told."""
    if any(_intended(found) for found in _INTENDED.finditer(sentence, begin, end)):
        return True
    for found in _SCHEDULED.finditer(sentence, begin, end):
        opened = _clause_start(sentence, found.start())
        stop = next((cut.start() for cut in _BREAK.finditer(sentence, found.end())), len(sentence))
        if not (
            any(
                opened <= place < stop and _YEAR_SAID.match(sentence, place) and not _LATER.search(sentence, 0, place)
                for place in dated
            )
            or _NOW_SAID.search(sentence, opened, stop)
        ):
            return True
    return False


def _planned_between(sentence: str, one: str, other: str, dated: list[int], *, handover: bool = False) -> bool:
    """Whether ``sentence`` tells the tie between ``one`` and ``other`` as a plan where it first says them: a word of a
    plan between them or before the first in its clause, or right after the second a time to come or an intention
    ("B succeeds A next month", "A left, with B expected to succeed her"), or a schedule when the second opens its
    clause or the tie is a ``handover`` ("A resigned; B will succeed him", "X announced that B will lead it")."""
    said = _first_said(sentence, one, other)
    if len(said) < 2 or one == other:
        return False
    (first, first_end), (second, end) = said
    stop = next((cut.start() for cut in _BREAK.finditer(sentence, end)), len(sentence))
    opened = _clause_start(sentence, second)
    opens = handover or opened > first  # the second name opens its clause: a schedule after it is of the tie
    reported = bool(
        _REPORTED.search(sentence, 0, end)  # "X said B would join it"
        and _WOULD_AFTER.match(sentence, end, stop)
        and not role_before(sentence[first_end:second])  # "X manager B would …": B manages X now
        and not any(  # a year said: done (not "on Monday", "in June": the report's day)
            _clause_start(sentence, first) <= place < stop and _YEAR_SAID.match(sentence, place) for place in dated
        )
    )
    after = (
        _INTENDED_AFTER.match(sentence, end, stop) or opens and _SCHEDULED_AFTER.match(sentence, end, stop) or reported
    )
    if after or _AHEAD.search(sentence, end, stop):
        return True
    if opened > first:  # a plan of the second name's clause ("A joined X in 2019 and will join Y")
        return _planned(sentence, opened, second, dated)
    opened = max(_clause_start(sentence, first), sentence.rfind(",", 0, first) + 1)  # not a fronted clause's plan
    return _planned(sentence, opened, second, dated)  # ("Though X tried to block it, B bought Y")


def told_as_plan(sentence: str, name: str, dates: list[tuple[int, int, str]]) -> bool:
    """Whether ``sentence`` says ``name`` only after a word of a plan in its clause ("voted to move X from the GPLv3
    to the MPL-2.0"; ``dates``: the sentence's, ``(place, moment, role)``)."""
    places, dated = _places(sentence, name), [place for place, _, _ in dates]
    return bool(places) and all(_planned(sentence, _clause_start(sentence, place), place, dated) for place in places)


def unplanned(
    extraction: Extraction,
    sentence: str,
    dates: list[tuple[int, int, str]],
    since: tuple[int, int, int],
    *,
    mention: str,
) -> None:
    """Turn what ``sentence`` told as a plan, read into ``extraction`` from ``since`` (its relations, successions
    and ends counted before it), into names said together: a typed tie becomes ``mention``, a hand-over or an
    end is dropped (``dates``: the sentence's, ``(place, moment, role)``). What a planned end or hand-over is to
    end is held now: "A will step down as CEO of X" and "B will succeed A as CEO of X" keep A ``CEO_OF`` X, open."""
    planning = _INTENDED.search(sentence) or _SCHEDULED.search(sentence)
    if not (planning or _REPORTED.search(sentence) and re.search(r"\bwould\b", sentence)):  # "X said B would …"
        return
    dated = [place for place, _, _ in dates]
    written, handed, ending = since
    said = extraction.relations[written:]
    ends = extraction.ends[ending:]
    to_come = list(_LEAVING_TO_COME.finditer(sentence))
    done = [verb for verb in ENDING.finditer(sentence) if not any(f.start() <= verb.start() < f.end() for f in to_come)]
    leaving = set() if done else {" ".join(found["verb"].lower().split()) for found in to_come}  # "A quit; B will quit"
    kept = [
        one
        for one in ends
        if not _planned_between(sentence, one.source, one.target, dated, handover=True)
        and " ".join(one.verb.lower().split()) not in leaving  # "A said she would step down at the end of the year"
    ]
    held = {frozenset((one.source, one.target)) for one in ends if one not in kept}
    handovers = extraction.successions[handed:]
    extraction.successions[handed:] = [
        one for one in handovers if not _planned_between(sentence, one.new, one.old, dated, handover=True)
    ]
    planned = [one for one in handovers if one not in extraction.successions[handed:]]
    held -= {frozenset((one.new, thing)) for one in planned for thing in one.objects}  # the one to come holds nothing
    for one in planned:
        if not _gone(sentence, one.old):  # "B will succeed A as CEO of X": A is CEO of X now
            held |= {frozenset((one.old, thing)) for thing in one.objects}
            said += [
                Relation(one.old, tie.type, tie.target)
                for tie in said
                if tie.source == one.new
                and tie.target in one.objects
                and tie.type != mention
                and not tie.type.startswith("AS_")  # "… as CEO of X": the tie again, read with its preposition
                and RelationLexicon.type_senses(tie.type) & LEADING  # a post, not B's own "joined X in 1997"
            ]
    extraction.ends[ending:] = kept
    extraction.relations[written:] = list(
        dict.fromkeys(
            _role_held(sentence, one, dated)
            if (role := _role_said(sentence, one))
            else _held_now(sentence, one, held, mention)
            if role is False and planning or _planned_between(sentence, one.source, one.target, dated)
            else one
            for one in said
        )
    )


_LEAVING_TO_COME = re.compile(
    r"\b(?:would|will|shall|is\s+to|are\s+to|plans?\s+to|intends?\s+to|(?:is|are)\s+going\s+to|expects?\s+to)\s+"
    r"(?:soon\s+|eventually\s+)?(?P<verb>leave|step\s+(?:down|aside)|stand\s+down|resign|retire|quit|depart)\b",
    re.IGNORECASE,
)
"""A leaving to come ("she would leave at the end of the year", "plans to step down"): it ends nothing yet, whether or
not the sentence names what is left, when no leaving the sentence tells is done ("A quit in March; B will quit in
May": A's end stands)."""
_GONE = re.compile(rf"\s*,\s+who\s+(?:has\s+|had\s+)?(?:[a-z]+\s+){{0,2}}?(?:{ENDING.pattern})")
"""After a name, a clause telling that its holder left ("…, who died in March", "…, who stepped down in 2023")."""


def _gone(sentence: str, name: str) -> bool:
    """Whether ``sentence`` tells that ``name`` no longer holds anything: "the late A", "A, who died in March"."""
    found = _named(name).search(sentence)
    return found is not None and bool(
        re.search(r"\bthe\s+late\s+$", sentence[: found.start()], re.IGNORECASE) or _GONE.match(sentence, found.end())
    )


_AS_ROLE_OF = re.compile(
    r"(?:\bas\s+(?:the\s+)?(?:[A-Za-z-]+\s+){1,3}|\b(?:the|his|her|their)\s+[a-z]{3,}ship\s+)of\s+(?:the\s+)?$"
)
"""The words before a thing whose role a plan ends ("… will step down as CEO of X", "… succeed A as chair of the X",
"… will hand over the chairmanship of X to B")."""


def _held_now(sentence: str, tie: Relation, held: set[frozenset[str]], mention: str) -> Relation:
    """A tie a plan tells: held now, open, when a planned end or hand-over is to end it and the sentence says the
    role ("as CEO of X"); else names said together."""
    source, target = (_named(name).search(sentence) for name in (tie.source, tie.target))
    if (
        tie.type != mention
        and frozenset((tie.source, tie.target)) in held
        and source is not None
        and target is not None
        and _AS_ROLE_OF.search(sentence, source.end(), target.start())
    ):
        return Relation(tie.source, tie.type, tie.target, tie.valid_from)
    return Relation(tie.source, mention, tie.target)
