"""Extraction: what a text says, read as typed entities, relations, corrections, successions and endings.

:class:`OfflineExtractor` reads plain English with no model (names, dated
clauses, open-IE relation phrases); :class:`LLMExtractor` asks a chat model.
Both return an :class:`Extraction`; ``Memory.ingest`` writes it.
"""

from .dates import dated_phrases, sentence_dates
from .llm import EXTRACTION_SCHEMA, LLMExtractor
from .offline import OfflineExtractor, resolve_references, verb_phrase
from .types import (
    Correction,
    Ending,
    Entity,
    Extraction,
    Extractor,
    Relation,
    Succession,
)

__all__ = [
    "EXTRACTION_SCHEMA",
    "Correction",
    "Ending",
    "Entity",
    "Extraction",
    "Extractor",
    "LLMExtractor",
    "OfflineExtractor",
    "Relation",
    "Succession",
    "dated_phrases",
    "resolve_references",
    "sentence_dates",
    "verb_phrase",
]
