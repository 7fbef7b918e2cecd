"""Careers and marriages as encyclopaedias tell them, read after a sentence's relations: where a move came from
(:mod:`.came_from`), the couple's wedding day (:mod:`.weddings`), a divorce that ends a marriage
(:mod:`.divorces`), a stint on loan (:mod:`.loans`), a signing said with the club first (:mod:`.signings`) and a
career listed with one end (:mod:`.list_ended`).
(A role named with no "of" is :mod:`.elided`'s.)
"""

from __future__ import annotations

from .came_from import came_from
from .divorces import divorces
from .its_role import its_role
from .list_ended import last_listed
from .loans import on_loan
from .signings import signed_by
from .types import Extraction
from .weddings import wedding_day

__all__ = ["careers"]

Span = tuple[int, int, str]


def careers(
    extraction: Extraction,
    sentence: str,
    spans: list[Span],
    dates: list[tuple[int, int, str]],
    *,
    written: int,
    about: str | None = None,
) -> None:
    """Add to ``extraction`` what the seven readings find in ``sentence`` (``written``: how many of its relations
    earlier sentences wrote; ``about``: whom the text is about, when known)."""
    signed_by(extraction, sentence, spans, dates, about=about, written=written)  # "Omonia signed X": X's club
    came_from(extraction, sentence, spans, dates, written=written)  # "B joined Y from Z in 2005": Z until then
    wedding_day(extraction, sentence, spans, dates)  # "… marriage was to Cage. They were married on 10 August 2002"
    divorces(extraction, sentence, spans, dates, written=written)  # "Presley obtained a divorce on 6 May 1994"
    on_loan(extraction, sentence, spans, written=written)  # "Nogan joined Brentford on loan in March 1987"
    last_listed(extraction, sentence, spans, dates, written=written)  # "played for A, B and C before retiring in 2007"
    its_role(extraction, sentence, dates, written=written)  # "founded X in 1990 and was its chairman until 2005"
