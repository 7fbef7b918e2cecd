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

from array import array
from collections.abc import Iterable
from functools import lru_cache

import numpy as np

__all__ = ["NameGuard", "WordGuard", "typo_pairs"]

MIN_TYPO_LENGTH = 6


def _deletions(key: str) -> Iterable[str]:
    yield key
    if len(key) >= MIN_TYPO_LENGTH - 1:
        for position in range(len(key)):
            yield key[:position] + key[position + 1 :]


@lru_cache(maxsize=8192)
def _variant_hashes(key: str) -> tuple[int, ...]:
    """Hashes of the key's deletion variants, in order, each once. A bulk add asks for one key's
    variants several times in a row (the memory's guard, the batch's, then indexing it): computed once."""
    return tuple(dict.fromkeys(map(hash, _deletions(key))))


def _non_digit_deletions(key: str) -> set[str]:
    """The key and its deletions of one character that is not a digit: two keys a typo apart share one
    (a typo never touches a digit, so deleting one only makes candidates that :func:`is_typo` refuses)."""
    variants = {key}
    if len(key) >= MIN_TYPO_LENGTH - 1:
        variants.update(key[:position] + key[position + 1 :] for position, char in enumerate(key) if not char.isdigit())
    return variants


def is_typo(a: str, b: str) -> bool:
    """Whether two different keys differ only by a short run of non-digits.

    >>> is_typo("hybrid search", "hybrid serach"), is_typo("zephyr 1", "zephyr 2"), is_typo("island a", "island b")
    (True, False, False)
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
    return not (_whole_word(a, start, len(a) - end) and _whole_word(b, start, len(b) - end))


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
    hashes, owners = array("q"), array("q")  # one (variant hash, key number) per variant: 16 bytes, not a string
    for number, key in enumerate(keys):
        variants = _non_digit_deletions(key)
        hashes.extend(map(hash, variants))
        owners.extend([number] * len(variants))
    order = np.argsort(np.frombuffer(hashes, dtype=np.int64), kind="stable")
    shared, owner = np.frombuffer(hashes, dtype=np.int64)[order], np.frombuffer(owners, dtype=np.int64)[order]
    starts = np.flatnonzero(np.diff(shared, prepend=shared[:1] - 1)) if len(shared) else shared
    sizes = np.diff(np.append(starts, len(shared)))
    pairs: set[tuple[int, int]] = set()
    for start, size in zip(starts[sizes > 1].tolist(), sizes[sizes > 1].tolist()):
        members = owner[start : start + size].tolist()  # ascending (a stable sort of ascending numbers)
        for position, i in enumerate(members):  # a hash shared by chance only adds candidates: is_typo decides
            for j in members[position + 1 :]:
                if i != j and (i, j) not in pairs and is_typo(keys[i], keys[j]):
                    pairs.add((i, j))
    return pairs


class NameGuard:
    """Name keys of a namespace's concepts, with a lazily built typo index."""

    def __init__(self) -> None:
        self._keys: set[str] = set()
        self._index: dict[int, str] | None = None

    def __contains__(self, key: str) -> bool:
        return key in self._keys

    def add(self, key: str) -> None:
        """Remember a taken key."""
        self._keys.add(key)
        if self._index is not None:
            self._index_key(key)

    def _index_key(self, key: str) -> None:
        assert self._index is not None
        index = self._index
        for variant in _variant_hashes(key):
            index.setdefault(variant, key)

    def near(self, key: str) -> str | None:
        """A taken key that differs from ``key`` by a typo, if any."""
        if self._index is None:
            self._index = {}
            for taken in self._keys:
                self._index_key(taken)
        for variant in _variant_hashes(key):
            taken = self._index.get(variant)
            if taken is not None and is_typo(key, taken):
                return taken
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
