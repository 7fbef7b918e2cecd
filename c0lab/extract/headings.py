"""Markdown headings in a text the extractor reads: context, never a sentence.

A heading line ("## Uraniborg", "# Research notes: astronomy, 1500–1750") is no sentence of the text: glued to
the sentence after it, its words became that sentence's subject and its dates that sentence's time. The text a
memory keeps is unchanged (:mod:`~c0lab.extract.chunks` keeps a paragraph's heading on its own line); only what
the rules read drops the heading lines. A first heading that is a name ("## Uraniborg", "## Tycho Brahe") says what
the text is about: it is read as a title ("Uraniborg: …", the form :class:`~c0lab.extract.offline.OfflineExtractor`
reads as the text's title), so "it" and a lone "the observatory" can refer to it. Line breaks are kept, so each
sentence still maps back to its line.
"""

from __future__ import annotations

import re

from .headers import life_opens
from .names import UPPER

__all__ = ["headed", "unqualified"]

_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(?P<title>.*?)\s*#*\s*$")
_NAME = re.compile(rf"[{UPPER}][\w'’.-]*(?:\s+(?:(?:of|de|la|von|van|der|del|du|the)\s+)?[{UPPER}][\w'’.-]*){{0,5}}")
"""A heading that is a name: capitalised words (maybe joined by a particle), no digits, no punctuation."""
_LIFE = re.compile(rf"\s*{life_opens(digits=1)}\s*(?:c\.\s*)?\d{{0,4}}\s*\)\s*$")
"""Years in brackets ending a heading after a name (:func:`~c0lab.extract.headers.life_opens`, a first year of any
length, then its end or none): its life or its reign ("(1546–1601)", "(1571–)")."""
_QUALIFIER = re.compile(r"\s*\([^()]*\)$")
"""What a title adds in brackets to tell its name from others' ("Richard Sanderson ( MP )", "Flora (football)")."""


def headed(text: str) -> str:
    """``text`` as the extractor reads it: heading lines emptied, a first heading that names something glued as a
    title ("Name: ") to the next line with words.

    >>> headed("## Uraniborg\\nTycho Brahe built it in 1576.")
    '\\nUraniborg: Tycho Brahe built it in 1576.'
    >>> headed("# Notes, 1500–1750\\nKepler joined Tycho in 1600.")
    '\\nKepler joined Tycho in 1600.'
    """
    if "#" not in text:
        return text
    lines = text.split("\n")
    title: str | None = None
    heading: str | None = None  # the last heading: a table's owner ("## Chancellors of X" over "| Chancellor |")
    first = True
    for number, line in enumerate(lines):
        found = _HEADING.match(line)
        if found is not None:
            name = _LIFE.sub("", found.group("title"))  # "## Tycho Brahe (1546–1601)": the name is the title
            title = name if first and _NAME.fullmatch(name) and not re.search(r"\d", name) else None
            heading = found.group("title") or None
            lines[number] = ""
        elif line.strip():
            if title is not None or (heading is not None and line.lstrip().startswith("|")):
                lines[number] = f"{title or heading}: {line.lstrip()}"
            title, heading, first = None, None, False
    return "\n".join(lines)


def unqualified(title: str | None) -> str | None:
    """A title's name without its qualifier (:data:`_QUALIFIER`): the name its text's sentences write.

    >>> unqualified("Richard Sanderson ( MP )")
    'Richard Sanderson'
    """
    return _QUALIFIER.sub("", title) if title else title
