"""LoCoMo (snap-research/LoCoMo, ``data/locomo10.json``) read as published.

The file is a list of conversations (``sample_id``, ``conversation``, ``qa``).
A conversation holds ``session_N`` (a list of turns: ``speaker``, ``dia_id``,
``text``, and for a shared photo ``blip_caption``) and ``session_N_date_time``
("1:56 pm on 8 May, 2023"). A question lists its evidence as dialogue ids
("D1:3"; the published file sometimes joins several in one string).

Categories follow the data set's own code (its ``task_eval`` scripts), pinned
here: 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop, 5 adversarial.
A question is asked after the conversation's last session (its ``now`` is
that session's date plus an hour). Every turn is dated with its session's date.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path

import pandas as pd

from ..._errors import C0labError, InvalidInputError
from ..._time import parse_time, to_timestamp
from .cases import Haystack, Loaded, Question, Turn, read_published

__all__ = ["CATEGORIES", "DEV_SAMPLES", "SOURCE", "load_locomo"]

SOURCE = "https://github.com/snap-research/LoCoMo (data/locomo10.json)"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
"""LoCoMo's category codes, as its own evaluation code reads them."""
DEV_SAMPLES = frozenset({"conv-26", "conv-30", "conv-41", "conv-42", "conv-43"})
"""The development half; the other conversations are held out for review."""

_SESSION = re.compile(r"session_(\d+)")
_DIALOGUE_ID = re.compile(r"D\d+:\d+")


def _session_date(text: object) -> pd.Timestamp:
    if not isinstance(text, str):
        raise InvalidInputError(f"a session date must be a string, not {type(text).__name__}")
    try:
        moment = datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y")
    except ValueError:
        return to_timestamp(parse_time(text.replace(" on ", " "), what="session date"))
    return pd.Timestamp(moment, tz="UTC")


def _turns(conversation: dict, sample: str, loaded: Loaded) -> tuple[list[Turn], pd.Timestamp | None]:
    turns: list[Turn] = []
    seen: set[str] = set()
    last: pd.Timestamp | None = None
    numbers = sorted(int(match.group(1)) for key in conversation if (match := _SESSION.fullmatch(key)))
    for number in numbers:
        key = f"session_{number}"
        messages = conversation[key]
        if not isinstance(messages, list) or not messages:
            loaded.skip("empty session", f"{sample} {key}: empty session, skipped")
            continue
        try:
            at = _session_date(conversation.get(f"{key}_date_time"))
        except C0labError as error:
            loaded.skip("session without a date", f"{sample} {key}: {error}; session skipped")
            continue
        last = at if last is None else max(last, at)
        for place, message in enumerate(messages, 1):
            if (
                not isinstance(message, dict)
                or not isinstance(message.get("text"), str)
                or not isinstance(message.get("dia_id"), str)
            ):
                loaded.skip(
                    "turn in the wrong format",
                    f"{sample} {key} turn {place}: not a turn (speaker, dia_id, text), skipped",
                )
                continue
            text = message["text"].strip()
            if isinstance(message.get("blip_caption"), str) and message["blip_caption"].strip():
                text = f"{text} [shares a photo: {message['blip_caption'].strip()}]".strip()
            if not text:
                loaded.skip("empty turn", f"{sample} {message['dia_id']}: empty turn, skipped")
                continue
            if message["dia_id"] in seen:
                loaded.skip("repeated turn id", f"{sample} {message['dia_id']}: the id is used twice, skipped")
                continue
            seen.add(message["dia_id"])
            turns.append(
                Turn(id=message["dia_id"], text=text, speaker=str(message.get("speaker") or ""), session=key, at=at)
            )
    return turns, last


def load_locomo(path: str | Path, *, everything: bool = False, limit: int | None = None) -> Loaded:
    """The conversations of a LoCoMo file (the dev half unless ``everything``), at most ``limit`` questions."""
    data = read_published(path, name="LoCoMo", source=SOURCE)
    if not isinstance(data, list):
        raise InvalidInputError(
            f"{path} is not LoCoMo: a list of conversations (sample_id, conversation, qa) "
            f"was expected, not a {type(data).__name__}"
        )
    loaded = Loaded()
    left = limit
    for number, sample in enumerate(data, 1):
        if (
            not isinstance(sample, dict)
            or not isinstance(sample.get("conversation"), dict)
            or not isinstance(sample.get("qa"), list)
        ):
            loaded.skip(
                "conversation in the wrong format",
                f"{path} item {number}: not a LoCoMo conversation (sample_id, conversation, qa), skipped",
            )
            continue
        name = str(sample.get("sample_id", f"item {number}"))
        if not everything and name not in DEV_SAMPLES:
            continue
        if left is not None and left <= 0:
            break
        turns, last = _turns(sample["conversation"], name, loaded)
        places = {turn.id: turn.session for turn in turns}
        questions: list[Question] = []
        for place, item in enumerate(sample["qa"], 1):
            if left is not None and len(questions) >= left:
                break
            if not isinstance(item, dict) or not isinstance(item.get("question"), str):
                loaded.skip("question in the wrong format", f"{name} question {place}: not a question, skipped")
                continue
            found = item.get("evidence") or []
            found = [found] if isinstance(found, str) else found
            evidence = tuple(
                dict.fromkeys(
                    match
                    for part in found
                    if isinstance(part, str)
                    for match in _DIALOGUE_ID.findall(part)
                    if match in places
                )
            )
            if not evidence:
                loaded.skip(
                    "question without evidence",
                    f"{name} question {place} ({item['question'][:50]!r}): "
                    "no evidence turn in the conversation, skipped",
                )
                continue
            code = item.get("category")
            category = CATEGORIES[code] if code in CATEGORIES else str(code)
            questions.append(
                Question(
                    id=f"{name}:q{place}",
                    text=item["question"],
                    category=category,
                    evidence=evidence,
                    sessions=tuple(dict.fromkeys(places[turn] for turn in evidence)),
                    now=last + timedelta(hours=1) if last is not None else None,
                )
            )
        if left is not None:
            left -= len(questions)
        if turns and questions:
            loaded.haystacks.append(Haystack(name=name, turns=turns, questions=questions))
    return loaded
