"""Whom a "he"/"she" inside a sentence refers to when the sentence named its own subject before it.

"In 2007, Ada Vell returned to Orsk where from 2007 to 2010 she worked at Halden Motors", "Ada Vell moved to Orsk
in 2007 and in 2008 she joined Halden Motors": *she* is Ada Vell, the subject of the clause before, not the
subject of the sentence before (the reading of a pronoun after a fronted phrase, "In 2019, she joined …",
which has no subject of its own before the pronoun, nor one after "After leaving Orsk in 2013, she …"; nor is one
after a pronoun subject: "She attended X, … where she …" is the sentence's pronoun's; nor is one who left in a
clause of time opening the sentence (:data:`~c0lab.extract.successors.LEFT_OPENERS`) before a pronoun taking a post
there: "When A retired, she was appointed to lead the trust", not "… she was appointed director of Halden Motors", a
post elsewhere). The subject is the first name before the pronoun that no preposition governs
(:func:`~c0lab.extract.prep_objects.ungoverned`: not "Orsk" of "returned to Orsk") and that reads as a person's name
(:meth:`~c0lab.extract.refer.Salience.person`'s test).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

from ..retrieval.event_ends import ENDING
from .forms import subject_of
from .names import spans_of
from .prep_objects import ungoverned
from .refer import Salience
from .successors import LEFT_OPENERS, takes_post

__all__ = ["own_person"]

_INNER = re.compile(r"(?<=\S)\s+(?:he|she)\b")
"""A lower-case subject pronoun after something the sentence said (not one opening it)."""
_PRONOUN = re.compile(r"\b(?:[Hh]e|[Ss]he|[Tt]hey|[Ii]t)\b")
_FRONTED_PHRASE = re.compile(
    r"(?:(?:After|Before|Upon|On|Since|Despite|Following)\s+[a-z]+ing\b|(?:At|In|During|Following|After|Before)\s+"
    r"(?:the|a|an|his|her|their|its)\b)[^,;]*,$"
)
"""A phrase opening a sentence up to the comma before its pronoun subject, a gerund's or a noun's ("After leaving Orsk
at the end of 2013,", "At the 2011 Selby election,"; not a clause with a subject: "When A retired,")."""


def own_person(
    sentence: str, names_of: Callable[[str], list[str]], salience: Salience, things: Collection[str] = frozenset()
) -> str | None:
    """The person a lower-case "he"/"she" of ``sentence`` refers to when the sentence's words before it name its
    subject (``names_of``: the names of a text), written as a person's name (``salience``'s test; not one of
    ``things``, what the texts played for, studied at …), else None.

    >>> names = lambda text: [name for name in ("Ada Vell", "Orsk") if name in text]
    >>> own_person("Ada Vell moved to Orsk in 2007 and in 2008 she joined Halden Motors .", names, Salience())
    'Ada Vell'
    >>> own_person("In 2008 she joined Halden Motors .", names, Salience()) is None
    True
    """
    pronoun = _INNER.search(sentence)
    if pronoun is None:
        return None
    before = sentence[: pronoun.start()]
    if _FRONTED_PHRASE.match(before.strip()):
        return None  # "After leaving Orsk at the end of 2013, he …": a phrase, no subject of its own
    subject = subject_of(before, ungoverned(before, spans_of(before, names_of(before))))
    if subject is not None and _PRONOUN.search(before[: before.find(subject)]):
        return None  # "She attended X , … where she …": the sentence's subject is the pronoun before
    if subject is None or salience.person(subject, [], "", things=things) != subject:
        return None
    after = sentence[pronoun.end() :]
    if LEFT_OPENERS.match(before) and ENDING.search(before) and takes_post(after):
        elsewhere = set(names_of(after)) - set(names_of(before))  # "…, she was appointed director of Halden Motors"
        moved_up = re.search(r"\bas\s+(?:its|their|the)?\s*[a-z]", before)  # "retired as its chief executive"
        if not (elsewhere or moved_up):
            return None  # "When A retired, she was appointed to lead the trust": the one who left took no post there
    return subject
