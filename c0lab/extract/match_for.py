"""A player's match told with its competition: "played his first Ligue 1 match for Monaco", "made his Premier
League debut for West Ham", "made his first start for Portsmouth on 15 August 2009".

The competition is capitalised and stood between the verb and the team as a name of its own ("Piquionne PLAYED
Ligue"); it only says which match. :func:`match_for` says the sentence without it, and a debut, a start or an
appearance made for a team as playing for it from that day ("made his debut for Portland on 16 March 2013" →
"played for Portland on 16 March 2013"): the team is the player's then. Only a sentence about a match is read (a
match, a goal, a league, a substitute …): a debut with an orchestra, an appearance for a channel as a pundit or for
the prosecution are no team's. A title or an award keeps its name ("won his first Ligue 1 title with Lyon"); a
100th or a last appearance begins nothing.
"""

from __future__ import annotations

import re

__all__ = ["match_for"]

_RANK = r"(?:first|second|third|last|final|only|\d+(?:st|nd|rd|th))"
_KIND = r"(?:competitive|senior|professional|international|full|league|first-team|official)"
_COMPETITION = re.compile(
    rf"\b(?P<own>his|her|their)\s+(?P<rank>{_RANK}\s+)?(?P<kind>{_KIND}\s+)?"
    r"(?P<competition>[A-Z][\w.'’-]*(?:\s+(?:[A-Z0-9][\w.'’-]*|of|de))*)\s+"
    r"(?=(?:match|game|debut|start|appearance|goal|cap|fixture)s?\s+(?:for|with)\b)"
)
"""A competition said before the match a player played for a team."""
_FIRST_PLAYED = re.compile(
    rf"\bmade\s+(?:his|her|their)\s+(?:first\s+)?(?:{_KIND}\s+)?(?:debut|start|appearance)\s+(?:for|with)\s+"
    r"(?=(?:the\s+)?[A-Z]|the\s+(?:club|team|side)\b)"
)
"""A first match, start or appearance made for or with a team: playing for it (not a 100th or a last one, which
begins nothing)."""
_MATCH = re.compile(
    r"\b(?:match|game|season|goal|league|ligue|liga|cup|against|substitute|friendly|tournament|championship|club"
    r"|squad|innings|wickets?|fixture|division|stadium|scored|minute|test|qualifier|race|grand\s+prix)\b",
    re.IGNORECASE,
)
"""Words of a sentence about a match: a debut for a team, not a singer's with an orchestra or a pundit's on a
channel."""


_NOT_PLAYING = re.compile(
    r"\bas\s+an?\s+(?:pundit|commentator|co-commentator|presenter|guest|analyst|host|reporter|columnist|dancer"
    r"|soloist|singer)\b|\bcommentat(?:ing|or)\b|\bballet\b|\borchestra\b",
    re.IGNORECASE,
)
"""A debut that is no player's: a pundit's, a commentator's, a dancer's."""


def match_for(sentence: str) -> str:
    """``sentence`` with the competition of a match for a team left out, and a debut for a team said as playing for
    it (the module docstring).

    >>> match_for("On 3 February 2007 , he played his first Ligue 1 match for Monaco .")
    'On 3 February 2007 , he played his first match for Monaco .'
    >>> match_for("Ana Lind made her Premier League debut for West Ham on 14 August .")
    'Ana Lind played for West Ham on 14 August .'
    >>> match_for("Ana Lind made her debut with the Paris Opera Ballet as a guest in 1996 .")
    'Ana Lind made her debut with the Paris Opera Ballet as a guest in 1996 .'
    >>> match_for("He won his first Ligue 1 title with Lyon .")
    'He won his first Ligue 1 title with Lyon .'
    """
    if not _MATCH.search(sentence) or _NOT_PLAYING.search(sentence):
        return sentence
    said = _COMPETITION.sub(lambda found: f"{found['own']} {found['rank'] or ''}{found['kind'] or ''}", sentence)
    return _FIRST_PLAYED.sub("played for ", said)
