"""Redaction speed: linear growth on adversarial text, and the throughput on ordinary chat text.

    python bench/bench_redaction.py [--runs 3] [--baseline OLD_REDACTION.py] [--chat locomo10_dev.json]

Adversarial inputs (issue 25) at 10 KB, 100 KB and 1 MB: the time must grow linearly (≤ 1 s a MB).
Chat text: every message of the LoCoMo dev half (or a made-up chat if the file is missing),
cleaned one message at a time as the store does. ``--baseline`` loads another copy of
``c0lab/model/redaction.py`` (``git show main:c0lab/model/redaction.py > /tmp/old.py``) and times
it on the same chat text, and on the 10 KB adversarial inputs only (it is quadratic or worse).
Figures are medians of ``--runs``; the last printed line is JSON.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _machine import machine

from c0lab.model import redaction

ADVERSARIAL = {  # name -> (repeated unit, closing text)
    "basic-auth URLs": ("a://b:x@y", '"'),
    "query tokens in an href": ("&token=abc", '">'),
    "spaces after <": (" ", "x private"),
    "dotted password value": ("a.", '"'),
    "camelCase keys": ('"dbPassword": 1, ', ""),
    "dense secrets (one redaction each 26 bytes)": ('"dbPassword": "hunter2", ', ""),
    "URL-escaped tokens": ("%3Dghp_", ""),
}
SIZES = {"10 KB": 10_000, "100 KB": 100_000, "1 MB": 1_000_000}


def adversarial(unit: str, tail: str, size: int) -> str:
    text = unit * (size // len(unit)) + tail
    return "password=" + text if unit == "a." else ("<" + text if unit == " " else text)


def chat_messages(path: Path) -> list[str]:
    if path.exists():
        messages = []
        for sample in json.loads(path.read_text()):
            conversation = sample["conversation"]
            for key, turns in conversation.items():
                if key.startswith("session_") and isinstance(turns, list):
                    messages += [turn["text"] for turn in turns]
        return messages
    words = "we met at the cafe on friday and talked about the trip to paris with my sister".split()
    return [" ".join(words[i % 7 :] + words[: i % 7]) for i in range(5000)]


def median_seconds(function, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def load(path: str):
    spec = importlib.util.spec_from_file_location("baseline_redaction", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--baseline")
    parser.add_argument("--chat", default="/work/data/locomo10_dev.json")
    args = parser.parse_args()
    modules = {"now": redaction}
    if args.baseline:
        modules["baseline"] = load(args.baseline)
    figures: dict[str, object] = {"machine": machine(), "runs": args.runs, "adversarial_s": {}, "chat": {}}
    for label, module in modules.items():
        table = {}
        for name, (unit, tail) in ADVERSARIAL.items():
            for size_name, size in SIZES.items():
                if label == "baseline" and size > 10_000:
                    continue
                text = adversarial(unit, tail, size)
                seconds = median_seconds(lambda module=module, text=text: module.clean(text), args.runs)
                table[f"{name}, {size_name}"] = round(seconds, 4)
                print(label, name, size_name, table[f"{name}, {size_name}"], flush=True)
        figures["adversarial_s"][label] = table
        messages = chat_messages(Path(args.chat))
        total = sum(len(message) for message in messages)
        seconds = median_seconds(
            lambda module=module, messages=messages: [module.clean(m) for m in messages], args.runs
        )
        figures["chat"][label] = {
            "messages": len(messages),
            "mb": round(total / 1e6, 3),
            "seconds": round(seconds, 4),
            "mb_per_s": round(total / 1e6 / seconds, 2),
        }
        print(label, "chat", figures["chat"][label], flush=True)
    out = Path(__file__).resolve().parent / "results" / "redaction.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(figures, indent=2))
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
