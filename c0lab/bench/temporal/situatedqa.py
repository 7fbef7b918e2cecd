"""SituatedQA (temporal, dev split) as dated facts and dated questions.

The files are read as published by mikejqzhang/SituatedQA:

- ``data/raw_data/temp.dev.jsonl``: each question with its ``timelines``
  (``prev_answers`` from ``prev_start``, ``cur_answers`` from ``cur_start``,
  a start being ``{"year", "month", "date"}``) or, for a question whose answer
  never changed, its ``nq_answers``;
- ``data/qa_data/temp.dev.jsonl``: the same questions asked as of a date
  (``edited_question``, ``date``, ``date_type``), with the ``answer`` then and
  ``any_answer`` (every era's answers).

The facts: the question (without its date) is a concept, each era's answer
another, joined by ``ANSWER_IS`` valid from the era's start (at the precision the
data states: "2018", "2018-05", "2018-05-05") until the first day of the
next era's. The
probes: every dated question, its kind the data's ``date_type`` (``start``,
``sampled_year``, ``sampled_date``, ``orig``), the answers of other eras its
wrong ones.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

from ..._errors import InvalidInputError
from .harness import Fact
from .scoring import Probe

__all__ = ["RELATION", "WHERE", "facts", "find_files", "probes", "read_jsonl", "same_answer"]

RELATION = "ANSWER_IS"
WHERE = (
    "github.com/mikejqzhang/SituatedQA: data/raw_data/temp.dev.jsonl and data/qa_data/temp.dev.jsonl "
    "(a folder holding both, or their parent data/ folder)"
)
_LAYOUTS = (
    ("raw_data/temp.dev.jsonl", "qa_data/temp.dev.jsonl"),
    ("data/raw_data/temp.dev.jsonl", "data/qa_data/temp.dev.jsonl"),
    ("raw_temp.dev.jsonl", "qa_temp.dev.jsonl"),
)


def find_files(path: str | Path) -> tuple[Path, Path]:
    """The raw and QA files of the temporal dev split under ``path`` (or one line saying where to get them)."""
    folder = Path(path).expanduser()
    for raw, qa in _LAYOUTS:
        if (folder / raw).is_file() and (folder / qa).is_file():
            return folder / raw, folder / qa
    raise InvalidInputError(f"{folder} does not hold SituatedQA's temporal dev split: get it from {WHERE}")


def read_jsonl(path: Path) -> Iterator[dict]:
    """The records of a JSON-lines file, skipping blank lines."""
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                yield json.loads(line)


def _start(start: dict | None) -> str | None:
    """A published start ``{"year", "month", "date"}`` as text at the precision it states."""
    if not start or not start.get("year"):
        return None
    text = f"{int(start['year']):04d}"
    if start.get("month"):
        text += f"-{int(start['month']):02d}"
        if start.get("date"):
            text += f"-{int(start['date']):02d}"
    return text


def _clean(answer: str) -> str:
    return " ".join(answer.replace("\xa0", " ").split())


def _answers(answers: list[str] | None) -> tuple[str, ...]:
    return tuple(dict.fromkeys(_clean(answer) for answer in answers or [] if answer.strip()))


def _eras(record: dict) -> list[tuple[tuple[str, ...], str | None]]:
    """A question's eras (its answers and their start) in the order they held.

    Timelines that state one era with its answer spelled two ways ("Trump" from 2017-01-20, "Donald Trump"
    from 2017) state one era (:func:`same_answer`). Each era's start is the finest any timeline states for
    it (an annotator who wrote "August 18, 2018" knew more than one who wrote "2018"; a start stated by one
    timeline is not lost to another that left it out), the earliest of those that disagree (an annotator saw
    it hold then). Eras are ordered by start (an era without one first: it held since always), and eras that start
    in the same period keep the order the timelines state (``prev`` before ``cur``).
    """
    starts: dict[tuple[str, ...], list[str]] = {}
    before: set[tuple[tuple[str, ...], tuple[str, ...]]] = set()
    for timeline in record.get("timelines") or []:
        prev, cur = _answers(timeline.get("prev_answers")), _answers(timeline.get("cur_answers"))
        for answers, start in ((prev, timeline.get("prev_start")), (cur, timeline.get("cur_start"))):
            stated = _start(start)
            if answers:
                starts.setdefault(answers, []).extend([stated] if stated else [])
        if prev and cur:
            before.add((prev, cur))
    if not starts:
        return [(_answers(record.get("nq_answers")), None)]
    starts, before = _same_eras(starts, before)
    start = {answers: _finest(stated) for answers, stated in starts.items()}
    rank = dict.fromkeys(starts, 0)
    for _ in range(len(rank)):  # how many eras the timelines put before each (a cycle stops at the bound)
        for prev, cur in before:
            rank[cur] = min(max(rank[cur], rank[prev] + 1), len(rank))
    order = sorted(starts, key=lambda answers: (_first_day(start[answers]) if start[answers] else "", rank[answers]))
    return [(answers, start[answers]) for answers in order]


def _words(answer: str) -> frozenset[str]:
    return frozenset(re.findall(r"\w+(?:[-–/.]\w+)*", answer.casefold()))  # "2020-21" is one word, not "2020"


def same_answer(one: str, other: str) -> bool:
    """Whether two answers name the same thing spelled two ways: the words of one (case and punctuation
    aside) are all in the other ("Biden" / "Joe Biden", "12" / "Season 12", "Clemson Tigers, LSU Tigers" /
    "Clemson Tigers vs LSU Tigers.")."""
    words, others = _words(one), _words(other)
    return bool(words and others) and (words <= others or others <= words)


def _same_eras(
    starts: dict[tuple[str, ...], list[str]], before: set[tuple[tuple[str, ...], tuple[str, ...]]]
) -> tuple[dict[tuple[str, ...], list[str]], set[tuple[tuple[str, ...], tuple[str, ...]]]]:
    """Eras that two timelines state with the same answer spelled two ways, as one era (its answers and
    starts joined): eras of one answer each that no timeline states in succession (a list that grew, "A B"
    then "A B C", is two eras) and that start in the same year ("George H. W. Bush" from 1989 and "George W.
    Bush" from 2001 are two eras, though the words of one hold the other's). An era that names the same as two
    eras that do not name the same as each other ("Tigers" beside "Clemson Tigers" and "LSU Tigers") is left
    alone."""
    eras = list(starts)

    def same(one: tuple[str, ...], other: tuple[str, ...]) -> bool:  # one answer each, never stated in succession
        return (
            len(one) == len(other) == 1
            and same_answer(one[0], other[0])
            and (one, other) not in before
            and (other, one) not in before
            and bool({start[:4] for start in starts[one]} & {start[:4] for start in starts[other]})
        )

    into: dict[tuple[str, ...], tuple[str, ...]] = {}
    for place, era in enumerate(eras):
        matches = [other for other in eras[:place] if same(era, other)]
        if matches and all(same(one, two) for one in matches for two in matches):
            into[era] = into.get(matches[0], matches[0])
    if not into:
        return starts, before
    joined: dict[tuple[str, ...], list[str]] = {}
    names: dict[tuple[str, ...], tuple[str, ...]] = {}
    for era in eras:
        head = into.get(era, era)
        names[head] = tuple(dict.fromkeys(names.get(head, ()) + era))
        joined.setdefault(head, []).extend(starts[era])
    rename = {era: names[into.get(era, era)] for era in eras}
    merged = {names[head]: stated for head, stated in joined.items()}
    return merged, {(rename[prev], rename[cur]) for prev, cur in before if rename[prev] != rename[cur]}


def _finest(stated: list[str]) -> str | None:
    """An era's start from the starts timelines state for it: the finest (one who wrote "August 18, 2018"
    knew more than one who wrote "2018"), the earliest of those when they disagree ("Pete Maravich" from
    1970 and from 1967: an annotator saw him hold the record in 1967)."""
    if not stated:
        return None
    finest = max(map(len, stated))
    return min((text for text in stated if len(text) == finest), key=_first_day)


def _first_day(start: str) -> str:
    """The first day of a start stated at any precision ("2018" → "2018-01-01"), to order eras by."""
    return (start + "-01-01")[:10] if len(start) == 4 else (start + "-01")[:10]


def facts(raw: list[dict]) -> list[Fact]:
    """Every era of every question as a dated ``ANSWER_IS`` fact (see the module docstring).

    An era ends when the next one begins, at the precision the data states that start: before an era
    that begins "2019" the previous one holds to 2019 (the change happened in that year); before one
    that begins "2019-05-05", to that day.
    """
    found = []
    for record in raw:
        subject = _clean(record["question"])
        ordered = _eras(record)
        for place, (answers, start) in enumerate(ordered):
            later = [begin for _, begin in ordered[place + 1 :] if begin]
            for answer in answers:
                found.append(Fact(subject, RELATION, answer, valid_from=start, valid_to=later[0] if later else None))
    return found


def _era_of(raw: list[dict]) -> dict[str, dict[str, int]]:
    """Per question id, each answer's era (its place in :func:`_eras`: answers spelled two ways that one era
    holds share it)."""
    return {
        str(record.get("id", "")): {
            answer: place for place, (answers, _) in enumerate(_eras(record)) for answer in answers
        }
        for record in raw
    }


def _names_right(answer: str, gold: tuple[str, ...], others: list[str], era: dict[str, int]) -> bool:
    """Whether ``answer`` names a right one (not one the timelines put in another era than it, ``era``) and
    holds no other era's answer (``others``: "A B C" holds the C of a later era)."""
    apart = {right for right in gold if answer in era and right in era and era[answer] != era[right]}
    return any(same_answer(answer, right) for right in gold if right not in apart) and not any(
        _words(other) < _words(answer) for other in others
    )


def probes(qa: list[dict], raw: list[dict] | None = None) -> list[Probe]:
    """Every dated question of the QA file (kind: its ``date_type``); its wrong answers are the other eras'
    (``any_answer`` less those that name a right one: "Biden" is not another era's answer when "Joe Biden"
    is right, unless the timelines of ``raw`` hold the two in different eras: "George H. W. Bush" is not
    "George W. Bush"); such an answer is a right one spelled another way, and counts as right."""
    found = []
    eras = _era_of(raw or [])
    for record in qa:
        era = eras.get(str(record.get("id", "")), {})
        gold = tuple(dict.fromkeys(_clean(answer) for answer in record.get("answer") or [] if answer.strip()))
        every = dict.fromkeys(_clean(answer) for answer in record.get("any_answer") or [] if answer.strip())
        # any_answer holds every annotator's spelling of every era: one that names a gold answer is the gold era
        others = [answer for answer in every if not any(same_answer(answer, right) for right in gold)]
        named = {answer for answer in every if answer not in gold and _names_right(answer, gold, others, era)}
        wrong = tuple(answer for answer in every if answer not in gold and answer not in named)
        gold += tuple(answer for answer in every if answer in named)  # the same answer, spelled so
        found.append(
            Probe(
                question=_clean(record["edited_question"]),
                kind=str(record.get("date_type") or "dated"),
                gold=gold,
                wrong=wrong,
                dated=True,
                source=str(record.get("id", "")),
            )
        )
    return found
