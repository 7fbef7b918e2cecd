"""An act told by its noun, with its object after "of" and its agent after "by": "Releases of the Brask songbook by
Orvel Trust came under the Quillon licence" — Orvel Trust releases the Brask songbook. The act is restated after its
sentence as a plain clause the rules read ("Orvel Trust releases the Brask songbook."), undated: the sentence's
dates tell of what the act came under, not of the act. The verb is the noun's own when it is one ("releases"), else
the verb WordNet derives the noun from ("management" → oversees); only a verb that carries a relation sense
restates ("a visit of A by B" does not).

>>> print(acts("The management of the Harrow Glee Club by Orsk Trust began in 2012."))
The management of the Harrow Glee Club by Orsk Trust began in 2012. Orsk Trust oversees the Harrow Glee Club.
"""

from __future__ import annotations

import re

from ..retrieval import meaning
from .locatives import NAME, said_after
from .predicates import has_sense
from .rules import relation_type

__all__ = ["acts"]

_ACT = re.compile(
    rf"\b(?P<act>[A-Za-z][a-z]{{3,}})\s+of\s+(?P<object>(?:the\s+)?{NAME}(?:\s+[a-z]+)?)\s+by\s+"
    rf"(?P<agent>(?:the\s+)?{NAME})"
)
_END = re.compile(r"[.!?](?=\s|$)")


def acts(text: str) -> str:
    """``text`` with each act told by its noun restated after its sentence (see the module); lines stay lines."""
    if " by " not in text:
        return text
    return "\n".join(said_after(line, _restated(line)) for line in text.split("\n"))


def _restated(line: str) -> list[tuple[int, str]]:
    """(where the sentence holding it ends, the plain clause) for each act of ``line`` told by its noun."""
    found = []
    for match in _ACT.finditer(line):
        verb = _verb(match["act"].lower())
        if verb is not None:
            stop = _END.search(line, match.end())
            agent = match["agent"][0].upper() + match["agent"][1:]
            found.append((stop.end() if stop else len(line), f"{agent} {verb} {match['object']}."))
    return found


def _verb(noun: str) -> str | None:
    """The present tense a noun of an act says ("releases" → releases, "management" → oversees), when it carries a
    relation sense; else None."""
    net = meaning.wordnet()
    if net is None:
        return None
    if meaning.third_person(noun):
        verb = noun  # "releases": the verb's own form
    else:
        bases = net.base_forms(noun, "n")
        first = net.synset(net.offsets(bases[0], "n")[0], "n") if bases and net.offsets(bases[0], "n") else None
        if first is None or net.lexname(first.lexname) != "noun.act":
            return None  # "alumnus of …": a person, no act
        derived = [net.synset(target, "v") for pos, target in first.derived if pos == "v"]
        lemma = next((found.words[0] for found in derived if found is not None and found.words[0].isalpha()), None)
        if lemma is None:
            return None
        verb = lemma + ("es" if lemma.endswith(("s", "sh", "ch", "x", "z")) else "s")
    return verb if has_sense(relation_type([verb])) else None
