"""The relation type the words between two names say, open-IE style, from the words alone (no parse).

:func:`verb_phrase` reads a short run of words: a phrase of a general relation sense
(:data:`~c0lab.retrieval.lexicon.SENSES`), a passive of any verb, a finite verb (regular, or a common
irregular past) with its prepositions, a participle after a form of "be" with its prepositions ("was
traded to"), a verb, its object and a preposition ("spent four seasons with"), or a participle clause
ending in a preposition ("… after signing a contract with"); and, after any of these,
a description of the name that follows ("married the singer …", "signed for League Two side …"), which is
no part of the type. The type is :func:`~c0lab.extract.rules.relation_type`'s.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..retrieval.lexicon import PREPOSITIONS, STANDING_IN, TAKING_OFFICE, RelationLexicon
from ..retrieval.meaning import broader
from .inflect import past_tense, present_tense, verb_lemmas
from .names import ADVERBS, group_noun
from .rules import MAX_TYPE_WORDS, relation_type
from .word_classes import noun_class

__all__ = [
    "MANNER",
    "NOT_HOLDING",
    "RENAMED",
    "finite",
    "past_verb",
    "has_sense",
    "someone",
    "office_holder",
    "named_to",
    "verb_before",
    "verb_like",
    "verb_phrase",
]

RENAMED = "RENAMED"
"""The type of "A was renamed B" (also "rebranded", "re-designated", "changed its name to"): B is A's new name."""
_RENAMING = re.compile(
    r"(?:(?:is|are|was|were|been|be|being|has|have|had)\s+)*(?:[a-z]+ly\s+|later\s+|then\s+|soon\s+)?"
    r"(?:renamed|rebranded|re-?designated|redesignated|retitled|re-?named|changed\s+(?:its|their)\s+name)"
    r"(?:\s+(?:as|to|into))?(?:\s+(?:the|a|an))?"
)

_PREPOSITIONS = frozenset("for to with at in on from into under as of over against alongside".split())
_PASSIVE = re.compile(
    r"(?:is|are|was|were|been|being|be|has been|had been|have been)(?: [a-z]+ly| now| still)?"
    r" [a-z]+(?:ed|en|wn|t) by"
)
_BE = frozenset("is are was were been being be".split())
MANNER = (ADVERBS | {"also", "now", "currently"}) - {word.lower() for word in PREPOSITIONS} - {"never"}
"""Adverbs of time, place and degree that leave what a predicate says as it is ("first became", "once played for",
"again joined", "was later"); not a preposition ("before", "after"), not a negation ("never played for")."""
_DROPPED = frozenset(["the", "a", "an", "has", "have", "had", "having", "subsequently"]) | MANNER
"""Articles, auxiliaries and adverbs: no word of a type."""
_FINITE_AUXILIARY = frozenset("is are was were has have had".split())
_IRREGULAR = frozenset(
    "began became went spent won held ran made took got wrote taught fought built bought sold brought rejoined "
    "rose sent lent born came kept led".split()
)
"""Common irregular past forms that open a predicate as a regular "-ed" does ("went to", "spent … with")."""
_PARTICIPLE_PAST = dict(
    pair.split(":")
    for pair in "taken:took undertaken:undertook given:gave begun:began become:became chosen:chose overseen:oversaw "
    "written:wrote run:ran driven:drove drawn:drew grown:grew gone:went risen:rose sworn:swore ridden:rode "
    "spoken:spoke fallen:fell thrown:threw known:knew".split()
)
"""Irregular past participles and their past: "has taken over X" says the tie "took over X" does."""
_BRACKETS = re.compile(r"\([^()]*\)")
_FEE = re.compile(
    r"\bfor\s+(?:a\s+(?:fee|sum|price)\s+of\s+|an?\s+)?(?:reported\s+|record\s+)?(?:fee\s+of\s+)?"
    r"[€£$¥]\s?\d[\d.,]*(?:\s*(?:million|billion|thousand|m|bn|k)\b)?"
)
"""A price said between a verb and its object ("signed a four-year deal for €4.5 million with", "moved for a fee of
£2m to"): no word of the tie."""
_DETERMINERS = frozenset("the a an his her its their fellow".split())
_CAREER_ENDED = frozenset("finished finishes ended ends closed".split())
"""Verbs that end a career said with it ("finished his career at X"): the type keeps the career."""
_NOT_A_NOUN = frozenset(
    "is are was were be been being has have had and or but not no also then who which that this these those "
    "it he she they him them by about after before since until than down up out off behind within without through "
    "across".split()
)
_OBJECT_PREPOSITIONS = frozenset("with for at in to from".split())
"""Prepositions after a verb and its object that relate the subject to the next name ("spent two years with")."""


_BECOME = frozenset(
    "became becomes served serves remained remains named appointed elected promoted hired made took takes taken "
    "assumed assumes held holds put placed stands stood".split()
)
"""Verbs that give their subject the role a sense word after them names ("became president of", "took charge
of"): the
role's phrase is the type. After another verb ("met the president of") the role is someone else's."""


_NAMED_TO = re.compile(
    r"(?:is|are|was|were|been|has\s+been|had\s+been)\s+(?:[a-z]+ly\s+)?(?P<verb>appointed|named|elected|crowned|"
    r"chosen|installed|proclaimed|made)(?:\s+(?:the|a|an))?(?:\s+(?:first|new|sole|acting|interim|next|second|third|last))?"
)
"""A passive of naming someone to a role, then the role's name ("X was appointed the first Astronomer Royal"):
X ``APPOINTED_AS`` the role."""


def named_to(between: str) -> str | None:
    """The type of a passive of naming someone to a role said by the name after it ("X was appointed the first
    Astronomer Royal": ``APPOINTED_AS``), or None.

    >>> named_to(" was appointed the first "), named_to(" was appointed by ")
    ('APPOINTED_AS', None)
    """
    found = _NAMED_TO.fullmatch(" ".join(between.split()))
    return relation_type([found.group("verb"), "as"]) if found else None


_BECAME = frozenset("became becomes become remained remains".split())
"""Verbs whose object is the role the subject takes or keeps ("became court mathematician to")."""
_PARTICIPLE = re.compile(
    r"\b(?:after|before|upon|on|by|when|while)\s+(?P<verb>[a-z]{3,}ing)\b(?P<object>(?:\s+[a-z-]+){0,4}?)"
    r"\s+(?P<preposition>with|for|to|at|from|in)(?:\s+(?:the|a|an))?\s*$"
)
"""A participle clause ending in a preposition before the next name: "after signing a contract with"."""
_DOING = re.compile(r"\b(?:after|before|upon)\s+(?P<verb>[a-z]{3,}ing)\s*$")
"""A participle clause whose verb takes the next name as its object: "before joining", "after managing"."""
_ING_PAST = {"making": "made", "taking": "took", "leaving": "left", "getting": "got", "winning": "won"}
_ING_PAST |= {"becoming": "became", "running": "ran", "spending": "spent", "going": "went", "being": ""}
_ING_PAST |= {"leading": "led", "holding": "held", "buying": "bought", "selling": "sold"}


def _participle(words: str) -> str | None:
    """The type a participle clause ending the words between two names says of the first ("found more time
    after signing a free-agent contract with" → ``SIGNED_WITH``): the verb in the past, its preposition."""
    found = _PARTICIPLE.search(words)
    doing = _DOING.search(words) if found is None else None
    if doing is not None:  # "before joining": the type of its past when it has a sense ("joined"; not "beating")
        kind = relation_type([_ing_past(doing["verb"])])
        return kind if kind is not None and has_sense(kind) else None
    if found is None or any(word in _NOT_A_NOUN for word in found.group("object").split()):
        return None
    past = _ing_past(found.group("verb"))
    return relation_type([past, found.group("preposition")]) if past else None


def _ing_past(verb: str) -> str:
    """The past of a verb's "-ing" form ("signing" → "signed", "marrying" → "married"; "being": none)."""
    if verb in _ING_PAST:
        return _ING_PAST[verb]
    said = next(filter(None, map(past_tense, verb_lemmas(verb))), None)  # with lemminflect installed
    return said or verb[:-3] + "ed"


def verb_like(word: str) -> bool:
    """Whether a lower-case word reads as a finite verb: a regular past or third person ("joined", "runs"), or a
    common irregular past ("went")."""
    return bool(re.fullmatch(r"[a-z]{3,}(?:ed|[^s]s)|[a-z]{2}[^s]s", word)) or word in _IRREGULAR  # "runs", "owns"


def past_verb(word: str) -> bool:
    """Whether a lower-case word reads as a verb's past: a regular "-ed" or a common irregular one ("took", "became");
    no "-s" form, which a plural noun shares ("teams")."""
    return bool(re.fullmatch(r"[a-z]{2,}ed", word)) or word in _IRREGULAR


def finite(word: str) -> bool:
    """Whether a lower-case word is a finite verb: :func:`verb_like`, or a form of "be" or "have" ("…, and B was")."""
    return verb_like(word) or word in _FINITE_AUXILIARY


def verb_before(text: str) -> bool:
    """Whether ``text`` ends in a finite verb (:func:`verb_like`): what follows is its object, so a word ending in
    "-s" after the object's first name is a noun ("joined Second Division rivals Watford"), not another verb."""
    words = re.findall(r"[a-z]+", text[-40:])
    return bool(words) and bool(re.search(r"[a-z]$", text.rstrip())) and verb_like(words[-1])


def _typed(words: list[str], *, limit: int, senses: bool = True) -> str | None:
    """The type of a whole run of words (the forms in the module docstring but the description), or None."""
    if not words or len([w for w in words if w not in _DROPPED]) > limit or any(re.search(r"\d", w) for w in words):
        return None
    if _PASSIVE.fullmatch(" ".join(words)):  # "was previously headed by": HEADED_BY
        return relation_type([word for word in words if not re.fullmatch(r"[a-z]{3,}ly", word)], passive=True)
    kept = [word for word in words if word not in _DROPPED and not re.fullmatch(r"[a-z]{3,}ly", word)]  # adverbs
    if len(kept) >= 3 and kept[0] in _BE and (re.fullmatch(r"[a-z]{3,}(?:ed|en)", kept[1]) or kept[1] in _IRREGULAR):
        kept = kept[1:]  # "was traded to", "is married to": the participle and its prepositions
    if 1 <= len(kept) <= 3 and verb_like(kept[0]) and all(word in _PREPOSITIONS for word in kept[1:]):
        return relation_type(kept)
    if (  # a verb, its object and a preposition: "spent four seasons with" → SPENT_WITH
        3 <= len(kept) <= 5
        and verb_like(kept[0])
        and kept[-1] in _OBJECT_PREPOSITIONS
        and not any(word in _PREPOSITIONS or word in _NOT_A_NOUN for word in kept[1:-1])
    ):  # its object kept when it names a role held at a place ("took the helm at" → TOOK_HELM_AT, not TOOK_AT;
        # "passed the chair to" hands the role to the next name, who holds nothing of the subject's)
        named = (
            kept[-1] in ("at", "in")
            and any(RelationLexicon.asked_senses(word) & _ROLES for word in kept[1:-1])
            or kept[0] in _BECAME  # "became court mathematician to": the role is the tie, not "became to"
        ) and len(kept) <= MAX_TYPE_WORDS
        if kept[0] in _CAREER_ENDED and "career" in kept:  # "finished his career at": FINISHED_CAREER_AT, a stint;
            return relation_type([kept[0], "career", kept[-1]])  # not "finished third at", a placing
        return relation_type(kept if named else [kept[0], kept[-1]])
    kept = _unmodified(kept) if senses else kept  # "became project lead of": the role's sense word, LEAD_OF
    if (held := _office_taken(kept)) is not None:  # "assumed the directorship of": DIRECTOR_OF
        return held
    if senses and RelationLexicon.asked_senses(" ".join(words)) and _role_is_the_subjects(kept):
        role = next(number for number, word in enumerate(kept) if RelationLexicon.asked_senses(word))
        if verb_like(kept[role]) and any(word not in _SAYING_HELD for word in kept[:role]):
            return None  # a verb after "would be", "will be": no role held ("would be transferred to")
        if kept[0] != "as" and all(word in _HOLDING or word == "as" for word in kept[:role]):  # "became", "returned as"
            return relation_type(kept[role:])  # one type whatever the tense: MAYOR_OF
        return relation_type(words) or relation_type(kept[role:])  # "is the CEO of", "was elected president of";
    if len(kept) == 3 and kept[0] in _BE and kept[2] == "of" and "the" in words and _thing_noun(kept[1]):
        return relation_type(kept[1:])  # "X was the capital of Y": CAPITAL_OF, a noun of no sense the table knows
    return None  # "took office as director of" → DIRECTOR_OF; not "met the president of"


def _thing_noun(word: str) -> bool:
    """Whether ``word`` is a noun WordNet holds and no verb, said of a thing ("capital", "birthplace"), nor a kind
    of person (a role's own readers read "was the head of") nor a happening ("was the winner of" stays read)."""
    return noun_class(word) in _THINGS and not verb_like(word)


_THINGS = frozenset(f"noun.{kind}" for kind in "location artifact object group possession".split())
"""WordNet's classes of nouns that name a thing one place or body is to another ("capital": location)."""


_SECOND = frozenset("deputy vice assistant associate co sub under".split())
"""Modifiers that make a role another's, below it ("deputy head of", "vice chair of"): no holder of the role."""
NOT_HOLDING = frozenset("former ex late erstwhile onetime previous past would honorary titular nominal".split())
"""Modifiers that say the role is not held, or not now ("the former head of", "became honorary head of")."""


def _unmodified(kept: list[str]) -> list[str]:
    """``kept`` without the one or two modifiers between the words that say the subject holds a role and the role's
    sense word ("became project lead of", "is the technical lead of", "served as programme chair of" → the role
    alone); unchanged when a modifier is a verb, a preposition or makes the role another's ("deputy head")."""
    role = next((number for number, word in enumerate(kept) if RelationLexicon.asked_senses(word)), None)
    start = next((number for number, word in enumerate(kept) if word not in _SAYING_HELD | _HOLDING), None)
    if role is None or start is None or not 0 < start < role <= start + 2 or kept[-1] not in _PREPOSITIONS:
        return kept  # "becoming new manager Mellons' first signing": no role held at what follows
    modifiers = kept[start:role]
    if any(
        word in _PREPOSITIONS
        or word in _SECOND
        or word in NOT_HOLDING
        or verb_like(word)
        or word.endswith(("ed", "ing"))
        for word in modifiers
    ):
        return kept
    return kept[:start] + kept[role:]


_TAKING = frozenset(
    "assume assumes assumed assuming take takes took taken taking up on inherit inherits inherited inheriting hold "
    "holds held holding accept accepts accepted win wins won".split()
)
"""Words of taking or holding an office told by its noun ("assumed", "took up", "inherited", "held", "won")."""


@lru_cache(maxsize=4096)
def office_holder(noun: str) -> str | None:
    """The holder of an office a noun names, when the lexicon reads that holder as leading or running
    ("directorship" → director, "chairmanship" → chairman, "presidency" → president, "captaincy" → captain);
    else None ("championship", "membership", "policy")."""
    for suffix, said in (("ship", ""), ("ency", "ent"), ("aincy", "ain")):
        if noun.endswith(suffix) and len(noun) > len(suffix) + 3:
            role = noun[: -len(suffix)] + said
            return role if RelationLexicon.asked_senses(role) & _ROLES else None
    return None


def _office_taken(kept: list[str]) -> str | None:
    """The type of taking or holding an office told by its noun, said as its holder's ("assumed the directorship
    of", "took up the chairmanship of", "held the presidency of" → ``DIRECTOR_OF``, ``CHAIRMAN_OF``,
    ``PRESIDENT_OF``, as "became director of" says it); None for any other words."""
    if len(kept) < 3 or kept[-1] != "of" or not all(word in _TAKING for word in kept[:-2]):
        return None
    role = office_holder(kept[-2])
    return relation_type([role, "of"]) if role else None


def _role_is_the_subjects(kept: list[str]) -> bool:
    """Whether the words before the first sense word only say the subject is or became it ("served as")."""
    for word in kept:
        if RelationLexicon.asked_senses(word):
            return True
        if word not in _SAYING_HELD and word not in _HOLDING:
            return False
    return False


_HOLDING = (
    frozenset(
        "is are was were been being be become becomes became becoming will would shall "
        "returned returns return returning confirmed remained remains remaining".split()
    )
    | STANDING_IN
    # a word of each verb of taking office ("sworn"), but "made": "was made captain of" stays MADE_CAPTAIN_OF
    | {verb.split()[0] for verb in TAKING_OFFICE - {"made"}}
)
"""Words before a role that only say the subject holds it, at any tense, for a while, or again ("became", "will
be", "has become", "will be acting", "returned as", "was confirmed as", "was elected"): the type is the role's
alone, so "X became mayor of K" and "X was mayor of K" are one post (``MAYOR_OF``), and a return is a new stint of
it. A bare "as head
of" (after the one succeeded: "B replaced A as head of X") keeps its ``AS_`` type, the role B takes."""


_POST = frozenset("as office post position role seat at in".split())
"""Words between a verb of becoming and the role it gives ("took office as director of", "served as"), or of being
and the role one is at or in ("is in charge of", "has been at the helm of", "stands at the head of")."""
_STEPPING_IN = frozenset("over up in on stepped came started began stayed continued".split())
"""Words of a phrasal verb before "as" and a role that say the subject took or kept it ("took over as", "stepped in
as", "came in as", "stayed on as"; not "stepped down as": it ends the role)."""
_SAYING_HELD = _BE | _BECOME | _POST | _STEPPING_IN
"""Words before a role that say the subject is, became or took it, in any tense (not "would be", "acting")."""
_ROLES = frozenset(["lead", "run"])
"""The senses of a role one holds over a thing (a leader, an operator)."""
_HAS_ITS = re.compile(
    r"(?:(?:is|are|was|were)\s+(?:a|an|the)\s+(?:[a-z-]+\s+){0,3})?(?:has|have|had|with|keeps|kept)\s+"
    r"(?:its|their|his|her)\s+(?:[a-z-]+\s+)?(?P<noun>[a-z]{3,})\s+(?P<preposition>in|at|on)"
)
"""A thing that has its N somewhere: "has its offices in", "… a research body with its seat in"."""
_ITS_NOUN = re.compile(
    r"(?:(?:has|have|had)\s+)?(?:[a-z]+ly\s+|(?:always|long|still|now)\s+)?(?P<verb>[a-z]{3,})\s+(?:its|their|his|her)\s+"
    r"(?:[a-z-]+\s+)?(?P<noun>[a-z]{3,})"
    r"(?:\s+of\s+[a-z]{3,})?\s+(?P<preposition>in|at|on|to|into)"
)
"""Any verb of the subject's own N (of M) and where it is or goes: "keeps its head office in", "maintains its principal
place of business in", "moved its offices to", "has always made its home in" —
the noun names the tie (where X is), not the verb; "to"/"into" says where it is after the move."""
_ATTRIBUTIVE = re.compile(
    r"(?:is|are|was|were)\s+(?:a|an|the)\s+(?:[a-z-]+\s+){0,5}"
    r"(?P<verb>[a-z]{3,}(?:ed|en|wn)|run|led|held|made|built|kept|bought|sold|set|owned|won)\s+by"
)
"""A thing said to be a kind of thing that another made, runs …: "is a seed vault project administered by"."""


_AFTER_MOVE = {"to": "in", "into": "in"}


def has_sense(kind: str | None) -> bool:
    """Whether a relation type says a relation sense (its words, or WordNet's reading of them), so a tie and not
    words that happen to stand between two names."""
    return kind is not None and bool(RelationLexicon.build([kind]).senses.get(kind))


def _description(words: list[str]) -> bool:
    """Whether words describe the name they come before: an optional determiner, then up to four words that end
    in a noun ("the singer", "fellow Premier League team", "League Two side")."""
    rest = words[1:] if words and words[0] in _DETERMINERS else words
    return (
        1 <= len(rest) <= 4
        and not any(word in _PREPOSITIONS or word in _NOT_A_NOUN or word in _DETERMINERS for word in rest)
        and not rest[-1].endswith(("ly", "ing"))
        and not re.search(r"\d", rest[-1])
        and (not verb_like(rest[-1]) or (len(rest) >= 2 and rest[-1].endswith("s")))  # "Second Division rivals"
    )


_DESCRIBED_FIRST = re.compile(
    r"(?P<verb>\s+[a-z]+(?:\s+[a-z]+)?\s+)(?:a|an)\s+(?:fellow\s+)?(?:[\w'’-]+\s+){0,3}(?P<noun>[a-z]+)\s*,\s+"
    r"(?:(?:the|a|an|his|her|their)\s+(?:[a-z-]+\s+){0,5})?"
)
"""A verb's object described first and named after a comma ("married a fellow RADA student, the actress and ice
skater Y", "signed for a Second Division club, Y"): the type is the verb's, when the noun is of someone or a group
(:func:`someone`; not "after A suffered a knee injury, B became …")."""


def someone(noun: str) -> bool:
    """Whether a noun names a person or a group one belongs to ("student", "heiress", "club"; not "injury")."""
    return group_noun(noun) or "person" in broader(noun)


_NAME_LETTER = re.compile(r"\b(?P<word>[A-Z][a-z]+)[ \t]+[A-Z](?=[ \t]+[a-z])")
"""A capital letter closing a name before a lower-case word ("Serie A side", "Group B winners"): the name's own."""


def verb_phrase(between: str, *, limit: int = 5) -> str | None:
    """The relation type the words between two names say (the forms in the module docstring), or ``None``.

    The words must be a short run (at most ``limit`` words before any description of the name that follows, no
    digits and no clause punctuation); articles and auxiliaries are dropped and the rest is the type in
    UPPER_SNAKE_CASE: "is run by" → ``RUN_BY``, "has led" → ``LED``.

    >>> verb_phrase(" is run by "), verb_phrase(" has led "), verb_phrase(" met "), verb_phrase(", who runs ")
    ('RUN_BY', 'LED', None, None)
    >>> verb_phrase(" is now coordinated by "), verb_phrase(" played for the "), verb_phrase(" and ")
    ('COORDINATED_BY', 'PLAYED_FOR', None)
    >>> verb_phrase(" was traded to the "), verb_phrase(" had married the singer ")
    ('TRADED_TO', 'MARRIED')
    >>> verb_phrase(" spent two years with "), verb_phrase(" found more time after signing a deal with the ")
    ('SPENT_WITH', 'SIGNED_WITH')
    """
    if re.match(r"\s*[a-z]", between):  # "spent three seasons (2001 to 2003) with": the dates are the clause's
        between = _FEE.sub(" ", _BRACKETS.sub(" ", between))  # "signed a deal for €4.5 million with"
    described = _DESCRIBED_FIRST.fullmatch(between)  # "married a fellow student, the actress Y": the verb's
    between = described["verb"] if described is not None and someone(described["noun"]) else between
    if re.search(r"[,;:()\[\]\"!?.]", between):
        return None
    between = _NAME_LETTER.sub(r"\g<word>", between)  # "joined Serie A side X": the letter is the name's, no article
    words = re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)*", between.lower())
    if not words or (len(words) > 1 and words[-1] in ("and", "or")) or _two_clauses(words):
        return None  # "appointed A chairman and B chief executive": B is a conjunct of A, not what A is
    if words[-1] in ("the", "a", "an") and len(words) > 1:  # "… chair of the Orsk Club": the article is the name's
        kind = _verb_phrase(words, limit=limit)
        return kind if kind is not None else _verb_phrase(words[:-1], limit=limit)
    return _verb_phrase(words, limit=limit)


def _two_clauses(words: list[str]) -> bool:
    """Whether the words are two clauses: a verb with an object of its own, then "and" or "but" and another verb
    ("spent three seasons and won the"; not "founded and led", one object for both).

    >>> _two_clauses("spent three seasons and won the".split()), _two_clauses("founded and led".split())
    (True, False)
    """
    said = [word for word in words if word not in _DROPPED]
    joints = [number for number, word in enumerate(said) if word in ("and", "but") and 1 < number < len(said) - 1]
    return any(
        past_verb(said[0]) and past_verb(said[joint + 1]) and not all(verb_like(word) for word in said[1:joint])
        for joint in joints
    )


_CAREER_BEGUN = re.compile(
    r"(?:(?:was|had)\s+)?(?:came|rose|progressed|emerged)\s+(?:up\s+)?through\s+(?:the\s+)?(?:youth\s+)?"
    r"(?:academy|ranks|system|set-up|setup)\s+(?:of|at)(?:\s+(?:the|a|an))?"
)
"""A career begun in a club's youth ranks ("came through the youth academy of", "rose through the ranks at"): the
club the career began at, as "began his career at" says it (``BEGAN_AT``: the first stint, :mod:`.stints`)."""


_PUT_TO = re.compile(
    rf"(?:(?:is|are|was|were|has\s+been|had\s+been|have\s+been)\s+)?(?:{'|'.join(sorted(TAKING_OFFICE))}|hired|tapped"
    r"|picked|selected|brought\s+in)\s+to\s+(?P<verb>[a-z]+)"
)
"""A role given as what one is put in to do ("was appointed to lead", "was hired to run"): the verb's type (not
"was asked to lead": asked is no role)."""


_FIRST_TO = re.compile(
    r"(?:is|are|was|were|has\s+been|had\s+been|became|becomes|become)\s+(?:the\s+)?(?:first|second|third|only)\s+"
    r"(?:(?!to\b)[a-z-]+(?<!ed)\s+){0,2}?to\s+(?:have\s+)?(?P<verb>[a-z]+)"
)
"""A role told by who first (or alone) held it ("became the first woman to chair", "is the only player to have
captained"): the verb's type when it leads, as :data:`_PUT_TO`'s; not "the first person to run the
marathon"."""


_ASPECT = re.compile(
    r"(?:(?:has|have|had)\s+)?(?:still\s+)?(?:(?P<now>continues|begins|starts|goes\s+on)|continued|began|begun|started"
    r"|went\s+on|gone\s+on)\s+to\s+(?P<verb>[a-z]+)(?P<rest>(?:\s+[a-z]+)*)"
)
"""A verb of going on or beginning before the verb it tells of ("continues to operate", "went on to lead"): that
verb, in the tense the first one is said in ("operates", "led")."""


def _verb_phrase(words: list[str], *, limit: int) -> str | None:
    """:func:`verb_phrase` of the words between two names, split; an irregular perfect that says none read as its
    past ("has taken over": "took over")."""
    kind = _said_type(words, limit=limit)
    verb = next((number for number, word in enumerate(words) if word not in _DROPPED), 0)  # the participle's place
    perfect = verb and words[verb] in _PARTICIPLE_PAST and {"has", "have", "had"} & {*words[:verb]}
    if kind is not None or not perfect:
        return kind
    past = _said_type([*words[:verb], _PARTICIPLE_PAST[words[verb]], *words[verb + 1 :]], limit=limit)
    return past if past is not None and (has_sense(past) or words[verb + 1 : verb + 2] == ["over"]) else None


def _said_type(words: list[str], *, limit: int) -> str | None:
    """:func:`_verb_phrase` as the words say it."""
    aspect = _ASPECT.fullmatch(" ".join(words))
    said = (present_tense if aspect["now"] else past_tense)(aspect["verb"]) if aspect is not None else None
    if aspect is not None and said is not None:  # "X continues to operate Y": X OPERATES Y
        kind = _verb_phrase([said, *aspect["rest"].split()], limit=limit)
        if kind is not None and has_sense(kind):
            return kind
    put = _PUT_TO.fullmatch(" ".join(words))
    done = relation_type([put["verb"]]) if put is not None else None
    if done is not None and has_sense(done):
        return done  # "was appointed to lead X": LEAD
    first = _FIRST_TO.fullmatch(" ".join(words))
    done = relation_type([first["verb"]]) if first is not None else None
    if done is not None and "lead" in RelationLexicon.build([done]).senses.get(done, set()):
        return done  # "became the first woman to chair X": CHAIR
    if _RENAMING.fullmatch(" ".join(words)):  # "was renamed", "changed its name to": one type, the new name's
        return RENAMED
    if _CAREER_BEGUN.fullmatch(" ".join(words)):  # "came through the youth academy of X": began at X
        return "BEGAN_AT"
    if len(words) > limit + 4:
        return _participle(" ".join(words))
    kind = _typed(words, limit=limit, senses=False)
    for cut in range(1, len(words)) if kind is None else ():  # the shortest predicate before a description
        if _description(words[cut:]):
            kind = _typed(words[:cut], limit=limit, senses=False)
            if kind is not None:
                return kind
    own = _ITS_NOUN.fullmatch(" ".join(words))
    if own is not None and has_sense(
        noun := relation_type([own.group("noun"), _AFTER_MOVE.get(own["preposition"], own["preposition"])])
    ):
        return noun  # "X keeps its head office in Y", "X moved its offices to Y": X OFFICES_IN Y
    held = _HAS_ITS.fullmatch(" ".join(words)) if kind is None else None
    if held is not None:  # "X has its offices in Y", "X, with its seat in Y": X OFFICES_IN Y
        return relation_type([held.group("noun"), held.group("preposition")])
    attributive = _ATTRIBUTIVE.fullmatch(" ".join(words)) if kind is None else None
    if attributive is not None:  # "X is a software toolkit maintained by Y": X MAINTAINED_BY Y
        return relation_type([attributive.group("verb")], passive=True)
    return kind or _typed(words, limit=limit) or _participle(" ".join(words))
