"""Path rules (issue 28): derived on the asked time slice, valid where every step is, never stored, checked on read."""

from __future__ import annotations

import json

import pytest

from c0lab import CorruptMemoryError, InvalidInputError, Memory


@pytest.fixture
def org(tmp_path):
    """Ann manages Bob from 2020; Bob manages Cid from mid-2021 to 2024; Cid manages Dee from 2022."""
    with Memory.open(tmp_path / "memory", embedder=None) as mem:
        for name in ("Ann", "Bob", "Cid", "Dee"):
            mem.add_concept(name, "A person.")
        mem.relate("Ann", "MANAGER_OF", "Bob", valid_from="2020-01-01")
        mem.relate("Bob", "MANAGER_OF", "Cid", valid_from="2021-06-01", valid_to="2024-01-01")
        mem.relate("Cid", "MANAGER_OF", "Dee", valid_from="2022-01-01")
        mem.add_rule("upper_manager", path=["MANAGER_OF", "MANAGER_OF"], gives="UPPER_MANAGER_OF", confidence=0.6)
        yield mem


def pairs(frame) -> set[tuple[str, str]]:
    return set(zip(frame["subject"], frame["object"], strict=True))


def test_a_rule_derives_on_the_asked_slice_where_every_step_is_valid(org):
    assert pairs(org.inferred(as_of="2020-06-01")) == set()  # Bob did not manage Cid yet
    both = org.inferred(as_of="2022-06-01")
    assert pairs(both) == {("Ann", "Cid"), ("Bob", "Dee")}
    ann = both[both["subject"] == "Ann"].iloc[0]
    assert ann["relation"] == "UPPER_MANAGER_OF" and ann["rule"] == "upper_manager" and ann["confidence"] == 0.6
    assert (ann["valid_from"].year, ann["valid_to"].year, ann["via"]) == (2021, 2024, "Bob")  # the steps' overlap
    assert pairs(org.inferred(as_of="2025-01-01")) == set()  # Bob's step ended


def test_a_rule_reads_the_memory_as_known_then(org):
    before = org.last_change_at
    org.relate("Dee", "MANAGER_OF", "Ann", valid_from="2023-01-01")
    assert ("Cid", "Ann") in pairs(org.inferred(as_of="2023-06-01"))
    assert ("Cid", "Ann") not in pairs(org.inferred(as_of="2023-06-01", known_at=before))


def test_derived_relations_are_never_stored(org):
    versions, relations = len(org.store.versions), org.status()["relations"]
    org.walk("Ann", as_of="2022-06-01")
    org.inferred(as_of="2022-06-01")
    assert len(org.store.versions) == versions and org.status()["relations"] == relations
    assert "UPPER_MANAGER_OF" not in set(org.history("Ann")["name"])
    assert org.neighbours("Ann")["relation"].tolist() == ["MANAGER_OF"]


def test_a_walk_shows_what_a_rule_infers_with_the_rule_and_its_confidence(org):
    walk = org.walk("who does Ann manage", as_of="2022-06-01")
    inferred = [fact for fact in walk.facts if fact.status == "inferred"]
    assert [(fact.subject, fact.relation, fact.object) for fact in inferred] == [("Ann", "UPPER_MANAGER_OF", "Cid")]
    assert (
        "Inferred by rules (not stored facts):\n- [inferred by rule upper_manager, confidence 0.6] "
        "Ann upper manager of Cid (2021-06–2023-12); via Bob" in walk.context
    )
    assert not [fact for fact in org.walk("Ann", as_of="2020-06-01").facts if fact.status == "inferred"]


def test_rules_are_listed_removed_and_kept_across_opening(org):
    assert org.rules().to_dict("records") == [
        {"name": "upper_manager", "path": ["MANAGER_OF", "MANAGER_OF"], "gives": "UPPER_MANAGER_OF", "confidence": 0.6}
    ]
    path = org.path
    org.close()
    with Memory.open(path, embedder=None) as mem:
        assert mem.rules()["name"].tolist() == ["upper_manager"]
        assert mem.remove_rule("upper_manager").gives == "UPPER_MANAGER_OF"
        assert mem.rules().empty and mem.inferred(as_of="2022-06-01").empty
        assert not [fact for fact in mem.walk("Ann", as_of="2022-06-01").facts if fact.status == "inferred"]
        with pytest.raises(InvalidInputError, match="no rule named 'upper_manager'"):
            mem.remove_rule("upper_manager")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"path": ["MANAGER_OF"], "gives": "X"}, "2 to 5 relation types"),
        ({"path": "MANAGER_OF", "gives": "X"}, "list of relation types"),
        ({"path": ["MANAGER_OF", "MANAGER_OF"], "gives": "MANAGER_OF"}, "feed on itself"),
        ({"path": ["MANAGER_OF", "!!"], "gives": "X"}, "relation type"),
        ({"path": ["A", "B"], "gives": "X", "confidence": 1.5}, "confidence"),
        ({"path": ["A", "B"], "gives": "X", "confidence": 0}, "confidence"),
    ],
)
def test_a_bad_rule_is_one_line_and_changes_nothing(org, options, message):
    with pytest.raises(InvalidInputError, match=message):
        org.add_rule("other", **options)
    assert org.rules()["name"].tolist() == ["upper_manager"]


def test_a_second_rule_of_the_same_name_and_a_read_only_memory_are_refused(org):
    with pytest.raises(InvalidInputError, match="already exists"):
        org.add_rule("upper_manager", path=["A", "B"], gives="C")
    with Memory.open(org.path, embedder=None, read_only=True) as reader:
        assert reader.rules()["name"].tolist() == ["upper_manager"]
        with pytest.raises(InvalidInputError, match="read-only"):
            reader.add_rule("other", path=["A", "B"], gives="C")


@pytest.mark.parametrize(
    "content",
    [
        "not json",
        '{"rules": 3}',
        '{"rules": [{"name": "x"}]}',
        '{"rules": [{"name": "x", "path": ["A"], "gives": "B", "confidence": 1}]}',
        (
            '{"rules": [{"name": "x", "path": ["A", "B"], "gives": "C", "confidence": 1},'
            ' {"name": "x", "path": ["A", "B"], "gives": "C", "confidence": 1}]}'
        ),
    ],
)
def test_a_damaged_rules_file_is_named_on_read(org, content):
    path = org.store.files.rules_path
    path.write_text(content)
    with pytest.raises(CorruptMemoryError, match="rules.json"):
        org.rules()
    with pytest.raises(CorruptMemoryError, match="rules.json"):
        org.walk("Ann")
    path.write_text(json.dumps({"rules": []}))
    assert org.rules().empty
