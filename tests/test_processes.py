"""Other processes: a writer killed with SIGKILL, and two writers at once."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from c0lab import LockedError, Memory

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [pytest.mark.slow, pytest.mark.integration]  # writer processes, killed and racing


def start_writer(path: Path, run: int, *extra: str) -> subprocess.Popen:
    process = subprocess.Popen(
        [sys.executable, "-m", "tests._writer", str(path), str(run), *extra],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    line = process.stdout.readline()
    assert line.strip() == "ready", process.stderr.read()
    return process


def acknowledged(process: subprocess.Popen) -> list[dict]:
    return [json.loads(line) for line in process.stdout.read().splitlines() if line.strip()]


def test_a_writer_killed_at_random_moments_loses_no_acknowledged_change(tmp_path):
    rng = random.Random(20261130)
    path = tmp_path / "memory"
    Memory.open(path).close()
    expected: list[dict] = []
    for run in range(12):
        writer = start_writer(path, run)
        time.sleep(rng.uniform(0.05, 0.6))
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        changes = acknowledged(writer)
        expected += changes
        with Memory.open(path, read_only=True) as mem:  # every kill must leave a memory that opens
            for change in changes:
                concept = mem.concept(change["name"])
                if change["op"] == "describe":
                    assert concept.description == "second"
                if change["op"] == "relate":
                    assert mem.neighbours(change["name"], direction="out")["relation"].tolist() == ["FOLLOWS"]
    assert len(expected) > 100, "too few changes were made to test anything"
    with Memory.open(path) as mem:  # and a writer can carry on
        names = {change["name"] for change in expected}
        assert all(mem.concept(name) for name in names)
        assert mem.status()["records"]["concepts"] >= len(names)


def test_a_second_writer_process_is_refused_then_served_once_the_first_closes(tmp_path):
    path = tmp_path / "memory"
    Memory.open(path).close()
    holder = start_writer(path, 1, "2.0")
    try:
        time.sleep(0.3)
        with pytest.raises(LockedError, match="another process"):
            Memory.open(path)
        with Memory.open(path, read_only=True):  # readers are never refused
            pass
        with Memory.open(path, lock_timeout=30) as mem:  # waits for the holder, then writes
            mem.add_concept("written by the second writer")
    finally:
        holder.wait(timeout=60)
    assert holder.returncode == 0, holder.stderr.read()
    with Memory.open(path, read_only=True) as mem:
        assert mem.concept("held by run 1") and mem.concept("written by the second writer")
