"""Who ran a benchmark: the machine and the moment, written beside every figure."""

from __future__ import annotations

import os
import platform
from datetime import datetime, timezone


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
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory_gib": memory_gib,
        "os": platform.platform(),
        "python": platform.python_version(),
    }
