"""A country's side among a player's teams: "the Senegal national team", "Russia U-21", "France" played for.

A player plays for a club and for a country's side at once, so neither ends the other's stint
(``Memory.ingest``'s stints), and "which team did X play for in 2016?" is answered by the club first, the side
beside it (:func:`~c0lab.retrieval.ordering.sides_last`), as an encyclopaedia says "plays for Everton and the
Senegal national team". A name says it is a side ("national team", a country and "team", "U-21"); a bare country
is one only when played for in the past ("made his debut for Wales", "represented France"): a club may be named like
a country ("joined Monaco", "plays for Monaco"), and one joined as a coach ("joined Italy as coach") is a post.
"""

from __future__ import annotations

import re

from .meaning import broader

__all__ = ["national_side"]

_NATIONAL = re.compile(
    r"\bnational\s+(?:(?:football|rugby|cricket|basketball|hockey|handball|volleyball|baseball|soccer|youth|junior|"
    r"senior|women's|men's|b)\s+)*(?:team|side|squad|xi)\b",
    re.IGNORECASE,
)
"""A name that says it is a country's side ("Senegal national team", "Canadian junior national team")."""
_COUNTRY_SIDE = re.compile(
    r"^(?P<country>.+?)(?:\s+(?:(?:U|under)[- ]?\d{2}s?|olympic|b|team|side|squad|xi|eleven))+$", re.IGNORECASE
)
"""A country's name and what makes it a side ("Japan team", "Russia U-21", "France B")."""
_PLAYED = re.compile(r"^(?:PLAYED|REPRESENTED|CAPPED|SELECTED|CALLED|DEBUTED)(?:_|$)")
"""Types of having played for a side, of which a bare country's name is its side ("PLAYED_FOR France", a debut or a
cap); not one's team now ("plays for Monaco": an encyclopaedia names the club first)."""


def national_side(name: str, kind: str = "") -> bool:
    """Whether a team is a country's side (the module docstring): its name says so, or it is a country's name
    (WordNet, any sense) played for (``kind``: the relation's type).

    >>> [national_side(name) for name in ("Senegal national team", "Japan team", "National Trust", "Hull City")]
    [True, True, False, False]
    >>> national_side("France", "PLAYED_FOR"), national_side("Monaco", "JOINED")
    (True, False)
    """
    if _NATIONAL.search(name):
        return True
    side = _COUNTRY_SIDE.match(name.strip())
    if side is not None:
        return _country(side["country"])
    return bool(_PLAYED.match(kind)) and _country(name)


def _country(name: str) -> bool:
    """Whether a name is a country in any of WordNet's senses of it ("Japan": the islands first, the country second;
    "Wales": a principality); False with no WordNet."""
    return bool(broader(name.strip().lower().replace(" ", "_"), every_sense=True) & _NATIONS)


_NATIONS = frozenset(["country", "principality", "kingdom", "nation"])
"""WordNet's words above a country's name ("Wales": principality)."""
