"""A role said with a possessive after a copula, read as the same role said with "of".

"Carl Bernstein was Nora Ephron's spouse from 1976 to 1980" says what "Carl Bernstein was the spouse of Nora
Ephron from 1976 to 1980" says; the predicates type the second (``SPOUSE_OF``) and leave the first a co-mention.
:func:`of_form` writes a copula, a name, "'s" and a lower-case noun (and its lower-case modifier: "head coach")
that ends there (a stop, a comma, a date phrase) as "the NOUN of NAME"; a sentence that opens with the possessive
and says who holds a role of a sense (:data:`~c0lab.retrieval.lexicon.SENSES`: "Project Atlas's lead is Dana
Reyes") is written "The lead of Project Atlas is …", a start said after the role put first ("Project Atlas's lead
since 2019 is …": "Since 2019, the lead of Project Atlas is …").

A marriage said as a noun ("Ann Vel's third marriage was to Bo Lund": :func:`married`) is written "Ann Vel married
Bo Lund"; a role given with "has … as its …" ("Project Atlas has Dana Reyes as its lead") or "with … at its head"
is written as the role of the thing. An owner's product or project is read by :mod:`.owned`.
"""

from __future__ import annotations

import re

from ..retrieval.event_ends import ENDING
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.meaning import personal_name
from .compound import POSSESSIVE
from .names import NAME_WORD, UPPER
from .told import NEGATED

__all__ = ["married", "of_form"]


_NOUNS = r"(?(the)(?:\s+[a-z][a-z-]+){0,2})"
"""After "the", the lower-case nouns that end the name ("the Orsk club's coach")."""


_NAME = rf"{NAME_WORD}(?:\s+(?:of\s+|de\s+|van\s+)?{NAME_WORD})*"
"""A name before a possessive ("Project Atlas", "Order of Avon")."""
_THE_NAME = rf"(?:[{UPPER}][\w'’-]*\s+)*(?:[{UPPER}][\w'’-]*|[a-z]+)\s*(?:[.,;]|$)"
"""A name closing its clause after "the", capitalised words maybe ending in a class noun ("the Mit licence."; not
"the Korean economist and interpreter Kim So-yeon")."""
_OPENING = re.compile(
    rf"^(?P<the>[Tt]he\s+)?(?P<name>{_NAME}{_NOUNS}){POSSESSIVE}\s+"
    r"(?P<role>[a-z]+(?:\s+[a-z]+){0,2}?)\s+(?:(?P<when>(?:since|from)\s+[^,;]{0,25}?\d{4})\s+)?"
    rf"(?P<copula>is|was|are|were|has\s+been|had\s+been|remains|remained)\s+(?P<article>the\s+(?={_THE_NAME}))?(?=[{UPPER}])"
)
"""A sentence opening with a possessed role and saying who holds it ("Project Atlas's lead is …")."""
_AFTER_COPULA = re.compile(
    rf"\b(?P<copula>was|is|were|are|became|remained)\s+(?P<the>the\s+)?(?P<name>{_NAME}{_NOUNS})"
    rf"{POSSESSIVE}\s+(?P<role>[a-z]+(?:\s+[a-z]+)?)"
    r"(?=\s*(?:[.,;]|$|(?:from|in|since|until|between|during)\s+(?:[A-Z][a-z]{2,8},?\s+)?\d))"
)
"""A possessed role after a copula ("… was Nora Ephron's spouse from 1976")."""


_HAS_AS = re.compile(
    rf"\b(?P<owner>{_NAME})\s+(?P<has>has|had|have)\s+(?P<holder>{_NAME})\s+as\s+(?:its|their)\s+"
    r"(?P<role>[a-z]+(?:\s+[a-z]+)?)\b(?=\s*(?:[.,;]|$|(?:from|in|since|until|between|during)\s))"
)
"""A role given with "has … as its …" ("Project Atlas has Dana Reyes as its lead")."""
_WITH_AT = re.compile(
    rf"\b(?P<owner>{_NAME})\s?,\s+with\s+(?P<holder>{_NAME})\s+at\s+(?:its|their|the)\s+(?:head|helm)\s?,"
)
"""A leader said in an aside ("Project Atlas, with Dana Reyes at its head, …")."""


_PLURAL_OWNER = re.compile(rf"\b(?P<word>[{UPPER}][\w.-]*s)(?={POSSESSIVE})['’](?=\s)")
"""A possessive written with the apostrophe alone after an "s" ("Orsk Labs' manager", "Mia Jones' marriage"):
written "'s", as the rules read a possessive; not a name's own ("Workers' Party", :data:`~.compound.POSSESSIVE`)."""


def _with_at(found: re.Match[str]) -> str:
    if not personal_name(found["holder"]):
        return found.group(0)  # "Orsk Labs, with London at its head, …": no person leads
    return f"{found['owner']}, led by {found['holder']},"


def _has_as(found: re.Match[str]) -> str:
    if not any(RelationLexicon.asked_senses(word) for word in found["role"].split()):
        return found.group(0)  # "X has Ada as its guest": no role of a sense
    return f"{found['holder']} {'was' if found['has'] == 'had' else 'is'} the {found['role']} of {found['owner']}"


def _of_holder(found: re.Match[str]) -> str:
    if not any(RelationLexicon.asked_senses(word) for word in found["role"].split()[-2:]):  # "chief executive"
        return found.group(0)  # "X's grandparents were Bahamian": a role of no sense the rules could type
    when = f"{found['when'][:1].upper()}{found['when'][1:]}, the" if found["when"] else "The"  # "X's lead since 2019
    article = found["article"] or ""  # "X's licence is the A licence"
    return f"{when} {found['role']} of {'the ' if found['the'] else ''}{found['name']} {found['copula']} {article}"


_ORDINALS = r"(?:first|second|third|fourth|fifth|sixth|seventh|only|last)"
"""What may stand between the possessive and "marriage": which of them it was, not "planned", "rumoured"."""
_MARRIAGE = re.compile(
    rf"\b(?P<name>{_NAME}){POSSESSIVE}\s+(?:{_ORDINALS}\s+)?marriage\s+(?:was|had\s+been)\s+to\s+"
    rf"(?=(?:[a-z-]+\s+){{0,3}}[{UPPER}])"
)
"""A marriage said as a noun, up to the spouse ("Ann Vel's third marriage was to …")."""
_UNMARRIED = re.compile(
    rf"(?:{ENDING.pattern})|{NEGATED.pattern}|\b(?:annulled|denied|rumou?red|alleged|called\s+off|cancell?ed"
    r"|planned|proposed|would|could|might)\b",
    re.IGNORECASE,
)
"""Words after the spouse that say the marriage ended or never was ("… ended in 2010", "… was annulled", "… was
called off"): the sentence is left as it is (an ending said of the two reads as one)."""


def married(sentence: str) -> str:
    """``sentence`` with "NAME's (first …) marriage was to SPOUSE" written "NAME married SPOUSE" (a marriage said
    as a noun: "Ann Vel's third marriage was to Bo Lund"), unless the words after it say it ended or never was
    (:data:`_UNMARRIED`). Not "NAME's marriage to SPOUSE" with another verb: what it says of the marriage ("lasted",
    "collapsed in 2015", "was postponed") is no wedding.

    >>> married("Ann Vel's second marriage was to Bo Lund in 2002.")
    'Ann Vel married Bo Lund in 2002.'
    >>> married("Ann Vel's marriage plans were dropped."), married("Ann Vel's marriage to Bo Lund collapsed in 2010.")
    ("Ann Vel's marriage plans were dropped.", "Ann Vel's marriage to Bo Lund collapsed in 2010.")
    """
    found = _MARRIAGE.search(sentence) if "marriage" in sentence else None
    if found is None or _UNMARRIED.search(sentence, found.end()):
        return sentence
    return f"{sentence[: found.start()]}{found['name']} married {sentence[found.end() :]}"


def of_form(sentence: str) -> str:
    """``sentence`` with "was NAME's ROLE" written "was the ROLE of NAME" (see the module docstring); a possessive
    written "Labs'" is written "Labs's" first.

    >>> of_form("Carl Bernstein was Nora Ephron's spouse from 1976 to 1980.")
    'Carl Bernstein was the spouse of Nora Ephron from 1976 to 1980.'
    >>> of_form("Ada was Orsk's best friend."), of_form("It was Orsk's app that won.")
    ('Ada was the best friend of Orsk.', "It was Orsk's app that won.")
    >>> of_form("Project Atlas's new lead is Dana Reyes."), of_form("Orsk's app is new.")
    ('The new lead of Project Atlas is Dana Reyes.', "Orsk's app is new.")
    >>> of_form("The Orsk Club's main sponsor is Kell Bank since 2021.")
    'The main sponsor of the Orsk Club is Kell Bank since 2021.'
    >>> of_form("Project Atlas's director since 2019 is Dana Reyes.")
    'Since 2019, the director of Project Atlas is Dana Reyes.'
    >>> of_form("Wilson's grandparents were Bahamian.")
    "Wilson's grandparents were Bahamian."
    >>> of_form("Project Atlas has Dana Reyes as its lead."), of_form("Orsk Labs has Ada Vel as its guest.")
    ('Dana Reyes is the lead of Project Atlas.', 'Orsk Labs has Ada Vel as its guest.')
    >>> of_form("Project Atlas, with Dana Reyes at its head, opened in 2019.")
    'Project Atlas, led by Dana Reyes, opened in 2019.'
    """
    sentence = _PLURAL_OWNER.sub(r"\g<word>'s", sentence)  # "Orsk Labs' manager": as every rule reads it
    if " as " in sentence or " with " in sentence:
        sentence = _WITH_AT.sub(_with_at, sentence)
        sentence = _HAS_AS.sub(_has_as, sentence)
    if not re.search(POSSESSIVE, sentence):
        return sentence
    sentence = _OPENING.sub(_of_holder, married(sentence))
    return _AFTER_COPULA.sub(
        lambda found: f"{found['copula']} the {found['role']} of {found['the'] or ''}{found['name']}", sentence
    )
