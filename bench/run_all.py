"""Run every performance benchmark, one after the other; each writes its figures to bench/results/.

    python bench/run_all.py [--quick] [--world-only]

``--quick`` runs each at a tenth of its size and saves nothing (a smoke test, not figures to quote).
``--world-only`` runs only the synthetic-world benchmark (the published configuration of bench/BENCH.md).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a tenth of the size, one run")
    parser.add_argument("--world-only", action="store_true", help="only the synthetic-world benchmark")
    args = parser.parse_args()
    small = ["--concepts", "10000", "--relations", "20000", "--runs", "1", "--no-save"] if args.quick else []
    world_out = Path(tempfile.mkdtemp()) if args.quick else HERE / "results" / "world"
    commands = [
        [sys.executable, str(HERE / "bench_store.py"), *small],
        [sys.executable, str(HERE / "bench_retrieval.py"), *small, *(["--queries", "50"] if args.quick else [])],
        [sys.executable, str(HERE / "bench_analytics.py"), *small],
        [
            sys.executable,
            "-m",
            "c0lab",
            "bench",
            *(
                ["--world-seeds", "7"]
                if args.quick
                else [
                    "--scale",
                    "10",
                    "--budget",
                    "100,250,500,1000",
                    "--arms",
                    "bare,flat_plain,flat,full_context,c0lab,"
                    "c0lab_oracle,c0lab_oracle_no_time,c0lab_oracle_no_marks,c0lab_oracle_depth1",
                ]
            ),
            "--out",
            str(world_out),
        ],
    ]
    for command in commands[-1:] if args.world_only else commands:
        print("$", " ".join(command[1:]), flush=True)
        result = subprocess.run(command)
        if result.returncode:
            return result.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
