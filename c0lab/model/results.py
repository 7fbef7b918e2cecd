"""What reads return: a concept as it stood, with its patches."""

from __future__ import annotations

import html
import warnings
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from .._time import format_edge, format_time, micros_of_timestamp, to_timestamp
from .records import Version

__all__ = ["AuditReport", "Concept", "Patch", "StatusReport"]


@dataclass(frozen=True)
class Patch:
    """A correction or addition attached to a concept."""

    content: str
    valid_from: pd.Timestamp
    valid_to: pd.Timestamp
    recorded_at: pd.Timestamp
    origin: str
    id: str

    @classmethod
    def from_version(cls, version: Version) -> Patch:
        return cls(
            content=version.text,
            valid_from=to_timestamp(version.valid_from),
            valid_to=to_timestamp(version.valid_to),
            recorded_at=to_timestamp(version.recorded_at),
            origin=version.origin,
            id=version.record,
        )


@dataclass(frozen=True)
class Concept:
    """A concept as seen at one ``(as_of, known_at)``.

    Times are UTC ``Timestamp``s; ``NaT`` marks an open end ("since always",
    "until further notice"). ``reason`` says why validity stops at
    ``valid_to`` (e.g. ``superseded by 'B'``) and ``cause`` what caused it, as recorded.
    """

    name: str
    description: str
    kind: str
    origin: str
    valid_from: pd.Timestamp
    valid_to: pd.Timestamp
    recorded_at: pd.Timestamp
    reason: str
    cause: str
    id: str
    patches: tuple[Patch, ...] = field(default=())
    aliases: tuple[str, ...] = field(default=())
    provenance: dict[str, Any] = field(default_factory=dict)
    precision: str = ""
    """The precision each valid-time edge was stated at, ``from/to`` (``Version.precision``; empty: not stated)."""

    @classmethod
    def from_version(cls, version: Version, patches: list[Version]) -> Concept:
        return cls(
            name=version.name,
            description=version.text,
            kind=version.concept_kind,
            origin=version.origin,
            valid_from=to_timestamp(version.valid_from),
            valid_to=to_timestamp(version.valid_to),
            recorded_at=to_timestamp(version.recorded_at),
            reason=version.reason,
            cause=version.cause,
            id=version.record,
            patches=tuple(Patch.from_version(patch) for patch in patches),
            aliases=tuple(version.aliases),
            provenance=version.provenance,
            precision=version.precision,
        )

    def _span(self) -> str:
        """Its valid time, each edge at the precision it was stated at (``1907 → open``), else as a day."""
        first, _, last = self.precision.partition("/")
        return f"{_day(self.valid_from, 'since always', first)} → {_day(self.valid_to, 'open', last, end=True)}"

    def __str__(self) -> str:
        span = self._span()
        lines = [f"{self.name} ({span}): {self.description}".rstrip(": ")]
        if self.reason:
            lines.append(f"  ends: {self.reason}")
        lines += [f"  patch ({_day(patch.valid_from, 'since always')}): {patch.content}" for patch in self.patches]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        """A card: name, kind, description, dates as dates, the ending, and the live patches."""
        escape = html.escape
        span = self._span()
        rows = [
            f"<div class='c0lab-concept' style='border:1px solid #cbd5e0;border-radius:6px;padding:6px 10px'>"
            f"<b>{escape(self.name)}</b>"
            + (f" <small>({escape(self.kind)})</small>" if self.kind else "")
            + f"<br><small>valid {escape(span)} · recorded {escape(_day(self.recorded_at, '?'))}"
            + (f" · by {escape(self.origin)}" if self.origin and self.origin != "user" else "")
            + "</small>"
        ]
        if self.description:
            rows.append(f"<p style='margin:4px 0'>{escape(self.description)}</p>")
        if self.aliases:
            rows.append(f"<small>also: {escape(', '.join(self.aliases))}</small><br>")
        if self.reason:
            rows.append(f"<small style='color:#9b2c2c'>ends: {escape(self.reason)}</small>")
        if self.patches:
            items = "".join(
                f"<li>{escape(_day(patch.valid_from, 'since always'))}: {escape(patch.content)}</li>"
                for patch in self.patches
            )
            rows.append(f"<ul style='margin:4px 0'>{items}</ul>")
        return "".join(rows) + "</div>"


class StatusReport(dict[str, Any]):
    """What ``Memory.status()`` returns: a plain ``dict``, shown in a notebook as an HTML table."""

    def __missing__(self, key: object) -> Any:
        if key == "messages" and "episodes" in self:  # the old name of "episodes" (until 0.2)
            warnings.warn(
                'status()["messages"] is deprecated; use status()["episodes"]', DeprecationWarning, stacklevel=2
            )
            return self["episodes"]
        raise KeyError(key)

    def _repr_html_(self) -> str:
        cells = "".join(
            f"<tr><th style='text-align:left'>{html.escape(str(key))}</th>"
            f"<td style='text-align:left'>{html.escape(str(value))}</td></tr>"
            for key, value in self.items()
        )
        return f"<table class='c0lab-status'>{cells}</table>"


class AuditReport(str):
    """What ``Memory.audit()`` returns: the report as a ``str`` (one finding a line), an HTML table in a notebook."""

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        head, *findings = self.splitlines() or [""]
        summary = "".join(f"<p>{html.escape(line)}</p>" for line in [head, *findings] if not line.startswith("- "))
        rows = []
        for line in findings:
            if line.startswith("- "):
                kind, _, text = line[2:].partition(": ")
                rows.append(
                    f"<tr><td>{html.escape(kind)}</td><td style='text-align:left'>{html.escape(text)}</td></tr>"
                )
        header = "<tr><th>finding</th><th>detail</th></tr>"
        table = f"<table class='c0lab-audit'>{header}{''.join(rows)}</table>" if rows else ""
        return f"<div class='c0lab-audit'>{summary}{table}</div>"


def _day(moment: pd.Timestamp, open_end: str, precision: str = "", *, end: bool = False) -> str:
    """A time as a day (or at the ``precision`` it was stated at); ``open_end`` for none."""
    if pd.isna(moment):
        return open_end
    return format_edge(micros_of_timestamp(moment), end=end, precision=precision) if precision else format_time(moment)
