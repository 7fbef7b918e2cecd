"""The subcommands of ``%c0`` (``open``, ``diff``, ``capture`` …), one method each, mixed into
:class:`~c0lab.notebook.magics.C0Lab`, which reads the line and picks the method.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from IPython.core.error import UsageError

from .._time import format_time, parse_time
from ..memory.memory import Memory
from .commands import analyze, warm_up
from .help import C0_COMMANDS, command_help, overview

if TYPE_CHECKING:
    from IPython.core.interactiveshell import InteractiveShell

__all__ = ["C0Subcommands"]


class C0Subcommands:
    """``%c0 SUBCOMMAND``'s methods: ``_c0_open`` runs ``%c0 open`` (the shell, memory and settings are C0Lab's)."""

    memory: Memory | None
    capture_session: str | None
    namespace: str
    embedder: str | None
    as_of: str | None
    known_at: str | None
    magics: Any
    c0: Any

    if TYPE_CHECKING:

        @property
        def _shell(self) -> InteractiveShell: ...

        def _open_default(self) -> Memory: ...

        def _times(self, as_of: str | None = None, known_at: str | None = None) -> Any: ...

    def _c0_help(self, args):
        """Print the list, or one subcommand (or magic) with its options and an example."""
        magics = sorted(name for name in self.magics["line"] if name != "c0") + [
            f"%{name}" for name in sorted(self.magics["cell"]) if name not in self.magics["line"]
        ]
        if not args.words:
            print(overview(magics))
            return
        if len(args.words) > 1:
            raise UsageError("%c0 help [COMMAND]: one subcommand or magic at a time")
        name = args.words[0].lstrip("%")
        if name in C0_COMMANDS:
            print(command_help(name, self.c0.parser))
        elif name in self.magics["line"] or name in self.magics["cell"]:
            magic = self.magics["line"].get(name) or self.magics["cell"][name]
            print(magic.__doc__.strip())  # what %walk? shows
        else:
            raise UsageError(f"%c0 help: no subcommand or magic {name!r}; %c0 help lists them")

    def _c0_open(self, args):
        if len(args.words) != 1:
            raise UsageError("%c0 open needs a folder: %c0 open ./memory [--namespace NS]")
        if self._same_memory(args.words[0], args.namespace or self.namespace):  # a cell run again: its own lock
            self._c0_close(args)
        opened = Memory.open(  # the memory that was open stays open if this fails (unless it was this one)
            args.words[0],
            namespace=args.namespace or self.namespace,
            read_only=args.read_only,
            embedder=None if args.no_embeddings else self.embedder,
        )
        if self.memory is not None:
            self.memory.close()
        self.memory = opened
        warm_up(opened)
        travelled = self.as_of is not None or self.known_at is not None
        self.as_of = self.known_at = None  # a time setting (a snapshot name above all) was the other memory's
        print(
            f"c0lab: opened {self.memory.path} (namespace {self.memory.namespace})"
            + ("; %asof is back to now" if travelled else "")
        )

    def _c0_close(self, args):
        if self.memory is not None:
            self.memory.close()
            print(f"c0lab: closed {self.memory.path}")
            self.memory = None

    def _same_memory(self, path: str, namespace: str) -> bool:
        """Whether the memory open now is the namespace ``namespace`` of folder ``path``."""
        held = self.memory
        return (
            held is not None
            and held.namespace == namespace
            and held.path.resolve() == Path(path).expanduser().resolve()
        )

    def _c0_refresh(self, args):
        memory = self._open_default()
        changed = memory.refresh()
        print(f"c0lab: {'read what the writer committed since' if changed else 'nothing new in'} {memory.path}")

    def _c0_status(self, args):
        return self._open_default().status()

    def _c0_memory(self, args):
        return self._open_default()

    def _c0_dead_ends(self, args):
        return self._open_default().dead_ends()

    def _c0_analyze(self, args):
        return analyze(self._open_default(), args.words, self._times(args.as_of))

    def _c0_diff(self, args):
        if not 1 <= len(args.words) <= 2:
            raise UsageError("%c0 diff T1 [T2] — dates, snapshot names or now")
        result = self._open_default().diff(*args.words, axis="valid" if args.valid else "system")
        print(f"c0lab: {result.attrs['summary']}")
        return result

    def _c0_snapshot(self, args):
        if len(args.words) != 1:
            raise UsageError("%c0 snapshot NAME")
        at = self._open_default().snapshot(args.words[0])
        print(f"c0lab: snapshot {args.words[0]!r} names {at:%Y-%m-%d %H:%M:%S} UTC (for %c0 diff and --known-at)")

    def _c0_conflicts(self, args):
        return self._open_default().conflicts(**self._times(args.as_of))

    def _c0_audit(self, args):
        return self._open_default().audit()

    def _c0_undo(self, args):
        if len(args.words) > 1:
            raise UsageError("%c0 undo [OP] — the last write by default; ids are in mem.operations()")
        memory = self._open_default()
        done = memory.undo(args.words[0] if args.words else None)
        undone = memory.operations().set_index("op").loc[done, "label"]
        print(f"c0lab: retracted {undone.removeprefix('undo ')} (a read with an earlier --known-at still shows it)")

    def _c0_timeline(self, args):
        if len(args.words) != 1:
            raise UsageError('%c0 timeline NAME (quote a name with spaces: %c0 timeline "Project Zephyr")')
        return self._open_default().timeline(args.words[0], **self._times(args.as_of, args.known_at))

    def _c0_capture(self, args):
        self._open_default()
        return self._capture(args.words, session=args.session)

    def _capture(self, words: list[str], *, session: str | None):
        if words not in (["on"], ["off"]):
            raise UsageError("%c0 capture on|off")
        events = self._shell.events
        if words == ["on"]:
            self.capture_session = session or f"notebook {format_time(parse_time('now'))}"
            if self._record_cell not in events.callbacks["post_run_cell"]:
                events.register("post_run_cell", self._record_cell)
            print(f"c0lab: every cell you run is kept as an episode of session {self.capture_session!r}")
        else:
            if self._record_cell in events.callbacks["post_run_cell"]:
                events.unregister("post_run_cell", self._record_cell)
            self.capture_session = None
            print("c0lab: capture is off")

    def _record_cell(self, result) -> None:
        source = (result.info.raw_cell or "").strip()
        if not source or source.startswith(("%c0 capture", "%%remember", "%%ask")) or self.memory is None:
            return
        self.memory.add_episode(source, speaker="cell", session=self.capture_session, source="cell")
