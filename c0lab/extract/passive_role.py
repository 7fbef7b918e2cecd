"""A holder followed by another in a role, said in the passive or as an aside, read as the rules read a succession.

"Elias Vogt was succeeded as Mayor of Harnmouth by Georg Imhof in 1698" names the old holder first: the rules read
the words between the first two names as their tie, so the old holder got a false "SUCCEEDED_AS_MAYOR_OF
Harnmouth" (a current fact) and the new one no post. :func:`passive_role` says it as "Georg Imhof succeeded Elias
Vogt as Mayor of Harnmouth in 1698", which the rules read whole (the new holder's post from then, the hand-over).
"B is the director of X, a post inherited in 2019 from A" tells the hand-over in an aside on the post:
:func:`post_taken` says it as the participle "…, inheriting the post in 2019 from A", the form the rules read.
"""

from __future__ import annotations

import re

from .names import PARTICLES, UPPER

__all__ = ["passive_role", "post_taken"]

_WORD = r"[A-Z][\w'’-]*"
_NAME = rf"(?:(?:Dr|Prof|Sir|St|Mr|Mrs|Ms)\.\s+)?{_WORD}(?:\s+(?:{_WORD}|(?:{'|'.join(sorted(PARTICLES))})\b))*"
"""A name: capitalised words and particles, a title's abbreviation before it ("Prof. Georg Imhof"; no full stop
inside, so a sentence's end ends it)."""
_PASSIVE = re.compile(
    rf"(?P<old>{_NAME}|\b(?:he|she|they)\b)\s+(?:is|was|were|has\s+been|had\s+been)\s+(?P<adverb>[a-z]+ly\s+|later\s+|then\s+)?"
    r"(?P<verb>succeeded|replaced|followed|superseded)\s+(?P<role>as\s+[^,;.()]{1,60}?)\s+by\s+"
    rf"(?P<new>{_NAME})(?![\w'’-]|\s+[A-Z])(?!\s*,\s*(?:who|which|whose)\b)"  # "…, who had moved …": as written
)


def passive_role(text: str) -> str:
    """``text`` with each "A was succeeded as R by B" said as "B succeeded A as R".

    >>> passive_role("Elias Vogt was succeeded as Mayor of Harnmouth by Georg Imhof in 1698.")
    'Georg Imhof succeeded Elias Vogt as Mayor of Harnmouth in 1698.'
    >>> passive_role("He was succeeded as Astronomer Royal by William Christie in 1881.")
    'William Christie succeeded him as Astronomer Royal in 1881.'
    >>> passive_role("In 2015 she was succeeded as chair by Bo Ek.")
    'In 2015 Bo Ek succeeded her as chair.'
    >>> passive_role("Elias Vogt was succeeded by Georg Imhof in 1698.")
    'Elias Vogt was succeeded by Georg Imhof in 1698.'
    """
    return _PASSIVE.sub(
        lambda found: (
            found[0]  # "It was replaced as flagship by B": which thing, the rules do not know
            if found["old"] == "It"
            else f"{found['new']} {found['adverb'] or ''}{found['verb']} "
            f"{_OBJECT_FORM.get(found['old'].capitalize(), found['old'])} {found['role']}"
        ),
        text,
    )


_OBJECT_FORM = {"He": "him", "She": "her", "They": "them"}
"""A subject pronoun said as the object it becomes ("He was succeeded as R by B": "B succeeded him as R", whom the
pronoun rules then name)."""


_TAKEN = {"inherited": "inheriting", "assumed": "assuming", "took over": "taking over", "taken over": "taking over"}
_POST_TAKEN = re.compile(
    r",\s+(?:a|the)\s+(?P<noun>post|role|position|job|office|seat)\s+(?:(?:that|which)\s+)?"
    r"(?:(?:he|she|they)\s+)?(?:had\s+|has\s+)?(?P<verb>inherited|assumed|took\s+over|taken\s+over)\b"
    r"(?=(?:\s+in\s+[^,.;]{0,25}?\d{4})?\s+from\s)"
)
"""An aside on a post naming who it was taken from, right after its verb or its date: ", a post inherited in 2019
from A", ", a role she took over from A"."""
_HOLDER_CLAUSE = re.compile(
    rf"(?:^|[.!?]\s+)[{UPPER}][\w'’-]*(?:\s+[{UPPER}][\w'’-]*)*\s+"
    r"(?:is|was|has\s+been|became|remains|[a-z]+s)\s+"  # "[a-z]+s": a verb in the present ("chairs", "leads")
    r"[^,.;!?]*$"
)
"""The clause an aside on a post follows when its holder is the clause's subject: a name, then "is", "became" or a
verb in the present ("Ana Lo is the director of X", "Ana Lo chairs X"; not "Bo Ek praised Ana Lo, the director …",
nor "X hired B as director")."""


def post_taken(text: str) -> str:
    """``text`` with each aside on a post taken from another said as a participle of the holder, the subject of the
    clause before it.

    >>> post_taken("Ana Lo is the director of Orsk Club, a post she inherited in 2019 from Bo Ek.")
    'Ana Lo is the director of Orsk Club, inheriting the post in 2019 from Bo Ek.'
    >>> post_taken("Ana Lo is the director of Orsk Club, a post she has held since 2019.")
    'Ana Lo is the director of Orsk Club, a post she has held since 2019.'
    >>> post_taken("Ana Lo hired Bo Ek as director of Orsk Club, a post he took over from Cy Yu.")
    'Ana Lo hired Bo Ek as director of Orsk Club, a post he took over from Cy Yu.'
    """

    def participle(found: re.Match[str]) -> str:
        if not _HOLDER_CLAUSE.search(found.string, 0, found.start()):
            return found[0]
        return f", {_TAKEN[' '.join(found['verb'].split())]} the {found['noun']}"

    return _POST_TAKEN.sub(participle, text)
