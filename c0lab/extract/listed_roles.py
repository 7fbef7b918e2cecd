"""Offices listed after one verb, each with its own dates, said as one sentence each.

Biographies list a career in one sentence: "Ana Velt was Governor of Orsk from 1991 to 1996, Chancellor of the
University of Pell from 1983 to 1990 and President of the Orsk Law Society from 1970 to 1980". The rules read one
relation per pair of names in a sentence, so only the first office kept its dates and the others were cut ("held
office as Chancellor") or lost. :func:`listed_roles` says each listed office as its own sentence with the subject
and verb repeated; a list whose items are not all a person-noun title (WordNet's ``noun.person``: "Governor",
"Chancellor") with a year of its own stays as written.
"""

from __future__ import annotations

import re

from .._sentences import sentence_parts
from ..retrieval.meaning import role_noun, wordnet
from .predicates import finite

__all__ = ["listed_roles"]

_SUBJECT = r"(?P<subject>[A-Z][\w.'’-]*(?:\s+(?:[A-Z][\w.'’-]*|de|van|von|of|the))*?)"
_VERB = r"(?P<verb>was|is|has\s+been|had\s+been|served\s+as|became)"
_HEAD = re.compile(rf"^(?P<lead>.*?\b){_SUBJECT}\s+{_VERB}\s+(?P<items>.+?)(?P<stop>[.;]?)$")
_SPLIT = re.compile(r",\s+(?:and\s+)?|\s+and\s+")
_TITLE = re.compile(r"^(?:the\s+|a\s+|an\s+)?(?P<word>[A-Z][a-z]+)\b")
_YEAR = re.compile(r"\b\d{3,4}\b")


_OWN_VERB = re.compile(rf"\s{_VERB}\s")
"""An item with a verb of its own is a clause with its own subject ("… and Tom Hale was Chancellor of Pell", or any
finite verb: "… and Tom Hale had led Pell")."""
_TAIL = re.compile(rf",?\s+and\s+(?={_VERB}\s)")
"""The "and" before a last item that is a clause of the list's subject, with a verb of its own ("… and was a
member of the Council from 1981"): said as a sentence of its own, after the offices."""
_INSIDE = re.compile(r"(?:\b(?:of|for|to|with|by|from|and|the|a|an)|['’]s)\s*$", re.IGNORECASE)
"""A lead that makes the name part of a longer noun phrase ("The son of Ana Velt was …"): not the subject."""


def _plural(word: str) -> bool:
    """Whether a word ending in "s" reads as a plural noun ("two terms"), no verb of the item's own."""
    net = wordnet()
    return (
        word.endswith("s") and word not in ("is", "was", "has") and net is not None and bool(net.base_forms(word, "n"))
    )


def _office(item: str) -> bool:
    """Whether a listed item is a title naming a person's office ("Chancellor of the University of Pell from 1983")
    with a year of its own, and no verb of its own."""
    title = _TITLE.match(item)
    return (
        title is not None
        and role_noun(title.group("word"), any_sense=True)  # "Chair": a seat first, also one who chairs
        and _YEAR.search(item) is not None
        and not _OWN_VERB.search(item)
        and not any(finite(word) and not _plural(word) for word in re.findall(r"\b[a-z]+\b", item))
    )


def _listed(sentence: str) -> str:
    found = _HEAD.match(sentence)
    if found is None or _INSIDE.search(found.group("lead")):
        return sentence
    listed, tail = found.group("items"), ""
    joined = _TAIL.search(listed)  # "…, Chancellor of Pell from 1983 to 1990 and was a member of the Council"
    if joined is not None:
        listed, tail = listed[: joined.start()], listed[joined.end() :]
    items = _SPLIT.split(listed)
    if len(items) < 2 or not all(_office(item) for item in items):
        return sentence
    subject, verb, stop = found.group("subject"), found.group("verb"), found.group("stop") or "."
    said = [f"{subject} {verb} {item}{stop}" for item in items] + ([f"{subject} {tail}{stop}"] if tail else [])
    return found.group("lead") + " ".join(said)


def listed_roles(text: str) -> str:
    """``text`` with each career list said as one sentence an office (lines kept: a line stays one line).

    >>> print(listed_roles("Ana Velt was Mayor of Orsk from 1991 to 1996 and Chancellor of Pell from 1983."))
    Ana Velt was Mayor of Orsk from 1991 to 1996. Ana Velt was Chancellor of Pell from 1983.
    >>> print(listed_roles("Ana Velt was Mayor of Orsk from 1991, Chancellor of Pell from 1983 and was a judge."))
    Ana Velt was Mayor of Orsk from 1991. Ana Velt was Chancellor of Pell from 1983. Ana Velt was a judge.
    >>> listed_roles("Ana Velt was Governor of Orsk, Pell and Vinn from 1991.")
    'Ana Velt was Governor of Orsk, Pell and Vinn from 1991.'
    """
    lines = []
    for line in text.split("\n"):
        listed = " ".join(_listed(part) for part in sentence_parts(line))
        lines.append(listed if listed != " ".join(sentence_parts(line)) else line)
    return "\n".join(lines)
