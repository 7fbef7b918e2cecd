"""Values a text gives after a label or lists one after another, each with its own dates.

- :func:`labelled`: a value given after a label, "Chair of the Orsk Club since 2016: Dalia Fenn", "Owner: Tamo
  Works" (of the document's subject);
- :func:`listed`: values a label lists with their dates, "Licence: A (until 2015), B (from 2015)", "Licence: B
  (from 2015); A (before)";
- :func:`timeline`: a name's values one after another, "X toolkit of Y: A licence until 2015, then the B licence".
"""

from __future__ import annotations

import re

from .._time import handed_over_at, to_timestamp
from ..retrieval.lexicon import RelationLexicon
from .dates import dated_phrases
from .forms import Span, class_noun
from .names import FUNCTION
from .rules import EARLIER, correction_cue, relation_type
from .types import Relation

__all__ = ["labelled", "listed", "labels_its_class", "timeline"]


_LABEL = re.compile(r"^(?P<label>[A-Z][a-z]+(?:[ -](?!of\b)[a-z]+){0,2})(?P<rest>[^:]*):\s+$")


def labels_its_class(sentence: str) -> bool:
    """Whether ``sentence`` opens with a label naming the class of the names it lists ("Licence: Maplewood licence
    until 2018, …"; not "Employer: Vanta store", whose values are another thing's)."""
    found = re.match(r"[A-Z][a-z]+(?: (?P<last>[a-z]+))?:\s", sentence)
    if found is None:
        return False
    noun = (found["last"] or found.group().split(":")[0]).lower()
    return re.search(rf"[A-Z][\w'’-]*\s+{noun}\b", sentence[found.end() :]) is not None


def labelled(sentence: str, spans: list[Span], *, about: str | None) -> tuple[str, str, str] | None:
    """(value, type, owner) of a sentence that gives a name after a label: "Chair of the Orsk Club since 2016: Dalia
    Fenn" → (Dalia Fenn, CHAIR_OF, Orsk Club); "Owner: Tamo Works" → (Tamo Works, OWNER_OF, ``about``). The name
    must end the sentence; a label that is a name or a cue ("Update: …") is none.

    >>> labelled("Chair of Orsk Club since 2016: Dalia Fenn.", [(9, 18, "Orsk Club"), (31, 41, "Dalia Fenn")],
    ...          about=None)
    ('Dalia Fenn', 'CHAIR_OF', 'Orsk Club')
    """
    if not spans or not re.fullmatch(r"\s*[.!]?\s*", sentence[spans[-1][1] :]):
        return None
    found = _LABEL.match(sentence[: spans[-1][0]])
    if found is None or correction_cue(found.group("label")) or found.group("label").split()[0].lower() in FUNCTION:
        return None
    inside = [span for span in spans[:-1] if span[1] <= found.end("rest")]
    owner = inside[0][2] if inside else about
    if inside and not re.fullmatch(r"\s+of(?:\s+the)?\s+", sentence[found.end("label") : inside[0][0]]):
        return None
    kind = relation_type([*found.group("label").split(), "of"])
    if owner is None or kind is None or owner == spans[-1][2]:
        return None
    return spans[-1][2], kind, owner


_WHEN = re.compile(
    rf"\s*(?:\((?P<when>[^()]*\d[^()]*|(?P<before>{EARLIER}))\)|,\s+(?P<said>(?:from|since|until|between)\s[^;(),]*\d))"
    r"[^;()]*?\s*(?:[,;]|and\b|\s[-–•]\s|\.?\s*$)"
)
"""A bracket with a date after a listed value, then the next value or the end ("A (until 2015), B (from 2015)", "- A
(1974–1978) - B (…)"), or saying the value came before the others ("A (from 2015); B (before)"); or the date said
after a comma ("A, from 2010 until 2015; B, since 2015, still in office")."""


def listed(sentence: str, spans: list[Span], *, about: str | None, at: int) -> list[Relation]:
    """The values a label lists with their dates in brackets, of the label's owner ("of X" in the label, else
    ``about``): "Licence: A licence (until July 2015), B licence (from July 2015)" → the owner's ``LICENCE`` A,
    ending July 2015, and B, from then; "Directors of X: A (2010–2015); B (2015–present)" → A ``DIRECTORS_OF`` X,
    2010–2015, and B, from 2015. Values of the label's own class (a licence under "Licence", or under a label that is
    a name: "Quill toolkit: A licence until 2019, B licence since") are the owner's (``LICENCE``), others hold the
    label's role of it (``DIRECTORS_OF``). Two values at least, each dated.

    >>> [(r.source, r.type, r.target) for r in listed("Licence: A licence (until 2015), B licence (from 2015).",
    ...     [(9, 18, "A licence"), (33, 42, "B licence")], about="Kit", at=2 * 10**15)]
    [('Kit', 'LICENCE', 'A licence'), ('Kit', 'LICENCE', 'B licence')]
    """
    colon = sentence.find(":")
    found = _LABEL.match(sentence[: colon + 2]) if colon > 0 else None
    if found is None or correction_cue(found.group("label")) or found.group("label").split()[0].lower() in FUNCTION:
        return []
    if any(start == 0 and end > found.end("label") for start, end, _ in spans):
        return []  # "Tom Hale has been married twice: …": a name's first word, no label
    inside = [span for span in spans if span[1] <= colon]
    owner = inside[0][2] if inside else about
    own = found.group("label").split()[-1].lower()
    if inside and inside[0][:2] == (0, found.end("label")):  # "Quill toolkit: A licence …, B licence since": a name's
        own = class_noun(spans[-1][2]) or ""  # own values, of their class
    if not own:
        return []
    values = [
        (span, re.match(rf"(?:\s+{own}\b)?{_WHEN.pattern}", sentence[span[1] :])) for span in spans if span[0] > colon
    ]
    kind = relation_type([*found.group("label").split(), "of"])
    if owner is None or kind is None or len(values) < 2 or not all(when for _, when in values):
        return []
    if sentence[colon + 1 : values[0][0][0]].strip(" -–•") or not inside and found.group("rest").strip():
        return []  # the values follow the label ("Queenship: between A ( aged 54 ) and B …" lists nothing)
    relations = []
    for (_, after, value), when in values:
        value = f"{value} {own}" if re.match(rf"\s+{own}\b", sentence[after:]) else value  # "Brenlow licence"
        said = (when.group("when") or when.group("said") or "") if when else ""
        both = re.fullmatch(r"(?P<start>[^–—]*\d[^–—]*?)\s*[–—]\s*(?P<end>[^–—]+)", said)  # "A–B", "A–present"
        dates = (
            dated_phrases(f"from {both['start']}", at=at) + dated_phrases(f"until {both['end']}", at=at)
            if both
            else dated_phrases(said, at=at)
        )
        if when and when.group("before"):  # "B (before)": until the first value said to begin
            dates = [(0, moment, "end") for _, moment, _ in _begun(values, at=at)[:1]]
        if not dates:
            return []
        start = next((moment for _, moment, role in dates if role != "end"), None)
        end = next((moment for _, moment, role in dates if role == "end"), None)
        noun = class_noun(value)
        mine = noun is not None and bool(RelationLexicon.asked_senses(noun) & RelationLexicon.asked_senses(own))
        relations.append(
            Relation(
                owner if mine else value,
                own.upper() if mine else kind,
                value if mine else owner,
                valid_from=to_timestamp(start),
                valid_to=to_timestamp(end),
            )
        )
    return relations


def _begun(values: list[tuple[Span, re.Match[str] | None]], *, at: int) -> list[tuple[int, int, str]]:
    """The starts the brackets of listed values state ("from July 2021")."""
    return [
        date
        for _, when in values
        if when and re.match(r"(?:from|since)\s", when["when"])
        for date in dated_phrases(when["when"], at=at)
        if date[2] == "start"
    ]


_THEN = re.compile(r"(?:[,;]\s*|\s+)(?:and\s+)?(?:then|later|afterwards|thereafter)\s+(?:the\s+)?$")
"""What joins two values of a timeline: "…, then the B licence"."""


_SINCE_THEN = re.compile(r"\s*(?:since|ever\s+since|from\s+then(?:\s+on)?|thereafter|onwards?)\s*(?:[,;.]|$)")
"""A value said to hold from the end before it on ("…, B licence since.", "…, B licence from then on")."""


def timeline(sentence: str, spans: list[Span], *, at: int) -> list[Relation]:
    """The values a name's timeline lists after a colon, one after another ("X toolkit of Y: A licence until July
    2015, then the B licence" → X ``LICENCE`` A until July 2015, then B from then): the heading's first name owns
    them, they share a class noun naming a general sense (its type), and each but the last is followed by "then"
    (or "later", "afterwards"), or the next said to hold "since" ("A licence until 2015, B licence since"); a value
    with no start of its own begins where the one before ends.

    >>> [(r.source, r.type, r.target) for r in timeline("Kit: A licence until 2015, then the B licence.",
    ...     [(0, 3, "Kit"), (5, 14, "A licence"), (36, 45, "B licence")], at=2 * 10**15)]
    [('Kit', 'LICENCE', 'A licence'), ('Kit', 'LICENCE', 'B licence')]
    """
    colon = sentence.find(":")
    heads = [span for span in spans if span[1] <= colon]
    values = [span for span in spans if span[0] > colon]
    if colon < 0 or not heads or sentence[heads[-1][1] : colon].strip() or len(values) < 2:
        return []
    named = []
    for _, end, value in values:  # "Saffra licence", or "Saffra" before its class noun
        noun = class_noun(value)
        if noun is None and (after := re.match(r"\s+([a-z][a-z-]+)\b", sentence[end:])):
            noun, value, end = after.group(1), f"{value} {after.group(1)}", end + after.end()
        named.append((end, value, noun))
    nouns = {noun for *_, noun in named}
    noun = nouns.pop() if len(nouns) == 1 else None
    if noun is None or not RelationLexicon.asked_senses(noun):
        return []
    relations: list[Relation] = []
    ended: int | None = None
    tails = [
        sentence[end : values[n + 1][0] if n + 1 < len(values) else len(sentence)] for n, (end, *_) in enumerate(named)
    ]
    for number, (_, value, _) in enumerate(named):
        tail = tails[number]
        if number + 1 < len(values) and not (_THEN.search(tail) or _SINCE_THEN.match(tails[number + 1])):
            return []
        dates = dated_phrases(tail, at=at)
        begin = next((moment for _, moment, role in dates if role != "end"), None)
        finish = next((moment for _, moment, role in dates if role == "end"), None)
        begin = handed_over_at(ended) if begin is None and ended is not None else begin
        relations.append(
            Relation(
                heads[0][2],
                noun.upper(),
                value,
                valid_from=to_timestamp(begin),
                valid_to=to_timestamp(finish),
            )
        )
        ended = finish
    return relations if any(r.valid_from is not None or r.valid_to is not None for r in relations) else []
