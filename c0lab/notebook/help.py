"""What ``%c0 help`` prints: the list of subcommands and magics, or one of them with its options and an example.

``%c0 help analyze`` shows the ``analyze`` subcommand alone: its usage, what
it does, the options of ``%c0`` that apply to it and one example.
``%c0 help walk`` shows what ``%walk?`` shows: the magic's own help (built by
``magic_arguments`` from its docstring, options and example).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

__all__ = ["C0_COMMANDS", "Command", "command_help", "overview"]


@dataclass(frozen=True)
class Command:
    """A ``%c0`` subcommand: how it is typed, what it does, which ``%c0`` options it takes, one example."""

    usage: str
    text: str
    options: tuple[str, ...] = ()
    example: str = ""
    detail: str = ""


C0_COMMANDS: dict[str, Command] = {  # %c0 help lists them in this order
    "help": Command(
        "help [COMMAND]",
        "this list, or one subcommand or magic with its options and an example",
        example="%c0 help analyze",
    ),
    "open": Command(
        "open PATH [-n NS] [--read-only] [--no-embeddings]",
        "open (or create) a memory",
        ("--namespace", "--read-only", "--no-embeddings"),
        "%c0 open ./memory --namespace my-project",
    ),
    "status": Command("status", "counts by kind, versions, vectors, pending", example="%c0 status"),
    "close": Command("close", "close the memory (the writer lock is released)", example="%c0 close"),
    "refresh": Command("refresh", "a --read-only memory reads what its writer committed since", example="%c0 refresh"),
    "memory": Command("memory", "the Memory object, for the Python API", example="mem = %c0 memory"),
    "dead-ends": Command("dead-ends", "walks that found nothing", example="%c0 dead-ends"),
    "analyze": Command(
        "analyze MEASURE | path A B",
        "a graph measure or a path on a time slice",
        ("--as-of",),
        '%c0 analyze path "Project Zephyr" "Mara Quill" --as-of 2021',
        "MEASURE is pagerank, betweenness, hits, components, communities or bridges (a DataFrame of "
        "names);\npath A B is the shortest chain of relations from A to B (quote names with spaces).",
    ),
    "diff": Command(
        "diff T1 [T2] [--valid]",
        "what changed between two dates or snapshots (T2: now)",
        ("--valid",),
        "%c0 diff first-draft now",
    ),
    "conflicts": Command(
        "conflicts [--as-of DATE]",
        "two live values of a single-valued relation",
        ("--as-of",),
        "%c0 conflicts --as-of 2023",
    ),
    "snapshot": Command(
        "snapshot NAME", "name this moment (for diff and --known-at)", example="%c0 snapshot first-draft"
    ),
    "audit": Command("audit", "duplicates, orphans and other upkeep findings", example="%c0 audit"),
    "capture": Command(
        "capture on|off [--session S]",
        "keep every cell you run as an episode",
        ("--session",),
        '%c0 capture on --session "reading group"',
    ),
    "undo": Command(
        "undo [OP]", "take back the last write (or operation OP; ids in mem.operations())", example="%c0 undo"
    ),
    "timeline": Command(
        "timeline NAME [--as-of DATE] [--known-at DATE]",
        "a concept's facts drawn over valid time (a matplotlib figure)",
        ("--as-of", "--known-at"),
        '%c0 timeline "Project Zephyr"',
    ),
}


def overview(magics: list[str]) -> str:
    """One line per ``%c0`` subcommand, then the other magics."""
    width = max(len(command.usage) for command in C0_COMMANDS.values())
    lines = [f"%c0 {command.usage:<{width}}  {command.text}" for command in C0_COMMANDS.values()]
    lines.append("magics: " + " ".join(f"%{name}" for name in magics))
    lines.append("%c0 help COMMAND (a subcommand or a magic) shows its options and an example")
    return "\n".join(lines)


def command_help(name: str, parser: argparse.ArgumentParser) -> str:
    """One ``%c0`` subcommand: usage, what it does, the options of ``parser`` (``%c0``'s) it takes, an example."""
    command = C0_COMMANDS[name]
    lines = [f"%c0 {command.usage}", "", command.text + ("." if not command.detail else ":")]
    if command.detail:
        lines.append(command.detail)
    actions = parser._option_string_actions  # argparse keeps no public map
    if command.options:
        lines += ["", "options:"]
        for option in command.options:
            action = actions[option]
            text = (action.help or "").replace("%%", "%")
            said, _, rest = text.partition(": ")
            if rest and all(word.strip() in C0_COMMANDS for word in said.split(",")):
                text = rest  # "analyze, conflicts: as of …" -> "as of …"
            flags = ", ".join(action.option_strings)
            value = "" if action.nargs == 0 else f" {action.dest.upper()}"
            lines.append(f"  {flags}{value}  {text}")
    lines += ["", "example:", f"  {command.example}"]
    return "\n".join(lines)
