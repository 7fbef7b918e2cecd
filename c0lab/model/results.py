"""What reads return: a concept as it stood, with its patches."""

from __future__ import annotations

from dataclasses import dataclass, field

import pandas as pd

from .records import Version
from .._time import format_time, to_timestamp

__all__ = ["Concept", "Patch"]


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
    provenance: dict = field(default_factory=dict)

    @classmethod
    def from_version(cls, version: Version, patches: list[Version]) -> Concept:
        return cls(
            name=version.name,
            description=version.text,
            kind=version.label,
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
        )

    def __str__(self) -> str:
        span = f"{_day(self.valid_from, 'since always')} → {_day(self.valid_to, 'open')}"
        lines = [f"{self.name} ({span}): {self.description}".rstrip(": ")]
        if self.reason:
            lines.append(f"  ends: {self.reason}")
        lines += [f"  patch ({_day(patch.valid_from, 'since always')}): {patch.content}" for patch in self.patches]
        return "\n".join(lines)


def _day(moment: pd.Timestamp, open_end: str) -> str:
    return open_end if pd.isna(moment) else format_time(moment)
