"""A country's side among a player's teams: "the Senegal national team", "Russia U-21", "France".

A player plays for a club and for a country's side at once, so neither ends the other's stint
(``Memory.ingest``'s stints), and "which team did X play for in 2016?" is answered by the club first, the side
beside it (:func:`~c0lab.retrieval.ordering.latest_begun_first`), as an encyclopaedia says "plays for Everton and
the Senegal national team".
"""

from __future__ import annotations

import re

from .meaning import broader

__all__ = ["national_side"]

_NATIONAL = re.compile(r"\bnational\b|\b(?:U|under)[- ]?\d{2}s?\b|\bolympic\b", re.IGNORECASE)


def national_side(name: str) -> bool:
    """Whether a team is a country's side ("Senegal national team", "Russia U-21 side", or a country itself in
    WordNet: "France", "Angola"): a seat beside the player's club, so neither ends the other's stint.

    >>> [national_side(name) for name in ("Senegal national team", "Greece", "Lyon", "Hull City")]
    [True, True, False, False]
    """
    return bool(_NATIONAL.search(name)) or "country" in broader(name.lower().replace(" ", "_"))
