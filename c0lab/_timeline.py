"""How a change in the world reshapes a record's versions.

Each function takes a record's current versions (those the memory holds
now) and returns the rows to commit: the old versions with their system
interval closed at ``now``, and new versions recorded at ``now``. Nothing is
deleted, so a read with an earlier ``known_at`` still sees the old shape.
"""

from __future__ import annotations

from collections.abc import Callable

from ._records import Version
from ._time import FOREVER

__all__ = ["close_at", "change_from", "start_at"]

NewVersion = Callable[[], int]


def _rerecord(version: Version, new_version: NewVersion, now: int, **changes: object) -> Version:
    return version.but(version=new_version(), recorded_at=now, expired_at=FOREVER, **changes)


def close_at(current: list[Version], at: int, *, now: int, new_version: NewVersion, **marks: str) -> list[Version]:
    """The record stops being valid at ``at``; ``marks`` (reason, cause) go on its last version."""
    rows = []
    for version in current:
        if version.valid_to <= at:
            continue
        rows.append(version.but(expired_at=now))
        if version.valid_from < at:
            rows.append(_rerecord(version, new_version, now, valid_to=at, **marks))
    return rows


def change_from(current: list[Version], at: int, *, now: int, new_version: NewVersion, **changes: str) -> list[Version]:
    """From ``at`` on, the record reads ``changes``; before ``at`` it reads as it did."""
    rows = []
    for version in current:
        if version.valid_to <= at:
            continue
        rows.append(version.but(expired_at=now))
        if version.valid_from < at:
            rows.append(_rerecord(version, new_version, now, valid_to=at, reason="", cause=""))
        rows.append(_rerecord(version, new_version, now, valid_from=max(version.valid_from, at), **changes))
    return rows


def start_at(current: list[Version], at: int, *, now: int, new_version: NewVersion) -> list[Version]:
    """The record becomes valid at ``at``: earlier validity is withdrawn, a later start is moved."""
    rows = []
    for version in sorted(current, key=lambda version: version.valid_from):
        if version.valid_to <= at:
            rows.append(version.but(expired_at=now))
            continue
        if version.valid_from != at:
            rows.append(version.but(expired_at=now))
            rows.append(_rerecord(version, new_version, now, valid_from=at))
        break
    return rows
