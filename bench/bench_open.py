"""Open a built memory in this process and print what it cost (wall and CPU seconds), one JSON line.

Build a memory with ``bench_scale.py --phase build --folder F`` (with the code whose files are to be read), then
run this script in fresh processes, alternating the code under test and the code to compare against on
``PYTHONPATH``: the median CPU seconds compare on a shared machine. Issue 22 (seventh session) used it to check
that a memory written before the ``precision`` column opens as fast as one written with it.

    python bench/bench_open.py FOLDER
"""

from __future__ import annotations

import json
import sys
import time

from c0lab import Memory


def main() -> None:
    folder = sys.argv[1]
    wall, cpu = time.perf_counter(), time.process_time()
    memory = Memory.open(folder, embedder=None)
    figures = {"open_s": time.perf_counter() - wall, "open_cpu_s": time.process_time() - cpu}
    figures["versions"] = len(memory.store.versions)
    memory.close()
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
