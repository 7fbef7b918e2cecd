"""A text's header lines, which give its context (a date, a place, a writer, a kind of writing), not facts.

"Field notes, Kestra, spring 1999.", "Kestra Courier, 14 March 2005", "Meeting notes", "Ministry of Finance, notes.",
"From: Ana Ruiz <ana@x.org>", "Subject: Bek is out": read as sentences, such a line made the first thing it names
a concept described by it (the first line of its walks) and related the names of the lines after it to a word of it
("Meeting notes / Chair: X" → X CHAIR_OF Meeting). :func:`headless` blanks them before the rules read the text.

A header line is a line of the text's head (its lines before the first that is none) that is an e-mail header
("From:", "To:", "Date:", "Subject:" …), or a short line of nothing but names, dates, numbers and words naming a
kind of writing ("notes", "minutes", "diary" …) — no verb, no lower-case word saying anything — with such a word,
or with a date or a number and no preposition joining its names (a dateline, "Kestra Courier, 14 March 2005"; not
"Kepler at Graz, 1594.", a terse statement; a line of names alone, or a name and its years, "Johannes Kepler
(1571–1630)", is a title, which says what the text is about). A line ending in
":" heads a list ("Mayors of Kestra:"), and a line all in capitals is a headline ("RUIZ TO LEAD GREENS"): both are
read as before (:mod:`~c0lab.extract.records`, :mod:`~c0lab.extract.timelines`). A text that is all head is kept.
"""

from __future__ import annotations

import re

from .._reading import MONTHS
from .dateline import stamp_day

__all__ = ["WRITING", "header_line", "headless", "life_opens"]

_MAIL = re.compile(r"^\s*(?:from|to|cc|bcc|date|sent|subject|re|fwd?|reply-to|organi[sz]ation)\s*:\s", re.I)
WRITING = frozenset(
    "notes note field meeting minutes memo memorandum report diary journal letter log agenda summary transcript "
    "notebook interview entry entries draft remarks observations dispatch fieldwork excerpt excerpts".split()
)
"""Kinds of writing: a line's head naming one ("Meeting", "Q3 Report") titles a writing, names no one."""
_TIME_WORDS = MONTHS | frozenset("spring summer autumn fall winter early mid late".split())
_FUNCTION = frozenset("of from on the a an with at in and for by".split())
_JOINING = _FUNCTION - {"of", "the", "a", "an", "and"}
"""Words that make names a statement ("Kepler at Graz, 1594."), unless a kind of writing is named too."""


_DATELINE = re.compile(r"(?:^|(?<=[.!?] ))[ \t]*\([A-Z][A-Za-z&]{1,20}\)[ \t]*(?:[—–]|--?)[ \t]+", re.MULTILINE)
"""A news agency's tag opening a line or a sentence, one word in brackets and a dash ("(AP) —", "(Newswire) -"): who
filed the story, not a name it is about ("IMF (International Monetary Fund) - …" is no tag)."""


def life_opens(*, digits: int) -> str:
    """A pattern: the opening of a name's years in brackets, the first year (of at least ``digits`` digits, at
    most four, maybe "c."), then a dash: "(1571–" of "Johannes Kepler (1571–1630)", "(c. 1546-".

    >>> opens = re.compile(life_opens(digits=3))
    >>> bool(opens.search("Johannes Kepler (1571–1630)")), bool(opens.search("Psalm (12–14)"))
    (True, False)
    """
    return rf"\(\s*(?:c\.\s*)?\d{{{digits},4}}\s*[–—-]"


_LIFE = re.compile(life_opens(digits=3))
"""A name's life opening in a line ("(1571–"): a title's, not a dateline's; a year of three or four digits."""
_MAX_WORDS = 10


def header_line(line: str) -> bool:
    """Whether ``line`` reads as a header: an e-mail header, or a short line of only names, dates, numbers and
    words naming a kind of writing (the module docstring).

    >>> header_line("Field notes, Kestra, spring 1999."), header_line("From: Ana Ruiz <ana@x.org>")
    (True, True)
    >>> header_line("Mayors of Kestra:"), header_line("RUIZ TO LEAD GREENS"), header_line("Bek resigned in 2004.")
    (False, False, False)
    """
    bare = line.strip()
    if _MAIL.match(bare) or stamp_day(bare) is not None:  # "Posted 2 May 2021 by Ana Ruiz": when, not what
        return True
    words = re.findall(r"[^\W\d_][\w'’&-]*|\d[\w/.:-]*", bare)
    if not words or len(words) > _MAX_WORDS or bare.endswith(":") or ":" in bare:
        return False
    if len(words) >= 2 and bare.upper() == bare:  # a headline in capitals says something
        return False
    if _LIFE.search(bare):  # "Johannes Kepler (1571–1630)": a name and its life, a title
        return False
    writing = dated = joined = False  # a line of names alone is a title, what a text is about
    for word in words:
        low = word.lower()
        if low in WRITING:
            writing = True
        elif word[0].isdigit() or low in _TIME_WORDS:
            dated = True
        elif low in _JOINING:
            joined = True
        elif low not in _FUNCTION and not word[0].isupper():
            return False
    return writing or (dated and not joined)  # "Kepler at Graz, 1594.": a terse statement, no dateline


def headless(text: str) -> str:
    """``text`` with its head's header lines blank (its lines kept in number, so each stays where it was written)
    and a news agency's tag opening a line or a sentence left out; ``text`` itself when it is all head (a one-line
    note naming a place is what it says).

    >>> headless("Meeting notes\\nChair: Dana Reyes")
    '\\nChair: Dana Reyes'
    >>> headless("Central Bank of Veloria.\\nAda Lo was its governor.")  # a title: what the text is about
    'Central Bank of Veloria.\\nAda Lo was its governor.'
    >>> headless("(Reuters) - Ada Lo took over. (AP) — Bo Ek left.")
    'Ada Lo took over. Bo Ek left.'
    """
    text = _DATELINE.sub("", text)
    lines = text.split("\n")
    head = 0
    while head < len(lines) and (not lines[head].strip() or header_line(lines[head])):
        head += 1
    if head == len(lines) or not any(line.strip() for line in lines[:head]):
        return text
    return "\n".join(["" if number < head else line for number, line in enumerate(lines)])
