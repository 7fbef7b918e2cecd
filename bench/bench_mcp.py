"""What an agent pays (issue 28): an MCP session's round trip, and ``c0lab walk`` as a new process at 100k.

1. ``c0lab mcp`` on a fresh memory, spoken to over stdio in JSON-RPC lines as
   any MCP client does: the server is started, left to finish starting
   (until its process stops using CPU), then ``initialize``, ``tools/list``,
   a write (``add_concept`` + ``relate``) and a read as of a date (``walk``)
   are timed together. The time from spawning it to its first answer
   (``startup_s``) is recorded beside it. Target: the round trip ≤ 1 s.
2. ``c0lab walk --json …`` as a new process on a memory of 100k concepts and
   200k relations (``bench_scale.build``), keyword-only: wall time from the
   spawn to the exit, with the keyword index saved beside the store (what every
   walk after the first pays) and without it (the first walk after a change:
   it builds and saves the index), ``import c0lab`` alone, and the CPU time of
   a walk's phases (start, imports, open, walk). Target ≤ 1.5 s.

Figures are medians over ``--runs``; the machine is recorded beside them.

    python bench/bench_mcp.py [--runs 5] [--concepts 100000] [--relations 200000] [--folder F] [--walk-only]
                              [--no-save]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import in_process, machine

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ENV = {
    **os.environ,
    "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    "C0LAB_EMBEDDER": "none",
}


def _cpu_ticks(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def _settled(pid: int, *, quiet: float = 1.0, limit: float = 60) -> None:
    """Wait until the process has used no CPU for ``quiet`` seconds (it has started and waits for input)."""
    deadline = time.monotonic() + limit
    last, still = _cpu_ticks(pid), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        now = _cpu_ticks(pid)
        if now != last:
            last, still = now, time.monotonic()
        elif time.monotonic() - still >= quiet:
            return


class Session:
    """A JSON-RPC session with ``c0lab mcp`` over its stdin and stdout."""

    def __init__(self, path: str) -> None:
        self.spawned = time.perf_counter()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "c0lab", "mcp", "--path", path],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=ENV,
            cwd=str(ROOT),
        )
        self.next_id = 0

    def request(self, method: str, params: dict) -> dict:
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the server closed its output")
            message = json.loads(line)
            if message.get("id") == self.next_id:
                if "error" in message or message.get("result", {}).get("isError"):
                    raise RuntimeError(f"{method}: {message}")
                return message["result"]

    def send(self, message: dict) -> None:
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()

    def call(self, tool: str, **arguments) -> dict:
        return self.request("tools/call", {"name": tool, "arguments": arguments})["structuredContent"]

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=60)


INITIALIZE = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "0"}}


def mcp_round_trip() -> dict[str, float]:
    """One server: the time to its first answer, then (another server, settled) the timed session."""
    with tempfile.TemporaryDirectory(prefix="c0lab-mcp-") as folder:
        cold = Session(os.path.join(folder, "cold"))
        cold.request("initialize", INITIALIZE)
        startup = time.perf_counter() - cold.spawned
        cold.close()
        session = Session(os.path.join(folder, "memory"))
        _settled(session.process.pid)
        began = time.perf_counter()
        session.request("initialize", INITIALIZE)
        session.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        tools = session.request("tools/list", {})["tools"]
        listed = time.perf_counter()
        session.call("add_concept", name="Zephyr", description="An internal search engine.")
        session.call("add_concept", name="Mara Quill", description="An engineer.")
        session.call("relate", source="Zephyr", type="LED_BY", target="Mara Quill", valid_from="2019-01-01")
        written = time.perf_counter()
        walk = session.call("walk", question="who leads Zephyr?", as_of="2020-06-01")
        done = time.perf_counter()
        session.close()
    assert len(tools) >= 20 and walk["facts"][0]["object"] == "Mara Quill", walk
    return {
        "startup_s": startup,
        "round_trip_s": done - began,
        "initialize_list_s": listed - began,
        "write_s": written - listed,
        "read_as_of_s": done - written,
    }


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


PHASES = """
import sys, time
from c0lab._cli import main
imported = time.process_time()
from c0lab.cli.verbs import VERBS
from c0lab.memory.memory import Memory
verbs = time.process_time()
memory = Memory.open(sys.argv[1], read_only=True, embedder=None)
opened = time.process_time()
memory.walk(sys.argv[2])
walked = time.process_time()
print(imported, verbs - imported, opened - verbs, walked - opened)
"""
"""A walk in a new process, its CPU time split: ``import c0lab._cli``, the verbs' modules, the read-only open,
the walk (the first use builds or reads the keyword index)."""


def walk_process(folder: str, question: str, *, saved_index: bool = True) -> dict[str, float]:
    """``c0lab walk`` as a new process, and ``import c0lab`` alone: wall time and the child's CPU time.

    ``saved_index=False`` removes the keyword index and the row index saved beside the store first (the first
    walk after a change builds them); the walk saves them again, so the next process reads them."""
    suffix = "" if saved_index else "_cold"
    if not saved_index:
        for index in Path(folder).glob("namespaces/*/*-index.npz"):  # the keyword index and a reader's row index
            index.unlink()
    began, cpu = time.perf_counter(), _children_cpu()
    done = subprocess.run(
        [sys.executable, "-m", "c0lab", "walk", "--path", folder, "--json", question],
        capture_output=True,
        text=True,
        env=ENV,
        cwd=str(ROOT),
        check=False,
    )
    walk_s, walk_cpu = time.perf_counter() - began, _children_cpu() - cpu
    if done.returncode not in (0, 1):
        raise RuntimeError(done.stderr)
    figures = {
        f"walk_process{suffix}_s": walk_s,
        f"walk_process{suffix}_cpu_s": walk_cpu,
        f"walk_found{suffix}": float(json.loads(done.stdout)["found"]),
    }
    if not saved_index:
        return figures
    began, cpu = time.perf_counter(), _children_cpu()
    subprocess.run([sys.executable, "-c", "import c0lab._cli"], check=True, env=ENV, cwd=str(ROOT))
    figures |= {"import_s": time.perf_counter() - began, "import_cpu_s": _children_cpu() - cpu}
    phases = subprocess.run(
        [sys.executable, "-c", PHASES, folder, question],
        capture_output=True,
        text=True,
        env=ENV,
        cwd=str(ROOT),
        check=True,
    ).stdout.split()
    names = ("phase_start_cpu_s", "phase_verbs_import_cpu_s", "phase_open_cpu_s", "phase_walk_cpu_s")
    return figures | {name: float(value) for name, value in zip(names, phases, strict=True)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--concepts", type=int, default=100_000)
    parser.add_argument("--relations", type=int, default=200_000)
    parser.add_argument("--folder", help="a memory bench_scale.py --phase build made (default: build one)")
    parser.add_argument("--no-save", action="store_true", help="print the figures, leave bench/results alone")
    parser.add_argument("--walk-only", action="store_true", help="time the walk process only, not the MCP session")
    args = parser.parse_args()
    runs: list[dict[str, float]] = [{} for _ in range(args.runs)] if args.walk_only else []
    for number in range(0 if args.walk_only else args.runs):
        runs.append(mcp_round_trip())
        print(f"mcp run {number + 1}: {runs[-1]}", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory(prefix="c0lab-walk-") as scratch:
        folder = args.folder or scratch
        if not args.folder:
            built = in_process(
                str(HERE / "bench_scale.py"),
                "--phase",
                "build",
                "--folder",
                folder,
                "--concepts",
                str(args.concepts),
                "--relations",
                str(args.relations),
            )
            print(f"built {built}", file=sys.stderr, flush=True)
        sys.path.insert(0, str(HERE))
        from bench_scale import names_and_texts

        names = names_and_texts(args.concepts)[0]
        for number in range(args.runs):
            question = f"what is {names[(number * 7919) % len(names)]} related to?"
            runs[number] |= walk_process(folder, question, saved_index=False)
            runs[number] |= walk_process(folder, question)
            print(f"walk run {number + 1}: {runs[number]}", file=sys.stderr, flush=True)
    keys = sorted({key for run in runs for key in run})
    medians = {key: round(statistics.median(run[key] for run in runs if key in run), 3) for key in keys}
    report = {
        "benchmark": "mcp and cli",
        "machine": machine(),
        "workload": {"runs": args.runs, "concepts": args.concepts, "relations": args.relations},
        "median": medians,
        "runs": runs,
        "load": os.getloadavg(),
    }
    if not args.no_save:
        name = "walk-process.json" if args.walk_only else "mcp.json"
        (HERE / "results" / name).write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report["median"], indent=2))


if __name__ == "__main__":
    main()
