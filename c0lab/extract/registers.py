"""Texts that are not narrative prose said as prose before the rules read them: a named speaker's first person
(:mod:`~c0lab.extract.speaker`), a record's key–value pairs and a name's bracket of them
(:mod:`~c0lab.extract.records`), tables (:mod:`~c0lab.extract.tables`), dated list lines and headlines
(:mod:`~c0lab.extract.timelines`), an interview's answers with their questions (:mod:`~c0lab.extract.answers`),
shorthand: hyphenated modifiers, index lines, headings over subject-less lines (:mod:`~c0lab.extract.shorthand`),
infobox lines "key = value" (:mod:`~c0lab.extract.infobox`), locative clauses (:mod:`~c0lab.extract.locatives`),
holders told by ordinals (:mod:`~c0lab.extract.ordinals`), a first state in a fronted participle
(:mod:`~c0lab.extract.first_state`), an act told by its noun (:mod:`~c0lab.extract.acts`).
Prose passes through as written; the text a memory keeps is never changed, only what the extractor reads.

>>> print(prose("Atlas\\nDirector: Dana Reyes (2019–present)\\nFunded by: Orvel Trust"))
Atlas
Since 2019, Dana Reyes has led Atlas.
Atlas is funded by Orvel Trust.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .acts import acts
from .agentless import agent_dropped
from .answers import answered
from .cv import curriculum
from .elided import owned_roles
from .first_state import first_state
from .fronted import after_fronted, before_fronted
from .headers import headless
from .held_until import held_until
from .infobox import infobox
from .listed_roles import listed_roles
from .locatives import NAME, locatives
from .ordinals import ordinals
from .passive_role import passive_role, post_taken
from .pronoun_clauses import pronoun_clauses
from .records import records
from .shorthand import in_full, shorthand
from .speaker import first_person
from .tables import role_tables, tables
from .terse import terse
from .timelines import dated_lines
from .witnessed import witnessed

__all__ = ["prose", "written_as"]


@lru_cache(maxsize=64)
def prose(text: str, known: tuple[str, ...] = ()) -> str:
    """``text`` said as prose: a pronoun's contraction in full first ("who'd steered": who had steered), shorthand in
    full (:mod:`~c0lab.extract.shorthand`: "A-led B", index lines, a heading naming what its lines drop), first person
    in the third, record pairs and dated lines as sentences, header lines (:mod:`~c0lab.extract.headers`: a dateline,
    "From:", "Meeting notes") blank, a role said without its owner named just before given it
    (:mod:`~c0lab.extract.elided`), terse lines and rows under named columns (:mod:`~c0lab.extract.terse`, short forms
    resolved by the text's and ``known`` names), locative clauses and infobox lines (:mod:`~c0lab.extract.locatives`,
    :mod:`~c0lab.extract.infobox`), holders counted then told by ordinals (:mod:`~c0lab.extract.ordinals`), a first
    state in a fronted participle (:mod:`~c0lab.extract.first_state`), a plural marked "(s)" as the plural ("Director(s)
    of X:"), an act told by its noun (:mod:`~c0lab.extract.acts`), a clause of time with a pronoun subject as a sentence
    of its own (:mod:`~c0lab.extract.pronoun_clauses`), a passive succession in a role in the active voice and an aside
    on a post taken from another as a participle (:mod:`~c0lab.extract.passive_role`), a CV's entries with its subject
    (:mod:`~c0lab.extract.cv`), a time that saw one act as the act's time (:mod:`~c0lab.extract.witnessed`), a trailing
    "after" participle clause and a closing "before that" or "before her" said first (:mod:`~c0lab.extract.fronted`), a
    role's acronym in lower case, as the role's noun ("CEO of X", "X's PI": no name), "the same" as a subject pronoun
    ("Prior to 2022, the same was under …": it), a change a pronoun agent made to a thing as the thing's own
    (:mod:`~c0lab.extract.agentless`: "they moved it to the B licence": it moved to the B licence), a thing's own name
    before its owner's ("X's toolkit, the T toolkit, was …": the T toolkit, X's toolkit, was …)."""
    said = terse(_plurals(_role_acronyms(_the_same(_appositions(agent_dropped(in_full(role_tables(text))))))), known)
    said = locatives(acts(first_state(ordinals(witnessed(infobox(said))))), known)
    said = held_until(listed_roles(shorthand(said)))
    said = before_fronted(after_fronted(said))
    said = pronoun_clauses(passive_role(post_taken(said)))
    return owned_roles(dated_lines(headless(records(first_person(answered(curriculum(tables(said))))))))


_MARKED_PLURAL = re.compile(r"\b([A-Za-z]{3,})\(s\)(?=\s+of\b[^.:\n]*:|\s*:)")
"""A label's noun with its plural marked ("Director(s) of X:", "Author(s):"), said as the plural."""


def _plurals(text: str) -> str:
    return _MARKED_PLURAL.sub(r"\1s", text)


_THE_SAME = re.compile(
    r"(?:^|(?<=[.;:!?]\s)|(?<=,\s))(?P<the>[Tt]he)\s+same(?=\s+(?:was|is|were|are|has|had|will|would|shall|can|may)\b)"
)
""""The same" as the subject of a clause, as Indian English says "it" ("… under the A licence. Prior to 2022, the
same was under the B licence")."""


def _the_same(text: str) -> str:
    """``text`` with "the same" as a clause's subject said "it" (:data:`_THE_SAME`)."""
    return _THE_SAME.sub(lambda found: "It" if found["the"] == "The" else "it", text)


_NAMED_APPOSED = re.compile(
    rf"(?:^|(?<=[.;!?]\s))(?P<owner>{NAME})['’]s\s+(?P<noun>[a-z]+),\s+(?P<thing>the\s+{NAME}\s+(?P=noun)),\s+"
    r"(?=(?:was|is|were|are|has|had|used|came|moved|went|switched|remained|stayed)\b)"
)
"""A thing said first as its owner's and then by its own name ("Vexa Corp's toolkit, the Quill toolkit, was …")."""


_FROM_APPOSED = re.compile(
    rf"\bfrom\s+(?:its|their|his|her)\s+(?:[a-z-]+\s+){{0,2}}?[a-z-]+,\s+(?P<name>{NAME}),(?=\s+(?:to|in|on|at|as)\s)"
)
"""A name said after the role it held for the one just named, after "from" ("passed from its founder, A, to B"; not
"from the mayor, A, to the bishop, B", a range)."""


_SECONDS = r"deputy|assistant|second-in-command|understudy|lieutenant|protégé|protege|number\s+two"
"""Nouns of one who stands second to someone in a post, and may take it when they leave ("her deputy")."""
_ROLE_APPOSED = re.compile(
    rf"(?:(?<=^)|(?<=[.;!?]\s)|(?<=,\s))(?:[Hh]is|[Hh]er)\s+(?:[^\W\d_]+\s+){{0,2}}?(?P<noun>{_SECONDS}),\s+"
    rf"(?P<name>{NAME}),\s+(?=(?:\w+ly\s+)?(?:became|was\s+(?:named|appointed|elected|made|promoted|chosen)|took\s+over"
    r"|stepped\s+(?:in|up)|succeeded|replaced)\b)",
    re.MULTILINE,
)
"""A person said after being another's second, taking a post ("her deputy, Lionel Strand, became director"): the
clause's subject (not "Her manager, B, became chief executive of X", whose role is a fact of its own)."""


def _appositions(text: str) -> str:
    """``text`` with a thing's own name said before its owner's (:data:`_NAMED_APPOSED`): "The Quill toolkit, Vexa
    Corp's toolkit, was …", so what the clause says is the toolkit's, not Vexa Corp's; and a name said after the role
    it held, after "from", without the role (:data:`_FROM_APPOSED`)."""
    text = _FROM_APPOSED.sub(lambda found: f"from {found['name']}", text)  # "from its founder, A, to B": from A to B
    text = _ROLE_APPOSED.sub(lambda found: f"{found['name']} ", text)  # "her deputy, B, became director": B became …
    return _NAMED_APPOSED.sub(
        lambda found: f"{found['thing'][0].upper()}{found['thing'][1:]}, {found['owner']}'s {found['noun']}, ", text
    )


_ROLE_ACRONYM = re.compile(
    r"\b(?:CEO|CFO|COO|CTO)s?\b(?!\s*:)|\bPI\b(?=\s+(?:of|on|for)\s)"
    r"|(?:(?<=\bas\s)|(?<=\bis\s)|(?<=\bwas\s)|(?<=\bnew\s)|(?<=\bthe\s)|(?<=['’]s\s))PI\b"
)
"""A role's acronym the lexicon reads as a role ("CEO", "CFO", "COO", "CTO"; "PI" as a role: "PI of X", "as PI"),
not a record's key or a speaker's label ("CEO:"): a role's noun, no name ("CEO of X" is no name as "University of X"
is)."""


def _role_acronyms(text: str) -> str:
    return _ROLE_ACRONYM.sub(lambda found: found[0].lower(), text)


def written_as(text: str, said: list[str], known: tuple[str, ...] = ()) -> list[str]:
    """Each sentence of ``prose(text)`` (``said``, in order) as ``text`` wrote it: the sentence itself where its line
    is as written, else the text's own line (a description quotes the text, never the words the rules read)."""
    told, lines = prose(text, known).split("\n"), text.split("\n")
    if told == lines or len(told) != len(lines):
        return said
    out: list[str] = []
    at, last = 0, None
    for sentence in said:
        line = next((number for number in range(at, len(told)) if sentence in told[number]), None)
        if line is None:
            out.append(sentence)
            continue
        again = line == last and told[line] != lines[line]  # a line said as two sentences: quoted once
        at = last = line
        out.append(sentence if told[line] == lines[line] else "" if again else " ".join(lines[line].split()))
    return out
