"""Who holds a role over a thing, said by a noun rather than a verb — constructions of English, not of any text.

- a **possessive role noun**: "X's director A", "X's director, A, …", "A is X's director", "…, A, X's director" → A
  DIRECTOR_OF X;
- a **role noun between two names**, the first the thing, the second its holder: "X director A" → A DIRECTOR_OF X;
- an **appositive with "its" or "their"**: "X reopened, said A, its director since 2015" → A DIRECTOR_OF X (the
  sentence's first name);
- a **fronted role or participle**: "As director of X, A …" → A DIRECTOR_OF X; "Leading X since 2015, A …" → A
  LEADING X; a **person X was under**: "Under A, X grew", "Under A's leadership (During A's tenure), X …" → A
  LEAD_OF X.

The role's noun (or the participle) must carry a sense of leading or running — its words, or WordNet's reading of
them — so "X's visit, A" or "League Two side Y" is no tie; nor is "X's employer, Y" (a possessive is often a
pronoun read as a name: "Their employer, Y" tells of the staff, not of the thing "their" was read as).
"""

from __future__ import annotations

import re

from ..retrieval.event_ends import ENDING
from ..retrieval.lexicon import LEADING, LESSER_ROLES, RelationLexicon
from ..retrieval.meaning import personal_name, role_noun
from .compound import POSSESSIVE
from .predicates import has_sense, verb_like
from .rules import relation_type

__all__ = [
    "LEAVES",
    "held_before",
    "holders",
    "leading_compound",
    "possessed_roles",
    "role_type",
    "roles_after",
    "said_roles",
]

Span = tuple[int, int, str]
Tie = tuple[str, str, str, int]

_ADJECTIVE = r"(?:[a-z-]+\s+)?"
_POSSESSED = re.compile(r"['’]s?\s+(?P<roles>[a-z][a-z ,&-]*?[a-z])(?:\s*,)?\s+(?:the\s+)?$")
"""Between a possessor and the holder: "X's director A", "X's new director, A", "X's chief executive A", "X's
chairman and chief executive, A"."""
_IS_POSSESSED = re.compile(
    r"(?:\s*,\s*(?:aged\s+)?\d{1,3}\s*,)?"  # "A, 48, is X's director"
    r"\s+(?:is|was|are|were|has\s+been|had\s+been|became|becomes|remains|remained)\s+(?:now\s+|still\s+)?(?:the\s+)?$"
)
_APPOSED = re.compile(r"\s*,\s+(?:the\s+)?")
_WORDS = r"(?P<one>[a-z-]{3,})(?:\s+(?P<two>[a-z]{3,}))?\b(?!\s+of\b|['’])"
"""A role's noun, maybe after an adjective ("new director"), maybe before a word of its clause ("director since")."""
_POSSESSED_AFTER = re.compile(rf"['’]s\s+{_WORDS}")
_ITS_ROLE = re.compile(rf"\s*,\s+(?:its|their)\s+{_WORDS}")
"""An appositive of a name naming its role over the sentence's subject: "X reopened, said A, its director"."""
_ROLE_BETWEEN = re.compile(r"\s+(?P<roles>(?:[a-z]{3,}\s+){0,2}(?P<role>[a-z]{3,}))\s+")
"""A role's noun between the thing and its holder, maybe after words of its own ("X mayor A", "X chief executive
A", "X chief operating officer A")."""
_JOINS = (("and",), (",", "and"), (",",), ("&",))
"""What joins two roles: "and" before the last, commas before the others."""
_NOT_HELD = LESSER_ROLES | {"former", "ex", "honorary", "emeritus", "past", "late", "outgoing", "incoming"}
"""A word before a role that makes it no post of the thing now ("vice chairman", "former chief executive")."""
LEAVES = re.compile(
    rf"\s+(?:(?:has|had|have|just|[a-z]+ly)\s+){{0,2}}(?:{ENDING.pattern})"
    r"(?=\s*(?:$|[,.;:!?)]|(?:in|on|at|after|as|last|this|earlier|from|with|amid|following)\b|\d))"
)
"""A verb of leaving told of a role's holder right after it, with no object ("X director A stepped down in 2019",
"… A resigned on Tuesday"): the role ended then, none held now; not "A left the pitch", "A will stand down"."""
_FRONTED_ROLE = re.compile(rf"^(?:[Aa]s)\s+(?:the\s+)?{_ADJECTIVE}(?P<role>[a-z]{{3,}})\s+of\s+(?:the\s+)?$")
_FRONTED_PARTICIPLE = re.compile(r"^(?P<verb>[A-Z][a-z]{2,}ing)\s+(?:the\s+)?$")
_TO_SUBJECT = re.compile(r"[^,;.]{0,40},\s+(?:the\s+)?$")
_UNDER = re.compile(r"^(?:[Uu]nder|[Dd]uring)\s+(?:[a-z]+\s+)?$")
"""What opens a sentence before the person a thing was led under ("Under Dana Reyes, X grew"; "Under coach A, …")."""
_LED_UNDER = re.compile(
    r"(?:['’]s?\s+(?:leadership|direction|stewardship|management|guidance|chairmanship|presidency|tenure))?"
    r"\s*(?:\([^()]*\)\s*)?,\s+(?:the\s+)?$"
)
"""Between that person and the thing: a comma, maybe after "'s leadership" ("Under A's leadership, X …")."""
_FORMER = re.compile(r"\b(?:former|ex-?|erstwhile|one-?time|previous)\s+$", re.IGNORECASE)
"""A word before a name and the role after it that says the role was held before ("the former Orsk manager X")."""


def _role(noun: str, *, leading: bool = False) -> str | None:
    """The type of a role noun ("director" → DIRECTOR_OF) when it carries a sense (of leading or running only,
    ``leading``)."""
    kind = relation_type([noun, "of"])
    if not has_sense(kind):
        return None
    return kind if not leading or RelationLexicon.build([str(kind)]).senses.get(str(kind), set()) & LEADING else None


def _either(words: re.Match[str]) -> str | None:
    """The role of an adjective and a noun, or of a noun and the word after it (:data:`_WORDS`)."""
    two = _role(words.group("two"), leading=True) if words.group("two") else None
    return two or _role(words.group("one"), leading=True)


def _role_between(noun: re.Match[str]) -> str | None:
    """The type of the role :data:`_ROLE_BETWEEN` found: a lone noun's, or :func:`role_type`'s of its words."""
    return role_type(noun["roles"].split())


def role_before(between: str) -> str | None:
    """The type of a role said by a noun phrase between a thing and its holder ("X director A", "X's chief executive
    A": ``between`` is what stands between the two names), else None."""
    if _POSSESSED.fullmatch(between):
        kinds = possessed_roles(between)
        return kinds[-1] if kinds else None
    noun = _ROLE_BETWEEN.fullmatch(between)
    return _role_between(noun) if noun and not verb_like(noun["role"]) else None


def possessed_roles(between: str) -> list[str]:
    """The types of the roles said by a possessive between a thing and its holder ("'s chairman and chief
    executive, ": :func:`said_roles`, after one word of their own at most: "X's new chief executive"); none for
    another's post ("X's vice chairman", "X's former director")."""
    found = _POSSESSED.fullmatch(between)
    kinds, _, left = said_roles(found["roles"]) if found else ([], [], [])
    return kinds if len(left) <= 1 else []


def _last_role(words: list[str]) -> tuple[str, int] | None:
    """The type and length of the leading role of one to three words that ``words`` end with, the longest first;
    None when none does, or a word before it makes it another's post (:data:`_NOT_HELD`)."""
    for size in (3, 2, 1):
        said = words[-size:]
        if len(words) >= size and all(word.isalpha() for word in said) and (kind := role_type(said)):
            before = words[-size - 1].lower() if len(words) > size else ""
            return None if before in _NOT_HELD else (kind, size)
    return None


_ROLES_AFTER = re.compile(
    rf"{POSSESSIVE}\s+[a-z][a-z ,&-]*?[a-z](?=\s*(?:[,.;:)]|$)|\s+(?:since|from|until|in|at|for|said|says|who"
    r"|which|when|before|after|between|during|and\s+(?:[A-Z]|has|had|was|is))\b)"
)
"""The roles a possessive after a thing's name says, up to what ends them ("X's chairman and chief executive, …",
"X's chief operating officer since 2018")."""


def roles_after(sentence: str, place: int) -> list[str]:
    """The types of the leading roles said by a possessive right after a thing's name, which ends at ``place`` ("A,
    X's chairman and CEO, said", "A has been X's chief operating officer since 2018")."""
    found = _ROLES_AFTER.match(sentence, place)
    return possessed_roles(f"{found[0]} ") if found else []


def said_roles(text: str) -> tuple[list[str], list[str], list[str]]:
    """The leading roles said last in ``text``, joined by "and" or commas ("chairman and chief executive",
    "chairman, president and CEO"), in the order said; the words they are said in; the words before them."""
    words = re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)*|[,&]", text)
    kinds: list[str] = []
    said: list[str] = []
    while found := _last_role(words):
        kind, size = found
        kinds.insert(0, kind)
        said[:0] = words[-size:]
        words = words[:-size]
        join = next((one for one in _JOINS if tuple(word.lower() for word in words[-len(one) :]) == one), None)
        if join is None or (len(kinds) > 1 and join != (",",)):  # "and" joins the last two only
            break
        words = words[: -len(join)]
    return kinds, said, words


def leading_compound(modifier: str, role: str) -> str | None:
    """The type of a role of two words whose first says it leads and whose second names a kind of person ("chief
    executive", "head coach", "managing director" → CHIEF_EXECUTIVE_OF, HEAD_COACH_OF, MANAGING_DIRECTOR_OF); None for
    any other pair: a role under another ("opposition leader", "regional manager"), not held now ("former chairman",
    "incoming chairman") or a verb before a role ("X sack manager A") says another tie, or none."""
    if not (RelationLexicon.asked_senses(modifier) & LEADING) or verb_like(modifier) or not role_noun(role):
        return None
    kind = relation_type([modifier, role, "of"])
    return kind if RelationLexicon.build([str(kind)]).senses.get(str(kind), set()) & LEADING else None


def role_type(words: list[str]) -> str | None:
    """The type of a leading role said in one to three words ("chairman", "chief executive", "chief operating
    officer" → CHAIRMAN_OF, CHIEF_EXECUTIVE_OF, CHIEF_OPERATING_OFFICER_OF), else None. Three words lead as their
    first and last do ("chief … officer"), the middle one a plain word ("financial"; not "deputy" or a verb)."""
    said = [word.lower() for word in words]
    if len(said) == 1:
        return _role(said[0], leading=True)
    if len(said) == 2:
        return leading_compound(*said)
    plain = len(said) == 3 and relation_type([said[1]]) is not None and not verb_like(said[1])  # not "and"
    if not plain or said[1] in LESSER_ROLES or not leading_compound(said[0], said[2]):
        return None
    return relation_type([*said, "of"])


def holders(sentence: str, every: list[Span]) -> list[Tie]:
    """The ties of the module docstring in ``sentence``, whose names are at ``every`` (each place each is said, in
    order): (holder, type, the thing, the place of the name the tie is said at)."""
    ties: list[Tie] = []
    for start, end, name in every[1:]:
        its = _ITS_ROLE.match(sentence, end)
        if its and every[0][2] != name and (kind := _either(its)):
            ties.append((name, kind, every[0][2], start))  # "X reopened, said A, its director"
    for number, (begin, end, first) in enumerate(every):
        if number + 1 == len(every):
            break
        start, after, second = every[number + 1]
        if second == first:
            continue
        between = sentence[end:start]
        kinds = possessed_roles(between)
        if kinds:  # "X's director A", "X's chief executive, A,", "X's chairman and chief executive, A,"
            if not LEAVES.match(sentence, after):  # "X's director A stepped down in 2019": ended, read of the two
                ties += [(second, kind, first, start) for kind in kinds]
            continue
        apposed = _IS_POSSESSED.fullmatch(between) or _APPOSED.fullmatch(between)
        owned = _POSSESSED_AFTER.match(sentence, after) if apposed else None
        said = roles_after(sentence, after) if apposed else []  # "A is X's chief operating officer", "…, A, X's CEO"
        if said or (owned and (said := [kind for kind in [_either(owned)] if kind])):  # "A is X's director"
            ties += [(first, kind, second, start) for kind in said]
            continue
        noun = _ROLE_BETWEEN.fullmatch(between)
        if (
            noun
            and not verb_like(noun["role"])
            and not LEAVES.match(sentence, after)  # "X director A stepped down": ended, read of the two names
            and not role_type([first])  # "Chief operating officer A said": a title, no thing "Chief"
            and (kind := _role_between(noun))
        ):
            ties.append((second, kind, first, start))  # "X director A", "X chief executive A"
            continue
        if number:
            continue
        fronted = _FRONTED_ROLE.fullmatch(sentence[:begin])  # "As director of X, A …"
        kind = _role(fronted.group("role"), leading=True) if fronted else None
        participle = _FRONTED_PARTICIPLE.fullmatch(sentence[:begin])  # "Leading X since 2015, A …"
        if participle and kind is None and has_sense(verb := relation_type([participle.group("verb")])):
            kind = verb if RelationLexicon.build([str(verb)]).senses.get(str(verb), set()) & LEADING else None
        if kind is not None and _TO_SUBJECT.fullmatch(between):
            ties.append((second, kind, first, start))
        elif (
            _UNDER.fullmatch(sentence[:begin])
            and (led := _LED_UNDER.fullmatch(between))
            and (led.group(0).strip(" ,") or not sentence.lower().startswith("during"))  # "During A's tenure"
            and personal_name(first)
            and not personal_name(second)
        ):
            ties.append((first, "LEAD_OF", second, start))  # "Under A('s leadership), X …": A led X then
    return ties


def held_before(sentence: str, every: list[Span]) -> list[tuple[str, str]]:
    """The pairs of names, both ways round, that a role between them after "former" (or "ex-", "erstwhile",
    "onetime", "previous") ties as held before the sentence's time: "the former Orsk United manager Cy
    Roe", "Former Orsk chief executive Cy Roe" (Cy Roe led Orsk until then, not from then)."""
    found: list[tuple[str, str]] = []
    for (begin, end, thing), (start, _, holder) in zip(every, every[1:], strict=False):
        if _FORMER.search(sentence, 0, begin) and role_before(sentence[end:start]):
            found += [(thing, holder), (holder, thing)]
    return found
