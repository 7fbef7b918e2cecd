"""The words before a date phrase that belong to it: "in the" of "in the summer of 1672".

The one time reader (:func:`~c0lab._time.find_time`) places a date at its own words ("summer of 1672",
"spring of 1919"); the preposition and article a question puts before it ("in the", "during the", "as of
the", "at the end of") are part of how it asks the time, not of what it asks. A question's topic is cut at
the date with them (:func:`~c0lab.retrieval.question.question_time`), so no "in the" dangles in what the walk
says it found nothing about ("… of the Society in the as of summer 1672").
"""

from __future__ import annotations

import re

__all__ = ["lead_cue", "with_lead"]

_LEAD = re.compile(
    r"(?:\b(?:in|during|throughout|through|over|around|about|by|at|as\s+of|from|since|until|till|before|after"
    r"|for|within|of)\s+)?"
    r"(?:\bthe\s+(?:(?:very\s+)?(?:end|start|beginning|middle|course|turn|close|height)\s+of\s+(?:the\s+)?)?)?$",
    re.IGNORECASE,
)
"""A preposition, an article, and a part of a period ("the end of"), ending where the date begins."""
_SEASON = re.compile(r"\s+season\b", re.IGNORECASE)
"""The noun after a season written over two years ("in the 1923–24 season")."""
_EDGE_LEAD = re.compile(
    r"\b(?P<cue>since|until|till|before|after|following|prior\s+to)\s+the\s+$",
    re.IGNORECASE,
)
"""An edge cue before "the" and a year said of an event ("after the 2010 election")."""
_EVENT_NOUN = re.compile(r"\s+(?P<noun>[a-z][a-z-]+)\b(?!\s+(?:of|in|at|for)\b)")
"""The lower-case noun after such a year ("election", "coup", "merger"): the event it dates, not what is asked."""
_REACH = 48
"""How far before a date its lead words are looked for (the longest: "throughout the very beginning of the ")."""


def with_lead(text: str, place: tuple[int, int]) -> tuple[int, int]:
    """``place`` (a date's start and end in ``text``) widened to the article and preposition before it when the
    date begins with neither: "in the summer of 1672" for "summer of 1672", "during the spring of 1919"; the
    place unchanged when no article stands before the date ("in 1672" the reader already places whole). A "season"
    after the date is the date's too ("in the 1923–24 season").

    >>> text = "Who was president of the Society in the summer of 1672?"
    >>> start, end = with_lead(text, (40, 54))
    >>> text[start:end]
    'in the summer of 1672'
    >>> with_lead("who led X in 1990?", (10, 17))
    (10, 17)
    >>> text = "who won in the 1923–24 season?"
    >>> start, end = with_lead(text, (15, 22))
    >>> text[start:end]
    'in the 1923–24 season'
    """
    start, end = place
    tail = _SEASON.match(text, end)  # "the 1923–24 season": the word is the date's
    end = tail.end() if tail else end
    near = max(0, start - _REACH)
    found = _LEAD.search(text, near, start)
    if found is None or not re.search(r"\bthe\b", found[0], re.IGNORECASE):
        return start, end
    return found.start(), end


def lead_cue(text: str, place: tuple[int, int]) -> tuple[str, int]:
    """The edge cue of a date said of an event with an article ("after the 2010 election": ``after``), and where
    the event's noun ends (the time phrase's end, so the topic loses it); ``("", place[1])`` when no edge cue
    and "the" stand right before the date, or no lower-case noun follows it ("after the 2018 World Cup" names
    what is asked). "following" reads as ``after``, "prior to" as ``before``.

    >>> text = "who led the Greens after the 2010 election?"
    >>> cue, end = lead_cue(text, (29, 33))
    >>> cue, text[:end]
    ('after', 'who led the Greens after the 2010 election')
    >>> lead_cue("who led the Greens after 2010?", (25, 29))
    ('', 29)
    """
    start, end = place
    found = _EDGE_LEAD.search(text, max(0, start - _REACH), start)
    noun = _EVENT_NOUN.match(text, end)
    if found is None or noun is None:
        return "", end
    cue = " ".join(found["cue"].lower().split())
    return {"following": "after", "prior to": "before"}.get(cue, cue), noun.end()
