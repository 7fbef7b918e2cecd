"""The IPython extension: ``%load_ext c0lab`` registers the magics and what goes with them; unloading removes it all.

Registered: the :class:`~c0lab.notebook.magics.C0Lab` magics and their
``%config`` settings, the input transformer that keeps a magic's ``?``
(``cells.py``), the AST transformer that shows each magic's answer, and the
handler that shows a :class:`~c0lab._errors.C0labError` as one line.
"""

from __future__ import annotations

import sys

from .._errors import C0labError
from .cells import ShowEachAnswer, keep_question_marks
from .magics import C0Lab

__all__ = ["load_ipython_extension", "show_c0lab_error", "unload_ipython_extension"]


def show_c0lab_error(shell, etype, value, tb, tb_offset=None):
    """Show a ``C0labError`` as one line, without a traceback."""
    print(f"{etype.__name__}: {value}", file=sys.stderr)


def load_ipython_extension(shell) -> None:
    """``%load_ext c0lab``: register the magics, their settings and the one-line error display."""
    magics = C0Lab(shell=shell, config=shell.config)
    shell.register_magics(magics)
    if keep_question_marks not in shell.input_transformers_cleanup:
        shell.input_transformers_cleanup.append(keep_question_marks)
    magics.show_each = ShowEachAnswer(lambda: magics._line_names)
    shell.ast_transformers.append(magics.show_each)
    shell.configurables.append(magics)
    shell.set_custom_exc((C0labError,), show_c0lab_error)
    shell._c0lab_magics = magics


def unload_ipython_extension(shell) -> None:
    """``%unload_ext c0lab`` (and ``%reload_ext``): close the memory and remove what load added."""
    magics = getattr(shell, "_c0lab_magics", None)
    if magics is None:
        return
    if magics._record_cell in shell.events.callbacks["post_run_cell"]:
        shell.events.unregister("post_run_cell", magics._record_cell)
    if magics.memory is not None:
        magics.memory.close()
        magics.memory = None
    for kind, names in magics.magics.items():
        for name in names:
            shell.magics_manager.magics[kind].pop(name, None)
    if magics in shell.configurables:
        shell.configurables.remove(magics)
    if keep_question_marks in shell.input_transformers_cleanup:
        shell.input_transformers_cleanup.remove(keep_question_marks)
    if magics.show_each in shell.ast_transformers:
        shell.ast_transformers.remove(magics.show_each)
    shell.set_custom_exc((), None)
    del shell._c0lab_magics
