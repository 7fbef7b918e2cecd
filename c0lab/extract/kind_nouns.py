"""What "the club" refers to when no name it is said with holds the noun ("the Kilbride Choir … the choir" is
:func:`~c0lab.extract.refer.resolve_definite`'s): a biography names a club once and then writes "the club".

- The name its text **introduced with that noun**, latest first: "Niasse started a trial with Norwegian club Brann
  in February 2012, and after impressing signed for the club on a loan" (Brann); "Vincent signed for National
  League North side Worcester City in 2015. However, he left the club after five months" (Worcester City). A
  name of this sentence comes before one of an earlier sentence.
- Else, for a noun of a **group one belongs to** (WordNet's social groups: club, team, company, party, school;
  and a sports "side"), the latest name the text introduced with any such noun ("… side Worcester City … left
  the club"). A name said before it with no noun ("Marsaxlokk finalised the transfer and Schembri joined the
  club") is not read: the nearest name is as often a rival, a competition or a place.

- A verb of joining with no object under a title that is a name ("Newcastle United: Bernard joined on a free
  transfer from Lyon") joins that name.
- Else, for such a noun after a verb that joins nothing ("spent four years at the club", "left the club",
  "returned to the club"), the one name the text said joined, played for or began a career at ("… began his
  career at Oxford United in 1987. He spent four years at the club"); none when it told two (whose, then?).

A name's people said as a group after it ("the Orvel Project team", "the Halden Trust staff") are that name: who
heads the team or whom its staff answer to heads or runs the name (:data:`_PEOPLE`).

Only "the" + noun said as an object (after a lower-case word: "joined the club", "left the club", "for the
club"), or "that" / "this" + noun after a preposition ("the people on that project"), is read; a noun followed by a
name ("the club Brann") is that name's descriptor, not a reference. A noun before "named" or "called" and a name
introduces it ("a project named Project Zenri"; not "a rival club called Ann Bell about a move").
"""

from __future__ import annotations

import re
from functools import cache

from ..model.records import name_key
from ..retrieval import meaning
from .holders import roles_after
from .names import FUNCTION, group_noun, spans_of
from .predicates import verb_like
from .signings import body_name
from .word_classes import undertaking

__all__ = ["KindNouns"]

Span = tuple[int, int, str]

_THE_NOUN = re.compile(
    r"(?:(?<=[a-z0-9,] )(?P<det>the)|\b(?:on|at|in|for|with|to|from|of|by|into|about|behind|within)\s+"
    r"(?P<demonstrative>that|this))\s+"
    r"(?P<noun>[a-z][a-z-]{2,})\b(?!\s+[A-Z0-9])(?!-)"
)
"""A "the" + noun inside a sentence: after a lower-case word ("joined the club"), a date or a comma ("In 2019, the
company named …"), not before a name ("the club Brann"); "that" or "this" + noun after a preposition ("the people on
that project"; not "he said that club officials …")."""
_NOUN_BEFORE = re.compile(r"(?:^|\s)(?P<noun>[a-z][a-z-]{2,})\s+(?:(?:named|called)\s+)?$")
"""The lower-case word right before a name ("… Norwegian club Brann", "… League Two side Harbury Town"), or before
"named" or "called" and it ("a project named Project Zenri")."""
_APPOSED_BEFORE = re.compile(r"\b(?:own|new|a|an|his|her|its|their)\s+(?:[a-z-]+\s+)?(?P<noun>[a-z][a-z-]{2,}),\s+$")
"""A noun a name is said to be, in an apposition right before it ("founded his own company, Holm Invest")."""
_APPOSED_AFTER = re.compile(r",\s+(?:a|an)\s+(?:[A-Za-z][\w-]*\s+){0,3}?(?P<noun>[a-z][a-z-]{2,})\s*[,.;]")
"""A noun a name is said to be, in an apposition right after it ("Halvard Foods, a Norwegian food company, …")."""
_GROUP = " group"
"""The key of the latest name introduced by any group noun (no word: a space in it)."""


@cache
def _noun(word: str) -> bool:
    """Whether a lower-case word before a name may be its descriptor noun (not a verb, a function word or a
    plural: "clubs A and B" names two)."""
    return (
        word not in FUNCTION
        and not verb_like(word)
        and not word.endswith(("ed", "ing", "ly"))
        and bool(meaning.broader(word))
    )


_JOINED = r"joined|rejoined|re-joined"
"""The verbs that join their object with no preposition between."""
_JOINING = re.compile(
    rf"\b(?:(?P<joined>{_JOINED})|(?P<verb>[a-z]+)\s+(?:(?:his|her|their)\s+career\s+)?(?:for|with|at|to))"
    r"\s+(?:the\s+)?$"
)
"""The verb right before an object, with a preposition and "his career" between ("signed for", "began his career
at")."""


_BARE_JOIN = re.compile(
    rf"\b(?:{_JOINED}|signed\s+for|moved\s+to)(?=\s+(?:on\s+(?:a|an|loan)|from|as\s+an?|in\s+(?:\d|[A-Z]))\b)"
)
"""A verb of joining with no object, what a text titled by a club leaves unsaid ("Bernard joined on a free transfer
from Lyon in 2000", under the title "Newcastle United")."""
_MEMBERSHIPS = frozenset(
    "club team side squad company firm school college university band party orchestra choir".split()
)
"""Nouns of what one is a member of: "the club" after "spent four years at" (not "the meeting" one left)."""


_FIRMS = frozenset("company firm business corporation group bank retailer insurer charity carrier".split())
"""Nouns news writes for the one body it is about ("the company said"): with no name introduced by one, the one
body the text has said (:func:`~c0lab.extract.signings.body_name`), not again in the sentence ("Norvik Foods said …
the company's chief executive"); none of two."""


def _joining(before: str) -> bool:
    """Whether the words ``before`` an object end with a verb of joining it ("joined", "signed for", "played for",
    "moved to", "began his career at"); not "played Shelbourne", "signed Tom Pike", "sold it to Stoke"."""
    verb = _JOINING.search(before)
    if verb is None:
        return False
    if verb["joined"] or "career" in verb.group(0):
        return True
    return verb["verb"] in ("played", "signed", "moved", "transferred")  # "played for", "signed with": not "played X"


_PEOPLE = re.compile(r"(?P<name>.*[A-Z0-9][\w'’.-]*)\s+(?P<noun>team|staff|crew|lab)")
"""A name and a lower-case noun of the people who work on it or their place: "Orvel Project team" is Orvel Project's
people, "the Project Varve lab" its lab (when Orvel Project is a name of its own)."""


def _people_of(
    sentence: str, spans: list[Span], named: set[str]
) -> tuple[str, list[Span], dict[str, str], dict[str, str]]:
    """``sentence`` and its spans with each name of a thing's people ("the Orvel Project team") written as the
    thing's name ("the Orvel Project") when that name is one of ``named`` (keys: the memory holds it or the text
    said it alone; or its words say it is a body's or an undertaking's: "the Project Tesorta crew"; not "the French
    U19 team", nor a person's: "the Ana Lund lab"); each such noun with the name it stands for ("team" → Orvel
    Project); each name folded with the thing's."""
    folded: dict[str, str] = {}
    owners: dict[str, str] = {}  # every name folded ("the Orsk Labs team and the Tarn Rovers team": both)
    for start, end, name in sorted(spans, reverse=True):
        found = _PEOPLE.fullmatch(name)
        owner = found["name"] if found is not None else ""
        known = name_key(owner) in named and not meaning.likely_person(owner)  # not "the Ana Lund lab"
        own = known or body_name(owner) or (undertaking(owner) and " " in owner)
        if found is not None and sentence[start:end] == name and own:
            sentence = sentence[:start] + found["name"] + sentence[start + len(found[0]) :]
            folded.setdefault(found["noun"], found["name"])  # "the team" after it: the last said (read from the end)
            owners[name] = found["name"]
    if not folded:
        return sentence, spans, folded, owners
    kept = [name for _, _, name in spans if _PEOPLE.fullmatch(name) is None or name not in sentence]
    return sentence, spans_of(sentence, list(dict.fromkeys([*kept, *owners.values()]))), folded, owners


_OPPOSED = re.compile(
    r"\b(?:against|versus|vs\.?|beat|beats|beating|defeated|defeating|faced|facing)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}$",
    re.IGNORECASE,
)
"""A name one played against ("scored against English club Everton"): no side of the subject's that "the club"
refers back to."""


_LEFT = re.compile(r"\b(?:from|trial\s+(?:at|with))\s+(?:the\s+)?(?:[\w-]+\s+){0,2}$", re.IGNORECASE)
"""A name one came from ("joined Bolton from League One club Tranmere Rovers", "after a trial at club Molde"): not
the club "the club" then refers back to."""


class KindNouns:
    """The names one text introduced with a noun ("club Brann"), read sentence by sentence (:meth:`resolve`)."""

    def __init__(self, known: frozenset[str] = frozenset()) -> None:
        self.introduced: dict[str, str] = {}
        self.members: list[str] = []  # the names said joined ("joined X", "began his career at X"), in order
        self.title: str | None = None  # the name a text's title gives ("Newcastle United: Bernard joined …")
        self.named = set(known)  # the keys of the names the memory holds and this text said, for :func:`_people_of`
        self.bodies: dict[str, str] = {}  # the names this text said that are a body's, by key, in order
        self.folded: dict[str, str] = {}  # a name of a thing's people → the thing's ("Orvel Project team" → …)

    def resolve(self, sentence: str, spans: list[Span], names: list[str]) -> tuple[str, list[Span]]:
        """``sentence`` with each object "the" + noun replaced by the name it refers to (the module docstring) and
        its names' spans; then what the sentence introduces is learnt for the next ones."""
        self.named.update(name_key(name) for _, _, name in spans)
        sentence, spans, people, renamed = _people_of(sentence, spans, self.named)  # "the Orvel Project team …"
        self.introduced.update(people)  # "… had headed the team": Orvel Project
        self.folded.update(renamed)
        sentence, spans = self._title_joined(sentence, spans, names)
        here = self._introducing(sentence, spans)
        found = []
        for match in _THE_NOUN.finditer(sentence):
            noun, opens = match.group("noun"), match.start("det") if match["det"] else match.start("demonstrative")
            if verb_like(noun):
                continue  # a plural ("the leagues") is no one name
            if re.match(r"['’]s\b", sentence[match.end() :]) and not roles_after(sentence, match.end()):
                continue  # "the group's kelp farming system"; "the company's chief executive" is read
            named = [name for start, name in here.get(noun, []) if start < opens]
            group = self.introduced.get(_GROUP) if group_noun(noun) else None
            name = named[-1] if named else self.introduced.get(noun) or group
            if name is None and noun in _FIRMS:  # "Norvik Foods said … the company's chief operating officer"
                here_said = {name_key(one): one for start, _, one in spans if start < opens and body_name(one)}
                bodies = {**self.bodies, **here_said}  # one body said before, and not again in this sentence
                name = next(iter(bodies.values())) if len(bodies) == 1 and not here_said else None
            if name is None and noun in _MEMBERSHIPS and not _joining(sentence[:opens]):
                here_joined = [name for start, _, name in spans if start < opens and _joining(sentence[:start])]
                told = set(self.members)  # "He spent four years at the club": the one club the text told, else none
                name = here_joined[-1] if here_joined else self.members[-1] if len(told) == 1 else None
            if name:
                found.append((opens, match.end(), name))
        for start, end, name in reversed(found):
            sentence = sentence[:start] + name + sentence[end:]
        if found:
            spans = spans_of(sentence, list(dict.fromkeys([*names, *(name for _, _, name in found)])))
        self.members += [name for start, _, name in spans if _joining(sentence[:start])]
        self.bodies.update({name_key(name): name for _, _, name in spans if body_name(name)})
        for noun, said in sorted(self._introducing(sentence, spans).items(), key=lambda item: item[1][-1][0]):
            self.introduced[noun] = said[-1][1]
            if group_noun(noun):  # "side Worcester City … left the club": any group noun refers to the latest
                self.introduced[_GROUP] = said[-1][1]
        return sentence, spans

    def _title_joined(self, sentence: str, spans: list[Span], names: list[str]) -> tuple[str, list[Span]]:
        """``sentence`` with the text's title written after a verb of joining that has no object ("Newcastle United:
        Bernard joined on a free transfer": joined Newcastle United), and its spans; the title is learnt first."""
        titled = re.match(r"(?P<title>[^:]{2,60}):\s", sentence)
        self.title = titled["title"] if titled and titled["title"] in names and len(names) > 1 else self.title
        bare = _BARE_JOIN.search(sentence) if self.title else None
        if bare is None or self.title is None or self.title in sentence[titled.end() if titled else 0 :]:
            return sentence, spans
        sentence = f"{sentence[: bare.end()]} {self.title}{sentence[bare.end() :]}"
        return sentence, spans_of(sentence, names)

    @staticmethod
    def _introducing(sentence: str, spans: list[Span]) -> dict[str, list[tuple[int, str]]]:
        """Each noun said right before a name of ``sentence``, with the names it introduces there in order (each
        time a name is said: "Everton: Niasse joined … club Everton" introduces it the second time)."""
        said: dict[str, list[tuple[int, str]]] = {}
        places = {(found.start(), name) for _, _, name in spans for found in re.finditer(re.escape(name), sentence)}
        for start, name in sorted(places):
            apposed = _APPOSED_AFTER.match(sentence, start + len(name))  # "Halvard Foods, a Norwegian food company,"
            if apposed and _noun(apposed["noun"]):
                said.setdefault(apposed["noun"], []).append((start, name))
            noun = _NOUN_BEFORE.search(sentence[:start]) or _APPOSED_BEFORE.search(sentence[:start])
            if (
                noun
                and _noun(noun.group("noun"))
                and not _OPPOSED.search(sentence[: noun.start("noun")])
                and not _LEFT.search(sentence[: noun.start("noun")])
                and not (noun.group().rstrip().endswith(("named", "called")) and _misnamed(noun.group("noun"), name))
            ):
                said.setdefault(noun.group("noun"), []).append((start, name))
        return said


def _misnamed(noun: str, name: str) -> bool:
    """Whether "a NOUN named / called NAME" names no NOUN: a person's name after a noun of no kind of person, the noun
    no word of the name ("a rival club called Ann Bell about a move": it phoned her; not "a project named Project
    Zenri")."""
    return meaning.likely_person(name) and not meaning.role_noun(noun) and noun not in name.lower().split()
