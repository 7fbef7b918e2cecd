"""What every command-line verb shares: :class:`Verb` (its parser and how it reads its words),
:class:`Answer` (what it prints), :func:`open_memory` and the small readers and printers of
:mod:`c0lab.cli.verbs`' verbs.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from .._errors import LockedError, UsageError
from .._lines import free_words
from .._time import format_time
from ..memory.memory import Memory
from ..store.files import list_namespaces

__all__ = ["HOME", "Answer", "Verb", "known_at", "last_op", "open_memory", "table_text", "time_options"]

HOME = "./.c0lab"
"""The memory folder when neither ``--path`` nor ``$C0LAB_HOME`` names one."""


@dataclass
class Answer:
    """What a verb found or did: ``data`` for ``--json``, ``text`` for a terminal, ``found`` for the exit code."""

    data: dict[str, Any]
    text: str
    found: bool = True


class _Parser(argparse.ArgumentParser):
    """An argument parser whose mistakes are one-line :class:`UsageError`\\ s, not a usage block and an exit."""

    def error(self, message: str) -> Any:
        raise UsageError(f"{self.prog.removeprefix('c0lab ')}: {message}")


@dataclass(frozen=True)
class Verb:
    """One verb: its arguments, what it runs, and how it reads its words.

    ``text`` is the number of names read before free text (``walk``: 0,
    ``describe``: 1); ``None`` reads every word as argparse does (names,
    quoted by the shell when they hold spaces).
    """

    name: str
    help: str
    arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[Memory, argparse.Namespace], Answer | None]
    writes: bool = False
    times: bool = False
    text: int | None = None
    needs_text: str = ""
    budget: bool = False
    opens: bool = True
    """Whether :func:`run_verb` opens the memory for it (``import`` opens its own)."""

    def parser(self) -> argparse.ArgumentParser:
        """The verb's parser: its own arguments and the common ones."""
        parser = _Parser(prog=f"c0lab {self.name}", description=self.help)
        self.arguments(parser)
        common = parser.add_argument_group("memory")
        common.add_argument("--path", help="memory folder (default: $C0LAB_HOME, else ./.c0lab)")
        common.add_argument("--namespace", "-n", help="namespace (default: default)")
        common.add_argument(
            "--embedder",
            default=os.environ.get("C0LAB_CLI_EMBEDDER", "none"),
            help="none (keyword only; the default), minilm, ollama[:MODEL], st:PATH",
        )
        common.add_argument("--json", action="store_true", help="print one JSON object (keys: see the README)")
        if self.times:
            common.add_argument("--as-of", help="valid time (default: a date in the question, else now)")
            common.add_argument("--known-at", help="system time: a date or a snapshot name (default: now)")
        if self.budget:
            common.add_argument("--budget", type=int, help="token budget of the context (default 1000)")
        if self.writes:
            common.add_argument(
                "--lock-timeout",
                type=float,
                default=0,
                help="seconds to wait for a notebook to release the writer lock (default 0)",
            )
        if self.text is not None:
            parser.add_argument(
                "words",
                nargs="*",
                metavar="NAME TEXT" if self.text else "TEXT",
                help="the rest of the line, word for word (options go first; -- ends them)",
            )
        return parser

    def read(self, argv: list[str]) -> argparse.Namespace:
        """The verb's words as options, names and text (the magics' rules for a free-text verb)."""
        parser = self.parser()
        if self.text is None:
            return parser.parse_args(argv)
        args, names, text = free_words(parser, argv, names=self.text)
        if self.needs_text and (len(names) < self.text or not text):
            raise UsageError(self.needs_text)
        options = parser._option_string_actions  # argparse keeps no public map
        late = [] if "--" in argv else [word for word in text.split() if word.split("=", 1)[0] in options]
        if late:  # as %walk says: an option after the text is text
            print(
                f"c0lab: {late[0]} after the text is read as text; options go first: "
                f"c0lab {self.name} {late[0]} … TEXT",
                file=sys.stderr,
            )
        args.names, args.text = names, text
        return args


def open_memory(args: argparse.Namespace, *, writes: bool) -> Memory:
    """The memory the options name: read-only for a reading verb (no writer lock taken)."""
    path = args.path or os.environ.get("C0LAB_HOME") or HOME
    namespace = args.namespace or "default"
    held = list_namespaces(Path(path).expanduser())
    if not writes and held and namespace not in held:  # a typo reads an empty memory: say so
        raise UsageError(f"no namespace {namespace!r} in {path}; it holds {', '.join(held)} (--namespace NAME)")
    try:
        return Memory.open(
            path,
            namespace=namespace,
            read_only=not writes,
            embedder=None if args.embedder.lower() == "none" else args.embedder,
            lock_timeout=getattr(args, "lock_timeout", 0),
        )
    except LockedError as error:  # the library's advice (read_only=True) means nothing to a shell
        locked, waited = str(error).split(";", 1)[0], getattr(args, "lock_timeout", 0)
        advice = "close it there, or wait"
        if waited:
            advice = f"still held after {waited:g} s; close it there, or wait longer"
        raise LockedError(f"{locked}; {advice}: --lock-timeout SECONDS") from None


def known_at(memory: Memory, value: str | None) -> str | None:
    """A ``--known-at`` value: a snapshot name of the memory, else a date as typed."""
    if value is None:
        return None
    snapshots = memory.snapshots()
    named = snapshots[snapshots["name"] == value]
    return named["at"].iloc[0].isoformat() if len(named) else value


def time_options(memory: Memory, args: argparse.Namespace) -> dict[str, Any]:
    """The ``as_of`` and ``known_at`` keywords a reading verb passes on."""
    return {"as_of": args.as_of, "known_at": known_at(memory, args.known_at)}


def table_text(frame: pd.DataFrame, columns: list[str] | None = None) -> str:
    """A frame as a terminal table (only ``columns`` when given), times as the memory writes them."""
    if frame.empty:
        return "(none)"
    shown = frame[[column for column in columns if column in frame]] if columns else frame.copy()
    for column in {"valid_from", "valid_to", "recorded_at", "expired_at", "at", "when"} & set(shown.columns):
        shown[column] = shown[column].map(lambda moment: "-" if pd.isna(moment) else format_time(moment))
    with pd.option_context("display.width", 200, "display.max_colwidth", 80):
        return shown.to_string(index=False)


def last_op(memory: Memory) -> str | None:
    """The id of the memory's last operation (for ``--json``), ``None`` in an empty memory."""
    operations = memory.operations()
    return str(operations["op"].iloc[-1]) if len(operations) else None
