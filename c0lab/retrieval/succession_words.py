"""A question about who held a seat next, said in other words, as the succession reader reads it ("who succeeded
X?", "who preceded X?": :func:`~c0lab.retrieval.question.succession_event`).

"Who took over from X?", "Who was X's successor?", "Who was the successor to X?", "Who took X's place?" ask who
came after X; "Who was X's predecessor?", "Whom did X succeed?", "Who did X replace?" who came before.
:func:`as_succession` rewrites them; any other question is left as asked.
"""

from __future__ import annotations

import re

__all__ = ["as_succession"]

_NAME = r"(?P<name>[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|de|da|di|du|van|von|der|den|del|la|le|bin|ibn|al))*)"
_LEAD = r"(?P<lead>\b(?:who|whom|which\s+\w+|what\s+\w+)\b(?:\s+(?:was|is|were|has\s+been|had\s+been|became))?)"
_REWRITES = [
    (re.compile(rf"{_LEAD}\s+(?:took\s+over|taking\s+over)\s+from\s+{_NAME}", re.I), r"\g<lead> succeeded \g<name>"),
    (re.compile(rf"{_LEAD}\s+took\s+{_NAME}['’]s?\s+place", re.I), r"\g<lead> succeeded \g<name>"),
    (re.compile(rf"{_LEAD}\s+(?:the\s+)?{_NAME}['’]s?\s+successor", re.I), r"\g<lead> succeeded \g<name>"),
    (re.compile(rf"{_LEAD}\s+(?:the\s+)?{_NAME}['’]s?\s+predecessor", re.I), r"\g<lead> preceded \g<name>"),
    (re.compile(rf"{_LEAD}\s+(?:the\s+)?successor\s+(?:to|of)\s+{_NAME}", re.I), r"\g<lead> succeeded \g<name>"),
    (re.compile(rf"{_LEAD}\s+(?:the\s+)?predecessor\s+(?:to|of)\s+{_NAME}", re.I), r"\g<lead> preceded \g<name>"),
    (
        re.compile(rf"\b(?P<lead>who|whom)\s+did\s+{_NAME}\s+(?:succeed|replace|follow|take\s+over\s+from)\b", re.I),
        r"who preceded \g<name>",
    ),
    (re.compile(rf"\b(?P<lead>who|whom)\s+did\s+{_NAME}\s+precede\b", re.I), r"who succeeded \g<name>"),
]
_TRIGGER = re.compile(
    r"successor|predecessor|\btook\s+over|\btaking\s+over|\btook\b.*\bplace\b"
    r"|\bdid\b.*\b(?:succeed|replace|follow|precede|take\s+over)\b",
    re.IGNORECASE,
)
"""A cheap first look: the words without which no rewrite applies."""
_TO_BE = re.compile(r"\s+(?:was|is|were|has\s+been|had\s+been|became)$", re.I)


def as_succession(topic: str) -> str:
    """``topic`` with a succession said in other words rewritten as "succeeded X" / "preceded X" (the module
    docstring lists them); the topic as asked when it says none.

    >>> as_succession("Who was Walter Finch's successor?"), as_succession("Who took over from Ada Quill?")
    ('Who succeeded Walter Finch?', 'Who succeeded Ada Quill?')
    >>> as_succession("Whom did Lord Wexley succeed?"), as_succession("Who took over the Bureau?")
    ('who preceded Lord Wexley?', 'Who took over the Bureau?')
    """
    if not _TRIGGER.search(topic):
        return topic
    for pattern, replacement in _REWRITES:
        found = pattern.search(topic)
        if found is None or "name" not in found.groupdict():
            continue
        lead = _TO_BE.sub("", found["lead"]) if "lead" in found.groupdict() else ""
        said = found.expand(replacement.replace(r"\g<lead>", lead)) if lead else found.expand(replacement)
        return topic[: found.start()] + said + topic[found.end() :]
    return topic
