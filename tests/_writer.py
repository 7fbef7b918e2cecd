"""A writer process for the crash and two-writer tests.

Usage: python -m tests._writer MEMORY RUN [HOLD_SECONDS]

Prints ``ready`` once the memory is open, then adds, describes and relates
concepts in a loop, printing each change as JSON after the call returns
(that is, once it is acknowledged). With HOLD_SECONDS it makes one change,
holds the memory open that long, and exits.
"""

import json
import sys
import time

import c0lab.store.versions
from c0lab import Memory


def main() -> None:
    path, run = sys.argv[1], int(sys.argv[2])
    hold = float(sys.argv[3]) if len(sys.argv) > 3 else None
    c0lab.store.versions.COMPACT_AFTER = 7  # compact often, so that kills land in compactions too
    mem = Memory.open(path, lock_timeout=10)
    import networkx  # noqa: F401 - a writer's first change builds the graph: its import stays out of the kill window

    print("ready", flush=True)
    if hold is not None:
        mem.add_concept(f"held by run {run}")
        print(json.dumps({"op": "add", "name": f"held by run {run}"}), flush=True)
        time.sleep(hold)
        mem.close()
        return
    number = 0
    while True:
        name = f"run {run} item {number}"
        mem.add_concept(name, "first")
        print(json.dumps({"op": "add", "name": name}), flush=True)
        mem.describe(name, "second")
        print(json.dumps({"op": "describe", "name": name}), flush=True)
        if number:
            mem.relate(name, "FOLLOWS", f"run {run} item {number - 1}")
            print(json.dumps({"op": "relate", "name": name}), flush=True)
        number += 1


if __name__ == "__main__":
    main()
