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
from collections.abc import Iterator
from pathlib import Path

from ..._errors import InvalidInputError
from .harness import Fact
from .scoring import Probe

__all__ = ["RELATION", "WHERE", "facts", "find_files", "probes", "read_jsonl"]

RELATION = "ANSWER_IS"
WHERE = ("github.com/mikejqzhang/SituatedQA: data/raw_data/temp.dev.jsonl and data/qa_data/temp.dev.jsonl "
         "(a folder holding both, or their parent data/ folder)")
_LAYOUTS = (("raw_data/temp.dev.jsonl", "qa_data/temp.dev.jsonl"),
            ("data/raw_data/temp.dev.jsonl", "data/qa_data/temp.dev.jsonl"),
            ("raw_temp.dev.jsonl", "qa_temp.dev.jsonl"))


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


def _first_day(start: str) -> str:
    """The day an era stated at year or month precision begins ("2018" → "2018-01-01"): the previous era
    ends there (an end "2018" would read as the whole of 2018)."""
    return (start + "-01-01")[:10] if len(start) == 4 else (start + "-01")[:10]


def _clean(answer: str) -> str:
    return " ".join(answer.replace("\xa0", " ").split())


def facts(raw: list[dict]) -> list[Fact]:
    """Every era of every question as a dated ``ANSWER_IS`` fact (see the module docstring)."""
    found = []
    for record in raw:
        subject = _clean(record["question"])
        eras: dict[tuple[str, ...], str | None] = {}
        for timeline in record.get("timelines") or []:
            for answers, start in ((timeline.get("prev_answers"), timeline.get("prev_start")),
                                   (timeline.get("cur_answers"), timeline.get("cur_start"))):
                if answers:
                    key = tuple(dict.fromkeys(_clean(answer) for answer in answers if answer.strip()))
                    eras.setdefault(key, _start(start))
        if not eras:
            eras = {tuple(dict.fromkeys(_clean(a) for a in record.get("nq_answers") or [] if a.strip())): None}
        ordered = sorted(eras.items(), key=lambda era: era[1] or "")
        for place, (answers, start) in enumerate(ordered):
            later = [begin for _, begin in ordered[place + 1:] if begin and begin != start]
            for answer in answers:
                found.append(Fact(subject, RELATION, answer, valid_from=start,
                                  valid_to=_first_day(later[0]) if later else None))
    return found


def probes(qa: list[dict]) -> list[Probe]:
    """Every dated question of the QA file (kind: its ``date_type``)."""
    found = []
    for record in qa:
        gold = tuple(dict.fromkeys(_clean(answer) for answer in record.get("answer") or [] if answer.strip()))
        every = dict.fromkeys(_clean(answer) for answer in record.get("any_answer") or [] if answer.strip())
        wrong = tuple(answer for answer in every if answer not in gold)
        found.append(Probe(question=_clean(record["edited_question"]), kind=str(record.get("date_type") or "dated"),
                           gold=gold, wrong=wrong, dated=True, source=str(record.get("id", ""))))
    return found

