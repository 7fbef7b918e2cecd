"""First use: how long a new user waits in a notebook (issue 12).

Each measure runs in fresh processes (``--runs``, default 5) and the median is
kept; the machine and its load average are recorded beside the figures.

- ``load+open``: ``%load_ext c0lab`` then ``%c0 open PATH`` on an existing memory
  (target ≤ 1.5 s; IPython's own start is not counted).
- ``first walk``: the first ``%walk`` after that open, the model included
  (target ≤ 3 s).
- ``add_concept p50``: one ``add_concept`` with the default embedder (MiniLM),
  its vector computed before it returns, after a search and three warm-up
  adds; 30 adds a process (target ≤ 30 ms p50).
- ``reflector status``: ``c0lab reflector status --path PATH`` as a new
  process, and whether it imported torch (target: no model for a command that
  needs no vectors).
- ``embed``: the default MiniLM (NumPy) against the same model run by
  sentence-transformers (torch), each in a fresh process: one short text's p50
  (one BLAS/torch thread) and a 1000-text batch in texts/s (all threads), with
  CPU seconds beside wall seconds. The torch row is skipped without
  sentence-transformers.

CPU seconds (``*_cpu_s``, all threads of the process) are kept beside wall
seconds: on a shared machine wall time alone says little.

    python bench/bench_first_use.py [--runs 5] [--no-save]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import machine

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results" / "first_use.json"
ENV = {
    **os.environ,
    "HF_HUB_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "ANONYMIZED_TELEMETRY": "False",
    "PYTHONPATH": str(HERE.parent),
    "C0LAB_EMBEDDER": "minilm",
}

SETUP = """
from c0lab import Memory
with Memory.open({path!r}, embedder="minilm") as mem:
    mem.add_concepts([{{"name": f"concept {{i}}", "description": f"about topic {{i}} and its neighbours"}}
                      for i in range(200)])
    mem.add_concept("Project Zephyr", "A search engine for research notes.")
    mem.add_concepts([{{"name": "Mara Quill"}}, {{"name": "Tomas Vey"}}])
    mem.relate("Project Zephyr", "LED_BY", "Mara Quill", valid_from="2019", valid_to="2022-03")
    mem.relate("Project Zephyr", "LED_BY", "Tomas Vey", valid_from="2022-03")
"""

NOTEBOOK = """
import json, sys, time
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
begin, begin_cpu = time.perf_counter(), time.process_time()
assert shell.run_cell("%load_ext c0lab").success
assert shell.run_cell("%c0 open {path}").success
opened, opened_cpu = time.perf_counter(), time.process_time()
walk = shell.run_cell("%walk who leads Project Zephyr?")
assert walk.success and walk.result.concept.name == "Project Zephyr", walk
walked, walked_cpu = time.perf_counter(), time.process_time()
shell.run_cell("%c0 close")
heavy = sorted(name for name in ("torch", "transformers", "sentence_transformers") if name in sys.modules)
print(json.dumps({{"open_s": opened - begin, "walk_s": walked - opened, "open_cpu_s": opened_cpu - begin_cpu,
                  "walk_cpu_s": walked_cpu - opened_cpu, "walk_imports": heavy}}))
"""

ADD = """
import json, statistics, sys, tempfile, time
from c0lab import Memory
with Memory.open(tempfile.mkdtemp(), embedder="minilm") as mem:
    mem.search("warm up")  # the index in use: from here each write embeds its text before it returns
    for i in range(3):
        mem.add_concept(f"warm up {{i}}", f"a first text to load the model {{i}}")
    assert mem.status()["pending"] == 0 and mem.status()["vectors"] == 3
    times = []
    for i in range(30):
        begin = time.perf_counter()
        mem.add_concept(f"idea {{i}}", f"an idea about retrieval number {{i}}, with some words to embed")
        times.append(time.perf_counter() - begin)
    assert mem.status()["vectors"] == 33
print(json.dumps({{"add_ms": statistics.median(times) * 1000, "add_p95_ms": sorted(times)[28] * 1000}}))
"""

STATUS = """
import json, sys, time
begin = time.perf_counter()
from c0lab._cli import main
code = main(["reflector", "status", "--path", {path!r}])
print(json.dumps({{"status_s": time.perf_counter() - begin, "code": code, "torch": "torch" in sys.modules}}))
"""

EMBED = """
import json, statistics, time
from c0lab.index.embedders import MiniLMEmbedder
embedder = MiniLMEmbedder(runtime={runtime!r})
embedder.load()
embedder.embed(["warm up"])
one = []
for i in range(40):
    begin = time.perf_counter()
    embedder.embed([f"idea {{i}}: an idea about retrieval number {{i}}, with some words to embed"])
    one.append(time.perf_counter() - begin)
sentence = "Project Zephyr, a search engine for research notes, was led by Mara Quill until March 2022. "
texts = [f"concept {{i}}: " + sentence * (1 + i % 6) for i in range(1000)]  # 20 to 130 tokens
begin, begin_cpu = time.perf_counter(), time.process_time()
vectors = embedder.embed(texts)
wall, cpu = time.perf_counter() - begin, time.process_time() - begin_cpu
assert vectors.shape == (1000, 384)
print(json.dumps({{"embed_one_ms_{runtime}": statistics.median(one) * 1000, "embed_1000_per_s_{runtime}": 1000 / wall,
                  "embed_1000_cpu_s_{runtime}": cpu, "embed_1000_wall_s_{runtime}": wall}}))
"""


def child(code: str) -> dict:
    """Run ``code`` in a fresh Python; its last stdout line is JSON."""
    done = subprocess.run(
        [sys.executable, "-c", code], check=False, env=ENV, capture_output=True, text=True, timeout=600
    )
    if done.returncode != 0:
        raise SystemExit(f"child failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-save", action="store_true", help="print the figures, leave bench/results alone")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="c0lab-first-use-") as folder:
        path = str(Path(folder) / "memory")
        child(SETUP.format(path=path) + "\nprint('{}')")
        runtimes = ["numpy"] + (["torch"] if importlib.util.find_spec("sentence_transformers") else [])
        runs = []
        for _ in range(args.runs):
            load = os.getloadavg()[0]
            run = {**child(NOTEBOOK.format(path=path)), **child(ADD.format()), **child(STATUS.format(path=path))}
            for runtime in runtimes:
                run.update(child(EMBED.format(runtime=runtime)))
            runs.append({**run, "load_1min": load, "load_1min_after": os.getloadavg()[0]})
    keys = [key for key in runs[0] if key.endswith(("_s", "_ms")) or key.startswith("embed_")]
    medians = {key: statistics.median(run[key] for run in runs) for key in keys}
    summary = {
        "machine": machine(),
        "runs": runs,
        "median": medians,
        "status_imports_torch": any(run["torch"] for run in runs),
        "walk_imports": sorted({name for run in runs for name in run["walk_imports"]}),
        "load_1min_median": statistics.median(run["load_1min"] for run in runs),
        "targets": {"open_s": 1.5, "walk_s": 3.0, "add_ms": 30},
    }
    shown = ("median", "status_imports_torch", "walk_imports", "load_1min_median")
    print(json.dumps({key: summary[key] for key in shown}, indent=2))
    if not args.no_save:
        RESULTS.parent.mkdir(exist_ok=True)
        RESULTS.write_text(json.dumps(summary, indent=2))
        print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
