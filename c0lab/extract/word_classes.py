"""What WordNet says of an English word's class, for the readers of names: a noun's lexicographer class, a verb's
inflected form, a word used only as a modifier, an adjective before the noun it modifies."""

from __future__ import annotations

import re
from functools import lru_cache

from .._reading_weekdays import SHORT_WEEKDAYS
from ..retrieval import meaning

__all__ = [
    "adverb_only",
    "exclaimed",
    "imperative",
    "inflected",
    "modifier_only",
    "modifies",
    "noun_class",
    "undertaking",
    "verb_or_adverb_only",
]

_UNDERTAKINGS = frozenset("project programme program initiative operation mission campaign expedition".split())
"""Nouns that open the names of undertakings ("Project Atlas", "Operation Nimrod"): no person's name."""


def undertaking(name: str) -> bool:
    """Whether ``name`` opens with an undertaking's noun ("Project Gritadun")."""
    return bool(name.split()) and name.split()[0].lower() in _UNDERTAKINGS


@lru_cache(maxsize=4096)
def noun_class(noun: str) -> str | None:
    """WordNet's class of a noun's first sense ("noun.act", "noun.artifact"), or None (no such noun, no WordNet)."""
    net = meaning.wordnet()
    bases = net.base_forms(noun, "n") if net is not None else []
    offsets = net.offsets(bases[0], "n") if net is not None and bases else []
    first = net.synset(offsets[0], "n") if net is not None and offsets else None
    return net.lexname(first.lexname) if net is not None and first is not None else None


@lru_cache(maxsize=4096)
def imperative(word: str) -> bool:
    """Whether ``word`` is a verb's base form WordNet holds ("Join", "Meet", "Visit"): said opening a sentence before a
    name, a command to do something with the name, no word of it ("Join Project Tesorta!")."""
    net = meaning.wordnet()
    bare = word.lower()
    return net is not None and bare.isalpha() and bare in net.base_forms(bare, "v")


@lru_cache(maxsize=4096)
def modifier_only(word: str) -> bool:
    """Whether WordNet's tagged texts use ``word`` as an adjective or adverb and never as a noun ("free", "old")."""
    net = meaning.wordnet()
    return net is not None and net.tagged(word, "n") <= 0 and max(net.tagged(word, "a"), net.tagged(word, "r")) > 0


@lru_cache(maxsize=4096)
def inflected(word: str) -> bool:
    """Whether ``word`` is a verb's inflected form WordNet holds and no noun ("Called", "gave", "stepped")."""
    net = meaning.wordnet()
    bare = word.lower()
    if net is None or not bare.isalpha() or net.base_forms(bare, "n"):
        return False
    return any(base != bare for base in net.base_forms(bare, "v"))


def exclaimed(word: str, after: str) -> bool:
    """Whether a capitalised word said alone as a sentence (``after`` it: the rest) is an exclamation, a reply or a
    diary's day ("Oops!", "Sorry.", "Thanks.", "Sat. Saw …"): "!" after it, a full stop after a word WordNet holds and
    nothing else, or a full stop after a weekday in short."""
    alone = re.fullmatch(r"\.\s*", after) is not None
    said_alone = alone and meaning.english_word(word)
    return after.startswith("!") or said_alone or (after[:1] == "." and word.lower() in SHORT_WEEKDAYS)


@lru_cache(maxsize=4096)
def verb_or_adverb_only(word: str) -> bool:
    """Whether WordNet holds ``word`` as a verb or an adverb and as no noun ("develop", "left"; not "toolkit")."""
    net = meaning.wordnet()
    return (
        net is not None and not net.base_forms(word, "n") and bool(net.base_forms(word, "v") or net.offsets(word, "r"))
    )


@lru_cache(maxsize=4096)
def adverb_only(word: str) -> bool:
    """Whether WordNet holds ``word`` as an adverb and as no noun or adjective ("already", "again"; not "long", "back",
    "first", which modify nouns: "long range", "back office", "first aid")."""
    net = meaning.wordnet()
    return (
        net is not None
        and not net.base_forms(word, "n")
        and not net.base_forms(word, "a")
        and bool(net.offsets(word, "r"))
    )


def modifies(word: str, after: str) -> bool:
    """Whether a capitalised word opening its sentence is an adjective before the lower-case noun it modifies ("Big
    news from …", "Good news:"): WordNet holds it as an adjective and the next word as a noun and no verb ("Strong
    won", "Young leads" keep their names)."""
    net = meaning.wordnet()
    following = re.match(r"\s+([a-z]+)\b", after)
    if net is None or following is None or not word.isalpha() or not net.base_forms(word, "a"):
        return False
    return bool(net.base_forms(following.group(1), "n")) and not net.base_forms(following.group(1), "v")
