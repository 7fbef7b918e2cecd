"""A role said without what it is held over, when the text named it just before: "Tomas Bek resigned as leader of
the Greens. Ona Ruiz will be acting leader until a congress is called." — the second leader is the Greens' too.

:func:`owned_roles` says the owner after such a role ("… acting leader of the Greens until …"), so the rules read the
tie as they read it written whole. The role is a word of a relation sense (:mod:`~c0lab.retrieval.lexicon`: a
leader, a mayor, a governor), said after a verb of being, becoming or being given a role ("will be", "became",
"returned as", "was named", "was made", "is listed as"), with no "of"/"at" after it, and the same word, or one it
opens, was said "ROLE of OWNER" earlier in the text ("chair of X", then "was made chairman"); the latest such owner is
taken, unless another thing was named since ("… moved to Vexa Corp, where he became chair": not the owner before).
A bare word for whoever leads, after a thing said led by its verb, is that thing's ("A led X until 2022; B has been lead
since 2022": X's lead).
A charge said bare ("… has been in charge", "… holds the post") is over the owner of the last role of leading said.
"""

from __future__ import annotations

import re

from ..retrieval import meaning
from ..retrieval.lexicon import STANDING_IN, RelationLexicon
from ..retrieval.meaning import likely_person, personal_name
from .forms import place_name
from .it_refers import is_thing, leading, led_post
from .names import FUNCTION, LEADING

__all__ = ["owned_roles"]

_OWNER = r"(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:of\s+|de\s+)?[A-Z][\w'’-]*)*"
_ROLE_OF = re.compile(rf"\b(?P<role>[A-Za-z][a-z]{{2,}})\s+of\s+(?P<owner>{_OWNER})")  # "Mayor of Harnmouth" too
_ROLE_WORD = r"(?P<role>[a-z]{3,})\b(?!\s+(?:of|at|for|in|to|with|and)\b)(?![\w'’-])"
"""A role word said bare: nothing it is "of" or "at" follows it."""
_BARE = re.compile(
    r"\b(?:(?:is|was|were|been)\s+(?:then\s+|later\s+)?(?:named|appointed|elected|installed|made|chosen)(?:\s+as)?"
    r"|will\s+be|would\s+be|has\s+been|have\s+been|is|was|became|becomes|become|remains|remained"
    r"|returns\s+as|returned\s+as"
    rf"|listed\s+as|confirmed\s+as|served\s+as|serves\s+as)\s+(?:(?:the|an?)\s+)?(?:(?:{'|'.join(sorted(STANDING_IN))}|new)\s+)?"
    rf"{_ROLE_WORD}"
)


def owned_roles(text: str) -> str:
    """``text`` with the owner said after each role said without one that the text named earlier (the module
    docstring).

    >>> owned_roles("Bek resigned as leader of the Greens. Ona Ruiz will be acting leader until May.")
    'Bek resigned as leader of the Greens. Ona Ruiz will be acting leader of the Greens until May.'
    >>> owned_roles("Ona Ruiz will be acting leader until May.")  # no owner said before: as written
    'Ona Ruiz will be acting leader until May.'
    """
    if (
        " of " not in text
        and not _IN_CHARGE.search(text)
        and not _LED_BY_VERB.search(text)
        and not _THING_LEFT.search(text)
    ):
        return text
    marks = sorted(
        [(found.end(), "of", found) for found in _ROLE_OF.finditer(text)]
        + [(found.end(), "of", found) for found in _OWNERS_ROLE.finditer(text) if not likely_person(found["owner"])]
        + [(found.end(), "of", found) for found in _LED_BY_VERB.finditer(text) if leading(found["role"])]
        + [(found.end("role"), "bare", found) for found in _BARE.finditer(text)]
        + [(found.end(), "charge", found) for found in _IN_CHARGE.finditer(text)]
        + [(found.end(), "left", found) for found in _THING_LEFT.finditer(text) if not likely_person(found["owner"])],
        key=lambda mark: mark[0],
    )
    left: re.Match[str] | None = None  # the last thing someone left: a bare role later in its sentence is its own
    owners: dict[str, str] = {}
    owned: dict[str, int] = {}  # where each owner was said
    inserts: list[tuple[int, str]] = []
    for place, kind, found in marks:
        if kind == "left":
            left = found
            continue
        role = phrase = found.group("role") if kind != "charge" else ""
        second = _SECOND.match(text, place) if kind == "bare" else None
        compound = _compound(second)  # "head girl", "lead singer": a role of two words
        if second and _said_before(second["role"], owners):  # "was appointed head coach" after "head coach of X"
            role, phrase, place, compound = second["role"], f"{role} {second['role']}", second.end("role"), False
        if kind == "of":
            owners[role.lower()] = found.group("owner")
            owned[role.lower()] = found.end()
        elif kind == "charge":  # "Since then, B has been in charge": of what the last role of leading was held at
            said = max((one for one in owned if leading(one)), key=owned.__getitem__, default=None)
            since = text[owned[said] : found.start()] if said else ""  # a later sentence's: not "… head of X in 2012
            later = re.search(r"[.;!?]\s", since) is not None  # and stayed in charge until 2016" (its own clause)
            thing = said is not None and not personal_name(owners[said])  # not "A was B's director of studies"
            if said and later and thing and not any(_a_thing(name, owners[said]) for name in _NAMES.findall(since)):
                post = found.group().split()[-1] in ("post", "job", "role", "position", "office")  # the post's role
                post = post and not re.fullmatch(_LED_VERB, said)  # a noun's, not "managed X"
                inserts.append((found.end(), f" of {said} of {owners[said]}" if post else f" of {owners[said]}"))
        elif re.fullmatch(_LED_VERB, role):
            continue  # "it was chaired by B": a verb, no role said bare
        elif not compound and (said := _said_before(role, owners) or _led_before(role, owned)):
            if not RelationLexicon.asked_senses(phrase):
                continue
            since = text[owned[said] : found.start()]
            if not any(_a_thing(name, owners[said]) for name in _NAMES.findall(since)):
                inserts.append((place, f" of {owners[said]}"))
        elif kind == "bare" and not compound and left is not None and RelationLexicon.asked_senses(phrase):
            since = text[left.end() : found.start()]  # "When A retired from X in 2011, B became director": X's
            between = _NAMES.findall(since)
            taker = between[-1] if between and since.rstrip().endswith(between[-1]) else None  # B: the role's subject
            leaver = _NAMES.findall(text[: left.start()])[-1:]  # not A's own next role ("A left X and became director")
            others = between[:-1] if taker else between
            a_place = place_name(left["owner"]) or _PLACES & meaning.broader(left["owner"].split()[-1].lower())
            if taker and taker not in leaver and not re.search(r"[.;!?]\s", since) and not a_place:
                if not any(_a_thing(name, left["owner"]) for name in others):
                    inserts.append((place, f" of {left['owner']}"))
    for place, said in reversed(inserts):
        text = text[:place] + said + text[place:]
    return text


_OWNERS_ROLE = re.compile(rf"(?P<owner>{_OWNER})['’]s?\s+(?:(?:new|current|former|first)\s+)?(?P<role>[a-z]{{3,}})\b")
"""A role said with its owner's possessive ("Orsk Labs' director", "Kell Bank's chair"; not a person's: "Jan Berg's
director of studies")."""
_PLACES = frozenset({"city", "country", "region", "state", "town", "geographical_area"})
"""WordNet nouns above a place's name ("Paris" is a city): a place left holds no post."""
_THING_LEFT = re.compile(
    rf"\b(?:(?:retired|resigned|stepped\s+down|stood\s+down|departed|withdrew)\s+(?:from|at)|left)\s+(?P<owner>{_OWNER})"
)
"""A thing someone left ("retired from the Selby Choir", "left Orsk Labs"): the owner of a role another, named right
before it, is said to take bare later in the same sentence ("…, B became director": of the Selby Choir; not "A left X
and became director", A's own next role, nor a place left, "left London")."""
_LED_VERB = r"[a-z]+ed|ran|led"
"""A verb's past, as a thing led is said by it ("managed", "ran")."""
_LED_BY_VERB = re.compile(rf"\b(?P<role>{_LED_VERB})\s+(?P<owner>{_OWNER})")
"""A thing led said by its verb ("managed Ralston Mill", "ran X"): the last thing led, for a bare charge after it."""
_IN_CHARGE = re.compile(
    r"(?<!\bwas\s)(?<!\bwere\s)(?<!\bhad\sbeen\s)(?<!\bwill\sbe\s)(?<!\bwould\sbe\s)\bin\s+charge\b(?!\s+(?:of|at|for)\b)"
    r"|\b(?:holds?|took|takes|taken|assumed?)\s+the\s+(?:post|job|role|position|office)\b(?!\s+(?:of|at)\b)"
)
"""A charge said without what it is over, held now or taken ("B has been in charge since", "B now holds the post", "B
took the job"; not "B was in charge", "B held the post", "B will be in charge": when is not said): of the last role
of leading the text said with its owner ("A was X's director. Since 2019 B has been in charge": of X; "holds the post
of director of X")."""
_SECOND = re.compile(rf"\s+{_ROLE_WORD}")
"""The second word of a two-word role said bare ("head coach"): the role word, when it was said with an owner."""
_NAMES = re.compile(r"(?<![\w'’-])[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")


def _said_before(role: str, owners: dict[str, str]) -> str | None:
    """The role word said with an owner that ``role`` is, or opens ("chairman" after "chair of X"), if any."""
    found = [said for said in owners if role == said or len(said) >= 4 and role.startswith(said)]
    return max(found, key=len) if found else None


def _led_before(role: str, owned: dict[str, int]) -> str | None:
    """The last verb of leading said with what it led, for a bare word naming whoever leads (:data:`_LEADER`: "A led X
    until 2022; B has been lead since": X's lead; not "lead singer", "captain"; not after "ran": :func:`led_post`), if
    any."""
    verbs = [said for said in owned if re.fullmatch(_LED_VERB, said) and led_post(said)]
    return max(verbs, key=owned.__getitem__) if role in _LEADER and verbs else None


_LEADER = frozenset(["lead", "leader", "head", "chief", "boss"])
"""Words for whoever leads a thing, whatever verb told its leading."""


_NO_ROLE = FUNCTION | {"onward", "onwards", "today", "again"}
"""Words after a bare role word that make no role of two words with it ("lead since 2017", "head from 2017 onward")."""


def _compound(second: re.Match[str] | None) -> bool:
    """Whether a bare role word is the first of two ("lead singer", "head coach"), not a word alone ("lead since")."""
    return second is not None and second["role"] not in _NO_ROLE


def _a_thing(name: str, owner: str) -> bool:
    """Whether ``name`` (capitalised words said between an owner and a bare role) is another thing than ``owner``,
    no person and no opening word ("In 2018 Bo Ek was named chair": Bo Ek and "In" name no other thing)."""
    words = name.split()
    if words[0].lower() in LEADING | FUNCTION:
        words = words[1:]
    name = " ".join(words)
    return bool(name) and name not in owner and is_thing(name)
