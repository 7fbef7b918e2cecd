"""A stint's end told by a noun: "Ivo Marsh's retirement from the Selby Choir in 2011" ends Marsh's tie to the choir
then, as "Ivo Marsh retired from the Selby Choir in 2011" does; after "after", "following", "since" or "upon", the
one the rest of the sentence names in a role took it over ("Upon Marsh's resignation in 2011, Ada Lo became
conductor of the Selby Choir": Lo succeeds Marsh).

A leaving only talked of ends nothing: a noun that modifies another ("retirement plans"), hearsay ("rumours of X's
resignation"), one its own clause denies ("… proved false"); a leaving ends posts, teams and memberships, not a
marriage or a birthplace.

A noun of leaving is one WordNet relates to a verb that ends a stint (:data:`~c0lab.retrieval.event_ends.ENDING`:
"departure" → depart, "retirement" → retire, "resignation" → resign, "exit" → exit); "departure for Rome" ends
nothing, as "left for Rome" does not.

>>> leaving_noun("retirement"), leaving_noun("resignation"), leaving_noun("arrival"), leaving_noun("book")
(True, True, False, False)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .._time import handed_over_at, to_timestamp
from ..retrieval.event_ends import ENDING
from ..retrieval.lexicon import TAKING_OFFICE
from ..retrieval.meaning import wordnet
from .rules import SUCCEED, TAKE_OVER, single_owner, stint_senses, surface
from .tenure import a_post
from .types import Ending, Extraction, Succession

__all__ = ["departures", "leaving_noun", "tenure_ended"]

_POSSESSED = re.compile(r"['’]s?\s+(?:(?P<adjective>[a-z]+)\s+)?(?P<noun>[a-z]+)\b")
"""After a name: its possessive and the noun it owns, maybe after one modifier ("Marsh's sudden exit")."""
_AFTER = re.compile(r"\b(?:after|following|since|upon|on)\s+$", re.IGNORECASE)
"""What opens a phrase timing the rest of the sentence after the leaving ("Upon Marsh's resignation, …")."""
_FROM = re.compile(r"\s+(?:from|at|with|of)\s+(?:the\s+)?$")
"""Between the noun and the name it was a leaving of ("retirement from the Selby Choir")."""
_ELSEWHERE = re.compile(r"\s+(?:for|to)\b")
"""A leaving for somewhere ("departure for Rome"): a journey, no end."""
_HEARSAY = re.compile(
    r"\b(?:rumou?rs?|speculation|talk|threats?|plans?|hopes?|calls?|demands?|denials?|fears?)\s+"
    r"(?:of|about|over|for)\s+$",
    re.IGNORECASE,
)
"""What makes a leaving a thing said, not done: "Rumours of Marsh's resignation", "calls for Marsh's resignation"."""
_DENIED = re.compile(
    r"\b(?:proved|were|was)\s+(?:\w+ly\s+)?(?:false|untrue|unfounded|baseless|denied|rejected)|\bnever\s+happened\b",
    re.IGNORECASE,
)
"""A leaving the sentence says did not happen ("… proved false")."""
_TAKING = "|".join(sorted(verb.replace(" ", r"\s+") for verb in TAKING_OFFICE))
_STEPPED_IN = re.compile(
    rf"\s+(?:(?:was|were|is|had\s+been|has\s+been)\s+)?(?:\w+ly\s+)?(?:stepped\s+(?:in|up)|became|becomes"
    rf"|(?:{surface(TAKE_OVER)})\s+(?:over|charge|the\s+helm|the\s+reins)|{surface(SUCCEED)}|moved\s+up"
    r"|promoted|elevated|recruited|hired|brought\s+in|drafted\s+in"
    rf"|{_TAKING})\b",
    re.IGNORECASE,
)
"""What the one named after a leaving does when it takes the role: "Ada Lo stepped in", "Lo was appointed", "Lo took
over", "Lo succeeded him", "Lo was promoted to chair" (not "Ada Lo wrote a book about him")."""
Span = tuple[int, int, str]


_NAMED = r"[A-Z][\w'’.-]*(?:\s+(?:de\s+|van\s+|von\s+)?[A-Z][\w'’.-]*)*"
_TENURE_ENDED = re.compile(
    rf"(?<=,\s)(?:ending|closing|which\s+ended|which\s+closed)\s+(?:(?P<owner>{_NAMED})['’]s?|the)\s+"
    rf"(?:[\w-]+\s+){{0,2}}?(?:tenure|reign|stint|spell)\b(?:\s+of\s+(?>(?P<name>{_NAMED}))|)(?!\s+as\b)"
)
"""A stint said ended as a noun by the clause before it ("…, ending the 22-year tenure of A", "…, which ended A's
reign"; not "ending A's spell as caretaker", another post; "B's election ended A's tenure" is read by
:mod:`~c0lab.extract.successors`)."""


def tenure_ended(sentence: str) -> str:
    """``sentence`` with a stint said ended (:data:`_TENURE_ENDED`) said as its holder's departure, which
    :func:`departures` reads: "B was named director in 2014, ending the tenure of A" — B took over from A then.

    >>> tenure_ended("X named B director in 2014, ending the 22-year tenure of Ada Lo.")
    'X named B director in 2014, following the departure of Ada Lo.'
    """

    def departure(found: re.Match[str]) -> str:
        holder = found["owner"] or found["name"]
        return f"following the departure of {holder}" if holder and not (found["owner"] and found["name"]) else found[0]

    return _TENURE_ENDED.sub(departure, sentence)


@lru_cache(maxsize=2048)
def leaving_noun(word: str) -> bool:
    """Whether a sense of the noun ``word`` is WordNet-related to a verb that ends a stint (the module docstring)."""
    net = wordnet()
    bases = net.base_forms(word, "n") if net is not None and word.isalpha() else []
    if net is None or not bases or net.tagged(word, "n") < max(net.tagged(word, "v"), 0):
        return False  # "leaving", "quitting": a verb first, read as one by the ending rule
    for offset in net.offsets(bases[0], "n"):
        synset = net.synset(offset, "n")
        for pos, target in synset.derived if synset is not None else ():
            verb = net.synset(target, pos) if pos == "v" else None
            if verb is not None and any(ENDING.fullmatch(lemma.replace("_", " ")) for lemma in verb.words):
                return True
    return False


def departures(
    extraction: Extraction,
    sentence: str,
    spans: list[Span],
    dates: list[tuple[int, int, str]],
    *,
    written: int,
    at: int,
    mentioned: list[str],
    held: Callable[[str], list[tuple[str, str]]] = lambda _: [],
) -> None:
    """The ends (and successions) of the module docstring that ``sentence`` tells, added to ``extraction``
    (``written``: how many of its relations earlier sentences wrote; ``held``: the roles earlier texts left a name
    holding, the ledger's :meth:`~c0lab.extract.rules.Ledger.holding`)."""
    for start, end, name in spans:
        owned = _POSSESSED.match(sentence, end)
        if owned is None or sentence[end] not in "'’":
            continue
        noun = _head(owned["adjective"], owned["noun"])
        if noun is None or _ELSEWHERE.match(sentence, sentence.find(noun, end) + len(noun)):
            continue
        clause_end = re.compile(r"[,;]").search(sentence, end)
        if _HEARSAY.search(sentence[:start]) or _DENIED.search(
            sentence, end, clause_end.start() if clause_end else len(sentence)
        ):
            continue  # "Rumours of Marsh's resignation … proved false": said, not done (in its own clause)
        after = sentence.find(noun, end) + len(noun)
        left = next(
            (other for place, _, other in spans if place >= after and _FROM.fullmatch(sentence[after:place])), None
        )
        stop = re.compile(r"[,;]|\.\s").search(sentence, after)
        closing = stop.start() if stop else len(sentence)
        said = [moment for place, moment, _ in dates if after <= place < closing]
        before = [moment for place, moment, _ in dates if place < start]
        moment = to_timestamp(said[0] if said else before[-1] if before else at)
        timing = _AFTER.search(sentence[:start]) is not None
        others = [other for _, _, other in spans if other not in (name, left)]
        taking = _taker(extraction, written, others) if timing else None
        if timing and taking is None and left and len(others) == 1 and _steps_in(sentence, spans, others[0]):
            taking = others[0], left  # "After A's exit from P, B stepped in"
        places = {left} if left else {taking[1]} if taking else _tied(extraction, written, name, held)
        for place in places if len(places) == 1 else ():
            extraction.ends.append(Ending(name, place, moment, noun))
        if taking is not None and not any((s.new, s.old) == (taking[0], name) for s in extraction.successions):
            named = [other for _, _, other in spans]
            objects = [other for other in [*mentioned, *named] if other not in (name, taking[0])]
            extraction.successions.append(Succession(taking[0], name, tuple(dict.fromkeys(objects)), moment, noun))
    _left_then_taken(extraction, sentence, spans, dates, written=written, at=at)


_THEN = re.compile(
    r"(?:\s+(?:in|on|at\s+the\s+end\s+of|early\s+in|late\s+in)\s+[^,;.]{0,20}?\d{4})?"  # "… in March 2019"
    r"\s*(?:,?\s+and|;|,\s+(?:and\s+)?then)\s+(?:then\s+)?"
)
"""Between a leaving's verb and the next clause's subject: maybe its date, then "and", ";" or ", then" ("… stepped
down in 2019, and B …"); nothing it left ("resigned as treasurer", "from the board")."""


def _left_then_taken(
    extraction: Extraction,
    sentence: str,
    spans: list[Span],
    dates: list[tuple[int, int, str]],
    *,
    written: int,
    at: int,
) -> None:
    """A leaving told by its verb alone (maybe dated), then another taking a one-at-a-time role in the next clause:
    "In 2019 A stepped down and B became head of X" — B succeeds A over X when the leaving's clause says (else the
    sentence, else ``at``); not when the leaving says what was left ("A resigned as treasurer and B became …") or
    the taker's clause names another predecessor ("…, replacing C")."""
    for ending in ENDING.finditer(sentence):
        leaver = next(
            (name for _, end, name in spans if re.fullmatch(r"\s+(?:had\s+|then\s+)?", sentence[end : ending.start()])),
            None,
        )
        taker = next(
            (
                (start, end, name)
                for start, end, name in spans
                if start > ending.end()
                and _THEN.fullmatch(sentence, ending.end(), start)
                and _STEPPED_IN.match(sentence, end)
            ),
            None,
        )
        if leaver is None or taker is None or re.search(rf"\b(?:{surface(SUCCEED)})\b", sentence[taker[1] :], re.I):
            continue
        taking = _taker(extraction, written, [name for _, _, name in spans if name != leaver])
        if (
            taking is None
            or taking[0] != taker[2]
            or any((s.new, s.old) == (taker[2], leaver) for s in extraction.successions)
        ):
            continue
        said = [(moment, role) for place, moment, role in dates if place < taker[0]] or [(m, r) for _, m, r in dates]
        moment, role = said[0] if said else (at, "at")
        moment = handed_over_at(moment) if role == "end" else moment  # "died in 2019": in 2019, not at its end
        extraction.successions.append(Succession(taker[2], leaver, (taking[1],), to_timestamp(moment), ending[0]))


def _head(first: str | None, second: str) -> str | None:
    """The leaving noun heading "X's <first> <second>": ``second`` when it is one ("sudden exit"), ``first`` when
    no noun follows it ("retirement from …", "retirement came …"); none when it only modifies a noun ("retirement
    plans", "resignation letter")."""
    if leaving_noun(second):
        return second
    if first is None or not leaving_noun(first):
        return None
    net, noun = wordnet(), 0
    if net is not None and second not in _FUNCTION and net.base_forms(second, "n"):
        noun = net.tagged(second, "n")
        noun = noun if 2 * noun >= net.tagged(second, "v") else 0  # "retirement saw/left": a verb, read so
    return None if noun > 0 else first


_FUNCTION = frozenset("from at with of in on to for by as and or but was were is are had has came".split())


def _steps_in(sentence: str, spans: list[Span], name: str) -> bool:
    """Whether ``name`` is said to take a role where the sentence names it (:data:`_STEPPED_IN`)."""
    return any(other == name and _STEPPED_IN.match(sentence, end) for _, end, other in spans)


def _taker(extraction: Extraction, written: int, others: list[str]) -> tuple[str, str] | None:
    """(who took a role, what it is held over) among the sentence's other names: the holder of a one-at-a-time
    relation this sentence wrote between two of them."""
    for relation in extraction.relations[written:]:
        owner = single_owner(relation.type, relation.source, relation.target)
        if owner is None or owner[1] == "locate" or not {relation.source, relation.target} <= set(others):
            continue
        value = relation.target if owner[0] == relation.source else relation.source
        return value, owner[0]
    return None


def _tied(extraction: Extraction, written: int, name: str, held: Callable[[str], list[tuple[str, str]]]) -> set[str]:
    """What ``name`` was said to hold, in this text's relations or, with none, in the roles earlier texts left it."""
    tied = {  # a post, a team, a membership: not a marriage, a birthplace or a founding
        relation.target if relation.source == name else relation.source
        for relation in extraction.relations
        if name in (relation.source, relation.target)
        and (a_post(relation.type) or "join" in stint_senses(relation.type))
    }
    return tied or {target if source == name else source for source, target in held(name)}
