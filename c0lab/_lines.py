"""How a magic's line or a ``c0lab`` verb's words are read: options first, then free text verbatim.

One reader for the notebook and the terminal, so ``%walk who's the
maintainer of tinytorch-lite?`` and ``c0lab walk "who's the maintainer of
tinytorch-lite?"`` read alike: :func:`free_text` reads a magic's line,
:func:`free_words` the words a shell has already split, with the same rules
for options. Two kinds of command read their line differently:

- **Free-text magics** (``%walk``, ``%search``, ``%recall``, ``%describe``,
  ``%%ask``, ``%%remember``) read options from the start of the line, as
  jupysql's ``%sql`` does, and keep the rest as text, verbatim: apostrophes,
  ``?``, ``#`` and quotes are part of the question. ``--`` ends the options
  early (``%walk -- --depth is a flag?``). A text that is one quoted string
  loses its quotes (``%walk "hybrid search"``).
- **Name-taking magics** (``%add``, ``%supersede``, ``%invalidate``, ``%c0``…)
  split the line as a shell would (a word starting with ``#`` starts a
  comment); an unbalanced quote gets a one-line hint that shows the quoted
  form.

A line that cannot be read is a one-line :class:`~c0lab._errors.UsageError`
(the magics show it as IPython's ``UsageError``).
"""

from __future__ import annotations

import argparse
import re
import shlex
from collections.abc import Callable
from typing import overload

from ._errors import UsageError

__all__ = ["free_text", "free_words", "positive", "shell_words"]

_TOKEN = re.compile(r"""(?:"[^"]*"|'[^']*'|[^\s"'])+""")


def shell_words(line: str) -> list[str]:
    """Split ``line`` as a shell would; an unbalanced quote is a one-line ``UsageError`` with a hint.

    A word that starts with ``#`` starts a comment, as in a shell (``C#`` and ``"a # b"`` stay words).
    """
    position = 0
    while True:
        token, start, end = _next(line, position)
        if token is None:
            break
        if token.startswith("#"):
            line = line[:start]
            break
        position = end
    try:
        return shlex.split(line)
    except ValueError:
        raise UsageError(_quote_hint(line)) from None


def _quote_hint(line: str) -> str:
    """Say which quote is open and show the quoted form of a name that holds it."""
    quote = '"' if line.count('"') % 2 else "'"
    example = '"Ben\'s library"' if quote == "'" else "'the \"fast\" index'"
    other = '"' if quote == "'" else "'"
    return f"a {quote} is not closed in {line.strip()[:60]!r}; quote a name that holds {quote} with {other}: {example}"


def _next(line: str, position: int) -> tuple[str | None, int, int]:
    """The shell-style token at ``position`` (after blanks), its start and end; None if a quote is open."""
    start = len(line) - len(line[position:].lstrip())
    match = _TOKEN.match(line, start)
    if match is None:
        return None, start, start
    return match.group(), start, match.end()


def _unquote(token: str) -> str:
    try:
        parts = shlex.split(token)
    except ValueError:
        return token
    return parts[0] if len(parts) == 1 else token


_Token = tuple[str | None, int, int]
"""A token of a line as :func:`_next` finds it: its text (None past the end), start and end."""


def _options(
    parser: argparse.ArgumentParser, next_token: Callable[[int], _Token], unquote: Callable[[str], str], position: int
) -> tuple[list[str], int]:
    """Read the options ``parser`` knows from ``position``: their argv and where the rest begins.

    The first token that is not one of the parser's options ends them (it starts the words or the
    text), except a ``--word`` the parser does not know, a one-line usage error (``--nwo`` is a typo
    more often than a text); ``--`` ends them and is dropped; ``--opt=value`` and ``--opt value`` both read.
    """
    actions = parser._option_string_actions
    argv: list[str] = []
    while True:
        token, start, end = next_token(position)
        if token == "--":
            return argv, end
        option = (token or "").split("=", 1)[0]
        if option.startswith("--") and len(option) > 2 and option[2].isalpha() and option not in actions:
            known = ", ".join(sorted(name for name in actions if name.startswith("--")))
            raise UsageError(f"no option {option} here (it takes {known}); put -- before a text that starts with --")
        if not option.startswith("-") or option not in actions:
            return argv, start
        argv.append(unquote(token or ""))
        position = end
        if "=" not in (token or "") and actions[option].nargs != 0:
            value, _, position = next_token(position)
            if not value:
                raise UsageError(f"{option} needs a value")
            argv.append(unquote(value))


def _parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    try:
        return parser.parse_args(argv)
    except SystemExit as exit_:  # a plain parser exits (``-h`` with 0: its help is printed)
        if exit_.code == 0:
            raise
        raise UsageError(f"cannot read the options {' '.join(argv)!r}") from None


def free_text(
    parser: argparse.ArgumentParser, line: str, *, names: int = 0
) -> tuple[argparse.Namespace, list[str], str]:
    """Read ``line`` as options, then ``names`` shell-quoted words, then the text verbatim.

    Returns the parsed options, the words, and the text (stripped; one fully
    quoted string loses its quotes). Options are those ``parser`` knows; the
    first token that is not one of them starts the words (or the text).
    """
    argv, position = _options(parser, lambda at: _next(line, at), _unquote, 0)
    words: list[str] = []
    for _ in range(names):
        token, start, end = _next(line, position)
        if token is None:
            if start < len(line):
                raise UsageError(_quote_hint(line))
            break
        words.append(_unquote(token))
        position = end
    options = _parse(parser, argv)
    text = line[position:].strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'" and text[0] not in text[1:-1]:
        text = text[1:-1]
    return options, words, text


def free_words(
    parser: argparse.ArgumentParser, argv: list[str], *, names: int = 0
) -> tuple[argparse.Namespace, list[str], str]:
    """:func:`free_text` for words a shell has already split (a ``c0lab`` verb's arguments).

    The same options are read the same way; the words after them are the
    ``names`` and then the text, joined by single spaces (``c0lab walk who leads
    Zephyr?`` and ``c0lab walk "who leads Zephyr?"`` ask the same).
    """

    def next_token(at: int) -> _Token:
        return (argv[at], at, at + 1) if at < len(argv) else (None, at, at)

    options, position = _options(parser, next_token, lambda token: token, 0)
    rest = argv[position:]
    words, text = rest[:names], " ".join(rest[names:]).strip()
    return _parse(parser, options), words, text


@overload
def positive(value: int | None, option: str, *, default: int) -> int: ...
@overload
def positive(value: int | None, option: str) -> int | None: ...
def positive(value: int | None, option: str, *, default: int | None = None) -> int | None:
    """An option's count (``--budget``, ``-k``): ``value``, ``default`` when it was not given, and a one-line
    :class:`~c0lab._errors.UsageError` below 1.

    >>> positive(None, "-k", default=10), positive(3, "-k")
    (10, 3)
    """
    if value is None:
        return default
    if value < 1:
        raise UsageError(f"{option} must be at least 1, not {value}")
    return value
