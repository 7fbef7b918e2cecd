"""A stint told in a participle clause that opens the sentence: "After coaching the Orsk Club from 2009, Ivo Marsh
moved to Selby" and "Having chaired the Orsk Club since 2009, Ivo Marsh retired" say that Marsh coached (chaired)
the club from 2009; the rest of the sentence may end it ("retired", "handed over to B": the ending and succession
rules end what this writes). After "after", an activity (not a joining: "After joining X in 2009, …" began a stint)
was over by the time the rest tells: it ends with the period it was stated in ("After coaching the Orsk Club in
2009, …": 2009), else with the period of the rest's first date; "Having managed X since 2009, …" may still hold.

The clause is the sentence's words up to its first comma: a closed-class word (:data:`~c0lab.extract.names.FUNCTION`:
"after", "since", "while") or "having" before a verb, then the name it governs; the subject is the name that opens
the words after the comma. The type is the verb's base form (``COACH``, ``CHAIR``), valid over the clause's dates.

>>> from c0lab._time import parse_time
>>> sentence = "After coaching the Orsk Club from 2009, Ivo Marsh moved to Selby."
>>> [(r.source, r.type, r.target, str(r.valid_from)[:4]) for r in fronted_stints(
...     sentence, [(19, 28, "Orsk Club"), (40, 49, "Ivo Marsh"), (59, 64, "Selby")],
...     [(29, parse_time("2009"), "start")])]
[('Ivo Marsh', 'COACH', 'Orsk Club', '2009')]
"""

from __future__ import annotations

import re

from .._sentences import glued_stop
from .._time import to_timestamp
from ..retrieval.event_ends import ENDING
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.meaning import wordnet
from .names import FUNCTION, UPPER
from .rules import relation_type
from .types import Relation

__all__ = ["after_fronted", "fronted_stints", "fronted_ties"]

_OPENING = re.compile(r"(?:(?P<word>[A-Za-z]+)\s+)?(?P<verb>[a-z]+)\s+(?:the\s+)?$")
"""The words before the governed name: an opening word and the verb ("After coaching the ", "Having chaired ")."""
_DENYING = frozenset("without not no than unlike".split())
"""Opening words that deny the stint ("Without coaching X, …", "Rather than chairing X, …"): it did not happen."""
Span = tuple[int, int, str]

_FRONTED = re.compile(
    rf"^(?P<preposition>For|With|At|Under)\s+(?:the\s+)?(?P<place>[^,]+?)\s*,?\s+(?P<who>[{UPPER}][^,]*?)\s+"
    r"(?P<verb>[a-z]{3,}ed|[a-z]{3,}[^s]s|played|spent|won|ran|made)\b"
)
"""A fronted phrase naming where or for whom, then the subject and its verb ("For X, Y played …")."""
_FRONTED_PARTICIPLE = re.compile(
    r"^(?P<verb>[A-Z][a-z]{2,}(?:ed|en|wn))\s+(?P<preposition>by|at|in|within|under|with|from|inside)\s+(?:the\s+)?"
    r"(?P<place>[^,]+?)\s*,\s+"
)
"""A fronted participle phrase, then the subject it tells of ("Housed at X, Y works …": Y HOUSED_AT X)."""


def fronted_ties(sentence: str, every: list[Span]) -> list[tuple[str, str, str, int]]:
    """The tie a fronted phrase gives the subject after it, as ``(subject, type, what it names, where the subject
    stands)``: "For Halden Rovers, Ines Dahl played …" (Dahl PLAYED_FOR Halden Rovers), "Founded by X in 2001, Y …"
    (Y FOUNDED_BY X)."""
    if len(every) < 2 or every[0][2] == every[1][2]:
        return []
    fronted = _FRONTED.match(sentence)
    participle = _FRONTED_PARTICIPLE.match(sentence)
    found = []
    for said, after in ((fronted, fronted.start("who") if fronted else -1), (participle, -1)):
        if said is None or every[0][1] != said.end("place"):
            continue
        if after >= 0 and every[1][0] != after:
            continue
        if after < 0 and not re.fullmatch(r"(?:[Tt]he\s+)?", sentence[said.end() : every[1][0]]):
            continue
        kind = relation_type([said.group("verb"), said.group("preposition")])
        if kind is not None:
            found.append((every[1][2], kind, every[0][2], every[1][0]))
    return found


_TRAILING = re.compile(
    rf"(?:^|(?<=[.!?]\s)|(?<=\n))(?P<label>[^.:\n]{{1,40}}:\s+)?(?P<main>[{UPPER}][^.;:!?,\n]*?)\s+after\s+(?P<clause>(?P<verb>[a-z]+ing)\s+[^.;:!?,\n]+)"
    r"(?P<stop>[.;!?]|$)"
)
"""A participle clause of "after" ending its sentence ("B retired in 2019 after running X since 2015")."""
_SPAN = re.compile(r"\b(?:since|from|for)\b")
"""Words that say how long a stint told by a participle lasted ("since 2015", "for four years")."""


def after_fronted(text: str) -> str:
    """``text`` with a trailing "after" participle clause (:data:`_TRAILING`) said first, as :func:`fronted_stints`
    reads it: "After running X since 2015, B retired in 2019." — a stint whose span is said, its verb's object right
    after it, ended by the main clause's leaving (not "after leaving X", the ending rules'; not "B was re-elected
    after chairing X since 2015": the chairing may go on).

    >>> after_fronted("Bo Ek retired in 2019 after running Orsk Labs since 2015.")
    'After running Orsk Labs since 2015, Bo Ek retired in 2019.'
    """

    def fronted(found: re.Match[str]) -> str:
        if (
            ENDING.fullmatch(found["verb"])
            or " after " in found["main"]
            or not ENDING.search(found["main"])  # "was re-elected after chairing X": the chairing may go on
            or not _SPAN.search(found["clause"])  # "after signing with X in 1996": the verb's own reading
            or not re.match(r"[a-z]+ing\s+(?:the\s+)?[A-Z]", found["clause"])  # "after working at X": as before
        ):
            return found[0]
        main = found["main"]
        main = main[0].lower() + main[1:] if main.split()[0] in ("He", "She", "It", "They") else main
        return f"{found['label'] or ''}After {found['clause'].rstrip()}, {main}{found['stop']}"

    return _TRAILING.sub(fronted, text)


_BEFORE_THEN = re.compile(
    rf"(?:^|(?<=[.!?;]\s)|(?<=\n))(?P<main>(?:He|She|It|They|The|[{UPPER}][\w'’-]*\s+[{UPPER}][\w'’-]*)\s"
    r"[^.;:!?,\n]*?)(?<!\byears)(?<!\bmonths)(?<!\bweeks)(?<!\bdays)(?<!\blong)(?<!\bshortly)(?<!\bjust)(?<!\bsoon)"
    r"\s+before\s+(?P<then>that|then|this|her|him|them)(?P<stop>\s*[.;!?]|$)"
)
"""A clause closed by "before" and a word for the time or holder said before it ("B led it before her"), its subject
a pronoun, "The …" or a name of two words (not "Brush your teeth before that"; not "two years before that")."""


def before_fronted(text: str) -> str:
    """``text`` with a clause's closing "before that" or "before her" said first, the form the rules read as a stint
    that ended when the one told before began.

    >>> before_fronted("Ana Lo has led Orsk Labs since 2019; Bo Ek led it before her.")
    'Ana Lo has led Orsk Labs since 2019; before her, Bo Ek led it.'
    """

    def fronted(found: re.Match[str]) -> str:
        if glued_stop(found.string[: found.start()].rstrip(), found.string[found.start() :]):
            return found[0]  # "Dr. Bo Ek led it before her": a title's full stop, no sentence's end
        main = found["main"]
        main = main[0].lower() + main[1:] if main.split()[0] in ("He", "She", "It", "They") else main
        opening = "before" if found.string[: found.start()].rstrip().endswith(";") else "Before"
        return f"{opening} {found['then']}, {main}{found['stop']}"

    return _BEFORE_THEN.sub(fronted, text)


def _base_verb(word: str, *, participle: bool) -> str | None:
    """The verb ``word`` is a form of ("coaching" → coach; "chaired" → chair after "having"), or None."""
    net = wordnet()
    if net is None or not word.endswith("ed" if participle else "ing") and not participle:
        return None
    bases = net.base_forms(word, "v")
    return bases[0] if bases and net.tagged(word, "v") >= 0 else None


def fronted_stints(sentence: str, spans: list[Span], dates: list[tuple[int, int, str]]) -> list[Relation]:
    """The stint the sentence's opening participle clause tells (the module docstring), if any."""
    comma = sentence.find(",")
    governed = [span for span in spans if span[1] <= comma]
    subject = next((span for span in spans if span[0] > comma), None)
    if comma < 0 or not governed or subject is None or sentence[comma + 1 : subject[0]].strip():
        return []
    start, _, thing = governed[-1]  # a capitalised opening word read as a name ("Having") is in the opening
    opening = _OPENING.fullmatch(sentence[:start])
    if opening is None:
        return []
    word = (opening["word"] or "").lower()
    having = word == "having"
    if word in _DENYING or not having and word not in FUNCTION and (word or not opening["verb"].endswith("ing")):
        return []  # "After coaching …", "Running …", "Having chaired …"; not "The club, …"
    if ENDING.fullmatch(opening["verb"]):
        return []  # "After leaving the Orsk Club, …": the stint ended (the ending rules' reading)
    verb = _base_verb(opening["verb"], participle=having)
    kind = relation_type([verb]) if verb else None
    if kind is None or thing == subject[2]:
        return []
    said = [(moment, role) for place, moment, role in dates if place < comma]
    begun = next((moment for moment, role in said if role in ("start", "at")), None)
    ended = next((moment for moment, role in said if role == "end"), None)
    joining = "join" in RelationLexicon.asked_senses(verb) if verb else False  # "After joining X in 2009": a start
    if ended is None and word == "after" and not joining:  # an activity done before what the rest tells: over then
        point = next((moment for moment, role in said if role == "at"), None)
        reading = getattr(point, "reading", None)
        later = [getattr(moment, "reading", None) for place, moment, _ in dates if place > comma]
        if reading is not None:  # "in 2009": within 2009
            ended = reading.end
        elif later and later[0] is not None and not ENDING.search(sentence, comma):  # the rest's leaving ends it
            ended = later[0].end  # "…, Ivo Marsh moved to Selby in 2012": by the end of 2012
    return [
        Relation(
            subject[2],
            kind,
            thing,
            valid_from=to_timestamp(begun),
            valid_to=to_timestamp(ended),
        )
    ]
