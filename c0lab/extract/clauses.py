"""Ties the grammar of a clause says between two names that are not next to each other's verb.

The offline extractor reads a relation from the words *between* two names ("X is run by Y"). English often
puts the verb or the role elsewhere; each form here is a construction of the language, not a phrase of any
text, and gives (source, type, target, where it was said):

- an **object relative clause** — the name before "which/that/whom" is the object of the clause's own
  subject and verb: "X, which Y has run since 2011" → Y RUN X; "X, whose director is Y" → Y DIRECTOR_OF X;
- an **appositive with a participle** — "X, a charity headquartered in Y" → X HEADQUARTERED_IN Y;
- a **holder of a role said by a possessive, a noun before a name or a fronted phrase**
  (:mod:`~c0lab.extract.holders`);
- a **role held by a possessor or an "of"** — "under Y's leadership, X …" / "X is under the chairmanship of Y"
  → Y LEADERSHIP_OF X; "Y's appointment as chief of X" → Y CHIEF_OF X; "Y's directorship of X" → Y
  DIRECTORSHIP_OF X.

A role's noun must carry a relation sense (its own words or WordNet's reading of them:
:class:`~c0lab.retrieval.lexicon.RelationLexicon`), so "under Y's eye" or "Y's visit to X" is no tie.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..retrieval.lexicon import RelationLexicon
from .displaced import displaced
from .forms import VALUED, Change, by_class, changes, class_noun, subject_of
from .holders import holders
from .predicates import has_sense, verb_phrase
from .rules import relation_type
from .told import told_undone

__all__ = ["clause_ties", "given_up", "replaced_at", "value_changes"]

Span = tuple[int, int, str]
Tie = tuple[str, str, str, int]

_ARTICLE = r"(?:(?:the|a|an)\s+)?"
_NOUN = r"(?![a-z]+ed\b|(?:in|at|by|of|for|from|with|on|to|under|as)\b)[a-z-]+"
"""A word of an apposed noun: no participle, no preposition ("a charity based in Y" is no relative clause)."""
_OBJECT_RELATIVE = re.compile(
    rf"^\s*,\s*(?:(?:a|an|the|one)\s+(?:{_NOUN}\s+)?{_NOUN}\s+(?:(?:which|that|whom)\s+)?|(?:which|that|whom)\s+)"
    rf"{_ARTICLE}$"
)
"""A relative clause on a name, whose subject is the next name: "X, which Y has run since 2011", "X, a project (that)
Y runs"."""
_WHOSE = re.compile(rf"^\s*,\s*whose\s+(?P<role>[a-z]+)\s+(?:is|was|has\s+been|had\s+been)\s+{_ARTICLE}$")
_VERB_RUN = re.compile(
    r"^\s+(?P<words>(?:[a-z]+\s+){0,3}?[a-z]+)(?=\s*(?:[,;:.)]|$|\s+(?:since|from|until|till|in|on|at|during|for"
    r"|before|after|between|through|now|today|ever|still)\b))"
)
_APPOSITIVE = re.compile(
    rf"^\s*,\s*(?:a|an|the)\s+(?:[a-z-]+\s+){{0,3}}?(?P<verb>[a-z]{{3,}}(?:ed|en|wn))\s+"
    rf"(?P<preposition>in|at|by|within|inside|near|under|from|out\s+of)\s+{_ARTICLE}$"
)
_UNDER_OF = re.compile(rf"\b[Uu]nder\s+the\s+(?P<role>[a-z]{{4,}})\s+of\s+{_ARTICLE}$")
_UNDER_POSSESSOR = re.compile(r"\b[Uu]nder\s+$")
_POSSESSED_ROLE = re.compile(r"^['’]s\s+(?P<role>[a-z]{4,})(?P<rest>\s*,|\s)")
_AS_ROLE = re.compile(rf"^['’]s\s+[a-z]{{4,}}\s+as\s+{_ARTICLE}(?:[a-z]+\s+)?(?P<role>[a-z]{{3,}})\s+of\s+{_ARTICLE}$")
_ROLE_OF = re.compile(rf"^['’]s\s+(?P<role>[a-z]{{4,}})\s+of\s+{_ARTICLE}$")


def _role(noun: str) -> str | None:
    kind = relation_type([noun, "of"])
    return kind if has_sense(kind) else None


_ASIDE = re.compile(r"\s*,\s+(?:which|who|whom|that|a|an|the|[A-Z][^,;]*?['’]s)\b[^,;]*,")
"""A relative clause or an appositive closed by a comma after a name: "X, which Y has run since 2011, …", "X, a
programme run by Y, …", "T, P's main product, …"."""
_POSSESSED_ASIDE = re.compile(r"['’]s\s+(?:[a-z-]+\s+)?(?P<role>[a-z]{3,})\s*,")
_SUBJECT_PRONOUN = re.compile(r"\s*,\s+(?:which|that|whom)\s+(?:it|they)\s+(?P<words>[^,;.]+)")


def _across(sentence: str, every: list[Span]) -> list[Tie]:
    """Ties across an aside: the subject before an appositive or a relative clause and the name after the verb that
    follows it ("X, which Y has directed since 2014, was previously headed by Z": X HEADED_BY Z); the sentence's
    first name and a name a relative clause with a pronoun subject tells of ("A confirmed that X, which it
    operates, …": A OPERATES X); a possessor's role in an appositive ("T, P's main sponsor, …": T SPONSOR_OF P)."""
    ties: list[Tie] = []
    for number, (start, end, name) in enumerate(every):
        aside = _ASIDE.match(sentence, end)
        if aside is None:
            continue
        after = [span for span in every[number + 1 :] if span[0] >= aside.end()]
        kind = verb_phrase(sentence[aside.end() : after[0][0]]) if after else None
        if kind is not None and after[0][2] != name and has_sense(kind):
            ties.append((name, kind, after[0][2], after[0][0]))
        pronoun = _SUBJECT_PRONOUN.match(sentence, end)
        run = _VERB_RUN.match(" " + pronoun.group("words")) if pronoun else None
        kind = verb_phrase(f" {run.group('words')} ") if run else None
        owner = next((other for _, _, other in every if other != name), None)
        if kind is not None and "_" not in kind and has_sense(kind) and owner is not None and every[0][2] == owner:
            ties.append((owner, kind, name, start))
        if number + 1 == len(every):
            continue
        near, far, possessor = every[number + 1]
        role = _POSSESSED_ASIDE.match(sentence, far)
        if role and re.fullmatch(r"\s*,\s+", sentence[end:near]) and (kind := _role(role.group("role"))):
            ties.append((name, kind, possessor, near))  # "T, P's main sponsor, …": T SPONSOR_OF P
    return ties


def clause_ties(sentence: str, every: list[Span]) -> list[Tie]:
    """The ties of the module docstring in ``sentence``, whose names are at ``every`` (each place each is said,
    in order): (source, type, target, the place of the name the tie is said at)."""
    ties: list[Tie] = []
    for number, (_, end, first) in enumerate(every):
        following = every[number + 1] if number + 1 < len(every) else None
        if following is None:
            continue
        start, after, second = following
        between = sentence[end:start]
        if first == second:
            continue
        if _OBJECT_RELATIVE.match(between):  # "X, which Y has run since 2011"
            run = _VERB_RUN.match(sentence[after:])
            kind = verb_phrase(f" {run.group('words')} ") if run else None
            if kind is not None and has_sense(kind) and "_" not in kind:
                ties.append((second, kind, first, start))
            continue
        whose = _WHOSE.match(between)  # "X, whose director is Y"
        if whose and (kind := _role(whose.group("role"))):
            ties.append((second, kind, first, start))
            continue
        apposed = _APPOSITIVE.match(between)  # "X, a charity headquartered in Y"
        if apposed:
            kind = relation_type([apposed.group("verb"), *apposed.group("preposition").split()])
            if has_sense(kind):
                ties.append((first, str(kind), second, start))
            continue
        as_role = _AS_ROLE.match(between) or _ROLE_OF.match(between)  # "Y's appointment as chief of X"
        if as_role and (kind := _role(as_role.group("role"))):
            ties.append((first, kind, second, start))
            continue
        under = _UNDER_OF.search(between)
        if under and (kind := _role(under.group("role"))):  # "X has been under the chairmanship of Y"
            ties.append((second, kind, first, start))
    ties += _across(sentence, every)
    ties += holders(sentence, every)
    ties += _passive_second(sentence, every)
    for start, end, holder in every:  # "Under Y's leadership, X …", "X grew under Y's leadership"
        possessed = _POSSESSED_ROLE.match(sentence[end:])
        marker = _UNDER_POSSESSOR.search(sentence[:start]) if possessed else None
        if marker is None:
            marker = _UNDER_OF.search(sentence[:start])  # "Under the chairmanship of Y, X …"
            if marker is None or sentence[: marker.start()].strip():
                continue
        kind = _role(possessed.group("role") if possessed else marker.group("role"))
        others = [span for span in every if span[2] != holder]
        if sentence[: marker.start()].strip():  # said after its owner: "X grew under Y's leadership"
            owner = next((span for span in reversed(others) if span[1] <= start), None)
        else:  # fronted: the owner is the clause's subject, after it
            owner = next((span for span in others if span[0] > end), None)
        if kind is not None and owner is not None:
            ties.append((holder, kind, owner[2], start))
    return ties


_BY_AGENT = re.compile(
    r"\s+(?:is|are|was|were|has\s+been|had\s+been)\s+(?:[a-z]+ly\s+)?(?P<verb>[a-z]{3,})\s+by\s+(?:the\s+)?"
)
_SECOND = re.compile(r"\s+(?P<preposition>under|as|with)\s+(?:the\s+|a\s+|an\s+)?")


def _passive_second(sentence: str, every: list[Span]) -> list[Tie]:
    """A phrase after a passive's agent tells of the subject, not the agent: "T is shipped by P under the L
    licence" → T UNDER_LICENCE L (the type by the object's class, :func:`~c0lab.extract.forms.by_class`)."""
    ties: list[Tie] = []
    for (_, end, subject), (start, after, _), (place, _, third) in zip(every, every[1:], every[2:], strict=False):
        passive = _BY_AGENT.fullmatch(sentence[end:start])
        second = _SECOND.fullmatch(sentence[after:place])
        if passive and second and third != subject:
            said = sentence[after:place]
            kind = by_class(relation_type([passive.group("verb"), second.group("preposition")]), said, third)
            if has_sense(kind):
                ties.append((subject, str(kind), third, place))
    return ties


_GIVING_UP = re.compile(
    r",\s+(?:and\s+)?(?:dropping|replacing|swapping|abandoning|exchanging|trading|ditching)\s+(?:the\s+|its\s+)?$"
)
_GAVE_UP = re.compile(
    r"\s(?:dropped|drops|replaced|replaces|swapped|swaps|abandoned|abandons|exchanged|exchanges|traded|trades"
    r"|ditched|ditches)\s+(?:the\s+|its\s+|their\s+)?$"
)
_FOR_NEW = re.compile(
    r"(?:\s+(?:in|on|during|from|as\s+of)\s+[^,;]{0,30}?\d{2,4})?,?\s+(?:for|in\s+favou?r\s+of|with)\s+(?:the\s+)?"
)
"""What joins the value given up to the new one, a date between or not ("dropped the A licence in July 2019 in
favour of the B licence")."""


_REPLACED = re.compile(
    r"\s*,?\s+(?:(?:which|that)\s+)?(?:has\s+|had\s+)?(?:replaced|succeeded|superseded)\s+(?:the\s+)?"
)
_FOR_OWNER = re.compile(r"(?:\s+in\s+[^,;]*?\d{3,4})?\s+(?:for|of|on|at)\s+(?:the\s+|its\s+|their\s+)?")
_MAIN_VERB = re.compile(r"\s+(?:(?:has|have|had)\s+)?(?:[a-z]+ly\s+)?")
"""Between a subject and its verb: nothing but an auxiliary and an adverb (not "never", "did not", "denied that")."""


def _owner_after(sentence: str, spans: list[Span], index: int) -> str | None:
    """The name after the value at ``index`` whose value it is ("… the A licence for / on the T toolkit")."""
    if index + 1 >= len(spans):
        return None
    after = spans[index + 1]
    return after[2] if _FOR_OWNER.fullmatch(sentence[spans[index][1] : after[0]]) else None


def replaced_value(sentence: str, spans: list[Span]) -> list[Change]:
    """One value of a class noun said to replace another: "the B licence replaced the A licence for the T toolkit"
    (T's), "T is licensed under the B licence, which succeeded the A licence" (the sentence subject's; not when the
    sentence reports it: "GitHub said the B licence replaced the A licence")."""
    found = []
    for index, ((_, b_end, new), (a_start, _, old)) in enumerate(zip(spans, spans[1:], strict=False)):
        noun = class_noun(old)
        if not noun or noun != class_noun(new) or not _REPLACED.fullmatch(sentence[b_end:a_start]):
            continue
        if told_undone(sentence, (new, old)):
            continue  # "GitHub said the B licence replaced the A licence"
        owner = _owner_after(sentence, spans, index + 1)
        relative = re.match(r"\s*,\s+(?:which|that)\b", sentence[b_end:a_start])
        if owner is None and relative:  # "T is licensed under B, which …": T's, when T's tie with B is of the class
            subject = subject_of(sentence, [span for span in spans[:index] if span[2] not in (old, new)])
            said = next((end for _, end, name in spans[:index] if name == subject), None)
            tie = sentence[said : spans[index][0]] if said is not None else ""
            owner = subject if re.search(r"\bunder\b", tie) or RelationLexicon.asked_senses(tie) & VALUED else None
        if owner is not None and class_noun(owner) != noun:
            found.append(Change(owner, noun.upper(), old, new))
    return found


def given_up(sentence: str, spans: list[Span]) -> list[Change]:
    """A change of value told by a participle clause or by its subject's verb: "…, dropping the A licence in favour
    of the B licence" — A gave way to B (two values of one class noun), as the value of the last name before the
    clause ("X relicensed the T toolkit in 2014, dropping …": T's); "T dropped / traded the A licence for the B
    licence" and "T replaced the A licence with the B licence", as the value of the sentence's subject T; and the
    changes of :func:`replaced_value`."""
    found = []
    for index, ((a_start, a_end, old), (b_start, _, new)) in enumerate(zip(spans, spans[1:], strict=False)):
        noun = class_noun(old)
        if not _FOR_NEW.fullmatch(sentence[a_end:b_start]) or noun != class_noun(new) or not noun:
            continue
        opening = _GIVING_UP.search(sentence, 0, a_start)
        if opening is not None:
            owners = [name for _, end, name in spans if end <= opening.start() and name not in (old, new)]
            if owners:
                found.append(Change(owners[-1], noun.upper(), old, new))
            continue
        verb = _GAVE_UP.search(sentence, 0, a_start)
        if verb is None or re.search(r"[;:]", sentence[: verb.start()]) or told_undone(sentence, (old, new)):
            continue  # not "Y denied that T dropped …", "If T dropped …", "Has T dropped …?"
        before = [span for span in spans if span[1] <= verb.start() and span[2] not in (old, new)]
        subject = subject_of(sentence, before)
        said = next((end for _, end, name in before if name == subject), None)
        if said is None or not _MAIN_VERB.fullmatch(sentence[said : verb.start() + 1]):
            continue  # the subject's own verb only: not "T never dropped", "X maintains T, which dropped …"
        owner = _owner_after(sentence, spans, index + 1) or subject  # "X replaced A with B on the T toolkit": T's
        if owner is not None and class_noun(owner) != noun:  # not "the A licence replaced the B licence with …"
            found.append(Change(owner, noun.upper(), old, new))
    return found + replaced_value(sentence, spans)


def replaced_at(changes: list[Change], spans: list[Span], start_of: Callable[[int], int | None]) -> dict[str, int]:
    """Old value → when the value that replaced it begins (``start_of``: a place of the sentence → its clause's
    start), for each change whose new value's clause states a start: the end of an old value said with no date of
    its own ("X, once under the A licence, has been under the B licence since 2019": A ends in 2019)."""
    found: dict[str, int] = {}
    for change in changes:
        place = next((start for start, _, name in spans if name == change.new), None)
        moment = start_of(place) if place is not None else None
        if change.old is not None and moment is not None:
            found.setdefault(change.old, moment)
    return found


def value_changes(sentence: str, spans: list[Span], *, about: str | None = None) -> list[Change]:
    """Every change of value ``sentence`` states: :func:`~c0lab.extract.forms.changes` ("X moved from A to B"),
    :func:`given_up`, and :func:`~c0lab.extract.displaced.displaced` for two values no other reading paired ("…,
    abandoning the A licence"); none planned, denied or supposed (:func:`~c0lab.extract.told.told_undone`)."""
    found = changes(sentence, spans, about=about) + given_up(sentence, spans)
    paired = [{change.old, change.new} for change in found]
    found += [change for change in displaced(sentence, spans) if {change.old, change.new} not in paired]
    return [one for one in found if not told_undone(_told(sentence, one.new), (one.old or "", one.new), that=False)]


def _told(sentence: str, new: str) -> str:
    """``sentence`` up to the end of the clause that names ``new`` (its next comma, semicolon or stop): where a change
    of value is denied, supposed or planned ("we're moving X from A to B next month"), not what a later clause says
    ("…, so anything vendored before that … not sure which team owns it")."""
    end = sentence.find(new) + len(new) if new in sentence else len(sentence)
    cut = re.search(r"[,;.!?]", sentence[end:])
    return sentence[: end + cut.end()] if cut else sentence
