"""The ``c0lab`` command line."""

from __future__ import annotations

import argparse
import sys
import tempfile

from ._demo import run_demo
from ._errors import C0labError

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="c0lab", description="An external memory for language models.")
    commands = parser.add_subparsers(dest="command", required=True)
    demo = commands.add_parser("demo", help="build a small memory and ask it questions as of several dates")
    demo.add_argument("--path", help="memory folder (default: a new temporary folder)")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one ``c0lab`` command; a user mistake prints one line and exits with 2."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "demo":
            print(run_demo(args.path or tempfile.mkdtemp(prefix="c0lab-demo-")))
    except C0labError as error:
        print(f"c0lab: {error}", file=sys.stderr)
        return 2
    return 0
