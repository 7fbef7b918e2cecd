"""A name said by its head noun: "the Institute" for the one held name that holds the word ("Aldermere Institute
of Natural Philosophy"), as a researcher's notes say it after naming it once.

Without this reading the search ranks what the question's words match anywhere: a person described as
"director of the Institute" matched "who directed the Institute" better than the institute itself, whose name
holds the word once. A definite capitalised noun ("the Institute", "the Society", "the Bureau") is read as the
concept whose *name* (or alias) holds it, never one whose description does, and never a person's name
(:func:`read_generic`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Collection, Mapping
from itertools import islice
from weakref import WeakKeyDictionary

from ..index.keyword import STOPWORDS
from ..model.records import CONCEPT, Version, name_key
from ..store.slices import TRAIL
from ..store.versions import VersionStore
from .renamed import lineage

__all__ = ["read_generic"]

_THE_NOUN = re.compile(r"\b[Tt]he\s+(?P<word>[^\W\d_]{3,})(?:'s|’s)?\b(?!\s+(?:of|for|de)\b)(?=\s+(?P<next>[^\W\d_]))?")
"""A definite capitalised noun standing alone: "the Institute", "the Society's president", "the Société"
(any alphabet's capitals: :func:`_nouns`); not "the Royal Society" nor "the Institute of …" (a longer name said
whole, or misspelt)."""


def _plain(word: str) -> str:
    """``word`` in small letters without accents, as an uncased vocabulary holds it ("Société" → "societe")."""
    return "".join(char for char in unicodedata.normalize("NFKD", word.lower()) if not unicodedata.combining(char))


def _nouns(topic: str) -> list[re.Match[str]]:
    """Each :data:`_THE_NOUN` of ``topic`` that is capitalised (one capital, then small letters) and not followed
    by a capitalised word."""
    return [
        match
        for match in _THE_NOUN.finditer(topic)
        if match["word"][0].isupper() and match["word"][1:].islower() and not (match["next"] or "a").isupper()
    ]


def read_generic(
    store: VersionStore,
    topic: str,
    *,
    versions: Callable[[str], list[Version]],
    common: Collection[str] = frozenset(),
    as_of: int | None = None,
    known_at: int | None = None,
) -> tuple[str, str, tuple[str, list[str]] | None]:
    """``topic`` with each definite capitalised noun ("the Institute") that is no held name itself read as the one
    concept whose name or alias holds that word, the line that says so (``""`` for none), and a noun several
    unrelated names hold with those names (two to :data:`_MOST`: the walk asks which; ``None`` for none).

    ``versions(record)`` gives the versions held then; ``common`` the ordinary English words (when given, only
    such a noun is read: "the Beatles" is a name, not a noun). Several names holding the word are one when
    they are one concept renamed (a supersession between them: the latest is read, and the walk says the name
    it had then; renamed back, the name held at ``as_of``, known at ``known_at``), or when one description calls
    it so ("(the Institute)"). A name the question says whole
    besides is what it means: nothing is read."""
    said: list[str] = []
    which = None
    whole = f" {name_key(topic)} "
    for match in reversed(_nouns(topic)):  # the last first: the places before it hold
        word = match["word"]
        key = name_key(word)
        if key in STOPWORDS or (common and _plain(word) not in common) or store.names.get(key):
            continue
        found = _holding(store, key, versions=versions)
        if any(f" {name_key(version.name)} " in whole for version in found.values()):
            continue  # "the Beatles", or the whole name said elsewhere in the question
        chosen = _one(store, found, word, versions=versions, as_of=as_of, known_at=known_at)
        if chosen is None:
            names = sorted({version.name for version in found.values()})
            which = (word, names) if 2 <= len(names) <= _MOST else which
            continue
        topic = topic[: match.start("word")] + chosen + topic[match.end("word") :]
        said.insert(0, f"Read 'the {word}' as {chosen!r}, the one name in memory holding {word!r}.")
    return topic, " ".join(said), which


_MOST = 5
"""The most names a walk offers for a noun several hold ("Did you mean … or …?"); more: its search decides."""


class _NameWords:
    """The name keys of a store by each of their words, kept up to date with its growing mapping of keys (keys are
    only ever added, as :class:`~c0lab.model.guard.NameEnds` reads them): a word's names without a scan. One is
    kept with each store (:data:`_NAME_WORDS`); a reload's new mapping starts it again."""

    def __init__(self) -> None:
        self._words: dict[str, list[str]] = {}
        self._source: Mapping[str, list[str]] | None = None
        self._count = 0

    def holding(self, keys: Mapping[str, list[str]], word: str) -> list[str]:
        """The keys of ``keys`` that hold ``word`` among their words (the new keys read first)."""
        if keys is not self._source:  # the mapping itself, not its address: a freed one's may be reused
            self._words, self._source, self._count = {}, keys, 0
        for key in islice(keys, self._count, None):
            self._count += 1
            for part in set(key.split()):
                self._words.setdefault(part, []).append(key)
        return self._words.get(word, [])


_NAME_WORDS: WeakKeyDictionary[VersionStore, _NameWords] = WeakKeyDictionary()
"""Each store's index of its name words, gone with the store."""


def _holding(store: VersionStore, key: str, *, versions: Callable[[str], list[Version]]) -> dict[str, Version]:
    """The concepts (no person) whose name or an alias holds the word ``key`` among its words, with their latest
    version."""
    found: dict[str, Version] = {}
    words = _NAME_WORDS.get(store) or _NAME_WORDS.setdefault(store, _NameWords())
    for name in words.holding(store.names, key):
        for record in store.names.get(name, []):
            held = versions(record)
            if not held or held[0].kind != CONCEPT or (held[-1].concept_kind or "").lower() == "person":
                continue
            found[record] = held[-1]
    return found


def _one(
    store: VersionStore,
    found: dict[str, Version],
    word: str,
    *,
    versions: Callable[[str], list[Version]],
    as_of: int | None = None,
    known_at: int | None = None,
) -> str | None:
    """The one name of ``found`` the noun stands for (see :func:`read_generic`), or ``None``."""
    if len(found) == 1:
        return next(iter(found.values())).name
    if not found:
        return None
    latest = [record for record in found if not _superseded_within(store, record, found, versions=versions)]
    if len(latest) == 1 and all(_linked(store, record, set(found), versions) for record in found):
        return found[latest[0]].name
    if (
        as_of is not None
        and known_at is not None
        and set(found) <= set(lineage(store, next(iter(found)), known_at=known_at))
    ):
        then = [record for record in found if store.seen(record, as_of=as_of, known_at=known_at) is not None]
        if len(then) == 1:  # one organisation renamed back: the name it had then
            return found[then[0]].name
    calling = re.compile(rf"\bthe\s+{re.escape(word)}\b", re.IGNORECASE)
    called = [version.name for version in found.values() if calling.search(version.text)]
    return called[0] if len(called) == 1 else None


def _trail_ends(store: VersionStore, record: str, versions: Callable[[str], list[Version]]) -> set[tuple[str, str]]:
    """The supersessions ``record`` is an end of: (new, old) pairs."""
    pairs = set()
    for source, target, key in [*store.links.out_edges(record, keys=True), *store.links.in_edges(record, keys=True)]:
        if any(version.name == TRAIL for version in versions(key)):
            pairs.add((source, target))
    return pairs


def _superseded_within(
    store: VersionStore, record: str, found: dict[str, Version], *, versions: Callable[[str], list[Version]]
) -> bool:
    """Whether another of ``found`` superseded ``record``."""
    return any(old == record and new in found for new, old in _trail_ends(store, record, versions))


def _linked(store: VersionStore, record: str, found: set[str], versions: Callable[[str], list[Version]]) -> bool:
    """Whether ``record`` superseded, or was superseded by, another of ``found``."""
    return any({new, old} <= found for new, old in _trail_ends(store, record, versions))
