"""Paraphrases written by hand, none from a bench family: how many of them the offline extractor reads.

Three sets of one fact each said many ways (written for issue 24 in the twenty-fifth session of round 3, to develop on
wording no family holds; kept so a change can be checked on them):

- ``TIES``: a tie of one of the bench's senses (lead, run, locate, ship, license) between two names; read when a
  relation between the two carries the sense (:meth:`~c0lab.retrieval.lexicon.RelationLexicon.build`);
- ``HAND_OVERS``: Ana Pell's lead of Project Atlas handed to Bo Ekdal; read when, after ``ingest``, a tie of the
  old pair is ended and a typed tie of the new pair is open (the bench's succession measure); 20 more were written
  in the twenty-sixth session before any of them was tried;
- ``LICENCE_CHANGES``: the Quill toolkit's Orrin licence left for the Brenlow licence in July 2019; read when the old
  tie ends in July 2019 (or at its month's end) and a typed tie to the new one is open.

    python bench/paraphrase_probe.py [--show]

prints the share missed in each set (``--show``: each missed sentence and what was read). A dev aid, not a score:
the sentences are one writer's, and a reading fitted to them is no more general than one fitted to a family.
"""

from __future__ import annotations

import argparse
import tempfile
import warnings

from c0lab import Memory
from c0lab._time import FOREVER, format_time, parse_time
from c0lab.extract.offline import OfflineExtractor
from c0lab.model.records import RELATION
from c0lab.retrieval.lexicon import RelationLexicon

TIES: dict[tuple[str, str, str], list[str]] = {
    ("lead", "Project Atlas", "Dana Reyes"): [
        "Dana Reyes heads Project Atlas.",
        "Project Atlas is steered by Dana Reyes.",
        "Dana Reyes took the helm of Project Atlas in 2019.",
        "At the helm of Project Atlas since 2019 is Dana Reyes.",
        "Under Dana Reyes, Project Atlas grew quickly.",
        "Leadership of Project Atlas passed to Dana Reyes in 2019.",
        "Dana Reyes has been in charge of Project Atlas since 2019.",
        "Project Atlas, with Dana Reyes at its head, opened in 2019.",
        "Dana Reyes was named head of Project Atlas in 2019.",
        "Dana Reyes was appointed to lead Project Atlas in 2019.",
        "Project Atlas has Dana Reyes as its lead.",
        "The person running Project Atlas is Dana Reyes.",
        "Project Atlas's leadership rests with Dana Reyes.",
        "Dana Reyes directs Project Atlas.",
        "Dana Reyes assumed leadership of Project Atlas in 2019.",
        "Dana Reyes stepped in as lead of Project Atlas in 2019.",
    ],
    ("run", "Project Atlas", "Orsk Labs"): [
        "Project Atlas is operated by Orsk Labs.",
        "Orsk Labs manages Project Atlas.",
        "Project Atlas is a research project of Orsk Labs.",
        "Project Atlas is an initiative of Orsk Labs.",
        "Orsk Labs is behind Project Atlas.",
        "Project Atlas belongs to Orsk Labs.",
        "Project Atlas falls under Orsk Labs.",
        "Project Atlas is housed at Orsk Labs.",
        "Orsk Labs' Project Atlas builds a kelp farm.",
        "Project Atlas, an Orsk Labs project, builds a kelp farm.",
        "Project Atlas is administered by Orsk Labs.",
        "Orsk Labs oversees Project Atlas.",
        "Project Atlas is sponsored and run by Orsk Labs.",
        "Project Atlas sits within Orsk Labs.",
    ],
    ("locate", "Orsk Labs", "Tanbel"): [
        "Orsk Labs is headquartered in Tanbel.",
        "Orsk Labs has its base in Tanbel.",
        "Orsk Labs operates out of Tanbel.",
        "Orsk Labs calls Tanbel home.",
        "Tanbel is home to Orsk Labs.",
        "Orsk Labs, a Tanbel-based group, runs Project Atlas.",
        "Orsk Labs is located in Tanbel.",
        "Orsk Labs sits in Tanbel.",
        "The Tanbel group Orsk Labs runs Project Atlas.",
        "From its offices in Tanbel, Orsk Labs runs Project Atlas.",
    ],
    ("ship", "Project Atlas", "Quill toolkit"): [
        "Project Atlas develops the Quill toolkit, which is under the Mit licence.",
        "The Quill toolkit comes from Project Atlas. It is under the Mit licence.",
        "The Quill toolkit is produced by Project Atlas under the Mit licence.",
        "Project Atlas is the maker of the Quill toolkit, licensed under the Mit licence.",
        "Project Atlas brought out the Quill toolkit under the Mit licence.",
        "Project Atlas rolled out the Quill toolkit under the Mit licence.",
        "The Quill toolkit, built by Project Atlas, is under the Mit licence.",
        "Project Atlas's flagship is the Quill toolkit, under the Mit licence.",
        "Project Atlas maintains the Quill toolkit, which is under the Mit licence.",
        "Project Atlas offers the Quill toolkit under the Mit licence.",
    ],
    ("license", "Quill toolkit", "Mit licence"): [
        "The Quill toolkit is distributed under the Mit licence.",
        "The Quill toolkit carries the Mit licence.",
        "The Quill toolkit uses the Mit licence.",
        "The Quill toolkit's licence is the Mit licence.",
        "The licence of the Quill toolkit is the Mit licence.",
        "The Mit licence covers the Quill toolkit.",
        "The Quill toolkit adopted the Mit licence in 2019.",
        "The Quill toolkit moved to the Mit licence in 2019.",
        "The Quill toolkit went Mit licence in 2019.",
        "The Quill toolkit is available under the terms of the Mit licence.",
        "The Quill toolkit, licensed as the Mit licence, is popular.",
        "Since 2019 the Quill toolkit has been Mit licence software.",
    ],
}
"""(sense, one name, the other) → sentences that say a tie of that sense between the two."""
HAND_OVERS = [
    "Ana Pell led Project Atlas until 2019, when Bo Ekdal took over.",
    "Bo Ekdal succeeded Ana Pell as lead of Project Atlas in 2019.",
    "In 2019 Ana Pell handed the reins of Project Atlas to Bo Ekdal.",
    "In 2019 Ana Pell handed over Project Atlas to Bo Ekdal.",
    "Bo Ekdal replaced Ana Pell at the head of Project Atlas in 2019.",
    "Ana Pell was replaced by Bo Ekdal as head of Project Atlas in 2019.",
    "Project Atlas was led by Ana Pell until 2019. Bo Ekdal has led it since.",
    "Project Atlas is led by Bo Ekdal, who followed Ana Pell in 2019.",
    "Ana Pell stepped down as lead of Project Atlas in 2019 and Bo Ekdal took her place.",
    "Ana Pell gave way to Bo Ekdal at Project Atlas in 2019.",
    "After Ana Pell left in 2019, Bo Ekdal took charge of Project Atlas.",
    "Bo Ekdal took over Project Atlas from Ana Pell in 2019.",
    "Bo Ekdal has headed Project Atlas since 2019; before him, Ana Pell held the post.",
    "Project Atlas changed hands in 2019, from Ana Pell to Bo Ekdal.",
    "Leadership of Project Atlas passed from Ana Pell to Bo Ekdal in 2019.",
    "Ana Pell ran Project Atlas from 2015 to 2019. Her successor, Bo Ekdal, still leads it.",
    "Bo Ekdal, Ana Pell's successor, has led Project Atlas since 2019.",
    "Ana Pell's term at the head of Project Atlas ended in 2019, when Bo Ekdal was appointed.",
    "Project Atlas: Ana Pell (lead until 2019), then Bo Ekdal.",
    "In 2019 Bo Ekdal took the helm of Project Atlas, succeeding Ana Pell.",
    "Ana Pell led Project Atlas. In 2019 she was succeeded by Bo Ekdal.",
    "Project Atlas's lead was Ana Pell until 2019; it is now Bo Ekdal.",
    "The lead of Project Atlas, formerly Ana Pell, has been Bo Ekdal since 2019.",
    "Bo Ekdal, who replaced Ana Pell in 2019, leads Project Atlas.",
    "Since 2019, Project Atlas has been steered by Bo Ekdal rather than Ana Pell.",
    # written in the twenty-sixth session before any was tried (6 of them missed then)
    "Ana Pell ran Project Atlas until 2019, at which point Bo Ekdal took charge.",
    "Bo Ekdal has run Project Atlas since 2019, having replaced Ana Pell.",
    "In 2019 Ana Pell gave up the leadership of Project Atlas to Bo Ekdal.",
    "Project Atlas got a new lead in 2019: Bo Ekdal, who replaced Ana Pell.",
    "Ana Pell, who had led Project Atlas since 2012, was replaced by Bo Ekdal in 2019.",
    "The lead of Project Atlas changed in 2019 from Ana Pell to Bo Ekdal.",
    "Bo Ekdal is Ana Pell's successor as lead of Project Atlas; he took over in 2019.",
    "When Ana Pell left Project Atlas in 2019, Bo Ekdal became its lead.",
    "Bo Ekdal now leads Project Atlas; Ana Pell led it until 2019.",
    "Ana Pell led Project Atlas for seven years before handing over to Bo Ekdal in 2019.",
    "Bo Ekdal succeeded Ana Pell at the head of Project Atlas in 2019.",
    "Project Atlas has been led by Bo Ekdal since Ana Pell's departure in 2019.",
    "In 2019, Bo Ekdal replaced Ana Pell, who had led Project Atlas since 2012.",
    "Ana Pell's time as lead of Project Atlas ended in 2019; Bo Ekdal was named in her place.",
    "Bo Ekdal was named lead of Project Atlas in 2019, replacing Ana Pell.",
    "Ana Pell stood down from Project Atlas in 2019 and was replaced by Bo Ekdal.",
    "Project Atlas appointed Bo Ekdal as its lead in 2019, after Ana Pell resigned.",
    "Bo Ekdal inherited the leadership of Project Atlas from Ana Pell in 2019.",
    "Ana Pell was lead of Project Atlas from 2012 to 2019. Bo Ekdal followed.",
    "Having led Project Atlas since 2012, Ana Pell made way for Bo Ekdal in 2019.",
]
LICENCE_CHANGES = [
    "In July 2019 the Quill toolkit was relicensed from the Orrin licence to the Brenlow licence.",
    "In July 2019 the Quill toolkit dropped the Orrin licence in favour of the Brenlow licence.",
    "The Quill toolkit's licence changed from the Orrin licence to the Brenlow licence in July 2019.",
    "The licence of the Quill toolkit changed from the Orrin licence to the Brenlow licence in July 2019.",
    "Until July 2019 the Quill toolkit shipped under the Orrin licence; it now ships under the Brenlow licence.",
    "Moving away from the Orrin licence, the Quill toolkit adopted the Brenlow licence in July 2019.",
    "The Quill toolkit was released under the Orrin licence. In July 2019 it switched to the Brenlow licence.",
    "The Quill toolkit has used the Brenlow licence since July 2019, having previously used the Orrin licence.",
    "The Quill toolkit replaced the Orrin licence with the Brenlow licence in July 2019.",
    "In July 2019 the Brenlow licence replaced the Orrin licence for the Quill toolkit.",
    "The Quill toolkit went from the Orrin licence to the Brenlow licence in July 2019.",
    "The Quill toolkit, once under the Orrin licence, has been under the Brenlow licence since July 2019.",
    "The Quill toolkit was licensed under the Orrin licence until July 2019, when it moved to the Brenlow licence.",
    "The Quill toolkit is now under the Brenlow licence; it was under the Orrin licence until July 2019.",
    "The Quill toolkit adopted the Brenlow licence in July 2019, abandoning the Orrin licence.",
    "The Quill toolkit abandoned the Orrin licence in July 2019 and adopted the Brenlow licence.",
    "Orsk Labs moved the Quill toolkit from the Orrin licence to the Brenlow licence in July 2019.",
    "Orsk Labs relicensed the Quill toolkit from the Orrin licence to the Brenlow licence in July 2019.",
    "The Quill toolkit: Orrin licence until July 2019, Brenlow licence after.",
    "The Quill toolkit is distributed under the Brenlow licence. Before July 2019 it was distributed under the Orrin"
    " licence.",
    "Since July 2019 the Quill toolkit carries the Brenlow licence instead of the Orrin licence.",
    "The Quill toolkit swapped the Orrin licence for the Brenlow licence in July 2019.",
    "The Quill toolkit's Orrin licence gave way to the Brenlow licence in July 2019.",
    "July 2019: the Quill toolkit switches from the Orrin licence to the Brenlow licence.",
]


def _ingested(text: str) -> dict[tuple[str, str, str], tuple[str, str]]:
    """(source, type, target) → (valid from, valid to) a fresh keyword-only memory holds after ingesting ``text``."""
    with tempfile.TemporaryDirectory() as folder, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        memory = Memory.open(folder, embedder=None)
        memory.ingest(text, at="2021-03-01")
        core, found = memory.core, {}
        for versions in memory.store.records.values():
            version = versions[-1]
            if version.kind == RELATION and version.expired_at == FOREVER and version.name != "MENTIONS":
                tie = (core.name(version.source_id), version.name, core.name(version.target_id))
                found[tie] = (format_time(version.valid_from), format_time(version.valid_to))
        memory.close()
    return found


def _pair(ties: dict, one: str, other: str) -> dict:
    return {tie: when for tie, when in ties.items() if {tie[0], tie[2]} == {one, other}}


def tie_read(text: str, sense: str, one: str, other: str) -> tuple[bool, list]:
    """Whether a relation between ``one`` and ``other`` read from ``text`` carries ``sense``, and what was read."""
    found = OfflineExtractor()(text, at=parse_time("2021-03-01"), known=[])
    said = [(r.source, r.type, r.target) for r in found.relations]
    kinds = [kind for source, kind, target in said if {source, target} == {one, other}]
    lexicon = RelationLexicon.build(kinds)
    return any(sense in lexicon.senses.get(kind, ()) for kind in kinds), said


def hand_over_read(text: str) -> tuple[bool, dict]:
    ties = _ingested(text)
    old, new = _pair(ties, "Project Atlas", "Ana Pell"), _pair(ties, "Project Atlas", "Bo Ekdal")
    ended = any(end != "open" for _, end in old.values())
    return ended and any(end == "open" and "MENTIONED" not in tie[1] for tie, (_, end) in new.items()), ties


def licence_change_read(text: str) -> tuple[bool, dict]:
    ties = _ingested(text)
    old, new = _pair(ties, "Quill toolkit", "Orrin licence"), _pair(ties, "Quill toolkit", "Brenlow licence")
    ended = any(end in ("2019-07-01", "2019-08-01") for _, end in old.values())
    return ended and any(end == "open" and "MENTIONED" not in tie[1] for tie, (_, end) in new.items()), ties


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print each missed sentence and what was read")
    show = parser.parse_args().show
    sets = {
        "ties": [(text, lambda t=text, a=key: tie_read(t, *a)) for key, texts in TIES.items() for text in texts],
        "hand_overs": [(text, lambda t=text: hand_over_read(t)) for text in HAND_OVERS],
        "licence_changes": [(text, lambda t=text: licence_change_read(t)) for text in LICENCE_CHANGES],
    }
    for name, cases in sets.items():
        missed = 0
        for text, read in cases:
            ok, found = read()
            missed += not ok
            if show and not ok:
                print(f"  MISSED {name}: {text}\n    read: {found}")
        print(f"{name}: {missed} of {len(cases)} missed")


if __name__ == "__main__":
    main()
