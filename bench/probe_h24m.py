"""Score the offline extractor on a probe (default h24m's, `bench/probe/h24m-2026-12-02.json`), one half at a time.

Each unit of a bench world (:func:`~c0lab.bench.world.generate_world`, seeds 7 on) is told by one template of
each part, taken in turn (unit ``i`` takes template ``i mod n``), each part its own dated document; the correction
comes on the world's correction day. The scores are the bench's :func:`~c0lab.bench.extraction.extraction_scores`.

    python bench/probe_h24m.py dev [--seeds 8] [--show] [--probe bench/probe/h24c-2026-12-02.json]

``stray_patches`` counts, per world, the patches on a project that do not state its corrected value (a correction
read where none was told, as "actually" for emphasis). ``--show`` prints texts and misses, so it is refused on a
``held`` half (held halves are scored, never read).
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from c0lab.bench.arms import DayClock
from c0lab.bench.documents import Document
from c0lab.bench.extraction import extraction_scores
from c0lab.bench.world import PHASE_ONE, World, generate_world
from c0lab.memory.memory import Memory

PROBE = Path(__file__).parent / "probe" / "h24m-2026-12-02.json"


def _slots(facts: dict) -> dict:
    def inverted(name: str) -> str:
        given, _, last = name.rpartition(" ")
        return f"{last}, {given}"

    return {
        **facts,
        "kind": facts["org_kind"],
        "first_inv": inverted(facts["first"]),
        "second_inv": inverted(facts["second"]),
        "first_last": facts["first"].split()[-1],
        "second_last": facts["second"].split()[-1],
        "org_short": facts["org"].split()[0],
        "relicensed": f"July {facts['relicensed']}",
        "switch_wrong": facts["switch"] + 2,
        "switch_prev": facts["switch"] - 1,
        "relicensed_iso": f"{facts['relicensed']}-07-01",
    }


def documents(world: World, parts: dict, offset: int) -> list[Document]:
    """The world's documents: one template of each part a unit, taken in turn from ``offset``."""
    out = []
    for number, facts in enumerate(world.units_facts):
        turn = offset + number
        slots = _slots(facts)
        texts = [
            parts["intro"][turn % len(parts["intro"])],
            parts["place"][turn % len(parts["place"])],
            *parts["leads"][turn % len(parts["leads"])],
            parts["product"][turn % len(parts["product"])],
        ]
        for index, text in enumerate(texts):
            day = f"{PHASE_ONE[:8]}{index + 2 + number:02d}"
            out.append(Document(text.format(**slots), day, f"note-{number}-{'abcdef'[index]}", 1))
        cued = turn % 2 == 0
        kind = "cued" if cued else "uncued"
        out.append(
            Document(
                parts[kind][turn // 2 % len(parts[kind])].format(**slots),
                facts["corrected"],
                f"note-{number}-e",
                2,
                cued,
            )
        )
    return sorted(out, key=lambda document: (document.at, document.source))


@dataclass
class _Ingested:
    memory: Memory
    world: World
    documents: list[Document]


def _stray(memory: Memory, world: World) -> int:
    """The patches on a project that do not state its corrected value."""
    from c0lab._time import FOREVER
    from c0lab.model.records import PATCH, name_key

    right = {name_key(facts["project"]): facts["right"] for facts in world.units_facts}
    return sum(
        1
        for versions in memory.store.records.values()
        if versions[-1].kind == PATCH
        and versions[-1].expired_at == FOREVER
        and right.get(name_key(memory.core.name(versions[-1].source_id)), "") not in versions[-1].text.lower()
    )


def score(half: str, *, seeds: int = 8, show: bool = False, probe: Path = PROBE) -> dict[str, float]:
    """Mean extraction scores of ``half`` of ``probe`` over ``seeds`` worlds (and the extractor's CPU seconds)."""
    if show and half == "held":
        raise SystemExit("a held half is scored, never shown")
    parts = json.loads(probe.read_text())["halves"][half]
    rows, cpu, stray = [], 0.0, 0
    for index, seed in enumerate(range(7, 7 + seeds)):
        world = generate_world(seed=seed)
        docs = documents(world, parts, offset=2 * index)
        with tempfile.TemporaryDirectory() as folder:
            clock = DayClock()
            memory = Memory.open(Path(folder) / "m", namespace="probe", embedder=None, clock=clock)
            started = time.process_time()
            for document in docs:
                with clock.at(document.at):
                    memory.ingest(document.text, at=document.at, source=document.source)
            cpu += time.process_time() - started
            rows.append(extraction_scores(_Ingested(memory, world, docs)))
            stray += _stray(memory, world)
            if show:
                _show(memory, world, docs)
            memory.close()
    keys = ("entity_recall", "link_recall", "sense_recall", "successions", "entity_precision", "link_precision")
    keys += ("ends", "intervals", "corrections_cued", "corrections_uncued")
    means = {key: round(statistics.fmean(row[key] for row in rows), 3) for key in keys}
    return {**means, "stray_patches": round(stray / seeds, 2), "cpu_s": round(cpu, 2)}


def _show(memory: Memory, world: World, docs: list[Document]) -> None:
    from c0lab.model.records import RELATION, name_key

    store, core = memory.store, memory.core
    for document in docs:
        print("----", document.source, "\n" + document.text)
    found = {name_key(core.name(records[0])) for records in store.names.values()}
    print("MISSED NAMES", sorted({c["name"] for c in world.concepts if name_key(c["name"]) not in found}))
    print("EXTRA NAMES", sorted(found - {name_key(c["name"]) for c in world.concepts}))
    links = set()
    for versions in store.records.values():
        version = versions[-1]
        if version.kind == RELATION and version.name != "MENTIONS":
            source, target = core.name(version.source_id), core.name(version.target_id)
            links.add(frozenset((name_key(source), name_key(target))))
            print("  REL", source, version.name, target)
    for relation in world.relations:
        if frozenset((name_key(relation["source"]), name_key(relation["target"]))) not in links:
            print("MISSED LINK", relation["source"], relation["type"], relation["target"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("half", choices=("dev", "held"))
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--show", action="store_true")
    parser.add_argument("--probe", type=Path, default=PROBE, help="the probe's JSON (default: h24m's)")
    options = parser.parse_args()
    print(json.dumps(score(options.half, seeds=options.seeds, show=options.show, probe=options.probe)))


if __name__ == "__main__":
    main()
