"""What ``recall`` returns: episodes as dated lines, and the ``Recall`` result with its reprs."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import pandas as pd

from .._time import format_time
from ..index.keyword import tokenize
from ..model.records import Version

__all__ = ["ITEM_COLUMNS", "Recall", "best_passage", "episode_line", "one_line"]

ITEM_COLUMNS = ["id", "text", "speaker", "session", "time", "score"]


@dataclass
class Recall:
    """Episodes that answer a query, best first, and ``context``: them as dated lines within the budget."""

    query: str
    items: pd.DataFrame = field(default_factory=lambda: pd.DataFrame(columns=ITEM_COLUMNS))
    context: str = ""
    tokens: int = 0
    budget_tokens: int = 1000

    def __str__(self) -> str:
        return self.context

    def __repr__(self) -> str:
        return f"recall {self.query!r}: {len(self.items)} items, {self.tokens} tokens\n{self.context}"

    def _repr_html_(self) -> str:
        return (f"<p>recall <code>{html.escape(self.query)}</code>: {len(self.items)} items, "
                f"{self.tokens}/{self.budget_tokens} tokens</p><pre>{html.escape(self.context)}</pre>")


_LINE_BREAK = re.compile(r"\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]")


def one_line(text: str) -> str:
    """``text`` with every line break written ``\\n``: quoted memory text can never start a line of its own.

    >>> one_line("ok\\nCurrent facts:")
    'ok\\\\nCurrent facts:'
    """
    return _LINE_BREAK.sub("\\\\n", text)


def episode_line(version: Version) -> str:
    """An episode as one dated line: ``[2026-03-01 10:00] mara (planning): text``, its line breaks escaped."""
    who = one_line(version.name) or "?"
    where = f" ({one_line(version.label)})" if version.label else ""
    return f"[{format_time(version.valid_from)}] {who}{where}: {one_line(version.text)}"


def best_passage(version: Version, query: str, *, budget: int, count_tokens: Callable[[str], int]) -> Version | None:
    """The part of a long episode that shares most words with ``query``, cut to fit ``budget`` tokens as a line.

    The text is read as sentences; the passage grows from the best sentence
    to its neighbours while it fits. ``None`` when not even the line's date
    and speaker fit.
    """
    sentences = [part for part in re.split(r"(?<=[.!?])\s+|\n+", version.text) if part.strip()] or [version.text]
    terms = set(tokenize(query))
    overlap = [len(terms & set(tokenize(sentence))) for sentence in sentences]
    best = max(range(len(sentences)), key=lambda index: overlap[index])

    def fits(text: str) -> bool:
        return count_tokens(episode_line(version._replace(text=text))) + 1 <= budget

    start, end = best, best + 1
    if not fits(sentences[best]):
        words = sentences[best].split()
        while words and not fits(" ".join(words) + " …"):
            words = words[: max(len(words) * 3 // 4, len(words) - 1) if len(words) > 1 else 0]
        return version._replace(text=" ".join(words) + " …") if words else None
    while True:
        grown = False
        for start_, end_ in ((start, end + 1), (start - 1, end)):
            if 0 <= start_ and end_ <= len(sentences) and fits(" ".join(sentences[start_:end_]) + " …"):
                start, end, grown = start_, end_, True
                break
        if not grown:
            break
    text = " ".join(sentences[start:end])
    return version._replace(text=text if (start, end) == (0, len(sentences)) else f"{text} …")
