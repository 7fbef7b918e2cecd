"""Texts that are not narrative prose said as prose before the rules read them: a named speaker's first person
(:mod:`~c0lab.extract.speaker`), a record's key–value pairs and a name's bracket of them
(:mod:`~c0lab.extract.records`), tables (:mod:`~c0lab.extract.tables`), dated list lines and headlines
(:mod:`~c0lab.extract.timelines`), an interview's answers with their questions (:mod:`~c0lab.extract.answers`).
Prose passes through as written; the text a memory keeps is never changed, only what the extractor reads.

>>> print(prose("Atlas\\nDirector: Dana Reyes (2019–present)\\nFunded by: Orvel Trust"))
Atlas
Since 2019, Dana Reyes has led Atlas.
Atlas is funded by Orvel Trust.
"""

from __future__ import annotations

from .answers import answered
from .records import records
from .speaker import first_person
from .tables import tables
from .timelines import dated_lines

__all__ = ["prose"]


def prose(text: str) -> str:
    """``text`` said as prose: first person in the third, record pairs and dated lines as sentences."""
    return dated_lines(records(first_person(answered(tables(text)))))
