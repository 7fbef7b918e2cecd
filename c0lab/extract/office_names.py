"""An office named with lower-case words inside it, after a verb of holding or taking it: "served as President pro
tempore of the Senate", "held Kentucky representative to Congress", "became Catholic archbishop of Salerno". Read as
runs of capitalised words it falls apart into "President" and "Senate", or "Kentucky" alone (a place held as a post);
:func:`office_names` finds it whole: a capitalised run, then one or two lower-case words, the last an office's noun
(:data:`_OFFICES`: "representative", "archbishop"), or words of no English after a title ("President pro tempore"),
then what it is of ("of the Senate", "to Congress"), up to where the clause goes on (a date, a comma, "from",
"until"). An occupation or a leader's role said after a name ("became Microsoft engineer", "became Celtic manager")
is no office, nor a plural ("Obama supporters"); a possessive ("Orsk's toolkit") or a hyphened word ("Dobel-based")
opens none; an office of capitalised words only is :mod:`.compound`'s ("Minister of Finance")."""

from __future__ import annotations

import re
from functools import cache

from ..retrieval.meaning import english_word, role_noun

__all__ = ["office_names"]

_HOLDING = (
    r"(?:served|serves|serving|acted|acts)\s+as|held|holds|holding|became|becomes|took|takes|was|is|were|are|been"
    r"|(?:elected|re-elected|appointed|named|made|chosen|installed|sworn\s+in)(?:\s+as)?"
)
_OFFICES = frozenset(
    "governor representative delegate senator congressman congresswoman ambassador consul envoy minister secretary "
    "chancellor premier mayor archbishop bishop cardinal judge justice attorney commissioner treasurer speaker "
    "councillor magistrate prefect viceroy admiral".split()
)
"""Nouns of an office held by one at a time, which a place, a faith or a party may come before ("Kentucky
representative", "Catholic archbishop"): not an occupation ("Microsoft software engineer"), nor a leader's role
read by the predicates ("Celtic manager")."""
_GOES_ON = r"[ \t]*(?:[,.;:)]|$)|[ \t]+(?:from|since|until|till|between|during|in|on|and|when|after|before|\d)\b"


@cache
def _reader() -> tuple[re.Pattern[str], frozenset[str]]:
    """The office pattern and the closed-class words no office's lower-case words are (built once: ``names``
    imports this module)."""
    from .names import FUNCTION, UPPER

    run = rf"[{UPPER}][\w'’-]*(?:[ \t]+[{UPPER}][\w'’-]*){{0,3}}"
    pattern = re.compile(
        rf"\b(?:{_HOLDING})[ \t]+(?:the[ \t]+)?(?P<office>{run}(?P<lower>(?:[ \t]+[a-z][a-z-]*){{1,2}})"
        rf"(?:[ \t]+(?:of|to|for)[ \t]+(?:the[ \t]+)?{run})?)(?={_GOES_ON})"
    )
    return pattern, FUNCTION


def office_names(sentence: str) -> list[tuple[int, int, str]]:
    """Where each office named with lower-case words stands in ``sentence``, and the office (see the module
    docstring).

    >>> office_names("Pope served as President pro tempore of the Senate from 1811.")
    [(15, 50, 'President pro tempore of the Senate')]
    >>> office_names("Dodge was Territorial governor of Wisconsin Territory from 1836 to 1841.")
    [(10, 53, 'Territorial governor of Wisconsin Territory')]
    >>> office_names("He became Celtic manager in 2016."), office_names("She held Orsk Labs shares until 2019.")
    ([], [])
    """
    found, (pattern, function) = [], _reader()
    for match in pattern.finditer(sentence):
        lower, titled = match["lower"].split(), match["office"][: match.start("lower") - match.start("office")]
        role = lower[-1] in _OFFICES or (role_noun(titled.split()[-1]) and not english_word(lower[-1]))  # pro tempore
        if not role or set(lower) & function or re.search(r"['’]s\b|-", titled):
            continue  # "Orsk manager", "Orsk's toolkit", "Dobel-based btw": no office
        found.append((match.start("office"), match.end("office"), match["office"]))
    return found
