"""How a cell reaches the magics: a question that ends in ``?``, and one shown answer per magic line.

IPython reads a final ``?`` as a help request and shows only a cell's last
value. :func:`keep_question_marks` lets ``%walk who leads Zephyr?`` reach the
magic; :func:`expand_braces` fills ``{name}`` from the notebook; :class:`ShowEachAnswer` displays the
answer of every c0lab magic that
stands alone on an earlier line of the cell as it runs (as ``%time`` prints
its timing), so a cell of several magics shows each answer once.
"""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Callable, Mapping
from typing import Any

from IPython.core.error import UsageError

__all__ = ["ShowEachAnswer", "expand_braces", "keep_question_marks", "show"]

_QUESTION = re.compile(r"^(\s*(?:[A-Za-z_]\w*\s*=\s*)?)%(walk|search|recall|describe)\s+(\S.*\?)\s*$")


def keep_question_marks(lines: list[str]) -> list[str]:
    """Let ``%walk who leads Zephyr?`` (and ``%search``, ``%recall``, ``%describe``) reach the magic:
    IPython would read a final ``?`` as a help request.

    ``%walk?`` alone still shows the help.
    """
    result = []
    for line in lines:
        match = _QUESTION.match(line.rstrip("\n"))
        if match:
            prefix, name, text = match.groups()
            line = f"{prefix}get_ipython().run_line_magic({name!r}, {text!r})\n"
        result.append(line)
    return result


def show(value: Any) -> None:
    """Display a magic's answer now (nothing for a magic that printed its one line and returned None)."""
    if value is not None:
        from IPython.display import display

        display(value)


class ShowEachAnswer(ast.NodeTransformer):
    """An IPython AST transformer: a c0lab line magic alone on a line that is not the cell's last
    statement is shown as it runs; the last one is shown by IPython as usual (``;`` hides it)."""

    def __init__(self, names: Callable[[], set[str]]) -> None:
        super().__init__()
        self._names = names

    def visit_Module(self, node: ast.Module) -> ast.Module:
        names = self._names()
        for index, statement in enumerate(node.body[:-1]):
            if _magic_name(statement) in names:
                call = ast.parse("__import__('c0lab.notebook.cells', fromlist=['show']).show(None)", mode="eval").body
                assert isinstance(call, ast.Call)
                call.args = [statement.value]  # type: ignore[attr-defined]
                node.body[index] = ast.copy_location(ast.Expr(value=call), statement)
        return ast.fix_missing_locations(node)


def _magic_name(statement: ast.stmt) -> str | None:
    """``walk`` for a statement ``get_ipython().run_line_magic('walk', …)``, else None."""
    if not isinstance(statement, ast.Expr) or not isinstance(call := statement.value, ast.Call):
        return None
    func = call.func
    if not (
        isinstance(func, ast.Attribute)
        and func.attr == "run_line_magic"
        and call.args
        and isinstance(func.value, ast.Call)
        and isinstance(func.value.func, ast.Name)
        and func.value.func.id == "get_ipython"
    ):
        return None
    first = call.args[0]
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None


def expand_braces(line: str, namespace: Mapping[str, Any]) -> str:
    """Replace ``{name}`` in ``line`` by its value in ``namespace``; ``{{`` is a literal brace; an unknown
    name is a one-line ``UsageError``."""
    try:
        return string.Formatter().vformat(line, (), _Strict(namespace))
    except KeyError as error:
        raise UsageError(f"{{{error.args[0]}}} names nothing in the notebook; write {{{{ for a literal brace") from None
    except (ValueError, IndexError, AttributeError) as error:
        raise UsageError(f"cannot expand the braces in this line: {error}") from None


class _Strict(dict):
    """A mapping for ``str.format`` that raises on names the notebook does not hold."""

    def __init__(self, namespace) -> None:
        super().__init__()
        self._namespace = namespace

    def __getitem__(self, key):
        if key not in self._namespace:
            raise KeyError(key)
        return self._namespace[key]

    def __contains__(self, key) -> bool:
        return key in self._namespace
