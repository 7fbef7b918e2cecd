"""Licence names as people write them, beyond "the Brenlow licence" (which :mod:`~c0lab.extract.names` reads):

- an SPDX identifier written as one word with its version ("Apache-2.0", "OFL-1.1", "BSD-3-Clause", "GPLv2");
- an identifier in words with its version where a licence is plainly meant: all capitals ("CC BY-NC 4.0",
  "AGPL v3"), after "under" ("under the Apache 2.0"), or before "licence" ("the Apache 2.0 licence");
- any identifier before "licence", "license" or "waiver" ("the zlib licence", "the CC0 1.0 waiver", "the MIT
  License"), or an identifier of capitals right after "under" ("under MIT");
- a capitalised name ending in "Licence" or "License", with its version ("the GNU General Public License version 2",
  "the European Union Public Licence 1.2", "the Apache License, Version 2.0").

The identifiers are SPDX's and their common aliases from license-expression's index of ScanCode's licence database:
no list is kept here. A licence's noun said after it stays in its name ("zlib licence"), as in "Brenlow licence".

>>> licence_names("Originally under the GNU General Public License version 2, it moved to the zlib licence.")
['GNU General Public License version 2', 'zlib licence']
>>> licence_names("Kestrel Mono is now OFL-1.1; it was CC BY-NC 4.0, then GPLv3, then under MIT.")
['OFL-1.1', 'CC BY-NC 4.0', 'GPLv3', 'MIT']
>>> licence_names("She left MIT in 2001 for Python 2.0 work at Intel.")
[]
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from itertools import pairwise

from license_expression import get_license_index

__all__ = ["LICENSING", "an_identifier", "is_licence", "licence_names", "licence_spans", "runs_on", "short_forms"]

_NOUN = r"(?:[Ll]icen[cs]e|[Ww]aiver)"
_NAMED = re.compile(
    r"(?<![\w-])(?:(?!(?:The|A|An|Its|Their|His|Her|Our|My|Your|This|That|These|Those)\b)[A-Z][\w.+'-]*[ \t]+){1,6}"
    r"Licen[cs]e\b(?P<version>,?[ \t]+(?:[Vv]ersion[ \t]+|v)?\d+(?:\.\d+)*\b)?(?![ \t]+[A-Z])"
)
"""A capitalised name ending in "Licence"/"License", with its version ("Apache License, Version 2.0"); not one
going on in a capitalised word ("the Microsoft End User License Agreement", "the BBC Licence Fee")."""
_ATTACHED = re.compile(
    r"(?:\b(?:under|from|to|onto|into|off|adopt\w*|chose|choose|us(?:e|es|ed|ing)|with|for|relicen[cs]\w*"
    r"|licen[cs]ed|carr(?:y|ies|ied))\s+(?:(?:the|its|their|a)\s+)?(?:[a-z][\w-]*\s+){0,2}|\blicen[cs]e\s*:\s*)$",
    re.IGNORECASE,
)
"""What a licence is said after: "under the", "moved from its bespoke", "adopted the", "Licence: " (not "wrote
the", "holds a")."""
_CLOSED = re.compile(
    r"\s*(?:$|[.,;:!?)]|(?:and|or|in|since|until|from|to|for|with|at|on|by|as|but|when|while|instead|rather)\b)",
    re.IGNORECASE,
)
"""What may follow a licence named by one word alone ("under MIT since 2019", "under MIT."): not a noun it modifies
("under ICU observation", "under the NCSA director")."""
LICENSING = re.compile(r"\b(?:re-?)?licen[cs]\w*|\bcopyleft\b|\bopen[- ]source\b", re.IGNORECASE)
_WORD = re.compile(r"(?<![\w.+-])[A-Za-z0-9][\w.+-]*?(?=[.,;:!?)]*(?:\s|$))")
"""A word as a licence identifier may be written ("GPLv2", "CC0", "BY-NC", "4.0", "Apache-2.0"), less a closing
stop or comma."""
_VERSIONED = re.compile(r"(?P<family>[A-Za-z]+)[ -]?v(?P<major>\d+)(?P<minor>\.\d+)?", re.IGNORECASE)
"""An identifier with a "v" version ("GPLv2", "AGPL v3"): SPDX writes "GPL-2.0", "AGPL-3.0"."""
_LONGEST = 4


@lru_cache(maxsize=1)
def _identifiers() -> frozenset[str]:
    """Every SPDX licence identifier and alias in license-expression's index, in lower case (no exceptions, no
    ``LicenseRef-`` keys)."""
    found: set[str] = set()
    for entry in get_license_index():
        if entry.get("is_exception"):
            continue
        for key in (entry.get("spdx_license_key"), *entry.get("other_spdx_license_keys", ())):
            if key and not key.startswith("LicenseRef"):
                found.add(key.lower())
    return frozenset(found)


@lru_cache(maxsize=1)
def _openings() -> frozenset[str]:
    """The first words of the identifiers, in lower case ("cc" of CC-BY-4.0, "gpl" of GPL-2.0): where one may
    start."""
    return frozenset(re.split(r"[- ]", key)[0] for key in _identifiers())


def _opens(word: str) -> bool:
    """Whether an identifier may start at ``word`` ("CC", "GPLv2", "Apache-2.0")."""
    if word.lower().partition("-")[0] in _openings():
        return True
    versioned = _VERSIONED.fullmatch(word) if word[-1].isdigit() else None
    return versioned is not None and versioned["family"].lower() in _openings()


def _identifier(words: list[str]) -> bool:
    """Whether words joined by hyphens ("CC BY-NC 4.0" → CC-BY-NC-4.0) or written with a "v" version ("GPLv2" →
    GPL-2.0) are an SPDX identifier."""
    joined = "-".join(words)
    versioned = _VERSIONED.fullmatch(" ".join(words))
    if versioned:
        joined = f"{versioned['family']}-{versioned['major']}{versioned['minor'] or '.0'}"
    return joined.lower() in _identifiers() or " ".join(words).lower() in _identifiers()


@lru_cache(maxsize=1)
def _families() -> Counter[str]:
    """How many identifiers each first word opens ("gpl": GPL-1.0, GPL-2.0, …): a family of licences, not one
    program's terms ("bzip2-1.0.6", "SGP4")."""
    return Counter(_family(key) for key in _identifiers())


def _family(word: str) -> str:
    """An identifier's family: its first letters ("gpl" of "GPLv2" and GPL-2.0, "cc" of "CC0" and CC-BY-4.0)."""
    versioned = _VERSIONED.fullmatch(word)
    found = re.match(r"[a-z]+", (versioned["family"] if versioned else word).lower())
    return found.group(0) if found else ""


def _plainly_meant(words: list[str], before: str, after: str, sentence: str) -> bool:
    """Whether identifier words name a licence where they stand (a word alone is often a place, a firm, a
    language or a program: "MIT", "Intel", "Python 2.0", "SGP4"): before a licence's noun; not before another
    capitalised word ("GPL Academy"); one word with its version in a family of licences anywhere ("OFL-1.1",
    "GPLv2"), else in a sentence about licensing; words in capitals with a version likewise ("CC BY 4.0"); a word
    in capitals right after "under" or a "Licence:" key ("under MIT"; not "moved from MIT to Stanford")."""
    if re.match(rf"\s+{_NOUN}\b", after):
        return True
    if re.match(r"\s+[A-Z]", after):
        return False
    versioned = any(char.isdigit() for char in words[-1])
    capitals = words[0].isupper() and len(words[0].rstrip("0123456789")) >= 2
    family = _families()[_family(words[0])] >= 3
    context = _ATTACHED.search(before) is not None or LICENSING.search(sentence) is not None
    if versioned and len(words) == 1 and re.search(r"[-v]\d", words[0]):
        return family or context
    if versioned and len(words) > 1:
        return capitals and (family or context)
    attached = re.search(r"(?:\bunder(?:\s+the)?|\blicen[cs]e\s*:)\s*$", before, re.IGNORECASE) is not None
    return capitals and attached and _CLOSED.match(after) is not None  # not "under ICU observation", "W3C"


@lru_cache(maxsize=4096)  # a sentence's names are read more than once
def licence_spans(sentence: str) -> tuple[tuple[int, int], ...]:
    """Where a sentence names licences: (start, end) of each, a licence's noun after it included, in order."""
    spans = [  # a name with its version, or said as a licence is ("under the MIT License")
        (found.start(), found.end())
        for found in _NAMED.finditer(sentence)
        if found["version"] or _ATTACHED.search(sentence[: found.start()])
    ]
    words = list(_WORD.finditer(sentence))
    index = 0
    while index < len(words):
        start = words[index].start()
        if not _opens(words[index].group(0)) or any(begin <= start < end for begin, end in spans):
            index += 1
            continue
        for size in range(min(_LONGEST, len(words) - index), 0, -1):
            run = words[index : index + size]
            if any(re.search(r"\S", sentence[one.end() : two.start()]) for one, two in pairwise(run)):
                continue  # words apart: a stop or a comma between them
            texts = [word.group(0) for word in run]
            end = run[-1].end()
            if _identifier(texts) and _plainly_meant(texts, sentence[:start], sentence[end:], sentence):
                noun = re.match(rf"\s+{_NOUN}\b", sentence[end:])
                spans.append((start, end + (noun.end() if noun else 0)))
                index += size - 1
                break
        index += 1
    return tuple(sorted(spans))


def licence_names(sentence: str) -> list[str]:
    """The licence names a sentence says, in order (:func:`licence_spans`)."""
    return [sentence[start:end] for start, end in licence_spans(sentence)]


def an_identifier(name: str) -> bool:
    """Whether a whole name is an SPDX identifier or alias, whatever it may name where it stands ("MIT", "Intel")."""
    return _identifier(name.split())


def is_licence(name: str) -> bool:
    """Whether a whole name is a licence's name of a form :func:`licence_spans` reads alone ("GPLv3", "Apache-2.0
    license", "GNU General Public License version 2"), or an identifier written with its version in one word
    ("SSPL-1.0")."""
    return licence_spans(name) == ((0, len(name)),) or (
        " " not in name and re.search(r"[-v]\d", name) is not None and an_identifier(name)
    )


def runs_on(name: str, licences: list[str]) -> bool:
    """Whether a capitalised run is one of ``licences`` run on by a word ("the Merriwether License ever since")."""
    return any(name.startswith(f"{licence} ") for licence in licences)


def short_forms(names: list[str]) -> list[tuple[str, str]]:
    """``(name, short)`` for each licence name of ``names`` with its version, and the same name without it
    ("Apache License, Version 2.0": "Apache License"), when no other of ``names`` has that short form: how a
    question says it ("before the Apache License?").

    >>> short_forms(["Apache License, Version 2.0", "MIT License", "GPL License v2", "GPL License v3"])
    [('Apache License, Version 2.0', 'Apache License')]
    """
    found = [
        (name, name[: match.start("version")])
        for name in names
        if (match := _NAMED.fullmatch(name)) and match["version"] and is_licence(name)
    ]
    shorts = Counter(short.casefold() for _, short in found)
    return [(name, short) for name, short in found if shorts[short.casefold()] == 1]
