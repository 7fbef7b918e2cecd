"""What a walk's context lines cost in the MiniLM tokenizer's WordPiece tokens, by kind of line.

Builds the bench's worlds (``c0lab bench --seed``'s default: 8 projects a seed) in the given wording families,
walks every question at one budget and counts each line of each walk's context twice: in MiniLM's tokens (what
the bench's budgets count) and by c0lab's word estimate (``c0lab.index.embedders.count_tokens``, what a memory
without a tokenizer counts). Prints the mean tokens a line of each kind costs, the ratio of the two counts, and
how many fact lines a walk holds. Run it on two commits to compare formats:

    PYTHONPATH=. python bench/walk_tokens.py --seeds 7 --wording standard,dev_news,dev_notes
"""

from __future__ import annotations

import argparse
import re
import tempfile
from collections import defaultdict

from c0lab.bench.arms import build_bench
from c0lab.bench.world import generate_world
from c0lab.index.embedders import count_tokens

_HEADINGS = {
    "Current facts": "heading",
    "No longer true:": "heading",
    "Around it:": "heading",
    "Related concepts:": "heading",
    "Said about it:": "heading",
    "Inferred by rules": "heading",
    "Supersession trail:": "heading",
}
_SECTION = {
    "Current facts": "fact, current",
    "No longer true:": "fact, ended",
    "Around it:": "fact, around",
    "Related concepts:": "related concept",
    "Said about it:": "episode",
}


def kinds(context: str) -> list[tuple[str, str]]:
    """Each line of a walk's context with its kind: the lead (description, notes), a heading, a fact line
    (current, ended, around), a related concept or an episode."""
    section, out = "lead", []
    for line in context.splitlines():
        head = next((key for key in _HEADINGS if line.startswith(key)), None)
        if head is not None:
            section = _SECTION.get(head, "other")
            out.append(("heading", line))
        elif line.startswith("  "):
            out.append(("patch", line))
        else:
            kind = "fact, replaced" if section == "fact, current" and re.match(r"- \[", line) else section
            out.append((kind, line))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", default="7")
    parser.add_argument("--wording", default="standard,dev_news,dev_notes")
    parser.add_argument("--budget", type=int, default=1000)
    args = parser.parse_args()
    minilm: dict[str, list[int]] = defaultdict(list)
    words: dict[str, list[int]] = defaultdict(list)
    walks, fact_lines = 0, 0
    for seed in (int(seed) for seed in args.seeds.split(",")):
        world = generate_world(seed=seed, units=8)
        for wording in args.wording.split(","):
            with tempfile.TemporaryDirectory() as folder:
                bench = build_bench(world, folder, wording=wording, oracle=False)
                try:
                    for question in bench.questions:
                        walk = bench.memory.walk(question.text, budget_tokens=args.budget)
                        if walk.dead_end:
                            continue
                        walks += 1
                        lines = kinds(walk.context)
                        counted = bench.memory.count_tokens_many([line for _, line in lines])
                        for (kind, line), tokens in zip(lines, counted, strict=True):
                            minilm[kind].append(tokens)
                            words[kind].append(count_tokens(line))
                            fact_lines += kind.startswith("fact")
                finally:
                    bench.close()
    print(f"{walks} walks at {args.budget} tokens; {fact_lines / max(walks, 1):.1f} fact lines a walk")
    print(f"{'kind':<16} {'lines':>6} {'MiniLM/line':>12} {'words/line':>11} {'ratio':>6}")
    for kind in sorted(minilm, key=lambda kind: -sum(minilm[kind])):
        spent, estimate = sum(minilm[kind]), sum(words[kind])
        count = len(minilm[kind])
        print(f"{kind:<16} {count:>6} {spent / count:>12.1f} {estimate / count:>11.1f} {spent / estimate:>6.2f}")


if __name__ == "__main__":
    main()
