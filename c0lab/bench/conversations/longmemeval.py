"""LongMemEval (xiaowu0162/LongMemEval) read as published: ``longmemeval_s.json`` or per-question files.

Two published shapes are read: the official file (a list of questions), and
a folder (or one file) of per-question JSON files such as hussainzs/Memoria's
``evaluations/data/lme_jsons/{n}_{question_id}.json``, one question each,
where some list fields are written as Python literals (strings) rather than
JSON lists. A question brings its own haystack: ``haystack_sessions`` (lists
of ``role``/``content`` turns, the answering ones marked ``has_answer``)
dated by ``haystack_dates`` ("2023/03/27 (Mon) 23:35") and named by
``haystack_session_ids``; it is asked at ``question_date``.

The evidence of a question is its ``has_answer`` turns, and the sessions
holding them (``answer_session_ids``). The six question types are its
categories. The development half is the questions whose id's last hex digit
is 0–7 (an ``_abs`` suffix, LongMemEval's abstention variant, is not part of
the id's digits).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pandas as pd

from ..._errors import C0labError, InvalidInputError
from ..._time import parse_time, to_timestamp
from .cases import Haystack, Loaded, Question, Turn, read_published

__all__ = ["QUESTION_TYPES", "SOURCE", "is_dev", "load_longmemeval"]

SOURCE = (
    "https://github.com/xiaowu0162/LongMemEval (longmemeval_s.json, via huggingface.co/datasets/"
    "xiaowu0162/longmemeval) or hussainzs/Memoria evaluations/data/lme_jsons/"
)
QUESTION_TYPES = (
    "single-session-user",
    "single-session-assistant",
    "single-session-preference",
    "multi-session",
    "knowledge-update",
    "temporal-reasoning",
)
_FIELDS = ("question_id", "question_type", "question", "haystack_sessions", "haystack_dates", "haystack_session_ids")
_WEEKDAY = re.compile(r"\s*\([A-Za-z]{3}\)\s*")


def is_dev(question_id: str) -> bool:
    """Whether a question belongs to the development half (its id's last hex digit is 0–7).

    >>> is_dev("0bb5a684"), is_dev("gpt4_4edbafa2"), is_dev("15745da8_abs")
    (True, True, False)
    """
    digits = [char for char in question_id.lower().removesuffix("_abs") if char in "0123456789abcdef"]
    return bool(digits) and int(digits[-1], 16) <= 7


def _listed(value: object) -> Any:
    """A list field as JSON gives it, or written as a Python literal in a string."""
    if isinstance(value, str):
        try:
            return ast.literal_eval(value)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            return value
    return value


def _date(text: object) -> pd.Timestamp:
    if not isinstance(text, str):
        raise InvalidInputError(f"a date must be a string, not {type(text).__name__}")
    plain = _WEEKDAY.sub(" ", text).strip()
    try:
        return pd.Timestamp(datetime.strptime(plain, "%Y/%m/%d %H:%M"), tz="UTC")
    except ValueError:
        return to_timestamp(parse_time(plain.replace("/", "-"), what="date"))


def _records(path: Path) -> Iterator[tuple[str, object]]:
    """Each published question of ``path`` (a file or a folder of files) with where it came from."""
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    if path.is_dir() and not files:
        raise InvalidInputError(f"{path} holds no .json files: LongMemEval is published at {SOURCE}")
    for file in files:
        data = read_published(file, name="LongMemEval", source=SOURCE)
        if isinstance(data, list):
            for number, item in enumerate(data, 1):
                yield f"{file.name} item {number}", item
        else:
            yield file.name, data


def _haystack(item: dict, where: str, loaded: Loaded) -> Haystack | None:
    qid = str(item["question_id"])
    sessions, dates, names = (
        _listed(item[key]) for key in ("haystack_sessions", "haystack_dates", "haystack_session_ids")
    )
    if not (isinstance(sessions, list) and isinstance(dates, list) and isinstance(names, list)) or not len(
        sessions
    ) == len(dates) == len(names):
        loaded.skip(
            "question in the wrong format",
            f"{where} ({qid}): haystack_sessions, haystack_dates and "
            "haystack_session_ids must be lists of one length, skipped",
        )
        return None
    turns: list[Turn] = []
    evidence: list[str] = []
    used: dict[str, int] = {}
    for session, at_text, name in zip(sessions, dates, names, strict=True):
        name = str(name)
        used[name] = used.get(name, 0) + 1
        label = name if used[name] == 1 else f"{name}#{used[name]}"  # a session id given twice stays two sessions
        session = _listed(session)
        if not isinstance(session, list) or not session:
            loaded.skip("empty session", f"{qid} session {label}: empty session, skipped")
            continue
        try:
            at = _date(at_text)
        except C0labError as error:
            loaded.skip("session without a date", f"{qid} session {label}: {error}; session skipped")
            continue
        for place, message in enumerate(session):
            if not isinstance(message, dict) or not isinstance(message.get("content"), str):
                loaded.skip(
                    "turn in the wrong format",
                    f"{qid} session {label} turn {place}: not a turn (role, content), skipped",
                )
                continue
            if not message["content"].strip():
                loaded.skip("empty turn", f"{qid} session {label} turn {place}: empty turn, skipped")
                continue
            turn = Turn(
                id=f"{label}:{place}",
                text=message["content"],
                speaker=str(message.get("role") or ""),
                session=label,
                at=at,
            )
            turns.append(turn)
            if message.get("has_answer") in (True, "True", "true", 1):
                evidence.append(turn.id)
    if not evidence:
        loaded.skip("question without evidence", f"{qid}: no turn is marked has_answer, skipped")
        return None
    try:
        now = _date(item.get("question_date"))
    except C0labError:
        now = max(turn.at for turn in turns)
    question = Question(
        id=qid,
        text=str(item["question"]),
        category=str(item["question_type"]),
        evidence=tuple(evidence),
        sessions=tuple(dict.fromkeys(turn.rpartition(":")[0] for turn in evidence)),
        now=now,
    )
    return Haystack(name=qid, turns=turns, questions=[question])


def load_longmemeval(path: str | Path, *, everything: bool = False, limit: int | None = None) -> Loaded:
    """The questions of a LongMemEval file or folder (the dev half unless ``everything``), at most ``limit``."""
    path = Path(path).expanduser()
    if not path.exists():
        raise InvalidInputError(f"{path} does not exist: LongMemEval is published at {SOURCE}")
    loaded = Loaded()
    for where, item in _records(path):
        if limit is not None and len(loaded.haystacks) >= limit:
            break
        if not isinstance(item, dict) or any(key not in item for key in _FIELDS):
            loaded.skip(
                "question in the wrong format", f"{where}: not a LongMemEval question ({', '.join(_FIELDS)}), skipped"
            )
            continue
        if not everything and not is_dev(str(item["question_id"])):
            continue
        haystack = _haystack(item, where, loaded)
        if haystack is not None:
            loaded.haystacks.append(haystack)
    return loaded
