"""The valid time of each clause of a sentence, as the offline extractor reads it.

A sentence is split into clauses at commas, semicolons and an "and"/"but" before a lower-case word
(:func:`clause_starts`). Each clause's valid time comes from its own dates
(:func:`~c0lab.extract.dates.clause_interval`), else a date said before it ("since then", "when …"), else the next
clause's when that one says nothing else ("…, from 2012") or is its relative clause ("…, who followed A in 2022");
"…, and under Y before" ends at the date before; a clause that only says something ended ("…, graduating in
1984") ends the clause before it (:func:`clause_times`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .._reading_weekdays import REPORTING
from .._time import handed_over_at, to_timestamp
from ..retrieval.lexicon import RelationLexicon
from .dates import clause_interval
from .deeds import WHOLE_LIFE, deed_told
from .durations import began_before, left_after, stay_told, stayed_for
from .forms import ENDING, PLUPERFECT
from .it_refers import is_thing, leading
from .names import MARKER, spans_of
from .predicates import finite, past_verb
from .rules import BEFORE, PRIOR, PRIOR_CLAUSE, THEN
from .types import Relation

__all__ = [
    "DATED_ASIDE",
    "PURPOSE",
    "RELATIVE",
    "Clauses",
    "clause_starts",
    "clause_times",
    "held_again",
    "held_until_then",
]

PURPOSE = r"to\s+(?=(?:join|rejoin|sign|become|coach|manage|play\s+for)\b)"
"""A clause of purpose after a leaving ("left A in 2005 to join B"): its own clause, the subject's (B is joined)."""
_LATER_CLAUSE = r"before\s+(?:[a-z]{2,}ing|he|she)\s"
"""A clause of what came next after a verb ("… played for A before moving to B in 1991", "… before he was sold to
B"): its own clause, and its date ends the clause before."""
_MOVED_ON = re.compile(
    r"before\s+(?:(?:he|she)\s+(?:was\s+|had\s+)?|being\s+|having\s+)?(?:(?:mov|join|rejoin|re-join|transfer|sold"
    r"|sell|leav|left|retir|resign|stepp|quit|hand|switch|depart|return)[a-z]*|sign(?:ed|ing)\s+(?:for|with))\b"
)
"""A clause of what came next that ends the tie before it: a move or a leaving ("before moving to B in 1991"), not
"before making his debut in 1991" (within it), "before signing a new contract", "before being loaned to B"."""
_SOMEONE_ELSE = re.compile(r"(?:(?:and|but)\s+)?(?:his|her|their|its|my|our|the)\s+[a-z]+\s")
"""A clause whose subject is someone of the one before or another ("…, and her father died in 1992")."""
_CLAUSE = re.compile(
    rf"[,;]\s+(?!\d)|\s+(?:and|but)\s+(?=[a-z])|(?<=[a-z\d])\s+(?={PURPOSE}|{_LATER_CLAUSE})"
    r"|\s+(?:and|but)\s+(?P<subject>(?=[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}\s+(?P<verb>[a-z]+)\b))"
)
"""Where a clause starts: after a comma or a semicolon, at "and"/"but" before a lower-case word, or before a name
and its own finite verb ("… from 1991 to 1996 and Tom Hale was Chancellor …", "… and Bo Ekdal took her place")."""
DATED_ASIDE = re.compile(r"^(?:(?:from|since|in|between|until)\s+(?:[\w-]+\s+){0,3}\d{4}\s*,?\s*)?", re.IGNORECASE)
"""What may stand between "before that," and its clause: nothing, or a date ("before that, from early 2015, by B")."""
_FORMERLY = re.compile(r"\b(?:previously|formerly|originally|initially|at\s+first)\b")
_BEGUN = re.compile(r"(?:appointed|elected|named|hired|installed|chosen|selected|instated|signing|having\s+signed)\b")
"""A clause opening with a participle of taking up a role or a contract ("…, appointed in 2011", "…, signing a
one-year contract on 30 September 2011"): when the clause before began."""
_AGAIN = re.compile(
    r"(?:and\s+)?(?:(?:later|then|was|were)\s+)*re-?(?P<verb>[a-z]{3,}ed)\s+(?P<preposition>under|by|with|to|as|at|in)\b"
)
"""A clause opening with a verb done again and its preposition ("…; re-released under B in 2015"): with another
value after the same verb and preposition in the clause before, the one before ended then."""
RELATIVE = re.compile(r"^(?:who|which|that)\b\s*", re.IGNORECASE)
"""A clause opening with a relative pronoun ("…, who runs B")."""
_LEFT_BY_NOW = re.compile(
    r"\W*(?:and\s+)?(?:(?:has|have|had)\s+)?(?:died|resigned|retired|stepped\s+down|quit)\s*(?:[.;]|$)"
)
"""A clause saying only that one left, with no date ("Ana Roe, chief executive of X, has resigned."): by the text's
day (not one to come: "…, is retiring")."""
_REPORTING = re.compile(rf"(?:{'|'.join(REPORTING)})\b")
"""A clause of saying: its date is the report's, no start of the clause before ("A, chief of X, said on Monday")."""
_DOING = re.compile(r"(?!(?:start|begin|end|finish|follow|effective|last)ing\b)[a-z]{2,}ing\b")
"""A clause that opens with a participle of its own doing ("…, leading the club to a title in 2006"): its date is
no date of the clause before."""


_OFFSET = re.compile(r"\b(?:years?|months?|weeks?|days?|decades?|shortly|just|long|soon|earlier)\s+before\s+th", re.I)
"""A time before another said with how long before ("two years before that"): an event then, no state held before."""
_LINKING_WORDS = frozenset(
    "that then this before since until from with have been were they them their previously prior".split()
)
_PRIOR_LAST = re.compile(r"\b(?:before\s+th(?:at|en)|until\s+then|prior\s+to\s+that|previously)[\s.;:!?)]*$", re.I)
"""A clause ending with the words that tell it held before the one before it ("…; it was under A before that")."""


def _prior(clause: str, before: tuple[int | None, int | None], said: str = "") -> bool:
    """Whether a later clause tells what held before the one before it (``before``: its valid time; ``said``: its
    words): "…; before that it was under A" (or "…; it was under A before that", with a word of the clause
    before), or, after a clause with a start,
    one in the past perfect of the same role ("In 2019 X switched to the B licence; it had been under the A
    licence", "B took charge of X in 2019; it had been run by A"; not "…; she had married A in 2012", nor a
    relative clause: "…, who had led it")."""
    clause = clause.strip()
    pluperfect = PLUPERFECT.match(clause) and not RELATIVE.match(clause) and before[0] is not None
    last = _PRIOR_LAST.search(clause) and not _OFFSET.search(clause) and _same_words(clause, said)
    return bool(PRIOR_CLAUSE.match(clause) or last or pluperfect and _same_role(clause, said))


def _same_words(clause: str, said: str) -> bool:
    """Whether a clause says a word of the clause before it, a verb or a noun of what changed ("…; it was under the
    A licence before that" after "… under the B licence"; not "…, and she married A before that")."""
    words = [set(re.findall(r"\b[a-z]{4,}\b", text)) - _LINKING_WORDS for text in (clause, said)]
    return bool(words[0] & words[1])


def _same_role(clause: str, said: str) -> bool:
    """Whether a clause tells a value of the role the clause before it (``said``) changed: a class noun both name
    ("… licence"), or it leads and the one before replaces ("B replaced A in 2019; A had led X") or leads what it
    names ("B took charge of X in 2019; X had been run by A"; not "B became chair of X; he had chaired Y")."""
    nouns = [set(re.findall(r"[A-Z][\w'’-]*\s+([a-z]{3,})\b", text)) for text in (clause, said)]
    words = [re.findall(r"[a-z]{3,}", text) for text in (clause, said)]
    names = [set(re.findall(r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+", text)) for text in (clause, said)]
    replaced = any("replace" in RelationLexicon.asked_senses(word) for word in words[1])  # "B replaced A; A had led X"
    things = {name for name in names[0] & names[1] if is_thing(name)}  # "B took charge of X; X had been run by A"
    led = any(leading(word) for word in words[1]) and bool(things)
    return bool(nouns[0] & nouns[1]) or any(leading(word) for word in words[0]) and (replaced or led)


def _relative_start(following: list[tuple[int, str]], clause: str) -> int | None:
    """The start a relative clause after a name states of the name's tie ("…, previously headed by A, who had been
    in charge from the spring of 2013"), else None."""
    return following[0][0] if following and following[0][1] == "start" and RELATIVE.match(clause.strip()) else None


def _ranged(dates: list[tuple[int, int, str]], number: int, clause: Callable[[int], int]) -> bool:
    """Whether clause ``number`` states a range, a start and an end ("…, serving from 1955 to 1958"): a participle
    clause that only says how long is the time of the clause before (a point, "…, leading X to a title in 2006",
    is an event of its own)."""
    roles = {role for place, _, role in dates if clause(place) == number}
    return {"start", "end"} <= roles


@dataclass(frozen=True)
class Clauses:
    """Where a sentence's clauses start, which of them only say something ended, and each one's valid time."""

    starts: list[int]
    closing: set[int]
    times: list[tuple[int | None, int | None]]
    of: Callable[[int], int]
    """The number of the clause a place of the sentence is in."""


def clause_starts(sentence: str) -> list[int]:
    """Where each clause of a sentence starts: at a comma or semicolon, or an "and"/"but" before a lower-case word
    (not the "and" of "between 2016 and the end of 2021") or before a name and its verb after a clause with a verb
    of its own (:data:`_CLAUSE`)."""
    starts = [0]
    for match in _CLAUSE.finditer(sentence):
        if match["subject"] is not None and not (
            (match["verb"] in ("is", "are", "was", "were", "has", "had") or past_verb(match["verb"]))
            and any(finite(word) for word in re.findall(r"\b[a-z]+\b", sentence[starts[-1] : match.start()]))
        ):
            continue  # "Ana Lo and Bo Lin were …": one subject of two names, no clause of its own before "and"
        prior = PRIOR_CLAUSE.match(sentence[starts[-1] : match.start()].strip()) if starts[-1] else None
        if prior and DATED_ASIDE.fullmatch(sentence[starts[-1] : match.start()].strip()[prior.end() :]):
            continue  # "…; before that, she played for A", "…; before that, from early 2015, by B": one clause
        if match.group().strip() == "and" and re.search(
            r"\bbetween\b(?!.*\band\b)", sentence[starts[-1] : match.start()], re.IGNORECASE
        ):
            continue
        starts.append(match.end())
    return starts


def clause_times(
    sentence: str,
    spans: list[tuple[int, int, str]],
    dates: list[tuple[int, int, str]],
    *,
    until: int | None,
    heading: int = 0,
    now: int | None = None,
) -> Clauses:
    """Each clause's valid time (see the module docstring), ending at ``until`` when the sentence tells what held
    before ("Before that, …"); ``heading`` is where a heading opening the sentence ends ("Ada Holm: From 2013 …");
    a clause after another telling what held before it ("…; before that it was under A") ends where that one begins,
    else at ``now`` (the text's date) when nothing in the sentence is dated."""
    starts = clause_starts(sentence)
    times: list[tuple[int | None, int | None]] = []

    def clause(place: int) -> int:
        return max(number for number, begin in enumerate(starts) if begin <= place)

    def text_of(number: int) -> str:
        return sentence[starts[number] : starts[number + 1] if number + 1 < len(starts) else len(sentence)]

    said_at = spans_of(sentence, [name for _, _, name in spans], every=True)  # a name said twice: each place
    closing = {
        number
        for number in range(1, len(starts))
        if ENDING.search(text_of(number))
        and not any(clause(start) == number for start, _, _ in said_at)
        and not _SOMEONE_ELSE.match(text_of(number).strip())
    }  # "…, graduating in 1984"; not "…, and her father died in 1992"
    first_named = min((clause(at) for at, _, _ in spans if at >= heading), default=1)  # a name's, not a heading's
    opening = [date for date in dates if clause(date[0]) < first_named]  # "For years, from 2012 to 2019, X …"
    opening_start, opening_end = clause_interval(opening, inherited=None)  # "From 1829 to 1835, X …"
    asides = {  # "B, who replaced A in 2019, spoke to …": 2019 is the aside's, not the main clause's
        number
        for number in range(1, len(starts) - 1)
        if re.match(r"(?:who|whom|whose|which|where)\b", text_of(number).strip(), re.I)
    }
    first = (  # "In February 1950, X was appointed …, having been … since 1949": February 1950
        opening_start
        if opening_start is not None
        else clause_interval([date for date in dates if clause(date[0]) not in closing | asides], inherited=None)[0]
    )
    for number, begin in enumerate(starts):
        stop = starts[number + 1] if number + 1 < len(starts) else len(sentence) + 1
        inside = [date for date in dates if begin <= date[0] < stop]
        earlier = [moment for place, moment, _ in dates if place < begin]
        text = sentence[begin:stop].lower()
        then = bool(earlier) and all(role == "end" for *_, role in inside) and bool(THEN.search(text))
        bare = number + 1 < len(starts) and not any(clause(start) == number + 1 for start, _, _ in spans)
        bare = bare and (not _DOING.match(text_of(number + 1).strip()) or _ranged(dates, number + 1, clause))
        bare = bare and not _REPORTING.match(text_of(number + 1).strip())  # "A, X's chief, said on Monday": not since
        following = [
            (moment, role)
            for place, moment, role in dates
            if clause(place) == number + 1
            and number + 1 not in closing
            and (bare or RELATIVE.match(text_of(number + 1).strip()))
        ]
        ends = [role == "end" for place, _, role in dates if place < begin]  # "until 2012 …, since then": in 2012
        inherited = (
            (handed_over_at(earlier[-1]) if ends[-1] else earlier[-1])
            if earlier and (text.startswith("when ") or then)
            else first
            if first is not None and any(moment == first for moment in earlier)
            else following[0][0]
            if following and following[0][1] != "end"  # "…; he died in 1742": no start of this clause
            else None
        )  # a date before it, or the next clause's ("who … in 2022",
        # "…, from 2012") when that clause says nothing else
        valid_from, valid_to = clause_interval(
            inside, inherited=inherited, fronted=not any(m == inherited and r == "start" for _, m, r in dates)
        )
        if not inside and opening_end is not None and inherited == first == opening[0][1] and valid_to is None:
            valid_to = opening_end  # a fronted range with no name of its own dates the clauses after it
        if not inside and following and inherited == following[0][0] and valid_to is None:
            valid_to = next(  # "…, in office from 1998 to 2007": the next clause's end too
                (moment for moment, role in following[1:] if role == "end" and moment > inherited), None
            )
        if (
            number
            and valid_to is None
            and opening
            and all(role == "end" for _, _, role in opening)
            and (valid_from is None or opening_end is None or valid_from < opening_end)
        ):  # "Until 2018, X reported to A, who had led it from 2013": both end then; not "Before the 2014–15
            valid_to = opening_end  # season, X signed with A in July 2014": a date of its own after it
        prior = bool(number) and _prior(text_of(number), times[number - 1], text_of(number - 1))  # what held before
        if earlier and not inside and BEFORE.search(text):  # "…, and under Y before": until the date said
            valid_from, valid_to = None, earlier[-1]
        elif not inside and _FORMERLY.search(text) and (earlier or any(place >= stop for place, _, _ in dates)):
            begun = _relative_start(following, text_of(number + 1) if number + 1 < len(starts) else "")
            later = [moment for place, moment, _ in dates if place >= stop and moment != begun]  # "originally …; in
            if earlier or later or begun is not None:  # 2016 …": the next; "…, who had been in charge from 2013": since
                valid_from, valid_to = begun, earlier[-1] if earlier else later[0] if later else None
        elif prior and not inside and (not any(r == "end" for *_, r in dates) or times[number - 1][0] is not None):
            before_start = times[number - 1][0]  # "…; before that it was under A": until the clause before began
            valid_from, valid_to = None, before_start if before_start is not None else earlier[-1] if earlier else now
        elif prior and inside and valid_to is None:
            next_start = times[number - 1][0]  # "…; before that, from 2015, by B": until the clause before began
            valid_to = (
                next_start if next_start is not None and (valid_from is None or valid_from < next_start) else None
            )
        if valid_to is None and until is not None and (valid_from is None or valid_from < until):
            valid_to = None if number and _HOLDS_NOW.match(text) else until  # "…, which ships T, …": holds now
        if valid_from is not None and valid_to is not None and valid_from >= valid_to:
            valid_from = None  # a start read from another clause that comes after this one's end
        if valid_from is None and valid_to is not None and not inside:  # "…; before that she had lectured at X for
            valid_from = began_before(text, valid_to)  # thirteen years": counted back from where it ended
        times.append((valid_from, valid_to))
    for number in range(1, len(starts)):  # a clause with no name: "…, appointed in 2011", "… and stayed until 2021"
        its = [name for start, _, name in said_at if clause(start) == number]
        before = [name for start, _, name in said_at if clause(start) == number - 1]
        stayed = its[:1] == before[:1] and set(its) <= set(before)
        stayed = stayed and (_STAYED.search(text_of(number)) is not None or stay_told(text_of(number)))
        # "…, where he stayed until 2003": the clause before's subject stayed
        if number in closing or (its and not stayed) or _SOMEONE_ELSE.match(text_of(number).strip()):
            continue  # "…, and her father died in 1992": no end of the clause before
        own = [(moment, role) for place, moment, role in dates if clause(place) == number]
        if _BEGUN.match(text_of(number).strip()) and times[number - 1][0] is None and times[number][0] is not None:
            times[number - 1] = (times[number][0], times[number - 1][1])
        elif own and all(role == "end" for _, role in own) and times[number - 1][1] is None:
            times[number - 1] = (times[number - 1][0], own[0][0])
        elif not own and times[number - 1][1] is None and (kept := stayed_for(text_of(number), times[number - 1][0])):
            times[number - 1] = (times[number - 1][0], kept)  # "…, and stayed for two years"
    for number in range(1, len(starts)):  # "released under A; re-released under B in 2015": A until then
        again = _AGAIN.match(text_of(number).strip())
        same = again and re.search(rf"\b{again['verb']}\s+{again['preposition']}\b", text_of(number - 1), re.I)
        names = [{name for start, _, name in said_at if clause(start) == n} for n in (number - 1, number)]
        if same and times[number][0] is not None and times[number - 1] == (None, None) and names[1] - names[0]:
            times[number - 1] = (None, times[number][0])

    def named_before(number: int) -> int:
        """The clause a nameless participle clause after it goes on from ("X joined A, rising to chief, before …")."""
        while (
            number > 0
            and _DOING.match(text_of(number).strip())
            and not any(clause(start) == number for start, _, _ in said_at)
        ):
            number -= 1
        return number

    for number in range(1, len(starts)):  # "… played for A before moving to B in 1991": A until 1991
        next_at = [moment for place, moment, role in dates if clause(place) == number and role != "end"]
        moved_on, went_on = _MOVED_ON.match(text_of(number).strip()), named_before(number - 1)
        if moved_on and not next_at and times[number - 1][1] is not None and times[number][0] != times[number - 1][1]:
            times[number] = (times[number - 1][1], times[number][1])  # "… from 1995 to 2002 before moving to B"
        if next_at and moved_on and times[went_on][1] is None:
            begun = times[went_on][0]
            begun = begun if begun is not None and begun < next_at[0] else began_before(text_of(went_on), next_at[0])
            times[went_on] = (begun, next_at[0])  # "… for seven years before handing over in 2019": from 2012
    for number in sorted(closing):  # a clause saying only that it ended ends the clause before it, when dated
        own = [(moment, role) for place, moment, role in dates if clause(place) == number]  # not "…, who has led it
        # since 2011, is retiring"; its own date, not one it inherited ("… from 1980, graduating in 1984": 1984)
        moment = next((m for m, role in own if role == "end"), own[0][0]) if own else None
        begun = times[number - 1][0]  # "…, but left a year later": counted from the start of the clause before
        moment = moment if own else left_after(text_of(number), begun, begun)
        moment = now if moment is None and _LEFT_BY_NOW.match(text_of(number)) else moment  # "…, has resigned"
        went_on = named_before(number - 1)  # "…, rising to chief pilot before retiring in 2015": the joining's
        if WHOLE_LIFE.search(text_of(number)) and deed_told(text_of(went_on)):
            continue  # "A, who founded X in 1990, died in 2021": a deed outlives its doer
        if moment is not None and times[went_on][1] is None:
            times[went_on] = (times[went_on][0] if times[went_on][0] != moment else None, moment)
    return Clauses(starts, closing, times, clause)


_STAYED = re.compile(r"(?<!\bhad\s)\b(?:stayed|remained)\b")
"""A clause saying one stayed where the clause before put one ("…, where he stayed until 2003"): its end is that
tie's (as one saying how long he stayed: :func:`~c0lab.extract.durations.stay_told`)."""

_AGAIN_STINT = re.compile(r"(?:and\s+|but\s+)?(?:then\s+)?(?:again|once\s+more|later\s+again)\b", re.IGNORECASE)
"""A clause with no name of its own saying a tie held a second time ("…, and again from 1660 to 1664")."""


def held_again(
    sentence: str, spans: list[tuple[int, int, str]], clauses: Clauses, said: list[Relation], *, other: str
) -> list[Relation]:
    """The ties of the clause before held again over a clause that says only "again" and its dates: "X was Mayor of
    H from 1648 to 1652 and again from 1660 to 1664" → a second stint, 1660–1664."""
    found = []
    for number in range(1, len(clauses.starts)):
        begin = clauses.starts[number]
        stop = clauses.starts[number + 1] if number + 1 < len(clauses.starts) else len(sentence)
        before, now = clauses.times[number - 1], clauses.times[number]
        if (
            not _AGAIN_STINT.match(sentence[begin:stop].strip())
            or not re.search(r"\d", sentence[begin:stop])  # dates of its own
            or any(clauses.of(start) == number for start, _, _ in spans)
            or now[0] is None
            or now == before
        ):
            continue
        edges = tuple(to_timestamp(moment) for moment in before)
        found += [
            Relation(relation.source, relation.type, relation.target, to_timestamp(now[0]), to_timestamp(now[1]))
            for relation in said
            if relation.type != other and (relation.valid_from, relation.valid_to) == edges
        ]
    return found


_HOLDS_NOW = re.compile(
    r"^[\s,;]*(?:which|who)\s+(?:now\s+|still\s+|also\s+)?(?:is|are|has|have|[a-z]*[^s\W]s)\b"
    r"|.*\b(?:now|still|currently)\b"
)
"""A clause in the present ("…, which ships the toolkit, …", "…, but he now leads Y"): it holds now, whatever held
before."""
_EARLIER = re.compile(
    rf"^(?:(?:{MARKER})\s*)?(?:A:\s*)?(?:{PRIOR})\b", re.I
)  # "Before that, …", "Before him, …", "2/ Previously …" (after a thread's or a list's marker, an answer's "A:")
_BEFORE_THEM = re.compile(
    r"^(?![^,;]*\b(?:still|now|currently|continues?|again)\b)[^,;]*(?<!\bas\s)(?<!\bdid\s)(?<!\bhad\s)\b[Bb]efore"
    r"(?:\s+(?:me|him|her|them|us|th(?:at|en)|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+))?\s*[.!]?\s*$"
)
"""A sentence of one clause closed by "before", "before me", "before Bo Ek" (not "still …", "as he did before"): it
held until the time the text told last."""
_FORMERLY_DONE = re.compile(
    r"^[^,;:]{0,80}?\b(?:(?:formerly|previously)\s+(?:[a-z]{2,}ed|ran|led|held|had|was|were)"
    r"|(?:was|were|had\s+been)\s+(?:formerly|previously))\b"
)
"""A verb done formerly ("A formerly led X", "A was previously the lead of X"): held until the date before, as
"Before that, …" is — when no later clause tells of now (:data:`_NOW_TOO`)."""
_NOW_TOO = re.compile(r"\b(?:and|but)\s+(?:(?:is|are|has|have)\b|(?:now|currently|still|today)\b)")
"""A clause of the same subject that tells of now ("… and is led by A", "…, and now leads Y"); not a relative
clause on another name ("…, which is based in Oslo")."""


_USED_TO_BE = re.compile(r"\bused\s+to\s+be\b")


def as_formerly(sentence: str) -> str:
    """``sentence`` with "used to be" said as "was formerly", a state that held before and no longer does ("X used
    to be run by A", "used to be under the A licence"): read as :data:`_FORMERLY_DONE` reads it.

    >>> as_formerly("The toolkit used to be under the A licence.")
    'The toolkit was formerly under the A licence.'
    """
    return _USED_TO_BE.sub("was formerly", sentence)


_AT_WHICH = re.compile(r",\s+at\s+which\s+(?:point|stage|moment)\b")


def as_when(sentence: str) -> str:
    """``sentence`` with ", at which point" said as ", when": the clause after it begins when the one before ended
    ("… until July 2014, at which point it was re-released under the B licence"); not "at which time", as often
    a time during the one before ("from 2001 to 2005, at which time B coached X").

    >>> as_when("A led X until 2019, at which point B took over.")
    'A led X until 2019, when B took over.'
    """
    return _AT_WHICH.sub(", when", sentence)


def held_until_then(
    sentence: str, dates: list[tuple[int, int, str]], previous: int | None, then: int, exact: set[object]
) -> int | None:
    """Where what a sentence says held before ends ("Before that, …", "It had used …"): the previous sentence's
    date, else, said with no date at all, the text's time then (it held before what the text says now; added to
    ``exact``, a moment the next value begins at, not a period's end); ``None`` for a sentence of no earlier time.
    An end the sentence states where its period begins ("before July 2017") is added to ``exact`` too."""
    exact.update(
        to_timestamp(int(moment))
        for _, moment, role in dates
        if role == "end" and getattr(moment, "reading", None) is not None and handed_over_at(moment) == moment
    )
    formerly = _FORMERLY_DONE.match(sentence)
    formerly = formerly if formerly and not _NOW_TOO.search(sentence, formerly.end()) else None
    earlier = PLUPERFECT.match(sentence) or formerly or _BEFORE_THEM.search(sentence)  # "… before him." / "had led"
    if not (_EARLIER.match(sentence) or (earlier and not dates)):
        return None
    if previous is not None or dates:
        return previous
    exact.add(to_timestamp(then))
    return then
