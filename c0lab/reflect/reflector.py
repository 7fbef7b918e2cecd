"""The reflection loop: dead ends → inbox → classify → proposals → apply or review.

State lives in ``namespaces/NAME/reflector.json``, replaced atomically: how
many dead-end lines have been processed, the pending commits, the review
queue and what was applied or discarded. ``process()`` classifies the inbox
and saves the proposals and the new inbox position in one write, so a crash
before it loses nothing (the inbox is still there) and a crash after it
keeps the proposals. ``apply()`` commits each pending concept, then saves;
a crash between the two is noticed on the next ``apply()``: a concept the
reflector already added counts as applied.
"""

from __future__ import annotations

from typing import Any

import pandas as pd
from filelock import FileLock, Timeout

from .._errors import C0labError, DuplicateConceptError, LockedError
from .._protocols import MemoryView, locked_by
from ..model.records import name_key
from ..model.schemas import ReflectorState
from .classify import Classifier, OfflineClassifier, Proposal
from .deadends import DeadEndLog

__all__ = ["Reflector"]

_locked = locked_by(lambda reflector: reflector.memory.lock)
"""Each public call holds the memory's lock, as every call of the memory does."""

COLUMNS = ["query", "verdict", "reason", "name", "description", "sources", "alias_of", "count"]


class Reflector:
    """The reflection loop of one memory namespace (``memory.reflector``)."""

    def __init__(self, memory: MemoryView, classifier: Classifier | None = None) -> None:
        self.memory = memory
        self.classifier: Classifier = classifier or OfflineClassifier()
        files = memory.store.files
        self.path = files.reflector_path
        self._lock_path = files.reflector_lock_path
        self._dead_ends = DeadEndLog(files.dead_ends_path)

    # -- state -----------------------------------------------------------------

    def _load(self) -> dict[str, Any]:
        return self.memory.store.files.read_state(self.path, ReflectorState)

    def _save(self, state: dict[str, Any]) -> None:
        self.memory.store.files.save_state(self.path, state)

    @staticmethod
    def _frame(proposals: list[dict[str, Any]]) -> pd.DataFrame:
        return pd.DataFrame(proposals, columns=COLUMNS) if proposals else pd.DataFrame(columns=COLUMNS)

    # -- the loop ----------------------------------------------------------------

    @_locked
    def inbox(self) -> pd.DataFrame:
        """Dead ends not yet processed, one row per query (case and punctuation aside), with a count."""
        entries = self._dead_ends.read()[self._load()["processed"] :]
        merged: dict[str, dict[str, Any]] = {}
        for entry in entries:
            key = name_key(entry["query"]) or entry["query"]
            row = merged.setdefault(
                key,
                {"query": entry["query"], "count": 0, "first_at": entry["at"], "last_at": entry["at"], "context": ""},
            )
            row["count"] += 1
            row["last_at"] = entry["at"]
            row["context"] = entry.get("context") or row["context"]
        return pd.DataFrame(list(merged.values()), columns=["query", "count", "first_at", "last_at", "context"])

    @_locked
    def process(self) -> pd.DataFrame:
        """Classify the inbox into pending commits and a review queue, then empty the inbox."""
        state = self._load()
        total = len(self._dead_ends.read())
        proposals = []
        for row in self.inbox().itertuples():
            proposal = self.classifier.classify(row.query, self.memory)
            proposal.count = int(row.count)
            held = self._held(proposal.name) if proposal.verdict != "DISCARD" else None
            if held is not None:  # never propose again what the memory holds, or held
                proposal.verdict, proposal.reason = "DISCARD", f"the memory holds or held the concept {held!r}"
            proposals.append(proposal)
        for proposal in proposals:
            bucket = {"COMMIT": "pending", "QUEUE": "queue", "DISCARD": "discarded"}[proposal.verdict]
            state[bucket].append(proposal.as_dict())
        state["processed"] = total
        self._save(state)
        return self._frame([proposal.as_dict() for proposal in proposals])

    @_locked
    def proposed(self) -> pd.DataFrame:
        """What ``apply()`` would commit."""
        return self._frame(self._load()["pending"])

    @_locked
    def queue(self) -> pd.DataFrame:
        """What waits for a person (the widget: ``c0lab.widgets.review_queue(reflector)``)."""
        return self._frame(self._load()["queue"])

    def _commit(self, proposal: Proposal, *, approved_by: str = "") -> None:
        provenance = {
            "query": proposal.query,
            "reason": proposal.reason,
            "sources": proposal.sources,
            "classifier": self.classifier.name,
        }
        if approved_by:
            provenance["approved_by"] = approved_by
        with self.memory.batch(f"reflector: commit {proposal.name!r}"):  # one operation, undone as one
            self.memory.add_concept(proposal.name, proposal.description, source="reflector", provenance=provenance)
            for relation_type, target in proposal.relations:
                try:
                    self.memory.relate(proposal.name, relation_type, target)
                except C0labError:
                    continue  # a relation to a concept since gone is dropped; the concept stands

    def _held(self, name: str) -> str | None:
        """The concept called ``name`` that the memory holds or held (at any valid time), if any."""
        store = self.memory.store
        for record in store.names.get(name_key(name), []) if name else []:
            if store.current(record):
                return self.memory.core.name(record)
        return None

    def _already_applied(self, proposal: Proposal) -> bool:
        records = self.memory.store.names.get(name_key(proposal.name), [])
        return any(self.memory.store.records[record][-1].origin == "reflector" for record in records)

    @_locked
    def apply(self) -> pd.DataFrame:
        """Commit the pending concepts (source ``reflector``, with their provenance)."""
        state = self._load()
        applied, refused = [], []
        for data in state["pending"]:
            proposal = Proposal.from_dict(data)
            try:
                self._commit(proposal)
            except DuplicateConceptError as error:
                if not self._already_applied(proposal):  # a person's concept is near: let a person decide
                    proposal.verdict, proposal.reason = "QUEUE", f"not applied: {error}"
                    refused.append(proposal.as_dict())
                    continue
            applied.append(proposal.as_dict())
        state["pending"] = []
        state["applied"] += applied
        state["queue"] += refused
        self._save(state)
        return self._frame(applied)

    @_locked
    def decide(self, query: str, verdict: str, description: str | None = None) -> None:
        """A person's verdict on a queued item: ``approve`` (with an edited description) or ``reject``."""
        state = self._load()
        item = next((data for data in state["queue"] if data["query"] == query), None)
        if item is None:
            raise C0labError(f"nothing in the review queue for {query!r}")
        proposal = Proposal.from_dict(item)
        if verdict == "approve":
            if not proposal.name:
                raise C0labError(
                    f"{query!r} names no concept the memory's text holds: add one yourself "
                    "(%add concept NAME), then reject this"
                )
            proposal.description = description if description is not None else proposal.description
            if not proposal.description.strip():
                raise C0labError(f"approving {proposal.name!r} needs a description")
            held = self._held(proposal.name)
            if held is not None:
                raise DuplicateConceptError(
                    f"{proposal.name!r} is already in the memory (as {held!r}); nothing was "
                    "changed: reject it, or describe the existing concept"
                )
            self._commit(proposal, approved_by="a person")
            state["applied"].append(proposal.as_dict())
        elif verdict == "reject":
            state["discarded"].append({**item, "verdict": "DISCARD", "reason": "rejected by a person"})
        else:
            raise C0labError(f"a verdict is 'approve' or 'reject', not {verdict!r}")
        state["queue"] = [data for data in state["queue"] if data["query"] != query]
        self._save(state)

    @_locked
    def status(self) -> dict[str, Any]:
        """Counts: inbox, pending, queue, applied, discarded; and the classifier."""
        state = self._load()
        return {
            "inbox": len(self.inbox()),
            "pending": len(state["pending"]),
            "queue": len(state["queue"]),
            "applied": len(state["applied"]),
            "discarded": len(state["discarded"]),
            "classifier": self.classifier.name,
        }

    @_locked
    def clear(self) -> int:
        """Empty the inbox without classifying it; returns how many dead ends were dropped."""
        state = self._load()
        total = len(self._dead_ends.read())
        dropped = total - state["processed"]
        state["processed"] = total
        self._save(state)
        return dropped

    @_locked
    def run_once(self, *, apply: bool = True) -> dict[str, Any]:
        """One unattended round: process, and apply unless told not to. Never overlaps another round."""
        lock = FileLock(self._lock_path, timeout=0)
        try:
            lock.acquire()
        except Timeout:
            raise LockedError(f"another reflector run is going on {self.path.parent}") from None
        try:
            processed = self.process()
            applied = self.apply() if apply else self._frame([])
            return {"processed": len(processed), "applied": len(applied), **self.status()}
        finally:
            lock.release()
