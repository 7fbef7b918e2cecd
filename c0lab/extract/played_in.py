"""A side played for said after the place it played in: "He played in Italy for Juventus", "He has previously played
in Chilé for Deportivo Arauco and Provincial Osorno, in Uruguay for Cerrito and in Brazil for Passo Fundo", "She
worked in London for the BBC".

The name after "in" is a country, a city or a league (:func:`a_place`); the name after "for" is the side or the
employer. The readers join "Italy for Juventus" into one name (as "Centre for Research"), or read the place as what
was played for. :func:`side_first` says the sentence without the places ("He played for Juventus", "… played for
Deportivo Arauco and Provincial Osorno, for Cerrito and for Passo Fundo"): the episode keeps the places as written.
A body named with "for" ("in the Centre for Research", "in Teach for America") and a time ("in Italy for two
seasons", "in June for Google") are left as written.
"""

from __future__ import annotations

import re

from ..retrieval.meaning import related_words
from .compound import HEADS

__all__ = ["a_place", "side_first"]

_PLACE = (
    r"in\s+(?:the\s+)?(?P<place>[A-ZÀ-Ý][\w'’-]*(?:\s+[A-ZÀ-Ý][\w'’-]*){0,2})\s+for\s+"
    r"(?=(?:the\s+)?[A-ZÀ-Ý]|\d+\s+(?:(?:de|do|da|di|del|von)\s+)?[A-ZÀ-Ý])"
)
"""A place of one to three capitalised words between "in" and "for", a name after it ("Ajax", "the BBC", "14 de
Julho", "1860 Munich"; not "10 years")."""
_VERB = r"(?:played|plays|playing|coached|coaches|competed|featured|appeared|worked|works|working)"
_SAID = re.compile(
    rf"(?:(?P<lead>\b{_VERB}\s+(?:(?:also|then|later|briefly|mainly|professionally)\s+)?)"
    rf"|(?<=[,;] )|(?<=\band )|(?<=\bthen )|(?<=\bas well as )){_PLACE}"
)
"""A place before a side, after a verb of playing or working, or after the joiner of a list of them (", in Uruguay
for Cerrito", "and in Brazil for …", "then in Spain for …")."""
_COMPETITIONS = frozenset("league division conference championship cup series liga serie bundesliga ligue".split())


def a_place(name: str) -> bool:
    """Whether a name is one of a place or a competition one plays in: a country or a city (WordNet's locations and
    continents), a league, or a word WordNet lacks ("Chilé"); not a body ("Centre for …"), a person, a time or a title
    ("Macbeth")."""
    words = name.lower().split()
    last = words[-1]
    if _COMPETITIONS & set(words):  # "Serie A", "Major League Soccer"
        return True
    reading = related_words(last)
    return last not in HEADS and (reading.kind in ("noun.location", "noun.object") or not reading.pos)


def side_first(sentence: str) -> str:
    """``sentence`` with the places before the sides played for left out (the module docstring).

    >>> side_first("He played in Italy for Juventus and Roma , and in Spain for Sevilla .")
    'He played for Juventus and Roma , and for Sevilla .'
    >>> side_first("He played in Italy for two seasons .")
    'He played in Italy for two seasons .'
    """
    told = False  # a verb of playing or working said before: a list's joiner goes on from it

    def cut(found: re.Match[str]) -> str:
        nonlocal told
        told = told or found["lead"] is not None
        if not told or not a_place(found["place"]):
            return found.group()
        return f"{found['lead'] or ''}for "

    return _SAID.sub(cut, sentence)
