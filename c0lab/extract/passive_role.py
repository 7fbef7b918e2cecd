"""A holder followed by another in a role, said in the passive, read in the active voice.

"Elias Vogt was succeeded as Mayor of Harnmouth by Georg Imhof in 1698" names the old holder first: the rules read
the words between the first two names as their tie, so the old holder got a false "SUCCEEDED_AS_MAYOR_OF
Harnmouth" (a current fact) and the new one no post. :func:`passive_role` says it as "Georg Imhof succeeded Elias
Vogt as Mayor of Harnmouth in 1698", which the rules read whole (the new holder's post from then, the hand-over).
"""

from __future__ import annotations

import re

from .names import PARTICLES

__all__ = ["passive_role"]

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
