"""Random names, dates, texts and import rows through the public API: every failure is a C0labError,
and a reopen shows every write that was acknowledged."""

import json
import os
import string
import tempfile
from pathlib import Path

import pyarrow.parquet as pq
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from c0lab import C0labError, Memory
from c0lab.model.records import FIELDS, Version
from c0lab.store.files import versions_to_table

texts = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)
names = st.one_of(texts, st.text(string.ascii_letters + " -_'", min_size=1, max_size=20))
dates = st.one_of(
    st.none(),
    texts,
    st.datetimes(),
    st.dates(),
    st.sampled_from(
        [
            "mid-0000",
            "1500-01-01",
            "9999-12-31",
            "now",
            "2024-02-30",
            "late-2023",
            "June 2022",
            "1677-09-21",
            "2262-04-12",
            "",
            " ",
            "0",
            "-1",
            "2024-01-01T25:00",
        ]
    ),
    st.integers(),
    st.floats(allow_nan=True),
)
SETTINGS = settings(
    max_examples=int(os.environ.get("FUZZ_EXAMPLES", "60")),
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=not os.environ.get("FUZZ_RANDOM"),
)


def _call(mem, action, *, target, first, second, text, when):
    """One public call, chosen by ``action``, with the generated values."""
    if action == "concept":
        mem.add_concept(first, text, valid_from=when, force=True)
    elif action == "patch":
        mem.add_patch(target, text, valid_from=when)
    elif action == "episode":
        mem.add_episode(text, speaker=first, session=second, at=when)
    elif action == "relate":
        mem.relate(target, second, "Anchor", valid_from=when)
    elif action == "describe":
        mem.describe(target, text, at=when)
    elif action == "walk":
        mem.walk(f"{first} {text}", as_of=when, context=text)
    elif action == "search":
        mem.search(text or first, as_of=when)
    elif action == "recall":
        mem.recall(text or first, as_of=when)
    elif action == "snapshot":
        mem.snapshot(first)
    else:
        mem.invalidate(first, reason=text or "r", at=when)


@SETTINGS
@given(
    steps=st.lists(
        st.tuples(
            st.sampled_from(
                [
                    "concept",
                    "patch",
                    "episode",
                    "relate",
                    "describe",
                    "walk",
                    "search",
                    "recall",
                    "snapshot",
                    "invalidate",
                ]
            ),
            names,
            names,
            texts,
            dates,
        ),
        min_size=1,
        max_size=12,
    )
)
def test_random_calls_fail_only_with_c0lab_errors_and_keep_what_they_acknowledged(steps):
    folder = Path(tempfile.mkdtemp()) / "memory"
    concepts = []
    with Memory.open(folder, embedder=None) as mem:
        mem.add_concept("Anchor", "a fixed point")
        concepts.append("Anchor")
        for action, first, second, text, when in steps:
            try:
                _call(mem, action, target=concepts[-1], first=first, second=second, text=text, when=when)
            except C0labError as error:
                assert "\n" not in str(error), str(error)
            else:
                if action == "concept":
                    concepts.append(first)
            for name in concepts:
                assert len(mem.history(name.strip()))
        status = mem.status()
    with Memory.open(folder, embedder=None) as again:
        for name in concepts:
            again.history(name.strip())  # every acknowledged concept is there, under its (stripped) name
        assert again.status()["versions"] == status["versions"]
        assert again.status()["episodes"] == status["episodes"]


rows = st.fixed_dictionaries(
    {
        "version": st.integers(-2, 6),
        "record": st.sampled_from(["concept:a", "concept:b", "relation:r", "patch:p", ""]),
        "kind": st.sampled_from(["concept", "patch", "relation", "episode", "gizmo"]),
        "name": names,
        "text": texts,
        "source_id": st.sampled_from(["", "concept:a", "concept:b", "concept:x"]),
        "target_id": st.sampled_from(["", "concept:a", "concept:b", "concept:x"]),
        "valid_from": st.integers(-(2**63), 2**63 - 1),
        "recorded_at": st.integers(-(2**62), 2**62),
        "meta": st.sampled_from(["", "{}", '{"aliases": ["x\\ny"]}', "not json", '{"aliases": 3}']),
    }
)


@SETTINGS
@given(crafted=st.lists(rows, min_size=1, max_size=6))
def test_random_imports_are_refused_in_one_line_or_work_completely(crafted):
    base = Path(tempfile.mkdtemp())
    with Memory.open(base / "source", embedder=None) as mem:
        mem.add_concept("Anchor", "x")
        export = mem.export(base / "export")
    versions = [
        Version(**{field: row.get(field, Version._field_defaults.get(field)) for field in FIELDS}) for row in crafted
    ]
    try:
        table = versions_to_table(versions)
    except Exception:  # pyarrow refuses what no writer could write
        return
    pq.write_table(table, export / "versions.parquet")
    manifest = json.loads((export / "manifest.json").read_text())
    manifest["versions"] = len(versions)
    (export / "manifest.json").write_text(json.dumps(manifest))
    try:
        imported = Memory.import_(export, base / "target", embedder=None)
    except C0labError as error:
        assert "\n" not in str(error)
        assert not (base / "target" / "namespaces" / "default").exists() or not any(
            (base / "target" / "namespaces" / "default").glob("*.parquet")
        )
        return
    with imported:  # an accepted import is a working memory
        imported.status(), imported.audit(), imported.walk("Anchor"), imported.search("x")
        for name in list(imported.store.names):
            imported.neighbours(imported.core.name(imported.store.names[name][0]))
    with Memory.open(base / "target", embedder=None) as again:
        assert len(again.store.versions) == len(versions)
