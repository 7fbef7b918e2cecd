"""Run the SituatedQA and MenatQA evals: write the facts, ask every arm, score, summarize."""

from __future__ import annotations

import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from . import menatqa, situatedqa, statements
from .harness import ask, fact_documents, flat_arm, open_memory, walk_arm, write_facts
from .scoring import summarize

__all__ = ["Report", "run_menatqa", "run_situatedqa"]


@dataclass
class Report:
    """An eval's per-question rows, its summary per arm and kind, and what each memory was given."""

    name: str
    rows: pd.DataFrame
    summary: pd.DataFrame
    notes: list[str] = field(default_factory=list)

    def text(self) -> str:
        """The report as printed by ``c0lab eval``."""
        with pd.option_context(
            "display.width", 200, "display.max_columns", 20, "display.float_format", "{:.3f}".format
        ):
            table = self.summary.to_string()
        return "\n".join([self.name, *self.notes, table])


def run_situatedqa(path: str | Path, *, limit: int | None = None, budget: int = 1000, skip: int = 0) -> Report:
    """SituatedQA's temporal dev split: ``ANSWER_IS`` facts through the API; the walk and the flat arm (the
    questions after the first ``skip``, at most ``limit``)."""
    raw_path, qa_path = situatedqa.find_files(path)
    raw = list(situatedqa.read_jsonl(raw_path))[skip:][:limit]
    kept = {record["id"] for record in raw}
    qa = [record for record in situatedqa.read_jsonl(qa_path) if record.get("id") in kept]
    facts, probes = situatedqa.facts(raw), situatedqa.probes(qa, raw)
    scratch = tempfile.TemporaryDirectory(prefix="c0lab-temporal-")
    memory = open_memory(f"{scratch.name}/facts")
    try:
        started = time.perf_counter()
        written = write_facts(memory, facts)
        took = time.perf_counter() - started
        notes = [
            (
                f"{len(raw)} questions, {len(facts)} facts: {written.line()} in {took:.0f} s; "
                f"{len(probes)} dated questions; budget {budget} tokens; keyword only (no embeddings)"
            )
        ]
        arms = {
            "walk": walk_arm(memory, budget=budget),
            "flat": flat_arm(fact_documents(facts), count_tokens=memory.count_tokens, budget=budget),
        }
        rows = ask(probes, arms)
    finally:
        memory.close()
        scratch.cleanup()
    return Report("SituatedQA temporal (dev)", rows, summarize(rows), notes + _speed(rows))


def run_menatqa(
    path: str | Path,
    *,
    limit: int | None = None,
    budget: int = 1000,
    ingest: bool = True,
    text: bool = True,
    skip: int = 0,
) -> Report:
    """MenatQA: facts through the API, (``ingest``) the same items' paragraphs through ``ingest``, and (``text``)
    the same facts said as text through ``ingest`` (``walk-text``: :mod:`.statements`), for the items after the
    first ``skip``, at most ``limit`` (a slice not looked at while developing)."""
    items = menatqa.load(path)[skip:][:limit]
    facts, probes = menatqa.facts(items), menatqa.probes(items)
    scratch = tempfile.TemporaryDirectory(prefix="c0lab-temporal-")
    memory, notes = open_memory(f"{scratch.name}/facts"), []
    memories = [memory]
    try:
        started = time.perf_counter()
        written = write_facts(memory, facts)
        took = time.perf_counter() - started
        notes.append(
            f"{len(items)} items{f' (after the first {skip})' if skip else ''}, {len(facts)} facts: "
            f"{written.line()} in {took:.0f} s; "
            f"{len(probes)} questions; budget {budget} tokens; keyword only (no embeddings)"
        )
        count = memory.count_tokens
        arms = {
            "walk": walk_arm(memory, budget=budget),
            "flat": flat_arm(fact_documents(facts), count_tokens=count, budget=budget),
        }
        if ingest:
            documents = menatqa.documents(items)
            read = open_memory(f"{scratch.name}/ingest")
            memories.append(read)
            started = time.perf_counter()
            relations = 0
            for paragraph, continues in menatqa.paragraphs(items).items():  # an article's paragraphs: one text
                relations += read.ingest(paragraph, continues=continues)["relations"]
            notes.append(
                f"ingest: {len(documents)} paragraphs, {relations} relations read, "
                f"in {time.perf_counter() - started:.0f} s"
            )
            arms["walk-ingest"] = walk_arm(read, budget=budget)
            arms["flat-text"] = flat_arm(documents, count_tokens=count, budget=budget)
        if text:
            arms["walk-text"] = _text_arm(items, f"{scratch.name}/text", memories, notes, budget=budget)
        rows = ask(probes, arms)
    finally:
        for opened in memories:
            opened.close()
        scratch.cleanup()
    return Report("MenatQA", rows, summarize(rows), notes + _speed(rows))


def _text_arm(items: list[menatqa.Item], folder: str, memories: list, notes: list[str], *, budget: int):
    """The walk over a memory that ingested the items' facts said as text: one text per subject, no date."""
    said, plain = statements.texts(items)
    read = open_memory(folder)
    memories.append(read)
    started, relations = time.perf_counter(), 0
    for text in said:
        relations += read.ingest(text)["relations"]
    notes.append(
        f"text: {len(said)} subjects' statements ({plain} said plainly), {relations} relations read, "
        f"in {time.perf_counter() - started:.0f} s"
    )
    return walk_arm(read, budget=budget)


def _speed(rows: pd.DataFrame) -> list[str]:
    return [f"{arm}: median {frame['ms'].median():.1f} ms a question" for arm, frame in rows.groupby("arm")]
