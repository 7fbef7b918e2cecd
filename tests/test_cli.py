import subprocess
import sys

import pytest

from c0lab._cli import main


@pytest.mark.vector
def test_demo_answers_as_of_each_date(tmp_path, capsys):
    assert main(["demo", "--path", str(tmp_path / "memory")]) == 0
    out = capsys.readouterr().out
    assert "as of 2020-06-01: Zephyr is led by Mara Quill; it speaks Zephyr wire format v1" in out
    assert "as of        now: Zephyr is led by Tomas Vey; it speaks Zephyr wire format v2" in out
    assert "Zephyr as known before the fix: An internal search engine." in out


@pytest.mark.slow
@pytest.mark.integration
def test_a_user_mistake_is_one_line_and_exit_code_2(tmp_path):
    (tmp_path / "file").write_text("not a folder")
    result = subprocess.run(
        [sys.executable, "-m", "c0lab", "demo", "--path", str(tmp_path / "file")], capture_output=True, text=True
    )
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0 and result.stderr.startswith("c0lab: ")


@pytest.mark.slow
@pytest.mark.integration
def test_the_reflector_command_processes_applies_and_refuses_to_overlap(tmp_path):
    from filelock import FileLock

    from c0lab import Memory

    path = tmp_path / "memory"
    with Memory.open(path, embedder=None) as mem:
        mem.add_concepts(
            [
                {"name": "alpha", "description": "Uses cold storage tiers."},
                {"name": "bravo", "description": "Cold storage tiers are cheap."},
            ]
        )
        mem.record_dead_end("cold storage tiers", context="")
    command = [sys.executable, "-m", "c0lab", "reflector", "run", "--once", "--path", str(path)]
    env = {**__import__("os").environ, "C0LAB_EMBEDDER": "none"}
    holder = FileLock(path / "namespaces" / "default" / "reflector.lock", timeout=0)
    holder.acquire()
    try:
        refused = subprocess.run(command, capture_output=True, text=True, env=env)
    finally:
        holder.release()
    assert refused.returncode == 2 and "another reflector run" in refused.stderr
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert '"applied": 1' in done.stdout
    with Memory.open(path, embedder=None, read_only=True) as mem:
        assert mem.concept("cold storage tiers").origin == "reflector"
    status = subprocess.run([*command[:4], "status", "--path", str(path)], capture_output=True, text=True, env=env)
    assert '"inbox": 0' in status.stdout


@pytest.mark.slow
@pytest.mark.integration
def test_a_bad_interval_is_one_line(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "c0lab", "reflector", "run", "--interval", "soon", "--path", str(tmp_path / "m")],
        capture_output=True,
        text=True,
    )
    assert (
        result.returncode == 2
        and result.stderr.strip() == "c0lab: --interval 'soon' must be a number with s, m or h, such as 15m"
    )
