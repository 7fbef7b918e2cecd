"""What a clause's verb says of its objects: a predicate read through its adjuncts, and every object it lists.

:func:`~c0lab.extract.predicates.verb_phrase` types a short run of words between two names. A biography
says the same ties with more words between: a duration or a season ("was married *for more than 20 years*
to", "spent *the 2001–02 season on loan* at"), a verb that opens an infinitive ("began *to work* for"), a
role held at a place with its modifiers ("was *an assistant professor* at", "was *a founding member* of").
:func:`frame` reads these as the verb and its preposition (``MARRIED_TO``, ``SPENT_AT``, ``WORKED_FOR``) or
the role and its preposition (``PROFESSOR_AT``, ``MEMBER_OF``): a verb frame, whatever the verb.

A verb names its objects once: "played for A, B, C and D", "started his career with A and B".
:func:`coordinated` gives each listed object the tie the verb gave the first.
"""

from __future__ import annotations

import re
from itertools import pairwise

from ..retrieval.lexicon import HELD_OFFICE, SERVING_AS, STANDING_IN, TAKING_OFFICE, RelationLexicon
from ..retrieval.meaning import broader, eponymous, personal_name, role_noun, wordnet
from .compound import POSSESSIVE
from .forms import place_name
from .holders import leading_compound, role_type
from .names import FUNCTION, MONTHS, NAMING, UPPER, english_word
from .predicates import MANNER, NOT_HOLDING, named_to, someone, verb_before, verb_like, verb_phrase
from .rules import relation_type

__all__ = [
    "HELD_OFFICE",
    "alternatives",
    "coordinated",
    "describing",
    "frame",
    "governed",
    "joint",
    "office",
    "second_object",
    "shared",
]

_NUMBER = (
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty"
    r"|several|many|a\s+few|a\s+couple\s+of)"
)
_ADJUNCTS = re.compile(
    rf"\bfor\s+(?:(?:more|less|fewer)\s+than\s+|over\s+|almost\s+|nearly\s+|about\s+|around\s+|some\s+|just\s+"
    rf"|only\s+)?{_NUMBER}\s+(?:[a-z-]+\s+)?(?:years?|seasons?|months?|weeks?|decades?|days?)\b"  # for 20 years
    r"|\b(?:the\s+)?(?:(?:\d{4}(?:[–—-]\d{2,4})?|following|next|previous|whole|entire|first|last|same)\s+)+"
    r"(?:season|campaign|year|summer|winter)s?\b"  # the 2001–02 season
    r"|\bthe\s+(?:rest|remainder|end|start)\s+of\s+the\s+(?:\d{4}(?:[–—-]\d{2,4})?\s+)?(?:season|campaign|year)\b"
    r"|\bon\s+loan\b|\b(?<=started\s)out\b|\b(?<=set\s)out\b"  # on loan; started out
    rf"|\b(?:in|on|during)\s+(?:(?:early|mid|late)[\s-]+)?(?:\d{{1,2}}\s+)?(?:(?:{'|'.join(sorted(MONTHS))})\s+)?"
    r"(?:\d{1,2}\s*,?\s+)?\d{4}(?=\s+[a-z])"  # in 2004, on 3 May 1990 (not "in the 1995 First Division")
    r"|\bas\s+(?:an?|the)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+(?=\s+(?:with|at|for|in|to)\b)",  # as a trainee
    re.IGNORECASE,
)
"""Words between a verb and its preposition that say how long, when or in which role, not the tie ("for 20 years",
"the 2001–02 season", "on loan", "in 2004", "as a trainee")."""
_MODIFIERS = re.compile(
    r"(?<=\s)(?:[^\W\d_][\w.]*-(?:born|based|bred|raised|owned|headquartered)"  # "the Oslo-based", "Ohio-born"
    r"|(?:newly|recently|then|since|later)[\s-](?:founded|formed|created|established|merged|renamed))(?=\s+$)"
)
"""The object's modifiers that say where or since when, right before it ("the Oslo-based", "the newly founded")."""
_INFINITIVE = re.compile(
    r"\s*(?:(?:also|then|later|soon|eventually|subsequently)\s+)?"
    r"(?:began|begun|begins|started|starts|went\s+on|goes\s+on|continued|continues|moved|came|returned|decided"
    r"|chose|agreed|left|was\s+hired|was\s+invited)\s+to\s+(?P<verb>[a-z]{3,})"
    r"\s+(?P<preposition>for|at|with|under)(?:\s+(?:the|a|an))?\s*"
)
"""A verb opening an infinitive, then the infinitive's verb and its preposition: "began to work for"."""
_ROLE = re.compile(
    r"\s*(?:is|was|were|are|has\s+been|had\s+been|have\s+been|became|becomes|remained|remains)"
    r"(?:\s+(?:also|later|then|now|still|briefly|once|[a-z]+ly))?\s+(?:(?:an?|the)\s+)?"
    r"(?P<modifiers>(?:[a-z][a-z-]*\s+){0,3}?)(?P<role>[a-z]{3,})\s+(?P<preposition>at|of|for|with)"
    r"(?:\s+(?:the|a|an))?\s*"
)
"""A form of "be" or "become", a role with its modifiers, and a preposition: "was an assistant professor at"."""
_ADVERB = rf"(?:{'|'.join(sorted(MANNER))}|[a-z]+ly)"
_TAKING = "|".join(sorted(verb.replace(" ", r"\s+") for verb in TAKING_OFFICE))
_COPULA = re.compile(
    rf"\s*(?:{_ADVERB}\s+)?(?:is|was|were|are|has\s+been|had\s+been|have\s+been|became|becomes|remained|remains)"
    rf"(?:\s+{_ADVERB})?"
    rf"(?:\s+(?:{_TAKING})(?:\s+as)?)?\s+(?:the\s+)?|\s*(?:{'|'.join(sorted(SERVING_AS))})\s+as\s+(?:the\s+)?"
)
"""A form of "be" or "become", maybe with a verb of taking an office (:data:`~c0lab.retrieval.lexicon.TAKING_OFFICE`),
or one of serving "as", and nothing else before a name: "was Governor of …", "was elected Speaker of …"."""
_BE_IN = re.compile(
    r"\s*(?:is|are|was|were|has\s+been|have\s+been|had\s+been)(?:\s+(?:now|still|currently|\w+ly))?\s+in\s*"
)
"""A form of "be" and "in", no other word: where the subject is when what follows names no kind of thing."""
_OFFICE = re.compile(
    r"(?:\d+(?:st|nd|rd|th)\s+)?(?P<title>(?P<head>[A-Z][a-z]+)(?:\s+[A-Za-z][\w-]*){0,2})\s+(?:of|for|to)\s+\S"
)
"""A name made of a title and what it is of, for or to: "Governor of South Orsk", "36th Premier of Orsk", "Territorial
governor of Wisconsin Territory", "President pro tempore of the Senate", "Ambassador to France"."""
_ALONE = re.compile(r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,2}")
"""A post named alone by its title, two or three capitalised words: "Astronomer Royal", "Deputy Prime Minister"
(one word, "Chancellor", "Governor", says no post without what it is of)."""
_PAST = {"teach": "taught", "run": "ran", "lead": "led", "hold": "held", "fight": "fought", "write": "wrote"}
_COORDINATOR = re.compile(r"\s*(?:,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|as\s+well\s+as)\s+)(?:(?:the|a|an)\s+)?")
"""What stands between two objects of one verb: a comma, "and", "or" ("A, B and the C")."""
_NEXT_WORD = re.compile(r"\s*(?:\([^()]*\)\s*)?([a-z]+)")


def _past(verb: str) -> str:
    """The past of an infinitive, for a type read like the finite verb's ("work" → "worked")."""
    if verb in _PAST:
        return _PAST[verb]
    if verb.endswith("e"):
        return f"{verb}d"
    if re.search(r"[^aeiou]y$", verb):
        return f"{verb[:-1]}ied"
    return f"{verb}ed"


def office(name: str) -> bool:
    """Whether a name is an office held by a person: a title (a noun WordNet files as a person: governor,
    chancellor, minister, spokesperson) of or for something ("Governor of South Orsk"), or a post named alone by
    its capitalised title of two or three words ("Astronomer Royal", "Imperial Mathematician"); not "University of
    Orsk" (a group), "City of Orsk" (a place), "Chancellor" (of what?), "Edmond Halley" (a person). False
    with no WordNet.

    >>> office("Governor of South Orsk"), office("University of Orsk") or wordnet() is None
    (True, False)
    >>> office("Astronomer Royal") or wordnet() is None, office("Chancellor")
    (True, False)
    """
    found = _OFFICE.match(name)
    if found is not None:  # the title's head noun is its last word: "Prime Minister", "Lord Chancellor"
        return role_noun(found["head"], any_sense=True) or role_noun(found["title"].split()[-1])  # "Justice of …"
    words = name.split()  # every word a common one ("Cota President": a name and a title, no post), or named after
    return (  # someone ("Lucasian Professor": a named chair)
        bool(_ALONE.fullmatch(name))
        and any(map(role_noun, words))
        and all(english_word(word) or eponymous(word) for word in words)
    )


_BELONGING = frozenset(["religious_person", "inhabitant", "adherent", "follower"])
"""WordNet's kinds of person by faith, origin or allegiance ("Catholic", "American"): one is one, holds no post."""


def titled(name: str) -> bool:
    """Whether ``name`` is one capitalised word that is a title: a noun WordNet files as a kind of person, said as
    a post ("X was Chancellor", "X became Mayor"; what it is of left unsaid), not a faith or an origin ("became
    Catholic"). False with no WordNet.

    >>> titled("Chancellor") or wordnet() is None, titled("Catholic"), titled("Halley"), titled("Orsk Labs")
    (True, False, False, False)
    """
    return (
        bool(re.fullmatch(r"[A-Z][a-z]+", name))
        and role_noun(name)
        and english_word(name.lower())
        and not broader(name.lower()) & _BELONGING
    )


def second_object(verb: str, preposition: str, target: str) -> str | None:
    """The type of a verb's second object after a preposition ("releases the T toolkit under the L licence":
    ``RELEASES_UNDER``); an office one is named to is held ("the Duke appointed Ivo as Royal Surveyor":
    ``HELD_OFFICE_AS``, as "Ivo was appointed Royal Surveyor" reads); none for a person one wrote it with ("wrote the
    GPLv3 with Eben Moglen": the author's partner, not the work's)."""
    if verb in NAMING and preposition == "as" and office(target):
        return HELD_OFFICE
    if preposition == "with" and personal_name(target) and RelationLexicon.asked_senses(verb) & {"author"}:
        return None
    return relation_type([verb, preposition])


_ROLE_TAKEN = re.compile(
    r"\s*(?:(?:is|are|was|were|has|had|have|has\s+been|had\s+been)\s+)?(?:(?:later|then|subsequently|eventually)\s+)?"
    rf"(?:{_TAKING}|{'|'.join(sorted(SERVING_AS))}|serves|took\s+over|takes\s+over|stepped\s+(?:in|up)|steps\s+(?:in|up)"
    r"|promoted|elevated|rose|rises|moved\s+up|returned|returns|came\s+back)\s+"
    r"(?:(?:a|one|two|three|four|five|six|\d+)\s+(?:full\s+)?(?:terms?|years?|seasons?|spells?)\s+)?(?:as|to)\s+"
    rf"(?:the\s+)?(?:(?:new|permanent|{'|'.join(sorted(STANDING_IN))})\s+)?"
    r"(?P<role>(?:[a-z-]+\s+){0,2}[a-z]+)\s+(?:of|at)(?:\s+(?:the|a|an))?\s*"
)
"""A post taken or held, said by a verb of taking it (:data:`~c0lab.retrieval.lexicon.TAKING_OFFICE`), being raised
to or serving in it (:data:`~c0lab.retrieval.lexicon.SERVING_AS`) before the role ("took over as chief executive
of", "was promoted to chairman of", "was sworn in as mayor of", "served two terms as governor of"): the role's type
(:func:`~c0lab.extract.holders.role_type`)."""


def frame(between: str, *, target: str = "") -> str | None:
    """The relation type the words between two names say: :func:`verb_phrase`'s, else the verb and its
    preposition read through a duration, a season or a role ("was married for 20 years to" → ``MARRIED_TO``),
    an infinitive's verb ("began to work for" → ``WORKED_FOR``), or a role held with its modifiers ("was an
    assistant professor at" → ``PROFESSOR_AT``); "… from" (where one came from) is none of these.

    >>> frame(" was married for more than 20 years to screenwriter "), frame(" spent the 2001–02 season on loan at ")
    ('MARRIED_TO', 'SPENT_AT')
    >>> frame(" began to work for "), frame(" was an assistant professor at the "), frame(" met ")
    ('WORKED_FOR', 'PROFESSOR_AT', None)
    >>> frame(" are in ", target="Oslo") == "BASED_IN" or wordnet() is None, frame(" is in ", target="Project Atlas")
    (True, None)
    """
    between = _MODIFIERS.sub("", between)
    if _COPULA.fullmatch(between) and (office(target) or titled(target)):
        return HELD_OFFICE  # "X was Governor of Y", "X became Astronomer Royal": the office held, whatever the verb
    if _BE_IN.fullmatch(between) and place_name(target):
        return "BASED_IN"  # "They are in Tanbel", "has been in Oslo for years": a name of no kind of thing, a place
    took = _ROLE_TAKEN.fullmatch(between)
    if took and (post := role_type(took["role"].split())):
        return post  # "took over as chief executive of", "was promoted to chairman of": the post taken
    named = named_to(between)  # "X was appointed the first Astronomer Royal", "was made a Justice of": held
    kind = HELD_OFFICE if named and office(target) else verb_phrase(between) or named
    if kind is not None or not re.match(r"\s*[a-z]", between) or re.search(r"[,;:()\[\]\"!?.]", between):
        return kind
    reduced = " ".join(_ADJUNCTS.sub(" ", between).split())
    if re.search(r"\bfrom(?:\s+(?:the|a|an))?$", reduced):
        return None  # "joined on a free transfer from": where one came from, not the tie
    if reduced != " ".join(between.split()) and (kind := verb_phrase(f" {reduced} ")) is not None:
        return kind
    started = _INFINITIVE.fullmatch(f" {reduced} ")
    if started is not None:
        return relation_type([_past(started["verb"]), started["preposition"]])
    role = _ROLE.fullmatch(f" {reduced} ")
    if role is None or role["role"] in FUNCTION or re.fullmatch(r"[a-z]+(?:ed|ing)", role["role"]):
        return None  # "was founded in", "was working at": a verb, not a role
    if any(word in FUNCTION for word in role["modifiers"].split()) or not role_noun(role["role"]):
        return None  # "was the one who was at", "is the software toolkit of": no role a person holds
    if NOT_HOLDING.intersection(role["modifiers"].split()):
        return None  # "is the honorary president of", "was the late director of": not the office held
    if role["role"] in ("predecessor", "successor"):
        return None  # "was the predecessor of Y": a succession (``successors``), no post held at Y
    return relation_type([role["role"], role["preposition"]])


def coordinated(
    sentence: str, spans: list[tuple[int, int, str]], typed: dict[tuple[str, str], tuple[str, int]]
) -> list[tuple[str, str, str, int]]:
    """(owner, type, object, where it is said) for each name listed after an object of a typed tie ("X played for
    A, B, C and D": B, C and D as A is), unless the listed name opens a clause of its own ("X joined A, and B
    signed him") or is already tied to the owner. ``typed``: (source, target) → (type, clause) of the sentence.

    >>> coordinated("Ana played for Orvik, Halden and Tern.", [(0, 3, "Ana"), (15, 20, "Orvik"),
    ...     (22, 28, "Halden"), (33, 37, "Tern")], {("Ana", "Orvik"): ("PLAYED_FOR", 0)})
    [('Ana', 'PLAYED_FOR', 'Halden', 22), ('Ana', 'PLAYED_FOR', 'Tern', 33)]
    """
    found: list[tuple[str, str, str, int]] = []
    held = {target: (source, kind) for (source, target), (kind, _) in typed.items()}
    links = [_COORDINATOR.fullmatch(sentence[end:start]) for (_, end, _), (start, _, _) in pairwise(spans)]
    for number, ((_, _, first), (start, after, name)) in enumerate(pairwise(spans)):
        tie = held.get(first)
        if tie is None or tie[0] == name or not links[number] or not _closed(links, number):
            continue
        if (tie[0], name) in typed or (name, tie[0]) in typed or name in held:
            continue
        following = _NEXT_WORD.match(sentence, after)
        if following and (verb_like(following.group(1)) or following.group(1) in ("is", "was", "were", "are", "had")):
            continue  # "…, and Orvik signed him": the name is the subject of a clause of its own
        gapped = _gapped_role(sentence[after:])
        if gapped is not None:  # "A was appointed chairman of X and B chief executive": B chief executive of X
            found.append((name, gapped, first, start))
            continue
        found.append((tie[0], tie[1], name, start))
        held[name] = tie
    return found


def _gapped_role(after: str) -> str | None:
    """The type of the role a listed name is said with, its verb left out ("… and B chief executive"), else None."""
    words = re.match(r"\s+((?:[a-z]+\s*){1,3})(?=$|[,.;]|\s+(?:in|from|on|since|at)\b)", after)
    said = words.group(1).split() if words else []
    return next((kind for size in (3, 2, 1) if len(said) == size and (kind := role_type(said))), None)


def gapped(
    typed: dict[tuple[str, str], tuple[str, int]], carried: tuple[str, str], name: str, rest: str, number: int
) -> bool:
    """Add to ``typed`` the role a clause of a name and a role gives it, its verb left out, at what the clause
    before tied (``carried``: its owner and type): "A was named chairman of X, and B chief executive" (``name``
    B, ``rest`` the words after it, ``number`` the clause): B chief executive of X. Whether it was such a clause."""
    role = _gapped_role(rest)
    things = [target for (owner, target), (kind, _) in typed.items() if (owner, kind) == carried and target != name]
    if role is None or not things:
        return False
    typed.setdefault((name, things[-1]), (role, number))
    return True


_JOINED = re.compile(r"(?:\b(?:and|but)\s+(?:then\s+|later\s+|also\s+|subsequently\s+)?)$")


def _closed(links: list[re.Match[str] | None], number: int) -> bool:
    """Whether the link ``number`` between two names belongs to a list that "and" or "or" closes ("A, B and C"):
    a comma alone is no list ("Girton College, Cambridge": a college and where it is)."""
    run = number
    while run < len(links) and (link := links[run]) is not None:
        if re.search(r"\b(?:and|or|as\s+well\s+as)\b", link.group()):
            return True
        run += 1
    return False


def shared(sentence: str, begin: int) -> bool:
    """Whether the clause at ``begin`` is a verb joined to the one before by "and"/"but" ("X joined A in 1980 and
    moved to B in 1985"): it shares the sentence's subject, where a participle after a comma tells of the name
    before it ("…, made by B").

    >>> shared("X joined A in 1980 and moved to B.", 23), shared("X uses A, made by B.", 10)
    (True, False)
    """
    return bool(_JOINED.search(sentence[:begin].rstrip() + " ") or re.match(r"(?:and|but)\s", sentence[begin:]))


_GOVERNED = re.compile(r"(?P<head>\S*)\s+(?:of|at|from|in|with|for|among|within|inside)\s+(?:the\s+)?$")
"""A preposition before a name, and the word it follows: the name is that word's complement, not a subject."""
_RELATIVE_OPEN = re.compile(
    r"\s?,\s+(?:(?:whose|which|who|whom|where)\b|(?:a|an|the)\s+(?:[a-z-]+\s+){1,3}?(?:of|at|for)\b"
    rf"|(?:[{UPPER}][\w.-]*\s+){{0,3}}[{UPPER}][\w.-]*{POSSESSIVE}\s+[a-z]|(?:a|an)\s+(?:[{UPPER}][\w.-]*\s+){{1,3}}[a-z])"
    r"[^,;()]*$"
)
"""A relative clause or an appositive open before a name ("Orvel Trust, whose founder lived in ", "Kell Bank, a
subsidiary of ", "Tom Vel, Ann Vel's brother", "Ann Vel, a Tarn Works engineer"): a verb after its closing comma is
the antecedent's."""
_OBJECT_RELATIVE = re.compile(r",\s+(?:which|that)\s+$")
"""A relative pronoun before a name that is its clause's subject: the pronoun is the verb's object ("T, which P …")."""
_UNDER = re.compile(r"\s+(?:[a-z]+ly\s+)?[a-z]{3,}\s+under\s+(?:the\s+|a\s+|an\s+)?")
"""A verb with no object of its own then "under" ("… ships under the L licence"): its object is what is under L."""
_NOBODY = re.compile(r"(?:\b(?:nobody|none|neither|no(?:\s+[a-z]+)?|no\s+one)\s*)$", re.IGNORECASE)
"""A negative subject ("Nobody at X …", "No one from X …", "No player of X …"): what it says holds of no one."""


def antecedent(sentence: str, spans: list[tuple[int, int, str]], at: int) -> str | None:
    """The name a relative clause still open at ``at`` tells of ("Orvel Trust, whose founder lived in Dellmoor"
    → Orvel Trust), or None: a verb after the clause's closing comma is that name's."""
    opened = _RELATIVE_OPEN.search(sentence[:at].rstrip(" ,"))
    names = [name for _, end, name in spans if opened is not None and end == opened.start()]
    return names[-1] if names else None


_OF_SOMEONE = (
    r"(?:(?:[A-Z][^,;]*?['’]s|[Hh]is|[Hh]er|[Tt]heir)\s+(?:[a-z-]+\s+){0,2}[a-z-]+"
    r"|[Tt]he\s+(?:[a-z-]+\s+){0,2}[a-z-]+\s+of\s+[^,;]+?)"
)
_APPOSED_SUBJECT = re.compile(
    rf"^(?:{_OF_SOMEONE}\s*,\s+(?P<name>[^,;]+?)"
    rf"|(?P<first>[A-Z][^,;]*?)\s*,\s+{_OF_SOMEONE}(?:\s+and\s+[a-z][a-z -]*)?)"
    r"(?:\s*,\s*(?:who|which)\s+[^,;]+)?\s*,?\s*$"
)
"""A sentence opened by a noun of someone's and the name that noun is, in commas: "Ana Pell's successor, Bo Ek,",
"The successor of Ana Pell, Bo Ek," and "Bo Ek, Ana Pell's successor," ("Bo Ek, her successor and former student,"),
a relative clause on the name after it ("Her successor, Bo Ek, who joined in 2015,")."""


def apposed_subject(opening: str) -> str | None:
    """The name a sentence's opening noun phrase is said to be, when the opening (the words before a clause) is only
    that phrase and the name in commas ("Ana Pell's successor, Bo Ek, still leads X": Bo Ek leads X), else None.

    >>> apposed_subject("Ana Pell's successor, Bo Ek,"), apposed_subject("Bo Ek, Ana Pell's heir,")
    ('Bo Ek', 'Bo Ek')
    >>> apposed_subject("In 2019, Bo Ek,")
    """
    found = _APPOSED_SUBJECT.match(opening)
    return (found["name"] or found["first"]) if found else None


def governed(
    sentence: str, spans: list[tuple[int, int, str]], begin: int, source: str, kind: str | None
) -> tuple[str, str | None]:
    """The subject and type of a verb said right after the name at ``begin`` (``source``, typed ``kind``), when that
    name is the complement of a preposition: "Mara Quill of Quill Labs joined X" is Mara Quill's joining (the name
    the preposition follows); "Nobody at Quill Labs likes X" is no one's (no type); the last name of a relative
    clause closed by a comma: "Orvel Trust, whose founder lived in Dellmoor, moved to X" is Orvel Trust's moving;
    the name a relative pronoun object follows: "T, which P ships under L" puts T under L; else as read.

    >>> spans = [(0, 10, "Mara Quill"), (14, 24, "Quill Labs"), (32, 37, "Orvel")]
    >>> governed("Mara Quill of Quill Labs joined Orvel.", spans, 14, "Quill Labs", "JOINED")
    ('Mara Quill', 'JOINED')
    >>> governed("Nobody at Quill Labs likes Oslo.", [(10, 20, "Quill Labs")], 10, "Quill Labs", "LIKES")
    ('Quill Labs', None)
    """
    closing = next((end for start, end, name in spans if start == begin and name == source), begin)
    relative = _OBJECT_RELATIVE.search(sentence, 0, begin) if kind is not None else None
    after = next((start for start, _, _ in spans if start >= closing), len(sentence))
    thing = [name for _, end, name in spans if relative and end == relative.start()]
    if thing and _UNDER.fullmatch(sentence, closing, after):
        return thing[-1], kind  # "T, which P ships under the L licence": T is under L
    told = antecedent(sentence, spans, begin) if kind is not None else None
    if told is not None and told != source and sentence[closing:].lstrip().startswith(","):
        return told, kind  # "X, whose founder lived in Y, moved": X moved
    found = _GOVERNED.search(sentence[:begin]) if kind is not None else None
    if found is None:
        return source, kind
    owner = [name for _, end, name in spans if end == found.end("head")]  # "Mara Quill of …": a name ends there
    if owner and owner[-1] != source:
        return owner[-1], kind
    return (source, None) if _NOBODY.search(sentence[: found.end("head")]) else (source, kind)


def alternatives(typed: dict[tuple[str, str], tuple[str, int]], one: str, other: str) -> bool:
    """Whether a third name holds both names by one type in this sentence: two values, not a tie of their own."""
    ties: dict[str, set[tuple[str, str]]] = {}
    for (source, target), (kind, _) in typed.items():
        ties.setdefault(source, set()).add((target, kind))
        ties.setdefault(target, set()).add((source, kind))
    return bool(
        {(owner, kind) for owner, kind in ties.get(one, ())} & {(owner, kind) for owner, kind in ties.get(other, ())}
    )


_A_DESCRIBED = re.compile(r"\b(?:a|an)\s+(?:fellow\s+)?$")
_NOUN_COMMA = re.compile(r"\s+(?P<noun>[a-z]+)\s*,")
"""A name inside an indefinite description before a comma ("married a fellow RADA student, …"): it only describes."""
_RELATIVE_WORD = re.compile(r"\b(?:where|when|who|which|whom|whose)\b")
_DESCRIPTORS = re.compile(r"(?:\s+[a-z][a-z-]+){1,3}\s+")
"""One to three lower-case words between a modifier and the name it describes ("German lower-tier clubs")."""


def describing(sentence: str, spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The names that describe the name after them rather than tie to it: a name and one lower-case noun before
    the next ("… signed for League Two side Harbury Town"), or two words ending in a role ("Orsk Labs chief
    executive Ana Roe"; :mod:`.holders` reads the role), or a one-word adjective WordNet holds (a nationality:
    "German", "Hungarian") and up to three ("… loans with German lower-tier clubs Orvik and Tern"); not a verb
    ("… Orvik signed Tern"), nor a relative word ("… at Orvik where Tern played").

    >>> describing("Ana joined German lower-tier clubs Orvik and Tern.", [(0, 3, "Ana"), (11, 17, "German"),
    ...     (35, 40, "Orvik"), (45, 49, "Tern")])
    [(11, 17, 'German')]
    """
    found = [  # "married a fellow RADA student, …": RADA describes the student
        span
        for span in spans
        if _A_DESCRIBED.search(sentence, 0, span[0])
        and (noun := _NOUN_COMMA.match(sentence, span[1])) is not None
        and someone(noun["noun"])
    ]
    for first, second in pairwise(spans):
        between = sentence[first[1] : second[0]]
        words = between.split()
        if _RELATIVE_WORD.search(between) or any(word in FUNCTION for word in words):
            continue
        if re.fullmatch(r"\s+[a-z][a-z-]+\s+", between):
            verb = verb_like(words[0]) and not verb_before(sentence[: first[0]])
            found += [] if verb or words[0].endswith(("ed", "ing", "ly")) else [first]
        elif re.fullmatch(r"\s+[a-z][a-z-]+\s+[a-z][a-z-]+\s+", between) and leading_compound(*words):
            found.append(first)  # "Orsk Labs chief executive Ana Roe": a role (:mod:`.holders`), not a verb
        elif _DESCRIPTORS.fullmatch(between) and adjective(first[2]):
            doing = any(verb_like(word) for word in words[:-1]) or any(w.endswith(("ed", "ing", "ly")) for w in words)
            found += [] if doing else [first]  # the last word is the noun described ("clubs", "side")
    return found


def adjective(name: str) -> bool:
    """Whether a name is one word WordNet holds as an adjective ("German", "Maltese"; not "Oslo")."""
    net = wordnet()
    return " " not in name and name.isalpha() and net is not None and bool(net.base_forms(name.lower(), "a"))


def joint(
    sentence: str, spans: list[tuple[int, int, str]], typed: dict[tuple[str, str], tuple[str, int]]
) -> list[tuple[str, str, str, int]]:
    """(subject, type, object, where it is said) for each name listed before the subject of a typed tie ("A and B
    founded X", "A, B and C signed X": A and B as C), when the list opens its clause (no verb before it: "X joined A
    and B joined C" gives A nothing). ``typed``: (source, target) → (type, clause) of the sentence.

    >>> joint("Ana Roe and Bo Lind founded Tamo.", [(0, 7, "Ana Roe"), (12, 19, "Bo Lind"), (28, 32, "Tamo")],
    ...     {("Bo Lind", "Tamo"): ("FOUNDED", 0)})
    [('Ana Roe', 'FOUNDED', 'Tamo', 0)]
    """
    found: list[tuple[str, str, str, int]] = []
    targets = {target for _, target in typed}
    for number, (_, _, name) in enumerate(spans[1:-1], start=1):
        after = spans[number + 1][2]
        tie = typed.get((name, after))
        closing = _COORDINATOR.fullmatch(sentence[spans[number - 1][1] : spans[number][0]])
        if tie is None or closing is None or not re.search(r"\b(?:and|or)\b", closing.group()):
            continue
        run = number - 1
        while run > 0 and _COORDINATOR.fullmatch(sentence[spans[run - 1][1] : spans[run][0]]):
            run -= 1
        opening = re.split(r"[,;:]\s", sentence[: spans[run][0]])[-1]
        if any(verb_like(word) for word in re.findall(r"[a-z]+", opening)):
            continue  # "X joined A and B joined C": A is an object, not a subject
        found += [
            (listed, tie[0], after, start)
            for start, _, listed in spans[run:number]
            if listed not in (name, after) and listed not in targets and (listed, after) not in typed
        ]
    return found
