"""MenatQA as dated facts, their source text, and questions inside, before and after each fact's scope.

Read as published by weiyifan1023/MenatQA (``datasets/MenatQA.json``): a list
of items, each a fact stated as a question about a time scope (``question``,
``answer``, ``time_scope`` ``[start, end]``), the Wikipedia paragraphs it comes
from (``context``: ``title``, ``text``), and a changed question of the kind
``type`` (``narrow``, ``expand``, ``granularity``, ``counterfactual``) with its
``updated_answer`` (``unanswerable`` when the change leaves no answer).

The data names no subject or relation apart from the question, so the
loader reads them from it: the subject is the longest run of capitalised
words (with "of", "de", "(MP)" …) after the first word; the relation the
noun the question asks for ("which *team*", "who was the *spouse* of",
"X's *position*"), else its first content word. Items asking the same
relation of the same subject form its timeline.

Probes, by kind:

- ``scope``: the item's own question (from start to end);
- the data's changed question, kind ``narrow`` … ``counterfactual``;
- ``in-year``: asked "in" a year inside the scope; ``before`` / ``after``:
  "in" the year before its start / after its end (the right answer is what
  the timeline holds then, or nothing);
- ``after-fact`` / ``before-fact``: asked "after" the previous value of the
  timeline / "before" the next one (the right answer is this item's).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path

from ..._errors import InvalidInputError
from ..._reading import MONTHS
from ..documents import Document
from .harness import Fact, missing_file
from .scoring import Probe

__all__ = ["WHERE", "Item", "documents", "facts", "load", "paragraphs", "probes", "read_item"]

WHERE = "github.com/weiyifan1023/MenatQA: datasets/MenatQA.json"
_YEAR = re.compile(r"\b(\d{3,4})\b")
_SCOPE = re.compile(r"\s*\b(?:from\s+[^?,]*?\d{3,4}\s+to\s+[^?,]*?\d{3,4}|in\s+(?:[A-Z][a-z]{2,8},?\s+)?\d{3,4})\b")
_CONNECT = {"of", "de", "da", "del", "der", "den", "van", "von", "la", "le", "du", "the", "and", "&", "y", "di", "al"}
_WH = {"which", "what", "who", "whom", "whose", "where", "when", "how"}
_SKIP = {
    "was",
    "were",
    "is",
    "are",
    "did",
    "does",
    "do",
    "the",
    "a",
    "an",
    "of",
    "for",
    "to",
    "in",
    "on",
    "at",
    "by",
    "with",
    "player",
    "name",
    "team's",
    *_WH,
}
_MONTHS = MONTHS
_TOKEN = re.compile(r"\([^()]*\)|[\w'’.-]+|&")


class Item:
    """One MenatQA item, with the subject, relation and scope read from it."""

    def __init__(self, record: dict) -> None:
        self.record = record
        self.question = " ".join(str(record["question"]).split())
        self.answer = " ".join(str(record["answer"]).split())
        self.start, self.end = (str(part).strip() for part in record["time_scope"])
        self.subject = subject_of(self.question)
        self.relation = relation_of(self.question, self.subject)
        self.kind = str(record.get("type") or "")

    @property
    def key(self) -> tuple[str, str]:
        return self.subject.casefold(), self.relation

    def asked(self, when: str) -> str:
        """The item's question with its time scope replaced by ``when`` ("in 1997", "after Preston")."""
        found = list(_SCOPE.finditer(self.question))
        if not found:
            return f"{self.question.rstrip('?. ')} {when}?"
        last = found[-1]
        return f"{self.question[: last.start()]} {when}{self.question[last.end() :]}".replace("  ", " ")


def subject_of(question: str) -> str:
    """The longest run of capitalised words after the question's first word (see the module docstring)."""
    tokens = _TOKEN.findall(_SCOPE.sub(" ", question))
    best: list[str] = []
    run: list[str] = []
    for place, token in enumerate(tokens + [""]):
        word = token.rstrip(".")
        capital = (
            bool(word)
            and (word[0].isupper() or word[0].isdigit() or word.startswith("("))
            and word.lower() not in _MONTHS
            and not (place == 0 and word.lower() in _WH)
        )
        if capital or (run and word.lower() in _CONNECT):
            run.append(token)
            continue
        while run and run[-1].lower() in _CONNECT:
            run.pop()
        if len(" ".join(run)) > len(" ".join(best)):
            best = run
        run = []
    return re.sub(r"\s*'s$|\s*’s$", "", " ".join(best)).strip(" ?,.")


def relation_of(question: str, subject: str) -> str:
    """The noun the question asks for, as a relation type ("which team" → ``TEAM``)."""
    frame = _SCOPE.sub(" ", question.replace(subject, " _ ")).lower()
    for pattern in (
        r"\b(?:which|what)\s+(?:was\s+the\s+|is\s+the\s+)?([a-z]+)",
        r"\bwho\s+was\s+the\s+([a-z]+)",
        r"_\s*'s\s+([a-z]+)",
        r"_\s+(?:was|is)\s+(?:a\s+|the\s+)?([a-z]+)",
    ):
        match = re.search(pattern, frame)
        if match and match.group(1) not in _SKIP:
            return match.group(1).upper()
    words = [word for word in re.findall(r"[a-z]+", frame) if word not in _SKIP]
    return (words[0] if words else "related").upper()


def load(path: str | Path) -> list[Item]:
    """The items of ``MenatQA.json`` (or one line saying where to get it)."""
    found = missing_file(path, what="MenatQA", where=WHERE)
    try:
        records = json.loads(found.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise InvalidInputError(f"{found} is not MenatQA's JSON: {error}") from None
    if not isinstance(records, list):
        raise InvalidInputError(f"{found} is not MenatQA's JSON: a list of items was expected")
    return [read_item(record, number) for number, record in enumerate(records, start=1)]


def read_item(record: object, number: int = 1) -> Item:
    """One item, or one line saying which field it lacks."""
    if not isinstance(record, dict):
        raise InvalidInputError(f"MenatQA item {number} is not an object")
    for field in ("question", "answer", "time_scope"):
        if field not in record:
            raise InvalidInputError(f"MenatQA item {number} has no {field!r}")
    if not isinstance(record["time_scope"], list) or len(record["time_scope"]) != 2:
        raise InvalidInputError(f"MenatQA item {number}: time_scope must be [start, end]")
    return Item(record)


def facts(items: list[Item]) -> list[Fact]:
    """One fact per distinct (subject, relation, answer, scope)."""
    seen = dict.fromkeys(
        Fact(item.subject, item.relation, item.answer, valid_from=item.start, valid_to=item.end)
        for item in items
        if item.subject
    )
    return list(seen)


def documents(items: list[Item], *, at: str = "2024-01-01") -> list[Document]:
    """Each distinct source paragraph (``title: text``) as a document written on ``at``."""
    return [Document(text=text, at=at, source="menatqa", phase=0) for text in paragraphs(items)]


def paragraphs(items: list[Item]) -> dict[str, bool]:
    """Each distinct source paragraph (``title: text``), in order, with whether it goes on from a paragraph of its
    item's article before it (one text: "Personal life: In 1918 he had married …" is the article's subject's)."""
    texts: dict[str, bool] = {}
    for item in items:
        parts = [part for part in item.record.get("context") or [] if part.get("text")]
        for number, part in enumerate(parts):
            text = f"{part.get('title', '')}: {' '.join(str(part.get('text', '')).split())}".strip(": ")
            if text:
                texts.setdefault(text, number > 0)
    return texts


def _year(text: str) -> int | None:
    match = _YEAR.search(text)
    return int(match.group(1)) if match else None


_ANNOTATED = re.compile(r"^(?:the\s+)?(?P<answer>.+?)(?:\s*\([^()]*\))?[\s!?.]*$", re.IGNORECASE)
"""An answer as the data writes it: its article, a bracket after it ("( NCW )", "( July 2003 – December 2007 )") and
closing punctuation ("Tentoumu Chu !") around the name."""


def _forms(answers: tuple[str, ...]) -> tuple[str, ...]:
    """Each answer and its name alone (:data:`_ANNOTATED`: "the University of Cambridge" is "University of
    Cambridge"), so a context is not scored on how the data wrote the name."""
    named = ((answer, _ANNOTATED.match(answer)) for answer in answers)
    return tuple(dict.fromkeys(form for answer, name in named for form in (answer, name["answer"] if name else answer)))


def probes(items: list[Item]) -> list[Probe]:
    """Questions inside, before and after each fact's scope, and the data's own (see the module docstring)."""
    timelines: dict[tuple[str, str], list[Item]] = defaultdict(list)
    for item in items:
        if item.subject and item.answer not in {other.answer for other in timelines[item.key]}:
            timelines[item.key].append(item)
    found: list[Probe] = []
    for item in items:
        if not item.subject:
            continue
        line = sorted(timelines[item.key], key=lambda other: _year(other.start) or 0)
        answers = tuple(dict.fromkeys(other.answer for other in line))
        source = str(item.record.get("ID", ""))

        def at_year(year: int, line: list[Item] = line) -> tuple[str, ...]:
            return tuple(
                dict.fromkeys(
                    other.answer for other in line if (_year(other.start) or 0) <= year <= (_year(other.end) or 9999)
                )
            )

        def probe(
            question: str, kind: str, gold: tuple[str, ...], answers: tuple[str, ...] = answers, source: str = source
        ) -> Probe:
            return Probe(
                question=question,
                kind=kind,
                gold=_forms(gold),
                wrong=_forms(tuple(answer for answer in answers if answer not in gold)),
                source=source,
            )

        found.append(probe(item.question, "scope", (item.answer,)))
        updated = str(item.record.get("updated_answer") or "")
        if item.record.get("updated_question") and item.kind:
            gold = () if updated.lower() == "unanswerable" else (" ".join(updated.split()),)
            found.append(probe(" ".join(str(item.record["updated_question"]).split()), item.kind, gold))
        start, end = _year(item.start), _year(item.end)
        if start is None or end is None:
            continue
        found.append(probe(item.asked(f"in {(start + end) // 2}"), "in-year", at_year((start + end) // 2)))
        found.append(probe(item.asked(f"in {start - 1}"), "before", at_year(start - 1)))
        found.append(probe(item.asked(f"in {end + 1}"), "after", at_year(end + 1)))
        place = [other.answer for other in line].index(item.answer) if item.answer in answers else -1
        if place > 0:
            found.append(probe(item.asked(f"after {line[place - 1].answer}"), "after-fact", (item.answer,)))
        if 0 <= place < len(line) - 1:
            found.append(probe(item.asked(f"before {line[place + 1].answer}"), "before-fact", (item.answer,)))
    return list(dict.fromkeys(found))
