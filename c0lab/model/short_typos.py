"""A short name misspelt: "Grens" for "Greens".

The memory's typo guard (:class:`~c0lab.model.guard.NameGuard`) judges names of six letters or more, so that two
different short names one letter apart ("Anna", "Anne") are never refused as one when added. A dead end only
offers a name, it never takes it; so a question's name of four or five letters, said as a name (capitalised),
one edit away from exactly one held name (a letter left out, added, changed, or two swapped) is offered too
("did you mean 'Greens'?"). An ordinary word in lower case is never looked up.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from .guard import MIN_TYPO_LENGTH
from .records import name_key

__all__ = ["near_short"]

_SHORTEST = 4
_LETTERS = "abcdefghijklmnopqrstuvwxyzäåæéèöøüß"


def _edits(word: str) -> set[str]:
    """Every string one edit from ``word``: a letter deleted, swapped with the next, changed or inserted."""
    cuts = [(word[:place], word[place:]) for place in range(len(word) + 1)]
    deleted = {head + tail[1:] for head, tail in cuts if tail}
    swapped = {head + tail[1] + tail[0] + tail[2:] for head, tail in cuts if len(tail) > 1}
    changed = {head + letter + tail[1:] for head, tail in cuts if tail for letter in _LETTERS}
    inserted = {head + letter + tail for head, tail in cuts for letter in _LETTERS}
    return (deleted | swapped | changed | inserted) - {word}


def near_short(
    unknown: str | None, *, names: Collection[str], held: Callable[[str], bool], as_name: bool = False
) -> str | None:
    """The one held name key one edit from ``unknown`` when it is a short name (4 or 5 letters: those the guard
    does not judge) said as one: capitalised, or given where a name is asked (``as_name``: ``relate("grens", …)``);
    ``names`` are the name keys of the memory, ``held(key)`` whether a concept the memory holds bears one.
    ``None``: none, or several.

    >>> near_short("Grens", names={"greens", "kestra"}, held=lambda key: True)
    'greens'
    >>> near_short("grens", names={"greens"}, held=lambda key: True) is None  # an ordinary word: not looked up
    True
    """
    if not unknown or not (as_name or unknown[:1].isupper()) or " " in unknown.strip():
        return None
    key = name_key(unknown)
    if not _SHORTEST <= len(key) < MIN_TYPO_LENGTH or not key.isalpha():
        return None
    found = {near for near in _edits(key) if near in names and len(near) >= _SHORTEST and held(near)}
    return found.pop() if len(found) == 1 else None
