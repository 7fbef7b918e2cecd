"""Dates in brackets right after a name: a tie's term or the name's own dates.

"Eva Kerr ( married 1968 , divorced 1972 )" and "Ana Berro ( from 1970 to 1979 )" state a tie and its time
(:func:`noted`); "A played for B (1990–1995) and C (1995–1999)", "taught at X (1983–1994)" give each name its
term (:func:`termed`); "Hana Oyelaran ( 1902–1977 )", "Keld Rovers (founded 1890)" are the name's own dates and
date no clause (:func:`clause_dates`).
"""

from __future__ import annotations

import re

from .._time import to_timestamp
from ..retrieval.event_ends import ENDING
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.meaning import personal_name
from ..retrieval.period import CO_MENTION
from .dates import clause_interval, dated_phrases
from .forms import Span, subject_of
from .predicates import verb_like
from .rules import relation_type, single_owner
from .stints import STINT_BEFORE
from .types import Relation

__all__ = ["clause_dates", "noted", "termed"]

_STINT_NOTE = re.compile(
    r"\s*\(\s*(?:[^();,\d]{1,40};\s*)?(?:(?P<verb>[a-z]{3,}ed)|(?P<cue>from|since))\s+(?P<start>[^(),;]*?\d{3,4})\s*"
    r"(?:(?:[,;]\s*(?P<ending>[a-z]{3,}ed)|to|until|till)\s+(?P<end>[^(),;]*?\d{3,4})\s*)?\)"
)
"""A bracket after a name saying when a tie began and ended: "Eva Kerr ( married 1968 , divorced 1972 )",
"Ana Berro ( from 1970 to 1979 )", after another name first ("Ida Lund ( Idda ; married 1984 , divorced 1997 )")."""


_BY_NOTE = re.compile(
    r"\s*\(\s*(?P<verb>[a-z]{3,}(?:ed|en)|run|led|held|built|made|kept|bought|sold|won|begun)\s+by\s+(?:the\s+)?$"
)
"""A bracket opening after a name with a passive participle and "by" ("the Nyqua toolkit (shipped by Project Varve)",
"Tarn Labs (owned by Orsk Group since 2015)"): a tie of the name, said aside."""


def _by_notes(sentence: str, spans: list[Span], *, at: int) -> list[Relation]:
    """The tie a bracket after a name states passively of it, with the dates the bracket says ("Tarn Labs (owned by
    Orsk Group since 2015)": Tarn Labs OWNED_BY Orsk Group from 2015)."""
    found = []
    for (_, end, name), (start, stop, other) in zip(spans, spans[1:], strict=False):
        note = _BY_NOTE.fullmatch(sentence[end:start])
        closing = sentence.find(")", stop)
        kind = relation_type([note["verb"], "by"]) if note else None
        if kind is None or closing < 0 or "(" in sentence[stop:closing]:
            continue
        begun, ended = clause_interval(dated_phrases(sentence[stop:closing], at=at), inherited=None)
        found.append(Relation(name, kind, other, valid_from=to_timestamp(begun), valid_to=to_timestamp(ended)))
    return found


def noted(sentence: str, spans: list[Span], *, at: int) -> list[Relation]:
    """The ties a list states in brackets after its names, owned by the sentence's subject ("Tom Hale has been
    married twice: Eva Kerr ( married 1968 , divorced 1972 ); …": Tom Hale MARRIED Eva Kerr, 1968–1972). A
    bracket saying only "from … to …" takes the first verb after the subject ("… married twice: to Ana Berro
    ( from 1970 to 1979 ); …"); a bare range is no tie ("( 1888–1957 )" is a life). A bracket saying a tie of
    the name before it passively is that tie (:func:`_by_notes`: "X (owned by Y since 2015)")."""
    owner = subject_of(sentence, spans)
    if owner is None:
        return _by_notes(sentence, spans, at=at)
    said = next((end for start, end, name in spans if name == owner), 0)
    found = []
    for start, end, name in spans:
        note = _STINT_NOTE.match(sentence, end) if name != owner else None
        if note is None or _LIFE_ONLY.search(note.group()):  # "Keld Rovers (founded 1890)": the club's own date
            continue
        verb = note.group("verb") or next((w for w in re.findall(r"[a-z]+", sentence[said:start]) if verb_like(w)), "")
        kind = relation_type([verb]) if verb else None
        if kind is None:
            continue
        begun = dated_phrases(note.group("start"), at=at)
        ends = note.group("end") and (note.group("cue") or ENDING.search(note.group("ending") or ""))
        stop = dated_phrases(f"to {note.group('end')}", at=at) if ends else []
        found.append(
            Relation(
                owner,
                kind,
                name,
                valid_from=to_timestamp(begun[0][1]) if begun else None,
                valid_to=to_timestamp(stop[0][1]) if stop else None,
            )
        )
    return found + _by_notes(sentence, spans, at=at)


_BARE_YEARS = re.compile(r"\s*\(\s*(?P<years>\d{3,4}\s*[–—-]\s*\d{2,4})\s*\)")


def termed(sentence: str, spans: list[Span], relations: list[Relation], *, at: int) -> list[Relation]:
    """``relations`` (this sentence's) with the sentence subject's tie to each name after a stint's verb or role
    whose bracket holds only years dated by them, one tie a name ("A played for B (1990–1995) and C (1995–1999)":
    before, C was a co-mention and both took B's years); the tie's type is the one the sentence gave the first."""
    owner = subject_of(sentence, spans)
    terms = {
        name: clause_interval(dated_phrases(found.group().strip(), at=at), inherited=None)  # "(2012–13)"
        for start, end, name in spans
        if name != owner and (found := _BARE_YEARS.match(sentence, end)) and _term(sentence[:start], name)
    }
    kind = next((r.type for r in relations if r.source == owner and r.target in terms and r.type != CO_MENTION), None)
    if owner is None or kind is None or len(terms) < 2:
        return relations
    kept = [r for r in relations if not ({r.source, r.target} & set(terms) and owner in (r.source, r.target))]
    return kept + [
        Relation(owner, kind, name, to_timestamp(start), to_timestamp(end)) for name, (start, end) in terms.items()
    ]


_OWN_DATES = re.compile(
    r"\s*(\((?![^()]*\b(?:since|from|until|till|to|between|through|after|before|in|as\s+of)\b)[^()]*\d[^()]*\))",
    re.IGNORECASE,
)
"""Brackets after a name with dates and no word dating a fact ("( 1888–1957 )", "(born 1968)"): the name's own."""
_LIFE_ONLY = re.compile(
    r"^(?!.*\d{3,4}\s*[–—-]\s*\d{2,4}).*\b(?:born|died|b\.|d\.|n[ée]e|aged|lived|founded)(?!\w)", re.I
)


def clause_dates(sentence: str, spans: list[tuple[int, int, str]], *, at: int) -> list[tuple[int, int, str]]:
    """The dates of a sentence that date its clauses: not those in brackets right after a name, which are the
    name's own ("Hana Oyelaran ( 1902–1977 )", a life), nor a number inside a name ("Project 2000")."""
    own = [
        (match.start(1), match.end())
        for start, end, name in spans
        if (match := _OWN_DATES.match(sentence, end))
        and (_LIFE_ONLY.search(match.group(1)) or not _term(sentence[:start], name))  # "(born 1950)": a life's
        and not _changed_then(sentence[:start], match.group(1), sentence[match.end() :])
    ]
    own += [(start + 1, end) for start, end, _ in spans]  # a date that starts a name ("January 2019") stays
    return [date for date in dated_phrases(sentence, at=at) if not any(a <= date[0] < b for a, b in own)]


_LIST_ITEMS = re.compile(
    r"(?:(?:the\s+)?(?:[A-Z][\w.'’-]*\s+)*[A-Z][\w.'’-]*\s*\([^()]*\d[^()]*\)\s*(?:,\s*(?:and\s+)?|and\s+)(?:at\s+)?)+$"
)
"""A name and its bracketed years closing a list item ("…, Orsk FC (1990–1995) and "): the verb is before it."""
_STINT_SENSES = frozenset(["join", "study", "employ"])
"""Senses of a verb whose object's bracketed years are the stint's (a team, a school, an employer); not "marry"
("married Bo Ek (1931–2001)" gives his life as often as the marriage)."""


def _term(before: str, name: str = "") -> bool:
    """Whether a name follows a role's noun ("director of X (2010–2013)", "lecturer at X (1979–1983)") or the
    passive of a post held by one at a time ("led by X (2015–2019)"; not "founded by X (1888–1957)"): brackets after
    it give the term of the role, not the name's own dates."""
    before = _LIST_ITEMS.sub("", before)  # "played for A (1990–1995) and B (…)": B's bracket is a term as A's is
    role = re.search(r"\b([a-z]{3,})\s+(?:of|at)\s+(?:the\s+)?$", before)
    if (role is not None and bool(RelationLexicon.asked_senses(role.group(1)))) or STINT_BEFORE.search(before):
        return True
    verb = re.search(r"\b([a-z]{3,})\s+(?P<to>(?:for|at|to|in)\s+)?(?:the\s+)?$", before)
    if verb is not None and verb_like(verb.group(1)) and RelationLexicon.asked_senses(verb.group(1)) & _STINT_SENSES:
        return bool(verb["to"]) or not personal_name(name)  # "joined Orsk FC (…)"; not "signed Bo Ek (1931–2001)"
    held = re.search(r"\b([a-z]{3,})\s+by\s+$", before)
    return held is not None and single_owner(f"{held.group(1).upper()}_BY", "P", "A") is not None


def _changed_then(before: str, bracket: str, after: str) -> bool:
    """Whether a bracket holding only a date ends a change and its sentence ("… changed from A to B (July 2017).")
    and so dates the change, not the name before it."""
    return (
        re.search(r"\bfrom\s+(?:the\s+)?[^,;()]+?\s+to\s+(?:the\s+)?$", before) is not None
        and re.fullmatch(r"\(\s*(?:[A-Z][a-z]+\.?\s+)?\d{3,4}\s*\)", bracket) is not None
        and re.fullmatch(r"\s*[.;]?\s*", after) is not None
    )
