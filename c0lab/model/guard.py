"""The similar-concept guard: is a new name already taken, or nearly so?

Two names collide when their :func:`~c0lab._records.name_key` is equal, or
when they differ by a typo: one or two letters (or spaces, or punctuation)
added, dropped, swapped or changed, never a digit, in names of six
characters or more. "Hybrid search", "hybrid-search", "hybridsearch",
"Hybrid serach" and "hybrid searchs" all collide; "Zephyr 1" and "Zephyr 2"
do not, nor do "Building A" and "Building B" (a whole one-letter word).

Typos are found with a deletion index (as in SymSpell): every name is stored
with each of its one-character deletions, so a lookup costs one hash per
character of the new name, however many names the memory holds.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Collection, Iterable
from functools import lru_cache
from itertools import islice, repeat

import numpy as np

__all__ = ["NameEnds", "NameGuard", "WordGuard", "typo_pairs"]

MIN_TYPO_LENGTH = 6
FOLD_FROM = 1 << 16
"""Variants of recently added keys a compact guard holds in a dict before it folds them into its arrays."""


def _non_digit_deletions(key: str) -> set[str]:
    """The key and its deletions of one character that is not a digit: two keys a typo apart share one
    (a typo never touches a digit, so deleting one only makes candidates that :func:`is_typo` refuses)."""
    variants = {key}
    if len(key) >= MIN_TYPO_LENGTH - 1:
        variants.update(key[:position] + key[position + 1 :] for position, char in enumerate(key) if not char.isdigit())
    return variants


@lru_cache(maxsize=8192)
def _variant_hashes(key: str) -> tuple[int, ...]:
    """Hashes of the key's variants. A bulk add asks for one key's variants several times in a row (the
    memory's guard, the batch's, then indexing it): computed once."""
    return tuple(map(hash, _non_digit_deletions(key)))


def _variant_table(keys: Iterable[str]) -> tuple[np.ndarray, np.ndarray]:
    """The deletion index of ``keys`` as two arrays sorted by hash: each variant's hash and the number of
    its key. 12 bytes a variant, where a dict of them takes ~100."""
    hashes, owners = array("q"), array("q")
    for number, key in enumerate(keys):
        variants = _non_digit_deletions(key)
        hashes.extend(map(hash, variants))
        owners.extend(repeat(number, len(variants)))
    hashed = np.frombuffer(hashes, dtype=np.int64)
    order = np.argsort(hashed, kind="stable")
    return hashed[order], np.frombuffer(owners, dtype=np.int64)[order].astype(np.int32)


def is_typo(a: str, b: str) -> bool:
    """Whether two different keys differ only by a short run of non-digits.

    >>> is_typo("hybrid search", "hybrid serach"), is_typo("zephyr 1", "zephyr 2"), is_typo("island a", "island b")
    (True, False, False)
    >>> is_typo("louis xiv", "louis xv"), is_typo("cassini ii", "cassini i"), is_typo("fellow a2", "fellow b2")
    (False, False, False)
    """
    if a == b or min(len(a), len(b)) < MIN_TYPO_LENGTH:
        return False
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    middle_a, middle_b = a[start : len(a) - end], b[start : len(b) - end]
    if len(middle_a) > 2 or len(middle_b) > 2:
        return False
    if any(char.isdigit() for char in middle_a + middle_b):
        return False
    if _numbering(a, start) and _numbering(b, start):
        return False  # "louis xiv" / "louis xv", "fellow a2" / "fellow b2": a number, not a misspelling
    return not (_whole_word(a, start, len(a) - end) and _whole_word(b, start, len(b) - end))


_ROMAN = re.compile(r"m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})")


def _numbering(key: str, place: int) -> bool:
    """Whether the word of ``key`` at (or ending just before) character ``place`` numbers what the key names: a
    word holding a digit ("fellow a2") or a Roman numeral closing the name ("louis xiv", not "mix studio")."""
    head, tail = key[:place].rsplit(" ", 1)[-1], key[place:].split(" ", 1)
    word = head + tail[0]
    if any(char.isdigit() for char in word):
        return True
    return bool(word) and len(tail) == 1 and " " in key and _ROMAN.fullmatch(word) is not None


def _whole_word(key: str, start: int, stop: int) -> bool:
    """Whether ``key[start:stop]`` is a whole word of its own ("building a" vs "building b")."""
    return start < stop and (start == 0 or key[start - 1] == " ") and (stop == len(key) or key[stop] == " ")


def typo_pairs(keys: list[str]) -> set[tuple[int, int]]:
    """Pairs ``(i, j)``, ``i < j``, of ``keys`` that are a typo apart — found without comparing all pairs.

    Blocking by the guard's deletion index: two keys are compared only when
    they share a variant (a key or one of its one-character deletions), the
    test :meth:`NameGuard.near` makes for a new name; each candidate is then
    checked exactly with :func:`is_typo`.

    >>> sorted(typo_pairs(["hybrid search", "zephyr 1", "hybrid serach", "zephyr 2", "hybrid searchs"]))
    [(0, 2), (0, 4)]
    """
    shared, owner = _variant_table(keys)
    starts = np.flatnonzero(np.diff(shared, prepend=shared[:1] - 1)) if len(shared) else shared
    sizes = np.diff(np.append(starts, len(shared)))
    pairs: set[tuple[int, int]] = set()
    for start, size in zip(starts[sizes > 1].tolist(), sizes[sizes > 1].tolist(), strict=True):
        members = owner[start : start + size].tolist()  # ascending (a stable sort of ascending numbers)
        for position, i in enumerate(members):  # a hash shared by chance only adds candidates: is_typo decides
            for j in members[position + 1 :]:
                if i != j and (i, j) not in pairs and is_typo(keys[i], keys[j]):
                    pairs.add((i, j))
    return pairs


class NameGuard:
    """Name keys of a namespace's concepts, with a typo index built at the first :meth:`near`.

    A compact guard (the memory's own) keeps the index as
    :func:`_variant_table`'s two sorted arrays, plus a dict for the keys added
    since they were built, folded in once it holds a quarter as many variants:
    a million names cost ~200 MB, not ~1.5 GB. ``compact=False`` keeps the
    whole index in the dict, quicker to grow one key at a time: the guard of
    one bulk add, dropped when the add ends.
    """

    def __init__(self, *, compact: bool = True) -> None:
        self._compact = compact
        self._keys: set[str] = set()
        self._numbered: list[str] = []
        """The keys in the order they were added: a key's number in the index."""
        self._hashes: np.ndarray | None = None
        self._owners = np.zeros(0, dtype=np.int32)
        self._recent: dict[int, int] = {}
        """Variant hash -> number of the first key added since the arrays were built that has it."""
        self._also: dict[int, list[int]] = {}
        """Variant hash -> numbers of the other recent keys that have it (rare)."""

    def __contains__(self, key: str) -> bool:
        return key in self._keys

    def add(self, key: str) -> None:
        """Remember a taken key."""
        self.add_many([key])

    def add_many(self, keys: Iterable[str]) -> None:
        """Remember taken keys."""
        new = [key for key in dict.fromkeys(keys) if key not in self._keys]
        self._keys.update(new)
        first = len(self._numbered)
        self._numbered.extend(new)
        if self._hashes is None:
            return
        if self._compact and 4 * len(new) > first:  # as many new as held: build afresh at the next near()
            self._hashes, self._recent, self._also = None, {}, {}
            return
        for number, key in enumerate(new, start=first):
            recent = self._recent  # a fold below starts a new one
            for variant in _variant_hashes(key):
                if recent.setdefault(variant, number) != number:
                    self._also.setdefault(variant, []).append(number)
            if self._compact and len(recent) > max(FOLD_FROM, len(self._hashes) // 4):
                self._fold_recent()

    def _fold_recent(self) -> None:
        """Merge the recent variants into the sorted arrays."""
        assert self._hashes is not None
        pairs = [
            *self._recent.items(),
            *((variant, number) for variant, numbers in self._also.items() for number in numbers),
        ]
        hashes = np.fromiter((variant for variant, _ in pairs), dtype=np.int64, count=len(pairs))
        owners = np.fromiter((number for _, number in pairs), dtype=np.int32, count=len(pairs))
        order = np.argsort(hashes, kind="stable")
        at = np.searchsorted(self._hashes, hashes[order], side="right")
        self._hashes = np.insert(self._hashes, at, hashes[order])
        self._owners = np.insert(self._owners, at, owners[order])
        self._recent, self._also = {}, {}

    def near(self, key: str) -> str | None:
        """The earliest-added taken key that differs from ``key`` by a typo, if any."""
        if self._hashes is None:
            self._hashes, self._owners = _variant_table(self._numbered)
        variants = _variant_hashes(key)
        candidates = set()
        hashes, size = self._hashes, len(self._hashes)
        if size:
            wanted = np.fromiter(variants, dtype=np.int64, count=len(variants))
            starts = np.searchsorted(hashes, wanted)
            found = hashes[np.minimum(starts, size - 1)] == wanted
            for start, variant in zip(starts[found].tolist(), wanted[found].tolist(), strict=True):
                while start < size and hashes[start] == variant:
                    candidates.add(int(self._owners[start]))
                    start += 1
        for variant in variants:
            number = self._recent.get(variant)
            if number is not None:
                candidates.add(number)
                candidates.update(self._also.get(variant, ()))
        for number in sorted(candidates):
            if is_typo(key, self._numbered[number]):
                return self._numbered[number]
        return None


class WordGuard:
    """The words of multi-word name keys, each with how many names hold it and one of them, and a typo index
    over those words: which name one misspelt word of a question points to ("zepyhr" → "project zephyr")."""

    def __init__(self, keys: Iterable[str]) -> None:
        self._names: dict[str, tuple[int, str]] = {}
        for key in keys:
            if " " in key:
                for part in set(key.split()):
                    count, first = self._names.get(part, (0, key))
                    self._names[part] = (count + 1, first)
        self._guard = NameGuard()
        for part in self._names:
            self._guard.add(part)

    def only_name(self, word: str) -> str | None:
        """The one name key holding a word one typo from ``word`` (``None``: no such word, a word spelt right,
        or a word more than one name holds)."""
        if word in self._names:
            return None
        part = self._guard.near(word)
        if part is None:
            return None
        count, key = self._names[part]
        return key if count == 1 else None


class NameEnds:
    """The multi-word name keys by their first and last words ("newton" → "isaac newton"), kept up to date with
    a growing mapping of keys (keys are only ever added: :meth:`catch_up` reads the new ones, a new mapping
    starts again). At most :attr:`KEPT` keys a word: enough to list them when a word is said for several."""

    KEPT = 5

    def __init__(self) -> None:
        self._ends: dict[str, str | tuple[str, ...]] = {}  # one key as itself: no container for most words
        self._source: Collection[str] | None = None  # held, not its id(): a new mapping may reuse a freed address
        self._count = 0

    def catch_up(self, keys: Collection[str]) -> NameEnds:
        """Read the keys added to ``keys`` (a dict of them, or any ordered collection) since the last call. A
        first read of a large mapping makes an entry a name: pause the cyclic collector around it (as the
        store's bulk steps do) where the memory is large."""
        if keys is not self._source:
            self._ends, self._source, self._count = {}, keys, 0
        if len(keys) == self._count:
            return self
        ends = self._ends
        for key in islice(keys, self._count, None):
            self._count += 1
            if " " not in key:
                continue
            first, _, rest = key.partition(" ")
            last = rest.rpartition(" ")[2]
            for part in (first,) if first == last else (first, last):
                held = ends.get(part)
                if held is None:
                    ends[part] = key
                elif isinstance(held, str):
                    ends[part] = (held, key)
                elif len(held) < self.KEPT:
                    ends[part] = (*held, key)
        return self

    def ending(self, word: str) -> tuple[str, ...]:
        """The keys that begin or end with the whole word ``word`` (a name key's word)."""
        held = self._ends.get(word, ())
        return (held,) if isinstance(held, str) else held
