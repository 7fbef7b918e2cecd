"""``c0lab mcp``: the memory as an MCP server over stdio (the official ``mcp`` SDK).

Tools, each with a JSON schema from its signature:

- query: ``walk``, ``search``, ``recall``, ``concept``, ``history``
- mutate: ``add_concept``, ``add_patch``, ``relate``, ``end``, ``retract``, ``supersede``,
  ``invalidate``, ``describe``, ``ingest``, ``ingest_file``, ``batch`` (several of these in one
  transaction); path rules: ``add_rule``, ``rules``, ``remove_rule``
- analyze: ``pagerank``, ``communities``, ``path``, ``timeline`` (the versions of a relation over time)
- manage: ``status``, ``snapshot``, ``diff``, ``audit``

Every tool runs the command-line verb of the same name (:mod:`c0lab.cli.verbs`)
or the Python API, so it validates the same way; a mistake is a tool error of
one line, and a dead end is a result (``found: false``), not an error. Reads
open the memory read-only (reopened when its files change), writes take the
writer lock for the one call: a notebook can hold the memory between calls,
and a call that meets its lock waits ``--lock-timeout`` seconds, then fails in
one line.
"""

from __future__ import annotations

import argparse
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field, ValidationError

from .._errors import C0labError, InvalidInputError, NoPathError, UnknownConceptError
from ..memory.memory import Memory
from ..model.records import RELATION, check_relation_type
from ..store.files import MANIFEST
from .base import HOME, Answer
from .shapes import jsonable, rows_json
from .verbs import VERBS

__all__ = ["INSTRUCTIONS", "MemoryHandles", "build_server", "serve"]

INSTRUCTIONS = """\
This server is a bi-temporal memory (c0lab): concepts, relations between them, and dated text, each
with when it was true (valid time) and when it was recorded (system time).
- Consult it first: before answering about a project, person, library or decision, call walk with the
  question (add as_of="2022-06-01" to ask about the past).
- Record what you learn: add_concept / relate for new facts, supersede or end when something changed,
  describe to correct a description; batch for several at once (all or nothing).
- A dead end (found: false) is a reminder: once you have found the answer elsewhere, record it.
"""

Date = Annotated[str | None, Field(description="a date such as 2022-06-01, 2023-07, mid-2023 or now")]
Name = Annotated[str, Field(description="a concept's name")]
Relation = Annotated[str, Field(description="a relation type such as LED_BY or MAINTAINED_BY")]


class MemoryHandles:
    """The memory the server serves: a read-only handle kept while the files stay the same, a writer per call."""

    def __init__(
        self, path: str, *, namespace: str = "default", embedder: str | None = None, lock_timeout: float = 5
    ) -> None:
        self.path, self.namespace, self.embedder, self.lock_timeout = path, namespace, embedder, lock_timeout
        self._reader: Memory | None = None
        self._seen: tuple[tuple[str, int], ...] | None = None
        self.lock = threading.Lock()
        if not (os.path.exists(os.path.join(os.path.expanduser(path), MANIFEST))):
            Memory.open(path, namespace=namespace, embedder=None, lock_timeout=lock_timeout).close()

    def _stamp(self, memory: Memory) -> tuple[tuple[str, int], ...]:
        return memory.store.files.stamp()  # not the folder's time: a reader saving its keyword index changes that

    @contextmanager
    def reading(self) -> Iterator[Memory]:
        """A read-only memory as the files now stand (reopened only when they changed)."""
        with self.lock:
            if self._reader is not None and self._stamp(self._reader) != self._seen:
                self._drop()
            if self._reader is None:
                self._reader = Memory.open(self.path, namespace=self.namespace, read_only=True, embedder=self.embedder)
                self._seen = self._stamp(self._reader)
            yield self._reader

    @contextmanager
    def writing(self) -> Iterator[Memory]:
        """The memory with the writer lock, for one call; closed (lock released) after it."""
        with self.lock:
            self._drop()
            with Memory.open(
                self.path, namespace=self.namespace, embedder=self.embedder, lock_timeout=self.lock_timeout
            ) as memory:
                yield memory

    def _drop(self) -> None:
        if self._reader is not None:
            self._reader.close()
            self._reader = None

    def close(self) -> None:
        """Close the read-only handle."""
        with self.lock:
            self._drop()


def _result(answer: Answer | None) -> dict[str, Any]:
    if answer is None:  # only c0lab mcp itself answers nothing
        raise ToolError("this verb is not a tool")
    return {"found": answer.found, **answer.data}


def _verb(handles: MemoryHandles, verb_name: str, /, **fields: Any) -> dict[str, Any]:
    """Run the command-line verb ``verb_name`` with ``fields`` as its options; a C0labError is a one-line tool error."""
    verb = VERBS[verb_name]
    args = argparse.Namespace(**{"as_of": None, "known_at": None, "budget": None, **fields})
    try:
        with handles.writing() if verb.writes else handles.reading() as memory:
            return _result(verb.run(memory, args))
    except (UnknownConceptError, NoPathError) as error:
        if verb.writes:
            raise ToolError(str(error)) from None
        return {"found": False, "message": str(error)}
    except C0labError as error:
        raise ToolError(str(error)) from None


def _api(handles: MemoryHandles, call: Any, *, writes: bool = False) -> dict[str, Any]:
    """Run ``call(memory)`` on the memory; a C0labError is a one-line tool error, a missing name a result."""
    try:
        with handles.writing() if writes else handles.reading() as memory:
            return call(memory)
    except (UnknownConceptError, NoPathError) as error:
        if writes:
            raise ToolError(str(error)) from None
        return {"found": False, "message": str(error)}
    except C0labError as error:
        raise ToolError(str(error)) from None


class _Server(MCPServer):
    """An ``MCPServer`` whose argument errors are one line (``depth: Input should be …``), as every c0lab error is."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as error:
            cause = error.__cause__
            if not isinstance(cause, ValidationError):
                raise
            problems = "; ".join(
                f"{'.'.join(map(str, problem['loc'])) or 'arguments'}: {problem['msg']}" for problem in cause.errors()
            )
            raise ToolError(f"Error executing tool {name}: {problems}") from cause


_BATCH = {
    "add_concept": lambda memory, op: memory.add_concept(op.pop("name"), op.pop("description", ""), **op),
    "add_patch": lambda memory, op: memory.add_patch(op.pop("name"), op.pop("content"), **op),
    "relate": lambda memory, op: memory.relate(op.pop("source"), op.pop("type"), op.pop("target"), **op),
    "end": lambda memory, op: memory.end(op.pop("source"), op.pop("type"), op.pop("target"), **op),
    "supersede": lambda memory, op: memory.supersede(op.pop("old"), op.pop("new"), **op),
    "invalidate": lambda memory, op: memory.invalidate(op.pop("name"), **op),
    "describe": lambda memory, op: memory.describe(op.pop("name"), op.pop("description"), **op),
}


def build_server(handles: MemoryHandles) -> MCPServer:
    """The MCP server over ``handles``: the tools listed in the module's docstring."""
    server = _Server("c0lab", instructions=INSTRUCTIONS, log_level="WARNING")

    # -- query ---------------------------------------------------------------------

    @server.tool()
    def walk(
        question: Annotated[str, Field(description="the question, in words")],
        as_of: Date = None,
        known_at: Date = None,
        depth: Annotated[int, Field(ge=0, le=5)] = 3,
        budget_tokens: Annotated[int, Field(ge=1)] = 1000,
    ) -> dict[str, Any]:
        """Answer a question from the memory: the concept it names, its relations as of a date, and a context
        to read (current facts first, ended ones marked). found is false for a dead end."""
        return _verb(
            handles,
            "walk",
            text=question,
            depth=depth,
            budget=budget_tokens,
            direction="both",
            as_of=as_of,
            known_at=known_at,
        )

    @server.tool()
    def search(
        text: str,
        k: Annotated[int, Field(ge=1, le=100)] = 10,
        mode: Literal["hybrid", "keyword", "vector"] = "hybrid",
        as_of: Date = None,
        known_at: Date = None,
    ) -> dict[str, Any]:
        """Concepts that match a text, best first (exact name, then keyword and vector lists fused)."""
        return _verb(
            handles,
            "search",
            text=text,
            k=k,
            keyword_only=mode == "keyword",
            vector_only=mode == "vector",
            as_of=as_of,
            known_at=known_at,
        )

    @server.tool()
    def recall(
        text: str,
        budget_tokens: Annotated[int, Field(ge=1)] = 1000,
        session: str | None = None,
        as_of: Date = None,
        known_at: Date = None,
        now: Date = None,
    ) -> dict[str, Any]:
        """Episodes (messages, documents) that answer a text, as dated lines within a token budget; ``now`` is
        when the question is asked ("last month" is read against it; default the clock)."""
        return _verb(
            handles,
            "recall",
            text=text,
            budget=budget_tokens,
            session=session,
            as_of=as_of,
            known_at=known_at,
            now=now,
        )

    @server.tool()
    def concept(name: Name, as_of: Date = None, known_at: Date = None) -> dict[str, Any]:
        """A concept as it stood at a date: description, validity, patches."""
        return _verb(handles, "concept", name=name, as_of=as_of, known_at=known_at)

    @server.tool()
    def history(name: Name) -> dict[str, Any]:
        """Every version of a concept, its patches and its relations, with valid and system times."""
        return _verb(handles, "history", name=name)

    # -- mutate --------------------------------------------------------------------

    @server.tool()
    def add_concept(
        name: Name,
        description: str = "",
        valid_from: Date = None,
        kind: str | None = None,
        aliases: list[str] | None = None,
        force: bool = False,
    ) -> dict[str, Any]:
        """Add a concept (force=true adds a near-duplicate name anyway)."""
        return _verb(
            handles,
            "add",
            kind="concept",
            words=[name],
            description=description,
            valid_from=valid_from,
            label=kind,
            alias=aliases,
            force=force,
        )

    @server.tool()
    def add_patch(name: Name, content: str, valid_from: Date = None) -> dict[str, Any]:
        """Attach a correction or an addition to a concept."""
        return _verb(handles, "add", kind="patch", words=[name], content=content, valid_from=valid_from)

    @server.tool()
    def relate(
        source: Name, type: Relation, target: Name, valid_from: Date = None, valid_to: Date = None, keep: bool = False
    ) -> dict[str, Any]:
        """Add a relation SOURCE TYPE TARGET, true from valid_from (to valid_to)."""
        return _verb(
            handles, "relate", words=[source, type, target], valid_from=valid_from, valid_to=valid_to, keep=keep
        )

    @server.tool()
    def end(
        source: Name,
        type: Relation,
        target: Name,
        at: Annotated[str, Field(description="when it stopped")],
        reason: str | None = None,
    ) -> dict[str, Any]:
        """A relation stops holding at a date (it stays readable before it)."""
        return _verb(handles, "end", words=[source, type, target], at=at, reason=reason, force=False)

    @server.tool()
    def retract(
        op: Annotated[str | None, Field(description="an op id a write returned; default: the last")] = None,
    ) -> dict[str, Any]:
        """Take back a write (in system time: known_at before now still shows it)."""
        return _verb(handles, "retract", op=op)

    @server.tool()
    def supersede(old: Name, new: Name, at: Date = None) -> dict[str, Any]:
        """The world changed: OLD stops being valid at a date and NEW replaces it (the trail is kept)."""
        return _verb(handles, "supersede", old=old, new=new, at=at, force=False)

    @server.tool()
    def invalidate(name: Name, reason: str, at: Date = None, by: str | None = None) -> dict[str, Any]:
        """A concept stops being true at a date, with the reason (and what caused it)."""
        return _verb(handles, "invalidate", name=name, reason=reason, at=at, by=by, force=False)

    @server.tool()
    def describe(name: Name, description: str, at: Date = None) -> dict[str, Any]:
        """A new description of a concept; the old one stays readable with known_at."""
        return _verb(handles, "describe", names=[name], text=description, at=at)

    @server.tool()
    def ingest(text: str, at: Date = None, source: str = "agent") -> dict[str, Any]:
        """Keep a text (written at a date) as an episode and write the concepts and relations read in it."""
        return _api(
            handles, lambda memory: {"found": True, **jsonable(memory.ingest(text, at=at, source=source))}, writes=True
        )

    @server.tool()
    def ingest_file(
        path: Annotated[str, Field(description="a Markdown, text or JSON ([{text, date}, …]) file")],
        chunking: Literal["paragraphs", "sentences", "none"] = "paragraphs",
        dedupe: bool = True,
        max_chunks: Annotated[int | None, Field(ge=1)] = None,
        at: Date = None,
    ) -> dict[str, Any]:
        """Ingest a file chunk by chunk (each at its document's date); duplicate chunks are skipped and counted."""
        return _verb(
            handles,
            "ingest",
            paths=[path],
            chunking=chunking,
            no_dedupe=not dedupe,
            max_chunks=max_chunks,
            at=at,
            source=None,
        )

    @server.tool()
    def add_rule(
        name: str,
        path: Annotated[list[str], Field(min_length=2, description="relation types, in order")],
        gives: Relation,
        confidence: Annotated[float, Field(gt=0, le=1)] = 1.0,
    ) -> dict[str, Any]:
        """A path rule: chains of the path's relations give GIVES between their ends (derived on each read,
        never stored, shown as inferred)."""
        return _verb(handles, "add", kind="rule", words=[name, *path], gives=gives, confidence=confidence)

    @server.tool()
    def rules(as_of: Date = None, known_at: Date = None) -> dict[str, Any]:
        """The path rules, and every relation they derive at a date (not stored facts)."""
        return _verb(handles, "rules", as_of=as_of, known_at=known_at)

    @server.tool()
    def remove_rule(name: str) -> dict[str, Any]:
        """Remove a path rule."""
        return _verb(handles, "remove-rule", name=name)

    @server.tool()
    def batch(
        operations: Annotated[
            list[dict[str, Any]],
            Field(
                description="each an object with op (add_concept, add_patch, relate, end, supersede, invalidate, "
                "describe) and that tool's arguments",
                min_length=1,
            ),
        ],
    ) -> dict[str, Any]:
        """Several writes in one transaction: all of them, or none."""

        def run(memory: Memory) -> dict[str, Any]:
            with memory.batch(f"batch of {len(operations)}") as op:
                for number, operation in enumerate(operations, start=1):
                    fields = dict(operation)
                    kind = fields.pop("op", None)
                    if kind not in _BATCH:
                        raise InvalidInputError(
                            f"operation {number}: op must be one of {', '.join(_BATCH)}, "
                            f"not {kind!r}; nothing was written"
                        )
                    try:
                        _BATCH[kind](memory, fields)
                    except (KeyError, TypeError) as error:
                        raise InvalidInputError(
                            f"operation {number} ({kind}): bad arguments ({error}); nothing was written"
                        ) from None
                    except C0labError as error:
                        raise InvalidInputError(f"operation {number} ({kind}): {error}; nothing was written") from None
            return {"found": True, "written": len(operations), "op": jsonable(op)}

        return _api(handles, run, writes=True)

    # -- analyze -------------------------------------------------------------------

    @server.tool()
    def pagerank(as_of: Date = None, known_at: Date = None, top: Annotated[int, Field(ge=1)] = 10) -> dict[str, Any]:
        """The most central concepts on a time slice, by PageRank."""
        return _api(
            handles,
            lambda memory: {
                "found": True,
                "rows": rows_json(memory.analytics.pagerank(as_of=as_of, known_at=known_at).head(top)),
            },
        )

    @server.tool()
    def communities(as_of: Date = None, known_at: Date = None) -> dict[str, Any]:
        """Groups of closely related concepts on a time slice (Louvain)."""
        return _api(
            handles,
            lambda memory: {
                "found": True,
                "rows": rows_json(memory.analytics.communities(as_of=as_of, known_at=known_at)),
            },
        )

    @server.tool()
    def path(source: Name, target: Name, as_of: Date = None, known_at: Date = None) -> dict[str, Any]:
        """The shortest chain of relations between two concepts at a date (found false when none)."""
        return _api(
            handles,
            lambda memory: {
                "found": True,
                "steps": rows_json(memory.analytics.shortest_path(source, target, as_of=as_of, known_at=known_at)),
            },
        )

    @server.tool()
    def timeline(
        source: Name,
        type: Relation,
        target: Annotated[str | None, Field(description="only the relation to this concept")] = None,
    ) -> dict[str, Any]:
        """How a relation of a concept evolved: each version of SOURCE TYPE …, oldest first, with when it held
        (valid_from, valid_to) and when the memory held it (recorded_at, expired_at)."""

        def run(memory: Memory) -> dict[str, Any]:
            rows = memory.history(source)
            wanted = check_relation_type(type)
            prefix = f"{rows.loc[rows['kind'] == 'concept', 'name'].iloc[-1]} {wanted} "
            rows = rows[(rows["kind"] == RELATION) & (rows["name"] == wanted) & rows["text"].str.startswith(prefix)]
            if target is not None:
                rows = rows[rows["text"].str.lower() == f"{prefix}{target}".lower()]
            rows = rows.sort_values(["valid_from", "recorded_at"], na_position="first")
            return {
                "found": len(rows) > 0,
                "versions": rows_json(rows[["text", "valid_from", "valid_to", "recorded_at", "expired_at", "reason"]]),
            }

        return _api(handles, run)

    # -- manage --------------------------------------------------------------------

    @server.tool()
    def status() -> dict[str, Any]:
        """Counts of what the memory holds (concepts, relations, episodes, versions, vectors)."""
        return _verb(handles, "status")

    @server.tool()
    def snapshot(name: str) -> dict[str, Any]:
        """Name this moment of system time (for diff and known_at)."""
        return _verb(handles, "snapshot", name=name)

    @server.tool()
    def diff(
        t1: Annotated[str, Field(description="a date, a snapshot name or now")],
        t2: str = "now",
        axis: Literal["system", "valid"] = "system",
    ) -> dict[str, Any]:
        """What was added, ended, superseded, invalidated, retracted, re-described or redated between two times."""
        return _verb(handles, "diff", t1=t1, t2=t2, valid=axis == "valid")

    @server.tool()
    def audit() -> dict[str, Any]:
        """What the memory holds, and its conflicts, duplicates and orphans."""
        return _verb(handles, "audit")

    return server


def serve(args: argparse.Namespace) -> None:
    """Run the server over stdio until the client goes away (``c0lab mcp``)."""
    path = args.path or os.environ.get("C0LAB_HOME") or HOME
    embedder = None if args.embedder.lower() == "none" else args.embedder
    handles = MemoryHandles(
        path, namespace=args.namespace or "default", embedder=embedder, lock_timeout=args.lock_timeout
    )
    try:
        build_server(handles).run("stdio")
    finally:
        handles.close()
