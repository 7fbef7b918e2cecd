"""Where a thing is, said in a clause the rules do not read, restated after its sentence as a plain clause they do.

- A relative clause on "whose" naming a part and its place: "Orvel Trust, whose archives are in Dellmoor," →
  "Orvel Trust has its archives in Dellmoor." (the part's noun types the tie: ``ARCHIVES_IN``).
- The relative adverb "where", which stands for "in" its antecedent: "Dellmoor, where Orvel Trust keeps its
  archives" → "Orvel Trust keeps its archives in Dellmoor."; also after "is" ("Dellmoor, a port town, is where
  Orvel Trust keeps its archives").
- A fronted phrase of the subject's own part and its place: "From its offices in Dellmoor, Orvel Trust runs …" →
  "Orvel Trust has its offices in Dellmoor." ("its" is the clause's subject's).
- A place said as the home of a thing, in a copula or an apposition: "Dellmoor is home to Orvel Trust",
  "Dellmoor, the home of Orvel Trust," → "Orvel Trust has its home in Dellmoor."; or a thing that calls a place
  home: "Orvel Trust calls Dellmoor home" → the same.

Only clauses between two names are read; the sentence itself stays as written, the restatement follows it.
"""

from __future__ import annotations

import re

from .._sentences import ABBREVIATIONS
from ..retrieval.meaning import related_words, role_noun
from .names import UPPER

__all__ = ["locatives"]

_SHORT = "|".join(rf"(?<=\b{word.capitalize()})" for word in sorted(ABBREVIATIONS) if word.isalpha())
_WORD = rf"[{UPPER}](?:[\w'’&-]|\.(?=[\w'’&-]))*(?:(?:{_SHORT}|(?<=\b[A-Z]))\.)?"
"""A word of a name: a full stop inside it ("U.S") or closing a short form ("St.", "R."), never a sentence's."""
_NAME = rf"{_WORD}(?:\s+(?:of\s+|the\s+)?{_WORD})*"
_BE = r"(?:is|are|was|were|has\s+been|have\s+been|remains?|remained)"
_WHOSE = re.compile(
    rf"(?P<owner>{_NAME}),\s+whose\s+(?P<part>[a-z]+(?:\s+[a-z]+)?)\s+{_BE}\s+(?:(?:still|now|also)\s+)?"
    rf"(?:(?:located|based|situated|housed)\s+)?(?P<at>in|at)\s+(?P<place>{_NAME})"
)
_WHERE = re.compile(
    rf"(?P<place>{_NAME})(?:,\s+|(?:,\s+[^,.;:!?\n]{{1,60}},)?\s+(?:is|was)\s+)where\s+"
    rf"(?P<clause>{_NAME}\s+[a-z][^.;:,!?\n]*)"
)
_FRONTED = re.compile(
    rf"(?:^|(?<=[.!?]\s))(?:From|At|In|Out\s+of)\s+(?:its|their)\s+(?P<part>(?:[a-z]+\s+)?[a-z]+)\s+(?P<at>in|at)\s+"
    rf"(?P<place>{_NAME}),\s+(?:the\s+)?(?P<owner>{_NAME})\s+[a-z]"
)
_HOME = re.compile(
    rf"(?P<place>{_NAME})(?:\s+{_BE}\s+(?:(?:still|now|also)\s+)?|,\s+(?:the\s+)?)home\s+(?:to|of)\s+"
    rf"(?P<owner>{_NAME})"
)
_CALLS = re.compile(
    rf"(?P<owner>{_NAME})(?:,\s+which|,\s+who)?\s+(?:(?:still|now|also)\s+)?(?:calls|called|call|has\s+called)\s+"
    rf"(?P<place>{_NAME})\s+(?:its\s+|their\s+)?home\b"
)
_TELLING = frozenset(["verb.communication", "verb.cognition"])
_END = re.compile(r"[.!?](?=\s|$)")


def _told(before: str) -> bool:
    """Whether the word before a name is a verb of telling or knowing (WordNet's ``verb.communication`` or
    ``verb.cognition``: "asked", "told", "wondered"), so the name is the one told, not a place."""
    words = re.findall(r"[a-z]+", before[-30:])
    return bool(words) and related_words(words[-1]).kind in _TELLING


def _restated(line: str) -> list[tuple[int, str]]:
    """(where the sentence holding it ends, the plain clause) for each locative clause of ``line``."""
    found = []
    for match in _WHOSE.finditer(line):
        if role_noun(match["part"].split()[-1]):
            continue  # "Ada Lo, whose parents were in London": where people were, no part of Ada Lo's
        found.append((match, f"{match['owner']} has its {match['part']} {match['at']} {match['place']}."))
    for match in _WHERE.finditer(line):
        if _told(line[: match.start()]):
            continue  # "asked Tom, where Mary went": an indirect question, Tom no place
        found.append((match, f"{match['clause'].rstrip()} in {match['place']}."))
    for match in _FRONTED.finditer(line):
        found.append((match, f"{match['owner']} has its {match['part']} {match['at']} {match['place']}."))
    for match in [*_HOME.finditer(line), *_CALLS.finditer(line)]:
        found.append((match, f"{match['owner']} has its home in {match['place']}."))
    out = []
    for match, clause in found:
        end = _END.search(line, match.end())
        out.append((end.end() if end else len(line), clause))
    return out


def locatives(text: str) -> str:
    """``text`` with each locative clause restated after its sentence (see the module); lines stay lines."""
    if not any(word in text for word in ("whose", "where", "home", "its ", "their ")):
        return text
    lines = text.split("\n")
    for number, line in enumerate(lines):
        for end, clause in sorted(_restated(line), reverse=True):
            stop = "" if line[:end].rstrip().endswith((".", "!", "?")) else "."
            line = f"{line[:end].rstrip()}{stop} {clause}{line[end:]}"
        lines[number] = line
    return "\n".join(lines)
