"""A person's name said without its middle initials, or with a word the index reads as the same: "Arthur Whitcombe"
and "Arthur Whitcomb" for a held "Arthur J. Whitcombe".

The keyword index reads a word by its stem, so "Whitcomb" alone already finds "Arthur J. Whitcombe"; a full name
said so is read the same way (:func:`read_initialled`): as the one held name whose words, its single-letter
initials left out, are the said words word for word, stem for stem ("Arthur J. Whitcomb" too: initials said must be
its own). A name one letter off that the stemmer does not join ("Arthur Whitcomv") stays unknown: a dead end, as
a typo of any name is.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..index.keyword import tokenize
from ..model.guard import NameEnds
from ..model.records import CONCEPT, Version, name_key
from ..store.versions import VersionStore
from .titles import read_runs

__all__ = ["read_initialled", "read_said_initials"]


def _core(key: str) -> list[str]:
    """A name key's words but its initials (single letters)."""
    return [word for word in key.split() if len(word) > 1]


def _initials(key: str) -> list[str]:
    """A name key's initials, in order."""
    return [word for word in key.split() if len(word) == 1]


def read_initialled(
    store: VersionStore, ends: NameEnds, topic: str, *, versions: Callable[[str], list[Version]]
) -> tuple[str, str]:
    """``topic`` with each run of two or more capitalised words that no concept is named, and that exactly one held
    name is but for its initials and the stems of its words, read as that name; the line saying so (``""``: none).

    ``ends`` gives the held multi-word names by their first and last words, ``versions(record)`` the versions held
    then."""

    def initialled(run: str) -> list[str] | None:
        key = name_key(run)
        words, initials = _core(key), _initials(key)
        stems = tokenize(" ".join(words))
        if store.names.get(key) or len(stems) != len(words) or len(words) < 2:
            return None  # a held name, or a word the index drops ("of"): read as said
        return [
            held
            for held in ends.ending(words[0])
            if held != key
            and len(_core(held)) == len(words)
            and tokenize(" ".join(_core(held))) == stems
            and initials in ([], _initials(held))
        ]

    return read_runs(store, topic, versions=versions, held_names=initialled, how="but for initials and spelling")


_SAID_INITIALS = re.compile(r"(?<![\w.])((?:[A-Z]\.\s*)+)([A-Z][\w'’-]+)")
"""A name said by its initials and its last word: "J. Smith", "J. R. Tolkien"."""
_NAME_BEFORE = re.compile(r"[A-Z][\w'’-]*\s+$")
"""A capitalised word right before the initials: they are a middle initial."""


def read_said_initials(
    store: VersionStore, ends: NameEnds, topic: str, *, versions: Callable[[str], list[Version]]
) -> tuple[str, str, tuple[str, list[str]] | None]:
    """``topic`` with a name said by its initials ("J. Smith") that no concept is named read as the one held name
    whose last word it ends with and whose first words the initials begin; ``(topic, the line saying so, None)``.
    Several such names ("John Smith", "James Smith"): the topic as said and ``(the name said, those names)``, so
    the walk asks which rather than choose one."""
    for match in _SAID_INITIALS.finditer(topic):
        said = match[0].strip()
        if store.names.get(name_key(said)) or _NAME_BEFORE.search(topic, 0, match.start()):
            continue  # a held name, as said; a middle initial of a longer name ("Philip A. Kuhn")
        letters = [letter.lower() for letter in re.findall(r"[A-Z]", match[1])]
        last = name_key(match[2])
        keys = [
            held
            for held in ends.ending(last)
            if held.split()[-1] == last
            and len(held.split()) > len(letters)
            and all(word.startswith(letter) for word, letter in zip(held.split(), letters, strict=False))
        ]
        found = sorted(
            {
                versions(record)[-1].name
                for held in keys
                for record in store.names.get(held, [])
                if versions(record) and versions(record)[0].kind == CONCEPT
            }
        )
        if len(found) > 1:
            return topic, "", (said, found)
        if found:
            topic = topic[: match.start()] + found[0] + topic[match.start() + len(said) :]
            return topic, f"Read {said!r} as {found[0]!r}, the one name in memory its initials and last word fit.", None
    return topic, "", None
