"""Where a thing is, said in a clause the rules do not read, restated after its sentence as a plain clause they do.

- A relative clause on "whose" naming a part and its place: "Orvel Trust, whose archives are in Dellmoor," →
  "Orvel Trust has its archives in Dellmoor." (the part's noun types the tie: ``ARCHIVES_IN``).
- The relative adverb "where", which stands for "in" its antecedent: "Dellmoor, where Orvel Trust keeps its archives"
  → "Orvel Trust keeps its archives in Dellmoor." (or "where the trust …", resolved later); also after "is"
  ("Dellmoor, a port town, is where Orvel Trust keeps its archives").
- A fronted phrase of the subject's own part and its place: "From its offices in Dellmoor, Orvel Trust runs …" →
  "Orvel Trust has its offices in Dellmoor." ("its" is the clause's subject's).
- A place said as the home of a thing, in a copula or an apposition: "Dellmoor is home to Orvel Trust",
  "Dellmoor, the home of Orvel Trust," → "Orvel Trust has its home in Dellmoor."; or a thing that calls a place
  home: "Orvel Trust calls Dellmoor home" → the same; the thing may be a description the text resolves later
  ("Dellmoor is home to the trust" → "The trust has its home in Dellmoor.").
- A place of a thing's own kept in another's place, the object of any verb: "Orvel Trust moved into new rooms in
  Dellmoor", "the trust works from a converted warehouse in Dellmoor" → "Orvel Trust has its rooms in Dellmoor.",
  "The trust has its warehouse in Dellmoor." — only a part WordNet reads as a place one is located in (rooms,
  a warehouse, offices; not "boats", "floors").

- A part of a thing's own in a place said with a possessive ("… at Orvel Trust's headquarters in Dellmoor") →
  "Orvel Trust has its headquarters in Dellmoor."; a postal address after a name or labelled with it ("Postal address
  of Orvel Trust: 14 Harbour Road, Dellmoor"; "— Orvel Trust, 14 Harbour Road,
  Dellmoor") → "Orvel Trust is based in Dellmoor.".
- Where one finds a thing, in a sentence of its own: "You will find Orvel Trust in Dellmoor", "Orvel Trust can be
  found in Dellmoor" → "Orvel Trust is located in Dellmoor." (a name of two words or more, not a person's; not a
  question, a condition or a denial).
- A place made a modifier of a thing: "Orvel Trust, a Dellmoor-based charity," or "the Dellmoor-based charity Orvel
  Trust" (or "Orvel Trust is a Dellmoor-based charity") → "Orvel Trust is based in Dellmoor."
- A sentence opening with the office of a thing the memory knows or the text names outside an office, saying where
  it is ("Office of Orvel Trust is located in Dellmoor"): "The office of Orvel Trust …", so the office is no name.

A restatement keeps its clause's tense and the time said after it: "Dellmoor was home to X until 1990" → "X had its
home in Dellmoor until 1990."; "called X home" is read only with a time that says how long ("… from 1950 to 1990"):
"called Ivo home for dinner" summoned him. Only clauses between two names are read; the sentence itself stays as
written, the restatement follows it.
"""

from __future__ import annotations

import re

from .._sentences import ABBREVIATIONS
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.meaning import likely_person, related_words, role_noun
from .names import UPPER

__all__ = ["NAME", "locatives", "said_after"]

_SHORT = "|".join(rf"(?<=\b{word.capitalize()})" for word in sorted(ABBREVIATIONS) if word.isalpha())
_WORD = rf"[{UPPER}](?:[\w'’&-]|\.(?=[\w'’&-]))*(?:(?:{_SHORT}|(?<=\b[A-Z]))\.)?"
"""A word of a name: a full stop inside it ("U.S") or closing a short form ("St.", "R."), never a sentence's."""
NAME = rf"{_WORD}(?:\s+(?:of\s+|the\s+)?{_WORD})*"
"""A name: capitalised words, "of" or "the" between them ("Bank of the North")."""
_BE = r"(?P<be>is|are|was|were|has\s+been|have\s+been|had\s+been|remains?|remained)"
_WHOSE = re.compile(
    rf"(?P<owner>{NAME}),\s+whose\s+(?P<part>[a-z]+(?:\s+[a-z]+)?)\s+{_BE}\s+(?:(?:still|now|also)\s+)?"
    rf"(?:(?:located|based|situated|housed)\s+)?(?P<at>in|at)\s+(?P<place>{NAME})"
)
_WHERE = re.compile(
    rf"(?P<place>{NAME})(?:,\s+|(?:,\s+[^,.;:!?\n]{{1,60}},)?\s+(?:is|was)\s+)where\s+"
    rf"(?P<clause>(?:{NAME}|the\s+[a-z]{{3,}})\s+[a-z][^.;:,!?\n]*)"
)
_FRONTED = re.compile(
    rf"(?:^|(?<=[.!?]\s))(?:From|At|In|Out\s+of)\s+(?:its|their)\s+(?P<part>(?:[a-z]+\s+)?[a-z]+)\s+(?P<at>in|at)\s+"
    rf"(?P<place>{NAME}),\s+(?:the\s+)?(?P<owner>{NAME})\s+[a-z]"
)
_HOME = re.compile(
    rf"(?P<place>{NAME})(?:\s+{_BE}\s+(?:(?:still|now|also)\s+)?(?:the\s+)?|,\s+(?:the\s+)?)home\s+(?:turf\s+|base\s+)?"
    r"(?:to|of)\s+"
    rf"(?:the\s+(?=[{UPPER}]))?(?P<owner>{NAME}|the\s+[a-z]{{3,}}\b)(?:\s+and\s+(?:the\s+)?{NAME})?"
)
_KEEPS = re.compile(
    rf"(?:^|(?<=[.!?;]\s))(?P<owner>{NAME}|[Tt]he\s+[a-z]{{3,}})\s+(?:(?P<adverb>now|still|also)\s+)?[a-z]{{3,}}\s+"
    r"(?:(?:from|into|in|out\s+of)\s+)?(?:a|an|the|its|their|new|two|three|several)\s+(?:[a-z-]+\s+){0,2}?"
    rf"(?P<part>[a-z]{{3,}})\s+(?P<at>in|at)\s+(?P<place>{NAME})"
)
_ADDED_AFTER = re.compile(r",?\s+(?:too|as\s+well)\b(?!\s+as\b)")
"""A place said added to one held after it ("… an office in Cork too", "… in Cork as well")."""
_CALLS = re.compile(
    rf"(?P<owner>{NAME})(?:,\s+which|,\s+who)?\s+(?:(?:still|now|also)\s+)?(?P<be>calls|called|call|has\s+called)\s+"
    rf"(?P<place>{NAME})\s+(?:its\s+|their\s+)?home\b"
)
_PLACE_WORDS = rf"[{UPPER}][\w'’&]*(?:\s+[{UPPER}][\w'’&]*)*"
"""A place before "-based": capitalised words, no hyphen ("New York" in "New York-based")."""
_BASED = re.compile(
    rf"(?P<owner>{NAME})\s?,\s+(?:a|an|the)\s+(?P<place>{_PLACE_WORDS})-based\b"
    rf"|\b(?!(?:The|A|An)\s)(?P<place2>{_PLACE_WORDS})-based\s+(?:[a-z-]+\s+){{0,2}}?(?P<owner2>{NAME})"
    rf"|(?P<owner3>{NAME})\s+{_BE}\s+(?:a|an)\s+(?P<place3>{_PLACE_WORDS})-based\b"
    r"(?:\s+(?!(?:until|till|from|since|between|before|after|in|during|for)\b)[a-z-]+){0,3}"
)
"""A thing said to be based in a place by a modifier: "Orvel Trust, a Dellmoor-based charity,", "the Dellmoor-based
charity Orvel Trust", "Orvel Trust is a Dellmoor-based charity"."""
_OWN_PART = re.compile(
    rf"(?P<owner>{NAME})(?:['’]s|(?<=s)['’])\s+(?:(?:main|new|old|former)\s+)?(?P<part>(?:head\s+)?[a-z]{{3,}})\s+"
    rf"(?P<at>in|at)\s+(?P<place>{NAME})"
)
"""A part of a thing's own in a place, said with a possessive anywhere ("… at Orvel Trust's headquarters in
Dellmoor") → "Orvel Trust has its headquarters in Dellmoor." (a part WordNet reads as a place, as :data:`_KEEPS`)."""
_ADDRESS = re.compile(
    rf"(?P<owner>{NAME}),\s+\d+[A-Za-z]?\s+(?:[{UPPER}][a-z]+\s+){{1,3}}?(?:Road|Street|Avenue|Lane|Way|Square|Place"
    rf"|Drive|Boulevard|Row|Court|Quay|Wharf|Terrace|Crescent|Close),\s+(?P<place>{NAME})"
)
"""A postal address after a name ("— Orvel Trust, 14 Harbour Road, Dellmoor") → "Orvel Trust is based in
Dellmoor."."""
_LABELLED_ADDRESS = re.compile(
    rf"\b(?:(?:[Pp]ostal|[Rr]egistered|[Mm]ailing|[Ss]treet|[Oo]ffice)\s+)?[Aa]ddress\s+(?:of|for)\s+(?:the\s+)?"
    rf"(?P<owner>{NAME})\s*:\s*(?:[^,.;\n]+,\s*){{1,3}}(?P<place>{NAME})\s*(?=[.;\n]|$)"
)
"""An address labelled with its owner, the town last ("Postal address of Orvel Trust: 14 Harbour Road, Dellmoor") →
"Orvel Trust is based in Dellmoor."."""
_FOUND = re.compile(
    rf"(?:^|(?<=[.!;]\s))(?:(?:You|Visitors)(?:['’]ll|\s+will|\s+can)?\s+find\s+(?:the\s+(?=[{UPPER}]))?"
    rf"(?P<owner>{NAME})|(?P<owner2>{NAME})\s+can\s+be\s+found)\s+in\s+(?P<place>{NAME})(?=\s*[.;,!])"
)
"""Where one finds a thing, said as a sentence of its own: "You will find Orvel Trust in Dellmoor.", "Orvel Trust can
be found in Dellmoor." (not a question, a condition or a denial: "If you find …", "No one can find …")."""
_SPAN = re.compile(
    r",?\s+(?:until|till|up\s+to|from|since|between|before|after|in|during|for\s+(?:\w+\s+)?(?:years|decades|centuries))"
    r"\b[^,.;:!?\n]*"
)
"""A time said after a locative clause ("… was home to Orvel Trust until 1990"): its tie's time, kept with it."""
_PAST = re.compile(r"^(?:was|were|had\s+been|remained|called)$")
_TELLING = frozenset(["verb.communication", "verb.cognition"])
_END = re.compile(r"[.!?](?=\s|$)")


def _told(before: str) -> bool:
    """Whether the word before a name is a verb of telling or knowing (WordNet's ``verb.communication`` or
    ``verb.cognition``: "asked", "told", "wondered"), so the name is the one told, not a place."""
    words = re.findall(r"[a-z]+", before[-30:])
    return bool(words) and related_words(words[-1]).kind in _TELLING


def _restated(line: str) -> list[tuple[int, str]]:
    """(where the sentence holding it ends, the plain clause) for each locative clause of ``line``."""
    found = []
    for match in _WHOSE.finditer(line):
        if role_noun(match["part"].split()[-1]):
            continue  # "Ada Lo, whose parents were in London": where people were, no part of Ada Lo's
        span = _SPAN.match(line, match.end())
        said = f"{match['owner']} {_has(match, span)} its {match['part']} {match['at']} {match['place']}{_kept(span)}."
        found.append((match, said))
    for match in _WHERE.finditer(line):
        if _told(line[: match.start()]):
            continue  # "asked Tom, where Mary went": an indirect question, Tom no place
        found.append((match, f"{_opening(match['clause'].rstrip())} in {match['place']}."))
    for match in _FRONTED.finditer(line):
        found.append((match, f"{match['owner']} has its {match['part']} {match['at']} {match['place']}."))
    for match in [*_HOME.finditer(line), *_CALLS.finditer(line)]:
        span = _SPAN.match(line, match.end())
        if match["be"] == "called" and span is None:
            continue  # "Ada Lo called Ivo Marsh home for dinner": summoned, no home (unless a time says how long)
        found.append(
            (match, f"{_opening(match['owner'])} {_has(match, span)} its home in {match['place']}{_kept(span)}.")
        )
    for match in _BASED.finditer(line):
        owner = match["owner"] or match["owner2"] or match["owner3"]
        place = match["place"] or match["place2"] or match["place3"]
        span = _SPAN.match(line, match.end()) if match["owner3"] else None  # "was a Tarvo-based firm until 2015"
        be = "was" if _has(match, span) == "had" else "is"
        found.append((match, f"{_opening(owner)} {be} based in {place}{_kept(span)}."))
    for match in _FOUND.finditer(line):
        owner = match["owner"] or match["owner2"]
        if " " not in owner or likely_person(owner):
            continue  # "You will find Ana Lo in Tarvo": where a person is now; "Details", "Messi": no telling
        found.append((match, f"{_opening(owner)} is located in {match['place']}."))
    for match in [*_ADDRESS.finditer(line), *_LABELLED_ADDRESS.finditer(line)]:
        found.append((match, f"{_opening(match['owner'])} is based in {match['place']}."))
    for match in [*_KEEPS.finditer(line), *_OWN_PART.finditer(line)]:
        kind = f"{match['part'].split()[-1].upper()}_{match['at'].upper()}"
        if "locate" in RelationLexicon.build([kind]).senses.get(kind, ()):  # rooms, a warehouse; not "boats"
            added = match.groupdict().get("adverb") == "also" or _ADDED_AFTER.match(line, match.end())  # "… too"
            also = " as well" if added else ""  # added to one held, no move
            found.append(
                (match, f"{_opening(match['owner'])} has its {match['part']} {match['at']} {match['place']}{also}.")
            )
    out = []
    for match, clause in found:
        end = _END.search(line, match.end())
        out.append((end.end() if end else len(line), clause))
    return out


def _has(match: re.Match[str], span: re.Match[str] | None) -> str:
    """ "had" when the clause was past ("whose offices were in …", "was home to …") or its time ends it, else "has"."""
    ended = span is not None and re.match(r",?\s+(?:until|till|up\s+to|before)\b", span[0]) is not None
    return "had" if ended or _PAST.match(" ".join((match["be"] or "").split())) else "has"


def _kept(span: re.Match[str] | None) -> str:
    """The time said after the clause, kept in its restatement (" until 1990"), or nothing."""
    return f" {span[0].strip(' ,')}" if span is not None else ""


def _opening(owner: str) -> str:
    """An owner said first in its clause: "the works" (a description the text resolves) as "The works"."""
    return owner[0].upper() + owner[1:]


def locatives(text: str, known: tuple[str, ...] = ()) -> str:
    """``text`` with each locative clause restated after its sentence (see the module); lines stay lines. ``known``:
    the memory's names (an office of one is no name)."""
    if not any(word in text for word in ("whose", "where", "home", "its ", "their ", " in ", " at ", "-based", ", ")):
        return text

    text = _OFFICE_OF.sub(lambda found: _an_office(found, text, known), text)
    return "\n".join(said_after(line, _restated(line)) for line in _ADDRESS_LABEL.sub(_lower, text).split("\n"))


_OFFICE = rf"(?P<part>(?:[Hh]ead\s+)?(?:[Oo]ffices?|[Hh]eadquarters))\s+of\s+(?:the\s+)?(?P<owner>{NAME})"
_OFFICE_OF = re.compile(
    rf"(?:^|(?<=[.!?]\s)){_OFFICE}(?=\s+{_BE}\s+(?:(?:still|now|also)\s+)?(?:(?:located|based|situated|housed)\s+)?"
    r"(?:in|at)\s)"
)
"""A sentence opening with a thing's office and saying where it is ("Office of Orvel Trust is located in
Dellmoor")."""


def _an_office(found: re.Match[str], text: str, known: tuple[str, ...]) -> str:
    """The office of :data:`_OFFICE_OF` said as "The office of X" (so no name) when the memory knows X or the text names
    X outside an office (the "Office of Fair Trading" a text names only so is a name of its own)."""
    named = found["owner"] in known or found["owner"] in re.sub(_OFFICE, " ", text)
    return f"The {found['part'].lower()}{found[0][len(found['part']) :]}" if named else found[0]


_ADDRESS_LABEL = re.compile(r"\b(?:Postal|Registered|Mailing|Street|Office)(?=\s+address\s+(?:of|for)\b)")
"""An address's kind opening its label ("Postal address of X:"): an adjective, in lower case, so no name."""


def _lower(found: re.Match[str]) -> str:
    return found[0].lower()


def said_after(line: str, restated: list[tuple[int, str]]) -> str:
    """``line`` with each plain clause of ``restated`` (where its sentence ends, the clause) said after its sentence."""
    for end, clause in sorted(restated, reverse=True):
        stop = "" if line[:end].rstrip().endswith((".", "!", "?")) else "."
        line = f"{line[:end].rstrip()}{stop} {clause}{line[end:]}"
    return line
