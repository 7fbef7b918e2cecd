"""Names that run across "of" (or "for"), "and" and "&", and a person's name said with a title.

English names institutions, places and noble titles with "of": "University of Chicago", "Bank of England", "Duke of
Wellington", "Bureau of Standards and Measures". Read as runs of capitalised words they fall apart into
"University", "Chicago" and a co-mention of the two. :func:`compounds` finds each such name: a run whose last word
is the head noun of a named thing (:data:`HEADS`: an institution, a body, a place, a noble title; not a leader's
role — "the President of Orvel Labs" relates a leader to what it leads) followed by "of" (or "of the"; or "for":
"Institute for Applied Linguistics"; not another's, "for Tom Reed's family", nor where one went, "left the Orsk
Institute for Harvard") and a run; an "and" then goes on with one more run that names no thing of its own ("… of
Foreign Affairs and Trade"; not "… of Chicago and Harvard University", whose second run ends in a head noun, nor a
name the memory holds); a university's or a college's "at" goes on with its campus ("University of Texas at
Austin"; not "… at Christmas"). The run after "of" may hold a person's particles ("Assembly of Primo de Rivera").

A title before a person's name ("Sir Alan Grove", "Prof. Ines Dahl", "Rev. Ana Roe") is no part of the
name: :func:`untitled` gives the name without it, and :func:`titled_forms` each titled form a text writes,
which ``Memory.ingest`` keeps as an alias of the person.
"""

from __future__ import annotations

import re
from functools import cache

from ..retrieval.lexicon import RelationLexicon
from ..retrieval.meaning import broader, english_word, likely_person, role_noun
from ..retrieval.titles import TITLES as SAID_TITLES

__all__ = ["HEADS", "TITLES", "compounds", "leads", "titled_forms", "untitled", "without_origin"]

HEADS = frozenset(
    """
    university universities college school academy institute institution conservatory polytechnic seminary faculty
    museum library gallery hospital observatory laboratory centre center
    bank bureau ministry department office board council court commission committee agency authority service
    directorate secretariat administration inspectorate corps chamber assembly parliament senate congress
    society association federation union league order fellowship guild foundation fund trust company corporation
    church cathedral abbey diocese archdiocese parish priory
    embassy consulate legation mission
    republic kingdom empire duchy principality colony province state county city town borough district region
    territory commonwealth isle island islands gulf bay cape lake mount port
    duke duchess earl count countess prince princess king queen marquess marquis baron baroness viscount
    viscountess emperor empress sultan archduke grand bishop archbishop
    battle treaty siege
    minister secretary governor ambassador commissioner member justice chancellor premier mayor dean rector provost
    master professor lecturer fellow attorney
    """.split()
)
"""Head nouns of named things and offices that English names with "of" ("University of X", "Duke of X", "Minister
of X"; a leader's role is read by the predicates)."""
TITLES = SAID_TITLES & frozenset("sir dame dr prof professor lord lady rev reverend mr mrs ms mx".split())
"""The honorifics among the titles a question may say (:data:`~c0lab.retrieval.titles.TITLES`): no part of the
person's name. Ranks and offices ("General", "King", "Governor") stay: the text relates them."""
_NAMED_WITH_S = "|".join(sorted(word.capitalize() for word in HEADS | {"party", "brigade", "club", "day"}))
POSSESSIVE = rf"(?:['’]s|(?<=s)['’](?!\s+(?:{_NAMED_WITH_S})\b))"
"""A possessive ending as a regex ("Orsk's", "Orsk Labs'"; not a name's own: "Workers' Party", "Queens' College")."""
_OFFICE_TITLES = frozenset(["lord", "lady"])
"""Honorifics that also begin the names of offices ("Lord Chancellor", "Lord Mayor", "Lady Superior")."""


_CAMPUSES = frozenset(["university", "college"])
"""Head nouns whose name goes on with its campus after "at" ("University of North Carolina at Chapel Hill")."""
_NO_CAMPUS = frozenset("christmas easter whitsun michaelmas hanukkah diwali ramadan eid thanksgiving".split())
"""Feasts said after "at" that are a time, no campus ("lectured at the University of Oxford at Christmas")."""


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The compound-name, titled-name and "&"-joined-name patterns (built once: ``names`` imports this module); the
    last: two runs of capitalised words joined by "&", a firm's or a club's one name, as English writes them."""
    from .names import PARTICLES, UPPER

    word = rf"[{UPPER}][\w'’-]*"
    run = rf"{word}(?:[ \t]+{word})*"
    particle = "|".join(sorted(PARTICLES))
    named = rf"{word}(?:[ \t]+(?:(?:{particle})[ \t]+)?{word})*"  # "Primo de Rivera"
    compound = re.compile(
        rf"(?<![\w'’-])(?P<head>{run})[ \t]+(?P<joiner>of|for)(?:[ \t]+the)?[ \t]+(?P<of>{named})"
        rf"(?:[ \t]+(?P<and>and|at)[ \t]+(?P<more>{run}))?"
    )
    titles = "|".join(word.capitalize() for word in sorted(TITLES, key=len, reverse=True))
    titled = re.compile(rf"(?<![\w'’-])(?P<title>(?:{titles})\.?)[ \t]+(?P<name>{run})")
    return compound, titled, re.compile(rf"(?<![\w'’-]){run}[ \t]+&[ \t]+{run}")


@cache
def _line_pattern() -> re.Pattern[str]:
    """Capitalised runs joined by commas and one "and", the last ending in a capitalised word (a line's head is
    checked by :func:`_lines`): "the Atchison, Topeka and Santa Fe Railway"."""
    from .names import UPPER

    word = rf"[{UPPER}][\w'’-]*"
    run = rf"{word}(?:[ \t]+{word})?"
    return re.compile(
        rf"(?<![\w'’-])(?P<the>(?:the|The)[ \t]+)?(?P<ends>{run}(?:,[ \t]+{run}){{0,3}}),?[ \t]+and[ \t]+"
        rf"(?P<last>{word}(?:[ \t]+{word})*)"
    )


LINE_HEADS = frozenset("railway railways railroad railroads canal navigation tramway tramways turnpike".split())
"""Head nouns of a line named after the places it joins ("London and North Eastern Railway", "Delaware and Hudson
Canal"); not a bank's or a firm's ("the Treasury and Midland Bank" are two)."""


def _lines(sentence: str) -> list[tuple[int, int, str]]:
    """Names of lines said with the places they join (:data:`LINE_HEADS`): one name when "the" says it
    or one of the places is one WordNet knows ("worked for the Atchison, Topeka and Santa Fe Railway", "London
    and North Eastern Railway"); not two names of their own ("Siemens and Great Western Railway", "the Midland
    Railway and North Eastern Railway")."""
    found = []
    heads = HEADS | LINE_HEADS
    for match in _line_pattern().finditer(sentence):
        last, start, the = match["last"].split(), match.start("ends"), bool(match["the"])
        ends = [end.strip() for end in match["ends"].split(",")]
        if ends[0].startswith("The "):  # a sentence's "The London and …": the run took the article
            ends[0], start, the = ends[0][4:], start + 4, True
        if last[-1].lower() not in LINE_HEADS or any(end.split()[-1].lower() in heads for end in ends):
            continue
        placed = any("location" in broader(end.lower().replace(" ", "_"), every_sense=True) for end in ends)
        if the or placed:
            found.append((start, match.end(), sentence[start : match.end()]))
    return found


def leads(word: str) -> bool:
    """Whether a head noun names a leader's role ("President", "Chair"), read by the predicates as such."""
    return "lead" in RelationLexicon.asked_senses(word.lower())


_LEFT_FOR = re.compile(
    r"\b(?:left|leaves|leaving|quit|quits|swapped|traded|exchanged|abandoned|ditched|dropped)\s+(?:the\s+)?$"
)
"""A verb of leaving one thing for another, before a head noun ("left the Orsk Institute for Harvard")."""


def _for_another(sentence: str, match: re.Match[str]) -> bool:
    """Whether the name after "for" is no part of the head's name: another's thing ("for Tom Reed's family") or
    where one went ("left the Orsk Institute for Harvard")."""
    return bool(re.search(r"['’]s$", match["of"]) or _LEFT_FOR.search(sentence[: match.start()]))


def _campus(sentence: str, match: re.Match[str]) -> bool:
    """Whether "at" after a university's or a college's name says its campus: a name of no month, weekday or feast,
    nobody's ("at Harvard's invitation"), the clause going on with no more words of its own."""
    from .._reading import MONTHS, WEEKDAYS

    more = match["more"] or ""
    return (
        match["head"].split()[-1].lower() in _CAMPUSES
        and not {word.lower() for word in more.split()} & (MONTHS | set(WEEKDAYS) | _NO_CAMPUS)
        and re.match(
            r"[ \t]*(?:[,.;:)]|$|(?:from|in|until|since|between|during|and|where|when|\d)\b)", sentence[match.end() :]
        )
        is not None
    )


def compounds(sentence: str, *, known: frozenset[str] = frozenset()) -> list[tuple[int, int, str]]:
    """Where each name joined across "of" (and "and") stands in ``sentence``, and the name (see the module
    docstring); ``known``: the keys (lower case) of names held, which an "and" never swallows.

    >>> compounds("Kuhn taught at the University of Chicago from 1963.")
    [(19, 40, 'University of Chicago')]
    >>> compounds("She joined the Bureau of Standards and Measures in 1995.")
    [(15, 47, 'Bureau of Standards and Measures')]
    >>> compounds("She studied at the University of Oslo and Bergen Institute of Art.")
    [(19, 37, 'University of Oslo'), (42, 65, 'Bergen Institute of Art')]
    >>> compounds("She led the Corran Institute for Applied Linguistics.")
    [(12, 52, 'Corran Institute for Applied Linguistics')]
    >>> compounds("She was the President of Orvel Labs.")
    []
    >>> compounds("He took charge of Brindley & Hatherby United in 1931.")
    [(18, 44, 'Brindley & Hatherby United')]
    >>> compounds("She moved to the University of Texas at Austin in 1990.")
    [(17, 46, 'University of Texas at Austin')]
    """
    found = []
    place = 0
    pattern = _patterns()[0]
    while (match := pattern.search(sentence, place)) is not None:
        head = match.group("head").split()
        if (
            head[-1].lower() not in HEADS
            or leads(head[-1])
            or head[0].lower() in TITLES
            and len(head) == 1
            or match["joiner"] == "for"
            and _for_another(sentence, match)
        ):
            place = match.start("of")
            continue
        end = match.end("of")
        more = match.group("more")
        joins = match["and"] == "and" or _campus(sentence, match)  # "University of X at Chapel Hill"
        if (
            more
            and joins
            and more.split()[-1].lower() not in HEADS
            and more.lower() not in known
            and " of " not in more
        ):
            end = match.end("more")
        name = re.sub(r"['’]s$", "", sentence[match.start() : end])
        found.append((match.start(), match.start() + len(name), name))
        place = end
    ampersands = [(joined.start(), joined.end(), joined.group()) for joined in _patterns()[2].finditer(sentence)]
    for joined in [*_lines(sentence), *ampersands]:  # "Procter & Gamble", "London and North Eastern Railway"
        if not any(start < joined[1] and joined[0] < end for start, end, _ in found):
            found.append(joined)
    return sorted(found)


_BEFORE_NAMES = frozenset(
    "general gen colonel col captain capt admiral lieutenant lt sergeant commander marshal governor senator judge "
    "justice bishop archbishop cardinal rabbi imam sheikh president rector chancellor mayor premier minister chairman "
    "chairwoman director coach manager ambassador secretary commissioner councillor congressman congresswoman "
    "representative democrat republican chief vice deputy acting interim former".split()
)
"""Offices, ranks and what qualifies them that a text puts before a person's full name ("Rector Yehuda Elkana", "Vice
President Joe Biden", "Democrat Thomas Minehart"); not a royal's or a noble's title, often a given name too ("King Camp
Gillette", "Prince Rogers Nelson")."""


def untitled(name: str) -> str:
    """``name`` without a title before it ("Sir Alan Grove" → "Alan Grove", "Prof Ines Dahl" → "Ines Dahl"); a
    title alone, or before "of" ("Lord of the Isles"), stays.

    >>> untitled("Sir Alan Grove"), untitled("Lord Kelvin"), untitled("Lady"), untitled("Dr Who of Gallifrey")
    ('Alan Grove', 'Kelvin', 'Lady', 'Dr Who of Gallifrey')
    >>> untitled("Lord Privy Seal"), untitled("Lord John Russell")
    ('Lord Privy Seal', 'John Russell')

    "Lord" or "Lady" before a noun naming a kind of person (WordNet: "Lord Chancellor", "Lord Mayor"), or before
    two common words or more that name no one ("Lord Privy Seal"), is an office and stays whole. An office before a
    person's full name is a title too ("Rector Yehuda Elkana" → "Yehuda Elkana"; not "General Electric Company").
    """
    words = name.split()
    while (
        len(words) > 2
        and words[0].lower() in _BEFORE_NAMES
        and words[1][:1].isupper()
        and " of " not in name
        and likely_person(" ".join(words[1:]))
    ):
        words = words[1:]  # "Chief Justice John Roberts", "Vice President Joe Biden"
    name = " ".join(words)
    if len(words) < 2 or words[0].rstrip(".").lower() not in TITLES or " of " in name or not words[1][:1].isupper():
        return name
    if len(words) == 2 and words[0].lower() in _OFFICE_TITLES and role_noun(words[1]):
        return name  # "Lord Chancellor", "Lord Mayor": an office, no person's name
    if len(words) > 2 and words[0].lower() in _OFFICE_TITLES and all(english_word(w.lower()) for w in words[1:]):
        if not likely_person(" ".join(words[1:])):
            return name  # "Lord Privy Seal", "Lord High Steward": an office of common words
    return " ".join(words[1:])


_ORIGINS = frozenset(["inhabitant", "religious_person", "adherent", "follower"])
"""WordNet's kinds of person by origin, faith or allegiance ("Austrian", "Frenchman", "Finn", "Catholic")."""


def without_origin(name: str) -> str:
    """``name`` without a word of the person's origin or faith before it, said after an article ("the Austrian Felix
    Brandauer", "the Frenchman Jean-Claude Morel": a kind, then the name); not before a body ("American Bar
    Association"), a thing ("American Civil War") or one word ("Norman Foster").

    >>> without_origin("Austrian Felix Brandauer"), without_origin("American Civil War")
    ('Felix Brandauer', 'American Civil War')
    """
    first, _, rest = name.partition(" ")
    words = rest.split()
    if len(words) < 2 or not all(word[:1].isupper() for word in words) or words[-1].lower() in HEADS:
        return name
    person = likely_person(rest) or re.match(r"[A-Z][a-z]+-[A-Z][a-z]+\s", rest) is not None  # "Jean-Claude Morel"
    return rest if person and broader(first.lower()) & _ORIGINS else name


def titled_forms(text: str, names: list[str]) -> list[tuple[str, str]]:
    """(name, titled form) for each of ``names`` that ``text`` writes after a title ("Sir Alan Grove", "Rev. Ana
    Roe"): the forms a question may use for the person.

    >>> titled_forms("Sir Alan Grove married Ana Roe.", ["Alan Grove", "Ana Roe"])
    [('Alan Grove', 'Sir Alan Grove')]
    """
    wanted = {name.lower(): name for name in names}
    found: dict[tuple[str, str], None] = {}
    for match in _patterns()[1].finditer(text):
        words = match.group("name").split()
        for size in range(len(words), 0, -1):
            name = wanted.get(" ".join(words[:size]).lower())
            if name is not None:
                found[(name, f"{match.group('title')} {name}")] = None
                break
    return list(found)
