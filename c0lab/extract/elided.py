"""A role said without what it is held over, when the text named it just before: "Tomas Bek resigned as leader of
the Greens. Ona Ruiz will be acting leader until a congress is called." — the second leader is the Greens' too.

:func:`owned_roles` says the owner after such a role ("… acting leader of the Greens until …"), so the rules read the
tie as they read it written whole. The role is a word of a relation sense (:mod:`~c0lab.retrieval.lexicon`: a
leader, a mayor, a governor), said after a verb of being, becoming or being given a role ("will be", "became",
"returned as", "was named", "was made", "is listed as"), with no "of"/"at" after it, and the same word, or one it
opens, was said "ROLE of OWNER" earlier in the text ("chair of X", then "was made chairman"); the latest such owner is
taken, unless another thing was named since ("… moved to Vexa Corp, where he became chair": not the owner before).
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import STANDING_IN, RelationLexicon
from .it_refers import is_thing
from .names import FUNCTION, LEADING

__all__ = ["owned_roles"]

_OWNER = r"(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:of\s+|de\s+)?[A-Z][\w'’-]*)*"
_ROLE_OF = re.compile(rf"\b(?P<role>[A-Za-z][a-z]{{2,}})\s+of\s+(?P<owner>{_OWNER})")  # "Mayor of Harnmouth" too
_ROLE_WORD = r"(?P<role>[a-z]{3,})\b(?!\s+(?:of|at|for|in|to|with|and)\b)(?![\w'’-])"
"""A role word said bare: nothing it is "of" or "at" follows it."""
_BARE = re.compile(
    r"\b(?:(?:is|was|were|been)\s+(?:then\s+|later\s+)?(?:named|appointed|elected|installed|made|chosen)(?:\s+as)?"
    r"|will\s+be|would\s+be|is|was|became|becomes|become|remains|remained|returns\s+as|returned\s+as"
    rf"|listed\s+as|confirmed\s+as|served\s+as|serves\s+as)\s+(?:(?:the|an?)\s+)?(?:(?:{'|'.join(sorted(STANDING_IN))}|new)\s+)?"
    rf"{_ROLE_WORD}"
)


def owned_roles(text: str) -> str:
    """``text`` with the owner said after each role said without one that the text named earlier (the module
    docstring).

    >>> owned_roles("Bek resigned as leader of the Greens. Ona Ruiz will be acting leader until May.")
    'Bek resigned as leader of the Greens. Ona Ruiz will be acting leader of the Greens until May.'
    >>> owned_roles("Ona Ruiz will be acting leader until May.")  # no owner said before: as written
    'Ona Ruiz will be acting leader until May.'
    """
    if " of " not in text:
        return text
    marks = sorted(
        [(found.end(), "of", found) for found in _ROLE_OF.finditer(text)]
        + [(found.end("role"), "bare", found) for found in _BARE.finditer(text)],
        key=lambda mark: mark[0],
    )
    owners: dict[str, str] = {}
    owned: dict[str, int] = {}  # where each owner was said
    inserts: list[tuple[int, str]] = []
    for place, kind, found in marks:
        role = phrase = found.group("role")
        second = _SECOND.match(text, place) if kind == "bare" else None
        if second and _said_before(second["role"], owners):  # "was appointed head coach" after "head coach of X"
            role, phrase, place = second["role"], f"{role} {second['role']}", second.end("role")
        if kind == "of":
            owners[role.lower()] = found.group("owner")
            owned[role.lower()] = found.end()
        elif (said := _said_before(role, owners)) and RelationLexicon.asked_senses(phrase):
            since = text[owned[said] : found.start()]
            if not any(_a_thing(name, owners[said]) for name in _NAMES.findall(since)):
                inserts.append((place, f" of {owners[said]}"))
    for place, said in reversed(inserts):
        text = text[:place] + said + text[place:]
    return text


_SECOND = re.compile(rf"\s+{_ROLE_WORD}")
"""The second word of a two-word role said bare ("head coach"): the role word, when it was said with an owner."""
_NAMES = re.compile(r"(?<![\w'’-])[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")


def _said_before(role: str, owners: dict[str, str]) -> str | None:
    """The role word said with an owner that ``role`` is, or opens ("chairman" after "chair of X"), if any."""
    found = [said for said in owners if role == said or len(said) >= 4 and role.startswith(said)]
    return max(found, key=len) if found else None


def _a_thing(name: str, owner: str) -> bool:
    """Whether ``name`` (capitalised words said between an owner and a bare role) is another thing than ``owner``,
    no person and no opening word ("In 2018 Bo Ek was named chair": Bo Ek and "In" name no other thing)."""
    words = name.split()
    if words[0].lower() in LEADING | FUNCTION:
        words = words[1:]
    name = " ".join(words)
    return bool(name) and name not in owner and is_thing(name)
