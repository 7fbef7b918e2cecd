"""A person's name said without the title a text put before it: "Margaret Ashby" for a held "Lady Margaret Ashby",
"Thomas Reyes" for "General Thomas Reyes" (ingested notes keep the title the sentence gave).

:func:`read_untitled` reads such a name as the one held name that is it with only titles before it; a name said
whole, or that several held names end with, is left as said.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from ..model.guard import NameEnds
from ..model.records import CONCEPT, Version, name_key
from ..store.versions import VersionStore

__all__ = ["TITLES", "read_runs", "read_untitled"]

TITLES = frozenset(
    """sir lady lord dame dr doctor prof professor mr mrs ms miss mx madam madame monsieur herr frau general gen
    colonel col captain capt admiral major lieutenant lt sergeant commander marshal governor senator judge justice
    rev reverend father sister brother saint st bishop archbishop cardinal rabbi imam sheikh king queen prince
    princess duke duchess earl count countess baron baroness viscount marquess emperor empress""".split()
)
"""Words a text puts before a person's name that are no part of it ("Sir", "Lady", "Dr", "General")."""

_RUN = re.compile(r"\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’.-]*)+")


def read_untitled(
    store: VersionStore, ends: NameEnds, topic: str, *, versions: Callable[[str], list[Version]]
) -> tuple[str, str]:
    """``topic`` with each run of two or more capitalised words that no concept is named, and that exactly one
    held name is with titles (:data:`TITLES`) before it, read as that name; the line saying so (``""``: none).

    ``ends`` gives the held multi-word names by their first and last words, ``versions(record)`` the versions
    held then."""

    def titled(run: str) -> list[str] | None:
        key = name_key(run)
        if key.split()[0] in TITLES or store.names.get(key):
            return None
        return [
            held
            for held in ends.ending(key.split()[-1])
            if held.endswith(f" {key}") and all(word in TITLES for word in held[: -len(key)].split())
        ]

    return read_runs(store, topic, versions=versions, held_names=titled, how="with a title")


def read_runs(
    store: VersionStore,
    topic: str,
    *,
    versions: Callable[[str], list[Version]],
    held_names: Callable[[str], Iterable[str] | None],
    how: str,
    runs: re.Pattern[str] = _RUN,
) -> tuple[str, str]:
    """``topic`` with each run of two or more capitalised words (``runs``) read as the one concept named by the held
    names ``held_names(run)`` gives (``None``: the run is read as said; several concepts: so too), and the line saying
    so for each ("the one name in memory that is it ``how``"; ``""``: none)."""
    said: list[str] = []
    for match in reversed(list(runs.finditer(topic))):
        run = match[0].removesuffix("'s").removesuffix("’s")
        candidates = held_names(run)
        if candidates is None:
            continue
        found = {
            versions(record)[-1].name
            for held in candidates
            for record in store.names.get(held, [])
            if versions(record) and versions(record)[0].kind == CONCEPT
        }
        if len(found) != 1:
            continue
        full = found.pop()
        topic = topic[: match.start()] + full + topic[match.start() + len(run) :]
        said.insert(0, f"Read {run!r} as {full!r}, the one name in memory that is it {how}.")
    return topic, " ".join(said)
