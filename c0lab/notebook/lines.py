"""How a magic's line is read: options first, then free text verbatim, or shell-style words.

Two kinds of magic read their line differently:

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
"""

from __future__ import annotations

import argparse
import re
import shlex

from IPython.core.error import UsageError

__all__ = ["free_text", "shell_words"]

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
    example = "\"Ben's library\"" if quote == "'" else "'the \"fast\" index'"
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


def free_text(parser: argparse.ArgumentParser, line: str, *, names: int = 0) -> tuple[argparse.Namespace, list[str], str]:
    """Read ``line`` as options, then ``names`` shell-quoted words, then the text verbatim.

    Returns the parsed options, the words, and the text (stripped; one fully
    quoted string loses its quotes). Options are those ``parser`` knows; the
    first token that is not one of them starts the words (or the text).
    """
    actions = parser._option_string_actions  # noqa: SLF001 - argparse keeps no public map
    argv: list[str] = []
    position = 0
    while True:
        token, start, end = _next(line, position)
        if token == "--":
            position = end
            break
        option = (token or "").split("=", 1)[0]
        if not option.startswith("-") or option not in actions:
            position = start
            break
        argv.append(_unquote(token))
        position = end
        if "=" not in token and actions[option].nargs != 0:
            value, _, position = _next(line, position)
            if not value:
                raise UsageError(f"{option} needs a value")
            argv.append(_unquote(value))
    words: list[str] = []
    for _ in range(names):
        token, start, end = _next(line, position)
        if token is None:
            if start < len(line):
                raise UsageError(_quote_hint(line))
            break
        words.append(_unquote(token))
        position = end
    try:
        options = parser.parse_args(argv)
    except SystemExit:  # MagicArgumentParser raises UsageError itself; a plain parser exits
        raise UsageError(f"cannot read the options {' '.join(argv)!r}") from None
    text = line[position:].strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'" and text[0] not in text[1:-1]:
        text = text[1:-1]
    return options, words, text
