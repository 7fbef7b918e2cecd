"""What ``recall`` returns: episodes as dated lines, and the ``Recall`` result with its reprs."""

from __future__ import annotations

import html
from dataclasses import dataclass, field

import pandas as pd

from .._time import format_time
from ..model.records import Version

__all__ = ["ITEM_COLUMNS", "Recall", "episode_line"]

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


def episode_line(version: Version) -> str:
    """An episode as one dated line: ``[2026-03-01 10:00] mara (planning): text``."""
    who = version.name or "?"
    where = f" ({version.label})" if version.label else ""
    return f"[{format_time(version.valid_from)}] {who}{where}: {version.text}"
