"""Conversation memory: episodes kept word for word, and ``recall`` within a token budget.

An episode is a message, a note or a notebook cell, stored as said (after
``<private>`` parts are dropped and secrets redacted), with its time as valid
time and its recording as system time. It is searchable the moment it is
added, and linked (``MENTIONS``) to every concept it names.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pandas as pd

from .._errors import C0labError, InvalidInputError
from .._progress import progress
from .._time import find_date, find_known_at, to_timestamp
from ..llm.provider import LLMClient, ollama_client
from ..model.records import EPISODE, Version, check_count, new_record_id
from ..model.redaction import clean
from ..retrieval.recall import FALL_OFF, ITEM_COLUMNS, Recall, recall, session_order
from .core import MemoryCore, records_of

__all__ = ["Conversation", "MAX_LINE_BYTES"]

MAX_LINE_BYTES = 4_000_000
"""The longest line ``import_messages`` reads from a JSONL file; a longer one refuses the file."""


def _jsonl_lines(path: Path) -> Iterator[tuple[int, str]]:
    """The non-blank lines of a JSONL file with their numbers, read one at a time (never a whole line
    past :data:`MAX_LINE_BYTES`), each checked to be UTF-8."""
    try:
        handle = open(path, "rb")
    except OSError as error:
        raise InvalidInputError(f"cannot read {path}: {error.strerror}") from None
    with handle:
        number = 0
        while True:
            try:
                raw = handle.readline(MAX_LINE_BYTES + 1)
            except OSError as error:
                raise InvalidInputError(f"cannot read {path}: {error.strerror}") from None
            if not raw:
                return
            number += 1
            if len(raw) > MAX_LINE_BYTES:
                raise InvalidInputError(f"line {number} of {path} is longer than {MAX_LINE_BYTES:,} bytes")
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                raise InvalidInputError(f"line {number} of {path} is not UTF-8 (byte {error.start})") from None
            if line.strip():
                yield number, line


class Conversation:
    """``add_episode(s)``, ``import_messages``, ``episodes`` and ``recall`` of one memory."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core
        self._session_key: int | None = None
        self._session_order: tuple[dict[str, list[str]], dict[str, int]] = ({}, {})

    def _episode_rows(
        self,
        text: object,
        *,
        speaker: object,
        session: object,
        at: object,
        id: object,
        source: object,
        now: int,
        about: Iterable[str] = (),
    ) -> list[Version]:
        store = self._core.writable()
        if not isinstance(text, str):
            raise InvalidInputError(f"an episode's text must be a string, not {type(text).__name__}")
        kept = clean(text)
        if not kept.strip():
            return []  # all of it was private: nothing is stored
        record = f"episode:{id}" if id not in (None, "") else new_record_id("episode")
        if record in store.records:
            raise InvalidInputError(f"an episode with id {id!r} exists already")
        when = self._core.moment(at, what="at", default=now)
        row = Version(
            version=store.next_version(),
            record=record,
            kind="episode",
            name=str(speaker or ""),
            text=kept,
            label=str(session or ""),
            origin=str(source or "message"),
            valid_from=when,
            recorded_at=now,
        )
        rows = [row]
        named = [hit.concept for hit in self._core.index.mentions(kept, as_of=when, known_at=now)]
        for concept in dict.fromkeys([*named, *about]):  # and those its ties name in short ("Bulleid")
            rows.append(
                Version(
                    version=store.next_version(),
                    record=new_record_id("relation"),
                    kind="relation",
                    name="MENTIONS",
                    source_id=record,
                    target_id=concept,
                    valid_from=when,
                    recorded_at=now,
                )
            )
        return rows

    def add_episode(
        self,
        text: str,
        *,
        speaker: str | None = None,
        session: str | None = None,
        at: object = None,
        id: str | None = None,
        source: str = "message",
        about: Iterable[str] = (),
    ) -> str | None:
        """Keep a message word for word; returns its id (``None`` when all of it was private). It is linked to
        the concepts it names, and to those of ``about`` (records: the concepts an ingest read its ties of).

        An empty or blank text is refused with an ``InvalidInputError``.
        """
        if not isinstance(text, str) or not text.strip():
            raise InvalidInputError(f"an episode needs a text, not {text!r}")
        store = self._core.writable()
        rows = self._episode_rows(
            text, speaker=speaker, session=session, at=at, id=id, source=source, now=store.tick(), about=about
        )
        self._core.ops.commit(f"episode {rows[0].record.removeprefix('episode:')}" if rows else "episode", rows)
        return rows[0].record.removeprefix("episode:") if rows else None

    def add_episodes(self, records: pd.DataFrame | Iterable[Mapping[str, Any]]) -> int:
        """Keep many messages in one write (fields: text, speaker, session, at, id, source); returns how many."""
        store = self._core.writable()
        rows_in = records_of(records, required=("text",), allowed=("text", "speaker", "session", "at", "id", "source"))
        now = store.tick()
        rows, kept = [], 0
        for number, item in enumerate(progress(rows_in, desc="episodes", unit="msg", disable=len(rows_in) < 5000), 1):
            try:
                written = self._episode_rows(
                    item["text"],
                    speaker=item.get("speaker"),
                    session=item.get("session"),
                    at=item.get("at"),
                    id=item.get("id"),
                    source=item.get("source"),
                    now=now,
                )
            except InvalidInputError as error:
                raise InvalidInputError(f"record {number}: {error}") from None
            kept += bool(written)
            rows += written
        self._core.ops.commit(f"add {kept} episodes", rows)
        return kept

    def import_messages(self, source: str | Path | pd.DataFrame | list[dict], *, session: str | None = None) -> int:
        """Import a chat transcript: a JSONL file (``role``, ``content``, ``timestamp`` a line), a DataFrame
        or a list of such messages (dicts)."""
        if isinstance(source, list):
            if not all(isinstance(message, Mapping) for message in source):
                raise InvalidInputError("messages must be dicts with role, content and timestamp")
            source = pd.DataFrame(source, columns=None if source else ["content"])
        if isinstance(source, pd.DataFrame):
            frame = source
        elif not isinstance(source, (str, Path)):
            raise InvalidInputError(
                f"cannot import messages from a {type(source).__name__}: give a JSONL path, "
                "a DataFrame or a list of dicts"
            )
        else:
            path = Path(source)
            messages = []
            for number, line in _jsonl_lines(path):
                try:
                    message = json.loads(line)
                    messages.append(
                        {
                            "text": message["content"],
                            "speaker": message.get("role"),
                            "at": message.get("timestamp"),
                            "session": message.get("session"),
                        }
                    )
                except (ValueError, KeyError, TypeError):
                    raise InvalidInputError(
                        f"line {number} of {path} is not a message (JSON with role, content, timestamp)"
                    ) from None
            frame = pd.DataFrame(messages, columns=["text", "speaker", "at", "session"])
            session = session or path.stem
        frame = frame.rename(columns={"content": "text", "role": "speaker", "timestamp": "at"})
        if session is not None:
            frame = frame.assign(session=frame["session"].fillna(session) if "session" in frame else session)
        return self.add_episodes(frame)

    def episodes(self, *, session: str | None = None, as_of: object = None, known_at: object = None) -> pd.DataFrame:
        """The episodes visible then, in time order."""
        when, known = self._core.times(as_of, known_at)
        store = self._core.store
        rows = []
        for record, versions in store.records.items():
            if versions[0].kind != EPISODE:
                continue
            version = store.seen(record, as_of=when, known_at=known)
            if version is not None and (session is None or version.session == session):
                rows.append(
                    {
                        "id": record.removeprefix("episode:"),
                        "text": version.text,
                        "speaker": version.speaker,
                        "session": version.session,
                        "time": to_timestamp(version.valid_from),
                    }
                )
        frame = pd.DataFrame(rows, columns=ITEM_COLUMNS[:-1])
        return frame.sort_values("time", ignore_index=True)

    def _sessions(self) -> tuple[dict[str, list[str]], dict[str, int]]:
        """Each session's episodes in time order, and each episode's place (cached until the memory changes)."""
        store = self._core.store
        if self._session_key != store.last_change_at:
            self._session_key, self._session_order = store.last_change_at, session_order(store)
        return self._session_order

    FALL_OFF = FALL_OFF
    """A hit counts only while it holds this share of the best keyword score, or a similarity near the best
    (:data:`c0lab.retrieval.recall.FALL_OFF`)."""

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
        """What :meth:`Memory.recall <c0lab.memory.memory.Memory.recall>` does; its docstring tells the rest."""
        check_count(budget_tokens, what="budget_tokens", least=1)
        if not isinstance(query, str) or not query.strip():
            raise InvalidInputError("the query is empty")
        core = self._core
        present = core.moment(now, what="now", default=core.now())
        held, topic = find_known_at(query) if known_at is None else (None, query)
        named, topic = find_date(topic, now=present, named=True)
        named = None if named == present else named  # "now", "currently": the present state, no day to favour
        when = core.moment(as_of, what="as_of", default=core.now())
        known = core.moment(known_at, what="known_at", default=held or core.now())
        return recall(
            core.store,
            core.index,
            query=query.strip(),
            topic=topic.strip() or query.strip(),
            as_of=when,
            known_at=known,
            sessions=self._sessions,
            patches=core.patches,
            count_tokens=core.count_tokens,
            budget_tokens=budget_tokens,
            session=session,
            fall_off=self.FALL_OFF,
            about=named,
        )

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
        """Answer ``question`` with the chat ``model``, given what :meth:`recall` finds within ``budget_tokens``;
        the question and the answer are kept as episodes of ``session``. Returns the answer."""
        if not isinstance(question, str) or not question.strip():
            raise InvalidInputError("the question is empty")
        self._core.writable()
        context = self.recall(question, budget_tokens=budget_tokens, as_of=as_of, known_at=known_at).context
        client = client or ollama_client(timeout=120)
        try:
            reply = client.chat(
                model=model,
                messages=[
                    {
                        "role": "system",
                        "content": "Answer with the help of this memory of earlier conversation, "
                        f"if it helps:\n{context or '(nothing)'}",
                    },
                    {"role": "user", "content": question.strip()},
                ],
            )["message"]["content"]
        except Exception as error:  # transport and model errors: one line
            first = str(error).splitlines()[0] if str(error) else ""
            raise C0labError(f"the model {model} did not answer ({type(error).__name__}: {first})") from None
        self.add_episode(question.strip(), speaker="user", session=session, source="ask")
        self.add_episode(reply, speaker=model, session=session, source="ask")
        return reply
