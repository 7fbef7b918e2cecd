"""A tie told only by its end: "Dana Reyes stepped down as director of Atlas in 2021" says that Reyes *was* Atlas's
director until 2021. The rules read the ending (:class:`~c0lab.extract.types.Ending`), which ends what a memory
holds between the two; when nothing is held (the text is the first to say it) the ending alone writes nothing.
This module writes the tie the sentence names by its role ("as director of", "as its lead"), ended then.

>>> from c0lab.extract.types import Ending, Extraction
>>> import pandas as pd
>>> read = Extraction(ends=[Ending("Dana Reyes", "Atlas", pd.Timestamp("2021-01-01", tz="UTC"), "stepped down")])
>>> sentence = "Dana Reyes stepped down as director of Atlas in 2021."
>>> [(r.source, r.type, r.target) for r in roles_ended(sentence, [(0, 10, "Dana Reyes"), (39, 44, "Atlas")], read)]
[('Dana Reyes', 'DIRECTOR_OF', 'Atlas')]
"""

from __future__ import annotations

import re

from ..retrieval.lexicon import RelationLexicon
from .types import Extraction, Relation

__all__ = ["roles_ended"]

_ROLE = re.compile(r"\bas\s+(?:the\s+|its\s+|their\s+|a\s+)?(?P<role>[a-z]+(?:[ -][a-z]+)?)\s+(?:of|at|for)\b")
"""The role an ending names ("as director of", "as the project lead for")."""


def roles_ended(sentence: str, spans: list[tuple[int, int, str]], extraction: Extraction) -> list[Relation]:
    """The ties ``sentence`` names by a role between the two names of an ending read in it (``spans``: the names
    where they stand), when ``extraction`` holds no relation between them: from the role's holder to what it is
    held over, valid until the ending."""
    names = {name for _, _, name in spans}
    joined = {frozenset((relation.source, relation.target)) for relation in extraction.relations}
    found: list[Relation] = []
    for ending in extraction.ends:
        pair = frozenset((ending.source, ending.target))
        if ending.at is None or not pair <= names or pair in joined:
            continue
        role = _ROLE.search(sentence)
        words = re.split(r"[ -]", role.group("role")) if role else []
        if not words or not RelationLexicon.asked_senses(words[-1]) & {"lead", "run", "maintain", "member"}:
            continue
        joined.add(pair)
        kind = "_".join(word.upper() for word in words if word) + "_OF"
        found.append(Relation(ending.source, kind, ending.target, valid_to=ending.at))
    return found
