"""What a reference refers to: a definite description, a pronoun, a name said short.

General rules of English text, shared by both extractors:

- "the" + a lower-case noun not followed by a name ("the institute") refers to the most recent name of the
  same document with that noun among its words;
- a subject pronoun opening a sentence ("He", "She", "It", "They"; "His", "Her", "Its", "Their" as
  "X's"), or "he"/"she" opening the sentence's main clause after a fronted phrase ("In 1918 he …",
  "Three years later, she …"), refers to the subject of the previous sentence that named one, else to the
  topic of the document before (chunks of one text continue one another); "he", "she", "his", "her" only to a
  name written as a person's, never to a club, school or place (:meth:`Salience.person`);
- a name said short, one word that is the first or the last word of a longer name the memory or the
  document holds ("Quill" for "Mara Quill", "Mara" for "Mara Quill"), is that name: the one said
  in this document, else the one most often the subject of a sentence (:class:`Salience`); a name never
  a subject (a parent named once) is no such reference, nor one of two named equally often;
- a text whose topic is a new longer name for a one-word name earlier texts made their subject ("Quill"
  before, "Mara Quill" now, no other longer name a subject) says who that was
  (:meth:`Salience.shortened`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..model.records import name_key
from ..retrieval import meaning
from .compound import HEADS
from .it_refers import (
    BECAME,
    FRONTED,
    ITS_ROLE,
    OPENING,
    VERB_PARTICLES,
    attribute_owned,
    is_thing,
    its_owner,
    leading,
    other_kind,
    plainly_thing,
    post_said,
    released_thing,
    thing_before,
)
from .licences import is_licence, licence_spans
from .names import CAPITALISED, HEADING, NAME_WORD, NAMING, PARTICLES, english_word, person_name_word
from .objects import apposed_subject, office
from .signings import body_name
from .word_classes import undertaking

if TYPE_CHECKING:
    from .affinity import Affinity

__all__ = ["Salience", "resolve_definite", "resolve_inner", "resolve_references", "said_in"]

_PRONOUN = re.compile(rf"^(?P<heading>{HEADING})?(?P<word>It|He|She|They|Its|His|Her|Their)\b")
"""A pronoun opening a sentence (after a heading, "Ashley Kerr: She …", when there is one)."""
_TOO_BROAD = frozenset("entity abstraction whole object thing unit artifact part matter".split())  # "the whole day"
_PASSIVE = re.compile(r"\s+(?:is|was|were|has\s+been|had\s+been)\s+(?:\w+ly\s+)?[a-z]+(?:ed|en|wn|un|ld|nt)\s+by\b")
"""A passive after "it" ("then it was edited by B"): "it" is what the clause before acted on, its last name."""
_PARTICLE = re.compile(rf"\s+{VERB_PARTICLES}\b(?!\s+(?:the|an?|its|their|[A-Z]))")
"""A particle after an object pronoun, not a preposition with an object of its own ("moved it off the A licence")."""
_VERSIONS = re.compile(
    r"(?:^|(?<=;\s))(?:(?:(?P<earlier>Earlier|Older|Previous|Prior|Past|Its\s+(?:earlier|older|previous|first))\s+)"
    r"(?:versions?|releases?|editions?|builds?)|(?:[Vv]ersions?|[Rr]eleases?|[Ee]ditions?|[Bb]uilds?))(?:\s+of\s+it)?"
    r"(?:\s+(?:published|released|issued|shipped|made|distributed))?"
    r"(?P<time>\s+(?:before|prior\s+to|up\s+to|until|since|from|after)\s+[^,;]{0,30}?\d{3,4})?"
    r"\s+(?=[a-z]+ed\b|were\b|had\b|are\b|is\b|was\b)"
)
"""A sentence about a thing's earlier releases ("Releases before July 2017 used the B licence", "Earlier versions
were released under …"): said of the thing (the last name said that ends in a class noun not the sentence's, else the
subject when no person's name) then, as "Before July 2017, X used …" or "Before that, X …"."""
_OBJECT = re.compile(r"(?<=[a-z])(?<![Bb]efore)\s(?P<word>it|him)\b(?!\s+(?:is|was|has|had|will|would)\b)")
"""An object pronoun after a verb ("… coordinates it now", "… succeeded him in 2019"; not "Before him, …")."""
_FRONT = re.compile(r"^\s*(?:after|before|following|upon|on|since|until|at|in|with|under|during)\s+(?:the\s+)?$", re.I)
"""A phrase opening a clause before its subject ("After Tycho's death Kepler …"): its name is not the subject."""
_PLACED = re.compile(r"\b(?:[Tt]he|at|in|on|near|into|across|around|over|outside|inside)\s+$")
"""A name said as a place or a thing ("at Greenwich", "the Moon"): not whom "him" or "her" refers to."""
_LED = re.compile(r"\b(?P<role>[A-Za-z]+)\s+(?P<of>of\s+)?(?:the\s+)?$")
"""A name after a role and "of" ("mayor of Harnmouth") or after a verb ("led Harnmouth"): see :func:`_led`."""


def _led(before: str) -> bool:
    """Whether the words before a name make it what a leader's role is of or a leader's verb leads ("mayor of",
    "head of", "led", "governed"): no person whom "him" or "her" refers to ("the daughter of John Smith" is one)."""
    found = _LED.search(before)
    if found is None or (not found["of"] and not re.fullmatch(r"[a-z]+ed|led|ran", found["role"])):
        return False  # "Ann married John Smith": a verb of no leading, its object may be "him"
    return leading(found["role"].lower())


_AFTER_RELATIVE = re.compile(r",\s+(?:which|who)\b[^;]*;\s*(?:and\s+|but\s+)?(?:\S+\s+){0,4}?$")
"""A clause after a relative clause on a name: its pronoun subject is the name the relative clause told of."""
_NOT_A_VERB = frozenset(
    "and but or that which who when because as if than though although while since until so then where "
    "whether of in on at to for with from by about into onto upon".split()
)
_GENDERED = frozenset(["He", "She", "His", "Her"])
_DEFINITE = re.compile(r"\b[Tt]he\s+(?P<noun>[a-z][a-z-]{2,})\b(?!\s+[A-Z0-9])")


def resolve_references(sentence: str, *, mentioned: list[str], subject: str | None, person: str | None = None) -> str:
    """The sentence with its references replaced by the names they refer to (the rules in the module docstring).

    ``mentioned`` are the names the document has named so far, oldest first;
    ``subject`` is the first name of the previous sentence that named one (or the topic of the document before);
    ``person``, when given, is whom "he", "she", "his" and "her" refer to instead (a person, never a club:
    :meth:`Salience.person`).

    >>> resolve_references("The institute is based in Nylota.", mentioned=["Mirlum Institute", "Mara Quill"],
    ...                    subject="Mara Quill")
    'Mirlum Institute is based in Nylota.'
    >>> resolve_references("She left in 2022.", mentioned=["Mara Quill"], subject="Mara Quill")
    'Mara Quill left in 2022.'
    >>> resolve_references("In 2019, she joined Orvel Labs.", mentioned=[], subject="Mara Quill")
    'In 2019, Mara Quill joined Orvel Labs.'
    """

    def antecedent(match: re.Match[str]) -> str:
        noun = match.group("noun")
        for name in reversed(mentioned):
            words = {word.lower() for word in name.split()}
            if noun in words or f"{noun}s" in words or (noun.endswith("s") and noun[:-1] in words):
                return name
        for name in reversed(mentioned):  # "the group" → "Orsk Society": a society is a kind of group (WordNet)
            if len(name.split()) > 1 and noun in meaning.broader(name.split()[-1].lower()) - _TOO_BROAD:
                return name
        return match.group(0)

    resolved = _DEFINITE.sub(antecedent, attribute_owned(sentence, mentioned, subject))
    if not subject:
        return resolved
    told = False
    for versions in reversed(list(_VERSIONS.finditer(resolved))):  # "Releases before 2017 used …": the thing's, then
        thing = released_thing(resolved, mentioned, subject) if versions["earlier"] or versions["time"] else None
        if thing:
            time = versions["time"].strip() if versions["time"] else "before that"
            front = f"{time.capitalize()}," if versions.start() == 0 else time  # "…; since 2018 X is …"
            resolved, told = f"{resolved[: versions.start()]}{front} {thing} {resolved[versions.end() :]}", True
    if told:
        return resolved
    pronoun = _PRONOUN.match(resolved)
    if pronoun:
        possessive = pronoun.group("word") in ("Its", "His", "Her", "Their")
        name = person if person and pronoun.group("word") in _GENDERED else subject
        return resolved[: pronoun.start("word")] + name + ("'s" if possessive else "") + resolved[pronoun.end() :]
    fronted = FRONTED.match(resolved)
    if fronted and not re.search(r"\b(?:he|she|him|her)\b", fronted.group("front"), re.IGNORECASE):
        name = person if person and fronted.group("word") in ("he", "she") else subject
        if other_kind(fronted.group("word"), name):  # "Since then she …" after "Orsk Labs hired Ana Lo"
            return resolved
        front = resolved[: fronted.start("word")]
        front = f"{front.rstrip()}, " if re.search(r"[A-Z][\w'’-]*\s+$", front) else front  # "… at Ascoli Marina, X"
        return front + name + resolved[fronted.end("word") :]
    return resolved


def _word_at(sentence: str, start: int) -> str:
    """The lower-case word that starts at ``start``."""
    found = re.match(r"[a-z]+", sentence[start:])
    return found.group() if found else ""


def resolve_inner(
    sentence: str,
    spans: list[tuple[int, int, str]],
    *,
    subject: str | None,
    thing: str | None = None,
    person: str | None = None,
    affinity: Affinity | None = None,
) -> str:
    """The sentence with the pronouns inside it replaced by the names they refer to (``spans``: where each
    name of the sentence stands; ``subject``: the previous sentence's subject):

    - a subject pronoun opening a later clause ("…; it is now under …", "…, and he left") is the sentence's
      subject (its first name), else ``subject`` — but after a relative clause on a name ("…, which was licensed
      under A until 2015; it has carried B since"), that name: the relative clause made it the topic; an "it" whose
      clause names a class of thing, the name before it whose class the texts related to that one (``affinity``,
      :meth:`Affinity.owner`) ("X maintains the T toolkit, and it switched from the A licence to …": the toolkit);
    - an object pronoun after a verb ("… coordinates it now") is the latest name before it that is not the
      subject of its own clause, else ``subject`` — for "it", ``thing`` when given (no person: "Grimo had headed
      it since 2013" after a sentence about his successor is the project);
    - "it" after ", when" is the sentence's subject when that is no person (``person``: whom "he" and "she" refer
      to), else the last name before it that is none (:func:`~.it_refers.thing_before`).

    >>> resolve_inner("Vel Oda left Kilbride Choir in 2014; Ana Roe conducts it now.",
    ...               [(0, 7, "Vel Oda"), (13, 27, "Kilbride Choir"), (37, 44, "Ana Roe")], subject=None)
    'Vel Oda left Kilbride Choir in 2014; Ana Roe conducts Kilbride Choir now.'
    """
    found = [(match.start("word"), match.end("word"), "subject") for match in OPENING.finditer(sentence)]
    found += [
        (match.start("word"), match.end("word"), "object")
        for match in _OBJECT.finditer(sentence)
        if (re.findall(r"[a-z]+", sentence[: match.start()]) or [""])[-1] not in _NOT_A_VERB
        and not any(start == match.start("word") for start, _, _ in found)
    ]
    found += [(match.start(), match.end(), "its") for match in ITS_ROLE.finditer(sentence) if leading(match["role"])]
    for start, end, role in sorted(found, reverse=True):
        before = [span for span in spans if span[1] <= start]
        if role == "its":  # "…, B became its lead": the lead of the last thing named, no place nor person
            if not BECAME.search(sentence[:start]):
                continue
            owner = its_owner(sentence, before) or (subject if subject and is_thing(subject) else thing)
            if owner:
                words = sentence[start:end].split()[1:]
                sentence = f"{sentence[:start]}the {' '.join(words)} of {owner}{sentence[end:]}"
            continue
        relative = _AFTER_RELATIVE.search(sentence[:start]) if role == "subject" else None
        elaborated = [span for span in before if span[1] <= relative.start()][-1:] if relative else []
        name: str | None
        if elaborated:  # "X ships the T, which was licensed under A; it has carried B since": T, the topic
            name = elaborated[0][2]
        elif role == "subject" and _word_at(sentence, start).lower() in ("he", "she"):  # a person: not "Wexley Town"
            people = [span[2] for span in before if meaning.personal_name(span[2]) and not _an_office(span[2])]
            holders = [span[2] for span in before if not _an_office(span[2])] or [span[2] for span in before]
            if _PRIOR_PRONOUN.search(sentence, 0, start):  # "…; before that she had lectured at X": one who may be she
                alike = {name for *_, name in before if not plainly_thing(name) and not _an_office(name)}
                if len(alike) != 1:
                    continue  # "Ada Lee married Tom Hale in 2001; before that he …": either may be he
                people, holders = list(alike), list(alike)
            unheld = not (subject and not _an_office(subject))  # no office is "he"
            name = people[0] if people else holders[0] if before and unheld else subject
        elif role == "subject" and (post := post_said(sentence, start, before)):  # "X's lead was A; it is now B"
            name = post
        elif role == "subject" and re.search(r",\s(?:when|where)\s$", sentence[:start]):  # "…, when it moved"
            name = thing_before(sentence, before, person=person)
        elif role == "subject":
            it = _word_at(sentence, start) == "it"  # no person: "A ran X until 2019; then it was …": X
            named = [span[2] for span in before if not it or is_thing(span[2])]
            named = [name for name in named if not it or plainly_thing(name)] or named  # "Dana Pike coached Norrby FC"
            if it and not _PASSIVE.match(sentence, end):  # "…; in 2021 it moved to the MIT License": no person's,
                licences = licence_spans(sentence[end:])  # no licence's move ("it was replaced by" one may be)
                named = [n for n in named if not (licences and is_licence(n) or n == person)]
            named = named[-1:] if it and _PASSIVE.match(sentence, end) else named  # "A edited X; then it was edited by"
            name = named[0] if named else subject if not before else None
            if affinity is not None and named and it:
                name = affinity.owner(named, sentence[end:], default=name) or name
        else:
            opened = max((match.end() for match in re.finditer(r"[;,]\s|\s(?:and|but)\s", sentence[:start])), default=0)
            own = [span for span in before if span[0] >= opened and not _FRONT.search(sentence[opened : span[0]])][:1]
            # its own clause's subject, not a name in a phrase before it ("After A's death B succeeded him")
            if not own and re.match(r"\s*(?:who|which|that)\b", sentence[opened:start]):
                own = [span for span in before if span[1] <= opened][-1:]  # "Y, who has overseen it": Y
            said_as = None if own else apposed_subject(sentence[:opened])  # "A's successor, B, leads it": B's, not A
            own = own or [span for span in before if span[2] == said_as][:1]
            others = [span for span in before if span not in own and span[2] not in {s[2] for s in own}]
            others = [span for span in others if not said_as or span[1] > opened or _word_at(sentence, start) != "it"]
            if _word_at(sentence, start) in ("him", "her"):  # a person: not a place or thing ("at Greenwich")
                others = [
                    span for span in others if not (_PLACED.search(sentence[: span[0]]) or _led(sentence[: span[0]]))
                ] or others
                others = [span for span in others if not office(span[2])] or others  # an office is no person
            if _word_at(sentence, start) == "it" and re.search(r",\s(?:when|where)\s", sentence[opened - 2 : start]):
                others = [span for span in before if span[2] == thing_before(sentence, before, person=person)]
                # "X was run by Y until 2021, when Z took it over": X, what the clause before is about
            if _word_at(sentence, start) == "it":  # no person: "A had run it … and handed it to B": the thing
                others = [span for span in others if not (meaning.personal_name(span[2]) and not is_thing(span[2]))]
            fallback = thing if thing and _word_at(sentence, start) == "it" else subject
            name = others[-1][2] if others else fallback if not own or own[0][2] != fallback else None
        if (
            name
            and role == "object"
            and _word_at(sentence, start) == "it"
            and meaning.personal_name(name)
            and not is_thing(name)
        ):
            name = None  # "it" is no person ("Ann Roe wrote a novel. Later Bo Ek adapted it": not Ann Roe)
        if re.match(r"\s+(?:on|upon)\s+(?:him|her|them)sel", sentence[end:]):
            name = None  # "took it on himself to …": no thing taken
        particle = _PARTICLE.match(sentence, end) if role == "object" else None
        if name and particle:  # "B took it over": "B took over X", the verb whole
            sentence = f"{sentence[:start]}{particle.group().strip()} {name}{sentence[particle.end() :]}"
        elif name:
            sentence = sentence[:start] + name + sentence[end:]
    return sentence


def resolve_definite(sentence: str, spans: list[tuple[int, int, str]]) -> str:
    """The sentence with each "the" + noun that no earlier sentence resolved replaced by a name said before it in
    this sentence with that noun among its words ("X releases the Fensha toolkit …; the toolkit used …").

    >>> resolve_definite("Ana Roe founded the Kilbride Choir; the choir sang.",
    ...                  [(0, 7, "Ana Roe"), (20, 34, "Kilbride Choir")])
    'Ana Roe founded the Kilbride Choir; Kilbride Choir sang.'
    """
    for match in reversed(list(_DEFINITE.finditer(sentence))):
        noun = match.group("noun")
        for _, end, name in reversed(spans):
            words = {word.lower() for word in name.split()}
            if end <= match.start() and (noun in words or f"{noun}s" in words or noun.rstrip("s") in words):
                sentence = sentence[: match.start()] + name + sentence[match.end() :]
                break
    return sentence


def _says(sentence: str, name: str) -> bool:
    """Whether ``sentence`` says ``name`` whole (not inside a longer name: "Øverland" of "Peter Anton Øverland")."""
    return any(
        not re.search(r"[A-Z][\w'’-]*\s+$", sentence[: found.start()])
        and not re.match(r"\s+[A-Z]", sentence[found.end() :])
        for found in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", sentence)
    )


KIN_NOUNS = (
    "son|daughter|wife|husband|widow|widower|brother|sister|father|mother|niece|nephew|cousin|grandson"
    "|granddaughter|uncle|aunt|heir|namesake|child|stepson|stepdaughter"
)
"""Nouns of a person's family (a regex alternation): a name said with one is a relative's ("Cy Roe's youngest son",
"John Paul Smith, his son", "X, the father of Y")."""
_KIN = re.compile(rf"\b(?:{KIN_NOUNS})s?$")
"""A noun of family after a possessive: "Cy Roe's youngest son" is someone of Cy Roe's."""


def owned_by_person(after: str, name: str) -> bool:
    """Whether ``name`` owns the noun said after it (``after``: "'s youngest son") as a person does (a person's name,
    or a noun of family): "… married Bo Ek, Cy Roe's youngest son" names Cy Roe as the son's father, no second
    spouse ("Tarn Bank's London office" is the bank's, and the bank is where one worked)."""
    owned = re.match(r"['’]s\s+(?P<noun>(?:[a-z-]+\s+){0,2}[a-z-]+)", after)
    return owned is not None and (meaning.personal_name(name) or bool(_KIN.search(owned["noun"])))


def _person_like(name: str) -> list[str]:
    """The words of a name of two to four capitalised words, maybe with a particle ("Milans del Bosch"), else none."""
    words = name.split()
    if not 2 <= len(words) <= 4 or not all(word[:1].isupper() or word in PARTICLES for word in words[1:-1]):
        return []
    return words if words[0][:1].isupper() and words[-1][:1].isupper() else []


def _named_after(name: str, word: str) -> bool:
    """Whether ``name`` is a thing named after whom ``word`` names: the word opens it and a common noun that is no
    person ends it ("Koch Industries", "Quill Labs" of "Koch", "Quill"; not "Quill Ross")."""
    words = name.split()
    above = meaning.broader(words[-1].lower()) if len(words) > 1 and words[0] == word else frozenset()
    return bool(above) and "person" not in above


def _an_office(name: str) -> bool:
    """Whether a name is an office (:func:`~.objects.office`) and may be no person's ("Governor of Texas"; not "Tom
    Hale", whose words WordNet also files as a person and a common word)."""
    return office(name) and not meaning.likely_person(name)


_PRIOR_PRONOUN = re.compile(r"(?:before\s+th(?:at|en)|previously|earlier|formerly|prior\s+to\s+that),?\s+$", re.I)
"""Words opening a clause of what held before, right before its pronoun ("…; before that she …")."""
_NAMED_TO = re.compile(rf"\b(?:{'|'.join(sorted(NAMING))}|became)\s+(?:as\s+)?$")
"""A verb of naming someone to a role, right before the role ("was appointed Master", "became Governor")."""


def _office_said(word: str, document: list[str]) -> str | None:
    """The one office of ``document`` a role said alone (after a verb of naming: :meth:`Salience.lengthen`) stands
    for ("Master of the Aldbury Mint … In 1640 John Marlowe was appointed Master"); none when the text named two
    ("Governor of Ohio", "Governor of Texas")."""
    if word.lower() not in HEADS or not meaning.role_noun(word, any_sense=True):
        return None
    offices = {name for name in document if name.split()[:2] == [word, "of"]}
    return offices.pop() if len(offices) == 1 else None


@dataclass
class Salience:
    """Per extractor (so per memory): how often each name was the subject of a sentence, the topic of the last
    document, and the longer names that a one-word name may stand for."""

    skip: frozenset[str] = frozenset()
    """Words that are no name said short (closed-class words, months: "The" of "The Beatles")."""
    subjects: Counter[str] = field(default_factory=Counter)
    heard: set[str] = field(default_factory=set)
    """The words the texts read so far write in lower case ("town", "university"): common words, no person's."""
    topic: str | None = None
    _short: dict[str, set[str]] = field(default_factory=dict)
    _indexed: set[str] = field(default_factory=set)

    def learn(self, names: Iterable[str]) -> None:
        """Index the first and last words of ``names`` (only those not indexed yet)."""
        for name in names:
            if name in self._indexed:
                continue
            self._indexed.add(name)
            words = _person_like(name)
            for word in {words[0], words[-1]} if words else ():
                if len(word) < 3 or word.casefold() in self.skip:
                    continue
                self._short.setdefault(name_key(word), set()).add(name)

    def longer(self, word: str, *, document: Iterable[str] = ()) -> str | None:
        """The longer name a one-word name stands for (see the module docstring), or None. One said in this text
        (``document``) comes before those of other texts: "Pavel Richter … Pavel was formerly …" is Richter, whoever
        else called Pavel the memory holds."""
        here = list(document)
        said_here = [name for name in self._short.get(name_key(word), ()) if name in here]
        found = [name for name in said_here or self._short.get(name_key(word), set()) if self.subjects[name]]
        if not found:
            return None
        ranked = sorted(found, key=lambda name: (-self.subjects[name], -(here.index(name) if name in here else -1)))
        if len(ranked) > 1 and self.subjects[ranked[0]] == self.subjects[ranked[1]] and ranked[1] in here:
            return None if ranked[0] not in here else ranked[0]
        if len(ranked) > 1 and self.subjects[ranked[0]] == self.subjects[ranked[1]]:
            return None
        return ranked[0]

    def lengthen(self, sentence: str, known: Collection[str], *, document: list[str]) -> str:
        """The sentence with each name said short (one word standing alone, not itself a name the memory holds:
        ``known``, keys) replaced by the longer name it stands for (:meth:`longer`; ``document``: its names so far;
        a role said alone: the one office of the text it heads, :func:`_office_said`).

        >>> salience = Salience(subjects=Counter({"Mara Quill": 1}))
        >>> salience.learn(["Mara Quill"])
        >>> salience.lengthen("Quill left.", set(), document=[])
        'Mara Quill left.'
        """

        def longer(match: re.Match[str]) -> str:
            said = match.group(0)
            opening, _, rest = said.partition(" ")  # "After Tycho's death": the word opening a sentence is no name's
            opened = f"{opening} " if rest and " " not in rest and opening.casefold() in self.skip else ""
            word = re.sub(r"'s$", "", said[len(opened) :])
            if " " in word and re.search(rf"\b(?:{'|'.join(NAMING)})\s+$", sentence[: match.start()]):
                words = word.split()  # "appointed Tycho Imperial Mathematician": the person, then the role
                given = next((n for n in range(len(words) - 1, 0, -1) if name_key(" ".join(words[:n])) in known), 0)
                name = " ".join(words[:given]) if given else self.longer(words[0], document=document)
                role = " ".join(words[given or 1 :])
                return said if name is None else f"{name} as {role}{said[len(word) :]}"
            if (
                " " in word
                or name_key(word) in known
                or word in document  # said alone earlier in the text: itself ("Zukerman … Arianna Zukerman … Zukerman")
                or _OF_A_NAME.search(sentence, 0, match.start() + len(opened))
            ):
                return said  # "the Order of Australia": a word of a longer name, not "South Australia" said short
            name = self.longer(word, document=document) or said_in(word, document, skip=self.skip)
            if (
                name is None
                and _NAMED_TO.search(sentence, 0, match.start() + len(opened))  # "was appointed", "became"
                and not re.match(r"\s+(?:of|for|at|in|to|with)\b", sentence[match.end() :])  # "Fellow at Girton"
            ):
                name = _office_said(word, document)  # "was appointed Master"
            if name is not None and sentence[match.start() + len(opened) :].lower().startswith(name.lower()):
                name = None  # "the Nyqua toolkit", "Master of the Mint": said in full already
            if name is not None and name.endswith(word) and len(name) > len(word):  # "Doge of Kestra" said whole
                whole = sentence[: match.start() + len(opened)].lower().endswith(name[: -len(word)].lower())
                name = None if whole else name
            return said if name is None else opened + name + said[len(opened) + len(word) :]

        return CAPITALISED.sub(longer, sentence)

    def person(
        self, subject: str | None, mentioned: list[str], sentence: str, *, things: Collection[str] = frozenset()
    ) -> str | None:
        """Whom "he"/"she" opening ``sentence`` refers to: the first of ``subject``, the names the document said
        (``mentioned``, latest first) and the last text's topic that is written as a person's name; None when none is. A
        person's name is one to four capitalised words, none of which the texts write as a common word in lower case
        ("Cheltenham Town": "town"; the sentence is heard first), and not one of ``things`` (what the texts played for,
        studied at …: :attr:`Affinity.things`; nor an undertaking's: "Project X"; nor one written all in capitals, a
        body's: "UNICEF"), nor a name the sentence itself says (a pronoun subject is no name of its own clause)."""
        self.heard.update(re.findall(r"(?<![\w-])[a-z][a-z-]+", sentence))

        def named(name: str | None) -> bool:
            words = name.split() if name else []
            return (
                1 <= len(words) <= 4
                and name not in things
                and not undertaking(str(name))  # "Project Halcyon": no he or she
                and not body_name(str(name))  # "Norvik Foods", "Brekke Group"
                and not (len(name or "") > 1 and str(name).isupper())  # "UNICEF", a section's heading: a body
                and all(word[:1].isupper() and word.lower() not in self.heard or word in PARTICLES for word in words)
                and words[0][:1].isupper()
            )

        clause = re.sub(rf"^{HEADING}", "", sentence)  # its heading ("Lee Nogan: A forward, he …") aside
        said = {name for name in (subject, *mentioned, self.topic) if name and _says(clause, name)}
        return next(  # "He started his career with Alianza Lima": not Alianza Lima, which the sentence names
            (name for name in (subject, *reversed(mentioned), self.topic) if named(name) and name not in said), None
        )

    def shortened(self, name: str) -> list[str]:
        """The one-word names ``name`` is the longer form of: its first or last word, when that word alone has
        been the subject of a sentence and no other longer name that has been one starts or ends with it
        ("Quill", said of someone before, and now "Mara Quill"; not when "Ann Quill" was a subject too; a thing named
        after someone, "Quill Labs", is no other person)."""
        words = _person_like(name) if all(map(person_name_word, name.split())) else []
        found = []
        for word in dict.fromkeys((words[0], words[-1])) if words else ():
            if len(word) < 3 or word.casefold() in self.skip or not self.subjects[word]:
                continue
            rivals = [other for other in self._short.get(name_key(word), ()) if self.subjects[other]]
            if [other for other in rivals if not _named_after(other, word)] == [name]:
                found.append(word)
        return found

    def written_whole(
        self, new: list[str], carried: str | None, *, known: Mapping[str, str], told: list[str], text: str
    ) -> list[tuple[str, str]]:
        """Each (longer name, short name of earlier texts) a text shows to be one (:meth:`shortened`; the short name a
        key of ``known``, the held names by key): a ``new`` name heading the text or its topic, or ``carried``, the
        one the text before was about, when this text (``text``, its sentence subjects ``told``) goes on about it by
        the short name ("Taher remarried", going on about Moeslim Taher) and never names another with that word
        ("the sculptor Karel Novak"). Never a word that names a place (:data:`_PLACES`: "Jordan"), nor one the text
        also writes in lower case: a common noun ("the university"), nor a first name that opens another held
        person's name too (:func:`_shared`: "John" beside a held "John Oszajca" is no short name of "John
        Williams")."""
        return [
            (longer, short)
            for longer in dict.fromkeys([*new, carried] if carried else new)
            for short in self.shortened(longer)
            if name_key(short) in known
            and (longer in new or short in told and _alone(short, longer, text))
            and not meaning.broader(short.lower()) & _PLACES  # "Jordan", the river and the country
            and not re.search(rf"\b{re.escape(short.lower())}\b", text)
            and not _shared(short, longer, known.values())
        ]

    def read(self, subjects: list[str]) -> None:
        """Count a document's sentence subjects (as they are read, :attr:`subjects`); the most frequent (the
        first on a tie) is the topic carried to the next document."""
        counted = Counter(subjects)
        if counted:
            self.topic = max(counted, key=lambda name: (counted[name], -subjects.index(name)))


_PLACES = frozenset(["location", "body_of_water", "geographical_area"])
"""WordNet nouns above a place ("Israel" → country → location; "Jordan" → river → body of water)."""


def _shared(short: str, longer: str, held: Iterable[str]) -> bool:
    """Whether ``short`` opens ``longer`` and another held person's name too ("John" of "John Williams" and "John
    Oszajca"). Texts call people by their surname, which a family shares ("Øverland" beside his wife "Margrete Aamot
    Øverland"), and by a first name alone only kings and mononyms: a first name opening two held names is another's."""
    if longer.split()[0] != short:
        return False
    return any(
        len(words := name.split()) > 1
        and words[0] == short
        and name != longer
        and all(map(person_name_word, words))
        and not _named_after(name, short)
        for name in held
    )


def _alone(short: str, longer: str, text: str) -> bool:
    """Whether ``text`` writes ``short`` only alone or within ``longer``, never within another name ("Karel Novak"
    beside Jana Novak's "Novak")."""
    said = re.finditer(rf"(?:{NAME_WORD}\s+)*\b{re.escape(short)}\b(?:\s+{NAME_WORD})*", text)
    return all(found.group(0) == short or found.group(0) in longer for found in said)


_OF_A_NAME = re.compile(r"(?<=\w\s)(?-i:[A-Z])[\w.'’-]*\s+(?:of|of\s+the|for|for\s+the|de|du|von|van)\s+$")
"""The words before a capitalised word that make it the end of a longer name ("the Order of Australia", "at the
University of Adelaide"; not a sentence's opening "Instead of Hale")."""


def said_in(word: str, document: Iterable[str], *, skip: Collection[str] = frozenset()) -> str | None:
    """The one longer name of ``document`` (the names a text said so far) that ``word`` opens or ends, when just
    one does: "Lomo took over" after "Elbel Lomo", "Called Risha" after "Risha Institute". None for a word that
    opens no name, an English word ("Wood"), one of ``skip``, or one the text said alone before (a name of its
    own: the longer one is another person of that family).

    >>> said_in("Lomo", ["Project Beltan", "Elbel Lomo"])
    'Elbel Lomo'
    """
    names = list(document)
    if len(word) < 3 or word.casefold() in skip or english_word(word) or word in names:
        return None  # said alone before ("Øverland was born …; his father Peter Anton Øverland"): its own name
    found = {name for name in names if " " in name and word in (name.split()[0], name.split()[-1])}
    return found.pop() if len(found) == 1 else None
