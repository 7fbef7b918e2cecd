"""The README's terminal and MCP sections run (issue 28): every command line, the client config, the hook."""

from __future__ import annotations

import json
import os
import re
import shlex
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from c0lab._cli import _parser, main

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
_BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)


def block(language: str, containing: str) -> str:
    found = [
        code
        for kind, code in _BLOCK.findall(README.read_text(encoding="utf-8"))
        if kind == language and containing in code
    ]
    assert len(found) == 1, f"one {language} block with {containing!r} in the README"
    return found[0]


def test_every_terminal_line_runs_in_order_with_the_exit_code_it_says(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("C0LAB_HOME", raising=False)
    (tmp_path / "notes.md").write_text("Ada Lim reviewed the autograd code of tinytorch-lite in 2024.\n")
    lines = [line for line in block("bash", "c0lab walk").splitlines() if line.strip()]
    assert len(lines) >= 12
    for line in lines:
        words = shlex.split(line, comments=True)
        said = re.search(r"# exit (\d)", line)
        code = main(words[1:])
        out, err = capsys.readouterr()
        assert code == (int(said.group(1)) if said else 0), f"{line}: {err}"
        if "--json" in words:
            assert json.loads(out)["verb"] == words[1]
    assert (tmp_path / ".c0lab").is_dir()


def test_the_client_config_starts_the_server_the_readme_names():
    config = json.loads(block("json", "mcpServers"))["mcpServers"]["c0lab"]
    assert config["command"] == "c0lab" and config["args"][0] == "mcp"
    assert _parser().parse_args(config["args"]).command == "mcp"


def test_the_instruction_text_names_commands_that_parse():
    commands = re.findall(r"`(c0lab [^`]+)`", block("text", "consult the memory"))
    assert len(commands) >= 4
    for command in commands:
        _parser().parse_args(shlex.split(command)[1:])


@pytest.mark.slow
@pytest.mark.integration  # shell scripts, processes
def test_the_hook_consults_the_memory_and_turns_a_dead_end_into_a_reminder(tmp_path):
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    shim = bin_ / "c0lab"  # the c0lab of this checkout, whatever is installed
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m c0lab "$@"\n')
    hook = tmp_path / "consult-memory"
    hook.write_text(block("sh", "consult-memory"))
    for path in (shim, hook):
        path.chmod(path.stat().st_mode | stat.S_IXUSR)
    env = {
        **os.environ,
        "PATH": f"{bin_}{os.pathsep}{os.environ['PATH']}",
        "C0LAB_HOME": str(tmp_path / "memory"),
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    subprocess.run(
        [str(shim), "add", "concept", "tinytorch-lite", "-d", "A small autograd library."],
        env=env,
        check=True,
        capture_output=True,
    )
    known = subprocess.run(
        [str(hook), "what", "is", "tinytorch-lite?"], env=env, capture_output=True, text=True, check=False
    )
    assert known.returncode == 0 and "A small autograd library." in known.stdout and "Reminder" not in known.stdout
    unknown = subprocess.run(
        [str(hook), "who", "maintains", "nothingburger?"], env=env, capture_output=True, text=True, check=False
    )
    assert (
        unknown.returncode == 0
        and "Reminder: the memory knows nothing about 'who maintains nothingburger?'" in unknown.stdout
    )
