"""Format-neutral grading of a context: the same rules for every arm, whatever its wording.

- An answer counts only on a line *about the asked entity* (a line that names
  one of the question's ``about`` names), matched on word boundaries and
  case-insensitively: "Nylota" does not match "Nylotas", and a town on a
  line about another project does not count.
- ``gold``: a right answer is on such a line.
- ``clean`` (the offline score): gold, and every stale answer on such a line
  is *marked* — the line states an end date for it (an end word such as
  "until", "to", "ended", "left" or "→"/"–" followed by a date) or states
  what replaced it (a replacement word such as "replaced", "took over",
  "succeeded", "actually", "correction", "instead" or "not" together with a
  right answer on the same line). Tags without a date or a replacement,
  such as ``[ended]`` or ``[superseded]``, mark nothing.
- Abstention (a question whose right answer is "I don't know"): correct when
  no line names the asked entity except to say nothing is known of it, and
  no stale candidate (a value the entity had at another time, or the asked
  attribute's word) stands on a line about it without a date that places it.

These rules are declared in BENCH.md; tests check them on hand-made contexts.
"""

from __future__ import annotations

import re

from ..index.keyword import whole_words
from .world import Question

__all__ = ["abstains", "grade", "marked", "mentions"]

_DATE = r"(?:(?:19|20)\d{2}(?:-\d{2}(?:-\d{2})?)?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?(?:19|20)\d{2})"
_END = re.compile(
    rf"(?:\b(?:until|till|to|through|ended|ending|end(?:ed)?\s+(?:in|on)|left(?:\s+in|\s+on)?|stepped\s+down(?:\s+in|\s+on)?"
    rf"|before|expired(?:\s+in|\s+on)?)\b|→|–|-)\s*(?:(?:in|on|the)\s+)?{_DATE}",
    re.IGNORECASE,
)
_REPLACED = re.compile(
    r"\b(?:replaced|replacing|superseded|succeeded|took\s+over|taken\s+over|actually|correction|corrected|instead"
    r"|not|no\s+longer|rather\s+than|moved\s+from|changed|before\s+that|wrong)\b",
    re.IGNORECASE,
)
_ANY_DATE = re.compile(rf"\b{_DATE}\b", re.IGNORECASE)
_NOTHING = re.compile(r"\b(?:nothing|no\s+concept|not\s+known|unknown|don't\s+know|no\s+record)\b", re.IGNORECASE)




def mentions(line: str, text: str) -> bool:
    """Whether ``line`` names ``text`` on word boundaries, ignoring case."""
    return whole_words(text).search(line) is not None


def marked(line: str, stale: str, gold: tuple[str, ...]) -> bool:
    """Whether ``line`` states that ``stale`` ended (an end date) or was replaced (by a right answer)."""
    if _END.search(line):
        return True
    return _REPLACED.search(line) is not None and any(mentions(line, answer) for answer in gold)


def _about(context: str, question: Question) -> list[str]:
    return [line for line in context.splitlines() if any(mentions(line, name) for name in question.about)]


def abstains(context: str, question: Question) -> bool:
    """The declared, arm-neutral abstention rule (see the module docstring)."""
    lines = _about(context, question)
    if any(not _NOTHING.search(line) for line in lines if not question.stale):
        return False
    return not any(mentions(line, stale) and not _ANY_DATE.search(line) and not _NOTHING.search(line)
                   for line in lines for stale in question.stale)


def grade(context: str, question: Question) -> tuple[bool, bool]:
    """``(gold, clean)`` for one context: a right answer on a line about the entity, and no unmarked stale one.

    For an abstention question both are :func:`abstains`.
    """
    if not question.gold:
        right = abstains(context, question)
        return right, right
    lines = _about(context, question)
    gold = any(mentions(line, answer) for line in lines for answer in question.gold)
    stale = any(mentions(line, old) and not marked(line, old, question.gold)
                for line in lines for old in question.stale)
    return gold, gold and not stale
