"""What ingestion wrote, scored against the generator's truth (one bench: one seed in one wording family).

- **entities**: concept names (case-insensitive), precision and recall;
- **relations**: (source, type, target) exactly; **senses**: unordered
  pairs of names joined by a relation whose type carries the same general
  sense as a true one (:data:`~c0lab.retrieval.lexicon.SENSES`: ``RUNS`` and
  ``RUN_BY`` are both "run"), so an open vocabulary is scored without
  mapping it to the generator's; **links**: unordered pairs joined by any
  relation;
- **successions** (a lead change, a licence change: two a unit, each
  stated in every family): found when the memory holds the older pair's
  relation *ended* and the newer pair's relation open;
- **ends**: of the true relations that ended, the share whose pair the
  memory holds ended within the truth's precision of the real end (a year
  for a lead, a month for a licence);
- **intervals**: of the true relations with a valid time, the share whose
  pair the memory holds with both edges within that precision (an open
  edge must stay open);
- **corrections**, cued and uncued apart: the memory holds a patch on the
  project that states the corrected value, or a relation or description
  ending the old one — scored as the patch (what ingestion writes for a
  correction).
"""

from __future__ import annotations

from typing import Any, Protocol

from .._time import BEGINNING, FOREVER, parse_time
from ..memory.memory import Memory
from ..model.records import PATCH, RELATION, name_key
from ..retrieval.lexicon import RelationLexicon
from .documents import Document
from .world import World

__all__ = ["IngestedBench", "extraction_scores"]

_DAY = 86_400_000_000
_TOLERANCE = {1: 366 * _DAY, 2: 31 * _DAY, 3: _DAY}
"""How far an edge may be from the truth: the truth's precision (a year, a month, a day)."""


def _near(moment: int, truth: str | None) -> bool:
    if truth is None:
        return moment in (BEGINNING, FOREVER)
    return abs(moment - parse_time(truth)) <= _TOLERANCE[len(truth.split("-"))]


def _ratio(hits: int, total: int) -> float:
    return round(hits / total, 3) if total else float("nan")


class IngestedBench(Protocol):
    """What the scores read of a :class:`~c0lab.bench.arms.Bench` (named here: ``arms`` imports this module)."""

    @property
    def memory(self) -> Memory: ...

    @property
    def world(self) -> World: ...

    @property
    def documents(self) -> list[Document]: ...


def extraction_scores(bench: IngestedBench) -> dict[str, float]:
    """The scores of the module docstring for one bench (``nan`` where there is nothing to score)."""
    memory, world = bench.memory, bench.world
    store, core = memory.store, memory.core
    names = {
        name_key(core.name(records[0]))
        for records in store.names.values()
        if store.records[records[0]][0].origin == "ingest"
    }
    truth_names = {name_key(concept["name"]) for concept in world.concepts}
    relations: set[tuple[str, str, str]] = set()
    held: dict[frozenset[str], list[Any]] = {}
    patches: dict[str, list[str]] = {}
    for versions in store.records.values():
        version = versions[-1]
        if version.expired_at != FOREVER:
            continue
        if version.kind == PATCH:
            patches.setdefault(name_key(core.name(version.source_id)), []).append(version.text.lower())
        if version.kind == RELATION and version.name != "MENTIONS":
            source, target = (name_key(core.name(end)) for end in (version.source_id, version.target_id))
            relations.add((source, version.name, target))
            held.setdefault(frozenset((source, target)), []).append(version)
    truth = {(name_key(r["source"]), r["type"], name_key(r["target"])) for r in world.relations}
    links, truth_links = {frozenset((s, t)) for s, _, t in relations}, {frozenset((s, t)) for s, _, t in truth}
    lexicon = RelationLexicon.build({kind for _, kind, _ in relations | truth})  # general senses, no embedder
    senses = {(frozenset((s, t)), sense) for s, kind, t in relations for sense in lexicon.senses.get(kind, ())}
    truth_senses = {(frozenset((s, t)), sense) for s, kind, t in truth for sense in lexicon.senses.get(kind, ())}

    def pair(source: str, target: str) -> list:
        return held.get(frozenset((name_key(source), name_key(target))), [])

    successions = ends = intervals = timed = ended = 0
    for facts in world.units_facts:
        for owner, old, new, start, end in (
            (facts["project"], facts["first"], facts["second"], str(facts["start"]), str(facts["switch"])),
            (facts["product"], facts["old_licence"], facts["new_licence"], None, facts["relicensed_month"]),
        ):
            olds, news = pair(owner, old), pair(owner, new)
            successions += any(v.valid_to != FOREVER for v in olds) and any(v.valid_to == FOREVER for v in news)
            ends += any(_near(v.valid_to, end) for v in olds)
            ended += 1
            intervals += any(_near(v.valid_from, start) and _near(v.valid_to, end) for v in olds)
            intervals += any(_near(v.valid_from, end) and _near(v.valid_to, None) for v in news)
            timed += 2
    corrections = {True: [0, 0], False: [0, 0]}
    for document in bench.documents:
        if document.cued is None:
            continue
        facts = world.units_facts[int(document.source.split("-")[1])]
        found = any(facts["right"] in text for text in patches.get(name_key(facts["project"]), []))
        corrections[document.cued][0] += found
        corrections[document.cued][1] += 1
    return {
        "entity_precision": _ratio(len(names & truth_names), len(names)),
        "entity_recall": _ratio(len(names & truth_names), len(truth_names)),
        "relation_precision": _ratio(len(relations & truth), len(relations)),
        "relation_recall": _ratio(len(relations & truth), len(truth)),
        "sense_precision": _ratio(len(senses & truth_senses), len(senses)),
        "sense_recall": _ratio(len(senses & truth_senses), len(truth_senses)),
        "link_precision": _ratio(len(links & truth_links), len(links)),
        "link_recall": _ratio(len(links & truth_links), len(truth_links)),
        "successions": _ratio(successions, ended),
        "ends": _ratio(ends, ended),
        "intervals": _ratio(intervals, timed),
        "corrections_cued": _ratio(*corrections[True]),
        "corrections_uncued": _ratio(*corrections[False]),
    }
