"""Constructions of English that the offline extractor reads from the words alone (no parse).

- :data:`ENDING`: a clause saying something ended ("left", "stepped down", "no longer" …), and
  :func:`ending_said`, its first such verb that is no word of a name ("the Kellogg Graduate School");
- :data:`PLUPERFECT`: a sentence in the past perfect ("It had used the Ottavi licence"), what held before;
- :func:`subject_of`: a sentence's subject, its first name that is neither its heading nor after a fronted phrase;
- :func:`by_class`: a relation whose sense only the class noun of its object names ("… used the Corvane
  licence", "… is now under the Orrin licence": the object is a *licence*), or a group's place in its bracket;
- :func:`place_name`: a name of no kind of thing, a place after "is in" or in an organisation's bracket;
- :func:`apposed`: a role said in apposition, "B, the new chair of X";
- :func:`attribute_of`: "The headquarters of X are in Y", "The first director of X was Y";
- :func:`changes`: a change of value, "X moved from A to B (in 2015)", "X changed the licence of Y to B",
  "Licence changed from A to B" (of the document's subject): the old value ends and the new one begins at the
  clause's date;
- :func:`holder`: who holds a single-valued role the text stated last (what "B took over", "X's direction
  passed to B" hand on);
- :func:`founded`: a name said to have been founded, and when.

Values after a label or along a timeline are :mod:`c0lab.extract.labels`'; dates in brackets after names
:mod:`c0lab.extract.bracketed`'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..retrieval import meaning
from ..retrieval.event_ends import ENDING
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.meaning import personal_name, role_noun
from .it_refers import FRONTED
from .licences import is_licence
from .names import FUNCTION, MARKER, english_word
from .predicates import verb_phrase
from .rules import held_post, relation_type
from .types import Relation

__all__ = [
    "ENDING",
    "PLUPERFECT",
    "VALUED",
    "Change",
    "apposed",
    "attribute_of",
    "founded",
    "by_class",
    "changes",
    "class_noun",
    "ending_said",
    "holder",
    "place_name",
    "subject_of",
]

Span = tuple[int, int, str]

PLUPERFECT = re.compile(
    r"^(?![^,;:]{0,80}?\b(?i:who|whose|whom|which|after|because|since|once|though|although|while|when|before)\s+"
    r"(?:[\w'’-]+\s+){0,2}had\s)"
    r"[^,;:]{0,80}?\bhad\s+(?:(?:already|previously|long|always)\s+)?(?:been|[a-z]{2,}(?:ed|en|wn|ld|ght))\b"
)
"""A sentence in the past perfect ("It had used the Ottavi licence"): undated, it held until the date said before.
Its main clause's "had" only: not one of a relative or a subordinate clause ("X was born in Y to parents who had
emigrated from Z", "X joined Y after he had left Z")."""

_COPULA = re.compile(
    r"\s*(?:is|are|was|were|has\s+been|had\s+been|have\s+been|having\s+been|being)"
    r"(?:\s+(?:now|still|currently|then|\w+ly))?"
    r"(?:\s+(?:available|offered|provided|licensed)(?=\s+under))?"
    r"\s+(?:under|in|at|on|with)(?:\s+(?:the|a|an))?\s*"
)
"""A form of "be" and a preposition with no verb between two names ("… is now under the …", "… is available in")."""
_LISTED = re.compile(r"\s*[/(]\s*(?:the\s+)?")
"""A slash or an opening bracket and no words between a name and its attribute ("A / B", "A (B"); not a colon,
which opens what a title says ("Orve Town: Dana Reyes joined …")."""
_APPOSED_PLACE = re.compile(r"\s*,\s+in\s+")
"""A group's place said in an aside after its name ("Orve Labs, in Tarvik, …")."""


def ending_said(clause: str) -> re.Match[str] | None:
    """The first ending verb (:data:`ENDING`) of ``clause`` that is no word of a name: a capitalised one right after
    another word is ("served at the Kellogg Graduate School"; not "Ana Lind: Retired in 2019").

    >>> ending_said("served at the Kellogg Graduate School") is None, ending_said("Ana Lind: Retired in 2019").group()
    (True, 'Retired')
    """
    return next((found for found in ENDING.finditer(clause) if not _IN_NAME.search(clause, 0, found.end())), None)


_IN_NAME = re.compile(r"(?<=\w)\s+(?-i:[A-Z])\w*$")
"""A capitalised word right after another word, at the end of what is searched: a word of a name."""


def place_name(name: str) -> bool:
    """Whether ``name`` names no kind of thing: capitalised words, none an English word or all capitals ("Tarvik",
    not "Project Atlas", "ORV"): what follows "is in" or an organisation's bracket is then its place."""
    words = name.split()
    return bool(words) and all(w[0].isupper() and not w.isupper() and not english_word(w) for w in words)


_SITED = frozenset({"social_group", "location", "structure", "facility"})


def _sited(name: str) -> bool:
    """Whether a name's head noun is a group, a place or a building in WordNet (an institute, labs, works)."""
    words = name.split()
    return bool(words) and bool(meaning.broader(words[-1].lower()) & _SITED)


def _short(name: str, of: str) -> bool:
    """Whether ``name`` is a short form made of the words of ``of``, sharing one's first three letters ("Padjadjaran
    University (Unpad)"): the same thing, no place."""
    return any(word[:3].lower() in name.lower() for word in of.split() if len(word) >= 3)


def class_noun(name: str) -> str | None:
    """The lower-case noun ending a name when it names a general relation sense ("Corvane licence" →
    "licence"; "Manchester City", capitalised, is no class), else None."""
    last = name.split()[-1] if name.split() else ""
    if re.fullmatch(r"[a-z][a-z-]+", last) and RelationLexicon.asked_senses(last):
        return last
    return "licence" if is_licence(name) else None  # "GPLv3", "Apache License 2.0", "CC0 1.0 waiver"


_MAKING = frozenset(["author"])
"""Senses of making a thing: "wrote the GPLv3" is no licence held, however everyday the verb."""
_ISSUING = frozenset(["ship"])
"""Senses of issuing a thing, which a licence is only as its author's: "Mozilla released the MPL-2.0"."""


def by_class(kind: str | None, between: str, target: str, *, source: str = "") -> str | None:
    """The type of a relation to ``target`` whose class noun names a sense the predicate does not: the noun after
    a form of "be" and a preposition ("is now under the Orrin licence" → ``LICENCE``), or after a predicate of
    everyday words only, of no sense, or ending in a preposition, less the words of another sense (those tell the
    tie of another name: "released" the app): "carried the Corvane licence" → ``CARRIED_LICENCE``, "used the …" →
    ``LICENCE``, "distributed under the …" → ``UNDER_LICENCE``; a name listed with its attribute by a
    bracket or a slash and no words ("Nyny toolkit / Orrin licence") → ``LICENCE``, unless ``source`` is of the same
    class (two licences listed are no tie of one to the other); else ``kind``.

    >>> by_class(None, " is now under the ", "Orrin licence"), by_class("CARRIED", " carried the ", "Orrin licence")
    ('LICENCE', 'CARRIED_LICENCE')
    >>> by_class("RELEASED_UNDER", " was released under the ", "Orrin licence")
    'UNDER_LICENCE'
    >>> by_class("PLAYS_FOR", " plays for the ", "Orve club"), by_class(None, " is under the ", "Orve Works")
    ('PLAYS_FOR', None)
    >>> by_class(None, " (", "Tarvik", source="Orve Institute") == "BASED_IN" or meaning.wordnet() is None
    True
    >>> by_class(None, " / ", "Orrin licence", source="Nyny toolkit"), by_class(None, " / ", "Orrin licence")
    ('LICENCE', 'LICENCE')
    >>> by_class(None, " / ", "Orrin licence", source="Ottavi licence"), by_class(None, " and ", "Orrin licence")
    (None, None)
    """
    if (
        kind is None
        and (_LISTED.fullmatch(between) or _APPOSED_PLACE.fullmatch(between))
        and _sited(source)
        and place_name(target)
        and not _short(target, source)
    ):
        return "BASED_IN"  # "Orve Institute (Tarvik)", "Orve Labs / Tarvik": a group's or a building's place
    noun = class_noun(target)
    if noun is None or (source and class_noun(source) == noun):
        return kind  # no licence under a licence ("the SIL Open Font License 1.1 … is still under the OFL-1.1")
    if kind is None:
        listed = _LISTED.fullmatch(between) and class_noun(source) != noun
        return noun.upper().replace("-", "_") if _COPULA.fullmatch(between) or listed else None
    words = [word for word in kind.lower().split("_") if word not in FUNCTION]
    senses = RelationLexicon.asked_senses(" ".join(words))
    if senses & RelationLexicon.asked_senses(noun):
        return kind
    if (
        senses
        and kind.lower().split("_")[-1] not in FUNCTION
        and (senses & _MAKING or senses & _ISSUING and noun == "licence" or not all(map(RelationLexicon.weak, words)))
    ):
        return kind  # "PLAYS_FOR the Orve club", "DEVELOPS the Orve toolkit", "WROTE the GPLv3": the verb's tie
    kept = [word for word in kind.split("_") if not RelationLexicon.asked_senses(word.lower())]
    return relation_type([*kept, noun]) or kind  # a verb of another sense is the other tie's ("released" the app)


@dataclass(frozen=True)
class Change:
    """``owner``'s value ``old`` (None when not said) gave way to ``new``: a relation of type ``kind``."""

    owner: str
    kind: str
    old: str | None
    new: str
    held: bool = False
    """The values hold a role of the owner's ("X's coach changed from A to B": A, then B, ``COACH_OF`` X)."""


_DROPPED_FOR = re.compile(
    r"\s+(?:(?:was|were|has\s+been|had\s+been)\s+(?:dropped|replaced|swapped|exchanged|traded|abandoned|superseded)"
    r"\s+(?:for|by|with|in\s+favou?r\s+of)|(?:gave|give|gives|has\s+given|had\s+given)\s+way\s+to"
    r"|(?:made|make|makes|has\s+made|had\s+made)\s+way\s+for|yielded\s+to|(?:was|were)\s+succeeded\s+by)"
    r"(?:\s+(?:the|a|an))?\s+"
)
"""One value given up for another of the same kind ("the A licence was dropped for the B licence", "the A licence
gave way to the B licence")."""
_LEFT_FOR = re.compile(r"\s(?:left|leaves|quit|quits|abandoned|deserted|ditched)\s+(?:the\s+)?$")
"""A verb leaving the name after it for the name after "for" ("X left A for B": X joined B)."""
_FROM = re.compile(r"\bfrom(?:\s+(?:the|a|an))?\s+$")
_TO = re.compile(r"\s+(?:to|into)(?:\s+(?:the|a|an))?\s+")
_OF = re.compile(r"\b(?P<verb>[a-z]{3,}(?:ed|s))\s+(?:the|its|their|his|her)\s+(?P<noun>[a-z]{3,})\s+of(?:\s+the)?\s+$")


_ATTRIBUTE_CHANGED = re.compile(
    rf"^(?:{MARKER})?\s*(?:(?:its|their)\s+)?(?P<noun>[a-z][a-z-]+)\s+(?:(?:was|were|has\s+been|had\s+been)\s+)?"
    r"(?:changed|switched|moved|went)\s+from(?:\s+(?:the|a|an))?\s+$",
    re.IGNORECASE,
)
"""A change said of an attribute with no owner named ("Licence changed from …"): the document's subject's."""
_CHANGED_FROM = re.compile(
    r"\s+(?:(?:was|were|has\s+been|had\s+been)\s+)?(?:changed|switched|moved|went)\s+from(?:\s+(?:the|a|an))?\s+"
)
"""A verb of change right after an owner named after its attribute ("The licence of X went from …")."""


_ITS_NOUN = re.compile(
    r"\s*(?:moved|relocated|changed|switched|shifted)\s+(?:its|their|his|her)\s+(?P<noun>[a-z][a-z-]+)\s*"
)
"""A verb of change and an owned attribute before "from" ("moved its headquarters from A to B"; not "drove her
husband from A to B")."""
VALUED = frozenset(["locate", "license"])
"""The senses of an attribute with one value at a time that a change moves: a seat, a licence."""
_ROLES = frozenset(["lead", "fund"])
"""The senses of a role one holder has at a time that a change moves: a chair, a main sponsor (and any noun of a kind
of person, :func:`~c0lab.retrieval.meaning.role_noun`: a coach)."""


def _attribute(noun: str, new: str) -> bool:
    """Whether ``noun`` is the attribute whose value changes to ``new``: the class noun of the new value ("licence
    … to the B licence"), or, when it has none, a noun of a seat or a licence ("headquarters … to Paris"; not
    "team … to York") or a role one holds at a time ("coach … from Ana Pell to Bo Ek")."""
    kind = class_noun(new)
    return noun == kind if kind else bool(RelationLexicon.asked_senses(noun) & (VALUED | _ROLES)) or role_noun(noun)


def changes(sentence: str, spans: list[Span], *, about: str | None = None) -> list[Change]:
    """The changes of value a sentence states ("X moved from A to B", "X was relicensed from A to B", "X changed
    the licence of Y to B"; "Licence changed from A to B" of ``about``, the document's subject). The type is the
    verb's, unless it names no sense the class noun of the new value names ("moved … the Orrin licence" →
    ``LICENCE``)."""
    found = []
    for (_, a_end, old), (b_start, _, new) in zip(spans, spans[1:], strict=False):
        a_start = next(start for start, end, name in spans if end == a_end and name == old)
        opens = re.search(
            r"(?:^|[:;]\s*|\b(?:[Ii]n|[Oo]n|[Bb]y)\s+[^,;:]*\d{4},?\s+)(?:[Tt]he\s+|[Ii]ts\s+)?$", sentence[:a_start]
        )
        if (
            _DROPPED_FOR.fullmatch(sentence[a_end:b_start])
            and class_noun(old)
            and class_noun(old) == class_noun(new)
            and (opens or re.search(r"\b(?:was|were|been)\s", sentence[a_end:b_start]))
        ):
            subject = subject_of(sentence, [span for span in spans if span[1] <= a_end and span[2] != old])
            if subject is not None:  # "X switched its licence: the A licence was dropped for the B licence"
                found.append(Change(subject, str(class_noun(new)).upper(), old, new))
            continue
        left = _LEFT_FOR.search(sentence[:a_start])
        if left and re.fullmatch(r"\s+for(?:\s+(?:the|a|an))?\s+", sentence[a_end:b_start]):
            owners = [span for span in spans if span[1] <= left.start() and span[2] != old]
            owner = owners[-1] if owners else None
            if (  # "she left the Progressive Party for the Independent League": one then the other; not "left Paris
                owner is not None  # for London" (places), nor "left Bo for Cy" (people), nor another clause's subject
                and not re.search(r"[,;:]|\b(?:and|but)\b", sentence[owner[1] : left.start()])
                and not any(place_name(name) or personal_name(name) for name in (old, new))
            ):
                found.append(Change(owner[2], "JOINED", old, new))
            continue
        if not _TO.fullmatch(sentence[a_end:b_start]):
            continue
        before = sentence[:a_start]
        of = _OF.search(before)
        if of is not None:  # "changed the licence of Y to B": Y's licence is B
            found.append(Change(old, of.group("noun").upper(), None, new))
            continue
        if not _FROM.search(before):
            continue
        owners = [span for span in spans if span[1] <= a_start and not re.search(r"[;.]", sentence[span[1] : a_start])]
        attribute = _ATTRIBUTE_CHANGED.match(before)
        if not owners and attribute and about and _attribute(attribute.group("noun").lower(), new):
            found.append(Change(about, attribute.group("noun").upper(), old, new))
            continue
        if not owners:
            continue
        owner = owners[-1]
        said = sentence[owner[1] : a_start]
        words = _FROM.sub(" ", said)
        owned = re.match(r"['’]s\s+", said)  # "The Tarn toolkit's licence changed from", "X moved its base from"
        attribute = _ATTRIBUTE_CHANGED.match(said[owned.end() :]) if owned else _ITS_NOUN.fullmatch(words)
        of = _NOUN_OF.search(sentence[: owner[0]]) if _CHANGED_FROM.fullmatch(said) else None
        valued = RelationLexicon.asked_senses(of["noun"]) & VALUED if of else set()
        if of and (class_noun(new) == of["noun"] or valued and not personal_name(new)):
            attribute = attribute or of  # "The licence of X changed from A to B"; not "The president of X moved …"
        if attribute and _attribute(noun := attribute.group("noun").lower(), new):
            held = class_noun(new) is None and not RelationLexicon.asked_senses(noun) & VALUED  # a coach, a sponsor
            found.append(Change(owner[2], f"{noun.upper()}_OF" if held else noun.upper(), old, new, held))
            continue
        if "," in words:  # "X, made by P, was relicensed from A to B": the subject's, after the aside
            subject = subject_of(sentence, owners)
            owner = next((span for span in owners if span[2] == subject), owner)
            words = " " + words.rsplit(",", 1)[1]
        verb = verb_phrase(words) or (relation_type([m["verb"], "to"]) if (m := _MOVED.fullmatch(words)) else None)
        if verb is None:
            continue
        noun = class_noun(new)
        kind = verb if noun is None or RelationLexicon.type_senses(verb) else noun.upper()
        found.append(Change(owner[2], kind, old, new))
    return found


_MOVED = re.compile(r"\s*(?:(?:was|were|is|are|got|has\s+been|had\s+been)\s+)?(?P<verb>moved|switched|shifted)\s*")
"""A passive movement verb between an owner and "from A to B" ("was moved", "had been switched")."""
_CONTROLLED = re.compile(
    r"(?<!\bwas\s)(?<!\bwere\s)(?<!\bbeen\s)(?<!\bbe\s)(?<!\bis\s)(?<!\bare\s)(?<!\bbeing\s)"
    r"\b(?:hir|appoint|nam|elect|chose|choos|pick|install|tapp?|recruit|promot|poach|lur|bought|buy|summon|loan|sign"
    r"|draft|invit|nominat|recommend|groom|ask|persuad|brought|bring|select|hand-?pick|head-?hunt)(?:e|es|ed|ing|s|d)?\b"
)
"""An active verb whose object does what its infinitive says ("X hired B to replace A": B replaces A)."""


def purposed(sentence: str, cue: int, spans: list[Span]) -> str | None:
    """Who does what an infinitive of purpose at ``cue`` says ("B was elected chair of X in 2020 to replace A", "B
    joined X to succeed A"): the subject of the clause it closes (after "that": "announced that B has been appointed
    to replace A"), or the name a relative clause is on ("X is led by B, who was elected to replace A"); None where an
    active verb made the name after it do it ("X hired B to replace A": that name is the last before the cue), for a
    plan ("with B expected to succeed her") and for no infinitive."""
    if not re.search(r"(?<!expected\s)(?<!tipped\s)(?<!set\s)(?<!likely\s)\bto\s+$", sentence[:cue]):
        return None
    opener = max(_CLAUSE_OPENS.finditer(sentence, 0, cue), key=lambda found: found.end(), default=None)
    opened = opener.end() if opener else 0
    if _CONTROLLED.search(sentence, opened, cue):
        return None
    if opener is not None and opener["relative"]:  # "…, who was elected to replace A": the name before "who"
        return next((name for _, end, name in spans if end == opener.start()), None)
    inside = [(start - opened, end - opened, name) for start, end, name in spans if opened <= start and end <= cue]
    return subject_of(sentence[opened:], inside) if inside else None


_CLAUSE_OPENS = re.compile(
    r"^[^:]{0,60}:\s+|\bthat\s+|(?P<relative>,\s+(?:who|which)\s+)|;\s+|,?\s+(?:and|but|while)\s+(?=[A-Z])"
)
"""Where the clause an infinitive of purpose closes may open: after a heading's colon, "that", a relative pronoun, a
semicolon, or "and" / "but" / "while" before a name ("A resigned in 2021, and B was appointed to replace him")."""


def subject_of(sentence: str, spans: list[Span]) -> str | None:
    """The first name of a sentence that is not only its heading ("Halden Rovers: Ines Dahl joined …") nor opens it
    after a preposition ("For Halden Rovers, Ines Dahl …"; "The Orsk Club …" is its subject); none when a fronted
    phrase puts a pronoun first ("After leaving Halden Rovers in 2013, he …", :data:`~.it_refers.FRONTED`)."""
    opener = sentence.split()[0].lower() in FUNCTION - {"the", "a", "an"} if sentence.split() else False
    for start, end, name in [] if opener and FRONTED.match(sentence) else spans:
        heading = start == 0 and sentence[end:].lstrip().startswith(":")
        if opener and re.fullmatch(r"\s*[A-Z][a-z]+\s+(?:the\s+)?", sentence[:start]):
            continue  # "In Halden, …", "For the Halden Rovers, …": where, not who
        if re.match(r"['’]s\s+[A-Z]", sentence[end:]):
            continue  # "Orsk Club's Quarry app switched …": the possessor of a name is not the subject
        again = [found.start() for found in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", sentence)][1:2]
        others = [begin for begin, _, other in spans if begin > end and name not in other]  # "Ole Peter X" is X
        if not heading or again and not (others and others[0] < again[0]):
            return name  # "Orsk Club: the Orsk Club moved …"; not "Halden Rovers: Ines Dahl joined Halden Rovers"
    return None


def holder(
    relations: list[Relation], *, owner: str | None = None, besides: tuple[str, ...] = (), value: str | None = None
) -> tuple[str, str] | None:
    """(the value, its owner) of the last single-valued relation among ``relations`` (of ``owner``, held by
    ``value``, when given; neither end in ``besides``): who held the role a later "B took over" or "X's direction
    passed to B" hands on.

    >>> holder([Relation("Ada Lo", "CHAIRED", "Orsk Club"), Relation("Orsk Club", "BASED_IN", "Selby")])
    ('Ada Lo', 'Orsk Club')
    """
    for relation in reversed(relations):
        owned = held_post(relation.type, relation.source, relation.target)
        if owned is None or owned[1] == "locate" or (owner is not None and owned[0] != owner):
            continue
        held = relation.target if owned[0] == relation.source else relation.source
        if held not in besides and owned[0] not in besides and value in (None, held):
            return held, owned[0]
    return None


_NOUN_OF = re.compile(r"\b[Tt]he\s+(?:[a-z]+\s+)?(?P<noun>[a-z]{3,})\s+of\s+(?:the\s+)?$")
_POST_SENSES = frozenset(["lead", "run", "post"])
"""The senses of a role's first noun that make two nouns one post ("chief executive"; not "training ground")."""
_TWO_NOUNS_OF = re.compile(r"\b[Tt]he\s+(?:[a-z]+\s+)?(?P<first>[a-z]{3,})\s+(?P<noun>[a-z]{3,})\s+of\s+(?:the\s+)?$")
"""A role of two nouns, the first naming its sense ("the first chief executive of": ``CHIEF_EXECUTIVE_OF``)."""
_BE_PREPOSITION = re.compile(
    r"\s*(?:is|are|was|were|has\s+been|have\s+been|had\s+been)"
    r"(?:\s+(?:now|currently|still|also|once|then|formerly|previously|originally|initially|again|briefly))?"
    r"(?:\s+(?P<preposition>in|at|on|under|with))?(?:\s+the)?\s*"
)
"""A form of "be", maybe an adverb of when ("is now", "was formerly"), maybe a preposition, maybe "the": "the N of X
is (now) Y", "the licence of X is the Y licence"."""


_APPOSED = re.compile(
    r"\s*,\s+(?:the|a|an)\s+(?:(?:new|current|former|then|first|last|incoming|outgoing|sole|acting|interim)\s+)?"
    r"(?P<noun>[a-z]{3,})\s+(?:of|at)\s+(?:the\s+)?"
)


_APPOSED_BY = re.compile(
    r"\s*,\s+(?:the|a|an)\s+(?:(?!(?:of|at|on|to|in|for|with|from|the|a|an|and|once|formerly|previously|not"
    r"|never)\b)[a-z-]+\s+){0,4}?(?P<verb>[a-z]+(?:ed|en|wn|un|lt|ht|de|ld|pt))"
    r"(?:\s+in\s+\d{4})?\s+by\s+(?:the\s+)?"
)
"""A thing said in apposition to be what another did to it: "X, a programme run by Y, …" (X ``RUN_BY`` Y); not a
noun inside it ("X, a member of the team led by Y"), nor what once was ("a firm once run by Y")."""
_RUN_NOUNS = frozenset(["effort", "initiative", "venture", "undertaking"])
"""What a body runs, said in apposition: "Project Varve, an effort of the Varlumbri Labs, …"."""


def apposed(between: str) -> tuple[str, bool] | None:
    """(type, False) of a role said in apposition after a name, "B, the new chair of X": B ``CHAIR_OF`` X (the
    role's noun must name a general relation sense), or of what another did to it, "X, a programme run by Y": X
    ``RUN_BY`` Y (a verb of a general sense), else None.

    >>> apposed(", the new chair of "), apposed(", a friend of ")
    (('CHAIR_OF', False), None)
    """
    found = _APPOSED.fullmatch(between)
    if found is not None and found.group("noun") in _RUN_NOUNS:  # "X, an effort of Y, …": Y runs X
        return "RUN_BY", False
    done = _APPOSED_BY.fullmatch(between)  # "X, a programme run by Y", "X, a firm founded in 2001 by Y"
    kind = relation_type([done.group("verb"), "by"]) if done else None
    if done and kind and RelationLexicon.asked_senses(done.group("verb")):  # not "X, a town surrounded by Y"
        return kind, False
    if found is None or not RelationLexicon.asked_senses(found.group("noun")):
        return None
    kind = relation_type([found.group("noun"), "of"])
    return (kind, False) if kind else None


def attribute_of(before: str, between: str) -> tuple[str, bool] | None:
    """(type, whether the later name is the source) of "the N of X be (P) Y": "The headquarters of X are in Y" →
    (``HEADQUARTERS_IN``, False): X HEADQUARTERS_IN Y; "The first director of X was Y" → (``DIRECTOR_OF``, True): Y
    DIRECTOR_OF X. ``before``: the words before X; ``between``: those between X and Y.

    >>> attribute_of("The offices of ", " are in "), attribute_of("Later the current chair of ", " is ")
    (('OFFICES_IN', False), ('CHAIR_OF', True))
    """
    noun, be = _NOUN_OF.search(before), _BE_PREPOSITION.fullmatch(between)
    if be is None:
        return None
    two = _TWO_NOUNS_OF.search(before) if noun is None or not RelationLexicon.asked_senses(noun["noun"]) else None
    first_sense = RelationLexicon.asked_senses(two["first"]) & _POST_SENSES if two is not None else set()
    if two is not None and first_sense and not RelationLexicon.asked_senses(two["noun"]):
        noun = two  # "the first chief executive of"
    if noun is None:
        return None
    preposition = be.group("preposition")
    words = [noun["first"], noun["noun"]] if noun is two else [noun["noun"]]
    kind = relation_type([*words, preposition or "of"])
    return (kind, preposition is None) if kind is not None else None


_FOUNDED = re.compile(
    r"\b(?:(?:is|are|was|were|been)\s+(?:\w+ly\s+)?|,\s*)"
    r"(?:founded|established|created|formed|launched|incorporated|set\s+up|started)\b",
    re.IGNORECASE,
)
"""A thing's beginning said of it ("was founded", "…, established in 1998")."""


def founded(
    sentence: str, spans: list[tuple[int, int, str]], dates: list[tuple[int, int, str]]
) -> list[tuple[str, int]]:
    """(name, when) for a name said to have been founded ("X was founded in March 2017", "X, established in 1998,"):
    the first date after the verb, in its clause."""
    found = []
    for match in _FOUNDED.finditer(sentence):
        owner = [name for _, end, name in spans if end <= match.start()][-1:]
        clause = re.split(r"[;,]", sentence[match.end() :], maxsplit=1)[0]
        after = [
            moment
            for place, moment, role in dates
            if match.end() <= place < match.end() + len(clause) and role != "end"
        ]
        if owner and after:
            found.append((owner[0], after[0]))
    return found
