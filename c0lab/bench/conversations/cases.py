"""What the conversation evals read from a public data set: haystacks of dated turns and their questions.

A loader (:mod:`.locomo`, :mod:`.longmemeval`) reads a file as published and
hands back :class:`Loaded`: every haystack (a conversation and the questions
asked of it) and, for each thing it could not use (a question without
evidence, an empty session, a record in the wrong format), one line saying
what and why. A run goes on with the rest and counts what it skipped.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from ..._errors import InvalidInputError

__all__ = ["Haystack", "Loaded", "Question", "Turn", "read_published"]


@dataclass(frozen=True)
class Turn:
    """One message: its id (unique in its haystack), text, speaker, session and the session's date."""

    id: str
    text: str
    speaker: str
    session: str
    at: pd.Timestamp


@dataclass(frozen=True)
class Question:
    """A question, its category, the ids of the turns (and sessions) that answer it, and the time it is asked."""

    id: str
    text: str
    category: str
    evidence: tuple[str, ...]
    sessions: tuple[str, ...]
    now: pd.Timestamp | None = None


@dataclass
class Haystack:
    """A conversation and the questions asked of it."""

    name: str
    turns: list[Turn]
    questions: list[Question]


@dataclass
class Loaded:
    """The haystacks of a file, and one line for everything skipped (``skipped`` counts them by reason)."""

    haystacks: list[Haystack] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    skipped: Counter = field(default_factory=Counter)

    def skip(self, reason: str, line: str) -> None:
        """Count one skipped thing under ``reason`` and keep its line."""
        self.skipped[reason] += 1
        self.notes.append(line)

    @property
    def questions(self) -> int:
        """How many questions the haystacks hold."""
        return sum(len(haystack.questions) for haystack in self.haystacks)


def read_published(path: str | Path, *, name: str, source: str) -> Any:
    """The JSON of ``path``; a missing file says where the data set is published, a bad one says so in one line."""
    path = Path(path).expanduser()
    if not path.exists():
        raise InvalidInputError(f"{path} does not exist: {name} is published at {source}")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise InvalidInputError(
            f"{path} is not a {name} JSON file ({type(error).__name__}: "
            f"{str(error).splitlines()[0] if str(error) else ''})"
        ) from None
