"""A country's side among a player's teams: "the Senegal national team", "Russia U-21", "France".

A player plays for a club and for a country's side at once, so neither ends the other's stint
(``Memory.ingest``'s stints), and "which team did X play for in 2016?" is answered by the club first, the side
beside it (:func:`~c0lab.retrieval.ordering.latest_begun_first`), as an encyclopaedia says "plays for Everton and
the Senegal national team".
"""

from __future__ import annotations

import re
from functools import lru_cache

from .meaning import wordnet

__all__ = ["national_side"]

_NATIONAL = re.compile(r"\bnational\b|\b(?:U|under)[- ]?\d{2}s?\b|\bolympic\b", re.IGNORECASE)


_TEAM_WORDS = re.compile(r"(?:\s+(?:team|side|squad|xi|eleven|b))+$", re.IGNORECASE)
"""Words after a country's name that make it its side ("Japan team", "France B")."""


def national_side(name: str) -> bool:
    """Whether a team is a country's side ("Senegal national team", "Russia U-21 side", or a country itself in
    WordNet: "France", "Angola"): a seat beside the player's club, so neither ends the other's stint.

    >>> [national_side(name) for name in ("Senegal national team", "Greece", "Japan team", "Lyon", "Hull City")]
    [True, True, True, False, False]
    """
    country = _TEAM_WORDS.sub("", name).strip().lower().replace(" ", "_")  # "Japan team", "France B": the country
    return bool(_NATIONAL.search(name)) or _country(country)


@lru_cache(maxsize=4096)
def _country(name: str) -> bool:
    """Whether a name (lower case, words joined by "_") is a country in any of WordNet's senses of it ("japan": the
    islands first, the country second); False with no WordNet."""
    net = wordnet()
    if net is None or not name.replace("_", "").isalpha():
        return False
    for offset in net.offsets(name, "n"):
        front, seen = [("n", offset)], 0
        while front and seen < 12:
            synsets = [net.synset(place, pos) for pos, place in front]
            if any(synset is not None and synset.words[0] == "country" for synset in synsets):
                return True
            front = [pointer for synset in synsets if synset is not None for pointer in synset.hypernyms]
            seen += 1
    return False
