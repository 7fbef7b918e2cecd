"""A person's name said without its middle initials, or with a word the index reads as the same: "Arthur Whitcombe"
and "Arthur Whitcomb" for a held "Arthur J. Whitcombe".

The keyword index reads a word by its stem, so "Whitcomb" alone already finds "Arthur J. Whitcombe"; a full name
said so is read the same way (:func:`read_initialled`): as the one held name whose words, its single-letter
initials left out, are the said words word for word, stem for stem ("Arthur J. Whitcomb" too: initials said must be
its own). A name one letter off that the stemmer does not join ("Arthur Whitcomv") stays unknown: a dead end, as
a typo of any name is.
"""

from __future__ import annotations

from collections.abc import Callable

from ..index.keyword import tokenize
from ..model.guard import NameEnds
from ..model.records import Version, name_key
from ..store.versions import VersionStore
from .titles import read_runs

__all__ = ["read_initialled"]


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
