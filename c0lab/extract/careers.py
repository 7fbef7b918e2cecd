"""Careers and marriages as encyclopaedias tell them, read after a sentence's relations: where a move came from
(:mod:`.came_from`), a divorce that ends a marriage (:mod:`.divorces`), a role named with no "of" (:mod:`.bare_roles`).
"""

from __future__ import annotations

from .bare_roles import bare_roles
from .came_from import came_from
from .divorces import divorces
from .types import Extraction

__all__ = ["careers"]

Span = tuple[int, int, str]


def careers(
    extraction: Extraction,
    sentence: str,
    spans: list[Span],
    dates: list[tuple[int, int, str]],
    *,
    written: int,
    told: int | None,
    mentioned: list[str],
) -> None:
    """Add to ``extraction`` what the three readings find in ``sentence`` (``written``: how many of its relations
    earlier sentences wrote; ``told``: the time the text has reached; ``mentioned``: the names it said before)."""
    came_from(extraction, sentence, spans, written=written)  # "B joined Y from Z in 2005": Z until then
    divorces(extraction, sentence, spans, dates, written=written)  # "Presley obtained a divorce on 6 May 1994"
    bare_roles(extraction, sentence, spans, dates, told=told, mentioned=mentioned)  # "B was named chair in 2019"
