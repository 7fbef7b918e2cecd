"""A curriculum vitae said as prose: "Lumi Kava — curriculum vitae (extract). Experience: lead of Project Vela,
2016 to date. Appointed to succeed Ros Tell, who had been lead since 2014." is about Lumi Kava, who has been lead
of Project Vela since 2016 and was appointed to succeed Ros Tell.

A CV names its subject once, in its title ("NAME — curriculum vitae", "NAME – CV", "NAME: résumé", maybe with a
bracket: "(extract)"), and then drops it: a role with its period after a label or a bullet ("Experience: lead of
X, 2016 to date", "- Engineer, Vega Works, 2010–2015", "Director at X (since 2019)") and sentences that open with
their verb ("Appointed to succeed …", "Joined X in 2010."). :func:`curriculum` gives each entry and each such
sentence the title's name as its subject, line by line; a text with no such title passes through as written.

>>> said = curriculum("Lumi Kava — curriculum vitae (extract). Experience: lead of Project Vela, 2016 to date. "
...                   "Appointed to succeed Ros Tell, who had been lead since 2014.")
>>> for sentence in said.split(". "):
...     print(sentence)
Lumi Kava — curriculum vitae (extract)
Lumi Kava has been lead of Project Vela since 2016
Lumi Kava was appointed to succeed Ros Tell, who had been lead since 2014.
>>> print(curriculum("Lumi Kava – CV\\n- Engineer, Vega Works, 2010–2015"))
Lumi Kava – CV
Lumi Kava was engineer at Vega Works from 2010 to 2015.
"""

from __future__ import annotations

import re

from ..retrieval.meaning import wordnet

__all__ = ["curriculum"]

_TITLE = re.compile(
    r"^(?P<name>[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3})(?:\s*(?:[—–-]|:)\s*"
    r"(?i:curriculum\s+vitae|cv|r[ée]sum[ée])\s*(?:\([^()\n]{0,30}\))?\s*(?:\.\s*|\n|$)"
    r"|[ \t]*\n(?=[ \t]*(?:Experience|Employment(?:\s+history)?|Career|Positions?(?:\s+held)?)[ \t]*:?[ \t]*\n))"
)
"""A CV's title: its subject's name (two to four capitalised words), a dash or a colon, the kind of writing, maybe
a bracket ("(extract)"), then the end of its sentence or line; or the name alone on a line above a section's label
("Helena Marsh / Experience / …")."""
_LABEL = re.compile(r"(?:Experience|Employment|Career|Positions?(?:\s+held)?|Current\s+role|Previously)\s*:\s*", re.I)
"""A section label before an entry ("Experience: ")."""
_ENTRY = re.compile(
    r"(?:[-•*]\s*)?(?P<role>[A-Za-z][a-z-]*(?:\s+[A-Za-z][a-z-]*){0,3}?)(?:\s+(?P<preposition>of|at|for|with)\s+|,\s+)"
    r"(?P<what>[A-Z][^,.;()]*?)(?:,\s*|\s*\(\s*)(?P<since>since\s+)?(?P<start>[^,.;()]*?\d{4})"
    r"(?:\s*(?:to|–|—|-)\s*(?P<end>date|present|now|today|[^,.;()]*?\d{4}))?\s*\)?\s*\.?\s*$"
)
"""An entry: a role of (at, or a comma and) something and its period ("lead of Project Vela, January 2016 to date",
"Engineer, Vega Works, 2010–2015", "Director at Orsk Labs (since 2019)")."""
_DATED_ENTRY = re.compile(
    r"(?:[-•*]\s*)?(?P<start>[^:;,()]*?\d{4})\s*(?:to|–|—|-)\s*(?P<end>date|present|now|today|[^:;,()]*?\d{4})"
    r"\s*(?::|\s[–—-])\s*(?P<role>[A-Za-z][a-z-]*(?:\s+[A-Za-z][a-z-]*){0,3}?)(?:\s+(?P<preposition>of|at|for|with)\s+"
    r"|,\s+)(?:the\s+)?(?P<what>[A-Z][^,.;()]*?)\s*\.?\s*$"
)
"""An entry said period first, as timelines write it ("2008 – 2012: Mayor of Dunmore", "7/2008 – 6/2012: Chair,
Kell Bank")."""
_PASSIVE = frozenset("appointed named elected promoted hired chosen selected recruited seconded".split())
"""Verbs that open a subject-less sentence in the passive ("Appointed to succeed …": NAME was appointed …)."""
_ONGOING = frozenset(["date", "present", "now", "today"])


def curriculum(text: str) -> str:
    """``text`` with its entries and subject-less sentences given the name of a CV title (the module docstring)."""
    title = _TITLE.match(text)
    if title is None:
        return text
    lines = [
        " ".join(_with_subject(sentence, title["name"]) for sentence in re.split(r"(?<=[.!?])\s+", line.strip()))
        for line in text[title.end() :].split("\n")
    ]
    return f"{text[: title.end()].rstrip()}{chr(10) if chr(10) in title.group() else ' '}{chr(10).join(lines)}".rstrip()


def _with_subject(sentence: str, name: str) -> str:
    """One sentence of a CV's body said with its subject: an entry as a role held over its period, a sentence
    opening with its verb with ``name`` before it; any other sentence as written."""
    sentence = _LABEL.sub("", sentence, count=1) if _LABEL.match(sentence) else sentence
    entry = _ENTRY.match(sentence) or _DATED_ENTRY.match(sentence)
    if entry is not None:
        held = f"{entry['role'].lower()} {entry['preposition'] or 'at'} {entry['what'].strip()}"
        start, end = entry["start"].strip(), (entry["end"] or "").strip()
        if end.lower() in _ONGOING or (entry.groupdict().get("since") and not end):
            return f"{name} has been {held} since {start}."
        return f"{name} was {held} from {start} to {end}." if end else f"{name} was {held} in {start}."
    first = (sentence.split() or [""])[0]
    if first.lower() in _PASSIVE and first[:1].isupper():
        return f"{name} was {first.lower()}{sentence[len(first) :]}"
    if first[:1].isupper() and first.lower() != "made" and _past(first.lower()):  # "Joined X in 2010."
        return f"{name} {first.lower()}{sentence[len(first) :]}"
    return sentence


def _past(word: str) -> bool:
    """Whether ``word`` is the past of a verb WordNet knows ("joined", "led"; not "reed", a name, "Fred", nor a
    plural, "Projects")."""
    net = wordnet()
    return (
        net is not None and not word.endswith(("ing", "s")) and any(base != word for base in net.base_forms(word, "v"))
    )
