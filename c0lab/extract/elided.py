"""A role said without what it is held over, when the text named it just before: "Tomas Bek resigned as leader of
the Greens. Ona Ruiz will be acting leader until a congress is called." — the second leader is the Greens' too.

:func:`owned_roles` says the owner after such a role ("… acting leader of the Greens until …"), so the rules read the
tie as they read it written whole. The role is a word of a relation sense (:mod:`~c0lab.retrieval.lexicon`: a
leader, a mayor, a governor), said after a verb of being or becoming ("will be", "became", "returned as"), with no
"of"/"at" after it, and the same word was said "ROLE of OWNER" earlier in the text; the latest such owner is taken.
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import STANDING_IN, RelationLexicon

__all__ = ["owned_roles"]

_OWNER = r"(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:of\s+|de\s+)?[A-Z][\w'’-]*)*"
_ROLE_OF = re.compile(rf"\b(?P<role>[A-Za-z][a-z]{{2,}})\s+of\s+(?P<owner>{_OWNER})")  # "Mayor of Harnmouth" too
_BARE = re.compile(  # its own verbs: TAKING_OFFICE's would also read "was elected leader", a new reading
    r"\b(?:will\s+be|would\s+be|is|was|became|becomes|become|remains|remained|returns\s+as|returned\s+as"
    rf"|confirmed\s+as|served\s+as|serves\s+as)\s+(?:(?:the|an?)\s+)?(?:(?:{'|'.join(sorted(STANDING_IN))}|new)\s+)?"
    r"(?P<role>[a-z]{3,})\b(?!\s+(?:of|at|for|in|to|with|and)\b)(?![\w'’-])"
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
    inserts: list[tuple[int, str]] = []
    for place, kind, found in marks:
        role = found.group("role")
        if kind == "of":
            owners[role.lower()] = found.group("owner")
        elif role in owners and RelationLexicon.asked_senses(role):
            inserts.append((place, f" of {owners[role]}"))
    for place, said in reversed(inserts):
        text = text[:place] + said + text[place:]
    return text
