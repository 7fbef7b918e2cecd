"""Where a line's sentences end, as notes are written: one splitter for the extractor and the texts a walk quotes.

A sentence ends at ``.``, ``!`` or ``?`` before a capital, a digit, a quote or a bracket, except where the full stop
closes an abbreviation ("Gov. BoE", "Nov. 1934", "St. Albans", "Dr. Quill", "No. 10") or an initial of a name
("R. A. Butler", "Robert F. Wagner"): there it ends none unless the next word is one that opens sentences
("… in Jan. The next year"). Hashtags after a sentence's stop are its own ("… worked on. #ai #newjob Next …"
is two sentences, the tags ending the first), and so are emoji ("… on X! 🚀 Y …"). A Markdown table row ("| Eccles |
Nov. 1934 | 1948 |") is one piece, never cut.
No splitter ships with c0lab's dependencies (NLTK's Punkt and pySBD are not among them), so the conventional
abbreviations of English are listed here, as those splitters list them.
"""

from __future__ import annotations

import re

__all__ = ["ABBREVIATIONS", "PICTOGRAPH", "glued_stop", "sentence_parts"]

ABBREVIATIONS = frozenset(
    "c ca cf approx est no nos vol pp vs viz e.g i.e etc al fig eq ch sec art "
    "jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun "
    "mr mrs ms dr prof st jr sr rev hon gov sen rep gen col capt lt sgt maj adm cmdr cdr supt insp pres "
    "messrs mme mlle fr sr mt ft ave rd blvd dept univ inc ltd corp co bros esq".split()
)
"""Short forms whose full stop ends no sentence (titles, months, weekdays, "c.", "No.", "St.", "Ltd.")."""
_ALSO_WORDS = frozenset("no art sun sat wed mar est col gen rev sec co rep hon pres fig vol".split())
"""Short forms that are English words too: written in lower case, their stop ends a sentence unless a number
follows ("He studied art. Picasso …" is two sentences; "no. 10", "vol. 3" are not cut)."""
_OPENERS = frozenset(
    "a an the this that these those there then he she it they we i you his her its their our my your "
    "in on at after before but and so when while since during however later".split()
)
"""Closed-class words that open a sentence: after one, an abbreviation's stop does end the sentence."""
_UPPER = "".join(chr(code) for code in range(0x41, 0x250) if chr(code).isupper())
_EMOJI = "\u00a9\u00ae\u203c\u2049\u2122\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff"
PICTOGRAPH = f"[{_EMOJI}][\ufe0f\u200d\U000e0020-\U000e007f{_EMOJI}]*"
"""An emoji (a pictograph, maybe joined to others): after a sentence's stop it ends that sentence ("… on X! 🚀 Y …")."""
_CUT = re.compile(
    rf"(?<=[.!?])(?P<close>[\"'”’)\]]?(?:\s+#[^\W\d_][\w-]*|\s*{PICTOGRAPH})*)\s+(?=[\"'“‘\[]?[{_UPPER}0-9]|\((?![a-z]))"
)
_LAST = re.compile(r"(?:^|[\s(\[–—-])(?P<word>[^\W\d_](?:[^\W\d_]|\.(?=[^\W\d_]))*)\.$")
_NEXT = re.compile(r"[\"'“‘(\[]?(?P<word>[^\W_][\w'’-]*)")
_ROW = re.compile(r"^\s*\|.*\|\s*$")


def glued_stop(before: str, after: str) -> bool:
    """Whether the full stop ending ``before`` ends no sentence, ``after`` following it."""
    found = _LAST.search(before)
    if found is None:
        return False
    word = found.group("word")
    following = _NEXT.match(after)
    if len(word) == 1 and word.isupper() and re.match(rf"[{_UPPER}]\.\s", after):
        return True  # "R. A. Butler": initials one after another
    if following and following.group("word").lower() in _OPENERS and not following.group("word")[0].isdigit():
        return False  # "… in Jan. The next year …": the sentence does end
    if word in _ALSO_WORDS:
        return following is not None and following.group("word")[0].isdigit()
    if word.lower() in ABBREVIATIONS:
        return True
    return len(word) == 1 and word.isupper() and following is not None and following.group("word")[0].isupper()


def sentence_parts(line: str) -> list[str]:
    """The sentences of one line (no line break inside), stripped, in order; a table row is one."""
    if _ROW.match(line):
        return [line.strip()] if line.strip() else []
    parts: list[str] = []
    start = 0
    for cut in _CUT.finditer(line):
        if glued_stop(line[start : cut.start()], line[cut.end() :]):
            continue
        parts.append(line[start : cut.start() + len(cut.group("close"))].strip())
        start = cut.end()
    parts.append(line[start:].strip())
    return [part for part in parts if part]
