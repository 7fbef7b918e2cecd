"""A change done to a thing by a pronoun agent, said as the thing's own change: "… but they moved it over to the B
licence in 2017" says "… but it moved to the B licence in 2017"; "In 2021 we switched the T toolkit to the B licence"
says "In 2021 the T toolkit switched to the B licence" — the forms the relation readers read (a name's own move, its
"it" read as the thing the text is about).

Only a pronoun that names no one the memory could hold ("they", "we", "I", "you") is dropped (its "have" or "had"
kept as the thing's, and an adverb before the verb: "had since moved"; none in a clause of "if": no change made),
only before a verb of changing a value ("moved", "switched", "changed", "migrated", "shifted", "converted",
"transferred") with its object ("it", "them" or a name) and "to"/"onto"; "it" only after a clause of its sentence
whose subject it is read as ("It used to …, but they moved it to B"); "they moved him to defence" and "Orsk moved T
to B" are left as written.
"""

from __future__ import annotations

import re

from .locatives import NAME

__all__ = ["agent_dropped"]

_AGENTLESS = re.compile(
    r"\b(?P<agent>[Tt]hey|[Ww]e|I|[Yy]ou)\s+(?P<aux>(?:have|has|had)\s+)?(?P<adverb>(?:\w+ly|since|then|later|also)\s+)?"
    r"(?P<verb>moved|switched|changed|migrated|shifted|converted"
    rf"|transferred)\s+(?P<object>it|them|(?:the\s+)?{NAME}(?:\s+[a-z]+(?=\s+(?:over\s+)?(?:to|onto)\s))?)"
    r"\s+(?:over\s+|across\s+)?(?:to|onto)\s+"
)


_CLAUSE_BEFORE = re.compile(r"(?:,\s*(?:but|and|so|yet)|;)\s")
"""A clause before the agent's, in its sentence ("It used to …, but they moved it …"): the subject "it" is read as."""


def agent_dropped(sentence: str) -> str:
    """``sentence`` with a pronoun agent's change of a thing said as the thing's own change (the module docstring).

    >>> agent_dropped("It used to come under the A licence, but they moved it over to the B licence in 2017.")
    'It used to come under the A licence, but it moved to the B licence in 2017.'
    >>> agent_dropped("In 2021 we switched the Orsk toolkit to the B licence.")
    'In 2021 the Orsk toolkit switched to the B licence.'
    >>> agent_dropped("Since then we have moved the Orsk toolkit to the B licence.")
    'Since then the Orsk toolkit has moved to the B licence.'
    >>> agent_dropped("They moved him to defence.")
    'They moved him to defence.'
    """

    def said(found: re.Match[str]) -> str:
        thing = found["object"]
        sentence_so_far = re.split(r"[.!?]\s", sentence[: found.start()])[-1]
        if thing in ("it", "them") and not _CLAUSE_BEFORE.search(sentence_so_far):
            return found.group()  # "X ran the T toolkit. In 2019 they moved it …": "it" is no clause's subject
        if re.search(r"\b(?:if|unless|whether)\b", sentence_so_far, re.IGNORECASE):
            return found.group()  # "If they had moved it to B, …": no change made
        if found.start() == 0 or sentence[: found.start()].rstrip().endswith((".", "!", "?")):
            thing = thing[0].upper() + thing[1:]
        tense = "" if not found["aux"] else "had " if found["aux"].startswith("had") else "has "
        return f"{thing} {tense}{found['adverb'] or ''}{found['verb']} to "

    return _AGENTLESS.sub(said, sentence)
