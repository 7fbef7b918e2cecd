"""The offline extractor: what plain English text shows without a model.

:class:`OfflineExtractor` (the default extractor of ``Memory.ingest``) reads only what plain text gives
without a model: names (runs of capitalised words, and every name the
memory already knows), the dates a sentence states (with the one date
parser), and how two names said together in a sentence relate: typed
open-IE style when the words between two names next to each other are a
short verb phrase of a general relation sense ("X is run by Y" →
``X RUN_BY Y``, :func:`verb_phrase`; the type is the phrase itself, mapped
to no fixed vocabulary), else ``MENTIONED_WITH``.

*Valid time* is read per clause (a sentence split at commas, semicolons
and an "and"/"but" before a lower-case word) from the dates
:func:`~c0lab._time.find_date` finds (:func:`~c0lab.extract.dates.dated_phrases`): a date after
"since", "from", "between", "starting" or "after" starts the interval; one
after "until", "to", "through", "before", the "and" of "between … and …"
or a dash ("2015–2022") ends it; any other date ("in 2021") is a point
that starts it. A clause with no date that opens with "when" takes the
date before it; any other takes the sentence's first date. A pair of
names takes the interval of the clause of its second name. A clause
saying something ended ("left", "stepped down", "resigned", "retired",
"quit", "no longer", "ended", "stopped" …) writes no relation: what the
memory holds between the two names (either way) *ends* at the clause's
date, or the document's date when it states none
(:meth:`Writes.end <c0lab.memory.writes.Writes.end>`). A relation
already held with no end that a later sentence states with an end is
ended there. A sentence opening with "Before that", "Previously",
"Formerly", "Until then" or "Prior to that" tells what held until the
previous sentence's date: its relations end there. "B succeeded A (in
2022)", "B replaced A", "B took over P from A": each typed relation A
holds now with a name of the same document ends at the clause's date
and the same relation starts there for B.

A new name is described by the first three sentences of its document
that name or refer to it (not only the first), so what a later sentence
says of it ("B succeeded A in 2022") travels with it.

*Coreference* (:func:`resolve_references`), one declared rule: "the" + a
lower-case noun not followed by a name ("the institute", "the project")
refers to the most recent name of the same document with that noun
among its words (singular or plural); a pronoun opening a sentence (It,
He, She, They; Its, His, Her, Their as "X's") refers to the first name of
the previous sentence that named one (its subject). Nothing else is
resolved: no types are known offline, so "the company" finds "Vola
Labs" only if a name holds the word; mid-sentence pronouns are left. A
correction said with a general
English cue ("actually", "correction:", "in fact", "rather than", "no
longer", "not X but Y", "update" …;
:data:`~c0lab.retrieval.walk.CORRECTION_CUE`) becomes a patch on the first
name of its sentence, so a walk marks older statements about that name as
corrected, naming the correction and its day; a correction told with no
cue ("X develops Y.") is not seen.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .._time import to_timestamp
from ..model.records import name_key
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.walk import CORRECTION_CUE
from .dates import dated_phrases
from .types import Correction, Ending, Entity, Extraction, Relation, Succession

__all__ = ["OfflineExtractor", "resolve_references", "verb_phrase"]

_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
_CAPITALISED = re.compile(r"\b[A-Z](?:[^\W_]|['-])*(?![\w])(?:[ \t]+[A-Z](?:[^\W_]|['-])*(?![\w]))*")
"""A run of capitalised words on one line (a name never spans a line break); ``LED_BY`` is no name word."""
_LEADING = frozenset(  # words that open English sentences and are not names
    "a an and actually after also although as at before but by correction during earlier finally first for from "
    "he her his however if in it its later meanwhile next note now of on our she since so some that the their "
    "then there these they this those to today update we when while yes yesterday".split()
)
_MONTHS = frozenset("january february march april may june july august september october november december".split())


def _sentences(text: str) -> list[str]:
    """The sentences of ``text``; a line break ends one too, so no name read in one spans two lines."""
    return [part.strip() for line in text.splitlines() for part in _SENTENCE.split(line) if part.strip()]


def _names(sentence: str, known: dict[str, str]) -> list[str]:
    """Names in a sentence: known names first (longest first), then runs of capitalised words."""
    found: list[str] = []
    lowered = f" {name_key(sentence)} "
    for key in sorted(known, key=len, reverse=True):
        if f" {key} " in lowered and not any(key in name_key(other) for other in found):
            found.append(known[key])
    for match in _CAPITALISED.finditer(sentence):
        words = match.group(0).split()
        while words and words[0].lower() in _LEADING | _MONTHS:
            words = words[1:]
        if not words or (len(words) == 1 and (words[0].lower() in _MONTHS or len(words[0]) < 3)):
            continue
        at_start = match.start() == 0 or sentence[: match.start()].strip() in ("", '"', "'", "(")
        if len(words) == 1 and at_start and words[0].lower().endswith("ly"):
            continue
        name = re.sub(r"'s$", "", " ".join(words))
        if not any(name_key(name) in name_key(other) for other in found):
            found.append(name)
    return found


_AUXILIARY = frozenset("a an the is are was were be been being has have had its their this that also now still "
                       "currently".split())


def verb_phrase(between: str, *, limit: int = 5) -> str | None:
    """The relation type the words between two names say, open-IE style, or ``None``.

    The words must be a short run (at most ``limit`` words, no digits and no
    clause punctuation) holding a word of a general relation sense of
    :data:`~c0lab.retrieval.lexicon.SENSES` ("runs", "is based in", "has
    led"); articles and auxiliaries are dropped and the rest is the type in
    UPPER_SNAKE_CASE: "is run by" → ``RUN_BY``, "has led" → ``LED``.

    >>> verb_phrase(" is run by "), verb_phrase(" has led "), verb_phrase(" met "), verb_phrase(", who runs ")
    ('RUN_BY', 'LED', None, None)
    """
    if re.search(r"[\d,;:()\[\]\"!?.]", between):
        return None
    words = re.findall(r"[a-z]+", between.lower())
    if not words or len(words) > limit or not RelationLexicon.asked_senses(" ".join(words)):
        return None
    kept = [word for word in words if word not in _AUXILIARY]
    return "_".join(kept).upper() if kept else None


def _spans(sentence: str, names: list[str]) -> list[tuple[int, int, str]]:
    """Where each name stands in the sentence (first place it does), in order."""
    spans = []
    for name in names:
        found = re.search(r"(?<![\w-])" + r"[ \t]+".join(map(re.escape, name.split())) + r"(?![\w-])", sentence,
                          re.IGNORECASE)
        if found:
            spans.append((found.start(), found.end(), name))
    return sorted(spans)


_CLAUSE = re.compile(r"[,;]\s+(?!\d)|\s+(?:and|but)\s+(?=[a-z])")
_ENDING = re.compile(r"\b(?:left|leaves|quit|quits|resigned|resigns|retired|retires|step(?:ped|s)\s+down|departed|"
                     r"departs|no\s+longer|ceased|ceases|stopped|stops|ended|ends|gave\s+up|handed\s+over)\b",
                     re.IGNORECASE)
_DESCRIBED = 3  # sentences of its document that describe a new name
_SUCCESSION = re.compile(r"\b(?:succeeded|succeeds|replaced|replaces|took\s+over|takes\s+over)\b", re.IGNORECASE)
_EARLIER = re.compile(r"^(?:before\s+that|before\s+then|previously|formerly|until\s+then|prior\s+to\s+that)\b",
                      re.IGNORECASE)
_PRONOUN = re.compile(r"^(?P<word>It|He|She|They|Its|His|Her|Their)\b")
_DEFINITE = re.compile(r"\b[Tt]he\s+(?P<noun>[a-z][a-z-]{2,})\b(?!\s+[A-Z0-9])")


def _clauses(sentence: str) -> list[int]:
    """Where each clause of a sentence starts: at a comma or semicolon, or an "and"/"but" before a lower-case word."""
    return [0, *(match.end() for match in _CLAUSE.finditer(sentence))]


def _interval(dates: list[tuple[int, int, str]], *, inherited: int | None) -> tuple[int | None, int | None]:
    """A clause's valid time: its first start (else its first point, else ``inherited``) and its first end."""
    start = next((moment for _, moment, role in dates if role == "start"), None)
    if start is None:
        start = next((moment for _, moment, role in dates if role == "at"), inherited)
    end = next((moment for _, moment, role in dates if role == "end" and (start is None or moment > start)), None)
    return start, end


def resolve_references(sentence: str, *, mentioned: list[str], subject: str | None) -> str:
    """The sentence with its references replaced by the names they refer to (the rule in the module docstring).

    ``mentioned`` are the names the document has named so far, oldest first;
    ``subject`` is the first name of the previous sentence that named one.

    >>> resolve_references("The institute is based in Nylota.", mentioned=["Mirlum Institute", "Mara Quill"],
    ...                    subject="Mara Quill")
    'Mirlum Institute is based in Nylota.'
    >>> resolve_references("She left in 2022.", mentioned=["Mara Quill"], subject="Mara Quill")
    'Mara Quill left in 2022.'
    """
    def antecedent(match: re.Match[str]) -> str:
        noun = match.group("noun")
        for name in reversed(mentioned):
            words = {word.lower() for word in name.split()}
            if noun in words or f"{noun}s" in words or (noun.endswith("s") and noun[:-1] in words):
                return name
        return match.group(0)

    resolved = _DEFINITE.sub(antecedent, sentence)
    pronoun = _PRONOUN.match(resolved)
    if pronoun and subject:
        possessive = pronoun.group("word") in ("Its", "His", "Her", "Their")
        resolved = subject + ("'s" if possessive else "") + resolved[pronoun.end() :]
    return resolved


class OfflineExtractor:
    """Names, dates and co-mentions that plain text shows, with no model (see the module docstring)."""

    relation = "MENTIONED_WITH"

    def __call__(self, text: str, *, at: int, known: list[str]) -> Extraction:
        known_keys = {name_key(name): name for name in known}
        extraction = Extraction()
        seen: dict[str, tuple[str, str]] = {}  # name key -> (the name as first said, its description)
        mentioned: list[str] = []
        subject: str | None = None
        previous: int | None = None  # the date the previous sentence starts its facts at
        for original in _sentences(text):
            sentence = " ".join(resolve_references(original, mentioned=mentioned, subject=subject).split())
            names = _names(sentence, known_keys)
            for name in names:
                if name_key(name) not in seen:
                    seen[name_key(name)] = (name, original)
                elif seen[name_key(name)][1].count(". ") < _DESCRIBED - 1:
                    first, description = seen[name_key(name)]
                    seen[name_key(name)] = (first, f"{description} {original}")
            if names and CORRECTION_CUE.search(sentence):  # the sentence's first name is what it corrects
                extraction.corrections.append(Correction(names[0], original))
            spans = _spans(sentence, names)
            dates = dated_phrases(sentence, at=at)
            self._relate(extraction, sentence, spans, dates, at=at,
                         until=previous if _EARLIER.match(sentence) else None)
            self._succession(extraction, sentence, spans, dates, mentioned=mentioned, at=at)
            previous = _interval(dates, inherited=None)[0]
            for _, _, name in spans:
                if name in mentioned:
                    mentioned.remove(name)
                mentioned.append(name)
            subject = spans[0][2] if spans else subject
        extraction.entities = [Entity(name, description=description) for name, description in seen.values()]
        return extraction

    @staticmethod
    def _succession(extraction: Extraction, sentence: str, spans: list[tuple[int, int, str]],
                    dates: list[tuple[int, int, str]], *, mentioned: list[str], at: int) -> None:
        """"B succeeded A in 2022", "B replaced A", "B took over P from A": B takes over what A held."""
        cue = _SUCCESSION.search(sentence)
        if cue is None:
            return
        before = [name for start, _, name in spans if start < cue.start()]
        after = [name for start, _, name in spans if start >= cue.end()]
        if not before or not after:
            return
        new, old = before[-1], after[-1]
        moment = next((moment for place, moment, _ in dates if place >= cue.start()),
                      dates[0][1] if dates else at)
        objects = [name for name in [*mentioned, *after[:-1], *before[:-1]] if name not in (new, old)]
        extraction.successions.append(Succession(new, old, tuple(objects), to_timestamp(moment)))

    def _relate(self, extraction: Extraction, sentence: str, spans: list[tuple[int, int, str]],
                dates: list[tuple[int, int, str]], *, at: int, until: int | None) -> None:
        """The relations between the names of one sentence, each with the valid time of its clause
        (ending at ``until`` when the sentence tells what held before: "Before that, …")."""
        starts = _clauses(sentence)
        times: list[tuple[int | None, int | None]] = []
        first = _interval(dates, inherited=None)[0]
        for number, begin in enumerate(starts):
            stop = starts[number + 1] if number + 1 < len(starts) else len(sentence) + 1
            inside = [date for date in dates if begin <= date[0] < stop]
            earlier = [moment for place, moment, _ in dates if place < begin]
            inherited = earlier[-1] if earlier and sentence[begin:].lower().startswith("when ") else first
            valid_from, valid_to = _interval(inside, inherited=inherited)
            if valid_to is None and until is not None and (valid_from is None or valid_from < until):
                valid_to = until
            times.append((valid_from, valid_to))

        def clause(place: int) -> int:
            return max(number for number, begin in enumerate(starts) if begin <= place)

        typed = {}
        for (_, end, source), (start, _, target) in pairwise(spans):  # names next to each other
            kind = verb_phrase(sentence[end:start])
            if kind is not None:
                typed[(source, target)] = kind
        for place, (_, _, source) in enumerate(spans):
            for start, _, target in spans[place + 1 :]:
                number = clause(start)
                begin = starts[number]
                stop = starts[number + 1] if number + 1 < len(starts) else len(sentence)
                valid_from, valid_to = times[number]
                if _ENDING.search(sentence[begin:stop]):  # "X left Y in 2022": what X and Y had ends then
                    moment = next(m for m in (valid_to, valid_from, at) if m is not None)
                    extraction.ends.append(Ending(source, target, to_timestamp(moment)))
                    continue
                extraction.relations.append(Relation(
                    source, typed.get((source, target), self.relation), target,
                    valid_from=to_timestamp(valid_from) if valid_from is not None else None,
                    valid_to=to_timestamp(valid_to) if valid_to is not None else None))
