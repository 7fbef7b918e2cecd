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
from ..retrieval.lexicon import LEADING, RelationLexicon
from ..retrieval.meaning import personal_name, role_noun
from .predicates import has_sense, verb_like
from .rules import relation_type

__all__ = ["held_before", "holders", "leading_compound"]

Span = tuple[int, int, str]
Tie = tuple[str, str, str, int]

_ADJECTIVE = r"(?:[a-z-]+\s+)?"
_POSSESSED = re.compile(r"['’]s\s+(?:(?P<modifier>[a-z-]+)\s+)?(?P<role>[a-z]{3,})(?:\s*,)?\s+(?:the\s+)?$")
"""Between a possessor and the holder: "X's director A", "X's new director, A", "X's chief executive A"."""
_IS_POSSESSED = re.compile(
    r"\s+(?:is|was|are|were|has\s+been|had\s+been|became|becomes|remains|remained)\s+(?:now\s+|still\s+)?(?:the\s+)?$"
)
_APPOSED = re.compile(r"\s*,\s+(?:the\s+)?")
_WORDS = r"(?P<one>[a-z-]{3,})(?:\s+(?P<two>[a-z]{3,}))?\b(?!\s+of\b|['’])"
"""A role's noun, maybe after an adjective ("new director"), maybe before a word of its clause ("director since")."""
_POSSESSED_AFTER = re.compile(rf"['’]s\s+{_WORDS}")
_ITS_ROLE = re.compile(rf"\s*,\s+(?:its|their)\s+{_WORDS}")
"""An appositive of a name naming its role over the sentence's subject: "X reopened, said A, its director"."""
_ROLE_BETWEEN = re.compile(r"\s+(?:(?P<modifier>[a-z]{3,})\s+)?(?P<role>[a-z]{3,})\s+")
"""A role's noun between the thing and its holder, maybe after a word of its own ("X mayor A", "X chief executive
A", "X head coach A")."""
_LEAVES = re.compile(
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
    """The type of the role :data:`_ROLE_BETWEEN` found: a lone noun's, or :func:`leading_compound`'s."""
    modifier, role = noun.group("modifier", "role")
    return _role(role, leading=True) if modifier is None else leading_compound(modifier, role)


def role_before(between: str) -> str | None:
    """The type of a role said by a noun phrase between a thing and its holder ("X director A", "X's chief executive
    A": ``between`` is what stands between the two names), else None."""
    possessed = _POSSESSED.fullmatch(between)
    if possessed:
        return _possessed_role(possessed)
    noun = _ROLE_BETWEEN.fullmatch(between)
    return _role_between(noun) if noun and not verb_like(noun["role"]) else None


def _possessed_role(found: re.Match[str]) -> str | None:
    """The type of the role :data:`_POSSESSED` found: a leading two-word role's ("chief executive"), else its noun's."""
    modifier, role = found.group("modifier", "role")
    return (leading_compound(modifier, role) if modifier else None) or _role(role, leading=True)


def leading_compound(modifier: str, role: str) -> str | None:
    """The type of a role of two words whose first says it leads and whose second names a kind of person ("chief
    executive", "head coach", "managing director" → CHIEF_EXECUTIVE_OF, HEAD_COACH_OF, MANAGING_DIRECTOR_OF); None for
    any other pair: a role under another ("opposition leader", "regional manager"), not held now ("former chairman",
    "incoming chairman") or a verb before a role ("X sack manager A") says another tie, or none."""
    if not (RelationLexicon.asked_senses(modifier) & LEADING) or verb_like(modifier) or not role_noun(role):
        return None
    kind = relation_type([modifier, role, "of"])
    return kind if RelationLexicon.build([str(kind)]).senses.get(str(kind), set()) & LEADING else None


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
        possessed = _POSSESSED.fullmatch(between)
        if possessed and (kind := _possessed_role(possessed)):  # "X's director A", "X's chief executive, A,"
            if not _LEAVES.match(sentence, after):  # "X's director A stepped down in 2019": ended, read of the two
                ties.append((second, kind, first, start))
            continue
        apposed = _IS_POSSESSED.fullmatch(between) or _APPOSED.fullmatch(between)
        owned = _POSSESSED_AFTER.match(sentence, after) if apposed else None
        if owned and (kind := _either(owned)):  # "A is X's director", "…, A, X's director"
            ties.append((first, kind, second, start))
            continue
        noun = _ROLE_BETWEEN.fullmatch(between)
        if (
            noun
            and not verb_like(noun["role"])
            and not _LEAVES.match(sentence, after)  # "X director A stepped down": ended, read of the two names
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
    """The pairs of names, both ways round, that a role noun between them after "former" (or "ex-", "erstwhile",
    "onetime", "previous") ties as held before the sentence's time: "the former Orsk United manager Cy
    Roe" (Cy Roe managed Orsk United until then, not from then)."""
    found: list[tuple[str, str]] = []
    for (begin, end, thing), (start, _, holder) in zip(every, every[1:], strict=False):
        if _FORMER.search(sentence, 0, begin) and re.fullmatch(r"\s+[a-z]+\s+", sentence[end:start]):
            found += [(thing, holder), (holder, thing)]
    return found
