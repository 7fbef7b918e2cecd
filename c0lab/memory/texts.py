"""The calls of :class:`~c0lab.memory.memory.Memory` that keep texts: episodes and messages kept word for word,
``recall`` and ``ask`` over them (:mod:`~c0lab.memory.conversation`), and ``ingest`` / ``ingest_file``, which keep a
document and write what an extractor reads in it (:mod:`~c0lab.memory.ingest`). A base of ``Memory``, so each
operation still has one written-out, typed, ``@_locked`` method."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pandas as pd

from ..retrieval.recall import Recall
from .handle import MemoryHandle, _locked

if TYPE_CHECKING:
    from ..extract import Extractor
    from ..extract.chunks import Chunking
    from ..llm.provider import LLMClient

__all__ = ["MemoryTexts"]


class MemoryTexts(MemoryHandle):
    """Episodes, messages, recall, ask and ingest: the texts a memory keeps (a base of ``Memory``)."""

    # -- conversation (conversation.py; retrieval/recall.py) ---------------------

    @_locked
    def add_episode(
        self,
        text: str,
        *,
        speaker: str | None = None,
        session: str | None = None,
        at: object = None,
        id: str | None = None,
        source: str = "message",
    ) -> str | None:
        """Keep a message word for word; returns its id (``None`` when all of it was private).

        An empty or blank text is refused with an ``InvalidInputError``.
        """
        return self._conversation.add_episode(text, speaker=speaker, session=session, at=at, id=id, source=source)

    @_locked
    def add_episodes(self, records: pd.DataFrame | Iterable[Mapping[str, Any]]) -> int:
        """Keep many messages in one write (fields: text, speaker, session, at, id, source); returns how many."""
        return self._conversation.add_episodes(records)

    @_locked
    def import_messages(self, source: str | Path | pd.DataFrame | list[dict], *, session: str | None = None) -> int:
        """Import a chat transcript: a JSONL file (``role``, ``content``, ``timestamp`` a line), a DataFrame or a list
        of such messages (dicts)."""
        return self._conversation.import_messages(source, session=session)

    @_locked
    def episodes(self, *, session: str | None = None, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """The episodes visible then, in time order."""
        return self._conversation.episodes(session=session, as_of=as_of, known_at=known_at)

    @_locked
    def recall(
        self,
        query: str,
        *,
        budget_tokens: int = 1000,
        as_of: object = None,
        known_at: object = None,
        session: str | None = None,
        now: object = None,
    ) -> Recall:
        """Episodes that answer ``query``: the strong hits and the turns around them, best first, within
        ``budget_tokens`` (a ceiling; :func:`c0lab.retrieval.recall.recall`). A strong hit lends its score to the
        turns near it (an answer follows its question), a long turn gives its best passage, a text said twice shows
        once. ``now`` is the moment the question is asked (default the clock): "last Saturday", "two weeks ago" or
        "this year" are read against it; a date the question names brings what was said near it first and hides
        nothing (``as_of`` does). Nothing when nothing matches.
        """
        return self._conversation.recall(
            query, budget_tokens=budget_tokens, as_of=as_of, known_at=known_at, session=session, now=now
        )

    @_locked
    def ask(
        self,
        question: str,
        *,
        model: str,
        budget_tokens: int = 1000,
        session: str = "ask",
        client: LLMClient | None = None,
        as_of: object = None,
        known_at: object = None,
    ) -> str:
        """Answer ``question`` with the chat ``model``, given what :meth:`recall` finds within ``budget_tokens``; the
        question and the answer are kept as episodes of ``session``. Returns the answer."""
        return self._conversation.ask(
            question,
            model=model,
            budget_tokens=budget_tokens,
            session=session,
            client=client,
            as_of=as_of,
            known_at=known_at,
        )

    # -- ingest (ingest.py; extract/) --------------------------------------------

    @_locked
    def ingest(
        self,
        text: str,
        *,
        at: object = None,
        source: str = "document",
        session: str | None = None,
        extractor: Extractor | None = None,
        continues: bool = False,
        dedupe: bool = False,
    ) -> dict[str, Any]:
        """Keep ``text`` (written at ``at``; default: the day its stamp says, "Posted 2 May 2021", else now) as an
        episode and write what the extractor reads in it. With ``dedupe``, a text the memory holds already (the same
        words: a notebook's cell run again) is not ingested again: the counts are 0, ``episode`` is the one held and
        ``duplicate`` is True.

        Each text is read on its own: a pronoun opening it ("He became …") refers to no earlier text's subject,
        unless the caller says the texts are one: ``continues`` (this text goes on from the last), or the same
        ``session`` as the last text's (``ingest_file`` passes ``continues`` for a document's later chunks).

        Returns counts: ``episode`` (its id), ``concepts`` and ``relations`` added, ``replaced`` (relations a statement
        replaced), ``ended`` (relations a statement ended: "X left Y in 2022", or a stated end of one already held),
        ``corrected`` (patches written for sentences that say they correct an earlier statement), ``withdrawn``
        (relations such a correction says were recorded in error: no longer held as belief from now, their valid time
        as stated; ``known_at`` before reads them), ``redated`` (facts
        whose date such a sentence corrected: "X left in 1931, not 1932"; :mod:`c0lab.memory.redating`; a corrected
        succession moves the new holder's start and the predecessor's end it implied), ``unredated`` (date
        corrections that moved nothing: each also warns in one line, saying why) and ``skipped``
        (extracted items that could not be written: a bad name, type or date, or a relation that already holds).
        """
        return self._ingest.ingest(
            text, at=at, source=source, session=session, extractor=extractor, continues=continues, dedupe=dedupe
        )

    @_locked
    def ingest_file(
        self,
        path: str | Path,
        *,
        chunking: Chunking = "paragraphs",
        dedupe: bool = True,
        max_chunks: int | None = None,
        at: object = None,
        source: str | None = None,
        progress: bool | None = None,
    ) -> dict[str, Any]:
        """Ingest a Markdown, plain-text or JSON file, chunk by chunk, each chunk through :meth:`ingest`.

        A ``.json`` file is a list of documents ``{"text": …, "date": …}``, each chunk ingested at its document's date
        (else ``at``, else now); any other file is one document, except a table or binary file (``.csv``, ``.tsv``,
        ``.xlsx``, ``.pdf`` …: :data:`~c0lab.memory.ingest.NOT_READ`), refused in one line. That date is when the
        text was written (the
        stamp before its lines); with no document date and no ``at`` it is the time of ingest, and a fact the text
        does not date is then stored undated, never as holding from that time. ``chunking`` cuts a document into
        ``paragraphs`` (a Markdown heading is kept with what follows it), ``sentences``, or ``none``. With
        ``dedupe``, a chunk the memory
        or the file already holds (the same words) or nearly holds (most of its word 3-grams) is skipped and counted.
        ``max_chunks`` stops after that many chunks. All of it is one operation (``undo`` takes it back), written all
        together or not at all; a progress bar shows for long files. Returns ``chunks``, ``ingested``, ``duplicates``,
        ``near_duplicates``, and the sums of ``ingest``'s counts.
        """
        return self._ingest.ingest_file(
            path, chunking=chunking, dedupe=dedupe, max_chunks=max_chunks, at=at, source=source, progress=progress
        )
