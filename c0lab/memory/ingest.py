"""Ingesting free text: ``Memory.ingest`` keeps a document as an episode and writes what an extractor reads in it.

Two extractors share one shape (:class:`Extraction`: entities, typed
relations with valid times, and which earlier fact a statement replaces):

- :class:`OfflineExtractor` (the default) reads only what plain text gives
  without a model: names (runs of capitalised words, and every name the
  memory already knows), the dates a sentence states (with the one date
  parser), and how two names said together in a sentence relate: typed
  open-IE style when the words between two names next to each other are a
  short verb phrase of a general relation sense ("X is run by Y" →
  ``X RUN_BY Y``, :func:`verb_phrase`; the type is the phrase itself, mapped
  to no fixed vocabulary), else ``MENTIONED_WITH``.

  *Valid time* is read per clause (a sentence split at commas, semicolons
  and an "and"/"but" before a lower-case word) from the dates
  :func:`~c0lab._time.find_date` finds (:func:`dated_phrases`): a date after
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
- :class:`LLMExtractor` asks a chat model (through
  :func:`~c0lab.llm.provider.ollama_client`) for the same structure as JSON
  following :data:`EXTRACTION_SCHEMA`.

Whatever the extractor returns is checked and written in one batch with the
episode: new names become concepts (source ``ingest``), relations are
added with their valid times, and a relation that replaces an earlier one
closes it (its valid time ends where the new one starts).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, Protocol

from .._errors import BadDateError, C0labError, InvalidInputError
from .._time import find_date, format_time, parse_time, to_timestamp
from ..llm.provider import LLMClient, ollama_client
from ..model.records import check_name, check_relation_type, name_key
from ..retrieval.lexicon import RelationLexicon
from ..retrieval.walk import CORRECTION_CUE
from .conversation import Conversation
from .core import MemoryCore, text_field
from .writes import Writes

__all__ = ["EXTRACTION_SCHEMA", "Extraction", "Extractor", "Ingest", "LLMExtractor", "OfflineExtractor", "dated_phrases",
           "resolve_references", "sentence_dates", "verb_phrase"]


@dataclass
class Extraction:
    """What an extractor read in a text."""

    entities: list[dict[str, Any]] = field(default_factory=list)
    """``name``, optionally ``kind`` and ``description``."""
    relations: list[dict[str, Any]] = field(default_factory=list)
    """``source``, ``type``, ``target``, optionally ``valid_from``, ``valid_to`` and ``replaces``
    (the target of an earlier relation of the same type from the same source that this one ends)."""
    corrections: list[dict[str, Any]] = field(default_factory=list)
    """``name`` (the entity an earlier statement was about) and ``text`` (the sentence that corrects it)."""
    successions: list[dict[str, Any]] = field(default_factory=list)
    """``new``, ``old``, ``objects`` and ``at``: ``new`` takes over what ``old`` held with any of ``objects``
    ("B succeeded A in 2022")."""
    ends: list[dict[str, Any]] = field(default_factory=list)
    """``source``, ``target`` and ``at``: what the memory holds between the two names stops holding at ``at``
    ("X left Y in 2022")."""


class Extractor(Protocol):
    """Reads a text written at ``at`` (microseconds), knowing the names the memory holds."""

    def __call__(self, text: str, *, at: int, known: list[str]) -> Extraction:
        """The entities and relations of ``text``."""


_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
_CAPITALISED = re.compile(r"\b[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*")
_LEADING = frozenset(  # words that open English sentences and are not names
    "a an and actually after also although as at before but by correction during earlier finally first for from "
    "he her his however if in it its later meanwhile next note now of on our she since so some that the their "
    "then there these they this those to today update we when while yes yesterday".split()
)
_MONTHS = frozenset("january february march april may june july august september october november december".split())


def _sentences(text: str) -> list[str]:
    return [part.strip() for part in _SENTENCE.split(text) if part.strip()]


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
        found = re.search(r"(?<![\w-])" + r"\s+".join(map(re.escape, name.split())) + r"(?![\w-])", sentence,
                          re.IGNORECASE)
        if found:
            spans.append((found.start(), found.end(), name))
    return sorted(spans)


_CLAUSE = re.compile(r"[,;]\s+(?!\d)|\s+(?:and|but)\s+(?=[a-z])")
_DASH = re.compile(r"[-\u2013\u2014]\s*$")
_STARTS = frozenset("since from between starting after".split())
_ENDS = frozenset("until till to through thru before".split())
_ENDING = re.compile(r"\b(?:left|leaves|quit|quits|resigned|resigns|retired|retires|step(?:ped|s)\s+down|departed|"
                     r"departs|no\s+longer|ceased|ceases|stopped|stops|ended|ends|gave\s+up|handed\s+over)\b",
                     re.IGNORECASE)
_DESCRIBED = 3  # sentences of its document that describe a new name
_SUCCESSION = re.compile(r"\b(?:succeeded|succeeds|replaced|replaces|took\s+over|takes\s+over)\b", re.IGNORECASE)
_EARLIER = re.compile(r"^(?:before\s+that|before\s+then|previously|formerly|until\s+then|prior\s+to\s+that)\b",
                      re.IGNORECASE)
_PRONOUN = re.compile(r"^(?P<word>It|He|She|They|Its|His|Her|Their)\b")
_DEFINITE = re.compile(r"\b[Tt]he\s+(?P<noun>[a-z][a-z-]{2,})\b(?!\s+[A-Z0-9])")


_ISO_DAY = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")


def _on_calendar(day: str) -> bool:
    try:
        parse_time(day)
    except BadDateError:
        return False
    return True


def dated_phrases(sentence: str, *, at: int) -> list[tuple[int, int, str]]:
    """Each date a sentence states, read by :func:`~c0lab._time.find_date`: ``(position, moment, role)``.

    ``role`` says what the words before the date make of it: ``"start"``
    ("since", "from", "between", "starting", "after"), ``"end"`` ("until",
    "to", "through", "before", the "and" of "between … and …", a dash
    between two dates) or ``"at"`` (a point: "in 2021", "on 3 May 2020").
    Dates later than ``at`` are left out. ``position`` is where the date's
    phrase starts in the sentence (spaces collapsed).

    >>> from c0lab._time import parse_time
    >>> [(role, format_time(moment)) for _, moment, role in dated_phrases(
    ...     "Mara Quill led it from 2015 until 2022.", at=parse_time("2025"))]
    [('start', '2015-01-01'), ('end', '2021-12-31 23:59')]
    """
    found, rest, removed = [], " ".join(sentence.split()), 0
    while True:
        try:
            moment, shorter = find_date(rest)
        except BadDateError:  # a day not on the calendar ("2023-02-30"): read the sentence without it
            blanked = _ISO_DAY.sub(lambda day: day.group() if _on_calendar(day.group()) else " " * len(day.group()),
                                   rest)
            if blanked == rest:
                return found
            rest = blanked
            continue
        if moment is None or shorter == rest:
            return found
        place = next((i for i, (a, b) in enumerate(zip(rest, shorter, strict=False)) if a != b), len(shorter))
        width = len(rest) - len(shorter)
        first = (rest[place : place + width].split() or [""])[0].lower()
        before = rest[:place].rstrip()
        word = first if first in _STARTS | _ENDS else (before.split() or [""])[-1].lower()
        if word in _STARTS:
            role = "start"
        elif word in _ENDS or _DASH.search(before) or (word == "and" and "between" in before.lower().split()):
            role = "end"
        else:
            role = "at"
        if moment <= at:
            found.append((place + removed, moment, role))
        rest, removed = shorter, removed + width


def sentence_dates(sentence: str, *, at: int) -> list[int]:
    """The dates a sentence states (read by :func:`~c0lab._time.find_date`), in order, none later than ``at``."""
    return [moment for _, moment, _ in dated_phrases(sentence, at=at)]


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
        extraction, seen = Extraction(), {}
        mentioned: list[str] = []
        subject: str | None = None
        previous: int | None = None  # the date the previous sentence starts its facts at
        for original in _sentences(text):
            sentence = " ".join(resolve_references(original, mentioned=mentioned, subject=subject).split())
            names = _names(sentence, known_keys)
            for name in names:
                if name_key(name) not in seen:
                    seen[name_key(name)] = {"name": name, "description": original}
                    extraction.entities.append(seen[name_key(name)])
                elif seen[name_key(name)]["description"].count(". ") < _DESCRIBED - 1:
                    seen[name_key(name)]["description"] += f" {original}"
            if names and CORRECTION_CUE.search(sentence):  # the sentence's first name is what it corrects
                extraction.corrections.append({"name": names[0], "text": original})
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
        extraction.successions.append({"new": new, "old": old, "objects": objects, "at": to_timestamp(moment)})

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
                    extraction.ends.append({"source": source, "target": target, "at": to_timestamp(moment)})
                    continue
                extraction.relations.append({
                    "source": source, "type": typed.get((source, target), self.relation), "target": target,
                    "valid_from": to_timestamp(valid_from) if valid_from is not None else None,
                    "valid_to": to_timestamp(valid_to) if valid_to is not None else None})


EXTRACTION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "entities": {"type": "array", "items": {"type": "object", "properties": {
            "name": {"type": "string"}, "kind": {"type": "string"}, "description": {"type": "string"}},
            "required": ["name"]}},
        "relations": {"type": "array", "items": {"type": "object", "properties": {
            "source": {"type": "string"}, "type": {"type": "string"}, "target": {"type": "string"},
            "valid_from": {"type": ["string", "null"]}, "valid_to": {"type": ["string", "null"]},
            "replaces": {"type": ["string", "null"]}},
            "required": ["source", "type", "target"]}},
    },
    "required": ["entities", "relations"],
}
_PROMPT = (
    "Extract a knowledge graph from the text below, written on {day}. Entities: every named thing (name, kind, "
    "a one-line description). Relations: source and target are entity names, type is an UPPER_SNAKE_CASE verb "
    "phrase (RUN_BY, LED_BY, BASED_IN, SHIPS, LICENSED_AS, DEVELOPS …), valid_from and valid_to are the dates "
    "(YYYY, YYYY-MM or YYYY-MM-DD) the text says the relation began and ended, or null. If a statement corrects "
    "or replaces an earlier fact of the same type from the same source, set replaces to that earlier target. "
    "Names the memory already holds (reuse them exactly when the text means them): {known}\n\nText:\n{text}"
)


class LLMExtractor:
    """Entities and typed relations read by a chat ``model`` on an Ollama server, as JSON."""

    def __init__(self, model: str, *, host: str | None = None, client: LLMClient | None = None,
                 timeout: float = 120, known_limit: int = 200) -> None:
        self.model = text_field(model, "model", required=True)
        self.client = client or ollama_client(host=host, timeout=timeout)
        self.known_limit = known_limit

    def __call__(self, text: str, *, at: int, known: list[str]) -> Extraction:
        prompt = _PROMPT.format(day=format_time(at), known=", ".join(known[: self.known_limit]) or "(none)", text=text)
        try:
            reply = self.client.chat(model=self.model, format=EXTRACTION_SCHEMA,
                                     messages=[{"role": "user", "content": prompt}])["message"]["content"]
            data = json.loads(reply)
        except Exception as error:  # transport, model and JSON errors: one line
            first = str(error).splitlines()[0] if str(error) else ""
            raise C0labError(f"the extractor model {self.model} did not answer ({type(error).__name__}: {first})") \
                from None
        if not isinstance(data, dict):
            raise C0labError(f"the extractor model {self.model} answered {type(data).__name__}, not an object")
        entities = [item for item in data.get("entities") or [] if isinstance(item, dict)
                    and isinstance(item.get("name"), str) and item["name"].strip()]
        relations = [item for item in data.get("relations") or [] if isinstance(item, dict)
                     and all(isinstance(item.get(key), str) and item[key].strip() for key in ("source", "type", "target"))]
        return Extraction(entities, relations)


class Ingest:
    """``ingest``: free text kept as an episode, and what an extractor reads in it written as concepts and relations."""

    def __init__(self, core: MemoryCore, writes: Writes, conversation: Conversation) -> None:
        self._core = core
        self._writes = writes
        self._conversation = conversation
        self._extractor: Extractor | None = None

    @property
    def extractor(self) -> Extractor:
        """The extractor ``ingest`` uses when none is given: an :class:`LLMExtractor` when
        ``$C0LAB_EXTRACTOR`` is ``ollama:MODEL``, else the :class:`OfflineExtractor`."""
        if self._extractor is None:
            provider, _, model = os.environ.get("C0LAB_EXTRACTOR", "").partition(":")
            if provider and (provider != "ollama" or not model):
                raise InvalidInputError(f"$C0LAB_EXTRACTOR must be ollama:MODEL, not {provider + ':' + model!r}")
            self._extractor = LLMExtractor(model) if model else OfflineExtractor()
        return self._extractor

    def ingest(self, text: str, *, at: object = None, source: str = "document", session: str | None = None,
               extractor: Extractor | None = None) -> dict[str, Any]:
        """Keep ``text`` (written at ``at``, default now) as an episode and write what the extractor reads in it.

        Returns counts: ``episode`` (its id), ``concepts`` and ``relations``
        added, ``replaced`` (relations a statement replaced), ``ended`` (relations a statement ended:
        "X left Y in 2022", or a stated end of one already held), ``corrected`` (patches written for
        sentences that say they correct an earlier statement) and ``skipped``
        (extracted items that could not be written: a bad name, type or date,
        or a relation that already holds).
        """
        store = self._core.writable()
        text = text_field(text, "text", required=True)
        when = self._core.moment(at, what="at", default=store.tick())
        known = sorted({self._core.name(records[-1]) for records in store.names.values() if records})
        extraction = (extractor or self.extractor)(text, at=when, known=known)
        counts = {"episode": None, "concepts": 0, "relations": 0, "replaced": 0, "ended": 0, "corrected": 0,
                  "skipped": 0}
        with store.batch():
            counts["concepts"], counts["skipped"] = self._add_entities(extraction, source=source)
            counts["episode"] = self._conversation.add_episode(text, at=to_timestamp(when), speaker=source,
                                                                 source=source, session=session)
            for relation in extraction.relations:
                written = self._add_relation(relation, at=when)
                counts["relations"] += written > 0
                counts["replaced"] += max(written - 1, 0)
                counts["skipped"] += written == 0
            for succession in extraction.successions:
                counts["replaced"] += self._succeed(succession)
            for ending in extraction.ends:
                ended = self._end_between(ending["source"], ending["target"], at=ending.get("at") or to_timestamp(when))
                counts["ended"] += ended
                counts["skipped"] += not ended
            for correction in extraction.corrections:  # after the episode: recorded later than what it corrects
                try:
                    self._writes.add_patch(correction["name"].strip(), correction["text"].strip(), source=source)
                except C0labError:
                    counts["skipped"] += 1
                else:
                    counts["corrected"] += 1
        return counts

    def _add_entities(self, extraction: Extraction, *, source: str) -> tuple[int, int]:
        names = {name_key(relation[end]): relation[end] for relation in extraction.relations
                 for end in ("source", "target")}
        rows, skipped, taken = [], 0, set(self._core.store.names)
        for entity in [*extraction.entities, *({"name": name} for name in names.values())]:
            try:
                label = check_name(entity["name"].strip())
            except InvalidInputError:
                skipped += 1
                continue
            if name_key(label) in taken:
                continue
            taken.add(name_key(label))
            rows.append({"name": label, "description": str(entity.get("description") or ""),
                         "kind": str(entity.get("kind") or "") or None, "source": "ingest"})
        if rows:
            self._writes.add_concepts(rows, force=True)  # similar names are distinct things until a merge says not
        return len(rows), skipped

    def _succeed(self, succession: dict[str, Any]) -> int:
        """``new`` takes over, from ``at``, each relation ``old`` holds now with one of ``objects`` (either way;
        not co-mentions or episode links): the old one ends there and the same type starts for ``new``."""
        core, taken = self._core, 0
        try:
            old, new = core.resolve(succession["old"]), core.resolve(succession["new"])
        except C0labError:
            return 0
        objects = set()
        for name in succession.get("objects") or []:
            try:
                objects.add(core.resolve(name))
            except C0labError:
                continue
        held = []
        for source, target, data in [*core.store.graph.out_edges(old, data=True),
                                     *core.store.graph.in_edges(old, data=True)]:
            other = target if source == old else source
            if data["kind"] != "relation" or other not in objects or other == new:
                continue
            held += [(version.name, source, target) for version in data["versions"] if version.is_current()
                     and version.name not in ("MENTIONS", OfflineExtractor.relation)]
        for kind, source, target in sorted(set(held)):
            try:
                self._writes.end(core.name(source), kind, core.name(target), at=succession["at"],
                                 reason=f"{succession['new']} took over")
                self._writes.relate(core.name(new if source == old else source), kind,
                                    core.name(new if target == old else target), valid_from=succession["at"])
            except C0labError:
                continue
            taken += 1
        return taken

    def _end_between(self, a: str, b: str, *, at: object) -> int:
        """End, at ``at``, every relation held now between ``a`` and ``b`` (either way; not episode links)."""
        try:
            ends = [self._core.resolve(a.strip()), self._core.resolve(b.strip())]
        except C0labError:
            return 0
        ended = 0
        for source, target in (ends, ends[::-1]):
            held = {version.name for _, found, data in self._core.store.graph.out_edges(source, data=True)
                    if found == target and data["kind"] == "relation"
                    for version in data["versions"] if version.is_current() and version.name != "MENTIONS"}
            for kind in sorted(held):
                try:
                    self._writes.end(self._core.name(source), kind, self._core.name(target), at=at,
                                     reason="ended by a later statement")
                except C0labError:  # it ended already, or began after ``at``
                    continue
                ended += 1
        return ended

    def _add_relation(self, relation: dict[str, Any], *, at: int) -> int:
        """Write one relation (and end what it replaces); 0 when it cannot be written, 2 when it ended one.

        A relation already held with no end that the new statement gives an
        end ("led it from 2015 until 2022" after "has led it since 2015") is
        ended there instead.
        """
        try:
            kind = check_relation_type(relation["type"].strip())
            self._writes.relate(relation["source"].strip(), kind, relation["target"].strip(),
                                valid_from=relation.get("valid_from"), valid_to=relation.get("valid_to"))
        except InvalidInputError as error:
            if relation.get("valid_to") is None or "already holds" not in str(error):
                return 0
            try:
                self._writes.end(relation["source"].strip(), kind, relation["target"].strip(),
                                 at=relation["valid_to"], reason="an end stated later")
            except C0labError:
                return 0
            return 2
        except C0labError:
            return 0
        replaced = relation.get("replaces")
        if not isinstance(replaced, str) or not replaced.strip():
            return 1
        try:  # a single-valued type has already ended the old value in relate(); end() then refuses
            self._writes.end(relation["source"].strip(), kind, replaced.strip(),
                             at=relation.get("valid_from") or to_timestamp(at),
                             reason=f"replaced by {relation['target'].strip()}")
        except C0labError:
            return 1
        return 2
