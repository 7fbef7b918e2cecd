"""A name's acronym said in brackets right after it ("Central European University ( CEU )"): the same thing.

Encyclopedic text introduces an abbreviation once, in brackets after the full name, and then uses either.
Read as two names, the pair becomes a co-mention of a thing with itself ("Central European University
mentioned with CEU") and the acronym a concept of its own. :func:`acronyms` finds each such pair; the
offline extractor relates neither to the other and ``Memory.ingest`` folds the acronym into the full name
(an alias, :attr:`~c0lab.extract.types.Extraction.lengthened`).
"""

from __future__ import annotations

import re

__all__ = ["acronyms"]

_SKIP = frozenset("of the and for de la le du des von van in at on to a an".split())


def _initials(name: str) -> str:
    return "".join(word[0] for word in re.findall(r"[^\W\d_][\w'’-]*", name) if word.lower() not in _SKIP).upper()


def acronyms(sentence: str, names: list[str], *, titled: str | None = None) -> list[tuple[str, str]]:
    """(full name, acronym) for each name of ``names`` said in brackets right after another whose initials begin
    with its letters ("Great Northern Railway ( GNR )", "Brigham Young University (BYU)"), or whose letters are
    exactly the initials of the name heading the text, ``titled`` ("Central European University: CEU was …").

    >>> acronyms("She taught at Central European University ( CEU ) in Budapest.", ["Central European University",
    ...     "CEU", "Budapest"])
    [('Central European University', 'CEU')]
    >>> acronyms("He joined Kestrel Rovers ( Oslo ) in 2004.", ["Kestrel Rovers", "Oslo"])
    []
    >>> acronyms("CEU was founded in 1991.", ["CEU"], titled="Central European University")
    [('Central European University', 'CEU')]
    """
    found = []
    for short in names:
        letters = re.sub(r"[^A-Z]", "", short.upper())
        if not (2 <= len(letters) <= 8 and short.replace(".", "").replace(" ", "").isupper()):
            continue
        if titled and " " in titled.strip() and short != titled and _initials(titled) == letters:
            found.append((titled, short))
            continue
        for long in names:
            if long == short or " " not in long.strip():
                continue
            said = rf"(?<![\w-]){re.escape(long)}\s*\(\s*{re.escape(short)}\s*[),;]"
            initials = _initials(long)
            if re.search(said, sentence) and (initials.startswith(letters) or letters in initials):
                found.append((long, short))
                break
    return found
