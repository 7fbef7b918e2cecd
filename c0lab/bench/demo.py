"""A small demonstration memory, asked the same questions as of several dates."""

from __future__ import annotations

from pathlib import Path

from .._errors import NotValidError
from ..memory.memory import Memory

__all__ = ["run_demo"]


def run_demo(path: str | Path, *, embedder: object = "minilm") -> str:
    """Build the demo memory in ``path`` and return a readable report of what it answers."""
    lines = []
    with Memory.open(path, namespace="demo", embedder=embedder) as mem:
        mem.add_concepts(
            [
                {
                    "name": "reciprocal rank fusion",
                    "description": "Rank-based fusion of result lists; score = w/(k+rank).",
                },
                {"name": "hybrid search", "description": "Keyword (BM25) + vector retrieval, fused by RRF."},
                {"name": "Project Zephyr", "description": "An internal search engine.", "kind": "project"},
                {"name": "Mara Quill", "kind": "person"},
                {"name": "Tomas Vey", "kind": "person"},
                {"name": "Zephyr wire format v1", "description": "Line-delimited JSON.", "valid_from": "2019-01-01"},
                {"name": "Zephyr wire format v2", "description": "Length-prefixed protobuf."},
            ]
        )
        mem.relate("reciprocal rank fusion", "USED_BY", "hybrid search")
        mem.relate("Project Zephyr", "USES", "hybrid search")
        mem.relate("Project Zephyr", "LED_BY", "Mara Quill", valid_from="2019-01-01", valid_to="2022-03-01")
        mem.relate("Project Zephyr", "LED_BY", "Tomas Vey", valid_from="2022-03-01")
        mem.add_patch("hybrid search", "Since 2025 the fusion weights are tuned per namespace.")
        mem.supersede("Zephyr wire format v1", "Zephyr wire format v2", at="2023-05-01")
        before_fix = mem.last_change_at
        mem.describe("Project Zephyr", "The search engine behind the lab's notebooks.", at="2024-01-01")

        lines.append(f"memory: {mem.path} (namespace {mem.namespace})")
        for as_of in ("2020-06-01", "2023-01-01", "now"):
            leads = mem.neighbours("Project Zephyr", as_of=as_of, direction="out")
            lead = ", ".join(leads.loc[leads["relation"] == "LED_BY", "name"]) or "nobody"
            try:
                wire = mem.concept("Zephyr wire format v2", as_of=as_of).name
            except NotValidError:  # v2 is not yet valid at that date
                wire = mem.concept("Zephyr wire format v1", as_of=as_of).name
            lines.append(f"as of {as_of:>10}: Zephyr is led by {lead}; it speaks {wire}")
        lines.append(f"Zephyr now: {mem.concept('Project Zephyr').description}")
        before = mem.concept("Project Zephyr", known_at=before_fix)
        lines.append(f"Zephyr as known before the fix: {before.description}")
        lines.append(f"hybrid search: {mem.concept('hybrid search')}")
        question = "what fuses keyword and vector results?"
        found = mem.search(question, k=2)
        lines.append(f"search {question!r}: " + ", ".join(f"{row.name} ({row.found_by})" for row in found.itertuples()))
        for question in ("who led Project Zephyr in 2020?", "who leads Project Zephyr?"):
            walk = mem.walk(question, budget_tokens=120)
            lines += [
                f"walk {question!r} ({walk.tokens} tokens):",
                *[f"  | {line}" for line in walk.context.splitlines()],
            ]
        status = mem.status()
        lines.append(
            f"holds {status['concepts']} concepts, {status['patches']} patch, "
            f"{status['records']['relations']} relations in {status['versions']} versions"
        )
    return "\n".join(lines)
