"""How long ``c0lab bench --seed`` takes (issue 24's target: within 2 minutes on 2 quiet cores).

Runs the command ``--runs`` times (default 3), each a fresh process with its
own output folder, and keeps the median wall and CPU seconds (user + system,
the worker processes included) with the load average before and after each
run and the machine. ``--baseline SRC`` also times the same command from
another checkout of c0lab (say ``git archive OLD | tar -x -C SRC``), run for
run alternately, and checks that both wrote the same ``results.csv``,
``summary.md`` and ``chart.png``: a speed-up must not move a figure.

    python bench/bench_seed.py [--runs 3] [--baseline SRC] [--no-save] [-- EXTRA BENCH ARGS]
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
from _machine import machine

HERE = Path(__file__).resolve().parent.parent
OUTPUTS = ("results.csv", "summary.md", "chart.png")


def _load() -> str:
    with open("/proc/loadavg") as handle:
        return " ".join(handle.read().split()[:3])


def timed(source: Path, out: Path, extra: list[str]) -> dict[str, object]:
    """One ``python -m c0lab bench --seed`` from ``source``: wall and CPU seconds, load before and after."""
    before, load = resource.getrusage(resource.RUSAGE_CHILDREN), _load()
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "c0lab", "bench", "--seed", "--out", str(out), *extra],
        check=True,
        cwd=source,
        env={**os.environ, "PYTHONPATH": str(source)},
        capture_output=True,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall_s": round(wall, 1), "cpu_s": round(cpu, 1), "load_before": load, "load_after": _load()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--baseline", type=Path, help="another checkout of c0lab to time alongside")
    parser.add_argument("--no-save", action="store_true", help="print only; do not write results/bench-seed.json")
    parser.add_argument("extra", nargs="*", help="more arguments for c0lab bench (after --)")
    args = parser.parse_args()
    sources = {"this": HERE, **({"baseline": args.baseline.resolve()} if args.baseline else {})}
    runs: dict[str, list[dict[str, object]]] = {name: [] for name in sources}
    with tempfile.TemporaryDirectory(prefix="bench-seed-") as folder:
        for number in range(args.runs):
            for name, source in sources.items():
                runs[name].append(timed(source, Path(folder) / f"{name}-{number}", args.extra))
        same = {
            name: all(
                (Path(folder) / f"{name}-{number}" / output).read_bytes()
                == (Path(folder) / "this-0" / output).read_bytes()
                for number in range(args.runs)
                for output in OUTPUTS
            )
            for name in sources
        }
    figures = {
        "machine": machine(),
        "command": "c0lab bench --seed " + " ".join(args.extra),
        **{
            name: {
                "median_wall_s": statistics.median(float(str(run["wall_s"])) for run in runs[name]),
                "median_cpu_s": statistics.median(float(str(run["cpu_s"])) for run in runs[name]),
                "same_outputs_as_this": same[name],
                "runs": runs[name],
            }
            for name in sources
        },
    }
    print(json.dumps(figures, indent=1))
    if not args.no_save:
        (HERE / "bench" / "results" / "bench-seed.json").write_text(json.dumps(figures, indent=1) + "\n")


if __name__ == "__main__":
    main()
