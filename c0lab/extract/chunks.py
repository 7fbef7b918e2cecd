"""Files read for ingestion: documents (Markdown, plain text, JSON), chunks, and duplicate chunks found.

``Memory.ingest_file`` reads a file into :class:`Document`\\ s (a JSON file is a
list of ``{"text": …, "date": …}``), cuts each into chunks (paragraphs,
sentences, or none) and skips a chunk it has met before: the same text
(whitespace and case aside), or nearly the same (:data:`NEAR` of its word
3-grams shared with an earlier chunk).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from .._errors import InvalidInputError

__all__ = ["NEAR", "Chunking", "Document", "Duplicates", "chunk", "read_documents"]

Chunking = Literal["paragraphs", "sentences", "none"]

NEAR = 0.8
"""The share of word 3-grams (Jaccard) at which a chunk is a near-duplicate of an earlier one."""

_PARAGRAPH = re.compile(r"\n\s*\n")
_HEADING = re.compile(r"^#{1,6}\s")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])")
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class Document:
    """A text and the date it was written (``None``: the caller's default)."""

    text: str
    date: str | None = None


def read_documents(path: Path) -> list[Document]:
    """The documents of a ``.json`` file (a list of objects with ``text`` and ``date``), else the file as one."""
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise InvalidInputError(f"cannot read {path}: {getattr(error, 'strerror', None) or error}") from None
    if path.suffix.lower() != ".json":
        return [Document(raw)]
    try:
        data = json.loads(raw)
    except ValueError as error:
        raise InvalidInputError(f"cannot read {path} as JSON: {error}") from None
    if not isinstance(data, list):
        raise InvalidInputError(f'{path} must hold a JSON list of documents ({{"text": …, "date": …}})')
    documents = []
    for number, item in enumerate(data, start=1):
        if not isinstance(item, dict) or not isinstance(item.get("text"), str):
            raise InvalidInputError(f'document {number} of {path} needs a "text" string')
        date = item.get("date")
        if date is not None and not isinstance(date, str):
            raise InvalidInputError(f'document {number} of {path}: "date" must be a string such as 2024-03-01')
        documents.append(Document(item["text"], date))
    return documents


def chunk(text: str, chunking: Chunking) -> list[str]:
    """``text`` cut into paragraphs (a Markdown heading starts one, and stays on its own line before each paragraph
    that follows it: context the extractor reads as no sentence, :mod:`~c0lab.extract.headings`),
    sentences, or kept whole (``none``); empty pieces dropped."""
    if chunking not in ("paragraphs", "sentences", "none"):
        raise InvalidInputError(f"chunking must be 'paragraphs', 'sentences' or 'none', not {chunking!r}")
    if chunking == "none":
        return [text.strip()] if text.strip() else []
    pieces: list[str] = []
    heading = ""
    for block in _PARAGRAPH.split(text):
        block = block.strip()
        if not block:
            continue
        if _HEADING.match(block) and "\n" not in block:
            heading = block
            continue
        lines = block.splitlines()
        if _HEADING.match(lines[0]):
            heading, block = lines[0].strip(), "\n".join(lines[1:]).strip()
        parts = [block] if chunking == "paragraphs" else [p.strip() for p in _SENTENCE.split(block) if p.strip()]
        pieces += [f"{heading}\n{part}" if heading and chunking == "paragraphs" else part for part in parts]
    if heading and not pieces:
        pieces.append(heading.lstrip("#").strip())
    return pieces


class Duplicates:
    """Chunks met so far: ``seen(text)`` says ``exact``, ``near`` or ``None`` (new, and now remembered).

    ``known`` texts (what the memory already holds) count for exact duplicates only.
    """

    def __init__(self, known: Iterable[str] = ()) -> None:
        self._exact: set[str] = {self.key(text) for text in known}
        self._grams: list[frozenset[tuple[str, ...]]] = []
        self._index: dict[tuple[str, ...], list[int]] = {}
        self._kept: set[str] = set()

    @staticmethod
    def _words(text: str) -> list[str]:
        return _WORD.findall(text.casefold())

    @classmethod
    def key(cls, text: str) -> str:
        """What two texts of the same words share (case and spacing aside)."""
        return " ".join(cls._words(text))

    def seen(self, text: str) -> str | None:
        words = self._words(text)
        key = self.key(text)
        grams = frozenset(tuple(words[i : i + 3]) for i in range(max(len(words) - 2, 1)))
        if key in self._exact:
            if key not in self._kept:  # a text the memory held: later chunks are compared with it too
                self._keep(key, grams)
            return "exact"
        shared: dict[int, int] = {}
        for gram in grams:
            for other in self._index.get(gram, ()):
                shared[other] = shared.get(other, 0) + 1
        for other, count in shared.items():
            if count / len(grams | self._grams[other]) >= NEAR:
                return "near"
        self._exact.add(key)
        self._keep(key, grams)
        return None

    def _keep(self, key: str, grams: frozenset[tuple[str, ...]]) -> None:
        self._kept.add(key)
        number = len(self._grams)
        self._grams.append(grams)
        for gram in grams:
            self._index.setdefault(gram, []).append(number)
