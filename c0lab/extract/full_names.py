"""A person's full name in the opening sentence under a title that gives the name in short: "Blas Ople: Blas Fajardo
Ople ( February 3 , 1927 – … ) was a Filipino journalist …", "Oumar Niasse: El Hadji Baye Oumar Niasse ( born
18 April 1990 ) is …".

Read as written, the full name is a concept of its own beside the title's, and the short name the later sentences
use ("Ople was appointed …") fits both, so none of them gathers the person's facts. :func:`as_titled` writes the
full name as the title's name in the text the extractor reads (the episode keeps the words), and
:func:`full_names` gives it as another name of the person (an alias a question may use). The full name has more
words, ends in the title's last word, holds the title's words in their order and opens the first sentence; one
followed by a kin apposition is a relative's ("John Smith: John Paul Smith, his son, …"), and a longer name later on
may be someone else's.
"""

from __future__ import annotations

import re

from .refer import KIN_NOUNS

__all__ = ["as_titled", "full_names"]

_WORD = r"[A-Z][\w'’.-]*"
_TITLE = re.compile(rf"^(?P<title>{_WORD}(?:\s+{_WORD}){{1,3}}):\s+(?P<first>[^.]*)")
"""A title of two to four capitalised words, and the text's first sentence after it."""
_NAME = re.compile(rf"{_WORD}(?:\s+(?:{_WORD}|de|da|del|van|von|bin|ibn|al|le|la))*")


_KIN = re.compile(
    rf"\s*,?\s*(?:(?:his|her|their|the)\s+)?(?:eldest\s+|youngest\s+|only\s+)?(?:{KIN_NOUNS})\b", re.IGNORECASE
)
"""A kin apposition after a name ("John Paul Smith, his son", "…, the daughter of …"): the name is a relative's."""


def full_names(text: str) -> list[tuple[str, str]]:
    """(title's name, full name) for the full name the first sentence under the title writes (the module docstring).

    >>> full_names("Blas Ople: Blas Fajardo Ople ( 1927 – 2003 ) was a Filipino journalist .")
    [('Blas Ople', 'Blas Fajardo Ople')]
    >>> full_names("Oumar Niasse: El Hadji Baye Oumar Niasse ( born 1990 ) is a footballer .")
    [('Oumar Niasse', 'El Hadji Baye Oumar Niasse')]
    >>> full_names("Blas Ople: Ople joined the Blas Ople Foundation .")
    []
    >>> full_names("John Smith: John Paul Smith , his son , played for Everton .")
    []
    """
    titled = _TITLE.match(text)
    if titled is None:
        return []
    short = titled["title"].split()
    name = _NAME.match(titled["first"])  # the first sentence's subject, its first words
    if name is None:
        return []
    words = name.group(0).split()
    if len(words) <= len(short) or words[-1] != short[-1] or not _in_order(short, words):
        return []
    if _KIN.match(titled["first"], name.end()):  # "John Paul Smith, his son, …": another person
        return []
    return [(titled["title"], name.group(0))]


def as_titled(text: str) -> str:
    """``text`` with the full name :func:`full_names` finds written as the title's name."""
    for title, full in full_names(text):
        text = re.sub(rf"(?<![\w-]){re.escape(full)}(?![\w-])", title, text)
    return text


def _in_order(short: list[str], words: list[str]) -> bool:
    """Whether the words of ``short`` stand in ``words`` in their order."""
    rest = iter(words)
    return all(word in rest for word in short)
