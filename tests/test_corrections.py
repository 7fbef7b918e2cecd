"""Facts a researcher can correct: end a relation, retract any write, single-valued relation types.

Each test replays one scenario of issue 11 and fails without the part of the
fix it names.
"""

from __future__ import annotations

import pandas as pd
import pytest

from c0lab import (
    BadDateError,
    DuplicateConceptError,
    InvalidInputError,
    Memory,
    NotValidError,
    RelationHeldError,
)
from c0lab.store.files import NamespaceFiles, table_to_versions


@pytest.fixture
def mem(tmp_path):
    memory = Memory.open(tmp_path / "memory", embedder=None)
    yield memory
    memory.close()


def current_lines(walk) -> str:
    """The context's current facts (up to the first other heading)."""
    return walk.context.split("No longer true:")[0]


def test_a_newer_record_holder_ends_the_older_one_and_the_walk_shows_the_trail(mem):
    for name in ("ImageNet-Mini", "ViT-Q", "ConvMix-2"):
        mem.add_concept(name, f"{name}, a benchmark entry")
    mem.relate("ImageNet-Mini", "RECORD_HELD_BY", "ViT-Q", valid_from="2023-02-01")
    before = mem.last_change_at
    mem.relate("ImageNet-Mini", "RECORD_HELD_BY", "ConvMix-2", valid_from="2024-06-10")
    walk = mem.walk("who holds the ImageNet-Mini record?")
    assert "ConvMix-2" in current_lines(walk) and "ViT-Q" not in current_lines(walk)
    assert "[ended 2024-06-10, replaced by ConvMix-2] ImageNet-Mini record held by ViT-Q" in walk.context
    assert mem.neighbours("ImageNet-Mini", as_of="2023-06-01")["name"].tolist() == ["ViT-Q"]
    assert mem.neighbours("ImageNet-Mini", as_of="2025-01-01")["name"].tolist() == ["ConvMix-2"]
    # system time: before the second relate the memory held ViT-Q as the open-ended holder
    assert mem.neighbours("ImageNet-Mini", as_of="2025-01-01", known_at=before)["name"].tolist() == ["ViT-Q"]
    assert mem.conflicts().empty


def test_a_licence_history_arriving_out_of_order_slots_into_place(mem):
    mem.add_concepts([{"name": name} for name in ("Vellum DB", "BSD-3-Clause", "RSALv2", "SSPLv1", "AGPLv3")])
    mem.relate("Vellum DB", "LICENSED_AS", "AGPLv3", valid_from="2025-05-01")
    mem.relate("Vellum DB", "LICENSED_AS", "BSD-3-Clause", valid_from="2009-04-10")  # older, arrives later
    mem.relate("Vellum DB", "LICENSED_AS", "RSALv2", valid_from="2024-03-20")
    mem.relate("Vellum DB", "LICENSED_AS", "SSPLv1", valid_from="2024-03-20")  # the same day: a dual licence
    held = {year: sorted(mem.neighbours("Vellum DB", as_of=f"{year}-06-01")["name"]) for year in (2010, 2024, 2026)}
    assert held == {2010: ["BSD-3-Clause"], 2024: ["RSALv2", "SSPLv1"], 2026: ["AGPLv3"]}
    history = mem.history("Vellum DB").query("kind == 'relation' and expired_at.isna()")
    ends = {row.text.split()[-1]: (row.valid_to, row.reason) for row in history.itertuples()}
    assert ends["BSD-3-Clause"] == (pd.Timestamp("2024-03-20", tz="UTC"), "replaced by RSALv2")
    assert ends["RSALv2"][0] == ends["SSPLv1"][0] == pd.Timestamp("2025-05-01", tz="UTC")


@pytest.mark.parametrize("order", ["stated order", "reversed"])
def test_to_a_year_then_from_that_year_keeps_both_stated_edges(mem, order):
    """A stated "to 1712", then "from 1712": the hand-over fell in 1712; neither is cut (a finer start still is)."""
    mem.add_concepts([{"name": name} for name in ("Paris Observatory", "Cassini", "Maraldi", "Delisle")])
    writes = [("Cassini", "1671", "1712"), ("Maraldi", "1712", None)]
    for name, start, end in writes if order == "stated order" else writes[::-1]:
        mem.relate("Paris Observatory", "LED_BY", name, valid_from=start, valid_to=end)
    history = mem.history("Paris Observatory").query("kind == 'relation' and expired_at.isna()")
    ends = {row.text.split()[-1]: row.valid_to for row in history.itertuples()}
    assert ends["Cassini"] == pd.Timestamp("1713-01-01", tz="UTC") and pd.isna(ends["Maraldi"])
    assert mem.neighbours("Paris Observatory", as_of="1711-06-01")["name"].tolist() == ["Cassini"]
    assert mem.neighbours("Paris Observatory", as_of="1713-06-01")["name"].tolist() == ["Maraldi"]
    assert history.set_index(history.text.str.split().str[-1]).reason.to_dict()["Cassini"] == "replaced by Maraldi"
    mem.relate("Paris Observatory", "LED_BY", "Delisle", valid_from="1712-06")  # a month inside the year
    assert mem.neighbours("Paris Observatory", as_of="1713-06-01")["name"].tolist() == ["Delisle"]


def test_the_shared_period_rule_is_the_same_in_bulk_and_keeps_no_end_a_replacement_set(tmp_path):
    rows = {"Maraldi": "1712", "Delisle": "1712-06"}
    held = []
    for bulk in (False, True):
        with Memory.open(tmp_path / str(bulk), embedder=None) as mem:
            mem.add_concepts([{"name": name} for name in ("Observatory", "Cassini", *rows)])
            mem.relate("Observatory", "LED_BY", "Cassini", valid_from="1671", valid_to="1712")
            if bulk:
                mem.add_relations(
                    [{"source": "Observatory", "type": "LED_BY", "target": n, "valid_from": d} for n, d in rows.items()]
                )
            else:
                for name, start in rows.items():
                    mem.relate("Observatory", "LED_BY", name, valid_from=start)
            live = mem.history("Observatory").query("kind == 'relation' and expired_at.isna()")
            held.append(sorted(zip(live.text, live.valid_from, live.valid_to, live.reason, strict=True)))
            assert mem.neighbours("Observatory", as_of="1712-09")["name"].tolist() == ["Delisle"]
    assert held[0] == held[1] and len(held[0]) == 3
    with Memory.open(tmp_path / "derived", embedder=None) as mem:  # an end a replacement set is no statement
        mem.add_concepts([{"name": name} for name in ("Lab", "Ana", "Ben", "Cy")])
        mem.relate("Lab", "LED_BY", "Ana", valid_from="2019-01-01")
        mem.relate("Lab", "LED_BY", "Ben", valid_from="2020-03-01")  # Ana ends 2020-03-01, replaced by Ben
        mem.relate("Lab", "LED_BY", "Cy", valid_from="2020-02")
        assert mem.neighbours("Lab", as_of="2020-02-15")["name"].tolist() == ["Cy"]


def test_the_bulk_path_follows_the_same_rule(mem):
    mem.add_concepts([{"name": name} for name in ("Vellum DB", "BSD-3-Clause", "RSALv2", "AGPLv3")])
    mem.add_relations(
        [
            {"source": "Vellum DB", "type": "LICENSED_AS", "target": "AGPLv3", "valid_from": "2025-05-01"},
            {"source": "Vellum DB", "type": "LICENSED_AS", "target": "BSD-3-Clause", "valid_from": "2009-04-10"},
        ]
    )
    mem.add_relations([{"source": "Vellum DB", "type": "LICENSED_AS", "target": "RSALv2", "valid_from": "2024-03-20"}])
    held = {year: mem.neighbours("Vellum DB", as_of=f"{year}-06-01")["name"].tolist() for year in (2010, 2024, 2026)}
    assert held == {2010: ["BSD-3-Clause"], 2024: ["RSALv2"], 2026: ["AGPLv3"]}


def test_declared_types_are_kept_per_namespace_and_keep_holds_dual_values(tmp_path):
    with Memory.open(tmp_path, embedder=None) as mem:
        mem.add_concepts([{"name": name} for name in ("Zephyr", "Mara", "Tomas", "Acme")])
        assert "LED_BY" in mem.status()["single_valued"] and "SPONSORED_BY" not in mem.status()["single_valued"]
        mem.relation_type("sponsored by", single=True)
        mem.relation_type("LED_BY", single=False)
        mem.relate("Zephyr", "LED_BY", "Mara", valid_from="2020")
        mem.relate("Zephyr", "LED_BY", "Tomas", valid_from="2022")  # no longer single here: both stay
        mem.relate("Zephyr", "MAINTAINED_BY", "Mara", valid_from="2020")
        mem.relate("Zephyr", "MAINTAINED_BY", "Tomas", valid_from="2022", keep=True)
        with pytest.raises(InvalidInputError, match="True or False"):
            mem.relation_type("LED_BY", single="yes")
    with Memory.open(tmp_path, embedder=None) as mem:
        single = mem.status()["single_valued"]
        assert "SPONSORED_BY" in single and "LED_BY" not in single
        now = mem.graph()
        held = sorted(
            (mem.store.records[key][-1].name, mem.core.name(target))
            for _, target, key in now.out_edges(mem.core.resolve("Zephyr"), keys=True)
        )
        assert held == [("LED_BY", "Mara"), ("LED_BY", "Tomas"), ("MAINTAINED_BY", "Mara"), ("MAINTAINED_BY", "Tomas")]
        assert mem.conflicts()["concept"].tolist() == ["Zephyr"]  # only the kept MAINTAINED_BY pair


def test_end_closes_valid_time_and_keeps_the_old_version_readable(mem):
    mem.add_concepts([{"name": "ImageNet-Mini"}, {"name": "ViT-Q"}])
    mem.relate("ImageNet-Mini", "RECORD_HELD_BY", "ViT-Q", valid_from="2023-02-01")
    before = mem.last_change_at
    op = mem.end("ImageNet-Mini", "RECORD_HELD_BY", "ViT-Q", at="2024-06-10", reason="record beaten")
    assert op in mem.operations()["op"].tolist()
    assert mem.neighbours("ImageNet-Mini").empty
    assert mem.neighbours("ImageNet-Mini", as_of="2024-01-01")["name"].tolist() == ["ViT-Q"]
    assert mem.neighbours("ImageNet-Mini", known_at=before)["name"].tolist() == ["ViT-Q"]
    assert "[ended 2024-06-10, record beaten]" in mem.walk("ImageNet-Mini").context
    with pytest.raises(NotValidError, match="ended on 2024-06-10"):
        mem.end("ImageNet-Mini", "RECORD_HELD_BY", "ViT-Q", at="2024-07-01")
    with pytest.raises(NotValidError, match="holds no"):
        mem.end("ViT-Q", "RECORD_HELD_BY", "ImageNet-Mini", at="2024-07-01")


def test_dates_are_checked_against_the_records_start_and_the_future(mem):
    mem.add_concepts([{"name": "Terraform", "valid_from": "2014-07-28"}, {"name": "OpenTofu"}, {"name": "HashiCorp"}])
    mem.relate("Terraform", "MAINTAINED_BY", "HashiCorp", valid_from="2014-07-28")
    for call in (
        lambda **f: mem.supersede("Terraform", "OpenTofu", at="1990", **f),
        lambda **f: mem.invalidate("Terraform", reason="typo", at="1990", **f),
        lambda **f: mem.end("Terraform", "MAINTAINED_BY", "HashiCorp", at="1990", **f),
    ):
        with pytest.raises(BadDateError, match="2014-07-28") as refused:
            call()
        assert "\n" not in str(refused.value)
    with pytest.raises(BadDateError, match="more than a day ahead.*2014-07-28"):
        mem.supersede("Terraform", "OpenTofu", at="2200")
    with pytest.raises(BadDateError, match="more than a day ahead"):
        mem.end("Terraform", "MAINTAINED_BY", "HashiCorp", at="2200")
    versions = mem.status()["versions"]
    mem.end("Terraform", "MAINTAINED_BY", "HashiCorp", at="2200", force=True)  # insisted
    assert mem.status()["versions"] > versions


def test_the_1990_typo_is_retracted_and_the_belief_it_replaced_comes_back(mem):
    mem.add_concepts(
        [
            {"name": "Terraform", "description": "infrastructure as code"},
            {"name": "OpenTofu", "description": "the open fork", "valid_from": "2023-09-20"},
        ]
    )
    op = mem.supersede("Terraform", "OpenTofu", at="1990")  # a typo for 2023
    typo_known = mem.last_change_at
    with pytest.raises(NotValidError):
        mem.describe("Terraform", "HashiCorp's IaC tool")
    assert mem.operations().set_index("op").loc[op, "label"].startswith("supersede 'Terraform' by 'OpenTofu'")
    undo = mem.retract(op)
    assert mem.concept("Terraform", as_of="2000").description == "infrastructure as code"
    with pytest.raises(NotValidError):  # OpenTofu begins in 2023 again, not in 1990
        mem.concept("OpenTofu", as_of="2000")
    assert mem.concept("OpenTofu", as_of="2024").description == "the open fork"
    # system time: as known before the retraction, the typo stands
    with pytest.raises(NotValidError):
        mem.concept("Terraform", as_of="2000", known_at=typo_known)
    assert mem.neighbours("OpenTofu").empty  # the SUPERSEDES trail went with it
    # a retried undo changes nothing and duplicates nothing
    current = sum(v.is_current() for v in mem.store.versions.values())
    with pytest.raises(InvalidInputError, match="already undone"):
        mem.undo(op)
    with pytest.raises(InvalidInputError, match="itself an undo"):
        mem.undo(undo)
    assert sum(v.is_current() for v in mem.store.versions.values()) == current
    mem.supersede("Terraform", "OpenTofu", at="2023-09-20")
    mem.describe("OpenTofu", "the open fork, from 2023-09-20")
    assert mem.concept("Terraform", as_of="2023-01-01").description == "infrastructure as code"


@pytest.mark.parametrize(
    "write",
    [
        lambda m: m.add_concept("Nimbus", "a cloud"),
        lambda m: m.add_concepts([{"name": "Nimbus"}, {"name": "Stratus"}]),
        lambda m: m.add_alias("Quasar", "QSR"),
        lambda m: m.add_patch("Quasar", "now in beta"),
        lambda m: m.relate("Quasar", "USED_BY", "Pulsar", valid_from="2021"),
        lambda m: m.add_relations([{"source": "Quasar", "type": "USED_BY", "target": "Pulsar", "valid_from": "2021"}]),
        lambda m: m.describe("Quasar", "a faster engine", at="2021"),
        lambda m: m.invalidate("Quasar", reason="retired", at="2022"),
        lambda m: m.supersede("Quasar", "Pulsar", at="2022"),
        lambda m: m.add_episode("Quasar shipped today", at="2021-05-01"),
        lambda m: m.add_episodes([{"text": "Pulsar shipped", "at": "2021-06-01"}]),
        lambda m: m.upkeep.merge("Quasar", "Pulsar"),
    ],
    ids=[
        "concept",
        "concepts",
        "alias",
        "patch",
        "relate",
        "relations",
        "describe",
        "invalidate",
        "supersede",
        "episode",
        "episodes",
        "merge",
    ],
)
def test_every_write_can_be_retracted(mem, write):
    mem.add_concepts(
        [
            {"name": "Quasar", "description": "an engine", "valid_from": "2020"},
            {"name": "Pulsar", "description": "another engine", "valid_from": "2020"},
        ]
    )
    mem.relate("Quasar", "USED_BY", "Pulsar", valid_from="2020", valid_to="2020-06-01")

    def held():
        return sorted(
            (v.record, v.kind, v.name, v.text, v.source_id, v.target_id, v.valid_from, v.valid_to, v.meta)
            for v in mem.store.versions.values()
            if v.is_current()
        )

    before = held()
    count = len(mem.operations())
    write(mem)
    assert held() != before
    log = mem.operations()
    assert len(log) == count + 1  # one operation, however many rows
    mem.undo(log["op"].iloc[-1])
    assert held() == before


def test_an_operation_changed_since_is_refused_until_the_later_one_is_undone(mem):
    mem.add_concept("Quasar", "v1", valid_from="2020")
    first = mem.describe("Quasar", "v2", at="2021")
    second = mem.describe("Quasar", "v3", at="2022")
    with pytest.raises(InvalidInputError, match=f"changed since by {second}"):
        mem.undo(first)
    mem.undo(second)
    mem.undo(first)
    assert mem.concept("Quasar").description == "v1"


def test_the_log_is_saved_with_the_write_in_one_segment(mem):
    mem.add_concepts([{"name": "Zephyr"}, {"name": "Mara"}])
    files = mem.store.files
    segments = sorted(files.folder.glob("seg-*.parquet"))
    op = mem.relate("Zephyr", "LED_BY", "Mara")
    new = sorted(set(files.folder.glob("seg-*.parquet")) - set(segments))
    assert len(new) == 1  # data and log row: one file, written atomically
    rows = table_to_versions(NamespaceFiles._read(new[0]))
    assert {row.kind for row in rows} == {"relation", "operation"} and op in {row.record for row in rows}
    # a reader that never saw this process's state rebuilds the log from the store alone
    with Memory.open(mem.path, embedder=None, read_only=True) as reader:
        assert reader.operations()["op"].tolist() == mem.operations()["op"].tolist()
    mem.store.compact()
    with Memory.open(mem.path, embedder=None, read_only=True) as reader:
        assert op in reader.operations()["op"].tolist()


def test_conflicts_advice_is_a_call_that_resolves_the_conflict(mem):
    mem.add_concepts([{"name": "Zephyr"}, {"name": "Mara"}, {"name": "Tomas"}])
    mem.relate("Zephyr", "LED_BY", "Mara", valid_from="2019-01-01")
    mem.relate("Zephyr", "LED_BY", "Tomas", valid_from="2024-06-10", keep=True)
    advice = mem.conflicts()["suggestion"].tolist()
    assert advice == ["mem.end('Zephyr', 'LED_BY', 'Mara', at='2024-06-10')"]
    eval(advice[0], {"mem": mem})  # the advice is meant to be run as it reads
    assert mem.conflicts().empty
    assert mem.neighbours("Zephyr")["name"].tolist() == ["Tomas"]


def test_a_cell_of_adds_is_all_or_nothing_and_names_the_bad_line(ip, capsys):
    result = ip.run_cell(
        '%%add\nconcept "ViT-Q" -d "a vision model"\nconcept "ConvMix-2"\n'
        'relation "ViT-Q" RECORD_HELD_BY "no such concept"\n',
        store_history=True,
    )
    assert not result.success
    err = capsys.readouterr().err
    assert "line 3" in err and "nothing was added" in err and "Traceback" not in err
    mem = ip.run_cell("%c0 memory").result
    assert mem.status()["versions"] == 0 and mem.operations().empty
    assert ip.run_cell('%%add\nconcept "ViT-Q"\nconcept "ConvMix-2"\n').success
    assert mem.operations()["label"].tolist() == ["%%add of 2 lines"]


def test_the_end_and_undo_magics(ip, capsys):
    for line in (
        '%add concept "ImageNet-Mini"',
        '%add concept "ViT-Q"',
        '%add relation "ImageNet-Mini" RECORD_HELD_BY "ViT-Q" --valid-from 2023-02-01',
        '%end "ImageNet-Mini" RECORD_HELD_BY "ViT-Q" --at 2024-06-10 --reason "record beaten"',
    ):
        assert ip.run_cell(line).success, line
    mem = ip.run_cell("%c0 memory").result
    assert mem.neighbours("ImageNet-Mini").empty
    capsys.readouterr()
    assert ip.run_cell("%c0 undo").success
    assert "retracted" in capsys.readouterr().out and "end 'ImageNet-Mini'" in mem.operations()["label"].iloc[-2]
    assert mem.neighbours("ImageNet-Mini")["name"].tolist() == ["ViT-Q"]
    assert ip.run_cell("%c0 undo").success  # the relation itself
    assert mem.neighbours("ImageNet-Mini").empty and mem.concept("ViT-Q").name == "ViT-Q"
    assert not ip.run_cell('%end "ImageNet-Mini" RECORD_HELD_BY "ViT-Q" --at 1990').success


def test_the_reflector_never_proposes_a_name_the_memory_held(mem):
    mem.add_concepts(
        [
            {"name": "Papers With Code", "description": "a site linking papers to code"},
            {"name": "leaderboard archive", "description": "Snapshots of Papers With Code leaderboards."},
            {"name": "benchmark tracker", "description": "Replaces Papers With Code for tracking results."},
        ]
    )
    mem.invalidate("Papers With Code", reason="site shut down", at="2025-07-24")
    mem.record_dead_end("What is Papers With Code?")
    proposals = mem.reflector.process()
    assert proposals["verdict"].tolist() == ["DISCARD"]
    assert "holds or held the concept 'Papers With Code'" in proposals["reason"][0]
    assert mem.reflector.proposed().empty


def test_approving_a_proposal_that_became_a_duplicate_changes_nothing(mem):
    mem.add_concept("leaderboard archive", "snapshots of leaderboards")
    mem.record_dead_end("what is sparse lattice hashing?")
    assert mem.reflector.process()["verdict"].tolist() == ["QUEUE"]
    mem.add_concept("sparse lattice hashing", "added by hand meanwhile")
    versions, queue = mem.status()["versions"], mem.reflector.queue()
    with pytest.raises(DuplicateConceptError, match="already in the memory.*nothing was changed") as refused:
        mem.reflector.decide("what is sparse lattice hashing?", "approve", "a hashing scheme")
    assert "\n" not in str(refused.value)
    assert mem.status()["versions"] == versions and mem.reflector.queue().equals(queue)


def test_a_retracted_name_is_free_again(mem):
    mem.add_concept("Quasar", "a typo'd entry")
    op = mem.operations()["op"].iloc[-1]  # add_concept returns the Concept; its op is the latest
    mem.add_concept("Pulsar", "an engine")
    alias = mem.add_alias("Pulsar", "PLSR")
    with pytest.raises(DuplicateConceptError):
        mem.add_concept("PLSR")
    mem.undo(alias)
    mem.undo(op)
    assert mem.add_concept("PLSR").name == "PLSR"
    assert mem.add_concept("Quasar", "the right entry").description == "the right entry"
    assert mem.concept("Quasar").description == "the right entry"


def test_a_corrected_description_keeps_the_concepts_name_before_it(tmp_path):
    """The name is left out only when the description itself says it, not when a correction appended to it does."""
    with Memory.open(tmp_path / "m", embedder=None) as mem:
        mem.add_concept("Project 2000", "Legacy data migration effort.")
        mem.add_patch("Project 2000", "Correction: Project 2000 was founded in 2016, not 2014.")
        first = mem.walk("what is Project 2000?").context.splitlines()[0]
        assert first.startswith("Project 2000: Legacy data migration effort. [corrected")


def test_redate_gives_an_undated_fact_its_dates_and_keeps_the_old_ones_readable(mem):
    mem.add_concepts([{"name": name} for name in ("Royal Institution", "Humphry Davy")])
    mem.relate("Royal Institution", "DIRECTED_BY", "Humphry Davy")
    before = mem.last_change_at
    with pytest.raises(RelationHeldError, match=r"already holds \(since always → open\); redate\(\) corrects"):
        mem.relate("Royal Institution", "DIRECTED_BY", "Humphry Davy", valid_from="1801-03", valid_to="1812")
    mem.redate("Royal Institution", "DIRECTED_BY", "Humphry Davy", valid_from="March 1801", valid_to="1812")
    assert mem.neighbours("Royal Institution", as_of="1790").empty
    assert mem.neighbours("Royal Institution", as_of="1805")["name"].tolist() == ["Humphry Davy"]
    assert mem.neighbours("Royal Institution", as_of="1790", known_at=before)["name"].tolist() == ["Humphry Davy"]
    mem.undo()
    assert mem.neighbours("Royal Institution", as_of="1790")["name"].tolist() == ["Humphry Davy"]


def test_redate_corrects_one_stint_and_refuses_an_ambiguous_one(mem):
    mem.add_concepts([{"name": name} for name in ("Astronomer Royal", "Nevil Maskelyne", "Nobody")])
    mem.relate("Astronomer Royal", "HELD_BY", "Nevil Maskelyne", valid_from="1771", valid_to="1780")
    mem.relate("Astronomer Royal", "HELD_BY", "Nevil Maskelyne", valid_from="1790", valid_to="1811")
    mem.redate("Astronomer Royal", "HELD_BY", "Nevil Maskelyne", valid_from="1772", valid_to="1780")  # not 1771
    assert mem.neighbours("Astronomer Royal", as_of="1771-06").empty
    assert mem.neighbours("Astronomer Royal", as_of="1795")["name"].tolist() == ["Nevil Maskelyne"]  # untouched
    with pytest.raises(InvalidInputError, match="holds in 2 stints"):
        mem.redate("Astronomer Royal", "HELD_BY", "Nevil Maskelyne", valid_from="1700", valid_to="1900")
    with pytest.raises(NotValidError, match="holds no"):
        mem.redate("Astronomer Royal", "HELD_BY", "Nobody", valid_from="1700")
    with pytest.raises(BadDateError, match="must come after"):
        mem.redate("Astronomer Royal", "HELD_BY", "Nevil Maskelyne", valid_from="1790", valid_to="1780")
    with pytest.raises(InvalidInputError, match="needs valid_from, valid_to or both"):
        mem.redate("Astronomer Royal", "HELD_BY", "Nevil Maskelyne")


def test_redate_keeps_an_edge_not_given_and_the_reason_an_end_gave(mem):
    mem.add_concepts([{"name": name} for name in ("Zephyr", "Mara Quill")])
    mem.relate("Zephyr", "LED_BY", "Mara Quill", valid_from="2019", valid_to="2022")
    mem.redate("Zephyr", "LED_BY", "Mara Quill", valid_from="2018")  # "2018, not 2019": the end stays
    assert mem.neighbours("Zephyr", as_of="2018-06")["name"].tolist() == ["Mara Quill"]
    assert mem.neighbours("Zephyr", as_of="2023-06").empty
    mem.end("Zephyr", "LED_BY", "Mara Quill", at="2021-06-01", reason="moved on")
    mem.redate("Zephyr", "LED_BY", "Mara Quill", valid_to="2021-03")
    live = mem.history("Zephyr").query("kind == 'relation' and expired_at.isna()")
    assert live.reason.tolist() == ["moved on"] and live.valid_to.tolist() == [pd.Timestamp("2021-04-01", tz="UTC")]


def test_redating_a_successors_start_moves_the_end_it_gave_the_one_it_replaced(mem):
    mem.add_concepts([{"name": name} for name in ("Survey Office", "Ida Holm", "Per Lund", "Ola Berg")])
    mem.relate("Survey Office", "LED_BY", "Ida Holm", valid_from="1950")
    mem.relate("Survey Office", "LED_BY", "Per Lund", valid_from="1969")  # Holm ends 1969, "replaced by Per Lund"
    mem.redate("Survey Office", "LED_BY", "Per Lund", valid_from="1970")  # "1970, not 1969": no one-year gap
    assert mem.neighbours("Survey Office", as_of="1969-06")["name"].tolist() == ["Ida Holm"]
    live = mem.history("Survey Office").query("kind == 'relation' and expired_at.isna()").set_index("text")
    holm = live.loc["Survey Office LED_BY Ida Holm"]
    assert holm.valid_to == pd.Timestamp("1970-01-01", tz="UTC") and holm.reason == "replaced by Per Lund"
    mem.redate("Survey Office", "LED_BY", "Per Lund", valid_from="1940")  # before Holm began: she is left as is
    live = mem.history("Survey Office").query("kind == 'relation' and expired_at.isna()").set_index("text")
    assert live.loc["Survey Office LED_BY Ida Holm"].valid_to == pd.Timestamp("1970-01-01", tz="UTC")
    mem.undo()
    mem.undo()  # both moves go back with the redate that made them
    assert mem.neighbours("Survey Office", as_of="1969-06")["name"].tolist() == ["Per Lund"]
    mem.relate("Survey Office", "LED_BY", "Ola Berg", valid_from="1980", valid_to="1985", keep=True)
    mem.redate("Survey Office", "LED_BY", "Ola Berg", valid_from="1981")  # it replaced no one: nothing else moves
    assert mem.neighbours("Survey Office", as_of="1980-06")["name"].tolist() == ["Per Lund"]


def test_diff_lists_a_redate_with_the_spans_before_and_after(mem):
    mem.add_concepts([{"name": name} for name in ("Vale Choir", "Ana Reis")])
    mem.relate("Vale Choir", "LED_BY", "Ana Reis", valid_from="1919", valid_to="1932")
    mem.snapshot("before-corrections")
    mem.redate("Vale Choir", "LED_BY", "Ana Reis", valid_to="1931")
    found = mem.diff("before-corrections")
    assert found[["change", "name", "before", "after"]].values.tolist() == [
        ["redated", "Vale Choir LED_BY Ana Reis", "1919–1932", "1919–1931"]
    ]
    assert found.attrs["summary"].startswith("1 redated between before-corrections")
