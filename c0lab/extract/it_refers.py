"""What "it" and "its" inside a sentence refer to when a thing is meant, not a person: the subject or the last
thing named ("…, when it moved to Bergen"), the post a sentence opens with ("X's lead was A; it has been B since
2020"), the owner of a role said with "its" ("…, and B became its director"). Used by
:func:`~c0lab.extract.refer.resolve_inner`."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..retrieval import meaning
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.meaning import personal_name
from .compound import POSSESSIVE
from .names import HEADING
from .signings import ORGANISATION
from .types import Relation
from .word_classes import undertaking

__all__ = [
    "FRONTED",
    "VERB_PARTICLES",
    "BECAME",
    "ITS_ROLE",
    "OPENING",
    "attribute_owned",
    "class_of",
    "is_thing",
    "its_owner",
    "last_thing",
    "of_one_kind",
    "leading",
    "other_kind",
    "plainly_thing",
    "post_said",
    "released_thing",
    "thing_before",
    "tied_thing",
    "undertaking",
]

VERB_PARTICLES = r"(?:over|on|off|up|out|back|down|away)"
"""The particles of phrasal verbs that may follow an object pronoun ("took it over", "gave it up")."""
FRONTED = re.compile(
    r"^(?P<front>[^;]{0,100}?(?:,|\d)|(?:(?:Early|Late|Mid-?)\s*|In\s+|(?:[Tt]he\s+)?(?:spring|summer|autumn|fall|winter)"
    r"\s+of\s+|At\s+the\s+(?:start|end)\s+of\s+)?(?:[Ll]ast|[Tt]his)\s+(?:year|month|week|spring|summer|autumn|fall"
    r"|winter|season)|(?:After|Before|From|During|Following|Until|Upon|Then|Later|Subsequently|"
    r"Eventually|Soon|Since|Thereafter|Afterwards?)\b[^,;]{0,80}?|(?:An?|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Several|A\s+few)\s+"
    r"(?:days?|weeks?|months?|years?|seasons?|decades?)\s+(?:later|afterwards?)|(?:The|That)\s+(?:same|following|"
    r"next)\s+(?:day|week|month|year|season)|(?:At|In)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})"
    rf"\s+(?P<word>he|she|it|they)\b(?!\s*[.;:!?]|\s*,\s*(?:and|but|when|which)\b|\s+{VERB_PARTICLES}\b)"
    r"(?!(?:(?<=it)|(?<=they))\s+(?:is|was|has\s+been|had\s+been|seems|seemed|appears|appeared)\s+(?:\w+\s+)?"
    r"(?:that|to|said|reported|announced|clear|likely|possible|unclear|known|time)\b)"
)
"""A fronted phrase ending in a comma or a date, or opening with a word of time ("After a five-year spell he …",
"Since then it …"), or a time said from now ("Last year he …", "This summer it …") or counted from the last ("A year
later he …", "The following year she …"), or a place ("At RADA she …", "In London he …"), then the clause's subject
pronoun ("In July 2015 it moved …"; not an expletive "it": "In 2019, it was announced that …"; not an object: "Then
B headed it.", "… took it over")."""

ITS_ROLE = re.compile(
    r"(?<![\w'’])(?<!\bas\s)its\s+(?:(?:new|first|current|next|present|sole)\s+)?(?P<role>[a-z]{3,})"
    r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:in|on|at|from|since|until|for|and|but|when|after|before|by|with|[A-Z0-9])\b)"
)
"""A role said with "its" inside a sentence ("…, B became its lead"; "joined X as its lead" is :mod:`.joined_as`'s)."""
BECAME = re.compile(
    r"(?:\b(?:became|becomes|become|becoming|is|was|remains|remained|named|appointed|made|elected)"
    r"(?:\s+(?:[a-z]+ly|once|now|also|then|later|still))?|[A-Za-z],)\s+$"
)
"""What says that a person takes or holds the role "its" opens: a verb of becoming or being ("B became its lead",
"was named its chair") or a name's comma ("B, its lead, said"); not "praised X and its director"."""


def is_thing(name: str) -> bool:
    """Whether ``name`` is no person's: not written as one (:func:`~c0lab.retrieval.meaning.likely_person`), or
    opening with an undertaking's noun ("Project Gritadun")."""
    return undertaking(name) or not meaning.likely_person(name)


_ASKING = frozenset("is are was were does did do has have had will would can could".split())
"""Verbs put before a subject "it" in a question ("What is it for?", "Does it ship …?")."""
_LEADING = frozenset({"lead", "run", "post"})
"""The senses of leading: a role of one (:func:`leading`), and one sense when "it" is matched to a tie ("ran it" is
what a head's tie is to)."""


def leading(role: str) -> bool:
    """Whether a word names a role of leading, running or a post ("lead", "director", "headed"; not "partner")."""
    return bool(RelationLexicon.asked_senses(role) & _LEADING)


def led_post(verb: str) -> bool:
    """Whether a past verb tells a post led (:func:`leading`), not "ran", which as often tells of a race run ("ran
    the Orsk Marathon")."""
    return verb != "ran" and leading(verb)


_POST_SUBJECT = re.compile(
    r"^(?:[Tt]he\s+(?P<role>[a-z]{3,})\s+of\s+(?:the\s+)?|(?P<owner>[A-Z][^,;]*?)['’]s?\s+(?P<its>[a-z]{3,})\s)"
)
_IS_HOLDER = re.compile(
    r"\s+(?:is|was|has\s+been|had\s+been)\s+(?:now\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*"
    r"(?=\s*(?:[.;,]|$|(?:since|from|until|in|as\s+of)\s+[^.;,]{0,20}\d))"
)
"""A holder named after "it" and closing the clause ("; it has been B since 2020"); not a cleft ("it was B who …")
nor a name that goes on ("it is now Europe's largest …")."""


def post_said(sentence: str, start: int, before: list[tuple[int, int, str]]) -> str | None:
    """The post a sentence opens with, for "it" saying who holds it later ("X's lead was A until 2019; it is now B",
    "The lead of X was A; it has been B since 2020"): "the ROLE of X", when the role is one of leading; else None."""
    said = _POST_SUBJECT.match(sentence)
    if said is None or not before or not _IS_HOLDER.match(sentence, start + 2):
        return None
    role = said["role"] or said["its"]
    owner = before[0][2]
    if not leading(role) or (said["owner"] and said["owner"].strip() != owner):
        return None
    return f"the {role} of {owner}"


def _placed(sentence: str, start: int, prepositions: str) -> bool:
    """Whether the name at ``start`` follows one of ``prepositions`` (a place it is in, goes to or comes from)."""
    return re.search(rf"\b(?:{prepositions})\s+$", sentence[:start]) is not None


def its_owner(sentence: str, before: list[tuple[int, int, str]]) -> str | None:
    """Whose role "its" names among the names ``before`` it: the last thing named, no place and no person ("X bought
    Y, and B was named its director": Y; "X moved to Bergen and B became its director": X), else None."""
    things = [name for start, _, name in before if not _placed(sentence, start, "in|to|near|from") and is_thing(name)]
    return things[-1] if things else None


def thing_before(sentence: str, before: list[tuple[int, int, str]], *, person: str | None) -> str | None:
    """What "it" after ", when" refers to, among the names ``before`` it: the first, the sentence's subject, when it
    is no person ("X was licensed under A until 2018, when it moved to B": X; "Orsk's T used A until 2018, when it
    …": T, not its owner); after a person's name, the last name that is none and no place it is in ("Ana Pell
    joined Orsk Labs in Oslo in 2015, when it opened an office": Orsk Labs); else None."""
    names = [name for _, end, name in before if not re.match(POSSESSIVE, sentence[end:])]
    people = {name for name in names if not is_thing(name) or name == person}
    if names and names[0] not in people:
        return names[0]
    placed = {name for start, _, name in before if _placed(sentence, start, "in|near|outside")}
    things = [name for name in names if name not in people and name not in placed]  # "at X in Oslo": X
    return things[-1] if names and things else None


_THING_SENSES = frozenset(
    "lead run post hold member join found own make maintain acquire fund ship study use license".split()
)
"""Senses of a tie to a thing one runs, joins, founds or owns (not "marry", "partner", "replace": a person)."""
_TAKEN_OVER = re.compile(r"(?:TOOK|TAKES?|TAKEN)_OVER")
"""A thing taken over ("took over Project Atlas"), which no sense names: its leading was taken over."""


def _as_one(senses: Iterable[str]) -> frozenset[str]:
    """``senses`` with leading, running, a post and holding one read as one (:data:`_LEADING`)."""
    senses, held = frozenset(senses), _LEADING | {"hold"}
    return held if senses & held else senses


def tied_thing(
    relations: Iterable[Relation], person: str | None, mentioned: list[str], sentence: str = ""
) -> str | None:
    """What an object "it" stands for after a sentence about ``person`` (the one "he"/"she" refer to): the latest name
    the document said that ``person`` has a tie of a thing's sense with (:data:`_THING_SENSES`: "Volum … head of
    Project Orpha. Grimo had headed it": Project Orpha; not a spouse) or took over, or any tie to a name no person's
    ("coached Harbor City FC"); but a name tied in the sense of the verb before "it" in ``sentence``, or by that verb,
    when there is one ("B, head of X, spoke to the Courier. A had headed it": X; "B edits X and owns Y. A had edited
    it": X); None when none (then "it" is read as before)."""
    verb = re.search(r"\b([A-Za-z]{2,})\s+it\b", sentence)
    if person is None or verb and (verb[1].lower() in _ASKING or re.fullmatch(r"[a-z]{4,}ly", verb[1].lower())):
        return None  # "What is it for?", "Previously it shipped …": "it" is a subject asked of, or said after an adverb
    wanted = _as_one(RelationLexicon.asked_senses(verb[1])) if verb else frozenset()
    stem = verb[1][:4].upper() if verb and len(verb[1]) > 4 else "-"  # "had edited it": a tie typed EDITS
    fitting = {
        relation.source if relation.type.endswith("_BY") else relation.target
        for relation in relations
        if person in (relation.source, relation.target)
        and (_as_one(RelationLexicon.type_senses(relation.type)) & wanted or relation.type.startswith(stem))
    }
    tied = {  # the thing's side of the tie: "A heads X", "X is headed by A"; not A in "X is led by A" (person X)
        relation.source if relation.type.endswith("_BY") else relation.target
        for relation in relations
        if person == (relation.target if relation.type.endswith("_BY") else relation.source)
        and (RelationLexicon.type_senses(relation.type) & _THING_SENSES or _TAKEN_OVER.fullmatch(relation.type))
        or relation.source == person  # "A coached X", "A edited X": any tie to a name no person's ("Harbor City FC")
        and relation.type != "MENTIONED_WITH"
        and not relation.type.endswith("_BY")
        and is_thing(relation.target)
        and not RelationLexicon.type_senses(relation.type) & {"marry", "partner"}
    }
    pool = fitting if fitting else tied  # "… still holds it" after "the head of X": X (the person's own tie), else none
    return next((name for name in reversed(mentioned) if name in pool and name != person), None)


def class_of(name: str) -> str | None:
    """The class noun ending a name, in lower case ("Quarry app" → "app"), else None ("Selby Forge")."""
    last = name.split()[-1] if name.split() else ""
    return last if re.fullmatch(r"[a-z][a-z-]+", last) else None


def of_one_kind(*names: str) -> bool:
    """Whether no two of ``names`` end in different class nouns ("Orrin licence" and "Quill toolkit" do not)."""
    return len({class_of(name) for name in names} - {None}) < 2


def released_thing(sentence: str, mentioned: list[str], subject: str | None) -> str | None:
    """The thing a sentence about a thing's releases or attribute tells of: the last name said that ends in a class
    noun of another kind than the sentence's ("… under the GPL-3.0 licence", "… under the GPLv3": no licence's), else
    the subject when it is no person's name (two to four capitalised words: "Ana Pell")."""
    said = {noun.lower() for noun in re.findall(r"[a-z]{3,}", sentence)}
    if "under" in said:  # "… were distributed under the GPLv3": what a licence covers is no licence
        said |= {"licence", "license"}
    things = [name for name in reversed(mentioned) if class_of(name) and class_of(name) not in said]
    named = (subject or "").split()
    person = not named or len(named) <= 4 and all(word[:1].isupper() for word in named) and personal_name(subject or "")
    return next(iter(things), None) or (None if person else subject)


_ATTRIBUTE = re.compile(
    r"(?:^|(?<=[;,]\s)|(?<=\d\s)|(?<=\d,\s))(?P<det>[Tt]he|Its)\s+(?P<noun>[a-z][a-z-]{2,})\b(?!\s+(?:of|for)\b)"
    r"(?=[^.;]*?\b[A-Z][\w'’-]*\s+(?P=noun)\b)"
)
"""An attribute said as a clause's subject with no owner, its value a name of the same class later in the clause ("The
licence was the Brenlow licence until 2019", "In 2019 the licence changed from the A licence to the B licence", "Its
licence is the B licence")."""


def attribute_owned(sentence: str, mentioned: list[str], subject: str | None) -> str:
    """``sentence`` with an attribute said with no owner (:data:`_ATTRIBUTE`) said of the thing it belongs to
    (:func:`released_thing`): "The licence of the Quill toolkit was …" ("Its licence" too).

    >>> attribute_owned("The licence was the Brenlow licence.", ["Orsk Labs", "Quill toolkit"], "Orsk Labs")
    'The licence of Quill toolkit was the Brenlow licence.'
    """
    found = _ATTRIBUTE.search(sentence)
    thing = released_thing(sentence, mentioned, subject) if found else None
    if found is None or thing is None:
        return sentence
    article = "The" if found["det"] in ("Its", "The") else "the"
    return f"{sentence[: found.start()]}{article} {found['noun']} of {thing}{sentence[found.end() :]}"


def other_kind(pronoun: str, name: str | None) -> bool:
    """Whether ``name`` is plainly of another kind than ``pronoun`` says: "he"/"she" of an organisation or a thing
    (a class noun, "Project X", an organisation's last word: "Orsk Labs"), "it" of a person's full name ("Ben
    Ortiz")."""
    if not name or len(name.split()) < 2:
        return False
    if pronoun == "it":
        return personal_name(name) and not is_thing(name)
    return plainly_thing(name)


_DUMMY_IT = re.compile(
    rf"(?:{HEADING})?It\s+(?:took|takes|seems|seemed|appears|appeared|remains|is\s+(?:said|thought|"
    r"likely|unlikely|clear|unclear|true|possible|known|worth)|was\s+(?:said|thought|not|only|then|there|clear|unclear|"
    r"likely|in|during|at|on|after|before|until)|has\s+been\s+(?:said|reported|\w+\s+since))\b"
)
"""An "It" that stands for no thing ("It took her two years to …", "It seems …", "It was in 2015 that …")."""


def last_thing(candidates: list[str], default: str | None, sentence: str = "") -> str | None:
    """The last of ``candidates`` (the names of the sentence before, in order) that is plainly a thing: one
    :func:`plainly_thing` says is, or a name of two words or more ending in a common noun, no person's ("Orsk Labs",
    "Pell Mill"; not a place said in one word, "Leeds"), when ``default`` (what an opening "It" is otherwise) is a
    person's full name ("A owned the Pell Mill. It was sold …": the mill, not A); else None, and None for an "It"
    of ``sentence`` that stands for no thing (:data:`_DUMMY_IT`)."""

    def thing(name: str) -> bool:
        words = name.split()
        common = len(words) > 1 and meaning.english_word(words[-1].lower()) and not other_kind("it", name)
        return plainly_thing(name) or bool(common)

    if _DUMMY_IT.match(sentence):
        return None
    things = [name for name in candidates if thing(name)] if other_kind("it", default) else []
    return things[-1] if things else None


def plainly_thing(name: str) -> bool:
    """Whether ``name`` is plainly no person's: a class noun ends it ("Quill toolkit"), an undertaking's noun opens it
    ("Project X") or an organisation's word ends it ("Orsk Labs", "Norrby FC")."""
    return bool(class_of(name)) or undertaking(name) or ORGANISATION.search(name.split()[-1]) is not None


OPENING = re.compile(
    r"(?:;|,\s*(?:and|but)|\s(?:and|but)|,?\s(?:where|whereupon|when)(?=\s+(?:\S+\s+){0,5}?(?:he|she)\b)|"
    r",\s(?:when|where)(?=\s+it\b))\s+"
    r"(?:(?:(?:in|on|by|from|since|after|until|before)\s+[^;,]{0,25}?\d{4}|(?:with\s+effect\s+)?(?:since|from)\s+(?:then|that\s+(?:day|month|year|date|time|point))"
    r"|afterwards?|thereafter|then|later|subsequently|now|today|before(?=,\s+it\b)"
    r"|(?:before\s+th(?:at|en)|previously|earlier|formerly|prior\s+to\s+that)(?=,?\s+(?:he|she)\b)),?\s+)?"
    r"(?P<word>it|he|she|they)\b"
    r"(?!\s*[,.;:!?]?$)"
)
"""A subject pronoun opening a later clause, maybe after its time ("…; it is now …", "…, and she left", "…; in July
2016 it was", "…; afterwards it carried"), "he"/"she" opening a clause of where or when the subject did something
("…, where from 2007 she worked at …"), or "it" after ", when" / ", where" (:func:`thing_before`)."""
