"""Holders counted, then each told by an ordinal: "Orvel Trust has had two directors. The first, A, served from 2012 to
2016; the second, B, took office in 2016." The ordinal stands for the counted role of its owner, so each is said
with it: "A, director of Orvel Trust, served from 2012 to 2016. B, director of Orvel Trust, took office in 2016."
(the rules read an apposed role; a clause after a semicolon becomes its own sentence).

The count is a sentence saying the owner has had (or had) a number of holders of a role, in the plural ("two
directors", "three chairs", "several conductors"); the role's singular is WordNet's base form. The ordinals read
are those that pick one of them ("the first", "the second" … "the last", "the latest", "the current"), each before
an apposed name, in the sentences after the count (to the end of its paragraph).
>>> print(ordinals("Orvel Trust has had two directors. The first, Ada Kell, served until 2016."))
Orvel Trust has had two directors. Ada Kell, director of Orvel Trust, served until 2016.
"""

from __future__ import annotations

import re

from ..retrieval import meaning
from ..retrieval.lexicon import RelationLexicon
from .locatives import NAME

__all__ = ["ordinals"]

_COUNT = re.compile(
    rf"(?P<the>\b[Tt]he\s+)?(?P<owner>{NAME})\s+(?:has|have|had)\s+(?:so\s+far\s+|only\s+)?had\s+"
    r"(?P<count>two|three|four|five|six|seven|eight|nine|ten|several|many|\d{1,2})\s+(?P<role>[a-z]{3,}s)\b"
)
_ORDINAL = re.compile(
    rf"(?:(?<=^)|(?<=[.!?]\s)|;\s+)[Tt]he\s+(?:first|second|third|fourth|fifth|sixth|last|latest|current|present)"
    rf",\s+(?P<name>{NAME}),"
)


def ordinals(text: str) -> str:
    """``text`` with each holder an ordinal picks out of a counted role said with that role (see the module)."""
    out = []
    for paragraph in text.split("\n"):
        count = _COUNT.search(paragraph)
        role = _singular(count.group("role")) if count else None
        if count is None or role is None:
            out.append(paragraph)
            continue
        owner = f"{'the ' if count.group('the') else ''}{count.group('owner')}"

        def said(found: re.Match[str], role: str = role, owner: str = owner) -> str:
            stop = ". " if found.group().startswith(";") else ""  # "…; the second, B, …": a sentence of its own
            return f"{stop}{found.group('name')}, {role} of {owner},"

        head, rest = paragraph[: count.end()], paragraph[count.end() :]
        out.append(head + _ORDINAL.sub(said, rest))
    return "\n".join(out)


def _singular(plural: str) -> str | None:
    """The noun a plural is of, when it names a role: a kind of person to WordNet ("directors" → "director") or a
    word of the relation senses ("chairs", "heads"); else None."""
    net = meaning.wordnet()
    bases = [base for base in (net.base_forms(plural, "n") if net else []) if base != plural]
    return bases[0] if bases and (meaning.role_noun(bases[0]) or RelationLexicon.asked_senses(bases[0])) else None
