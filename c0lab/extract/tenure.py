"""A post kept until a time: "Kepler kept the post until 1612", "…, a post he held until Rudolf II's death in 1612",
"Nuttall managed the club until his death in 1934" (a verb of leading or running, and a common noun for its object).

"The post" (the office, the position, the chair …) is the one last named for its holder in the text (the target of
the holder's latest typed tie that is a post — leading, running, holding, employment, membership — and no
succession of another person); the end the sentence states after the
keeping verb ends that tie: its ``valid_to`` when the text states the tie, else an :class:`~c0lab.extract.types.Ending`
of the one tie an earlier text left the holder holding. A name said only to date the end ("until Rudolf II's death")
is a time, not a tie: the sentence's ties to it are dropped, and a succession it states hands over nothing of it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from .._time import to_timestamp
from ..retrieval.lexicon import LEADING, RelationLexicon
from ..retrieval.meaning import wordnet
from .forms import subject_of
from .types import Ending, Extraction

__all__ = ["a_post", "kept_until"]

_POST = r"(?:post|office|position|role|chair|title|job|seat|appointment|professorship|directorship)"
_KEPT = re.compile(
    rf"\b(?:(?:the|a|this|that|his|her|their)\s+{_POST}\s+(?:(?:which|that)\s+)?(?:[\w'’]+\s+){{0,3}}?"
    r"(?:kept|held|retained|occupied|filled)"
    rf"|(?:kept|held|retained|occupied|filled)\s+(?:on\s+)?(?:the|this|that|his|her|their)\s+{_POST})\b"
)
"""Keeping a post: "the post he kept", "a post which she held", "kept the office", "held on the post"."""
_LED = re.compile(r"\b(?P<verb>[a-z]{3,})\s+(?:the|this|that|his|her|their|its)\s+[a-z]+\b")
"""Leading or running a thing named by a common noun: "managed the club", "led the firm" (a sense checked)."""
_EVENT = (
    r"(?:death|retirement|resignation|abdication|deposition|dismissal|fall|exile|departure|murder|assassination"
    r"|execution|removal|arrest|accession|coronation|election|appointment|return|arrival|marriage|birth)"
)
_SUCCESSIONS = ("SUCCEED", "REPLAC", "FOLLOW", "SUPERSED", "PRECED", "MENTIONED_WITH")
_HELD_SENSES = frozenset({"lead", "run", "post", "hold", "employ", "member"})
"""The senses of a tie that is a post one keeps (not a marriage, a school, a place)."""


def _root(verb: str) -> str:
    """The stem a past verb shares with the type of the post it holds ("managed" → "manag": MANAGER_OF)."""
    net = wordnet()
    bases = net.base_forms(verb, "v") if net is not None else []
    base = bases[0] if bases else verb
    return base[:-1] if base.endswith("e") else base


def a_post(kind: str) -> bool:
    """Whether a relation type is a post one holds and leaves (its senses: :data:`_HELD_SENSES`), not a marriage,
    a birthplace or a founding."""
    return bool(RelationLexicon.type_senses(kind) & _HELD_SENSES)


def _dating(sentence: str, spans: list[tuple[int, int, str]]) -> set[str]:
    """The names said only to date an end: "until X's death", "till X's retirement"."""
    return {
        name
        for start, end, name in spans
        if re.search(r"\b(?:until|till|up\s+to)\s+(?:the\s+)?$", sentence[:start], re.IGNORECASE)
        and re.match(rf"['’]s?\s+(?:\w+\s+)?{_EVENT}\b", sentence[end:])
    }


_KEEPING = re.compile(r"\b(?:kept|held|retained|occupied)\s+(?:on\s+to\s+)?$")
_UNTIL = re.compile(r"\s+(?:until|till|to)\b")
_KEEPING_TYPE = re.compile(r"(?:KEPT|HELD|RETAINED|OCCUPIED)(?:_|$)")
"""The type the keeping verb itself gave ("HELD"): no post of its own."""


def _kept_named(
    extraction: Extraction,
    sentence: str,
    spans: list[tuple[int, int, str]],
    dates: list[tuple[int, int, str]],
    *,
    written: int,
) -> bool:
    """ "He held it until 1727", its "it" said as the thing the post is of ("Newton held Royal Society until
    1727"): the end of the holder's post of that thing (stated earlier in the text), no tie of "holding" it."""
    said = {
        (found.start(), found.end(), name) for _, _, name in spans for found in re.finditer(re.escape(name), sentence)
    }
    for start, end, thing in sorted(said):  # each place a name is said ("… as Rector of X in 1715 and held X until")
        if not (_KEEPING.search(sentence[:start]) and _UNTIL.match(sentence, end)):
            continue
        until = next((moment for place, moment, role in dates if role == "end" and place > end), None)
        holder = subject_of(sentence, [span for span in spans if span[2] != thing])
        posts = [  # stated before, or earlier in this sentence ("succeeded A as Rector of X in 1715 and held it")
            number
            for number, relation in enumerate(extraction.relations)
            if (relation.source, relation.target) == (holder, thing)
            and a_post(relation.type)
            and not _KEEPING_TYPE.match(relation.type)
        ]
        if until is None or holder is None or not posts:
            continue
        kept = extraction.relations[posts[-1]]
        if kept.valid_to is None:
            extraction.relations[posts[-1]] = replace(kept, valid_to=to_timestamp(until))
        extraction.relations[written:] = [
            relation
            for number, relation in enumerate(extraction.relations[written:], start=written)
            if {relation.source, relation.target} != {holder, thing} or number in posts
        ]
        return True
    return False


def kept_until(
    extraction: Extraction,
    sentence: str,
    spans: list[tuple[int, int, str]],
    dates: list[tuple[int, int, str]],
    *,
    written: int,
    successions: int,
    held: Callable[[str], list[tuple[str, str]]] = lambda _: [],
) -> None:
    """Read "a post kept until T" in ``sentence`` into ``extraction`` (the module docstring): ``written`` and
    ``successions`` are how many relations and successions the extraction held before this sentence."""
    events = _dating(sentence, spans)
    if events:  # "until Rudolf II's death": a time, no tie of the sentence
        extraction.relations[written:] = [
            relation for relation in extraction.relations[written:] if not {relation.source, relation.target} & events
        ]
        extraction.successions[successions:] = [
            replace(found, objects=tuple(name for name in found.objects if name not in events))
            for found in extraction.successions[successions:]
        ]
    if _kept_named(extraction, sentence, spans, dates, written=written):
        return
    led = next(
        (found for found in _LED.finditer(sentence) if RelationLexicon.asked_senses(found["verb"]) & LEADING), None
    )  # "managed the club until his death in 1934": the post of that verb's own word (MANAGER_OF), no other
    kept = _KEPT.search(sentence) or led  # "the post he held until 1612"
    root = _root(led["verb"]) if led is not None and kept is led else None
    end = next((moment for place, moment, role in dates if role == "end" and kept and place > kept.start()), None)
    if kept is None or end is None:
        return
    people = [span for span in spans if span[2] not in events]
    holder = subject_of(sentence, people) if people else None
    before = [name for start, _, name in people if start < kept.start()]
    holder = holder or (before[0] if before else None)
    if holder is None:
        return
    for number in range(len(extraction.relations) - 1, -1, -1):
        relation = extraction.relations[number]
        if relation.source == holder and not relation.type.startswith(_SUCCESSIONS) and a_post(relation.type):
            if root is not None and not any(word.startswith(root) for word in relation.type.lower().split("_")):
                continue  # "chaired the Orsk Club …; also ran the family bakery until 1990": no end of the chair
            if relation.valid_to is None:
                extraction.relations[number] = replace(relation, valid_to=to_timestamp(end))
            return
    if root is not None:
        return  # a post of earlier texts: which is "the club" is not known here
    handed = {name for found in extraction.successions[successions:] if found.new == holder for name in found.objects}
    posts = handed or {target if source == holder else source for source, target in held(holder)}
    reading = getattr(end, "reading", None)  # an ending is told at its period's start: the memory closes it through
    told = reading.start if reading is not None and reading.start < end else end  # the period stated ("until 2015")
    if len(posts) == 1:  # what this sentence handed the holder ("succeeded A as chairman … and held the post until
        extraction.ends.append(Ending(holder, posts.pop(), to_timestamp(told), "held until"))  # 2015"), or a text did
