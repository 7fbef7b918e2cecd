"""A clause of time with a pronoun subject after a main clause, said as a sentence of its own.

"Vincent played for Port Vale until he joined Cheltenham Town in July 2013" tells two stints: the rules read one
relation per pair of names in a sentence, so the second clause's verb and its date went to the first pair
("PLAYED_FOR Port Vale from July 2013") and Cheltenham Town was only mentioned. :func:`pronoun_clauses` says such a
clause ("before/until/after he/she/it <verb> …") as the next sentence ("He joined Cheltenham Town in July 2013."); a
clause opened by "until" also ends the main clause then ("… played for Port Vale before July 2013"). The pronoun is
read as any sentence's opening "He" or "It" is (the subject said before it): "The Quill toolkit was under the A
licence until it adopted the B licence in 2019" ends the A licence then. A bracket closing a sentence with such a
clause ("… under the B licence (it used the A licence before July 2017).") is said as the next sentence too: its
date is its own, not the main clause's. A newcomer's arrival closing a stint of leading ("A led X until B arrived in
2019", "… until B was appointed") is said as the taking over it tells ("… until B took over in 2019").
"""

from __future__ import annotations

import re

from .._reading import phrases
from .._reading_words import phrase_words
from ..retrieval.event_ends import ENDING
from ..retrieval.meaning import likely_person
from .it_refers import leading
from .names import english_word
from .predicates import finite, past_verb

__all__ = ["pronoun_clauses"]

_CLAUSE = re.compile(
    r"(?P<main>\b[A-Z][^.;!?]*?\S),?\s+(?P<word>before|until|till|after)\s+(?P<pronoun>he|she|it)\s+"
    r"(?P<verb>[a-z][a-z-]*)(?P<rest>\s[^.;!?]*?)?(?P<stop>[.;!?]|$)"
)


_BRACKETED = re.compile(
    r"\s*\((?P<pronoun>it|he|she|they)\s+(?P<verb>[a-z][a-z-]*)(?P<rest>\s[^()]*?)?\)\s*(?P<stop>[.;!?](?=\s|$)|$)"
)
"""A bracket holding a clause with its pronoun subject, closing a sentence ("(it used the A licence before 2017).")."""
_ARRIVED = re.compile(
    r"\buntil\s+(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})\s+"
    r"(?:arrived|was\s+(?:appointed|named|elected|installed|hired|brought\s+in)|came\s+in|stepped\s+in)\b"
    r"(?=\s*(?:[.,;!?]|$)|\s+in\s+(?:[A-Z][a-z]+\s+)?\d{4}\s*(?:[.,;!?]|$))"
)
"""A newcomer's arrival after "until", said with nothing after it but its year ("… until B arrived", "… until B was
appointed in 2012"; not "… until B arrived as chef", "… was appointed treasurer")."""
_RUN = re.compile(r"[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+")
_OBJECT = re.compile(r"\b[a-z]{3,}(?:ed|s)\s+$")
"""A verb before a second name: its object ("employed Tom Hale"), one "he" may be."""
_WITH = re.compile(r"\b(?:with|and)\s+$")
"""A companion's "with" before a second name ("worked with Karl Ott"): one "he" may be when it is a person's name
(no word of it an English word: not "won the cup with Port Vale")."""


def _someone_else(main: str, pronoun: str) -> bool:
    """Whether the pronoun may be another than the main clause's subject: a subject pronoun of the other gender
    ("She lived in Orsk until he joined …"), or a second name of two words or more said as the verb's object or a
    companion ("Leeds United employed Tom Hale until he joined …", "worked with Karl Ott until he moved …")."""
    opening = main.split()[0].lower()
    if opening in ("he", "she", "it") and opening != pronoun:
        return True
    runs = list(_RUN.finditer(main))[1:]  # the subject's name aside: another said as an object or a companion
    return any(
        _OBJECT.search(main, 0, run.start())
        or (_WITH.search(main, 0, run.start()) and not any(english_word(word.lower()) for word in run.group(0).split()))
        for run in runs
    )


def _clause(found: re.Match[str]) -> str:
    verb = found["verb"]
    if not finite(verb.replace("-", "")) or verb in ("was", "were", "is", "had", "has"):
        return found.group(0)  # "before he was 20", "after he had …": no stint of its own to say
    if _someone_else(found["main"], found["pronoun"]):
        return found.group(0)  # whom "he" is, the rules read as before
    rest = found["rest"] or ""
    main = found["main"]
    dates = phrases(rest)
    if found["word"] == "after" and dates and not phrases(main):  # "joined X after he graduated in 1989": then
        return found.group(0)
    if found["word"] in ("until", "till") and dates:  # "until he joined B in July 2013": the main clause ends then,
        leaving = ENDING.match(f"{verb}{rest}") is not None  # at B's start; "until she retired in 1990": in 1990
        main = f"{main} {'until' if leaving else 'before'} {phrase_words(dates[0])}"
    pronoun = found["pronoun"].capitalize()
    return f"{main}{found['stop'] or '.'} {pronoun} {verb}{rest}{found['stop'] or '.'}"


def _bracketed(found: re.Match[str]) -> str:
    if not (finite(found["verb"].replace("-", "")) or past_verb(found["verb"])) or not re.search(
        r"\b[A-Z]", found["rest"] or ""
    ):
        return found.group(0)  # "(it being …)", "(she has since 2019)": no clause naming something of its own
    return f". {found['pronoun'].capitalize()} {found['verb']}{found['rest'] or ''}{found['stop'] or '.'}"


def _arrived(text: str, found: re.Match[str]) -> str:
    """A newcomer's arrival said as the taking over it tells, when the clause before leads and the newcomer may be a
    person ("A led X until B arrived"; not "A waited in Oslo until B arrived", "… until Kell Bank was appointed")."""
    clause = re.split(r"[.;!?]\s", text[: found.start()])[-1]
    led = any(leading(word) for word in re.findall(r"[a-z]{3,}", clause)) and likely_person(found["name"])
    return f"until {found['name']} took over" if led else found.group()


def pronoun_clauses(text: str) -> str:
    """``text`` with each "…, before/until/after he/she/it <verb> …" said as two sentences, each bracket closing a
    sentence with a clause of a pronoun subject said as the next sentence, and "until B arrived" as "until B took
    over" (lines kept).

    >>> print(pronoun_clauses("Vincent played for Port Vale until he joined Cheltenham Town in July 2013."))
    Vincent played for Port Vale before July 2013. He joined Cheltenham Town in July 2013.
    >>> print(pronoun_clauses("Vincent won the cup in 2012, before he re-joined Cheltenham Town."))
    Vincent won the cup in 2012. He re-joined Cheltenham Town.
    >>> pronoun_clauses("Vincent left Orsk before he was 20.")
    'Vincent left Orsk before he was 20.'
    >>> pronoun_clauses("Orsk ships T under the B licence (it used the A licence before 2017).")
    'Orsk ships T under the B licence. It used the A licence before 2017.'
    """
    text = _ARRIVED.sub(lambda found: _arrived(text, found), text)
    return "\n".join(_CLAUSE.sub(_clause, _BRACKETED.sub(_bracketed, line)) for line in text.split("\n"))
