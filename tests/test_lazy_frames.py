"""A walk's hits and a recall's items are DataFrames made when asked, not on every walk or recall (issue 24: a
DataFrame costs about a millisecond, a tenth of a walk)."""

from __future__ import annotations

import pandas as pd

from c0lab import Memory
from c0lab.retrieval import recall as recall_module
from c0lab.retrieval import walk as walk_module


class _Counted(pd.DataFrame):
    """A DataFrame that counts how many were made."""

    made = 0

    def __init__(self, *args: object, **kwargs: object) -> None:
        type(self).made += 1
        super().__init__(*args, **kwargs)


def test_walk_hits_and_recall_items_are_made_only_when_asked(tmp_path, monkeypatch):
    mem = Memory.open(tmp_path / "memory", embedder=None)
    mem.add_concepts([{"name": "Project Zephyr", "description": "An internal search engine."}, {"name": "Mara Quill"}])
    mem.relate("Project Zephyr", "LED_BY", "Mara Quill", valid_from="2019-01-01")
    mem.add_episode("Mara Quill said the Zephyr index is rebuilt nightly.", speaker="tomas")
    monkeypatch.setattr(walk_module.pd, "DataFrame", _Counted)
    assert recall_module.pd is walk_module.pd  # one module object: the recall's frames are counted too
    walked = mem.walk("Who leads Project Zephyr?", budget_tokens=200)
    recalled = mem.recall("when is the Zephyr index rebuilt", budget_tokens=200)
    assert _Counted.made == 0  # neither made a DataFrame
    assert "Mara Quill" in walked.context and walked.hit_rows[0]["name"] == "Project Zephyr"
    hits = walked.hits
    assert list(hits.columns) == ["name", "score", "found_by"] and hits["name"].iloc[0] == "Project Zephyr"
    items = recalled.items
    assert list(items.columns) == recall_module.ITEM_COLUMNS and len(items) == len(recalled.item_rows) == 1
    assert "rebuilt nightly" in items["text"].iloc[0] and "1 items" in repr(recalled)
    assert _Counted.made == 2
    mem.close()
