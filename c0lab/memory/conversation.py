"""Conversation memory: episodes kept word for word, and ``recall`` within a token budget.

An episode is a message, a note or a notebook cell, stored as said (after
``<private>`` parts are dropped and secrets redacted), with its time as valid
time and its recording as system time. It is searchable the moment it is
added, and linked (``MENTIONS``) to every concept it names.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import pandas as pd
from tqdm.auto import tqdm

from .._errors import C0labError, InvalidInputError
from ..llm.provider import LLMClient, ollama_client
from ..model.records import Version, name_key, new_record_id
from ..model.redaction import clean
from .._time import to_timestamp
from ..retrieval.recall import ITEM_COLUMNS, Recall, episode_line
from .core import MemoryCore, records_of

__all__ = ["Conversation"]


class Conversation:
    """``add_episode(s)``, ``import_messages``, ``episodes`` and ``recall`` of one memory."""

    def __init__(self, core: MemoryCore) -> None:
        self._core = core
        self._session_key: int | None = None
        self._session_order: tuple[dict[str, list[str]], dict[str, int]] = ({}, {})

    def _episode_rows(self, text: object, *, speaker: object, session: object, at: object, id: object,
                      source: object, now: int) -> list[Version]:
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
            version=store.next_version(), record=record, kind="episode", name=str(speaker or ""), text=kept,
            label=str(session or ""), origin=str(source or "message"), valid_from=when, recorded_at=now,
        )
        rows = [row]
        for hit in self._core.index.mentions(kept, as_of=when, known_at=now):
            rows.append(Version(version=store.next_version(), record=new_record_id("relation"), kind="relation",
                                name="MENTIONS", source_id=record, target_id=hit.concept, valid_from=when,
                                recorded_at=now))
        return rows

    def add_episode(self, text: str, *, speaker: str | None = None, session: str | None = None, at: object = None,
                    id: str | None = None, source: str = "message") -> str | None:
        """Keep a message word for word; returns its id (``None`` when all of it was private).

        An empty or blank text is refused with an ``InvalidInputError``.
        """
        if not isinstance(text, str) or not text.strip():
            raise InvalidInputError(f"an episode needs a text, not {text!r}")
        store = self._core.writable()
        rows = self._episode_rows(text, speaker=speaker, session=session, at=at, id=id, source=source,
                                  now=store.tick())
        self._core.ops.commit(f"episode {rows[0].record.removeprefix('episode:')}" if rows else "episode", rows)
        return rows[0].record.removeprefix("episode:") if rows else None

    def add_episodes(self, records: pd.DataFrame | Iterable[Mapping[str, Any]]) -> int:
        """Keep many messages in one write (fields: text, speaker, session, at, id, source); returns how many."""
        store = self._core.writable()
        rows_in = records_of(records, required=("text",), allowed=("text", "speaker", "session", "at", "id", "source"))
        now = store.tick()
        rows, kept = [], 0
        for number, item in enumerate(tqdm(rows_in, desc="episodes", unit="msg", disable=len(rows_in) < 5000), 1):
            try:
                written = self._episode_rows(item["text"], speaker=item.get("speaker"), session=item.get("session"),
                                             at=item.get("at"), id=item.get("id"), source=item.get("source"), now=now)
            except InvalidInputError as error:
                raise InvalidInputError(f"record {number}: {error}") from None
            kept += bool(written)
            rows += written
        self._core.ops.commit(f"add {kept} episodes", rows)
        return kept

    def import_messages(self, source: str | Path | pd.DataFrame, *, session: str | None = None) -> int:
        """Import a chat transcript: a JSONL file (``role``, ``content``, ``timestamp`` a line) or a DataFrame."""
        if isinstance(source, pd.DataFrame):
            frame = source
        else:
            path = Path(source)
            messages = []
            try:
                lines = path.read_text(encoding="utf-8").splitlines()
            except OSError as error:
                raise InvalidInputError(f"cannot read {path}: {error.strerror}") from None
            for number, line in enumerate(lines, start=1):
                if not line.strip():
                    continue
                try:
                    message = json.loads(line)
                    messages.append({"text": message["content"], "speaker": message.get("role"),
                                     "at": message.get("timestamp"), "session": message.get("session")})
                except (ValueError, KeyError, TypeError):
                    raise InvalidInputError(f"line {number} of {path} is not a message "
                                            "(JSON with role, content, timestamp)") from None
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
            if versions[0].kind != "episode":
                continue
            version = store.seen(record, as_of=when, known_at=known)
            if version is not None and (session is None or version.label == session):
                rows.append({"id": record.removeprefix("episode:"), "text": version.text, "speaker": version.name,
                             "session": version.label, "time": to_timestamp(version.valid_from)})
        frame = pd.DataFrame(rows, columns=ITEM_COLUMNS[:-1])
        return frame.sort_values("time", ignore_index=True)

    def _sessions(self) -> tuple[dict[str, list[str]], dict[str, int]]:
        """Each session's episodes in time order, and each episode's place (cached until the memory changes)."""
        store = self._core.store
        if self._session_key != store.last_change_at:
            sessions: dict[str, list[Version]] = {}
            for versions in store.records.values():
                if versions[0].kind == "episode":
                    sessions.setdefault(versions[-1].label, []).append(versions[-1])
            order = {label: [v.record for v in sorted(turns, key=lambda v: (v.valid_from, v.version))]
                     for label, turns in sessions.items()}
            places = {record: place for records in order.values() for place, record in enumerate(records)}
            self._session_key, self._session_order = store.last_change_at, (order, places)
        return self._session_order

    def _neighbours(self, version: Version, *, as_of: int, known_at: int) -> list[Version]:
        """The visible turns just before and after an episode in its session."""
        order, places = self._sessions()
        records, place = order.get(version.label, []), places.get(version.record)
        found = []
        if place is None:
            return found
        for step in (-1, 1):
            position = place + step
            while 0 <= position < len(records):
                neighbour = self._core.store.seen(records[position], as_of=as_of, known_at=known_at)
                if neighbour is not None:
                    found.append(neighbour)
                    break
                position += step
        return found

    def recall(self, query: str, *, budget_tokens: int = 1000, as_of: object = None, known_at: object = None,
               session: str | None = None) -> Recall:
        """Episodes that answer ``query``: keyword and vector lists fused, the turns around strong hits,
        a boost for a speaker the query names; nothing when nothing matches."""
        if not isinstance(budget_tokens, int) or budget_tokens < 1:
            raise InvalidInputError(f"budget_tokens must be a whole number of at least 1, not {budget_tokens!r}")
        query, topic, when, known = self._core.query_times(query, as_of, known_at)
        config = self._core.index.config
        scores, versions = self._core.index.fused_episodes(topic, as_of=when, known_at=known)
        if session is not None:
            scores = {record: score for record, score in scores.items() if versions[record].label == session}
        unit = 1.0 / (config.rrf_k + 1)
        named = name_key(topic)
        for record in scores:
            speaker = name_key(versions[record].name)
            if speaker and f" {speaker} " in f" {named} ":
                scores[record] += unit
        for record, score in sorted(scores.items(), key=lambda item: -item[1])[:5]:
            for neighbour in self._neighbours(versions[record], as_of=when, known_at=known):
                if neighbour.record not in scores:
                    scores[neighbour.record] = score * 0.999  # right after the hit it answers
                    versions[neighbour.record] = neighbour
        ranked = sorted(scores, key=lambda record: -scores[record])[:400]
        costs = self._core.count_tokens_many([episode_line(versions[record]) for record in ranked])
        chosen, used = [], 0
        for record, cost in zip(ranked, costs):
            if used + cost + 1 > budget_tokens:
                continue
            chosen.append(record)
            used += cost + 1
        items = pd.DataFrame([{"id": record.removeprefix("episode:"), "text": versions[record].text,
                               "speaker": versions[record].name, "session": versions[record].label,
                               "time": to_timestamp(versions[record].valid_from), "score": round(scores[record], 6)}
                              for record in chosen], columns=ITEM_COLUMNS)
        dated = sorted(chosen, key=lambda record: (versions[record].valid_from, versions[record].version))
        context = "\n".join(episode_line(versions[record]) for record in dated)
        return Recall(query=query, items=items, context=context, tokens=used, budget_tokens=budget_tokens)

    def ask(self, question: str, *, model: str, budget_tokens: int = 1000, session: str = "ask",
            client: LLMClient | None = None, as_of: object = None, known_at: object = None) -> str:
        """Answer ``question`` with the chat ``model``, given what :meth:`recall` finds within ``budget_tokens``;
        the question and the answer are kept as episodes of ``session``. Returns the answer."""
        if not isinstance(question, str) or not question.strip():
            raise InvalidInputError("the question is empty")
        self._core.writable()
        context = self.recall(question, budget_tokens=budget_tokens, as_of=as_of, known_at=known_at).context
        client = client or ollama_client(timeout=120)
        try:
            reply = client.chat(model=model, messages=[
                {"role": "system", "content": "Answer with the help of this memory of earlier conversation, "
                                              f"if it helps:\n{context or '(nothing)'}"},
                {"role": "user", "content": question.strip()},
            ])["message"]["content"]
        except Exception as error:  # transport and model errors: one line
            first = str(error).splitlines()[0] if str(error) else ""
            raise C0labError(f"the model {model} did not answer ({type(error).__name__}: {first})") from None
        self.add_episode(question.strip(), speaker="user", session=session, source="ask")
        self.add_episode(reply, speaker=model, session=session, source="ask")
        return reply
