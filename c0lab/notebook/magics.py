"""IPython magics: ``%c0``, ``%add``, ``%walk``, ``%search``, ``%asof`` and friends.

A thin layer over :class:`~c0lab.Memory`: each magic parses its line, calls
the Python API and returns what it returns; a magic that answers shows its
answer as it runs, whichever line of the cell it is on (``cells.py``), and a
magic that changes something prints one line saying what it did. A user mistake is one line: a
``UsageError`` for the command line, a ``C0labError`` (shown by a custom
exception handler) for the memory. ``{name}`` in a line is replaced by the
value of ``name`` in the notebook; an unknown name is an error.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict, cast

from IPython.core.error import UsageError
from IPython.core.magic import (
    Magics,
    cell_magic,
    line_cell_magic,
    line_magic,
    magics_class,
    no_var_expand,
)
from IPython.core.magic_arguments import argument, kwds, magic_arguments
from traitlets import Integer, TraitError, Unicode, validate

from .._errors import C0labError
from .._errors import UsageError as LineError
from .._lines import free_text, positive, shell_words
from .._time import Precision, format_time, parse_time, read_time
from ..index.embedders import resolve_embedder
from ..index.search import SearchMode
from ..memory.memory import Memory
from .cells import ShowEachAnswer, expand_braces
from .commands import add_items, add_one, warm_up
from .help import C0_COMMANDS
from .subcommands import C0Subcommands

if TYPE_CHECKING:
    from IPython.core.interactiveshell import InteractiveShell

__all__ = ["C0Lab"]


@contextmanager
def _usage_errors() -> Iterator[None]:
    """A line that cannot be read (:class:`c0lab._errors.UsageError`) raised as IPython's ``UsageError``."""
    try:
        yield
    except LineError as error:
        raise UsageError(str(error)) from None


class _Times(TypedDict):
    """The time slice a magic reads: its options, else the ``%c0 asof`` settings."""

    as_of: str | None
    known_at: str | None


@magics_class
class C0Lab(C0Subcommands, Magics):
    """The c0lab magics; settings with ``%config C0Lab.budget_tokens = 500`` and the like."""

    budget_tokens = Integer(1000, help="Token budget of a walk's context.").tag(config=True)
    depth = Integer(3, help="How many relations deep a walk goes.").tag(config=True)
    k = Integer(10, help="How many results %search shows.").tag(config=True)
    home = Unicode("", help="The memory opened by default (else $C0LAB_HOME, else ./.c0lab).").tag(config=True)
    namespace = Unicode("default", help="The namespace opened by default.").tag(config=True)
    embedder = Unicode(
        "default",
        allow_none=True,
        help="'minilm', 'st:PATH', 'ollama[:MODEL]', 'none', or 'default' ($C0LAB_EMBEDDER).",
    ).tag(config=True)
    ask_model = Unicode("", help="The Ollama chat model %%ask uses (host from $OLLAMA_HOST), e.g. hermes3:8b.").tag(
        config=True
    )
    ask_budget_tokens = Integer(300, help="Tokens of recalled context %%ask sends with a question.").tag(config=True)

    @validate("embedder")
    def _check_embedder(self, proposal):
        """Refuse an unknown embedder when it is set, not at the next magic (``None`` means keyword only)."""
        if proposal["value"] is None:
            return "none"
        try:
            resolve_embedder(proposal["value"])
        except C0labError as error:
            raise TraitError(str(error)) from None
        return proposal["value"]

    @validate("budget_tokens", "depth", "k", "ask_budget_tokens")
    def _check_positive(self, proposal):
        """Refuse a budget, depth or k below what a walk or a search can use."""
        floor = 0 if proposal["trait"].name == "depth" else 1
        if proposal["value"] < floor:
            raise TraitError(f"C0Lab.{proposal['trait'].name} must be at least {floor}, not {proposal['value']}")
        return proposal["value"]

    def __init__(self, shell=None, **kwargs) -> None:
        super().__init__(shell=shell, **kwargs)
        self.memory: Memory | None = None
        self.as_of: str | None = None
        self.known_at: str | None = None
        self.capture_session: str | None = None
        self.show_each: ShowEachAnswer | None = None

    # IPython's ``Magics`` declares ``shell = None`` and ``magics = None`` at class level, which hides their types.
    @property
    def _shell(self) -> InteractiveShell:
        """The shell the magics are registered in."""
        return cast("InteractiveShell", self.shell)

    @property
    def _line_names(self) -> set[str]:
        """The names of this class's line magics."""
        return set(cast("dict[str, dict[str, Callable[..., object]]]", self.magics)["line"])

    # -- shared ----------------------------------------------------------------

    def _expand(self, line: str) -> str:
        """Replace ``{name}`` by its value in the notebook; ``{{`` is a literal brace."""
        return expand_braces(line, self.shell.user_ns if self.shell is not None else {})

    def _args(self, magic, line: str):
        """Parse a line as a shell would split it: quoted names keep their spaces, lose their quotes."""
        with _usage_errors():
            words = shell_words(self._expand(line))
        return magic.parser.parse_args(words)

    def _text(self, magic, line: str, *, names: int = 0, required: str | None = None):
        """Options first, then ``names`` quoted words, then the rest of the line verbatim (see ``lines``)."""
        expanded = self._expand(line)
        with _usage_errors():
            args, words, text = free_text(magic.parser, expanded, names=names)
        if len(words) < names or (required and not text):
            raise UsageError(required or f"%{magic.__name__} needs {names} name(s) before the text")
        ended = "--" in expanded[: expanded.rfind(text) if text else len(expanded)].split()  # `--` said: text
        late = [word for word in text.split("#", 1)[0].split() if word in magic.parser._option_string_actions]
        if late and not ended:  # an option after the text is text; say so once, in one line
            print(
                f"c0lab: {late[0]} after the text is read as text; options go first: "
                f"%{magic.__name__} {late[0]} … TEXT",
                file=sys.stderr,
            )
        return args, words, text

    @staticmethod
    def _positive(value: int | None, option: str, *, default: int) -> int:
        """:func:`~c0lab._lines.positive`, its mistake raised as IPython's ``UsageError``."""
        with _usage_errors():
            return positive(value, option, default=default)

    def _open_default(self) -> Memory:
        if self.memory is None:
            path = self.home or os.environ.get("C0LAB_HOME") or "./.c0lab"
            self.memory = Memory.open(path, namespace=self.namespace, embedder=self.embedder)
            warm_up(self.memory)
            print(f"c0lab: opened {Path(path)} (namespace {self.namespace}); %c0 open PATH to choose another")
        return self.memory

    def _times(self, as_of: str | None = None, known_at: str | None = None, *, question: str = "") -> _Times:
        """The option's times, else a date the ``question`` states, else the ``%asof`` setting."""
        known = self._known(known_at) if known_at else self.known_at
        if as_of is None and question and self._open_default().core.states_a_date(question):
            return {"as_of": None, "known_at": known}  # "… in 1600?" asks about 1600 whatever %asof says
        return {"as_of": as_of or self.as_of, "known_at": known}

    def _known(self, value: str) -> str:
        """A known-at value: a snapshot name of the open memory (as ``%c0 diff`` takes), else a date."""
        if self.memory is not None:
            snapshots = self.memory.snapshots()
            named = snapshots[snapshots["name"] == value]
            if len(named):
                return named["at"].iloc[0].isoformat()
        return self._checked(value)

    def _bind(self, name: str | None, value):
        if name:
            if not name.isidentifier():
                raise UsageError(f"--out needs a Python name, not {name!r}")
            self._shell.user_ns[name] = value
        return value

    # -- %c0 -------------------------------------------------------------------

    @no_var_expand
    @magic_arguments()
    @kwds(epilog="example:\n  %c0 help analyze")
    @argument("command", nargs="?", default="help", help="a subcommand; %%c0 help lists them")
    @argument("words", nargs="*", help="the subcommand's words (a PATH, a measure, dates, a NAME …)")
    @argument("--namespace", "-n", help="open: the namespace (default: C0Lab.namespace)")
    @argument("--read-only", action="store_true", help="open: without taking the writer lock")
    @argument("--no-embeddings", action="store_true", help="open: keyword search only")
    @argument("--valid", action="store_true", help="diff: on the valid-time axis (default: system time)")
    @argument("--as-of", help="analyze, conflicts, timeline: as of this date (default: %%asof, else now)")
    @argument("--known-at", help="timeline: as known at this date or snapshot (default: %%asof --known-at, else now)")
    @argument("--session", help="capture: the session label of the captured cells")
    @line_magic
    def c0(self, line: str):
        """``%c0 SUBCOMMAND …``: open, inspect, analyse or close the memory the other magics use; ``%c0 help``."""
        args = self._args(self.c0, line)
        if args.command not in C0_COMMANDS:
            raise UsageError(f"%c0 has no subcommand {args.command!r}; %c0 help lists them")
        return getattr(self, "_c0_" + args.command.replace("-", "_"))(args)

    # -- %add ------------------------------------------------------------------

    @no_var_expand
    @magic_arguments()
    @kwds(epilog='example:\n  %add relation "Project Zephyr" LED_BY "Mara Quill" --valid-from 2019-01-01')
    @argument("kind", choices=["concept", "patch", "relation"], help="what to add")
    @argument("words", nargs="+", help="concept: NAME; patch: NAME; relation: A TYPE B (quote names with spaces)")
    @argument("-d", "--description", default="", help="a concept's description")
    @argument("--content", help="a patch's text")
    @argument("--valid-from", help="when it became true (default: since always)")
    @argument("--valid-to", help="when a relation stopped being true")
    @argument("--kind", dest="label", help="a concept's kind (person, project …)")
    @argument("--alias", action="append", help="another name of a concept (repeatable)")
    @argument("--force", action="store_true", help="add a near-duplicate name anyway")
    @argument(
        "--keep",
        action="store_true",
        help="a relation: held beside the older value of a single-valued type, not replacing it",
    )
    @line_cell_magic
    def add(self, line: str, cell: str | None = None):
        """Add a concept, a patch or a relation; as a cell magic, one item a line."""
        if cell is not None:
            if line.strip():
                raise UsageError("%%add takes its items from the cell, one a line: concept NAME -d TEXT")
            if cell.lstrip().startswith("- "):
                return self._add_yaml(cell)
            items = [item for item in cell.splitlines() if item.strip() and not item.lstrip().startswith("#")]
            with self._open_default().batch(f"%%add of {len(items)} lines"):  # all lines, or none
                for number, item in enumerate(items, start=1):
                    try:
                        self._add_one(item)
                    except (UsageError, C0labError) as error:
                        raise type(error)(f"line {number} ({item.strip()[:40]}): {error}; nothing was added") from None
            print(f"c0lab: added {len(items)} items")
            return None
        print(f"c0lab: {self._add_one(line)}")
        return None

    def _add_yaml(self, cell: str) -> None:
        """``%%add`` with a YAML list: ``- concept: NAME`` (``description``, ``valid_from``, ``kind``,
        ``aliases``), ``- patch: NAME`` (``content``, ``valid_from``), ``- relation: [A, TYPE, B]``
        (``valid_from``, ``valid_to``)."""
        import yaml

        try:
            items = yaml.safe_load(cell)
        except yaml.YAMLError as error:
            raise UsageError(f"cannot read the cell as YAML: {str(error).splitlines()[0]}") from None
        memory = self._open_default()
        with memory.batch(f"%%add of {len(items)} items"):  # all items, or none
            add_items(memory, items)
        print(f"c0lab: added {len(items)} items")

    def _add_one(self, line: str) -> str:
        """Add the item the line describes; returns one line saying what was added."""
        args = self._args(self.add, line)
        return add_one(self._open_default(), args)

    # -- reading ---------------------------------------------------------------

    @no_var_expand
    @magic_arguments()
    @kwds(epilog="example:\n  %walk --depth 2 --out w who leads Project Zephyr?")
    @argument("--depth", type=int, help="relations to follow (default: C0Lab.depth)")
    @argument("--as-of", help="valid time (default: a date in the query, else %%asof, else now)")
    @argument("--known-at", help="system time: a date or a snapshot name (default: %%asof --known-at, else now)")
    @argument("--budget", type=int, help="token budget (default: C0Lab.budget_tokens)")
    @argument("--direction", choices=["out", "in", "both"], default="both", help="which relations to follow")
    @argument("--out", help="also bind the walk to this name")
    @line_magic
    def walk(self, line: str):
        """``%walk [OPTIONS] QUESTION``: resolve the question to a concept, follow its relations, show the context.

        Options come first; the rest of the line is the question, word for word
        (apostrophes, ``?`` and ``#`` included); ``--`` ends the options.
        """
        args, _, question = self._text(self.walk, line, required="%walk needs a question: %walk [--depth N] QUESTION")
        budget = self._positive(args.budget, "--budget", default=self.budget_tokens)
        times = self._times(args.as_of, args.known_at, question=question)
        result = self._open_default().walk(
            question,
            depth=self.depth if args.depth is None else args.depth,
            budget_tokens=budget,
            direction=args.direction,
            context=self._cell_text(),
            **times,
        )
        return self._bind(args.out, result)

    def _cell_text(self) -> str:
        history = getattr(self.shell, "history_manager", None)
        return (history.input_hist_raw[-1] if history and history.input_hist_raw else "")[:2000]

    @no_var_expand
    @magic_arguments()
    @kwds(epilog="example:\n  %search -k 5 --keyword-only fusion of ranked lists")
    @argument("-k", type=int, help="how many results (default: C0Lab.k)")
    @argument("--keyword-only", action="store_true", help="BM25 only")
    @argument("--vector-only", action="store_true", help="vectors only")
    @argument("--as-of", help="valid time (default: a date in the query, else %%asof, else now)")
    @argument("--known-at", help="system time: a date or a snapshot name")
    @argument("--out", help="also bind the results to this name")
    @line_magic
    def search(self, line: str):
        """``%search [OPTIONS] TEXT``: exact name, mentioned name, then keyword and vector lists fused by RRF.

        Options come first; the rest of the line is the text, word for word.
        """
        args, _, query = self._text(self.search, line, required="%search needs a text: %search [-k N] TEXT")
        if args.keyword_only and args.vector_only:
            raise UsageError("choose one of --keyword-only and --vector-only")
        mode: SearchMode = "keyword" if args.keyword_only else "vector" if args.vector_only else "hybrid"
        k = self._positive(args.k, "-k", default=self.k)
        found = self._open_default().search(
            query, k=k, mode=mode, **self._times(args.as_of, args.known_at, question=query)
        )
        # one comparable number a row: the rank (an exact name's 1.0 and an RRF 0.016 do not compare)
        result = found.drop(columns="score").rename_axis(None)
        result.insert(0, "rank", range(1, len(result) + 1))
        return self._bind(args.out, result)

    @no_var_expand
    @magic_arguments()
    @kwds(epilog="example:\n  %asof 2022-06-01 --known-at first-draft")
    @argument("date", nargs="*", help="a date (2022-06-01, mid-2023 …) or now; nothing shows the setting")
    @argument("--known-at", help="also travel in system time: what the memory held then (a date or a snapshot name)")
    @line_magic
    def asof(self, line: str):
        """Time travel for the magics that follow: ``%asof 2022-06-01``, ``%asof now`` to come back."""
        args = self._args(self.asof, line)
        date = " ".join(args.date)
        known = args.known_at
        if known is not None:
            known = None if known.lower() == "now" else self._known(known)
        if date:
            self.as_of = None if date.lower() == "now" else self._checked(date)
            self.known_at = known
        elif args.known_at:
            self.known_at = known
        print(f"c0lab: as of {self._shown(self.as_of, 'as_of')}, as known at {self._shown(self.known_at, 'known_at')}")

    def _shown(self, value: str | None, what: str) -> str:
        """A time travel setting as typed, with what it reads when that is not plain: a period as the walks read
        it, whole (``c. 1730 (read as 1730 (year))``), a moment as itself (``2020-06-01``)."""
        if value is None:
            return "now"
        try:
            moment = format_time(parse_time(value, what=what))
        except C0labError:  # a snapshot name
            return value
        reading = read_time(value) if what == "as_of" else None
        if reading is not None and reading.precision not in (Precision.DAY, Precision.INSTANT):
            return f"{value} (read as {reading.describe()})"  # one reading, printed as the walk prints it
        return value if moment == value else f"{value} ({moment})"

    @staticmethod
    def _checked(date: str) -> str:
        format_time(parse_time(date, what="as_of"))  # raises BadDateError now rather than at the next magic
        return date

    # -- changing --------------------------------------------------------------

    @no_var_expand
    @magic_arguments()
    @kwds(epilog='example:\n  %supersede "format v1" --with "format v2" --at 2023-05-01')
    @argument("old", help="the concept that stops being true")
    @argument("--with", dest="new", required=True, help="the concept that replaces it")
    @argument("--at", help="when the world changed (default: now)")
    @argument("--force", action="store_true", help="accept a date before OLD began or over a day ahead")
    @line_magic
    def supersede(self, line: str):
        """``%supersede OLD --with NEW [--at DATE]``."""
        args = self._args(self.supersede, line)
        self._open_default().supersede(args.old, args.new, at=args.at, force=args.force)
        print(f"c0lab: {args.new} supersedes {args.old}" + (f" from {args.at}" if args.at else ""))

    @no_var_expand
    @magic_arguments()
    @kwds(epilog='example:\n  %invalidate "Berlin office" --reason "closed" --at 2024-01-01')
    @argument("name", help="the concept that stops being true")
    @argument("--reason", required=True, help="why")
    @argument("--at", help="when (default: now)")
    @argument("--by", help="what caused it")
    @argument("--force", action="store_true", help="accept a date before it began or over a day ahead")
    @line_magic
    def invalidate(self, line: str):
        """``%invalidate NAME --reason TEXT [--at DATE]``."""
        args = self._args(self.invalidate, line)
        self._open_default().invalidate(args.name, reason=args.reason, at=args.at, by=args.by, force=args.force)
        print(f"c0lab: {args.name} invalidated" + (f" from {args.at}" if args.at else ""))

    @no_var_expand
    @magic_arguments()
    @kwds(epilog='example:\n  %end "Project Zephyr" LED_BY "Mara Quill" --at 2022-03-01 --reason "moved on"')
    @argument("words", nargs=3, help="A TYPE B (quote names with spaces)")
    @argument("--at", required=True, help="when the relation stopped holding")
    @argument("--reason", help="why")
    @argument("--force", action="store_true", help="accept a date before it began or over a day ahead")
    @line_magic
    def end(self, line: str):
        """``%end A TYPE B --at DATE [--reason TEXT]``: the relation stops holding (the old one stays readable)."""
        args = self._args(self.end, line)
        source, relation_type, target = args.words
        self._open_default().end(source, relation_type, target, at=args.at, reason=args.reason, force=args.force)
        print(f"c0lab: {source} {relation_type} {target} ended {args.at}")

    @no_var_expand
    @magic_arguments()
    @kwds(
        epilog='example:\n  %redate "Royal Institution" DIRECTED_BY "Humphry Davy" --valid-from 1801-03 --valid-to 1812'
    )
    @argument("words", nargs=3, help="A TYPE B (quote names with spaces)")
    @argument("--valid-from", help="when it became true (default: as it is)")
    @argument("--valid-to", help="when it stopped being true (default: as it is)")
    @line_magic
    def redate(self, line: str):
        """``%redate A TYPE B [--valid-from DATE] [--valid-to DATE]``: correct a relation's dates (the old stay
        readable)."""
        args = self._args(self.redate, line)
        source, relation_type, target = args.words
        self._open_default().redate(source, relation_type, target, valid_from=args.valid_from, valid_to=args.valid_to)
        span = ", ".join(
            f"{edge} {value}" for edge, value in (("from", args.valid_from), ("to", args.valid_to)) if value
        )
        print(f"c0lab: {source} {relation_type} {target} redated ({span})")

    @no_var_expand
    @magic_arguments()
    @kwds(epilog='example:\n  %describe --at 2025-01-01 "hybrid search" Keyword + vector, weighted RRF.')
    @argument("--at", help="from when it holds (default: now)")
    @line_magic
    def describe(self, line: str):
        """``%describe [--at DATE] NAME TEXT``: a new description; the old one stays readable with known_at.

        NAME is one word or quoted; the rest of the line is the description, word for word.
        """
        usage = '%describe [--at DATE] NAME TEXT (quote a NAME with spaces: %describe "hybrid search" TEXT)'
        args, (name,), text = self._text(self.describe, line, names=1, required=usage)
        memory = self._open_default()
        memory.describe(name, text, at=args.at)
        since = format_time(memory.concept(name).valid_from)
        print(f"c0lab: described {name!r} from {since} (the old description stays readable with --known-at)")

    @no_var_expand
    @magic_arguments()
    @kwds(
        epilog="example:\n  %ingest notes/central_banks.md notes/older_offices.txt\n  %%ingest --at 2024-05-01\n"
        "  Montagu Norman was Governor of the Bank of England from 1920 to 1944."
    )
    @argument(
        "--at",
        help="when the text was written (default: a JSON document's date, else now: the ingest time, and facts "
        "the text does not date are then stored undated)",
    )
    @argument("--source", help="the label of its episodes (default: the file's name; a cell: note)")
    @argument("--again", action="store_true", help="%%ingest: a cell whose words the memory holds is read again")
    @argument("paths", nargs="*", help="files to read (Markdown, text, JSON); none with %%ingest")
    @line_cell_magic
    def ingest(self, line: str, cell: str | None = None):
        """``%ingest [--at DATE] PATH …`` reads files, ``%%ingest [--at DATE]`` the cell: concepts, dated facts,
        successions and corrections (``Memory.ingest_file`` / ``Memory.ingest``); the words are kept as episodes.
        ``%%remember`` keeps a cell's words only."""
        args = self._args(self.ingest, line)
        memory = self._open_default()
        if cell is not None:
            if args.paths:
                raise UsageError("%%ingest reads the cell; name files with %ingest PATH … (a line magic)")
            if not cell.strip():
                raise UsageError("%%ingest needs text in the cell")
            counts = memory.ingest(cell, at=args.at, source=args.source or "note", dedupe=not args.again)
            if counts.get("duplicate"):  # the notebook run again: the cell is held, as it was
                print(
                    f"c0lab: the cell's words are held already (episode {counts['episode']}); --again reads them again"
                )
                return None
            shown = ["concepts", "relations", "ended", "corrected"] + (["withdrawn"] if counts["withdrawn"] else [])
            read = ", ".join(f"{counts[key]} {key}" for key in shown)
            print(f"c0lab: ingested the cell as episode {counts['episode']}: {read}")
            return None
        if not args.paths:
            raise UsageError("%ingest needs files: %ingest PATH … (or %%ingest with the text in the cell)")
        missing = [path for path in args.paths if not Path(path).expanduser().is_file()]
        if missing:
            raise UsageError(f"%ingest: no file {missing[0]!r}; nothing was read")
        with memory.batch(f"%ingest of {len(args.paths)} files"):  # all files, or none
            totals = [memory.ingest_file(path, at=args.at, source=args.source) for path in args.paths]
        read = ", ".join(f"{sum(t[key] for t in totals)} {key}" for key in ("chunks", "concepts", "relations", "ended"))
        print(f"c0lab: ingested {len(args.paths)} files: {read}")
        return None

    @no_var_expand
    @magic_arguments("%remember")  # a cell magic: its usage says %%remember
    @kwds(epilog="example:\n  %%remember --speaker mara --session planning\n  We agreed Zephyr ships in March.")
    @argument("--speaker", default="user", help="who said it (default: user)")
    @argument("--session", help="the session label (default: the capture session, else 'notes')")
    @cell_magic
    def remember(self, line: str, cell: str):
        """``%%remember [--speaker S] [--session S] [TEXT]``: keep the line's text and the cell as an episode,
        word for word (private parts and secrets aside); no facts are read from it (``%%ingest`` reads them)."""
        args, _, text = self._text(self.remember, line)
        episode = self._open_default().add_episode(
            "\n".join(part.strip() for part in (text, cell) if part.strip()),
            speaker=args.speaker,
            session=args.session or self.capture_session or "notes",
            source="note",
        )
        print("c0lab: nothing kept (all of it was private)" if episode is None else f"c0lab: kept as episode {episode}")
        return None

    @no_var_expand
    @magic_arguments()
    @kwds(epilog="example:\n  %recall --budget 300 when does Zephyr ship?")
    @argument("--budget", type=int, default=1000, help="token budget of the context (default 1000)")
    @argument("--session", help="only this session")
    @argument("--now", help='when the question is asked: "last month" is read against it (default: the clock)')
    @argument("--out", help="also bind the recall to this name")
    @line_magic
    def recall(self, line: str):
        """``%recall [OPTIONS] TEXT``: episodes that answer the text, as dated lines within a token budget.

        Options come first; the rest of the line is the text, word for word.
        """
        args, _, query = self._text(self.recall, line, required="%recall needs a text: %recall [--budget N] TEXT")
        budget = self._positive(args.budget, "--budget", default=1000)
        result = self._open_default().recall(
            query, budget_tokens=budget, session=args.session, now=args.now, **self._times(question=query)
        )
        return self._bind(args.out, result)

    @no_var_expand
    @magic_arguments("%ask")  # a cell magic: its usage says %%ask
    @kwds(epilog="example:\n  %%ask --budget 300\n  Who leads Project Zephyr now?")
    @argument("--budget", type=int, help="tokens of recalled context (default: C0Lab.ask_budget_tokens)")
    @cell_magic
    def ask(self, line: str, cell: str):
        """``%%ask [--budget N] [TEXT]``: send the line's text and the cell to the Ollama model
        ``C0Lab.ask_model`` with what the memory recalls; the question and the answer are kept as episodes."""
        args, _, text = self._text(self.ask, line)
        budget = self._positive(args.budget, "--budget", default=self.ask_budget_tokens)
        question = "\n".join(part for part in (text, cell.strip()) if part)
        if not question:
            raise UsageError("%%ask needs a question in the line or the cell")
        if not self.ask_model:
            print("c0lab: %%ask needs a model: %config C0Lab.ask_model = 'hermes3:8b' (Ollama at $OLLAMA_HOST)")
            return None
        memory = self._open_default()
        reply = memory.ask(
            question, model=self.ask_model, budget_tokens=budget, session=self.capture_session or "ask", **self._times()
        )
        print(reply)
        return None

    @no_var_expand
    @magic_arguments()
    @kwds(epilog="example:\n  %reflect process")
    @argument(
        "command",
        nargs="?",
        default="status",
        choices=["status", "process", "proposed", "apply", "review", "inbox", "clear"],
        help="status (default), inbox, process, proposed, apply, review or clear",
    )
    @line_magic
    def reflect(self, line: str):
        """The reflection loop: dead ends become concepts (``%reflect process`` then ``%reflect apply``)."""
        args = self._args(self.reflect, line)
        reflector = self._open_default().reflector
        if args.command == "review":
            from .widgets import review_queue

            return review_queue(reflector)
        if args.command == "clear":
            print(f"c0lab: dropped {reflector.clear()} dead ends from the inbox")
            return None
        return {
            "status": reflector.status,
            "process": reflector.process,
            "proposed": reflector.proposed,
            "apply": reflector.apply,
            "inbox": reflector.inbox,
        }[args.command]()
