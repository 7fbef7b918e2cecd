"""Every code block of README.md runs (issue 12), in order, in one real IPython shell, on fresh memories.

``python`` and ``ipython`` (notebook: magics) blocks run as cells in a temporary folder; ``bash`` blocks
are checked for their commands: each program exists, and each ``c0lab`` command line parses.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from IPython.core.interactiveshell import InteractiveShell

from c0lab._cli import _parser

README = Path(__file__).resolve().parents[1] / "README.md"
_BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)


def blocks(language: str | None = None) -> list[tuple[str, str]]:
    found = [(match.group(1), match.group(2)) for match in _BLOCK.finditer(README.read_text(encoding="utf-8"))]
    return [block for block in found if language is None or block[0] == language]


def test_the_readme_has_python_notebook_and_bash_blocks():
    languages = [language for language, _ in blocks()]
    assert {"python", "ipython", "bash"} <= set(languages)


def test_every_python_and_notebook_block_runs_in_order_in_one_shell(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    shell = InteractiveShell.instance()
    shell.reset(new_session=True)
    ran = 0
    try:
        for language, code in blocks():
            if language not in ("python", "ipython"):
                continue
            result = shell.run_cell(code, store_history=True)
            err = capsys.readouterr().err
            assert result.success and "Error" not in err, f"README block {ran + 1} failed: {err}\n{code}"
            ran += 1
    finally:
        shell.run_cell("%unload_ext c0lab")
        shell.reset(new_session=True)
    assert ran == len(blocks("python")) + len(blocks("ipython"))


CLAIMS = {
    # a line of a README block -> what the text around it says the block shows, checked after the block runs
    'mem = Memory.open("./chat-memory")': "assert 'We agreed Zephyr ships in March.' in r.context",
    'with Memory.open("./memory", namespace="my-project") as mem:': (
        "with Memory.open('./memory', namespace='my-project') as m:\n"
        "    assert m.neighbours('Project Zephyr', as_of='2020-06-01')['name'].tolist() == ['Mara Quill']\n"
        "    assert m.neighbours('Project Zephyr')['name'].tolist() == ['Tomas Vey']\n"
        "    assert m.concept('hybrid search', known_at=before).description.startswith('Keyword (BM25)')"
    ),
    'mem = Memory.open("./search-memory")': (
        "with Memory.open('./search-memory') as m:\n"
        "    assert m.search('what fuses keyword and vector results?')['name'].iloc[0] == 'hybrid search'\n"
        "    assert m.search('Tallow protocol in 2021', mode='keyword')['name'].iloc[0] == 'Tallow protocol'\n"
        "assert '- Project Zephyr led by Mara Quill (2019–2022-03)' in walk.context.splitlines()[:4]"
    ),
    "%c0 open ./notebook-memory": (
        "assert w.concept.name == 'hybrid search' and 'reciprocal rank fusion used by hybrid search' in w.context"
    ),
}


def test_every_python_and_notebook_block_runs_alone_in_a_fresh_shell_and_shows_what_the_text_says(
    tmp_path, monkeypatch, capsys
):
    """Each block on its own, in a new folder and a reset shell (a notebook block after ``%load_ext c0lab``,
    as the README says to load it in a cell of its own); then what the text says the block shows."""
    shell = InteractiveShell.instance()
    checked = set()
    for number, (language, code) in enumerate(blocks()):
        if language not in ("python", "ipython"):
            continue
        folder = tmp_path / f"block-{number}"
        folder.mkdir()
        monkeypatch.chdir(folder)
        shell.reset(new_session=True)
        try:
            if language == "ipython" and code.strip() != "%load_ext c0lab":
                shell.run_cell("%load_ext c0lab")
            result = shell.run_cell(code, store_history=True)
            captured = capsys.readouterr()
            assert result.success and "Error" not in captured.err, (
                f"README block {number} alone: {captured.err}\n{code}"
            )
            for marker, claim in CLAIMS.items():
                if marker in code:
                    outcome = shell.run_cell("from c0lab import Memory\n" + claim)
                    assert outcome.success, f"README block {number} does not show what it says: {claim}"
                    checked.add(marker)
            if "%c0 snapshot first-draft" in code:  # a cell of several magics shows each answer
                assert "c0lab: snapshot 'first-draft' names" in captured.out and "walk \"what's used" in captured.out
        finally:
            shell.run_cell("%unload_ext c0lab")
    shell.reset(new_session=True)
    assert checked == set(CLAIMS)


@pytest.mark.parametrize("line", [line for _, code in blocks("bash") for line in code.splitlines() if line.strip()])
def test_every_bash_command_exists_and_c0lab_lines_parse(line):
    for command in re.split(r"&&|\|\||;", line.split(" #")[0]):
        words = shlex.split(command)
        if not words:
            continue
        assert words[0] in ("pip", "python", "c0lab"), f"unknown command {words[0]!r} in {line!r}"
        if words[0] == "c0lab":
            _parser().parse_args(words[1:])  # exits (fails the test) on an unknown option
        if words[0] == "python" and words[1:2] == ["-m"]:
            assert words[2] in ("pytest", "pip", "c0lab", "venv")
