"""A verb's object said whole: capitalised runs joined by "of" and "for" up to where the clause ends.

An office, a body or a school is often one name across small words: "took Minister of Health from 1989",
"held Justice of the Supreme Court of South Australia from 1965", "worked for Fairbank Center for Chinese
Studies from 1980", "was educated at Hunter-Lehman College of the City University of New York from 1968".
:func:`~c0lab.extract.compound.compounds` joins "X of Y" when X ends in a head noun it knows; here a verb's
object (after a lower-case word: a verb or its preposition) is joined across "of" / "of the" / "for" /
"for the" (and then "and" / "and the" once an "of" or "for" is in: "Minister of Housing and Urban
Development") when the chain runs to the end of its clause: a stop, a comma or a date phrase ("from 1989",
"in 2004", "until 1990"). A subject opening its clause is joined across "of" alone, when a verb follows
("King Ferdinand II of Aragon was the spouse of …"). "played for Arsenal and Chelsea from 1990" is two
names (no "of" or "for" before the "and"); a leader's role after an article ("the President of Orvel Labs")
is left to the predicates, as in :func:`~c0lab.extract.compound.compounds`; after a verb of leaving or swapping,
"for" joins nothing ("left the Progressive Party for the Independent League", "left Newcastle for Southampton": two
names) unless what comes before it is one word after "the" or ends in a body's head noun ("the Campaign for Nuclear
Disarmament", "the Royal Society for …"); nor after "in", where the name before it is a place
(:func:`~.played_in.a_place`: "worked in London for Reuters": two names; "in the Centre for …", "in Teach for
America": one).
"""

from __future__ import annotations

import re
from functools import cache

from .compound import HEADS, leads
from .played_in import a_place

__all__ = ["chains", "with_chains"]

_CLAUSE_END = (
    r"(?=\s*(?:[.;,:!?)]|$|(?:from|in|since|until|till|to|between|during|through)\s+(?:[A-Z][a-z]{2,8},?\s+)?\d))"
)
"""Where a clause ends: a stop, a comma or a bracket, the sentence's end, or a date phrase ("from Jan, 1989")."""
_SUBJECT_VERB = r"(?=\s+(?:was|were|is|are|had|has|became|served|held|took|operated|owned|coached|played)\b)"
"""A verb after a subject joined across "of" (a closed list: the subject side is joined only before one)."""


_SWAPPING = frozenset(
    "left leaves leaving quit quits quitting swapped swaps exchanged traded abandoned deserted ditched dropped "
    "forsook forsaken rejected".split()
)
"""Verbs whose "for" gives what was taken in place of their object ("left X for Y"): no name joined across it."""


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    from .names import UPPER  # names imports this module

    word = rf"(?:[{UPPER}][\w'’.-]*|\d+(?:st|nd|rd|th)\b|\(\s*[{UPPER}][\w.]*\s*\))"  # no year: "July of 2020"
    run = rf"{word}(?:[ \t]+{word})*"
    joined = rf"{run}[ \t]+(?:of|for)(?:[ \t]+the)?[ \t]+{run}(?:[ \t]+(?:of|for|and)(?:[ \t]+the)?[ \t]+{run})*"
    object_ = re.compile(rf"(?<=[a-z][ \t])(?<!\band[ \t])(?P<name>{joined}){_CLAUSE_END}")
    subject = re.compile(rf"(?:^|(?<=,[ \t]))(?P<name>{run}(?:[ \t]+of(?:[ \t]+the)?[ \t]+{run})+){_SUBJECT_VERB}")
    return object_, subject


def chains(sentence: str) -> list[tuple[int, int, str]]:
    """Where each name joined across "of" / "for" (see the module docstring) stands in ``sentence``.

    >>> chains("Helen Clark took Minister of Health from Jan 1989 to Aug 1989.")
    [(17, 35, 'Minister of Health')]
    >>> chains("King Ferdinand II of Aragon was the spouse of Germaine of Foix from 1506 to 1516.")
    [(0, 27, 'King Ferdinand II of Aragon'), (46, 62, 'Germaine of Foix')]
    >>> chains("He played for Arsenal and Chelsea from 1990."), chains("It changed in July of 2020.")
    ([], [])
    """
    from .names import MONTHS  # names imports this module

    found: list[tuple[int, int, str]] = []
    for pattern in _patterns():
        for match in pattern.finditer(sentence):
            start, end = match.span("name")
            if sentence[end - 1] == "." and "." not in sentence[start : end - 1].split()[-1]:
                end -= 1  # "… of South Australia.": the stop ends the sentence (not "S.K.")
            head = re.split(r"\s+(?:of|for)\s", sentence[start:end], maxsplit=1)[0].split()[-1]
            if sentence[start:end].split()[0].lower() in MONTHS:  # "July of …" is a date
                continue
            if leads(head) and re.search(r"\b(?:the|a|an)\s+$", sentence[:start], re.IGNORECASE):
                # "the President of Orvel Labs": a leader's role, read by the predicates ("took Minister of Health":
                # an office's name)
                continue
            verb = re.search(r"([a-z]+)[ \t]+(?:the[ \t]+)?$", sentence[:start])
            first = re.split(r"\s+for\s", sentence[start:end], maxsplit=1)[0].split()
            one = len(first) == 1 and re.search(r"\bthe[ \t]+$", sentence[:start]) is not None  # "the Campaign for"
            placed = (
                verb is not None
                and verb.group(1) == "in"
                and " for " in sentence[start:end]
                and a_place(" ".join(first))
            )
            if verb and (verb.group(1) in _SWAPPING or placed) and not one and first[-1].lower() not in HEADS:
                continue  # "left the Progressive Party for the Independent League": two names (not "the Campaign for
                # Nuclear Disarmament", "the Royal Society for the Protection of Birds": one)
            if not any(start < other_end and other_start < end for other_start, other_end, _ in found):
                found.append((start, end, sentence[start:end]))
    return sorted(found)


def with_chains(sentence: str, joined: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """``joined`` (names already read across "of": :func:`~c0lab.extract.compound.compounds`) with the chains of
    ``sentence``; of two that overlap, the longer."""
    found = sorted([*joined, *chains(sentence)], key=lambda span: span[0] - span[1])
    kept: list[tuple[int, int, str]] = []
    for start, end, name in found:
        if not any(start < other_end and other_start < end for other_start, other_end, _ in kept):
            kept.append((start, end, name))
    return sorted(kept)
