"""Who ran a benchmark (the machine and the moment, written beside every figure), and a fresh process for
each of its phases."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
from datetime import UTC, datetime


def in_process(script: str, *args: str) -> dict:
    """Run ``script`` with ``args`` in a fresh Python process; its last printed line is its figures (JSON)."""
    output = subprocess.run([sys.executable, script, *args], check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def machine() -> dict[str, object]:
    """CPU model, cores, memory, OS and Python of this machine, and the time now (UTC)."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as handle:
            cpu = next(line.split(":", 1)[1].strip() for line in handle if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    memory_gib = None
    try:
        with open("/proc/meminfo") as handle:
            kib = int(next(line.split()[1] for line in handle if line.startswith("MemTotal")))
            memory_gib = round(kib / 2**20, 1)
    except (OSError, StopIteration):
        pass
    return {
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory_gib": memory_gib,
        "os": platform.platform(),
        "python": platform.python_version(),
    }
